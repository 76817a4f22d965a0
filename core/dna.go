package core

import "slices"

// DNA digivolution (8-2): a card digivolves from several of its player's Digimon at
// once — one per component of its requirement — into one new Digimon.

// appendDNA adds the DNA digivolutions of p's hand cards (6-5-1-2-2): every way to
// pick distinct Digimon of p's battle area meeting the components in order.
func (g *Game) appendDNA(opts []Choice, p PlayerID) []Choice {
	pl := g.Players[p]
	for i, c := range pl.Hand {
		if len(c.Data.DNA) == 0 || seenEarlier(pl.Hand[:i], c) {
			continue
		}
		for ri := range c.Data.DNA {
			r := &c.Data.DNA[ri]
			cost := max(r.Cost, 0)
			if r.Unparsed || !g.CanPay(p, cost) {
				continue
			}
			for _, objs := range g.dnaCombos(p, r, c) {
				if slices.ContainsFunc(objs, func(o *FieldObject) bool { return !g.canDigivolveInto(o, c) }) {
					continue // one of them can only digivolve into other cards
				}
				opts = append(opts, Choice{Action: ActDNA, Card: c, Objs: objs, Req: ri, Cost: cost})
			}
		}
	}
	return opts
}

// dnaCombos lists the ordered selections of distinct Digimon meeting r.From: when two
// components are alike, both orders are offered — the player chooses the stacking
// order then (8-2-2-2).
func (g *Game) dnaCombos(p PlayerID, r *DNAReq, into *Card) [][]*FieldObject {
	var out [][]*FieldObject
	var pick func(i int, chosen []*FieldObject)
	pick = func(i int, chosen []*FieldObject) {
		if i == len(r.From) {
			out = append(out, append([]*FieldObject(nil), chosen...))
			return
		}
		for _, o := range g.Players[p].Battle {
			if !g.isDigimon(o) || !g.canDigivolve(o) || containsObj(chosen, o) || !g.matchesDNASource(&r.From[i], o, into) {
				continue
			}
			pick(i+1, append(chosen, o))
		}
	}
	pick(0, nil)
	return out
}

func containsObj(objs []*FieldObject, o *FieldObject) bool {
	for _, x := range objs {
		if x == o {
			return true
		}
	}
	return false
}

// DNASource is one of what a card DNA digivolves from: a Digimon of the player's in
// the battle area (Obj), or — for <Blast DNA Digivolve> (16-30-1) — a card in the
// player's hand (Card), revealed as the Digimon is chosen (16-30-6); an effect may name
// a card in the player's trash too ("1 [Kimeramon] in the trash", BT18-015).
type DNASource struct {
	Obj  *FieldObject
	Card *Card
}

func (s DNASource) cards() []*Card {
	if s.Obj != nil {
		return s.Obj.Cards
	}
	return []*Card{s.Card}
}

// DNADigivolve digivolves the objects into card c by DNA digivolution (8-2-3), the
// first on top: see DNADigivolveFrom.
func (g *Game) DNADigivolve(p PlayerID, c *Card, objs []*FieldObject, cost int) bool {
	srcs := make([]DNASource, len(objs))
	for i, o := range objs {
		srcs[i] = DNASource{Obj: o}
	}
	return g.DNADigivolveFrom(p, c, srcs, cost)
}

// DNADigivolveFrom digivolves the sources into card c by DNA digivolution (8-2-3): the
// effects on digivolving apply (8-2-2-5) — a prohibition too — and may change the cost,
// which is then paid (8-2-3-2); each object's link cards are trashed (8-2-2-1-2); the
// sources, each object with its cards in order, are stacked — the first on top
// (8-2-2-2, 8-2-2-3) — and c goes on top; c's owner draws 1. The result is one new
// Digimon (8-2-2-1): unsuspended (8-2-2-1-1), with none of the effects given to the
// old ones (8-2-2-1-5), no longer attacking or attacked (8-2-2-1-3, 8-2-2-1-4), and it
// may attack this turn even if one of them was played this turn (8-2-2-1-6). It
// reports whether it happened; when not, nothing moved and nothing was paid
// (8-1-2-7).
func (g *Game) DNADigivolveFrom(p PlayerID, c *Card, srcs []DNASource, cost int) bool {
	g.proc++
	if len(srcs) < 2 || c == nil || c.Zone.OnField() || c.Zone == ZoneRemoved {
		return false
	}
	for _, s := range srcs {
		if s.Obj != nil && g.gone(s.Obj, "dna_digivolve") {
			return false
		}
	}
	var objs []*FieldObject
	for i, s := range srcs {
		switch {
		case s.Obj != nil:
			if s.Obj.Zone != ZoneBattle || s.Obj.Owner != p || !g.isDigimon(s.Obj) || !g.canDigivolveInto(s.Obj, c) || containsObj(objs, s.Obj) {
				return false
			}
			objs = append(objs, s.Obj)
		case s.Card != nil:
			if s.Card == c || s.Card.Owner != p || !dnaCardZone(s.Card.Zone) || slices.ContainsFunc(srcs[:i], func(x DNASource) bool { return x.Card == s.Card }) {
				return false
			}
		default:
			return false
		}
	}
	w := &Would{Kind: WouldDigivolve, Player: p, Objs: append([]*FieldObject(nil), objs...), Card: c, Cost: max(cost, 0)}
	g.would(w)
	cost = max(w.Cost, 0)
	if w.Cancelled || len(w.Objs) != len(objs) || !g.CanPay(p, cost) {
		return false
	}
	zones := make([]Zone, len(srcs))
	for i, s := range srcs { // the immediate effects may have moved them
		if (s.Obj != nil && (s.Obj.Zone != ZoneBattle || !g.canDigivolveInto(s.Obj, c))) || (s.Card != nil && !dnaCardZone(s.Card.Zone)) {
			return false
		}
		if s.Card != nil {
			zones[i] = s.Card.Zone
		}
	}
	g.pay(p, cost, "DNA digivolve into "+c.Data.Number)
	from := c.Zone
	if !removeCard(g.Players[c.Owner].zoneList(from), c) {
		panic("DNADigivolve: " + c.String() + " is not in its " + from.String())
	}
	g.hold(c)
	var stack []*Card
	for i := len(srcs) - 1; i >= 0; i-- { // the last source lowest, the first just under c
		s := srcs[i]
		if o := s.Obj; o != nil {
			g.trashLinks(o, append([]*Card(nil), o.Links...)) // 8-2-2-1-2
			g.removeObject(o)
		} else {
			removeCard(g.Players[p].zoneList(zones[i]), s.Card)
			g.hold(s.Card)
			g.emit(Event{Kind: EvMove, Player: p, Card: s.Card.Data.Number, CardID: s.Card.ID, From: zones[i], To: ZoneBattle, Text: "under"})
		}
		stack = append(stack, s.cards()...)
	}
	stack = append(stack, c)
	n := g.newObject(p, ZoneBattle, stack...)
	ev := Event{Kind: EvDigivolve, Player: p, Obj: n.ID, Card: c.Data.Number, CardID: c.ID, From: from, To: ZoneBattle, N: cost, Text: "dna"}
	g.emit(ev)
	g.digivolutionDraw(p)
	return true
}

// dnaCardZone: where a card a DNA digivolution takes may be — the hand, or the trash
// when an effect names it.
func dnaCardZone(z Zone) bool { return z == ZoneHand || z == ZoneTrash }

// BlastDNACost is the cost of DNA digivolving into c from the sources in this order by
// <Blast DNA Digivolve> (16-30), which pays the cost (16-30-1) and never ignores c's
// DNA digivolution requirements (16-30-5): with requirements printed, the lowest cost
// of those the sources meet, in order; ok is false when they meet none. A card that
// prints none has the keyword's own pair as its requirement: it names no cost, so the
// cost is 0.
func (g *Game) BlastDNACost(c *Card, srcs []DNASource) (cost int, ok bool) {
	if len(c.Data.DNA) == 0 {
		return 0, len(srcs) == 2
	}
	for ri := range c.Data.DNA {
		r := &c.Data.DNA[ri]
		if r.Unparsed || len(r.From) != len(srcs) {
			continue
		}
		meets := true
		for i, s := range srcs {
			if s.Obj != nil {
				meets = meets && g.matchesDNASource(&r.From[i], s.Obj, c)
			} else {
				meets = meets && s.Card.Data.Kind == Digimon && r.From[i].MatchesCard(s.Card.Data)
			}
		}
		if meets && (!ok || max(r.Cost, 0) < cost) {
			cost, ok = max(r.Cost, 0), true
		}
	}
	return cost, ok
}
