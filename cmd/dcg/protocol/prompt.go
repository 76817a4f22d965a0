package protocol

import (
	"github.com/dcg-engine/dcg/core"
)

// Prompt is a decision waiting for a seat the client drives: what is asked, which
// effect asks it, and every legal option with its id (its index: the answer).
type Prompt struct {
	Player     string   `json:"player"`
	Kind       string   `json:"kind"` // redraw, breeding, main, block, choose, yes_no, order, number, arts_digivolve
	Text       string   `json:"text,omitempty"`
	Source     string   `json:"source,omitempty"`      // the effect that asks: "ST1-16 [Main]"; none when the rules ask
	EffectText string   `json:"effect_text,omitempty"` // its printed line
	Options    []Option `json:"options"`
	Memory     int      `json:"memory"` // the asked player's memory now
}

// Option is one legal answer.
type Option struct {
	ID          int    `json:"id"`
	Action      string `json:"action"` // play, digivolve, use, attack, pass, block, no_block, select, done, activate, ...
	Description string `json:"description"`
	Card        *Card  `json:"card,omitempty"`   // the card played, digivolved into, used, selected
	Obj         int    `json:"obj,omitempty"`    // the object acting or selected
	Target      int    `json:"target,omitempty"` // the attack's target; 0: the opponent player
	Cost        int    `json:"cost,omitempty"`
	N           int    `json:"n,omitempty"` // the number, for a number
}

// describePrompt copies a prompt while it is valid (core.Prompt's memory is reused).
// A card an option names is one the asked player may see: in their hand, on the
// field, in a trash, or revealed by the effect that asks.
func describePrompt(v core.View, p *core.Prompt) *Prompt {
	out := &Prompt{Player: p.Player.String(), Kind: p.Kind.String(), Text: p.Text, Source: p.Source(),
		Options: make([]Option, len(p.Choices)), Memory: v.Memory()}
	if p.Effect != nil {
		out.EffectText = p.Effect.Text
	}
	for i, c := range p.Choices {
		o := Option{ID: i, Action: c.Action.String(), Description: c.String(), Cost: c.Cost}
		if c.Card != nil {
			cc := cardOf(c.Card)
			o.Card = &cc
		}
		if c.Obj != nil {
			o.Obj = c.Obj.ID
		}
		if c.Target != nil {
			o.Target = c.Target.ID
		}
		if c.Action == core.ActNumber {
			o.N = c.N
		}
		out.Options[i] = o
	}
	return out
}
