package cardpool_test

import (
	"errors"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
)

// baseFS is testFS without its broken and YAML-less sets: ST1 (ST1-03 scripted) and
// P (which holds BT2-001, filed outside its set).
func baseFS() fstest.MapFS {
	fsys := testFS()
	delete(fsys, "BT1/BT1.yaml")
	delete(fsys, "NOYAML/x.lua")
	return fsys
}

func openNamed(t *testing.T, fsys fstest.MapFS, name string) *cardpool.Pool {
	t.Helper()
	p, err := cardpool.OpenNamed(fsys, name)
	require.NoError(t, err)
	return p
}

// fanFS is a new set, FAN1, with one scripted card and one unscripted.
func fanFS() fstest.MapFS {
	return fstest.MapFS{
		"FAN1/FAN1.yaml": {Data: []byte(`set: FAN1
cards:
  - number: FAN1-001
    name: Fanmon
    kind: Digimon
    colors: [Blue]
    level: 3
    cost: 3
    dp: 4000
    effect: |-
      [On Play] Draw 1.
  - number: FAN1-002
    name: Fanmon X
    kind: Digimon
    colors: [Blue]
    level: 4
    cost: 5
    dp: 6000
    effect: |-
      [When Attacking] Draw 1.
`)},
		"FAN1/FAN1-001.lua": {Data: []byte("return card { on_play = function(ctx) end }\n")},
	}
}

// A new set loads on top of the base without parsing any base set.
func TestStackNewSet(t *testing.T) {
	cfs := &countingFS{FS: baseFS()}
	base, err := cardpool.OpenNamed(cfs, "cards")
	require.NoError(t, err)
	s, err := cardpool.Layered(base, false, openNamed(t, fanFS(), "mods"))
	require.NoError(t, err)
	assert.Zero(t, cfs.reads.Load(), "no base set parsed for a set the base does not have")

	assert.Equal(t, []string{"FAN1", "P", "ST1"}, s.Sets())
	assert.True(t, s.HasSet("FAN1"))
	assert.True(t, s.HasSet("ST1"))
	assert.False(t, s.HasSet("BT9"))

	c, err := s.Card("FAN1-001")
	require.NoError(t, err)
	assert.Equal(t, "Fanmon", c.Name)
	c, err = s.Card("ST1-03")
	require.NoError(t, err)
	assert.Equal(t, "Agumon", c.Name)
	_, err = s.Card("FAN1-099")
	var unknown *core.UnknownCardError
	assert.True(t, errors.As(err, &unknown), "got %v", err)

	st, err := s.Status("FAN1-001")
	require.NoError(t, err)
	assert.Equal(t, cardpool.Scripted, st)
	st, err = s.Status("FAN1-002")
	require.NoError(t, err)
	assert.Equal(t, cardpool.Unscripted, st)
	st, err = s.Status("ST1-03")
	require.NoError(t, err)
	assert.Equal(t, cardpool.Scripted, st)

	file, src, ok := s.ScriptFile("FAN1-001")
	require.True(t, ok)
	assert.Equal(t, "mods/FAN1/FAN1-001.lua", file)
	assert.Contains(t, string(src), "on_play")
	file, _, ok = s.ScriptFile("ST1-03")
	require.True(t, ok)
	assert.Equal(t, "cards/ST1/ST1-03.lua", file)
	_, ok = s.Script("FAN1-002")
	assert.False(t, ok)

	all, err := s.All()
	require.NoError(t, err)
	assert.Len(t, all, 2+2+3)
	assert.Equal(t, "FAN1-001", all[0].Number)
}

// modFS redefines ST1-03 (in the base's ST1 folder, without a script) and ST1-02 (in
// a set of its own, with a script), and adds ST1-50 to ST1.
func modFS() fstest.MapFS {
	return fstest.MapFS{
		"ST1/ST1.yaml": {Data: []byte(`set: ST1
cards:
  - number: ST1-03
    name: Agumon (buffed)
    kind: Digimon
    colors: [Red]
    level: 3
    cost: 3
    dp: 5000
  - number: ST1-50
    name: Newmon
    kind: Digimon
    colors: [Red]
    level: 3
    cost: 3
    dp: 1000
`)},
		"MOD/MOD.yaml":   {Data: []byte("set: MOD\ncards:\n  - {number: ST1-02, name: Biyomon (modded), kind: Digimon, colors: [Red], level: 3, cost: 2, dp: 3000, effect: 'x'}\n")},
		"MOD/ST1-02.lua": {Data: []byte("return card {}\n")},
	}
}

func TestStackClashNamesBothFiles(t *testing.T) {
	cfs := &countingFS{FS: baseFS()}
	base, err := cardpool.OpenNamed(cfs, "cards")
	require.NoError(t, err)
	_, err = cardpool.Layered(base, false, openNamed(t, modFS(), "mods"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "mods/ST1/ST1.yaml:3: card ST1-03 is also defined in cards/ST1/ST1.yaml:17")
	assert.Contains(t, err.Error(), "mods/MOD/MOD.yaml:3: card ST1-02 is also defined in cards/ST1/ST1.yaml:10")
	var clash *cardpool.ClashError
	require.True(t, errors.As(err, &clash))
	assert.Equal(t, "ST1-02", clash.Number, "problems come in card number order")

	// Only the base's ST1 was parsed to find them (its YAML and folder listing), not P.
	assert.Equal(t, int32(2), cfs.reads.Load())

	// NewStack hands the stack over anyway, the higher card in place.
	s, problems := cardpool.NewStack(base, false, openNamed(t, modFS(), "mods"))
	assert.Len(t, problems, 2)
	c, err := s.Card("ST1-03")
	require.NoError(t, err)
	assert.Equal(t, "Agumon (buffed)", c.Name)
	_, err = s.SetCards("ST1")
	assert.True(t, errors.As(err, &clash), "without override a shadowed base card is an error: %v", err)
}

func TestStackOverride(t *testing.T) {
	cfs := &countingFS{FS: baseFS()}
	base, err := cardpool.OpenNamed(cfs, "cards")
	require.NoError(t, err)
	s, err := cardpool.Layered(base, true, openNamed(t, modFS(), "mods"))
	require.NoError(t, err)
	assert.Zero(t, cfs.reads.Load(), "with override nothing of the base is parsed at start-up")
	assert.True(t, s.Override())

	// The later layer wins, its script (or its lack of one) included.
	c, err := s.Card("ST1-03")
	require.NoError(t, err)
	assert.Equal(t, 5000, c.DP)
	st, err := s.Status("ST1-03")
	require.NoError(t, err)
	assert.Equal(t, cardpool.Vanilla, st, "the base's ST1-03.lua goes with the base's card")
	_, ok := s.Script("ST1-03")
	assert.False(t, ok)

	c, err = s.Card("ST1-02")
	require.NoError(t, err)
	assert.Equal(t, "Biyomon (modded)", c.Name)
	file, _, ok := s.ScriptFile("ST1-02")
	require.True(t, ok)
	assert.Equal(t, "mods/MOD/ST1-02.lua", file)

	// ST1 merges the base's folder and the mod's, without the card filed in MOD.
	st1, err := s.SetCards("ST1")
	require.NoError(t, err)
	var names []string
	for _, c := range st1 {
		names = append(names, c.Number+" "+c.Name)
	}
	assert.Equal(t, []string{"ST1-01 Koromon", "ST1-03 Agumon (buffed)", "ST1-50 Newmon"}, names)
	mod, err := s.SetCards("MOD")
	require.NoError(t, err)
	require.Len(t, mod, 1)
	assert.Equal(t, "ST1-02", mod[0].Number)

	all, err := s.All()
	require.NoError(t, err)
	seen := map[string]bool{}
	for _, c := range all {
		assert.False(t, seen[c.Number], "%s listed twice", c.Number)
		seen[c.Number] = true
	}
	assert.Len(t, all, 2+1+3) // P, MOD, ST1

	_, err = s.SetCards("XX1")
	assert.Error(t, err)
}

func TestStackExtraLayers(t *testing.T) {
	base := openNamed(t, baseFS(), "cards")
	second := fstest.MapFS{
		"FAN1/FAN1.yaml": {Data: []byte("set: FAN1\ncards:\n  - {number: FAN1-002, name: Fanmon Y, kind: Tamer, colors: [Red], cost: 1}\n")},
	}
	_, err := cardpool.Layered(base, false, openNamed(t, fanFS(), "a"), openNamed(t, second, "b"))
	assert.ErrorContains(t, err, "b/FAN1/FAN1.yaml:3: card FAN1-002 is also defined in a/FAN1/FAN1.yaml:12")

	s, err := cardpool.Layered(base, true, openNamed(t, fanFS(), "a"), openNamed(t, second, "b"))
	require.NoError(t, err)
	c, err := s.Card("FAN1-002")
	require.NoError(t, err)
	assert.Equal(t, "Fanmon Y", c.Name, "the later folder wins")
	fan, err := s.SetCards("FAN1")
	require.NoError(t, err)
	require.Len(t, fan, 2)
	assert.Equal(t, "Fanmon Y", fan[1].Name)
	assert.Len(t, s.Layers(), 3)
}

// One folder may not define a number twice, override or not.
func TestStackDuplicateInOneLayer(t *testing.T) {
	fsys := fanFS()
	fsys["FAN2/FAN2.yaml"] = &fstest.MapFile{Data: []byte("set: FAN2\ncards:\n  - {number: FAN1-001, name: Again, kind: Tamer, colors: [Red], cost: 1}\n")}
	_, err := cardpool.Layered(openNamed(t, baseFS(), "cards"), true, openNamed(t, fsys, "mods"))
	assert.ErrorContains(t, err, "mods/FAN2/FAN2.yaml:3: card FAN1-001 is also defined in mods/FAN1/FAN1.yaml:3")
}

// A broken extra set is reported at start-up with its file and line; the rest loads.
func TestStackBrokenExtraSet(t *testing.T) {
	fsys := fanFS()
	fsys["BAD1/BAD1.yaml"] = &fstest.MapFile{Data: []byte("set: BAD1\ncards:\n  - number: BAD1-001\n    name: X\n    kind: Digimon\n    colour: [Red]\n")}
	_, err := cardpool.Layered(openNamed(t, baseFS(), "cards"), false, openNamed(t, fsys, "mods"))
	assert.ErrorContains(t, err, `mods/BAD1/BAD1.yaml:6: card BAD1-001: field "colour": unknown field`)

	s, problems := cardpool.NewStack(openNamed(t, baseFS(), "cards"), false, openNamed(t, fsys, "mods"))
	require.Len(t, problems, 1)
	var fe *cardpool.FieldError
	assert.True(t, errors.As(problems[0], &fe))
	_, err = s.Card("FAN1-001")
	assert.NoError(t, err)
	_, err = s.SetCards("BAD1")
	assert.Error(t, err)
	_, err = s.All()
	assert.Error(t, err)
}

// A base card filed outside its prefix's set (P holds BT2-001) escapes the start-up
// check, and is caught when its set is read.
func TestStackClashWithMisfiledBaseCard(t *testing.T) {
	base := openNamed(t, baseFS(), "cards")
	mod := fstest.MapFS{
		"BT2/BT2.yaml": {Data: []byte("set: BT2\ncards:\n  - {number: BT2-001, name: Mine, kind: Tamer, colors: [Red], cost: 1}\n")},
	}
	s, err := cardpool.Layered(base, false, openNamed(t, mod, "mods"))
	require.NoError(t, err)
	_, err = s.SetCards("P")
	assert.ErrorContains(t, err, "mods/BT2/BT2.yaml:3: card BT2-001 is also defined in cards/P/P.yaml:4")
	_, err = s.All()
	assert.Error(t, err)

	s, err = cardpool.Layered(base, true, openNamed(t, mod, "mods"))
	require.NoError(t, err)
	p, err := s.SetCards("P")
	require.NoError(t, err)
	assert.Len(t, p, 1, "the base's BT2-001 is replaced")
}

// The start-up clash check looks in the set a number's prefix names; that finds
// every clash with the built-in pool because each of its cards is filed there.
func TestBuiltinCardsAreFiledByPrefix(t *testing.T) {
	p, err := cardpool.OpenNamed(cards.FS, "cards")
	require.NoError(t, err)
	for _, code := range p.Sets() {
		cs, err := p.SetCards(code)
		require.NoError(t, err)
		for _, c := range cs {
			assert.Equal(t, code+"-", c.Number[:len(code)+1], "%s is filed in %s", c.Number, code)
		}
	}
}

func TestStackBaseBrokenSetDuringCheck(t *testing.T) {
	mod := fstest.MapFS{
		"BT1/BT1.yaml": {Data: []byte("set: BT1\ncards:\n  - {number: BT1-500, name: Mine, kind: Tamer, colors: [Red], cost: 1}\n")},
	}
	_, err := cardpool.Layered(openNamed(t, testFS(), "cards"), false, openNamed(t, mod, "mods"))
	assert.ErrorContains(t, err, `cards/BT1/BT1.yaml:6: card BT1-001: field "colors": unknown color "Mauve"`)
	assert.ErrorContains(t, err, "(needed to check the extra sets' card numbers against it)")
}

func TestPoolStrayScripts(t *testing.T) {
	fsys := fanFS()
	fsys["FAN1/FAN1-01.lua"] = &fstest.MapFile{Data: []byte("-- typo\n")}
	fsys["FAN1/ST1-03.lua"] = &fstest.MapFile{Data: []byte("-- not this set's\n")}
	p := openNamed(t, fsys, "mods")
	stray, err := p.StrayScripts("FAN1")
	require.NoError(t, err)
	assert.Equal(t, []string{"mods/FAN1/FAN1-01.lua", "mods/FAN1/ST1-03.lua"}, stray)
	assert.Equal(t, "mods/FAN1/FAN1.yaml", p.SetFile("FAN1"))
	assert.Equal(t, "mods", p.Name())
	_, err = p.StrayScripts("NOPE")
	assert.Error(t, err)
}
