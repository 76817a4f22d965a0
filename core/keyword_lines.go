package core

// Keyword lines with a timing. "[When Digivolving] <Blitz>" is a triggered effect whose
// action is <Blitz>, and it is the keyword effect <Blitz> all the same: a keyword
// effect is an effect printed with the ≪≫ icon (16-1). So a Digimon whose effects
// include such a line — its top card's, an inherited one from a card under it (4-2-4),
// a link card's (4-2-6), one it gains from a card in its stack (lent.go) — is "a
// Digimon with <Blitz>" (Q1289, Q1292), as it would be with a "<Blitz>" of its own.
//
// Having the keyword is not having its behaviour a second time: what the line does is
// its own action, which activates at its timing. The tag it gives is marked Line, and
// the behaviour of a keyword (KeywordSource) is attached to an object only for its
// other tags (eachLiveWithKeywords). Nor does the line's tag count as a persistent
// keyword effect: <Security A. +1> printed after a timing changes no checks.

// addLineKeywords gives o, in its derived values d, the keywords of its keyword lines
// where they work now: in the area o is in, in their turn scope (15-16-8) — as a
// keyword without timing is had only where and while its effect works.
func (g *Game) addLineKeywords(o *FieldObject, d *Derived) {
	if !o.Zone.OnField() || !g.printsKeywordLine() {
		return
	}
	area := AreaBattle
	if o.Zone == ZoneBreeding {
		area = AreaBreeding
	}
	// eachLiveOf reads printed effects only: computing derived values here asks no
	// other derived value.
	g.eachLiveOf(o, area, func(l live) bool {
		if len(l.eff.LineKeywords) == 0 || !g.turnScopeHolds(l.eff, o.Owner) {
			return true
		}
		for _, t := range l.eff.LineKeywords {
			t.Line = true
			d.Keywords = append(d.Keywords, t.Name)
			d.Tags = append(d.Tags, t)
		}
		return true
	})
}
