package core

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// Every keyword parameter that describes cards in the card pool (<Decoy (X)>,
// <Decode (X)>, each side of <Partition (X & Y)>) reads as a CardSpec.
func TestParseCardSpecReadsThePool(t *testing.T) {
	for _, s := range []string{
		"Black", "Black/White", "Deva/Four Sovereigns", "Red/Black", "[Bagra Army]", "[D-Brigade]",
		"[Puppet] trait", "[Xros Heart] trait",
		"Blue Lv.4", "Blue Lv.5", "Blue/Yellow Lv.3", "Red/Black Lv.3", "green Lv.5", "Purple/Black Lv.6",
		"Lv.3 w/[Aqua]/[Sea Animal] in any trait",
		"Lv.4 or lower w/[Agumon]/[Greymon] in name or w/[ME]/[VB] trait",
		"Lv.4 or lower w/[Aqua]/[Sea Animal] in any trait or w/[TB] trait",
		"Lv.4 or lower w/[DS] trait",
		"Lv.4 or lower w/[Gammamon] in text or w/[VB] trait",
		"Lv.4 or lower w/[Gammamon] in text} or w/[VB] trait",
		"Lv.4 or lower w/[Holy Beast]/[NSp]/[VB] trait",
		"Lv.5 w/[Aqua]/[Sea Animal] in any trait",
		"[Aegiomon]", "[Betamon])/([ModokiBetamon]", "[Junomon]/Lv.5 or lower w/[Iliad] trait",
		"[WarGreymon]", "[MetalGarurumon]",
	} {
		_, err := ParseCardSpec(s)
		require.NoError(t, err, s)
	}
	for _, s := range []string{"", "Lv.", "Red Lv", "[Agumon", "Lv.4 w/[Agumon]"} {
		_, err := ParseCardSpec(s)
		require.Error(t, err, s)
	}
}

func TestCardSpecMatches(t *testing.T) {
	agumon := SpecSubject{Colors: ColorsOf(Red), Level: 3, Names: []string{"Agumon"}, Traits: []string{"Rookie", "Vaccine", "Reptile"}}
	seadramon := SpecSubject{Colors: ColorsOf(Blue), Level: 4, Names: []string{"Seadramon"}, Traits: []string{"Champion", "Data", "Aquatic Beast", "TB"}}
	puppet := SpecSubject{Colors: ColorsOf(Black, White), Level: 4, Names: []string{"Puppetmon"}, Traits: []string{"Puppet"}}
	cases := []struct {
		spec string
		s    SpecSubject
		want bool
	}{
		{"Black", puppet, true},
		{"Red/Black", agumon, true},
		{"Red/Black", seadramon, false},
		{"Red/Black Lv.3", agumon, true},
		{"Red/Black Lv.4", agumon, false},
		{"[Puppet] trait", puppet, true},
		{"[Puppet] trait", agumon, false},
		{"[Agumon]", agumon, true},
		{"[D-Brigade]", SpecSubject{Traits: []string{"D-Brigade"}}, true},
		{"Deva/Four Sovereigns", SpecSubject{Traits: []string{"Four Sovereigns"}}, true},
		{"Lv.4 or lower w/[Agumon]/[Greymon] in name or w/[ME]/[VB] trait", agumon, true},
		{"Lv.4 or lower w/[Agumon]/[Greymon] in name or w/[ME]/[VB] trait", SpecSubject{Level: 5, Names: []string{"MetalGreymon"}}, false},
		{"Lv.4 or lower w/[Agumon]/[Greymon] in name or w/[ME]/[VB] trait", SpecSubject{Level: 4, Names: []string{"MetalGreymon"}}, true},
		{"Lv.5 or lower w/[Aqua]/[Sea Animal] in any trait or w/[TB] trait", seadramon, true},
		{"Lv.6 or higher w/[TB] trait", seadramon, false},
		{"[Junomon]/Lv.5 or lower w/[Iliad] trait", SpecSubject{Level: 6, Names: []string{"Junomon"}}, true},
		{"[Junomon]/Lv.5 or lower w/[Iliad] trait", SpecSubject{Level: 6, Names: []string{"Apollomon"}, Traits: []string{"Iliad"}}, false},
		{"[Betamon])/([ModokiBetamon]", SpecSubject{Names: []string{"ModokiBetamon"}}, true},
		{"Lv.4 or lower w/[Gammamon] in text or w/[VB] trait", SpecSubject{Level: 3, Text: "[Digivolve] [Gammamon]: Cost 1"}, true},
		{"Lv.4", SpecSubject{}, false}, // no level: no match
	}
	for _, c := range cases {
		cs, err := ParseCardSpec(c.spec)
		require.NoError(t, err, c.spec)
		require.Equal(t, c.want, cs.Match(c.s), "%s on %v", c.spec, c.s)
	}
}

func TestDigiXrosNames(t *testing.T) {
	for text, want := range map[string][]string{
		"DigiXros -2: [Shoutmon] + [Ballistamon] + [Dorulumon] When you would play this card, ...": {"Shoutmon", "Ballistamon", "Dorulumon"},
		"DigiXros -1: [Shoutmon] xD7 [Starmons] When you would play this card":                     {"Shoutmon", "Starmons"},
		"[DigiXros -1] 3 Lv.4 [Composite] trait Digimon\n[On Play] ...":                            nil,
		"[DigiXros -2] [Arbormon] × [Beetlemon]\n＜Material Save 1＞":                                {"Arbormon", "Beetlemon"},
		"[On Play] Draw 1.": nil,
	} {
		require.Equal(t, want, DigiXrosNames(&CardData{Effect: text}), text)
	}
}
