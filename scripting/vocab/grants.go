package vocab

import "regexp"

// Grants: what an action gives its target for a while (15-11, 15-13) — "gets +3000
// DP", "gains <Blocker>", "gains "…"" (an effect in quotes), "gains the following
// effect: "…"", a keyword's reminder text where the card data lost the keyword's name
// ("gains (This Digimon checks 1 fewer security card)"), alone or listed: "gains
// <Rush>, <Security A. +1> and +2000 DP", "gets +1000 DP and "…"". Each thing given
// is one part, named by the ctx method that gives it.

// grantVerb is the verb of a grant as printed: "gets", "gain", and the misprint
// "gers" (BT2-014: "this Digimon gers +1000 DP").
const grantVerb = `(?:gets?|gains?|gers)`

// grantStart is how what a grant gives begins: DP, a keyword, an effect, a reminder
// (". (reminder)": the keyword before it lost, EX4-026).
const grantStart = `(?:[+-] ?N|<|"…"|(?:\. )?\(|the following effect|the \[X\] trait)`

// grantItems are the things one grant gives.
var grantItems = newTable("grant", false, []*entry{
	// "gets -1000 for the turn" (BT19-078): a number given to a Digimon is DP.
	e("verb", "gets +N DP", `[+-] ?N(?: ?DP)?`, "ctx:dp_plus"),
	// "gains the [X] trait" (EX7-010): is also treated as having it (15-12-1).
	e("verb", "gains a trait", `the \[X\] trait`, "ctx:treat_as"),
	e("verb", "gains an effect", `(?:the following effects? ?:? ?)?"…"`, "ctx:give_effect"),
	e(silent, "", `{kws}`),
	// A keyword by its reminder text: "gains (This Digimon checks 1 fewer security card)".
	e("verb", "gains a keyword", `{reminder}`, "ctx:give"),
	// How long, where the splitter left it in the action (a misprint it did not know).
	e("duration", "", `(?:for the turn|until (?:the )?end of (?:the|this) turn)`, "duration.turn"),
	e("duration", "", `until (?:the |then )?end of (?:your opponent'?s'?|their) turn`, "duration.opponents_turn"),
})

// grantConnective joins the things given: ", ", " and ", ", and ", "and gains ".
var grantConnective = regexp.MustCompile(`^\s*(?:\.\s+)?(?:,\s*)?(?:and\s+)?(?:` + grantVerb + `\s+)?`)

// readGrants reads the things given. Two or more go to the same objects: the script
// keeps the chosen ones in a local and gives each thing to it.
func readGrants(s string) Reading {
	r := grantItems.seq(s, grantConnective)
	given := 0
	for _, p := range r {
		if p.Role != "duration" {
			given++
		}
	}
	if given > 1 {
		r = append(r, Part{Role: "target", Text: "the same objects", Constructs: []string{"lua.local"}})
	}
	return r
}
