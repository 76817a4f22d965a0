package vocab

import (
	"regexp"
	"slices"
	"strings"
)

// Triggers (15-5) and immediate effects (15-8-5): "When X is played", "When X would
// leave the battle area", "At the end of the turn". The event maps to a when or would
// cause, its subject to the entry's subject (a target description), and how it happened
// ("by your opponent's effects", "in battle") to event fields.

const when = `(?:when|whenever|each time)`

// byEffect finds "an effect", "your effects", "using one of your effects" in a trigger
// whose event says nothing of its cause: event.cause tells effects apart only for
// deletions, plays, digivolutions and would-events.
var byEffect = regexp.MustCompile(`\beffects?\b`)

// causedEvents are the when causes whose event.cause says "effect".
var causedEvents = []string{"when.played", "when.digivolves", "when.deleted"}

// readTrigger reads a trigger clause: one event, two events joined by "or" (each its
// own entry with the same handler), or a state the older texts print with "when" ("When
// you have 3 security cards or less": a condition, 15-6).
func readTrigger(s string) (Reading, bool) {
	r, ok := readEvent(s)
	if ok && r.Covered() {
		return r, ok
	}
	if e, eok := readEitherEvent(s); eok && (!ok || e.better(r)) {
		return e, true
	}
	if rest, cut := strings.CutPrefix(s, "when "); cut {
		if c, cok := conditions.read("if " + rest); cok && c.Covered() {
			return c, true
		}
	}
	return r, ok
}

var inHandWith = regexp.MustCompile(`\b(Digimon cards?) in your hand (with .+)$`)

// readEventCondition reads an "if" clause that is the event of a trigger, as the older
// texts print it: "[Your Turn] If one of your Digimon digivolves into ...", "[All Turns]
// If one of your other Digimon is deleted" (15-5). What an effect's own action did ("if
// ... is deleted by this effect", "if it was trashed") is a condition, not an event.
func readEventCondition(s string) (Reading, bool) {
	rest, ok := strings.CutPrefix(s, "if ")
	if !ok || pastOrOwnEffect.MatchString(rest) && !wouldWithThisEffect.MatchString(rest) {
		return nil, false
	}
	r, ok := readTrigger("when " + rest)
	if !ok || !r.Covered() {
		return nil, false
	}
	return r, true
}

// wouldWithThisEffect: "if this Digimon would digivolve with this effect" is the event
// of this effect's own digivolution.
var wouldWithThisEffect = regexp.MustCompile(`^\S.* would (?:digivolve|be played) (?:with|by) this effect$`)

var pastOrOwnEffect = regexp.MustCompile(`\b(?:this effect|was|were|wasn't|weren't|did|didn't|had)\b`)

// readEvent reads one event.
func readEvent(s string) (Reading, bool) {
	// "into a Digimon card in your hand with <Digi-Burst>": the card's qualifiers after
	// where it is.
	s = inHandWith.ReplaceAllString(s, "$1 $2 in your hand")
	r, ok := triggers.read(s)
	if !ok || !byEffect.MatchString(s) || strings.Contains(s, "activat") {
		return r, ok
	}
	for _, p := range r {
		for _, c := range p.Constructs {
			if strings.HasPrefix(c, "when.") && !slices.Contains(causedEvents, c) {
				return append(r, flagParts["byeffect"]), ok
			}
		}
	}
	return r, ok
}

// eventSubject finds the subject of a trigger's first event and the word that carries
// its verb: "when this Digimon would digivolve or leave ..." → "this Digimon", "would".
var eventSubject = regexp.MustCompile(`^` + when + ` (.+?) (?:(would|is|are|gets?|get) )?(?:is|are|gets?|get|becomes?|would|digivolves?|digivolve|attacks?|attack|suspends?|suspend|unsuspends?|unsuspend|leaves?|leave|plays?|play|returns?|return|deleted|played|returned|linked|suspended)\b`)

// readEitherEvent reads "when A or B" as two events, both covered: B names its own
// subject ("when an opponent's Digimon digivolves or an effect adds cards ...") or
// shares A's ("when this Digimon gets linked or unsuspends", "when one of your Tamers
// is deleted or returned to the hand").
func readEitherEvent(s string) (Reading, bool) {
	for i := strings.Index(s, " or "); i > 0; {
		left, right := strings.TrimSuffix(s[:i], ","), s[i+len(" or "):]
		if a, ok := readEvent(left); ok && a.Covered() {
			cands := []string{"when " + right}
			if m := eventSubject.FindStringSubmatch(left); m != nil {
				cands = append(cands, "when "+m[1]+" "+right)
				if m[2] != "" {
					cands = append(cands, "when "+m[1]+" "+m[2]+" "+right)
				}
			}
			for _, c := range cands {
				if b, ok := readEvent(c); ok && b.Covered() {
					return append(a, b...), true
				}
			}
		}
		j := strings.Index(s[i+1:], " or ")
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return nil, false
}

var triggers = newTable("trigger", true, []*entry{
	// Events of the field.
	e("trigger", "when <subject> is played", when+` {subject} (?:is|are|gets?|get) played{cause}|`+when+` (?:you|your opponent|an opponent|they|you or your opponent|either player|a player) plays? {subject2}{cause2}`, "when.played", "entry.subject"),
	e("trigger", "when <subject> digivolves", when+` {subject} digivolves?{cause}`, "when.digivolves", "entry.subject"),
	// "When one of your Digimon digivolves into this card in your hand, reduce the memory
	// cost of the digivolution": every card that prints it changes the cost, before it is
	// paid — the would-digivolve of the card in the hand (8-1-3-2), one would entry
	// digivolve_into_this = { filter }, reduces = N (scripting/digivolve_into_this.go).
	e("trigger", "when <subject> digivolves into this card", when+` {subject} (?:digivolves?|would digivolve) into this card(?: (?:in|from) (?:your|the) hand)?`, "entry.digivolve_into_this", "would.digivolve", "entry.area", "entry.reduces"),
	e("trigger", "when <subject> digivolves into ...", when+` {subject} digivolves? into {cards}(?: in (?:your|the) hand)?{cause}`, "when.digivolves", "entry.subject", "ctx.event", "event.card"),
	// A DNA digivolution (8-2) is a digivolution its event says is one.
	e("trigger", "when <subject> DNA digivolves into ...", when+` {subject} DNA digivolves? into {cards}`, "when.digivolves", "entry.subject", "ctx:dna_digivolving", "event.card"),
	e("trigger", "when <subject> is played or digivolves", when+` {subject} (?:is|are) played or digivolves?|`+when+` {subject2} digivolves? or (?:is|are) played|`+when+` (?:you|your opponent) plays? or digivolves? {subject3}`, "when.played", "when.digivolves", "entry.subject"),
	e("trigger", "when <subject> is deleted", when+` {subject} (?:is|are|gets?) deleted{cause}`, "when.deleted", "entry.subject"),
	// "When this Digimon attacks with <Blitz>, it can also attack your opponent's
	// unsuspended Digimon" (BT5-017): no trigger but the scope of a permission — the
	// attacks made with that keyword effect (a `static` entry's
	// can = { "attack_unsuspended", with = "Blitz" }).
	e("trigger", "when <subject> attacks with <Keyword>", when+` {subject} attacks? with <[^<>]+>`, "entry.can", "entry.subject"),
	e("trigger", "when <subject> attacks", when+` {subject} attacks?|`+when+` (?:you|your opponent) attacks? with {subject2}`, "when.attacks", "entry.subject"),
	e("trigger", "when <subject> attacks a player", when+` {subject} attacks? (?:a|your|the|your opponent's) player|`+when+` {subject2} attacks? (?:your opponent|you)`, "when.attacks", "entry.subject", "ctx:current_attack"),
	e("trigger", "when <subject> attacks <target>", when+` {subject} attacks? {target}`, "when.attacks", "entry.subject", "event.target"),
	e("trigger", "when <subject> becomes suspended", when+` {subject} (?:becomes?|is|are|gets?) suspended{cause}|`+when+` {subject2} suspends?{cause2}|`+when+` (?:an effect|effects) suspends? {subject3}`, "when.suspended", "entry.subject"),
	e("trigger", "when <subject> becomes unsuspended", when+` {subject} (?:becomes?|is|are|gets?) unsuspended{cause}|`+when+` {subject2} unsuspends?{cause2}`, "when.unsuspended", "entry.subject"),
	e("trigger", "when <subject> is blocked", when+` {subject} (?:is|are|gets?) blocked`, "when.blocked", "entry.subject"),
	e("trigger", "when <subject> deletes a Digimon in battle", when+` {subject} deletes? {target} (?:in (?:a )?battle|by battle)`, "when.deleted", "entry.subject", "event.cause", "event.target"),
	e("trigger", "when <subject> deletes a Digimon in battle and survives", when+` {subject} deletes? {target} in (?:a )?battle and survives`, "when.deletes_in_battle_and_survives", "entry.subject"),
	e("trigger", "when <subject> wins a battle", when+` {subject} wins? (?:a|the) battle`, "when.wins_battle", "entry.subject"),
	e("trigger", "when <subject> leaves the battle area", when+` {subject} leaves? (?:the battle area|play|the field){cause}`, "when.leaves_battle_area", "entry.subject"),
	e("trigger", "when <subject> moves from the breeding area", when+` {subject} (?:(?:is|are) moved|moves?) from (?:the|your|their) breeding area to (?:the|your|their) battle area|`+when+` {subject2} moves?|`+
		when+` (?:you|your opponent) moves? {subject3} from (?:your|their|the) breeding area(?: to (?:your|their|the) battle area)?`, "when.moved", "entry.subject"),

	// What would happen.
	e("trigger", "when <subject> would leave the battle area", when+` {subject} would leave (?:the battle area|battle area|play|the field){cause}|`+when+` (?:an effect|effects) would remove {subject2} from (?:the battle area|play|the field)`, "would.leave", "entry.subject"),
	e("trigger", "when <subject> would be deleted", when+` {subject} would be deleted{cause}`, "would.deleted", "entry.subject"),
	// Where it would go: a would-leave event's to (hand, deck, trash, ...).
	e("trigger", "when <subject> would be returned to the hand or deck", when+` {subject} would be returned to (?:your |the |its owner's |their )?(?:hands?|decks?)(?: or (?:hands?|decks?))?{cause}`,
		"would.leave", "entry.subject", "entry.trigger", "event.to"),
	e("trigger", "when <subject> would be deleted or returned to the hand or deck", when+` {subject} would be deleted or returned to (?:your |the |its owner's |their )?(?:hands?|decks?)(?: or (?:hands?|decks?))?{cause}|`+
		when+` {subject2} has {has} and (?:an effect|effects|an opponent's effect|your opponent's effects) would delete it or return it to (?:your |the |its owner's |their )?(?:hand|deck)(?: or (?:hand|deck))?`,
		"would.deleted", "would.leave", "entry.subject", "entry.trigger", "event.to"),
	e("trigger", "when an effect would delete <subject> or return it to the hand or deck", when+` (?:an effect|effects|an opponent's effect|your opponent's effects) would delete {subject} or return it to (?:your |the |its owner's |their )?(?:hand|deck)(?: or (?:hand|deck))?`,
		"would.deleted", "would.leave", "entry.subject", "entry.trigger", "event.to", "event.cause", "event.by_you"),
	e("trigger", "when an effect would delete <subject>", when+` (?:an effect|effects|an opponent's effect|your opponent's effects|one of your opponent's effects) would delete {subject}`, "would.deleted", "entry.subject", "event.cause", "event.by_you"),
	e("trigger", "when <subject> would digivolve", when+` {subject} would digivolve{cause}`, "would.digivolve", "entry.subject"),
	e("trigger", "when <subject> would digivolve into ...", when+` {subject} would digivolve into {cards}(?: {zone})?{cause}`, "would.digivolve", "entry.subject", "ctx:would_card"),
	e("trigger", "when this card would be played", when+` (?:this card|this Digimon) would be played(?: from (?:your|the) hand)?|`+when+` you would play (?:this card|this Digimon)(?: from your hand)?|when playing this card(?: from (?:your|the) hand)?`, "would.played", "entry.subject"),
	e("trigger", "when a card would be played", when+` (?:you|your opponent) would play {cards}(?: {zone})?|`+when+` {cards2} would be played(?: {zone2})?`, "would.played", "ctx:would_card"),
	e("trigger", "when a card would be used", when+` (?:you|your opponent) would use {cards}`, "would.used", "ctx:would_card"),
	// "For the turn, when one of your Digimon would next digivolve" (EX5-029), "The next time
	// one of your Digimon digivolves from level 6 to level 7 this turn" (BT5-109): an
	// immediate effect the effect leaves to the game for the turn, spent by the first
	// digivolution it names (ctx:next_time).
	e("trigger", "when <subject> would next digivolve", when+` {subject} would next digivolve`, "ctx:next_time", "would.digivolve", "entry.subject"),
	e("trigger", "the next time <subject> digivolves", `the next time {subject} (?:would )?digivolves?(?: this turn)?`, "ctx:next_time", "would.digivolve", "entry.subject"),
	e("trigger", "the next time <subject> digivolves from level N to level N", `the next time {subject} (?:would )?digivolves? from level N to level N(?: this turn)?|`+
		`the next time you would digivolve {subject2} from level N to level N(?: this turn)?`, "ctx:next_time", "would.digivolve", "entry.subject", "entry.trigger", "ctx:would_card", "card:level"),
	e("trigger", "the next time <subject> digivolves into ...", `the next time {subject} (?:would )?digivolves? into {cards}(?: this turn)?`, "ctx:next_time", "would.digivolve", "entry.subject", "entry.trigger", "ctx:would_card"),
	e("trigger", "when <subject> would digivolve from level N to level N", when+` {subject} would digivolve from level N to level N`, "would.digivolve", "entry.subject", "obj:level", "ctx:would_card", "card:level"),
	// "When digivolving X into Y": the older texts' "when X would digivolve into Y" — what
	// follows changes the digivolution's cost (8-1-2-5).
	e("trigger", "when digivolving <subject> into ...", `when digivolving {subject} into {cards}(?: in (?:your|the) hand)?`, "would.digivolve", "entry.subject", "ctx:would_card"),
	e("trigger", "when digivolving into this card", `when digivolving into this card(?: from (?:your|the) hand)?`, "would.digivolve", "entry.subject"),
	e("trigger", "when this card would be played or digivolved into", when+` this card would be played or digivolved into`, "would.played", "would.digivolve", "entry.subject"),
	e("trigger", "when <subject> has ... and would be deleted", when+` {subject} has {has} and would be deleted{cause}`, "would.deleted", "entry.subject"),
	e("trigger", "when <subject> checks a security card", when+` {subject} checks? (?:your opponent's|an opponent's|your|their) security(?: stack| cards?)?|`+
		when+` (?:your|your opponent's) security (?:is|are) checked`, "when.security_checked", "entry.subject"),
	// A checked card that was face up in the security stack (13-1-7-1-1): event.face_up.
	e("trigger", "when <subject> checks a face-up security card", when+` {subject} checks? (?:a |N )?face[- ]up security cards?`, "when.security_checked", "entry.subject", "entry.trigger", "event.face_up"),
	// "[On Play] When played from digivolution cards": where the play event's card came from.
	e("trigger", "when played from digivolution cards", `when played from (?:its |the |this Digimon's |a Digimon's )?digivolution cards|when played from (?:your|the) (?:hand|trash)`, "ctx.event", "event.from"),
	// "Hatch" (4-16): a trigger condition that only a trigger function states.
	e("trigger", "when you hatch", when+` (?:you|your opponent) hatch(?:es)?(?: in (?:the|your) breeding area)?`, "entry.trigger", "event.kind"),
	e("trigger", "when this card would be used", when+` (?:you would use this card|this card would be used)|when using this card(?: from (?:your|the) hand)?`, "would.used", "entry.subject"),
	e("trigger", "when a card would link", when+` {cards} would (?:be )?link(?:ed)? to {subject}|`+when+` {subject2} would (?:be|get) linked`, "would.link", "entry.subject"),

	// Delayed and timed.
	e("trigger", "at the end of the turn", `at (?:the )?end of (?:the |this )?turn|at turn end`, "ctx:at_end_of_turn"),
	e("trigger", "when DNA digivolving", `when DNA digivolving`, "entry.condition", "ctx:dna_digivolving"),

	// Known words that nothing expresses yet.
	e("trigger", "at the end of the battle", `at the end of (?:the|that|this) battle`, "ctx:later"),
	e("trigger", "at the end of your opponent's turn", `at (?:the )?(?:next )?end of (?:your opponent's|their|the next) (?:next )?turn`, "ctx:later"),
	// The [End of Your Turn] timing; in an effect of your turn, a delayed effect at its end (18-1).
	e("trigger", "at the end of your turn", `at (?:the )?(?:next )?end of your (?:next )?turn`, "card.end_of_your_turn", "ctx:later"),
	e("trigger", "when <subject> gets linked", when+` {subject} (?:gets?|is|are|becomes?) linked|`+when+` (?:a card|cards) (?:is|are|gets?) linked to {subject2}|`+when+` (?:you|an effect) links? .+`, "when.linked"),
	// Cards that move between zones: card_moved with from, to and owner.
	e("trigger", "when a security stack is removed from", when+` (?:your|your opponent's|a|their|each|any) security stacks? (?:is|are) removed from|`+when+` (?:a card|cards|N or more cards|one or more cards) (?:is|are) removed from .*security stacks?|when security stacks are removed from|`+
		when+` (?:your|your opponent's|their) security (?:stack )?is (?:removed from|reduced)|`+when+` (?:an effect|effects) removes? (?:a card|cards|N cards?) from (?:your|your opponent's|their) security stack`, "when.card_moved", "entry.from", "entry.owner"),
	e("trigger", "when a card is trashed from a security stack", when+` (?:a card|cards|N cards?|one or more cards) (?:is|are) trashed from (?:your|your opponent's|their) security stacks?{cause}`, "when.card_moved", "entry.from", "entry.to", "entry.owner"),
	e("trigger", "when a card is added to a security stack", when+` .*(?:is|are) (?:added|placed) (?:to|on top of|at the bottom of) .*security stacks?|`+when+` .*(?:adds?|places?) .*(?:to|in|on) .*security stacks?|`+when+` (?:your|your opponent's|their) security stack is added to`, "when.card_moved", "entry.to", "entry.owner"),
	e("trigger", "when face-up cards are placed in a security stack", when+` {cards} (?:is|are) placed face[- ]up (?:in|on|to) (?:your|your opponent's|their) security stack|`+when+` face[- ]up {cards2} (?:is|are) placed (?:in|on|to) (?:your|your opponent's|their) security stack`, "when.card_moved", "entry.to", "entry.owner", "entry.card", "cardfilter.face_up"),
	e("trigger", "when cards are trashed from a deck", when+` .*(?:is|are) trashed from (?:your|the|a|your opponent's|their) deck|`+when+` (?:your|your opponent's|their) deck is trashed from|`+when+` (?:a card|cards|N cards) in (?:your|your opponent's|their) deck (?:is|are) trashed|when .*trash(?:es)? .*from (?:your|the) deck`, "when.card_moved", "entry.from", "entry.to"),
	e("trigger", "when a card is trashed from the hand", when+` .*(?:is|are) trashed from (?:your|the|your opponent's|their|a) hand|`+when+` (?:hands|your hand|your opponent's hand) (?:is|are) trashed from|`+when+` .*(?:your )?hand is trashed from|when .*trash(?:es)? .*(?:in|from) (?:your|the|their) hand.*`, "when.card_moved", "entry.from", "entry.to"),
	e("trigger", "when digivolution cards are trashed", when+` [^,]*trash(?:es|ed)? [^,]*digivolution cards?[^,]*|`+when+` this card is trashed from .*digivolution cards.*|`+when+` [^,]*trash(?:es)? (?:this card|cards) from (?:under|the digivolution cards)[^,]*`, "when.card_moved", "entry.from", "entry.to", "entry.subject"),
	e("trigger", "when <subject>'s link cards are trashed", when+` (?:effects|an effect) trash(?:es)? any of {subject}'s link cards`, "when.card_moved", "entry.from", "entry.to", "entry.subject"),
	e("trigger", "when cards are added to a hand", when+` .*adds? .*(?:to|into) (?:your|your opponent's|their|a) hand.*|`+when+` .*(?:is|are) added to (?:your|your opponent's|their|a) hand.*|`+when+` .*adds? .*to (?:your or your opponent's|either player's|a player's) hands?`, "when.card_moved", "entry.to", "entry.owner"),
	e("trigger", "when cards are placed under a Digimon", when+` .*(?:places?|are placed|is placed|adds? to) .*(?:under|digivolution cards).*`, "when.card_moved", "entry.to", "entry.subject"),
	e("trigger", "when this card is trashed", when+` this card is trashed.*|`+when+` (?:an effect|effects|your opponent's effects|an opponent's effect) trash(?:es)? this card.*`, "when.card_moved", "entry.subject", "entry.to"),
	e("trigger", "when an attack target changes", when+` (?:an |the |this Digimon's |any of your .+'s |one of your Digimon's )?attack targets? (?:is |are )?(?:changes?|switched|changed)`, "when.attack_target_switched", "entry.subject"),
	e("trigger", "when you use an Option card", when+` (?:you|your opponent|a player|either player|you or your opponent) uses? .+`, "when.option_used", "event.by_you", "event.cards"),
	e("trigger", "when an effect plays a Digimon", when+` (?:an effect|effects|an effects|one of your effects|your effects) plays? {subject}|when you play {subject2} by (?:an )?effects?`, "when.played", "entry.subject", "event.cause"),
	e("trigger", "when <subject> is returned", when+` {subject} (?:is|are) returned.*`),

	// Digivolution cards trashed: card_moved from "digivolution" to "trash", the subject
	// the Digimon they left from under (4-5-8).
	e("trigger", "when a digivolution card of <subject> is trashed", when+` (?:a|any|N|one) (?:of the )?digivolution cards? of {subject} (?:is|are|gets?) trashed{cause}|`+
		when+` {subject2}'s digivolution cards? (?:is|are|gets?) trashed{cause2}`, "when.card_moved", "entry.from", "entry.to", "entry.subject"),
	e("trigger", "when one of your opponent's digivolution cards is trashed", when+` (?:one|any) of (?:your|your opponent's) digivolution cards (?:is|are) trashed{cause}`,
		"when.card_moved", "entry.from", "entry.to", "entry.owner"),
	// An Option card placed in the battle area by its effect (17-1-3-3): card_moved to "battle".
	e("trigger", "when a card is placed in the battle area", when+` {cards} (?:is|are) placed in (?:the|your|your opponent's|their) battle area|`+
		when+` (?:you|your opponent) places? {cards2} in (?:the|your|their) battle area`, "when.card_moved", "entry.to", "entry.owner", "entry.card"),
	// Cards trashed from the battle area: an Option card placed there (17-1-3-3).
	e("trigger", "when cards in the battle area are trashed", when+` {cards} in the battle area (?:is|are) trashed{cause}`, "when.card_moved", "entry.from", "entry.to", "entry.card"),
	// Cards returned: card_moved with from, to and the card it must be.
	e("trigger", "when a card returns from a zone to the hand", when+` {cards} (?:returns?|(?:is|are) returned) from (?:your|your opponent's|their|the) (?:trash|deck|security stack) to (?:the|your|your opponent's|their) (?:hand|deck)`,
		"when.card_moved", "entry.from", "entry.to", "entry.owner", "entry.card"),
	e("trigger", "when a card returns to the deck from this Digimon's digivolution cards", when+` {cards} (?:returns?|(?:is|are) returned) to the (?:bottom|top) of (?:the|your|its owner's) deck from {subject}'s digivolution cards`,
		"when.card_moved", "entry.from", "entry.to", "entry.subject", "entry.card"),
	// The object's top card moves from the battle area: the card filter, or a trigger
	// function on ctx.event.cards, says what it was (card_moved's subject is the object
	// a card leaves from under, not the one that leaves).
	e("trigger", "when <subject> returns to the hand", when+` {subject} (?:returns?|(?:is|are) returned) to (?:the|its owner's|your|their) hands?{cause}`,
		"when.card_moved", "entry.from", "entry.to", "entry.card", "entry.trigger", "event.cards"),
	// "When this Digimon gets linked to a [Social] trait card": the link card, ctx.event.cards.
	e("trigger", "when <subject> gets linked to a card", when+` {subject} (?:gets?|is|are|becomes?) linked (?:to|with) {cards}`, "when.linked", "entry.subject", "entry.trigger", "event.cards"),
	// "With this effect": the digivolution or play this very effect makes, its cost
	// changed where it makes it (ctx:digivolve's reduce, ctx:play_card's reduce).
	e("trigger", "when <subject> would digivolve with this effect", when+` {subject} would digivolve (?:with|by|using|through) this effect`, "digivolve.reduce", "lua.local"),
	e("trigger", "when <subject> would be played by this effect", when+` {subject} would be played (?:with|by|using|through) this effect`, "play.reduce", "lua.local"),
	// Effects that delete, digivolve, suspend: the event's cause and whose effect it was.
	e("trigger", "when an effect deletes <subject>", when+` (?:an effect|effects|one of your effects|your effects|an opponent's effect|your opponent's effects) deletes? {subject}`, "when.deleted", "entry.subject", "event.cause", "event.effect_of"),
	e("trigger", "when an effect digivolves <subject>", when+` (?:an effect|effects|one of your effects|your effects) digivolves? {subject}`, "when.digivolves", "entry.subject", "event.cause", "event.effect_of"),
	e("trigger", "when an effect plays or digivolves <subject>", when+` (?:an effect|effects|an effects|one of your effects|your effects) (?:plays? or digivolves?|digivolves? or plays?) {subject}`, "when.played", "when.digivolves", "entry.subject", "event.cause", "event.effect_of"),
	e("trigger", "when <subject> activates <Keyword>", when+` {subject} activates? <[^<>]+>`, "when.effect_activated", "entry.subject", "entry.trigger", "event.effect_keyword"),
	e("trigger", "when <Keyword> suspends <subject>", when+` <[^<>]+> suspends? {subject}`, "when.suspended", "entry.subject", "entry.trigger", "event.effect_keyword"),
	e("trigger", "when your effect suspends <subject>", when+` (?:one of your effects|your effects|your opponent's effects|an opponent's effect|one of your opponent's effects) suspends? {subject}`, "when.suspended", "entry.subject", "event.effect_of"),
	// Whose effects move cards: event.effect_of.
	e("trigger", "when your effects add to decks", when+` (?:your|your opponent's) effects add (?:cards )?to (?:decks|the deck|your deck|the bottom of decks|decks' tops or bottoms)`, "when.card_moved", "entry.to", "event.effect_of"),
	e("trigger", "when an effect adds digivolution cards to <subject>", when+` (?:an effect|effects|one of your effects|your effects) (?:adds?|places?) (?:N )?(?:digivolution )?cards? (?:to|under) (?:the digivolution cards of )?{subject}`,
		"when.card_moved", "entry.to", "entry.subject", "event.cause", "event.effect_of"),
})

// causes are how an event happens.
var causes = newTable("cause", false, []*entry{
	quiet(``),
	e("cause", "by an opponent's effect", ` by (?:an|your) opponent's effects?| by (?:the|your) opponent's effects?| by opponent's effects| by (?:an|one of your) opponent's (?:Digimon's )?effects?`, "event.cause", "event.by_you"),
	e("cause", "other than by your effects", ` other than by (?:your|one of your) (?:own )?effects?`, "event.cause", "event.by_you"),
	e("cause", "by an effect", ` by (?:an |the )?effects?| (?:by )?using (?:an |one of your )?effects?`, "event.cause"),
	e("cause", "in battle", ` in (?:a )?battle| by battle`, "event.cause"),
	e("cause", "other than in battle", ` other than (?:in|by) battle| outside of (?:a )?battle`, "event.cause"),
	// DigiXros takes its materials from the field without a would-leave event (core/xros.go
	// takeMaterials): every would-leave is "other than by DigiXros".
	e("cause", "other than by DigiXros", ` other than by DigiXros`, "would.leave"),
	e("cause", "by dropping to N DP", ` by dropping to N DP| by having N DP`, "event.cause"),
	e("cause", "by this effect", ` by this effect`, "lua.local"),
	// "During your unsuspend phase" (6-2): the phase the event happens in.
	e("cause", "during your unsuspend phase", ` during (?:your|your opponent's|their|a|the|an opponent's) (?:unsuspend|draw|breeding|main) phase`, "ctx:phase", "ctx:is_your_turn"),
	e("cause", "in battle or by having N DP", ` in (?:a )?battle or by (?:having|dropping to) N DP`, "event.cause"),
	e("cause", "from the hand / trash / digivolution cards", ` from (?:your|the) (?:hand|trash)| from (?:its |this Digimon's |the |their )?digivolution cards| from (?:one of )?(?:your|your opponent's) Digimon's digivolution cards`, "entry.from"),
	// A keyword's effect (16): the event names the keyword.
	e("cause", "by a <Keyword> effect", ` by (?:an? |the )?<[^<>]+> effects?`, "event.cause", "event.effect_keyword"),
})
