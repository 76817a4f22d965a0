package core

import "fmt"

// Effects (chapter 15). A card's effects are data + functions, made once per card by
// the effect layer (scripting) and shared by every copy in every game; all state lives
// on the game (pending activations, per-turn counts, grants), never on the Effect.

// EffectKind is the category of an effect (15-8-1).
type EffectKind uint8

// The four kinds of effect (15-8).
const (
	Persistent EffectKind = iota // 15-8-2: no trigger; active while its conditions hold
	Triggered                    // 15-8-3: triggers, waits pending, then activates
	Activated                    // 15-8-4: [Main], declared by the turn player
	Immediate                    // 15-8-5: "when X would ...": cuts in before its cause
)

var effectKindNames = [...]string{"persistent", "triggered", "activated", "immediate"}

func (k EffectKind) String() string {
	if int(k) < len(effectKindNames) {
		return effectKindNames[k]
	}
	return fmt.Sprintf("EffectKind(%d)", k)
}

// Timing is an effect timing icon (15-16), or When for a "when X" trigger condition.
type Timing uint8

// The timings of 15-16.
const (
	NoTiming                    Timing = iota
	OnPlay                             // 15-16-2 [On Play]
	WhenDigivolving                    // 15-16-3 [When Digivolving]
	OnDeletion                         // 15-16-4 [On Deletion]
	WhenAttacking                      // 15-16-5 [When Attacking]
	WhenLinking                        // 15-16-6 [When Linking]
	MainTiming                         // 15-16-7 [Main]
	SecurityTiming                     // 15-16-10 [Security]
	AtStartOfYourTurn                  // 15-16-11-1
	AtStartOfOpponentsTurn             // 15-16-11-2
	AtEndOfYourTurn                    // 15-16-12-1
	AtEndOfOpponentsTurn               // 15-16-12-2
	AtEndOfAllTurns                    // 15-16-12-3
	AtStartOfYourMainPhase             // 15-16-13-1
	AtStartOfOpponentsMainPhase        // 15-16-13-2
	CounterTiming                      // 15-16-14 [Counter]
	AtEndOfAttack                      // 15-16-15 [End of Attack]
	WhenMoving                         // 15-16-16 [When Moving]
	When                               // a "when X" trigger condition (15-5-1), matched by Effect.Trigger
)

var timingNames = [...]string{"", "on_play", "when_digivolving", "on_deletion", "when_attacking", "when_linking",
	"main", "security", "start_of_your_turn", "start_of_opponents_turn", "end_of_your_turn",
	"end_of_opponents_turn", "end_of_all_turns", "start_of_your_main_phase", "start_of_opponents_main_phase",
	"counter", "end_of_attack", "when_moving", "when"}

func (t Timing) String() string {
	if int(t) < len(timingNames) {
		return timingNames[t]
	}
	return fmt.Sprintf("Timing(%d)", t)
}

// ParseTiming reads a timing's name as String writes it.
func ParseTiming(s string) (Timing, bool) {
	for i, n := range timingNames {
		if n == s && i != 0 {
			return Timing(i), true
		}
	}
	return NoTiming, false
}

// TurnScope is [Your Turn] / [Opponent's Turn] / [All Turns] (15-16-8, 15-16-9).
type TurnScope uint8

// The turn scopes.
const (
	AllTurns TurnScope = iota
	YourTurn
	OpponentsTurn
)

// Area says from where an effect works. The default is the battle area, as the top
// card of a Digimon or Tamer (15-1-7); the icons of 15-14 add other places.
type Area uint8

// Areas, combinable.
const (
	AreaBattle   Area = 1 << iota // on the field, in the battle area (the default)
	AreaBreeding                  // {Breeding} (15-14-4, 3-4-5-4)
	AreaHand                      // {Hand} (15-14-2)
	AreaTrash                     // {Trash} (15-14-3)
)

// HasTiming reports whether t is one of the effect's timing icons (Timing or Also).
func (e *Effect) HasTiming(t Timing) bool {
	if e.Timing == t {
		return true
	}
	for _, a := range e.Also {
		if a == t {
			return true
		}
	}
	return false
}

// Effect is one effect of a card. Exactly the fields its kind needs are set.
type Effect struct {
	Card   string     // the card number whose text this is (for messages)
	Label  string     // a short name for people: "[When Digivolving]", "<Blocker>"
	Text   string     // the printed text, for people
	Kind   EffectKind //
	Timing Timing     // for Triggered effects (Activated: MainTiming)
	// Also are further timing icons printed before the same text ("[On Play] [When
	// Digivolving] ...", "[When Digivolving] [When Attacking] [Once Per Turn] ..."): the
	// effect triggers at each of them and stays one effect, so its [X Per Turn] counts
	// every activation together (15-14-1) and an effect given or lost is lost whole.
	Also  []Timing
	Turn  TurnScope
	Areas Area // 0 = AreaBattle

	// Inherited: an inherited effect, working from the cards under a Digimon (15-3, 4-2-4).
	Inherited bool
	// Link: a link effect, working from a link card (4-2-6).
	Link bool
	// Dual: an effect of the Option side of a DUAL card (dual.go). It works only where
	// the card is an Option card: its [Main] when the card is used, its other effects
	// from the hand; never while the card is a Digimon on the field.
	Dual bool
	// PerTurn: [Once Per Turn] = 1, [Twice Per Turn] = 2 (15-14-1); 0 = no limit.
	PerTurn int
	// Optional: "you may" (15-9-2): the controller is asked before it activates; a
	// declined effect spends nothing (15-14-1-1 counts only chosen activations).
	Optional bool
	// Keyword: a keyword effect's name (16), for HasKeyword and people.
	Keyword Keyword
	// KeywordN: the keyword's number (<Security A. +1>: 1).
	KeywordN int
	// LineKeywords, on a keyword line with a timing ("[When Digivolving] <Blitz>"), are
	// the keyword effects the line is (16-1): the object whose effect it is has them
	// (keyword_lines.go), while what they do is this effect's own action.
	LineKeywords []KeywordTag

	// Trigger matches a "when X" condition (Timing When) against an event, or an
	// immediate effect's "would" against its cause. Nil with a timing icon: the icon's
	// own condition.
	Trigger func(c *Ctx, ev *Event) bool
	// TriggerKinds, when set, are the only events a When trigger can match; nil: any.
	// The engine skips looking for triggers on events no effect of the game reacts to.
	TriggerKinds []EventKind
	// Condition is an "if"/"while" condition (15-6): a triggered or activated effect
	// whose condition fails does not activate (15-6-3); a persistent one is inactive.
	Condition func(c *Ctx) bool
	// Reduces, on an immediate effect that reduces the cost about to be paid ("when this
	// card would be played, by X, reduce the play cost by 3"): the most it could take off
	// now, so that a declaration its reduction makes payable is offered (1-3-11-3,
	// foreseen_reduction.go). Its condition says whether it could be done.
	Reduces func(c *Ctx) int
	// Resolve carries out a triggered, activated or immediate effect.
	Resolve func(c *Ctx)
	// Affects says which objects a persistent effect reaches (nil: all; Apply decides).
	Affects func(c *Ctx, o *FieldObject) bool
	// ReachesBreeding: the effect names the breeding area among the objects it
	// reaches, so Affects is asked about objects there too; otherwise a persistent
	// effect reaches the breeding area only from the object there itself (3-4-5-3).
	ReachesBreeding bool
	// Apply is a persistent effect: it changes the derived values d of object o it
	// reaches.
	Apply func(c *Ctx, o *FieldObject, d *Derived)
	// Gives: a persistent effect "All level 3 Digimon gain "[When Attacking] ..."": the
	// triggered effects each object it reaches has while it applies (granted.go).
	Gives []*Effect
	// Lends: a persistent effect "this Digimon gains all effects of X in its
	// digivolution cards": the cards (under o) whose own effects work as o's (lent.go).
	// It reads printed data only (ctx:matches on cards), never derived values.
	Lends func(c *Ctx, o *FieldObject) []*Card
	// WaivesColorRequirement: a persistent effect of an Option card, "you may ignore this
	// card's color requirements" (4-19), while its condition holds: for its use from the
	// hand, and for its use by an effect wherever the card is (use.go).
	WaivesColorRequirement bool
	// AlsoMeetsColors, on a persistent effect of an Option card: a Digimon or Tamer of
	// one of these colors also meets the card's color requirement (4-19): "yellow also
	// meets this card's color requirements" (use.go, colorRequirementMet).
	AlsoMeetsColors Colors
	// UseCostMod, on a persistent effect of an Option card (or a DUAL card's Option
	// side): what it adds to the card's own use cost ("For each of your security cards,
	// add 1 to this card's use cost"), while its condition holds (use.go, UseCost).
	UseCostMod func(c *Ctx) int
	// PlayCostMod, on a persistent effect of a Digimon or Tamer card that works from the
	// hand: what it adds to the card's own play cost while the card is in the hand
	// ("While ..., reduce the memory cost to play this card from your hand by 6"), while
	// its condition holds (play_cost.go).
	PlayCostMod func(c *Ctx) int
	// DigivolveCostSet, on a persistent effect of a Digimon card that works from the
	// hand: the memory cost of digivolving into the card from the hand by its
	// requirements ("When digivolving into this card from your hand, the memory cost of
	// the digivolution is equal to the number of cards in your security stack"), while
	// its condition holds (own_digivolve_cost.go).
	DigivolveCostSet func(c *Ctx) int
	// RevealedAs, on a persistent effect of a card: what the card is also treated as
	// while it is revealed from the deck ("While this card is revealed from your deck,
	// this card is also treated as level 6"; revealed_as.go).
	RevealedAs *RevealedAs
	// DeletionMaxMod, on a persistent effect: what it adds to the DP maximum of its
	// controller's DP-based deletion effects ("Add 1000 to the maximum DP you can choose
	// with DP-based deletion effects"), while its condition holds (15-15-5;
	// deletion_max.go). DeletionMaxOwn: only to the effects of the object that has it
	// ("this Digimon's DP-based deletion effects").
	DeletionMaxMod func(c *Ctx) int
	DeletionMaxOwn bool
	// XrosFrom, on a persistent effect of a card with a DigiXros requirement: more places
	// its DigiXros may take cards from while the condition holds ("cards from your trash
	// may also be placed for this card's DigiXros", xros_from.go).
	XrosFrom []XrosFrom
	// Permits, on a persistent effect: the objects it reaches (Affects) may digivolve
	// into some cards ignoring their digivolution requirements (8-1-2-2), for a cost of
	// its own (permission.go).
	Permits *DigivolvePermission
	// Attaches: a persistent effect that attaches timing icons to effects (its Apply
	// adds Derived.Attached; attach.go).
	Attaches bool
	// NeverLowersDP promises that Apply never lowers DP, takes DP away or changes a
	// kind (it adds DP, keywords, checks...), so the rule check need not compute DP
	// while only such effects are in force. False is always safe.
	NeverLowersDP bool
	// Ban, on a persistent effect, is a prohibition on a player while the effect works
	// (ban.go): "your opponent can't gain memory except with Tamer effects".
	Ban *Ban
	// Unaffected, on a persistent effect of an object's own (printed or inherited):
	// while it works, the object isn't affected by what the shield says: its opponent's
	// effects, or some of them (15-15-6, unaffected.go).
	Unaffected *Shield
}

func (e *Effect) String() string {
	if e.Label != "" {
		return e.Card + " " + e.Label
	}
	return e.Card + " " + e.Kind.String() + " effect"
}

func (e *Effect) areas() Area {
	if e.Areas == 0 {
		return AreaBattle
	}
	return e.Areas
}

// EffectSource gives the effects printed on a card. The scripting layer implements it;
// nil means a game without card effects. An error (a broken script) ends the game
// with that error.
type EffectSource interface {
	EffectsOf(d *CardData) ([]*Effect, error)
}

// GameScoped is an EffectSource whose effects belong to one game at a time (the Lua
// host: nothing one game's scripts did reaches another; it reuses what the scripts
// built only when none of it changed). NewGame tells it that a game begins.
type GameScoped interface {
	BeginGame(g *Game)
}

// ScriptFault is an error a card or keyword script raised (the effect layer's script
// errors are): it names the card and the line of the script, so that a log or a
// summary can say where a game went wrong.
type ScriptFault interface {
	error
	Fault() (card, file string, line int)
}

// KeywordSource gives the behaviour of keyword effects (16): the effects every object
// that has a keyword has, however it got it — printed, inherited or gained. An
// EffectSource may also be a KeywordSource.
type KeywordSource interface {
	KeywordEffects(k Keyword) ([]*Effect, error)
}

// EffectMap is the simplest EffectSource: effects by card number. Tests use it to give
// custom cards effects written in Go.
type EffectMap map[string][]*Effect

// EffectsOf implements EffectSource.
func (m EffectMap) EffectsOf(d *CardData) ([]*Effect, error) { return m[d.Number], nil }
