package scenario

import (
	"go.yaml.in/yaml/v3"
)

// The steps a scenario may take. A plain word is a step without arguments; a
// one-key mapping is a step with one.
var scalarSteps = map[string]bool{"pass": true, "done": true, "yes": true, "no": true, "concede": true,
	"hatch": true, "move": true, "nothing": true, "no_block": true}

var mapSteps = []string{"play", "use", "digivolve", "attack", "activate", "block", "choose", "order", "number",
	"link", "dna", "burst", "app_fusion", "expect"}

func (r *reader) step(n *yaml.Node) (Step, error) {
	n = deref(n)
	st := Step{Line: n.Line, Args: map[string]Ref{}}
	if n.Kind == yaml.ScalarNode {
		if !scalarSteps[n.Value] {
			return st, r.errf(n, "unknown step %q (plain steps: pass, done, yes, no, concede, hatch, move, nothing, no_block; others take a value: %v)", n.Value, mapSteps)
		}
		st.Kind = n.Value
		return st, nil
	}
	if n.Kind != yaml.MappingNode || len(n.Content) != 2 {
		return st, r.errf(n, "a step is a word (pass) or one key with its value (play: ST1-03)")
	}
	err := r.mapping(n, "step", mapSteps, func(key string, v *yaml.Node) error {
		st.Kind = key
		switch key {
		case "play", "use", "order", "block", "number":
			s, err := r.str(v, key)
			st.Args["card"] = Ref{Name: s, Line: v.Line}
			return err
		case "choose":
			refs, err := r.refs(v, "choose")
			st.Refs = refs
			return err
		case "digivolve":
			return r.args(v, &st, "digivolve", []string{"object", "into", "requirement"}, "object", "into")
		case "burst", "app_fusion":
			return r.args(v, &st, key, []string{"object", "into", "requirement"}, "object", "into")
		case "link":
			if err := r.args(v, &st, "link", []string{"card", "object", "to"}, "to"); err != nil {
				return err
			}
			_, card := st.Args["card"]
			_, obj := st.Args["object"]
			if card == obj {
				return r.errf(v, "link needs card: (a card in the hand) or object: (an object in the battle area), one of them")
			}
			return nil
		case "dna":
			err := r.mapping(v, "dna", []string{"into", "from", "requirement"}, func(k string, x *yaml.Node) error {
				if k == "from" {
					refs, err := r.refs(x, "dna.from")
					if err == nil && len(refs) < 2 {
						err = r.errf(x, "dna.from lists the Digimon it digivolves from, at least 2, the one on top first")
					}
					st.Refs = refs
					return err
				}
				s, err := r.str(x, "dna."+k)
				st.Args[k] = Ref{Name: s, Line: x.Line}
				return err
			})
			if _, ok := st.Args["into"]; err == nil && (!ok || len(st.Refs) == 0) {
				err = r.errf(v, "dna needs into: and from:")
			}
			return err
		case "attack":
			if deref(v).Kind == yaml.ScalarNode {
				st.Args["with"] = Ref{Name: v.Value, Line: v.Line}
				return nil
			}
			return r.args(v, &st, "attack", []string{"with", "target"}, "with")
		case "activate":
			if deref(v).Kind == yaml.ScalarNode {
				st.Args["object"] = Ref{Name: v.Value, Line: v.Line}
				return nil
			}
			return r.args(v, &st, "activate", []string{"object", "effect"}, "object")
		case "expect":
			e, err := r.expect(v)
			st.Expect = e
			return err
		}
		return nil
	})
	return st, err
}

// args reads a step's named arguments, some required.
func (r *reader) args(n *yaml.Node, st *Step, what string, known []string, required ...string) error {
	err := r.mapping(n, what, known, func(key string, v *yaml.Node) error {
		s, err := r.str(v, what+"."+key)
		st.Args[key] = Ref{Name: s, Line: v.Line}
		return err
	})
	if err != nil {
		return err
	}
	for _, k := range required {
		if _, ok := st.Args[k]; !ok {
			return r.errf(n, "%s needs %s:", what, k)
		}
	}
	return nil
}
