package cardpool

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strconv"

	"go.yaml.in/yaml/v3"

	"github.com/dcg-engine/dcg/core"
)

// MarshalSet writes a set file (format: cards/README.md). The output is
// deterministic: cards in natural number order, keys in a fixed order, empty values
// left out, effect texts as literal blocks (|) so that a changed line diffs as one line.
func MarshalSet(s *Set) ([]byte, error) {
	cards := append([]*core.CardData(nil), s.Cards...)
	sorted := &Set{Code: s.Code, Name: s.Name, Cards: cards}
	sorted.Sort()

	root := mapping()
	root.HeadComment = "Card set " + s.Code + ". Format: cards/README.md."
	add(root, "set", str(s.Code))
	if s.Name != "" {
		add(root, "name", str(s.Name))
	}
	list := &yaml.Node{Kind: yaml.SequenceNode}
	for _, c := range sorted.Cards {
		list.Content = append(list.Content, cardNode(c))
	}
	add(root, "cards", list)

	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(&yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{root}}); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	return spaceCards(buf.Bytes()), nil
}

// WriteSet writes s to w; see MarshalSet.
func WriteSet(w io.Writer, s *Set) error {
	b, err := MarshalSet(s)
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// WriteSets writes every set to dir/<SET>/<SET>.yaml, creating folders as needed.
// Other files in the set folders (Lua scripts) are left alone.
func WriteSets(dir string, sets []*Set) error {
	for _, s := range sets {
		b, err := MarshalSet(s)
		if err != nil {
			return err
		}
		folder := filepath.Join(dir, s.Code)
		if err := os.MkdirAll(folder, 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(folder, s.Code+".yaml"), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

func cardNode(c *core.CardData) *yaml.Node {
	m := mapping()
	add(m, "number", str(c.Number))
	add(m, "name", str(c.Name))
	if c.NameJP != "" {
		add(m, "name_jp", str(c.NameJP))
	}
	add(m, "kind", str(c.Kind.String()))
	if c.Rarity != "" {
		add(m, "rarity", str(c.Rarity))
	}
	add(m, "colors", colorList(c.Colors))
	if c.Level != 0 {
		add(m, "level", num(c.Level))
	}
	if c.HasCost {
		add(m, "cost", num(c.Cost))
	}
	if c.HasDP {
		add(m, "dp", num(c.DP))
	}
	if c.Ace {
		add(m, "ace", boolean(true))
	}
	if c.Overflow != 0 {
		add(m, "overflow", num(c.Overflow))
	}
	if c.MaxCopies != 0 && c.MaxCopies != 4 {
		add(m, "max_copies", num(c.MaxCopies))
	}
	addList(m, "form", c.Forms)
	addList(m, "attribute", c.Attributes)
	addList(m, "type", c.Types)
	if len(c.Digivolve) > 0 {
		list := &yaml.Node{Kind: yaml.SequenceNode}
		for _, d := range c.Digivolve {
			list.Content = append(list.Content, digivolveNode(d))
		}
		add(m, "digivolve", list)
	}
	if len(c.DNA) > 0 {
		list := &yaml.Node{Kind: yaml.SequenceNode}
		for _, d := range c.DNA {
			e := reqHead(d.Text, d.Unparsed)
			if len(d.From) > 0 {
				from := &yaml.Node{Kind: yaml.SequenceNode}
				for _, f := range d.From {
					from.Content = append(from.Content, cardReqNode(f))
				}
				add(e, "from", from)
			}
			add(e, "cost", num(d.Cost))
			list.Content = append(list.Content, e)
		}
		add(m, "dna", list)
	}
	if x := c.DigiXros; x != nil {
		add(m, "digixros", materialsNode(x.Text, x.Unparsed, x.Reduce, x.Cards))
	}
	if a := c.Assembly; a != nil {
		add(m, "assembly", materialsNode(a.Text, a.Unparsed, a.Reduce, a.Cards))
	}
	if len(c.Burst) > 0 {
		list := &yaml.Node{Kind: yaml.SequenceNode}
		for _, b := range c.Burst {
			e := reqHead(b.Text, b.Unparsed)
			if !b.Unparsed || !isZeroReq(b.From) {
				add(e, "from", cardReqNode(b.From))
			}
			if !b.Unparsed || !isZeroReq(b.Tamer) {
				add(e, "tamer", cardReqNode(b.Tamer))
			}
			add(e, "cost", num(b.Cost))
			list.Content = append(list.Content, e)
		}
		add(m, "burst", list)
	}
	if len(c.AppFusion) > 0 {
		list := &yaml.Node{Kind: yaml.SequenceNode}
		for _, a := range c.AppFusion {
			e := reqHead(a.Text, a.Unparsed)
			addList(e, "names", a.Names)
			add(e, "cost", num(a.Cost))
			list.Content = append(list.Content, e)
		}
		add(m, "app_fusion", list)
	}
	addText(m, "effect", c.Effect)
	addText(m, "inherited", c.Inherited)
	addText(m, "security", c.Security)
	if l := c.Link; l != nil {
		ln := mapping()
		req := l.Requirement
		if req == "" && l.Req != nil {
			req = l.Req.Text
		}
		if req != "" {
			add(ln, "requirement", str(req))
		}
		if r := l.Req; r != nil {
			if r.Unparsed {
				add(ln, "unparsed", boolean(true))
			}
			if !r.Unparsed || !isZeroReq(r.To) {
				add(ln, "to", cardReqNode(r.To))
			}
			add(ln, "cost", num(r.Cost))
		}
		if l.DP != 0 {
			add(ln, "dp", num(l.DP))
		}
		addText(ln, "effect", l.Effect)
		add(m, "link", ln)
	}
	if d := c.Dual; d != nil {
		dn := mapping()
		if d.Name != "" {
			add(dn, "name", str(d.Name))
		}
		if d.Colors != 0 {
			add(dn, "colors", colorList(d.Colors))
		}
		addText(dn, "effect", d.Effect)
		add(m, "dual", dn)
	}
	if e := c.Errata; e != nil {
		add(m, "errata", errataNode(e))
	}
	return m
}

// errataNode writes the date of a card's errata and the printed value of each text
// they changed.
func errataNode(e *core.Errata) *yaml.Node {
	m := mapping()
	// A plain date, as people write it; the reader takes it as text.
	add(m, "date", &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!timestamp", Value: e.Date})
	p := mapping()
	if e.Printed.Name != "" {
		add(p, "name", str(e.Printed.Name))
	}
	addText(p, "effect", e.Printed.Effect)
	addText(p, "inherited", e.Printed.Inherited)
	addText(p, "security", e.Printed.Security)
	addText(p, "link_effect", e.Printed.LinkEffect)
	addText(p, "dual_effect", e.Printed.DualEffect)
	add(m, "printed", p)
	return m
}

// digivolveNode writes a printed box ("Red Lv.3: 2") on one line, and a text form
// (2-3-6-3) as a block that starts with the printed line it came from.
func digivolveNode(d core.DigivolveReq) *yaml.Node {
	m := mapping()
	box := d.Text == "" && !d.Unparsed && len(d.Names)+len(d.NameHas)+len(d.Traits)+len(d.TextHas) == 0
	if box {
		m.Style = yaml.FlowStyle
	}
	if d.Text != "" {
		add(m, "text", str(d.Text))
	}
	if d.Unparsed {
		add(m, "unparsed", boolean(true))
	}
	if d.Colors != 0 {
		add(m, "colors", colorList(d.Colors))
	}
	if d.Level != 0 {
		add(m, "level", num(d.Level))
	}
	addList(m, "names", d.Names)
	addList(m, "name_has", d.NameHas)
	addList(m, "traits", d.Traits)
	addList(m, "text_has", d.TextHas)
	if !d.Unparsed || d.Cost != 0 {
		add(m, "cost", num(d.Cost))
	}
	return m
}

// reqHead starts the entry of a requirement read from the text: the printed line,
// then whether it is unparsed.
func reqHead(text string, unparsed bool) *yaml.Node {
	m := mapping()
	if text != "" {
		add(m, "text", str(text))
	}
	if unparsed {
		add(m, "unparsed", boolean(true))
	}
	return m
}

// materialsNode writes a DigiXros or Assembly requirement.
func materialsNode(text string, unparsed bool, reduce int, cards []core.MaterialReq) *yaml.Node {
	m := reqHead(text, unparsed)
	add(m, "reduce", num(reduce))
	if len(cards) > 0 {
		list := &yaml.Node{Kind: yaml.SequenceNode}
		for _, c := range cards {
			n := cardReqNode(c.CardReq)
			var head []*yaml.Node
			switch {
			case c.Unlimited:
				head = append(head, str("count"), str(countAny))
			case c.Count != 1:
				head = append(head, str("count"), num(c.Count))
			}
			n.Content = append(head, n.Content...)
			if c.Different != "" {
				add(n, "different", str(string(c.Different)))
			}
			list.Content = append(list.Content, n)
		}
		add(m, "cards", list)
	}
	return m
}

// countAny is how a set file writes the "∞" of a DigiXros component (BT21-030).
const countAny = "∞"

// cardReqNode writes a card description on one line: {colors: [Red], level: 5}.
func cardReqNode(r core.CardReq) *yaml.Node {
	m := mapping()
	m.Style = yaml.FlowStyle
	if len(r.Kinds) > 0 {
		seq := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
		for _, k := range r.Kinds {
			seq.Content = append(seq.Content, str(k.String()))
		}
		add(m, "kinds", seq)
	}
	if r.Colors != 0 {
		add(m, "colors", colorList(r.Colors))
	}
	for _, lv := range [...]struct {
		key string
		v   int
	}{{"level", r.Level}, {"level_min", r.LevelMin}, {"level_max", r.LevelMax}} {
		if lv.v != 0 {
			add(m, lv.key, num(lv.v))
		}
	}
	addList(m, "names", r.Names)
	addList(m, "name_has", r.NameHas)
	addList(m, "traits", r.Traits)
	addList(m, "trait_has", r.TraitHas)
	addList(m, "text_has", r.TextHas)
	if len(r.Or) > 0 {
		seq := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
		for _, o := range r.Or {
			seq.Content = append(seq.Content, cardReqNode(o))
		}
		add(m, "or", seq)
	}
	return m
}

func isZeroReq(r core.CardReq) bool {
	return len(r.Kinds) == 0 && r.Colors == 0 && r.Level == 0 && r.LevelMin == 0 && r.LevelMax == 0 &&
		len(r.Names)+len(r.NameHas)+len(r.Traits)+len(r.TraitHas)+len(r.TextHas)+len(r.Or) == 0
}

func mapping() *yaml.Node { return &yaml.Node{Kind: yaml.MappingNode} }

func add(m *yaml.Node, key string, v *yaml.Node) {
	m.Content = append(m.Content, str(key), v)
}

func addList(m *yaml.Node, key string, vs []string) {
	if len(vs) == 0 {
		return
	}
	seq := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
	for _, v := range vs {
		seq.Content = append(seq.Content, str(v))
	}
	add(m, key, seq)
}

// addText writes an effect text as a literal block, which needs no quoting and keeps
// one effect per line.
func addText(m *yaml.Node, key, v string) {
	if v == "" {
		return
	}
	add(m, key, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: v, Style: yaml.LiteralStyle})
}

func colorList(cs core.Colors) *yaml.Node {
	seq := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
	for _, c := range cs.List() {
		seq.Content = append(seq.Content, str(c.String()))
	}
	return seq
}

// str makes a string scalar; the !!str tag makes the encoder quote values that would
// otherwise read back as something else ("-", "true", "[On Play] ...").
func str(v string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: v} }

func num(v int) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(v)}
}

func boolean(v bool) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: strconv.FormatBool(v)}
}

// spaceCards puts a blank line between cards, so a set file reads card by card.
// Card entries are the only lines that start with "  - number:" (texts are indented
// deeper and digivolve entries deeper still).
func spaceCards(b []byte) []byte {
	marker := []byte("\n  - number:")
	first := bytes.Index(b, marker)
	if first < 0 {
		return b
	}
	out := make([]byte, 0, len(b)+len(b)/50)
	out = append(out, b[:first+1]...)
	return append(out, bytes.ReplaceAll(b[first+1:], marker, []byte("\n\n  - number:"))...)
}
