// Command genevidence writes cards/evidence.txt: what the project's tests show of each
// card — which cards a passing scenario or card test had in its game, which of their
// effects activated there, and which rulings passing scenarios cite. `dcg cards list`
// computes a card's status (tested, ruled) from it without running a test. Run it
// from the repository root after adding scenarios or card tests:
//
//	go run ./tests/internal/genevidence
//
// It runs every scenario under tests/scenarios and tests/mods/*/scenarios (each mod
// layered over the built-in pool, as `dcg --cards MOD --override scenario run` does)
// in this process, and the card tests (go test ./tests/cards/...) with
// cardtest.EvidenceEnv set, so that each passing test appends its evidence. Its last
// line is a digest of the files it was made from (inputs.go): a test fails when it is
// stale.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/keywords"
	"github.com/dcg-engine/dcg/scripting"
	"github.com/dcg-engine/dcg/scripting/scenario"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

func main() {
	root := flag.String("root", ".", "repository root")
	flag.Parse()
	if err := run(*root); err != nil {
		fmt.Fprintln(os.Stderr, "genevidence:", err)
		os.Exit(1)
	}
}

func run(root string) error {
	e := cardpool.NewEvidence()
	env, err := scenario.DefaultEnv()
	if err != nil {
		return err
	}
	passed, failed, err := scenarios(e, env, filepath.Join(root, "tests", "scenarios"))
	if err != nil {
		return err
	}
	mods, err := filepath.Glob(filepath.Join(root, "tests", "mods", "*", "scenarios"))
	if err != nil {
		return err
	}
	for _, dir := range mods {
		modEnv, err := layered(filepath.Dir(dir))
		if err != nil {
			return err
		}
		p, f, err := scenarios(e, modEnv, dir)
		if err != nil {
			return err
		}
		passed, failed = passed+p, failed+f
	}
	tests, err := cardTests(root)
	if err != nil {
		return err
	}
	e.Merge(tests)
	digest, err := inputDigest(root)
	if err != nil {
		return err
	}
	out := filepath.Join(root, "cards", cardpool.EvidenceFile)
	e.Inputs = digest
	if err := os.WriteFile(out, e.Format(), 0o644); err != nil {
		return err
	}
	fmt.Printf("%s: %d scenarios passed (%d failed, left out) and the card tests\n", out, passed, failed)
	return nil
}

// scenarios runs the scenario files under dir and records the passing ones.
func scenarios(e *cardpool.Evidence, env *scenario.Env, dir string) (passed, failed int, err error) {
	files, err := scenario.Files(dir)
	if err != nil {
		return 0, 0, err
	}
	for _, f := range files {
		res := scenario.RunFile(env, f)
		if !res.Passed() {
			failed++
			fmt.Fprintf(os.Stderr, "genevidence: %s fails: not evidence\n", f)
			continue
		}
		passed++
		e.Record(res.Events)
		e.Cite(res.Rulings...)
	}
	return passed, failed, nil
}

// layered is the built-in pool with a mod folder over it, its own keywords included.
func layered(mod string) (*scenario.Env, error) {
	base, err := cardpool.OpenNamed(cards.FS, "cards")
	if err != nil {
		return nil, err
	}
	dir, err := cardpool.OpenNamed(os.DirFS(mod), filepath.ToSlash(mod))
	if err != nil {
		return nil, err
	}
	stack, err := cardpool.Layered(base, true, dir)
	if err != nil {
		return nil, err
	}
	ks, problems := scripting.LoadKeywords(keywords.FS, stack.KeywordFolders(), true)
	if len(problems) > 0 {
		return nil, problems[0]
	}
	stack.SetKeywords(ks.Has)
	return &scenario.Env{Cards: stack, Scripts: stackScripts{stack}, Keywords: ks}, nil
}

type stackScripts struct{ s *cardpool.Stack }

func (s stackScripts) Script(n string) (string, []byte, bool) { return s.s.ScriptFile(n) }

// cardTests runs the card tests with the evidence file set and reads what they wrote.
func cardTests(root string) (*cardpool.Evidence, error) {
	tmp, err := os.CreateTemp("", "dcg-evidence-*.txt")
	if err != nil {
		return nil, err
	}
	tmp.Close()
	defer os.Remove(tmp.Name())
	cmd := exec.Command("go", "test", "-count=1", "./tests/cards/...")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), cardtest.EvidenceEnv+"="+tmp.Name())
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("go test ./tests/cards/...: %w", err)
	}
	data, err := os.ReadFile(tmp.Name())
	if err != nil {
		return nil, err
	}
	return cardpool.ReadEvidence(data)
}
