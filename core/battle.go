package core

// Battle outcomes, as logged.
const (
	battleWin  = "win" // the first Digimon won
	battleLoss = "loss"
	battleTie  = "tie"
)

// battle compares DP (14-2-1): the higher wins, a tie loses for both. Losers are
// deleted at once and together (14-2-2), except a Security Digimon, which is never
// deleted (14-2-3). What the battle triggers resolves before it ends (14-2-4, 14-2-5).
func (g *Game) battle(a, b *FieldObject) {
	da, _ := g.DP(a)
	db, _ := g.DP(b)
	if !a.SecurityDigimon && !b.SecurityDigimon && (g.HasKeyword(a, Iceclad) || g.HasKeyword(b, Iceclad)) {
		// 16-34: compare digivolution cards instead of DP (16-34-4).
		da, db = len(a.DigivolutionCards()), len(b.DigivolutionCards())
	}
	var losers []*FieldObject
	outcome := battleTie
	switch {
	case da > db:
		outcome = battleWin
		losers = append(losers, b)
	case da < db:
		outcome = battleLoss
		losers = append(losers, a)
	default:
		losers = append(losers, a, b)
	}
	g.emit(Event{Kind: EvBattle, Player: a.Owner, Obj: a.ID, Target: b.ID, N: da - db, Text: outcome})
	deleted := losers[:0]
	for _, o := range losers {
		if !o.SecurityDigimon && !g.survivesBattle(o, a, b) {
			deleted = append(deleted, o)
		}
	}
	g.delete(deleted, Cause{Kind: ByBattle, Battle: [2]*FieldObject{a, b}})
	g.settle()
	// 14-2-5: the end of the battle, when "at the end of the battle" happens (18-1).
	g.emit(Event{Kind: EvBattleEnd, Player: a.Owner, Obj: a.ID, Target: b.ID})
	g.settle()
}

// delete deletes objects on the field at the same time: they are trashed (4-13-1),
// with the cards under them (4-5-8). Immediate "would be deleted" effects cut in
// first and may save some (15-8-5-2).
func (g *Game) delete(objs []*FieldObject, cause Cause) {
	g.leaveField(g.wouldDelete(objs, cause), ZoneTrash)
}

// wouldDelete runs the immediate effects of a deletion and logs it; it returns the
// objects that are still to be deleted. The deletion event says the cause (Text) and,
// for a battle, the opponent (Target).
func (g *Game) wouldDelete(objs []*FieldObject, cause Cause) []*FieldObject {
	// 15-1-3: "can't be deleted" and "can't leave the battle area" keep it (4-13-1).
	objs = g.mayLeave(g.deletable(g.affected(onField(objs), cause), cause), cause, ZoneTrash)
	if len(objs) == 0 {
		return nil
	}
	w := &Would{Kind: WouldDelete, Player: g.TurnPlayer, Objs: append([]*FieldObject(nil), objs...), Cause: cause}
	g.would(w)
	if w.Cancelled {
		return nil
	}
	objs = g.wouldLeave(w.Objs, cause)
	for _, o := range objs {
		ev := Event{Kind: EvDelete, Player: o.Owner, Obj: o.ID, Card: o.Top().Data.Number, Text: cause.Kind.String()}
		if opp := cause.BattleOpponent(o); opp != nil {
			ev.Target = opp.ID
		}
		g.emit(ev)
	}
	return objs
}

// wouldLeave runs the immediate effects of objects about to leave the battle area
// ("when it would leave the battle area") and returns those that still leave.
func (g *Game) wouldLeave(objs []*FieldObject, cause Cause) []*FieldObject {
	objs = g.affected(onField(objs), cause)
	if len(objs) == 0 || g.cfg.Effects == nil {
		return objs
	}
	w := &Would{Kind: WouldLeave, Player: g.TurnPlayer, Objs: append([]*FieldObject(nil), objs...), Cause: cause}
	g.would(w)
	if w.Cancelled {
		return nil
	}
	return onField(w.Objs)
}

// onField keeps the objects that are still on the field.
func onField(objs []*FieldObject) []*FieldObject {
	out := objs[:0:0]
	for _, o := range objs {
		if o.Zone.OnField() {
			out = append(out, o)
		}
	}
	return out
}

// survivesBattle: a Digimon with <Jamming> is not deleted in a battle with a Security
// Digimon (16-8-1).
func (g *Game) survivesBattle(o, a, b *FieldObject) bool {
	other := a
	if o == a {
		other = b
	}
	return other.SecurityDigimon && g.HasKeyword(o, Jamming)
}
