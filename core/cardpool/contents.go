package cardpool

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"path"
	"sort"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/input"
)

// The contents of a card folder, hashed: a replay records them for the folders loaded
// on top of the built-in pool (dcg --cards DIR), so that replaying it on another
// machine, or after an edit, names the folder that is missing or the file that
// changed.

// contentHash is the hash of one file's bytes, short enough to read.
func contentHash(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])[:16]
}

// files lists the files of the pool a game can read, in path order: every set file
// and Lua script of the set folders, and the custom keyword scripts of keywords/.
func (p *Pool) files() ([]string, error) {
	var out []string
	for _, code := range p.order {
		out = append(out, path.Join(code, code+".yaml"))
		lua, err := fs.Glob(p.fsys, path.Join(code, "*.lua"))
		if err != nil {
			return nil, err
		}
		out = append(out, lua...)
	}
	kw, err := fs.Glob(p.fsys, "keywords/*.lua")
	if err != nil {
		return nil, err
	}
	out = append(out, kw...)
	sort.Strings(out)
	return out, nil
}

// ContentHash hashes every file of the pool a game can read (files): any edit to a
// set file, a card script or a keyword script changes it.
func (p *Pool) ContentHash() (string, error) {
	names, err := p.files()
	if err != nil {
		return "", err
	}
	h := sha256.New()
	for _, n := range names {
		b, err := input.ReadFS(p.fsys, n, input.SetLimit)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s %s\n", n, contentHash(b))
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// FileHashes hashes the files of the pool that the given cards read: the set files they
// are filed in, their scripts, and every custom keyword script (a keyword may be
// given to any card). Cards the pool does not define are left out. Paths are in path
// order.
func (p *Pool) FileHashes(numbers []string) ([]core.ReplayFile, error) {
	want := map[string]string{} // path → the card whose script it is ("" for other files)
	for _, n := range numbers {
		c, s, err := p.find(n)
		if err != nil {
			continue
		}
		want[path.Join(s.code, s.code+".yaml")] = ""
		if s.scripts[c.Number] {
			want[path.Join(s.code, c.Number+".lua")] = c.Number
		}
	}
	kw, err := fs.Glob(p.fsys, "keywords/*.lua")
	if err != nil {
		return nil, err
	}
	for _, k := range kw {
		want[k] = ""
	}
	names := make([]string, 0, len(want))
	for n := range want {
		names = append(names, n)
	}
	sort.Strings(names)
	out := make([]core.ReplayFile, 0, len(names))
	for _, n := range names {
		b, err := input.ReadFS(p.fsys, n, input.SetLimit)
		if err != nil {
			return nil, err
		}
		out = append(out, core.ReplayFile{Path: n, Card: want[n], Hash: contentHash(b)})
	}
	return out, nil
}
