// Package draft writes a first Lua script for a card from its printed text: each
// clause the vocabulary reads into constructs (scripting/vocab) and whose words this
// package knows how to fill in becomes a Lua statement; every other clause stays, in
// place, as a `-- TODO: <clause>` comment. A draft is a starting point for the card's
// author, never a script the pool loads unread.
package draft
