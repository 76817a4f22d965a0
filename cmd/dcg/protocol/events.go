package protocol

import (
	"github.com/dcg-engine/dcg/core"
)

// seenBy is an event as player p may see it: a card that moves between places p
// cannot see into — a draw into the opponent's hand, a card put face down into a
// security stack (3-7-2), a deck reordered — is told without its number and identity;
// the move itself (from where to where, whose) is public (3-1-3-2).
func seenBy(ev core.Event, p core.PlayerID) core.Event {
	if ev.Card == "" && ev.CardID == 0 {
		return ev
	}
	if ev.Kind == core.EvMove && !visible(ev.From, ev.Player, p) && !visible(ev.To, ev.Player, p) {
		ev.Card, ev.CardID = "", 0
	}
	return ev
}

// visible reports whether player p sees the cards of owner's zone z: the public zones
// (3-1-2), and their own hand (3-5-3). A deck, a face-down security card and the
// opponent's hand are hidden; a card in no area (ZoneNone: being used, checked,
// revealed) is open to both.
func visible(z core.Zone, owner, p core.PlayerID) bool {
	switch z {
	case core.ZoneHand:
		return owner == p
	case core.ZoneDeck, core.ZoneEggDeck, core.ZoneSecurity:
		return false
	}
	return true
}
