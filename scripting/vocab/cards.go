package vocab

import (
	"regexp"
	"strings"
)

// Card descriptions: cards off the field — in a hand, a trash, revealed, under a
// Digimon — that an action picks: "1 Digimon card with [Greymon] in its name", "up to 2
// level 4 or lower [Dragon] trait cards", "1 [Agumon]". A description is a quantity,
// qualifiers, the kind and qualifiers after it; they map to ctx:choose_card and card
// filter keys (ctx:cards; cardfilter.<key>).

var cardQuantities = newTable("cards", false, []*entry{
	e("cards", "N", `N|a|an|one|any N|N of|N of the|any one of the|one of|any of`, "ctx:choose_card"),
	e("cards", "N each of", `N each of`, "ctx:choose_card"),
	e("cards", "up to N", `up to N|any number of|up to N of the`, "ctx:choose_card", "choose.up_to"),
	e("cards", "up to N play cost's total worth of", `(?:up to )?N (?:play cost's|play cost) total worth of`, "ctx:choose_card", "choose.up_to", "choose.cost_total_at_most"),
	e("cards", "up to N levels' total worth of", `(?:up to )?N levels?'? total worth of`, "ctx:choose_card", "choose.up_to", "choose.level_total_at_most"),
	e("cards", "all", `all(?: of the| of| the)?|every|each`, "ctx:cards"),
	e("cards", "N or more (a count)", `N or (?:more|fewer|less)|no|more than N|any|N total`, "ctx:cards"),
})

// Whose cards: ctx:cards looks at yours unless its filter names an owner.
var cardOwners = newTable("cards", false, []*entry{
	quiet(`your`),
	w(`your opponent's|their|an opponent's|both players'|each player's`, "cardfilter.owner"),
})

var cardPreQualifiers = newTable("filter", false, []*entry{
	w(`COLOR`, "cardfilter.color"),
	w(`level N|Lv\.N`, "cardfilter.level"),
	w(`[Ll]evel N or (?:lower|less)|Lv\.N or (?:lower|less)`, "cardfilter.level_at_most"),
	w(`level N or (?:higher|more)|Lv\.N or (?:higher|more)`, "cardfilter.level_at_least"),
	e("filter", "level N or N (card)", `level N or N`, "cardfilter.level", "lua.union"),
	w(`\[X\] trait(?: trait)?|\[X\]-trait`, "cardfilter.trait"),
	w(`(?:play |use )?cost (?:of )?N or (?:lower|less)|N cost or (?:lower|less)|play or use cost N or (?:lower|less)|play cost or use cost N or (?:lower|less)`, "cardfilter.cost_at_most"),
	w(`(?:play |use )?cost N or (?:higher|more)`, "cardfilter.cost_at_least"),
	w(`N DP or (?:lower|less)`, "cardfilter.dp_at_most"),
	// 2-4-3: "a 2-color red card" has exactly two colors, red one of them.
	e("filter", "N-color (card)", `N-colou?r`, "cardfilter.colors_at_least", "cardfilter.colors_at_most"),
	e("filter", "differently named (card)", `differently named`, "choose.different_names"),
	// Q6099: a multicolor card differs from another when any part of its colors differs.
	e("filter", "differently colored (card)", `differently colou?red`, "choose.different_colors"),
	e("filter", "multicolor (card)", `multicolou?r(?:ed)?`, "cardfilter.colors_at_least"),
	e("filter", "single-color (card)", `single-colou?r(?:ed)?|monocolou?r(?:ed)?`, "cardfilter.colors_at_most"),
	w(`face-up|face up`, "cardfilter.face_up"),
	e("filter", "face-down", `face-down|face down`, "cardfilter.face_down"),
	e("filter", "non-[X]", `non-\[X\]|non-Digi-Egg|non-COLOR`, "cardfilter.except"),
	quiet(`the|other`),
	w(`such`, "lua.local"),
	e("filter", "or (either qualifier)", `or|and/or`, "lua.union"),
	w(`\[X\] text`, "cardfilter.text_has"),
})

var cardKinds = newTable("cards", false, []*entry{
	w(`Digimon [Cc]ards?|Digimon`, "cardfilter.kind"),
	w(`[Tt]amer cards?|Tamers?`, "cardfilter.kind"),
	w(`[Oo]ption cards?|Options?`, "cardfilter.kind"),
	w(`Digi-Egg cards?|Digi-Eggs?`, "cardfilter.kind"),
	e("cards", "[X] (a name)", `\[X\]s?(?: Digimon| Tamer| Option)?(?: cards?)?`, "cardfilter.name"),
	w(`security cards?`, "ctx:cards"),
	w(`digivolution cards?`, "ctx:digivolution_cards"),
	w(`link cards?`, "ctx:link_cards"),
	e("cards", "this Digimon's digivolution cards", `(?:this|that) (?:Digimon|Tamer)'s (?:digivolution|stacked) cards?`, "ctx:digivolution_cards"),
	e("cards", "this Digimon's link cards", `(?:this|that) (?:Digimon|Tamer)'s link cards?`, "ctx:link_cards"),
	quiet(`cards?`),
})

var cardPostQualifiers = newTable("filter", false, []*entry{
	// Some cards print "in its name" twice.
	w(`\[X\] in (?:its|their) names?(?: in its name)?`, "cardfilter.name_has"),
	// A form, an attribute and a type are traits (2-3-2); early cards print "type".
	w(`the \[X\] traits?(?: trait)?|an? \[X\] trait|\[X\] trait`, "cardfilter.trait"),
	// "With [X] in its traits": a trait that contains X (2-3-2-4).
	w(`\[X\] in (?:its|their|one of its|one of their|any of its|any of their) (?:traits?|types?|forms?|attributes?)`, "cardfilter.trait_has"),
	// Misprints of a trait: "with the [Blue Flare]" (BT19-022), "with the [Avian]/[Bird]
	// in one of its traits" (P-133), "with the [Composite] trait card" (BT19-099).
	e("filter", "the [X] (a trait, misprinted)", `the \[X\] trait card|the \[X\]`, "cardfilter.trait"),
	e("filter", "the [X] in one of its traits (misprinted)", `the \[X\] in one of its traits`, "cardfilter.trait_has"),
	w(`N or more colou?rs|multiple colou?rs`, "cardfilter.colors_at_least"),
	w(`COLOR`, "cardfilter.color"),
	w(`level N`, "cardfilter.level"),
	w(`level N or (?:lower|less)|an? level of N or (?:lower|less)`, "cardfilter.level_at_most"),
	e("filter", "or (either qualifier)", `or`, "lua.union"),
	// "a Digimon card with <Digi-Burst>": a keyword printed in its text.
	e("filter", "with <Keyword> (card)", `<[^<>]+>`, "cardfilter.text_has"),
	w(`\[X\] in (?:its|their) texts?|<[^<>]+> in (?:its|their) texts?`, "cardfilter.text_has"),
	w(`an? (?:play |memory |use |play or use )?cost of N or (?:less|lower)|an? play cost N or (?:less|lower)|(?:play |use )?costs? of N or (?:less|lower)|N (?:play )?cost or (?:less|lower)`, "cardfilter.cost_at_most"),
	w(`an? (?:play |use )?cost of N or (?:more|higher)`, "cardfilter.cost_at_least"),
	e("filter", "a cost of exactly N (card)", `an? (?:play |memory |use )?cost of N`, "cardfilter.cost_at_most", "cardfilter.cost_at_least"),
	w(`N DP or (?:less|lower)`, "cardfilter.dp_at_most"),
	w(`N DP or (?:more|higher)`, "cardfilter.dp_at_least"),
	e("filter", "inherited effects (card)", `(?:an )?inherited effects?`, "cardfilter.has_inherited"),
	e("filter", "other than [X] (card)", `other than \[X\]|\(other than \[X\]\)`, "cardfilter.not_name"),
	// "with [Beast], [Animal] or [Sovereign], other than [Sea Animal], in one of its
	// traits": the traits, and the one excepted.
	e("filter", "[X], other than [X], in one of its traits (card)", `\[X\],? other than \[X\],? in (?:one|any) of (?:its|their) traits`, "cardfilter.trait_has", "cardfilter.except"),
	// EX5-009: "without the same name as the cards in your battle area or trash": the
	// names of every card of your Digimon and Tamers (their stacks) and of your trash.
	e("filter", "without the same name as the cards in your battle area or trash (card)", `without the same name as the cards in your battle area or trash`,
		"cardfilter.except", "cardfilter.name", "ctx:all", "ctx:digivolution_cards", "obj:top", "ctx:cards", "card:name"),
	e("filter", "different names (card)", `different names`, "choose.different_names"),
	e("filter", "different colors (card)", `different colou?rs`, "choose.different_colors"),
	e("filter", "whose total play costs add up to N or less (card)", `whose (?:total )?play costs add up to N or less`, "choose.cost_total_at_most"),
	// The level of the card or object an earlier phrase named (a local).
	e("filter", "of the same level (card)", `of the same level`, "cardfilter.level", "card:level", "lua.local"),
	// "with the same name as any of your Tamers": a list of the names of your Tamers
	// (cardfilter.name takes a list).
	e("filter", "the same name as any of your Tamers or Digimon (card)", `the same names? as (?:any of |one of )?your (?:Tamers|Digimon)`, "cardfilter.name", "ctx:all", "obj:name", "lua.union"),
	e("filter", "the same name as ... (card)", `the same (?:card )?name as .+|a different name from .+|a different name`),
	e("filter", "an [X] effect (card)", `an? \[[A-Z][^\]]*\] effects?`),
	e("filter", "DigiXros requirements (card)", `(?:an? )?DigiXros requirements?`, "cardfilter.has_digixros"),
})

var cardConnective = regexp.MustCompile(`^(?:,\s*|and\s+|with\s+|that(?:'s| is| are| has| have)\s+|which (?:has|have|is|are)\s+)*`)

// readCards reads a card description.
func readCards(s string) Reading {
	s = strings.TrimSpace(s)
	if r := cardReferences.whole1(s); !r.hasMissing() {
		return r
	}
	if r, ok := readCardHead(s); ok && !r.hasMissing() {
		return r
	}
	if r, ok := readCardList(s); ok {
		return r
	}
	for _, sep := range []string{" and ", ", and ", " or ", ", or ", " and/or "} {
		for i := strings.Index(s, sep); i > 0; {
			a, b := readCards(s[:i]), readCards(s[i+len(sep):])
			if !a.hasMissing() && !b.hasMissing() {
				out := append(a, b...)
				if strings.Contains(sep, "or") {
					out = append(out, Part{Role: "cards", Text: "or (either description)", Constructs: []string{"lua.union"}})
				}
				return out
			}
			j := strings.Index(s[i+1:], sep)
			if j < 0 {
				break
			}
			i += 1 + j
		}
	}
	if r, ok := readCardHead(s); ok {
		return r
	}
	return Reading{{Role: "cards", Text: s}}
}

// Cards an earlier phrase named, or this card.
var cardReferences = newTable("cards", false, []*entry{
	w(`this card`, "ctx.card"),
	e("cards", "N of them", `(?:N|any N|one|up to N) of them`, "ctx:choose_card", "lua.local"),
	// "If you don't have an [Arata Sanada] card in play, you may play one from your hand":
	// a card of the description an earlier phrase gave.
	e("cards", "one (of the kind named before)", `one`, "ctx:choose_card", "lua.local"),
	e("cards", "it / them / that card", `it|them|that card|those cards|the (?:revealed |placed |trashed )?cards?|the rest|the remaining cards?|that Digimon card|this Digimon card`, "lua.local"),
	e("cards", "the top card of your deck", `the top card of your deck|your deck's top card|the top card of the deck`, "ctx:cards", "cardfilter.top"),
	e("cards", "the top N cards of a deck", `the top N cards of (?:your|your opponent's|their|both players'|the) decks?`, "ctx:cards", "cardfilter.top"),
	e("cards", "the top card of this Digimon", `the top card of (?:this|that) (?:Digimon|Tamer)`, "obj:top"),
	// The top card of a Digimon chosen: the cards under it are part of it (4-5-7).
	e("cards", "the top card of one of your Digimon", `the top card of {target}`, "obj:top"),
	// Digivolution cards are stacked cards (4-6-1); ctx:digivolution_cards lists them top first.
	e("cards", "this Digimon's top or bottom digivolution card", `(?:this|that) (?:Digimon|Tamer)'s (?:top|bottom) (?:stacked|digivolution) cards?|its (?:top|bottom) (?:N )?(?:stacked|digivolution) cards?`, "ctx:digivolution_cards"),
	// Several cards chosen alike: "trash 2 cards of the same level". One card "of the
	// same level" is compared with another (the attacker, the played Digimon): not this.
	e("cards", "N cards of the same level", `(?:any |up to )?N (?:Digimon )?cards of the same level|(?:any |up to )?N same-level cards`, "ctx:choose_card", "choose.same_level"),
	e("cards", "your top security card", `your top security card|the top card of your security stack|your security stack's top card`, "ctx:security_cards"),
	// A security card may be face up (4-5-9); "your top face-down security card" is the
	// first of the face-down ones, top first.
	e("cards", "your top face-down security card", `your top face-down security card`, "ctx:cards", "cardfilter.face_down"),
})

// A list of card descriptions that share their kind: "1 blue and 1 green Digimon card",
// "1 [Raijinmon], 1 [Fujinmon], and 1 [Suijinmon]", "1 card with [Knightmon] in its
// name, 1 [DeadlyAxemon], or 1 [Nene Amano]".
var cardListKind = regexp.MustCompile(` (?:(?:Digimon|Tamer|Option) )?cards?$`)

// readCardList reads a list of card descriptions, each completed with the kind of the
// last one when it reads only so. ok is false unless every one reads.
func readCardList(s string) (Reading, bool) {
	items, or := splitList(s)
	if len(items) < 2 {
		return nil, false
	}
	kind := cardListKind.FindString(items[len(items)-1])
	var out Reading
	for _, it := range items {
		r, ok := readCardHead(it)
		if (!ok || r.hasMissing()) && kind != "" {
			r, ok = readCardHead(it + kind)
		}
		if !ok || r.hasMissing() {
			return nil, false
		}
		out = append(out, r...)
	}
	if or {
		out = append(out, Part{Role: "cards", Text: "or (either description)", Constructs: []string{"lua.union"}})
	}
	return out, true
}

func readCardHead(s string) (Reading, bool) {
	var out Reading
	rest := s
	take := func(t *table) bool {
		en, m := t.prefix(rest)
		if en == nil {
			return false
		}
		out = append(out, en.readMatch(t.role, rest, m)...)
		rest = strings.TrimLeft(rest[m[1]:], " ")
		return true
	}
	take(cardQuantities)
	take(cardOwners)
	for take(cardPreQualifiers) {
	}
	// "play 1 [Royal Knights] trait from your hand": a trait without the word "card".
	if rest == "" && len(out) > 0 && out[len(out)-1].Text == "[X] trait" {
		return out, true
	}
	if !take(cardKinds) {
		at := kindAfterUnknownWords(cardKinds, rest)
		if at < 0 {
			return nil, false
		}
		out = append(out, Part{Role: "filter", Text: rest[:at]})
		rest = rest[at+1:]
		take(cardKinds)
	}
	return append(out, cardPostQualifiers.seq(rest, cardConnective)...), true
}
