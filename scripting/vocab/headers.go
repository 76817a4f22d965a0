package vocab

import "strings"

// The words around an effect's text: its timing and area icons, its limit, the
// keywords a card prints, how long what an action grants lasts, "Then".

var timingsTable = newTable("timing", true, []*entry{
	w(`\[On Play\]`, "card.on_play"),
	w(`\[When Digivolving\]`, "card.when_digivolving"),
	w(`\[On Deletion\]`, "card.on_deletion"),
	w(`\[When Attacking\]`, "card.when_attacking"),
	w(`\[When Linking\]`, "card.when_linking"),
	w(`\[When Moving\]`, "card.when_moving"),
	w(`\[End of Attack\]`, "card.end_of_attack"),
	w(`\[Main\]`, "card.main"),
	w(`\[Security\]`, "card.security"),
	w(`\[Counter\]`, "card.counter"),
	w(`\[Start of Your Turn\]`, "card.start_of_your_turn"),
	w(`\[Start of Opponent's Turn\]`, "card.start_of_opponents_turn"),
	w(`\[End of Your Turn\]`, "card.end_of_your_turn"),
	w(`\[End of Opponent's Turn\]`, "card.end_of_opponents_turn"),
	w(`\[End of All Turns\]`, "card.end_of_all_turns"),
	w(`\[Start of Your Main Phase\]`, "card.start_of_your_main_phase"),
	w(`\[Start of Opponent's Main Phase\]`, "card.start_of_opponents_main_phase"),
	w(`\[(?:Your Turn|Opponent's Turn|All Turns)\]`, "entry.turn"),
	w(`\[(?:Hand|Trash|Breeding)\]`, "entry.area"),
})

var limits = newTable("limit", true, []*entry{
	w(`\[Once Per Turn\]`, "entry.once_per_turn"),
	w(`\[Twice Per Turn\]`, "entry.twice_per_turn"),
})

// Keywords a card prints, or their reminder text alone (the card data lost the
// keyword on some BT15 cards).
var keywordClauses = newTable("keyword", true, []*entry{
	e("keyword", "a keyword", `{kwcard}`, "card.keywords"),
	e(silent, "", `{reminder}`),
})

// keywordReminders are keywords by their reminder text alone, the numbers abstracted:
// printed so (keywordClauses) or given so (grants.go).
var keywordReminders = newTable("keyword", false, []*entry{
	e("keyword", "<Draw> (reminder)", `\(Draw N cards? from your deck\.?\)`, "keyword.Draw"),
	e("keyword", "<Blocker> (reminder)", `\((?:At blocker timing, by suspending this Digimon, it becomes the attack target|When an opponent's Digimon attacks, you may suspend this Digimon to force the opponent to attack it instead)\.?\)`, "keyword.Blocker"),
	e("keyword", "<Reboot> (reminder)", `\(Unsuspend this Digimon during your opponent's unsuspend phase\.?\)`, "keyword.Reboot"),
	e("keyword", "<Retaliation> (reminder)", `\(When this Digimon is deleted after losing a battle, delete the Digimon it was battling\.?\)`, "keyword.Retaliation"),
	e("keyword", "<Piercing> (reminder)", `\(When this Digimon attacks and deletes an opponent's Digimon and survives the battle, it performs any security checks it normally would\.?\)`, "keyword.Piercing"),
	e("keyword", "<Jamming> (reminder)", `\(This Digimon can't be deleted in battles against Security Digimon\.?\)`, "keyword.Jamming"),
	e("keyword", "<Rush> (reminder)", `\(This Digimon (?:can|may) attack the turn it (?:comes into play|was played)\.?\)`, "keyword.Rush"),
	e("keyword", "<Recovery> (reminder)", `\(Place the top card of your deck on top of your security stack\.?\)`, "keyword.Recovery"),
	e("keyword", "<Barrier> (reminder)", `\(When this Digimon would be deleted in battle, by trashing the top card of your security stack, prevent that deletion\.?\)`, "keyword.Barrier"),
	e("keyword", "<Blast Digivolve> (reminder)", `\(Your Digimon may digivolve into this card without paying the cost\.?\)`, "keyword.Blast Digivolve"),
	e("keyword", "<Security A. +N> (reminder)", `\(This Digimon checks N (?:additional|more) security cards?\.?\)`, "keyword.Security A."),
	e("keyword", "<Alliance> (reminder)", `\(When this Digimon attacks, by suspending N of your other Digimon, (?:add the suspended Digimon's DP to this Digimon and it|this Digimon adds the suspended Digimon's DP and) gains(?: <Security A\. \+N>)? for the attack\.?\)`, "keyword.Alliance"),
	e("keyword", "<Armor Purge> (reminder)", `\(When this Digimon would be deleted, you may trash the top card of this Digimon to prevent that deletion\.?\)`, "keyword.Armor Purge"),
	e("keyword", "<Material Save N> (reminder)", `\(When this Digimon would be deleted, you may place N cards in this Digimon's DigiXros requirements from this Digimon's digivolution cards under N of your Tamers\.?\)`, "keyword.Material Save"),
	e("keyword", "<Delay> (reminder)", `\(After this card is placed, by trashing it the next turn or later, activate the effect below\.?\)`, "keyword.Delay"),
})

var durations = newTable("duration", false, []*entry{
	w(`for the turn|until the end of the turn|until the end of this turn`, "duration.turn"),
	w(`until the end of (?:your opponent's|their) turn|until (?:your opponent's|their) turn ends`, "duration.opponents_turn"),
	w(`until the end of (?:your opponent's|their) next turn`, "duration.opponents_next_turn"),
	w(`until the end of your next turn`, "duration.your_next_turn"),
	w(`for the attack`, "duration.attack"),
	w(`until the end of your turn|until your turn ends`, "duration.your_turn"),
})

var thens = newTable("then", true, []*entry{
	w(`then|after`, "lua.sequence"),
})

// keywordSlot matches one keyword in pattern form.
const keywordSlot = `<(?:[^<>]|<[^<>]*>)+>`

func readKeywordPrinted(s string) Reading {
	return Reading{keywordPart(strings.Trim(s, "<>"))}
}

func readKeywordAction(s string) Reading {
	return Reading{keywordPart(strings.Trim(s, "<>"), "ctx:run_keyword")}
}

// readClause reads a clause of kind k by its pattern.
func readClause(k Kind, pattern string) Reading {
	var r Reading
	var ok bool
	switch k {
	case Timing:
		r, ok = timingsTable.read(pattern)
	case Limit:
		r, ok = limits.read(pattern)
	case Keyword:
		r, ok = keywordClauses.read(pattern)
	case Duration:
		r = durations.whole1(pattern)
		return r
	case Then:
		r, ok = thens.read(pattern)
	case Trigger:
		r, ok = readTrigger(pattern)
	case Condition:
		r, ok = conditions.read(pattern)
		if !ok || !r.Covered() {
			if e, eok := readEventCondition(pattern); eok {
				r, ok = e, true
			}
		}
	case Cost:
		return readCost(pattern)
	case Action:
		return readAction(pattern)
	case Requirement, Rule:
		return nil
	}
	if !ok {
		return Reading{{Role: k.String(), Text: pattern}}
	}
	return r
}

// Read reads one clause by its pattern: the parts of it and the constructs that
// express them (a draft script is written from these, scripting/draft).
func Read(c Clause) Reading { return readClause(c.Kind, Abstract(c.Text)) }
