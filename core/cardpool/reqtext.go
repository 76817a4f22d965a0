package cardpool

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/dcg-engine/dcg/core"
)

// The requirements of the special ways to play and digivolve are printed in the upper
// text, one per line, in the wordings of their years:
//
//	[DNA Digivolve] Red/Yellow Lv.5 + Black/Purple Lv.5 : Cost 0        8-2
//	[DNA Digivolution] Red Lv.4 + yellow Lv.4: Cost 0 <reminder>
//	DNA Digivolution: 0 from blue Lv.4 + green Lv.4 <reminder>
//	＜DNA Digivolution: 0 from [Apollomon] + [Dianamon]＞
//	[DigiXros -2] [Shoutmon] x [Ballistamon] x ...                      7-2
//	DigiXros -2: [Shoutmon] + [Ballistamon] <reminder>   (also × between)
//	[Assembly -6] 4 [Larva]/[Insectoid]/[Titan] trait Digimon cards w/different levels  7-3
//	[Burst Digivolve] [Rosemon]: Cost 0 by returning 1 [Yoshino Fujieda] to the hand.  8-3
//	Burst Digivolve: 0 from [ShineGreymon] by returning 1 [Marcus Damon] to hand <reminder>
//	[App Fusion] [Gatchmon] & [Navimon] & [Tweetmon]: Cost 0            8-4
//
// and the link box holds "[Link] [Appmon] trait: Cost 1" (2-3-12-2). The components
// are card descriptions, read by reqParser.cardReq:
//
//	desc  = [colors] ["Lv." N [" or lower" | " or higher"]] ["different-level"]
//	        [items qual] ["Digimon" | "Tamer"] ["card" | "cards"] [with]
//	with  = ("w/" | "with ") conds {" or w/" conds}       any one alternative (Or)
//	conds = cond {(" & " | " + " | " and ") cond}           every one
//	cond  = "different " ("names" | "levels" | "card numbers") | items qual
//	qual  = "" (names) | " trait" | " in [its ]name" | " in [its ]text" |
//	        " in traits" | " in any trait" | " in one of its traits" (a trait contains it)
//
// DigiXros and Assembly components may start with a count ("4 [Vemmon]", "∞ Digimon
// cards ..."), and an Assembly may end in ", all w/..." for every component
// ("Lv.5 x Lv.4 x Lv.3, all w/[Agumon] in name"). A printed requirement that does not
// fit is kept with Unparsed and its text; the engine does not offer it.
//
// The reminder an older wording prints after the requirement ("Digivolve unsuspended
// with the 2 specified Digimon ...") is a note of the requirement (2-3-7-2, 2-3-8-2,
// 2-3-9-2): it stays on the requirement's line, and whatever follows it starts a line
// of its own.

// ReqKind names a kind of printed requirement read into data.
type ReqKind uint8

// The kinds of requirement, in the order reports list them.
const (
	ReqDNA ReqKind = iota
	ReqDigiXros
	ReqAssembly
	ReqBurst
	ReqAppFusion
	ReqLink
	numReqKinds
)

var reqKindNames = [numReqKinds]string{"DNA", "DigiXros", "Assembly", "Burst Digivolve", "App Fusion", "Link"}
var reqKindRules = [numReqKinds]string{"8-2", "7-2", "7-3", "8-3", "8-4", "10"}

func (k ReqKind) String() string { return reqKindNames[k] }

// Rule is the rule the kind of requirement is explained by.
func (k ReqKind) Rule() string { return reqKindRules[k] }

// ReqKinds lists every kind in report order.
func ReqKinds() []ReqKind {
	out := make([]ReqKind, numReqKinds)
	for i := range out {
		out[i] = ReqKind(i)
	}
	return out
}

// reqLineRE recognises the start of a requirement line of each kind (not the link,
// which has its own field). It is deliberately loose: a wording the parser does not
// know is then kept as Unparsed instead of passing for effect text.
var reqLineRE = [...]struct {
	kind ReqKind
	re   *regexp.Regexp
}{
	{ReqDNA, regexp.MustCompile(`^(?:[\[＜<]\s*)?DNA Digivol(?:ve|ution)\s*[\]:]`)},
	{ReqDigiXros, regexp.MustCompile(`^(?:[\[＜<]\s*)?DigiXros\s*-\s*\d`)},
	{ReqAssembly, regexp.MustCompile(`^(?:[\[＜<]\s*)?Assembly\s*-\s*\d`)},
	{ReqBurst, regexp.MustCompile(`^(?:[\[＜<]\s*)?Burst Digivol(?:ve|ution)\s*[\]:]`)},
	{ReqAppFusion, regexp.MustCompile(`^(?:[\[＜<]\s*)?App Fusion\s*[\]:]`)},
}

// reqLineKind reports which requirement a line of upper text starts with.
func reqLineKind(l string) (ReqKind, bool) {
	for _, r := range reqLineRE {
		if r.re.MatchString(l) {
			return r.kind, true
		}
	}
	return 0, false
}

// reminders are the notes older wordings print right after a requirement.
var reminders = [...]string{
	"Digivolve unsuspended with the 2 specified Digimon stacked on top of each other.",
	"When you would play this card, you may place specified cards from your hand/battle area under it. Each placed card reduces the play cost.",
	"On play, place from hand/battle area under this card. Reduce play cost per card.",
	"At the end of the burst digivolution turn, trash this Digimon’s top card.",
	"At the end of the burst digivolution turn, trash this Digimon’s top card",
	"At the end of the burst digivolution turn, trash this Digimon's top card.",
	"At the end of the burst digivolution turn, trash this Digimon's top card",
}

// reqText is one requirement line read from the upper text.
type reqText struct {
	kind ReqKind
	text string // the requirement as printed (the Text of the requirement)
	line string // the line kept in the upper text: the requirement and its reminder
	rest string // text after them on the same printed line: another effect
	ok   bool   // false: the requirement is kept Unparsed

	dna      core.DNAReq
	xros     core.XrosReq
	assembly core.AssemblyReq
	burst    core.BurstReq
	app      core.AppFusionReq
}

// readReqLine reads one requirement line of the given kind.
func readReqLine(kind ReqKind, l string) reqText {
	p := &reqParser{s: l}
	r := reqText{kind: kind}
	switch kind {
	case ReqDNA:
		r.dna, r.ok = p.dna()
	case ReqDigiXros:
		r.xros.Reduce, r.xros.Cards, r.ok = p.materials("DigiXros", false)
	case ReqAssembly:
		r.assembly.Reduce, r.assembly.Cards, r.ok = p.materials("Assembly", true)
	case ReqBurst:
		r.burst, r.ok = p.burst()
	case ReqAppFusion:
		r.app, r.ok = p.appFusion()
	}
	head, rest := strings.TrimSpace(l[:p.i]), l[p.i:]
	reminder := ""
	if r.ok {
		reminder, rest = cutReminder(rest)
		r.ok = cleanRest(rest)
	}
	if !r.ok {
		// The whole line stays as printed; the requirement's text ends where its
		// reminder starts, if one is printed.
		head, reminder, rest = l, "", ""
		for _, rm := range reminders {
			if i := strings.Index(l, rm); i > 0 {
				head = strings.TrimSpace(l[:i])
				break
			}
		}
		r.line = l
	} else {
		r.line = head
		if reminder != "" {
			r.line += " " + reminder
		}
	}
	r.text, r.rest = head, strings.TrimSpace(rest)
	r.dna.Text, r.xros.Text, r.assembly.Text, r.burst.Text, r.app.Text = head, head, head, head, head
	if !r.ok {
		r.dna = core.DNAReq{Text: head, Unparsed: true, Cost: r.dna.Cost}
		r.xros = core.XrosReq{Text: head, Unparsed: true, Reduce: r.xros.Reduce}
		r.assembly = core.AssemblyReq{Text: head, Unparsed: true, Reduce: r.assembly.Reduce}
		r.burst = core.BurstReq{Text: head, Unparsed: true, Cost: r.burst.Cost}
		r.app = core.AppFusionReq{Text: head, Unparsed: true, Cost: r.app.Cost}
	}
	return r
}

// cutReminder takes a requirement's reminder off the start of rest.
func cutReminder(rest string) (reminder, after string) {
	t := strings.TrimLeft(rest, " \u3000")
	for _, rm := range reminders {
		if strings.HasPrefix(t, rm) {
			return rm, t[len(rm):]
		}
	}
	return "", rest
}

// dna reads "[DNA Digivolve] A + B : Cost N", "[DNA Digivolution] A + B: Cost N" and
// "[＜]DNA Digivolution: N from A + B[＞]".
func (p *reqParser) dna() (core.DNAReq, bool) {
	var r core.DNAReq
	if p.eat("[DNA Digivolve]") || p.eat("[DNA Digivolution]") {
		p.space()
		from, ok := p.cardList(" + ")
		if !ok {
			return r, false
		}
		r.From = from
		r.Cost, ok = p.costSuffix()
		return r, ok && len(from) >= 2
	}
	closer := ""
	switch {
	case p.eat("＜"):
		closer = "＞"
	case p.eat("<"):
		closer = ">"
	}
	if !p.eat("DNA Digivolution:") && !p.eat("DNA Digivolve:") {
		return r, false
	}
	p.space()
	cost, ok := p.number()
	if !ok || !p.eat(" from ") {
		return r, false
	}
	r.Cost = cost
	if r.From, ok = p.cardList(" + "); !ok || len(r.From) < 2 {
		return r, false
	}
	return r, closer == "" || p.eat(closer)
}

// cardList reads card descriptions separated by sep.
func (p *reqParser) cardList(sep string) ([]core.CardReq, bool) {
	var out []core.CardReq
	for {
		var c core.CardReq
		var diff core.Different
		if !p.cardReq(&c, &diff) || diff != "" {
			return nil, false
		}
		out = append(out, c)
		if !p.eat(sep) {
			return out, true
		}
	}
}

// costSuffix reads ": Cost N" (with any spaces before the colon).
func (p *reqParser) costSuffix() (int, bool) {
	p.space()
	if !p.eat(":") {
		return 0, false
	}
	p.space()
	if !p.eat("Cost") {
		return 0, false
	}
	p.space()
	return p.number()
}

// materials reads a DigiXros or Assembly requirement: "[<word> -N] parts" with parts
// joined by " x " or " × ", or the older "<word> -N: parts" joined by " + " or " × ".
// all allows a closing ", all w/..." that holds for every part (Assembly).
func (p *reqParser) materials(word string, all bool) (reduce int, parts []core.MaterialReq, ok bool) {
	bracket := p.eat("[")
	if !p.eat(word) {
		return 0, nil, false
	}
	p.space()
	if !p.eat("-") {
		return 0, nil, false
	}
	p.space()
	if reduce, ok = p.number(); !ok {
		return 0, nil, false
	}
	seps := []string{" + ", " × "}
	if bracket {
		if !p.eat("]") {
			return reduce, nil, false
		}
		seps = []string{" x ", " × "}
	} else if !p.eat(":") {
		return reduce, nil, false
	}
	p.space()
	for {
		m, ok := p.material()
		if !ok {
			return reduce, nil, false
		}
		parts = append(parts, m)
		more := false
		for _, sep := range seps {
			if p.eat(sep) {
				more = true
				break
			}
		}
		if !more {
			break
		}
	}
	if all && p.eat(", all ") {
		var shared core.CardReq
		var diff core.Different
		if !p.with(&shared, &diff) || diff != "" {
			return reduce, nil, false
		}
		for i := range parts {
			if !mergeReq(&parts[i].CardReq, shared) {
				return reduce, nil, false
			}
		}
	}
	return reduce, parts, true
}

// material reads one component: an optional count ("4 ", "∞ ") and a description.
func (p *reqParser) material() (core.MaterialReq, bool) {
	m := core.MaterialReq{Count: 1}
	save := p.i
	if p.eat("∞ ") {
		m.Count, m.Unlimited = 0, true
	} else if n, ok := p.number(); ok && n > 0 && p.eat(" ") {
		m.Count = n
	} else {
		p.i = save
	}
	ok := p.cardReq(&m.CardReq, &m.Different)
	return m, ok
}

// burst reads "[Burst Digivolve] X: Cost N by returning 1 T to the hand." and
// "Burst Digivolve: N from X by returning 1 T to hand".
func (p *reqParser) burst() (core.BurstReq, bool) {
	var r core.BurstReq
	var ok bool
	var diff core.Different
	if p.eat("[Burst Digivolve]") {
		p.space()
		if !p.cardReq(&r.From, &diff) {
			return r, false
		}
		if r.Cost, ok = p.costSuffix(); !ok {
			return r, false
		}
	} else {
		if !p.eat("Burst Digivolve:") {
			return r, false
		}
		p.space()
		if r.Cost, ok = p.number(); !ok || !p.eat(" from ") || !p.cardReq(&r.From, &diff) {
			return r, false
		}
	}
	if !p.eat(" by returning 1 ") || !p.cardReq(&r.Tamer, &diff) || diff != "" {
		return r, false
	}
	if !p.eat(" to the hand") && !p.eat(" to hand") && !p.eat(" to your hand") {
		return r, false
	}
	p.eat(".")
	return r, true
}

// appFusion reads "[App Fusion] [A] & [B] & [C]: Cost N".
func (p *reqParser) appFusion() (core.AppFusionReq, bool) {
	var r core.AppFusionReq
	if !p.eat("[App Fusion]") {
		return r, false
	}
	p.space()
	for {
		name, ok := p.item(false)
		if !ok {
			return r, false
		}
		r.Names = append(r.Names, name)
		if !p.eat(" & ") && !p.eat(" ＆ ") {
			break
		}
	}
	var ok bool
	r.Cost, ok = p.costSuffix()
	return r, ok && len(r.Names) >= 2
}

// readLinkReq reads a link box's requirement, "[Link] [Appmon] trait: Cost 1"
// (2-3-12-2). It returns nil for no requirement.
func readLinkReq(text string) (req *core.LinkReq, ok bool) {
	if text == "" {
		return nil, true
	}
	p := &reqParser{s: text}
	r := &core.LinkReq{Text: text}
	var diff core.Different
	if p.eat("[Link]") {
		p.space()
		if p.cardReq(&r.To, &diff) && diff == "" {
			if cost, good := p.costSuffix(); good && strings.TrimSpace(p.s[p.i:]) == "" {
				r.Cost = cost
				return r, true
			}
		}
	}
	if m := costRE.FindStringSubmatch(text); m != nil {
		r.Cost, _ = strconv.Atoi(m[1])
	}
	return &core.LinkReq{Text: text, Cost: r.Cost, Unparsed: true}, false
}

// cardReq reads a card description (see the grammar at the top of this file) into r;
// a "different" note goes to diff. It reports false when nothing could be read or
// the description says something CardReq cannot.
func (p *reqParser) cardReq(r *core.CardReq, diff *core.Different) bool {
	start := p.i
	if cs := p.colors(); cs != 0 { // takes the space after the colors with it
		r.Colors = cs
	}
	read := p.i > start
	end := p.i
	// piece tries one optional part of the description after the parts read so far,
	// separated from them by a space.
	piece := func(f func() bool) {
		p.i = end
		if read && p.s[p.i-1] != ' ' && !p.eat(" ") {
			return
		}
		if f() {
			read, end = true, p.i
		}
		p.i = end
	}
	bad := false
	piece(func() bool {
		if !p.eat("Lv.") {
			return false
		}
		lv, ok := p.number()
		switch {
		case !ok:
			bad = true
		case p.eat(" or lower"):
			r.LevelMax = lv
		case p.eat(" or higher"):
			r.LevelMin = lv
		default:
			r.Level = lv
		}
		return ok
	})
	piece(func() bool {
		switch {
		case p.eat("different-level"):
			*diff = core.DifferentLevels
		case p.eat("different-name"):
			*diff = core.DifferentNames
		default:
			return false
		}
		return true
	})
	piece(func() bool {
		if !p.peek("[") {
			return false
		}
		items, ok := p.items(false)
		if !ok || !setGroup(r, p.descQual(), items) {
			bad = true
			return false
		}
		return true
	})
	piece(func() bool {
		for _, k := range [...]core.Kind{core.Digimon, core.Tamer, core.Option} {
			if p.peek(k.String()+" card") && p.eat(k.String()) {
				r.Kinds = []core.Kind{k}
				return true
			}
		}
		return false
	})
	piece(func() bool { return p.eat("cards") || p.eat("card") })
	piece(func() bool {
		if !p.peek("w/") && !p.peek("with ") {
			return false
		}
		if !p.with(r, diff) {
			bad = true
			return false
		}
		return true
	})
	p.i = end
	return read && !bad
}

// with reads "w/conds {or w/conds}" into r: one alternative is merged into r (or is
// r.Or's one entry when it sets a group r has), more become r.Or.
func (p *reqParser) with(r *core.CardReq, diff *core.Different) bool {
	var alts []core.CardReq
	var diffs []core.Different
	for {
		if !p.eat("w/") && !p.eat("with ") {
			return false
		}
		p.space()
		var a core.CardReq
		var d core.Different
		if !p.withConds(&a, &d) {
			return false
		}
		alts, diffs = append(alts, a), append(diffs, d)
		save := p.i
		if !p.eat(" or ") || (!p.peek("w/") && !p.peek("with ")) {
			p.i = save
			break
		}
	}
	if len(alts) == 1 {
		if diffs[0] != "" {
			if *diff != "" && *diff != diffs[0] {
				return false
			}
			*diff = diffs[0]
		}
		if mergeReq(r, alts[0]) {
			return true
		}
		// A group given twice ("[A] trait cards w/[B] trait"): both must hold, which
		// an Or of one entry says.
	}
	for _, d := range diffs {
		if d != "" {
			return false // "different" in one alternative only: not data
		}
	}
	if r.Or != nil {
		return false
	}
	r.Or = alts
	return true
}

// withConds reads conditions joined by " & ", " + " or " and ", all of which must hold.
func (p *reqParser) withConds(a *core.CardReq, d *core.Different) bool {
	for first := true; ; first = false {
		save := p.i
		if !first && !p.eat(" & ") && !p.eat(" + ") && !p.eat(" and ") {
			return true
		}
		if !p.cond(a, d) {
			if first {
				return false
			}
			p.i = save // not a condition: the join belongs to what follows
			return true
		}
	}
}

// cond reads one condition of a "w/" clause.
func (p *reqParser) cond(a *core.CardReq, d *core.Different) bool {
	for _, dw := range [...]struct {
		text string
		d    core.Different
	}{{"different card numbers", core.DifferentNumbers}, {"different names", core.DifferentNames}, {"different levels", core.DifferentLevels}} {
		if p.eat(dw.text) {
			if *d != "" {
				return false
			}
			*d = dw.d
			return true
		}
	}
	save := p.i
	items, ok := p.items(true)
	if !ok {
		return false
	}
	q := p.descQual()
	if q == "" || (q != "text" && hasKeyword(items)) || !setGroup(a, q, items) {
		p.i = save
		return false
	}
	return true
}

// descQual reads what a list of items refers to: "" when nothing follows (names),
// "name", "text", "trait", "trait_has" (a trait that contains it, 2-3-2-4), or
// "other" for a wording CardReq cannot say.
func (p *reqParser) descQual() string {
	switch {
	case p.eat(" in its name") || p.eat(" in name"):
		return "name"
	case p.eat(" in its text") || p.eat(" in text") || p.eat(" text"):
		return "text"
	case p.eat(" in one of its traits") || p.eat(" in any trait") || p.eat(" in its traits") || p.eat(" in traits"):
		return "trait_has"
	case p.peek(" in "):
		return "other"
	case p.eat(" traits") || p.eat(" trait"):
		return "trait"
	}
	return ""
}

// setGroup puts items into the group q names; a group given twice cannot be said.
func setGroup(r *core.CardReq, q string, items []string) bool {
	var g *[]string
	switch q {
	case "":
		if hasKeyword(items) {
			return false
		}
		g = &r.Names
	case "name":
		g = &r.NameHas
	case "text":
		g = &r.TextHas
	case "trait":
		g = &r.Traits
	case "trait_has":
		g = &r.TraitHas
	default:
		return false
	}
	if *g != nil {
		return false
	}
	*g = items
	return true
}

// mergeReq adds the conditions of src to dst; false when both set the same group
// (every one of them must hold, which a group cannot say).
func mergeReq(dst *core.CardReq, src core.CardReq) bool {
	if (dst.Kinds != nil && src.Kinds != nil) || (dst.Colors != 0 && src.Colors != 0) ||
		(dst.Level != 0 && src.Level != 0) || (dst.LevelMin != 0 && src.LevelMin != 0) ||
		(dst.LevelMax != 0 && src.LevelMax != 0) || (dst.Or != nil && src.Or != nil) {
		return false
	}
	for _, g := range [...][2]*[]string{{&dst.Names, &src.Names}, {&dst.NameHas, &src.NameHas},
		{&dst.Traits, &src.Traits}, {&dst.TraitHas, &src.TraitHas}, {&dst.TextHas, &src.TextHas}} {
		if *g[0] != nil && *g[1] != nil {
			return false
		}
	}
	// Copies, so that the parts sharing an ", all w/..." share no slices.
	if src.Kinds != nil {
		dst.Kinds = append([]core.Kind(nil), src.Kinds...)
	}
	dst.Colors |= src.Colors
	dst.Level += src.Level
	dst.LevelMin += src.LevelMin
	dst.LevelMax += src.LevelMax
	if src.Or != nil {
		dst.Or = make([]core.CardReq, len(src.Or))
		for i, o := range src.Or {
			mergeReq(&dst.Or[i], o)
		}
	}
	for _, g := range [...][2]*[]string{{&dst.Names, &src.Names}, {&dst.NameHas, &src.NameHas},
		{&dst.Traits, &src.Traits}, {&dst.TraitHas, &src.TraitHas}, {&dst.TextHas, &src.TextHas}} {
		if *g[1] != nil {
			*g[0] = append([]string(nil), *g[1]...)
		}
	}
	return true
}
