package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-023 SkullGreymon — [On Play] Delete 1 of your opponent's Digimon with <Blocker>.

// TestSkullGreymonOnPlay: offered are the opponent's Digimon with <Blocker> only; the
// one chosen is deleted.
func TestSkullGreymonOnPlay(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 7)
	mine := tb.Battle(meA, "BT1-031") // p1's own blocker
	monmon := tb.Battle(oppA, "BT1-031")
	coredra := tb.Battle(oppA, "ST1-06")
	plain := tb.Battle(oppA, "ST1-04")
	tb.Hand(meA, "BT1-023")
	tb.Run(cardtest.Play("BT1-023"), cardtest.Select(coredra).By(meA))

	offered := offeredObjectsA(firstChoiceA(t, tb))
	if len(offered) != 2 || !offered[monmon] || !offered[coredra] {
		t.Errorf("offered %v; want the opponent's Monmon and Coredramon", offered)
	}
	if coredra.Zone == core.ZoneBattle || monmon.Zone != core.ZoneBattle || plain.Zone != core.ZoneBattle || mine.Zone != core.ZoneBattle {
		t.Errorf("deleted: Coredramon %v, Monmon %v, Dracomon %v, p1's Monmon %v; want only Coredramon",
			coredra.Zone != core.ZoneBattle, monmon.Zone != core.ZoneBattle, plain.Zone != core.ZoneBattle, mine.Zone != core.ZoneBattle)
	}
}

// TestSkullGreymonOnPlayNoBlocker: no Digimon with <Blocker>: nothing to choose, nothing
// deleted.
func TestSkullGreymonOnPlayNoBlocker(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(meA, 7)
	plain := tb.Battle(oppA, "ST1-04")
	tb.Hand(meA, "BT1-023")
	tb.Run(cardtest.Play("BT1-023"))
	if plain.Zone != core.ZoneBattle || len(tb.Prompts(core.PromptChoose)) != 0 {
		t.Errorf("a Digimon without <Blocker> was offered or deleted")
	}
}
