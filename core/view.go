package core

import "fmt"

// View is what one player may see of a game (3-1-2): the public zones, counts of the
// hidden ones (3-1-3-2), and their own hand (3-5-3). Agents get a View, never the Game,
// so hidden information stays hidden.
type View struct {
	g *Game
	p PlayerID
}

// Me is the player this view belongs to.
func (v View) Me() PlayerID { return v.p }

// Turn is the turn number; TurnPlayer whose turn it is; Phase the phase.
func (v View) Turn() int             { return v.g.Turn }
func (v View) TurnPlayer() PlayerID  { return v.g.TurnPlayer }
func (v View) Phase() Phase          { return v.g.Phase }
func (v View) FirstPlayer() PlayerID { return v.g.FirstPlayer }

// Memory is the memory on this player's side (negative: on the opponent's side).
func (v View) Memory() int { return v.g.MemoryOf(v.p) }

// Hand is this player's own hand (3-5-3). The slice must not be changed.
func (v View) Hand() []*Card { return v.g.Players[v.p].Hand }

// HandCount, DeckCount, SecurityCount and EggDeckCount are public for both players (3-1-3-2).
func (v View) HandCount(p PlayerID) int     { return len(v.g.Players[p].Hand) }
func (v View) DeckCount(p PlayerID) int     { return len(v.g.Players[p].Deck) }
func (v View) SecurityCount(p PlayerID) int { return len(v.g.Players[p].Security) }
func (v View) EggDeckCount(p PlayerID) int  { return len(v.g.Players[p].EggDeck) }

// FaceUpSecurity is a player's face-up security cards, top first: public to both
// players (3-7-4).
func (v View) FaceUpSecurity(p PlayerID) []*Card { return v.g.FaceUpSecurity(p) }

// Trash is a player's trash, public (3-6-3); most recent last.
func (v View) Trash(p PlayerID) []*Card { return v.g.Players[p].Trash }

// Breeding and Battle are a player's field, public (3-4-2).
func (v View) Breeding(p PlayerID) *FieldObject          { return v.g.Players[p].Breeding }
func (v View) Battle(p PlayerID) []*FieldObject          { return v.g.Players[p].Battle }
func (v View) DP(o *FieldObject) (int, bool)             { return v.g.DP(o) }
func (v View) Level(o *FieldObject) int                  { return v.g.Level(o) }
func (v View) HasKeyword(o *FieldObject, k Keyword) bool { return v.g.HasKeyword(o, k) }
func (v View) SecurityChecks(o *FieldObject) int         { return v.g.SecurityChecks(o) }

// Keywords returns the keyword effects an object has now, as printed: "Blocker",
// "Security A. +1", "Decoy (Black)" (public information: the field is public, 3-4-2).
func (v View) Keywords(o *FieldObject) []string {
	d := v.g.Derive(o)
	out := make([]string, 0, len(d.Tags))
	for _, t := range d.Tags {
		s := string(t.Name)
		if t.N != 0 {
			s += fmt.Sprintf(" %+d", t.N)
		}
		if t.Param != "" {
			s += " (" + t.Param + ")"
		}
		out = append(out, s)
	}
	return out
}

// Attack is the attack in progress, or nil; it is public.
func (v View) Attack() *Attack { return v.g.attack }

// ViewOf is what player p may see of the game: the View an agent of p gets with each
// prompt, for tools and tests that look at a player's side between prompts.
func (g *Game) ViewOf(p PlayerID) View { return View{g: g, p: p} }

// Security is a player's security stack as either player sees it, top last as in the
// zone: a face-up card is public (3-7-4) and there; a face-down one is hidden from
// both players, its owner too (3-7-2), and nil.
func (v View) Security(p PlayerID) []*Card {
	sec := v.g.Players[p].Security
	out := make([]*Card, len(sec))
	for i, c := range sec {
		if c.FaceUp {
			out[i] = c
		}
	}
	return out
}

// DeckList is the list of cards a player brought to the game (1-4-1), not their order.
// Every match this engine plays names both decks before it starts (open deck lists):
// a search agent samples the cards it has not seen from them (core/ai/determinize.go).
// A position built without decks (NewPosition) has empty lists.
func (v View) DeckList(p PlayerID) DeckList { return v.g.cfg.Decks[p] }
