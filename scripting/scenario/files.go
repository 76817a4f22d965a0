package scenario

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/input"
	"github.com/dcg-engine/dcg/keywords"
	"github.com/dcg-engine/dcg/scripting"
)

// DefaultEnv is the built-in card pool with its scripts and the keyword scripts.
func DefaultEnv() (*Env, error) {
	pool, err := cardpool.OpenNamed(cards.FS, "cards")
	if err != nil {
		return nil, err
	}
	return PoolEnv(pool), nil
}

// PoolEnv runs scenarios against a card pool.
func PoolEnv(pool *cardpool.Pool) *Env {
	ks := scripting.BuiltinKeywords(keywords.FS)
	pool.SetKeywords(ks.Has)
	return &Env{Cards: pool, Scripts: poolScripts{pool}, Keywords: ks}
}

type poolScripts struct{ p *cardpool.Pool }

func (s poolScripts) Script(n string) (string, []byte, bool) { return s.p.ScriptFile(n) }

var _ scripting.ScriptSource = poolScripts{}

// RunFile reads and runs one scenario file. A file that cannot be read or parsed is a
// failed result naming the problem.
func RunFile(env *Env, path string) *Result {
	data, err := input.ReadFile(path, input.ScenarioLimit)
	if err != nil {
		return &Result{File: path, Failures: []Failure{{File: path, What: err.Error()}}}
	}
	s, err := Parse(path, data)
	if err != nil {
		line, what := splitLine(path, err)
		return &Result{File: path, Failures: []Failure{{File: path, Line: line, What: what}}}
	}
	return Run(env, s)
}

// splitLine takes the file and line off a parse error: "FILE:LINE: what" (ours and
// the card reader's) becomes LINE and "what".
func splitLine(path string, err error) (int, string) {
	if e, ok := err.(*Error); ok {
		return e.Line, e.Msg
	}
	msg := strings.TrimPrefix(err.Error(), path+":")
	if i := strings.Index(msg, ": "); i > 0 {
		if n, convErr := strconv.Atoi(msg[:i]); convErr == nil {
			return n, msg[i+2:]
		}
	}
	return 0, strings.TrimSpace(msg)
}

// Files lists the scenario files (*.yaml) under paths (files or folders), sorted.
func Files(paths ...string) ([]string, error) {
	var out []string
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !info.IsDir() {
			out = append(out, p)
			continue
		}
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && (strings.HasSuffix(path, ".yaml") || strings.HasSuffix(path, ".yml")) {
				out = append(out, path)
			}
			return err
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Strings(out)
	return out, nil
}
