package cardpool

import (
	"io/fs"
	"path"
)

// KeywordFolder is the keywords/ folder of a card folder: the custom keyword scripts a
// set or a mod brings (DIR/keywords/<name>.lua), loaded like the built-in ones.
type KeywordFolder struct {
	FS   fs.FS  // the folder itself
	Name string // its display path: "my-mod/keywords"
}

// KeywordFolder returns the pool's keywords/ folder, if it has one.
func (p *Pool) KeywordFolder() (KeywordFolder, bool) {
	info, err := fs.Stat(p.fsys, "keywords")
	if err != nil || !info.IsDir() {
		return KeywordFolder{}, false
	}
	sub, err := fs.Sub(p.fsys, "keywords")
	if err != nil {
		return KeywordFolder{}, false
	}
	return KeywordFolder{FS: sub, Name: path.Join(p.name, "keywords")}, true
}

// KeywordFolders lists the keywords/ folders of the stack's layers, the base first
// (later ones on top).
func (s *Stack) KeywordFolders() []KeywordFolder {
	var out []KeywordFolder
	for _, p := range s.layers {
		if f, ok := p.KeywordFolder(); ok {
			out = append(out, f)
		}
	}
	return out
}
