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
