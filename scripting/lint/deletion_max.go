package lint

import (
	"bytes"
	"regexp"
)

// dpDeletion finds a DP-based deletion effect in a card's text: "delete 1 of your
// opponent's Digimon with 4000 DP or less", "choose ... with 6000 DP or less and delete
// it". Its maximum is one that effects may raise (15-15-5: "add 1000 to the maximum DP
// you can choose with DP-based deletion effects"), so a script reads it with
// ctx:deletion_max(N); a script that never does deletes by the printed number alone.
// "deleted" (can't be deleted, would be deleted) is not a deletion effect.
var dpDeletion = regexp.MustCompile(`(?i)\bdelete\b[^.。\n]*?\d+ DP or less|\d+ DP or less[^.。\n]*?\bdelete\b`)

// readsDeletionMax is a call of ctx:deletion_max or a static deletion_max entry.
var readsDeletionMax = regexp.MustCompile(`deletion_max\s*[(=]`)

// deletionMax warns when the card prints a DP-based deletion and the script never
// reads the maximum.
func (c *checker) deletionMax(src []byte) {
	if readsDeletionMax.Match(src) {
		return
	}
	at := pos{line: 1, col: 1} // the first line naming a DP maximum, or the top
	for i, line := range bytes.Split(src, []byte("\n")) {
		if bytes.Contains(line, []byte("dp_at_most")) {
			at = pos{line: i + 1, col: bytes.Index(line, []byte("dp_at_most")) + 1}
			break
		}
	}
	for _, text := range []string{c.card.Effect, c.card.Inherited, c.card.Security} {
		if m := dpDeletion.FindString(text); m != "" {
			c.warnAt(at, "the text deletes by DP (%q): read the maximum with ctx:deletion_max(N), which effects may raise (15-15-5)", excerpt(m))
			return
		}
	}
}
