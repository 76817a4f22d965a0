package draft

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/yuin/gopher-lua/parse"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/scripting/lint"
)

var update = flag.Bool("update", false, "rewrite the golden drafts in testdata/")

func pool(t *testing.T) *cardpool.Pool {
	t.Helper()
	p, err := cardpool.OpenNamed(cards.FS, "cards")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestGoldenDrafts: the drafts of a few cards, each showing one shape — a choice with
// a filter and a count (ST1-15), a static [Your Turn] effect and a [Security] play
// (ST1-12), the reveal pattern (BT1-010), a condition and a duration (BT1-054), a
// "When this Digimon is blocked" entry inherited (BT1-012), a [Once Per Turn] entry
// with an unmapped condition left as TODO (BT1-003), and clauses the draft cannot
// write, each a TODO in place (BT1-084, BT1-021: nothing after "At end of turn" runs
// now).
func TestGoldenDrafts(t *testing.T) {
	p := pool(t)
	for _, number := range []string{"ST1-15", "ST1-12", "BT1-010", "BT1-054", "BT1-012", "BT1-003", "BT1-084", "BT1-021"} {
		c, err := p.Card(number)
		if err != nil {
			t.Fatal(err)
		}
		got := Card(c).Source
		file := filepath.Join("testdata", number+".lua")
		if *update {
			if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if got != string(want) {
			t.Errorf("%s draft:\n%s\nwant:\n%s", number, got, want)
		}
	}
}

// TestCompleteDraftsLintClean: a draft with no TODO is a script the lint accepts as it
// is — every printed effect has its hook, every name exists.
func TestCompleteDraftsLintClean(t *testing.T) {
	p := pool(t)
	for _, number := range []string{"ST1-15", "ST1-12", "BT1-010", "BT1-054", "BT1-012"} {
		c, _ := p.Card(number)
		d := Card(c)
		if !d.Complete() {
			t.Errorf("%s: %d of %d clauses mapped; want all", number, d.Mapped, d.Clauses)
		}
		rep := lint.Script(number+".lua", []byte(d.Source), c)
		if !rep.Parsed || len(rep.Findings) > 0 || len(rep.Unplayed) > 0 {
			t.Errorf("%s: lint: %v (unplayed %v)", number, rep.Findings, rep.Unplayed)
		}
	}
}

// TestIncompleteDraftCounts: a clause left as TODO is counted as not mapped and its
// text is in the draft.
func TestIncompleteDraftCounts(t *testing.T) {
	c, _ := pool(t).Card("BT1-021")
	d := Card(c)
	if d.Clauses != 4 || d.Mapped != 2 || d.Complete() {
		t.Errorf("BT1-021: %d of %d mapped, complete %v; want 2 of 4, incomplete", d.Mapped, d.Clauses, d.Complete())
	}
	if !strings.Contains(d.Source, "-- TODO: lose 3 memory") {
		t.Errorf("BT1-021 draft lacks the TODO of its delayed clause:\n%s", d.Source)
	}
}

// TestPoolDraftsParse: the draft of every card of the built-in pool is valid Lua,
// TODOs and all.
func TestPoolDraftsParse(t *testing.T) {
	all, err := pool(t).All()
	if err != nil {
		t.Fatal(err)
	}
	drafted := 0
	for _, c := range all {
		d := Card(c)
		if _, err := parse.Parse(strings.NewReader(d.Source), c.Number); err != nil {
			t.Errorf("%s: the draft does not parse: %v\n%s", c.Number, err, d.Source)
		}
		if d.Clauses > 0 {
			drafted++
		}
	}
	if drafted < 1000 {
		t.Errorf("%d cards drafted; want the pool's cards with text", drafted)
	}
}

// TestNoTextNoKeys: a card without effect text drafts an empty card table.
func TestNoTextNoKeys(t *testing.T) {
	d := Card(&core.CardData{Number: "X-1", Name: "Vanilla"})
	if d.Clauses != 0 || d.Source != "-- X-1 Vanilla\nreturn card {\n}\n" {
		t.Errorf("draft of a card without text: %q", d.Source)
	}
}
