package scripting

import (
	"unsafe"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// The ctx a script's functions receive is a userdata wrapping the effect's *core.Ctx.
// The engine keeps a Ctx for as long as the effect can be asked something — a
// persistent effect's conditions are read in every state with the same Ctx (15-8-2-6)
// — so its userdata is made once and kept, not made again at every Lua call (it was
// the largest part of the userdata a game allocated). The userdata only points at the
// Ctx: what a script reads through it (ctx.self, ctx.event, ...) is read from the Ctx
// at each access, so a kept one answers as a new one would.
//
// The host keeps the userdata of the last few Ctx it saw, in slots chosen by the Ctx's
// address (a hash of nothing else: the same on every run, and no map to iterate).
// A userdata keeps its Ctx alive, so a slot never answers for a different Ctx that
// happens to reuse an address; the slots are emptied at each game's start so a host
// does not keep the last game alive.

// ctxSlots is how many Ctx userdata a host keeps (a power of two).
const ctxSlots = 32

// ctxSlot is one kept Ctx userdata.
type ctxSlot struct {
	c  *core.Ctx
	ud lua.LValue
}

// ctxValue is the userdata of c: the kept one, or a new one kept in c's slot.
func (h *Host) ctxValue(c *core.Ctx) lua.LValue {
	s := &h.ctxs[ctxSlotOf(c)]
	if s.c != c {
		s.c, s.ud = c, h.userData(c, ctxType)
	}
	return s.ud
}

// ctxSlotOf picks c's slot from its address (Ctx are at least 8-byte aligned).
func ctxSlotOf(c *core.Ctx) uintptr {
	p := uintptr(unsafe.Pointer(c))
	return (p>>4 ^ p>>9) & (ctxSlots - 1)
}

// forgetCtxValues empties the slots (a new game: the last one's Ctx are done).
func (h *Host) forgetCtxValues() { h.ctxs = [ctxSlots]ctxSlot{} }
