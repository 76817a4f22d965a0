package core

// Permissions to attack an unsuspended Digimon (11-2-7-1: the rules let an attack
// target the opponent or one of their suspended Digimon). An effect may let a Digimon
// also attack unsuspended Digimon — every attack of it, or only some: against some
// targets, or only the attacks it makes with a keyword effect. A prohibition wins over
// every permission (15-1-3).

// AttackPermission is "can also attack your opponent's unsuspended Digimon" narrowed:
// to the targets Target allows ("... with no digivolution cards", EX1-016), to the
// attacks made with the keyword effect With ("when this Digimon attacks with <Blitz>,
// it can also attack your opponent's unsuspended Digimon", BT5-017), or both. A zero
// field narrows nothing.
type AttackPermission struct {
	Target func(t *FieldObject) bool
	With   Keyword
}

// allows reports whether the permission lets an attack made with the keyword effect by
// ("" for an attack by the rules, 11-2-1, or by an effect that is no keyword) target t.
func (p AttackPermission) allows(t *FieldObject, by Keyword) bool {
	return (p.With == "" || p.With == by) && (p.Target == nil || p.Target(t))
}

// MayAttackUnsuspended reports whether an effect lets the Digimon attack t, an
// unsuspended Digimon (11-2-7-1), in an attack made with the keyword effect by (""
// for none): every one, or one that a narrowed permission allows.
func (d *Derived) MayAttackUnsuspended(t *FieldObject, by Keyword) bool {
	if d.CantAttackUnsuspended { // a prohibition wins (15-1-3)
		return false
	}
	if d.CanAttackUnsuspended {
		return true
	}
	for _, p := range d.CanAttackUnsuspendedIf {
		if p.allows(t, by) {
			return true
		}
	}
	return false
}
