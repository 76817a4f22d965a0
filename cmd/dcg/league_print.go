package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/dcg-engine/dcg/core/match"
)

// matrixMaxDecks is the most decks whose pairing matrix is printed: more would not
// fit a terminal's width (--json has every pairing).
const matrixMaxDecks = 12

// printLeague prints a league's summary for people (dcg league, dcg stats).
func printLeague(out io.Writer, head string, s match.LeagueSummary) {
	l := s.League
	fmt.Fprintf(out, "%s: %d %s of %d %s, %s%s\n", head, len(s.Pairings), plural(len(s.Pairings), "pairing", "pairings"),
		len(l.Decks), plural(len(l.Decks), "deck", "decks"), agentsLabel(l), errorsNote(match.Summary{Errors: s.Errors, FirstErrors: s.FirstErrors}))
	printStandings(out, "deck", s.Decks, true)
	if len(s.Agents) > 0 {
		printStandings(out, "agent", s.Agents, false)
	}
	printMatrix(out, s)
	if s.Draws > 0 {
		fmt.Fprintf(out, "  draws %d\n", s.Draws)
	}
	ended := s.Games - s.Errors - s.Draws
	if ended > 0 {
		fmt.Fprintf(out, "  going first won %d of %d decided games: %.1f%% (95%% CI %.1f–%.1f%%)\n",
			s.FirstWins, ended, 100*s.FirstRate.Rate, 100*s.FirstRate.Low, 100*s.FirstRate.High)
	}
	reasons := match.Summary{Reasons: s.Reasons}
	var parts []string
	for _, r := range reasons.ReasonList() {
		parts = append(parts, fmt.Sprintf("%s %d", r, s.Reasons[r]))
	}
	if len(parts) > 0 {
		fmt.Fprintf(out, "  win reasons: %s\n", strings.Join(parts, ", "))
	}
	if s.Games > 0 {
		t := s.Turns
		fmt.Fprintf(out, "  length: mean %.1f turns, median %d, 90%% within %d, shortest %d, longest %d\n",
			t.Mean, t.Median, t.P90, t.Min, t.Max)
	}
	if s.Errors > 0 {
		fmt.Fprintf(out, "  %d games ended in an error:\n", s.Errors)
		for _, e := range s.FirstErrors {
			fmt.Fprintf(out, "    %s\n", e)
		}
	}
	fmt.Fprintf(out, "  digest %s\n", s.Digest)
}

// agentsLabel says who played: "random", or "random and greedy taking turns".
func agentsLabel(l *match.League) string {
	if len(l.Agents) == 2 {
		return fmt.Sprintf("%s and %s taking turns at p1", l.Agents[0], l.Agents[1])
	}
	return strings.Join(l.Agents, "") + " at both seats"
}

// printStandings prints one row per deck (numbered, for the matrix) or agent.
func printStandings(out io.Writer, what string, rows []match.Standing, numbered bool) {
	w := len(what)
	for _, r := range rows {
		w = max(w, len(r.Name))
	}
	num := func(i int) string {
		if numbered {
			return fmt.Sprintf("%2d ", i+1)
		}
		return ""
	}
	pad := strings.Repeat(" ", len(num(0)))
	fmt.Fprintf(out, "  %s%-*s %7s %7s %7s  %-13s %11s %11s %7s\n", pad, w, what, "games", "wins", "rate", "95% CI",
		"going 1st", "going 2nd", "errors")
	for i, r := range rows {
		wr := r.WinRate
		fmt.Fprintf(out, "  %s%-*s %7d %7d %6.1f%%  %-13s %11s %11s %7d\n", num(i), w, r.Name, r.Games, r.Wins,
			100*wr.Rate, fmt.Sprintf("%.1f–%.1f%%", 100*wr.Low, 100*wr.High), splitLabel(r.GoingFirst),
			splitLabel(r.GoingSecond), r.Errors)
	}
}

// printMatrix prints the row deck's win rate against the column deck (numbered as in
// the deck table), over both seats, when it fits.
func printMatrix(out io.Writer, s match.LeagueSummary) {
	decks := s.League.Decks
	if len(decks) < 2 {
		return
	}
	if len(decks) > matrixMaxDecks {
		fmt.Fprintf(out, "  (the pairing matrix of %d decks is too wide to print; --json has every pairing)\n", len(decks))
		return
	}
	w := 0
	for _, d := range decks {
		w = max(w, len(d))
	}
	fmt.Fprintf(out, "  win rate of the row deck against the column deck, both seats:\n")
	fmt.Fprintf(out, "     %-*s", w, "")
	for j := range decks {
		fmt.Fprintf(out, " %5d", j+1)
	}
	fmt.Fprintln(out)
	for i, a := range decks {
		fmt.Fprintf(out, "  %2d %-*s", i+1, w, a)
		for _, b := range decks {
			cell := "-"
			if wins, games := s.Versus(a, b); a != b && games > 0 {
				cell = fmt.Sprintf("%.0f%%", 100*float64(wins)/float64(games))
			}
			fmt.Fprintf(out, " %5s", cell)
		}
		fmt.Fprintln(out)
	}
}

// printCost prints what the run cost: speed, CPU time and peak memory.
func printCost(out io.Writer, s match.LeagueSummary, c cost, invariants bool) {
	if s.Seconds > 0 {
		line := fmt.Sprintf("  %.1f s, %.0f games/s (wall clock)", s.Seconds, s.GamesPerSec)
		if c.CPUSeconds > 0 {
			line += fmt.Sprintf("; CPU %.1f s, %.2f ms per game", c.CPUSeconds, c.CPUPerGameMs)
		}
		fmt.Fprintln(out, line)
	}
	mem := []string{}
	if c.MaxRSSBytes > 0 {
		mem = append(mem, fmt.Sprintf("max RSS %s (the whole process, getrusage)", megabytes(uint64(c.MaxRSSBytes))))
	}
	if c.HeapPeakBytes > 0 {
		mem = append(mem, fmt.Sprintf("Go heap peak %s (heap objects, sampled every %v)", megabytes(c.HeapPeakBytes), heapSampleInterval))
	}
	if len(mem) > 0 {
		fmt.Fprintf(out, "  memory: %s\n", strings.Join(mem, "; "))
	}
	if invariants {
		fmt.Fprintf(out, "  invariants checked %d times (every decision and every game's end)\n", s.InvariantChecks)
	}
}

func megabytes(b uint64) string { return fmt.Sprintf("%.1f MB", float64(b)/(1<<20)) }
