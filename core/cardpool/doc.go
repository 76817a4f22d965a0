// Package cardpool is the card pool as data: it reads and writes the YAML set files
// under cards/<SET>/<SET>.yaml, finds the Lua script of a card (cards/<SET>/<NUMBER>.lua),
// and converts the public cards.json dump into set files (ImportCardsJSON). The import
// repairs the characters the dump lost to HTML references (charrefs.go), corrects the
// text it lacks or garbled where no erratum covers it (dumpfix.go), applies the
// official errata to the texts first (errata.go, erratatext.go, erratavariant.go) —
// keeping the printed text also of those the dump has already (errataprinted.go) —
// and reads the requirements printed in the texts into data: [Digivolve] forms
// (digivolvetext.go) and DNA, DigiXros, Assembly, Burst Digivolve, App Fusion and link
// requirements (reqtext.go); CountRequirements sums them up over a pool.
//
// A Pool is lazy on purpose: opening one only lists the set folders, and a set file is
// parsed the first time one of its cards is asked for. The CLI starts in milliseconds,
// a deck check parses only the sets its cards come from, and a broken set file (a mod
// being written) does not stop the other sets from loading. A Pool is safe for use by
// many goroutines: every set is loaded once (sync.Once) and never changed afterwards,
// so the *core.CardData it hands out are shared and must be treated as read-only.
//
// A Stack layers pools: the built-in pool at the bottom, extra folders of the same
// layout on top (a new set, modded cards: dcg --cards DIR), answering like one pool.
// Its doc says what is parsed when and how a card number defined in two layers is
// caught (a *ClashError) or, with override, replaced.
//
// Errors about set files name the file, the line and the field, e.g.
//
//	cards/BT1/BT1.yaml:123: card BT1-010: field "colour": unknown field
package cardpool
