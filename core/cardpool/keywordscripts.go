package cardpool

import (
	"io/fs"

	"github.com/dcg-engine/dcg/core"
)

// KeywordScripts reports, for SetKeywords, which keyword effects have a script in a
// folder laid out like keywords/ (<name>.lua, core.KeywordFile): a known keyword whose
// file is there. It is what the scripting
// layer's Library.HasKeyword decides, for tools that read the files without it (the
// status table of cards/README.md).
func KeywordScripts(fsys fs.FS) func(core.Keyword) bool {
	return func(k core.Keyword) bool {
		if _, ok := core.LookupKeyword(string(k)); !ok {
			return false
		}
		_, err := fs.Stat(fsys, core.KeywordFile(k))
		return err == nil
	}
}
