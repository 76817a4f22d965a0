package cardpool

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/input"
)

// Pool is a card pool read from a folder laid out like cards/: one folder per set
// holding <SET>.yaml and the sets' Lua scripts (<NUMBER>.lua). Folders whose names do
// not start with an upper-case letter (decks/, hidden folders) are not sets.
//
// Sets are parsed lazily, each at most once; a Pool is safe for concurrent use.
type Pool struct {
	fsys  fs.FS
	name  string               // how errors name the pool's root, e.g. "cards"
	sets  map[string]*setState // by set code; fixed after Open
	order []string             // set codes in natural order
	// keywords tells which keyword effects have scripts (SetKeywords).
	keywords func(core.Keyword) bool
}

// setState is one set's lazily loaded contents. once guards everything below it.
type setState struct {
	code    string
	once    sync.Once
	err     error
	cards   []*core.CardData // natural order
	byNum   map[string]*core.CardData
	lines   map[string]int  // card number → line of its entry in the set file
	scripts map[string]bool // card numbers that have <NUMBER>.lua
}

var _ core.CardLookup = (*Pool)(nil)

// Open makes a pool over fsys. It only lists the set folders; nothing is parsed
// until a card is asked for. Errors name files relative to fsys.
func Open(fsys fs.FS) (*Pool, error) { return OpenNamed(fsys, "") }

// OpenNamed is Open with the name the pool's root should have in error messages,
// e.g. OpenNamed(cards.FS, "cards") reports "cards/BT1/BT1.yaml:12: ...".
func OpenNamed(fsys fs.FS, name string) (*Pool, error) {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, fmt.Errorf("card pool %s: %w", displayRoot(name), err)
	}
	p := &Pool{fsys: fsys, name: name, sets: make(map[string]*setState)}
	for _, e := range entries {
		n := e.Name()
		if !e.IsDir() || n == "" || n[0] < 'A' || n[0] > 'Z' {
			continue
		}
		p.sets[n] = &setState{code: n}
		p.order = append(p.order, n)
	}
	sort.Slice(p.order, func(i, j int) bool { return NaturalLess(p.order[i], p.order[j]) })
	return p, nil
}

func displayRoot(name string) string {
	if name == "" {
		return "."
	}
	return name
}

// Sets returns the set codes in natural order (AD1, BT1, BT2, ..., BT10, ..., ST1).
func (p *Pool) Sets() []string { return append([]string(nil), p.order...) }

// HasSet reports whether the pool has a set folder with this code.
func (p *Pool) HasSet(code string) bool { _, ok := p.sets[code]; return ok }

// SetCards returns the cards of one set in natural number order.
func (p *Pool) SetCards(code string) ([]*core.CardData, error) {
	s, ok := p.sets[code]
	if !ok {
		return nil, fmt.Errorf("unknown set %q", code)
	}
	if err := p.load(s); err != nil {
		return nil, err
	}
	return append([]*core.CardData(nil), s.cards...), nil
}

// All returns every card of every set, sets in natural order. It fails on the first
// set that does not load, and when a card number appears in two sets (*ClashError).
func (p *Pool) All() ([]*core.CardData, error) {
	p.loadAll()
	var out []*core.CardData
	where := make(map[string]*setState)
	for _, code := range p.order {
		s := p.sets[code]
		if err := p.load(s); err != nil {
			return nil, err
		}
		for _, c := range s.cards {
			if other, dup := where[c.Number]; dup {
				return nil, &ClashError{Number: c.Number, File: p.file(code), Line: s.lines[c.Number],
					OtherFile: p.file(other.code), OtherLine: other.lines[c.Number]}
			}
			where[c.Number] = s
		}
		out = append(out, s.cards...)
	}
	return out, nil
}

// Card implements core.CardLookup. The set is the number's prefix (BT1-010 → BT1);
// a card filed in another set is still found, by loading the other sets. A broken
// set file gives its *FieldError; a number in no set an *core.UnknownCardError.
func (p *Pool) Card(number string) (*core.CardData, error) {
	c, _, err := p.find(number)
	return c, err
}

// find returns the card and the set it is filed in.
func (p *Pool) find(number string) (*core.CardData, *setState, error) {
	home := p.sets[setOf(number)]
	if home != nil {
		if err := p.load(home); err != nil {
			return nil, nil, err
		}
		if c := home.byNum[number]; c != nil {
			return c, home, nil
		}
	}
	p.loadAll()
	var broken error
	for _, code := range p.order {
		s := p.sets[code]
		if s == home {
			continue
		}
		if err := p.load(s); err != nil {
			if broken == nil {
				broken = err
			}
			continue
		}
		if c := s.byNum[number]; c != nil {
			return c, s, nil
		}
	}
	if broken != nil {
		// The card may be in the set that failed to load; say so rather than "unknown".
		return nil, nil, fmt.Errorf("card %s not found; %w", number, broken)
	}
	return nil, nil, &core.UnknownCardError{Number: number}
}

// loadAll parses every set not parsed yet, several at a time: set files are
// independent, and YAML parsing is most of the cost of a whole-pool listing.
func (p *Pool) loadAll() {
	var wg sync.WaitGroup
	slots := make(chan struct{}, runtime.GOMAXPROCS(0))
	for _, code := range p.order {
		s := p.sets[code]
		wg.Add(1)
		slots <- struct{}{}
		go func() {
			defer wg.Done()
			_ = p.load(s) // the error stays in s.err for the caller's loop
			<-slots
		}()
	}
	wg.Wait()
}

// load parses a set the first time it is needed.
func (p *Pool) load(s *setState) error {
	s.once.Do(func() { s.err = p.parse(s) })
	return s.err
}

func (p *Pool) parse(s *setState) error {
	file := path.Join(s.code, s.code+".yaml")
	data, err := input.ReadFS(p.fsys, file, input.SetLimit)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("%s: set folder %s has no %s.yaml", p.file(s.code), s.code, s.code)
		}
		return fmt.Errorf("%s: %w", p.file(s.code), err)
	}
	set, lines, err := readSet(p.file(s.code), data)
	if err != nil {
		return err
	}
	if set.Code != s.code {
		return &FieldError{File: p.file(s.code), Line: 1, Field: "set",
			Err: fmt.Errorf("set code %q does not match its folder %q", set.Code, s.code)}
	}
	set.Sort()
	s.cards = set.Cards
	s.lines = lines
	s.byNum = make(map[string]*core.CardData, len(set.Cards))
	for _, c := range set.Cards {
		s.byNum[c.Number] = c
	}
	entries, err := fs.ReadDir(p.fsys, s.code)
	if err != nil {
		return fmt.Errorf("%s: %w", p.file(s.code), err)
	}
	s.scripts = make(map[string]bool)
	for _, e := range entries {
		if n, ok := strings.CutSuffix(e.Name(), ".lua"); ok && !e.IsDir() {
			// A script is read when a game first needs it: a device, a FIFO or a huge
			// file is refused now, with the set, rather than hang or fill memory then.
			if err := input.CheckEntry(p.fsys, path.Join(s.code, e.Name()), e, input.ScriptLimit); err != nil {
				return fmt.Errorf("%s: %w", path.Join(p.name, s.code), err)
			}
			s.scripts[n] = true
		}
	}
	return nil
}

// file is the display path of a set's YAML file.
func (p *Pool) file(code string) string {
	return path.Join(p.name, code, code+".yaml")
}

// Name is how errors name the pool's root: the name given to OpenNamed ("cards"), or
// "." for Open.
func (p *Pool) Name() string { return displayRoot(p.name) }

// SetFile is the display path of a set's file, e.g. cards/BT1/BT1.yaml.
func (p *Pool) SetFile(code string) string { return p.file(code) }
