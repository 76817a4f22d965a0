package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const wt1Set = `set: WT1
name: Watch test
cards:
  - number: WT1-001
    name: Savemon
    kind: Digimon
    colors: [Red]
    level: 3
    cost: 2
    dp: 3000
    effect: |-
      [On Play] Gain 1 memory.
  - number: WT1-002
    name: Plainmon
    kind: Digimon
    colors: [Red]
    level: 3
    cost: 2
    dp: 3000
`

func wt1Script(n int) string {
	return "-- WT1-001 Savemon\nreturn card { on_play = function(ctx) ctx:gain_memory(" + string(rune('0'+n)) + ") end }\n"
}

// playsSavemon: p1 plays WT1-001 (cost 2) with 3 memory; its [On Play] gains 1.
const playsSavemon = `version: 2
name: Savemon gains 1 memory
position:
  memory: 3
  p1: {hand: [WT1-001]}
steps:
  - play: WT1-001
  - expect: {p1: {memory: 2}}
`

// passes names no card of WT1.
const passes = `version: 2
name: passing gives the opponent memory
position:
  memory: 2
  p1: {battle: [ST1-03]}
steps:
  - pass
  - expect: {p2: {memory: %d}}
`

const plainmon = `version: 2
name: Plainmon is on the field
position:
  p1: {battle: [WT1-002]}
steps:
  - expect: {objects: {WT1-002: {dp: 3000}}}
`

// write writes a file and gives it a modification time of its own (tick seconds after
// a fixed time), so that a change is seen whatever the file system's clock
// resolution.
func write(t *testing.T, path, text string, tick int) {
	t.Helper()
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	at := time.Date(2024, 1, 1, 0, 0, tick, 0, time.UTC)
	require.NoError(t, os.Chtimes(path, at, at))
}

// driveWatch runs a watch's loop with the test's clock: step makes a change (nil: none)
// once the loop has settled, then ticks; stop ends the loop once the last tick's poll
// is done.
func driveWatch(w *scenarioWatch) (step func(change func()), stop func()) {
	ctx, cancel := context.WithCancel(context.Background())
	tick := make(chan time.Time)
	settled := make(chan struct{})
	w.settled = func() { settled <- struct{}{} }
	stopped := make(chan struct{})
	go func() {
		w.loop(ctx, tick)
		close(stopped)
	}()
	step = func(change func()) {
		<-settled // the first run, or the poll of the tick before, is done
		if change != nil {
			change()
		}
		tick <- time.Time{}
	}
	stop = func() {
		<-settled
		cancel()
		<-stopped
	}
	return step, stop
}

// The watch loop, driven by the test's ticks: the first run runs everything; a saved
// card script reruns the scenarios that name the card, a saved scenario reruns
// itself, a saved set file the scenarios naming a card of the set, and a tick with no
// change runs nothing.
func TestScenarioWatchRerunsWhatAChangeTouches(t *testing.T) {
	dir := t.TempDir()
	mods, tests := filepath.Join(dir, "mods"), filepath.Join(dir, "tests")
	script := filepath.Join(mods, "WT1", "WT1-001.lua")
	setFile := filepath.Join(mods, "WT1", "WT1.yaml")
	write(t, setFile, wt1Set, 0)
	write(t, script, wt1Script(1), 0)
	a, b, c := filepath.Join(tests, "a.yaml"), filepath.Join(tests, "b.yaml"), filepath.Join(tests, "c.yaml")
	write(t, a, playsSavemon, 0)
	write(t, b, strings.Replace(passes, "%d", "3", 1), 0)
	write(t, c, plainmon, 0)

	var out strings.Builder
	w, err := newScenarioWatch(&out, []string{tests}, &cardLayers{dirs: []string{mods}})
	require.NoError(t, err)
	step, stop := driveWatch(w)
	step(func() { write(t, script, wt1Script(2), 1) }) // Savemon now gains 2: a fails
	step(func() { write(t, b, strings.Replace(passes, "%d", "3", 1), 1) })
	step(func() { write(t, setFile, strings.Replace(wt1Set, "Plainmon", "Plainermon", 1), 1) })
	step(nil)
	stop()

	runs := strings.Split(out.String(), "\n\n")
	require.Len(t, runs, 4, out.String())
	assert.Contains(t, runs[0], "3 passed, 0 failed")
	assert.Contains(t, runs[0], "watching "+tests+", "+mods)

	assert.Contains(t, runs[1], script+" changed: 1 scenario to run")
	assert.Contains(t, runs[1], "FAIL  "+a+" Savemon gains 1 memory")
	assert.Contains(t, runs[1], "p1's memory")
	assert.Contains(t, runs[1], "0 passed, 1 failed")
	assert.NotContains(t, runs[1], b)

	assert.Contains(t, runs[2], b+" changed: 1 scenario to run")
	assert.Contains(t, runs[2], "ok    "+b)
	assert.Contains(t, runs[2], "1 passed, 0 failed")

	assert.Contains(t, runs[3], setFile+" changed: 2 scenarios to run")
	assert.Contains(t, runs[3], "FAIL  "+a)
	assert.Contains(t, runs[3], "ok    "+c)
	assert.NotContains(t, runs[3], "ok    "+b)
}

// A scenario saved half-written fails as a scenario and the watch goes on; a new
// scenario file is run; a keyword script's change reruns every scenario.
func TestScenarioWatchKeepsGoing(t *testing.T) {
	dir := t.TempDir()
	mods, tests := filepath.Join(dir, "mods"), filepath.Join(dir, "tests")
	write(t, filepath.Join(mods, "WT1", "WT1.yaml"), wt1Set, 0)
	write(t, filepath.Join(mods, "WT1", "WT1-001.lua"), wt1Script(1), 0)
	kw := filepath.Join(mods, "keywords", "shout.lua")
	write(t, kw, `return keyword { name = "Shout" }`+"\n", 0)
	a := filepath.Join(tests, "a.yaml")
	write(t, a, playsSavemon, 0)

	var out strings.Builder
	w, err := newScenarioWatch(&out, []string{tests}, &cardLayers{dirs: []string{mods}})
	require.NoError(t, err)
	step, stop := driveWatch(w)
	step(func() { write(t, a, "version: 2\nposition: [\n", 1) })
	step(func() {
		write(t, a, playsSavemon, 2)
		write(t, filepath.Join(tests, "new.yaml"), plainmon, 2)
	})
	step(func() { write(t, kw, `return keyword { name = "Shout" } -- louder`+"\n", 3) })
	stop()

	runs := strings.Split(out.String(), "\n\n")
	require.Len(t, runs, 4, out.String())
	assert.Contains(t, runs[1], "FAIL  "+a)
	assert.Contains(t, runs[1], "0 passed, 1 failed")
	assert.Contains(t, runs[2], "2 scenarios to run")
	assert.Contains(t, runs[2], "2 passed, 0 failed")
	assert.Contains(t, runs[3], kw+" changed: 2 scenarios to run")
}

// --once runs every scenario once, with scenario run's exit code.
func TestScenarioWatchOnce(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "b.yaml"), strings.Replace(passes, "%d", "3", 1), 0)
	out, err := runDCG(t, "scenario", "watch", "--once", dir)
	require.NoError(t, err, out)
	assert.Contains(t, out, "1 passed, 0 failed")
	write(t, filepath.Join(dir, "b.yaml"), strings.Replace(passes, "%d", "4", 1), 1)
	out, err = runDCG(t, "scenario", "watch", "--once", dir)
	require.Equal(t, 1, exitCode(err), out)
	_, err = runDCG(t, "scenario", "watch", "--interval", "0s", dir)
	requireInputError(t, err)
}
