package deck

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
)

// readTTS reads the Tabletop Simulator deck array that the deck sites export:
//
//	["Exported from https://digimoncard.dev","BT15-006","BT15-006","BT2-070",...]
//
// Each element is one copy of a card. The first element may be a label instead of a
// card number; it is skipped. The array has no sections: every card goes to the deck
// its kind belongs to. Problems name the 1-based element and the line it starts on.
func (r *reader) readTTS(data []byte) {
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('[') {
		r.fail(0, 0, "", "not a TTS deck: want a JSON array of card numbers")
		r.deck.unread++
		return
	}
	lines := &lineCounter{data: data, line: 1}
	for element := 1; dec.More(); element++ {
		line := lines.at(dec.InputOffset())
		var v any
		if err := dec.Decode(&v); err != nil {
			r.fail(line, element, "", "not a TTS deck: %v", jsonProblem(err))
			r.deck.unread++
			return
		}
		s, isString := v.(string)
		if !isString {
			r.fail(line, element, "", "%s is not a card number: want a JSON string", compactJSON(v))
			r.deck.unread++
			continue
		}
		number, ok := normalizeNumber(s)
		switch {
		case !ok && element == 1:
			continue // the label, e.g. "Exported from https://digimoncard.io"
		case !ok:
			r.fail(line, element, "", "%q is not a card number", s)
			r.deck.unread++
			continue
		}
		r.addRow(line, element, number, 1, "", NoSection)
	}
	if _, err := dec.Token(); err != nil {
		r.fail(lines.at(dec.InputOffset()), 0, "", "not a TTS deck: %v", jsonProblem(err))
		return
	}
	if _, err := dec.Token(); err != io.EOF {
		r.fail(lines.at(dec.InputOffset()), 0, "", "not a TTS deck: text after the closing ]")
	}
}

// lineCounter gives the 1-based line of the first token at or after an offset (the
// decoder's offset is the end of the previous token, before any separator). Offsets
// only grow, so it counts each newline once: reading the array stays linear in its
// size.
type lineCounter struct {
	data []byte
	pos  int // newlines before pos are counted in line
	line int
}

func (l *lineCounter) at(offset int64) int {
	i := int(offset)
	for i < len(l.data) && (l.data[i] == ' ' || l.data[i] == '\t' || l.data[i] == '\r' || l.data[i] == '\n' || l.data[i] == ',') {
		i++
	}
	if i > l.pos {
		l.line += bytes.Count(l.data[l.pos:i], []byte("\n"))
		l.pos = i
	}
	return l.line
}

// jsonProblem words a decoding error; running out of input is the common one.
func jsonProblem(err error) any {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return "the array is not closed"
	}
	return err
}

// compactJSON shows a decoded JSON value the way it was written, for error messages.
func compactJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return "the element"
	}
	return string(b)
}
