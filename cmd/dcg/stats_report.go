package main

import (
	"bytes"
	"fmt"
	"html/template"
	"os"

	"github.com/dcg-engine/dcg/core/match"
)

// statsReport is what 'dcg stats --html' shows: the summary of a batch's or a
// league's logs, as charts and as tables of the same numbers.
type statsReport struct {
	Head   string   // "200 games of 200, seed 7"
	Batch  string   // the batch or league the games belong to (batchKey)
	Files  []string // the logs summed, as named on the command line
	Games  int
	Draws  int
	Errors int
	Digest string
	// Side is what a standing is: "player" in a match's log (p1 and p2), "deck" in a
	// league's.
	Side      string
	Standings []standingRow
	Agents    []standingRow // a league's two agents taking turns at p1
	// FirstWins of Decided games went to the player who went first (5-2-1-3).
	FirstWins, Decided int
	FirstRate          match.Rate
	Reasons            []countBar
	Lengths            match.Lengths
	Bins               []lengthBin
	Matrix             *pairingMatrix
	Pairings           []match.PairingResult
	ErrorGames         []string
	Charts             []reportChart
}

// StandingsTable is the table of the standings, AgentsTable of the agents'.
func (r *statsReport) StandingsTable() standingTable { return standingTable{r.Side, r.Standings} }

func (r *statsReport) AgentsTable() standingTable { return standingTable{"agent", r.Agents} }

// standingTable is a table of standings and what they are the standings of.
type standingTable struct {
	Kind string
	Rows []standingRow
}

// standingRow is one player's, deck's or agent's games, wins and rate.
type standingRow struct {
	Name                string
	Games, Wins, Draws  int
	Errors              int
	WinRate             match.Rate
	GoingFirst, Second  match.Split
	FirstRate, LastRate match.Rate
}

// reportChart is a chart and its heading.
type reportChart struct {
	ID, Heading string
	SVG         template.HTML
}

// lengthBin is the games that lasted From to To turns.
type lengthBin struct {
	Label    string
	From, To int
	Games    int
}

// pairingMatrix is each deck's record against each other deck, both seats.
type pairingMatrix struct {
	Decks []string
	Cells [][]versus
}

type versus struct{ Wins, Games int }

func (v versus) Rate() float64 { return share(v.Wins, v.Games) }

// maxBins is about the most bars of the length histogram; longer ranges of lengths
// are binned by several turns.
const maxBins = 40

// matchStatsReport is the report of a match's log: p1 and p2 are the standings.
func matchStatsReport(head, batch string, files []string, s match.Summary, turns []int) *statsReport {
	r := &statsReport{Head: head, Batch: batch, Files: files, Games: s.Games, Draws: s.Draws, Errors: s.Errors,
		Digest: s.Digest, Side: "player", FirstWins: s.FirstWins, Decided: s.P1Wins + s.P2Wins, FirstRate: s.FirstRate,
		Lengths: s.Turns, ErrorGames: s.FirstErrors}
	for i, p := range s.Players {
		r.Standings = append(r.Standings, standing(fmt.Sprintf("p%d %s", i+1, sideLabel(p)),
			match.Standing{Games: s.Games - s.Errors, Wins: p.Wins, Draws: s.Draws, Errors: s.Errors, WinRate: p.WinRate,
				GoingFirst: p.GoingFirst, GoingSecond: p.GoingSecond}))
	}
	r.Reasons = reasonBars(s.Reasons)
	r.Bins = lengthBins(turns)
	r.draw()
	return r
}

// leagueStatsReport is the report of a league's log: the decks are the standings, and the
// pairings make a matrix.
func leagueStatsReport(head, batch string, files []string, s match.LeagueSummary, turns []int) *statsReport {
	r := &statsReport{Head: head, Batch: batch, Files: files, Games: s.Games, Draws: s.Draws, Errors: s.Errors,
		Digest: s.Digest, Side: "deck", FirstWins: s.FirstWins, Decided: s.Games - s.Errors - s.Draws,
		FirstRate: s.FirstRate, Lengths: s.Turns, Pairings: s.Pairings, ErrorGames: s.FirstErrors}
	for _, d := range s.Decks {
		r.Standings = append(r.Standings, standing(d.Name, d))
	}
	for _, a := range s.Agents {
		r.Agents = append(r.Agents, standing(a.Name, a))
	}
	r.Reasons = reasonBars(s.Reasons)
	r.Bins = lengthBins(turns)
	if len(s.League.Decks) > 1 {
		r.Matrix = matrixOf(s)
	}
	r.draw()
	return r
}

func standing(name string, s match.Standing) standingRow {
	return standingRow{Name: name, Games: s.Games, Wins: s.Wins, Draws: s.Draws, Errors: s.Errors, WinRate: s.WinRate,
		GoingFirst: s.GoingFirst, Second: s.GoingSecond,
		FirstRate: match.Wilson(s.GoingFirst.Wins, s.GoingFirst.Games), LastRate: match.Wilson(s.GoingSecond.Wins, s.GoingSecond.Games)}
}

// reasonBars are the win reasons, most frequent first (as the summaries print them).
func reasonBars(reasons map[string]int) []countBar {
	s := match.Summary{Reasons: reasons}
	var bars []countBar
	for _, r := range s.ReasonList() {
		bars = append(bars, countBar{Label: r, Count: reasons[r]})
	}
	return bars
}

// lengthBins bins turns[t], the games of t turns, from the shortest game to the longest.
func lengthBins(turns []int) []lengthBin {
	lo, hi := -1, -1
	for t, n := range turns {
		if n > 0 {
			if lo < 0 {
				lo = t
			}
			hi = t
		}
	}
	if lo < 0 {
		return nil
	}
	width := (hi - lo + maxBins) / maxBins
	var bins []lengthBin
	for from := lo; from <= hi; from += width {
		b := lengthBin{From: from, To: min(from+width-1, hi), Label: fmt.Sprint(from)}
		if b.To > b.From {
			b.Label = fmt.Sprintf("%d–%d", b.From, b.To)
		}
		for t := b.From; t <= b.To; t++ {
			b.Games += turns[t]
		}
		bins = append(bins, b)
	}
	return bins
}

// matrixOf is the league's pairing matrix: row deck against column deck, both seats.
func matrixOf(s match.LeagueSummary) *pairingMatrix {
	m := &pairingMatrix{Decks: s.League.Decks}
	for _, a := range m.Decks {
		row := make([]versus, len(m.Decks))
		for j, b := range m.Decks {
			if a != b {
				row[j].Wins, row[j].Games = s.Versus(a, b)
			}
		}
		m.Cells = append(m.Cells, row)
	}
	return m
}

// draw makes the report's charts.
func (r *statsReport) draw() {
	var rates []rateBar
	for _, s := range r.Standings {
		rates = append(rates, rateBar{s.Name, s.WinRate, fmt.Sprintf("%d wins of %d games", s.Wins, s.Games)})
	}
	r.chart("win-rates", "Win rate per "+r.Side, rateChart("win-rates", "Win rate per "+r.Side+" with 95% confidence intervals",
		fmt.Sprintf("Horizontal bars: each %s's share of the games it played that ended, with its 95%% Wilson interval as an error bar, against the 50%% line.", r.Side), rates))
	if len(r.Agents) > 0 {
		var agents []rateBar
		for _, a := range r.Agents {
			agents = append(agents, rateBar{a.Name, a.WinRate, fmt.Sprintf("%d wins of %d games", a.Wins, a.Games)})
		}
		r.chart("agent-rates", "Win rate per agent", rateChart("agent-rates", "Win rate per agent with 95% confidence intervals",
			"Horizontal bars: each agent's share of the games it played that ended, with its 95% Wilson interval.", agents))
	}
	if r.Decided > 0 {
		first := []rateBar{{"going first, all games", r.FirstRate, fmt.Sprintf("%d of %d decided games", r.FirstWins, r.Decided)}}
		for _, s := range r.Standings {
			first = append(first,
				rateBar{s.Name + " going first", s.FirstRate, fmt.Sprintf("%d wins of %d games", s.GoingFirst.Wins, s.GoingFirst.Games)},
				rateBar{s.Name + " going second", s.LastRate, fmt.Sprintf("%d wins of %d games", s.Second.Wins, s.Second.Games)})
		}
		r.chart("first-player", "First-player advantage", rateChart("first-player", "Win rate of the player going first",
			"Horizontal bars: the share of decided games the player going first won, then each "+r.Side+"'s win rate going first and going second, with 95% Wilson intervals, against the 50% line.", first))
	}
	if len(r.Bins) > 0 {
		r.chart("lengths", "Game length", histogram("lengths", "Game length histogram",
			fmt.Sprintf("Vertical bars: how many of the %d games lasted each number of turns, from %d to %d.", r.Games, r.Lengths.Min, r.Lengths.Max), r.Bins))
	}
	if len(r.Reasons) > 0 {
		r.chart("reasons", "Win reasons", countChart("reasons", "Win reasons",
			"Horizontal bars: how many games were won for each reason, with its share of the won games.", r.Reasons))
	}
	if r.Matrix != nil {
		r.chart("matrix", "Pairings", heatMap("matrix", "Win rate of each deck against each other deck",
			"A heat map: the row deck's win rate against the column deck over both seats, red where it loses, blue where it wins; columns are numbered as the rows.", r.Matrix))
	}
}

func (r *statsReport) chart(id, heading string, svg template.HTML) {
	r.Charts = append(r.Charts, reportChart{ID: id, Heading: heading, SVG: svg})
}

// writeReport writes the report as one self-contained HTML file.
func writeReport(path string, r *statsReport) error {
	var b bytes.Buffer
	if err := reportPage.Execute(&b, r); err != nil {
		return err
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		return badInput("--html: %v", err)
	}
	return nil
}

var reportPage = template.Must(template.New("report").Funcs(template.FuncMap{
	"pct": pct, "interval": interval, "split": splitLabel,
}).Parse(reportHTML))

// reportHTML is the page. It is well-formed XML as well as HTML (void elements are
// closed), so that its tests can read it with encoding/xml.
const reportHTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<meta name="generator" content="dcg stats --html"/>
<title>dcg stats: {{.Head}}</title>
<style>
body { font-family: sans-serif; color: #1a1a1a; background: #ffffff; margin: 2em auto; max-width: 60em; padding: 0 1em; line-height: 1.4; }
h1 { font-size: 1.5em; } h2 { font-size: 1.2em; margin-top: 2em; border-bottom: 1px solid #8a8a8a; }
table { border-collapse: collapse; margin: 1em 0; font-variant-numeric: tabular-nums; }
th, td { border: 1px solid #8a8a8a; padding: 0.2em 0.6em; text-align: right; }
th { background: #ececec; } td.name, th.name { text-align: left; }
dt { font-weight: bold; } dd { margin: 0 0 0.4em 1.5em; }
code { font-size: 1.05em; } svg { max-width: 100%; height: auto; display: block; }
figure { margin: 1em 0; overflow-x: auto; }
</style>
</head>
<body>
<h1>dcg stats: {{.Head}}</h1>
<dl>
<dt>Games</dt><dd>{{.Batch}}</dd>
<dt>Summed</dt><dd>{{.Games}} games ({{.Draws}} draws, {{.Errors}} errors) from {{range $i, $f := .Files}}{{if $i}}, {{end}}<code>{{$f}}</code>{{end}}</dd>
<dt>Digest</dt><dd><code id="digest">{{.Digest}}</code> (equal digests mean equal games)</dd>
</dl>
{{range .Charts}}<h2 id="{{.ID}}-heading">{{.Heading}}</h2>
<figure>{{.SVG}}</figure>
{{if eq .ID "win-rates"}}{{template "standings" $.StandingsTable}}{{end}}{{if eq .ID "agent-rates"}}{{template "standings" $.AgentsTable}}{{end}}{{if eq .ID "first-player"}}<table id="first-table">
<tr><th scope="col" class="name">player going first</th><th scope="col">wins</th><th scope="col">decided games</th><th scope="col">rate</th><th scope="col">95% CI</th></tr>
<tr><td class="name">all games</td><td>{{$.FirstWins}}</td><td>{{$.Decided}}</td><td>{{pct $.FirstRate.Rate}}</td><td>{{interval $.FirstRate}}</td></tr>
</table>
{{end}}{{if eq .ID "lengths"}}<table id="lengths-table">
<tr><th scope="col">mean</th><th scope="col">median</th><th scope="col">90% within</th><th scope="col">shortest</th><th scope="col">longest</th></tr>
<tr><td>{{printf "%.1f" $.Lengths.Mean}}</td><td>{{$.Lengths.Median}}</td><td>{{$.Lengths.P90}}</td><td>{{$.Lengths.Min}}</td><td>{{$.Lengths.Max}}</td></tr>
</table>
<table id="bins-table">
<tr><th scope="row" class="name">turns</th>{{range $.Bins}}<td>{{.Label}}</td>{{end}}</tr>
<tr><th scope="row" class="name">games</th>{{range $.Bins}}<td>{{.Games}}</td>{{end}}</tr>
</table>
{{end}}{{if eq .ID "reasons"}}<table id="reasons-table">
<tr><th scope="col" class="name">reason</th><th scope="col">wins</th></tr>
{{range $.Reasons}}<tr><td class="name">{{.Label}}</td><td>{{.Count}}</td></tr>
{{end}}</table>
{{end}}{{if eq .ID "matrix"}}{{template "pairings" $}}{{end}}{{end}}{{if .ErrorGames}}<h2 id="errors-heading">Games that ended in an error</h2>
<p>{{.Errors}} games ended in an engine or script error; they count in no statistic above. The first:</p>
<ul id="errors">{{range .ErrorGames}}<li><code>{{.}}</code></li>{{end}}</ul>
{{end}}</body>
</html>
{{define "standings"}}<table class="standings">
<tr><th scope="col" class="name">{{.Kind}}</th><th scope="col">games</th><th scope="col">wins</th><th scope="col">draws</th><th scope="col">rate</th><th scope="col">95% CI</th><th scope="col">going 1st</th><th scope="col">going 2nd</th><th scope="col">errors</th></tr>
{{range .Rows}}<tr><td class="name">{{.Name}}</td><td>{{.Games}}</td><td>{{.Wins}}</td><td>{{.Draws}}</td><td>{{pct .WinRate.Rate}}</td><td>{{interval .WinRate}}</td><td>{{split .GoingFirst}}</td><td>{{split .Second}}</td><td>{{.Errors}}</td></tr>
{{end}}</table>
{{end}}{{define "pairings"}}<table id="pairings-table">
<tr><th scope="col" class="name">p1's deck</th><th scope="col" class="name">p2's deck</th><th scope="col">games</th><th scope="col">p1 wins</th><th scope="col">p2 wins</th><th scope="col">draws</th><th scope="col">errors</th></tr>
{{range .Pairings}}<tr><td class="name">{{index .Decks 0}}</td><td class="name">{{index .Decks 1}}</td><td>{{.Games}}</td><td>{{index .Wins 0}}</td><td>{{index .Wins 1}}</td><td>{{.Draws}}</td><td>{{.Errors}}</td></tr>
{{end}}</table>
{{end}}`
