package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/match"
)

type replayFlags struct {
	game   int
	verify bool
	step   bool
}

func newReplayCmd(layers *cardLayers) *cobra.Command {
	f := &replayFlags{}
	c := &cobra.Command{
		Use:   "replay FILE",
		Short: "Re-run a saved game: tell it, verify it, or step through it",
		Long: `Re-run a saved game from its seed, decks and recorded answers: a file saved by
'dcg play', or a line of a 'dcg match --log' or 'dcg league --log' file (choose it with
--game N, the game's index in its batch).

Without flags it tells the whole game, every card shown. --step walks it one
decision at a time: the board as the deciding player saw it, the options, and the
answer given; Enter goes on, q stops.

--verify checks that the game reproduces exactly: the same answers fit the same
prompts, with the same outcome, and the same event log when the file has one
(match --log-events, play). Without --game it checks every game in the file. It
fails (exit code 1) naming the first difference: a tampered answer, a changed card
(the recorded pool hash of the printed cards differs), or an engine or script
that now plays differently.

A game recorded with --cards DIR remembers the folders: their sets, and a hash of
each file its cards read (their set files and scripts, the keyword scripts). A
replay without such a folder, or with a script of the game's cards changed since,
fails naming the set and folder to give, or the card whose script changed.`,
		Example: `  dcg replay dcg-game-42.json --step
  dcg replay games.jsonl --game 17
  dcg replay games.jsonl --verify`,
		Args: deckArgs(cobra.ExactArgs(1)),
		RunE: func(cmd *cobra.Command, args []string) error {
			if !cmd.Flags().Changed("game") {
				f.game = -1
			}
			if f.step && f.verify {
				return badInput("--step and --verify do not go together")
			}
			return runReplay(cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr(), args[0], f, layers)
		},
	}
	c.Flags().IntVar(&f.game, "game", 0, "the game `N` of a match log (its \"game\" index)")
	c.Flags().BoolVar(&f.verify, "verify", false, "check that the game(s) reproduce exactly")
	c.Flags().BoolVar(&f.step, "step", false, "walk through the game one decision at a time")
	return c
}

func runReplay(in io.Reader, out, errOut io.Writer, file string, f *replayFlags, layers *cardLayers) error {
	games, err := readGames(file, in, errOut, true)
	if err != nil {
		return err
	}
	games, err = pickGames(file, games, f)
	if err != nil {
		return err
	}
	pool, err := openPool(layers)
	if err != nil {
		return err
	}
	limits, err := layers.limits()
	if err != nil {
		return err
	}
	effects, release := effectsFor(pool, limits)()
	defer release()

	if f.verify {
		failed := 0
		noted := map[string]bool{}
		layers := newLayerChecker(pool)
		for _, g := range games {
			if g.Replay != nil {
				lc, err := layers.check(g.Replay)
				if err != nil {
					return err
				}
				for _, n := range lc.notes {
					if !noted[n] {
						noted[n] = true
						fmt.Fprintf(out, "note: %s\n", n)
					}
				}
				if len(lc.problems) > 0 {
					failed++
					fmt.Fprintf(out, "game %d (%s): NOT THE CARDS IT WAS RECORDED WITH\n", g.Index, g.where())
					for _, p := range lc.problems {
						fmt.Fprintf(out, "  - %s\n", p)
					}
					continue
				}
			}
			if problems := verifyGame(g, pool, effects); len(problems) > 0 {
				failed++
				fmt.Fprintf(out, "game %d (%s): DOES NOT REPRODUCE\n", g.Index, g.where())
				for _, p := range problems {
					fmt.Fprintf(out, "  - %s\n", p)
				}
			} else {
				fmt.Fprintf(out, "game %d: ok: %s (%d answers%s)\n", g.Index, outcomeText(g.Game, logSeats(g.Game)),
					len(g.Replay.Answers), eventsChecked(g.Game))
			}
		}
		if failed > 0 {
			return fmt.Errorf("%d of %d %s did not reproduce or had other cards (see above)", failed, len(games), plural(len(games), "game", "games"))
		}
		if len(games) > 1 {
			fmt.Fprintf(out, "all %d games reproduce\n", len(games))
		}
		return nil
	}

	g := games[0]
	notes, err := recordedWith(g, pool)
	for _, n := range notes {
		fmt.Fprintf(errOut, "dcg: note: %s\n", n)
	}
	if err != nil {
		return err
	}
	nm := logSeats(g.Game)
	narr := newNarrator(pool, nm, 0, true)
	var stepper *stepAgent
	wrap := func(a [2]*core.ReplayAgent) [2]core.Agent { return [2]core.Agent{a[0], a[1]} }
	if f.step {
		stepper = &stepAgent{in: bufio.NewReader(in), out: out, narr: narr, names: nm, st: style{ansi: isTerminal(out)}, echo: !isTerminal(in)}
		wrap = func(a [2]*core.ReplayAgent) [2]core.Agent {
			return [2]core.Agent{stepper.wrap(a[0]), stepper.wrap(a[1])}
		}
	}
	fmt.Fprintf(out, "%s vs %s, seed %d\n", nm.long[0], nm.long[1], g.Seed)
	game, res, agents, err := rerun(g.Game, pool, effects, wrap, narr.observe)
	if err != nil {
		return err
	}
	for _, line := range narr.fresh() {
		fmt.Fprintln(out, "  "+line)
	}
	if res.Halted {
		fmt.Fprintf(out, "stopped at answer %d of %d\n", len(game.Answers()), len(g.Replay.Answers))
		return nil
	}
	fmt.Fprintln(out, resultLine(res, nm))
	return diverged(game, g.Game, agents)
}

// recordedWith checks that a game is replayed with the cards it was recorded with
// (the card folders and their scripts); the notes are for people either way.
func recordedWith(g loggedGame, pool *cardpool.Stack) (notes []string, err error) {
	if g.Replay == nil {
		return nil, nil
	}
	lc, err := checkLayers(g.Replay, pool)
	if err != nil {
		return nil, err
	}
	if len(lc.problems) > 0 {
		return lc.notes, fmt.Errorf("game %d was recorded with other cards:\n  %s", g.Index, strings.Join(lc.problems, "\n  "))
	}
	return lc.notes, nil
}

// diverged is the error of a replay whose recorded answers stopped fitting the
// prompts (a changed answer, card script or engine).
func diverged(game *core.Game, rec *match.Game, agents [2]*core.ReplayAgent) error {
	for _, a := range agents {
		if a.Err != nil {
			return fmt.Errorf("the replay diverged at answer %d (of %d recorded): %s (see --verify)", len(game.Answers()), len(rec.Replay.Answers),
				strings.TrimPrefix(a.Err.Error(), "replay diverged: "))
		}
	}
	return nil
}

// pickGames chooses the games a replay runs: --game N, or every game for --verify,
// or the file's only game.
func pickGames(file string, games []loggedGame, f *replayFlags) ([]loggedGame, error) {
	if len(games) == 0 {
		return nil, badInput("%s holds no game", file)
	}
	if f.game >= 0 {
		var out []loggedGame
		for _, g := range games {
			if g.Index == f.game {
				out = append(out, g)
			}
		}
		if len(out) == 0 {
			return nil, badInput("%s has no game %d (its games: %s)", file, f.game, indexRange(games))
		}
		if len(out) > 1 && !f.verify {
			return nil, badInput("%s holds game %d %d times (%s, %s ...): split the file by batch", file, f.game, len(out), out[0].where(), out[1].where())
		}
		return out, nil
	}
	if len(games) > 1 && !f.verify {
		return nil, badInput("%s holds %d games: choose one with --game N (its games: %s)", file, len(games), indexRange(games))
	}
	return games, nil
}

func indexRange(games []loggedGame) string {
	lo, hi := games[0].Index, games[0].Index
	for _, g := range games {
		lo, hi = min(lo, g.Index), max(hi, g.Index)
	}
	if lo == hi {
		return fmt.Sprint(lo)
	}
	return fmt.Sprintf("%d to %d", lo, hi)
}

// logSeats labels the players of a logged game: p1 and p2 with their decks and agents.
func logSeats(g *match.Game) seats {
	var s seats
	for i := range 2 {
		s.short[i] = fmt.Sprintf("p%d", i+1)
		label := g.Decks[i]
		if g.Agents[i] != "" {
			label += ", " + g.Agents[i]
		}
		s.long[i] = fmt.Sprintf("p%d (%s)", i+1, label)
	}
	return s
}

// rerun plays a logged game again from its replay.
func rerun(g *match.Game, pool core.CardLookup, effects core.EffectSource, wrap func([2]*core.ReplayAgent) [2]core.Agent,
	observers ...core.EventObserver) (*core.Game, core.Result, [2]*core.ReplayAgent, error) {
	if g.Replay == nil {
		return nil, core.Result{}, [2]*core.ReplayAgent{}, badInput("game %d has no replay", g.Index)
	}
	cfg, agents, err := g.Replay.Config(pool)
	if err != nil {
		return nil, core.Result{}, agents, fmt.Errorf("game %d cannot be replayed: %w", g.Index, err)
	}
	cfg.Effects, cfg.RecordEvents, cfg.Observers = effects, true, observers
	cfg.Agents = wrap(agents)
	game, err := core.NewGame(cfg)
	if err != nil {
		return nil, core.Result{}, agents, fmt.Errorf("game %d cannot be replayed: %w", g.Index, err)
	}
	return game, game.Run(), agents, nil
}

// verifyGame replays a logged game and lists how the replay differs from the log.
func verifyGame(lg loggedGame, pool core.CardLookup, effects core.EffectSource) []string {
	rec := lg.Game
	game, res, agents, err := rerun(rec, pool, effects, func(a [2]*core.ReplayAgent) [2]core.Agent { return [2]core.Agent{a[0], a[1]} })
	if err != nil {
		return []string{err.Error()}
	}
	var problems []string
	diverged := false
	for _, a := range agents {
		if a.Err != nil {
			diverged = true
			problems = append(problems, fmt.Sprintf("the replay diverged at answer %d (of %d recorded): %s (an answer was changed, or the cards' scripts or the engine play differently now)",
				len(game.Answers()), len(rec.Replay.Answers), strings.TrimPrefix(a.Err.Error(), "replay diverged: ")))
			break
		}
	}
	got := &match.Game{Decks: rec.Decks, Agents: rec.Agents}
	got.SetResult(res, game.FirstPlayer)
	nm := logSeats(rec)
	if !diverged && (got.First != rec.First || got.Winner != rec.Winner || got.Draw != rec.Draw || got.Reason != rec.Reason ||
		got.Turns != rec.Turns || (got.Error != "") != (rec.Error != "")) {
		problems = append(problems, fmt.Sprintf("the outcome differs: recorded %s; replayed %s", outcomeText(rec, nm), outcomeText(got, nm)))
	}
	if answers := game.Replay().Answers; !slices.Equal(answers, rec.Replay.Answers) && len(problems) == 0 {
		problems = append(problems, fmt.Sprintf("the replay gave %d answers, the log has %d", len(answers), len(rec.Replay.Answers)))
	}
	if len(rec.Events) > 0 {
		if p := diffEvents(rec.Events, game.Events); p != "" {
			problems = append(problems, p)
		}
	}
	return problems
}

// diffEvents names the first difference between two event logs, or returns "".
func diffEvents(want, got []core.Event) string {
	for i := range min(len(want), len(got)) {
		if want[i] != got[i] {
			return fmt.Sprintf("the event log differs from event %d on: recorded %s; replayed %s", want[i].Seq, eventJSON(want[i]), eventJSON(got[i]))
		}
	}
	if len(want) != len(got) {
		return fmt.Sprintf("the event log has %d events; the replay %d", len(want), len(got))
	}
	return ""
}

func eventJSON(ev core.Event) string {
	b, _ := json.Marshal(ev)
	return string(b)
}

func eventsChecked(g *match.Game) string {
	if len(g.Events) == 0 {
		return ""
	}
	return fmt.Sprintf(", %d events", len(g.Events))
}

// outcomeText says how a logged game ended.
func outcomeText(g *match.Game, nm seats) string {
	switch {
	case g.Error != "":
		return fmt.Sprintf("an error in turn %d (%s)", g.Turns, firstLineOf(g.Error))
	case g.Draw:
		return fmt.Sprintf("a draw in turn %d", g.Turns)
	}
	winner := g.Winner
	for i, s := range []string{"p1", "p2"} {
		if s == g.Winner {
			winner = nm.short[i]
		}
	}
	return fmt.Sprintf("%s won by %s in turn %d, %s went first", winner, g.Reason, g.Turns, g.First)
}

// stepAgent shows each recorded decision before it is replayed, and waits for Enter.
type stepAgent struct {
	in    *bufio.Reader
	out   io.Writer
	narr  *narrator
	names seats
	st    style
	eof   bool // the input ended: go on without waiting
	echo  bool // the input is not a terminal: end the prompt's line ourselves
	n     int
}

func (s *stepAgent) wrap(a *core.ReplayAgent) core.Agent {
	return core.AgentFunc(func(v core.View, p *core.Prompt) int {
		i := a.Choose(v, p)
		s.n++
		for _, line := range s.narr.fresh() {
			fmt.Fprintln(s.out, "  "+line)
		}
		writeBoard(s.out, v, s.names, s.st)
		fmt.Fprintf(s.out, "decision %d, %s: %s\n", s.n, s.names.short[p.Player], promptTitle(v, p, s.names))
		for j, c := range p.Choices {
			mark := "   "
			if j == i {
				mark = "-> "
			}
			fmt.Fprintf(s.out, "  %s%2d) %s\n", mark, j+1, describeChoice(v, c, s.names))
		}
		if i == core.Concede {
			fmt.Fprintf(s.out, "  -> %s concedes\n", s.names.short[p.Player])
		}
		if s.eof {
			return i
		}
		fmt.Fprint(s.out, "[Enter: next, q: stop] ")
		line, err := s.in.ReadString('\n')
		if err != nil {
			s.eof = true
		}
		if err != nil || s.echo {
			fmt.Fprintln(s.out)
		}
		if strings.EqualFold(strings.TrimSpace(line), "q") {
			return core.Halt
		}
		return i
	})
}
