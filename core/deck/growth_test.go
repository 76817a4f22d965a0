package deck

import (
	"bytes"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/dcg-engine/dcg/core"
)

// Parsing is linear in the size of the input: four times the input takes about four
// times as long — far less than the sixteen times of a quadratic parser (the TTS
// reader once counted the lines from the start of the file for every element). Each
// shape is timed at n and 4n bytes in CPU time of the parsing thread (waiting for a
// core on a busy machine does not count), the two sizes taken in turn five times and
// the best of each kept (about 4× on a busy machine too); the test allows a factor
// of 8, half the 16 of a quadratic parser, above a floor of 5 ms.
func TestParsingGrowsLinearly(t *testing.T) {
	if testing.Short() {
		t.Log("-short: the timings are left out")
		return
	}
	lookup := core.CardMap{
		"ST1-01": {Number: "ST1-01", Name: "Koromon", Kind: core.DigiEgg},
		"ST1-03": {Number: "ST1-03", Name: "Agumon", Kind: core.Digimon},
	}
	shapes := []struct {
		name string
		make func(n int) []byte
	}{
		{"TTS, one element a line", func(n int) []byte { return ttsDeck(n, "\n") }},
		{"TTS, all on one line", func(n int) []byte { return ttsDeck(n, "") }},
		{"TTS, unknown numbers", func(n int) []byte {
			return []byte("[" + strings.TrimSuffix(strings.Repeat("\"ST9-99\",\n", n/10), ",\n") + "]")
		}},
		{"TTS, not strings", func(n int) []byte {
			return []byte("[" + strings.TrimSuffix(strings.Repeat("12345678,\n", n/10), ",\n") + "]")
		}},
		{"text rows", func(n int) []byte { return bytes.Repeat([]byte("4 Agumon ST1-03\n"), n/16) }},
		{"text rows with errors", func(n int) []byte { return bytes.Repeat([]byte("4 Gabumon ST1-03\n"), n/17) }},
		{"text sections and comments", func(n int) []byte { return bytes.Repeat([]byte("// Main deck\n# x\n"), n/17) }},
		{"one long line", func(n int) []byte { return bytes.Repeat([]byte("x"), n) }},
	}
	const n = 128 << 10
	for _, s := range shapes {
		small, large := s.make(n), s.make(4*n)
		ts, tl := bestOfEach(5, func() { _, _ = Parse("growth.deck", small, lookup) }, func() { _, _ = Parse("growth.deck", large, lookup) })
		t.Logf("%s: %d bytes %v, %d bytes %v (×%.1f)", s.name, len(small), ts, len(large), tl, float64(tl)/float64(ts))
		if tl > 8*ts && tl > 5*time.Millisecond {
			t.Errorf("%s: %v for %d bytes, %v for %d: grows faster than linearly", s.name, ts, len(small), tl, len(large))
		}
	}
}

// ttsDeck is a TTS array of about n bytes: a label, then Agumon after Agumon.
func ttsDeck(n int, sep string) []byte {
	var b bytes.Buffer
	b.WriteString(`["Exported from a test"`)
	for b.Len() < n {
		b.WriteString(`,` + sep + `"ST1-03"`)
	}
	b.WriteString("]")
	return b.Bytes()
}

// bestOfEach runs a and b in turn k times and returns the best time of each.
func bestOfEach(k int, a, b func()) (ta, tb time.Duration) {
	ta, tb = time.Duration(1<<62), time.Duration(1<<62)
	for range k {
		ta = min(ta, timed(a))
		tb = min(tb, timed(b))
	}
	return ta, tb
}

// timed is the CPU time f takes on this goroutine's thread, the collector held off
// (so that neither other processes nor a collection cycle land in the figure).
func timed(f func()) time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	runtime.GC()
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	start := threadCPU()
	f()
	return threadCPU() - start
}
