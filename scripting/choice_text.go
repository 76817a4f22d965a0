package scripting

import (
	"fmt"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// What a choice asks, in words, when the script gives no text: the prompt says what is
// chosen in the words of the printed texts ("1 of your opponent's Digimon with 4000 DP
// or less"), seen from the player who chooses; the prompt's source (core.Prompt.Source)
// says which effect asks and why.

// howMany is "1 of", "2 of" or "up to 2 of".
func howMany(count int, upTo bool) string {
	if upTo {
		return fmt.Sprintf("up to %d of", count)
	}
	return fmt.Sprintf("%d of", count)
}

// objectsText describes the objects a filter (a table or a shorthand name) selects:
// "your opponent's suspended Digimon with 4000 DP or less". mine says whether the
// chooser is the effect's controller (owner = "you" is then "your"). It is "" for
// anything that is not a filter (a list of objects, "self").
func objectsText(v lua.LValue, mine bool) string {
	var get func(key string) lua.LValue
	switch x := v.(type) {
	case *lua.LTable:
		if x.Len() > 0 {
			return "" // a list of objects
		}
		get = x.RawGetString
	case lua.LString:
		named, ok := namedFilters[string(x)]
		if !ok {
			return ""
		}
		get = func(key string) lua.LValue {
			if s, ok := named[key].(string); ok {
				return lua.LString(s)
			}
			return lua.LNil
		}
	default:
		return ""
	}
	str := func(key string) string { return lua.LVAsString(get(key)) }
	num := func(key string) (int, bool) { n, ok := get(key).(lua.LNumber); return int(n), ok }
	flag := func(key string) (want, given bool) { x := get(key); return lua.LVAsBool(x), x != lua.LNil }

	var words []string
	switch str("owner") {
	case "you":
		words = append(words, yours(mine))
	case "opponent":
		words = append(words, yours(!mine))
	default:
		words = append(words, "the")
	}
	if want, given := flag("suspended"); given {
		words = append(words, map[bool]string{true: "suspended", false: "unsuspended"}[want])
	}
	if c := str("color"); c != "" {
		words = append(words, strings.ToLower(c))
	}
	if n, ok := num("level"); ok {
		words = append(words, fmt.Sprintf("level %d", n))
	}
	if n, ok := num("level_at_most"); ok {
		words = append(words, fmt.Sprintf("level %d or lower", n))
	}
	if n, ok := num("level_at_least"); ok {
		words = append(words, fmt.Sprintf("level %d or higher", n))
	}
	if want, _ := flag("security_digimon"); want {
		words = append(words, "Security")
	}
	switch str("kind") {
	case "Digimon":
		words = append(words, "Digimon")
	case "Tamer":
		words = append(words, "Tamers")
	default:
		words = append(words, "Digimon and Tamers")
	}
	if n, ok := num("dp_at_most"); ok {
		words = append(words, fmt.Sprintf("with %d DP or less", n))
	}
	if n, ok := num("dp_at_least"); ok {
		words = append(words, fmt.Sprintf("with %d DP or more", n))
	}
	if s := str("name"); s != "" {
		words = append(words, "named ["+s+"]")
	}
	if s := str("name_has"); s != "" {
		words = append(words, "with ["+s+"] in their names")
	}
	if s := str("trait"); s != "" {
		words = append(words, "with the ["+s+"] trait")
	}
	if s := str("keyword"); s != "" {
		words = append(words, "with <"+s+">")
	}
	if want, given := flag("has_digivolution_cards"); given {
		words = append(words, map[bool]string{true: "with digivolution cards", false: "with no digivolution cards"}[want])
	}
	if want, _ := flag("not_self"); want {
		words = append(words, "other than this one")
	}
	if want, _ := flag("in_breeding"); want {
		words = append(words, "in the breeding area")
	}
	return strings.Join(words, " ")
}

// yours is whose things "you" means, seen from the player reading the prompt.
func yours(mine bool) string {
	if mine {
		return "your"
	}
	return "your opponent's"
}

// chooseObjectsText is ctx:choose's prompt when the script gives none:
// "choose 1 of your opponent's Digimon with 4000 DP or less".
func chooseObjectsText(filter lua.LValue, count int, upTo, mine bool) string {
	if what := objectsText(filter, mine); what != "" {
		return "choose " + howMany(count, upTo) + " " + what
	}
	return "choose " + howMany(count, upTo) + " these Digimon and Tamers"
}

// chooseCardsText is ctx:choose_card's prompt when the script gives none: how many
// cards of what kind, and where they are ("choose 1 Digimon card from your trash").
// p is the player who chooses.
func chooseCardsText(cands []*core.Card, count int, upTo bool, p core.PlayerID) string {
	n := fmt.Sprint(count)
	if upTo {
		n = "up to " + n
	}
	kind := "card"
	for i, c := range cands {
		k := c.Data.Kind.String() + " card"
		if i > 0 && k != kind {
			kind = "card"
			break
		}
		kind = k
	}
	if count != 1 || upTo {
		kind += "s"
	}
	return fmt.Sprintf("choose %s %s%s", n, kind, cardsPlace(cands, p))
}

// cardsPlace says where cards are, when they are all in one place: " from your hand",
// " from among the revealed cards"; "" when they are in several.
func cardsPlace(cands []*core.Card, p core.PlayerID) string {
	if len(cands) == 0 {
		return ""
	}
	z, owner := cands[0].Zone, cands[0].Owner
	for _, c := range cands[1:] {
		if c.Zone != z || c.Owner != owner {
			return ""
		}
	}
	switch z {
	case core.ZoneNone:
		return " from among the revealed cards"
	case core.ZoneBattle, core.ZoneBreeding:
		return fmt.Sprintf(" from the cards in %s %s", yours(owner == p), z.Words())
	}
	return fmt.Sprintf(" from %s %s", yours(owner == p), z.Words())
}

// mayText is ctx:may's question when the script gives none: the printed "you may"
// sentence of the effect, as a question ("suspend 1 of your opponent's Digimon?"),
// else "do it?".
func mayText(e *core.Effect) string {
	if e != nil {
		lower := strings.ToLower(e.Text)
		if i := strings.Index(lower, "you may "); i >= 0 {
			rest := e.Text[i+len("you may "):]
			if j := strings.IndexAny(rest, ".。"); j >= 0 {
				rest = rest[:j]
			}
			if rest = strings.TrimSpace(rest); rest != "" {
				return rest + "?"
			}
		}
	}
	return "do it?"
}

// digivolveChooseText is ctx:digivolve_choose's question for the Digimon when the
// script gives none: "choose which of your Digimon digivolves".
func digivolveChooseText(who lua.LValue) string {
	if what := objectsText(who, true); what != "" {
		return "choose which of " + what + " digivolves"
	}
	return "choose which Digimon digivolves"
}
