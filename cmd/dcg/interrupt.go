package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

// interruptible is ctx, done on Ctrl-C (or SIGTERM): a batch stops starting games,
// finishes those being played and prints the summary so far. A second Ctrl-C kills
// at once. stop releases the signals.
func interruptible(ctx context.Context) (_ context.Context, stop func()) {
	if ctx == nil {
		ctx = context.Background()
	}
	ctx, stop = signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-ctx.Done()
		stop() // a second Ctrl-C kills at once
	}()
	return ctx, stop
}
