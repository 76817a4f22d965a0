package scripting

import (
	"strings"

	"github.com/dcg-engine/dcg/core"
)

// printedText finds the printed line of an effect on its card, for people (the
// effect's core.Effect.Text): the line of the card's effect text — its inherited
// text for an inherited effect, its security text for a [Security] effect — that
// starts with the effect's timing icons (label, "[When Digivolving]"). It is "" when
// no line, or more than one, starts so: a guess would mislead.
func printedText(d *core.CardData, label string, inherited bool) string {
	text := d.Effect
	switch {
	case inherited:
		text = d.Inherited
	case label == "[Security]":
		text = d.Security
	}
	want := withoutSpaces(label)
	found := ""
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(withoutSpaces(line), want) {
			continue
		}
		if found != "" {
			return ""
		}
		found = line
	}
	return found
}

// withoutSpaces drops the spaces printed texts put, or not, between timing icons.
func withoutSpaces(s string) string { return strings.ReplaceAll(s, " ", "") }
