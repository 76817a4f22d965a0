package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// cardTests finds the tests of a card in the source tree (when dcg runs inside it):
// the test functions of its own test file, tests/cards/<SET>/<NUMBER>_test.go
// ("path: TestA, TestB"), and every other test or scenario file under tests/ that
// names the card. found is false when there is no source tree.
func cardTests(number, set string) (own, namedIn []string, found bool) {
	root := cardsRepoRoot()
	testsDir := filepath.Join(root, "tests")
	if info, err := os.Stat(testsDir); err != nil || !info.IsDir() {
		return nil, nil, false
	}
	ownFile := filepath.Join("tests", "cards", set, number+"_test.go")
	if data, err := os.ReadFile(filepath.Join(root, ownFile)); err == nil {
		own = append(own, filepath.ToSlash(ownFile)+": "+strings.Join(testFuncs(string(data)), ", "))
	}
	_ = filepath.WalkDir(testsDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		if rel == ownFile || !(strings.HasSuffix(path, "_test.go") || strings.HasSuffix(path, ".yaml")) {
			return nil
		}
		if data, err := os.ReadFile(path); err == nil && strings.Contains(string(data), number) {
			namedIn = append(namedIn, filepath.ToSlash(rel))
		}
		return nil
	})
	sort.Strings(namedIn)
	return own, namedIn, true
}

var testFunc = regexp.MustCompile(`(?m)^func (Test\w+)\(`)

func testFuncs(src string) []string {
	var names []string
	for _, m := range testFunc.FindAllStringSubmatch(src, -1) {
		names = append(names, m[1])
	}
	return names
}
