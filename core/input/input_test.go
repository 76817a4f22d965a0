package input

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

func TestOnlyRegularFilesUnderTheCapAreRead(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small.txt")
	if err := os.WriteFile(small, []byte("12345"), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := ReadFile(small, 5); err != nil || string(b) != "12345" {
		t.Fatalf("ReadFile at the cap: %q, %v", b, err)
	}
	var big *TooLargeError
	if _, err := ReadFile(small, 4); !errors.As(err, &big) || !strings.Contains(err.Error(), "small.txt: 5 bytes, larger than 4 bytes") {
		t.Errorf("over the cap: %v", err)
	}
	var notReg *NotRegularError
	if _, err := ReadFile(dir, 1<<20); !errors.As(err, &notReg) || !strings.Contains(err.Error(), "a directory") {
		t.Errorf("a directory: %v", err)
	}
	if _, err := ReadFile("/dev/zero", 1<<20); !errors.As(err, &notReg) || !strings.Contains(err.Error(), "a character device") {
		t.Errorf("/dev/zero: %v", err)
	}
	if _, err := ReadAll("-", strings.NewReader(strings.Repeat("x", 11)), 10); !errors.As(err, &big) || !strings.Contains(err.Error(), "-: larger than 10 bytes") {
		t.Errorf("a stream over the cap: %v", err)
	}
	fsys := fstest.MapFS{"a/set.yaml": {Data: []byte("abc")}, "a/dir": {Mode: os.ModeDir}}
	if b, err := ReadFS(fsys, "a/set.yaml", 3); err != nil || string(b) != "abc" {
		t.Errorf("ReadFS: %q, %v", b, err)
	}
	ents, _ := fs.ReadDir(fsys, "a")
	for _, e := range ents {
		if e.Name() == "set.yaml" {
			if err := CheckEntry(fsys, "a/set.yaml", e, 2); !errors.As(err, &big) {
				t.Errorf("CheckEntry over the cap: %v", err)
			}
		}
	}
}

func TestLinesAreCapped(t *testing.T) {
	l := NewLines(strings.NewReader("one\r\n\ntwo is longer than ten\nthree"), 10)
	var got []string
	for {
		line, n, err := l.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			if !errors.Is(err, ErrLineTooLong) || n != 3 {
				t.Fatalf("line %d: %v", n, err)
			}
			got = append(got, "too long")
			break
		}
		got = append(got, string(line))
	}
	if strings.Join(got, "|") != "one||too long" {
		t.Errorf("lines %q", got)
	}
	// A line far longer than the buffer, within the cap, is read whole.
	long := strings.Repeat("y", 200_000)
	l = NewLines(strings.NewReader(long+"\nz"), 1<<20)
	if line, _, err := l.Next(); err != nil || string(line) != long {
		t.Fatalf("a long line: %d bytes, %v", len(line), err)
	}
	if line, n, err := l.Next(); err != nil || string(line) != "z" || n != 2 {
		t.Fatalf("the last line without its end: %q %d %v", line, n, err)
	}
}
