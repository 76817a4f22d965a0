package main

import (
	"bufio"
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/match"
	"github.com/dcg-engine/dcg/scripting/scenario"
)

type playFlags struct {
	deck, aiDeck string
	ai           string
	p2           string
	seed         uint64
	save         string
	noSave       bool
	strict       bool
	position     string
}

func newPlayCmd(layers *cardLayers) *cobra.Command {
	f := &playFlags{}
	c := &cobra.Command{
		Use:   "play",
		Short: "Play a game against the AI in the terminal",
		Long: `Play a game against the computer. You are p1; the AI is p2; the seed decides who
goes first (5-2-1-3) and the shuffles.

At each decision dcg shows the board as you may see it — both fields with their
stacks, DP and suspended state, the memory gauge, your hand, the security, deck,
Digi-Egg and trash counts (the opponent's hand and both security stacks stay
hidden) — and what happened since your last decision, then the legal options,
numbered. Type a number to choose, or:

  help          this list
  board         show the board again
  log [N]       the last N things that happened (default 30)
  card NUMBER   a card's printed text, e.g. card ST1-07
  concede       give up the game (1-2-4)

The game is saved for replay when it ends (--save; 'dcg replay FILE --step' walks
through it). When standard input and output are not terminals, dcg writes plain
text and reads one answer a line, so a script can play; the end of the input
concedes.

A card of a deck with effect text the engine does not play (unscripted, or partly
scripted) is named on standard error before the game; --strict refuses such decks.

--p2 human: you play both sides, each from its own side of the board (and the
whole story of the game is told: there is no one to hide the hands from).

--position FILE starts from the board of a scenario file (tests/scenarios/README.md):
both players' zones, the memory, whose turn and which phase, with the file's
inline cards and their scripts — a puzzle to play by hand. You are p1; p2 is the AI
(--p2) or you. The file's steps are not played; its seed is the game's (or --seed).
A game from a position is not saved: a replay starts from decks.`,
		Example: `  dcg play
  dcg play --deck st1 --ai-deck st3 --ai greedy --seed 42
  dcg play --deck my.deck --save game.json
  dcg play --p2 human                    # both sides at this terminal
  dcg play --position puzzle.yaml --p2 random
  yes 1 | dcg play --seed 7 --no-save    # always take the first option`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			fl := cmd.Flags()
			if err := f.checkP2(fl.Changed("ai")); err != nil {
				return err
			}
			if f.position != "" {
				for _, name := range []string{"deck", "ai-deck", "save", "no-save", "strict"} {
					if fl.Changed(name) {
						return badInput("--%s: a game from --position takes both players' cards from the file, and is not saved", name)
					}
				}
				return runPlayPosition(cmd.InOrStdin(), cmd.OutOrStdout(), f, fl.Changed("seed"), layers)
			}
			if !fl.Changed("seed") {
				f.seed = randomSeed()
			}
			return runPlay(cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr(), f, layers)
		},
	}
	fl := c.Flags()
	fl.StringVar(&f.deck, "deck", "st1", "your `DECK`: a built-in name or a file")
	fl.StringVar(&f.aiDeck, "ai-deck", "st2", "the AI's `DECK`")
	fl.StringVar(&f.ai, "ai", "greedy", "the AI: greedy, mcts (searches ahead) or random")
	fl.StringVar(&f.p2, "p2", "", "who plays p2: greedy, mcts or random (the AI, as --ai), or human (you play both sides)")
	fl.StringVar(&f.position, "position", "", "start from the board of the scenario `FILE` (its zones, memory, turn and phase, inline cards)")
	fl.Uint64Var(&f.seed, "seed", 0, "the game's seed (default: a random one, shown at the start)")
	fl.StringVar(&f.save, "save", "", "save the game for replay to `FILE` (default: dcg-game-SEED.json in the current folder)")
	fl.BoolVar(&f.noSave, "no-save", false, "do not save the game")
	fl.BoolVar(&f.strict, "strict", false, "refuse decks with unscripted or partly scripted cards (exit code 2)")
	completeDecks(c, "deck", "ai-deck")
	completeValues(c, "ai", "greedy", "mcts", "random")
	completeValues(c, "p2", "human", "greedy", "mcts", "random")
	return c
}

// checkP2 settles who plays p2: --p2, else --ai; the two may not disagree.
func (f *playFlags) checkP2(aiGiven bool) error {
	switch {
	case f.p2 == "":
		f.p2 = f.ai
	case aiGiven && f.ai != f.p2:
		return badInput("--ai %s and --p2 %s say different things: give one", f.ai, f.p2)
	}
	if f.p2 != "human" && f.p2 != "greedy" && f.p2 != "mcts" && f.p2 != "random" {
		return badInput("unknown player %q for p2 (want human, greedy, mcts or random)", f.p2)
	}
	return nil
}

func randomSeed() uint64 {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 1
	}
	return binary.LittleEndian.Uint64(b[:]) >> 1 // small enough to type back
}

func runPlay(in io.Reader, out, errOut io.Writer, f *playFlags, layers *cardLayers) error {
	pool, err := openPool(layers)
	if err != nil {
		return err
	}
	var decks [2]core.DeckList
	for i, name := range []string{f.deck, f.aiDeck} {
		d, err := loadDeck(name, pool)
		if err != nil {
			return err
		}
		decks[i] = d.List()
		decks[i].Name = deckLabel(name)
	}
	limits, err := layers.limits()
	if err != nil {
		return err
	}
	lib := libraryFor(pool, limits) // one library: the decks' scripts compile once
	if err := warnScriptGapsOn(errOut, lib, pool, f.strict, deckCardsOf("your deck "+decks[0].Name, decks[0]),
		deckCardsOf("the AI's deck "+decks[1].Name, decks[1])); err != nil {
		return err
	}
	t := newTable(in, out, f, pool, [2]string{decks[0].Name, decks[1].Name})
	hosts := hostsOf(lib)
	effects, release := hosts()
	defer release()
	if s, ok := t.agents[1].(interface{ PlayOutWith(core.EffectSource) }); ok {
		// a search plays its copies on a host of their own: a host serves one game at a time
		playouts, releasePlayouts := hosts()
		defer releasePlayouts()
		s.PlayOutWith(playouts)
	}
	cfg := core.Config{Seed: f.seed, Decks: decks, Effects: effects, RecordEvents: true,
		Observers: []core.EventObserver{t.narr.observe}, Agents: t.agents}
	g, err := core.NewGame(cfg)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%s vs %s, seed %d. Type help at any prompt.\n", t.names.long[0], t.names.long[1], f.seed)
	res, err := t.play(g.Run)
	if err != nil {
		return err
	}

	line := &match.Game{Type: match.GameLine, Seed: f.seed, Decks: [2]string{decks[0].Name, decks[1].Name},
		Agents: [2]string{"human", f.p2}, Replay: g.Replay(), Events: g.Events}
	line.SetResult(res, g.FirstPlayer)
	if f.noSave {
		return nil
	}
	if line.Replay.Layers, err = replayLayers(pool, decks[0], decks[1]); err != nil {
		return err
	}
	path := f.save
	if path == "" {
		path = fmt.Sprintf("dcg-game-%d.json", f.seed)
	}
	b, err := json.Marshal(line)
	if err != nil {
		return err
	}
	if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("saving the game: %w", err)
	}
	fmt.Fprintf(out, "saved to %s; watch it again with: dcg replay %s --step\n", path, path)
	return nil
}

// table is a game played at this terminal: p1 is the person, p2 the AI or the person
// too (--p2 human), the narrator telling what happens.
type table struct {
	out    io.Writer
	st     style
	names  seats
	narr   *narrator
	humans []*humanAgent
	agents [2]core.Agent
}

// newTable seats the players; labels name what each side plays (its deck, or its
// side of a position).
func newTable(in io.Reader, out io.Writer, f *playFlags, cards core.CardLookup, labels [2]string) *table {
	t := &table{out: out, st: style{ansi: isTerminal(out) && isTerminal(in)}}
	hotseat := f.p2 == "human"
	t.names = seats{short: [2]string{"you", "AI"},
		long: [2]string{fmt.Sprintf("you (%s)", labels[0]), fmt.Sprintf("AI (%s, %s)", labels[1], f.p2)}}
	if hotseat {
		t.names = seats{short: [2]string{"p1", "p2"},
			long: [2]string{fmt.Sprintf("p1 (%s)", labels[0]), fmt.Sprintf("p2 (%s)", labels[1])}}
	}
	t.narr = newNarrator(cards, t.names, 0, hotseat) // one person at both sides sees all
	reader := bufio.NewReader(in)                    // one reader for both seats: answers are lines in order
	seat := func() *humanAgent {
		h := &humanAgent{in: reader, out: out, st: t.st, names: t.names, narr: t.narr, cards: cards, tty: t.st.ansi}
		t.humans = append(t.humans, h)
		return h
	}
	t.agents[0] = seat()
	if hotseat {
		t.agents[1] = seat()
	} else {
		t.agents[1] = match.Agents()[f.p2](1, f.seed)
	}
	return t
}

// setCards gives the narrator and the people the cards of the game (a position's
// inline cards with the pool).
func (t *table) setCards(cards core.CardLookup) {
	t.narr.cards = cards
	for _, h := range t.humans {
		h.cards = cards
	}
}

// play runs the game, tells its end and says how it ended.
func (t *table) play(run func() core.Result) (core.Result, error) {
	res := run()
	for _, line := range t.narr.fresh() {
		fmt.Fprintln(t.out, "  "+line)
	}
	for _, h := range t.humans {
		if h.eof {
			fmt.Fprintln(t.out, "(the input ended: you conceded)")
			break
		}
	}
	if res.Err != nil {
		return res, fmt.Errorf("the game stopped on an error: %w", res.Err)
	}
	fmt.Fprintln(t.out, t.st.bold(resultLine(res, t.names)))
	return res, nil
}

// runPlayPosition plays from a scenario file's board (scripting/scenario.Setup).
func runPlayPosition(in io.Reader, out io.Writer, f *playFlags, seedGiven bool, layers *cardLayers) error {
	data, err := os.ReadFile(f.position)
	if err != nil {
		return badInput("--position: %v", err)
	}
	s, err := scenario.Parse(f.position, data)
	if err != nil {
		return badInput("--position: %v", err)
	}
	if seedGiven {
		s.Seed = f.seed
	}
	f.seed = s.Seed
	pool, err := openPool(layers)
	if err != nil {
		return err
	}
	env := &scenario.Env{Cards: pool, Scripts: stackScripts{pool}, Keywords: keywordsFor(pool)}
	t := newTable(in, out, f, pool, [2]string{"p1", "p2"})
	sg, err := scenario.Setup(env, s, core.Config{Agents: t.agents, Observers: []core.EventObserver{t.narr.observe}})
	if err != nil {
		return badInput("--position: %v", err)
	}
	defer sg.Close()
	t.setCards(sg.Cards)
	title := f.position
	if s.Name != "" {
		title = s.Name + " (" + f.position + ")"
	}
	fmt.Fprintf(out, "%s\n%s vs %s from turn %d, %s's %s phase, seed %d. Type help at any prompt.\n", title,
		t.names.long[0], t.names.long[1], sg.Turn, sg.TurnPlayer, strings.ReplaceAll(sg.Phase.String(), "_", " "), s.Seed)
	_, err = t.play(sg.Resume)
	return err
}

// resultLine says how a game ended, for people.
func resultLine(r core.Result, names seats) string {
	switch {
	case r.Err != nil:
		return "the game stopped on an error: " + firstLineOf(r.Err.Error())
	case r.Halted:
		return "stopped"
	case r.Draw:
		return fmt.Sprintf("a draw after %d turns", r.Turns)
	}
	winner := names.short[r.Winner]
	verb := "wins"
	if winner == "you" {
		verb = "win"
	}
	return fmt.Sprintf("%s %s in turn %d: %s", winner, verb, r.Turns, reasonText(r.Reason))
}

func firstLineOf(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// humanAgent is a person at a terminal (or a script at a pipe). It sees the game only
// through the core.View the engine hands every agent, and the narrator's redacted
// account of what happened.
type humanAgent struct {
	in    *bufio.Reader
	out   io.Writer
	st    style
	names seats
	narr  *narrator
	cards core.CardLookup
	tty   bool
	eof   bool
	shown string // the board last drawn
}

const playHelp = `  a number    take that option
  help        this list
  board       show the board again
  log [N]     the last N things that happened (default 30)
  card NUMBER a card's printed text, e.g. card ST1-07
  concede     give up the game`

// Choose implements core.Agent.
func (h *humanAgent) Choose(v core.View, p *core.Prompt) int {
	if h.eof {
		return core.Concede
	}
	for _, line := range h.narr.fresh() {
		fmt.Fprintln(h.out, "  "+line)
	}
	var board strings.Builder
	writeBoard(&board, v, h.names, h.st)
	if board.String() != h.shown { // the board when it changed
		fmt.Fprint(h.out, board.String())
		h.shown = board.String()
	}
	h.ask(v, p)
	for {
		fmt.Fprint(h.out, "> ")
		text, err := h.in.ReadString('\n')
		if err != nil && (text == "" || !errors.Is(err, io.EOF)) {
			fmt.Fprintln(h.out)
			h.eof = true
			return core.Concede
		}
		text = strings.TrimSpace(text)
		if !h.tty {
			fmt.Fprintln(h.out, text) // echo, so a transcript reads like a session
		}
		cmd, arg, _ := strings.Cut(text, " ")
		arg = strings.TrimSpace(arg)
		if n, err := strconv.Atoi(cmd); err == nil {
			if n >= 1 && n <= len(p.Choices) {
				return n - 1
			}
			fmt.Fprintf(h.out, "no option %d: choose 1 to %d\n", n, len(p.Choices))
			continue
		}
		switch strings.ToLower(cmd) {
		case "":
			h.ask(v, p)
		case "help", "h", "?":
			fmt.Fprintln(h.out, playHelp)
		case "board", "b":
			fmt.Fprint(h.out, board.String())
			h.ask(v, p)
		case "log", "l":
			k := 30
			if n, err := strconv.Atoi(arg); err == nil && n > 0 {
				k = n
			}
			for _, line := range h.narr.last(k) {
				fmt.Fprintln(h.out, "  "+line)
			}
		case "card", "c":
			h.showCard(arg)
		case "concede", "quit", "exit":
			if h.tty && !h.confirm("concede the game?") {
				continue
			}
			return core.Concede
		default:
			fmt.Fprintf(h.out, "%q is not an option: type a number from 1 to %d, or help\n", text, len(p.Choices))
		}
	}
}

// ask prints the prompt and its numbered options.
func (h *humanAgent) ask(v core.View, p *core.Prompt) {
	fmt.Fprintln(h.out, h.st.bold(promptTitle(v, p, h.names)))
	if why := promptWhy(p); why != "" {
		fmt.Fprintln(h.out, "  "+h.st.dim(why))
	}
	for i, c := range p.Choices {
		fmt.Fprintf(h.out, "  %2d) %s\n", i+1, describeChoice(v, c, h.names))
	}
}

func (h *humanAgent) confirm(q string) bool {
	fmt.Fprintf(h.out, "%s [y/N] ", q)
	text, _ := h.in.ReadString('\n')
	return strings.HasPrefix(strings.ToLower(strings.TrimSpace(text)), "y")
}

func (h *humanAgent) showCard(number string) {
	d, err := h.cards.Card(strings.ToUpper(number))
	if err != nil {
		fmt.Fprintf(h.out, "no card %q (give a card number, e.g. card ST1-07)\n", number)
		return
	}
	fmt.Fprintf(h.out, "  %s\n", cardLine(d))
	for _, t := range []struct{ label, text string }{{"", d.Effect}, {"inherited: ", d.Inherited}, {"security: ", d.Security}} {
		if t.text != "" {
			fmt.Fprintf(h.out, "  %s%s\n", t.label, strings.ReplaceAll(t.text, "\n", "\n  "))
		}
	}
	if o := d.OptionSide(); o != nil { // a DUAL card
		fmt.Fprintf(h.out, "  Option side: %s\n  %s\n", cardLine(o), strings.ReplaceAll(o.Effect, "\n", "\n  "))
	}
}

// promptTitle says what a prompt asks, for people.
func promptTitle(v core.View, p *core.Prompt, names seats) string {
	switch p.Kind {
	case core.PromptRedraw:
		return "Redraw your opening hand? (5-2-1-4)"
	case core.PromptBreeding:
		return "Breeding phase: hatch, move out, or do nothing?"
	case core.PromptMain:
		return fmt.Sprintf("Main phase, %d memory: your action?", v.Memory())
	case core.PromptBlock:
		if a := v.Attack(); a != nil {
			target := names.short[v.Me()]
			if a.Target != nil {
				target = fmt.Sprintf("#%d %s", a.Target.ID, a.Target.Top().Data.Name)
			}
			return fmt.Sprintf("#%d %s attacks %s: block? (12-1)", a.Attacker.ID, a.Attacker.Top().Data.Name, target)
		}
	}
	title := p.Kind.String()
	if p.Text != "" {
		title = strings.ToUpper(p.Text[:1]) + p.Text[1:]
	}
	if src := p.Source(); src != "" && !strings.Contains(title, src) {
		title += " — " + src // which effect asks
	}
	return title
}

// promptWhy is the printed text of the effect that asks, if it is known: why the
// player is asked.
func promptWhy(p *core.Prompt) string {
	if p.Effect == nil {
		return ""
	}
	return p.Effect.Text
}
