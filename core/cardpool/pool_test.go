package cardpool_test

import (
	"errors"
	"fmt"
	"io/fs"
	"sync"
	"sync/atomic"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
)

const st1YAML = `set: ST1
cards:
  - number: ST1-01
    name: Koromon
    kind: Digi-Egg
    colors: [Red]
    level: 2
    inherited: |-
      [Your Turn] While this Digimon has 4 or more digivolution cards, it gets +1000 DP.
  - number: ST1-02
    name: Biyomon
    kind: Digimon
    colors: [Red]
    level: 3
    cost: 2
    dp: 3000
  - number: ST1-03
    name: Agumon
    kind: Digimon
    colors: [Red]
    level: 3
    cost: 3
    dp: 2000
    inherited: |-
      [Your Turn] This Digimon gets +1000 DP.
`

// testFS is a pool with a good set ST1 (one card scripted), a set whose file is
// broken (BT1), a promo set P, a card filed outside its set (P holds BT2-001), and
// folders that are not sets.
func testFS() fstest.MapFS {
	return fstest.MapFS{
		"ST1/ST1.yaml":    {Data: []byte(st1YAML)},
		"ST1/ST1-03.lua":  {Data: []byte("-- Agumon\n")},
		"BT1/BT1.yaml":    {Data: []byte("set: BT1\ncards:\n  - number: BT1-001\n    name: X\n    kind: Digimon\n    colors: [Mauve]\n")},
		"P/P.yaml":        {Data: []byte("set: P\ncards:\n  - {number: P-001, name: Promo, kind: Tamer, colors: [Blue], cost: 3}\n  - {number: BT2-001, name: Stray, kind: Option, colors: [Green], cost: 1}\n")},
		"decks/st1.txt":   {Data: []byte("4 ST1-01\n")},
		".git/HEAD":       {Data: []byte("x")},
		"README.md":       {Data: []byte("# cards")},
		"NOYAML/x.lua":    {Data: []byte("")},
		"ST1/notes.txt":   {Data: []byte("not a card")},
		"ST1/ST1-99.lua~": {Data: []byte("backup")},
	}
}

func TestPoolSetsAndCards(t *testing.T) {
	p, err := cardpool.OpenNamed(testFS(), "cards")
	require.NoError(t, err)
	assert.Equal(t, []string{"BT1", "NOYAML", "P", "ST1"}, p.Sets())

	c, err := p.Card("ST1-03")
	require.NoError(t, err)
	assert.Equal(t, "Agumon", c.Name)
	assert.Equal(t, "ST1", c.Set)

	cards, err := p.SetCards("ST1")
	require.NoError(t, err)
	require.Len(t, cards, 3)
	assert.Equal(t, "ST1-01", cards[0].Number)

	// A card filed in another set than its prefix says is still found.
	stray, err := p.Card("P-001")
	require.NoError(t, err)
	assert.Equal(t, "Promo", stray.Name)

	_, err = p.SetCards("XX9")
	assert.Error(t, err)
}

func TestPoolBrokenSetDoesNotBreakOthers(t *testing.T) {
	p, err := cardpool.OpenNamed(testFS(), "cards")
	require.NoError(t, err)

	_, err = p.Card("BT1-001")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `cards/BT1/BT1.yaml:6: card BT1-001: field "colors": unknown color "Mauve"`)
	var fe *cardpool.FieldError
	assert.True(t, errors.As(err, &fe))

	// The broken set stays broken, the good ones load.
	_, err = p.Card("BT1-001")
	assert.Error(t, err)
	c, err := p.Card("ST1-01")
	require.NoError(t, err)
	assert.Equal(t, "Koromon", c.Name)

	_, err = p.All()
	assert.Error(t, err, "All reports the broken set")

	_, err = p.Card("NOYAML-001")
	assert.ErrorContains(t, err, "cards/NOYAML/NOYAML.yaml: set folder NOYAML has no NOYAML.yaml")
}

func TestPoolUnknownCard(t *testing.T) {
	fsys := testFS()
	delete(fsys, "BT1/BT1.yaml")
	delete(fsys, "NOYAML/x.lua")
	p, err := cardpool.Open(fsys)
	require.NoError(t, err)

	_, err = p.Card("ST1-77")
	var unknown *core.UnknownCardError
	require.True(t, errors.As(err, &unknown), "got %v", err)
	assert.Equal(t, "ST1-77", unknown.Number)

	// Found by scanning: BT2-001 is filed in set P.
	c, err := p.Card("BT2-001")
	require.NoError(t, err)
	assert.Equal(t, "Stray", c.Name)

	// With a set that cannot load, "unknown" would be a guess; the error says why.
	p, err = cardpool.Open(testFS())
	require.NoError(t, err)
	_, err = p.Card("ZZ1-001")
	assert.ErrorContains(t, err, "BT1/BT1.yaml")
}

// countingFS counts file reads, to prove Open parses nothing.
type countingFS struct {
	fs.FS
	reads atomic.Int32
}

func (c *countingFS) Open(name string) (fs.File, error) {
	if name != "." {
		c.reads.Add(1)
	}
	return c.FS.Open(name)
}

func TestPoolIsLazy(t *testing.T) {
	cfs := &countingFS{FS: testFS()}
	p, err := cardpool.Open(cfs)
	require.NoError(t, err)
	assert.Zero(t, cfs.reads.Load(), "Open only lists the root")
	assert.Len(t, p.Sets(), 4)

	_, err = p.Card("ST1-01")
	require.NoError(t, err)
	after := cfs.reads.Load()
	assert.NotZero(t, after)

	_, err = p.Card("ST1-02")
	require.NoError(t, err)
	assert.Equal(t, after, cfs.reads.Load(), "a set is parsed once")
}

func TestPoolStatusAndScript(t *testing.T) {
	p, err := cardpool.Open(testFS())
	require.NoError(t, err)

	for number, want := range map[string]cardpool.Status{
		"ST1-01": cardpool.Unscripted, // inherited effect only
		"ST1-02": cardpool.Vanilla,
		"ST1-03": cardpool.Scripted,
		"P-001":  cardpool.Vanilla,
	} {
		got, err := p.Status(number)
		require.NoError(t, err, number)
		assert.Equal(t, want, got, number)
	}
	_, err = p.Status("ST1-99")
	assert.Error(t, err)

	src, ok := p.Script("ST1-03")
	assert.True(t, ok)
	assert.Equal(t, "-- Agumon\n", string(src))
	_, ok = p.Script("ST1-02")
	assert.False(t, ok)
	_, ok = p.Script("ST1-99")
	assert.False(t, ok, "a backup file is no script")
}

func TestPoolConcurrentUse(t *testing.T) {
	p, err := cardpool.Open(testFS())
	require.NoError(t, err)
	numbers := []string{"ST1-01", "ST1-02", "ST1-03", "P-001", "BT2-001"}
	var wg sync.WaitGroup
	errs := make(chan error, 64*len(numbers))
	for g := 0; g < 64; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := range numbers {
				n := numbers[(g+i)%len(numbers)]
				c, err := p.Card(n)
				if err != nil || c.Number != n {
					errs <- fmt.Errorf("%s: %v", n, err)
					continue
				}
				if _, err := p.Status(n); err != nil {
					errs <- err
				}
				if _, err := p.Card("BT1-001"); err == nil {
					errs <- fmt.Errorf("broken set loaded")
				}
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func TestPoolSetFolderMustMatchSetCode(t *testing.T) {
	p, err := cardpool.OpenNamed(fstest.MapFS{"BT3/BT3.yaml": {Data: []byte("set: BT4\ncards: []\n")}}, "cards")
	require.NoError(t, err)
	_, err = p.SetCards("BT3")
	assert.ErrorContains(t, err, `cards/BT3/BT3.yaml:1: field "set": set code "BT4" does not match its folder "BT3"`)
}
