package core

// DigiXros (7-2) and Assembly (7-3): playing a card with such a requirement, its
// player may place cards named by it under the card — from the hand and the battle
// area (DigiXros) or from the trash (Assembly) — to lower the play cost.

// materialSource is a card that can go under: from the hand or trash (Card), or the
// top card of an object in the battle area (Obj).
type materialSource struct {
	card *Card
	obj  *FieldObject
}

func (m materialSource) data() *CardData {
	if m.obj != nil {
		return m.obj.Top().Data
	}
	return m.card.Data
}

// xrosSources lists what can go under c by DigiXros (7-2-1): p's hand cards other
// than c, and p's objects in the battle area (their top cards).
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
	return out
}

// componentFor returns the first component of mats that m meets and that still has
// room, or -1.
func componentFor(mats []MaterialReq, used []int, d *CardData) int {
	for i := range mats {
		if (mats[i].Unlimited || used[i] < max(mats[i].Count, 1)) && mats[i].MatchesCard(d) {
			return i
		}
	}
	return -1
}

// maxReduction is the most a card's DigiXros or Assembly can lower its play cost now
// (1-3-11-4: it may be declared when the cost after it can be paid).
func (g *Game) maxReduction(p PlayerID, c *Card) int {
	best := 0
	if x := c.Data.DigiXros; x != nil && !x.Unparsed {
		used := make([]int, len(x.Cards))
		n := 0
		for _, m := range g.xrosSources(p, c) {
			if i := componentFor(x.Cards, used, m.data()); i >= 0 {
				used[i]++
				n++
			}
		}
		best = n * x.Reduce
	}
	if a := c.Data.Assembly; a != nil && !a.Unparsed && g.assemblyAvailable(p, a) {
		best = max(best, a.Reduce)
	}
	return best
}

// assemblyAvailable: the trash holds every card the requirement asks for (7-3-2-4).
func (g *Game) assemblyAvailable(p PlayerID, a *AssemblyReq) bool {
	used := make([]int, len(a.Cards))
	for _, t := range g.Players[p].Trash {
		if i := componentFor(a.Cards, used, t.Data); i >= 0 {
			used[i]++
		}
	}
	for i := range a.Cards {
		if used[i] < max(a.Cards[i].Count, 1) {
			return false
		}
	}
	return true
}

// chooseMaterials asks p for the cards to place under c by DigiXros or Assembly, after
// the effects of revealing it (7-2-3-1, 7-3-3-1): whether to declare it (it is never
// mandatory, 7-2-2-12, 7-3-2-9), then the cards — DigiXros: any number, at least one
// (7-2-2-4), each component once unless it gives a count (7-2-2-5); Assembly: all the
// cards it names (7-3-2-4). It returns the cards in stacking order (the leftmost
// component on top: first in the list) and the cost reduction.
func (g *Game) chooseMaterials(p PlayerID, c *Card, free bool) ([]materialSource, int, string) {
	d := c.Data
	xros := d.DigiXros != nil && !d.DigiXros.Unparsed && g.maxReduction(p, c) > 0
	asm := d.Assembly != nil && !d.Assembly.Unparsed && g.assemblyAvailable(p, d.Assembly)
	if free || (!xros && !asm) {
		return nil, 0, ""
	}
	cx := &Ctx{Game: g, Player: p, Card: c}
	kind, mats := "DigiXros", []MaterialReq(nil)
	if xros {
		mats = d.DigiXros.Cards
	} else {
		kind, mats = "Assembly", d.Assembly.Cards
	}
	if !cx.YesNo(p, "place cards under "+c.Data.Number+" by "+kind+"?") {
		return nil, 0, ""
	}
	used := make([]int, len(mats))
	var picked []materialSource
	var comp []int
	var pool []materialSource
	if xros {
		pool = g.xrosSources(p, c)
	} else {
		for _, t := range g.Players[p].Trash {
			pool = append(pool, materialSource{card: t})
		}
	}
	for {
		var opts []Choice
		var cands []materialSource
		for _, m := range pool {
			if componentFor(mats, used, m.data()) >= 0 && !pickedAlready(picked, m) {
				cands = append(cands, m)
				opts = append(opts, Choice{Action: ActSelect, Card: m.card, Obj: m.obj, N: len(cands) - 1})
			}
		}
		done := xros && len(picked) > 0
		if !xros {
			done = g.assemblyComplete(mats, used)
		}
		if done {
			opts = append(opts, Choice{Action: ActDone, N: -1})
		}
		if len(cands) == 0 || (done && !xros) {
			break
		}
		ch := g.ask(p, PromptChoose, "choose a card to place under "+c.Data.Number+" ("+kind+")", opts)
		if ch.Action == ActDone {
			break
		}
		m := cands[ch.N]
		i := componentFor(mats, used, m.data())
		used[i]++
		picked = append(picked, m)
		comp = append(comp, i)
	}
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
	if len(out) == 0 {
		return nil, 0, "" // 7-2-2-9, 7-3-2-7: declared without cards is not done
	}
	if xros {
		return out, len(out) * d.DigiXros.Reduce, "digixros" // 7-2-2-1
	}
	return out, d.Assembly.Reduce, "assembly" // 7-3-2-1
}

func (g *Game) assemblyComplete(mats []MaterialReq, used []int) bool {
	for i := range mats {
		if used[i] < max(mats[i].Count, 1) {
			return false
		}
	}
	return true
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
// (top first); cards from the battle area leave it, their cards under them trashed
// (7-2-2-7). It returns the cards bottom first, ready to go under the played card.
func (g *Game) takeMaterials(mats []materialSource) []*Card {
	var out []*Card
	for i := len(mats) - 1; i >= 0; i-- {
		m := mats[i]
		c := m.card
		if m.obj != nil {
			c = m.obj.Top()
			g.leaveField([]*FieldObject{m.obj}, ZoneNone)
		}
		removeCard(g.Players[c.Owner].zoneList(c.Zone), c)
		out = append(out, c)
	}
	return out
}
