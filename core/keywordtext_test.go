package core

import "testing"

func TestParseKeywordUse(t *testing.T) {
	for in, want := range map[string]KeywordUse{
		"Blocker":                          {Name: "Blocker", Known: true},
		"Security Attack +1":               {Name: "Security A.", N: 1, Known: true},
		"Security A. -1":                   {Name: "Security A.", N: -1, Known: true},
		"S Attack +1":                      {Name: "Security A.", N: 1, Known: true},
		"Recovery +1 (Deck)":               {Name: "Recovery", N: 1, Param: "Deck", Known: true},
		"De-DigivoLv.e 1":                  {Name: "De-Digivolve", N: 1, Known: true},
		"Decoy (Red/Black)":                {Name: "Decoy", Param: "Red/Black", Known: true},
		"Fragment (2)":                     {Name: "Fragment", N: 2, Param: "2", Known: true},
		"Ice Clad":                         {Name: "Iceclad", Known: true},
		"Link +1":                          {Name: "Link", N: 1, Known: true},
		"Digi-Burst up to 4":               {Name: "Digi-Burst", N: 4, UpTo: true, Known: true}, // BT7-040
		"Overclock ([Unidentified] Trait)": {Name: "Overclock", Param: "[Unidentified] Trait", Known: true},
		"Security Attack -":                {Name: "Security A.", Known: true}, // EX6-031: the keyword in general
		"Succession ([Ceresmon])":          {Name: "Succession", Param: "[Ceresmon]", Known: true},
		"Use Req. ([TS] trait)":            {Name: "Use Req.", Param: "[TS] trait", Known: true},
		"Frobnicate 2":                     {Name: "Frobnicate", N: 2},
	} {
		got := ParseKeywordUse(in)
		got.Raw = ""
		if got != want {
			t.Errorf("%q: got %+v, want %+v", in, got, want)
		}
	}
}

func TestKeywordOnlyText(t *testing.T) {
	for text, want := range map[string]bool{
		"＜Blocker＞ (When an opponent's Digimon attacks, you may suspend this Digimon to force the opponent to attack it instead.)": true,
		"＜Security Attack +1＞ (This Digimon checks 1 additional security card.)":                                                   true,
		"＜Jamming＞\n＜Reboot＞":                                               true,
		"[When Digivolving] ＜De-Digivolve 1＞ 1 of your opponent's Digimon.": false,
		"[On Play] ＜Draw 1＞":                                                true,  // the keyword is the timing's action
		"[On Play] [When Digivolving] ＜Draw 1＞":                             false, // two timings: a script
		"[Your Turn] This Digimon gets +1000 DP.":                           false,
		"": true,
	} {
		if got := KeywordOnly(text); got != want {
			t.Errorf("%q: KeywordOnly = %v, want %v", text, got, want)
		}
	}
}

// An early printing's "[At End of Opponent's Turn]" (BT4-047) is the icon
// "[End of Opponent's Turn]" (15-16-12-2); an unknown icon is not read.
func TestReadTimingsAtEndOf(t *testing.T) {
	for icons, want := range map[string]Timing{
		"[At End of Opponent's Turn]": AtEndOfOpponentsTurn,
		"[End of Opponent's Turn]":    AtEndOfOpponentsTurn,
		"[At End of Your Turn]":       AtEndOfYourTurn,
	} {
		pt, ok := ReadTimings([]string{icons})
		if !ok || pt.Timing != want {
			t.Errorf("%s: got %v (ok %v), want %v", icons, pt.Timing, ok, want)
		}
	}
	if _, ok := ReadTimings([]string{"[At Dusk]"}); ok {
		t.Error("[At Dusk] read as a timing")
	}
}

// "A Digimon card with <Blitz>" (BT5-009): the card prints the keyword as an effect of
// its own; a text that only names it ("While this Digimon has <Blitz>") does not.
func TestPrintsKeyword(t *testing.T) {
	for _, c := range []struct {
		d    CardData
		want bool
	}{
		{CardData{Effect: "[When Digivolving] ＜Blitz＞ (This Digimon can attack when your opponent has 1 or more memory.)"}, true},
		{CardData{Inherited: "＜Blitz＞"}, true},
		{CardData{Inherited: "[Your Turn] While this Digimon has ＜Blitz＞, it gets +2000 DP."}, false},
		{CardData{Effect: "＜Blocker＞"}, false},
		{CardData{Effect: "＜Blocker＞ ＜Blitz＞ (reminder)"}, true},
		{CardData{Effect: "[Main] Your Digimon gain ＜Blitz＞ for the turn."}, false},
	} {
		if got := c.d.PrintsKeyword("Blitz"); got != c.want {
			t.Errorf("%+v: got %v, want %v", c.d, got, c.want)
		}
	}
}

// "A Digimon card with <Digi-Burst>" (BT4-051, Q1247): the keyword leads an effect of the
// card's own, whatever follows it; a text naming this Digimon's <Digi-Burst> (BT4-052
// Lalamon) does not print it.
func TestPrintsKeywordWithAnEffectAfterIt(t *testing.T) {
	for _, c := range []struct {
		d    CardData
		want bool
	}{
		{CardData{Effect: "[Main] ＜Digi-Burst 2＞ (Trash 2 of this Digimon's digivolution cards to activate the effect below.)・Delete 1 of your opponent's Digimon with 4000 DP or less."}, true},
		{CardData{Effect: "[When Digivolving] ＜Digi-Burst 2＞ (Trash 2 ...)・＜Draw 1＞ (Draw 1 card from your deck.)"}, true},
		{CardData{Inherited: "[Your Turn] When this card is trashed due to activating this Digimon's ＜Digi-Burst＞, return this card to its owner's hand."}, false},
		{CardData{Effect: "[On Play] ＜Draw 1＞ (Draw 1 card from your deck.)"}, false},
	} {
		if got := c.d.PrintsKeyword("Digi-Burst"); got != c.want {
			t.Errorf("%+v: got %v, want %v", c.d, got, c.want)
		}
	}
}
