package scripting

import (
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/keywords"
)

// poolScripts adapts a card pool to ScriptSource.
type poolScripts struct{ p *cardpool.Pool }

func (s poolScripts) Script(number string) (string, []byte, bool) { return s.p.ScriptFile(number) }

// ForPool makes the library of a card pool's scripts with the built-in keyword scripts.
func ForPool(p *cardpool.Pool) *Library { return NewLibrary(poolScripts{p}, keywords.FS) }

// ForPoolWith makes the library of a card pool's scripts with a set of keyword scripts
// (custom keywords included, LoadKeywords).
func ForPoolWith(p *cardpool.Pool, ks *KeywordSet) *Library { return NewLibraryOf(poolScripts{p}, ks) }
