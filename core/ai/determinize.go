package ai

import (
	"github.com/dcg-engine/dcg/core"
)

// A determinized copy of a game is what a search plays out from: a new game whose
// public state equals what the searching player sees (core.View) and whose hidden
// zones — the opponent's hand, both decks' order, face-down security cards and Digi-Egg
// decks (3-1-3-2, 3-7-2) — are sampled anew, consistently with what is known: the
// counts, the cards in public zones, the searcher's own hand and the deck lists, which
// every match of this engine names before it starts (core.View.DeckList). It is built
// from the view alone, so a search can never read hidden state: two games that look the
// same to the player give the same copies for the same RNG.
//
// It is not an exact clone: what is not on the board is not copied — effects given for
// a while, what happened this turn (tallies, "once per turn"), the event log — and the
// copy is in the main phase of the view's turn (6-5), the one place a search runs.

// determinizer builds determinized copies; its buffers are reused from copy to copy.
type determinizer struct {
	unknown []*core.CardData // the cards of one player the searcher has not seen
	seen    []*core.CardData
}

// copyOf builds a determinized copy of the position v shows, its hidden zones drawn
// with rng, played by agents with effects (nil: without card effects).
func (d *determinizer) copyOf(v core.View, rng *core.RNG, cfg core.Config) (*core.Game, error) {
	cfg.Seed = rng.Uint64()
	g, err := core.NewPosition(cfg)
	if err != nil {
		return nil, err
	}
	g.SetTurn(v.TurnPlayer(), v.Turn(), core.PhaseMain)
	for _, p := range [2]core.PlayerID{v.Me(), v.Me().Opponent()} {
		d.fill(g, v, p, rng)
	}
	g.SetMemory(v.Me(), v.Memory(), "position")
	return g, nil
}

// fill puts player p's cards in place: the public ones as the view shows them, the
// hidden ones sampled from the cards of p's deck list the view does not show.
func (d *determinizer) fill(g *core.Game, v core.View, p core.PlayerID, rng *core.RNG) {
	list := v.DeckList(p)
	d.seen = d.seen[:0]
	for _, o := range v.Battle(p) {
		d.object(g, p, core.ZoneBattle, o)
	}
	if o := v.Breeding(p); o != nil {
		d.object(g, p, core.ZoneBreeding, o)
	}
	for _, c := range v.Trash(p) {
		g.AddCard(p, core.ZoneTrash, c.Data)
		d.seen = append(d.seen, c.Data)
	}
	for _, c := range v.Security(p) {
		if c != nil {
			d.seen = append(d.seen, c.Data)
		}
	}
	mine := p == v.Me()
	if mine {
		for _, c := range v.Hand() {
			d.seen = append(d.seen, c.Data)
		}
	}
	// The Digi-Egg deck (3-3) and the deck with the hand and security (3-2, 3-5, 3-7):
	// each hidden card is one of the list's cards not seen elsewhere.
	if len(list.Main) == 0 {
		list = d.model(v, p)
	}
	eggs := d.sample(list.Eggs, v.EggDeckCount(p), rng)
	for _, e := range eggs {
		g.AddCard(p, core.ZoneEggDeck, e)
	}
	hidden := v.DeckCount(p)
	for _, c := range v.Security(p) {
		if c == nil {
			hidden++
		}
	}
	if !mine {
		hidden += v.HandCount(p)
	}
	cards := d.sample(list.Main, hidden, rng)
	for _, c := range v.Security(p) { // bottom first, as AddCard puts each on top
		if c != nil {
			g.AddCard(p, core.ZoneSecurity, c.Data).FaceUp = true
			continue
		}
		if len(cards) > 0 { // (none when the deck list is not known and empty)
			g.AddCard(p, core.ZoneSecurity, cards[0])
			cards = cards[1:]
		}
	}
	if mine {
		for _, c := range v.Hand() {
			g.AddCard(p, core.ZoneHand, c.Data)
		}
	} else {
		n := min(v.HandCount(p), len(cards))
		for _, c := range cards[:n] {
			g.AddCard(p, core.ZoneHand, c)
		}
		cards = cards[n:]
	}
	for _, c := range cards {
		g.AddCard(p, core.ZoneDeck, c)
	}
}

// model is the deck list the searcher assumes for a player whose list it does not
// know (a position built without decks): the cards of that player it has seen, each
// as often as the hidden zones need; having seen none, its own list.
func (d *determinizer) model(v core.View, p core.PlayerID) core.DeckList {
	var m core.DeckList
	for _, c := range d.seen {
		if c.Kind == core.DigiEgg {
			m.Eggs = append(m.Eggs, c)
		} else {
			m.Main = append(m.Main, c)
		}
	}
	if len(m.Main) == 0 {
		return v.DeckList(v.Me())
	}
	return m
}

// object copies a field object: its cards, link cards, suspension and the turn it
// was played in (it may not attack in that turn, 11-2-2-1) — all public (3-4-2).
func (d *determinizer) object(g *core.Game, p core.PlayerID, z core.Zone, o *core.FieldObject) {
	stack := make([]*core.CardData, len(o.Cards))
	for i, c := range o.Cards {
		stack[i] = c.Data
		d.seen = append(d.seen, c.Data)
	}
	n := g.AddObject(p, z, stack...)
	for _, c := range o.Links {
		g.AddLink(n, c.Data)
		d.seen = append(d.seen, c.Data)
	}
	n.Suspended, n.PlayedTurn = o.Suspended, o.PlayedTurn
}

// sample draws n cards at random from the cards of pool not in d.seen (each seen card
// accounts for one copy, by card number). A pool too small for n — an opponent whose
// deck list is not known, a card that left the game — is topped up with the pool's own
// cards at random, or with nothing when the pool is empty.
func (d *determinizer) sample(pool []*core.CardData, n int, rng *core.RNG) []*core.CardData {
	d.unknown = append(d.unknown[:0], pool...)
	for _, s := range d.seen {
		for i, c := range d.unknown {
			if c.Number == s.Number {
				d.unknown[i] = d.unknown[len(d.unknown)-1]
				d.unknown = d.unknown[:len(d.unknown)-1]
				break
			}
		}
	}
	for len(d.unknown) < n && len(pool) > 0 {
		d.unknown = append(d.unknown, pool[rng.Intn(len(pool))])
	}
	for i := len(d.unknown) - 1; i > 0; i-- { // Fisher–Yates
		j := rng.Intn(i + 1)
		d.unknown[i], d.unknown[j] = d.unknown[j], d.unknown[i]
	}
	return d.unknown[:min(n, len(d.unknown))]
}
