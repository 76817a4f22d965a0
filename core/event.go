package core

// Event is one state change of a game. Every change the engine makes is an event, in
// order; the event log is the game's history, and a replay must reproduce it exactly.
// The JSON form (tags below) is a stable, documented contract: fields are added, never
// renamed. See EventKind for the kinds and what each field means for them.
type Event struct {
	Seq    int       `json:"seq"`               // 1, 2, 3, ... in the game
	Turn   int       `json:"turn"`              // turn number, 0 during setup
	Kind   EventKind `json:"kind"`              // what happened
	Player PlayerID  `json:"player"`            // whose card, object or action it is
	Card   string    `json:"card,omitempty"`    // card number involved, if one
	CardID int       `json:"card_id,omitempty"` // the physical card (Card.ID)
	Obj    int       `json:"obj,omitempty"`     // the field object (FieldObject.ID)
	Target int       `json:"target,omitempty"`  // a second object: attack target, blocker, battle opponent
	From   Zone      `json:"from,omitempty"`    // for moves
	To     Zone      `json:"to,omitempty"`      // for moves
	N      int       `json:"n,omitempty"`       // a number: memory after the change, cost, DP, count
	Delta  int       `json:"delta,omitempty"`   // a change: memory gained (+) or lost (−)
	Text   string    `json:"text,omitempty"`    // a reason or a phase name
	// ByEffect: an effect made it happen — the event was emitted while an effect
	// resolved, outside its rule checks and battles ("when an effect plays / trashes /
	// suspends ...", "if played by an effect"); what a player did by the rules (a play
	// or digivolution chosen in the main phase, a block) has it false. EffectPlayer is
	// then the effect's controller (left out of the JSON for p1).
	ByEffect     bool     `json:"by_effect,omitempty"`
	EffectPlayer PlayerID `json:"effect_player,omitempty"`
	// EffectCard is then the card whose effect it is (Card.ID; an Option's, a Digimon's
	// top card's, an inherited effect's card), and EffectKeyword its keyword if it is a
	// keyword effect: "if this card was played by [Trial of the Four Great Dragons]'s
	// effect" (EX3-025), "if played by <Decode>" (EX11-058).
	EffectCard    int     `json:"effect_card,omitempty"`
	EffectKeyword Keyword `json:"effect_keyword,omitempty"`
}

// EventKind names an event. The strings are the JSON form.
type EventKind string

// The event kinds.
const (
	EvGameStart     EventKind = "game_start"     // N: seed low bits; Text: "p1 vs p2"
	EvShuffle       EventKind = "shuffle"        // From: the zone shuffled
	EvFirstPlayer   EventKind = "first_player"   // Player goes first (5-2-1-3)
	EvRedraw        EventKind = "redraw"         // Player redrew the opening hand (5-2-1-5)
	EvMove          EventKind = "move"           // a card moved From → To (draw, security set, trash, ...); Obj: the object it went under or left from under (Target: the one it left, when both); Text: how (ReadMove)
	EvTurnStart     EventKind = "turn_start"     // Player's turn begins
	EvPhase         EventKind = "phase"          // Text: the phase entered
	EvMemory        EventKind = "memory"         // N: memory on Player's side after the change; Text: why
	EvUnsuspend     EventKind = "unsuspend"      // Obj becomes unsuspended
	EvSuspend       EventKind = "suspend"        // Obj becomes suspended
	EvHatch         EventKind = "hatch"          // Obj hatched in the breeding area (4-16)
	EvMoveToBattle  EventKind = "move_to_battle" // Obj moved from the breeding area (4-15)
	EvPlay          EventKind = "play"           // Obj played (7-1); N: cost paid; Text: "digixros", "assembly" (7-2, 7-3), "token" (4-18); Target: the object it was played from under, or 0
	EvDigivolve     EventKind = "digivolve"      // Obj digivolved into Card (8-1); N: cost paid; Text: "dna", "burst", "app_fusion" (8-2 … 8-4)
	EvUse           EventKind = "use"            // an Option Card used (9-1); N: cost paid
	EvPass          EventKind = "pass"           // Player passed (6-5-1-7)
	EvAttack        EventKind = "attack"         // Obj attacks Target (0 = the player) (11-2)
	EvBlock         EventKind = "block"          // Obj blocks; Target: the attacker (12-1)
	EvSecurityCheck EventKind = "security_check" // Obj checks the security card Card (13-1)
	EvBattle        EventKind = "battle"         // Obj battles Target; Text: the outcome (14)
	EvBattleEnd     EventKind = "battle_end"     // the battle of Obj and Target ended (14-2-5)
	EvDelete        EventKind = "delete"         // Obj is deleted (4-13)
	EvLeaveField    EventKind = "leave_field"    // Obj left the field; To: where its top card was sent; Text "link": it became a link card (10-1-1)
	EvAttackEnd     EventKind = "attack_end"     // the attack of Obj ended (11-6)
	EvRuleCheck     EventKind = "rule_check"     // Text: which 17-1-3 clause acted on Obj
	EvGameEnd       EventKind = "game_end"       // Player won (Text: reason); Text "draw" for a draw
	EvActivate      EventKind = "activate"       // an effect of Card (on Obj) activates; Text: its label
	EvCounterTiming EventKind = "counter_timing" // the counter timing of an attack begins (11-3)
	EvGrant         EventKind = "grant"          // an effect was given to Obj (15-13); Text: what, N: DP; with no Obj, Text "next time: ...": an effect left to the game (next_time.go)
	EvRetarget      EventKind = "retarget"       // the attack of Obj now targets Target (0: the player) (11-2-7-2)
	EvDeDigivolve   EventKind = "de_digivolve"   // Obj lost N cards from its top (<De-Digivolve>, 16-11)
	EvRecovery      EventKind = "recovery"       // Player put N cards from the deck on top of security (<Recovery>, 16-5)
	EvFlip          EventKind = "flip"           // Card in Player's security stack turned over where it lies; Text: "face up" or "face down" (3-7-4)
	// Obj deleted Target (Card: its top card) in battle and is still in the battle area at
	// the end of the battle (14-2-5), after all the battle triggered: "deletes ... in
	// battle and survives".
	EvBattleSurvived EventKind = "battle_survived"
	// An operation (Text: its name, "delete", "trash_digivolution_cards", ...) was asked
	// of Obj, or of Card, which is no longer where it was: a new card (3-1-3-1), so
	// nothing happened to it (gone.go).
	EvGone EventKind = "gone"
)

// eventKinds are all the kinds the engine logs, wherever they are declared (a test
// keeps the list complete).
var eventKinds = [...]EventKind{EvGameStart, EvShuffle, EvFirstPlayer, EvRedraw, EvMove, EvTurnStart, EvPhase,
	EvMemory, EvUnsuspend, EvSuspend, EvHatch, EvMoveToBattle, EvPlay, EvDigivolve, EvUse, EvPass, EvAttack,
	EvBlock, EvSecurityCheck, EvBattle, EvBattleEnd, EvDelete, EvLeaveField, EvAttackEnd, EvRuleCheck, EvGameEnd,
	EvActivate, EvCounterTiming, EvGrant, EvRetarget, EvDeDigivolve, EvRecovery, EvFlip, EvBattleSurvived, EvLink, EvGone}

// IsEventKind reports whether the engine logs events of kind k: a name people write
// (in a scenario's expectations) that is none is a typo, never a kind that did not
// happen.
func IsEventKind(k EventKind) bool {
	for _, x := range eventKinds {
		if x == k {
			return true
		}
	}
	return false
}

// EventObserver is told of every event as it happens. The effect layer uses it to find
// triggered effects; the CLI uses it to write the event log. ev is valid during the
// call only: an observer that keeps an event copies it (*ev).
type EventObserver func(g *Game, ev *Event)
