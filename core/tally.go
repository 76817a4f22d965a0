package core

// What happened this turn: events counted by kind, player and area ("if you've
// digivolved this turn", Game.ThisTurn). (What an effect still waits for this turn —
// "the next time you would digivolve" — is not a count a card keeps: it is the game's,
// next_time.go.)

// turnTally counts the events of the current turn by kind, player and area.
type turnTally struct {
	turn   int
	counts map[tallyKey]int
	// read: the counts some effect asked for this turn. Only those can make a
	// difference to what happens, so only those are part of a position (fingerprint.go).
	read map[tallyKey]bool
}

// tallyKey says what happened, whose it was, and where: AreaBreeding for an event of
// an object in the breeding area (a digivolution or a hatch there), AreaBattle for
// every other (an object in the battle area, or no object: an Option used).
type tallyKey struct {
	kind   EventKind
	player PlayerID
	area   Area
}

// note counts one event (Game.emit calls it for every event); breeding: its object
// is in the breeding area.
func (t *turnTally) note(ev *Event, breeding bool) {
	if t.turn != ev.Turn {
		clear(t.counts)
		clear(t.read)
		t.turn = ev.Turn
	}
	if t.counts == nil {
		t.counts = map[tallyKey]int{}
	}
	area := AreaBattle
	if breeding {
		area = AreaBreeding
	}
	t.counts[tallyKey{ev.Kind, ev.Player, area}]++
}

// ThisTurn counts the events of kind k whose player is p in the current turn, outside
// the breeding area: how many times p digivolved (EvDigivolve), played (EvPlay), used
// an Option (EvUse), ... this turn ("if you've digivolved this turn", BT1-007). The
// breeding area is outside every effect that does not name it (3-4-5-6, 3-4-5-7): a
// Digimon that digivolved there does not count. ThisTurnIn counts where a card names.
func (g *Game) ThisTurn(p PlayerID, k EventKind) int {
	return g.ThisTurnIn(p, k, AreaBattle)
}

// ThisTurnIn is ThisTurn in the given areas: AreaBattle (the battle area, and events of
// no area), AreaBreeding (for a card that names the breeding area, 3-4-5), or both.
func (g *Game) ThisTurnIn(p PlayerID, k EventKind, areas Area) int {
	if g.tally.turn != g.Turn {
		return 0
	}
	n := 0
	for _, a := range [2]Area{AreaBattle, AreaBreeding} {
		if areas&a != 0 {
			key := tallyKey{k, p, a}
			n += g.tally.counts[key]
			if g.tally.read == nil {
				g.tally.read = map[tallyKey]bool{}
			}
			g.tally.read[key] = true
		}
	}
	return n
}

// inBreeding reports whether the object with this identity is in a breeding area.
func (g *Game) inBreeding(obj int) bool {
	if obj == 0 {
		return false
	}
	for _, pl := range g.Players {
		if pl != nil && pl.Breeding != nil && pl.Breeding.ID == obj {
			return true
		}
	}
	return false
}
