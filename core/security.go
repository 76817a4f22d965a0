package core

// checkSecurityStack: the attacker checks the defender's security, one card at a time
// (13-1-2), as many times as it can check (4-2-9) while it stays in the battle area
// (13-1-4) and security remains (13-1-7-5).
func (g *Game) checkSecurityStack(a *Attack) {
	def := g.Players[a.Defender]
	for done := 0; done < g.SecurityChecks(a.Attacker); done++ {
		if !a.attacking() || len(def.Security) == 0 {
			return
		}
		g.checkSecurity(a.Attacker, a.Defender)
	}
}

// checkSecurity is one security check (13-1-7).
func (g *Game) checkSecurity(att *FieldObject, defender PlayerID) {
	def := g.Players[defender]
	c := def.Security[len(def.Security)-1]
	// 13-1-7-1: reveal the top card; it leaves the security stack and is in no area
	// (13-1-5): the stack has lost it now (Q4518). A card that was face up stays
	// revealed (13-1-7-1-1): the check says so ("check face-up security cards").
	faceUp := c.FaceUp
	g.moveCard(c, ZoneNone)
	check := Event{Kind: EvSecurityCheck, Player: att.Owner, Obj: att.ID, Card: c.Data.Number, CardID: c.ID, Text: wordIf(faceUp, MoveFaceUp)}
	g.emit(check)
	// 13-1-7-2: the card's [Security] effects activate at once, never pending
	// (15-16-10); everything they trigger resolves before the battle. Their event is
	// the check: "if this card was face-up" (EX10-012) reads it.
	for _, e := range g.effectsOf(c) {
		if e.HasTiming(SecurityTiming) && c.Zone == ZoneNone && g.securityEffectsActivate(att, c) {
			ev := check
			g.activate(&Ctx{Game: g, Effect: e, Timing: SecurityTiming, Card: c, Player: c.Owner, Event: &ev, Count: 1})
		}
	}
	g.settle()
	// 13-1-7-3: a Digimon card battles the checking Digimon as a Security Digimon (4-4-1);
	// a DUAL card is one (Q7101).
	if c.Zone == ZoneNone && c.Data.Kind == Digimon && att.Zone == ZoneBattle {
		sec := &FieldObject{ID: g.newObjectID(), Owner: defender, Cards: []*Card{c}, SecurityDigimon: true}
		g.battle(att, sec)
	}
	// 13-1-7-4: a card still in no area goes to the trash.
	if c.Zone == ZoneNone {
		g.moveCard(c, ZoneTrash)
	}
}

// securityEffectsActivate reports whether the [Security] effects of card c, checked
// by att, activate (13-1-7-2): not those of an Option card when att "doesn't activate
// [Security] effects on Option cards it checks" (BT1-025 WarGreymon) — a DUAL card
// checked is an Option card too, whichever side its effect is on (Q7103, dual.go).
func (g *Game) securityEffectsActivate(att *FieldObject, c *Card) bool {
	return !c.Data.Is(Option) || !att.Zone.OnField() || !g.Derive(att).NoOptionSecurity
}

// ShuffleSecurity shuffles p's security stack (1-3-10).
func (g *Game) ShuffleSecurity(p PlayerID) {
	g.proc++
	g.shuffle(p, ZoneSecurity)
}

// FaceUpSecurity returns p's face-up security cards, top first: public information
// (3-7-4).
func (g *Game) FaceUpSecurity(p PlayerID) []*Card {
	sec := g.Players[p].Security
	var out []*Card
	for i := len(sec) - 1; i >= 0; i-- {
		if sec[i].FaceUp {
			out = append(out, sec[i])
		}
	}
	return out
}
