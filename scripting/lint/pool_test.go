package lint_test

import (
	"os"
	"testing"
	"time"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/scripting/lint"
)

// lintPool lints every script of a pool and returns the findings.
func lintPool(t *testing.T, p *cardpool.Pool) (findings []lint.Finding, scripts int) {
	t.Helper()
	all, err := p.All()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range all {
		file, src, ok := p.ScriptFile(c.Number)
		if !ok {
			continue
		}
		scripts++
		rep := lint.Script(file, src, c)
		if !rep.Parsed {
			t.Errorf("%s does not parse", file)
		}
		findings = append(findings, rep.Findings...)
	}
	return findings, scripts
}

// The built-in pool and the example mod lint clean: no error and no warning. A
// finding here is either a wrong script or a false alarm of the linter; fix the one
// that is wrong.
func TestPoolLintsClean(t *testing.T) {
	for _, src := range []struct {
		name string
		open func() (*cardpool.Pool, error)
	}{
		{"cards", func() (*cardpool.Pool, error) { return cardpool.OpenNamed(cards.FS, "cards") }},
		{"tests/mods/bt16-first40", func() (*cardpool.Pool, error) {
			return cardpool.OpenNamed(os.DirFS("../../tests/mods/bt16-first40"), "tests/mods/bt16-first40")
		}},
	} {
		p, err := src.open()
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		findings, n := lintPool(t, p)
		t.Logf("%s: %d scripts linted in %v", src.name, n, time.Since(start))
		for _, f := range findings {
			t.Error(f)
		}
	}
}

// BenchmarkLintPool lints every script of the built-in pool once per iteration (the
// sources and cards read beforehand): the time `cards lint` spends reading scripts.
func BenchmarkLintPool(b *testing.B) {
	p, err := cardpool.OpenNamed(cards.FS, "cards")
	if err != nil {
		b.Fatal(err)
	}
	all, err := p.All()
	if err != nil {
		b.Fatal(err)
	}
	type script struct {
		file string
		src  []byte
		c    *core.CardData
	}
	var scripts []script
	for _, c := range all {
		if file, src, ok := p.ScriptFile(c.Number); ok {
			scripts = append(scripts, script{file, src, c})
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, s := range scripts {
			lint.Script(s.file, s.src, s.c)
		}
	}
	b.ReportMetric(float64(len(scripts)), "scripts")
}
