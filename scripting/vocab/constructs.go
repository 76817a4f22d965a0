package vocab

import (
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/keywords"
	"github.com/dcg-engine/dcg/scripting"
)

// Rule maps the clauses of one kind whose pattern matches Re (the whole pattern) to
// the API constructs that express them. A construct is named by what it is:
//
//	ctx:draw          a ctx method              ctx.event     a ctx field
//	card.on_play      a key of card { ... }     entry.turn    a key of an effect entry
//	when.deleted      a when = { on = ... }     would.leave   a would = { on = ... }
//	filter.dp_at_most a filter key              target.self   a target name
//	duration.turn     a duration                choose.up_to  a ctx:choose option
//	play.free         a ctx:play_self option    obj:dp        an object method
//	card:level        a card method             event.cause   an event field
//	keyword.Blocker   a keyword script in keywords/
//	lua.sequence      Lua itself: statements run in order ("Then, ...")
//
// Parts of a pattern that a filter key or option expresses are named groups of Re
// (see groupConstructs): "delete N of your opponent's Digimon with N DP or less" adds
// filter.dp_at_most to ctx:delete only when the "with N DP or less" is there. A group
// named kwname captures a keyword's name: the rule then names keyword.<that name>.
type Rule struct {
	Kind       Kind
	Re         *regexp.Regexp
	Constructs []string
	// family numbers the entries of the table: the rules one selection call makes
	// share it (some of them, "all of your Digimon or Tamers ...", may map nothing
	// printed yet).
	family int
}

// lua lists the constructs of the Lua language a rule may name.
var lua = map[string]string{
	"sequence": "statements run one after another: \"Then, ...\"",
}

// groupConstructs names the construct each named group of a rule adds when it matches.
var groupConstructs = map[string]string{
	"upto":    "choose.up_to",
	"other":   "filter.not_self",
	"dpmax":   "filter.dp_at_most",
	"dpmin":   "filter.dp_at_least",
	"lv":      "filter.level",
	"lvmax":   "filter.level_at_most",
	"lvmin":   "filter.level_at_least",
	"susp":    "filter.suspended",
	"color":   "filter.color",
	"name":    "filter.name",
	"namehas": "filter.name_has",
	"trait":   "filter.trait",
	"kw":      "filter.keyword",
	"nodigi":  "filter.has_digivolution_cards",
	"secdigi": "filter.security_digimon",
	"kind":    "filter.kind",
	"owner":   "filter.owner",
	"may":     "ctx:may",
	"free":    "play.free",
	"hand":    "ctx:hand",
	"from":    "ctx:cards",
	"under":   "ctx:digivolution_cards",
	"cause":   "event.cause",
	"subject": "entry.subject",
	"area":    "entry.area",
	"count":   "obj:digivolution_count",
	"who":     "filter.owner",
}

// ScriptedKeywords are the keywords whose script in keywords/ has behaviour (the 38 of
// ver. 3.6 chapter 16); a clause with another keyword (<Guard>, <Use Req.>, ...) stays
// uncovered.
var ScriptedKeywords = []string{
	"Security A.", "Blocker", "Recovery", "Piercing", "Draw", "Jamming", "Digisorption",
	"Reboot", "De-Digivolve", "Retaliation", "Digi-Burst", "Rush", "Blitz", "Delay", "Decoy",
	"Armor Purge", "Save", "Material Save", "Evade", "Raid", "Alliance", "Barrier",
	"Blast Digivolve", "Fortitude", "Mind Link", "Partition", "Collision", "Blast DNA Digivolve",
	"Scapegoat", "Vortex", "Overclock", "Iceclad", "Decode", "Fragment", "Execute", "Progress",
	"Link", "Training",
}

// Pieces of patterns the rules share.
var (
	// kwAlt is one scripted keyword, its name captured.
	kwAlt = func() string {
		alts := make([]string, len(ScriptedKeywords))
		for i, k := range ScriptedKeywords {
			alts[i] = regexp.QuoteMeta(k)
		}
		// Longest first, so "Blast DNA Digivolve" is not read as "Blast Digivolve".
		for i := range alts {
			for j := i + 1; j < len(alts); j++ {
				if len(alts[j]) > len(alts[i]) {
					alts[i], alts[j] = alts[j], alts[i]
				}
			}
		}
		return `<(?P<kwname>` + strings.Join(alts, "|") + `)(?: [+-]?N)?(?: \([^()]*\))?>`
	}()
	// A keyword as a filter: "with <Blocker>".
	kwAny = `<[^<>]+>`
	// Before "Digimon": "suspended", "COLOR", "level N or lower", "[X] trait".
	pre = `(?:(?P<other>other) )?(?:(?P<susp>suspended|unsuspended) )?(?:(?P<color>COLOR) )?` +
		`(?:(?P<lvmax>level N or lower) |(?P<lvmin>level N or higher) |(?P<lv>level N) |(?P<dpmax>N DP or lower) )?` +
		`(?:(?P<color>COLOR) )?(?:(?P<trait>\[X\] trait) )?`
	// After "Digimon": "with N DP or less", "with <Blocker>", "with [X] in its name", ...
	post = `(?: with (?:(?P<dpmax>N DP or less)|(?P<dpmin>N DP or more)|(?P<nodigi>no digivolution cards)|` +
		`(?P<kw>` + kwAny + `)|(?P<namehas>\[X\] in (?:its|their) names?)|(?P<trait>the \[X\] trait)|(?P<lvmax>level N or lower)))?`
	opp = `(?:your opponent's|their)`
	// Whose Digimon a trigger watches: "one of your opponent's", "any of your", ...
	theirs = `(?:an opponent's|one of your opponent's|your opponent's|any of your opponent's|an opponent's|any of their) `
	yours  = `(?:one of your|any of your|your) `
	upTo   = `(?P<upto>up to )?N of `
	// The hand an object goes back to.
	ownersHand = ` to (?:its owner's|the|their owner's|your opponent's|the owner's) hand`
	// A card in a zone, as ctx:cards reads it: "N Digimon card with [X] in its name",
	// "N level N or lower COLOR [X] trait Digimon card".
	cardDesc = `N (?:(?P<lvmax>level N or lower) |(?P<lvmin>level N or higher) |(?P<lv>level N) )?` +
		`(?:(?P<color>COLOR) )?(?:(?P<lvmax>level N or lower) |(?P<lv>level N) )?(?:(?P<trait>\[X\] trait) )?` +
		`(?:(?P<kind>Digimon|Tamer|Option) )?cards?` +
		`(?: with (?:(?P<namehas>\[X\] in (?:its|their) names?)|(?P<trait>the \[X\] trait|\[X\] in (?:its|their) traits)|(?P<dpmax>N DP or less)))?`
	// A card named in brackets: "N [X]".
	namedCard = `N (?P<name>\[X\])`
	freeOf    = ` without paying (?:the|its|its memory|the memory) cost`
)

// selection makes the rules for an action on Digimon chosen or taken as a whole:
// "<verb> N of your opponent's <pre>Digimon<post><tail>", "... up to N of ...",
// "... all of ...", "... Digimon or Tamers ...", for side "opponent" or "your".
// Subject-led actions ("N of your Digimon gets +N DP") have an empty verb.
func selection(k Kind, verb, tail string, base ...string) []Rule {
	var out []Rule
	for _, side := range []struct{ owner, target string }{
		{opp, "target.opponent_digimon"}, {`your`, "target.your_digimon"},
	} {
		for _, sel := range []struct {
			re    string
			extra []string
		}{
			{upTo, []string{"ctx:choose"}},
			{`all of `, nil},
		} {
			head := verb + sel.re + side.owner + " " + pre
			out = append(out,
				rule(k, head+`Digimon`+post+tail, append(append(base[:len(base):len(base)], sel.extra...), side.target)...),
				rule(k, head+`Digimon or Tamers`+post+tail, append(append(base[:len(base):len(base)], sel.extra...), "filter.owner")...))
		}
	}
	return out
}

func rule(k Kind, re string, constructs ...string) Rule {
	return Rule{Kind: k, Re: regexp.MustCompile(`^(?:` + re + `)$`), Constructs: constructs}
}

func rules(groups ...[]Rule) []Rule {
	var out []Rule
	for i, g := range groups {
		for _, r := range g {
			r.family = i
			out = append(out, r)
		}
	}
	return out
}

func one(k Kind, re string, constructs ...string) []Rule { return []Rule{rule(k, re, constructs...)} }

// Rules is the mapping table, tried in order; the first rule of a clause's kind that
// matches its whole pattern maps it.
var Rules = rules(
	// Timings and areas: a key of the card table, or a setting of the entry.
	one(Timing, `\[On Play\]`, "card.on_play"),
	one(Timing, `\[When Digivolving\]`, "card.when_digivolving"),
	one(Timing, `\[On Deletion\]`, "card.on_deletion"),
	one(Timing, `\[When Attacking\]`, "card.when_attacking"),
	one(Timing, `\[When Linking\]`, "card.when_linking"),
	one(Timing, `\[When Moving\]`, "card.when_moving"),
	one(Timing, `\[End of Attack\]`, "card.end_of_attack"),
	one(Timing, `\[Main\]`, "card.main"),
	one(Timing, `\[Security\]`, "card.security"),
	one(Timing, `\[Counter\]`, "card.counter"),
	one(Timing, `\[Start of Your Turn\]`, "card.start_of_your_turn"),
	one(Timing, `\[Start of Opponent's Turn\]`, "card.start_of_opponents_turn"),
	one(Timing, `\[End of Your Turn\]`, "card.end_of_your_turn"),
	one(Timing, `\[End of Opponent's Turn\]`, "card.end_of_opponents_turn"),
	one(Timing, `\[End of All Turns\]`, "card.end_of_all_turns"),
	one(Timing, `\[Start of Your Main Phase\]`, "card.start_of_your_main_phase"),
	one(Timing, `\[Start of Opponent's Main Phase\]`, "card.start_of_opponents_main_phase"),
	one(Timing, `\[(?:Your Turn|Opponent's Turn|All Turns)\]`, "entry.turn"),
	one(Timing, `\[(?:Hand|Trash|Breeding)\]`, "entry.area"),
	one(Limit, `\[Once Per Turn\]`, "entry.once_per_turn"),
	one(Limit, `\[Twice Per Turn\]`, "entry.twice_per_turn"),

	// Keywords, as printed or as their reminder text alone (the card data lost the
	// keyword on some BT15 cards).
	one(Keyword, kwAlt, "card.keywords"),
	one(Keyword, `\(Draw N cards? from your deck\.?\)`, "keyword.Draw"),
	one(Keyword, `\((?:At blocker timing, by suspending this Digimon, it becomes the attack target|When an opponent's Digimon attacks, you may suspend this Digimon to force the opponent to attack it instead)\.?\)`, "keyword.Blocker"),
	one(Keyword, `\(Unsuspend this Digimon during your opponent's unsuspend phase\.?\)`, "keyword.Reboot"),
	one(Keyword, `\(When this Digimon is deleted after losing a battle, delete the Digimon it was battling\.?\)`, "keyword.Retaliation"),
	one(Keyword, `\(When this Digimon attacks and deletes an opponent's Digimon and survives the battle, it performs any security checks it normally would\.?\)`, "keyword.Piercing"),
	one(Keyword, `\(This Digimon can't be deleted in battles against Security Digimon\.?\)`, "keyword.Jamming"),
	one(Keyword, `\(This Digimon can attack the turn it comes into play\.?\)`, "keyword.Rush"),
	one(Keyword, `\(Place the top card of your deck on top of your security stack\.?\)`, "keyword.Recovery"),
	one(Keyword, `\(When this Digimon would be deleted in battle, by trashing the top card of your security stack, prevent that deletion\.?\)`, "keyword.Barrier"),
	one(Keyword, `\(Your Digimon may digivolve into this card without paying the cost\.?\)`, "keyword.Blast Digivolve"),

	// "When" triggers (15-5) and "would" causes (15-8-5).
	one(Trigger, `when this Digimon would leave the battle area`, "would.leave", "entry.subject"),
	one(Trigger, `when this Digimon would leave the battle area (?:other than by (?:your|one of your) effects|by (?:an|your) opponent's effects?)`, "would.leave", "entry.subject", "event.cause", "event.by_you"),
	one(Trigger, `when `+yours+pre+`Digimon`+post+` would leave the battle area`, "would.leave", "entry.subject", "target.your_digimon"),
	one(Trigger, `when another Digimon is deleted|when other Digimon are deleted`, "when.deleted", "entry.subject", "target.all_digimon", "filter.not_self"),
	one(Trigger, `when (?:this Digimon|it) would be deleted`, "would.deleted", "entry.subject"),
	one(Trigger, `when this Digimon would be deleted in battle`, "would.deleted", "entry.subject", "event.cause"),
	one(Trigger, `when this card would be played(?P<area> from (?:your|the) hand)?`, "would.played", "entry.subject"),
	one(Trigger, `when you would play this card(?P<area> from your hand)?`, "would.played", "entry.subject"),
	one(Trigger, `when (?:you would use this card|this card would be used)`, "would.used", "entry.subject"),
	one(Trigger, `when this Digimon would digivolve`, "would.digivolve", "entry.subject"),
	one(Trigger, `when `+theirs+pre+`Digimon`+post+` (?:attacks|attack)`, "when.attacks", "entry.subject", "target.opponent_digimon"),
	one(Trigger, `when `+yours+pre+`Digimon`+post+` (?:attacks|attack)`, "when.attacks", "entry.subject", "target.your_digimon"),
	one(Trigger, `when this Digimon attacks a player`, "when.attacks", "entry.subject", "ctx:current_attack"),
	one(Trigger, `when `+theirs+pre+`Digimon`+post+` (?:becomes|become) suspended`, "when.suspended", "entry.subject", "target.opponent_digimon"),
	one(Trigger, `when this Digimon is blocked`, "when.blocked", "entry.subject"),
	one(Trigger, `when this Digimon (?:becomes suspended|suspends)`, "when.suspended", "entry.subject"),
	one(Trigger, `when this Digimon (?:becomes unsuspended|unsuspends)`, "when.unsuspended", "entry.subject"),
	one(Trigger, `when (?:one of )?your(?P<other> other)? Digimon digivolves?`, "when.digivolves", "entry.subject", "target.your_digimon"),
	one(Trigger, `when (?:one of your|any of your|your) (?P<color>COLOR )?Tamers? (?:becomes suspended|suspends?)`, "when.suspended", "entry.subject", "target.your_tamers"),
	one(Trigger, `when `+theirs+pre+`Digimon`+post+` (?:is|are) deleted`, "when.deleted", "entry.subject", "target.opponent_digimon"),
	one(Trigger, `when `+yours+pre+`Digimon`+post+` (?:is|are) deleted`, "when.deleted", "entry.subject", "target.your_digimon"),
	one(Trigger, `when an opponent's Digimon is deleted by dropping to N DP`, "when.deleted", "entry.subject", "target.opponent_digimon", "event.cause"),
	one(Trigger, `when this Digimon deletes (?:an|your) opponent's Digimon in battle`, "when.deleted", "entry.subject", "target.opponent_digimon", "event.cause", "event.target", "obj:is"),
	one(Trigger, `when `+theirs+pre+`Digimon`+post+` (?:is|are) played`, "when.played", "entry.subject", "target.opponent_digimon"),
	one(Trigger, `when `+yours+pre+`Digimon`+post+` (?:is|are) played`, "when.played", "entry.subject", "target.your_digimon"),
	one(Trigger, `when you play a (?P<color>COLOR )?Tamer`, "when.played", "entry.subject", "target.your_tamers"),
	one(Trigger, `when (?:one of your|any of your|your)(?P<other> other)? Digimon (?:is|are) played or digivolves?`, "when.played", "when.digivolves", "entry.subject", "target.your_digimon"),
	one(Trigger, `at (?:the )?end of (?:the|this) turn`, "ctx:at_end_of_turn"),
	one(Trigger, `when DNA digivolving`, "entry.condition", "ctx:dna_digivolving"),

	// Conditions (15-6): the entry's condition, or an if in the handler.
	one(Condition, `(?:if|while) you have N or (?:less|fewer) memory|if you have N memory or less`, "entry.condition", "ctx:memory"),
	one(Condition, `(?:if|while) you have N or more memory|if you have N memory or more`, "entry.condition", "ctx:memory"),
	one(Condition, `(?:if|while) your opponent has N or (?:more|less|fewer) memory`, "entry.condition", "ctx:memory"),
	one(Condition, `(?:if|while) your opponent has (?:a|N or more) Digimon(?: in play)?`, "entry.condition", "ctx:count", "target.opponent_digimon"),
	one(Condition, `(?:if|while) your opponent has no (?P<susp>suspended |unsuspended )?Digimon(?: in play)?`, "entry.condition", "ctx:count", "target.opponent_digimon"),
	one(Condition, `(?:if|while) your opponent has (?:a|no) Digimon with (?P<nodigi>no )?digivolution cards(?: in play)?`, "entry.condition", "ctx:count", "target.opponent_digimon", "filter.has_digivolution_cards"),
	one(Condition, `(?:if|while) you (?:don't have|have no) (?:a |any )?Digimon(?: in play)?`, "entry.condition", "ctx:count", "target.your_digimon"),
	one(Condition, `(?:if|while) you have a Digimon or Tamer with (?:(?P<trait>the \[X\] trait)|(?P<namehas>\[X\] in (?:its|their) names?)|(?P<trait>\[X\] in (?:its|their) traits))(?: on the field| in play)?`, "entry.condition", "ctx:count", "filter.owner"),
	one(Condition, `(?:if|while) you have an? (?P<trait>\[X\] trait) Digimon or Tamer(?: on the field| in play)?`, "entry.condition", "ctx:count", "filter.owner"),
	one(Condition, `(?:if|while) you have (?:a|N or more|N or fewer|N or less|no) (?P<color>COLOR )?Tamers?(?: in play)?`, "entry.condition", "ctx:count", "target.your_tamers"),
	one(Condition, `(?:if|while) you have (?:a|N or more|N or fewer|no) (?P<color>COLOR )?Digimon(?: in play)?`, "entry.condition", "ctx:count", "target.your_digimon"),
	one(Condition, `(?:if|while) you have (?:a|N or more) (?:(?P<kind>Digimon|Tamer) )?with (?:(?P<namehas>\[X\] in (?:its|their) names?)|(?P<trait>the \[X\] trait|\[X\] in (?:its|their) traits))(?: in play)?`, "entry.condition", "ctx:count"),
	one(Condition, `(?:if|while) you have (?:a |an )?(?P<name>\[X\])(?: in play)?`, "entry.condition", "ctx:count"),
	one(Condition, `(?:if|while) you (?:don't have|have no) (?:a |an )?(?P<name>\[X\])(?: in play)?`, "entry.condition", "ctx:count"),
	one(Condition, `(?:if|while) you have N or (?:fewer|less) security cards|(?:if|while) you have N or more security cards|(?:if|while) you have N security cards`, "entry.condition", "ctx:security_count"),
	one(Condition, `(?:if|while) your opponent has N or (?:fewer|less|more) security cards`, "entry.condition", "ctx:security_count"),
	one(Condition, `if it's your turn`, "entry.condition", "ctx:is_your_turn"),
	one(Condition, `if it's your opponent's turn`, "entry.condition", "ctx:is_your_turn"),
	one(Condition, `if DNA digivolving`, "entry.condition", "ctx:dna_digivolving"),
	one(Condition, `if DigiXrosing|if DigiXrosed|if DigiXrosing with N cards`, "entry.condition", "ctx:digixros_count"),
	one(Condition, `(?:if|while) this Digimon is (?:suspended|unsuspended)`, "entry.condition", "obj:is_suspended"),
	one(Condition, `(?:if|while) this Digimon has \[X\] in its name`, "entry.condition", "obj:name"),
	one(Condition, `(?:if|while) this Digimon is \[X\]`, "entry.condition", "obj:has_name"),
	one(Condition, `(?:if|while) this Digimon has (?:the \[X\] trait|\[X\] in its traits)`, "entry.condition", "obj:has_trait"),
	one(Condition, `(?:if|while) this Digimon has `+kwAny, "entry.condition", "obj:has_keyword"),
	one(Condition, `(?:if|while) this Digimon has N or more digivolution cards`, "entry.condition", "obj:digivolution_count"),
	one(Condition, `(?:if|while) this Digimon has no digivolution cards`, "entry.condition", "obj:digivolution_count"),
	one(Condition, `(?:if \[X\] is in this Digimon's digivolution cards|if this Digimon has \[X\] in its digivolution cards)`, "entry.condition", "ctx:digivolution_cards", "card:name"),
	one(Condition, `if you have N or (?:fewer|less|more) cards in your hand|if your hand has N or (?:fewer|less|more) cards`, "entry.condition", "ctx:hand"),
	one(Condition, `if you have N or more cards in your trash`, "entry.condition", "ctx:cards"),
	one(Condition, `if this Digimon has N or more DP|while this Digimon has N DP or more`, "entry.condition", "obj:dp"),
	one(Condition, `if you do`, "ctx:may"),
	one(Condition, `for each (?:of your(?P<other> other)? Digimon|(?P<other>other )?Digimon you have in play)`, "ctx:count", "target.your_digimon"),
	one(Condition, `for each (?:of your opponent's (?P<susp>suspended |unsuspended )?Digimon|Digimon your opponent has in play)`, "ctx:count", "target.opponent_digimon"),
	one(Condition, `for each (?:(?P<color>COLOR )?Tamer you have in play|of your (?P<color>COLOR )?Tamers)`, "ctx:count", "target.your_tamers"),
	one(Condition, `for (?:each|every N) (?:of this Digimon's digivolution cards|digivolution cards? this Digimon has|digivolution cards? it has|of its digivolution cards)`, "obj:digivolution_count"),
	one(Condition, `for (?:each|every N) cards? in your trash`, "ctx:cards"),
	one(Condition, `for (?:each|every N) cards? in your hand`, "ctx:hand"),
	one(Condition, `for (?:each|every N) cards? in your security stack`, "ctx:security_count"),
	one(Condition, `if you've digivolved this turn|if you have digivolved this turn`, "entry.condition", "ctx:this_turn"),

	// Costs ("by doing X", 15-7): done in the handler, checked first.
	one(Cost, `(?:by suspending|you may suspend) this (?:Tamer|Digimon)`, "ctx:can_suspend", "ctx:suspend", "target.self"),
	one(Cost, `(?:by suspending|you may suspend) `+upTo+`your(?P<other> other)? (?P<color>COLOR )?Digimon`, "ctx:choose", "ctx:suspend", "target.your_digimon"),
	one(Cost, `(?:by suspending|you may suspend) `+upTo+`your (?P<color>COLOR )?Tamers`, "ctx:choose", "ctx:suspend", "target.your_tamers"),
	one(Cost, `(?:by suspending|you may suspend) (?P<upto>up to )?N Digimon`, "ctx:choose", "ctx:suspend", "target.all_digimon"),
	one(Cost, `by unsuspending this (?:Tamer|Digimon)`, "ctx:unsuspend", "target.self"),
	one(Cost, `(?:by trashing|you may trash) N cards? (?:in|from) your hand`, "ctx:hand", "ctx:choose_card", "ctx:trash_cards"),
	one(Cost, `(?:by trashing|you may trash) `+cardDesc+` (?:in|from) your hand`, "ctx:cards", "ctx:choose_card", "ctx:trash_cards"),
	one(Cost, `(?:by trashing|you may trash) (?:your top security card|the top card of your security stack)`, "ctx:trash_security"),
	one(Cost, `(?:by deleting|you may delete) N of your(?P<other> other)? Digimon`, "ctx:choose", "ctx:delete", "target.your_digimon", "ctx:on_field"),
	one(Cost, `(?:by deleting|you may delete) this (?:Digimon|Tamer)`, "ctx:delete", "target.self", "ctx:on_field"),
	one(Cost, `by returning this (?:Tamer|Digimon)`+ownersHand, "ctx:return_to_hand", "target.self"),
	one(Cost, `by paying N (?:cost|memory)|you may pay N memory`, "ctx:lose_memory"),
	one(Cost, `(?:by trashing|you may trash) N of this Digimon's digivolution cards`, "ctx:trash_digivolution_cards"),
	one(Cost, `by adding (?:your top security card|the top card of your security stack) to (?:the|your) hand`, "ctx:security_cards", "ctx:add_to_hand"),

	// Durations: how long what an action grants lasts.
	one(Duration, `for the turn|until the end of the turn|until the end of this turn`, "duration.turn"),
	one(Duration, `until the end of (?:your opponent's|their) turn|until (?:your opponent's|their) turn ends`, "duration.opponents_turn"),
	one(Duration, `until the end of (?:your opponent's|their) next turn`, "duration.opponents_next_turn"),
	one(Duration, `until the end of your next turn`, "duration.your_next_turn"),
	one(Duration, `for the attack`, "duration.attack"),

	one(Then, `then`, "lua.sequence"),

	// Actions. Memory and cards.
	one(Action, `gain N memory`, "ctx:gain_memory"),
	one(Action, `lose N memory`, "ctx:lose_memory"),
	one(Action, `set (?:your memory|it) to N`, "ctx:set_memory"),
	one(Action, `(?:trigger )?<Draw N>`, "ctx:run_keyword", "keyword.Draw"),
	one(Action, `(?:trigger )?<Delay>`, "ctx:delay"),
	one(Action, `(?:trigger )?<(?P<kwname>Draw|Recovery|De-Digivolve|Save|Mind Link|Digi-Burst|Blitz|Blast Digivolve|Blast DNA Digivolve)(?: [+-]?N)?(?: \([^()]*\))?>`, "ctx:run_keyword"),
	one(Action, `(?:trash N cards? in your hand|trash N cards? from your hand)`, "ctx:hand", "ctx:choose_card", "ctx:trash_cards"),
	one(Action, `add (?:this card|it) to (?:the|its owner's|your) hand`, "ctx:add_to_hand"),
	one(Action, `(?:you may )?add (?:your top security card|the top card of your security stack) to (?:the|your) hand`, "ctx:security_cards", "ctx:add_to_hand"),

	// Reveal, pick, put the rest back.
	one(Action, `(?P<may>you may )?reveal (?:the top N cards of your deck|N cards from the top of your deck|the top card of your deck)`, "ctx:reveal"),
	one(Action, `add (?:`+cardDesc+`|`+namedCard+`)(?: and (?:`+cardDesc+`|`+namedCard+`))? among them to (?:the|your) hand|among them, add (?:`+cardDesc+`|`+namedCard+`) to (?:the|your) hand`, "ctx:cards", "ctx:choose_card", "ctx:add_to_hand"),
	one(Action, `(?:return|place) the (?:rest|remaining cards) (?:to|at) the bottom of (?:the |your )?deck(?: in any order)?`, "ctx:to_deck_bottom"),
	one(Action, `trash the (?:rest|remaining cards)`, "ctx:trash_cards"),
	one(Action, `shuffle your security stack`, "ctx:shuffle_security"),

	// The card itself.
	one(Action, `play this card`+freeOf, "ctx:play_self", "play.free"),
	one(Action, `activate this card's \[Main\] effects?`, "ctx:activate_main"),
	one(Action, `place this card (?:in|into) (?:the|your|its owner's) (?i:battle area)`, "ctx:place_in_battle_area"),

	// Playing and returning cards from the hand, the trash, under a Digimon.
	one(Action, `(?P<may>you may )?play (?:`+cardDesc+`|`+namedCard+`) from (?:(?P<hand>your hand)|(?P<from>your trash|your hand or trash))`+freeOf, "ctx:cards", "ctx:choose_card", "ctx:play_card", "play.free"),
	one(Action, `(?P<may>you may )?play (?:`+cardDesc+`|`+namedCard+`) from (?:this Digimon's|its) digivolution cards`+freeOf, "ctx:digivolution_cards", "ctx:cards", "ctx:choose_card", "ctx:play_from_under"),
	one(Action, `(?P<may>you may )?return (?:`+cardDesc+`|`+namedCard+`) from your trash to (?:the|your) hand`, "ctx:cards", "ctx:choose_card", "ctx:add_to_hand"),
	one(Action, `(?P<may>you may )?return (?:`+cardDesc+`|`+namedCard+`) from this Digimon's digivolution cards to (?:the|your) hand`, "ctx:digivolution_cards", "ctx:choose_card", "ctx:digivolution_cards_to_hand"),
	one(Action, `(?P<may>you may )?play N (?P<name>\[X\]) Token(?: \([^()]*\))?`, "ctx:play_token"),

	// Delete, return, suspend, unsuspend Digimon.
	selection(Action, `(?P<may>you may )?delete `, ``, "ctx:delete"),
	one(Action, `delete this Digimon`, "ctx:delete", "target.self"),
	selection(Action, `(?P<may>you may )?return `, ownersHand, "ctx:return_to_hand"),
	selection(Action, `(?P<may>you may )?suspend `, ``, "ctx:suspend"),
	one(Action, `(?P<may>you may )?suspend this (?:Digimon|Tamer)`, "ctx:suspend", "target.self"),
	selection(Action, `(?P<may>you may )?unsuspend `, ``, "ctx:unsuspend"),
	one(Action, `(?P<may>you may )?unsuspend this (?:Digimon|Tamer)|this Digimon(?P<may> may)? unsuspends?`, "ctx:unsuspend", "target.self"),
	one(Action, `unsuspend (?:that|the) Digimon|unsuspend it|it unsuspends`, "ctx:unsuspend"),
	selection(Action, ``, `(?P<may> may)? unsuspends?`, "ctx:unsuspend"),
	one(Action, `(?P<may>you may )?suspend (?P<upto>up to )?N Digimon`, "ctx:suspend", "ctx:choose", "target.all_digimon"),
	one(Action, `delete (?:them|it|that Digimon)`, "ctx:delete"),

	// DP.
	one(Action, `(?:this Digimon|it|that Digimon) (?:gets|gains) [+-]N DP|have (?:this Digimon|it|that Digimon) get [+-]N DP`, "ctx:dp_plus"),
	selection(Action, ``, ` gets? [+-]N DP`, "ctx:dp_plus"),
	selection(Action, `to `, `, give [+-]N DP`, "ctx:dp_plus"),
	one(Action, `all of (?:your|your opponent's) (?:Security Digimon|security Digimon) get [+-]N DP`, "ctx:dp_plus", "filter.security_digimon"),
	one(Action, `(?:this Digimon|it) gets [+-]N DP and (?:gains )?`+kwAlt, "ctx:dp_plus", "ctx:give"),

	// Keywords given, and keywords as actions.
	one(Action, `(?:this Digimon|it|that Digimon) gains? `+kwAlt+`(?:,? and `+kwAlt+`)?`, "ctx:give"),
	selection(Action, ``, ` gains? `+kwAlt+`(?:,? and `+kwAlt+`)?`, "ctx:give"),
	selection(Action, `give `, ` `+kwAlt, "ctx:give"),
	one(Action, `(?:trigger )?<De-Digivolve N> (?:on |to )?`+upTo+opp+` `+pre+`Digimon`+post, "ctx:de_digivolve", "ctx:choose", "target.opponent_digimon"),
	one(Action, `<De-Digivolve N> all of `+opp+` Digimon`, "ctx:de_digivolve", "target.opponent_digimon"),

	// Prohibitions (15-1-3).
	selection(Action, ``, ` can't (?:attack|block|attack or block|suspend|unsuspend|digivolve)`, "ctx:cannot"),
	one(Action, `(?:this Digimon|it|that Digimon) can't (?:attack|block|attack or block|suspend|unsuspend|digivolve)`, "ctx:cannot"),

	// Security stacks.
	one(Action, `trash (?:the top card of (?:your opponent's|their) security stack|(?:your opponent's|their) top security card|N cards? from the top of (?:your opponent's|their) security stack|(?:your opponent's|their) top N security cards)`, "ctx:trash_security"),
	one(Action, `trash (?:the top card of your security stack|your top security card)`, "ctx:trash_security"),

	// Digivolution cards.
	selection(Action, `trash the (?:top|bottom) (?:N )?digivolution cards? of `, ``, "ctx:trash_digivolution_cards"),
	selection(Action, `trash any N digivolution cards? (?:of|from) `, ``, "ctx:trash_digivolution_cards"),
	one(Action, `trash (?:all of the|all) digivolution cards of (?:that|this) Digimon`, "ctx:trash_digivolution_cards", "obj:digivolution_count"),

	// Would effects: change what is about to happen.
	one(Action, `prevent (?:that deletion|it from leaving(?: play| the battle area)?|it|that)|(?:it|they|this Digimon) (?:doesn't|don't) leave|it isn't deleted`, "ctx:prevent"),
	one(Action, `reduce (?:the|its|this card's) (?:play |digivolution |memory |use )?cost by N|reduce the memory cost of the digivolution by N|reduce the (?:play|digivolution) cost of (?:the|that) (?:Digimon|card) by N`, "ctx:change_cost"),

	// Attacks.
	one(Action, `(?:this Digimon|it|that Digimon)(?P<may> may)? attack`, "ctx:attack", "target.self"),
	one(Action, upTo+`your(?P<other> other)? Digimon(?P<may> may)? attack`, "ctx:choose", "ctx:attack", "target.your_digimon"),
	one(Action, `(?P<may>you may )?(?:change|switch) the (?:attack target|target of (?:the )?attack) to this Digimon`, "ctx:change_target", "target.self"),
	one(Action, `(?P<may>you may )?(?:change|switch) the (?:attack target|target of (?:the )?attack) to N of your Digimon`, "ctx:change_target", "ctx:choose", "target.your_digimon"),

	// Digivolution, DNA, link, hatch.
	one(Action, `(?:this Digimon|it|N of your Digimon)(?P<may> may)? digivolve into (?:(?P<name>\[X\])|a `+cardDesc[2:]+`) in (?:the|your) hand`+freeOf, "ctx:hand", "ctx:cards", "ctx:choose_card", "ctx:digivolve"),
	one(Action, `(?:this Digimon|it|N of your Digimon)(?P<may> may)? digivolve into (?:(?P<name>\[X\])|a `+cardDesc[2:]+`) in (?:the|your) hand for a digivolution cost of N, ignoring (?:its )?digivolution requirements`, "ctx:hand", "ctx:cards", "ctx:choose_card", "ctx:digivolve"),
	one(Action, `N of your Digimon(?P<may> may)? DNA digivolve into (?:(?P<name>\[X\])|a Digimon card) in (?:the|your) hand`, "ctx:hand", "ctx:cards", "ctx:dna_cost", "ctx:dna_digivolve"),
	one(Action, `(?P<may>you may )?hatch(?: in your breeding area)?`, "ctx:hatch"),
	one(Action, `(?P<may>you may )?link this card to N of your Digimon(?: on the field)?`+freeOf, "ctx:choose", "ctx:link_card", "target.your_digimon"),

	// Delayed processing (18-1).
	one(Action, `delete this Digimon at the end of the turn`, "ctx:at_end_of_turn", "ctx:delete", "target.self"),
)

// mapper finds the rule of a pattern and the constructs it names there.
type mapper struct{}

// constructs returns what expresses a clause of kind k with this pattern, or nil.
func (mapper) constructs(k Kind, pattern string) []string {
	for _, r := range Rules {
		if r.Kind != k {
			continue
		}
		m := r.Re.FindStringSubmatchIndex(pattern)
		if m == nil {
			continue
		}
		return r.expand(pattern, m)
	}
	return nil
}

// expand lists a rule's constructs on one match: its own, then those of the named
// groups that matched, without repeats.
func (r Rule) expand(pattern string, m []int) []string {
	out := append([]string(nil), r.Constructs...)
	add := func(c string) {
		for _, have := range out {
			if have == c {
				return
			}
		}
		out = append(out, c)
	}
	for i, name := range r.Re.SubexpNames() {
		if name == "" || m[2*i] < 0 || m[2*i+1] == m[2*i] {
			continue
		}
		if name == "kwname" {
			add("keyword." + pattern[m[2*i]:m[2*i+1]])
			continue
		}
		add(groupConstructs[name])
	}
	return out
}

// constructPrefix is how a construct name starts for each group of scripting.API.
var constructPrefix = map[*scripting.Group]string{
	scripting.GroupGlobals:    "global.",
	scripting.GroupCardKeys:   "card.",
	scripting.GroupEntry:      "entry.",
	scripting.GroupWhen:       "when.",
	scripting.GroupWould:      "would.",
	scripting.GroupCtxFields:  "ctx.",
	scripting.GroupCtxMethods: "ctx:",
	scripting.GroupChoose:     "choose.",
	scripting.GroupPlay:       "play.",
	scripting.GroupObject:     "obj:",
	scripting.GroupCard:       "card:",
	scripting.GroupEvent:      "event.",
	scripting.GroupFilter:     "filter.",
	scripting.GroupTargets:    "target.",
	scripting.GroupDurations:  "duration.",
	scripting.GroupKeyword:    "keyworddef.",
}

var (
	apiNamesOnce sync.Once
	apiNames     map[string]bool
	keywordLib   *scripting.Library
)

// CheckConstruct reports an error when a construct names nothing a script can use
// today: every name but keyword.X and lua.X must be documented in scripting/apidoc.go
// (scripting.API); keyword.X must have a working script in keywords/ (not one that
// only makes the name known); lua.X must be one of the Lua constructs above.
func CheckConstruct(name string) error {
	apiNamesOnce.Do(func() {
		apiNames = map[string]bool{}
		for _, d := range scripting.API {
			if pre, ok := constructPrefix[d.Group]; ok {
				apiNames[pre+d.Name] = true
			}
		}
		keywordLib = scripting.NewLibrary(nil, keywords.FS)
	})
	switch {
	case strings.HasPrefix(name, "keyword."):
		k := strings.TrimPrefix(name, "keyword.")
		info, ok := core.LookupKeyword(k)
		if !ok || string(info.Name) != k {
			return fmt.Errorf("construct %s: no keyword %q (core.KeywordInfos)", name, k)
		}
		if !keywordLib.HasKeyword(info.Name) {
			return fmt.Errorf("construct %s: keywords/%s has no behaviour yet", name, core.KeywordFile(info.Name))
		}
		return nil
	case strings.HasPrefix(name, "lua."):
		if _, ok := lua[strings.TrimPrefix(name, "lua.")]; !ok {
			return fmt.Errorf("construct %s: not a Lua construct this table knows", name)
		}
		return nil
	case apiNames[name]:
		return nil
	}
	return fmt.Errorf("construct %s: not documented in scripting/apidoc.go", name)
}
