package scripting

import lua "github.com/yuin/gopher-lua"

// kwMethods2 are ctx methods added for one group of keyword effects (keywords/).
func (h *Host) kwMethods2() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{}
}

// kwAPI2 documents kwMethods2 (see apidoc.go).
var kwAPI2 = []Doc{}
