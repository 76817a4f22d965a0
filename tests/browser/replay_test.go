package browser

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// replayJSON is what the viewer loads (GET /api/replay): the engine's boards.
type replayJSON struct {
	Result string
	Steps  []struct {
		Turn  int
		Text  string
		Board int
	}
	Boards []struct {
		Memory  int
		Players [2]struct {
			SecurityCount int `json:"security_count"`
			Battle        []struct {
				Cards []struct{ Name string }
			}
		}
	}
}

func getReplay(t *testing.T, url string) replayJSON {
	t.Helper()
	resp, err := http.Get(url + "api/replay?log=log1&game=0")
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, 200, resp.StatusCode)
	var r replayJSON
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&r))
	return r
}

// matchLog plays one st1 vs st2 game with dcg match and returns its log.
func matchLog(t *testing.T) string {
	log := filepath.Join(t.TempDir(), "games.jsonl")
	dcg(t, "match", "--p1", "st1", "--p2", "st2", "--games", "1", "--seed", "4", "--log", log)
	return log
}

// The replay viewer, given a log on the command line, shows its game; stepped
// forward and jumped to a turn, the page shows the board the engine had there: the
// memory, each side's security count, the names on the field.
func TestReplayViewerStepsThroughAGame(t *testing.T) {
	ctx := browse(t)
	url := serve(t, "--log", matchLog(t))
	rep := getReplay(t, url)
	require.Greater(t, len(rep.Steps), 40)

	do(t, ctx, chromedp.Navigate(url+"replay"), chromedp.WaitVisible(chromedp.CSS(`#events li.current`)))
	stepIs(t, ctx, 0)
	assert.Equal(t, rep.Result, text(t, ctx, "#result"))

	const n = 25
	for i := range n {
		do(t, ctx, click("#next"))
		stepIs(t, ctx, i+1)
	}
	boardIs(t, ctx, rep, n)
	do(t, ctx, click("#back"))
	stepIs(t, ctx, n-1)

	// Jump to the first event of turn 5.
	at := -1
	for i, s := range rep.Steps {
		if s.Turn >= 5 {
			at = i
			break
		}
	}
	require.GreaterOrEqual(t, at, 0, "the game lasts past turn 4")
	do(t, ctx, chromedp.SetValue(chromedp.CSS("#turn"), "5"), click("#jump"))
	stepIs(t, ctx, at)
	assert.Contains(t, text(t, ctx, "#pos"), "turn 5")
	assert.Equal(t, rep.Steps[at].Text, text(t, ctx, "#events li.current"))
	boardIs(t, ctx, rep, at)

	// A few steps on, mid-game, for the picture; p2's hand face down, then shown.
	for i := range 6 {
		do(t, ctx, click("#next"))
		stepIs(t, ctx, at+i+1)
	}
	boardIs(t, ctx, rep, at+6)
	backs := eval[int](t, ctx, `document.querySelectorAll('#side-p2 .hand .card.back').length`)
	assert.Positive(t, backs, "p2's hand face down")
	do(t, ctx, click("#showall"))
	waitFor(t, ctx, `document.querySelectorAll('#side-p2 .hand .card.back').length === 0`)
	shown := eval[int](t, ctx, `document.querySelectorAll('#side-p2 .hand .card:not(.back)').length`)
	assert.Equal(t, backs, shown, "show all turns p2's hand face up")
	do(t, ctx, click("#showall"))

	// An event clicked in the list, late in the game (stacks on the field): the
	// picture of the viewer mid-game.
	late := len(rep.Steps) * 3 / 4
	do(t, ctx, chromedp.ScrollIntoView(chromedp.CSS(fmt.Sprintf(`#events li[data-step="%d"]`, late))),
		click(fmt.Sprintf(`#events li[data-step="%d"]`, late)))
	stepIs(t, ctx, late)
	boardIs(t, ctx, rep, late)
	screenshot(t, ctx, "replay")

	// Played on at 40 events a second from there, then paused.
	do(t, ctx, chromedp.SetValue(chromedp.CSS("#speed"), "25"), click("#play"))
	waitFor(t, ctx, fmt.Sprintf(`Number(document.getElementById('pos').dataset.step) >= %d`, late+3))
	do(t, ctx, click("#play"))
	assert.Equal(t, "play", text(t, ctx, "#play"))
}

// A log uploaded in the page is held, listed and shown at once.
func TestReplayViewerOpensAnUploadedLog(t *testing.T) {
	ctx := browse(t)
	log := matchLog(t)
	url := serve(t)
	do(t, ctx, chromedp.Navigate(url+"replay"),
		chromedp.WaitReady(chromedp.CSS("#file")),
		chromedp.SetUploadFiles(chromedp.CSS("#file"), []string{log}))
	stepIs(t, ctx, 0)
	assert.Equal(t, "games.jsonl", eval[string](t, ctx, `document.getElementById('log').selectedOptions[0].textContent`))
	assert.Contains(t, text(t, ctx, "#title"), "p1 (st1, random) vs p2 (st2, random), seed")
	assert.NotEmpty(t, text(t, ctx, "#result"))
}

// boardIs checks the page against the engine's board at step i.
func boardIs(t *testing.T, ctx context.Context, rep replayJSON, i int) {
	t.Helper()
	b := rep.Boards[rep.Steps[i].Board]
	assert.Equal(t, fmt.Sprint(b.Memory), attr(t, ctx, "#gauge", "data-memory"), "memory at step %d", i)
	for p, side := range b.Players {
		sel := fmt.Sprintf("#side-p%d .security-count", p+1)
		assert.Equal(t, fmt.Sprintf("security %d", side.SecurityCount), text(t, ctx, sel), "step %d", i)
		field := text(t, ctx, fmt.Sprintf("#side-p%d .battle", p+1))
		for _, o := range side.Battle {
			top := o.Cards[len(o.Cards)-1].Name
			assert.True(t, strings.Contains(field, top), "step %d: %s on p%d's field (page: %q)", i, top, p+1, field)
		}
	}
}
