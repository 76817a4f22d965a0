package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func env(t *testing.T) *Env {
	t.Helper()
	e, err := DefaultEnv()
	require.NoError(t, err)
	return e
}

const base = `version: 1
name: test
position:
  turn: p1
  memory: 10
  p1:
    hand: [ST1-16]
    battle: [{name: agu, stack: [ST1-03]}]
  p2:
    security: [ST1-02]
    battle: [{name: biyo, stack: [ST1-02]}]
`

func run(t *testing.T, src string) *Result {
	t.Helper()
	s, err := Parse("x.yaml", []byte(src))
	require.NoError(t, err)
	return Run(env(t), s)
}

func TestAPassingScenario(t *testing.T) {
	res := run(t, base+`steps:
  - use: ST1-16
  - choose: biyo
  - expect:
      p2: {trash: [ST1-02], battle: []}
      p1: {memory: 2}
      objects: {biyo: {gone: true}, agu: {dp: 2000}}
      events: [{kind: delete, card: ST1-02}]
      prompt: {kind: main, player: p1, has: [pass, attack agu]}
`)
	require.True(t, res.Passed(), "%v", res.Failures)
}

func TestAFailedExpectationNamesLineWantAndGot(t *testing.T) {
	res := run(t, base+`steps:
  - pass
  - expect:
      p1: {memory: 5}
`)
	require.Len(t, res.Failures, 1)
	f := res.Failures[0]
	require.Equal(t, 15, f.Line)
	require.Equal(t, "5", f.Want)
	require.Equal(t, "-3", f.Got)
	require.NotEmpty(t, f.Events)
}

func TestFormatErrorsNameFileAndLine(t *testing.T) {
	for name, c := range map[string]struct{ src, want string }{
		"typo'd key":     {strings.Replace(base, "memory: 10", "memroy: 10", 1), `x.yaml:5: position: unknown key "memroy"`},
		"wrong zone":     {strings.Replace(base, "hand: [ST1-16]", "hnad: [ST1-16]", 1), `x.yaml:7: p1: unknown key "hnad"`},
		"unknown step":   {base + "steps:\n  - attakc: agu\n", `x.yaml:13: step: unknown key "attakc"`},
		"bad phase":      {strings.Replace(base, "memory: 10", "phase: combat", 1), `x.yaml:5: unknown phase "combat"`},
		"no version":     {strings.Replace(base, "version: 1\n", "", 1), "missing version"},
		"future version": {strings.Replace(base, "version: 1", "version: 9", 1), "x.yaml:1: version 9"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Parse("x.yaml", []byte(c.src))
			require.Error(t, err)
			require.Contains(t, err.Error(), c.want)
		})
	}
}

func TestAMissingCardNumberNamesItsLine(t *testing.T) {
	res := run(t, strings.Replace(base, "hand: [ST1-16]", "hand: [ST9-99]", 1)+"steps:\n  - pass\n")
	require.Len(t, res.Failures, 1)
	require.Equal(t, 7, res.Failures[0].Line)
	require.Contains(t, res.Failures[0].What, `"ST9-99": unknown card number`)
}

// Strict mode: a step that does not fit the prompt fails and shows the prompt.
func TestAnUnansweredPromptFailsShowingThePrompt(t *testing.T) {
	res := run(t, base+`steps:
  - use: ST1-16
  - pass
`)
	require.Len(t, res.Failures, 1)
	f := res.Failures[0]
	require.Equal(t, 14, f.Line)
	require.Contains(t, f.What, `step "pass" does not fit the prompt`)
	require.Contains(t, f.Got, "choose biyo")
}

func TestInlineCustomCardsWithScripts(t *testing.T) {
	res := run(t, `version: 1
cards:
  - number: X-01
    name: Drawer
    kind: Digimon
    colors: [Red]
    level: 3
    cost: 1
    dp: 1000
    script: |
      return card { on_play = function(ctx) ctx:draw(2) end }
position:
  turn: p1
  memory: 3
  p1:
    hand: [X-01]
    deck: [ST1-02, ST1-03, ST1-04]
steps:
  - play: X-01
  - expect:
      p1: {hand: [ST1-02, ST1-03], deck: [ST1-04], memory: 2}
      events: [{kind: activate, card: X-01, text: "[On Play]"}]
`)
	require.True(t, res.Passed(), "%v", res.Failures)
}

func TestAnExpectedScriptError(t *testing.T) {
	res := run(t, `version: 1
cards:
  - {number: X-02, name: Broken, kind: Digimon, colors: [Red], level: 3, cost: 1, dp: 1000,
     script: "return card { on_play = function(ctx) ctx:no_such() end }"}
position:
  turn: p1
  p1: {hand: [X-02]}
steps:
  - play: X-02
  - expect: {error: "X-02"}
`)
	require.True(t, res.Passed(), "%v", res.Failures)
}

func TestStepsMustBeAList(t *testing.T) {
	_, err := Parse("x.yaml", []byte(base+"steps: pass\n"))
	require.Error(t, err)
	require.Contains(t, err.Error(), "x.yaml:12: steps must be a list")
}

// A zone's single object needs no list: battle: ST1-03 is one Agumon.
func TestOneObjectWithoutAList(t *testing.T) {
	res := run(t, strings.Replace(base, "battle: [{name: agu, stack: [ST1-03]}]", "battle: ST1-03", 1)+`steps:
  - expect:
      p1: {battle: [ST1-03]}
      prompt: {kind: main, has: [attack ST1-03]}
`)
	require.True(t, res.Passed(), "%v", res.Failures)
}

func TestAStepNamingNoObjectSaysSo(t *testing.T) {
	res := run(t, base+"steps:\n  - attack: agumon\n")
	require.Len(t, res.Failures, 1)
	f := res.Failures[0]
	require.Equal(t, 13, f.Line)
	require.Contains(t, f.What, `no object "agumon"`)
	require.Contains(t, f.Got, "attack agu")
}

func TestAnAmbiguousCardNumberAsksForNames(t *testing.T) {
	res := run(t, strings.Replace(base, "battle: [{name: biyo, stack: [ST1-02]}]", "battle: [ST1-02, ST1-02]", 1)+`steps:
  - use: ST1-16
  - choose: ST1-02
`)
	require.Len(t, res.Failures, 1)
	require.Equal(t, 14, res.Failures[0].Line)
	require.Contains(t, res.Failures[0].What, `"ST1-02" matches 2 objects on the field; name them`)
}

// events: each must have been logged, in the order listed.
func TestEventsAreMatchedInOrder(t *testing.T) {
	res := run(t, base+`steps:
  - use: ST1-16
  - choose: biyo
  - expect:
      events: [{kind: use, card: ST1-16}, {kind: activate, card: ST1-16}, {kind: delete, card: ST1-02}]
`)
	require.True(t, res.Passed(), "%v", res.Failures)
	res = run(t, base+`steps:
  - use: ST1-16
  - choose: biyo
  - expect:
      events: [{kind: delete, card: ST1-02}, {kind: use, card: ST1-16}]
`)
	require.Len(t, res.Failures, 1)
	f := res.Failures[0]
	require.Equal(t, 16, f.Line)
	require.Equal(t, "the events were logged in the order listed", f.What)
	require.Equal(t, "use ST1-16 after delete ST1-02", f.Want)
}

// Setting up the position logs events too; expectations do not see them.
func TestSetupEventsAreNotExpectationEvents(t *testing.T) {
	res := run(t, base+`steps:
  - expect:
      no_events: [memory]
`)
	require.True(t, res.Passed(), "%v", res.Failures)
}

func TestStepsLeftAfterTheGameEndedFail(t *testing.T) {
	res := run(t, strings.Replace(base, "security: [ST1-02]", "security: []", 1)+`steps:
  - attack: agu
  - pass
`)
	require.Len(t, res.Failures, 1)
	require.Equal(t, 14, res.Failures[0].Line)
	require.Contains(t, res.Failures[0].What, `the game ended before step "pass"`)
	require.Contains(t, res.Failures[0].Got, "p1 won (security)")
}

// RunFile reports a file that does not parse as one failure at its line, whatever
// reader found the problem.
func TestRunFileReportsParseErrorsAtTheirLine(t *testing.T) {
	dir := t.TempDir()
	for name, c := range map[string]struct {
		src  string
		want string
	}{
		"bad card": {strings.Replace(base, "position:", "cards:\n  - {number: X-1, name: Bad, kind: Digimon, colour: [Red]}\nposition:", 1),
			`bad card.yaml:4: card X-1: field "colour": unknown field`},
		"bad key": {strings.Replace(base, "memory: 10", "memroy: 10", 1), `bad key.yaml:5: position: unknown key "memroy"`},
	} {
		path := filepath.Join(dir, name+".yaml")
		require.NoError(t, os.WriteFile(path, []byte(c.src), 0o644))
		res := RunFile(env(t), path)
		require.Len(t, res.Failures, 1, name)
		require.Contains(t, res.Failures[0].String(), c.want, name)
	}
}

// An inline card with a pool card's number replaces it, script included: without a
// script of its own it has no effects.
func TestAnInlineCardReplacesAPoolCardAndItsScript(t *testing.T) {
	res := run(t, `version: 1
cards:
  - {number: ST1-06, name: Plain Coredramon, kind: Digimon, colors: [Red], level: 4, cost: 5, dp: 6000}
position:
  turn: p1
  memory: 3
  p1: {battle: [ST1-06]}
  p2: {security: [ST1-02]}
steps:
  - attack: ST1-06
  - expect:
      memory: 3
      no_events: [activate]
`)
	require.True(t, res.Passed(), "%v", res.Failures)
}

// A game that goes on without ever asking anything (an endless loop of rules and
// effects) fails the scenario instead of hanging it.
// An endless loop no player can stop ends the game as a draw (18-3-2): the scenario
// does not hang, and its step after the loop cannot be taken.
func TestAnEndlessLoopEndsTheGameAsADraw(t *testing.T) {
	res := run(t, `version: 1
cards:
  - number: X-03
    name: Guardmon
    kind: Digimon
    colors: [Black]
    level: 4
    cost: 4
    dp: 5000
    script: |
      return card { would = { { on = "deleted", subject = "self", run = function(ctx) ctx:prevent(ctx.self) end } } }
position:
  turn: p1
  p2:
    battle: [{stack: [X-03], effects: [{dp: -5000}]}]
steps:
  - pass
`)
	require.NotEmpty(t, res.Failures)
	require.Contains(t, res.Failures[0].What, `the game ended before step "pass"`)
	require.Contains(t, res.Failures[0].Got, "a draw")
}

// A top card number names the object on the field that has it now; when none has, the
// position's object that had it (here: deleted, so gone).
func TestACardNumberNamesTheObjectOnTheFieldNow(t *testing.T) {
	res := run(t, `version: 1
position:
  turn: p1
  memory: 10
  p1:
    hand: [ST1-16, ST1-02]
    battle: [ST1-03]
  p2:
    battle: [ST1-02]
steps:
  - use: ST1-16
  - choose: ST1-02
  - expect:
      objects: {ST1-02: {gone: true}}
  - play: ST1-02
  - expect:
      objects: {ST1-02: {gone: false, suspended: false}}
      prompt: {kind: main, lacks: [attack ST1-02]}
`)
	require.True(t, res.Passed(), "%v", res.Failures)
}

// The steps of the special procedures need their arguments: a DNA digivolution the
// Digimon it comes from, a link either a hand card or an object in the battle area.
func TestSpecialProcedureStepsCheckTheirArguments(t *testing.T) {
	for name, c := range map[string]struct{ step, want string }{
		"dna without from":     {"dna: {into: ST1-08}", "dna needs into: and from:"},
		"dna with one Digimon": {"dna: {into: ST1-08, from: [agu]}", "at least 2"},
		"link card and object": {"link: {card: ST1-03, object: agu, to: agu}", "one of them"},
		"link to nothing":      {"link: {card: ST1-03}", "link needs to:"},
		"burst without into":   {"burst: {object: agu}", "burst needs into:"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Parse("x.yaml", []byte(base+"steps:\n  - "+c.step+"\n"))
			require.Error(t, err)
			require.Contains(t, err.Error(), c.want)
		})
	}
}

// A link step and a links expectation: the link card goes in sideways and the prompt
// writes the option as the step.
func TestALinkStepAndTheLinksExpectation(t *testing.T) {
	res := run(t, `version: 1
name: link
cards:
  - number: X-1
    name: Linkmon
    kind: Digimon
    colors: [Red]
    level: 3
    cost: 3
    dp: 2000
    link: {requirement: '[Link] Red: Cost 1', to: {colors: [Red]}, cost: 1, dp: 1000}
position:
  turn: p1
  memory: 3
  p1:
    hand: [X-1]
    battle: [{name: agu, stack: [ST1-03]}]
steps:
  - expect:
      prompt: {kind: main, has: [link X-1 to agu]}
  - link: {card: X-1, to: agu}
  - expect:
      objects: {agu: {links: [X-1], dp: 3000}}
`)
	require.True(t, res.Passed(), "%v", res.Failures)
}

// A failed expectation about a zone shows the zone as it is, card by card, and where
// the game was: the turn, the phase, the prompt and the last event.
func TestAFailureShowsTheZoneAndWhereTheGameWas(t *testing.T) {
	res := run(t, base+`steps:
  - use: ST1-16
  - choose: biyo
  - expect:
      p2: {trash: [ST1-03], battle_count: 1}
      objects: {agu: {dp: 5000}}
`)
	require.Len(t, res.Failures, 3)
	trash, count, dp := res.Failures[0], res.Failures[1], res.Failures[2]
	require.Equal(t, "p2's trash (most recent first)", trash.What)
	require.Equal(t, "[ST1-03]", trash.Want)
	require.Equal(t, "[ST1-02]", trash.Got)
	require.Equal(t, "p2's trash (most recent first)", trash.BoardTitle)
	require.Equal(t, []string{"1. ST1-02 Biyomon, Digimon, Lv3, 3000 DP"}, trash.Board)
	require.Equal(t, "turn 3 (p1's turn), main phase, p1's main prompt; last event "+trash.Events[len(trash.Events)-1], trash.Where)
	require.Contains(t, trash.Where, "move ST1-16 none→trash")

	require.Equal(t, "p2's battle area count", count.What)
	require.Equal(t, []string{"(empty)"}, count.Board)

	require.Equal(t, "agu's DP", dp.What)
	require.Equal(t, []string{"agu: #1 ST1-03 Agumon, stack [ST1-03], Lv3, 2000 DP"}, dp.Board)

	require.Equal(t, `x.yaml:16: p2's trash (most recent first)
    want: [ST1-03]
    got:  [ST1-02]
    p2's trash (most recent first) now:
      1. ST1-02 Biyomon, Digimon, Lv3, 3000 DP
    where: `+trash.Where+`
    last events:
      `+strings.Join(trash.Events, "\n      "), trash.String())
}

// After the game ended, where says how.
func TestAFailureAfterTheEndSaysHowTheGameEnded(t *testing.T) {
	res := run(t, strings.Replace(base, "security: [ST1-02]", "security: []", 1)+`steps:
  - attack: agu
  - expect: {p1: {hand: []}}
`)
	require.Len(t, res.Failures, 1)
	f := res.Failures[0]
	require.Equal(t, []string{"1. ST1-16 Gaia Force, Option"}, f.Board)
	require.Contains(t, f.Where, "p1 won (security); last event ")
	require.Contains(t, f.Where, "game_end")
}

// Version 2 files meet no prompt whose only option is to do nothing; version 1 files
// run as the engine did when they were written, and answer it. A newer version than
// this package reads is refused, saying so.
func TestVersionsOfTheFormat(t *testing.T) {
	src := `version: VERSION
position:
  turn: p1
  memory: 2
  p1: {deck: [ST1-02]}
  p2: {deck: [ST1-03]}
steps:
  - pass
  - STEP
  - expect: {turn: p2, phase: main, p2: {hand: [ST1-03]}}
`
	v2 := strings.NewReplacer("VERSION", "2", "STEP", "pass").Replace(src)
	res := run(t, v2)
	require.Len(t, res.Failures, 1)
	require.Equal(t, "whose turn", res.Failures[0].What) // the second pass was p2's main action
	res = run(t, strings.Replace(v2, "  - pass\n  - expect", "  - expect", 1))
	require.True(t, res.Passed(), "%v", res.Failures)
	v1 := strings.NewReplacer("VERSION", "1", "STEP", "nothing").Replace(src)
	res = run(t, v1)
	require.True(t, res.Passed(), "%v", res.Failures)

	for v, want := range map[string]string{
		"3": "x.yaml:1: version 3 is newer than this dcg reads (versions 1 to 2): update dcg",
		"0": "x.yaml:1: version 0: versions start at 1",
	} {
		_, err := Parse("x.yaml", []byte(strings.Replace(v2, "version: 2", "version: "+v, 1)))
		require.ErrorContains(t, err, want)
	}
}

func TestRulingsAreQNumbers(t *testing.T) {
	s, err := Parse("x.yaml", []byte(strings.Replace(base, "name: test", "name: test\nrulings: [Q620, Q621]", 1)))
	require.NoError(t, err)
	require.Equal(t, []string{"Q620", "Q621"}, s.Rulings)
	require.Equal(t, []string{"Q620", "Q621"}, Run(env(t), s).Rulings)
	_, err = Parse("x.yaml", []byte(strings.Replace(base, "name: test", "name: test\nrulings: [Q620, 621]", 1)))
	require.ErrorContains(t, err, `x.yaml:3: rulings: "621" is not a ruling number (want Q and digits: Q620)`)
}

// A security card of the position may be face up (3-7-4): both players see it, its
// owner's other security cards stay hidden from both (3-7-2), and checking it says so.
func TestFaceUpSecurityCardsAndWhatEachPlayerSees(t *testing.T) {
	res := run(t, `version: 2
position:
  turn: p1
  memory: 3
  p1:
    hand: [ST1-02, ST1-03]
    battle: [{name: agu, stack: [ST1-03]}]
  p2:
    hand: [ST1-04]
    deck: [ST1-05]
    security: [{card: ST1-14, face_up: true}, ST1-16]
steps:
  - expect:
      view:
        p1:
          memory: 3
          p1: {hand: [ST1-02, ST1-03], security: [], battle: [ST1-03]}
          p2: {hand: [hidden], security: [ST1-14, hidden], deck_count: 1}
        p2:
          memory: -3
          p1: {hand: [hidden, hidden]}
          p2: {hand: [ST1-04], security: [ST1-14, hidden]}
  - attack: agu
  - expect:
      events: [{kind: security_check, card: ST1-14, text: face up}]
      view: {p2: {p2: {security: [hidden]}, p1: {trash: []}}}
`)
	require.True(t, res.Passed(), "%v", res.Failures)

	res = run(t, strings.Replace(base, "hand: [ST1-16]", "hand: [ST1-16, ST1-02]", 1)+`steps:
  - expect:
      view: {p2: {p1: {hand: [ST1-16, ST1-02]}}}
`)
	require.Len(t, res.Failures, 1)
	f := res.Failures[0]
	require.Equal(t, "p2 sees p1's hand", f.What)
	require.Equal(t, "[ST1-02, ST1-16]", f.Want)
	require.Equal(t, "[hidden, hidden]", f.Got)
}

func TestAFaceUpSecurityCardNeedsItsNumber(t *testing.T) {
	_, err := Parse("x.yaml", []byte(strings.Replace(base, "security: [ST1-02]", "security: [{face_up: true}]", 1)))
	require.ErrorContains(t, err, "x.yaml:10: p2.security: a security card written as a mapping needs card:")
	_, err = Parse("x.yaml", []byte(strings.Replace(base, "security: [ST1-02]", "security: [{card: ST1-02, faceup: true}]", 1)))
	require.ErrorContains(t, err, `unknown key "faceup"`)
}

// event_counts: exactly so many events of a kind (or matching more), 0 for none.
func TestEventCounts(t *testing.T) {
	body := `position:
  turn: p1
  memory: 3
  p1:
    battle: [{name: greymon, stack: [ST1-03, ST1-07], effects: [{keywords: [Security A. +1]}]}]
  p2:
    security: [ST1-02, ST1-04, ST1-05]
steps:
  - attack: greymon
  - expect:
      p2: {security_count: 1}
      event_counts: COUNTS
`
	for counts, fails := range map[string]int{
		"{security_check: 2, delete: 0}": 0,
		`[{kind: security_check, card: ST1-02, count: 1}, {kind: activate, text: "[On Play]", count: 0}]`: 0,
		"{security_check: 3}":            1,
		"{security_check: 1, attack: 2}": 2,
	} {
		res := run(t, "version: 2\n"+strings.Replace(body, "COUNTS", counts, 1))
		require.Len(t, res.Failures, fails, "%s: %v", counts, res.Failures)
		if fails > 0 {
			f := res.Failures[0]
			require.Equal(t, "how many events were logged since the last expectation", f.What)
			require.Contains(t, f.Got, "security_check ST1-02")
		}
	}
	for counts, want := range map[string]string{
		"{security_checks: 2}":               `unknown event kind "security_checks"`,
		"[{kind: security_check}]":           "an event count needs count:",
		"{security_check: two}":              "event_counts.security_check must be a whole number",
		"[{kind: attack, count: 1, txt: x}]": `unknown key "txt"`,
	} {
		_, err := Parse("x.yaml", []byte("version: 2\n"+strings.Replace(body, "COUNTS", counts, 1)))
		require.ErrorContains(t, err, want, counts)
	}
}

// An event kind the engine never logs is an error, not an expectation that always
// holds.
func TestUnknownEventKindsAreErrors(t *testing.T) {
	for _, key := range []string{"events", "no_events"} {
		_, err := Parse("x.yaml", []byte(base+"steps:\n  - expect: {"+key+": [security_chek]}\n"))
		require.ErrorContains(t, err, `x.yaml:13: unknown event kind "security_chek"`, key)
	}
}

// A position may start in any phase of either player's turn, the end of the turn
// included (with the memory on the opponent's side, 6-1-4-1).
func TestStartingAtTheEndOfTheOpponentsTurn(t *testing.T) {
	src := `version: 2
cards:
  - number: X-EOT
    name: Nightmon
    kind: Digimon
    colors: [Purple]
    level: 3
    cost: 3
    dp: 3000
    script: |
      return card { end_of_your_turn = function(ctx) ctx:draw(1) end }
position:
  turn: p2
  phase: end_of_turn
  memory: -2
  p1: {deck: [ST1-02]}
  p2: {deck: [ST1-03, ST1-04], battle: [X-EOT]}
steps:
  - expect:
      turn: p1
      turn_number: 4
      memory: 2
      p2: {hand: [ST1-03]}
      p1: {hand: [ST1-02]}
      events: [{kind: phase, text: end_of_turn}, {kind: activate, card: X-EOT}, turn_start]
`
	res := run(t, src)
	require.True(t, res.Passed(), "%v", res.Failures)
	_, err := Parse("x.yaml", []byte(strings.Replace(src, "memory: -2", "memory: 0", 1)))
	require.ErrorContains(t, err, "x.yaml:14: phase end_of_turn needs the memory on the opponent's side")
}

// A scenario names the cards of its position (zones, stacks, links), of its action
// steps and its inline cards: the scripts whose change touches it.
func TestCardNumbersAreWhatTheScenarioNames(t *testing.T) {
	s, err := Parse("x.yaml", []byte(`version: 2
name: names
cards:
  - {number: MY-002, name: Mine, kind: Digimon, colors: [Red], level: 3, dp: 3000}
position:
  p1:
    hand: [ST1-16]
    deck: [BT1-010]
    battle: [{name: agu, stack: [ST1-01, ST1-03], links: [BT10-015]}]
  p2:
    security: [ST1-02]
    trash: [ST2-13]
    breeding: [ST2-01]
steps:
  - play: ST1-07
  - attack: agu
  - expect:
      p1: {hand: [ST3-05]}
`))
	require.NoError(t, err)
	require.Equal(t, []string{"BT1-010", "BT10-015", "MY-002", "ST1-01", "ST1-02", "ST1-03", "ST1-07", "ST1-16", "ST2-01", "ST2-13", "agu"},
		s.CardNumbers(), "expectations name no card it exercises")
}

// keywords: [] expects no keyword effects at all: a Digimon with one fails it (as links: []
// expects no link cards).
func TestAnEmptyKeywordsListExpectsNone(t *testing.T) {
	src := base + `steps:
  - expect:
      objects: {agu: {keywords: []}}
`
	src = strings.Replace(src, "{name: agu, stack: [ST1-03]}", "{name: agu, stack: [ST1-03], effects: [{keywords: [Blocker]}]}", 1)
	res := run(t, src)
	require.Len(t, res.Failures, 1)
	require.Equal(t, "", res.Failures[0].Want)
	require.Equal(t, "Blocker", res.Failures[0].Got)
	res = run(t, base+`steps:
  - expect:
      objects: {agu: {keywords: []}}
`)
	require.True(t, res.Passed(), "%v", res.Failures)
}
