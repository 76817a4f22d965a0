//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package main

import (
	"runtime"
	"syscall"
	"time"
)

// processUsage reads the process's CPU time and max RSS (getrusage RUSAGE_SELF).
func processUsage() usage {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return usage{}
	}
	rss := int64(ru.Maxrss)
	if runtime.GOOS != "darwin" { // darwin counts bytes, the others KiB
		rss <<= 10
	}
	cpu := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	return usage{cpu: cpu, maxRSS: rss, ok: true}
}
