package core_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
)

// keptRuleText is what the kept queries answer: exact and partial [Rule] names, [Rule]
// traits, all traits, all names (2-3-5).
func keptRuleText(d *core.CardData) [5][]string {
	exact, partial := d.RuleNames()
	return [5][]string{exact, partial, d.RuleTraits(), d.AllTraits(), d.NameList()}
}

// The [Rule] names and traits kept per card (ruletext.go) are those its text gives when
// read afresh, for every card of the built-in pool, at the first query and the next —
// so no filter, requirement or name test answers differently from when every query
// read the text.
func TestKeptRuleTextIsTheCardsText(t *testing.T) {
	pool, err := cardpool.Open(cards.FS)
	require.NoError(t, err)
	all, err := pool.All()
	require.NoError(t, err)
	withRule := 0
	for _, d := range all {
		want := core.ReadRuleText(d)
		require.Equal(t, want, keptRuleText(d), d.Number)
		require.Equal(t, want, keptRuleText(d), "%s, asked again", d.Number)
		if len(want[0])+len(want[1])+len(want[2]) > 0 {
			withRule++
		}
	}
	require.Greater(t, withRule, 10, "cards whose [Rule] gives names or traits")
}

// A card edited in place after a query (as the loader or a test may) is read again,
// and a caller appending to a kept list does not change it.
func TestKeptRuleTextFollowsTheCard(t *testing.T) {
	d := &core.CardData{Name: "Shoutmon X4", Types: []string{"Mini Dragon"}}
	require.Equal(t, []string{"Shoutmon X4"}, d.NameList())
	require.False(t, d.HasName("Shoutmon"))

	d.Effect = "[Rule] Name: Also treated as [Shoutmon]/[Ballistamon]." // 2-3-5
	d.Types = []string{"Mini Dragon", "Appmon"}
	require.True(t, d.HasName("Shoutmon"))
	require.Equal(t, []string{"Shoutmon X4", "Shoutmon", "Ballistamon"}, d.NameList())
	require.Equal(t, []string{"Mini Dragon", "Appmon"}, d.AllTraits())

	_ = append(d.NameList(), "Greymon")
	_ = append(d.AllTraits(), "Dragon")
	require.Equal(t, []string{"Shoutmon X4", "Shoutmon", "Ballistamon"}, d.NameList())
	require.Equal(t, []string{"Mini Dragon", "Appmon"}, d.AllTraits())
	require.False(t, d.HasTraitOrRule("Dragon"))
}
