package cardpool

import (
	"fmt"
	"strings"

	"github.com/dcg-engine/dcg/core"
)

// ReqCount sums up one kind of requirement over a list of cards.
type ReqCount struct {
	Kind     ReqKind
	Cards    int      // cards that print at least one
	Reqs     int      // requirements printed (a card may print several)
	Parsed   int      // read into data
	Unparsed int      // kept as printed with Unparsed
	Examples []string // "NUMBER: printed text" of each unparsed one
}

// CountRequirements counts, per kind, the cards that print a DNA, DigiXros,
// Assembly, Burst Digivolve, App Fusion or link requirement and how many of those
// were read into data. The result has one entry per kind, in ReqKinds order.
func CountRequirements(cards []*core.CardData) []ReqCount {
	out := make([]ReqCount, numReqKinds)
	for i := range out {
		out[i].Kind = ReqKind(i)
	}
	for _, c := range cards {
		for _, k := range ReqKinds() {
			reqs := Requirements(c, k)
			if len(reqs) == 0 {
				continue
			}
			n := &out[k]
			n.Cards++
			for _, r := range reqs {
				n.Reqs++
				if r.Unparsed {
					n.Unparsed++
					n.Examples = append(n.Examples, c.Number+": "+r.Text)
				} else {
					n.Parsed++
				}
			}
		}
	}
	return out
}

// PrintedReq is the printed text of one requirement and whether it was read.
type PrintedReq struct {
	Text     string
	Unparsed bool
}

// Requirements lists the requirements of one kind a card prints.
func Requirements(c *core.CardData, k ReqKind) []PrintedReq {
	var out []PrintedReq
	switch k {
	case ReqDNA:
		for _, r := range c.DNA {
			out = append(out, PrintedReq{r.Text, r.Unparsed})
		}
	case ReqDigiXros:
		if r := c.DigiXros; r != nil {
			out = append(out, PrintedReq{r.Text, r.Unparsed})
		}
	case ReqAssembly:
		if r := c.Assembly; r != nil {
			out = append(out, PrintedReq{r.Text, r.Unparsed})
		}
	case ReqBurst:
		for _, r := range c.Burst {
			out = append(out, PrintedReq{r.Text, r.Unparsed})
		}
	case ReqAppFusion:
		for _, r := range c.AppFusion {
			out = append(out, PrintedReq{r.Text, r.Unparsed})
		}
	case ReqLink:
		if c.Link != nil && c.Link.Req != nil {
			out = append(out, PrintedReq{c.Link.Req.Text, c.Link.Req.Unparsed})
		}
	}
	return out
}

// RequirementTable writes counts as a Markdown table: kind, rule, cards, parsed,
// unparsed with the unparsed texts.
func RequirementTable(counts []ReqCount) string {
	var b strings.Builder
	b.WriteString("| kind | rule | cards in the pool | requirements | parsed | unparsed |\n")
	b.WriteString("| --- | --- | ---: | ---: | ---: | --- |\n")
	for _, n := range counts {
		un := fmt.Sprint(n.Unparsed)
		if len(n.Examples) > 0 {
			un += " (" + strings.Join(n.Examples, "; ") + ")"
		}
		fmt.Fprintf(&b, "| %s | %s | %d | %d | %d | %s |\n", n.Kind, n.Kind.Rule(), n.Cards, n.Reqs, n.Parsed, un)
	}
	return b.String()
}
