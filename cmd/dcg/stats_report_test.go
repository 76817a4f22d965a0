package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core/match"
)

// statsHTML runs dcg stats --html on a log twice and returns the page, after checking
// that both runs wrote the same bytes and that the page is well-formed.
func statsHTML(t *testing.T, log string) string {
	t.Helper()
	dir := t.TempDir()
	var pages [2][]byte
	for i := range pages {
		out := filepath.Join(dir, fmt.Sprintf("report-%d.html", i))
		_, errOut, err := runDCGIO(t, nil, "stats", log, "--html", out)
		require.NoError(t, err, errOut)
		pages[i], err = os.ReadFile(out)
		require.NoError(t, err)
	}
	require.Equal(t, string(pages[0]), string(pages[1]), "the same log gives the same report")
	page := string(pages[0])
	require.True(t, strings.HasPrefix(page, "<!DOCTYPE html>\n<html"), page[:min(len(page), 100)])
	requireWellFormed(t, page)
	require.NotContains(t, page, "<script", "readable without JavaScript")
	require.NotRegexp(t, `(src|href)="(https?:)?//`, page, "nothing fetched")
	return page
}

// requireWellFormed reads the page as XML: every element closed and nested, every
// attribute quoted, every entity known.
func requireWellFormed(t *testing.T, page string) {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(page))
	for {
		_, err := d.Token()
		if errors.Is(err, io.EOF) {
			return
		}
		require.NoError(t, err, "line %d", d.InputPos)
	}
}

// chartInfo is an SVG chart's id and the title and description it gives readers.
type chartInfo struct{ id, title, desc string }

// charts lists the page's SVG elements, each with its <title> and <desc>.
func charts(t *testing.T, page string) []chartInfo {
	t.Helper()
	var out []chartInfo
	for _, svg := range regexp.MustCompile(`(?s)<svg .*?</svg>`).FindAllString(page, -1) {
		var c struct {
			ID    string `xml:"id,attr"`
			Role  string `xml:"role,attr"`
			Title string `xml:"title"`
			Desc  string `xml:"desc"`
		}
		require.NoError(t, xml.Unmarshal([]byte(svg), &c))
		assert.Equal(t, "img", c.Role, c.ID)
		out = append(out, chartInfo{c.ID, c.Title, c.Desc})
	}
	return out
}

func chartIDs(cs []chartInfo) []string {
	var ids []string
	for _, c := range cs {
		ids = append(ids, c.id)
	}
	return ids
}

// requireRates checks a rate as the page's table and its chart show it.
func requireRates(t *testing.T, page, name string, games, wins, draws, errs int, r match.Rate, first, second match.Split) {
	t.Helper()
	rate := fmt.Sprintf("%.1f%%", 100*r.Rate)
	ci := fmt.Sprintf("%.1f–%.1f%%", 100*r.Low, 100*r.High)
	split := func(s match.Split) string {
		if s.Games == 0 {
			return "-"
		}
		return fmt.Sprintf("%d/%d", s.Wins, s.Games)
	}
	require.Contains(t, page, fmt.Sprintf(`<tr><td class="name">%s</td><td>%d</td><td>%d</td><td>%d</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%d</td></tr>`,
		esc(name), games, wins, draws, rate, ci, split(first), split(second), errs), "the table row of %s", name)
	require.Contains(t, page, fmt.Sprintf(`>%s (%s)</text>`, rate, ci), "the chart's label of %s", name)
}

// requireCommon checks what every report shows: the digest, the first player's
// advantage, the lengths (the histogram's bars sum to the games) and the win reasons.
func requireCommon(t *testing.T, page string, games int, digest string, firstWins, decided int, first match.Rate,
	l match.Lengths, reasons map[string]int) {
	t.Helper()
	require.Contains(t, page, `<code id="digest">`+digest+`</code>`)
	require.Contains(t, page, fmt.Sprintf(`<td class="name">all games</td><td>%d</td><td>%d</td><td>%.1f%%</td><td>%.1f–%.1f%%</td>`,
		firstWins, decided, 100*first.Rate, 100*first.Low, 100*first.High))
	require.Contains(t, page, fmt.Sprintf(`<td>%.1f</td><td>%d</td><td>%d</td><td>%d</td><td>%d</td>`, l.Mean, l.Median, l.P90, l.Min, l.Max))
	sum, shortest := 0, -1
	for _, m := range regexp.MustCompile(`<title>(\d+)(?:–\d+)? turns: (\d+) games</title>`).FindAllStringSubmatch(page, -1) {
		n, _ := strconv.Atoi(m[2])
		sum += n
		if shortest < 0 {
			shortest, _ = strconv.Atoi(m[1])
		}
	}
	require.Equal(t, games, sum, "the histogram's bars hold every game")
	require.Equal(t, l.Min, shortest, "the histogram starts at the shortest game")
	require.NotEmpty(t, reasons)
	for r, n := range reasons {
		require.Contains(t, page, fmt.Sprintf(`<tr><td class="name">%s</td><td>%d</td></tr>`, esc(r), n))
	}
}

// The report of a match's log: p1's and p2's win rates, the first player's
// advantage, the lengths and the reasons, as charts and as the summary's numbers.
func TestStatsHTMLOfAMatchLog(t *testing.T) {
	log := filepath.Join(t.TempDir(), "games.jsonl")
	out, err := runDCG(t, "match", "--p1", "st1", "--p2", "st2", "--agent2", "greedy", "--games", "16", "--seed", "3", "--log", log)
	require.NoError(t, err, out)
	js, errOut, err := runDCGIO(t, nil, "stats", log, "--json")
	require.NoError(t, err, errOut)
	var s match.Summary
	require.NoError(t, json.Unmarshal([]byte(js), &s))
	require.Equal(t, 16, s.Games)

	page := statsHTML(t, log)
	cs := charts(t, page)
	require.Equal(t, []string{"win-rates", "first-player", "lengths", "reasons"}, chartIDs(cs))
	for _, c := range cs {
		assert.NotEmpty(t, c.title, c.id)
		assert.NotEmpty(t, c.desc, c.id)
	}
	require.Contains(t, page, "<title>dcg stats: 16 games of 16, seed 3</title>")
	require.Contains(t, page, "batch seed 3 of 16 games, st1 (random) vs st2 (greedy)")
	require.Contains(t, page, "<code>"+log+"</code>")
	for i, p := range s.Players {
		requireRates(t, page, fmt.Sprintf("p%d %s (%s)", i+1, p.Deck, p.Agent), s.Games-s.Errors, p.Wins, s.Draws, s.Errors,
			p.WinRate, p.GoingFirst, p.GoingSecond)
	}
	requireCommon(t, page, s.Games, s.Digest, s.FirstWins, s.P1Wins+s.P2Wins, s.FirstRate, s.Turns, s.Reasons)
	require.Contains(t, page, `<th scope="col" class="name">player</th>`)
	require.NotContains(t, page, `id="matrix"`, "one pairing has no matrix")
}

// The report of a league's log: each deck's standing, and the heat map and table of
// every pairing.
func TestStatsHTMLOfALeagueLog(t *testing.T) {
	log := filepath.Join(t.TempDir(), "league.jsonl")
	out, err := runDCG(t, "league", "st1", "st2", "st3", "--games", "27", "--seed", "4", "--agents", "random,greedy", "--log", log)
	require.NoError(t, err, out)
	js, errOut, err := runDCGIO(t, nil, "stats", log, "--json")
	require.NoError(t, err, errOut)
	var s match.LeagueSummary
	require.NoError(t, json.Unmarshal([]byte(js), &s))
	require.Equal(t, 27, s.Games)

	page := statsHTML(t, log)
	require.Equal(t, []string{"win-rates", "agent-rates", "first-player", "lengths", "reasons", "matrix"}, chartIDs(charts(t, page)))
	require.Contains(t, page, "league seed 4 of 27 games: st1, st2, st3 by random and greedy, mirrors true")
	require.Contains(t, page, `<th scope="col" class="name">deck</th>`)
	require.Contains(t, page, `<th scope="col" class="name">agent</th>`)
	for _, d := range append(s.Decks, s.Agents...) {
		requireRates(t, page, d.Name, d.Games, d.Wins, d.Draws, d.Errors, d.WinRate, d.GoingFirst, d.GoingSecond)
	}
	requireCommon(t, page, s.Games, s.Digest, s.FirstWins, s.Games-s.Errors-s.Draws, s.FirstRate, s.Turns, s.Reasons)
	require.Len(t, s.Pairings, 9)
	for _, p := range s.Pairings {
		require.Contains(t, page, fmt.Sprintf(`<tr><td class="name">%s</td><td class="name">%s</td><td>%d</td><td>%d</td><td>%d</td><td>%d</td><td>%d</td></tr>`,
			p.Decks[0], p.Decks[1], p.Games, p.Wins[0], p.Wins[1], p.Draws, p.Errors))
	}
	cells := 0
	for _, a := range s.League.Decks {
		for _, b := range s.League.Decks {
			if wins, games := s.Versus(a, b); a != b {
				require.Contains(t, page, fmt.Sprintf(`<title>%s against %s: won %d of %d</title>`, a, b, wins, games))
				require.Contains(t, page, fmt.Sprintf(`>%.0f%%</text>`, 100*float64(wins)/float64(games)))
				cells++
			}
		}
	}
	require.Equal(t, 6, cells)
}

// An OUT that cannot be written and a log without games are input errors (exit code
// 2), and no report is left behind.
func TestStatsHTMLErrors(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "games.jsonl")
	_, err := runDCG(t, "match", "--games", "2", "--log", log)
	require.NoError(t, err)

	_, err = runDCG(t, "stats", log, "--html", filepath.Join(dir, "no-such-dir", "report.html"))
	require.ErrorContains(t, err, "--html")
	requireInputError(t, err)
	require.Equal(t, exitBadInput, exitCode(err))

	empty := filepath.Join(dir, "empty.jsonl")
	require.NoError(t, os.WriteFile(empty, nil, 0o644))
	out := filepath.Join(dir, "report.html")
	_, err = runDCG(t, "stats", empty, "--html", out)
	require.ErrorContains(t, err, "no game lines")
	require.Equal(t, exitBadInput, exitCode(err))
	require.NoFileExists(t, out)

	// A report of standard input names it.
	data, err := os.ReadFile(log)
	require.NoError(t, err)
	_, errOut, err := runDCGIO(t, bytes.NewReader(data), "stats", "-", "--html", out)
	require.NoError(t, err, errOut)
	page, err := os.ReadFile(out)
	require.NoError(t, err)
	require.Contains(t, string(page), "from <code>-</code>")
}

// The charts' labels read on every fill (WCAG 2 AA: a contrast of 4.5:1 for text),
// and the bars stand out from the page.
func TestStatsHTMLColorsContrast(t *testing.T) {
	for p := 0.0; p <= 1; p += 0.05 {
		assert.GreaterOrEqual(t, contrast(inkColor, heatColor(p)), 4.5, "label on the heat map's %s at %.0f%%", heatColor(p), 100*p)
	}
	assert.GreaterOrEqual(t, contrast(barColor, "#ffffff"), 4.5, "bars on the page")
	assert.GreaterOrEqual(t, contrast(inkColor, "#e6e6e6"), 4.5, "label on the heat map's diagonal")
	assert.GreaterOrEqual(t, contrast(gridColor, "#ffffff"), 3.0, "grid lines on the page (non-text: 3:1)")
}

// contrast is the WCAG contrast ratio of two colors #rrggbb.
func contrast(a, b string) float64 {
	lum := func(c string) float64 {
		var rgb [3]int
		_, err := fmt.Sscanf(c, "#%02x%02x%02x", &rgb[0], &rgb[1], &rgb[2])
		if err != nil {
			panic(c)
		}
		l := 0.0
		for k, w := range []float64{0.2126, 0.7152, 0.0722} {
			v := float64(rgb[k]) / 255
			if v <= 0.04045 {
				v /= 12.92
			} else {
				v = math.Pow((v+0.055)/1.055, 2.4)
			}
			l += w * v
		}
		return l
	}
	la, lb := lum(a), lum(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}
