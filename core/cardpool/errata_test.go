package cardpool_test

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
)

// erratum is one entry of errata.json; changes are before, after, before, after, ...
func erratum(number, name, date string, changes ...string) map[string]any {
	var cs []map[string]string
	for i := 0; i+1 < len(changes); i += 2 {
		cs = append(cs, map[string]string{"before": changes[i], "after": changes[i+1]})
	}
	return map[string]any{"cardId": number, "name": name, "date": date, "changes": cs,
		"notes": "Read as the errata when playing.", "source": "https://example.org/errata"}
}

// importWithErrata imports records with errata.json entries, by card number.
func importWithErrata(t *testing.T, recs []map[string]any, entries ...map[string]any) (map[string]*core.CardData, *cardpool.ImportReport) {
	t.Helper()
	data, err := json.Marshal(recs)
	require.NoError(t, err)
	byKey := map[string]any{}
	for _, e := range entries {
		byKey[e["cardId"].(string)] = e
	}
	errata, err := json.Marshal(byKey)
	require.NoError(t, err)
	sets, rep, err := cardpool.ImportCardsJSON(data, errata)
	require.NoError(t, err)
	byNum := map[string]*core.CardData{}
	for _, s := range sets {
		for _, c := range s.Cards {
			byNum[c.Number] = c
		}
	}
	return byNum, rep
}

// TestImportAppliesErrata covers the cases of applying errata.json: a change found
// and made, one cards.json has already, one found nowhere, one without text, one
// under a heading, one shared by two cards, and the differences of wording between
// the two files that must not hide a change.
func TestImportAppliesErrata(t *testing.T) {
	inherited := record("XT1-005", "[Your Turn] This Digimon gets +1000 DP.")
	inherited["inheritedEffectText"] = "[Your Turn] This Digimon gets +1000 DP."
	named := record("XT1-010", "")
	named["nameEn"] = "MarinTestmon"
	recs := []map[string]any{
		// Run together, with a straight apostrophe where the erratum has a curly one.
		record("XT1-001", "[On Play] Gain 1 memory.[When Attacking] Delete 1 of your opponent's Digimon with 3000 DP or less."),
		record("XT1-002", "[All Turns] When another Digimon is deleted, gain 1 memory for each Digimon deleted."),
		record("XT1-003", "[On Play] Gain 1 memory."),
		record("XT1-004", "[On Play] Gain 1 memory."),
		inherited,
		record("XT1-006", "[On Deletion] Play 1 [Testmon] from your trash at the end of your opponent's turn."),
		record("XT1-007", "[On Play] Draw 1. At the end of your opponent's turn, trash 1 card in your hand."),
		record("XT1-008", "＜Decoy (Black)＞. (When one of your other black Digimon would be deleted, you may delete this Digimon to prevent it.)"),
		record("XT1-009", "[On Play] For 1 of your opponent's Digimon, trash any 1 digivolution card for every 2 colors your Tamers have."),
		named,
	}
	cards, rep := importWithErrata(t, recs,
		erratum("XT1-001", "Testmon", "2024-01-19",
			"[When Attacking] Delete 1 of your opponent’s Digimon with 3000 DP or less.",
			"[When Attacking] Delete 1 of your opponent’s Digimon with 4000 DP or less."),
		// The before text is part of the after text, which cards.json has already.
		erratum("XT1-002", "Testmon", "2021-04-23",
			"[All Turns] When another Digimon is deleted, gain 1 memory",
			"[All Turns] When another Digimon is deleted, gain 1 memory for each Digimon deleted."),
		erratum("XT1-003", "Testmon", "2022-01-01", "[On Play] Gain 2 memory.", "[On Play] Gain 3 memory."),
		erratum("XT1-004", "Testmon", "2026-02-06", "", ""),
		// Only the inherited text changes, though the upper text words it the same.
		erratum("XT1-005", "Testmon", "2023-12-15",
			"Inherited Effect\n[Your Turn] This Digimon gets +1000 DP.", "Inherited Effect\n[Your Turn] This Digimon gets +2000 DP."),
		// One entry for two cards, as a fragment.
		erratum("XT1-006", "Testmon XT1-007 Testmon", "2025-04-25",
			"…at the end of your opponent’s turn…", "…at the next end of your opponent’s turn…"),
		// HTML entities for the keyword brackets.
		erratum("XT1-008", "Testmon", "2021-09-03",
			"&lang;Decoy (Black)&rang;. (When one of your other black Digimon would be deleted, you may delete this Digimon to prevent it.)",
			"&lang;Decoy (Black)&rang; (When one of your other black Digimon would be deleted by an opponent's effect, you may delete this Digimon to prevent that deletion.)"),
		// cards.json words the errata'd text a little differently.
		erratum("XT1-009", "Testmon", "2025-04-18",
			"[On Play] For every 2 colors your Tamers have, trash any 1 of your opponent's Digimon's digivolution cards.",
			"[On Play] From 1 of your opponent's Digimon, trash any 1 digivolution card for every 2 colors your Tamers have."),
		erratum("XT1-010", "MarineTestmon", "2024-05-10", "MarinTestmon", "MarineTestmon"),
	)

	found := cards["XT1-001"]
	assert.Equal(t, "[On Play] Gain 1 memory.\n[When Attacking] Delete 1 of your opponent's Digimon with 4000 DP or less.", found.Effect,
		"the card keeps its own apostrophe, and its effects one per line")
	require.NotNil(t, found.Errata)
	assert.Equal(t, "2024-01-19", found.Errata.Date)
	assert.Equal(t, core.PrintedText{Effect: "[On Play] Gain 1 memory.\n[When Attacking] Delete 1 of your opponent's Digimon with 3000 DP or less."},
		found.Errata.Printed)

	assert.Equal(t, "[All Turns] When another Digimon is deleted, gain 1 memory for each Digimon deleted.", cards["XT1-002"].Effect)
	require.NotNil(t, cards["XT1-002"].Errata, "already applied: the before text is the printed one")
	assert.Equal(t, core.PrintedText{Effect: "[All Turns] When another Digimon is deleted, gain 1 memory."}, cards["XT1-002"].Errata.Printed)
	assert.Equal(t, "[On Play] Gain 1 memory.", cards["XT1-003"].Effect)
	assert.Nil(t, cards["XT1-003"].Errata)
	assert.Contains(t, rep.Warnings, `XT1-003: erratum of 2022-01-01 not applied: "[On Play] Gain 2 memory." found in no text of XT1-003`)

	in := cards["XT1-005"]
	assert.Equal(t, "[Your Turn] This Digimon gets +1000 DP.", in.Effect, "the heading names the inherited text")
	assert.Equal(t, "[Your Turn] This Digimon gets +2000 DP.", in.Inherited)
	assert.Equal(t, core.PrintedText{Inherited: "[Your Turn] This Digimon gets +1000 DP."}, in.Errata.Printed)

	assert.Equal(t, "[On Deletion] Play 1 [Testmon] from your trash at the next end of your opponent's turn.", cards["XT1-006"].Effect)
	assert.Equal(t, "[On Play] Draw 1. At the next end of your opponent's turn, trash 1 card in your hand.", cards["XT1-007"].Effect)
	assert.Equal(t, "2025-04-25", cards["XT1-007"].Errata.Date)

	assert.Equal(t, "＜Decoy (Black)＞. (When one of your other black Digimon would be deleted by an opponent's effect, you may delete this Digimon to prevent that deletion.)",
		cards["XT1-008"].Effect)
	assert.Nil(t, cards["XT1-009"].Errata)

	assert.Equal(t, "MarineTestmon", cards["XT1-010"].Name)
	assert.Equal(t, core.PrintedText{Name: "MarinTestmon"}, cards["XT1-010"].Errata.Printed)

	e := rep.Errata
	assert.Equal(t, 9, e.Entries)
	assert.Equal(t, []string{"XT1-001", "XT1-005", "XT1-006", "XT1-008", "XT1-010"}, e.Applied)
	assert.Equal(t, []string{"XT1-002", "XT1-009"}, e.Already)
	assert.Equal(t, []string{"XT1-004"}, e.Cosmetic)
	assert.Equal(t, []string{"XT1-003"}, e.NotFound)
	assert.Equal(t, []string{"XT1-009 effect: 2 letters differ from the errata'd text"}, e.Approximate)
	assert.Equal(t, []string{"XT1-002"}, e.Restored)
	assert.Equal(t, []string{"XT1-009 the card words the errata'd text differently (effect: 2 letters differ from the errata'd text)"}, e.Unrestored)
	assert.Empty(t, e.Variant)
	assert.Equal(t, []string{"XT1-001", "XT1-002", "XT1-005", "XT1-006", "XT1-007", "XT1-008", "XT1-010"}, e.Cards)
}

// TestImportErrataOfMissingCard: an erratum for a card the dump does not have is
// counted, not a warning (an import of part of the dump), and an errata.json with an
// unknown field is an error.
func TestImportErrataOfMissingCard(t *testing.T) {
	_, rep := importWithErrata(t, []map[string]any{record("XT1-001", "")},
		erratum("XT1-099", "Nomon", "2024-01-01", "a", "b"))
	assert.Equal(t, []string{"XT1-099"}, rep.Errata.Missing)
	assert.Empty(t, rep.Errata.NotFound)
	assert.Empty(t, rep.Warnings)

	data, err := json.Marshal([]any{record("XT1-001", "")})
	require.NoError(t, err)
	_, _, err = cardpool.ImportCardsJSON(data, []byte(`{"XT1-001": {"cardId": "XT1-001", "errata": []}}`))
	assert.ErrorContains(t, err, `unknown field "errata"`)
}

// TestEmbeddedPoolErrata pins errata in the shipped pool: the card plays with the
// errata'd text (2-1) and keeps its printed text for display.
func TestEmbeddedPoolErrata(t *testing.T) {
	p, err := cardpool.OpenNamed(cards.FS, "cards")
	require.NoError(t, err)
	card := func(n string) *core.CardData {
		c, err := p.Card(n)
		require.NoError(t, err)
		return c
	}

	translator := card("EX4-072") // cards.json still printed the before text
	assert.Contains(t, translator.Effect, "[Main] Choose 1 of your [Gallantmon], [Sakuyamon] or [MegaGargomon]. From your hand, ignoring digivolution requirements")
	require.NotNil(t, translator.Errata)
	assert.Equal(t, "2026-05-29", translator.Errata.Date)
	assert.Contains(t, translator.Errata.Printed.Effect, "[Main] Choose 1 of your level 6 Digimon. Ignoring digivolution requirements")
	assert.Empty(t, translator.Errata.Printed.Security, "only the texts that changed")

	monarch := card("BT25-057") // cards.json has the errata'd text of its Option side
	require.NotNil(t, monarch.Dual)
	assert.Contains(t, monarch.Dual.Effect, "and +5000 DP for the turn. Then, it may attack.")
	assert.NotContains(t, monarch.Dual.Effect, "until your opponent's turn ends")
	require.NotNil(t, monarch.Errata, "the printed text is the erratum's before text")
	assert.Equal(t, core.PrintedText{DualEffect: "＜Use Req. ([Glowing Dawn] trait)＞\n" +
		"[Main] 1 of your Digimon gains ＜Rush＞ , ＜Security A. +1＞ and +5000 DP until your opponent's turn ends. Then, it may attack."},
		monarch.Errata.Printed)

	dracmon := card("BT9-071") // cards.json words the effect a third way: applied over it
	assert.Equal(t, "[On Play] Reveal the top 3 cards of your deck. Among them, add 1 card with [Undead] or [Dark Animal] in one of its traits "+
		"to the hand and trash 1 such card. Return the rest to the bottom of the deck.", dracmon.Effect)
	assert.Equal(t, "[When Attacking] This Digimon may digivolve into a Digimon card with [Undead] or [Dark Animal] in its traits "+
		"from your trash for its digivolution cost.", dracmon.Inherited, "the inherited effect is no part of the erratum")
	require.NotNil(t, dracmon.Errata)
	assert.Equal(t, core.Errata{Date: "2024-01-19", Printed: core.PrintedText{Effect: "[On Play] Reveal the top 3 cards of your deck. " +
		"Add 1 card with [Undead] or [Dark Animal] in its traits among them to your hand and trash 1 card with [Undead] or [Dark Animal] " +
		"in its traits among them. Place the rest at the bottom of your deck in any order."}}, *dracmon.Errata)

	lonkhe := card("BT10-101") // the dump's "LxF3nkhē" is the errata'd name, de-garbled
	assert.Equal(t, "Lónkhē Adistakto", lonkhe.Name)
	require.NotNil(t, lonkhe.Errata)
	assert.Equal(t, core.PrintedText{Name: "Lóankhē Adistakto"}, lonkhe.Errata.Printed)

	// Lost character references, repaired in names and texts.
	assert.Equal(t, "Gewalt Schwärmer", card("BT6-105").Name)
	assert.Equal(t, "Hudie Net Café", card("BT23-100").Name)
	assert.Contains(t, card("EX7-058").Effect, "you may play 1 [Volée & Zerdrücken] Token")
	assert.Contains(t, card("LM-013").Effect, "1 Digimon card with [Angoramon] in its text from your hand")
	assert.Contains(t, card("LM-013").Errata.Printed.Effect, "1 Digimon card with [Angoramon] in its text from your hand")

	bukamon := card("BT14-002") // an inherited text
	assert.Equal(t, "[Your Turn] While your opponent has no Digimon with as many or more digivolution cards as this Digimon, this Digimon gains ＜Jamming＞.", bukamon.Inherited)
	require.NotNil(t, bukamon.Errata)
	assert.Equal(t, "[Your Turn] While your opponent has no Digimon with more digivolution cards than this Digimon, this Digimon gains ＜Jamming＞.", bukamon.Errata.Printed.Inherited)

	marine := card("BT4-031") // a name
	assert.Equal(t, "MarineChimairamon", marine.Name)
	assert.Equal(t, core.PrintedText{Name: "MarinChimairamon"}, marine.Errata.Printed)
}

// TestImportThenWriteThenLoadErrata: the errata block survives set files.
func TestImportThenWriteThenLoadErrata(t *testing.T) {
	cards, _ := importWithErrata(t, []map[string]any{record("XT1-001", "[On Play] Gain 1 memory.")},
		erratum("XT1-001", "Testmon", "2024-01-19", "Gain 1 memory.", "Gain 2 memory."))
	set := &cardpool.Set{Code: "XT1", Cards: []*core.CardData{cards["XT1-001"]}}
	dir := t.TempDir()
	require.NoError(t, cardpool.WriteSets(dir, []*cardpool.Set{set}))
	b, err := os.ReadFile(dir + "/XT1/XT1.yaml")
	require.NoError(t, err)
	assert.Contains(t, string(b), "    effect: |-\n      [On Play] Gain 2 memory.\n    errata:\n      date: 2024-01-19\n      printed:\n        effect: |-\n          [On Play] Gain 1 memory.\n")
	got, err := cardpool.ReadSet("XT1.yaml", b)
	require.NoError(t, err)
	assert.Equal(t, cards["XT1-001"], got.Cards[0])
}

// TestImportErrataOverVariantWording: cards.json words a text neither as the
// erratum's before nor as its after text (as BT9-071 does). The errata'd text is the
// card's text (2-1), so the sentences the erratum changes are replaced where the
// erratum's context pins them down and they are alike; anywhere else, or twice, or
// not alike, nothing is rewritten.
func TestImportErrataOverVariantWording(t *testing.T) {
	const reveal = "[On Play] Reveal the top 3 cards of your deck. "
	const before = reveal + "Trash 1 of them, and add 1 card with [Undead] in its traits among them to your hand. Place the rest at the bottom of your deck in any order."
	const after = reveal + "Among them, add 1 card with [Undead] in one of its traits to the hand and trash 1 such card. Return the rest to the bottom of the deck."
	const variant = "Add 1 card with [Undead] in its traits among them to your hand and trash 1 card with [Undead] in its traits among them. Place the rest at the bottom of your deck in any order."
	const attack = "\n[When Attacking] Place the rest at the bottom of your deck in any order."

	twice := record("XT1-003", reveal+variant)
	twice["inheritedEffectText"] = reveal + variant
	named := record("XT1-005", "")
	named["nameEn"] = "Gewalt Schwarmer"
	recs := []map[string]any{
		record("XT1-001", reveal+variant+attack),
		record("XT1-002", "[On Play] Reveal the top 4 cards of your deck. "+variant), // not the erratum's context
		twice,
		record("XT1-004", reveal+"Delete 1 of your opponent's Digimon with 3000 DP or less. Place the rest at the bottom of your deck."),
		named,
		// No context: the whole sentence changes, and the card words it a third way.
		record("XT1-006", "[Main] Draw 2 cards from your deck and trash 1 card in your hand."),
	}
	var entries []map[string]any
	for _, n := range []string{"XT1-001", "XT1-002", "XT1-003", "XT1-004"} {
		entries = append(entries, erratum(n, "Testmon", "2024-01-19", before, after))
	}
	entries = append(entries,
		erratum("XT1-005", "Gewalt Schwärmer", "2022-10-14", "Gewalt Schwermer", "Gewalt Schwärmer"),
		erratum("XT1-006", "Testmon", "2023-03-03",
			"[Main] Trash 1 of them and draw 2 cards from your deck.", "[Main] Draw 2 cards and trash 1 card from your hand."))
	cards, rep := importWithErrata(t, recs, entries...)

	fixed := cards["XT1-001"]
	assert.Equal(t, after+attack, fixed.Effect, "the changed sentences only: the context and the next effect stay")
	require.NotNil(t, fixed.Errata)
	assert.Equal(t, core.PrintedText{Effect: reveal + variant + attack}, fixed.Errata.Printed, "the dump's text is the printed one")
	assert.Equal(t, "2024-01-19", fixed.Errata.Date)

	assert.Equal(t, "[Main] Draw 2 cards and trash 1 card from your hand.", cards["XT1-006"].Effect)

	for n, why := range map[string]string{"XT1-002": "context missing", "XT1-003": "two places",
		"XT1-004": "not alike", "XT1-005": "a name"} {
		assert.Nil(t, cards[n].Errata, "%s: %s", n, why)
	}
	assert.Equal(t, "[On Play] Reveal the top 4 cards of your deck. "+variant, cards["XT1-002"].Effect)
	assert.Equal(t, reveal+variant, cards["XT1-003"].Effect)
	assert.Equal(t, reveal+variant, cards["XT1-003"].Inherited)
	assert.Equal(t, "Gewalt Schwarmer", cards["XT1-005"].Name)

	e := rep.Errata
	assert.Equal(t, []string{"XT1-001", "XT1-006"}, e.Applied)
	assert.Equal(t, []string{"XT1-002", "XT1-003", "XT1-004", "XT1-005"}, e.NotFound)
	require.Len(t, e.Variant, 2)
	assert.Regexp(t, `^XT1-001 effect: sentences 2-3 replaced \([0-9]+% alike\)$`, e.Variant[0])
	assert.Regexp(t, `^XT1-006 effect: sentences 1-1 replaced \([0-9]+% alike\)$`, e.Variant[1])
	assert.Contains(t, rep.Warnings, `XT1-002: erratum of 2024-01-19 not applied: "[On Play] Reveal the top 3 cards of your deck. Trash 1 of them, and..." found in no text of XT1-002`)
	assert.Contains(t, rep.Warnings, `XT1-003: erratum of 2024-01-19 not applied: "[On Play] Reveal the top 3 cards of your deck. Trash 1 of them, and..." found in no text of XT1-003: `+
		`its sentences have close wordings in two places, so it was applied to neither`)
}

// TestImportRestoresPrintedText: for an erratum cards.json has already, the card's
// printed text is the erratum's before text, put back where the after text is found
// as listed, and only on the cards of a shared entry that have it.
func TestImportRestoresPrintedText(t *testing.T) {
	const into = "[Your Turn] When digivolving this Digimon into an [%s] in your hand, reduce its digivolution cost by 2."
	const intoBefore = "[Your Turn] When digivolving one of your Digimon into an [%s] in your hand, reduce its digivolution cost by 2."
	greymon, garurumon := record("XT1-002", ""), record("XT1-003", "")
	greymon["inheritedEffectText"] = fmt.Sprintf(into, "AncientGreymon")
	garurumon["inheritedEffectText"] = fmt.Sprintf(into, "AncientGarurumon")
	traits := record("XT1-005", "")
	traits["types"] = []string{"Undead"}
	recs := []map[string]any{
		record("XT1-001", "[On Play] Gain 1 memory.\n[When Attacking] Delete 1 of your opponent's Digimon with 4000 DP or less."),
		greymon, garurumon,
		record("XT1-004", "[On Play] Gain 2 memory.\n[When Attacking] Gain 2 memory."),
		traits,
		// One change found as listed, one in other words: restore none.
		record("XT1-006", "[On Play] Gain 3 memory.\n[On Deletion] For 1 of your opponent's Digimon, trash any 1 digivolution card for every 2 colors your Tamers have."),
	}
	cards, rep := importWithErrata(t, recs,
		erratum("XT1-001", "Testmon", "2024-01-19",
			"[When Attacking] Delete 1 of your opponent’s Digimon with 3000 DP or less.",
			"[When Attacking] Delete 1 of your opponent’s Digimon with 4000 DP or less."),
		// One entry for two cards, a change for each (as P-029 and P-030): the part a
		// change makes is on both, its whole text on one.
		erratum("XT1-002", "Testmon XT1-003 Testmon", "2021-05-21",
			fmt.Sprintf(intoBefore, "AncientGreymon"), fmt.Sprintf(into, "AncientGreymon"),
			fmt.Sprintf(intoBefore, "AncientGarurumon"), fmt.Sprintf(into, "AncientGarurumon")),
		erratum("XT1-004", "Testmon", "2022-02-02", "Gain 1 memory.", "Gain 2 memory."),
		erratum("XT1-005", "Testmon", "2022-02-02", "Type: Dragon", "Type: Undead"),
		erratum("XT1-006", "Testmon", "2025-04-18",
			"[On Play] Gain 4 memory.", "[On Play] Gain 3 memory.",
			"[On Deletion] For every 2 colors your Tamers have, trash any 1 of your opponent's Digimon's digivolution cards.",
			"[On Deletion] From 1 of your opponent's Digimon, trash any 1 digivolution card for every 2 colors your Tamers have."),
	)

	restored := cards["XT1-001"]
	assert.Equal(t, "[On Play] Gain 1 memory.\n[When Attacking] Delete 1 of your opponent's Digimon with 4000 DP or less.", restored.Effect,
		"the card plays with the errata'd text (2-1)")
	require.NotNil(t, restored.Errata)
	assert.Equal(t, core.PrintedText{Effect: "[On Play] Gain 1 memory.\n[When Attacking] Delete 1 of your opponent's Digimon with 3000 DP or less."},
		restored.Errata.Printed, "only the erratum's words change; the card keeps its own apostrophe around them")
	assert.Equal(t, "2024-01-19", restored.Errata.Date)

	assert.Equal(t, core.PrintedText{Inherited: fmt.Sprintf(intoBefore, "AncientGreymon")}, cards["XT1-002"].Errata.Printed)
	assert.Equal(t, core.PrintedText{Inherited: fmt.Sprintf(intoBefore, "AncientGarurumon")}, cards["XT1-003"].Errata.Printed)

	for _, n := range []string{"XT1-004", "XT1-005", "XT1-006"} {
		assert.Nil(t, cards[n].Errata, n)
	}
	e := rep.Errata
	assert.Equal(t, []string{"XT1-001", "XT1-002", "XT1-004", "XT1-005", "XT1-006"}, e.Already)
	assert.Equal(t, []string{"XT1-001", "XT1-002"}, e.Restored)
	assert.Equal(t, []string{
		"XT1-004 XT1-004: the errata'd text is found 2 times",
		"XT1-005 XT1-005: the erratum is about the card's traits, which has no printed text",
		"XT1-006 the card words the errata'd text differently (effect: 2 letters differ from the errata'd text)",
	}, e.Unrestored)
	assert.Equal(t, []string{"XT1-001", "XT1-002", "XT1-003"}, e.Cards)
}
