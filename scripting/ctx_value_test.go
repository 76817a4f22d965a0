package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// A Ctx's userdata is made once and kept (ctx_value.go): the same Ctx gives the same
// userdata, which reads the Ctx as it is now; every Ctx gets its own, however many the
// host sees; a new game starts with none kept.
func TestCtxUserdataKeptPerCtx(t *testing.T) {
	pool, _ := st1()
	h := ForPool(pool).NewHost()
	defer h.Close()
	times, err := h.L.LoadString("local ctx = ...; return ctx.times")
	require.NoError(t, err)
	readTimes := func(c *core.Ctx) lua.LValue {
		require.NoError(t, h.L.CallByParam(lua.P{Fn: times, NRet: 1, Protect: true}, h.ctxValue(c)))
		defer h.L.Pop(1)
		return h.L.Get(-1)
	}

	c := &core.Ctx{Count: 1}
	first := h.ctxValue(c)
	require.Equal(t, lua.LNumber(1), readTimes(c))
	c.Count = 3 // a trigger met again: the kept userdata reads the Ctx now (15-5-2)
	require.Same(t, first, h.ctxValue(c))
	require.Equal(t, lua.LNumber(3), readTimes(c))

	many := make([]*core.Ctx, 4*ctxSlots)
	for i := range many {
		many[i] = &core.Ctx{Count: i}
	}
	for range 2 {
		for i, m := range many {
			require.Same(t, m, h.ctxValue(m).(*lua.LUserData).Value, "ctx %d", i)
			require.Equal(t, lua.LNumber(i), readTimes(m))
		}
	}

	kept := h.ctxValue(c)
	h.BeginGame(nil)
	require.NotSame(t, kept, h.ctxValue(c), "a new game keeps no userdata of the last one")
	require.Equal(t, lua.LNumber(3), readTimes(c))
}
