package scripting

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/keywords"
)

// The red team (tests/redteam/README.md): each card of tests/redteam/RT1 attacks the
// sandbox when its script loads. Each runs in a process of its own, under the default
// limits, and the test asserts the limit held: the script error names the card, the
// file and the line, the attack stopped within 2 s, and the process's peak resident
// memory stayed under 256 MB — measured by the kernel (VmHWM), whatever Go thinks.

const redTeamDir = "../tests/redteam/RT1"

// redTeam is each attack card, with what its error says and the line it names (0:
// none: a card table's shape has no line, its path says where).
var redTeam = []struct {
	card, msg string
	line      int
}{
	{"RT1-001", "script ran past its time limit", 5},    // a backtracking pattern
	{"RT1-002", "too many results to unpack", 3},        // unpack({}, 1, 1e8)
	{"RT1-003", "string too large", 5},                  // s = s .. s
	{"RT1-004", "script went over its memory limit", 5}, // string.rep, kept
	{"RT1-005", "string.gsub result too large", 5},      // gsub doubling
	{"RT1-006", "script went over its memory limit", 6}, // a table of 1 MiB strings
	{"RT1-007", "table.concat result too large", 5},     // table.concat doubling
	{"RT1-008", "script ran past its time limit", 0},    // a tail-call loop on a full stack
	{"RT1-009", "card.link refers back to card", 0},     // t.link = t
	{"RT1-010", "nests 33 tables deep or more", 0},      // link in link, 10,000 deep
	{"RT1-012", "script went over its memory limit", 4}, // 10^8 table entries
}

// redTeamScripts reads the folder's scripts as a ScriptSource.
type redTeamScripts struct{}

func (redTeamScripts) Script(number string) (string, []byte, bool) {
	file := filepath.Join(redTeamDir, number+".lua")
	src, err := os.ReadFile(file)
	return "RT1/" + number + ".lua", src, err == nil
}

// redTeamResult is what the child process reports.
type redTeamResult struct {
	Card, File, Msg string
	Line            int
	Took            time.Duration
	PeakRSS         int64 // bytes (VmHWM)
	Survived        bool  // a plain card built after the attack, on the same host
}

// Each attack is stopped, in time and memory, with an error naming the card.
func TestRedTeamAttacksAreStopped(t *testing.T) {
	if os.Getenv("DCG_REDTEAM_CARD") != "" {
		t.Skip("the child process runs TestRedTeamChild only")
	}
	for _, a := range redTeam {
		cmd := exec.Command(os.Args[0], "-test.run=^TestRedTeamChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), "DCG_REDTEAM_CARD="+a.card)
		var out, errOut bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errOut
		start := time.Now()
		require.NoError(t, cmd.Run(), "%s: %s%s", a.card, out.String(), errOut.String())
		took := time.Since(start)
		i := strings.Index(out.String(), "REDTEAM ")
		require.GreaterOrEqual(t, i, 0, "%s: %s", a.card, out.String())
		var r redTeamResult
		line, _, _ := strings.Cut(out.String()[i+len("REDTEAM "):], "\n")
		require.NoError(t, json.Unmarshal([]byte(line), &r))
		t.Logf("%s: %v in the attack (%v the process), peak RSS %d MB: %s", a.card, r.Took.Round(time.Millisecond),
			took.Round(time.Millisecond), r.PeakRSS>>20, r.Msg)
		require.Equal(t, a.card, r.Card)
		require.Equal(t, "RT1/"+a.card+".lua", r.File)
		require.Contains(t, r.Msg, a.msg, a.card)
		if a.line > 0 {
			require.Equal(t, a.line, r.Line, a.card)
		}
		require.Less(t, r.Took, 2*time.Second, "%s: stopped within 2 s", a.card)
		require.Less(t, r.PeakRSS, int64(256<<20), "%s: the process stayed under 256 MB", a.card)
		require.True(t, r.Survived, "%s: the host builds the next card", a.card)
	}
}

// TestRedTeamChild runs one attack (DCG_REDTEAM_CARD) and reports it on one line.
func TestRedTeamChild(t *testing.T) {
	card := os.Getenv("DCG_REDTEAM_CARD")
	if card == "" {
		t.Skip("run by TestRedTeamAttacksAreStopped")
	}
	lib := NewLibrary(redTeamScripts{}, keywords.FS)
	lib.Limits = DefaultLimits
	h := lib.NewHost()
	defer h.Close()
	h.BeginGame(nil)
	start := time.Now()
	_, err := h.EffectsOf(&core.CardData{Number: card, Name: card, Kind: core.DigiEgg, Level: 2})
	took := time.Since(start)
	var se *ScriptError
	require.True(t, errors.As(err, &se), "%s: want a script error, got %v", card, err)
	// The process goes on: the same host builds a plain card.
	h.BeginGame(nil)
	_, okErr := h.EffectsOf(&core.CardData{Number: "RT1-011", Name: "Countmon", Kind: core.Digimon, Level: 3})
	r := redTeamResult{Card: se.Card, File: se.File, Line: se.Line, Msg: se.Msg, Took: took, PeakRSS: peakRSS(t), Survived: okErr == nil}
	b, _ := json.Marshal(r)
	fmt.Printf("REDTEAM %s\n", b)
}

// peakRSS is the process's peak resident set (VmHWM in /proc/self/status).
func peakRSS(t *testing.T) int64 {
	if runtime.GOOS != "linux" {
		return 0
	}
	status, err := os.ReadFile("/proc/self/status")
	require.NoError(t, err)
	for _, l := range strings.Split(string(status), "\n") {
		if v, ok := strings.CutPrefix(l, "VmHWM:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			require.NoError(t, err)
			return kb << 10
		}
	}
	t.Fatal("no VmHWM in /proc/self/status")
	return 0
}
