package core

import (
	"fmt"
	"strings"
)

// PromptKind says what a prompt asks.
type PromptKind uint8

// The decisions of a game without card effects. The effect layer adds its own.
const (
	PromptRedraw   PromptKind = iota // redraw the opening hand? (5-2-1-4)
	PromptBreeding                   // the breeding phase action (6-4-1)
	PromptMain                       // the main phase action (6-5-1)
	PromptBlock                      // block with which Digimon, or not (11-4, 12-1)
	PromptChoose                     // a choice asked by an effect: targets, cards, options
	PromptYesNo                      // "you may": activate / do it? (15-9-2)
	PromptOrder                      // which pending effect activates next (15-4-3-4)
	PromptNumber                     // a number, e.g. how many cards <De-Digivolve> trashes (16-11-1)
	PromptArts                       // Arts Digivolve into a used DUAL card, or let it be trashed (dual.go)
)

var promptNames = [...]string{"redraw", "breeding", "main", "block", "choose", "yes_no", "order", "number", "arts_digivolve"}

func (k PromptKind) String() string {
	if int(k) < len(promptNames) {
		return promptNames[k]
	}
	return fmt.Sprintf("PromptKind(%d)", k)
}

// ActionKind is what choosing an option does.
type ActionKind uint8

// The options a prompt can list.
const (
	ActYes       ActionKind = iota // redraw: yes
	ActNo                          // redraw: no
	ActHatch                       // 6-4-1-1
	ActMove                        // 6-4-1-2
	ActNothing                     // 6-4-1-3
	ActPlay                        // 6-5-1-1
	ActDigivolve                   // 6-5-1-2
	ActUse                         // 6-5-1-3
	ActAttack                      // 6-5-1-5
	ActPass                        // 6-5-1-7
	ActBlock                       // 12-1
	ActNoBlock                     // decline to block
	ActSelect                      // select Choice.Card / Choice.Obj for an effect
	ActDone                        // stop selecting (when fewer are allowed)
	ActActivate                    // activate a [Main] effect (6-5-1-6)
	ActResolve                     // activate this pending effect next (15-4-3-4)
	ActNumber                      // the number Choice.N
	ActLink                        // link Choice.Card to Choice.Obj (6-5-1-4, 10); from the battle area: Choice.Objs[0] is its object
	ActDNA                         // DNA digivolve Choice.Objs into Choice.Card (8-2)
	ActBurst                       // Burst digivolve Choice.Obj into Choice.Card (8-3)
	ActAppFusion                   // App Fusion: Choice.Obj into Choice.Card (8-4)
)

var actionNames = [...]string{"yes", "no", "hatch", "move", "nothing", "play", "digivolve", "use", "attack", "pass",
	"block", "no_block", "select", "done", "activate", "resolve", "number", "link", "dna", "burst", "app_fusion"}

func (a ActionKind) String() string {
	if int(a) < len(actionNames) {
		return actionNames[a]
	}
	return fmt.Sprintf("ActionKind(%d)", a)
}

// Choice is one legal answer to a prompt.
type Choice struct {
	Action ActionKind
	Card   *Card          // the hand card to play, digivolve into or use
	Obj    *FieldObject   // the object acting: the one digivolving, attacking or blocking
	Objs   []*FieldObject // several objects acting together: DNA digivolution (8-2); a link from the battle area: the object linking
	Target *FieldObject   // the attack target; nil = the opponent player
	Req    int            // which digivolution requirement of Card (index into Data.Digivolve); IgnoringRequirements: none, by a permission; AsADigimon: met as if Obj were a Digimon (as_digimon.go)
	Cost   int            // the memory this option costs
	Effect *Effect        // the effect to activate or order
	N      int            // a number: the value chosen, or an index the engine uses
	Text   string         // a label for choices that are neither cards nor objects
	tag    KeywordTag     // for a keyword's [Main] effect: which keyword (see live.tag)
}

// String describes the option for people (the CLI lists these).
func (o Choice) String() string {
	switch o.Action {
	case ActPlay:
		return fmt.Sprintf("play %s (cost %d)", o.Card, o.Cost)
	case ActDigivolve:
		if o.Req == AsADigimon {
			return fmt.Sprintf("digivolve %s into %s as if it were a Digimon (cost %d)", o.Obj, o.Card, o.Cost)
		}
		if o.Req == IgnoringRequirements {
			return fmt.Sprintf("digivolve %s into %s ignoring its digivolution requirements (cost %d)", o.Obj, o.Card, o.Cost)
		}
		return fmt.Sprintf("digivolve %s into %s (cost %d)", o.Obj, o.Card, o.Cost)
	case ActUse:
		return fmt.Sprintf("use %s (cost %d)", o.Card, o.Cost)
	case ActAttack:
		if o.Target == nil {
			return fmt.Sprintf("attack the opponent with %s", o.Obj)
		}
		return fmt.Sprintf("attack %s with %s", o.Target, o.Obj)
	case ActBlock:
		return fmt.Sprintf("block with %s", o.Obj)
	case ActHatch:
		return "hatch a Digi-Egg"
	case ActMove:
		return fmt.Sprintf("move %s to the battle area", o.Obj)
	case ActSelect:
		switch {
		case o.Obj != nil:
			return fmt.Sprintf("select %s", o.Obj)
		case o.Card != nil:
			return fmt.Sprintf("select %s", o.Card)
		}
		return "select " + o.Text
	case ActActivate:
		if o.Obj != nil {
			return fmt.Sprintf("activate %s of %s", o.Effect.Label, o.Obj)
		}
		return fmt.Sprintf("activate %s", o.Effect)
	case ActResolve:
		return fmt.Sprintf("activate %s", o.Effect)
	case ActNumber:
		return fmt.Sprint(o.N)
	case ActLink:
		if len(o.Objs) == 1 {
			return fmt.Sprintf("link %s from the battle area to %s (cost %d)", o.Objs[0], o.Obj, o.Cost)
		}
		return fmt.Sprintf("link %s to %s (cost %d)", o.Card, o.Obj, o.Cost)
	case ActDNA:
		names := make([]string, len(o.Objs))
		for i, x := range o.Objs {
			names[i] = x.String()
		}
		return fmt.Sprintf("DNA digivolve %s into %s (cost %d)", strings.Join(names, " + "), o.Card, o.Cost)
	case ActBurst:
		return fmt.Sprintf("Burst digivolve %s into %s (cost %d)", o.Obj, o.Card, o.Cost)
	case ActAppFusion:
		return fmt.Sprintf("App Fusion: %s into %s (cost %d)", o.Obj, o.Card, o.Cost)
	case ActYes, ActNo:
		if o.Text != "" {
			return fmt.Sprintf("%s (%s)", o.Action, o.Text)
		}
		if o.Effect != nil {
			return fmt.Sprintf("%s (%s)", o.Action, o.Effect)
		}
	}
	return o.Action.String()
}

// Prompt is a decision the engine asks of one player. Choices lists every legal answer
// and is never empty; the answer is an index into it. A prompt and its options are
// valid only during the call that receives them (the engine reuses the memory).
type Prompt struct {
	Player PlayerID
	Kind   PromptKind
	Text   string // what is being asked, for people
	// Effect and Card: the effect that asks, when an effect asks (a target, a "you
	// may", whether to activate it), and the card it is printed on; nil when the
	// rules ask (a main-phase action, a block, the order of pending effects).
	Effect  *Effect
	Card    *Card
	Choices []Choice
}

// Source names the effect that asks, card number and label ("BT1-062 [When
// Digivolving]"), or is "" when the rules ask. It is for people: answers never
// depend on it, so replays do not record it.
func (p *Prompt) Source() string {
	if p.Effect == nil {
		return ""
	}
	return p.Effect.String()
}

// noRealChoice reports whether a prompt's options leave its player nothing to
// decide: the only option is to do nothing — the breeding phase with nothing to hatch
// or move (6-4-1-3), no block, select no more. Such a prompt is not asked, of any
// agent. A main phase whose only option is to pass is still asked: passing is a
// declaration with a consequence (6-5-1-7-1). So is a choice with one candidate: the
// player takes it, and sees what the effect takes.
func noRealChoice(opts []Choice) bool {
	if len(opts) != 1 {
		return false
	}
	switch opts[0].Action {
	case ActNothing, ActNoBlock, ActDone:
		return true
	}
	return false
}

// askedByEffect reports whether a prompt of this kind asked while an effect resolves
// is the effect's question. A main-phase action, the order of pending effects and a
// block (12-1, also in an attack an effect makes) are the rules' questions.
func askedByEffect(k PromptKind) bool {
	return k != PromptMain && k != PromptOrder && k != PromptBlock
}

func (p *Prompt) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s: %s", p.Player, p.Kind, p.Text)
	for i, o := range p.Choices {
		fmt.Fprintf(&b, "\n  %d) %s", i, o)
	}
	return b.String()
}

// Special answers, legal at any prompt.
const (
	// Concede: the player concedes and loses at once (1-2-4).
	Concede = -1
	// Halt stops the game where it is, without an end, so that a test or a tool can
	// inspect it (Result.Halted). It is not recorded in the replay.
	Halt = -2
)

// Agent answers prompts for one player: a person at a terminal, an AI, a scripted
// scenario or a replay. Choose returns an index into p.Choices, or Concede. The view
// shows only what the rules let that player see. Agents must be deterministic given
// their own seed, so that games can be replayed.
type Agent interface {
	Choose(v View, p *Prompt) int
}

// sameCardChoice reports whether choosing card c is the same choice as choosing x
// (ChooseCards offers one of them): copies of one card in one zone are; a copy in the
// hand and one in the trash are not ("from your hand or trash", BT1-056).
func sameCardChoice(x, c *Card) bool { return x.Data == c.Data && x.Zone == c.Zone }

// sameChoiceEarlier reports whether choosing c is the same choice as choosing one of
// the cards before it.
func sameChoiceEarlier(cards []*Card, c *Card) bool {
	for _, x := range cards {
		if sameCardChoice(x, c) {
			return true
		}
	}
	return false
}
