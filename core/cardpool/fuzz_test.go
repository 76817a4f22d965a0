package cardpool

import (
	"os"
	"testing"
)

// FuzzReadSet: no set file makes the reader panic; a bad one gives an error.
func FuzzReadSet(f *testing.F) {
	if b, err := os.ReadFile("../../cards/ST1/ST1.yaml"); err == nil {
		f.Add(b)
	}
	f.Add([]byte("set: X\ncards:\n  - {number: X-1, name: A, kind: Digimon, colors: [Red], level: 3, cost: 3, dp: 1000}\n"))
	f.Add([]byte("set: X\ncards: [{number: X-1, digivolve: [{colors: [Red], level: 2, cost: 0}], dna: [{from: [{level: 4}], cost: 0}]}]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ReadSet("fuzz.yaml", data)
		if err == nil && s == nil {
			t.Fatal("no set and no error")
		}
	})
}
