package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// isTerminal reports whether w is a terminal (a character device), as opposed to a
// file, a pipe or a test's buffer.
func isTerminal(w any) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// progress draws a one-line progress bar on a terminal, at most ten times a second.
// On anything else it draws nothing: piped output stays clean.
type progress struct {
	w     io.Writer
	label string
	total int
	start time.Time
	last  time.Time
	drawn bool
}

// newProgress returns nil (which draws nothing) when w is not a terminal.
func newProgress(w io.Writer, label string, total int) *progress {
	if !isTerminal(w) || total <= 0 {
		return nil
	}
	return &progress{w: w, label: label, total: total, start: time.Now()}
}

// set shows that done of the total are finished.
func (p *progress) set(done int) {
	if p == nil {
		return
	}
	now := time.Now()
	if done < p.total && now.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.last, p.drawn = now, true
	const width = 30
	filled := width * done / p.total
	bar := strings.Repeat("=", filled)
	if filled < width {
		bar += ">" + strings.Repeat(" ", width-filled-1)
	}
	line := fmt.Sprintf("%s [%s] %d/%d %3d%%", p.label, bar, done, p.total, 100*done/p.total)
	if secs := now.Sub(p.start).Seconds(); secs > 0.5 && done > 0 {
		rate := float64(done) / secs
		eta := time.Duration(float64(p.total-done) / rate * float64(time.Second)).Round(time.Second)
		line += fmt.Sprintf("  %.0f/s  eta %s", rate, eta)
	}
	fmt.Fprintf(p.w, "\r%s\x1b[K", line)
}

// clear removes the bar, so that what is printed next starts on a clean line.
func (p *progress) clear() {
	if p != nil && p.drawn {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
}
