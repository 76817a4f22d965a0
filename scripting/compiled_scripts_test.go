package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// readCounter is an in-memory ScriptSource that counts how often each script is read.
type readCounter struct {
	scripts
	reads map[string]int
}

func (r *readCounter) Script(number string) (string, []byte, bool) {
	r.reads[number]++
	return r.scripts.Script(number)
}

// A script that keeps state makes every game run the scripts afresh (reuse.go), and
// the state still does not leak; but the host runs the chunks it has: each script is
// read (and the library's lock taken) once per host, not once per game.
func TestRebuiltGamesReadEachScriptOnce(t *testing.T) {
	src := &readCounter{scripts: scripts{"T-1": `local plays = 0
return card { on_play = function(ctx)
  plays = plays + 1
  ctx:may("play " .. plays)
end }`}, reads: map[string]int{}}
	lib := NewLibraryOf(src, testLib(nil).keywords)
	h := lib.NewHost()
	defer h.Close()
	for range 3 {
		out := playCard(t, h, 1, nil)
		require.NoError(t, out.res.Err)
		require.Equal(t, []string{"play 1"}, out.asked)
	}
	require.Equal(t, 1, src.reads["T-1"])
}

// A broken script fails with its card and line on every host, hosts of one library
// on several goroutines at once among them (run with -race: the library's error is
// shared, each host names the card on its own copy).
func TestBrokenScriptNamesCardAndLineOnParallelHosts(t *testing.T) {
	lib := testLib(scripts{"T-1": "return card {\n  on_play = function(ctx) ctx:draw(1)\n}"})
	errs := make(chan error, 4)
	for range 4 {
		go func() {
			h := lib.NewHost()
			defer h.Close()
			_, err := h.EffectsOf(cardT1)
			errs <- err
		}()
	}
	for range 4 {
		var se *ScriptError
		require.ErrorAs(t, <-errs, &se)
		require.Equal(t, "T-1", se.Card)
		require.Equal(t, "cards/T/T-1.lua", se.File)
		require.Equal(t, 3, se.Line)
	}
}
