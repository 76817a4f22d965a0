package cardpool

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/dcg-engine/dcg/core"
)

// jsonCard is one record of cards.json (see /shared/carddata/README.md). Unknown
// fields are an error: a new field in the dump must be looked at, not dropped.
type jsonCard struct {
	CardID                  string    `json:"cardId"`
	Set                     string    `json:"set"`
	NameEn                  string    `json:"nameEn"`
	NameJp                  string    `json:"nameJp"`
	Colors                  []string  `json:"colors"`
	Kinds                   []string  `json:"kinds"`
	Level                   *int      `json:"level"`
	PlayCost                *int      `json:"playCost"`
	DP                      *int      `json:"dp"`
	EvoCosts                []jsonEvo `json:"evoCosts"`
	Forms                   []string  `json:"forms"`
	Attributes              []string  `json:"attributes"`
	Types                   []string  `json:"types"`
	EffectText              string    `json:"effectText"`
	InheritedEffectText     string    `json:"inheritedEffectText"`
	SecurityEffectText      string    `json:"securityEffectText"`
	Rarity                  string    `json:"rarity"`
	MaxCountInDeck          *int      `json:"maxCountInDeck"`
	ImageID                 string    `json:"imageId"` // not kept: the pool has no images
	IsAce                   bool      `json:"isAce"`
	OverflowMemory          int       `json:"overflowMemory"`
	LinkDP                  *int      `json:"linkDp"`
	LinkEffect              string    `json:"linkEffect"`
	LinkRequirement         string    `json:"linkRequirement"`
	DualEffect              string    `json:"dualEffect"`
	OptionEffect            string    `json:"optionEffect"`
	OptionColorRequirements []string  `json:"optionColorRequirements"`
	IsDualCard              bool      `json:"isDualCard"`
}

type jsonEvo struct {
	Color      string `json:"color"`
	Level      int    `json:"level"`
	MemoryCost int    `json:"memoryCost"`
}

// ImportReport sums up an import.
type ImportReport struct {
	Sets, Cards int
	// FormsParsed and FormsUnparsed count printed [Digivolve] / "Digivolve:" texts
	// (2-3-6-3) turned into requirements, and those kept as Unparsed.
	FormsParsed, FormsUnparsed int
	Unparsed                   []string // "BT1-001: <printed text>" of each unparsed form
	// Requirements counts the DNA, DigiXros, Assembly, Burst Digivolve, App Fusion
	// and link requirements read, by kind (see CountRequirements); their unparsed
	// forms are listed in Unparsed too.
	Requirements []ReqCount
	Warnings     []string // data oddities, each naming the card
	// Repaired lists the fields whose lost character references were decoded (see
	// repairCharRefs): "BT10-101 name".
	Repaired []string
	// DumpFixed lists the cards whose text a fix of the dump's own gaps corrected (see
	// dumpfix.go).
	DumpFixed []string
	// Errata sums up the errata applied; nil when the import had no errata.json.
	Errata *ErrataReport
}

// ImportCardsJSON converts the cards.json dump into sets, in natural set order with
// cards in natural number order. It handles the quirks listed in
// /shared/carddata/README.md; see convert for each, and repairCharRefs for the
// characters the dump lost to their HTML references.
//
// errata, when not nil, is errata.json: the official errata are applied to the
// texts first (see applyErrata), because the errata'd text is the card's information
// in force (2-1); requirements are then read from it. A changed card keeps its
// printed texts in Errata.
func ImportCardsJSON(data, errata []byte) ([]*Set, *ImportReport, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var recs []jsonCard
	if err := dec.Decode(&recs); err != nil {
		return nil, nil, fmt.Errorf("cards.json: %w", err)
	}
	rep := &ImportReport{}
	seen := map[string]bool{}
	for i := range recs {
		r := &recs[i]
		if r.CardID == "" {
			return nil, nil, fmt.Errorf("cards.json: record %d has no cardId", i+1)
		}
		if seen[r.CardID] {
			return nil, nil, fmt.Errorf("cards.json: card %s appears twice", r.CardID)
		}
		seen[r.CardID] = true
		for _, f := range r.repairCharRefs() {
			rep.Repaired = append(rep.Repaired, r.CardID+" "+f)
		}
	}
	rep.DumpFixed, rep.Warnings = applyDumpFixes(recs)
	var fixed map[string]*errataCard
	var errataWarnings []string
	if errata != nil {
		var err error
		if rep.Errata, fixed, errataWarnings, err = applyErrata(errata, recs); err != nil {
			return nil, nil, err
		}
	}
	bySet := map[string]*Set{}
	for i := range recs {
		r := &recs[i]
		c, err := convert(r, rep)
		if err == nil && fixed[r.CardID] != nil {
			c.Errata, err = printedText(c, fixed[r.CardID])
		}
		if c != nil && c.Errata != nil {
			rep.Errata.Cards = append(rep.Errata.Cards, c.Number)
		}
		if err != nil {
			return nil, nil, fmt.Errorf("cards.json: card %s: %w", r.CardID, err)
		}
		s := bySet[c.Set]
		if s == nil {
			s = &Set{Code: c.Set}
			bySet[c.Set] = s
		}
		s.Cards = append(s.Cards, c)
		rep.Cards++
	}
	sets := make([]*Set, 0, len(bySet))
	for _, s := range bySet {
		s.Sort()
		sets = append(sets, s)
	}
	sort.Slice(sets, func(i, j int) bool { return NaturalLess(sets[i].Code, sets[j].Code) })
	rep.Sets = len(sets)
	var all []*core.CardData
	for _, s := range sets {
		all = append(all, s.Cards...)
	}
	rep.Requirements = CountRequirements(all)
	rep.Warnings = append(rep.Warnings, errataWarnings...)
	if rep.Errata != nil {
		sort.Slice(rep.Errata.Cards, func(i, j int) bool { return NaturalLess(rep.Errata.Cards[i], rep.Errata.Cards[j]) })
	}
	return sets, rep, nil
}

// printedText converts a card's printed record like the errata'd one, so the two
// differ only by the errata, and keeps each text that differs.
func printedText(c *core.CardData, f *errataCard) (*core.Errata, error) {
	p, err := convert(&f.printed, &ImportReport{}) // its warnings are the errata'd card's
	if err != nil {
		return nil, err
	}
	e := &core.Errata{Date: f.date}
	keep := func(dst *string, printed, now string) {
		if printed != now {
			*dst = printed
		}
	}
	keep(&e.Printed.Name, p.Name, c.Name)
	keep(&e.Printed.Effect, p.Effect, c.Effect)
	keep(&e.Printed.Inherited, p.Inherited, c.Inherited)
	keep(&e.Printed.Security, p.Security, c.Security)
	if p.Link != nil && c.Link != nil {
		keep(&e.Printed.LinkEffect, p.Link.Effect, c.Link.Effect)
	}
	if p.Dual != nil && c.Dual != nil {
		keep(&e.Printed.DualEffect, p.Dual.Effect, c.Dual.Effect)
	}
	if e.Printed == (core.PrintedText{}) {
		return nil, nil // the change was in white space only
	}
	return e, nil
}

// convert makes one card from one record.
func convert(r *jsonCard, rep *ImportReport) (*core.CardData, error) {
	warn := func(format string, a ...any) {
		rep.Warnings = append(rep.Warnings, r.CardID+": "+fmt.Sprintf(format, a...))
	}
	c := &core.CardData{
		Number: r.CardID,
		Set:    r.Set,
		Name:   strings.TrimSpace(r.NameEn),
		NameJP: strings.TrimSpace(r.NameJp),
		Rarity: r.Rarity,
		Ace:    r.IsAce,
	}
	if c.Set == "" {
		c.Set = setOf(r.CardID)
		warn("no set; filed under %s", c.Set)
	}
	if len(r.Kinds) == 0 {
		return nil, fmt.Errorf("no kind")
	}
	// "DigiEgg" is read by ParseKind as Digi-Egg. Dual cards list ["Digimon",
	// "Option"]: the card is a Digimon with an Option side (Dual below).
	k, err := core.ParseKind(r.Kinds[0])
	if err != nil {
		return nil, err
	}
	c.Kind = k
	if len(r.Kinds) > 1 && !r.IsDualCard {
		warn("kinds %v on a card that is not marked dual; kept %s", r.Kinds, k)
	}
	if c.Colors, err = parseColors(r.Colors); err != nil {
		return nil, err
	}
	if r.Level != nil {
		c.Level = *r.Level
	}
	// playCost -1 means no cost (Digi-Eggs, 2-6); BT22-007 is an egg that prints one.
	if r.PlayCost != nil && *r.PlayCost >= 0 {
		c.Cost, c.HasCost = *r.PlayCost, true
	}
	// dp 0 means "no DP" on cards that print none. A Digimon always has DP (2-5), so
	// its 0 is kept as printed (BT18-086); an egg that prints DP keeps it (EX2-007).
	if r.DP != nil {
		switch {
		case c.Kind == core.Digimon:
			c.DP, c.HasDP = *r.DP, true
			if *r.DP == 0 {
				warn("Digimon prints 0 DP; kept as 0 DP")
			}
		case *r.DP != 0:
			c.DP, c.HasDP = *r.DP, true
		}
	} else if c.Kind == core.Digimon {
		warn("Digimon without DP")
	}
	for _, e := range r.EvoCosts {
		req := core.DigivolveReq{Level: e.Level, Cost: e.MemoryCost}
		if e.Color == "All" { // EX12-076: from a Digimon of any color
			req.Colors = allColors()
		} else if req.Colors, err = parseColors([]string{e.Color}); err != nil {
			return nil, fmt.Errorf("evoCosts: %w", err)
		}
		c.Digivolve = append(c.Digivolve, req)
	}
	// Attributes ["-"] means none.
	c.Forms, c.Attributes, c.Types = traits(r.Forms), traits(r.Attributes), traits(r.Types)

	c.Effect = importEffect(r.CardID, r.EffectText, c, rep, warn)
	c.Inherited = importText(r.InheritedEffectText, "inherited", warn)
	c.Security = importText(r.SecurityEffectText, "security", warn)

	if r.IsAce || r.OverflowMemory != 0 {
		c.Overflow = r.OverflowMemory
		if r.IsAce != (r.OverflowMemory != 0) {
			warn("isAce=%v but overflowMemory=%d", r.IsAce, r.OverflowMemory)
		}
	}
	if r.LinkDP != nil || r.LinkEffect != "" || r.LinkRequirement != "" {
		l := &core.LinkData{
			Requirement: importText(r.LinkRequirement, "link requirement", warn),
			Effect:      importText(r.LinkEffect, "link effect", warn),
		}
		if r.LinkDP != nil {
			l.DP = *r.LinkDP
		} else {
			warn("link without link DP")
		}
		if l.Requirement == "" {
			warn("link without link requirement")
		}
		var ok bool
		if l.Req, ok = readLinkReq(l.Requirement); !ok {
			rep.Unparsed = append(rep.Unparsed, r.CardID+": "+l.Requirement)
		}
		c.Link = l
	}
	// dualEffect only means something on dual cards, where it is the Option side's
	// name; elsewhere it repeats the card name and is dropped.
	if r.IsDualCard {
		d := &core.DualData{Name: strings.TrimSpace(r.DualEffect), Effect: importText(r.OptionEffect, "option effect", warn)}
		if d.Colors, err = parseColors(r.OptionColorRequirements); err != nil {
			return nil, fmt.Errorf("optionColorRequirements: %w", err)
		}
		c.Dual = d
	} else {
		if r.DualEffect != "" && r.DualEffect != r.NameEn {
			warn("dualEffect %q on a card that is not dual; dropped", r.DualEffect)
		}
		if r.OptionEffect != "" || len(r.OptionColorRequirements) > 0 {
			warn("option side on a card that is not dual; dropped")
		}
	}
	// 1-4-1-2-2: 4 copies unless the card says otherwise (2-3-5).
	if r.MaxCountInDeck != nil && *r.MaxCountInDeck != 4 {
		c.MaxCopies = *r.MaxCountInDeck
	}
	if len(c.DNA) == 0 {
		for _, hint := range dnaHints {
			if strings.Contains(c.Effect, hint) {
				warn("prints %q but no DNA requirement (8-2): missing from the dump", hint)
				break
			}
		}
	}
	return c, nil
}

// dnaHints are texts only a card with a DNA requirement prints: the old reminder of
// the requirement, and <Blast DNA Digivolve>, which cannot ignore it (16-30-5).
var dnaHints = [...]string{"Digivolve unsuspended with the 2 specified Digimon", "Blast DNA Digivolve"}

// importEffect normalises the upper text and reads its printed requirements into
// data: digivolution (2-3-6-3) into c.Digivolve, and DNA, DigiXros, Assembly, Burst
// Digivolve and App Fusion (2-3-7 … 2-3-11; see reqtext.go). The printed lines stay
// in the text, one requirement per line.
func importEffect(number, text string, c *core.CardData, rep *ImportReport, warn func(string, ...any)) string {
	lines, unbalanced := normaliseText(text)
	if unbalanced > 0 {
		warn("effect: unclosed parenthesis or quote")
	}
	var out []string
	for len(lines) > 0 {
		l := lines[0]
		lines = lines[1:]
		if kind, ok := reqLineKind(l); ok {
			r := readReqLine(kind, l)
			addReq(c, r, warn)
			if !r.ok {
				rep.Unparsed = append(rep.Unparsed, number+": "+r.text)
			}
			out = append(out, r.line)
			if r.rest != "" {
				lines = append([]string{r.rest}, lines...)
			}
			continue
		}
		if !isDigivolveLine(l) {
			out = append(out, l)
			continue
		}
		d := parseDigivolveLine(l)
		c.Digivolve = append(c.Digivolve, d.reqs...)
		if d.ok {
			rep.FormsParsed++
		} else {
			rep.FormsUnparsed++
			rep.Unparsed = append(rep.Unparsed, number+": "+d.reqs[0].Text)
		}
		out = append(out, d.head)
		if d.rest != "" {
			// Another effect run on after the requirement: its own line, read again
			// (it may be a second [Digivolve], as on EX8-016).
			lines = append([]string{d.rest}, lines...)
		}
	}
	return strings.Join(out, "\n")
}

// addReq puts a requirement read from the text on the card.
func addReq(c *core.CardData, r reqText, warn func(string, ...any)) {
	switch r.kind {
	case ReqDNA:
		c.DNA = append(c.DNA, r.dna)
	case ReqDigiXros:
		if c.DigiXros != nil {
			warn("a second DigiXros requirement %q; only the first is kept", r.text)
			return
		}
		x := r.xros
		c.DigiXros = &x
	case ReqAssembly:
		if c.Assembly != nil {
			warn("a second Assembly requirement %q; only the first is kept", r.text)
			return
		}
		a := r.assembly
		c.Assembly = &a
	case ReqBurst:
		c.Burst = append(c.Burst, r.burst)
	case ReqAppFusion:
		c.AppFusion = append(c.AppFusion, r.app)
	}
}

func importText(text, field string, warn func(string, ...any)) string {
	lines, unbalanced := normaliseText(text)
	if unbalanced > 0 {
		warn("%s: unclosed parenthesis or quote", field)
	}
	return strings.Join(lines, "\n")
}

func parseColors(names []string) (core.Colors, error) {
	var cs core.Colors
	for _, n := range names {
		c, err := core.ParseColor(n)
		if err != nil {
			return 0, err
		}
		cs |= core.ColorsOf(c)
	}
	return cs, nil
}

func allColors() core.Colors {
	return core.ColorsOf(core.Red, core.Blue, core.Yellow, core.Green, core.Black, core.Purple, core.White)
}

// traits drops the placeholder "-" (no trait) and empty entries.
func traits(in []string) []string {
	var out []string
	for _, t := range in {
		if t = strings.TrimSpace(strings.ReplaceAll(t, "\u00a0", " ")); t != "" && t != "-" {
			out = append(out, t)
		}
	}
	return out
}
