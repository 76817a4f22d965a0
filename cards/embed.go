// Package cards holds the default card pool as data: one folder per set with the
// set's card data (YAML) and one Lua file per scripted card, plus ready-made decks
// under decks/. It has no logic; core/cardpool reads it.
package cards

import "embed"

// FS is the embedded card pool: <SET>/*.yaml, <SET>/*.lua and decks/*, with the
// generated indexes of the rulings per card (rulings.txt) and of what the tests
// showed (evidence.txt) that card statuses are computed from.
//
//go:embed [A-Z]* decks restrictions.yaml rulings.txt evidence.txt
var FS embed.FS
