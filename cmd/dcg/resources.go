package main

import (
	"runtime/metrics"
	"sync"
	"time"
)

// What a batch of games costs the machine: CPU time and peak memory. They are
// measures of the run, printed beside its results; no result depends on them.

// usage is the process's CPU time so far and its peak resident set size (max RSS),
// as the kernel counts them (getrusage); ok is false where it cannot say.
type usage struct {
	cpu    time.Duration // user and system time of every thread
	maxRSS int64         // bytes
	ok     bool
}

// heapObjects is the Go runtime's count of the heap's objects, live and not yet swept.
const heapObjects = "/memory/classes/heap/objects:bytes"

// heapPeak samples the Go heap every interval until stopped, and keeps the peak.
type heapPeak struct {
	stop chan struct{}
	done sync.WaitGroup
	peak uint64
}

// heapSampleInterval is how often heapPeak samples: a peak shorter than that may be
// missed.
const heapSampleInterval = 10 * time.Millisecond

func sampleHeap() *heapPeak {
	h := &heapPeak{stop: make(chan struct{})}
	h.sample()
	h.done.Add(1)
	go func() {
		defer h.done.Done()
		tick := time.NewTicker(heapSampleInterval)
		defer tick.Stop()
		for {
			select {
			case <-tick.C:
				h.sample()
			case <-h.stop:
				return
			}
		}
	}()
	return h
}

func (h *heapPeak) sample() {
	s := []metrics.Sample{{Name: heapObjects}}
	metrics.Read(s)
	if s[0].Value.Kind() == metrics.KindUint64 {
		h.peak = max(h.peak, s[0].Value.Uint64())
	}
}

// finish stops sampling, takes a last sample and returns the peak in bytes.
func (h *heapPeak) finish() uint64 {
	close(h.stop)
	h.done.Wait()
	h.sample()
	return h.peak
}
