package main

import (
	"os"
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/require"
)

// A batch runs with the collector's target at batchGCPercent, and the previous target
// comes back after it.
func TestBatchGCSetsTheTarget(t *testing.T) {
	t.Setenv("GOGC", "") // restored after the test
	require.NoError(t, os.Unsetenv("GOGC"))
	before := debug.SetGCPercent(123)
	defer debug.SetGCPercent(before)
	restore := batchGC()
	require.Equal(t, batchGCPercent, debug.SetGCPercent(batchGCPercent))
	restore()
	require.Equal(t, 123, debug.SetGCPercent(123))
}

// GOGC in the environment wins: the batch leaves the collector's target alone.
func TestBatchGCLeavesGOGC(t *testing.T) {
	t.Setenv("GOGC", "150")
	before := debug.SetGCPercent(150)
	defer debug.SetGCPercent(before)
	batchGC()()
	require.Equal(t, 150, debug.SetGCPercent(150))
}
