package core

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// 2-3-2: the card data spells the X Antibody trait two ways (232 cards "X Antibody",
// BT20-073 "X-Antibody"; BT7/BT8 texts say "[X-Antibody]"): one trait, found by
// every way the engine asks about traits.
func TestATraitSpelledTwoWaysIsOneTrait(t *testing.T) {
	spaced := &CardData{Number: "T-1", Name: "Spaced", Level: 6, Types: []string{"Cyborg", "X Antibody"}}
	hyphen := &CardData{Number: "T-2", Name: "Hyphen", Level: 6, Types: []string{"Cyborg", "X-Antibody", "Ghost"}}
	other := &CardData{Number: "T-3", Name: "Other", Types: []string{"Cyborg"}}
	for _, d := range []*CardData{spaced, hyphen} {
		for _, asked := range []string{"X Antibody", "X-Antibody", "x antibody"} {
			require.True(t, d.HasTraitOrRule(asked), "%s asked %q", d.Name, asked)
			require.True(t, (&Derived{Traits: d.AllTraits()}).HasTrait(asked), "%s derived, asked %q", d.Name, asked)
			require.True(t, anyTrait([]string{asked}, d), "%s digivolution requirement %q", d.Name, asked)
		}
		for _, spec := range []string{"[X-Antibody] trait", "[X Antibody] trait", "Lv.6 w/[X-Antibody] in any trait", "Lv.6 w/[Antibody] in any trait"} {
			cs, err := ParseCardSpec(spec)
			require.NoError(t, err)
			require.True(t, cs.Match(CardSubject(d)), "%s matches %q", d.Name, spec)
		}
	}
	require.False(t, other.HasTraitOrRule("X-Antibody"))
	cs, err := ParseCardSpec("[X-Antibody] trait")
	require.NoError(t, err)
	require.False(t, cs.Match(CardSubject(other)))
	// a hyphen is not a wildcard: another word stays another trait
	require.False(t, SameTrait("X Antibody", "XAntibody"))
}

// 2-3-2-1: the form [Armor Form] is printed "ArmorForm" on most of its cards (BT8
// Submarimon, Magnamon, ...) and "Armor Form" on the others; texts say "[Armor Form]"
// (BT8-038 "for each card with [Armor Form] in its traits"): one trait either way.
func TestArmorFormRunTogetherIsOneTrait(t *testing.T) {
	joined := &CardData{Number: "T-4", Name: "Joined", Level: 4, Forms: []string{"ArmorForm"}, Types: []string{"Aquatic"}}
	spaced := &CardData{Number: "T-5", Name: "Spaced", Level: 4, Forms: []string{"Armor Form"}}
	other := &CardData{Number: "T-6", Name: "Other", Level: 4, Forms: []string{"Champion"}, Types: []string{"Armor"}}
	for _, d := range []*CardData{joined, spaced} {
		for _, asked := range []string{"Armor Form", "ArmorForm", "armor form"} {
			require.True(t, d.HasTraitOrRule(asked), "%s asked %q", d.Name, asked)
			require.True(t, traitPartIn(d.AllTraits(), asked), "%s: %q in its traits", d.Name, asked)
		}
	}
	require.False(t, other.HasTraitOrRule("Armor Form"))
	require.False(t, traitPartIn(other.AllTraits(), "Armor Form"))
}
