package core

// What happened this turn: events counted by kind and player ("if you've digivolved
// this turn", Game.ThisTurn), and the counts a card keeps for the turn (Game.TurnCount).

// turnTally counts the events of the current turn by kind and player.
type turnTally struct {
	turn   int
	counts map[tallyKey]int
}

type tallyKey struct {
	kind   EventKind
	player PlayerID
}

// note counts one event (Game.emit calls it for every event).
func (t *turnTally) note(ev *Event) {
	if t.turn != ev.Turn {
		clear(t.counts)
		t.turn = ev.Turn
	}
	if t.counts == nil {
		t.counts = map[tallyKey]int{}
	}
	t.counts[tallyKey{ev.Kind, ev.Player}]++
}

// ThisTurn counts the events of kind k whose player is p in the current turn: how
// many times p digivolved (EvDigivolve), played (EvPlay), used an Option (EvUse), ...
// this turn ("if you've digivolved this turn", BT1-007).
func (g *Game) ThisTurn(p PlayerID, k EventKind) int {
	if g.tally.turn != g.Turn {
		return 0
	}
	return g.tally.counts[tallyKey{k, p}]
}

// TurnCount adds delta to a count card c keeps for this turn and returns it. The
// counts start at 0 every turn, with the [X Per Turn] counts (15-14-1): an effect that
// lasts "for the turn" and waits for something ("the next time you would digivolve",
// BT1-109) counts with it what is still to come.
func (g *Game) TurnCount(c *Card, delta int) int {
	k := usageKey{cardID: c.ID, objID: -1, inst: -1} // no effect's key: objID is never -1
	if delta != 0 {
		if g.usage == nil {
			g.usage = map[usageKey]int{}
		}
		g.usage[k] += delta
		if g.usage[k] <= 0 {
			delete(g.usage, k)
		}
	}
	return g.usage[k]
}
