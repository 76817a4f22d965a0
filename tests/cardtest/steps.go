package cardtest

import (
	"fmt"

	"github.com/dcg-engine/dcg/core"
)

// Step is one scripted answer: at the next prompt, which must be of Kind (and of the
// player set with By), the first option Pick accepts. Desc says it for people.
type Step struct {
	Desc   string
	Kind   core.PromptKind
	Pick   func(core.Choice) bool
	player core.PlayerID
	bound  bool
}

// By makes the step expect a prompt of player p.
func (s Step) By(p core.PlayerID) Step {
	s.player, s.bound = p, true
	s.Desc += " by " + p.String()
	return s
}

// Answer is a step of any kind: the escape hatch for options the helpers below do
// not name.
func Answer(desc string, kind core.PromptKind, pick func(core.Choice) bool) Step {
	return Step{Desc: desc, Kind: kind, Pick: pick}
}

func is(c *core.Card, number string) bool { return c != nil && c.Data.Number == number }

func mainStep(desc string, pick func(core.Choice) bool) Step {
	return Answer(desc, core.PromptMain, pick)
}

// Play plays the hand card with this number (6-5-1-1).
func Play(number string) Step {
	return mainStep("play "+number, func(c core.Choice) bool { return c.Action == core.ActPlay && is(c.Card, number) })
}

// Use uses the Option card with this number from the hand (6-5-1-3).
func Use(number string) Step {
	return mainStep("use "+number, func(c core.Choice) bool { return c.Action == core.ActUse && is(c.Card, number) })
}

// Digivolve digivolves o into the hand card with this number (6-5-1-2), by whichever
// requirement is offered first.
func Digivolve(o *core.FieldObject, number string) Step {
	return mainStep(fmt.Sprintf("digivolve %s into %s", o, number), func(c core.Choice) bool {
		return c.Action == core.ActDigivolve && c.Obj == o && is(c.Card, number)
	})
}

// Attack attacks the opponent player with o (6-5-1-5).
func Attack(o *core.FieldObject) Step {
	return mainStep(fmt.Sprintf("attack the player with %s", o), func(c core.Choice) bool {
		return c.Action == core.ActAttack && c.Obj == o && c.Target == nil
	})
}

// AttackDigimon attacks the opponent's suspended Digimon target with o.
func AttackDigimon(o, target *core.FieldObject) Step {
	return mainStep(fmt.Sprintf("attack %s with %s", target, o), func(c core.Choice) bool {
		return c.Action == core.ActAttack && c.Obj == o && c.Target == target
	})
}

// Activate activates a [Main] effect of the card with this number on the field (6-5-1-6).
func Activate(number string) Step {
	return mainStep("activate the [Main] effect of "+number, func(c core.Choice) bool {
		return c.Action == core.ActActivate && is(c.Card, number)
	})
}

// Pass passes (6-5-1-7): the memory goes to 3 on the opponent's side and the turn ends.
func Pass() Step {
	return mainStep("pass", func(c core.Choice) bool { return c.Action == core.ActPass })
}

// Block blocks the attack with o (12-1).
func Block(o *core.FieldObject) Step {
	return Answer(fmt.Sprintf("block with %s", o), core.PromptBlock, func(c core.Choice) bool {
		return c.Action == core.ActBlock && c.Obj == o
	})
}

// NoBlock declines to block.
func NoBlock() Step {
	return Answer("no block", core.PromptBlock, func(c core.Choice) bool { return c.Action == core.ActNoBlock })
}

// Select selects object o for an effect ("1 of your Digimon").
func Select(o *core.FieldObject) Step {
	return Answer(fmt.Sprintf("select %s", o), core.PromptChoose, func(c core.Choice) bool {
		return c.Action == core.ActSelect && c.Obj == o
	})
}

// SelectCard selects a card with this number for an effect (in the hand, the trash, ...).
func SelectCard(number string) Step {
	return Answer("select "+number, core.PromptChoose, func(c core.Choice) bool {
		return c.Action == core.ActSelect && c.Obj == nil && is(c.Card, number)
	})
}

// Done stops selecting ("up to" choices).
func Done() Step {
	return Answer("done selecting", core.PromptChoose, func(c core.Choice) bool { return c.Action == core.ActDone })
}

// Yes answers a "you may" question yes; No answers it no.
func Yes() Step {
	return Answer("yes", core.PromptYesNo, func(c core.Choice) bool { return c.Action == core.ActYes })
}

// No answers a "you may" question no.
func No() Step {
	return Answer("no", core.PromptYesNo, func(c core.Choice) bool { return c.Action == core.ActNo })
}

// Order activates next the pending effect of the card with this number (15-4-3-4).
func Order(number string) Step {
	return Answer("activate the effect of "+number+" next", core.PromptOrder, func(c core.Choice) bool {
		return c.Action == core.ActResolve && is(c.Card, number)
	})
}

// Hatch hatches a Digi-Egg in the breeding phase (6-4-1-1).
func Hatch() Step {
	return Answer("hatch", core.PromptBreeding, func(c core.Choice) bool { return c.Action == core.ActHatch })
}

// MoveOut moves the Digimon in the breeding area to the battle area (6-4-1-2).
func MoveOut() Step {
	return Answer("move out of the breeding area", core.PromptBreeding, func(c core.Choice) bool {
		return c.Action == core.ActMove
	})
}

// SkipBreeding does nothing in the breeding phase (6-4-1-3).
func SkipBreeding() Step {
	return Answer("do nothing in the breeding phase", core.PromptBreeding, func(c core.Choice) bool {
		return c.Action == core.ActNothing
	})
}
