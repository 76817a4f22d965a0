package core

// "Cards can't be added to security stacks by your opponent's effects" (BT9-103 Kongou):
// a ban on a player's effects (ban.go, DeedAddToSecurity). While it works, no effect of
// that player adds a card to a security stack — moving cards there, placing a Digimon
// there, <Recovery> — and those cards stay where they were. An effect that would have
// placed a used Option there instead of the trash trashes it (BT10-041, Q1960).

// MayAddToSecurity reports whether p's effects may add cards to security stacks now.
func (g *Game) MayAddToSecurity(p PlayerID) bool { return !g.Banned(p, DeedAddToSecurity, nil) }
