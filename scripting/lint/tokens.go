package lint

import (
	"bytes"

	"github.com/yuin/gopher-lua/parse"
)

// gopher-lua's syntax tree keeps only lines; the columns come from its own scanner,
// run once over the source: a finding about a name looks the name up among the
// tokens of its node's lines.

type token struct {
	line, col int
	text      string // an identifier, a keyword, an operator, or a string's value
}

type tokens struct {
	byLine map[int][]token
}

// scanTokens lists a source's tokens by line; a source the scanner stops on keeps the
// tokens before the stop.
func scanTokens(src []byte, file string) *tokens {
	t := &tokens{byLine: map[int][]token{}}
	sc := parse.NewScanner(bytes.NewReader(src), file)
	lx := &parse.Lexer{}
	for {
		tok, err := sc.Scan(lx)
		if err != nil || tok.Type == parse.EOF || tok.Type == 0 {
			return t
		}
		lx.PrevTokenType = tok.Type
		t.byLine[tok.Pos.Line] = append(t.byLine[tok.Pos.Line], token{line: tok.Pos.Line, col: tok.Pos.Column, text: tok.Str})
	}
}

// find is the place of the first token spelt text on lines from..to, or the start
// of line from when there is none.
func (t *tokens) find(from, to int, text string) (line, col int) {
	if to < from {
		to = from
	}
	for l := from; l <= to; l++ {
		for _, tok := range t.byLine[l] {
			if tok.text == text {
				return tok.line, tok.col
			}
		}
	}
	if toks := t.byLine[from]; len(toks) > 0 {
		return from, toks[0].col
	}
	return from, 1
}
