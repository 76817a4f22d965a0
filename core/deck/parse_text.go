package deck

import (
	"strconv"
	"strings"
)

// maxRowCount bounds the count on one row: far above any legal deck, low enough that a
// typo cannot make the reader allocate millions of cards.
const maxRowCount = 1000

// readText reads the line-based formats: ours and the community text exports, which
// differ only in the shape of a row (see parseRow).
//
// A "//" starts a comment, on its own line or after a row. A comment line naming a
// section ("// Main deck", "// Digi-Egg deck", digimoncard.io's "// Egg Deck") sets the
// section of the rows below it; the first other comment line before any row is the
// deck's name, unless it is an export header ("// Digimon DeckList").
func (r *reader) readText(data []byte) {
	section := NoSection
	seenRow, titled := false, false
	for i, raw := range strings.Split(string(data), "\n") {
		line := i + 1
		code, comment, hasComment := strings.Cut(strings.TrimRight(raw, "\r"), "//")
		code = strings.TrimSpace(code)
		if code == "" {
			if hasComment {
				if s, ok := sectionOf(comment); ok {
					section = s
				} else if title := strings.TrimSpace(comment); !seenRow && !titled && title != "" && !isExportHeader(title) {
					r.deck.Name, titled = title, true
				}
			}
			continue
		}
		seenRow = true
		count, number, name, problem := parseRow(strings.Fields(code))
		if problem != "" {
			r.fail(line, 0, "", "malformed line %q: %s", code, problem)
			r.deck.unread++
			continue
		}
		r.addRow(line, 0, number, count, name, section)
	}
}

// rowShapes is the hint a malformed row gets.
const rowShapes = `want "COUNT NUMBER" or "COUNT NAME NUMBER"`

// parseRow reads one row. The shapes, by where the count is:
//
//	4 ST1-03                   ours, count first; the name is optional
//	4 Agumon ST1-03            ours and digimoncard.io / digimoncard.dev
//	4 (ST1-03)                 DigimonMeta
//	4 Agumon (DCG) (ST1-03)    Untap; digimoncard.app's Untap export writes [DCG]
//	ST1-03 Agumon 4            digimoncard.app: number first, count last
//	Agumon ST1-03 4            name, number, count
//
// A count may carry an "x" ("4x"). problem is "" when the row is well formed.
func parseRow(tok []string) (count int, number, name, problem string) {
	n := len(tok)
	if n < 2 {
		return 0, "", "", rowShapes
	}
	var nameToks []string
	var ok bool
	switch {
	case isCount(tok[0]):
		count, _ = parseCount(tok[0])
		if number, ok = normalizeNumber(tok[n-1]); !ok {
			return 0, "", "", rowShapes
		}
		nameToks = tok[1 : n-1]
		if k := len(nameToks); k > 0 && isUntapGame(nameToks[k-1]) {
			nameToks = nameToks[:k-1]
		}
	case isCount(tok[n-1]):
		count, _ = parseCount(tok[n-1])
		if number, ok = normalizeNumber(tok[0]); ok {
			nameToks = tok[1 : n-1]
		} else if number, ok = normalizeNumber(tok[n-2]); ok {
			nameToks = tok[:n-2]
		} else {
			return 0, "", "", rowShapes
		}
	default:
		return 0, "", "", rowShapes
	}
	if count < 1 || count > maxRowCount {
		return 0, "", "", "the count must be from 1 to " + strconv.Itoa(maxRowCount)
	}
	return count, number, strings.Join(nameToks, " "), ""
}

// isCount reports whether a token is a row's count: digits, optionally followed by x.
func isCount(tok string) bool {
	_, ok := parseCount(tok)
	return ok
}

func parseCount(tok string) (int, bool) {
	tok = strings.TrimSuffix(strings.TrimSuffix(tok, "x"), "X")
	if !allDigits(tok) || len(tok) > 9 {
		return 0, false
	}
	n, err := strconv.Atoi(tok)
	return n, err == nil
}

// isUntapGame reports whether a token is the game tag of an Untap row.
func isUntapGame(tok string) bool {
	return strings.EqualFold(tok, "(DCG)") || strings.EqualFold(tok, "[DCG]")
}

// sectionOf reads a section comment. Spelling, case and a trailing count ("Main deck
// (50)") vary between sites, so only the words are compared.
func sectionOf(comment string) (Section, bool) {
	w := foldName(comment)
	w = strings.TrimRight(w, "0123456789")
	switch w {
	case "maindeck", "main", "deck":
		return MainSection, true
	case "digieggdeck", "eggdeck", "digiegg", "digieggs", "eggs", "digitama", "digitamadeck":
		return EggSection, true
	}
	return NoSection, false
}

// isExportHeader reports whether a comment is the header line deck sites put on top
// of an export ("// Digimon DeckList", "// Digimon Deck List"), which names no deck.
func isExportHeader(comment string) bool {
	return foldName(comment) == "digimondecklist"
}
