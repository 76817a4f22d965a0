package vocab

import (
	"regexp"
	"strings"
)

// Costs ("by doing X", 15-7; "you may X to Y"): the handler does X first and goes on
// only if it was done. X is an action — "by trashing 1 card in your hand" is "trash 1
// card in your hand" — so a cost reads as the action in the imperative.

// gerund finds the "-ing" verbs of a cost: "by suspending this Tamer and placing ...".
var gerund = regexp.MustCompile(`(?i)(^by |^|\band |, )(suspending|unsuspending|trashing|returning|deleting|placing|paying|adding|revealing|removing|playing|digivolving|giving|flipping|losing|linking|attacking|using|moving|hatching|activating|changing|switching|reducing)\b`)

var imperatives = map[string]string{
	"suspending": "suspend", "unsuspending": "unsuspend", "trashing": "trash", "returning": "return",
	"deleting": "delete", "placing": "place", "paying": "pay", "adding": "add", "revealing": "reveal",
	"removing": "remove", "playing": "play", "digivolving": "digivolve", "giving": "give",
	"flipping": "flip", "losing": "lose", "linking": "link", "attacking": "attack", "using": "use",
	"moving": "move", "hatching": "hatch", "activating": "activate", "changing": "change",
	"switching": "switch", "reducing": "reduce",
}

// readCost reads a cost as the action it does.
func readCost(s string) Reading {
	s = gerund.ReplaceAllStringFunc(s, func(m string) string {
		sub := gerund.FindStringSubmatch(m)
		lead := sub[1]
		if strings.EqualFold(lead, "by ") {
			lead = ""
		}
		return lead + imperatives[strings.ToLower(sub[2])]
	})
	r := readAction(strings.TrimSpace(s))
	if r.hasMissing() && len(r) == 1 && r[0].Role == "action" {
		r[0].Role = "cost"
	}
	return r
}
