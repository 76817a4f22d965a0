package cardpool

import (
	"fmt"
	"path"
	"sort"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/input"
)

// Status says how far the engine can play a card.
type Status string

const (
	// Vanilla cards print no effect text at all; they need no script.
	Vanilla Status = "vanilla"
	// Scripted cards have a Lua file cards/<SET>/<NUMBER>.lua.
	Scripted Status = "scripted"
	// Unscripted cards have effect text but no script yet: the engine plays their
	// printed values and none of their effects.
	Unscripted Status = "unscripted"
)

// Status reports a card's status. A script counts even on a card without text (a
// script may carry a rule the data cannot say).
func (p *Pool) Status(number string) (Status, error) {
	c, s, err := p.find(number)
	if err != nil {
		return "", err
	}
	return status(c, s, p.keywords), nil
}

// SetKeywords tells the pool which keyword effects have scripts, so that a card whose
// whole text is such keywords counts as scripted: it needs no script of its own (16-1).
func (p *Pool) SetKeywords(has func(core.Keyword) bool) { p.keywords = has }

func status(c *core.CardData, s *setState, keywords func(core.Keyword) bool) Status {
	switch {
	case s.scripts[c.Number]:
		return Scripted
	case !c.HasText():
		return Vanilla
	case KeywordCard(c, keywords):
		return Scripted
	}
	return Unscripted
}

// KeywordCard reports whether every text of a card is keyword lines (16-1) whose
// keywords all have scripts, so that the keyword scripts make the whole card. has
// decides what a keyword is: a custom keyword of a card folder counts as well as one
// core knows.
func KeywordCard(c *core.CardData, has func(core.Keyword) bool) bool {
	if has == nil || c.Security != "" || (c.Dual != nil && c.Dual.Effect != "") {
		return false
	}
	texts := []string{c.Effect, c.Inherited}
	if c.Link != nil {
		texts = append(texts, c.Link.Effect)
	}
	for _, t := range texts {
		if !core.KeywordOnly(t) {
			return false
		}
		for _, l := range core.ReadKeywordLines(t) {
			for _, k := range l.Keywords {
				if !has(k.Name) {
					return false
				}
			}
		}
	}
	return true
}

// Script returns the Lua source of a card's script, cards/<SET>/<NUMBER>.lua, where
// <SET> is the set the card is filed in. ok is false when the card has no script.
func (p *Pool) Script(number string) (src []byte, ok bool) {
	_, src, ok = p.ScriptFile(number)
	return src, ok
}

// ScriptFile is Script with the script's display path (cards/ST1/ST1-08.lua when the
// pool was opened with OpenNamed(fsys, "cards")), for error messages.
func (p *Pool) ScriptFile(number string) (file string, src []byte, ok bool) {
	c, s, err := p.find(number)
	if err != nil {
		return "", nil, false
	}
	return p.scriptOf(c, s)
}

// scriptOf reads the script of card c, filed in set s.
func (p *Pool) scriptOf(c *core.CardData, s *setState) (file string, src []byte, ok bool) {
	if !s.scripts[c.Number] {
		return "", nil, false
	}
	b, err := input.ReadFS(p.fsys, path.Join(s.code, c.Number+".lua"), input.ScriptLimit)
	if err != nil {
		return "", nil, false
	}
	return path.Join(p.name, s.code, c.Number+".lua"), b, true
}

// StrayScripts lists the scripts in a set's folder that belong to no card of the set
// (a typo in the file name, a card moved to another set): the engine never runs them.
// The paths are display paths, in natural order.
func (p *Pool) StrayScripts(code string) ([]string, error) {
	s, ok := p.sets[code]
	if !ok {
		return nil, fmt.Errorf("unknown set %q", code)
	}
	if err := p.load(s); err != nil {
		return nil, err
	}
	var out []string
	for n := range s.scripts {
		if s.byNum[n] == nil {
			out = append(out, n)
		}
	}
	sort.Slice(out, func(i, j int) bool { return NaturalLess(out[i], out[j]) })
	for i, n := range out {
		out[i] = path.Join(p.name, code, n+".lua")
	}
	return out, nil
}
