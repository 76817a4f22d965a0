// Package bt16first40 checks the example mod in this folder: the first 40 cards with
// effect text of BT16, scripted in Lua only and layered over the built-in pool with
// --override, each with scenarios that assert the board (README.md).
package bt16first40

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/keywords"
	"github.com/dcg-engine/dcg/scripting"
	"github.com/dcg-engine/dcg/scripting/scenario"
)

// modEnv is the built-in pool with this folder layered over it, as
// `dcg --cards tests/mods/bt16-first40 --override` builds it.
func modEnv(t *testing.T) (*cardpool.Stack, *scenario.Env) {
	t.Helper()
	base, err := cardpool.OpenNamed(cards.FS, "cards")
	if err != nil {
		t.Fatal(err)
	}
	mod, err := cardpool.OpenNamed(os.DirFS("."), "tests/mods/bt16-first40")
	if err != nil {
		t.Fatal(err)
	}
	stack, err := cardpool.Layered(base, true, mod)
	if err != nil {
		t.Fatal(err)
	}
	stack.SetKeywords(scripting.NewLibrary(nil, keywords.FS).HasKeyword)
	return stack, &scenario.Env{Cards: stack, Scripts: stackScripts{stack}, Keywords: scripting.BuiltinKeywords(keywords.FS)}
}

type stackScripts struct{ s *cardpool.Stack }

func (s stackScripts) Script(n string) (string, []byte, bool) { return s.s.ScriptFile(n) }

// modCards are the card numbers the mod's set file defines.
func modCards(t *testing.T) []string {
	t.Helper()
	mod, err := cardpool.OpenNamed(os.DirFS("."), "tests/mods/bt16-first40")
	if err != nil {
		t.Fatal(err)
	}
	list, err := mod.SetCards("BT16")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, d := range list {
		out = append(out, d.Number)
	}
	sort.Strings(out)
	return out
}

// Every card of the mod has a script that builds in the sandbox.
func TestEveryCardIsScriptedAndBuilds(t *testing.T) {
	stack, _ := modEnv(t)
	lib := scripting.NewLibrary(stackScripts{stack}, keywords.FS)
	h := lib.NewHost()
	defer h.Close()
	numbers := modCards(t)
	if len(numbers) != 40 {
		t.Fatalf("the mod defines %d cards, want 40", len(numbers))
	}
	for _, n := range numbers {
		if _, _, ok := stack.ScriptFile(n); !ok {
			t.Errorf("%s has no script", n)
			continue
		}
		d, err := stack.Card(n)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := h.EffectsOf(d); err != nil {
			t.Errorf("%s: %v", n, err)
		}
	}
}

// Every card has at least one scenario named after it, and every scenario passes.
func TestScenarios(t *testing.T) {
	_, env := modEnv(t)
	files, err := scenario.Files("scenarios")
	if err != nil {
		t.Fatal(err)
	}
	covered := map[string]bool{}
	for _, f := range files {
		base := filepath.Base(f)
		if len(base) >= 8 {
			covered[base[:8]] = true
		}
	}
	for _, n := range modCards(t) {
		if !covered[n] {
			t.Errorf("%s has no scenario (scenarios/%s-*.yaml)", n, n)
		}
	}
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".yaml"), func(t *testing.T) {
			t.Parallel()
			res := scenario.RunFile(env, f)
			for _, fail := range res.Failures {
				t.Error(fail.String())
			}
		})
	}
}
