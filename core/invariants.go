package core

import "fmt"

// CheckInvariants verifies what must hold after every event of every game (an
// EventObserver may call it) and at every decision, and returns the first violation:
// each card is in exactly one place — a zone, a field object's stack or link cards,
// or on its way between two places in one move (transit.go) — and that place agrees
// with Card.Zone; each player's card count is conserved; field objects have unique
// identities and at least one card; memory is within −10…10 (1-4-2-2); DP is never
// negative; the breeding area holds at most one object (3-4-5-2, by structure).
func (g *Game) CheckInvariants() error {
	if g.memory < -MaxMemory || g.memory > MaxMemory {
		return fmt.Errorf("memory %d outside −10…10", g.memory)
	}
	seen := make([]bool, g.nextCardID+1)
	var count [2]int
	check := func(c *Card, where Zone, holder PlayerID) error {
		if seen[c.ID] {
			return fmt.Errorf("card #%d %s is in two places", c.ID, c)
		}
		seen[c.ID] = true
		if c.Zone != where {
			return fmt.Errorf("card #%d %s is in %s's %s but says %s", c.ID, c, holder, where, c.Zone)
		}
		if !c.Token {
			count[c.Owner]++
		}
		return nil
	}
	for _, c := range g.transit {
		if seen[c.ID] {
			return fmt.Errorf("card #%d %s is in two places (one of them on its way)", c.ID, c)
		}
		seen[c.ID] = true
		if !c.Token {
			count[c.Owner]++
		}
	}
	objIDs := map[int]bool{}
	for _, pl := range g.Players {
		for _, z := range [...]Zone{ZoneDeck, ZoneEggDeck, ZoneHand, ZoneSecurity, ZoneTrash, ZoneNone} {
			for _, c := range *pl.zoneList(z) {
				if err := check(c, z, pl.ID); err != nil {
					return err
				}
			}
		}
		for _, o := range pl.FieldObjects() {
			if len(o.Cards) == 0 {
				return fmt.Errorf("object #%d of %s has no card", o.ID, pl.ID)
			}
			if objIDs[o.ID] {
				return fmt.Errorf("two objects share identity #%d", o.ID)
			}
			objIDs[o.ID] = true
			if o.Owner != pl.ID {
				return fmt.Errorf("object #%d is in %s's field but owned by %s", o.ID, pl.ID, o.Owner)
			}
			for _, c := range o.Cards {
				if err := check(c, o.Zone, pl.ID); err != nil {
					return err
				}
			}
			for _, c := range o.Links {
				if err := check(c, o.Zone, pl.ID); err != nil {
					return err
				}
			}
			if dp, _ := g.DP(o); dp < 0 {
				return fmt.Errorf("object #%d has negative DP %d", o.ID, dp)
			}
		}
	}
	for p := range count {
		if count[p] != g.owned[p] {
			return fmt.Errorf("%s has %d cards in the game; %d were brought in", PlayerID(p), count[p], g.owned[p])
		}
	}
	return nil
}
