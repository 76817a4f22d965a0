package scripting

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

// deadline is the per-call time limit of Lua code: a context whose Done channel a
// watchdog closes when one call into Lua has run longer than the limit. Starting and
// ending a call are two atomic stores, cheap enough for every effect call; time spent
// waiting for a player's decision does not count (pause/resume).
type deadline struct {
	limit   time.Duration
	started atomic.Int64 // unix nanos of the running call's start; 0 = none
	done    atomic.Pointer[chan struct{}]
	mu      sync.Mutex
	stop    chan struct{}
	once    sync.Once
	err     error // what a call that overran fails with: errDeadline and the limit
}

var errDeadline = errors.New("script ran past its time limit")

func newDeadline(limit time.Duration) *deadline {
	d := &deadline{limit: limit, stop: make(chan struct{}), err: fmt.Errorf("%w (%v per call on the clock)", errDeadline, limit)}
	ch := make(chan struct{})
	d.done.Store(&ch)
	go d.watch()
	return d
}

// watch closes the Done channel of a call that overruns.
func (d *deadline) watch() {
	tick := time.NewTicker(max(d.limit/8, time.Millisecond))
	defer tick.Stop()
	for {
		select {
		case <-d.stop:
			return
		case <-tick.C:
			s := d.started.Load()
			if s != 0 && time.Since(time.Unix(0, s)) > d.limit {
				d.mu.Lock()
				if d.started.Load() == s {
					ch := *d.done.Load()
					select {
					case <-ch: // already closed: the call is still unwinding
					default:
						close(ch)
					}
				}
				d.mu.Unlock()
			}
		}
	}
}

// begin starts timing a call.
func (d *deadline) begin() { d.started.Store(time.Now().UnixNano()) }

// end stops timing; after a timeout it arms a fresh Done channel for the next call.
func (d *deadline) end() {
	d.mu.Lock()
	d.started.Store(0)
	select {
	case <-*d.done.Load():
		ch := make(chan struct{})
		d.done.Store(&ch)
	default:
	}
	d.mu.Unlock()
}

func (d *deadline) close() { d.once.Do(func() { close(d.stop) }) }

// The context.Context the Lua state polls.
func (d *deadline) Deadline() (time.Time, bool) { return time.Time{}, false }
func (d *deadline) Done() <-chan struct{}       { return *d.done.Load() }
func (d *deadline) Value(any) any               { return nil }
func (d *deadline) Err() error {
	select {
	case <-*d.done.Load():
		return d.err
	default:
		return nil
	}
}

var _ context.Context = (*deadline)(nil)
