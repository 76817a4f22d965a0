package core

import (
	"regexp"
	"strconv"
	"strings"
)

// DigiXros (7-2) and Assembly (7-3): playing a card with such a requirement, its
// player may place cards named by it under the card — from the hand and the battle
// area (DigiXros) or from the trash (Assembly) — to lower the play cost.

// materialSource is a card that can go under: from the hand or trash (Card), or the
// top card of an object in the battle area (Obj).
type materialSource struct {
	card  *Card
	obj   *FieldObject
	place XrosFrom // a place an effect added (xros_from.go); zero: the hand or the battle area
}

func (m materialSource) data() *CardData {
	if m.obj != nil {
		return m.obj.Top().Data
	}
	return m.card.Data
}

// xrosSources lists what can go under c by DigiXros (7-2-1): p's hand cards other
// than c, and p's objects in the battle area (their top cards) — never a token, which
// is no card of the player's (4-18-1).
func (g *Game) xrosSources(p PlayerID, c *Card) []materialSource {
	var out []materialSource
	for _, h := range g.Players[p].Hand {
		if h != c {
			out = append(out, materialSource{card: h})
		}
	}
	for _, o := range g.Players[p].Battle {
		if !o.Top().Token {
			out = append(out, materialSource{obj: o})
		}
	}
	return append(out, g.xrosPlaceSources(p, c)...)
}

// assemblySources lists what can go under c by Assembly (7-3-1): p's trash, but never
// c itself (a card played from the trash by an effect, 7-3-2-10).
func (g *Game) assemblySources(p PlayerID, c *Card) []materialSource {
	var out []materialSource
	for _, t := range g.Players[p].Trash {
		if t != c {
			out = append(out, materialSource{card: t})
		}
	}
	return out
}

// placeMaterials places as many of cards as it can in the components of mats (the
// printed components of a DigiXros or Assembly requirement): each card in one
// component it meets, each component holding at most its count (7-2-2-5, 7-3-2-5), and
// the cards of a component that asks for different names, levels or card numbers
// differing in that (4-22). A card meeting several components may go in any of them,
// so the most cards are placed when each goes where it leaves room for the others: a
// maximum flow from the cards through (component, value) pairs to the components.
// It returns how many cards it placed and, for each card, its component (-1: none).
// forXros: the components of a DigiXros, which a card may also meet by the names it has
// for a DigiXros only (XrosNames).
func placeMaterials(mats []MaterialReq, cards []*CardData, forXros bool) (int, []int) {
	n := len(cards)
	// Nodes: 0 the source, 1..n the cards, then the components, then the pairs, and
	// last the sink. The graph is small (a hand and a battle area, or a trash).
	comp0 := 1 + n
	type edge struct{ to, cap, rev int }
	var adj [][]edge
	node := func() int { adj = append(adj, nil); return len(adj) - 1 }
	link := func(a, b, c int) {
		adj[a] = append(adj[a], edge{b, c, len(adj[b])})
		adj[b] = append(adj[b], edge{a, 0, len(adj[a]) - 1})
	}
	for range 1 + n + len(mats) {
		node()
	}
	sink := node()
	pairs := map[string]int{}
	for i := range mats {
		room := max(mats[i].Count, 1)
		if mats[i].Unlimited {
			room = n
		}
		link(comp0+i, sink, room)
	}
	for k, d := range cards {
		link(0, 1+k, 1)
		for i := range mats {
			if !matchesMaterial(&mats[i], d, forXros) {
				continue
			}
			if mats[i].Different == "" {
				link(1+k, comp0+i, 1)
				continue
			}
			key := strconv.Itoa(i) + "\x00" + differentValue(d, mats[i].Different)
			pair, ok := pairs[key]
			if !ok {
				pair = node()
				pairs[key] = pair
				link(pair, comp0+i, 1) // one card of each name, level or number (4-22)
			}
			link(1+k, pair, 1)
		}
	}
	// Augmenting paths by depth-first search: at most n of them.
	flow := 0
	for {
		seen := make([]bool, len(adj))
		var push func(v int) bool
		push = func(v int) bool {
			if v == sink {
				return true
			}
			seen[v] = true
			for j := range adj[v] {
				e := &adj[v][j]
				if e.cap > 0 && !seen[e.to] && push(e.to) {
					e.cap--
					adj[e.to][e.rev].cap++
					return true
				}
			}
			return false
		}
		if !push(0) {
			break
		}
		flow++
	}
	// Where each card's unit went: straight to a component, or through a pair.
	where := make([]int, n)
	for k := range cards {
		where[k] = -1
		for _, e := range adj[1+k] {
			if e.cap != 0 || e.to == 0 {
				continue // not used, or the reverse edge to the source
			}
			if e.to >= comp0 && e.to < comp0+len(mats) {
				where[k] = e.to - comp0
				break
			}
			for _, f := range adj[e.to] {
				if f.to >= comp0 && f.to < comp0+len(mats) {
					where[k] = f.to - comp0
				}
			}
			break
		}
	}
	return flow, where
}

// matchesMaterial reports whether card d meets component r: by its information, or —
// for a DigiXros — also by a name it has for a DigiXros only (XrosNames).
func matchesMaterial(r *MaterialReq, d *CardData, forXros bool) bool {
	if r.MatchesCard(d) {
		return true
	}
	xn := d.XrosNames()
	if !forXros || len(xn) == 0 {
		return false
	}
	return r.matches(d.Kind, d.Colors, d.Level, append(d.NameList(), xn...), d.AllTraits(), d)
}

// xrosNamesLine is a line of a card's text that gives it names for a DigiXros only:
// "This card is also treated as [Shoutmon] for a DigiXros." (BT19-012), "When you would
// DigiXros, the name of this card/Digimon is also treated as [Shoutmon]." (BT11-015).
var xrosNamesLine = regexp.MustCompile(`(?i)^(?:this card is also treated as (.+?) for (?:a )?DigiXros|when you would DigiXros, the name of this card/Digimon is also treated as (.+?))\.?$`)

// XrosNames are the names the card has for a DigiXros only (7-2): a DigiXros
// requirement that names one is met by the card, in the hand or on top of a Digimon in
// the battle area; elsewhere the card does not have it (its [Rule] names are had
// everywhere, RuleNames).
func (d *CardData) XrosNames() []string {
	if !strings.Contains(d.Effect, "DigiXros") {
		return nil
	}
	var out []string
	for line := range strings.SplitSeq(d.Effect, "\n") {
		if m := xrosNamesLine.FindStringSubmatch(strings.TrimSpace(line)); m != nil {
			out = append(out, bracketedNames(m[1]+m[2])...)
		}
	}
	return out
}

// differentValue is the piece of card information a component's cards must differ in.
func differentValue(d *CardData, diff Different) string {
	switch diff {
	case DifferentNames:
		return d.Name
	case DifferentLevels:
		return strconv.Itoa(d.Level)
	}
	return d.Number
}

func materialData(ms []materialSource) []*CardData {
	out := make([]*CardData, len(ms))
	for i, m := range ms {
		out[i] = m.data()
	}
	return out
}

// assemblyCount is how many cards an Assembly requirement places: all of them (7-3-2-4).
func assemblyCount(a *AssemblyReq) int {
	n := 0
	for _, m := range a.Cards {
		n += max(m.Count, 1)
	}
	return n
}

// xrosAvailable: at least one card can go under c by its DigiXros now.
func (g *Game) xrosAvailable(p PlayerID, c *Card) bool {
	x := c.Data.DigiXros
	if x == nil || x.Unparsed {
		return false
	}
	n, _ := placeMaterials(x.Cards, materialData(g.xrosSources(p, c)), true)
	return n > 0
}

// assemblyAvailable: p's trash holds every card c's Assembly asks for (7-3-2-4).
func (g *Game) assemblyAvailable(p PlayerID, c *Card) bool {
	a := c.Data.Assembly
	if a == nil || a.Unparsed || hasUnlimited(a.Cards) {
		return false
	}
	n, _ := placeMaterials(a.Cards, materialData(g.assemblySources(p, c)), false)
	return n == assemblyCount(a)
}

func hasUnlimited(mats []MaterialReq) bool {
	for _, m := range mats {
		if m.Unlimited {
			return true
		}
	}
	return false
}

// maxReduction is the most a card's DigiXros or Assembly can lower its play cost now
// (1-3-11-4: it may be declared when the cost after it can be paid).
func (g *Game) maxReduction(p PlayerID, c *Card) int {
	best := 0
	if !g.mayReduceCost(p, WouldPlay) {
		return 0 // Q1757
	}
	if x := c.Data.DigiXros; x != nil && !x.Unparsed {
		n, _ := placeMaterials(x.Cards, materialData(g.xrosSources(p, c)), true)
		best = n * x.Reduce
	}
	if g.assemblyAvailable(p, c) {
		best = max(best, c.Data.Assembly.Reduce)
	}
	return best
}

// chooseMaterials asks p for the cards to place under c by DigiXros or Assembly, after
// the effects of revealing it (7-2-3-1, 7-3-3-1) — also when an effect plays it
// (7-2-2-13, 7-3-2-10), without paying the cost too, when only the cards placed
// matter. First whether to declare it (it is never mandatory, 7-2-2-12, 7-3-2-9), then
// the cards, all chosen before any is placed (7-2-2-3, 7-3-2-3):
//   - DigiXros: any number, at least one once declared (7-2-2-4), each component once
//     unless it gives a count (7-2-2-5); p may stop once the cost left can be paid;
//   - Assembly: every card it names, never a part of them (7-3-2-4).
//
// cost is the play cost before the reduction. It returns the cards in stacking order —
// the leftmost component on top: first in the list (7-2-2-8, 7-3-2-6); among cards of
// one component, the order p chose them in — and the cost reduction.
func (g *Game) chooseMaterials(p PlayerID, c *Card, cost int) ([]materialSource, int, string) {
	defer g.spendXrosGrants(c) // the grants for this play's DigiXros (xros_from.go)
	d := c.Data
	xros := g.xrosAvailable(p, c)
	asm := !xros && g.assemblyAvailable(p, c)
	if !xros && !asm {
		return nil, 0, ""
	}
	cx := &Ctx{Game: g, Player: p, Card: c}
	kind, mats, reduce := "DigiXros", []MaterialReq(nil), 0
	var pool []materialSource
	if xros {
		mats, reduce, pool = d.DigiXros.Cards, d.DigiXros.Reduce, g.xrosSources(p, c)
	} else {
		kind, mats, reduce, pool = "Assembly", d.Assembly.Cards, d.Assembly.Reduce, g.assemblySources(p, c)
	}
	if !cx.YesNo(p, "place cards under "+c.Data.Number+" by "+kind+"?") {
		return nil, 0, ""
	}
	var picked []materialSource
	for {
		if !xros && len(picked) == assemblyCount(d.Assembly) {
			break // 7-3-2-4: all of them, then no more
		}
		var opts []Choice
		var cands []materialSource
		for _, m := range pool {
			if pickedAlready(picked, m) || placeFull(picked, m) {
				continue
			}
			if n, _ := placeMaterials(mats, materialData(append(picked[:len(picked):len(picked)], m)), xros); n == len(picked)+1 {
				cands = append(cands, m)
				opts = append(opts, Choice{Action: ActSelect, Card: m.card, Obj: m.obj, N: len(cands) - 1})
			}
		}
		if len(cands) == 0 {
			break
		}
		if xros && len(picked) > 0 && g.CanPay(p, max(cost-len(picked)*reduce, 0)) {
			opts = append(opts, Choice{Action: ActDone, N: -1})
		}
		ch := g.ask(p, PromptChoose, "choose a card to place under "+c.Data.Number+" ("+kind+")", opts)
		if ch.Action == ActDone {
			break
		}
		picked = append(picked, cands[ch.N])
	}
	if len(picked) == 0 {
		return nil, 0, "" // 7-2-2-9, 7-3-2-7: declared without cards is not done
	}
	_, comp := placeMaterials(mats, materialData(picked), xros)
	// 7-2-2-8, 7-3-2-6: the leftmost component on top (stable among equal components:
	// the player's order of choosing).
	order := make([]int, len(picked))
	for i := range order {
		order[i] = i
	}
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && comp[order[j]] < comp[order[j-1]]; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	out := make([]materialSource, len(picked))
	for i, k := range order {
		out[i] = picked[k]
	}
	if xros {
		return out, len(out) * reduce, "digixros" // 7-2-2-1
	}
	return out, reduce, "assembly" // 7-3-2-1
}

func pickedAlready(picked []materialSource, m materialSource) bool {
	for _, x := range picked {
		if x == m {
			return true
		}
	}
	return false
}

// takeMaterials moves the chosen cards out of where they are, in stacking order
// (top first); an object from the battle area leaves it, the cards under it and its
// link cards trashed (7-2-2-7, 4-5-8, 4-7-6) — its top card goes under the played
// card, which is no place <Overflow> counts (4-17-4). It returns the cards bottom
// first, ready to go under the played card.
func (g *Game) takeMaterials(mats []materialSource) []*Card {
	var out []*Card
	for i := len(mats) - 1; i >= 0; i-- {
		m := mats[i]
		c := m.card
		if m.obj != nil {
			c = m.obj.Top()
			g.leaveField([]*FieldObject{m.obj}, ZoneNone)
		} else if c.Zone.OnField() {
			g.lift(c)       // from under a Tamer: out of its stack, into no area
			c.fromUnder = 0 // placed under, not played
		}
		removeCard(g.Players[c.Owner].zoneList(c.Zone), c)
		g.hold(c)
		out = append(out, c)
	}
	return out
}

// digiXrosText finds the printed DigiXros requirement: "DigiXros -2: [Shoutmon] +
// [Ballistamon] When you would play ..." or "[DigiXros -1] [Shoutmon] × [Starmons] ...".
var digiXrosText = regexp.MustCompile(`\[?DigiXros\s*-\s*\d+\]?:?\s*([^\n]*?)(?:When you would play|You may place|＜|<|\n|$)`)

var bracketed = regexp.MustCompile(`\[([^\[\]]+)\]`)

// DigiXrosNames are the card names in a card's DigiXros requirement (7-2): the cards
// <Material Save> may put under a Tamer (16-20-1, 16-20-6). They come from the
// requirement as card data (CardData.DigiXros, its components given by name);
// components by trait or count alone are not names and are left out. A card without
// the data (a custom card) has them read from its printed text.
func DigiXrosNames(d *CardData) []string {
	if x := d.DigiXros; x != nil && !x.Unparsed {
		var out []string
		for _, m := range x.Cards {
			for _, n := range m.Names {
				if !anyEqualFold(out, n) {
					out = append(out, n)
				}
			}
		}
		return out
	}
	m := digiXrosText.FindStringSubmatch(d.Effect)
	if m == nil {
		return nil
	}
	var out []string
	for _, ix := range bracketed.FindAllStringSubmatchIndex(m[1], -1) {
		name, after := m[1][ix[2]:ix[3]], m[1][ix[1]:]
		if strings.HasPrefix(after, " trait") || strings.HasPrefix(after, " in ") || anyEqualFold(out, name) {
			continue // "[Composite] trait": not a name
		}
		out = append(out, name)
	}
	return out
}
