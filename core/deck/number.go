package deck

import "strings"

// looksLikeNumber reports whether s has the shape of a card number (2-11): a set code
// of letters and digits starting with a letter, a dash and a serial of digits
// ("ST1-03", "BT1-010", "P-123", "LM-028"). It tells a card number apart from the
// words of a card name and from a TTS label.
func looksLikeNumber(s string) bool {
	set, serial, ok := strings.Cut(s, "-")
	if !ok || set == "" || serial == "" || !isLetter(set[0]) {
		return false
	}
	for i := 0; i < len(set); i++ {
		if !isLetter(set[i]) && !isDigit(set[i]) {
			return false
		}
	}
	for i := 0; i < len(serial); i++ {
		if !isDigit(serial[i]) {
			return false
		}
	}
	return true
}

// normalizeNumber turns a number as written in a list into the card number the pool
// knows: it drops the parentheses or brackets some exports put around it ("(ST1-03)"),
// upper-cases it, and drops the parallel-art suffix digimoncard.app appends
// ("BT1-010_P1"), since every printing of a number is the same card (2-11-1).
// ok is false when what is left is not shaped like a card number.
func normalizeNumber(tok string) (number string, ok bool) {
	s := strings.TrimSpace(tok)
	if len(s) >= 2 && (s[0] == '(' && s[len(s)-1] == ')' || s[0] == '[' && s[len(s)-1] == ']') {
		s = s[1 : len(s)-1]
	}
	s = strings.ToUpper(s)
	if i := strings.LastIndex(s, "_P"); i > 0 && allDigits(s[i+2:]) {
		s = s[:i]
	}
	return s, looksLikeNumber(s)
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

func isLetter(c byte) bool { return 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' }
func isDigit(c byte) bool  { return '0' <= c && c <= '9' }
