//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Bad inputs to every command that reads files: each is refused at once with exit
// code 2 and an error that names the file (and line and field, for a number out of
// range) — never a panic, a hang, or memory without end.
func TestBadInputsAreRefused(t *testing.T) {
	dir := t.TempDir()
	file := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	fifo := func(name string) string {
		p := filepath.Join(dir, name)
		if err := syscall.Mkfifo(p, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	zero := func(name string) string {
		p := filepath.Join(dir, name)
		if err := os.Symlink("/dev/zero", p); err != nil {
			t.Fatal(err)
		}
		return p
	}
	line := func(fields string) string {
		return `{"type":"game","batch":{"seed":1,"games":2},"seed":5,"decks":["st1","st2"],"agents":["random","random"],` + fields + "}\n"
	}
	// A --cards folder with a set whose numbers are out of range, and one whose script
	// is a FIFO.
	file("hugedp/FAN1/FAN1.yaml", "set: FAN1\nname: x\ncards:\n  - {number: FAN1-001, name: Bigmon, kind: Digimon, colors: [Red], level: 3, cost: 3, dp: 1000000000000}\n")
	file("fifoscript/FAN2/FAN2.yaml", "set: FAN2\nname: x\ncards:\n  - {number: FAN2-001, name: Pipemon, kind: Digimon, colors: [Red], level: 3, cost: 3, dp: 1000}\n")
	fifo("fifoscript/FAN2/FAN2-001.lua")
	zeroSet := filepath.Join(dir, "zeroset", "FAN3")
	if err := os.MkdirAll(zeroSet, 0o755); err != nil {
		t.Fatal(err)
	}
	zero("zeroset/FAN3/FAN3.yaml")

	cases := []struct {
		name string
		args []string
		want string
	}{
		{"stats: negative turns", []string{"stats", file("neg.jsonl", line(`"game":0,"turns":-7`))}, "neg.jsonl:1: turns: -7 is not from 0 to 100000"},
		{"stats: 1e12 turns", []string{"stats", file("e12.jsonl", line(`"game":0,"turns":1e12`))}, "e12.jsonl:1: not a game log line"},
		{"stats: a trillion turns", []string{"stats", file("big.jsonl", line(`"game":0,"turns":1000000000000`))}, "big.jsonl:1: turns: 1000000000000 is not from 0"},
		{"stats: game index past the batch", []string{"stats", file("idx.jsonl", line(`"game":7,"turns":3`))}, "idx.jsonl:1: game: 7 is not an index of the batch's 2 games"},
		{"stats: negative game index", []string{"stats", file("negidx.jsonl", line(`"game":-1,"turns":3`))}, "negidx.jsonl:1: game: -1"},
		{"stats: a batch of 2^62 games", []string{"stats", file("hugebatch.jsonl", strings.Replace(line(`"game":0,"turns":3`), `"games":2`, `"games":4611686018427387904`, 1))}, "batch.games: 4611686018427387904 is not from 1 to"},
		{"stats: winner p3", []string{"stats", file("p3.jsonl", line(`"game":0,"turns":3,"winner":"p3"`))}, `winner: "p3" is not p1 or p2`},
		{"stats: /dev/zero", []string{"stats", zero("zero.jsonl")}, "not a regular file (a character device)"},
		{"stats: a FIFO", []string{"stats", fifo("fifo.jsonl")}, "not a regular file (a FIFO)"},
		{"stats: a directory", []string{"stats", dir}, "not a regular file (a directory)"},
		{"replay: negative turns", []string{"replay", file("neg2.jsonl", line(`"game":0,"turns":-7`))}, "turns: -7 is not from 0"},
		{"replay: a FIFO", []string{"replay", fifo("fifo2.jsonl")}, "not a regular file (a FIFO)"},
		{"deck validate: /dev/zero", []string{"deck", "validate", zero("zero.deck")}, "not a regular file (a character device)"},
		{"deck validate: a FIFO", []string{"deck", "validate", fifo("fifo.deck")}, "not a regular file (a FIFO)"},
		{"deck validate: too large", []string{"deck", "validate", file("huge.deck", strings.Repeat("4 Agumon ST1-03\n", 70000))}, "larger than 1 MiB"},
		{"match: a deck that is a FIFO", []string{"match", "--p1", fifo("fifo3.deck"), "--p2", "st2"}, "not a regular file (a FIFO)"},
		{"match: 2^62 games", []string{"match", "--p1", "st1", "--p2", "st2", "--games", "4611686018427387904", "--shard", "3/4"}, "--games must be from 1 to"},
		{"match: shard count past the games", []string{"match", "--p1", "st1", "--p2", "st2", "--shard", "3/4611686018427387904"}, "--shard"},
		{"scenario run: a FIFO", []string{"scenario", "run", fifo("fifo.yaml")}, "not a regular file (a FIFO)"},
		{"scenario run: /dev/zero", []string{"scenario", "run", zero("zero.yaml")}, "not a regular file (a character device)"},
		{"cards import: /dev/zero", []string{"cards", "import", "--from", zero("cards.json"), "--out", filepath.Join(dir, "out")}, "not a regular file (a character device)"},
		{"--cards: a DP of 10^12", []string{"cards", "lint", filepath.Join(dir, "hugedp")}, `field "dp": must be at most 1000000, got 1000000000000`},
		{"--cards: a script that is a FIFO", []string{"cards", "lint", filepath.Join(dir, "fifoscript")}, "FAN2-001.lua: not a regular file (a FIFO)"},
		{"--cards: a set file that is /dev/zero", []string{"match", "--cards", filepath.Join(dir, "zeroset"), "--p1", "st1", "--p2", "st2"}, "not a regular file (a character device)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			type result struct {
				out string
				err error
			}
			done := make(chan result, 1)
			go func() {
				out, err := runDCG(t, c.args...)
				done <- result{out, err}
			}()
			select {
			case r := <-done:
				if r.err == nil {
					t.Fatalf("dcg %v: no error; output:\n%s", c.args, r.out)
				}
				if code := exitCode(r.err); code != exitBadInput {
					t.Errorf("exit code %d, want %d (bad input)", code, exitBadInput)
				}
				if msg := r.err.Error() + "\n" + r.out; !strings.Contains(msg, c.want) {
					t.Errorf("the error says\n%s\nwant it to say %q", msg, c.want)
				}
			case <-time.After(10 * time.Second):
				t.Fatalf("dcg %v did not return within 10 s", c.args)
			}
		})
	}
}
