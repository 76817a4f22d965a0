package core

import "slices"

// DNA digivolving one given Digimon with a partner (8-2): "You may DNA digivolve this
// Digimon and one of your other Digimon in play into a Digimon card in your hand by
// paying its DNA digivolve cost" (ST9-08, ST10-02, BT8, BT9, BT12, EX3, P, ST13; also
// "for its DNA digivolve cost", "by paying its cost"). The effect DNA digivolves and
// does not digivolve (8-2-2-4), and it ignores nothing: the card must print a DNA
// digivolution requirement (8-2-1; ST9-08 Q713) that the given Digimon and its partner
// meet, each on its own side (8-2-2-2; Q714), and its cost is paid (8-2-3-2).

// dnaWay is one way to do it: the card, the partner, and the two Digimon in stacking
// order, the one on top first (8-2-2-2), at the cost of the cheapest requirement they
// meet so.
type dnaWay struct {
	card  *Card
	other *FieldObject
	objs  []*FieldObject
	cost  int
}

// dnaWaysWith lists every way o and another Digimon of its controller's battle area
// can DNA digivolve into one of cards now, at a cost that can be paid (1-3-11-1): the
// cards in their order, then the partners in battle-area order, then o on top before
// o under.
func (g *Game) dnaWaysWith(p PlayerID, o *FieldObject, cards []*Card) []dnaWay {
	if o == nil || o.Zone != ZoneBattle || o.Owner != p || !g.isDigimon(o) {
		return nil // in the breeding area it is not "in play" (3-4-5)
	}
	var ways []dnaWay
	for _, card := range cards {
		if len(card.Data.DNA) == 0 || card.Zone.OnField() || !g.canDigivolveInto(o, card) {
			continue // no [DNA Digivolve]: the requirement is never ignored (Q713)
		}
		for _, other := range g.Players[p].Battle {
			if other == o || !g.isDigimon(other) || !g.canDigivolveInto(other, card) {
				continue
			}
			for _, objs := range [][]*FieldObject{{o, other}, {other, o}} {
				if cost, ok := g.dnaCostOf(card, objs); ok && g.CanPay(p, cost) {
					ways = append(ways, dnaWay{card: card, other: other, objs: objs, cost: cost})
				}
			}
		}
	}
	return ways
}

// dnaCostOf is the cost of DNA digivolving objs, the first on top, into card by its
// printed requirements: the lowest of those they meet in this order (8-2-3-1); ok is
// false when they meet none.
func (g *Game) dnaCostOf(card *Card, objs []*FieldObject) (cost int, ok bool) {
	for ri := range card.Data.DNA {
		r := &card.Data.DNA[ri]
		if r.Unparsed || len(r.From) != len(objs) {
			continue
		}
		meets := true
		for i, o := range objs {
			meets = meets && g.matchesDNASource(&r.From[i], o, card)
		}
		if meets && (!ok || max(r.Cost, 0) < cost) {
			cost, ok = max(r.Cost, 0), true
		}
	}
	return cost, ok
}

// CanDNADigivolveWith reports whether o and one other Digimon of the controller's can
// DNA digivolve into one of cards now (DNADigivolveWith would offer something).
func (c *Ctx) CanDNADigivolveWith(o *FieldObject, cards []*Card) bool {
	return len(c.Game.dnaWaysWith(c.Player, o, cards)) > 0
}

// DNADigivolveWith DNA digivolves o and one other Digimon of the controller's into one
// of cards. The controller chooses the card (only those some way reaches are offered),
// then the partner (only those that meet the requirement with o), then — when both
// stacking orders meet it, as with two alike components (8-2-2-2) — which of the two
// goes on top. Optional ("you may"): the controller may choose no card. It returns the
// new Digimon (8-2-2-1), or nil when nothing was DNA digivolved.
func (c *Ctx) DNADigivolveWith(o *FieldObject, cards []*Card, optional bool) *FieldObject {
	g, p := c.Game, c.Player
	ways := g.dnaWaysWith(p, o, cards)
	if len(ways) == 0 {
		return nil
	}
	least := 1
	if optional {
		least = 0
	}
	picked := c.ChooseCards(p, distinctCards(ways), least, 1, "choose the card to DNA digivolve into")
	if len(picked) == 0 {
		return nil
	}
	ways = keepWays(ways, func(w dnaWay) bool { return w.card == picked[0] })
	partner := c.Choose(p, distinctPartners(ways), 1, 1, "choose the Digimon to DNA digivolve with "+o.String())[0]
	ways = keepWays(ways, func(w dnaWay) bool { return w.other == partner })
	way := ways[0]
	if len(ways) > 1 { // either may go on top (8-2-2-2)
		top := c.Choose(p, []*FieldObject{o, partner}, 1, 1, "choose the Digimon on top")[0]
		way = keepWays(ways, func(w dnaWay) bool { return w.objs[0] == top })[0]
	}
	if !g.DNADigivolve(p, way.card, way.objs, way.cost) {
		return nil
	}
	for _, n := range g.Players[p].Battle {
		if n.Top() == way.card {
			return n
		}
	}
	return nil
}

// keepWays keeps the ways that pass.
func keepWays(ways []dnaWay, pass func(dnaWay) bool) []dnaWay {
	var kept []dnaWay
	for _, w := range ways {
		if pass(w) {
			kept = append(kept, w)
		}
	}
	return kept
}

// distinctCards lists the ways' cards once each, in order.
func distinctCards(ways []dnaWay) []*Card {
	var out []*Card
	for _, w := range ways {
		if !slices.Contains(out, w.card) {
			out = append(out, w.card)
		}
	}
	return out
}

// distinctPartners lists the ways' partners once each, in order.
func distinctPartners(ways []dnaWay) []*FieldObject {
	var out []*FieldObject
	for _, w := range ways {
		if !containsObj(out, w.other) {
			out = append(out, w.other)
		}
	}
	return out
}
