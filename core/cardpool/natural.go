package cardpool

// NaturalLess orders card numbers and set codes the way people read them: runs of
// digits compare as numbers, so BT1-002 < BT1-010 < BT2-001 < BT10-001. It is the
// order of set files, of Sets() and of every card list, so output is deterministic.
func NaturalLess(a, b string) bool {
	for a != "" && b != "" {
		ca, ra := chunk(a)
		cb, rb := chunk(b)
		if ca != cb {
			da, db := isDigit(ca[0]), isDigit(cb[0])
			switch {
			case da && db:
				na, nb := trimZeros(ca), trimZeros(cb)
				if len(na) != len(nb) {
					return len(na) < len(nb)
				}
				if na != nb {
					return na < nb
				}
				// Same value, different zero padding: the shorter spelling first.
				return len(ca) < len(cb)
			default:
				return ca < cb
			}
		}
		a, b = ra, rb
	}
	return a == "" && b != ""
}

// chunk splits off the leading run of digits or of non-digits.
func chunk(s string) (head, rest string) {
	d := isDigit(s[0])
	i := 1
	for i < len(s) && isDigit(s[i]) == d {
		i++
	}
	return s[:i], s[i:]
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func trimZeros(s string) string {
	for len(s) > 1 && s[0] == '0' {
		s = s[1:]
	}
	return s
}

// setOf returns the set code a card number names: the part before the last '-'
// (BT1-010 → BT1, P-001 → P, ST1-03 → ST1). Numbers without '-' name no set.
func setOf(number string) string {
	for i := len(number) - 1; i >= 0; i-- {
		if number[i] == '-' {
			return number[:i]
		}
	}
	return ""
}
