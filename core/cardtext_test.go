package core

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// "[X] in its text" (4-20, Q4281): name parts, traits, effects, requirements; not
// reminder text (4-20-5); an icon only as itself (4-20-4).
func TestTextHas(t *testing.T) {
	d := &CardData{Name: "DarkKnightmon", Types: []string{"Dark Knight"},
		Digivolve: []DigivolveReq{{Text: "[Digivolve] [SkullKnightmon]: Cost 3"}},
		Effect:    "＜Blocker＞ (When an opponent's Digimon attacks, you may suspend this Digimon to force its attack to switch to target this Digimon ＜Jamming＞)\n[On Play] ＜Material Save 1＞",
		Link:      &LinkData{Requirement: "[Link] [Greymon]: Cost 1"}}
	for s, want := range map[string]bool{
		"Knightmon": true, "Dark Knight": true, "SkullKnightmon": true, "Greymon": true,
		"<Blocker>": true, "＜Blocker＞": true, "<Material Save": true,
		"<Jamming>": false, // only in reminder text (4-20-5)
		"<Save 1>":  false, // another icon (4-20-4)
		"Agumon":    false, "": false,
	} {
		require.Equal(t, want, d.TextHas(s), s)
	}
	require.True(t, anyInText([]string{"Agumon", "Knightmon"}, d), "the requirements' TextHas agrees")
}

// A [Rule] gives names and traits (2-3-5), exact or as a part of the name (Q2087,
// Q2476); older "this card/Digimon is also treated as" lines say the same (Q1988).
func TestRuleNamesAndTraits(t *testing.T) {
	d := &CardData{Name: "Omekamon", Types: []string{"Puppet"}, Effect: "[On Play] <Draw 1>.\n" +
		"[Rule] Name: Also treated as [X Antibody]/[Shoutmon].\n" +
		"(Rule) Name: Treated as having [Leomon].\n" +
		"[Rule] Trait: Has the [Aquatic] type.\n" +
		"This card is also treated as [Ballistamon] for a DigiXros."}
	exact, partial := d.RuleNames()
	require.Equal(t, []string{"X Antibody", "Shoutmon"}, exact)
	require.Equal(t, []string{"Leomon"}, partial)
	require.Equal(t, []string{"Puppet", "Aquatic"}, d.AllTraits())
	require.True(t, d.HasName("Shoutmon"))
	require.False(t, d.HasName("Leomon"), "having [Leomon] is not being [Leomon] (Q2476)")
	require.False(t, d.HasName("Ballistamon"), "for a DigiXros only")
	require.True(t, d.NameHas("Leomon") && d.NameHas("Shout") && d.NameHas("Omeka"))

	old := &CardData{Name: "SkullKnightmon: Big Axe Mode", Effect: "The name of this card/Digimon is also treated as [SkullKnightmon] and [DeadlyAxemon]."}
	require.Equal(t, []string{"SkullKnightmon: Big Axe Mode", "SkullKnightmon", "DeadlyAxemon"}, old.NameList())
	req := &CardReq{Names: []string{"DeadlyAxemon"}}
	require.True(t, req.MatchesCard(old), "requirements read the [Rule] names in any zone")
}

// One (Rule) line may give a name and a trait together (Q1470): the name is a name,
// the trait a trait, not both of each.
func TestARuleGivingANameAndATrait(t *testing.T) {
	d := &CardData{Name: "Sistermon Ciel", Attributes: []string{"Data"}, Types: []string{"Puppet"},
		Effect: "[On Play] Gain 1 memory.\n(Rule) Also treated as Name: [Sistermon Noir] and Trait: [Virus]."}
	exact, partial := d.RuleNames()
	require.Equal(t, []string{"Sistermon Noir"}, exact)
	require.Empty(t, partial)
	require.Equal(t, []string{"Sistermon Ciel", "Sistermon Noir"}, d.NameList())
	require.True(t, d.HasName("Sistermon Noir"))
	require.Equal(t, []string{"Virus"}, d.RuleTraits())
	require.Equal(t, []string{"Data", "Puppet", "Virus"}, d.AllTraits())
}

// "[X] in its name" (2-3-1-3) reads the name as written, except for a stem the English
// text capitalises: [Dramon] is in Veedramon (ドラモン in ブイドラモン), [Agumon] is not in
// Pagumon (アグモン is not in パグモン).
func TestNamePartsAndStems(t *testing.T) {
	require.True(t, (&CardData{Name: "Veedramon"}).NameHas("Dramon"))
	require.True(t, (&CardData{Name: "UlforceVeedramon"}).NameHas("Dramon"))
	require.False(t, (&CardData{Name: "Dracomon"}).NameHas("Dramon"))
	require.False(t, (&CardData{Name: "Pagumon"}).NameHas("Agumon"))
	require.False(t, (&CardData{Name: "Blimpmon"}).NameHas("Impmon"))
	require.True(t, (&CardData{Name: "Veedramon"}).NameHas("Veedramon"))
	require.False(t, (&CardData{Name: "Veedramon"}).NameHas("VeeDramon"), "only a stem is read in any case")
}

// One Japanese name the English text spells two ways (ガオガモン: "GaoGamon" on BT4-026,
// "Gaogamon" on BT11-025) is one name (2-3-1-2) and one name part (2-3-1-3); other names
// stay case-sensitive.
func TestANameSpelledTwoWaysIsOneName(t *testing.T) {
	gao := &CardData{Name: "GaoGamon"}
	require.True(t, gao.HasName("Gaogamon"))
	require.True(t, gao.NameHas("Gaogamon"))
	require.True(t, (&CardData{Name: "MachGaogamon"}).NameHas("GaoGamon"))
	require.True(t, (&CardData{Name: "Bloomlordmon"}).HasName("BloomLordmon"))
	require.False(t, (&CardData{Name: "Veedramon"}).HasName("VeeDramon"))
	require.False(t, (&CardData{Name: "Gaomon"}).NameHas("Gaogamon"))
	d := &Derived{Names: []string{"Gaogamon"}}
	require.True(t, d.HasName("GaoGamon"))
}
