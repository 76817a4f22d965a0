package core

// Timings attached to effects: "attach [End of Attack] to all of this Digimon's [On
// Deletion] effects" (BT16-015 Phoenixmon (X Antibody)). While a persistent effect
// attaches timing Also to an object's effects of timing To, each of those effects —
// its top card's and its inherited ones — triggers at Also too, as if the icon were
// printed before it (15-16), and stays one effect: its [Once Per Turn] counts both
// (15-14-1). Each triggers as its own pending effect, side by side with the other
// effects triggered then (15-4-3; BT16-015 Q2615).

// AttachedTiming is one attached timing icon: the object's effects of timing To also
// trigger at Also.
type AttachedTiming struct {
	To, Also Timing
}

// attachedMatch is the attached timing of l's object whose trigger condition ev
// meets for effect l, or NoTiming. Only games with an effect that attaches timings
// (Effect.Attaches, noted with the trigger kinds) look.
func (g *Game) attachedMatch(l *live, ev *Event) Timing {
	if !g.attaching || l.obj == nil || !l.obj.Zone.OnField() || l.eff.Kind != Triggered {
		return NoTiming
	}
	for _, a := range g.Derive(l.obj).Attached {
		if l.eff.HasTiming(a.To) && !l.eff.HasTiming(a.Also) && g.iconMatches(a.Also, l, ev) {
			return a.Also
		}
	}
	return NoTiming
}

// stillAttached reports whether a pending effect that triggered at an attached timing
// still has it: if the effect attaching it is gone before the pending effect activates
// (its card left the Digimon, say), the trigger condition no longer holds and the
// effect does not activate (15-4-4; BT16-015 Q2615). An effect that triggered at one of
// its own icons needs nothing more.
func (g *Game) stillAttached(p *pending) bool {
	if p.delayed || p.eff.HasTiming(p.timing) {
		return true
	}
	if p.obj == nil || p.obj.ID != p.objID || !p.obj.Zone.OnField() {
		return false
	}
	for _, a := range g.Derive(p.obj).Attached {
		if a.Also == p.timing && p.eff.HasTiming(a.To) {
			return true
		}
	}
	return false
}
