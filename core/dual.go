package core

// DUAL cards and Arts Digivolve. They are newer than ver. 3.6: the rules here are the
// official rule changes that brought them (the Comprehensive Rules ver. 4.0 of
// 2026-04-01: "DUAL card rules") and the official rulings, cited by Q number.
//
// A DUAL card is one card with two sides. Its own information (CardData: name, colors,
// level, DP, digivolution requirements, effects) is its Digimon side; CardData.Dual is
// its Option side, with its own name, colors (its color requirement) and effect text.
// Both sides have the card's traits (Q6404, Q6174).
//
//   - Away from the top of a field object — in the hand, the trash, the deck, the
//     security stack, under a Digimon — it is a Digimon card and an Option card at
//     once (CardData.Is). Stacked on top of a card on the field it is a Digimon only,
//     and cannot be referred to as an Option card (Q6436): its Option side's effects
//     (Effect.Dual) do not work there (live.go).
//   - It has no play cost and cannot be played (play.go). It digivolves like any
//     Digimon card (8-1), from the hand in the main phase.
//   - Its owner may use it from the hand as an Option card in the main phase (6-5-1-3,
//     9-1): the Option side's color requirement must be met (4-19) — not the Digimon
//     side's colors — unless an effect of the card lets them ignore it (<Use Req.>,
//     colorRequirementWaived); its use cost is the card's printed cost (UseCost). The
//     Option side's first [Main] effect activates (9-1-9-3) while the card is in no
//     area (9-1-4): it is not in the hand then (Q6944, Q6246). An effect may use it too
//     ("use 1 [TS] trait Option card", UseCard), by the Option side's colors.
//   - Arts Digivolve: when that [Main] effect has resolved and the card would be trashed
//     (9-1-5), its user may instead have one of their Digimon digivolve into it (8-1),
//     by the card's digivolution requirements and cost (Q6944, Q6246), or by a
//     permission to ignore them that does not ask for a card in the hand (Q6390,
//     permission.go). Otherwise it is trashed. Either way the rule check comes after:
//     a Digimon the [Main] effect brought to 0 DP is deleted only then, and its
//     [On Deletion] triggers together with the [When Digivolving] effects of the
//     digivolution (Q6313, Q6495, Q6998, Q6215). A Digimon that attacked by the [Main]
//     effect and then digivolved does not activate [When Attacking]: its attack was
//     before (Q6344, Q6749).
//   - Checked from the security stack it is both a Digimon and an Option card (Q7103):
//     its [Security] effects activate unless Option cards' do not; then it battles as a
//     Security Digimon (13-1-7-3, Q7101). An effect activated from its Digimon side is
//     a Digimon effect, one from its Option side an Option effect (Q7102, IsEffectOf).

// IsDual reports whether the card is a DUAL card: a Digimon card with an Option side.
func (d *CardData) IsDual() bool { return d.Dual != nil }

// Is reports whether the card counts as a card of category k (2-2) where it is not the
// top card of a field object: its printed category, and for a DUAL card Option too.
// (A field object's category is its top card's, 4-5-7: a DUAL card there is a Digimon.)
func (d *CardData) Is(k Kind) bool {
	return d.Kind == k || (k == Option && d.Dual != nil)
}

// OptionSide returns the information of a DUAL card's Option side as an Option card's:
// its name, colors and effect text, the card's traits (Q6404) and printed use cost.
// It returns nil for a card that is not a DUAL card. The result is a copy.
func (d *CardData) OptionSide() *CardData {
	if d.Dual == nil {
		return nil
	}
	return &CardData{Number: d.Number, Set: d.Set, Name: d.Dual.Name, Kind: Option, Colors: d.Dual.Colors,
		Cost: d.Cost, HasCost: d.HasCost, Forms: d.Forms, Attributes: d.Attributes, Types: d.Types,
		Effect: d.Dual.Effect, Rarity: d.Rarity, MaxCopies: d.MaxCopies}
}

// The use cost of a DUAL card's Option side is the card's printed cost (CardData.Cost;
// UseCost adds what the card's own effects add to it).
//
// Why: a DUAL card has no play cost and cannot be played (ver. 4.0), so the one cost it
// prints (our data, like its source's "playCost", keeps it in CardData.Cost) is its
// Option side's. The data agrees: Jupitermon (BT26-033, Lv.6, 13000 DP) prints 2, and its
// Option side reads "For each of your security cards, add 1 to this card's use cost" —
// 7 with 5 security cards; Cerberusmon: Werewolf Mode (BT26-056, Lv.5) prints 3, far
// below any Lv.5 play cost (7 or 8 in the pool); and Q7006 says Jupitermon "is referenced
// as an Option card with that cost". Doubt: no rule text we have states it in so many
// words, and our data cannot tell a printed use cost from a printed play cost.

// optionSideName is the name a used card is used as: a DUAL card's Option side's, or ""
// (the event log's EvUse text).
func optionSideName(c *Card) string {
	if c.Data.Dual == nil {
		return ""
	}
	return c.Data.Dual.Name
}

// OptionSideMain returns the first [Main] effect of a DUAL card's Option side among
// its effects, or nil: what using it activates (9-1-9-3), and what "activate 1 [Main]
// effect on this card's Option side" (BT25-104) activates.
func OptionSideMain(effs []*Effect) *Effect {
	for _, e := range effs {
		if e.Dual && e.Kind == Activated && e.Timing == MainTiming && e.Keyword != Delay {
			return e
		}
	}
	return nil
}

// usedMainEffect is the [Main] effect using card c activates (9-1-9-3).
func (g *Game) usedMainEffect(c *Card) *Effect {
	if c.Data.Dual != nil {
		return OptionSideMain(g.effectsOf(c))
	}
	return MainEffect(g.effectsOf(c))
}

// useColors is the color requirement of using card c (4-19): a DUAL card's Option
// side's colors, not its Digimon side's.
func useColors(d *CardData) Colors {
	if d.Dual != nil {
		return d.Dual.Colors
	}
	return d.Colors
}

// artsDigivolve offers the user of DUAL card c, in no area after its use, to Arts
// Digivolve into it: one of their Digimon digivolves into it as a digivolution from
// the hand would (8-1-3) — meeting a requirement of the card and paying its cost, or
// by a permission to ignore them that does not ask for a card in the hand (Q6944,
// Q6390) — and its user draws 1 (8-1-3-3). They may decline. It reports whether the
// card was digivolved into.
func (g *Game) artsDigivolve(p PlayerID, c *Card) bool {
	opts := g.appendDigivolutions(nil, p, c)
	if len(opts) == 0 {
		return false
	}
	opts = append(opts, Choice{Action: ActNo, Card: c, Text: "trash it"})
	ch := g.ask(p, PromptArts, "Arts Digivolve into "+c.String()+"?", opts)
	if ch.Action != ActDigivolve {
		return false
	}
	return g.digivolveBy(ch.Obj, c, ch.Cost, DigivolveOptions{}, "arts")
}

// IsEffectOf reports whether the effect being carried out is an effect of a card of
// category k (2-2): "Digimon effects", "Option effects". A field object's effects are
// its category's (a Tamer also treated as a Digimon: both); an effect of a card
// elsewhere is its card's — and for a DUAL card, its side's: an effect of its Digimon
// side is a Digimon effect even when the card is checked from security (Q7102), an
// effect of its Option side an Option effect.
func (c *Ctx) IsEffectOf(k Kind) bool {
	if c.Effect != nil && c.Effect.Dual {
		return k == Option
	}
	if o := c.Obj; o != nil && o.Zone.OnField() {
		if k == Digimon && c.Game.isDigimon(o) {
			return true
		}
		return o.Top().Data.Kind == k
	}
	return c.Card != nil && c.Card.Data.Kind == k
}

// ActivateOptionSideMain is "activate 1 [Main] effect on this card's Option side"
// (BT25-104): the first [Main] effect of the DUAL card's Option side is carried out as
// part of this effect (15-15-9), the card staying where it is — a Digimon on the field
// activating it is not using it (9-1), so nothing is trashed or digivolved into.
func (c *Ctx) ActivateOptionSideMain() {
	e := OptionSideMain(c.Game.effectsOf(c.Card))
	if e == nil || e.Resolve == nil {
		return
	}
	sub := *c
	sub.Effect = e
	e.Resolve(&sub)
}
