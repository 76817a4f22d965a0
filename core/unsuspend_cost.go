package core

import "fmt"

// "You must trash 1 card in your hand to unsuspend this Digimon" (BT7-055 Ebonwumon gives
// it to the opponent's Digimon): a Digimon with Derived.UnsuspendHandCost > 0 unsuspends
// only when its player chooses to trash that many cards from their hand for it — however
// it would unsuspend: in the unsuspend phase or by an effect, theirs or the opponent's
// (Q1597). No effect can make them pay: declined, or with too few cards in the hand, it
// stays suspended. Each Digimon is paid for on its own (Q1596), and the player picks which
// ones to pay for (Q1598).

// paysToUnsuspend asks o's player whether to pay o's unsuspend cost, and pays it. It
// reports whether o may unsuspend: true when o has no such cost or is not suspended.
func (g *Game) paysToUnsuspend(o *FieldObject) bool {
	if !o.Suspended || g.cfg.Effects == nil {
		return true
	}
	n := g.Derive(o).UnsuspendHandCost
	if n <= 0 {
		return true
	}
	p := o.Owner
	hand := g.Players[p].Hand
	if len(hand) < n {
		return false
	}
	// o by its id and stack, as other prompts name objects: two Digimon of one name
	// are told apart
	if !g.askYesNo(p, fmt.Sprintf("trash %d card(s) in your hand to unsuspend %s?", n, o), nil, nil) {
		return false
	}
	picked := (&Ctx{Game: g, Player: p}).ChooseCards(p, hand, n, n, "trash to unsuspend "+o.String())
	return g.MoveCards(p, picked, Destination{Zone: ZoneTrash}) == n
}
