package cardpool_test

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
)

// requirementCards imports testdata/cards-requirements.json: real records of cards.json
// that print DNA, DigiXros, Assembly, Burst, App Fusion and link requirements.
func requirementCards(t *testing.T) (map[string]*core.CardData, *cardpool.ImportReport) {
	t.Helper()
	data, err := os.ReadFile("testdata/cards-requirements.json")
	require.NoError(t, err)
	sets, rep, err := cardpool.ImportCardsJSON(data, nil)
	require.NoError(t, err)
	byNum := map[string]*core.CardData{}
	for _, s := range sets {
		for _, c := range s.Cards {
			byNum[c.Number] = c
		}
	}
	return byNum, rep
}

func names(n ...string) core.CardReq { return core.CardReq{Names: n} }

func colorLv(lv int, cs ...core.Color) core.CardReq {
	return core.CardReq{Colors: core.ColorsOf(cs...), Level: lv}
}

func one(r core.CardReq) core.MaterialReq { return core.MaterialReq{CardReq: r, Count: 1} }

func digimon() []core.Kind { return []core.Kind{core.Digimon} }

// lines is a card's upper text, line by line.
func lines(c *core.CardData) []string { return strings.Split(c.Effect, "\n") }

// TestDNARequirements: 8-2, every printed wording.
func TestDNARequirements(t *testing.T) {
	cards, _ := requirementCards(t)
	tests := []struct {
		number string
		want   core.DNAReq
		line   string // the requirement's line in the upper text, when not Text
		next   string // the line after it, if checked
	}{
		{"EX12-017", core.DNAReq{From: []core.CardReq{colorLv(5, core.Red, core.Yellow), colorLv(5, core.Black, core.Purple)},
			Text: "[DNA Digivolve] Red/Yellow Lv.5 + Black/Purple Lv.5 : Cost 0"}, "", "[Assembly -6] Lv.5 x Lv.4 x Lv.3, all w/[Agumon]/[Greymon] in name or w/[ME]/[VB] trait"},
		{"BT16-012", core.DNAReq{From: []core.CardReq{colorLv(4, core.Red), colorLv(4, core.Yellow)},
			Text: "[DNA Digivolution] Red Lv.4 + yellow Lv.4: Cost 0"},
			"[DNA Digivolution] Red Lv.4 + yellow Lv.4: Cost 0 Digivolve unsuspended with the 2 specified Digimon stacked on top of each other.",
			"<Partition (red Lv.4 & yellow Lv.4)>"},
		{"BT12-028", core.DNAReq{From: []core.CardReq{colorLv(4, core.Blue), colorLv(4, core.Green)},
			Text: "DNA Digivolution: 0 from blue Lv.4 + green Lv.4"},
			"DNA Digivolution: 0 from blue Lv.4 + green Lv.4 Digivolve unsuspended with the 2 specified Digimon stacked on top of each other.",
			"[When Digivolving] Trash the top 3 digivolution cards of all of your opponent's Digimon. Then, when DNA digivolving, 2 of your opponent's Digimon with no digivolution cards in play can't attack until the end of your opponent's turn."},
		{"EX5-073", core.DNAReq{From: []core.CardReq{names("Apollomon"), names("Dianamon")},
			Text: "＜DNA Digivolution: 0 from [Apollomon] + [Dianamon]＞"}, "",
			"＜Security Attack +1＞ (This Digimon checks 1 additional security card)＜Blocker＞ (At blocker timing, by suspending this Digimon, it becomes the attack target)"},
		{"BT9-082", core.DNAReq{From: []core.CardReq{colorLv(6, core.Purple), colorLv(6, core.Yellow)},
			Text: "DNA Digivolution: 0 from purple Lv.6 + yellow Lv.6"},
			"DNA Digivolution: 0 from purple Lv.6 + yellow Lv.6 Digivolve unsuspended with the 2 specified Digimon stacked on top of each other.", ""},
		{"ST9-05", core.DNAReq{From: []core.CardReq{colorLv(4, core.Blue), colorLv(4, core.Green)},
			Text: "＜DNA Digivolution: 0 from blue Lv.4 + green Lv.4＞"},
			"＜DNA Digivolution: 0 from blue Lv.4 + green Lv.4＞ Digivolve unsuspended with the 2 specified Digimon stacked on top of each other.", ""},
	}
	for _, tc := range tests {
		t.Run(tc.number, func(t *testing.T) {
			c := cards[tc.number]
			require.NotNil(t, c)
			assert.Equal(t, []core.DNAReq{tc.want}, c.DNA)
			assertLine(t, c, tc.want.Text, tc.line, tc.next)
		})
	}
}

// assertLine checks that the upper text keeps the requirement on a line of its own
// (with its reminder, if printed), followed by next.
func assertLine(t *testing.T, c *core.CardData, text, line, next string) {
	t.Helper()
	if line == "" {
		line = text
	}
	ls := lines(c)
	for i, l := range ls {
		if l == line {
			if next != "" {
				require.Greater(t, len(ls), i+1, "a line after %q", line)
				assert.Equal(t, next, ls[i+1])
			}
			return
		}
	}
	t.Errorf("%s: no line %q in\n%s", c.Number, line, c.Effect)
}

// TestDigiXrosRequirements: 7-2, every printed wording.
func TestDigiXrosRequirements(t *testing.T) {
	cards, _ := requirementCards(t)
	const reminder = " When you would play this card, you may place specified cards from your hand/battle area under it. Each placed card reduces the play cost."
	xrosHeart := core.MaterialReq{CardReq: core.CardReq{Kinds: digimon(), Traits: []string{"Xros Heart", "Blue Flare"}},
		Unlimited: true, Different: core.DifferentNumbers}
	save := core.MaterialReq{CardReq: core.CardReq{Kinds: digimon(), TextHas: []string{"＜Save＞"}}, Count: 1}
	tests := []struct {
		number     string
		want       core.XrosReq
		line, next string
	}{
		{"AD1-006", core.XrosReq{Reduce: 2, Text: "[DigiXros -2] [OmniShoutmon] x [ZeigGreymon] x [Ballistamon] x [Dorulumon] x [Starmons] x [Sparrowmon]",
			Cards: []core.MaterialReq{one(names("OmniShoutmon")), one(names("ZeigGreymon")), one(names("Ballistamon")),
				one(names("Dorulumon")), one(names("Starmons")), one(names("Sparrowmon"))}}, "", ""},
		{"BT10-009", core.XrosReq{Reduce: 2, Text: "DigiXros -2: [Shoutmon] + [Ballistamon] + [Dorulumon] + [Starmons]",
			Cards: []core.MaterialReq{one(names("Shoutmon")), one(names("Ballistamon")), one(names("Dorulumon")), one(names("Starmons"))}},
			"DigiXros -2: [Shoutmon] + [Ballistamon] + [Dorulumon] + [Starmons]" + reminder,
			"＜Material Save 2＞ (When this Digimon is deleted, you may place 2 cards in this Digimon's DigiXros conditions from this Digimon's digivolution cards under 1 of your Tamers.)"},
		// "xD7" in the dump is the × of the printed card.
		{"BT11-019", core.XrosReq{Reduce: 2, Text: "DigiXros -2: [OmniShoutmon] × [ZeigGreymon] × [Ballistamon] × [Dorulumon] × [Starmons] × [Sparrowmon]",
			Cards: []core.MaterialReq{one(names("OmniShoutmon")), one(names("ZeigGreymon")), one(names("Ballistamon")),
				one(names("Dorulumon")), one(names("Starmons")), one(names("Sparrowmon"))}}, "",
			"＜Rush＞ (This Digimon may attack the turn it was played.)＜Material Save 4＞ (When this Digimon is deleted, you may place 4 cards in this Digimon's DigiXros conditions from this Digimon's digivolution cards under 1 of your Tamers.)"},
		{"BT12-112", core.XrosReq{Reduce: 1, Text: "DigiXros -1: ∞ Digimon cards w/[Xros Heart] or [Blue Flare] trait & different card numbers",
			Cards: []core.MaterialReq{xrosHeart}}, "",
			"When you would play this card from your hand, by placing 1 of your [Shoutmon] as a digivolution card under this Digimon, reduce its play cost by 1 and place the cards in your trash as digivolution cards for a DigiXros."},
		{"BT21-030", core.XrosReq{Reduce: 1, Text: "[DigiXros -1] ∞ Digimon cards w/[Xros Heart]/[Blue Flare] trait & different card numbers",
			Cards: []core.MaterialReq{xrosHeart}}, "", ""},
		{"BT18-065", core.XrosReq{Reduce: 1, Text: "[DigiXros -1] 4 [Vemmon]",
			Cards: []core.MaterialReq{{CardReq: names("Vemmon"), Count: 4}}}, "", ""},
		{"BT10-063", core.XrosReq{Reduce: 2, Text: "DigiXros -2: [Monitamon] + [Monitamon] + [Monitamon]",
			Cards: []core.MaterialReq{one(names("Monitamon")), one(names("Monitamon")), one(names("Monitamon"))}},
			"DigiXros -2: [Monitamon] + [Monitamon] + [Monitamon]" + reminder, ""},
		{"BT18-084", core.XrosReq{Reduce: 2, Text: "[DigiXros -2] [Loweemon] or [Duskmon] x [KaiserLeomon] or [Velgrmon]",
			Cards: []core.MaterialReq{one(names("Loweemon", "Duskmon")), one(names("KaiserLeomon", "Velgrmon"))}}, "", ""},
		{"BT19-025", core.XrosReq{Reduce: 2, Text: "[DigiXros -2] Blue [Greymon] x [MailBirdramon]",
			Cards: []core.MaterialReq{one(core.CardReq{Colors: core.ColorsOf(core.Blue), Names: []string{"Greymon"}}), one(names("MailBirdramon"))}}, "", ""},
		{"BT17-057", core.XrosReq{Reduce: 2, Text: "[DigiXros -2] [Machinedramon] x 1 Lv.5 Digimon card w/[Cyborg] trait",
			Cards: []core.MaterialReq{one(names("Machinedramon")), one(core.CardReq{Kinds: digimon(), Level: 5, Traits: []string{"Cyborg"}})}}, "", ""},
		// "in one of its traits": a trait that contains the word (2-3-2-4).
		{"EX3-014", core.XrosReq{Reduce: 2, Text: "[DigiXros -2] 5 Digimon cards w/different names + [Dragon], [saur], or [Ceratopsian] in one of its traits",
			Cards: []core.MaterialReq{{CardReq: core.CardReq{Kinds: digimon(), TraitHas: []string{"Dragon", "saur", "Ceratopsian"}},
				Count: 5, Different: core.DifferentNames}}},
			"[DigiXros -2] 5 Digimon cards w/different names + [Dragon], [saur], or [Ceratopsian] in one of its traits On play, place from hand/battle area under this card. Reduce play cost per card.",
			"＜Rush＞ (This Digimon may attack the turn it was played.)"},
		{"ST19-10", core.XrosReq{Reduce: 2, Text: "[DigiXros -2]Lv.4 w/[Tyrannomon]/[Raremon] in its name x Lv.4 w/[Puppet] trait",
			Cards: []core.MaterialReq{one(core.CardReq{Level: 4, NameHas: []string{"Tyrannomon", "Raremon"}}), one(core.CardReq{Level: 4, Traits: []string{"Puppet"}})}}, "", ""},
		{"EX12-015", core.XrosReq{Reduce: 2, Text: "[DigiXros -2] 1 Lv.5 or lower Digimon card w/[Gokuumon] in text or w/[SW] trait",
			Cards: []core.MaterialReq{one(core.CardReq{Kinds: digimon(), LevelMax: 5,
				Or: []core.CardReq{{TextHas: []string{"Gokuumon"}}, {Traits: []string{"SW"}}}})}}, "", ""},
		// After a "Digivolve:" requirement on the same printed line.
		{"BT12-011", core.XrosReq{Reduce: 2, Text: "DigiXros -2: 1 Digimon card w/＜Save＞ in text", Cards: []core.MaterialReq{save}}, "",
			"[On Play][When Digivolving] You may play 1 [Taiki Kudo], [Yuu Amano], or [Tagiru Akashi] card from your hand without paying its cost."},
		{"BT12-063", core.XrosReq{Reduce: 2, Text: "[DigiXros -2] 1 Digimon card with ＜Save＞ in its text", Cards: []core.MaterialReq{save}}, "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.number, func(t *testing.T) {
			c := cards[tc.number]
			require.NotNil(t, c)
			require.NotNil(t, c.DigiXros)
			assert.Equal(t, tc.want, *c.DigiXros)
			assertLine(t, c, tc.want.Text, tc.line, tc.next)
		})
	}
	assert.Equal(t, []string{"Digivolve: 2 from Lv.3 w/＜Save＞ in text", "DigiXros -2: 1 Digimon card w/＜Save＞ in text"},
		lines(cards["BT12-011"])[:2])
	// <Material Save> reads the names from the printed text (core.DigiXrosNames).
	assert.Equal(t, []string{"OmniShoutmon", "ZeigGreymon", "Ballistamon", "Dorulumon", "Starmons", "Sparrowmon"},
		core.DigiXrosNames(cards["BT11-019"]))
}

// TestAssemblyRequirements: 7-3.
func TestAssemblyRequirements(t *testing.T) {
	cards, _ := requirementCards(t)
	agumon := []core.CardReq{{NameHas: []string{"Agumon", "Greymon"}}, {Traits: []string{"ME", "VB"}}}
	tests := []struct {
		number string
		want   core.AssemblyReq
	}{
		// ", all w/..." holds for every component.
		{"EX12-017", core.AssemblyReq{Reduce: 6, Text: "[Assembly -6] Lv.5 x Lv.4 x Lv.3, all w/[Agumon]/[Greymon] in name or w/[ME]/[VB] trait",
			Cards: []core.MaterialReq{one(core.CardReq{Level: 5, Or: agumon}), one(core.CardReq{Level: 4, Or: agumon}), one(core.CardReq{Level: 3, Or: agumon})}}},
		{"BT26-085", core.AssemblyReq{Reduce: 5, Text: "[Assembly -5] 5 different-level cards w/[Chronomon] in text or w/[Shaman] trait",
			Cards: []core.MaterialReq{{CardReq: core.CardReq{Or: []core.CardReq{{TextHas: []string{"Chronomon"}}, {Traits: []string{"Shaman"}}}},
				Count: 5, Different: core.DifferentLevels}}}},
		{"EX12-031", core.AssemblyReq{Reduce: 2, Text: "[Assembly -2] Lv.4 or lower card w/[Aqua]/[Sea Animal] in any trait or w/[TB] trait",
			Cards: []core.MaterialReq{one(core.CardReq{LevelMax: 4, Or: []core.CardReq{{TraitHas: []string{"Aqua", "Sea Animal"}}, {Traits: []string{"TB"}}}})}}},
		{"BT26-047", core.AssemblyReq{Reduce: 6, Text: "[Assembly -6] 4 [Larva]/[Insectoid]/[Titan] trait Digimon cards w/different levels",
			Cards: []core.MaterialReq{{CardReq: core.CardReq{Kinds: digimon(), Traits: []string{"Larva", "Insectoid", "Titan"}}, Count: 4, Different: core.DifferentLevels}}}},
		{"BT26-079", core.AssemblyReq{Reduce: 2, Text: "[Assembly -2] [Plutomon]", Cards: []core.MaterialReq{one(names("Plutomon"))}}},
		{"EX12-048", core.AssemblyReq{Reduce: 6, Text: "[Assembly -6] 3 [Gokuumon]/[Sangomon]/[Cho-Hakkaimon]/[Sanzomon] w/different names",
			Cards: []core.MaterialReq{{CardReq: names("Gokuumon", "Sangomon", "Cho-Hakkaimon", "Sanzomon"), Count: 3, Different: core.DifferentNames}}}},
		{"BT26-014", core.AssemblyReq{Reduce: 2, Text: "[Assembly -2] Lv.4 or lower [TB] trait card",
			Cards: []core.MaterialReq{one(core.CardReq{LevelMax: 4, Traits: []string{"TB"}})}}},
	}
	for _, tc := range tests {
		t.Run(tc.number, func(t *testing.T) {
			c := cards[tc.number]
			require.NotNil(t, c)
			require.NotNil(t, c.Assembly)
			assert.Equal(t, tc.want, *c.Assembly)
			assertLine(t, c, tc.want.Text, "", "")
		})
	}
}

// TestBurstAndAppFusionRequirements: 8-3, 8-4.
func TestBurstAndAppFusionRequirements(t *testing.T) {
	cards, _ := requirementCards(t)

	shine := cards["BT13-020"]
	assert.Equal(t, []core.BurstReq{{From: names("ShineGreymon"), Tamer: names("Marcus Damon"), Cost: 0,
		Text: "Burst Digivolve: 0 from [ShineGreymon] by returning 1 [Marcus Damon] to hand"}}, shine.Burst)
	assert.Equal(t, "Burst Digivolve: 0 from [ShineGreymon] by returning 1 [Marcus Damon] to hand At the end of the burst digivolution turn, trash this Digimon’s top card",
		lines(shine)[0], "the reminder stays with the requirement")

	rose := cards["BT26-050"]
	assert.Equal(t, []core.BurstReq{{From: names("Rosemon"), Tamer: names("Yoshino Fujieda"), Cost: 0,
		Text: "[Burst Digivolve] [Rosemon]: Cost 0 by returning 1 [Yoshino Fujieda] to the hand."}}, rose.Burst)
	assert.Equal(t, []string{"[Digivolve] Lv.6 w/[DATA SQUAD] trait: Cost 5",
		"[Burst Digivolve] [Rosemon]: Cost 0 by returning 1 [Yoshino Fujieda] to the hand."}, lines(rose)[:2])

	assert.Equal(t, []core.AppFusionReq{{Names: []string{"Gatchmon", "Navimon", "Tweetmon"}, Cost: 0,
		Text: "[App Fusion] [Gatchmon] & [Navimon] & [Tweetmon]: Cost 0"}}, cards["BT21-018"].AppFusion)
	media := cards["BT22-033"] // a no-break space before one "&" in the dump
	assert.Equal(t, []core.AppFusionReq{{Names: []string{"Musimon", "Recomon", "Mcmon"}, Cost: 0,
		Text: "[App Fusion] [Musimon] & [Recomon] & [Mcmon]: Cost 0"}}, media.AppFusion)
	require.NotNil(t, media.Link)
	assert.Nil(t, media.Link.Req, "the dump lost this card's link requirement")
}

// TestLinkRequirements: 2-3-12-2, 10.
func TestLinkRequirements(t *testing.T) {
	cards, _ := requirementCards(t)
	tests := []struct {
		number string
		want   core.LinkReq
	}{
		{"BT24-091", core.LinkReq{To: core.CardReq{Traits: []string{"TS"}}, Cost: 3, Text: "[Link] [TS] trait: Cost 3"}},
		{"BT25-101", core.LinkReq{To: names("Vulcanusmon"), Cost: 3, Text: "[Link] [Vulcanusmon]: Cost 3"}},
		{"EX11-027", core.LinkReq{To: core.CardReq{TextHas: []string{"Maquinamon"}}, Cost: 2, Text: "[Link] [Maquinamon] in text: Cost 2"}},
		{"ST22-08", core.LinkReq{To: core.CardReq{LevelMin: 3}, Cost: 2, Text: "[Link] Lv.3 or higher: Cost 2"}},
	}
	for _, tc := range tests {
		c := cards[tc.number]
		require.NotNil(t, c, tc.number)
		require.NotNil(t, c.Link, tc.number)
		assert.Equal(t, tc.want.Text, c.Link.Requirement, tc.number)
		assert.Equal(t, &tc.want, c.Link.Req, tc.number)
	}
}

// TestRequirementsMissingFromTheDump: a card that shows it has a DNA requirement
// without printing one is reported.
func TestRequirementsMissingFromTheDump(t *testing.T) {
	cards, rep := requirementCards(t)
	assert.Empty(t, cards["BT13-059"].DNA)
	assert.Contains(t, rep.Warnings, `BT13-059: prints "Digivolve unsuspended with the 2 specified Digimon" but no DNA requirement (8-2): missing from the dump`)
	assert.Contains(t, rep.Warnings, `BT20-045: prints "Blast DNA Digivolve" but no DNA requirement (8-2): missing from the dump`)
	for _, n := range rep.Requirements {
		assert.Zero(t, n.Unparsed, "%s: %v", n.Kind, n.Examples)
	}
}

// TestUnparsedRequirementsKeepTheirText: a wording the loader cannot read is kept as
// Unparsed with its printed text, and the line stays in the upper text.
func TestUnparsedRequirementsKeepTheirText(t *testing.T) {
	const reminder = "When you would play this card, you may place specified cards from your hand/battle area under it. Each placed card reduces the play cost."
	texts := []string{
		"[DNA Digivolve] Red Lv.4 : Cost 0",                                                                   // one Digimon is no DNA
		"＜DNA Digivolution: 0 from [Agumon] + [Gabumon]",                                                      // never closed
		"[DigiXros -2] [Shoutmon] while you have [Taiki Kudo]",                                                // a condition
		"DigiXros -3: [Shoutmon] while you have [Taiki Kudo] " + reminder + "＜Blocker＞",                       // the same, older
		"[Assembly -3] 2 Lv.4 or higher cards in your trash",                                                  // a place
		"[Burst Digivolve] [Rosemon]: Cost 0 by returning 2 [Yoshino Fujieda] to the hand.",                   // two Tamers
		"[App Fusion] [Gatchmon]: Cost 0",                                                                     // one name
		"[Digivolve] [Agumon]: Cost 3",                                                                        // not one of these: a [Digivolve]
		"[DNA Digivolution] Red Lv.4 + yellow Lv.4 w/[Royal Knight] in traits and [Dragon] in traits: Cost 0", // a group twice
		"[Assembly -3] 2 [Dragonkin] trait cards w/[ME] trait",                                                // read: both traits must hold
	}
	var recs []map[string]any
	for i, text := range texts {
		r := record(numberOf(i), text)
		if i == 0 {
			r["linkRequirement"], r["linkDp"] = "[Link] [Appmon] trait: Cost 1 for each", 1000
		}
		recs = append(recs, r)
	}
	data, err := json.Marshal(recs)
	require.NoError(t, err)
	sets, rep, err := cardpool.ImportCardsJSON(data, nil)
	require.NoError(t, err)
	c := sets[0].Cards

	assert.Equal(t, []core.DNAReq{{Text: texts[0], Unparsed: true}}, c[0].DNA)
	assert.Equal(t, &core.LinkReq{Text: "[Link] [Appmon] trait: Cost 1 for each", Cost: 1, Unparsed: true}, c[0].Link.Req)
	assert.Equal(t, []core.DNAReq{{Text: texts[1], Unparsed: true}}, c[1].DNA)
	assert.Equal(t, &core.XrosReq{Text: texts[2], Reduce: 2, Unparsed: true}, c[2].DigiXros)
	assert.Equal(t, &core.XrosReq{Text: "DigiXros -3: [Shoutmon] while you have [Taiki Kudo]", Reduce: 3, Unparsed: true}, c[3].DigiXros,
		"the text of an unparsed requirement ends at its reminder")
	assert.Equal(t, &core.AssemblyReq{Text: texts[4], Reduce: 3, Unparsed: true}, c[4].Assembly)
	assert.Equal(t, []core.BurstReq{{Text: texts[5], Unparsed: true}}, c[5].Burst)
	assert.Equal(t, []core.AppFusionReq{{Text: texts[6], Unparsed: true}}, c[6].AppFusion)
	assert.Empty(t, c[7].DNA)
	assert.Empty(t, c[7].AppFusion)
	assert.Len(t, c[7].Digivolve, 1)
	assert.Equal(t, []core.DNAReq{{Text: texts[8], Unparsed: true}}, c[8].DNA)
	// A "w/" clause that sets a group the card already has: both must hold, which an
	// Or of one entry says.
	assert.Equal(t, &core.AssemblyReq{Text: texts[9], Reduce: 3, Cards: []core.MaterialReq{{
		CardReq: core.CardReq{Traits: []string{"Dragonkin"}, Or: []core.CardReq{{Traits: []string{"ME"}}}}, Count: 2}}}, c[9].Assembly)
	for i := 0; i < 9; i++ {
		assert.Equal(t, texts[i], c[i].Effect, "the printed line stays as printed")
	}
	assert.Contains(t, rep.Unparsed, "XT1-Ac: [DigiXros -2] [Shoutmon] while you have [Taiki Kudo]")
	assert.Contains(t, rep.Unparsed, "XT1-Aa: [Link] [Appmon] trait: Cost 1 for each")
	counts := map[string]cardpool.ReqCount{}
	for _, n := range rep.Requirements {
		counts[n.Kind.String()] = n
	}
	assert.Equal(t, 3, counts["DNA"].Cards)
	assert.Equal(t, 3, counts["DNA"].Unparsed)
	assert.Equal(t, 1, counts["Assembly"].Parsed)
	assert.Equal(t, []string{"XT1-Ac: " + texts[2], "XT1-Ad: DigiXros -3: [Shoutmon] while you have [Taiki Kudo]"}, counts["DigiXros"].Examples)
}

// requirementStart finds a line that begins like a requirement of 7-2, 7-3 or 8-2 … 8-4
// in any wording (looser than the importer's recognition, on purpose).
var requirementStart = regexp.MustCompile(`(?i)^[\[＜<(]?\s*(DNA Digivol|Digi-?Xros|Assembly|Burst Digivol|App Fusion)`)

// requirementInside finds requirement-like text anywhere in a line.
var requirementInside = regexp.MustCompile(`(?i)(Digi-?Xros|Assembly)\s*-\s*\d|\[DNA Digivol|DNA Digivol\w*\s*:|Burst Digivol\w*\s*[:\]]|\[App Fusion\]`)

var startKinds = map[string]cardpool.ReqKind{"dna digivol": cardpool.ReqDNA, "digixros": cardpool.ReqDigiXros, "digi-xros": cardpool.ReqDigiXros,
	"assembly": cardpool.ReqAssembly, "burst digivol": cardpool.ReqBurst, "app fusion": cardpool.ReqAppFusion}

// TestPoolRequirements goes over the whole shipped pool: every printed DNA, DigiXros,
// Assembly, Burst Digivolve, App Fusion and link requirement is either read into data
// or kept Unparsed with its text; none passes for plain effect text. The table it
// logs is the pool's summary (go test -v -run TestPoolRequirements ./core/cardpool).
func TestPoolRequirements(t *testing.T) {
	p, err := cardpool.OpenNamed(cards.FS, "cards")
	require.NoError(t, err)
	all, err := p.All()
	require.NoError(t, err)

	counts := cardpool.CountRequirements(all)
	t.Logf("requirements in the pool (%d cards):\n%s", len(all), cardpool.RequirementTable(counts))
	for _, n := range counts {
		assert.Positive(t, n.Cards, "%s: no card in the pool prints one", n.Kind)
		assert.Equal(t, n.Reqs, n.Parsed+n.Unparsed, n.Kind.String())
	}

	for _, c := range all {
		for _, f := range [...][2]string{{"effect", c.Effect}, {"inherited", c.Inherited}, {"security", c.Security}} {
			k := f[0]
			for _, l := range strings.Split(f[1], "\n") {
				m := requirementStart.FindStringSubmatch(l)
				if m == nil {
					if loc := requirementInside.FindStringIndex(l); loc != nil {
						t.Errorf("%s %s: requirement-like text inside a line, not recognized: %q", c.Number, k, l)
					}
					continue
				}
				kind := startKinds[strings.ToLower(m[1])]
				found := false
				for _, r := range cardpool.Requirements(c, kind) {
					if r.Text != "" && strings.HasPrefix(l, r.Text) {
						found = true
					}
				}
				if !found || k != "effect" {
					t.Errorf("%s %s: %s requirement not recognized (neither parsed nor unparsed): %q", c.Number, k, kind, l)
				}
			}
		}
		if c.Link != nil && c.Link.Requirement != "" {
			if assert.NotNil(t, c.Link.Req, "%s: link requirement %q not read", c.Number, c.Link.Requirement) {
				assert.Equal(t, c.Link.Requirement, c.Link.Req.Text, c.Number)
			}
		}
		for _, kind := range cardpool.ReqKinds() {
			for _, r := range cardpool.Requirements(c, kind) {
				assert.NotEmpty(t, r.Text, "%s: a %s requirement without its printed text", c.Number, kind)
			}
		}
	}
}

// TestReadmeExampleReads: the set file example of cards/README.md is a set file.
func TestReadmeExampleReads(t *testing.T) {
	readme, err := os.ReadFile("../../cards/README.md")
	require.NoError(t, err)
	_, after, ok := strings.Cut(string(readme), "```yaml\n")
	require.True(t, ok)
	example, _, ok := strings.Cut(after, "```")
	require.True(t, ok)
	s, err := cardpool.ReadSet("cards/README.md", []byte(example))
	require.NoError(t, err)
	c := s.Cards[0]
	require.Len(t, c.DNA, 1)
	assert.Equal(t, []core.CardReq{colorLv(5, core.Red, core.Yellow), colorLv(5, core.Black, core.Purple)}, c.DNA[0].From)
	require.NotNil(t, c.DigiXros)
	assert.Equal(t, core.MaterialReq{CardReq: core.CardReq{Kinds: digimon(), Traits: []string{"Xros Heart"}},
		Unlimited: true, Different: core.DifferentNumbers}, c.DigiXros.Cards[2])
	require.NotNil(t, c.Assembly)
	assert.Equal(t, 5, c.Assembly.Reduce)
	require.Len(t, c.Burst, 1)
	assert.Equal(t, names("Yoshino Fujieda"), c.Burst[0].Tamer)
	require.Len(t, c.AppFusion, 1)
	require.NotNil(t, c.Link.Req)
	assert.Equal(t, core.LinkReq{To: core.CardReq{Traits: []string{"Appmon"}}, Cost: 1, Text: "[Link] [Appmon] trait: Cost 1"}, *c.Link.Req)
}
