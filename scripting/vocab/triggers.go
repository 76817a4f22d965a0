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

// readTrigger reads a trigger clause.
func readTrigger(s string) (Reading, bool) {
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

var triggers = newTable("trigger", true, []*entry{
	// Events of the field.
	e("trigger", "when <subject> is played", when+` {subject} (?:is|are|gets?|get) played{cause}|`+when+` (?:you|your opponent|an opponent|they) plays? {subject2}{cause2}`, "when.played", "entry.subject"),
	e("trigger", "when <subject> digivolves", when+` {subject} digivolves?{cause}`, "when.digivolves", "entry.subject"),
	e("trigger", "when <subject> digivolves into ...", when+` {subject} digivolves? into {cards}{cause}`, "when.digivolves", "entry.subject", "ctx.event", "event.card"),
	e("trigger", "when <subject> digivolves into this card", when+` {subject} digivolves? into this card(?: in (?:your|the) hand)?`, "when.digivolves", "entry.subject", "entry.area"),
	e("trigger", "when <subject> is played or digivolves", when+` {subject} (?:is|are) played or digivolves?|`+when+` {subject2} digivolves? or (?:is|are) played|`+when+` (?:you|your opponent) plays? or digivolves? {subject3}`, "when.played", "when.digivolves", "entry.subject"),
	e("trigger", "when <subject> is deleted", when+` {subject} (?:is|are|gets?) deleted{cause}`, "when.deleted", "entry.subject"),
	e("trigger", "when <subject> attacks", when+` {subject} attacks?|`+when+` (?:you|your opponent) attacks? with {subject2}`, "when.attacks", "entry.subject"),
	e("trigger", "when <subject> attacks a player", when+` {subject} attacks? (?:a|your|the|your opponent's) player|`+when+` {subject2} attacks? (?:your opponent|you)`, "when.attacks", "entry.subject", "ctx:current_attack"),
	e("trigger", "when <subject> attacks <target>", when+` {subject} attacks? {target}`, "when.attacks", "entry.subject", "event.target"),
	e("trigger", "when <subject> becomes suspended", when+` {subject} (?:becomes?|is|are|gets?) suspended{cause}|`+when+` {subject2} suspends?{cause2}|`+when+` (?:an effect|effects) suspends? {subject3}`, "when.suspended", "entry.subject"),
	e("trigger", "when <subject> becomes unsuspended", when+` {subject} (?:becomes?|is|are|gets?) unsuspended{cause}|`+when+` {subject2} unsuspends?{cause2}`, "when.unsuspended", "entry.subject"),
	e("trigger", "when <subject> is blocked", when+` {subject} (?:is|are|gets?) blocked`, "when.blocked", "entry.subject"),
	e("trigger", "when <subject> deletes a Digimon in battle", when+` {subject} deletes? {target} in (?:a )?battle`, "when.deleted", "entry.subject", "event.cause", "event.target"),
	e("trigger", "when <subject> deletes a Digimon in battle and survives", when+` {subject} deletes? {target} in (?:a )?battle and survives`, "when.deletes_in_battle_and_survives", "entry.subject"),
	e("trigger", "when <subject> wins a battle", when+` {subject} wins? (?:a|the) battle`, "when.wins_battle", "entry.subject"),
	e("trigger", "when <subject> leaves the battle area", when+` {subject} leaves? (?:the battle area|play|the field){cause}`, "when.leaves_battle_area", "entry.subject"),
	e("trigger", "when <subject> moves from the breeding area", when+` {subject} (?:(?:is|are) moved|moves?) from (?:the|your) breeding area to (?:the|your) battle area|`+when+` {subject2} moves?`, "when.moved", "entry.subject"),

	// What would happen.
	e("trigger", "when <subject> would leave the battle area", when+` {subject} would leave (?:the battle area|play|the field){cause}`, "would.leave", "entry.subject"),
	e("trigger", "when <subject> would be deleted", when+` {subject} would be deleted{cause}`, "would.deleted", "entry.subject"),
	e("trigger", "when <subject> would digivolve", when+` {subject} would digivolve{cause}`, "would.digivolve", "entry.subject"),
	e("trigger", "when <subject> would digivolve into ...", when+` {subject} would digivolve into {cards}(?: {zone})?{cause}`, "would.digivolve", "entry.subject", "ctx:would_card"),
	e("trigger", "when this card would be played", when+` (?:this card|this Digimon) would be played(?: from (?:your|the) hand)?|`+when+` you would play this card(?: from your hand)?|when playing this card(?: from (?:your|the) hand)?`, "would.played", "entry.subject"),
	e("trigger", "when a card would be played", when+` (?:you|your opponent) would play {cards}(?: {zone})?|`+when+` {cards2} would be played(?: {zone2})?`, "would.played", "ctx:would_card"),
	e("trigger", "when this card would be used", when+` (?:you would use this card|this card would be used)`, "would.used", "entry.subject"),
	e("trigger", "when a card would link", when+` {cards} would (?:be )?link(?:ed)? to {subject}|`+when+` {subject2} would (?:be|get) linked`, "would.link", "entry.subject"),

	// Delayed and timed.
	e("trigger", "at the end of the turn", `at (?:the )?end of (?:the |this )?turn|at turn end`, "ctx:at_end_of_turn"),
	e("trigger", "when DNA digivolving", `when DNA digivolving`, "entry.condition", "ctx:dna_digivolving"),

	// Known words that nothing expresses yet.
	e("trigger", "at the end of the battle", `at the end of (?:the|that|this) battle`, "ctx:later"),
	e("trigger", "at the end of your opponent's turn", `at (?:the )?(?:next )?end of (?:your opponent's|their|the next) (?:next )?turn`, "ctx:later"),
	e("trigger", "at the end of your turn", `at (?:the )?(?:next )?end of your (?:next )?turn`),
	e("trigger", "when <subject> gets linked", when+` {subject} (?:gets?|is|are|becomes?) linked|`+when+` (?:a card|cards) (?:is|are|gets?) linked to {subject2}|`+when+` (?:you|an effect) links? .+`, "when.linked"),
	// Cards that move between zones: card_moved with from, to and owner.
	e("trigger", "when a security stack is removed from", when+` (?:your|your opponent's|a|their|each|any) security stacks? (?:is|are) removed from|`+when+` (?:a card|cards|N or more cards|one or more cards) (?:is|are) removed from .*security stacks?|when security stacks are removed from`, "when.card_moved", "entry.from", "entry.owner"),
	e("trigger", "when a card is added to a security stack", when+` .*(?:is|are) (?:added|placed) (?:to|on top of|at the bottom of) .*security stacks?|`+when+` .*(?:adds?|places?) .*(?:to|in|on) .*security stacks?`, "when.card_moved", "entry.to", "entry.owner"),
	e("trigger", "when cards are trashed from a deck", when+` .*(?:is|are) trashed from (?:your|the|a) deck|when .*trash(?:es)? .*from (?:your|the) deck`, "when.card_moved", "entry.from", "entry.to"),
	e("trigger", "when a card is trashed from the hand", when+` .*(?:is|are) trashed from (?:your|the) hand|`+when+` .*(?:your )?hand is trashed from|when .*trash(?:es)? .*(?:in|from) (?:your|the|their) hand.*`, "when.card_moved", "entry.from", "entry.to"),
	e("trigger", "when digivolution cards are trashed", when+` .*trash(?:es|ed)? .*digivolution cards?.*|`+when+` this card is trashed from .*digivolution cards.*|`+when+` .*trash(?:es)? (?:this card|cards) from (?:under|the digivolution cards).*`, "when.card_moved", "entry.from", "entry.to", "entry.subject"),
	e("trigger", "when <subject>'s link cards are trashed", when+` (?:effects|an effect) trash(?:es)? any of {subject}'s link cards`, "when.card_moved", "entry.from", "entry.to", "entry.subject"),
	e("trigger", "when cards are added to a hand", when+` .*adds? .*(?:to|into) (?:your|your opponent's|their|a) hand.*|`+when+` .*(?:is|are) added to (?:your|your opponent's|their|a) hand.*`, "when.card_moved", "entry.to", "entry.owner"),
	e("trigger", "when cards are placed under a Digimon", when+` .*(?:places?|are placed|is placed|adds? to) .*(?:under|digivolution cards).*`, "when.card_moved", "entry.to", "entry.subject"),
	e("trigger", "when this card is trashed", when+` this card is trashed.*|`+when+` (?:an effect|effects|your opponent's effects|an opponent's effect) trash(?:es)? this card.*`, "when.card_moved", "entry.subject", "entry.to"),
	e("trigger", "when an attack target changes", when+` (?:an |the |this Digimon's |any of your .+'s |one of your Digimon's )?attack targets? (?:is |are )?(?:changes?|switched|changed)`, "when.attack_target_switched", "entry.subject"),
	e("trigger", "when you use an Option card", when+` (?:you|your opponent) uses? .+`, "when.option_used", "event.by_you", "event.cards"),
	e("trigger", "when an effect plays a Digimon", when+` (?:an effect|effects|one of your effects|your effects) plays? {subject}|when you play {subject2} by (?:an )?effects?`, "when.played", "entry.subject", "event.cause"),
	e("trigger", "when <subject> is returned", when+` {subject} (?:is|are) returned.*`),
})

// causes are how an event happens.
var causes = newTable("cause", false, []*entry{
	quiet(``),
	e("cause", "by an opponent's effect", ` by (?:an|your) opponent's effects?| by (?:the|your) opponent's effects?| by opponent's effects| by (?:an|one of your) opponent's (?:Digimon's )?effects?`, "event.cause", "event.by_you"),
	e("cause", "other than by your effects", ` other than by (?:your|one of your) (?:own )?effects?`, "event.cause", "event.by_you"),
	e("cause", "by an effect", ` by (?:an |the )?effects?`, "event.cause"),
	e("cause", "in battle", ` in (?:a )?battle| by battle`, "event.cause"),
	e("cause", "other than in battle", ` other than (?:in|by) battle| outside of (?:a )?battle`, "event.cause"),
	e("cause", "by dropping to N DP", ` by dropping to N DP| by having N DP`, "event.cause"),
	e("cause", "by this effect", ` by this effect`, "lua.local"),
	e("cause", "during your turn", ` during (?:your|your opponent's|their) (?:turn|main phase)`, "ctx:is_your_turn"),
	e("cause", "from the hand / trash / digivolution cards", ` from (?:your|the) (?:hand|trash)| from (?:its |this Digimon's |the |their )?digivolution cards`, "entry.from"),
	e("cause", "by a [X] effect", ` by (?:an? |the )?(?:\[[^\]]+\]|<[^<>]+>) effects?`),
})
