// Package scripting will host the Lua card and keyword scripts and bind them to the
// core's hooks (see README.md). It is empty until the effect engine lands.
package scripting
