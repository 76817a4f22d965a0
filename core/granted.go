package core

// Triggered effects given by persistent effects: "[All Turns] All level 3 Digimon gain
// "[When Attacking] Lose 1 memory."" (BT5-091), "[Opponent's Turn] All of your
// opponent's Digimon gain "[When Attacking] ..."" (BT8-031). While the persistent effect
// applies to an object — its card in play, its turn scope and condition holding, the
// object among those it reaches (15-8-2) — the object has the effects
// (Derived.Granted). Each is the object's effect: it triggers for the object and
// activates as its controller's (15-3-2), with ctx.Obj the object and ctx.Card the card
// whose text gives it. Each giving effect gives its own copy: two such Tamers give an
// attacking Digimon two effects that activate separately (BT5-091 Q1370). A given [On
// Deletion] effect is had as the Digimon is deleted — the deletion is logged while it
// is still on the field (15-16-4) — and activates from the trash where its card went,
// as a printed one does (4-13-2, activatePending). Effects given for a while by an
// effect that resolved are given.go's.

// GrantedEffect is a triggered effect an object has from a persistent effect.
type GrantedEffect struct {
	Eff *Effect
	By  *Card // the card whose persistent effect gives it
}

// eachGranted calls fn for the effects that objects on the field have from
// persistent effects now, the turn player's objects first (eachLiveWithKeywords).
// fn returns false to stop; so does eachGranted.
func (g *Game) eachGranted(fn func(l live) bool) bool {
	if g.cfg.Effects == nil || !g.mayGiveEffects() {
		return true
	}
	for _, p := range [2]PlayerID{g.TurnPlayer, g.TurnPlayer.Opponent()} {
		for o := range g.Players[p].eachOnField {
			area := AreaBattle
			if o.Zone == ZoneBreeding {
				area = AreaBreeding
			}
			for _, gr := range g.Derive(o).Granted {
				if gr.Eff.areas()&area != 0 && !fn(live{eff: gr.Eff, card: gr.By, obj: o, owner: o.Owner, granted: true}) {
					return false
				}
			}
		}
	}
	return true
}

// stillGranted reports whether o still has the effect eff from by's persistent effect
// (15-4-4: a pending effect its object no longer has does not activate).
func (g *Game) stillGranted(o *FieldObject, eff *Effect, by *Card) bool {
	for _, gr := range g.Derive(o).Granted {
		if gr.Eff == eff && gr.By == by {
			return true
		}
	}
	return false
}
