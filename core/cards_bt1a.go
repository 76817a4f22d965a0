package core

// What the cards of BT1 (BT1-001 to BT1-057) needed from the engine beyond the rules
// and the keywords:
//
//   - "If you've digivolved this turn" (BT1-007 Tanemon): what happened this turn,
//     counted by event kind and player (Game.ThisTurn).
//   - "This Digimon doesn't activate [Security] effects on Option cards it checks"
//     (BT1-025 WarGreymon): Derived.NoOptionSecurity, read by the security check.
//   - Copies of one card in different zones are different choices ("play 1 [Tinkermon]
//     from your hand or trash", BT1-056 Petermon): sameCardChoice.

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

// securityEffectsActivate reports whether the [Security] effects of card c, checked
// by att, activate (13-1-7-2): not those of an Option card when att "doesn't activate
// [Security] effects on Option cards it checks" (BT1-025 WarGreymon).
func (g *Game) securityEffectsActivate(att *FieldObject, c *Card) bool {
	return c.Data.Kind != Option || !att.Zone.OnField() || !g.Derive(att).NoOptionSecurity
}

// sameCardChoice reports whether choosing card c is the same choice as choosing x
// (ChooseCards offers one of them): copies of one card in one zone are; a copy in the
// hand and one in the trash are not ("from your hand or trash", BT1-056).
func sameCardChoice(x, c *Card) bool { return x.Data == c.Data && x.Zone == c.Zone }

// sameChoiceEarlier reports whether choosing c is the same choice as choosing one of
// the cards before it.
func sameChoiceEarlier(cards []*Card, c *Card) bool {
	for _, x := range cards {
		if sameCardChoice(x, c) {
			return true
		}
	}
	return false
}
