package core

// A position's fingerprint: what the loop detector (loop.go) compares to tell that a
// decision came back to where it was. Two decisions with the same fingerprint ask the
// same player the same question, with the same options, in the same position: every
// card in the same place and order, face up or down alike, the same objects with the
// same identities (3-1-3-1) and states, the same memory, phase and attack, the same
// effects given and waiting (the pending group being resolved, delayed processing),
// and the same [X Per Turn] counts (15-14-1).
//
// Left out on purpose: what happened before — the event log, the counts of what
// happened this turn that no effect has asked for (tally.go), the state version — and
// the older groups of pending
// effects waiting under the one being resolved. A loop repeats a position while its
// history grows; the effects it leaves waiting are reached only once it stops (15-4-5).

// fingerprint is a 64-bit hash of words, mixed one word at a time.
type fingerprint uint64

const fpPrime = 0x100000001b3

func (f *fingerprint) add(x uint64) {
	h := (uint64(*f) ^ x) * fpPrime
	*f = fingerprint(h ^ h>>31)
}

func (f *fingerprint) addInt(x int) { f.add(uint64(x)) }

func (f *fingerprint) addBool(b bool) {
	if b {
		f.add(1)
	} else {
		f.add(0)
	}
}

// addString adds a string eight bytes at a time (the compiler reads each eight as one
// word), then its last bytes.
func (f *fingerprint) addString(s string) {
	f.addInt(len(s))
	i := 0
	for ; i+8 <= len(s); i += 8 {
		f.add(uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
			uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56)
	}
	var w uint64
	for ; i < len(s); i++ {
		w = w<<8 | uint64(s[i])
	}
	f.add(w)
}

func (f *fingerprint) addCard(c *Card) {
	if c == nil {
		f.add(0)
		return
	}
	f.add(uint64(c.ID)<<8 | uint64(c.Zone)<<2 | boolBit(c.FaceUp) | boolBit(c.FaceDown)<<1)
}

func boolBit(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// addCards adds a list of cards in order. Each card's word is mixed with its place in
// the list on its own and the results are summed, then added: the processor hashes
// many cards at once, where a chain of add waits on each multiplication.
func (f *fingerprint) addCards(list []*Card) {
	f.addInt(len(list))
	var sum uint64
	for i, c := range list {
		w := uint64(i+1) << 40
		if c != nil {
			w ^= uint64(c.ID)<<8 | uint64(c.Zone)<<2 | boolBit(c.FaceUp) | boolBit(c.FaceDown)<<1
		}
		w *= fpPrime
		sum += w ^ w>>29
	}
	f.add(sum)
}

func (f *fingerprint) addObject(o *FieldObject) {
	if o == nil {
		f.add(0)
		return
	}
	f.addInt(o.ID)
	f.addBool(o.Suspended)
	f.addCards(o.Cards)
	f.addCards(o.Links)
}

func objectID(o *FieldObject) int {
	if o == nil {
		return 0
	}
	return o.ID
}

func (f *fingerprint) addEffect(e *Effect) {
	if e == nil {
		f.add(0)
		return
	}
	f.addString(e.Card)
	f.addString(e.Label)
}

func (f *fingerprint) addPending(group []*pending) {
	f.addInt(len(group))
	for _, p := range group {
		f.addEffect(p.eff)
		f.addCard(p.card)
		f.addInt(p.objID)
		f.addInt(int(p.player))
		f.addInt(p.count)
	}
}

// positionSketch is a cheap fingerprint that two decisions in the same position share:
// the turn, phase and memory, how many cards each zone holds, the objects on the field
// and whether they are suspended, the attack, how many effects are given, waiting and
// counted, and the question's kind, player and size. A position whose sketch is new is
// new (loop.go reads the full fingerprint only when a sketch comes back).
func (g *Game) positionSketch(p PlayerID, kind PromptKind, text string, opts []Choice) fingerprint {
	var f fingerprint
	f.add(uint64(g.Turn)<<32 | uint64(g.TurnPlayer)<<24 | uint64(g.Phase)<<16 | uint64(uint16(g.memory+100)))
	for _, pl := range g.Players {
		f.add(uint64(len(pl.Deck))<<48 | uint64(len(pl.Hand))<<32 | uint64(len(pl.Security))<<16 | uint64(len(pl.Trash)))
		f.add(uint64(len(pl.EggDeck))<<32 | uint64(len(pl.Limbo))<<16 | uint64(len(pl.Battle)))
		if o := pl.Breeding; o != nil {
			f.add(uint64(o.ID)<<16 | uint64(len(o.Cards)))
		}
		for _, o := range pl.Battle {
			f.add(uint64(o.ID)<<16 | uint64(len(o.Cards))<<1 | boolBit(o.Suspended))
		}
	}
	if a := g.attack; a != nil {
		f.add(uint64(a.AttackerID)<<32 | uint64(a.TargetID))
	}
	f.add(uint64(len(g.modifiers))<<48 | uint64(len(g.delayed))<<32 | uint64(len(g.usage))<<16 | uint64(len(g.triggered)))
	f.add(uint64(len(g.nextTimes)))
	f.add(uint64(p)<<48 | uint64(kind)<<32 | uint64(len(text))<<16 | uint64(len(opts)))
	return f
}

// positionFingerprint is the fingerprint of the position with p asked a question of
// this kind with these options.
func (g *Game) positionFingerprint(p PlayerID, kind PromptKind, text string, opts []Choice) fingerprint {
	var f fingerprint
	f.addInt(g.Turn)
	f.addInt(int(g.TurnPlayer))
	f.addInt(int(g.Phase))
	f.addInt(g.memory)
	for _, pl := range g.Players {
		for _, z := range [...]Zone{ZoneDeck, ZoneEggDeck, ZoneHand, ZoneSecurity, ZoneTrash, ZoneNone} {
			f.addCards(*pl.zoneList(z))
		}
		f.addObject(pl.Breeding)
		f.addInt(len(pl.Battle))
		for _, o := range pl.Battle {
			f.addObject(o)
		}
	}
	if a := g.attack; a != nil {
		f.addInt(a.AttackerID)
		f.addInt(a.TargetID)
		f.addInt(objectID(a.Blocker))
		f.addBool(a.pierce)
		f.addBool(a.countered)
		f.addBool(a.ended)
	} else {
		f.add(0)
	}
	// Effects given: each is known by the state version it was given at (its
	// timestamp, unique in the game). New ones go last, so the count and the first
	// and last timestamps tell two lists apart: a list that lost one and gained
	// another ends with a newer one. (Reading them all would make a loop that gives an
	// effect each time round quadratic.)
	f.addInt(len(g.modifiers))
	if n := len(g.modifiers); n > 0 {
		f.add(g.modifiers[0].since)
		f.add(g.modifiers[n-1].since)
	}
	// Delayed processing waiting: new ones go last too.
	f.addInt(len(g.delayed))
	if n := len(g.delayed); n > 0 {
		for _, d := range [2]*Delayed{g.delayed[0], g.delayed[n-1]} {
			f.addString(d.Label)
			f.addCard(d.Card)
		}
	}
	// Effects waiting for "the next time": new ones go last too.
	f.addInt(len(g.nextTimes))
	if n := len(g.nextTimes); n > 0 {
		f.add(g.nextTimes[0].since)
		f.add(g.nextTimes[n-1].since)
	}
	// [X Per Turn] counts: a sum of the entries'
	// own fingerprints, which does not depend on the order the map gives them in.
	var used uint64
	for k, n := range g.usage {
		var e fingerprint
		e.addEffect(k.eff)
		e.addInt(k.cardID)
		e.addInt(k.objID)
		e.addInt(k.inst)
		e.addInt(n)
		used += uint64(e)
	}
	f.add(used)
	// What happened this turn is history, and a loop adds to it every time round; only
	// the counts an effect has asked for can change what happens (tally.go).
	var read uint64
	for k := range g.tally.read {
		var e fingerprint
		e.addString(string(k.kind))
		e.addInt(int(k.player))
		e.addInt(int(k.area))
		e.addInt(g.tally.counts[k])
		read += uint64(e)
	}
	f.add(read)
	f.addPending(g.triggered)
	if n := len(g.batches); n > 0 {
		f.addPending(g.batches[n-1])
	}
	// The question.
	f.addInt(int(p))
	f.addInt(int(kind))
	f.addString(text)
	f.addInt(len(opts))
	for _, o := range opts {
		f.addInt(int(o.Action))
		f.addCard(o.Card)
		f.addInt(objectID(o.Obj))
		f.addInt(objectID(o.Target))
		f.addInt(len(o.Objs))
		for _, x := range o.Objs {
			f.addInt(objectID(x))
		}
		f.addInt(o.Req)
		f.addInt(o.Cost)
		f.addInt(o.N)
		f.addString(o.Text)
		f.addEffect(o.Effect)
	}
	return f
}
