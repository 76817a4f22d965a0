package draft

import (
	"regexp"
	"strings"
)

// The conditions the draft writes as an entry's condition (15-4-3: an effect whose
// condition does not hold does not activate), by their printed words.
var (
	memoryCondRe    = regexp.MustCompile(`(?i)^(?:if|while) you have (\d+) or (less|fewer|more) memory$`)
	suspendedCondRe = regexp.MustCompile(`(?i)^(?:if|while) this Digimon is suspended$`)
)

// condition writes a condition clause as a Lua expression.
func condition(text string) (string, bool) {
	s := words(text)
	if m := memoryCondRe.FindStringSubmatch(s); m != nil {
		op := "<="
		if strings.EqualFold(m[2], "more") {
			op = ">="
		}
		return "ctx:memory() " + op + " " + m[1], true
	}
	if suspendedCondRe.MatchString(s) {
		return "ctx.self ~= nil and ctx.self:is_suspended()", true
	}
	return "", false
}

// selfTriggers are the "When this Digimon ..." triggers the draft writes as a `when`
// entry about itself (subject = "self"), by the event's name.
var selfTriggerRe = regexp.MustCompile(`(?i)^when this Digimon (is blocked|attacks|blocks|becomes suspended|is suspended)$`)

var selfEvents = map[string]string{
	"is blocked": "blocked", "attacks": "attacks", "blocks": "blocks",
	"becomes suspended": "suspended", "is suspended": "suspended",
}

// selfTrigger is the event of a "When this Digimon ..." trigger.
func selfTrigger(text string) (string, bool) {
	m := selfTriggerRe.FindStringSubmatch(words(text))
	if m == nil {
		return "", false
	}
	ev, ok := selfEvents[strings.ToLower(m[1])]
	return ev, ok
}
