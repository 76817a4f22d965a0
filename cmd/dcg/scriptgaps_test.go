package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/scripting/lint"
)

// gapSet is a set with an unscripted card (FAN6-001: text, no script) and a partly
// scripted one (FAN6-002: its script plays the [On Play] effect, not the inherited one).
const gapSet = `set: FAN6
cards:
  - number: FAN6-001
    name: Blankmon
    kind: Digimon
    colors: [Red]
    level: 3
    cost: 3
    dp: 3000
    digivolve:
      - {colors: [Red], level: 2, cost: 0}
    effect: |-
      [On Play] Gain 1 memory.
  - number: FAN6-002
    name: Halfmon
    kind: Digimon
    colors: [Red]
    level: 3
    cost: 3
    dp: 3000
    digivolve:
      - {colors: [Red], level: 2, cost: 0}
    effect: |-
      [On Play] Gain 1 memory.
    inherited: |-
      [Your Turn] This Digimon gets +1000 DP.
`

// gapMod writes the set and a deck, ST1 with four of each card in place of Biyomon
// and Dracomon; it returns the folder and the deck file.
func gapMod(t *testing.T) (dir, deckFile string) {
	t.Helper()
	dir = t.TempDir()
	writeSet(t, dir, "FAN6", gapSet, map[string]string{
		"FAN6-002.lua": "return card {\n  on_play = function(ctx) ctx:gain_memory(1) end,\n}\n",
	})
	st1, err := os.ReadFile("../../cards/decks/st1.txt")
	require.NoError(t, err)
	text := strings.NewReplacer("4 Biyomon ST1-02", "4 Blankmon FAN6-001", "4 Dracomon ST1-04", "4 Halfmon FAN6-002").Replace(string(st1))
	deckFile = filepath.Join(dir, "gaps.txt")
	require.NoError(t, os.WriteFile(deckFile, []byte(text), 0o644))
	return dir, deckFile
}

const (
	blankWarning = "dcg: warning: FAN6-001 Blankmon (%s) is unscripted: it has effect text and no script, and its effects do nothing in a game\n"
	halfWarning  = "dcg: warning: FAN6-002 Halfmon (%s) is partly scripted: its inherited effect has no script and does nothing in a game\n"
)

// match, play and deck validate name every card of the decks that is unscripted or
// partly scripted, once per card whichever decks hold it, on standard error; --strict
// refuses such decks with exit code 2.
func TestUnscriptedCardsOfTheDecksAreNamed(t *testing.T) {
	dir, deckFile := gapMod(t)
	warnings := func(decks string) string {
		return strings.ReplaceAll(blankWarning, "%s", decks) + strings.ReplaceAll(halfWarning, "%s", decks)
	}

	out, errOut, err := runDCGIO(t, nil, "--cards", dir, "match", "--p1", deckFile, "--p2", deckFile, "--games", "2")
	require.NoError(t, err, errOut)
	assert.Equal(t, warnings("p1 gaps, p2 gaps"), errOut)
	assert.Contains(t, out, "2 games, seed 1: gaps (random) vs gaps (random)")

	_, errOut, err = runDCGIO(t, nil, "--cards", dir, "match", "--p1", "st2", "--p2", deckFile, "--strict")
	require.Equal(t, exitBadInput, exitCode(err), errOut)
	assert.Equal(t, warnings("p2 gaps"), errOut)
	assert.EqualError(t, err, "--strict: 2 cards are not fully scripted: FAN6-001, FAN6-002")

	out, errOut, err = runDCGIO(t, strings.NewReader(""), "--cards", dir, "play", "--deck", deckFile, "--seed", "3", "--no-save")
	require.NoError(t, err, out)
	assert.Equal(t, warnings("your deck gaps"), errOut)
	_, errOut, err = runDCGIO(t, strings.NewReader(""), "--cards", dir, "play", "--ai-deck", deckFile, "--no-save", "--strict")
	require.Equal(t, exitBadInput, exitCode(err), errOut)
	assert.Equal(t, warnings("the AI's deck gaps"), errOut)

	out, errOut, err = runDCGIO(t, nil, "--cards", dir, "deck", "validate", deckFile, "st1")
	require.NoError(t, err, out)
	assert.Equal(t, warnings(deckFile), errOut)
	assert.Contains(t, out, deckFile+": ok (50 cards, 4 Digi-Eggs)")
	out, _, err = runDCGIO(t, nil, "--cards", dir, "deck", "validate", deckFile, "st1", "--strict")
	require.Equal(t, exitBadInput, exitCode(err))
	assert.Contains(t, out, deckFile+": --strict: 2 cards are not fully scripted: FAN6-001, FAN6-002\n")
	assert.Contains(t, out, "st1.txt: ok")

	// The built-in starter decks play whole: no warning, and --strict lets them through.
	_, errOut, err = runDCGIO(t, nil, "match", "--p1", "st1", "--p2", "st3", "--strict")
	require.NoError(t, err)
	assert.Empty(t, errOut)
}

// cards list shows each card's status, the texts a partly scripted card leaves out,
// and --status keeps some statuses only.
func TestCardsListStatus(t *testing.T) {
	dir, _ := gapMod(t)
	out, err := runDCG(t, "--cards", dir, "cards", "list", "--set", "FAN6")
	require.NoError(t, err, out)
	assert.Regexp(t, `FAN6-001 +Blankmon .* unscripted\n`, out)
	assert.Regexp(t, `FAN6-002 +Halfmon .* partial \(no script for its inherited effect\)\n`, out)
	assert.Contains(t, out, "2 cards: 0 vanilla, 1 unscripted, 1 partial, 0 scripted, 0 tested, 0 ruled\n")

	out, err = runDCG(t, "--cards", dir, "cards", "list", "--set", "FAN6,ST1", "--status", "unscripted", "--json")
	require.NoError(t, err, out)
	var rows []cardRow
	require.NoError(t, json.Unmarshal([]byte(out), &rows), out)
	require.Len(t, rows, 1)
	assert.Equal(t, "FAN6-001", rows[0].Number)

	out, err = runDCG(t, "--cards", dir, "cards", "list", "--set", "FAN6,ST1", "--status", "partly-scripted,vanilla", "--json")
	require.NoError(t, err, out)
	rows = nil
	require.NoError(t, json.Unmarshal([]byte(out), &rows), out)
	require.NotEmpty(t, rows)
	for _, r := range rows {
		assert.Contains(t, []cardpool.Status{partial, cardpool.Vanilla}, r.Status, r.Number)
	}
	assert.Equal(t, "FAN6-002", rows[0].Number)
	assert.Equal(t, []string{"inherited effect"}, rows[0].LeftOut)

	out, err = runDCG(t, "--cards", dir, "cards", "show", "FAN6-002")
	require.NoError(t, err, out)
	assert.Regexp(t, `status +partial \(no script for its inherited effect\)`, out)

	out, err = runDCG(t, "cards", "lint", dir)
	require.NoError(t, err, out)
	assert.Contains(t, out, filepath.ToSlash(dir)+`/FAN6/FAN6-002.lua:1:8: warning: its inherited effect prints "[Your Turn] This Digimon gets +1000 DP." and no hook plays it`+"\n")

	_, err = runDCG(t, "cards", "list", "--status", "blank")
	require.Equal(t, exitBadInput, exitCode(err))
	assert.ErrorContains(t, err, `--status "blank": want vanilla, unscripted, partial, scripted, tested, ruled`)
}

// A printed requirement line ([Digivolve] ...) is card data: a text of those only needs
// no effect; nor does a [Security] line the card prints in its effect text and again
// as its security text.
func TestTextsLeftOut(t *testing.T) {
	left := func(c *core.CardData, src string) []string {
		return unplayedTexts(lint.Script(c.Number+".lua", []byte(src), c).Unplayed)
	}
	c := &core.CardData{Number: "T-1", Effect: "[Digivolve] Lv.3 w/[Agumon] in its name: Cost 2", Inherited: "[Your Turn] This Digimon gets +1000 DP."}
	inh := `return card { inherited = { static = { { turn = "your", dp = 1000 } } } }`
	assert.Empty(t, left(c, inh))
	c.Effect += "\n[On Play] Gain 1 memory."
	assert.Equal(t, []string{"effect"}, left(c, inh))

	tamer := &core.CardData{Number: "T-2", Effect: "[Main] Gain 1 memory.\n[Security] Play this card without paying its cost.",
		Security: "[Security] Play this card without paying its cost."}
	main := "main = function(ctx) ctx:gain_memory(1) end"
	assert.Empty(t, left(tamer, "return card { "+main+", security = function(ctx) ctx:play_self { free = true } end }"))
	assert.Equal(t, []string{"security effect"}, left(tamer, "return card { "+main+" }"))
	assert.Equal(t, []string{"effect", "inherited effect"}, left(c, "return card { }"))
}

// Every scripted card of the built-in pool plays all its printed texts: none is partly
// scripted (a script that forgets a text is found here, and so is a text the check
// would wrongly ask a script for).
func TestBuiltInPoolHasNoPartlyScriptedCard(t *testing.T) {
	base, err := cardpool.OpenNamed(cards.FS, "cards")
	require.NoError(t, err)
	pool, err := openStack(base, &cardLayers{})
	require.NoError(t, err)
	all, err := pool.All()
	require.NoError(t, err)
	check := newScriptChecker(pool)
	defer check.close()
	scripted := 0
	for _, c := range all {
		st, left, err := check.status(c)
		require.NoError(t, err, c.Number)
		assert.NotEqual(t, partial, st, "%s leaves out its %v", c.Number, left)
		if st == cardpool.Scripted {
			scripted++
		}
	}
	assert.Greater(t, scripted, 100)
}
