package protocol

import (
	"github.com/dcg-engine/dcg/core"
)

// View is what one player may see of a game (3-1-2), built from core.View, which
// holds nothing else: their own hand, both fields, the trash, face-up security
// cards (3-7-4), counts of the hidden zones (3-1-3-2). Never the opponent's hand, any
// deck's order or a face-down security card.
type View struct {
	Me          string  `json:"me"`
	Turn        int     `json:"turn"`
	TurnPlayer  string  `json:"turn_player"`
	FirstPlayer string  `json:"first_player"`
	Phase       string  `json:"phase"`
	Memory      int     `json:"memory"` // on this player's side; negative: on the opponent's (1-4-2)
	Hand        []Card  `json:"hand"`
	Players     [2]Side `json:"players"`
	Attack      *Attack `json:"attack,omitempty"`
	Prompt      *Prompt `json:"prompt,omitempty"` // the decision waiting for this player, if one does
	Ended       *Result `json:"result,omitempty"`
}

// Side is one player's side of the board.
type Side struct {
	Player        string   `json:"player"`
	HandCount     int      `json:"hand_count"`
	DeckCount     int      `json:"deck_count"`
	EggDeckCount  int      `json:"egg_deck_count"`
	SecurityCount int      `json:"security_count"`
	Security      []*Card  `json:"security"` // top last; a face-down card is null
	Trash         []Card   `json:"trash"`    // most recent last
	Breeding      *Object  `json:"breeding"`
	Battle        []Object `json:"battle"`
}

// Card is a card as a player sees it.
type Card struct {
	ID     int    `json:"id"`
	Number string `json:"number"`
	Name   string `json:"name"`
}

// Object is a Digimon, Tamer or Digi-Egg on the field (4-5).
type Object struct {
	ID        int      `json:"id"`
	Owner     string   `json:"owner"`
	Cards     []Card   `json:"cards"` // bottom first: the top card last
	Links     []Card   `json:"links,omitempty"`
	Suspended bool     `json:"suspended"`
	DP        *int     `json:"dp,omitempty"`
	Level     int      `json:"level,omitempty"`
	Keywords  []string `json:"keywords,omitempty"`
}

// Attack is the attack in progress (public).
type Attack struct {
	Attacker int `json:"attacker"`
	Target   int `json:"target,omitempty"` // 0: the player is attacked
	Blocker  int `json:"blocker,omitempty"`
}

// Result is how a game ended.
type Result struct {
	Winner string `json:"winner,omitempty"`
	Draw   bool   `json:"draw,omitempty"`
	Reason string `json:"reason,omitempty"` // security (1-2-3-1), deck_out (1-2-3-2), concede (1-2-4), ...
	Turns  int    `json:"turns"`
	Error  string `json:"error,omitempty"` // the game stopped on an engine or script error
}

func resultOf(r *core.Result) *Result {
	if r == nil {
		return nil
	}
	out := &Result{Draw: r.Draw, Reason: r.Reason, Turns: r.Turns}
	switch {
	case r.Err != nil:
		out.Error = r.Err.Error()
	case !r.Draw && !r.Halted:
		out.Winner = r.Winner.String()
	}
	return out
}

// ViewOf is what a player may see of the game, as the view op tells it (the web
// board draws a replay's boards with it too).
func ViewOf(v core.View) View {
	out := View{Me: v.Me().String(), Turn: v.Turn(), TurnPlayer: v.TurnPlayer().String(),
		FirstPlayer: v.FirstPlayer().String(), Phase: v.Phase().String(), Memory: v.Memory(),
		Hand: cardsOf(v.Hand())}
	for i := range out.Players {
		p := core.PlayerID(i)
		side := Side{Player: p.String(), HandCount: v.HandCount(p), DeckCount: v.DeckCount(p),
			EggDeckCount: v.EggDeckCount(p), SecurityCount: v.SecurityCount(p), Trash: cardsOf(v.Trash(p)),
			Battle: []Object{}, Security: []*Card{}}
		for _, c := range v.Security(p) {
			if c == nil {
				side.Security = append(side.Security, nil)
				continue
			}
			cc := cardOf(c)
			side.Security = append(side.Security, &cc)
		}
		if o := v.Breeding(p); o != nil {
			obj := objectOf(v, o)
			side.Breeding = &obj
		}
		for _, o := range v.Battle(p) {
			side.Battle = append(side.Battle, objectOf(v, o))
		}
		out.Players[i] = side
	}
	if a := v.Attack(); a != nil {
		out.Attack = &Attack{Attacker: a.AttackerID, Target: a.TargetID}
		if a.Blocker != nil {
			out.Attack.Blocker = a.Blocker.ID
		}
	}
	return out
}

func cardOf(c *core.Card) Card { return Card{ID: c.ID, Number: c.Data.Number, Name: c.Data.Name} }

func cardsOf(cs []*core.Card) []Card {
	out := make([]Card, len(cs))
	for i, c := range cs {
		out[i] = cardOf(c)
	}
	return out
}

func objectOf(v core.View, o *core.FieldObject) Object {
	out := Object{ID: o.ID, Owner: o.Owner.String(), Cards: cardsOf(o.Cards), Suspended: o.Suspended,
		Level: v.Level(o), Keywords: v.Keywords(o)}
	if len(o.Links) > 0 {
		out.Links = cardsOf(o.Links)
	}
	if dp, ok := v.DP(o); ok {
		out.DP = &dp
	}
	return out
}
