package core

// Operations for the keyword effects of attacks and battles (16-6, 16-12, 16-15,
// 16-22, 16-23, 16-24, 16-32, 16-33, 16-37). Most of them compose what attack.go
// offers (AttackBy, Pierce, ChangeAttackTarget); this file adds what they cannot.

// AttackThen makes o attack by this effect as AttackBy does and, if it attacks, sets
// up a delayed processing (18-1) for the end of that attack: <Execute>'s "at the end
// of that attack, delete this Digimon" (16-37-4). do then waits for that attack's
// end-of-attack timing and activates there as the controller's triggered effect,
// together with the [End of Attack] effects triggered then (18-1-2). If no attack is
// declared, nothing is set up. It reports whether o attacked.
func (c *Ctx) AttackThen(o *FieldObject, opt AttackOptions, label string, do func(c *Ctx)) bool {
	g := c.Game
	if g.attack != nil {
		return false // 11-2-4: no attack during another one
	}
	d := &Delayed{Player: c.Player, Label: label, Card: c.Card, Obj: c.Obj, Do: do}
	// Attacks do not nest and AttackBy runs the whole attack: the first end of attack
	// from here is that attack's.
	d.When = func(_ *Game, ev *Event) bool { return ev.Kind == EvAttackEnd }
	g.Delay(d)
	ok := g.AttackBy(o, opt)
	g.dropDelayed(d) // still waiting: no attack happened (or the game ended)
	return ok
}

// dropDelayed removes a delayed processing that is still waiting for its timing.
func (g *Game) dropDelayed(d *Delayed) {
	for i, x := range g.delayed {
		if x == d {
			g.delayed = append(g.delayed[:i:i], g.delayed[i+1:]...)
			return
		}
	}
}
