package core

// Operations on what is no longer where it was. A card that changes places becomes a
// new card (3-1-3-1-1), which is not the card that was there (3-1-3-1-2): an effect
// that picked a Digimon and finds it gone when it acts — deleted, returned, placed
// under another card, by an earlier part of the same effect or by what it triggered —
// does nothing to it, and the log says so (EvGone, with the operation's name). Every
// exported operation on objects and cards checks this first, so that no call of the
// effect layer can act on a departed object's last-known cards (which are elsewhere
// now) or place one card twice.

// present reports whether o is still where it was: on the field as the same object
// (removeObject sets Zone to ZoneNone when it leaves), or a Security Digimon whose
// card is still being checked (4-4-1, 13-1-5).
func (g *Game) present(o *FieldObject) bool {
	if o == nil {
		return false
	}
	if o.SecurityDigimon {
		return len(o.Cards) == 1 && o.Cards[0].Zone == ZoneNone
	}
	return o.Zone.OnField()
}

// gone reports whether o is no longer where it was, and logs that operation op does
// nothing to it.
func (g *Game) gone(o *FieldObject, op string) bool {
	if g.present(o) {
		return false
	}
	if o != nil {
		ev := Event{Kind: EvGone, Player: o.Owner, Obj: o.ID, Text: op}
		if len(o.Cards) > 0 {
			ev.Card, ev.CardID = o.Top().Data.Number, o.Top().ID
		}
		g.emit(ev)
	}
	return true
}

// stillThere keeps the objects that are still where they were, each once (an object
// named twice is acted on once: it cannot leave the field twice), and logs the others.
func (g *Game) stillThere(objs []*FieldObject, op string) []*FieldObject {
	out := objs[:0:0]
	for i, o := range objs {
		if containsObj(objs[:i], o) || g.gone(o, op) {
			continue
		}
		out = append(out, o)
	}
	return out
}

// cardGone reports whether card c cannot be taken from where it is by operation op —
// it is removed from the game, or it is a field object's top card, which moves only
// as its object (4-5-7) — and logs that op does nothing to it.
func (g *Game) cardGone(c *Card, op string) bool {
	if c == nil {
		return true
	}
	if c.Zone != ZoneRemoved && !c.Zone.OnField() {
		return false
	}
	g.emit(Event{Kind: EvGone, Player: c.Owner, Card: c.Data.Number, CardID: c.ID, Text: op})
	return true
}
