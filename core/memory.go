package core

// The memory gauge (1-4-2, 4-1) is shared: one counter from −10 to +10. The game keeps
// it from p1's side; MemoryOf turns it to a player's side.

// MaxMemory is the largest value on either side of the gauge (1-4-2-2).
const MaxMemory = 10

// MemoryOf returns the memory on p's side: 3 means 3 on p's side, −2 means 2 on the
// opponent's side (4-1-2, 4-1-3).
func (g *Game) MemoryOf(p PlayerID) int {
	if p == 0 {
		return g.memory
	}
	return -g.memory
}

// Memory returns the memory on the turn player's side.
func (g *Game) Memory() int { return g.MemoryOf(g.TurnPlayer) }

// SetMemory puts the marker at m on p's side, within the gauge (1-4-2-2).
func (g *Game) SetMemory(p PlayerID, m int, why string) {
	m = clampMemory(m)
	if p == 1 {
		m = -m
	}
	if m == g.memory {
		return
	}
	before := g.MemoryOf(p)
	g.memory = m
	g.emit(Event{Kind: EvMemory, Player: p, N: g.MemoryOf(p), Delta: g.MemoryOf(p) - before, Text: why})
}

// GainMemory moves the marker n steps toward p's side ("memory +n", 4-1-4); a
// negative n loses memory. The marker never passes 10 (1-4-2-2).
func (g *Game) GainMemory(p PlayerID, n int, why string) {
	g.proc++
	g.SetMemory(p, g.MemoryOf(p)+n, why)
}

func clampMemory(m int) int {
	if m > MaxMemory {
		return MaxMemory
	}
	if m < -MaxMemory {
		return -MaxMemory
	}
	return m
}

// CanPay reports whether p can pay cost: paying moves the marker toward the opponent
// (4-1-1) and it cannot go past 10 on their side, so a cost of 13 needs 3 memory.
// A cost below 0 is paid as 0 (1-3-9).
func (g *Game) CanPay(p PlayerID, cost int) bool {
	if cost < 0 {
		cost = 0
	}
	return g.MemoryOf(p)-cost >= -MaxMemory
}

// pay moves the marker cost steps toward p's opponent (4-1-1, 1-3-9).
func (g *Game) pay(p PlayerID, cost int, why string) {
	if cost < 0 {
		cost = 0
	}
	if !g.CanPay(p, cost) {
		panic("pay: cost not payable; callers check CanPay first")
	}
	g.GainMemory(p, -cost, why)
}
