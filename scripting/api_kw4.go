package scripting

import lua "github.com/yuin/gopher-lua"

// kwMethods4 are ctx methods added for one group of keyword effects (keywords/).
func (h *Host) kwMethods4() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{}
}

// kwAPI4 documents kwMethods4 (see apidoc.go).
var kwAPI4 = []Doc{}
