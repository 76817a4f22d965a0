package scripting

import "testing"

// BenchmarkLuaEffectCall measures one Lua effect: the same position in which T-1 is
// played, once with a script that has no effect (the baseline) and once with an
// [On Play] that draws a card. The difference between the two is the cost of
// triggering, activating and running one Lua effect, on a host that is reused.
func BenchmarkLuaEffectCall(b *testing.B) {
	for _, bc := range []struct{ name, src string }{
		{"baseline", `return card { }`},
		{"on_play_draw", `return card { on_play = function(ctx) ctx:draw(1) end }`},
	} {
		b.Run(bc.name, func(b *testing.B) {
			h := testLib(scripts{"T-1": bc.src}).NewHost()
			defer h.Close()
			b.ReportAllocs()
			for b.Loop() {
				if out := playCard(b, h, 1, nil); out.res.Err != nil {
					b.Fatal(out.res.Err)
				}
			}
		})
	}
}

// BenchmarkNewHost measures what reusing a host saves: building one (a fresh Lua
// state with the sandbox and the API) and closing it.
func BenchmarkNewHost(b *testing.B) {
	lib := testLib(scripts{"T-1": `return card { }`})
	b.ReportAllocs()
	for b.Loop() {
		lib.NewHost().Close()
	}
}
