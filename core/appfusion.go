package core

// App Fusion (8-4): a Digimon named by the requirement, linked to a card named by it
// too, digivolves: the link card goes on top of it, and the App Fusion card on top.

// appendAppFusions adds the App Fusions of p's hand cards (6-5-1-2-4).
func (g *Game) appendAppFusions(opts []Choice, p PlayerID) []Choice {
	pl := g.Players[p]
	for i, c := range pl.Hand {
		if len(c.Data.AppFusion) == 0 || seenEarlier(pl.Hand[:i], c) {
			continue
		}
		for ri := range c.Data.AppFusion {
			r := &c.Data.AppFusion[ri]
			cost := max(r.Cost, 0)
			if r.Unparsed || !g.CanPay(p, cost) {
				continue
			}
			for _, o := range g.Players[p].Battle {
				if g.canDigivolveInto(o, c) && g.appFusionLink(o, r) != nil {
					opts = append(opts, Choice{Action: ActAppFusion, Card: c, Obj: o, Req: ri, Cost: cost})
				}
			}
		}
	}
	return opts
}

// appFusionLink returns the link card of o that makes, with o, a combination of 2
// different named cards (8-4-2-1), or nil.
func (g *Game) appFusionLink(o *FieldObject, r *AppFusionReq) *Card {
	if !g.isDigimon(o) || !g.canDigivolve(o) {
		return nil
	}
	d := g.Derive(o)
	for i, n := range r.Names {
		if !d.HasName(n) {
			continue
		}
		for _, l := range o.Links {
			for j, m := range r.Names {
				if j != i && sameName(l.Data.Name, m) {
					return l
				}
			}
		}
	}
	return nil
}

// AppFusion digivolves o into c by c's requirement req (8-4-3): the immediate effects
// of digivolving cut in and may change the cost (8-4-2-3); the cost is paid (8-4-3-2);
// o's link card named by the requirement goes on top of o, c on top of it, and its
// owner draws 1 (8-4-3-3). o stays the same Digimon (8-1-2-3), suspended or not
// (8-1-2-4), with its other link cards. It reports whether o digivolved.
func (g *Game) AppFusion(_ PlayerID, c *Card, o *FieldObject, req int) bool {
	g.proc++
	if g.gone(o, "app_fusion") {
		return false
	}
	return g.appFuse(o, c, req, max(c.Data.AppFusion[req].Cost, 0), DigivolveOptions{})
}

// appFusionCost is the lowest cost among c's App Fusion requirements o meets
// (8-4-2-1), and which requirement that is; ok is false when o meets none. An effect
// that app fuses digivolves by them (8-4-2-2: an effect that digivolves does not app
// fuse; DigivolveOptions.AppFusion).
func (g *Game) appFusionCost(o *FieldObject, c *Card) (cost, req int, ok bool) {
	for i := range c.Data.AppFusion {
		r := &c.Data.AppFusion[i]
		if r.Unparsed || g.appFusionLink(o, r) == nil {
			continue
		}
		if !ok || max(r.Cost, 0) < cost {
			cost, req, ok = max(r.Cost, 0), i, true
		}
	}
	return cost, req, ok
}

// appFuse app fuses o into c, wherever c is, by requirement req for cost (8-4-3;
// opt.Free: nothing is paid). If it cannot, c is back where it was and nothing was
// paid.
func (g *Game) appFuse(o *FieldObject, c *Card, req int, cost int, opt DigivolveOptions) bool {
	p := o.Owner
	r := &c.Data.AppFusion[req]
	l := g.appFusionLink(o, r)
	if l == nil {
		return false
	}
	back, ok := g.lift(c)
	if !ok {
		return false
	}
	from := c.Zone
	w := &Would{Kind: WouldDigivolve, Player: p, Objs: []*FieldObject{o}, Card: c, Cost: cost, Cause: opt.Cause}
	g.would(w) // 8-4-2-3
	cost = max(w.Cost, 0)
	if opt.Free {
		cost = 0
	}
	if w.Cancelled || !w.Affects(o) || !g.canDigivolveInto(o, c) || !g.CanPay(p, cost) || g.appFusionLink(o, r) != l || c.Zone != from {
		back()
		return false
	}
	g.pay(p, cost, "App Fusion into "+c.Data.Number) // 8-4-3-2
	for i, x := range o.Links {
		if x == l {
			o.Links = append(o.Links[:i:i], o.Links[i+1:]...)
			break
		}
	}
	o.Cards = append(o.Cards, l) // 8-4-3-3
	removeCard(g.Players[c.Owner].zoneList(from), c)
	c.Zone = o.Zone
	o.Cards = append(o.Cards, c)
	g.emit(Event{Kind: EvDigivolve, Player: p, Obj: o.ID, Card: c.Data.Number, CardID: c.ID, From: from, To: o.Zone, N: cost, Text: "app_fusion",
		ByEffect: opt.Cause.Kind == ByEffect, EffectPlayer: opt.Cause.Player})
	g.digivolutionDraw(p)
	return true
}
