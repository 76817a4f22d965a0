package scripting

import (
	"testing"
	"time"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/keywords"
)

// memScripts is an in-memory script source for one card.
type memScripts map[string]string

func (m memScripts) Script(n string) (string, []byte, bool) {
	s, ok := m[n]
	return "fuzz/" + n + ".lua", []byte(s), ok
}

// FuzzCardScript: any Lua source as a card script, run in the sandbox while a game
// plays it, either works or ends that game with a ScriptError — never a panic, a hang
// past the deadline, or an escape from the sandbox.
func FuzzCardScript(f *testing.F) {
	f.Add(`return card { on_play = function(ctx) ctx:draw(1) end }`)
	f.Add(`return card { main = function(ctx) ctx:delete(ctx:choose_one("opponent_digimon")) end }`)
	f.Add(`return card { static = { { dp = 1000, turn = "your" } } }`)
	f.Add(`while true do end`)
	f.Add(`return card { on_play = function(ctx) local t = {} for i = 1, 1e7 do t[i] = i end end }`)
	f.Add(`os.exit(1)`)
	f.Fuzz(func(t *testing.T, src string) {
		lib := NewLibrary(memScripts{"F-1": src}, keywords.FS)
		lib.Limits.Time = 50 * time.Millisecond
		h := lib.NewHost()
		defer h.Close()
		card := &core.CardData{Number: "F-1", Name: "Fuzz", Kind: core.Digimon, Colors: core.ColorsOf(core.Red),
			Level: 3, Cost: 1, HasCost: true, DP: 2000, HasDP: true, Effect: "x"}
		g, err := core.NewPosition(core.Config{Seed: 1, Effects: h,
			Agents: [2]core.Agent{core.NewRandomAgent(1), core.NewRandomAgent(2)}, MaxTurns: 8})
		if err != nil {
			t.Fatal(err)
		}
		g.SetMemory(0, 5, "fuzz")
		g.AddCard(0, core.ZoneHand, card)
		g.AddObject(1, core.ZoneBattle, card)
		for range 10 {
			g.AddCard(0, core.ZoneDeck, card)
			g.AddCard(1, core.ZoneDeck, card)
		}
		r := g.Resume()
		_ = r // any end is fine; the point is that it ends
	})
}
