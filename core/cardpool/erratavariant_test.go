package cardpool

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSentenceSpans: sentences end at a full stop before a space, a bracket or the
// end, and at line breaks; not inside keywords, reminders or quotes, nor in "Lv.6".
func TestSentenceSpans(t *testing.T) {
	text := "[On Play] ＜Security A. +1＞ for the turn. ＜Blocker＞ (Reminder. More.) Lv.6 stays.[When Attacking] " +
		"It gains \"[On Deletion] Gain 1 memory.\" for the turn!\n  Next line.  "
	var got []string
	for _, s := range sentenceSpans(text) {
		got = append(got, text[s.from:s.to])
	}
	assert.Equal(t, []string{
		"[On Play] ＜Security A. +1＞ for the turn.",
		"＜Blocker＞ (Reminder. More.) Lv.6 stays.",
		"[When Attacking] It gains \"[On Deletion] Gain 1 memory.\" for the turn!",
		"Next line.",
	}, got)
}

// TestVariantSimilarity: words in the same order count, brackets and case do not.
func TestVariantSimilarity(t *testing.T) {
	a := words("Add 1 card with [Undead] in its traits to your hand.")
	assert.Equal(t, []string{"add", "1", "card", "with", "undead", "in", "its", "traits", "to", "your", "hand"}, a)
	assert.InDelta(t, 1.0, variantSimilarity(a, words("add 1 card with ［Undead］ in its traits to your hand")), 1e-9)
	assert.InDelta(t, 0.0, variantSimilarity(a, words("Delete this Digimon.")), 1e-9)
	reordered := words("hand your to traits its in Undead with card 1 add")
	assert.Less(t, variantSimilarity(a, reordered), 0.2, "the same words in another order are not the same sentence")
}
