package cardpool_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core/cardpool"
)

// The import corrects the dump's own gaps (dumpfix.go): a line it lacks is added (the
// (Rule) of BT6-084, quoted by Q1470), a garbled text replaced (BT3-093), and a text
// the dump has right is left alone.
func TestImportFixesTheDumpsGaps(t *testing.T) {
	ciel := record("BT6-084", "[All Turns] All of your Digimon with [Huckmon] in their names or [Royal Knight] in their types get +2000 DP.[On Play] Gain 1 memory.")
	ciel["set"] = "BT6"
	tamer := record("BT3-093", "[Start of Your Turn] If you have 2 memory or less, set your memory to 3.On Play] Reveal the top 3 cards of your deck.")
	tamer["set"] = "BT3"
	data, err := json.Marshal([]any{tamer, ciel})
	require.NoError(t, err)
	sets, rep, err := cardpool.ImportCardsJSON(data, nil)
	require.NoError(t, err)
	require.Len(t, sets, 2)
	assert.Equal(t, "[Start of Your Turn] If you have 2 memory or less, set your memory to 3.\n[On Play] Reveal the top 3 cards of your deck.", sets[0].Cards[0].Effect)
	c := sets[1].Cards[0]
	assert.Equal(t, "[All Turns] All of your Digimon with [Huckmon] in their names or [Royal Knight] in their types get +2000 DP.\n"+
		"[On Play] Gain 1 memory.\n(Rule) Also treated as Name: [Sistermon Noir] and Trait: [Virus].", c.Effect)
	assert.True(t, c.HasName("Sistermon Noir"), "the [Rule] name, in every zone (2-3-5)")
	assert.Equal(t, []string{"BT3-093", "BT6-084"}, rep.DumpFixed)
	assert.Empty(t, rep.Warnings)

	// A dump that has the text already, in its own spacing, is not changed twice.
	ciel["effectText"] = strings.Replace(c.Effect, "\n(Rule) ", "(Rule)", 1)
	tamer["effectText"] = "[Start of Your Turn] If you have 2 memory or less, set your memory to 4."
	data, err = json.Marshal([]any{tamer, ciel})
	require.NoError(t, err)
	sets, rep, err = cardpool.ImportCardsJSON(data, nil)
	require.NoError(t, err)
	assert.Equal(t, 1, strings.Count(sets[1].Cards[0].Effect, "[Sistermon Noir]"), "not added twice")
	assert.Empty(t, rep.DumpFixed)
	require.Len(t, rep.Warnings, 1, "a fix whose text is gone is a warning")
	assert.Contains(t, rep.Warnings[0], "BT3-093")
}
