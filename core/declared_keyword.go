package core

// An optional keyword declared with the effect it opens. "[Main] <Digi-Burst 2> (Trash 2
// of this Digimon's digivolution cards to activate the effect below.) ・..." is one
// declaration: <Digi-Burst> is activated by declaring it at the timing it can be
// activated (ver. 1.0 12-14-3), and it is the [Main] effect's processing condition (16-13-2,
// 15-6-3: the effect is offered only while it can be done). The player who activates the
// [Main] effect in the main phase has declared the <Digi-Burst> too: it is not asked again,
// and declining it after the activation is no choice the rules give. Where nobody declared
// the effect — triggered at a timing ("[When Digivolving] <Digi-Burst 2>"), or activated by
// another effect — the keyword's own "you may" is asked (15-9-2).

// DeclaresKeyword reports whether an optional keyword the effect of c runs now was
// declared with the effect, and spends the declaration: the first such keyword of an
// effect its player declared as a main-phase action.
func (c *Ctx) DeclaresKeyword() bool {
	if !c.Declared {
		return false
	}
	c.Declared = false
	return true
}
