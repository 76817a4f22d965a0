// Package input reads the files the tools are given — decks, scenarios, game logs,
// card sets and their scripts, cards.json — as untrusted input: a file is read only if
// it is a regular file (a symlink to one is fine; a device such as /dev/zero, a FIFO
// or a directory is refused before it is opened for reading, so nothing blocks or
// reads without end), and only up to a size cap per kind of file. Errors name the
// file and say what is wrong with it.
package input

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// The size caps, by kind of file: far above any real file of the kind, far below what
// could hurt a process.
const (
	DeckLimit      = 1 << 20   // a deck list: a real one is under 10 KiB
	ScenarioLimit  = 4 << 20   // a scenario file: a real one is a few KiB
	SetLimit       = 16 << 20  // a set's YAML: the largest built-in set is under 1 MiB
	ScriptLimit    = 1 << 20   // one card or keyword script
	CardsJSONLimit = 256 << 20 // the official cards.json: about 4 MiB today
	LogLineLimit   = 16 << 20  // one line of a game log: a game with its events is a few MiB at most
)

// TooLargeError says a file is over its kind's cap.
type TooLargeError struct {
	Name  string
	Size  int64 // its size, or -1 when only known to be over the cap
	Limit int64
}

func (e *TooLargeError) Error() string {
	if e.Size < 0 {
		return fmt.Sprintf("%s: larger than %s, the most a file of its kind may be", e.Name, Bytes(e.Limit))
	}
	return fmt.Sprintf("%s: %s, larger than %s, the most a file of its kind may be", e.Name, Bytes(e.Size), Bytes(e.Limit))
}

// NotRegularError says a path is not a regular file.
type NotRegularError struct {
	Name string
	Mode fs.FileMode
}

func (e *NotRegularError) Error() string {
	return fmt.Sprintf("%s: not a regular file (%s)", e.Name, kindOf(e.Mode))
}

func kindOf(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a FIFO"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "mode " + m.String()
}

// Bytes writes a size for people: 16 MiB, 900 KiB, 12 bytes.
func Bytes(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%d GiB", n>>30)
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// check refuses what is not a regular file, or is over limit.
func check(name string, info fs.FileInfo, limit int64) error {
	if !info.Mode().IsRegular() {
		return &NotRegularError{Name: name, Mode: info.Mode()}
	}
	if info.Size() > limit {
		return &TooLargeError{Name: name, Size: info.Size(), Limit: limit}
	}
	return nil
}

// Open opens a regular file of at most limit bytes for reading. Its Stat is checked
// before it is opened (a FIFO would block the open) and again after (the path may
// have changed in between).
func Open(name string, limit int64) (*os.File, error) {
	info, err := os.Stat(name)
	if err != nil {
		return nil, err
	}
	if err := check(name, info, limit); err != nil {
		return nil, err
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	if info, err = f.Stat(); err == nil {
		err = check(name, info, limit)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// ReadFile reads a regular file of at most limit bytes.
func ReadFile(name string, limit int64) ([]byte, error) {
	f, err := Open(name, limit)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readAll(name, f, limit)
}

// ReadFS is ReadFile in a file system (a --cards folder, the embedded pool). A file
// system that can Stat (os.DirFS can) is asked before the file is opened; any other
// is asked of the open file.
func ReadFS(fsys fs.FS, name string, limit int64) ([]byte, error) {
	if sfs, ok := fsys.(fs.StatFS); ok {
		info, err := sfs.Stat(name)
		if err != nil {
			return nil, err
		}
		if err := check(name, info, limit); err != nil {
			return nil, err
		}
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if err := check(name, info, limit); err != nil {
		return nil, err
	}
	return readAll(name, f, limit)
}

// CheckEntry checks that a file listed in a folder of a file system (name is its path,
// e its entry) is a regular file of at most limit bytes, without opening it: through
// the file system's Stat where it has one (which follows a symlink), else by the
// entry.
func CheckEntry(fsys fs.FS, name string, e fs.DirEntry, limit int64) error {
	var info fs.FileInfo
	var err error
	if sfs, ok := fsys.(fs.StatFS); ok {
		info, err = sfs.Stat(name)
	} else {
		info, err = e.Info()
	}
	if err != nil {
		return err
	}
	return check(name, info, limit)
}

// ReadAll reads at most limit bytes of r (standard input: "-"), or fails.
func ReadAll(name string, r io.Reader, limit int64) ([]byte, error) { return readAll(name, r, limit) }

func readAll(name string, r io.Reader, limit int64) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > limit { // it grew since it was checked, or a stream
		return nil, &TooLargeError{Name: name, Size: -1, Limit: limit}
	}
	return b, nil
}

// ErrLineTooLong is the error of a line over Lines' cap.
var ErrLineTooLong = errors.New("line too long")

// Lines reads lines of at most limit bytes each: a file of any length, one line in
// memory at a time.
type Lines struct {
	r     *bufio.Reader
	limit int
	buf   []byte
	n     int // the number of the line last read, from 1
}

// NewLines reads r line by line.
func NewLines(r io.Reader, limit int) *Lines {
	return &Lines{r: bufio.NewReaderSize(r, 1<<16), limit: limit}
}

// Next returns the next line without its end, and its number. At the end it returns
// io.EOF; a line longer than the cap gives an error wrapping ErrLineTooLong (and the
// rest of that line is not read).
func (l *Lines) Next() (line []byte, n int, err error) {
	l.buf = l.buf[:0]
	l.n++
	for {
		chunk, err := l.r.ReadSlice('\n')
		if len(l.buf)+len(chunk) > l.limit+1 {
			return nil, l.n, fmt.Errorf("%w: longer than %s", ErrLineTooLong, Bytes(int64(l.limit)))
		}
		l.buf = append(l.buf, chunk...)
		switch {
		case err == nil:
			return trimEnd(l.buf), l.n, nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF) && len(l.buf) > 0:
			return trimEnd(l.buf), l.n, nil
		default:
			return nil, l.n, err
		}
	}
}

func trimEnd(b []byte) []byte {
	for len(b) > 0 && (b[len(b)-1] == '\n' || b[len(b)-1] == '\r') {
		b = b[:len(b)-1]
	}
	return b
}
