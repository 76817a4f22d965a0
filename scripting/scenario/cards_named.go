package scenario

import (
	"slices"

	"github.com/dcg-engine/dcg/core/cardpool"
)

// CardNumbers are the card numbers the scenario names — in its position (every zone,
// stack and link), its action steps and its inline cards — each once, in card-number
// order: the cards whose scripts it exercises, so a change to one of them is a reason
// to run it again (dcg scenario watch). Step arguments that name objects or players
// are among them; they match no card.
func (s *Scenario) CardNumbers() []string {
	var out []string
	add := func(refs ...Ref) {
		for _, r := range refs {
			if r.Name != "" && !slices.Contains(out, r.Name) {
				out = append(out, r.Name)
			}
		}
	}
	for _, d := range s.Cards {
		add(Ref{Name: d.Number})
	}
	for _, ps := range s.Position.Players {
		add(ps.Hand...)
		add(ps.Deck...)
		add(ps.Eggs...)
		add(ps.Security...)
		add(ps.Trash...)
		objs := ps.Battle
		if ps.Breeding != nil {
			objs = append([]ObjectSetup{*ps.Breeding}, objs...)
		}
		for _, o := range objs {
			add(o.Stack...)
			add(o.Links...)
		}
	}
	for _, st := range s.Steps {
		for _, k := range sortedArgs(st.Args) {
			add(st.Args[k])
		}
		add(st.Refs...)
	}
	slices.SortFunc(out, func(a, b string) int {
		switch {
		case cardpool.NaturalLess(a, b):
			return -1
		case cardpool.NaturalLess(b, a):
			return 1
		}
		return 0
	})
	return out
}

// sortedArgs are a step's argument names in order (map order is random).
func sortedArgs(args map[string]Ref) []string {
	keys := make([]string, 0, len(args))
	for k := range args {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
