package vocab

import (
	"regexp"
	"slices"
	"strings"
	"sync"
)

// The grammar reads a clause's pattern as phrases of the game's language — a verb, a
// target description, its qualifiers, modifiers, a trigger's subject and cause, ... —
// and maps each phrase to the API constructs that express it. A clause is covered when
// every phrase maps to a construct; a phrase that maps to nothing is a missing
// construct, and the inventory ranks those by the clauses they block.
//
// The grammar is tables of entries (one file per concept: verbs.go, targets.go,
// cards.go, modifiers.go, conditions.go, triggers.go, costs.go, headers.go). An entry
// is a regular expression over pattern text and the constructs it names; it may have
// slots, {target} or {cards}, that another table reads.

// Part is one phrase of a clause and the constructs that express it.
type Part struct {
	Role       string   // verb, target, filter, cards, zone, modifier, trigger, subject, cause, ...
	Text       string   // the phrase in pattern words, or the table's name for it
	Constructs []string // none: no construct of today's API expresses the phrase
}

// Missing reports whether no construct expresses the part.
func (p Part) Missing() bool { return len(p.Constructs) == 0 }

// String names the part as the missing-constructs list does: filter: "with the lowest DP".
func (p Part) String() string { return p.Role + `: "` + p.Text + `"` }

// Reading is how the grammar reads one clause.
type Reading []Part

// Covered reports whether every part maps to a construct.
func (r Reading) Covered() bool {
	if len(r) == 0 {
		return false
	}
	for _, p := range r {
		if p.Missing() {
			return false
		}
	}
	return true
}

// Constructs lists the constructs of every part, in order, without repeats.
func (r Reading) Constructs() []string {
	var out []string
	for _, p := range r {
		for _, c := range p.Constructs {
			if !slices.Contains(out, c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// Missing lists the parts no construct expresses, without repeats.
func (r Reading) Missing() []Part {
	var out []Part
	for _, p := range r {
		if p.Missing() && !slices.ContainsFunc(out, func(q Part) bool { return q.String() == p.String() }) {
			out = append(out, p)
		}
	}
	return out
}

// better reports whether r reads a clause better than o: it misses fewer constructs,
// or as few and understands more parts of it.
func (r Reading) better(o Reading) bool {
	if r.missing() != o.missing() {
		return r.missing() < o.missing()
	}
	return len(r)-r.missing() > len(o)-o.missing()
}

// missing counts the parts without a construct.
func (r Reading) missing() int {
	n := 0
	for _, p := range r {
		if p.Missing() {
			n++
		}
	}
	return n
}

// entry is one phrase of a table.
type entry struct {
	role       string   // the part's role; "" takes the table's
	text       string   // the part's text; "" is the matched text
	src        string   // a regular expression with {slot}s
	constructs []string // none: known words that no construct expresses yet
	re         *regexp.Regexp
	slots      []string // the slot kind of each group of re, "" for other groups
	flags      []string // the flag of each group of re (flagParts), "" for other groups
}

// table is an ordered list of entries. A whole table's entries match a whole pattern
// (forms: "delete {target}"); a prefix table's match its beginning, the longest one
// winning (qualifiers, modifiers: "with N DP or less").
type table struct {
	role    string
	whole   bool
	entries []*entry
	once    sync.Once
}

// e makes an entry: role and text name it (text "" is what it matched), src is what it
// matches, constructs what expresses it.
func e(role, text, src string, constructs ...string) *entry {
	return &entry{role: role, text: text, src: src, constructs: constructs}
}

// silent is the role of words that say what a construct does by default ("in play":
// a filter sees the battle area): they make no part.
const silent = "-"

// quiet is an entry of words that make no part.
func quiet(src string) *entry { return e(silent, "", src) }

// w is an entry that names itself by what it matches: words of a prefix table.
func w(src string, constructs ...string) *entry { return e("", "", src, constructs...) }

func newTable(role string, whole bool, entries ...[]*entry) *table {
	t := &table{role: role, whole: whole}
	for _, es := range entries {
		t.entries = append(t.entries, es...)
	}
	return t
}

// slotRef finds the {slot}s of an entry's source: {target}, {target2}, {cards}, ...
var slotRef = regexp.MustCompile(`\{([a-z]+)\d*\}`)

// compile makes the regular expressions of a table's entries once, when it is first
// read: the slots are other tables, which may refer back to this one.
func (t *table) compile() {
	t.once.Do(func() {
		for _, en := range t.entries {
			en.compile(t.whole)
		}
	})
}

func (en *entry) compile(whole bool) {
	src := en.src
	// "you may X|Y": the may reaches every alternative.
	if rest, ok := strings.CutPrefix(src, mayLead); ok && topLevelAlternation(rest) {
		src = mayLead + "(?:" + rest + ")"
	}
	src = slotRef.ReplaceAllStringFunc(src, func(ref string) string {
		kind := slotRef.FindStringSubmatch(ref)[1]
		sl, ok := slotKinds()[kind]
		if !ok {
			panic("vocab: unknown slot " + ref + " in " + en.src)
		}
		return "(?P<slot" + kind + ">" + sl.re() + ")"
	})
	if whole {
		src = "^(?:" + src + ")$"
	} else {
		src = "^(?:" + src + ")"
	}
	en.re = regexp.MustCompile(src)
	if !whole {
		// A prefix entry's alternatives compete by length ("an" or "any"), not by order.
		en.re.Longest()
	}
	en.slots = make([]string, en.re.NumSubexp()+1)
	en.flags = make([]string, len(en.slots))
	for i, name := range en.re.SubexpNames() {
		if k, ok := strings.CutPrefix(name, "slot"); ok {
			en.slots[i] = k
		}
		if k, ok := strings.CutPrefix(name, "k_"); ok {
			if _, known := flagParts[k]; !known {
				panic("vocab: unknown flag group " + name + " in " + en.src)
			}
			en.flags[i] = k
		}
	}
}

// flagParts are the parts that optional words of an entry add when they are there:
// a group (?P<k_may>...) adds the part of "may".
var flagParts = map[string]Part{
	"may":  {Role: "modifier", Text: "may", Constructs: []string{"ctx:may"}},
	"upto": {Role: "target", Text: "up to N of", Constructs: []string{"choose.up_to"}},
	// "Your opponent may ...": ctx:may asks the opponent (its who).
	"oppmay": {Role: "modifier", Text: "your opponent may", Constructs: []string{"ctx:may"}},
	// Known words no construct expresses yet.
	"oppchooses": {Role: "choose", Text: "the opponent chooses cards (ctx:choose_card)"},
	"byeffect":   {Role: "cause", Text: "by an effect", Constructs: []string{"event.cause", "event.effect_of"}},
}

// matched, when set (by a test), learns every entry that reads a phrase.
var matched func(*entry)

// topLevelAlternation reports whether a regular expression has a | outside groups and
// classes.
func topLevelAlternation(re string) bool {
	depth, class := 0, false
	for i := 0; i < len(re); i++ {
		switch c := re[i]; {
		case c == '\\':
			i++
		case class:
			class = c != ']'
		case c == '[':
			class = true
		case c == '(':
			depth++
		case c == ')':
			depth--
		case c == '|' && depth == 0:
			return true
		}
	}
	return false
}

// part is the part an entry makes for the text it matched.
func (en *entry) part(role, matched string) Part {
	if en.role != "" {
		role = en.role
	}
	text := en.text
	if text == "" {
		text = strings.TrimSpace(matched)
	}
	return Part{Role: role, Text: text, Constructs: en.constructs}
}

// read reads s by the entries of a whole table: of the entries that match, the one
// whose reading misses the fewest constructs, the first on a tie. ok is false when no
// entry matches.
func (t *table) read(s string) (Reading, bool) {
	t.compile()
	var best Reading
	found := false
	for _, en := range t.entries {
		if !en.re.MatchString(s) {
			continue
		}
		r := en.readMatch(t.role, s, en.re.FindStringSubmatchIndex(s))
		if !found || r.missing() < best.missing() {
			best, found = r, true
			if best.missing() == 0 {
				break
			}
		}
	}
	return best, found
}

// readMatch is an entry's part followed by the parts its slots read.
func (en *entry) readMatch(role, s string, m []int) Reading {
	if matched != nil {
		matched(en)
	}
	var out Reading
	if en.role != silent {
		out = append(out, en.part(role, s[m[0]:m[1]]))
	}
	for i, kind := range en.slots {
		if m[2*i] < 0 {
			continue
		}
		if kind != "" {
			out = append(out, slotKinds()[kind].read(s[m[2*i]:m[2*i+1]])...)
		}
		if f := en.flags[i]; f != "" && m[2*i+1] > m[2*i] {
			out = append(out, flagParts[f])
		}
	}
	return out
}

// prefix finds the longest entry of a prefix table that matches at the start of s and
// ends at a word's end. n is how much of s it matched.
func (t *table) prefix(s string) (en *entry, m []int) {
	t.compile()
	for _, cand := range t.entries {
		loc := cand.re.FindStringSubmatchIndex(s)
		if loc == nil || !wordEnd(s, loc[1]) {
			continue
		}
		if en == nil || loc[1] > m[1] {
			en, m = cand, loc
		}
	}
	return en, m
}

// kindAfterUnknownWords is where, in s, a kind of the table starts after words no table
// knows ("... foo bar Digimon"): the index of the space before it, or -1. The words
// before it are then a part that names what is missing.
func kindAfterUnknownWords(kinds *table, s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' {
			if en, _ := kinds.prefix(s[i+1:]); en != nil {
				return i
			}
		}
	}
	return -1
}

func wordEnd(s string, i int) bool {
	if i == 0 || i == len(s) {
		return i == len(s)
	}
	switch s[i] {
	case ' ', ',', '.', ';', ')', ':':
		return true
	}
	return !isWordByte(s[i-1]) || !isWordByte(s[i])
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '\'' || c == '-'
}

// seq reads s as a run of the table's phrases joined by connectives (connective
// matches them: ", ", "and ", ...). What no entry matches is one missing part, named
// by the table's role.
func (t *table) seq(s string, connective *regexp.Regexp) Reading {
	var out Reading
	for {
		s = strings.TrimLeft(s, " ")
		orig := s
		if connective != nil {
			s = strings.TrimLeft(s[len(connective.FindString(s)):], " ")
		}
		if s == "" {
			return out
		}
		en, m := t.prefix(s)
		if en == nil {
			return append(out, Part{Role: t.role, Text: strings.TrimRight(orig, " ,.")})
		}
		out = append(out, en.readMatch(t.role, s, m)...)
		s = s[m[1]:]
	}
}

// whole reads s as exactly one entry of a prefix table, or as one missing part.
func (t *table) whole1(s string) Reading {
	en, m := t.prefix(s)
	if en == nil || m[1] != len(s) {
		return Reading{{Role: t.role, Text: s}}
	}
	return en.readMatch(t.role, s, m)
}

// alt is a regular expression that matches what the entries of a prefix table match:
// a closed slot ({zone}) is one of them.
func (t *table) alt() string {
	parts := make([]string, len(t.entries))
	for i, en := range t.entries {
		parts[i] = "(?:" + slotRef.ReplaceAllString(en.src, ".+?") + ")"
	}
	return strings.Join(parts, "|")
}

// slot is what a {slot} of an entry matches and how its text is read.
type slot struct {
	re   func() string
	read func(string) Reading
}

func open(read func(string) Reading) slot {
	return slot{re: func() string { return `.+?` }, read: read}
}

func closed(t *table) slot { return slot{re: t.alt, read: t.whole1} }

var (
	slotsOnce sync.Once
	slotMap   map[string]slot
)

// slotKinds are the slots an entry may have. (A function, so that the tables, which
// name slots, and the slots, which name tables, do not make an initialisation cycle.)
func slotKinds() map[string]slot {
	slotsOnce.Do(func() {
		slotMap = map[string]slot{
			"target":   open(func(s string) Reading { return readTarget(s, choosing) }),
			"subject":  open(func(s string) Reading { return readTarget(s, subject) }),
			"counted":  open(func(s string) Reading { return readTarget(s, counting) }),
			"cards":    open(readCards),
			"zone":     closed(zones),
			"dest":     closed(destinations),
			"mods":     {re: modifierRun, read: readModifiers},
			"umods":    {re: modifierRun, read: readUseModifiers},
			"dmods":    {re: modifierRun, read: readDigivolveModifiers},
			"pmods":    {re: func() string { return `(?:,? face[ -](?:up|down))?(?: in any order)?` }, read: readPlaceModifiers},
			"cardis":   open(readCardIs),
			"kwcard":   {re: func() string { return keywordSlot }, read: readKeywordPrinted},
			"kwact":    {re: func() string { return keywordSlot }, read: readKeywordAction},
			"kws":      {re: func() string { return keywordSlot + `(?:(?:,? and |, |,? or )` + keywordSlot + `)*` }, read: readKeywordsGiven},
			"grants":   {re: func() string { return grantStart + `.*?` }, read: readGrants},
			"reminder": closed(keywordReminders),
			"cant":     open(readProhibitions),
			"effcant":  open(readEffectProhibitions),
			"has":      open(readHas),
			"is":       open(readIs),
			"cause":    closed(causes),
			"conds":    {re: func() string { return ifw + ` .+ (?:and|or) .+` }, read: readJoinedConditions},
		}
	})
	return slotMap
}

// memo remembers the readings of a reading function: reading is pure, so a phrase
// read once reads the same everywhere.
type memo struct {
	mu   sync.Mutex
	seen map[string]Reading
}

func (m *memo) get(s string, read func(string) Reading) Reading {
	m.mu.Lock()
	r, ok := m.seen[s]
	m.mu.Unlock()
	if ok {
		return slices.Clone(r)
	}
	r = read(s)
	m.mu.Lock()
	if m.seen == nil {
		m.seen = map[string]Reading{}
	}
	m.seen[s] = slices.Clone(r)
	m.mu.Unlock()
	return r
}

// reset forgets every reading (a test that watches the entries read needs them read).
func (m *memo) reset() {
	m.mu.Lock()
	m.seen = nil
	m.mu.Unlock()
}

// tables lists every table of the grammar, for the tests.
func tables() []*table {
	return []*table{
		actions, conditions, triggers, timingsTable, limits, keywordClauses, durations, thens,
		references, countedCards, effectResults, quantities[choosing], quantities[subject], quantities[counting], owners,
		preQualifiers, objectKinds, subjectKinds, postQualifiers, cardQuantities, cardPreQualifiers, cardKinds,
		cardPostQualifiers, cardReferences, zones, destinations, playModifiers, useModifiers, digivolveModifiers,
		placeModifiers, causes, objectHas, objectIs, effectProhibitions, grantItems, keywordReminders,
	}
}
