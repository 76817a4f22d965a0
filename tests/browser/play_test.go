package browser

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shownIs waits until the game's page has caught up with the game n times.
func shownIs(t *testing.T, ctx context.Context, n int) {
	t.Helper()
	waitFor(t, ctx, fmt.Sprintf(`document.getElementById('table').dataset.shown === '%d'`, n))
}

// A game against the random agent, played by clicking: the first option each time
// (a card on the board when it is the one option of a card), for a fixed number of
// decisions; the prompt changes, the game goes on into later turns, and a
// concession ends it with its reason and a replay that dcg replay --verify
// reproduces.
func TestPlayAGameByClicking(t *testing.T) {
	ctx := browse(t)
	url := serve(t)
	do(t, ctx, chromedp.Navigate(url+"play"),
		chromedp.WaitReady(chromedp.CSS(`#deck option[value="st1"]`)),
		chromedp.SetValue(chromedp.CSS("#agent"), "random"),
		chromedp.SetValue(chromedp.CSS("#seed"), "7"),
		click("#start"))
	shownIs(t, ctx, 1)
	assert.Equal(t, "Redraw your opening hand? (5-2-1-4)", text(t, ctx, "#prompt"))

	prompts := map[string]bool{}
	cardClicks, shot := 0, false
	const decisions = 30
	for i := 1; i <= decisions; i++ {
		if text(t, ctx, "#result") != "" {
			break
		}
		prompts[text(t, ctx, "#prompt")] = true
		if strings.HasPrefix(text(t, ctx, "#prompt"), "Main phase") && eval[bool](t, ctx, `!!document.querySelector('.card.option')`) && !shot {
			screenshot(t, ctx, "play") // a main phase with cards to click
			shot = true
		}
		// A card of the hand that has one option (data-options lists them) is clicked
		// on the board; otherwise the first option's button.
		single := eval[bool](t, ctx, `(() => { const c = document.querySelector('#side-p1 .hand .card.option'); return !!c && !c.dataset.options.includes('\n'); })()`)
		if single {
			do(t, ctx, click("#side-p1 .hand .card.option"))
			cardClicks++
		} else {
			do(t, ctx, click("#options button"))
		}
		shownIs(t, ctx, i+1)
	}
	assert.Greater(t, len(prompts), 3, "the prompts change: %v", prompts)
	assert.Positive(t, cardClicks, "a card clicked on the board")
	turn := eval[int](t, ctx, `Math.max(0, ...[...document.querySelectorAll('#events li.turn-start')].map(li => Number(li.textContent.match(/turn (\d+)/)[1])))`)
	assert.GreaterOrEqual(t, turn, 3, "the game went on into later turns")

	if text(t, ctx, "#result") == "" {
		do(t, ctx, click("#concede"))
		waitFor(t, ctx, `document.getElementById('result').textContent !== ''`)
		assert.Equal(t, "p2 wins in turn "+fmt.Sprint(turnOf(t, ctx))+": concede", text(t, ctx, "#result"))
	}
	assert.Regexp(t, `^p[12] wins in turn \d+: `, text(t, ctx, "#result"))
	assert.Equal(t, "The game has ended.", text(t, ctx, "#prompt"))
	href := attr(t, ctx, "#save", "href")
	require.True(t, strings.HasPrefix(href, "/api/save?game="), href)

	resp, err := http.Get(strings.TrimSuffix(url, "/") + href)
	require.NoError(t, err)
	saved, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	require.NoError(t, err)
	require.Equal(t, 200, resp.StatusCode, string(saved))
	file := filepath.Join(t.TempDir(), "dcg-game-7.json")
	require.NoError(t, os.WriteFile(file, saved, 0o644))
	assert.Contains(t, dcg(t, "replay", file, "--verify"), "game 0: ok")
}

// turnOf is the turn the board shows.
func turnOf(t *testing.T, ctx context.Context) int {
	return eval[int](t, ctx, `Number(document.querySelector('.side.turn .side-head b').textContent.match(/turn (\d+)/)[1])`)
}
