package core

// Derived values: what an object is now, computed from its top card's printed
// information, its link cards and the modifiers in force — never stored. Numeric
// modifiers are summed first and the sum applied once (1-3-8); a card without DP
// gets no DP modifier (2-5-3); DP never goes below 0.
//
// The effect layer (scripting) adds inherited effects, persistent effects and
// "becomes" information changes here; the core itself only knows link DP (4-2-5) and
// the modifiers granted through Grant.

// Keyword is a keyword effect's name as printed, without the brackets ("Blocker").
type Keyword string

// Keywords the core rules themselves consult.
const (
	Blocker Keyword = "Blocker" // 4-2-8, 12-1-1: may block
	Rush    Keyword = "Rush"    // 16-14: may attack the turn it was played
)

// Duration says when a granted modifier ends.
type Duration uint8

// The durations card texts use.
const (
	WhileOnField  Duration = iota // as long as the target stays the same object
	EndOfTurn                     // "for the turn": ends as the current turn ends
	EndOfNextTurn                 // "until the end of your opponent's turn": the next turn's end
)

// Modifier changes derived values of one object (a targeted grant, 15-11-1) or of every
// object it Applies to (a global effect re-evaluated each time, 15-11-2).
type Modifier struct {
	Target   *FieldObject                       // the object granted to; nil for a global modifier
	TargetID int                                // the target's identity when granted (3-1-3-1)
	Applies  func(g *Game, o *FieldObject) bool // for a global modifier
	DP       int                                // DP +/-
	Checks   int                                // security checks +/- (<Security A.>, 4-2-9)
	Keywords []Keyword                          // keyword effects gained
	Until    Duration
	expires  int // the turn at whose end it ends; 0 = never
}

// Grant puts a modifier in force. A targeted grant lasts while its target stays the
// same object: one that becomes a new card loses it (3-1-3-1, 15-11-1-2).
func (g *Game) Grant(m *Modifier) {
	if m.Target != nil {
		m.TargetID = m.Target.ID
	}
	switch m.Until {
	case EndOfTurn:
		m.expires = g.Turn
	case EndOfNextTurn:
		m.expires = g.Turn + 1
	}
	g.modifiers = append(g.modifiers, m)
}

// expireModifiers drops the modifiers that end with this turn, and the grants whose
// target is gone.
func (g *Game) expireModifiers(Duration) {
	kept := g.modifiers[:0]
	for _, m := range g.modifiers {
		if m.expires != 0 && m.expires <= g.Turn {
			continue
		}
		if m.Target != nil && !m.holds(m.Target) {
			continue
		}
		kept = append(kept, m)
	}
	for i := len(kept); i < len(g.modifiers); i++ {
		g.modifiers[i] = nil
	}
	g.modifiers = kept
}

// holds reports whether a targeted modifier still reaches its target.
func (m *Modifier) holds(o *FieldObject) bool {
	return o.ID == m.TargetID && (o.Zone.OnField() || o.SecurityDigimon)
}

func (m *Modifier) appliesTo(g *Game, o *FieldObject) bool {
	if m.Target != nil {
		return m.Target == o && m.holds(o)
	}
	return m.Applies != nil && m.Applies(g, o)
}

// DP returns an object's current DP and whether it has DP at all (2-5, 4-2-5, 1-3-8).
func (g *Game) DP(o *FieldObject) (int, bool) {
	top := o.Top().Data
	if !top.HasDP {
		return 0, false // 2-5-3
	}
	dp := top.DP
	for _, l := range o.Links {
		if l.Data.Link != nil {
			dp += l.Data.Link.DP // 4-2-5
		}
	}
	mod := 0
	for _, m := range g.modifiers {
		if m.DP != 0 && m.appliesTo(g, o) {
			mod += m.DP
		}
	}
	dp += mod // 1-3-8: the modifiers are summed, then applied
	if dp < 0 {
		dp = 0
	}
	return dp, true
}

// Level returns an object's level, 0 for none (2-9).
func (g *Game) Level(o *FieldObject) int { return o.Top().Data.Level }

// Colors returns an object's colors (2-4).
func (g *Game) Colors(o *FieldObject) Colors { return o.Top().Data.Colors }

// SecurityChecks returns how many security cards an object checks when its attack
// succeeds: 1 (4-2-9), changed by <Security A. +N/-N>, never below 0.
func (g *Game) SecurityChecks(o *FieldObject) int {
	n := 1
	for _, m := range g.modifiers {
		if m.Checks != 0 && m.appliesTo(g, o) {
			n += m.Checks
		}
	}
	if n < 0 {
		n = 0
	}
	return n
}

// HasKeyword reports whether an object has a keyword effect now.
func (g *Game) HasKeyword(o *FieldObject, k Keyword) bool {
	for _, m := range g.modifiers {
		for _, x := range m.Keywords {
			if x == k && m.appliesTo(g, o) {
				return true
			}
		}
	}
	return false
}
