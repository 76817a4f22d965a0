package bt1

import (
	"testing"
)

// BT1-073 Kabuterimon — Inherited: [Your Turn] This Digimon gets +1000 DP for every
// suspended Digimon your opponent has.

// TestKabuterimonInherited: Digitamamon (7000) over Kabuterimon gets +1000 for each
// suspended Digimon of the opponent (not for unsuspended ones, nor for its own
// player's), in its player's turn only.
func TestKabuterimonInherited(t *testing.T) {
	k := newKit(t)
	digi := k.Battle(you, "BT1-073", "BT1-075")
	mine := k.Battle(you, "BT1-064")
	mine.Suspended = true
	a := k.Battle(them, "ST3-02")
	b := k.Battle(them, "ST3-02")
	k.Battle(them, "ST3-02") // unsuspended
	k.wantDP(digi, 7000, "no suspended opposing Digimon")
	a.Suspended = true
	k.Position().Touch()
	k.wantDP(digi, 8000, "1 suspended")
	b.Suspended = true
	k.Position().Touch()
	k.wantDP(digi, 9000, "2 suspended")
	k.Run(nextTurn(you)...)
	k.wantDP(digi, 7000, "the opponent's turn")
}
