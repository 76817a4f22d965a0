package vocab

import (
	"regexp"
	"strings"
)

// Modifiers: where cards come from and go to, and how an action is done — "from your
// trash", "to the bottom of the deck", "without paying the cost", "face down", "with the
// cost reduced by 2".

// zones are where the cards of a card description are.
var zones = newTable("zone", false, []*entry{
	e("zone", "your hand", `(?:from|in) (?:your|the) hand`, "ctx:hand"),
	// The first sets print the trash as the "recycle bin".
	e("zone", "your trash", `(?:from|in) (?:(?:your|the) )?(?:trash|Trash|recycle bin)`, "ctx:cards"),
	e("zone", "your hand or trash", `(?:from|in) (?:your|the) (?:hand or trash|trash or hand|hand and/or trash|hand and trash|hand or recycle bin)|from your hand or from your trash`, "ctx:cards"),
	e("zone", "among them (the revealed cards)", `among them|from among them|of them|among it|among the revealed cards|from the revealed cards|from among the revealed cards`, "ctx:reveal", "ctx:cards"),
	e("zone", "this Digimon's digivolution cards", `(?:from|in|among) (?:this Digimon's|its|it's|that Digimon's|this Tamer's|their) digivolution cards?|from under (?:this Digimon|it|this Tamer)|(?:from|in|among) the digivolution cards of (?:this Digimon|that Digimon)`, "ctx:digivolution_cards", "ctx:cards"),
	e("zone", "under your Tamers", `(?:from |in )?(?:the )?under (?:any of |one of )?your (?:COLOR )?Tamers?`, "ctx:all", "ctx:digivolution_cards"),
	// A security card may be face up (4-5-9): "in your face-up security cards".
	e("zone", "your face-up security cards", `(?:from|in|among) your face-up security cards`, "ctx:security_cards", "cardfilter.face_up"),
	e("zone", "your security stack", `(?:from|in|among) your security(?: stack| cards)?`, "ctx:security_cards", "ctx:cards"),
	e("zone", "your hand or under your Tamers", `from your hand or (?:from )?under (?:(?:one of|any of) )?your Tamers`, "ctx:hand", "ctx:digivolution_cards", "lua.union"),
	// Objects in play (their top cards) or cards in the hand, either.
	e("zone", "in play or your hand", `from in play or from your hand|from your hand or from in play`, "ctx:all", "ctx:hand", "lua.union"),
	e("zone", "your hand or this Digimon's digivolution cards", `(?:from|in) your hand or (?:in |from )?(?:this Digimon's|its) digivolution cards`, "ctx:hand", "ctx:digivolution_cards", "lua.union"),
	e("zone", "your opponent's trash", `(?:from|in) (?:your opponent's|their) trash`, "ctx:cards", "cardfilter.owner"),
	e("zone", "your opponent's hand", `(?:from|in) (?:your opponent's|their) hand`, "ctx:cards", "cardfilter.owner"),
	e("zone", "both players' trashes", `(?:from|in) both players' trash(?:es)?|in you and your opponent's trashes|(?:from|in) (?:any|either) player's trash`, "ctx:cards", "cardfilter.owner"),
	e("zone", "your trash or your Digimon's digivolution cards", `(?:from|in) your trash (?:or|and) your Digimon's digivolution cards`, "ctx:cards", "lua.union"),
	e("zone", "your trash or this Digimon's digivolution cards", `from your trash or (?:this Digimon's|its) digivolution cards|from (?:this Digimon's|its) digivolution cards or (?:from )?your trash`, "ctx:cards", "ctx:digivolution_cards", "lua.union"),
	// 3-4-5-3: an effect that names the breeding area reaches the Digimon there.
	e("zone", "the digivolution cards of your Digimon in the breeding area", `from the digivolution cards of (?:your|one of your) (?:Digimon|\[X\]) in (?:the|your) breeding area`, "ctx:breeding", "ctx:digivolution_cards"),
	e("zone", "the digivolution cards of another Digimon", `from (?:N of |one of |any of )?(?:your|your opponent's|their|that|the) .*digivolution cards|from under .+`, "ctx:cards", "cardfilter.of"),
})

// Hands a card or object goes back to.
var ownersHand = `(?:(?:its owner's|the|their owner's|your opponent's|the owner's|your|their|its owners'|owners'|their owners') )?hands?`

// The deck an object or a card goes to.
var ownersDeck = `(?:(?:the|its owner's|their owners'|your|their|the owner's|its owners'|owners'|your opponent's) )?decks?`

// destinations are where an action puts cards.
var destinations = newTable("destination", false, []*entry{
	e("destination", "the hand", `to `+ownersHand, "ctx:add_to_hand"),
	e("destination", "the bottom of the deck", `(?:to|at|on) the bottom of `+ownersDeck+`(?: in any order)?`, "ctx:to_deck_bottom"),
	e("destination", "the top of the deck", `(?:to|on|at) (?:the )?top of `+ownersDeck+`(?: in any order)?`, "ctx:move"),
	e("destination", "the top or bottom of the deck", `(?:to|at|on) (?:either )?the top or (?:the )?bottom of `+ownersDeck+`(?: in any order)?`, "ctx:move", "ctx:may"),
	e("destination", "the top of the security stack", `(?:face[ -](?:up|down) )?(?:on|to|at) (?:the )?top of (?:your|their|its owner's|the|your opponent's) security stacks?(?: face[ -](?:up|down))?|(?:face[ -](?:up|down) )?as (?:the|your) top security cards?(?: face[ -](?:up|down))?`, "ctx:move"),
	e("destination", "the bottom of the security stack", `(?:face[ -](?:up|down) )?(?:at|to|on) the bottom of (?:your|their|its owner's|the|your opponent's) security stacks?(?: face[ -](?:up|down))?|(?:face[ -](?:up|down) )?as (?:the|your|their|your the) bottom security cards?(?: face[ -](?:up|down))?`, "ctx:move"),
	// The player chooses which end, as with the deck's.
	e("destination", "the top or bottom of the security stack", `(?:face[ -](?:up|down) )?as (?:the|your) top or bottom security card(?: face[ -](?:up|down))?|(?:at|to|on) (?:either )?the top or (?:the )?bottom of (?:your|their|its owner's|the|your opponent's) security stacks?(?: face[ -](?:up|down))?`, "ctx:move", "ctx:may"),
	// A card placed in the security stack goes on top (3-1-3-5) unless a text says otherwise.
	e("destination", "the security stack", `(?:to|in|into) (?:your|their|its owner's|the|your opponent's) security stacks?(?: face[ -](?:up|down))?`, "ctx:move"),
	// A Digi-Egg card sent to the deck goes to the Digi-Egg deck, at that end (3-1-3-9-1).
	e("destination", "the bottom of the Digi-Egg deck", `(?:to|at) the bottom of (?:your|the|its owner's) Digi-Egg deck`, "ctx:move"),
	e("destination", "the trash", `(?:to|in|into) (?:the|your|its owner's) trash`, "ctx:trash_cards"),
	// Under a Digimon: ctx:move(cards, "under", { under = obj, position = "bottom" | "top" }).
	e("destination", "the bottom or top of a Digimon's digivolution cards", `(?:at|to) the bottom of (?:this Digimon's|this card's|its|that Digimon's) digivolution cards|on(?:to)? (?:the )?top of (?:this Digimon's|this card's|its|that Digimon's) digivolution cards`, "ctx:move"),
})

// Modifiers of play and use.
var playModifiers = newTable("modifier", false, []*entry{
	w(`with(?:out|otu) payings? (?:the|its|their)(?: memory| play)? costs?`, "play.free"),
	// "for the cost", "for its memory cost": the printed cost, as any play pays it.
	w(`for (?:its|the|their) (?:memory |play )?costs?`, "ctx:play_card"),
	w(`with (?:the|its) (?:play |memory |use )?cost reduced by N|with N (?:play )?cost reduction|for N less (?:play )?cost|reducing (?:the|its) (?:play )?cost by N`, "play.reduce"),
	w(`for (?:a|the) (?:play |memory )?cost of N|paying N (?:play )?cost`, "play.cost"),
	w(`suspended|in suspended state`, "play.suspended"),
	w(`to (?:an empty space in |the empty space in )?your (?:empty )?breeding area|in(?:to)? your (?:empty )?breeding area`, "play.area"),
	// A Digimon card a security check reveals battles only if it is still there after its
	// [Security] effects (13-1-7-3): played by one, it does not battle.
	e("modifier", "without battling", `without battling|without a battle`, "card.security", "ctx:play_self"),
	// A digivolution card played is another Digimon: what playing from under one does.
	w(`as another Digimon`, "ctx:play_from_under"),
	// A token's information, printed after the play: ctx:play_token's table (not an
	// effect of its own: a [Timing] in it is no key of that table).
	e("modifier", "the token's information", `\.?\s*\((?:Digimon/|\[X\] Tokens are |\w+ Tokens are )[^()\[\]"]*\)`, "ctx:play_token"),
})

// Modifiers of use.
var useModifiers = newTable("modifier", false, []*entry{
	w(`without paying (?:the|its|their)(?: memory| use)? costs?`, "use.free"),
	w(`with (?:the|its) (?:use |memory )?cost reduced by N|reducing (?:the|its) cost by N`, "use.reduce"),
	e("modifier", "without meeting its color requirements", `without meeting (?:its|the) colou?r requirements|ignoring (?:its|the) colou?r requirements`, "use.ignore_color_requirement"),
	e("modifier", "without meeting its color requirements or paying its cost", `without meeting (?:its|the) colou?r requirements or paying (?:its|the) (?:memory |use )?costs?`, "use.ignore_color_requirement", "use.free"),
})

// Modifiers of a digivolution by an effect (ctx:digivolve's options).
var digivolveModifiers = newTable("modifier", false, []*entry{
	w(`without paying (?:the|its|their)(?: memory| digivolution)? costs?`, "digivolve.free"),
	w(`for (?:a|the) (?:digivolution |memory )?cost of N|for (?:a )?digivolution cost of N|paying N (?:digivolution )?cost`, "digivolve.cost"),
	w(`ignoring (?:its |their |the |this card's )?(?:digivolution )?requirements|ignoring (?:its |their |the |this card's )?digivolution requirements`, "digivolve.ignore_requirements"),
	w(`ignoring (?:its |their )?levels?`, "digivolve.ignore_level"),
	w(`with the (?:digivolution |memory )?cost [Rr]educed by N|with (?:its|their) (?:digivolution )?cost reduced by N|reducing (?:the|its) (?:digivolution )?cost by N|for N less cost`, "digivolve.reduce"),
	w(`by paying (?:its|the) DNA digivolve cost|for (?:its|the) DNA digivolve cost`, "ctx:dna_digivolve"),
	w(`for (?:its|the|their) (?:digivolution |memory )?cost|by paying (?:its|the) (?:digivolution |memory )?cost|paying (?:its|the) (?:digivolution |memory )?cost`, "ctx:digivolve"),
	quiet(`on the field`),
	// The requirements met as if the object were a Digimon (Q1743): digivolve's as_digimon.
	w(`as if (?:the Tamer|that card|this Tamer|it) (?:is|were) an? level N (?:COLOR )?Digimon`, "digivolve.as_digimon"),
})

// Modifiers of placing cards: faces and positions.
var placeModifiers = newTable("modifier", false, []*entry{
	w(`face down|face-down|face up|face-up`, "ctx:move"),
	w(`in any order`, "ctx:move"),
})

// modifierRun is what a modifiers slot matches: nothing, or words that start with a
// modifier's first word — so that the slot before it (a lazy {cards}) does not stop
// short and leave its own words to the modifiers.
func modifierRun() string {
	return `(?:(?:,\s*(?:and\s+)?|\s+(?:and\s+)?)(?:` + modifierWord + `)\b.*)?`
}

// modifierWord is how a modifier begins. "With" begins one only before a cost ("with the
// play cost reduced by 2"), not a card's qualifier ("with [Greymon] in its name").
const modifierWord = `with (?:the|its|their|N) (?:[a-z]+ )?costs?|without|for|ignoring|as|to|into|suspended|face|in (?:any order|suspended|(?:to )?your (?:empty )?breeding)|by|reducing|paying|at|on|other|instead|even|using|if|while`

// modifierConnective joins modifiers.
var modifierConnective = regexp.MustCompile(`^(?:,\s*|and\s+)*`)

func readModifiers(s string) Reading { return playModifiers.seq(s, modifierConnective) }

func readUseModifiers(s string) Reading { return useModifiers.seq(s, modifierConnective) }

func readDigivolveModifiers(s string) Reading {
	return digivolveModifiers.seq(s, modifierConnective)
}

func readPlaceModifiers(s string) Reading { return placeModifiers.seq(s, modifierConnective) }

// keywordsGiven reads what a target gains: "<Rush> and <Piercing>", "<Security A. +1>".
func readKeywordsGiven(s string) Reading {
	var out Reading
	for _, kw := range keywordToken.FindAllStringSubmatch(s, -1) {
		out = append(out, keywordPart(kw[1], "ctx:give"))
	}
	rest := strings.TrimSpace(keywordToken.ReplaceAllString(s, ""))
	rest = strings.Trim(strings.NewReplacer(",", " ", "and", " ", "or", " ").Replace(rest), " ")
	if len(out) == 0 || rest != "" {
		return Reading{{Role: "keyword", Text: s}}
	}
	return out
}

// keywordPart is the part of one keyword in pattern form ("Security A. +N"): its
// script, when keywords/ has one with behaviour, and what uses it.
func keywordPart(inside string, use ...string) Part {
	name := keywordName(inside)
	if CheckConstruct("keyword."+name) != nil {
		return Part{Role: "keyword", Text: "<" + name + ">"}
	}
	return Part{Role: "keyword", Text: "<" + name + ">", Constructs: append(append([]string(nil), use...), "keyword."+name)}
}

// keywordName is a keyword's glossary name from its pattern form: "Security A. +N" →
// "Security A.", "Decoy (COLOR)" → "Decoy".
func keywordName(inside string) string {
	name := strings.TrimSpace(inside)
	if m := keywordPatternParts.FindStringSubmatch(name); m != nil {
		name = m[1]
	}
	return strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(name), ":"))
}

// keywordPatternParts cuts a keyword's pattern form into its name, number and parameter.
var keywordPatternParts = regexp.MustCompile(`^(.*?)(?:\s*(?:up to\s+)?[+-]?\s*N)?\s*(?:\(.*\))?\s*$`)
