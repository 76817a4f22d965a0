package core

// What a card is also treated as while it is revealed from the deck (15-15-3, 15-12-1):
// "While this card is revealed from your deck, this card is also treated as level 6"
// (BT17-068 Mephistomon), "While this card is revealed from the deck, its name is also
// treated as [Omnimon]" (BT15-060 Omekamon). It is a persistent effect of the card
// itself, in force only while the card is turned over from its owner's deck by a
// "reveal the top cards of your deck" effect (Q2826), and it adds to the printed
// information: the card keeps what it prints and has the added information too. An
// effect that picks among the revealed cards — "add 1 level 5 and 1 level 6 Digimon card
// among them" — may take it as either, and of two such cards one as each (Q2827).

// RevealedAs is what a card's own effect adds to its information while the card is
// revealed from the deck: names and levels it is also treated as having.
type RevealedAs struct {
	Names  []string
	Levels []int
}

// AlsoTreatedAs is card c's information as effects also read it now, besides its
// printed information (c.Data): while it is revealed from the deck, one CardData for
// each way to take the information its own effects add then — a name added, a level
// added, or both — each otherwise the printed card. Nil for any other card.
func (c *Card) AlsoTreatedAs() []*CardData {
	if c.revealed != ZoneDeck || c.game == nil {
		return nil
	}
	var names []string
	var levels []int
	for _, e := range c.game.effectsOf(c) {
		if e.Kind != Persistent || e.RevealedAs == nil || e.Inherited || e.Link {
			continue
		}
		names = append(names, e.RevealedAs.Names...)
		levels = append(levels, e.RevealedAs.Levels...)
	}
	if len(names)+len(levels) == 0 {
		return nil
	}
	names = append([]string{c.Data.Name}, names...)
	levels = append([]int{c.Data.Level}, levels...)
	var out []*CardData
	for i, n := range names {
		for j, l := range levels {
			if i == 0 && j == 0 {
				continue // the printed information itself
			}
			d := *c.Data
			d.Name, d.Level = n, l
			out = append(out, &d)
		}
	}
	return out
}
