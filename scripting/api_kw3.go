package scripting

import lua "github.com/yuin/gopher-lua"

// kwMethods3 are ctx methods added for one group of keyword effects (keywords/).
func (h *Host) kwMethods3() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{}
}

// kwAPI3 documents kwMethods3 (see apidoc.go).
var kwAPI3 = []Doc{}
