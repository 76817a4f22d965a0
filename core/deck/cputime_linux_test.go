package deck

import (
	"syscall"
	"time"
	"unsafe"
)

// clockThreadCPUTime is CLOCK_THREAD_CPUTIME_ID (Linux): the calling thread's CPU clock.
const clockThreadCPUTime = 3

// threadCPU is the CPU time the calling OS thread has used: time spent waiting for a
// core on a busy machine does not count, so a timing of single-threaded work holds
// up under load (the caller locks its goroutine to the thread).
func threadCPU() time.Duration {
	var ts syscall.Timespec
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return time.Duration(time.Now().UnixNano())
	}
	return time.Duration(ts.Nano())
}
