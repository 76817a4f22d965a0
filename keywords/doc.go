// Package keywords holds the keyword effects as Lua scripts (see README.md). It holds
// data only.
package keywords
