package lint_test

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/scripting/lint"
)

// A [Main] icon before a "When ..." trigger says when the trigger is met (BT5-092 Nokia
// Shiramine): the line is no activated [Main] effect (15-16-7), so a when or would entry
// plays it; a [Main] line with an action is one (15-8-4), and so is one whose action makes
// an effect that waits for "the next time" (BT5-109, ctx:next_time).
func TestMainBeforeATriggerIsNoMainEffect(t *testing.T) {
	for _, c := range []struct {
		text string
		want []core.Timing
	}{
		{"[Main] When digivolving one of your Digimon into a Digimon card in your hand with [Greymon] in its name, you may suspend this Tamer to reduce the memory cost of the digivolution by 1.", nil},
		{"[Main] [Once Per Turn] When one of your Digimon digivolves, gain 1 memory.", nil},
		{"[Main] Delete 1 of your opponent's Digimon with 4000 DP or less.", []core.Timing{core.MainTiming}},
		{"[Main] The next time one of your Digimon digivolves from level 6 to level 7 this turn, reduce the memory cost of the digivolution by 6.", []core.Timing{core.MainTiming}},
		{"[Your Turn] When one of your Digimon digivolves, gain 1 memory.", nil},
	} {
		got := lint.PrintedEffects(&core.CardData{Number: "T-1", Name: "Testmon", Kind: core.Tamer, Effect: c.text})
		if len(got) != 1 || !slices.Equal(got[0].Timings, c.want) {
			t.Errorf("%q: got %+v, want timings %v", c.text, got, c.want)
		}
	}
}
