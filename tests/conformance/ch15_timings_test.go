package conformance

import (
	"slices"
	"testing"

	"github.com/dcg-engine/dcg/core"
)

// Chapter 15-3, 15-14 and 15-16: inherited effects, effect icons, effect timings.

// 15-3-1, 4-2-4: a Digimon has the inherited effects of the cards under it; a card
// alone does not activate its own inherited effect. 15-3-2: it is the Digimon's effect
// (the object activating it is the Digimon). 15-3-3: "this card" in it is the card
// under the Digimon.
func TestInheritedEffectWorksFromUnderADigimon(t *testing.T) {
	var gotCard *core.Card
	var gotObj *core.FieldObject
	effs := core.EffectMap{
		"S": {{Label: "S inherited", Kind: core.Triggered, Timing: core.WhenAttacking, Inherited: true,
			Resolve: func(c *core.Ctx) { gotCard, gotObj = c.Card, c.Obj }}},
	}
	src := digimon("S", core.Red, 3, 3, 3000)
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	alone := g.AddObject(p1, core.ZoneBattle, src)
	x := g.AddObject(p1, core.ZoneBattle, src, digimon("XT", core.Red, 4, 4, 5000))
	addCards(g, p2, core.ZoneSecurity, filler("F"), 2)
	s.steps = []step{attack(alone, nil), attack(x, nil)}
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if n := countOf(activations(g), "S inherited"); n != 1 {
		t.Fatalf("the inherited effect activated %d times, want once (for the Digimon it is under)", n)
	}
	if gotObj != x || gotCard != x.Cards[0] {
		t.Errorf("activated for %v with card %v; want the Digimon %v and the card under it", gotObj, gotCard, x)
	}
}

// 3-4-5-4: effects of a card in the breeding area neither trigger nor activate unless
// they name it — the rule's example: digivolving there into a card with [When
// Digivolving] does not trigger it. 15-14-4-1: a {Breeding} effect works there.
func TestBreedingAreaEffectsWorkOnlyWhereTheyNameIt(t *testing.T) {
	y := digimon("Y", core.Red, 3, 3, 3000, from(core.Red, 2, 0))
	z := digimon("Z", core.Red, 4, 4, 5000, from(core.Red, 3, 0))
	effs := core.EffectMap{
		"Y": {triggered("Y when digivolving", core.WhenDigivolving, nothingMore)},
		"Z": {{Label: "Z breeding", Kind: core.Triggered, Timing: core.WhenDigivolving, Areas: core.AreaBreeding, Resolve: nothingMore}},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	e := g.AddObject(p1, core.ZoneBreeding, egg("E", core.Red))
	g.AddCard(p1, core.ZoneHand, y)
	g.AddCard(p1, core.ZoneHand, z)
	s.steps = []step{digivolve(e, y), digivolve(e, z)}
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if got := activations(g); !slices.Equal(got, []string{"Z breeding"}) {
		t.Errorf("activations %v, want only the {Breeding} effect", got)
	}
}

// 15-16-2-1: [On Play] triggers when its card is played; 15-16-3-1: [When Digivolving]
// when its card is digivolved into — and neither on the other. 15-5-3: a trigger
// condition met at the moment the effect comes where it can trigger counts (the card
// digivolved into brings its [When Digivolving] as it triggers).
func TestOnPlayAndWhenDigivolving(t *testing.T) {
	x := digimon("X", core.Red, 3, 3, 3000)
	y := digimon("Y", core.Red, 4, 4, 5000, from(core.Red, 3, 2))
	effs := core.EffectMap{
		"X": {triggered("X on play", core.OnPlay, nothingMore), triggered("X when digivolving", core.WhenDigivolving, nothingMore)},
		"Y": {triggered("Y on play", core.OnPlay, nothingMore), triggered("Y when digivolving", core.WhenDigivolving, nothingMore)},
	}
	s := newScript(t, play(x))
	g := effectBoard(t, s, 5, effs)
	g.AddCard(p1, core.ZoneHand, x)
	g.AddCard(p1, core.ZoneHand, y)
	resume(t, g)
	xo := g.Players[p1].Battle[0]
	s.steps = append(s.steps, digivolve(xo, y))
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if got, want := activations(g), []string{"X on play", "Y when digivolving"}; !slices.Equal(got, want) {
		t.Errorf("activations %v, want %v", got, want)
	}
}

// 15-16-16-1: [When Moving] triggers when its Digimon moves out of the breeding area.
func TestWhenMovingTriggersOnMovingOut(t *testing.T) {
	effs := core.EffectMap{"M": {triggered("M when moving", core.WhenMoving, gain(1))}}
	s := newScript(t, move())
	g := effectBoard(t, s, 3, effs)
	g.SetTurn(p1, 3, core.PhaseBreeding)
	g.AddObject(p1, core.ZoneBreeding, digimon("M", core.Red, 3, 3, 3000))
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if got := activations(g); !slices.Equal(got, []string{"M when moving"}) || g.MemoryOf(p1) != 4 {
		t.Errorf("activations %v, memory %d; want the [When Moving] effect and 4", got, g.MemoryOf(p1))
	}
}

// 15-16-8-1: [Your Turn] / [Opponent's Turn] effects work in that turn only; 15-16-9-1:
// [All Turns] in both. 15-8-2-1, 15-8-2-2, 15-8-2-3: a [Your Turn] persistent effect
// works from the start of its controller's turn and stops at the start of the
// opponent's. 15-8-3-4: a triggered effect out of its turn does not trigger.
func TestYourTurnAndOpponentsTurnScopes(t *testing.T) {
	scoped := func(label string, turn core.TurnScope) *core.Effect {
		e := whenever(label, digimonAttacks(false), nothingMore)
		e.Turn = turn
		return e
	}
	effs := core.EffectMap{
		"P": {{Label: "P +1000", Kind: core.Persistent, Turn: core.YourTurn, Apply: func(c *core.Ctx, o *core.FieldObject, d *core.Derived) {
			if o.Owner == c.Player && o.IsDigimon() && o.Zone == core.ZoneBattle {
				d.DPMod += 1000
			}
		}}},
		"U": {scoped("U opponent's turn", core.OpponentsTurn), scoped("U your turn", core.YourTurn), scoped("U all turns", core.AllTurns)},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("P", core.Red, 1))
	x := g.AddObject(p1, core.ZoneBattle, digimon("X", core.Red, 3, 3, 3000))
	g.AddObject(p2, core.ZoneBattle, tamer("U", core.Blue, 1))
	addCards(g, p2, core.ZoneSecurity, filler("F"), 1)
	if v := dp(t, g, x); v != 4000 {
		t.Errorf("in its controller's turn: DP %d, want 4000", v)
	}
	s.steps = []step{attack(x, nil), orderFirst("U all turns").as(p2), pass()}
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p2, 4)
	if got, want := activations(g), []string{"U all turns", "U opponent's turn"}; !slices.Equal(got, want) {
		t.Errorf("activations %v, want %v ([Your Turn] one not triggered)", got, want)
	}
	if v := dp(t, g, x); v != 3000 {
		t.Errorf("in the opponent's turn: DP %d, want 3000", v)
	}
}

// 15-16-12-1, 15-16-12-2, 15-16-12-3: end-of-turn timings for the turn player, the
// other player, and both. 15-16-11-1, 15-16-11-2, 6-2-1-1: start-of-turn timings, before
// the unsuspend. 15-16-13-1, 15-16-13-2: start-of-main-phase timings. Each player's own
// [Your Turn]-like timings do not trigger in the other's turn.
func TestTurnAndPhaseTimings(t *testing.T) {
	var effs = core.EffectMap{"P": nil, "Q": nil}
	for _, c := range []struct {
		card, label string
		tm          core.Timing
	}{
		{"P", "P end of your turn", core.AtEndOfYourTurn},
		{"P", "P end of all turns", core.AtEndOfAllTurns},
		{"P", "P end of opponent's turn", core.AtEndOfOpponentsTurn},
		{"P", "P start of your turn", core.AtStartOfYourTurn},
		{"P", "P start of opponent's turn", core.AtStartOfOpponentsTurn},
		{"P", "P start of opponent's main", core.AtStartOfOpponentsMainPhase},
		{"Q", "Q end of your turn", core.AtEndOfYourTurn},
		{"Q", "Q end of opponent's turn", core.AtEndOfOpponentsTurn},
		{"Q", "Q end of all turns", core.AtEndOfAllTurns},
		{"Q", "Q start of your turn", core.AtStartOfYourTurn},
		{"Q", "Q start of your main", core.AtStartOfYourMainPhase},
		{"Q", "Q start of opponent's main", core.AtStartOfOpponentsMainPhase},
	} {
		effs[c.card] = append(effs[c.card], triggered(c.label, c.tm, nothingMore))
	}
	s := newScript(t, pass(), orderFirst("P end of your turn").as(p1), orderFirst("Q end of opponent's turn").as(p2))
	g := effectBoard(t, s, 0, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("P", core.Red, 1))
	q := g.AddObject(p2, core.ZoneBattle, tamer("Q", core.Blue, 1))
	q.Suspended = true
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p2, 4)
	want := []string{"P end of your turn", "P end of all turns", "Q end of opponent's turn", "Q end of all turns",
		"Q start of your turn", "P start of opponent's turn", "Q start of your main", "P start of opponent's main"}
	if got := activations(g); !slices.Equal(got, want) {
		t.Errorf("activations\n  %v\nwant\n  %v", got, want)
	}
	unsuspend := eventIndex(g, kindIs(core.EvUnsuspend))
	if start := activationIndex(g, "P start of opponent's turn"); start < 0 || unsuspend < start {
		t.Errorf("the unsuspend (event %d) came before the start-of-turn effects (event %d)", unsuspend, start)
	}
}

// 15-16-5-1: [When Attacking] triggers when its Digimon attacks; 15-16-14-1, 11-3-1:
// the non-turn player's [Counter] at the counter timing; 15-16-15-1: [End of Attack] at
// the end of its Digimon's attack, and 11-6-2: the attack is not over until it resolves.
func TestAttackTimingEffects(t *testing.T) {
	var during bool
	effs := core.EffectMap{
		"X": {
			triggered("X when attacking", core.WhenAttacking, nothingMore),
			triggered("X end of attack", core.AtEndOfAttack, func(c *core.Ctx) { during = c.Game.Attack() != nil }),
		},
		"C": {triggered("C counter", core.CounterTiming, nothingMore)},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	x := g.AddObject(p1, core.ZoneBattle, digimon("X", core.Red, 3, 3, 3000))
	g.AddObject(p2, core.ZoneBattle, digimon("C", core.Blue, 3, 3, 3000))
	addCards(g, p2, core.ZoneSecurity, filler("F"), 1)
	s.steps = []step{attack(x, nil)}
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if got, want := activations(g), []string{"X when attacking", "C counter", "X end of attack"}; !slices.Equal(got, want) {
		t.Fatalf("activations %v, want %v", got, want)
	}
	check := eventIndex(g, kindIs(core.EvSecurityCheck))
	if c, e := activationIndex(g, "C counter"), activationIndex(g, "X end of attack"); !(c < check && check < e) {
		t.Errorf("counter %d, security check %d, end of attack %d: want them in this order", c, check, e)
	}
	if !during {
		t.Errorf("the attack was over before its [End of Attack] effect resolved")
	}
}

// 6-1-4, 6-1-4-1: memory crossing to the opponent's side during an attack (a [When
// Attacking] "lose 4 memory") ends the turn only after the attack is over.
func TestMemoryLostWhenAttackingEndsTheTurnAfterTheAttack(t *testing.T) {
	effs := core.EffectMap{"X": {triggered("X lose 4", core.WhenAttacking, gain(-4))}}
	s := newScript(t)
	g := effectBoard(t, s, 0, effs)
	x := g.AddObject(p1, core.ZoneBattle, digimon("X", core.Red, 3, 3, 3000))
	addCards(g, p2, core.ZoneSecurity, filler("F"), 2)
	s.steps = []step{attack(x, nil)}
	resume(t, g)
	if n := len(g.Players[p2].Security); n != 1 {
		t.Errorf("%d security cards left of 2: the attack was cut off", n)
	}
	end := eventIndex(g, kindIs(core.EvAttackEnd))
	eot := eventIndex(g, func(e core.Event) bool { return e.Kind == core.EvPhase && e.Text == "end_of_turn" })
	if end < 0 || eot < end {
		t.Errorf("the end of turn (event %d) came before the end of the attack (event %d)", eot, end)
	}
	if sp := s.last(); sp.Player != p2 || sp.Turn != 4 || g.MemoryOf(p2) != 4 {
		t.Errorf("stopped at %s with %d memory for p2; want p2's turn 4 with 4", sp, g.MemoryOf(p2))
	}
}

// 15-16-10-1: [Security] triggers when its card is checked; 15-16-10-2: it never waits
// pending: it activates at once, before the turn player's effect triggered by the same
// check. 13-1-7-2, 13-1-7-2-1: what the check triggered resolves before the battle — the
// [Security] effect's +3000 makes its Security Digimon win.
func TestSecurityEffectActivatesAtOnceBeforeTheBattle(t *testing.T) {
	effs := core.EffectMap{
		"S": {triggered("S security", core.SecurityTiming, func(c *core.Ctx) {
			owner := c.Player
			c.Grant(&core.Modifier{DP: 3000, Until: core.EndOfTurn, Applies: func(g *core.Game, o *core.FieldObject) bool {
				return o.SecurityDigimon && o.Owner == owner
			}})
		})},
		"T": {whenever("T checks", func(c *core.Ctx, ev *core.Event) bool {
			return ev.Kind == core.EvSecurityCheck && ev.Player == c.Player
		}, nothingMore)},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	x := g.AddObject(p1, core.ZoneBattle, digimon("X", core.Red, 4, 5, 5000))
	g.AddCard(p2, core.ZoneSecurity, digimon("S", core.Blue, 3, 3, 3000))
	s.steps = []step{attack(x, nil)}
	resume(t, g)
	sec, trig, battle := activationIndex(g, "S security"), activationIndex(g, "T checks"), eventIndex(g, kindIs(core.EvBattle))
	if sec < 0 || trig < 0 || battle < 0 || !(sec < trig && trig < battle) {
		t.Errorf("[Security] %d, turn player's trigger %d, battle %d: want them in this order", sec, trig, battle)
	}
	if inBattle(g, x) {
		t.Errorf("the attacker beat the Security Digimon its [Security] effect made 6000 DP")
	}
}

// 15-15-9-1: an effect that activates another effect ("[Security] Activate this card's
// [Main] effect") carries it out in its own processing. 4-19-5: an Option's effect
// activated other than by using it needs no color.
func TestSecurityOptionActivatesItsMainEffect(t *testing.T) {
	effs := core.EffectMap{
		"SO": {
			mainEffect("SO main", func(c *core.Ctx) { c.Game.Draw(c.Player, 1) }),
			triggered("SO security", core.SecurityTiming, func(c *core.Ctx) { c.ActivateMain() }),
		},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	x := g.AddObject(p1, core.ZoneBattle, digimon("X", core.Red, 3, 3, 3000))
	so := g.AddCard(p2, core.ZoneSecurity, option("SO", core.ColorsOf(core.Yellow), 2))
	s.steps = []step{attack(x, nil)}
	resume(t, g)
	if n := len(g.Players[p2].Hand); n != 1 {
		t.Errorf("p2 has %d cards in hand, want the 1 drawn by the Option's [Main] effect", n)
	}
	if so.Zone != core.ZoneTrash {
		t.Errorf("the checked Option is in %s, want the trash", so.Zone)
	}
}

// 15-14-2-1: a {Hand} effect works while its card is in the hand; 15-14-3-1: a {Trash}
// effect while it is in the trash. An effect without the icon does not work from there.
func TestHandAndTrashEffectsWorkFromThere(t *testing.T) {
	fromHand := whenever("H from hand", digimonAttacks(false), func(c *core.Ctx) { c.Game.PlayCard(c.Player, c.Card, core.PlayOptions{Free: true}) })
	fromHand.Areas = core.AreaHand
	fromTrash := whenever("R from trash", digimonAttacks(false), func(c *core.Ctx) { c.Game.MoveCard(c.Card, core.ZoneHand) })
	fromTrash.Areas = core.AreaTrash
	effs := core.EffectMap{
		"H": {fromHand},
		"R": {fromTrash},
		"N": {whenever("N without icon", digimonAttacks(false), nothingMore)},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	x := g.AddObject(p1, core.ZoneBattle, digimon("X", core.Red, 3, 3, 3000))
	h := g.AddCard(p2, core.ZoneHand, digimon("H", core.Blue, 3, 3, 3000))
	r := g.AddCard(p2, core.ZoneTrash, digimon("R", core.Blue, 3, 3, 3000))
	g.AddCard(p2, core.ZoneHand, digimon("N", core.Blue, 3, 3, 3000))
	addCards(g, p2, core.ZoneSecurity, filler("F"), 1)
	s.steps = []step{attack(x, nil), orderFirst("H from hand").as(p2)}
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if got, want := activations(g), []string{"H from hand", "R from trash"}; !slices.Equal(got, want) {
		t.Errorf("activations %v, want %v", got, want)
	}
	if h.Zone != core.ZoneBattle || r.Zone != core.ZoneHand {
		t.Errorf("the {Hand} card is in %s (want battle), the {Trash} card in %s (want hand)", h.Zone, r.Zone)
	}
}

// 15-14-1-1: [Once Per Turn] is spent by activating it: declining a "you may" (15-9-2-2)
// spends nothing, so it works later that turn. 15-14-1-2: once spent, it no longer
// triggers that turn.
func TestOncePerTurnNotSpentWhenDeclined(t *testing.T) {
	o := option("O", core.ColorsOf(core.Red), 0)
	effs := core.EffectMap{
		"O": {mainEffect("O delete one", func(c *core.Ctx) { c.Game.Delete(opponentsDigimon(c)[0]) })},
		"T": {{Label: "T may draw", Kind: core.Triggered, Timing: core.When, Trigger: digimonDeleted(false),
			PerTurn: 1, Optional: true, Resolve: func(c *core.Ctx) { c.Game.Draw(c.Player, 1) }}},
	}
	s := newScript(t, use(o), answerNo().as(p1), use(o), answerYes().as(p1), use(o))
	g := effectBoard(t, s, 3, effs)
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	for _, n := range []string{"B1", "B2", "B3"} {
		g.AddObject(p2, core.ZoneBattle, digimon(n, core.Blue, 3, 3, 3000))
	}
	addCards(g, p1, core.ZoneHand, o, 3)
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if n := len(deletedObjs(g)); n != 3 {
		t.Fatalf("%d deletions, want 3", n)
	}
	if n := s.count(core.PromptYesNo); n != 2 {
		t.Errorf("asked %d times, want 2 (declined, then used; then spent)", n)
	}
	if n := countOf(activations(g), "T may draw"); n != 1 || len(g.Players[p1].Hand) != 1 {
		t.Errorf("activated %d times, hand %d; want once and the card drawn", n, len(g.Players[p1].Hand))
	}
}

// 15-14-1-5, 15-1-6: [Once Per Turn] is spent when the effect is chosen, even if it can
// do nothing (a draw from an empty deck).
func TestOncePerTurnSpentWhenChosenEvenIfItDoesNothing(t *testing.T) {
	o := option("O", core.ColorsOf(core.Red), 0)
	effs := core.EffectMap{
		"O": {mainEffect("O delete one", func(c *core.Ctx) { c.Game.Delete(opponentsDigimon(c)[0]) })},
		"T": {{Label: "T may draw", Kind: core.Triggered, Timing: core.When, Trigger: digimonDeleted(false),
			PerTurn: 1, Optional: true, Resolve: func(c *core.Ctx) { c.Game.Draw(c.Player, 1) }}},
	}
	s := newScript(t, use(o), answerYes().as(p1), use(o))
	g := effectBoard(t, s, 3, effs)
	for len(g.Players[p1].Deck) > 0 {
		g.MoveCard(g.Players[p1].Deck[0], core.ZoneTrash)
	}
	g.AddObject(p1, core.ZoneBattle, tamer("T", core.Red, 1))
	g.AddObject(p2, core.ZoneBattle, digimon("B1", core.Blue, 3, 3, 3000))
	g.AddObject(p2, core.ZoneBattle, digimon("B2", core.Blue, 3, 3, 3000))
	addCards(g, p1, core.ZoneHand, o, 2)
	resume(t, g)
	expectPrompt(t, s, core.PromptMain, p1, 3)
	if n := s.count(core.PromptYesNo); n != 1 {
		t.Errorf("asked %d times, want once: the use that drew nothing spent it", n)
	}
}

// 15-14-1-3: [Once Per Turn] counts per card: two Digimon with the same [Main] effect
// each use theirs. 15-14-1-4: a card that became a new card may use it again.
func TestOncePerTurnCountsPerCardAndAfreshForANewCard(t *testing.T) {
	op := digimon("OP", core.Red, 3, 3, 3000)
	rb := option("RB", core.ColorsOf(core.Red), 0)
	var x1 *core.FieldObject
	effs := core.EffectMap{
		"OP": {{Label: "OP main", Kind: core.Activated, Timing: core.MainTiming, PerTurn: 1, Resolve: gain(1)}},
		"RB": {mainEffect("RB return", func(c *core.Ctx) { c.Game.ReturnToHand(x1) })},
	}
	s := newScript(t)
	g := effectBoard(t, s, 3, effs)
	x1 = g.AddObject(p1, core.ZoneBattle, op)
	x2 := g.AddObject(p1, core.ZoneBattle, op)
	g.AddCard(p1, core.ZoneHand, rb)
	s.steps = []step{activateMain(x1, "OP main")}
	resume(t, g)
	offered := func() []*core.FieldObject {
		var out []*core.FieldObject
		for _, c := range choices(s.last().Choices, actionIs(core.ActActivate)) {
			out = append(out, c.Obj)
		}
		return out
	}
	if got := offered(); !slices.Equal(got, []*core.FieldObject{x2}) {
		t.Errorf("after the first one's use, [Main] offered for %v, want only the other Digimon's", got)
	}
	s.steps = append(s.steps, use(rb), play(op))
	resume(t, g)
	again := g.Players[p1].Battle[1]
	if got := offered(); !slices.Contains(got, again) {
		t.Errorf("the card played again (a new card) is not offered its [Main] effect: %v", got)
	}
}
