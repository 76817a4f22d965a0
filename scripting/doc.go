// Package scripting is the Lua host: card and keyword scripts, compiled once per
// process, run on pooled Lua states inside a sandbox, and turned into the core's
// effects (core.Effect). See README.md for the Lua API a card script uses.
//
// A Library holds the compiled scripts of a card pool and the keyword scripts; it is
// shared by every goroutine. A Host is one Lua state with the effects built from it;
// it serves one game at a time (a worker plays its games one after another on its
// own Host), which is what makes it safe: an LState is not goroutine-safe.
package scripting
