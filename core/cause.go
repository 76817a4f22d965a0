package core

// Cause says why something happens to an object: a rule, a battle, or an effect (and
// whose). Keywords care: <Barrier> saves from a battle deletion only (16-24), <Decoy>
// from an opponent's effect only (16-17), <Scapegoat> from anything but its owner's own
// effects (16-31), <Decode> from anything but battle (16-35).
type Cause struct {
	Kind   CauseKind
	Player PlayerID // for an effect: its controller
	// For an effect: the category of the card whose effect it is (Sourced; see
	// SourceOf) and the keyword effect it is, if it is one ("<De-Digivolve> effects").
	// An object unaffected by some effects only reads them (15-15-6, Shield).
	Source  Kind
	Sourced bool
	Keyword Keyword
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

// Cause is the cause "this effect": its controller's, of its card's category, and the
// keyword effect it is the behaviour of.
func (c *Ctx) Cause() Cause {
	return Cause{Kind: ByEffect, Player: c.Player, Source: SourceOf(c.Effect, c.Card, c.Obj), Sourced: c.Card != nil || c.Obj != nil, Keyword: c.Keyword.Name}
}

// SourceOf is the category of the card an effect is of (2-2): a field object's effects
// (inherited ones too) are its category's — a Digi-Egg on the field is a Digimon
// (4-2-2) —, an effect of a card elsewhere its card's, and of a DUAL card's Option side
// an Option effect. It reads printed categories only: it is asked while derived values
// are being computed (applyInOrder).
func SourceOf(e *Effect, card *Card, o *FieldObject) Kind {
	switch {
	case e != nil && e.Dual:
		return Option
	case o != nil && o.Zone.OnField() && len(o.Cards) > 0:
		if o.IsDigimon() {
			return Digimon
		}
		return o.Top().Data.Kind
	case card != nil:
		return card.Data.Kind
	}
	return Digimon
}

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
