package cardpool

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestRepairCharRefs covers every shape of lost character reference in cards.json and
// the "lv" of "digivolve" the dump wrote as "Lv.", and what it must leave alone: the
// level abbreviation before a number, and the words with an "x" and hex digits (each
// one of the dump: "except", "＜Execute＞", "Hexeblaumon", "exactly", "Final Excalibur").
func TestRepairCharRefs(t *testing.T) {
	for in, want := range map[string]string{
		"LxF3nkhē Adistakto":                       "Lónkhē Adistakto", // BT10-101
		"Hudie Net CafxE9":                         "Hudie Net Café",   // BT23-100
		"Gewalt SchwxE4rmer":                       "Gewalt Schwärmer", // BT6-105
		"play 1 [VolxE9e & ZerdrxFCcken] Token":    "play 1 [Volée & Zerdrücken] Token",
		"play 1 [Atho, RenxE9 & Por] Token":        "play 1 [Atho, René & Por] Token",
		"DigiXros -1: [Shoutmon] xD7 [Starmons]":   "DigiXros -1: [Shoutmon] × [Starmons]",
		"with [Matt Ishida]&#160;in its name":      "with [Matt Ishida] in its name",
		"Koh &amp; Sayo":                           "Koh & Sayo",
		"&lang;Decoy (Black)&rang; (When one ...)": "＜Decoy (Black)＞ (When one ...)",
		"the opponent&#39;s &quot;Digimon&quot;":   `the opponent's "Digimon"`,
		"When this Digimon digivoLv.es into":       "When this Digimon digivolves into",     // BT2-062
		"Trigger ＜De-DigivoLv.e 1＞ on 1":           "Trigger ＜De-Digivolve 1＞ on 1",         // BT2-105
		"[Impmon] can digivoLv.e into this card":   "[Impmon] can digivolve into this card", // BT2-111

		"gain memory except with ＜Execute＞":             "gain memory except with ＜Execute＞",
		"Hexeblaumon, exactly 3, Final Excalibur":       "Hexeblaumon, exactly 3, Final Excalibur",
		"[Vemmon] x 4, [Shoutmon] x2, [A] xD7[B]":       "[Vemmon] x 4, [Shoutmon] x2, [A] xD7[B]",
		"MaxD7 and MaxF7: × and ÷ are no letters":       "MaxD7 and MaxF7: × and ÷ are no letters",
		"x in lower case: fxe9, no letter before: 3xE9": "x in lower case: fxe9, no letter before: 3xE9",
		"Tai Kamiya & Matt Ishida, R&D; &nosuchentity;": "Tai Kamiya & Matt Ishida, R&D; &nosuchentity;",
		"[Digivolve] Lv.3 w/[Omnimon] in text: Cost 2":  "[Digivolve] Lv.3 w/[Omnimon] in text: Cost 2",
		"Lv.6 and lv.5, level-Lv.4, ALv.b":              "Lv.6 and lv.5, level-Lv.4, ALv.b",
	} {
		assert.Equal(t, want, repairCharRefs(in), in)
	}
}

// TestRepairRecordCharRefs: every text of a record is repaired, and the report names
// the fields.
func TestRepairRecordCharRefs(t *testing.T) {
	r := jsonCard{NameEn: "LxF3nkhē Adistakto", EffectText: "[Gammamon]&#160;in its text", Types: []string{"CafxE9"}}
	assert.Equal(t, []string{"name", "effect", "traits"}, r.repairCharRefs())
	assert.Equal(t, "Lónkhē Adistakto", r.NameEn)
	assert.Equal(t, "[Gammamon] in its text", r.EffectText)
	assert.Equal(t, []string{"Café"}, r.Types)
	assert.Empty(t, r.repairCharRefs(), "nothing left to repair")
}
