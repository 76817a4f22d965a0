// Package deck reads, checks and writes deck lists: the 50-card deck and the 0–5 card
// Digi-Egg deck a player brings to a game (1-4-1).
//
// # Reading
//
// Parse detects the format of a list by its shape, so a list pasted from a deck site
// needs no flag:
//
//   - our plain text (cards/decks/*.txt): one row per card, `4 ST1-03` or
//     `4 Agumon ST1-03`, `//` comments, blank lines;
//   - the Tabletop Simulator JSON array `["Exported from ...","ST1-03","ST1-03",...]`;
//   - the text exports of the community deck sites, which are row shapes of the same
//     line-based reader: digimoncard.io (`// Digimon Deck List`, `4 Agumon ST1-03`,
//     `// Egg Deck`), digimoncard.dev (the same with padded names), digimoncard.app
//     (`ST1-03 Agumon 4`: number first, count last), DigimonMeta (`4 (ST1-03)`) and
//     Untap (`4 Agumon (DCG) (ST1-03)` or `[DCG]`).
//
// Which deck a card goes to is decided by its kind (2-2-3 … 2-2-6), never by where it
// is listed: a Digi-Egg always goes to the Digi-Egg deck. Section comments such as
// `// Main deck` or `// Egg Deck` are still read, and a card listed under the wrong
// one is reported, because such a list says something no deck can be.
//
// # Checking
//
// Deck.Validate applies the deck construction rules of ver. 3.6 (1-4-1) and, when a
// Format is given, a tournament ban and restriction list (ver. 1.0 5-1-2) as of a date.
// Every problem is reported, not just the first, as an Errors list whose entries name
// the file, the line where the card is listed and the reason.
//
// # Writing
//
// Deck.Write writes a deck as our text, as a TTS array or as a digimoncard.io list.
//
// The package reads files and embedded file systems it is handed (the built-in decks
// live in the cards package's embed.FS); it keeps no state of its own.
package deck
