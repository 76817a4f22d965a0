package lint

import (
	"bytes"
	"regexp"

	"github.com/yuin/gopher-lua/parse"

	"github.com/dcg-engine/dcg/core"
)

// Report is what lint found in one card script.
type Report struct {
	Findings []Finding
	// Unplayed are the printed effects no hook of the script plays (each is also a
	// warning): the card is partly scripted.
	Unplayed []Printed
	// Parsed is false when the script does not parse: the build reports the syntax
	// error, with its line; lint checks nothing more.
	Parsed bool
}

// Errors counts the report's errors.
func (r Report) Errors() int {
	n := 0
	for _, f := range r.Findings {
		if f.Severity == Error {
			n++
		}
	}
	return n
}

// ErrorAt reports whether the report has an error on a line.
func (r Report) ErrorAt(line int) bool {
	for _, f := range r.Findings {
		if f.Severity == Error && f.Line == line {
			return true
		}
	}
	return false
}

// Script lints a card's script: file is its display path, src its source, c the card
// whose script it is.
func Script(file string, src []byte, c *core.CardData) Report {
	chunk, err := parse.Parse(bytes.NewReader(src), file)
	if err != nil {
		return Report{}
	}
	ch := &checker{file: file, card: c, s: theSurface(), tok: scanTokens(src, file),
		unplayedOnPurpose: unplayedDirective.Match(src)}
	top := newScope(nil)
	for _, st := range chunk {
		ch.stmt(st, top)
	}
	rep := Report{Parsed: true}
	if ch.returned {
		rep.Unplayed = ch.matchText()
		ch.deletionMax(src)
	}
	rep.Findings = dedupe(ch.out)
	return rep
}

// dedupe drops repeated findings (a file-level entry named twice is checked twice)
// and sorts them.
func dedupe(fs []Finding) []Finding {
	sortFindings(fs)
	var out []Finding
	for i, f := range fs {
		if i > 0 && f == fs[i-1] {
			continue
		}
		out = append(out, f)
	}
	return out
}

// unplayedDirective is the comment that says a script leaves printed text unplayed on
// purpose, with the reason: `-- lint: unplayed the card data lost the keyword`.
var unplayedDirective = regexp.MustCompile(`(?m)^\s*--\s*lint:\s*unplayed\s+\S`)
