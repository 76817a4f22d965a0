package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/dcg-engine/dcg/core/cardpool"
)

// cards/evidence.txt was made from the files the repository holds now: a scenario, a
// card test or a script added or changed since makes it stale, and card statuses
// (dcg cards list) would be computed from old evidence.
func TestEvidenceIsUpToDate(t *testing.T) {
	root := filepath.Join("..", "..", "..")
	data, err := os.ReadFile(filepath.Join(root, "cards", "evidence.txt"))
	if err != nil {
		t.Fatal(err)
	}
	e, err := cardpool.ReadEvidence(data)
	if err != nil {
		t.Fatal(err)
	}
	want, err := inputDigest(root)
	if err != nil {
		t.Fatal(err)
	}
	if e.Inputs != want {
		t.Fatalf("cards/evidence.txt is stale (its inputs changed since it was made): regenerate it from the repository root with\n\tgo run ./tests/internal/genevidence")
	}
}

// The digest changes when an input changes, and only then.
func TestInputDigestFollowsTheInputs(t *testing.T) {
	root := t.TempDir()
	write := func(p, s string) {
		t.Helper()
		full := filepath.Join(root, p)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	digest := func() string {
		t.Helper()
		d, err := inputDigest(root)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	write("cards/ST1/ST1-01.lua", "return card {}")
	write("tests/scenarios/ch1/a.yaml", "version: 2")
	a := digest()
	if digest() != a {
		t.Fatal("the same files gave two digests")
	}
	write("cards/evidence.txt", "named ST1-01\n")
	write("cards/README.md", "not an input")
	if digest() != a {
		t.Fatal("the evidence file and non-inputs changed the digest")
	}
	write("tests/scenarios/ch1/a.yaml", "version: 2\nname: x")
	if digest() == a {
		t.Fatal("a changed scenario left the digest as it was")
	}
}
