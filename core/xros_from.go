package core

// DigiXros from other places. 7-2-1 takes the cards a DigiXros places from the hand and
// the battle area; effects add places: "you may place cards from under your Tamers as
// digivolution cards for a DigiXros" (BT19-087), "cards from your trash may also be
// placed for this card's DigiXros" (BT17-057), "1 card under your Tamers and 1 card in
// your trash can also be placed for their DigiXros" (EX10-064).

// XrosPlace is a place besides the hand and the battle area a DigiXros may take cards
// from.
type XrosPlace uint8

const (
	XrosTrash       XrosPlace = iota + 1 // the player's trash
	XrosUnderTamers                      // the digivolution cards of the player's Tamers in the battle area
)

// XrosFrom lets a DigiXros take cards from a place: at most Max of them (0: any number).
type XrosFrom struct {
	Place XrosPlace
	Max   int
}

// XrosGrant, on a modifier, lets the DigiXros of Card — the card an effect is about to
// play ("when you would play a Digimon card with DigiXros requirements") — take cards
// from more places. It is spent by that card's next play (7-2-3-2), and ends with the
// modifier's duration otherwise.
type XrosGrant struct {
	Card *Card
	From []XrosFrom
}

// AllowXrosFrom lets the DigiXros of card c, when it is next played this turn, take
// cards from these places too.
func (c *Ctx) AllowXrosFrom(card *Card, from ...XrosFrom) {
	if card == nil || len(from) == 0 {
		return
	}
	c.Grant(&Modifier{Xros: &XrosGrant{Card: card, From: from}, Until: EndOfTurn})
}

// xrosPlaces are the places besides the hand and the battle area p's DigiXros of c may
// take cards from now, each with its limit (0: any number): the grants of effects for
// c, and c's own persistent effects while their conditions hold ("cards from your trash
// may also be placed for this card's DigiXros"). Several for one place: the most any
// of them allows.
func (g *Game) xrosPlaces(p PlayerID, c *Card) []XrosFrom {
	var out []XrosFrom
	add := func(f XrosFrom) {
		for i := range out {
			if out[i].Place == f.Place {
				if out[i].Max != 0 && (f.Max == 0 || f.Max > out[i].Max) {
					out[i].Max = f.Max
				}
				return
			}
		}
		out = append(out, f)
	}
	for _, m := range g.modifiers {
		if x := m.Xros; x != nil && x.Card == c && m.Player == p && m.sourceStays() {
			for _, f := range x.From {
				add(f)
			}
		}
	}
	for _, e := range g.effectsOf(c) {
		if e.Kind != Persistent || len(e.XrosFrom) == 0 || e.Inherited || e.Link || !g.turnScopeHolds(e, p) {
			continue
		}
		ctx := &Ctx{Game: g, Effect: e, Card: c, Player: p, Count: 1}
		if e.Condition == nil || e.Condition(ctx) {
			for _, f := range e.XrosFrom {
				add(f)
			}
		}
	}
	return out
}

// xrosPlaceSources lists the cards of p's places that can go under c, each tagged with
// its place.
func (g *Game) xrosPlaceSources(p PlayerID, c *Card) []materialSource {
	var out []materialSource
	pl := g.Players[p]
	for _, f := range g.xrosPlaces(p, c) {
		switch f.Place {
		case XrosTrash:
			for i := len(pl.Trash) - 1; i >= 0; i-- {
				if pl.Trash[i] != c {
					out = append(out, materialSource{card: pl.Trash[i], place: f})
				}
			}
		case XrosUnderTamers:
			for _, o := range pl.Battle {
				if !o.IsTamer() {
					continue
				}
				for i := len(o.Cards) - 2; i >= 0; i-- { // top first, the top card itself not
					if o.Cards[i] != c {
						out = append(out, materialSource{card: o.Cards[i], place: f})
					}
				}
			}
		}
	}
	return out
}

// placeFull reports whether m's place has given all the cards it may.
func placeFull(picked []materialSource, m materialSource) bool {
	if m.place.Place == 0 || m.place.Max == 0 {
		return false
	}
	n := 0
	for _, x := range picked {
		if x.place.Place == m.place.Place {
			n++
		}
	}
	return n >= m.place.Max
}

// spendXrosGrants ends the grants for c's DigiXros: its play has come (7-2-3-2).
func (g *Game) spendXrosGrants(c *Card) {
	g.dropModifiers(func(m *Modifier) bool { return m.Xros != nil && m.Xros.Card == c })
}
