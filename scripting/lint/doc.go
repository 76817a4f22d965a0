// Package lint reads a card script before any game runs it: it parses the Lua into a
// syntax tree with gopher-lua's own parser and checks it against the API's
// documented surface (scripting.API and the vocabularies beside it) and against the
// card's printed text.
//
// It finds what a designer gets wrong and a build does not catch until an effect
// runs, or never: a misspelt method of ctx, of an object or of a card; a filter with
// an unknown key or a value of the wrong kind; an unknown target, zone, duration or
// timing name; a hook whose timing the text does not print, or a printed timing no
// hook covers; [Once Per Turn] printed and not declared (or the reverse); an
// inherited effect written as a main effect; a [Security] effect on a card that
// prints none; global assignments, file-level state a function writes, and names
// the sandbox does not have.
//
// Each finding has its file, line and column, the card number, a one-line reason and,
// where there is one, the nearest existing name. Errors are mistakes a game would
// play wrongly or fail on; warnings are printed text that no hook plays yet.
package lint
