package core

// Battle outcomes, as logged: the Text of a battle event, for its first Digimon (Obj).
const (
	BattleWin  = "win" // the first Digimon won
	BattleLoss = "loss"
	BattleTie  = "tie"
)

// battle compares DP (14-2-1): the higher wins, a tie loses for both. Losers are
// deleted at once and together (14-2-2), except a Security Digimon, which is never
// deleted (14-2-3). What the battle triggers resolves before it ends (14-2-4); then
// the battle ends (14-2-5), and a Digimon that deleted its opponent and is still
// there has survived it (endOfBattle).
func (g *Game) battle(a, b *FieldObject) {
	g.byRules++ // a battle's results are not by the effect that made the attack (Event.ByEffect)
	defer func() { g.byRules-- }()
	ids := [2]int{a.ID, b.ID}
	da, _ := g.DP(a)
	db, _ := g.DP(b)
	if !a.SecurityDigimon && !b.SecurityDigimon && (g.HasKeyword(a, Iceclad) || g.HasKeyword(b, Iceclad)) {
		// 16-34: compare digivolution cards instead of DP (16-34-4).
		da, db = len(a.DigivolutionCards()), len(b.DigivolutionCards())
	}
	var losers []*FieldObject
	outcome := BattleTie
	switch {
	case da > db:
		outcome = BattleWin
		losers = append(losers, b)
	case da < db:
		outcome = BattleLoss
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
	deleted = g.wouldDelete(deleted, Cause{Kind: ByBattle, Battle: [2]*FieldObject{a, b}})
	g.leaveField(deleted, ZoneTrash)
	g.settle() // 14-2-4
	g.endOfBattle([2]*FieldObject{a, b}, ids, deleted)
}

// BattleBy makes two Digimon in the battle area battle by an effect ("this Digimon may
// battle 1 of your opponent's Digimon", BT25-057): the effect performs the battle
// directly, as the rules perform one (14-2; Q6342). The battle itself is rules, not the
// effect: a Digimon unaffected by effects battles all the same, and the loser is deleted
// in battle (Q6343). Like an attack an effect makes (AttackBy), it is carried out at
// once, what it triggers resolving before it ends (14-2-4).
func (g *Game) BattleBy(a, b *FieldObject) bool {
	g.proc++
	if a == b || a.Zone != ZoneBattle || b.Zone != ZoneBattle || !g.isDigimon(a) || !g.isDigimon(b) {
		return false
	}
	g.battle(a, b)
	return true
}

// endOfBattle is the end of a battle (14-2-5). "When this Digimon deletes an
// opponent's Digimon in battle and survives" is met here, not at the deletion: the
// Digimon survives the battle only if it is still in the battle area, as the same
// object, once everything the battle triggered has resolved (14-2-4) — <Retaliation>
// (16-12) included, which is triggered by the battle's deletion and deletes the
// battle opponent by an effect. At the deletion both would be pending together
// (15-4-3-1), and the turn player's would activate first (15-4-3-5; Q2746), for a
// Digimon <Retaliation> then deletes. <Piercing> waits for the same moment for the
// same reason (ver. 1.0 12-7-3, 12-13-8: "after all results of the battle have
// resolved"). A Security Digimon is never deleted (14-2-3) and is not a Digimon on
// the field: it deletes nothing and survives nothing (Q1124).
//
// "At the end of the battle" (delayed processing, 18-1) happens at the same moment:
// EvBattleEnd, emitted in the same processing, so that both kinds trigger together.
func (g *Game) endOfBattle(sides [2]*FieldObject, ids [2]int, deleted []*FieldObject) {
	// Nothing deleted, or both (a tie, 14-2-1-3): nobody deleted and survived.
	for i, o := range sides {
		gone := sides[1-i]
		if len(deleted) != 1 || gone != deleted[0] || o.SecurityDigimon || o.ID != ids[i] || o.Zone != ZoneBattle {
			continue
		}
		top := gone.Top() // as it was on the field (last known)
		g.emit(Event{Kind: EvBattleSurvived, Player: o.Owner, Obj: o.ID, Target: ids[1-i],
			Card: top.Data.Number, CardID: top.ID})
	}
	// 14-2-5: the end of the battle, when "at the end of the battle" happens (18-1).
	g.emit(Event{Kind: EvBattleEnd, Player: sides[0].Owner, Obj: ids[0], Target: ids[1]})
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
	objs = g.mayLeave(g.deletable(g.affected(onField(objs), cause), cause), cause, ZoneTrash, true)
	if len(objs) == 0 {
		return nil
	}
	w := &Would{Kind: WouldDelete, Player: g.TurnPlayer, Objs: append([]*FieldObject(nil), objs...), Cause: cause}
	g.would(w)
	if w.Cancelled {
		return nil
	}
	objs = g.wouldLeave(w.Objs, cause, Destination{Zone: ZoneTrash}) // 4-13-1: deleted to the trash
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
// ("when it would leave the battle area", "when it would be returned to the hand or
// deck": to says where they would go) and returns those that still leave.
func (g *Game) wouldLeave(objs []*FieldObject, cause Cause, to Destination) []*FieldObject {
	objs = g.affected(onField(objs), cause)
	if len(objs) == 0 || g.cfg.Effects == nil {
		return objs
	}
	w := &Would{Kind: WouldLeave, Player: g.TurnPlayer, Objs: append([]*FieldObject(nil), objs...), Cause: cause, To: to}
	g.would(w)
	if w.Cancelled {
		return nil
	}
	return onField(w.Objs)
}

// onField keeps the objects that are still on the field, each once.
func onField(objs []*FieldObject) []*FieldObject {
	out := objs[:0:0]
	for i, o := range objs {
		if o.Zone.OnField() && !containsObj(objs[:i], o) {
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
