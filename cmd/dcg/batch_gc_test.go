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

// A batch caps what the looser target may cost with a soft memory limit, and puts the
// previous limit back; GOMEMLIMIT in the environment wins.
func TestBatchGCSetsAMemoryLimit(t *testing.T) {
	t.Setenv("GOMEMLIMIT", "")
	require.NoError(t, os.Unsetenv("GOMEMLIMIT"))
	before := debug.SetMemoryLimit(1 << 40)
	defer debug.SetMemoryLimit(before)
	restore := batchGC()
	require.Equal(t, int64(batchMemoryLimit), debug.SetMemoryLimit(-1))
	restore()
	require.Equal(t, int64(1<<40), debug.SetMemoryLimit(-1))

	t.Setenv("GOMEMLIMIT", "1GiB")
	batchGC()()
	require.Equal(t, int64(1<<40), debug.SetMemoryLimit(-1))
}
