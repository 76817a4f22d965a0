package bt1

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// Helpers of the tests of BT1-058 to BT1-115: a bench with the assertions those tests
// share. The players are `you` (p1, whose main phase the bench starts in) and `them`.

const (
	you  = cardtest.P1
	them = cardtest.P2
)

// kit is a card bench with its test.
type kit struct {
	*cardtest.Bench
	t *testing.T
}

func newKit(t *testing.T) *kit { return &kit{Bench: cardtest.New(t), t: t} }

// numbers lists the card numbers of one of p's zones, in the zone's order (the top
// card of the deck or security last).
func (k *kit) numbers(p core.PlayerID, z core.Zone) []string {
	pl := k.Position().Players[p]
	switch z {
	case core.ZoneHand:
		return cardtest.Numbers(pl.Hand)
	case core.ZoneTrash:
		return cardtest.Numbers(pl.Trash)
	case core.ZoneDeck:
		return cardtest.Numbers(pl.Deck)
	case core.ZoneSecurity:
		return cardtest.Numbers(pl.Security)
	case core.ZoneEggDeck:
		return cardtest.Numbers(pl.EggDeck)
	}
	k.t.Fatalf("numbers: zone %s", z)
	return nil
}

func (k *kit) hand(p core.PlayerID) []string  { return k.numbers(p, core.ZoneHand) }
func (k *kit) trash(p core.PlayerID) []string { return k.numbers(p, core.ZoneTrash) }
func (k *kit) memory(p core.PlayerID) int     { return k.Position().MemoryOf(p) }

// count is how many cards are in one of p's zones.
func (k *kit) count(p core.PlayerID, z core.Zone) int { return len(k.numbers(p, z)) }

// wantMemory fails the test unless p has m memory.
func (k *kit) wantMemory(p core.PlayerID, m int, when string) {
	k.t.Helper()
	if got := k.memory(p); got != m {
		k.t.Errorf("%s: %s's memory %d; want %d", when, p, got, m)
	}
}

// wantDP fails the test unless o has dp DP.
func (k *kit) wantDP(o *core.FieldObject, dp int, when string) {
	k.t.Helper()
	if got := k.DP(o); got != dp {
		k.t.Errorf("%s: %s has %d DP; want %d", when, o, got, dp)
	}
}

// wantChecks fails the test unless o checks n security cards.
func (k *kit) wantChecks(o *core.FieldObject, n int, when string) {
	k.t.Helper()
	if got := k.Checks(o); got != n {
		k.t.Errorf("%s: %s checks %d security cards; want %d", when, o, got, n)
	}
}

// activated lists the labels of the effects of the card with this number that
// activated so far, in order.
func (k *kit) activated(number string) []string {
	var out []string
	for _, e := range k.Activations(number) {
		out = append(out, e.Text)
	}
	return out
}

// wantActivated fails the test unless the effects of the card activated exactly so.
func (k *kit) wantActivated(number string, labels ...string) {
	k.t.Helper()
	if got := k.activated(number); !slices.Equal(got, labels) {
		k.t.Errorf("activations of %s: %q; want %q", number, got, labels)
	}
}

// onField reports whether o is still that object on the field.
func onField(o *core.FieldObject) bool { return o.Zone.OnField() }

// offeredObjects lists the objects a choose prompt offered.
func offeredObjects(s cardtest.Seen) []*core.FieldObject {
	var out []*core.FieldObject
	for _, c := range s.Choices {
		if c.Action == core.ActSelect && c.Obj != nil {
			out = append(out, c.Obj)
		}
	}
	return out
}

// offeredCards lists the card numbers a choose prompt offered.
func offeredCards(s cardtest.Seen) []string {
	var out []string
	for _, c := range s.Choices {
		if c.Action == core.ActSelect && c.Card != nil {
			out = append(out, c.Card.Data.Number)
		}
	}
	return out
}

// sameSet reports whether two lists hold the same elements, in any order.
func sameSet[T comparable](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}

// attackOffered reports whether the main-phase prompt the game halted at offers an
// attack by o.
func (k *kit) attackOffered(o *core.FieldObject) bool {
	for _, c := range k.Halted().Choices {
		if c.Action == core.ActAttack && c.Obj == o {
			return true
		}
	}
	return false
}

// battlesOf returns the battles (EvBattle) o fought as the first Digimon: N is its DP
// minus its opponent's, Text the outcome for it.
func (k *kit) battlesOf(o *core.FieldObject) []core.Event {
	var out []core.Event
	for _, e := range k.Events(core.EvBattle) {
		if e.Obj == o.ID {
			out = append(out, e)
		}
	}
	return out
}

// nextTurn passes p's turn, halting at the next player's main phase (their breeding
// phase, with nothing to hatch or move, asks nothing).
func nextTurn(p core.PlayerID) []cardtest.Step {
	return []cardtest.Step{cardtest.Pass().By(p)}
}

// selectCard is cardtest.SelectCard bound to a player.
func selectCard(p core.PlayerID, number string) cardtest.Step {
	return cardtest.SelectCard(number).By(p)
}

// vanillaCard checks a card that prints no effect text: it has no effects; played it
// costs its printed play cost and has its printed DP; digivolved into from base (a
// stack, bottom first) it costs digiCost; checked from security it battles with its
// printed DP. No effect activates and nothing is asked.
func vanillaCard(t *testing.T, number string, base []string, digiCost int) {
	t.Helper()
	k := newKit(t)
	data := k.Card(number)
	if effs, err := k.Host.EffectsOf(data); err != nil || len(effs) != 0 {
		t.Fatalf("%s: effects %v, error %v; want none", number, effs, err)
	}
	k.Memory(you, 10)
	k.Hand(you, number, number)
	var from *core.FieldObject
	if len(base) == 1 && k.Card(base[0]).Kind == core.DigiEgg {
		from = k.Breeding(you, base...) // a Digi-Egg has no DP: only in the breeding area
	} else {
		from = k.Battle(you, base...)
	}
	attacker := k.Battle(you, "ST1-10") // Phoenixmon, vanilla, 12000 DP
	k.Security(them, number)

	k.Run(cardtest.Play(number))
	played := k.Find(you, number)
	if played == nil {
		t.Fatalf("%s is not in the battle area after playing it", number)
	}
	k.wantMemory(you, 10-data.Cost, "after playing it from 10")
	k.wantDP(played, data.DP, "played")

	k.Memory(you, 10)
	k.Run(cardtest.Digivolve(from, number))
	if from.Top().Data.Number != number {
		t.Fatalf("%s did not digivolve into %s", from, number)
	}
	k.wantMemory(you, 10-digiCost, "after digivolving into it from 10")
	k.wantDP(from, data.DP, "digivolved into")

	k.Memory(you, 10)
	k.Run(cardtest.Attack(attacker))
	if b := k.battlesOf(attacker); len(b) != 1 || b[0].N != 12000-data.DP {
		t.Errorf("battles of the attacker: %+v; want one against %s with its printed %d DP", b, number, data.DP)
	}
	if a := k.Events(core.EvActivate); len(a) != 0 {
		t.Errorf("effects activated: %+v; want none", a)
	}
	for _, kind := range []core.PromptKind{core.PromptChoose, core.PromptYesNo, core.PromptOrder} {
		if n := len(k.Prompts(kind)); n != 0 {
			t.Errorf("%d %s prompts; want none", n, kind)
		}
	}
}
