package browser

import (
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// puzzle: p1 to play with 3 memory, Pyromon (an inline card whose [On Play] gains 2
// memory) in hand; p2 has one Digimon and one security card — the file dcg's own
// tests play (its one step, a pass, is not the position page's to play).
var puzzle = filepath.Join("..", "..", "cmd", "dcg", "testdata", "puzzle.yaml")

// A scenario file uploaded on the position page is played from its board, as dcg
// play --position plays it: its inline card drawn from its own data, clicked on the
// board to play it, its script run (3 memory - 3 + 2).
func TestPlayFromAPosition(t *testing.T) {
	ctx := browse(t)
	file, err := filepath.Abs(puzzle)
	require.NoError(t, err)
	url := serve(t)
	do(t, ctx, chromedp.Navigate(url+"position"),
		chromedp.WaitReady(chromedp.CSS(`#agent option[value="greedy"]`)),
		chromedp.SetValue(chromedp.CSS("#agent"), "greedy"),
		chromedp.SetUploadFiles(chromedp.CSS("#file"), []string{file}),
		click("#start"))
	shownIs(t, ctx, 1)
	assert.Equal(t, "Pyromon's puzzle · seed 5", text(t, ctx, "#title"))
	assert.Equal(t, "Main phase, 3 memory: your action?", text(t, ctx, "#prompt"))
	assert.Equal(t, "3", attr(t, ctx, "#gauge", "data-memory"))
	assert.Contains(t, text(t, ctx, "#side-p2 .battle"), "Garurumon")
	pyromon := `#side-p1 .hand .card[data-number="MY-001"]`
	assert.Contains(t, attr(t, ctx, pyromon, "title"), "[On Play] Gain 2 memory.", "the inline card's face")
	assert.Contains(t, attr(t, ctx, pyromon, "class"), "option")
	screenshot(t, ctx, "position")

	do(t, ctx, click(pyromon))
	shownIs(t, ctx, 2)
	assert.Equal(t, "Main phase, 2 memory: your action?", text(t, ctx, "#prompt"))
	assert.Equal(t, "2", attr(t, ctx, "#gauge", "data-memory"))
	assert.Contains(t, text(t, ctx, "#side-p1 .battle"), "Pyromon")
}

// The file given with dcg serve --http --position is played when none is uploaded.
func TestPlayFromTheGivenPosition(t *testing.T) {
	ctx := browse(t)
	file, err := filepath.Abs(puzzle)
	require.NoError(t, err)
	url := serve(t, "--position", file)
	do(t, ctx, chromedp.Navigate(url+"position"),
		chromedp.WaitReady(chromedp.CSS(`#agent option[value="client"]`)))
	waitFor(t, ctx, `document.getElementById('given').textContent.includes('puzzle.yaml')`)
	do(t, ctx, chromedp.SetValue(chromedp.CSS("#agent"), "client"), click("#start"))
	shownIs(t, ctx, 1)
	assert.Equal(t, "p1: Main phase, 3 memory: your action?", text(t, ctx, "#prompt"))
}
