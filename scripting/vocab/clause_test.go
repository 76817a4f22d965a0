package vocab

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Printed texts of the pool (cards/<SET>/<SET>.yaml) and how they split.
func TestSplitRealTexts(t *testing.T) {
	for _, tc := range []struct {
		card, text string
		want       []Clause
	}{
		{"BT5-012", `＜Blocker＞ (When an opponent's Digimon attacks, you may suspend this Digimon to force the opponent to attack it instead.)`,
			[]Clause{
				// A keyword and its reminder text are one clause; the reminder is not split.
				{Keyword, "<Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to force the opponent to attack it instead.)"},
			}},
		{"BT5-001", `[When Attacking][Once Per Turn] If this Digimon has [Omnimon] or [Greymon] (other than [DoruGreymon], [BurningGreymon], or [DexDoruGreymon]) in its name, trigger ＜Draw 1＞. (Draw 1 card from your deck.)`,
			[]Clause{
				{Timing, "[When Attacking]"},
				{Limit, "[Once Per Turn]"},
				// The commas inside the parenthesis do not end the condition.
				{Condition, "If this Digimon has [Omnimon] or [Greymon] (other than [DoruGreymon], [BurningGreymon], or [DexDoruGreymon]) in its name"},
				{Action, "trigger <Draw 1>. (Draw 1 card from your deck.)"},
			}},
		{"BT24-090", `[Security] [All Turns] All of your blue or yellow [TS] trait Digimon gain ＜Blocker＞ While you have [Neptunemon] or [Venusmon], all of your blue or yellow [TS] trait Digimon gain ＜Alliance＞`,
			[]Clause{
				{Timing, "[Security]"},
				{Timing, "[All Turns]"},
				// The data lost the full stop after the keyword: "While" begins a sentence.
				{Action, "All of your blue or yellow [TS] trait Digimon gain <Blocker>"},
				{Condition, "While you have [Neptunemon] or [Venusmon]"},
				{Action, "all of your blue or yellow [TS] trait Digimon gain <Alliance>"},
			}},
		{"EX11-054", `[All Turns] When your Digimon are played or digivolve, if any of them have the [Reptile] or [Dragonkin] trait, by suspending this Tamer, ＜Draw 1＞ After, 1 of your Digimon with ＜Progress＞ gets +3000 DP for the turn.`,
			[]Clause{
				{Timing, "[All Turns]"},
				{Trigger, "When your Digimon are played or digivolve"},
				{Condition, "if any of them have the [Reptile] or [Dragonkin] trait"},
				{Cost, "by suspending this Tamer"},
				{Action, "<Draw 1>"},
				// "After," is the newer wording of "Then," (both "之后", 15-7-2).
				{Then, "Then"},
				{Action, "1 of your Digimon with <Progress> gets +3000 DP"},
				{Duration, "for the turn"},
			}},
		{"EX3-052", `[On Play] ＜De-Digivolve 1＞ 1 of your opponent's Digimon. (Trash 1 card from the top of 1 of your opponent's Digimon. Stop trashing when you would trash a level 3 card or the Digimon's last card.) Then, you may play 1 [Hina Kurihara] from your hand without paying the cost.`,
			[]Clause{
				{Timing, "[On Play]"},
				// The reminder stays with its sentence; "Then" after it begins the next.
				{Action, "<De-Digivolve 1> 1 of your opponent's Digimon. (Trash 1 card from the top of 1 of your opponent's Digimon. Stop trashing when you would trash a level 3 card or the Digimon's last card.)"},
				{Then, "Then"},
				{Action, "you may play 1 [Hina Kurihara] from your hand without paying the cost"},
			}},
		{"BT14-052", `[When Digivolving] Suspend 1 of your opponent's Digimon. (Rule) Name: Treated as having [Leomon].`,
			[]Clause{
				{Timing, "[When Digivolving]"},
				{Action, "Suspend 1 of your opponent's Digimon"},
				// A [Rule] after an effect on its line is card data (2-3-5).
				{Rule, "(Rule) Name: Treated as having [Leomon]"},
			}},
		{"EX2-046", `You can include up to 50 copies of cards with this card's card number in your deck.When you would play this card from your hand, reduce its play cost by 2 if you don't have another [ADR-02 Searcher] in play.`,
			[]Clause{
				// How many copies a deck may hold is card data (max_copies, 1-4-1-2-2); the
				// effect after it on its line is split as usual.
				{Rule, "You can include up to 50 copies of cards with this card's card number in your deck"},
				{Trigger, "When you would play this card from your hand"},
				{Action, "reduce its play cost by 2 if you don't have another [ADR-02 Searcher] in play"},
			}},
		{"P-180", `When effects trash this card from digivolution cards, delete 1 of your opponent's 7000 DP or lower Digimon.While you have a [Three Musketeers] trait Digimon, you can ignore this card's color requirements.`,
			[]Clause{
				{Trigger, "When effects trash this card from digivolution cards"},
				// A full stop the data printed without its space.
				{Action, "delete 1 of your opponent's 7000 DP or lower Digimon"},
				{Condition, "While you have a [Three Musketeers] trait Digimon"},
				{Action, "you can ignore this card's color requirements"},
			}},
		{"BT15-060", `While this card is revealed from the deck, its name is also treated as [Omnimon]. (At blocker timing, by suspending this Digimon, it becomes the attack target).`,
			[]Clause{
				{Condition, "While this card is revealed from the deck"},
				{Action, "its name is also treated as [Omnimon]"},
				// The reminder of a keyword the data lost, after a sentence not about it:
				// the keyword, a clause of its own.
				{Keyword, "(At blocker timing, by suspending this Digimon, it becomes the attack target)"},
			}},
		{"BT10-057", `If you gain 2 or more memory by this effect, unsuspend this Digimon and it gains ＜Piercing＞ for the turn.`,
			[]Clause{
				{Condition, "If you gain 2 or more memory by this effect"},
				// "and it gains": a pronoun and its verb begin an action.
				{Action, "unsuspend this Digimon"},
				{Action, "it gains <Piercing>"},
				{Duration, "for the turn"},
			}},
		{"EX6-057", `[On Play] [When Digivolving] Until the end of your opponent's turn, 1 of your opponent's Digimon gains "[End of Your Turn] Delete this Digimon."[All Turns] [Once Per Turn] When this Digimon would leave the battle area other than in battle, by deleting 1 level 5 or lower Digimon, prevent it from leaving.`,
			[]Clause{
				{Timing, "[On Play]"},
				{Timing, "[When Digivolving]"},
				{Duration, "Until the end of your opponent's turn"},
				{Action, `1 of your opponent's Digimon gains "[End of Your Turn] Delete this Digimon."`},
				// A timing right after the quote: the next effect, its line break lost.
				{Timing, "[All Turns]"},
				{Limit, "[Once Per Turn]"},
				{Trigger, "When this Digimon would leave the battle area other than in battle"},
				{Cost, "by deleting 1 level 5 or lower Digimon"},
				{Action, "prevent it from leaving"},
			}},
		{"EX6-070", `[End of Opponent's Turn] If you have a Digimon with [Lilithmon] in its name, ＜Delay＞ • Delete 1 of your opponent's unsuspended Digimon.`,
			[]Clause{
				{Timing, "[End of Opponent's Turn]"},
				{Condition, "If you have a Digimon with [Lilithmon] in its name"},
				// "•" is a bullet as "・" is: the effect below the keyword.
				{Action, "<Delay>"},
				{Action, "Delete 1 of your opponent's unsuspended Digimon"},
			}},
		{"BT7-104", `[Main] Choose 1 of your Digimon with [X-Antibody] in its traits. Then, ＜Draw 1＞ for each of that Digimon's digivolution cards. (Draw 1 card from your deck.)`,
			[]Clause{
				{Timing, "[Main]"},
				{Action, "Choose 1 of your Digimon with [X-Antibody] in its traits"},
				{Then, "Then"},
				// The keyword's reminder stays with the action, not with its count.
				{Action, "<Draw 1>. (Draw 1 card from your deck.)"},
				{Condition, "for each of that Digimon's digivolution cards"},
			}},
		{"BT5-111", `[Opponent's Turn] When your opponent's Digimon attacks, you may trash 2 of this Digimon's digivolution cards to end the attack.`,
			[]Clause{
				{Timing, "[Opponent's Turn]"},
				{Trigger, "When your opponent's Digimon attacks"},
				// "you may X to end the attack": X is the cost.
				{Cost, "you may trash 2 of this Digimon's digivolution cards"},
				{Action, "end the attack"},
			}},
		{"BT5-003", `[When Attacking] If you have 3 or more Digimon in play, 1 of your opponent's Digimon gets -1000 DP for the turn.`,
			[]Clause{
				{Timing, "[When Attacking]"},
				{Condition, "If you have 3 or more Digimon in play"},
				{Action, "1 of your opponent's Digimon gets -1000 DP"},
				{Duration, "for the turn"},
			}},
		{"BT5-007", `[On Play] Reveal 3 cards from the top of your deck. Add 1 Digimon card with [Greymon] in its name (other than [DoruGreymon], [BurningGreymon], or [DexDoruGreymon]) and 1 Digimon card with [Omnimon] in its name among them to your hand. Place the remaining cards at the bottom of your deck in any order.`,
			[]Clause{
				{Timing, "[On Play]"},
				{Action, "Reveal 3 cards from the top of your deck"},
				{Action, "Add 1 Digimon card with [Greymon] in its name (other than [DoruGreymon], [BurningGreymon], or [DexDoruGreymon]) and 1 Digimon card with [Omnimon] in its name among them to your hand"},
				{Action, "Place the remaining cards at the bottom of your deck in any order"},
			}},
		{"EX4-058", `[On Deletion] If your opponent has 8 or more cards in their hand, they trash 1 card in their hand. Then, if your opponent has 7 or fewer cards in their hand, they add the top card of their security stack to their hand.`,
			[]Clause{
				{Timing, "[On Deletion]"},
				{Condition, "If your opponent has 8 or more cards in their hand"},
				{Action, "they trash 1 card in their hand"},
				{Then, "Then"},
				{Condition, "if your opponent has 7 or fewer cards in their hand"},
				{Action, "they add the top card of their security stack to their hand"},
			}},
		{"BT21-062", `[All Turns] When this Digimon would leave the battle area, by returning 4 [Vemmon] from its digivolution cards to the bottom of the deck, it doesn't leave.`,
			[]Clause{
				{Timing, "[All Turns]"},
				{Trigger, "When this Digimon would leave the battle area"},
				{Cost, "by returning 4 [Vemmon] from its digivolution cards to the bottom of the deck"},
				{Action, "it doesn't leave"},
			}},
		{"BT8-087", `[Opponent's Turn] When one of your opponent's Digimon attacks one of your blue Digimon, you may suspend this Tamer to <Draw 1＞. (Draw 1 card from your deck.)`,
			[]Clause{
				{Timing, "[Opponent's Turn]"},
				{Trigger, "When one of your opponent's Digimon attacks one of your blue Digimon"},
				// "you may X to Y": X is the cost.
				{Cost, "you may suspend this Tamer"},
				// After a trigger, a keyword alone is what the effect does.
				{Action, "<Draw 1>. (Draw 1 card from your deck.)"},
			}},
		{"EX4-066", `[Main] Activate 1 of the effects below. ・If you have [CresGarurumon] in play, 1 of your [Agumon] or [Greymon] may digivolve into [BlitzGreymon] in your hand, ignoring digivolution requirements and without paying the cost.`,
			[]Clause{
				{Timing, "[Main]"},
				{Action, "Activate 1 of the effects below"},
				{Condition, "If you have [CresGarurumon] in play"},
				{Action, "1 of your [Agumon] or [Greymon] may digivolve into [BlitzGreymon] in your hand, ignoring digivolution requirements and without paying the cost"},
			}},
		{"AD1-012", `[Digivolve] Lv.5 w/[Garurumon] in name or w/[ADVENTURE] trait: Cost 3`,
			[]Clause{{Requirement, "[Digivolve] Lv.5 w/[Garurumon] in name or w/[ADVENTURE] trait: Cost 3"}}},
		{"ST9-05", `＜DNA Digivolution: 0 from blue Lv.4 + green Lv.4＞ Digivolve unsuspended with the 2 specified Digimon stacked on top of each other.`,
			[]Clause{{Requirement, "<DNA Digivolution: 0 from blue Lv.4 + green Lv.4> Digivolve unsuspended with the 2 specified Digimon stacked on top of each other."}}},
		{"BT9-008", `Digivolve: 2 from [Gammamon]`,
			[]Clause{{Requirement, "Digivolve: 2 from [Gammamon]"}}},
		{"BT22-060", `[On Play] [When Digivolving] Until your opponent's turn ends, their ＜De-Digivolve＞ effects don't affect this Digimon, and it gets +1000 DP for each of its face-down digivolution cards.`,
			[]Clause{
				{Timing, "[On Play]"},
				{Timing, "[When Digivolving]"},
				{Duration, "Until your opponent's turn ends"},
				{Action, "their <De-Digivolve> effects don't affect this Digimon"},
				{Action, "it gets +1000 DP"},
				{Condition, "for each of its face-down digivolution cards"},
			}},
		{"P-067", `[Security] At the end of the battle, ＜Draw 2＞. (Draw 2 cards from your deck.) Then, add this card to its owner’s hand.`,
			[]Clause{
				{Timing, "[Security]"},
				{Trigger, "At the end of the battle"},
				{Action, "<Draw 2>. (Draw 2 cards from your deck.)"},
				{Then, "Then"},
				{Action, "add this card to its owner's hand"},
			}},
		{"ST1-11", `[Your Turn] For every 2 digivolution cards this Digimon has, it gains ＜Security Attack +1＞. (This Digimon checks 1 additional security card.)`,
			[]Clause{
				{Timing, "[Your Turn]"},
				{Condition, "For every 2 digivolution cards this Digimon has"},
				{Action, "it gains <Security Attack +1>. (This Digimon checks 1 additional security card.)"},
			}},
		{"BT18-099", `[Main] 1 of your opponent's Digimon gains "[Start of Your Main Phase] This Digimon attacks." until the end of their turn. Then, place this card in the battle area.`,
			[]Clause{
				{Timing, "[Main]"},
				// The full stop inside the quotes ends no sentence.
				{Action, `1 of your opponent's Digimon gains "[Start of Your Main Phase] This Digimon attacks."`},
				{Duration, "until the end of their turn"},
				{Then, "Then"},
				{Action, "place this card in the battle area"},
			}},
		{"BT13-101", `[All Turns] When you play a 2-color black and yellow Digimon, by suspending this Tamer, ＜Draw 1＞ and gain 1 memory.`,
			[]Clause{
				{Timing, "[All Turns]"},
				{Trigger, "When you play a 2-color black and yellow Digimon"},
				{Cost, "by suspending this Tamer"},
				{Action, "<Draw 1>"},
				{Action, "gain 1 memory"},
			}},
		{"AD1-012", `[On Play] [When Digivolving] [When Attacking] [Once Per Turn] You may return 1 of your opponent's lowest level Digimon to the hand. Then, this Digimon and 1 of your Digimon with [Greymon] in its name may unsuspend.`,
			[]Clause{
				{Timing, "[On Play]"},
				{Timing, "[When Digivolving]"},
				{Timing, "[When Attacking]"},
				{Limit, "[Once Per Turn]"},
				{Action, "You may return 1 of your opponent's lowest level Digimon to the hand"},
				{Then, "Then"},
				// "A and B may unsuspend" is one subject, not two actions.
				{Action, "this Digimon and 1 of your Digimon with [Greymon] in its name may unsuspend"},
			}},
		{"BT1-085", `[Start of Your Turn] If you have 2 or less memory, set your memory to 3.`,
			[]Clause{
				{Timing, "[Start of Your Turn]"},
				{Condition, "If you have 2 or less memory"},
				{Action, "set your memory to 3"},
			}},
		{"BT15-011", `(At blocker timing, by suspending this Digimon, it becomes the attack target).`,
			[]Clause{
				// The card data lost the keyword; its reminder text stands for it.
				{Keyword, "(At blocker timing, by suspending this Digimon, it becomes the attack target)"},
			}},
		{"EX7-029", `[Hand] [Counter] ＜Blast Digivolve＞`,
			[]Clause{{Timing, "[Hand]"}, {Timing, "[Counter]"}, {Keyword, "<Blast Digivolve>"}}},
		{"BT11-101", `[Main] Until the end of your opponent's turn, 3 of your opponent's Digimon get -5000 DP and gain ＜Security Attack -1＞.`,
			[]Clause{
				{Timing, "[Main]"},
				{Duration, "Until the end of your opponent's turn"},
				// "and gain" goes on with the plural subject: one action, not an imperative.
				{Action, "3 of your opponent's Digimon get -5000 DP and gain <Security Attack -1>"},
			}},
		{"BT26-015", `[Your Turn] [Once Per Turn] When your effects add to decks, 1 of your Digimon may get +3000 DP until your opponent's turn ends and attack.`,
			[]Clause{
				{Timing, "[Your Turn]"},
				{Limit, "[Once Per Turn]"},
				{Trigger, "When your effects add to decks"},
				// The Digimon that gets +3000 DP attacks: one action, its duration taken out.
				{Action, "1 of your Digimon may get +3000 DP and attack"},
				{Duration, "until your opponent's turn ends"},
			}},
		{"BT6-097 (DUAL-like)", `[Main] ＜Delay＞ ・Gain 2 memory.`,
			[]Clause{{Timing, "[Main]"}, {Keyword, "<Delay>"}, {Action, "Gain 2 memory"}}},
	} {
		t.Run(tc.card, func(t *testing.T) {
			assert.Equal(t, tc.want, Split(tc.text), tc.text)
		})
	}
}

func TestSentencesKeepAbbreviations(t *testing.T) {
	for _, tc := range []struct {
		body string
		want []string
	}{
		{"Delete 1 of your opponent's Lv.3 Digimon. Gain 1 memory.", []string{"Delete 1 of your opponent's Lv.3 Digimon", "Gain 1 memory"}},
		{"This Digimon gains <Security A. +1>. Gain 1 memory.", []string{"This Digimon gains <Security A. +1>", "Gain 1 memory"}},
		{"Name a card, e.g. Agumon. Gain 1 memory.", []string{"Name a card, e.g. Agumon", "Gain 1 memory"}},
		{"Delete 1 of your opponent's Lv. 6 Digimon. Gain 1 memory.", []string{"Delete 1 of your opponent's Lv. 6 Digimon", "Gain 1 memory"}},
		// A lower-case word after the stop: a typo, not a new sentence (BT21-068).
		{"Delete 1 of your opponent's Digimon. with 4000 DP or less.", []string{"Delete 1 of your opponent's Digimon. with 4000 DP or less"}},
		// Reminder text stays with the sentence of its keyword; a capital after it begins
		// the next.
		{"Trigger <Draw 1>. (Draw 1 card from your deck.) Gain 1 memory.", []string{"Trigger <Draw 1>. (Draw 1 card from your deck.)", "Gain 1 memory"}},
		// Words of the sentence in parentheses do not end it.
		{"Delete 1 [Greymon] (other than [DoruGreymon]) Then gain 1 memory.", []string{"Delete 1 [Greymon] (other than [DoruGreymon]) Then gain 1 memory"}},
		{"Activate 1 of the effects below. ・A. ・B.", []string{"Activate 1 of the effects below", "A", "B"}},
	} {
		assert.Equal(t, tc.want, sentences(tc.body), tc.body)
	}
}

func TestSplitIsRobust(t *testing.T) {
	// Unbalanced brackets and quotes, empty lines, stray punctuation: no panic, and
	// every clause has text.
	for _, text := range []string{
		"", "\n\n", "[", "]", "(", "<", `"`, "[On Play", "[On Play] (unclosed, Delete 1 of your opponent's Digimon.",
		`[Main] 1 of your Digimon gains "[On Deletion] Gain 1 memory. for the turn.`,
		"....", "・・", "Then,", "If, ", "When", "<Draw 1", "[On Play] [When Digivolving]",
	} {
		for _, c := range Split(text) {
			assert.NotEmpty(t, c.Text, "%q", text)
			assert.Less(t, c.Kind, numKinds)
		}
	}
}

func TestKinds(t *testing.T) {
	for _, k := range Kinds() {
		got, ok := ParseKind(k.String())
		assert.True(t, ok)
		assert.Equal(t, k, got)
	}
	_, ok := ParseKind("verb")
	assert.False(t, ok)
	assert.False(t, Requirement.Counted())
	assert.True(t, Action.Counted())
}
