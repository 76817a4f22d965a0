package vocab

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

// A small pool whose coverage is known by hand.
func smallPool() []*core.CardData {
	return []*core.CardData{
		// 2 clauses, both covered.
		{Number: "T-1", Name: "Alpha", Effect: "[On Play] Gain 1 memory."},
		// 5 clauses: [On Play], "gain N memory" twice and [All Turns] covered; the link-card
		// trigger not. The [Rule] line is card data, not counted.
		{Number: "T-2", Name: "Beta", Effect: "[On Play] Gain 2 memory.\n[Rule] Trait: Has the [Dragon] type.\n[All Turns] When your opponent's effects trash link cards from this Digimon, gain 1 memory."},
		// The requirement line is not counted; <Blocker> is covered.
		{Number: "T-3", Name: "Gamma", Effect: "[Digivolve] Lv.3 w/[Agumon] in name: Cost 2\n＜Blocker＞"},
		// A reprint of T-1 under another number: left out.
		{Number: "T-10", Name: "Alpha", Effect: "[On Play] Gain 1 memory."},
		// T-1 again (a second set defining it): the first wins.
		{Number: "T-1", Name: "Alpha", Effect: "[Main] Delete 1 of your opponent's Digimon with the lowest DP."},
		// No text: not counted.
		{Number: "T-4", Name: "Delta"},
		// The same line in two texts counts once: 2 clauses, covered.
		{Number: "T-5", Name: "Epsilon", Effect: "[Your Turn] This Digimon gets +1000 DP.", Inherited: "[Your Turn] This Digimon gets +1000 DP."},
		// A link and a DUAL text are read too: 2 + 4 clauses; the "even-level" one is not covered.
		{Number: "T-6", Name: "Zeta", Link: &core.LinkData{Effect: "[When Linking] Gain 1 memory."},
			Dual: &core.DualData{Effect: "[Main] Delete 1 of your opponent's even-level Digimon. Then, gain 1 memory."}},
	}
}

func TestCoverageArithmetic(t *testing.T) {
	inv := Build(smallPool())
	assert.Equal(t, 5, inv.Cards, "T-1, T-2, T-3, T-5, T-6")
	assert.Equal(t, 1, inv.Reprints, "T-10")
	cov := inv.Coverage()
	// Counted: T-1 2, T-2 5, T-3 1, T-5 2, T-6 2+4 = 16; uncovered: the link-card trigger, "even-level".
	assert.Equal(t, 16, cov.Clauses)
	assert.Equal(t, 14, cov.Covered)
	assert.Equal(t, 18, inv.Clauses(), "with the requirement and the [Rule] line")
	assert.Equal(t, 5, cov.Cards)
	assert.Equal(t, 3, cov.CardsFull, "T-1, T-3, T-5")
	assert.InDelta(t, 87.5, Percent(cov.Covered, cov.Clauses), 1e-9)
	assert.Equal(t, 0.0, Percent(1, 0))

	gain := find(t, inv, Action, "gain N memory")
	assert.Equal(t, 5, gain.Occurrences, "T-1, T-2 twice, T-6 twice")
	assert.Equal(t, 3, gain.Cards)
	assert.Equal(t, "T-1", gain.Example)
	assert.Equal(t, "Gain 1 memory", gain.Sample)
	assert.Equal(t, []string{"ctx:gain_memory"}, gain.Constructs)

	dp := find(t, inv, Action, "this Digimon gets +N DP")
	assert.Equal(t, 1, dp.Occurrences, "one line in two texts of one card")

	cost := find(t, inv, Action, "delete N of your opponent's even-level Digimon")
	assert.False(t, cost.Covered())
	assert.Empty(t, cost.Constructs)
	assert.Equal(t, "T-6", cost.Example, "T-1's second definition is not read")
	assert.Equal(t, []Part{{Role: "filter", Text: "even-level"}}, cost.Reading.Missing())

	un := inv.Uncovered(0, false)
	require.Len(t, un, 2)
	for _, p := range un {
		assert.True(t, p.Kind.Counted(), "requirements and [Rule] lines are never listed as uncovered")
	}
	actions := inv.Uncovered(Action, true)
	require.Len(t, actions, 1)
	assert.Equal(t, Action, actions[0].Kind)

	// The missing parts, by the clauses they block.
	require.Len(t, inv.Missing, 2)
	for _, m := range inv.Missing {
		assert.Equal(t, 1, m.Occurrences)
		assert.Equal(t, 1, m.Cards)
	}
	assert.Equal(t, `filter: "even-level"`, inv.Missing[0].Part.String())
	assert.Equal(t, "T-6", inv.Missing[0].Example)
	assert.Equal(t, `trigger: "when your opponent's effects trash link cards from this Digimon"`, inv.Missing[1].Part.String())
	assert.Equal(t, "T-2", inv.Missing[1].Example)
	assert.Equal(t, "When your opponent's effects trash link cards from this Digimon", inv.Missing[1].Sample)
}

func find(t *testing.T, inv *Inventory, k Kind, pattern string) *Pattern {
	t.Helper()
	for _, p := range inv.Of(k) {
		if p.Text == pattern {
			return p
		}
	}
	t.Fatalf("no %s pattern %q", k, pattern)
	return nil
}

// The same pool gives the same inventory, whatever the order of its cards.
func TestDeterministic(t *testing.T) {
	all := builtInCards(t)
	first := Markdown(Build(all))
	shuffled := slices.Clone(all)
	rand.New(rand.NewPCG(1, 2)).Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	assert.Equal(t, first, Markdown(Build(shuffled)))
	assert.Equal(t, first, Markdown(Build(all)))
}

func TestTextsOfThePool(t *testing.T) {
	inv := builtIn(t)
	// ~4,200 cards have text; most clauses are counted and at least half covered.
	assert.Greater(t, inv.Cards, 4000)
	cov := inv.Coverage()
	assert.Greater(t, cov.Clauses, 25000)
	assert.Greater(t, Percent(cov.Covered, cov.Clauses), 50.0)
	for _, p := range inv.Patterns {
		assert.NotEmpty(t, p.Text)
		assert.LessOrEqual(t, p.Cards, p.Occurrences)
		assert.NotEmpty(t, p.Example)
	}
}

// The inventory of the whole pool is built in well under the 5 s budget (about a
// second on one core): the grammar reads each distinct pattern once.
func BenchmarkBuild(b *testing.B) {
	cards := builtInCards(b)
	for b.Loop() {
		Build(cards)
	}
}
