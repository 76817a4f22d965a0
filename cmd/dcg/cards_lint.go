package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/yuin/gopher-lua/ast"
	"github.com/yuin/gopher-lua/parse"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/keywords"
	"github.com/dcg-engine/dcg/scripting"
	"github.com/dcg-engine/dcg/scripting/lint"
)

func newCardsLintCmd(openBase func() (*cardpool.Pool, error), layers *cardLayers) *cobra.Command {
	var asJSON, strict bool
	c := &cobra.Command{
		Use:   "lint [DIR]",
		Short: "Check set files and card scripts without playing a game",
		Long: `Check card data and scripts without playing a game:

  - every set file parses (unknown fields, bad colors, ... with file and line);
  - a card number is defined once (or, with --override, redefined in a later folder);
  - every script compiles and builds: it runs in the sandbox and its card { ... }
    table is checked (unknown keys, filters, keyword names);
  - every keyword in keywords = { ... } has a script in keywords/ (or in the
    keywords/ folder of a card folder: a custom keyword);
  - every custom keyword script (DIR/keywords/<name>.lua) compiles, returns
    keyword { name = ... } and builds, and its name is not a built-in keyword's
    (nor, without --override, a lower folder's);
  - no script is left over for a card number the set does not have.

  - every script is read as a syntax tree (scripting/lint) against the API and the
    card's printed text: a method or field of ctx, an object or a card that does not
    exist, a filter or options table with an unknown key or a value of the wrong
    kind, an unknown target, zone, duration or timing name, a hook whose timing the
    text does not print, [Once Per Turn] printed and not declared (or the reverse),
    an inherited effect written as a main effect, a [Security] effect on a card
    that prints none, global assignments, file-level state a function writes, and
    names the sandbox does not have. Each comes with the nearest existing name
    where there is one.

A card with effect text and no script is unscripted: a warning, counted per set. A
printed effect no hook of the script plays (the inherited effect, a timing no hook
covers) leaves the card partial: a warning for that effect. A script that leaves a
text out on purpose (a gap in the card data) says so in a comment,
"-- lint: unplayed REASON": no warning, and the card stays partial.

Without DIR it checks the built-in pool and the --cards folders; with DIR, the sets
in DIR (a folder laid out like cards/), layered on the built-in pool and the --cards
folders (DIR may be one of them: dcg --cards DIR cards lint DIR checks it once).
Each problem is printed as FILE:LINE:COL: message, then a summary.

Exit code: 1 when a script has an error (with --strict, also when there is a
warning); 2 when the input itself is bad: a set file that does not load, a card
number defined twice, a custom keyword script that does not load, a missing DIR;
0 otherwise (warnings alone).`,
		Example: `  dcg cards lint
  dcg cards lint ./my-sets
  dcg cards lint ./my-mod --override --json
  dcg cards lint --strict`,
		Args: deckArgs(cobra.MaximumNArgs(1)),
		RunE: func(cmd *cobra.Command, args []string) error {
			base, err := openBase()
			if err != nil {
				return err
			}
			extra, err := openCardDirs("--cards", layers.dirs)
			if err != nil {
				return err
			}
			linted := append([]*cardpool.Pool{base}, extra...)
			if len(args) == 1 {
				// The folder may be loaded already (dcg --cards DIR cards lint DIR):
				// then it is that layer, not a second copy of itself on top.
				if i := slices.IndexFunc(layers.dirs, func(d string) bool { return sameFolder(d, args[0]) }); i >= 0 {
					linted = []*cardpool.Pool{extra[i]}
				} else {
					dir, err := openCardDir("cards lint", args[0])
					if err != nil {
						return err
					}
					extra = append(extra, dir)
					linted = []*cardpool.Pool{dir}
				}
			}
			stack, problems := cardpool.NewStack(base, layers.override, extra...)
			ks, kwProblems := scripting.LoadKeywords(keywords.FS, stack.KeywordFolders(), layers.override)
			stack.SetKeywords(ks.Has)
			limits, err := layers.limits()
			if err != nil {
				return err
			}
			rep := lintPools(stack, ks, linted, append(problems, kwProblems...), limits)
			if asJSON {
				if err := writeCardsJSON(cmd.OutOrStdout(), rep); err != nil {
					return err
				}
			} else if err := writeLint(cmd.OutOrStdout(), rep); err != nil {
				return err
			}
			return lintExit(rep, strict)
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the report as one JSON object")
	c.Flags().BoolVar(&strict, "strict", false, "count warnings as errors (exit code 1)")
	return c
}

// lintExit is the exit of cards lint: bad input (a set file, a clash) is 2, an error
// in a script 1, and with strict a warning too.
func lintExit(rep *lintReport, strict bool) error {
	var input int
	for _, p := range rep.Problems {
		if p.input {
			input++
		}
	}
	switch {
	case input > 0:
		return badInput("cards lint: %d %s in the set files", input, plural(input, "error", "errors"))
	case rep.Errors > 0:
		return fmt.Errorf("cards lint: %d %s", rep.Errors, plural(rep.Errors, "error", "errors"))
	case strict && rep.Warnings > 0:
		return fmt.Errorf("cards lint --strict: %d %s", rep.Warnings, plural(rep.Warnings, "warning", "warnings"))
	}
	return nil
}

// lintReport is what `cards lint` found; --json prints it as is.
type lintReport struct {
	Sets     []lintSet     `json:"sets"`
	Problems []lintProblem `json:"problems"`
	Errors   int           `json:"errors"`
	Warnings int           `json:"warnings"`
}

// lintSet is one linted set's counts.
type lintSet struct {
	Set        string   `json:"set"`
	File       string   `json:"file"`
	Cards      int      `json:"cards"`
	Vanilla    int      `json:"vanilla"`
	Scripted   int      `json:"scripted"`
	Unscripted int      `json:"unscripted"`
	Missing    []string `json:"unscripted_cards,omitempty"` // the unscripted card numbers
	Broken     bool     `json:"broken,omitempty"`           // the set file did not load
}

// lintProblem is one line of the report: FILE:LINE:COL: message (did you mean x?).
type lintProblem struct {
	File     string `json:"file"`
	Line     int    `json:"line,omitempty"`
	Col      int    `json:"col,omitempty"`
	Severity string `json:"severity"` // "error" or "warning"
	Card     string `json:"card,omitempty"`
	Message  string `json:"message"`
	// Suggest is the nearest existing name or the likely fix ("ctx:trash_top").
	Suggest string `json:"suggest,omitempty"`
	// input: the problem is in the pool's input itself (a set file, a clash, a
	// keyword script that does not load): exit code 2.
	input bool
}

func (p lintProblem) String() string {
	s := p.File
	if p.Line > 0 {
		s += ":" + strconv.Itoa(p.Line)
		if p.Col > 0 {
			s += ":" + strconv.Itoa(p.Col)
		}
	}
	if s != "" {
		s += ": "
	}
	if p.Severity == "warning" {
		s += "warning: "
	}
	s += p.Message
	if p.Suggest != "" {
		s += " (did you mean " + p.Suggest + "?)"
	}
	return s
}

// linter collects problems, each once.
type linter struct {
	rep  *lintReport
	seen map[string]bool
}

func (l *linter) add(p lintProblem) {
	key := p.String()
	if l.seen[key] {
		return
	}
	l.seen[key] = true
	l.rep.Problems = append(l.rep.Problems, p)
	if p.Severity == "warning" {
		l.rep.Warnings++
	} else {
		l.rep.Errors++
	}
}

// locationRE splits "cards/BT1/BT1.yaml:12: rest" into file, line and rest.
var locationRE = regexp.MustCompile(`(?s)^(\S+?\.(?:yaml|lua))(?::(\d+))?: (.*)$`)

// addErr reports an error of the pool (a set file, a clash, a custom keyword script),
// finding its place in its message.
func (l *linter) addErr(err error) {
	p := lintProblem{Severity: "error", Message: err.Error(), input: true}
	var se *scripting.ScriptError
	if errors.As(err, &se) && se.File != "" {
		p.File, p.Line, p.Message = se.File, se.Line, se.Msg
		l.add(p)
		return
	}
	if m := locationRE.FindStringSubmatch(p.Message); m != nil {
		p.File, p.Message = m[1], m[3]
		p.Line, _ = strconv.Atoi(m[2])
	}
	var fe *cardpool.FieldError
	var ce *cardpool.ClashError
	switch {
	case errors.As(err, &ce):
		p.Card = ce.Number
	case errors.As(err, &fe):
		p.Card = fe.Card
	}
	l.add(p)
}

// lintPools checks the sets of the linted layers of stack, with the keyword scripts
// ks; problems are the stack's own (sets of --cards folders that do not load, clashes,
// custom keyword scripts that do not load).
func lintPools(stack *cardpool.Stack, ks *scripting.KeywordSet, linted []*cardpool.Pool, problems []error, limits scripting.Limits) *lintReport {
	l := &linter{rep: &lintReport{Sets: []lintSet{}, Problems: []lintProblem{}}, seen: map[string]bool{}}
	for _, err := range problems {
		l.addErr(err)
	}
	for _, p := range linted {
		// Parse every set at once, several at a time; the loop below gets each set's
		// error on its own. All also finds a number filed in two sets of the pool.
		var clash *cardpool.ClashError
		if _, err := p.All(); errors.As(err, &clash) {
			l.addErr(clash)
		}
		lib := scripting.ForPoolWith(p, ks)
		lib.Limits = limits
		h := lib.NewHost()
		for _, code := range p.Sets() {
			l.lintSet(p, h, code)
		}
		h.Close()
	}
	return l.rep
}

// lintSet checks one set of a pool: its file, its cards' scripts, stray scripts.
func (l *linter) lintSet(p *cardpool.Pool, h *scripting.Host, code string) {
	sum := lintSet{Set: code, File: p.SetFile(code)}
	defer func() { l.rep.Sets = append(l.rep.Sets, sum) }()
	cs, err := p.SetCards(code)
	if err != nil {
		sum.Broken = true
		l.addErr(err)
		return
	}
	sum.Cards = len(cs)
	for _, c := range cs {
		st, err := p.Status(c.Number)
		if err != nil {
			l.addErr(err)
			continue
		}
		switch st {
		case cardpool.Vanilla:
			sum.Vanilla++
		case cardpool.Unscripted:
			sum.Unscripted++
			sum.Missing = append(sum.Missing, c.Number)
		case cardpool.Scripted:
			sum.Scripted++
			l.lintScript(p, h, c)
		}
	}
	stray, err := p.StrayScripts(code)
	if err != nil {
		l.addErr(err)
	}
	for _, file := range stray {
		number := strings.TrimSuffix(file[strings.LastIndexByte(file, '/')+1:], ".lua")
		l.add(lintProblem{File: file, Severity: "error", Card: number,
			Message: fmt.Sprintf("no card %s in set %s (%s): this script is never run", number, code, sum.File)})
	}
	if n := len(sum.Missing); n > 0 {
		which := "--json lists them"
		if n <= 5 {
			which = strings.Join(sum.Missing, ", ")
		}
		l.add(lintProblem{File: sum.File, Severity: "warning",
			Message: fmt.Sprintf("%d unscripted %s (effect text, no script): %s", n, plural(n, "card", "cards"), which)})
	}
}

// lintScript builds a card's effects in the sandbox, and checks its keyword names.
func (l *linter) lintScript(p *cardpool.Pool, h *scripting.Host, c *core.CardData) {
	file, src, ok := p.ScriptFile(c.Number)
	if !ok {
		// A card whose text is keywords only plays from the keyword scripts: build it.
		if _, err := h.EffectsOf(c); err != nil {
			l.add(lintProblem{File: p.SetFile(c.Set), Severity: "error", Card: c.Number, Message: err.Error()})
		}
		return
	}
	ix := indexLua(file, src)
	for _, s := range ix.strings {
		if !s.keyword {
			continue
		}
		for _, name := range keywordNames(s.value) {
			if _, known := h.LookupKeyword(name); !known {
				l.add(lintProblem{File: file, Line: s.line, Severity: "error", Card: c.Number,
					Message: fmt.Sprintf("unknown keyword <%s> (no keywords/%s, built in or in a card folder)", name, scripting.KeywordFile(string(name)))})
			}
		}
	}
	read := lint.Script(file, src, c)
	for _, f := range read.Findings {
		l.add(lintProblem{File: f.File, Line: f.Line, Col: f.Col, Severity: string(f.Severity), Card: f.Card,
			Message: f.Message, Suggest: f.Suggest})
	}
	_, err := h.EffectsOf(c)
	if err == nil || unknownKeywordRE.MatchString(err.Error()) {
		return // an unknown keyword is reported above, every one of them, with its line
	}
	prob := lintProblem{File: file, Severity: "error", Card: c.Number, Message: err.Error()}
	var se *scripting.ScriptError
	if errors.As(err, &se) {
		prob.Message, prob.Line = se.Msg, se.Line
		if se.File != "" && se.File != file {
			// The error is in another file (a keyword script): say which card led there.
			prob.File, prob.Message = se.File, "card "+c.Number+": "+se.Msg
		} else if line := ix.locate(se.Msg, prob.Line == 0); line > 0 {
			// An error raised by card { ... } has the line of the call; the index
			// knows the line of the key it is about.
			prob.Line = line
		}
	}
	if prob.File == file && prob.Line > 0 && read.ErrorAt(prob.Line) {
		return // the syntax tree said it already, with its column and a suggestion
	}
	l.add(prob)
}

// keywordNames are the keywords an item of keywords = { ... } names: "Blocker",
// "<Blocker>", or a keyword line with timing icons ("[Hand] [Counter] <Blast
// Digivolve>"), read as card texts are.
func keywordNames(item string) []core.Keyword {
	if !strings.Contains(item, "[") {
		name, _ := scripting.ParseKeyword(item)
		return []core.Keyword{name}
	}
	var out []core.Keyword
	for _, l := range core.ReadKeywordLines(item) {
		for _, k := range l.Keywords {
			out = append(out, k.Name)
		}
	}
	return out
}

// writeLint prints one line per problem and the summary.
func writeLint(w io.Writer, rep *lintReport) error {
	var b strings.Builder
	for _, p := range rep.Problems {
		b.WriteString(p.String() + "\n")
	}
	var cards, vanilla, scripted, unscripted int
	for _, s := range rep.Sets {
		cards += s.Cards
		vanilla += s.Vanilla
		scripted += s.Scripted
		unscripted += s.Unscripted
	}
	fmt.Fprintf(&b, "%d %s, %d %s (%d vanilla, %d scripted, %d unscripted): %d %s, %d %s\n",
		len(rep.Sets), plural(len(rep.Sets), "set", "sets"), cards, plural(cards, "card", "cards"),
		vanilla, scripted, unscripted,
		rep.Errors, plural(rep.Errors, "error", "errors"), rep.Warnings, plural(rep.Warnings, "warning", "warnings"))
	_, err := io.WriteString(w, b.String())
	return err
}

// luaIndex is what lint needs from a script's syntax tree: where each table key and
// each string is. gopher-lua's own errors about a card table (unknown key, unknown
// keyword) do not always carry a line; the index finds it.
type luaIndex struct {
	fields  []luaField
	strings []luaString
}

// luaField is a `name = value` entry of a table constructor.
type luaField struct {
	key      string
	line     int
	value    string // the value, when it is a string literal
	isString bool
}

// luaString is a string literal; keyword: it is an item of a keywords = { ... } list.
type luaString struct {
	value   string
	line    int
	keyword bool
}

// indexLua parses a script; a script that does not parse gives an empty index (the
// build reports the syntax error with its line).
func indexLua(file string, src []byte) *luaIndex {
	ix := &luaIndex{}
	chunk, err := parse.Parse(bytes.NewReader(src), file)
	if err != nil {
		return ix
	}
	ix.walk(reflect.ValueOf(chunk), false)
	sort.SliceStable(ix.fields, func(i, j int) bool { return ix.fields[i].line < ix.fields[j].line })
	sort.SliceStable(ix.strings, func(i, j int) bool { return ix.strings[i].line < ix.strings[j].line })
	return ix
}

// walk visits the syntax tree; gopher-lua has no visitor, so it goes by reflection
// through every exported field. inKeywords: v is the value of a `keywords` key.
func (ix *luaIndex) walk(v reflect.Value, inKeywords bool) {
	switch v.Kind() {
	case reflect.Interface, reflect.Pointer:
		if v.IsNil() {
			return
		}
		if v.CanInterface() {
			switch n := v.Interface().(type) {
			case *ast.Field:
				if k, ok := n.Key.(*ast.StringExpr); ok { // name = value
					f := luaField{key: k.Value, line: k.Line()}
					if s, ok := n.Value.(*ast.StringExpr); ok {
						f.value, f.isString = s.Value, true
					}
					ix.fields = append(ix.fields, f)
					ix.walk(reflect.ValueOf(n.Value), k.Value == "keywords")
					return
				}
				if n.Key != nil { // [expr] = value
					ix.walk(reflect.ValueOf(n.Key), false)
					ix.walk(reflect.ValueOf(n.Value), false)
					return
				}
				if s, ok := n.Value.(*ast.StringExpr); ok && inKeywords { // an item of keywords = { ... }
					ix.strings = append(ix.strings, luaString{value: s.Value, line: s.Line(), keyword: true})
					return
				}
				ix.walk(reflect.ValueOf(n.Value), false)
				return
			case *ast.StringExpr:
				ix.strings = append(ix.strings, luaString{value: n.Value, line: n.Line(), keyword: inKeywords})
				return
			case *ast.TableExpr:
				for _, f := range n.Fields {
					ix.walk(reflect.ValueOf(f), inKeywords)
				}
				return
			}
		}
		ix.walk(v.Elem(), false)
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				ix.walk(v.Field(i), false)
			}
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			ix.walk(v.Index(i), false)
		}
	}
}

var (
	unknownKeyRE     = regexp.MustCompile(`unknown (?:filter )?key "([^"]+)"`)
	unknownKeywordRE = regexp.MustCompile(`unknown keyword <([^>]*)>`)
	keyValueRE       = regexp.MustCompile(`\b(\w+) = "([^"]*)"`)
	quotedRE         = regexp.MustCompile(`"([^"]+)"`)
	mustBeRE         = regexp.MustCompile(`^(\w+)(?:\[\d+\])? must be`)
)

// locate finds the line a build error is about from the names in its message: an
// unknown key or keyword, a key = "value". loose: the error has no line at all, so a
// weaker clue will do (the first key named in "x must be ...", a quoted string). 0
// when it cannot tell.
func (ix *luaIndex) locate(msg string, loose bool) int {
	key := func(name string) int {
		for _, f := range ix.fields {
			if f.key == name {
				return f.line
			}
		}
		return 0
	}
	if m := unknownKeyRE.FindStringSubmatch(msg); m != nil {
		return key(m[1])
	}
	if m := unknownKeywordRE.FindStringSubmatch(msg); m != nil {
		for _, s := range ix.strings {
			if name, _ := scripting.ParseKeyword(s.value); s.keyword && string(name) == m[1] {
				return s.line
			}
		}
		return 0
	}
	if m := keyValueRE.FindStringSubmatch(msg); m != nil {
		for _, f := range ix.fields {
			if f.key == m[1] && f.isString && f.value == m[2] {
				return f.line
			}
		}
	}
	if !loose {
		return 0
	}
	if m := mustBeRE.FindStringSubmatch(msg); m != nil {
		if line := key(m[1]); line > 0 {
			return line
		}
	}
	if m := quotedRE.FindStringSubmatch(msg); m != nil {
		for _, s := range ix.strings {
			if s.value == m[1] {
				return s.line
			}
		}
	}
	return 0
}
