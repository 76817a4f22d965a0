package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// ctx:next_time takes a `would` entry and a period; what it cannot wait as is an error
// naming the argument (the scenarios of tests/scenarios/ch15/*next-time* play it).
func TestCtxNextTimeErrors(t *testing.T) {
	for _, tc := range []struct{ name, call, want string }{
		{"no period", `ctx:next_time({ on = "digivolve", run = function(ctx) end })`, "needs a period"},
		{"an area", `ctx:next_time({ on = "digivolve", area = "trash", run = function(ctx) end }, "turn")`, "waits in no area"},
		{"neither a cause nor an event", `ctx:next_time({ on = "attack", run = function(ctx) end }, "turn")`, `on = "attack"; want a cause (`},
		{"no run", `ctx:next_time({ on = "digivolve" }, "turn")`, "the entry needs run = function(ctx) ... end"},
		{"an event's entry", `ctx:next_time({ on = "attacks", subject = { colour = "Red" }, run = function(ctx) end }, "turn")`, "the entry: subject: "},
		{"for the attack outside one", `ctx:next_time({ on = "digivolve", run = function(ctx) end }, "attack")`, "outside an attack"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := runCard(t, `return card { on_play = function(ctx) `+tc.call+` end }`)
			require.Contains(t, scriptErr(t, out.res).Error(), tc.want)
		})
	}
}
