package scripting

import lua "github.com/yuin/gopher-lua"

// kwMethods1 are ctx methods added for one group of keyword effects (keywords/).
func (h *Host) kwMethods1() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{}
}

// kwAPI1 documents kwMethods1 (see apidoc.go).
var kwAPI1 = []Doc{}
