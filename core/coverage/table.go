package coverage

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
)

// Table is a coverage table: how many games it counts, and a row per effect, sorted
// by card (keywords last), part, effect and timing.
type Table struct {
	Games int   `json:"games"`
	Rows  []Row `json:"effects"`
}

// The parts of a card, in the order the table lists them.
var partOrder = []string{"effect", "inherited", "security", "link", "dual", "keyword"}

func (t *Table) sort() {
	sort.SliceStable(t.Rows, func(i, j int) bool { return rowLess(t.Rows[i].Key, t.Rows[j].Key) })
}

func rowLess(a, b Key) bool {
	if ka, kb := strings.HasPrefix(a.Card, "<"), strings.HasPrefix(b.Card, "<"); ka != kb {
		return kb // keywords after the cards
	}
	if a.Card != b.Card {
		return cardpool.NaturalLess(a.Card, b.Card)
	}
	if pa, pb := partRank(a.Part), partRank(b.Part); pa != pb {
		return pa < pb
	}
	if a.Effect != b.Effect {
		return cardpool.NaturalLess(a.Effect, b.Effect)
	}
	return timingRank(a.Timing) < timingRank(b.Timing) ||
		(timingRank(a.Timing) == timingRank(b.Timing) && a.Timing < b.Timing)
}

func partRank(p string) int {
	if i := slices.Index(partOrder, p); i >= 0 {
		return i
	}
	return len(partOrder)
}

// timingRank orders timings as the rules number them (15-16).
func timingRank(s string) int {
	if t, ok := core.ParseTiming(s); ok {
		return int(t)
	}
	return 1 << 10
}

// Merge adds the games and rows of other tables to t: the tables of shards, or of
// several runs, summed.
func (t *Table) Merge(others ...*Table) {
	rows := map[Key]*Row{}
	for i := range t.Rows {
		mergeRow(rows, t.Rows[i].Key, &t.Rows[i])
	}
	for _, o := range others {
		t.Games += o.Games
		for i := range o.Rows {
			mergeRow(rows, o.Rows[i].Key, &o.Rows[i])
		}
	}
	t.Rows = t.Rows[:0]
	for _, r := range rows {
		t.Rows = append(t.Rows, *r)
	}
	t.sort()
}

// Never is the rows of effects that never activated.
func (t *Table) Never() []Row {
	var out []Row
	for _, r := range t.Rows {
		if r.Activated == 0 {
			out = append(out, r)
		}
	}
	return out
}

// Format is how a table is written: by the file's extension.
type Format int

// The formats.
const (
	Markdown Format = iota // .md
	JSON                   // .json
)

// FormatOf is the format of a file by its extension: .json, or .md (or .markdown).
func FormatOf(path string) (Format, error) {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".json":
		return JSON, nil
	case ".md", ".markdown":
		return Markdown, nil
	}
	return 0, fmt.Errorf("%s: a coverage table is a .md (markdown) or a .json file", path)
}

// Write writes the table in a format.
func (t *Table) Write(w io.Writer, f Format) error {
	if f == JSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(t)
	}
	return t.writeMarkdown(w)
}

// markdownHead is the table's header row; readMarkdown finds the rows after it.
const markdownHead = "| card | name | part | effect | timing | offered | activated | resolved | changed |"

func (t *Table) writeMarkdown(w io.Writer) error {
	b := bufio.NewWriter(w)
	fmt.Fprintf(b, "# Effect coverage: %d %s\n\n", t.Games, plural(t.Games, "game", "games"))
	never := len(t.Never())
	fmt.Fprintf(b, "%d %s, %d never activated. offered: a prompt offered it (a [Main] effect or its Option card "+
		"among the main-phase options, or the question whether to activate an optional effect; - for an effect "+
		"that is never asked); activated: it activated; resolved: it resolved to its end (not cut off by an error); "+
		"changed: the game changed while it resolved (something happened).\n\n",
		len(t.Rows), plural(len(t.Rows), "effect", "effects"), never)
	fmt.Fprintln(b, markdownHead)
	fmt.Fprintln(b, "| --- | --- | --- | --- | --- | ---: | ---: | ---: | ---: |")
	for _, r := range t.Rows {
		offered := "-"
		if r.Asks {
			offered = strconv.Itoa(r.Offered)
		}
		cells := []string{r.Card, r.Name, r.Part, r.Effect, r.Timing, offered, strconv.Itoa(r.Activated),
			strconv.Itoa(r.Resolved), strconv.Itoa(r.Changed)}
		for i, c := range cells {
			cells[i] = strings.ReplaceAll(c, "|", `\|`)
		}
		fmt.Fprintf(b, "| %s |\n", strings.Join(cells, " | "))
	}
	return b.Flush()
}

// Read reads a table Write wrote, in the format of the file's name.
func Read(name string, data []byte) (*Table, error) {
	f, err := FormatOf(name)
	if err != nil {
		return nil, err
	}
	if f == JSON {
		t := &Table{}
		if err := json.Unmarshal(data, t); err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		t.sort()
		return t, nil
	}
	return readMarkdown(name, data)
}

func readMarkdown(name string, data []byte) (*Table, error) {
	t := &Table{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	line, inTable, titled := 0, false, false
	for sc.Scan() {
		line++
		s := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(s, "# Effect coverage:"):
			if _, err := fmt.Sscanf(s, "# Effect coverage: %d", &t.Games); err != nil {
				return nil, fmt.Errorf("%s:%d: want \"# Effect coverage: N games\"", name, line)
			}
			titled = true
		case s == markdownHead:
			inTable = true
		case inTable && strings.HasPrefix(s, "| ---"):
		case inTable && strings.HasPrefix(s, "|"):
			r, err := readRow(s)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %v", name, line, err)
			}
			t.Rows = append(t.Rows, r)
		}
	}
	if !titled || !inTable {
		return nil, fmt.Errorf("%s: not a coverage table (want the title \"# Effect coverage: N games\" and the header %s)", name, markdownHead)
	}
	t.sort()
	return t, nil
}

// readRow reads one markdown row: cells between unescaped bars.
func readRow(s string) (Row, error) {
	var cells []string
	var cur strings.Builder
	for i := 1; i < len(s); i++ { // past the leading bar
		switch {
		case s[i] == '\\' && i+1 < len(s) && s[i+1] == '|':
			cur.WriteByte('|')
			i++
		case s[i] == '|':
			cells = append(cells, strings.TrimSpace(cur.String()))
			cur.Reset()
		default:
			cur.WriteByte(s[i])
		}
	}
	if len(cells) != 9 {
		return Row{}, fmt.Errorf("a row has 9 cells (%s), this one %d", markdownHead, len(cells))
	}
	r := Row{Key: Key{Card: cells[0], Part: cells[2], Effect: cells[3], Timing: cells[4]}, Name: cells[1]}
	if i := strings.LastIndex(r.Card, "-"); i > 0 && !strings.HasPrefix(r.Card, "<") {
		r.Set = r.Card[:i]
	}
	nums := []*int{&r.Offered, &r.Activated, &r.Resolved, &r.Changed}
	for i, c := range cells[5:] {
		if i == 0 && c == "-" {
			continue
		}
		n, err := strconv.Atoi(c)
		if err != nil {
			return Row{}, fmt.Errorf("%q is not a count", c)
		}
		*nums[i] = n
		if i == 0 {
			r.Asks = true
		}
	}
	return r, nil
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
