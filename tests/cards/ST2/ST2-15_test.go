package st2

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// ST2-15 Kaiser Nail — [Main] Choose a Digimon digivolution card placed under 1 of your
// Digimon and play it as another Digimon without paying its memory cost.
// [Security] Activate this card's [Main] effect.

// cardsOffered lists the card numbers a choose prompt offered.
func cardsOffered(s cardtest.Seen) []string {
	var out []string
	for _, c := range s.Offers(isSelect) {
		if c.Card != nil {
			out = append(out, c.Card.Data.Number)
		}
	}
	slices.Sort(out)
	return out
}

// TestKaiserNailMain: used with cost 4, its player chooses one of their Digimon with a
// Digimon card under it (one with only a Digi-Egg under it, a bare one and the
// opponent's are not offered), then one of those Digimon cards (not the Digi-Egg); it
// is played for free as a new Digimon, and the rest of the stack stays.
func TestKaiserNailMain(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 5)
	zudo := tb.Battle(p1, "ST2-01", "ST2-02", "ST2-05", "ST2-09")
	tb.Battle(p1, "ST2-01", "ST2-04") // only a Digi-Egg under it
	tb.Battle(p1, "ST2-04")
	tb.Battle(p2, "ST2-02", "ST2-05")
	tb.Hand(p1, "ST2-15")
	tb.Run(cardtest.Use("ST2-15"), cardtest.Select(zudo).By(p1), cardtest.SelectCard("ST2-05").By(p1))

	if got := tb.Activations("ST2-15"); len(got) != 1 || got[0].Text != "[Main]" {
		t.Fatalf("activations of ST2-15: %+v; want one [Main]", got)
	}
	prompts := tb.Prompts(core.PromptChoose)
	if got := cardtest.OfferedObjects(prompts[0]); !cardtest.SameObjects(got, []*core.FieldObject{zudo}) {
		t.Errorf("Digimon offered: %v; want only Zudomon", got)
	}
	if got := cardsOffered(prompts[1]); !slices.Equal(got, []string{"ST2-02", "ST2-05"}) {
		t.Errorf("cards offered: %v; want Gomamon and Ikkakumon", got)
	}
	ikkaku := tb.Find(p1, "ST2-05")
	if ikkaku == nil || len(ikkaku.Cards) != 1 {
		t.Fatalf("Ikkakumon is not a new Digimon in p1's battle area: %v", ikkaku)
	}
	if dp := tb.DP(ikkaku); dp != 5000 {
		t.Errorf("the played Ikkakumon: %d DP; want 5000", dp)
	}
	if got := cardtest.Numbers(zudo.Cards); !slices.Equal(got, []string{"ST2-01", "ST2-02", "ST2-09"}) {
		t.Errorf("Zudomon's stack: %v; want Ikkakumon gone from under it", got)
	}
	if plays := tb.Events(core.EvPlay); len(plays) != 1 || plays[0].N != 0 {
		t.Errorf("play events: %+v; want one paying 0", plays)
	}
	if m := tb.Position().MemoryOf(p1); m != 1 {
		t.Errorf("memory: %d; want 1 (only Kaiser Nail's 4 paid)", m)
	}
}

// TestKaiserNailMainWithNothingToPlay: with no Digimon card under any of its player's
// Digimon, it does nothing and asks nothing.
func TestKaiserNailMainWithNothingToPlay(t *testing.T) {
	tb := cardtest.New(t)
	tb.Memory(p1, 4)
	tb.Battle(p1, "ST2-01", "ST2-04")
	tb.Battle(p2, "ST2-02", "ST2-05")
	tb.Hand(p1, "ST2-15")
	tb.Run(cardtest.Use("ST2-15"))
	if n := len(tb.Prompts(core.PromptChoose)); n != 0 {
		t.Errorf("%d choose prompts; want none", n)
	}
	if plays := tb.Events(core.EvPlay); len(plays) != 0 {
		t.Errorf("play events: %+v; want none", plays)
	}
}

// TestKaiserNailSecurity: checked from p2's security, p2 plays a Digimon card from
// under one of p2's Digimon for free.
func TestKaiserNailSecurity(t *testing.T) {
	tb := cardtest.New(t)
	attacker := tb.Battle(p1, "ST2-04")
	tb.Battle(p1, "ST2-02", "ST2-05")
	garu := tb.Battle(p2, "ST2-03", "ST2-06")
	tb.Security(p2, "ST1-02", "ST2-15")
	tb.Run(cardtest.Attack(attacker), cardtest.Select(garu).By(p2), cardtest.SelectCard("ST2-03").By(p2))
	if got := tb.Activations("ST2-15"); len(got) != 1 || got[0].Text != "[Security]" || got[0].Player != p2 {
		t.Fatalf("activations of ST2-15: %+v; want one [Security] of p2 (its [Main] as part of it)", got)
	}
	if tb.Find(p2, "ST2-03") == nil {
		t.Fatalf("Gabumon is not in p2's battle area")
	}
	if len(garu.Cards) != 1 {
		t.Errorf("Garurumon: %s; want it alone", garu)
	}
}

// TestKaiserNailUnderABanOnPlayingByEffects: while p1 can't play Digimon by effects
// (BT8-097 Crimson Blaze's ban, here on an inline Tamer of p2), Kaiser Nail is still
// used and its choices made, but the Digimon card stays under Zudomon: the ban covers
// a play from under a Digimon too (BT8-097 Q1775, 7-1, 15-1-3).
func TestKaiserNailUnderABanOnPlayingByEffects(t *testing.T) {
	cardtest.Scenario(t, `
version: 1
name: Kaiser Nail plays nothing while its player can't play Digimon by effects
cards:
  - number: SC-BAN
    name: Banner
    kind: Tamer
    colors: [Black]
    cost: 3
    effect: "[All Turns] Your opponent can't play Digimon by effects."
    script: |
      return card { static = { { player = "opponent", cannot = "play_by_effects" } } }
position:
  memory: 5
  p1:
    hand: [ST2-15]
    battle:
      - {name: zudo, stack: [ST2-01, ST2-02, ST2-05, ST2-09]}
  p2:
    battle: [SC-BAN]
steps:
  - use: ST2-15
  - choose: zudo
  - choose: ST2-05
  - expect:
      memory: 1
      p1: {battle: [ST2-09], trash: [ST2-15]}
      objects:
        zudo: {stack: [ST2-01, ST2-02, ST2-05, ST2-09]}
      no_events:
        - {kind: play}
`)
}
