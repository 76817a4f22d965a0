package main

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// The evidence is a cache of what the tests showed, so it can go stale: a scenario or a
// card test added, a script changed. Its last line is a digest of the files it was
// made from — the built-in cards (scripts and card files), the scenarios, the mods
// under tests/mods and the card tests — and a test (inputs_test.go) fails when they
// no longer match, naming the command that regenerates it.

// inputDirs are the folders, under the repository root, whose files the evidence is made from.
var inputDirs = []string{"cards", filepath.Join("tests", "scenarios"), filepath.Join("tests", "mods"), filepath.Join("tests", "cards")}

// inputDigest is the SHA-256 of the evidence's input files, their paths and contents
// in path order (the evidence file itself left out).
func inputDigest(root string) (string, error) {
	var paths []string
	for _, d := range inputDirs {
		if _, err := os.Stat(filepath.Join(root, d)); errors.Is(err, fs.ErrNotExist) {
			continue // a repository without mods, say
		}
		err := filepath.WalkDir(filepath.Join(root, d), func(p string, e fs.DirEntry, err error) error {
			if err != nil || e.IsDir() {
				return err
			}
			if ext := filepath.Ext(p); ext == ".lua" || ext == ".yaml" || ext == ".go" {
				paths = append(paths, p)
			}
			return nil
		})
		if err != nil {
			return "", err
		}
	}
	slices.Sort(paths)
	h := sha256.New()
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			return "", err
		}
		rel, _ := filepath.Rel(root, p)
		h.Write([]byte(filepath.ToSlash(rel) + "\x00"))
		h.Write([]byte(strings.ReplaceAll(string(data), "\r\n", "\n")))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
