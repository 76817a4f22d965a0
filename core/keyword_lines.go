package core

// Keyword lines with a timing. "[When Digivolving] <Blitz>" is a triggered effect whose
// action is <Blitz>, and it is the keyword effect <Blitz> all the same: a keyword
// effect is an effect printed with the ≪≫ icon (16-1). So a Digimon whose effects
// include such a line — its top card's, an inherited one from a card under it (4-2-4),
// a link card's (4-2-6), one it gains from a card in its stack (lent.go), one a
// persistent effect gives it (granted.go) or an effect gave it for a while (given.go)
// — is "a Digimon with <Blitz>" (Q1289, Q1292), as it would be with a "<Blitz>" of its
// own.
//
// Having the keyword is not having its behaviour a second time: what the line does is
// its own action, which activates at its timing. The tag it gives is marked Line, and
// the behaviour of a keyword (KeywordSource) is attached to an object only for its
// other tags (eachLiveWithKeywords). Nor does the line's tag count as a persistent
// keyword effect: <Security A. +1> printed after a timing changes no checks.

// addLineKeywords gives o, in its derived values d, the keywords of its keyword lines
// where they work now: in the area o is in, in their turn scope (15-16-8) — as a
// keyword without timing is had only where and while its effect works. It runs once
// the persistent effects have applied, so that the lines they give (d.Granted) count;
// a line given for a while is its grant's tag (GiveEffects).
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
	add := func(e *Effect) {
		if g.turnScopeHolds(e, o.Owner) {
			for _, t := range e.LineKeywords {
				t.Line = true
				d.Keywords = append(d.Keywords, t.Name)
				d.Tags = append(d.Tags, t)
			}
		}
	}
	g.eachLiveOf(o, area, func(l live) bool {
		add(l.eff)
		return true
	})
	for _, gr := range d.Granted {
		if gr.Eff.areas()&area != 0 {
			add(gr.Eff)
		}
	}
}

// lineTags are the keywords of keyword lines given for a while, as their grant's tags
// (GiveEffects): marked Line, so that the keyword's behaviour is not attached for them.
func lineTags(effs []*Effect) []KeywordTag {
	var out []KeywordTag
	for _, e := range effs {
		for _, t := range e.LineKeywords {
			t.Line = true
			out = append(out, t)
		}
	}
	return out
}
