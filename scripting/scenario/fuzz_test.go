package scenario

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse: no scenario file makes the parser panic; every bad one gives an error
// naming the file.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("../../tests/scenarios/examples/*.yaml")
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(base))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Parse("fuzz.yaml", data)
		if err == nil && s == nil {
			t.Fatal("no scenario and no error")
		}
	})
}
