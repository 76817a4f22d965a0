package scenario

import (
	"os"
	"strings"
	"testing"
)

// temporary: run the files in $SCN
func TestZZLocal(t *testing.T) {
	if os.Getenv("SCN") == "" {
		t.Skip()
	}
	files, err := Files(strings.Fields(os.Getenv("SCN"))...)
	if err != nil {
		t.Fatal(err)
	}
	e := env(t)
	for _, f := range files {
		res := RunFile(e, f)
		if res.Passed() {
			t.Logf("ok %s", f)
		}
		for _, fl := range res.Failures {
			t.Log(fl.String())
		}
	}
}
