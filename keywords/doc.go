// Package keywords holds the keyword effects as Lua scripts, one file per keyword
// (see README.md). It holds data only.
package keywords

import "embed"

// FS holds the keyword scripts: <name>.lua (scripting.KeywordFile gives the name).
//
//go:embed *.lua
var FS embed.FS
