package core

import "strings"

// What a card's printed text says about the card itself: "[X] in its text" (4-20), and
// the names and traits its [Rule] gives it (2-3-5). A [Rule] is no effect: it holds
// always and everywhere — in the hand, the trash, the deck and on the field — so the
// names and traits it gives are part of the card's printed information wherever the
// rules or effects read a name or trait (2-3-5-1). Older printings say the same as an
// effect line, "The name of this card/Digimon is also treated as [X]"; the rulings
// (Q1988, Q2042, Q2054, Q2087) rewrote those as "(Rule) Name: Also treated as [X]",
// so both are read alike.

// TextHas reports whether the card has s "in its text" (4-20-1, ruling Q4281): in its
// name (a part of it: [Knightmon] is in DarkKnightmon's text), its traits, its upper
// and inherited effects, its [Security] text, its [Rule], its digivolution, DNA,
// DigiXros, Burst, App Fusion, link and Assembly requirements, and its link effect.
// Reminder text in parentheses does not count (4-20-5). "<Save>" and "＜Save＞" are the
// same icon; "<Save>" never matches "<Material Save>" (4-20-4).
func (d *CardData) TextHas(s string) bool {
	s = asciiBrackets(s)
	if s == "" {
		return false
	}
	if strings.Contains(d.Name, s) {
		return true
	}
	for _, t := range d.Traits() {
		if strings.Contains(t, s) {
			return true
		}
	}
	texts := []string{d.Effect, d.Inherited, d.Security}
	for _, r := range d.Digivolve {
		texts = append(texts, r.Text)
	}
	if d.Link != nil {
		texts = append(texts, d.Link.Requirement, d.Link.Effect)
	}
	if d.Dual != nil {
		if strings.Contains(d.Dual.Name, s) {
			return true
		}
		texts = append(texts, d.Dual.Effect)
	}
	for _, t := range texts {
		if t != "" && strings.Contains(withoutReminders(asciiBrackets(t)), s) {
			return true
		}
	}
	return false
}

// asciiBrackets writes the full-width angle brackets of keyword icons as ASCII ones.
func asciiBrackets(s string) string {
	if !strings.ContainsAny(s, "＜＞") {
		return s
	}
	return strings.NewReplacer("＜", "<", "＞", ">").Replace(s)
}

// withoutReminders drops reminder text: what is in parentheses (4-20-5), except the
// "(Rule)" icon of older printings.
func withoutReminders(s string) string {
	if !strings.Contains(s, "(") {
		return s
	}
	var b strings.Builder
	depth := 0
	for i := 0; i < len(s); i++ {
		switch {
		case depth == 0 && strings.HasPrefix(s[i:], "(Rule)"):
			b.WriteString("(Rule)")
			i += len("(Rule)") - 1
		case s[i] == '(':
			depth++
		case s[i] == ')' && depth > 0:
			depth--
		case depth == 0:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// RuleNames are the names the card's [Rule] gives it besides its printed name: exact
// names ("Also treated as [Shoutmon]/[Ballistamon]": it is a [Shoutmon]) and names it
// only has a part of ("Also treated as having [Leomon]": [Leomon] is in its name, but
// it is not a [Leomon], Q2087, Q2476). The slices are shared: do not modify them.
func (d *CardData) RuleNames() (exact, partial []string) {
	r := d.ruleTextOf()
	return r.exact, r.partial
}

// readRuleNames reads RuleNames from the card's text.
func (d *CardData) readRuleNames() (exact, partial []string) {
	for _, line := range ruleLines(d.Effect) {
		l := strings.ToLower(line)
		switch {
		case strings.Contains(l, "trait"), strings.Contains(l, "digixros"), strings.Contains(l, "assembly"), strings.Contains(l, "revealed"):
			continue // a trait, or a name for one procedure only ("for DigiXros")
		case strings.Contains(l, "having") || strings.Contains(l, "in its name") || strings.Contains(l, "has ["):
			partial = append(partial, bracketedNames(line)...)
		case strings.Contains(l, "name") || strings.Contains(l, "treated as ["):
			exact = append(exact, bracketedNames(line)...)
		}
	}
	return exact, partial
}

// RuleTraits are the traits the card's [Rule] gives it besides its printed ones
// ("[Rule] Trait: Has the [Aquatic] type", "This card/Digimon is also treated as
// having the [Cyborg] trait"). The slice is shared: do not modify it.
func (d *CardData) RuleTraits() []string { return d.ruleTextOf().traits }

// readRuleTraits reads RuleTraits from the card's text.
func (d *CardData) readRuleTraits() []string {
	var out []string
	for _, line := range ruleLines(d.Effect) {
		l := strings.ToLower(line)
		if strings.Contains(l, "trait") || strings.Contains(l, " type") || strings.Contains(l, " attribute") || strings.Contains(l, " form") {
			out = append(out, bracketedNames(line)...)
		}
	}
	return out
}

// ruleLines are the lines of a text that state a [Rule] about the card itself.
func ruleLines(text string) []string {
	if !strings.Contains(text, "Rule") && !strings.Contains(text, "treated as") && !strings.Contains(text, "Treat this card") {
		return nil
	}
	var out []string
	for line := range strings.SplitSeq(text, "\n") {
		t := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(t, "[Rule]"), strings.HasPrefix(t, "(Rule)"),
			strings.HasPrefix(t, "The name of this card/"), strings.HasPrefix(t, "This card/Digimon is also treated as"),
			strings.HasPrefix(t, "This card is also treated as having"), strings.HasPrefix(t, "Treat this card/Digimon as"):
			out = append(out, ruleParts(t)...)
		}
	}
	return out
}

// ruleParts splits a [Rule] line that gives a name and a trait at once ("(Rule) Also
// treated as Name: [Sistermon Noir] and Trait: [Virus]", Q1470) into its name part
// and its trait part, each read as a line of its own.
func ruleParts(line string) []string {
	n, t := strings.Index(line, "Name:"), strings.Index(line, "Trait:")
	if n < 0 || t < 0 {
		return []string{line}
	}
	i := max(n, t)
	return []string{strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(line[:i]), "and")), line[i:]}
}

// bracketedNames lists the [X] of a line, after its first colon for a [Rule] line
// ("[Rule] Name: Also treated as [X]/[Y]").
func bracketedNames(line string) []string {
	if strings.HasPrefix(line, "[Rule]") {
		line = line[len("[Rule]"):]
	}
	var out []string
	for {
		i := strings.IndexByte(line, '[')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(line[i:], ']')
		if j < 0 {
			return out
		}
		out = append(out, line[i+1:i+j])
		line = line[i+j+1:]
	}
}

// HasName reports whether the card has name n (2-3-1-2): its printed name or one its
// [Rule] gives it.
func (d *CardData) HasName(n string) bool {
	if sameName(d.Name, n) {
		return true
	}
	exact, _ := d.RuleNames()
	return anySameName(exact, n)
}

// NameList is the card's names: the printed one, then those its [Rule] gives it.
// The slice is shared: do not modify it (an append copies).
func (d *CardData) NameList() []string { return d.ruleTextOf().names }

// NameHas reports whether s is in the card's name (2-3-1-3), its [Rule] names
// included ("treated as having [Leomon]" has [Leomon] in its name).
func (d *CardData) NameHas(s string) bool {
	if namePartIn(d.Name, s) {
		return true
	}
	exact, partial := d.RuleNames()
	for _, names := range [2][]string{exact, partial} {
		for _, n := range names {
			if namePartIn(n, s) {
				return true
			}
		}
	}
	return false
}

// AllTraits is the card's traits: the printed ones (2-3-2-1), then those its [Rule]
// gives it. The slice is shared: do not modify it (an append copies).
func (d *CardData) AllTraits() []string { return d.ruleTextOf().allTraits }

// HasTraitOrRule reports whether the card has trait t, printed or given by its [Rule].
func (d *CardData) HasTraitOrRule(t string) bool {
	return traitIn(d.AllTraits(), t)
}

// anyName: the card has one of the names, printed or by its [Rule].
func anyName(list []string, d *CardData) bool {
	for _, n := range list {
		if d.HasName(n) {
			return true
		}
	}
	return false
}

// anyRuleTrait: the card's [Rule] gives it one of the traits.
func anyRuleTrait(list []string, d *CardData) bool {
	for _, t := range d.RuleTraits() {
		if traitIn(list, t) {
			return true
		}
	}
	return false
}
