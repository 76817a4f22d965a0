package core

// Cause says why something happens to an object: a rule, a battle, or an effect (and
// whose). Keywords care: <Barrier> saves from a battle deletion only (16-24), <Decoy>
// from an opponent's effect only (16-17), <Scapegoat> from anything but its owner's own
// effects (16-31), <Decode> from anything but battle (16-35).
type Cause struct {
	Kind   CauseKind
	Player PlayerID // for an effect: its controller
	// Battle: the two objects that battled; the other one is each one's opponent.
	Battle [2]*FieldObject
}

// CauseKind is the kind of a cause.
type CauseKind uint8

// The kinds of cause.
const (
	ByRule   CauseKind = iota // rule processing (chapter 17) and rules like <Overflow>
	ByBattle                  // losing a battle (14-2-2)
	ByEffect                  // an effect
)

var causeNames = [...]string{"rule", "battle", "effect"}

func (k CauseKind) String() string { return causeNames[k] }

// EffectOf is the cause "an effect of player p".
func EffectOf(p PlayerID) Cause { return Cause{Kind: ByEffect, Player: p} }

// BattleOpponent returns the object o battled, for a battle cause.
func (c Cause) BattleOpponent(o *FieldObject) *FieldObject {
	switch o {
	case c.Battle[0]:
		return c.Battle[1]
	case c.Battle[1]:
		return c.Battle[0]
	}
	return nil
}

// ByOpponentOf reports whether the cause is an effect of o's opponent.
func (c Cause) ByOpponentOf(o *FieldObject) bool { return c.Kind == ByEffect && c.Player != o.Owner }
