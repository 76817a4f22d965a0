package coverage

import (
	"bytes"
	"errors"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/match"
)

// truth is what the test's effects saw of themselves, counted inside them: the
// independent measure the recorder's counts must equal.
type truth struct {
	mu        sync.Mutex // a batch plays games at once
	activated map[Key]int
	resolved  map[Key]int // activations that changed the game
	offered   map[Key]int
}

func newTruth() *truth {
	return &truth{activated: map[Key]int{}, resolved: map[Key]int{}, offered: map[Key]int{}}
}

// testCards are a deck's cards with Go effects of every shape the table tells apart:
// a mandatory effect that changes the game, an optional one that does nothing, one
// effect with two timings, an inherited effect, a [Main] effect, and an effect whose
// condition never holds.
func testCards(tr *truth) (core.DeckList, core.EffectMap, map[string]*core.Effect) {
	red := core.ColorsOf(core.Red)
	egg := &core.CardData{Number: "T-01", Name: "Egg", Set: "T", Kind: core.DigiEgg, Colors: red, Level: 2}
	mon := func(n, name string, level, cost int) *core.CardData {
		return &core.CardData{Number: n, Name: name, Set: "T", Kind: core.Digimon, Colors: red, Level: level, Cost: cost,
			HasCost: true, DP: 1000 * level, HasDP: true, Digivolve: []core.DigivolveReq{{Colors: red, Level: level - 1, Cost: 1}}}
	}
	memoryPlus := func(part string) func(c *core.Ctx) {
		return func(c *core.Ctx) {
			k := Key{Card: c.Effect.Card, Part: part, Effect: c.Effect.Label, Timing: c.Timing.String()}
			before := c.Game.MemoryOf(c.Player)
			c.Game.GainMemory(c.Player, 1, "test")
			tr.mu.Lock()
			defer tr.mu.Unlock()
			tr.activated[k]++
			if c.Game.MemoryOf(c.Player) != before { // at 10 there is nothing to gain
				tr.resolved[k]++
			}
		}
	}
	effs := map[string]*core.Effect{
		"play":      {Card: "T-10", Label: "[On Play]", Kind: core.Triggered, Timing: core.OnPlay, Resolve: memoryPlus("effect")},
		"inherited": {Card: "T-10", Label: "inherited [When Attacking]", Kind: core.Triggered, Timing: core.WhenAttacking, Inherited: true, Resolve: memoryPlus("inherited")},
		"optional": {Card: "T-11", Label: "[On Play]", Kind: core.Triggered, Timing: core.OnPlay, Optional: true,
			Resolve: func(c *core.Ctx) {
				tr.mu.Lock()
				defer tr.mu.Unlock()
				tr.activated[Key{"T-11", "effect", "[On Play]", "on_play"}]++
			}},
		"two":   {Card: "T-12", Label: "[On Play] [When Digivolving]", Kind: core.Triggered, Timing: core.OnPlay, Also: []core.Timing{core.WhenDigivolving}, Resolve: memoryPlus("effect")},
		"never": {Card: "T-13", Label: "[On Play]", Kind: core.Triggered, Timing: core.OnPlay, Condition: func(*core.Ctx) bool { return false }, Resolve: memoryPlus("effect")},
		"main":  {Card: "T-13", Label: "[Main]", Kind: core.Activated, Timing: core.MainTiming, PerTurn: 1, Resolve: memoryPlus("effect")},
	}
	m := core.EffectMap{
		"T-10": {effs["play"], effs["inherited"]},
		"T-11": {effs["optional"]},
		"T-12": {effs["two"]},
		"T-13": {effs["never"], effs["main"]},
	}
	d := core.DeckList{Name: "t", Eggs: []*core.CardData{egg, egg, egg, egg, egg}}
	for _, c := range []struct {
		d *core.CardData
		n int
	}{{mon("T-10", "Ten", 3, 3), 14}, {mon("T-11", "Eleven", 3, 2), 12}, {mon("T-12", "Twelve", 4, 4), 12}, {mon("T-13", "Thirteen", 3, 3), 12}} {
		for range c.n {
			d.Main = append(d.Main, c.d)
		}
	}
	return d, m, effs
}

// offerCounter counts, outside the recorder, the prompts that offer the test's
// optional and [Main] effects.
func offerCounter(tr *truth, effs map[string]*core.Effect, a core.Agent) core.Agent {
	return core.AgentFunc(func(v core.View, p *core.Prompt) int {
		if p.Kind == core.PromptYesNo && p.Effect == effs["optional"] { // it asks nothing inside
			tr.offered[Key{"T-11", "effect", "[On Play]", "on_play"}]++
		}
		if p.Kind == core.PromptMain {
			for _, c := range p.Choices {
				if c.Action == core.ActActivate && c.Effect == effs["main"] {
					tr.offered[Key{"T-13", "effect", "[Main]", "main"}]++
					break
				}
			}
		}
		return a.Choose(v, p)
	})
}

func rowOf(t *testing.T, tab *Table, k Key) Row {
	for _, r := range tab.Rows {
		if r.Key == k {
			return r
		}
	}
	t.Fatalf("no row %+v in the table", k)
	return Row{}
}

// Each effect's activations, the activations that resolved and that changed the
// game, and the prompts that offered it are counted per card, part, effect and timing, as the effects
// themselves and the agents saw them; an effect that never activated has its row.
func TestCountsEachEffectAtEachTiming(t *testing.T) {
	tr := newTruth()
	deck, effects, effs := testCards(tr)
	rec := New()
	for seed := range uint64(30) {
		cfg := core.Config{Seed: seed, Decks: [2]core.DeckList{deck, deck}, Effects: effects}
		for p := range cfg.Agents {
			cfg.Agents[p] = offerCounter(tr, effs, core.NewRandomAgent(seed*2+uint64(p)))
		}
		gc := rec.Watch(&cfg)
		g, err := core.NewGame(cfg)
		require.NoError(t, err)
		require.NoError(t, g.Run().Err)
		gc.Done()
	}
	tab := rec.Table()
	require.Equal(t, 30, tab.Games)

	for k, n := range tr.activated {
		require.Positive(t, n)
		assert.Equal(t, n, rowOf(t, tab, k).Activated, "activated %+v", k)
		assert.Equal(t, n, rowOf(t, tab, k).Resolved, "resolved %+v: no game ended in an error", k)
		assert.Equal(t, tr.resolved[k], rowOf(t, tab, k).Changed, "changed %+v", k)
	}
	for k, n := range tr.offered {
		assert.Equal(t, n, rowOf(t, tab, k).Offered, "offered %+v", k)
	}
	// Every shape was met, so the comparisons above compared something.
	play := Key{"T-12", "effect", "[On Play] [When Digivolving]", "on_play"}
	digi := Key{"T-12", "effect", "[On Play] [When Digivolving]", "when_digivolving"}
	opt := Key{"T-11", "effect", "[On Play]", "on_play"}
	main := Key{"T-13", "effect", "[Main]", "main"}
	inh := Key{"T-10", "inherited", "inherited [When Attacking]", "when_attacking"}
	for _, k := range []Key{play, digi, opt, main, inh} {
		require.Positive(t, tr.activated[k], "%+v never activated in 30 games", k)
	}
	assert.Greater(t, tr.offered[opt], tr.activated[opt], "random agents decline some")
	assert.Greater(t, tr.offered[main], tr.activated[main], "and pass over the [Main] effect in some main phases")
	assert.Zero(t, rowOf(t, tab, opt).Changed, "an effect that does nothing changes nothing")
	assert.Equal(t, tr.activated[opt], rowOf(t, tab, opt).Resolved, "but it resolves")

	never := rowOf(t, tab, Key{"T-13", "effect", "[On Play]", "on_play"})
	assert.Equal(t, Counts{}, never.Counts)
	assert.False(t, never.Asks)
	assert.Equal(t, "Thirteen", never.Name)
	assert.Equal(t, "T", never.Set)
	assert.True(t, rowOf(t, tab, opt).Asks)
	assert.True(t, rowOf(t, tab, main).Asks)
	require.Len(t, tab.Never(), 1)
	assert.Equal(t, "T-13", tab.Never()[0].Card)
	require.Len(t, tab.Rows, 7, "one row per effect and timing: %+v", tab.Rows)
}

// In a batch the counts do not depend on how many games are played at once, and an
// uncounted batch plays the same games.
func TestBatchCountsIndependentOfWorkers(t *testing.T) {
	deck, effects, _ := testCards(newTruth())
	run := func(workers int, rec *Recorder) (*Table, string) {
		spec := match.Spec{Decks: [2]core.DeckList{deck, deck}, Games: 40, Seed: 3, Workers: workers,
			Agents:  [2]match.AgentFactory{match.Agents()["random"], match.Agents()["greedy"]},
			Effects: func() (core.EffectSource, func()) { return effects, func() {} }}
		if rec != nil {
			spec.Instrument = rec.Instrument
		}
		sum, err := match.Run(spec)
		require.NoError(t, err)
		if rec == nil {
			return nil, sum.Digest
		}
		return rec.Table(), sum.Digest
	}
	one, d1 := run(1, New())
	three, d3 := run(3, New())
	_, plain := run(2, nil)
	require.Equal(t, 40, one.Games)
	require.Equal(t, one, three)
	require.Equal(t, plain, d1, "watching a game does not change it")
	require.Equal(t, plain, d3)
}

// A table written as markdown or JSON reads back as it was; tables merge by summing.
func TestTableRoundTrip(t *testing.T) {
	tab := &Table{Games: 7, Rows: []Row{
		{Key: Key{"BT1-010", "effect", "[On Play]", "on_play"}, Name: "Agumon", Set: "BT1", Counts: Counts{0, 5, 4, 3}},
		{Key: Key{"<Piercing>", "keyword", "<Piercing>", "when_attacking"}, Counts: Counts{0, 1, 1, 0}},
		{Key: Key{"BT1-002", "effect", "[Main] | odd", "main"}, Name: "A|B", Set: "BT1", Asks: true, Counts: Counts{9, 0, 0, 0}},
	}}
	tab.sort()
	require.Equal(t, "BT1-002", tab.Rows[0].Card)
	require.Equal(t, "<Piercing>", tab.Rows[2].Card, "keywords last")
	for _, name := range []string{"cov.md", "cov.json"} {
		f, err := FormatOf(name)
		require.NoError(t, err)
		var b bytes.Buffer
		require.NoError(t, tab.Write(&b, f))
		back, err := Read(name, b.Bytes())
		require.NoError(t, err, b.String())
		require.Equal(t, tab, back, name)
	}
	_, err := FormatOf("cov.txt")
	require.Error(t, err)
	_, err = Read("x.md", []byte("# something else\n"))
	require.Error(t, err)

	other := &Table{Games: 3, Rows: []Row{{Key: Key{"BT1-010", "effect", "[On Play]", "on_play"}, Counts: Counts{0, 2, 2, 1}}}}
	tab.Merge(other)
	require.Equal(t, 10, tab.Games)
	require.Equal(t, Counts{0, 7, 6, 4}, rowOf(t, tab, Key{"BT1-010", "effect", "[On Play]", "on_play"}).Counts)
	require.Equal(t, "Agumon", rowOf(t, tab, Key{"BT1-010", "effect", "[On Play]", "on_play"}).Name)
}

// An effect whose resolution activates another (15-15-9) changed the game when that
// one did: what happens inside it counts for it too. An effect that finds nothing to
// do did not; both resolved.
func TestChangedCountsWhatHappensInside(t *testing.T) {
	red := core.ColorsOf(core.Red)
	d := &core.CardData{Number: "T-20", Name: "Twenty", Set: "T", Kind: core.Digimon, Colors: red, Level: 3, DP: 3000, HasDP: true}
	inner := &core.Effect{Card: "T-20", Label: "[When Digivolving]", Kind: core.Triggered, Timing: core.WhenDigivolving,
		Resolve: func(c *core.Ctx) {
			if c.YesNo(c.Player, "gain 2 memory?") { // a "you may" inside: no offer of the effect
				c.Game.GainMemory(c.Player, 2, "test")
			}
		}}
	outer := &core.Effect{Card: "T-20", Label: "[Main]", Kind: core.Activated, Timing: core.MainTiming, PerTurn: 1,
		Resolve: func(c *core.Ctx) { c.ActivateEffects(c.Self(), nil, false, core.WhenDigivolving) }}
	idle := &core.Effect{Card: "T-20", Label: "[Main]", Kind: core.Activated, Timing: core.MainTiming, PerTurn: 1,
		Resolve: func(*core.Ctx) {}}
	mains := 0
	agent := core.AgentFunc(func(_ core.View, p *core.Prompt) int {
		if p.Kind != core.PromptMain {
			return 0
		}
		if mains++; mains > 2 {
			return core.Halt
		}
		for i, c := range p.Choices {
			if c.Action == core.ActActivate {
				return i // the first [Main] not spent this turn
			}
		}
		return core.Halt
	})
	rec := New()
	cfg := core.Config{Effects: core.EffectMap{"T-20": {outer, idle, inner}}, Agents: [2]core.Agent{agent, agent}}
	gc := rec.Watch(&cfg)
	g, err := core.NewPosition(cfg)
	require.NoError(t, err)
	g.AddObject(0, core.ZoneBattle, d)
	g.Resume()
	gc.Done()
	tab := rec.Table()
	assert.Equal(t, Counts{Offered: 1, Activated: 1, Resolved: 1, Changed: 1}, rowOf(t, tab, Key{"T-20", "effect", "[Main]", "main"}).Counts,
		"it did nothing itself but activate the [When Digivolving] effect")
	assert.Equal(t, Counts{Offered: 2, Activated: 1, Resolved: 1, Changed: 0}, rowOf(t, tab, Key{"T-20", "effect", "[Main] #2", "main"}).Counts)
	assert.Equal(t, Counts{Activated: 1, Resolved: 1, Changed: 1}, rowOf(t, tab, Key{"T-20", "effect", "[When Digivolving]", "when_digivolving"}).Counts)
}

// An effect the game stopped inside — a script error — did not resolve; what it did
// before the error changed the game all the same.
func TestAnErrorInsideAnEffectIsNoResolution(t *testing.T) {
	d := &core.CardData{Number: "T-30", Name: "Thirty", Set: "T", Kind: core.Digimon, Colors: core.ColorsOf(core.Red), Level: 3, DP: 3000, HasDP: true}
	boom := &core.Effect{Card: "T-30", Label: "[Main]", Kind: core.Activated, Timing: core.MainTiming,
		Resolve: func(c *core.Ctx) {
			c.Game.GainMemory(c.Player, 1, "test")
			c.Game.Fail(errors.New("script error in T-30: boom"))
		}}
	agent := core.AgentFunc(func(_ core.View, p *core.Prompt) int {
		for i, c := range p.Choices {
			if c.Action == core.ActActivate {
				return i
			}
		}
		return core.Halt
	})
	rec := New()
	cfg := core.Config{Effects: core.EffectMap{"T-30": {boom}}, Agents: [2]core.Agent{agent, agent}}
	gc := rec.Watch(&cfg)
	g, err := core.NewPosition(cfg)
	require.NoError(t, err)
	g.AddObject(0, core.ZoneBattle, d)
	require.Error(t, g.Resume().Err)
	gc.Done()
	assert.Equal(t, Counts{Offered: 1, Activated: 1, Resolved: 0, Changed: 1}, rowOf(t, rec.Table(), Key{"T-30", "effect", "[Main]", "main"}).Counts)
}
