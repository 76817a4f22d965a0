package deck

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// FileFormat is a format Write can produce.
type FileFormat uint8

// The formats a deck can be written in. Parse reads all of them back.
const (
	Text        FileFormat = iota // ours: cards/decks/*.txt
	TTS                           // the Tabletop Simulator JSON array
	DigimonCard                   // digimoncard.io's text export
)

var fileFormatNames = [...]string{"text", "tts", "digimoncard"}

func (f FileFormat) String() string {
	if int(f) < len(fileFormatNames) {
		return fileFormatNames[f]
	}
	return fmt.Sprintf("FileFormat(%d)", f)
}

// ParseFileFormat reads a format name: "text", "tts" or "digimoncard".
func ParseFileFormat(s string) (FileFormat, error) {
	for i, n := range fileFormatNames {
		if strings.EqualFold(s, n) {
			return FileFormat(i), nil
		}
	}
	return 0, fmt.Errorf("unknown deck format %q (want %s)", s, strings.Join(fileFormatNames[:], ", "))
}

// ttsLabel is the first element of the arrays we write, after the deck sites' habit of
// labelling where an export came from.
const ttsLabel = "Exported from dcg"

// Write writes the deck in format f. Copies of a card are grouped on one row, in the
// order the cards first appear; the Digi-Egg deck comes first, as players lay it out.
func (d *Deck) Write(w io.Writer, f FileFormat) error {
	bw := bufio.NewWriter(w)
	switch f {
	case Text:
		d.writeText(bw)
	case TTS:
		if err := d.writeTTS(bw); err != nil {
			return err
		}
	case DigimonCard:
		d.writeDigimonCard(bw)
	default:
		return fmt.Errorf("unknown deck format %v", f)
	}
	return bw.Flush()
}

// writeText writes our format: a title comment, then the two decks under section
// comments, each row "COUNT NAME NUMBER".
func (d *Deck) writeText(w *bufio.Writer) {
	if d.Name != "" {
		fmt.Fprintf(w, "// %s\n\n", d.Name)
	}
	if eggs := d.EggCounts(); len(eggs) > 0 {
		fmt.Fprintln(w, "// Digi-Egg deck")
		writeRows(w, eggs)
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, "// Main deck")
	writeRows(w, d.MainCounts())
}

// writeDigimonCard writes digimoncard.io's export: its header, the deck, then the
// Digi-Egg deck under "// Egg Deck".
func (d *Deck) writeDigimonCard(w *bufio.Writer) {
	fmt.Fprintln(w, "// Digimon Deck List")
	writeRows(w, d.MainCounts())
	if eggs := d.EggCounts(); len(eggs) > 0 {
		fmt.Fprintln(w, "// Egg Deck")
		writeRows(w, eggs)
	}
}

func writeRows(w *bufio.Writer, rows []CardCount) {
	for _, r := range rows {
		fmt.Fprintf(w, "%d %s %s\n", r.Count, r.Card.Name, r.Card.Number)
	}
}

// writeTTS writes the JSON array: a label, then one element per copy.
func (d *Deck) writeTTS(w *bufio.Writer) error {
	elems := make([]string, 0, 1+len(d.Eggs)+len(d.Main))
	elems = append(elems, ttsLabel)
	for _, rows := range [][]CardCount{d.EggCounts(), d.MainCounts()} {
		for _, r := range rows {
			for i := 0; i < r.Count; i++ {
				elems = append(elems, r.Card.Number)
			}
		}
	}
	b, err := json.Marshal(elems)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}
