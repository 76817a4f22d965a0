package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

// "This Digimon is also treated as Lv.6 [Breakdramon] for [Examon]'s DNA digivolution"
// (BT20-025): a `dna_as` entry lets the Digimon meet a component of Examon's DNA
// requirement (8-2) with that level and name; it does not for another card's, and
// without the entry it meets neither.
func TestDNAAs(t *testing.T) {
	level5 := &core.CardData{Number: "T-5", Name: "Dracomon", Kind: core.Digimon, Colors: red, Level: 5, Cost: 5, HasCost: true, DP: 6000, HasDP: true}
	slayer := &core.CardData{Number: "T-6", Name: "Slayerdramon", Kind: core.Digimon, Colors: red, Level: 6, Cost: 9, HasCost: true, DP: 11000, HasDP: true}
	dna := func(number, name string) *core.CardData {
		return &core.CardData{Number: number, Name: name, Kind: core.Digimon, Colors: red, Level: 7, Cost: 15, HasCost: true, DP: 15000, HasDP: true,
			DNA: []core.DNAReq{{From: []core.CardReq{{Names: []string{"Breakdramon"}, Level: 6}, {Names: []string{"Slayerdramon"}, Level: 6}}}}}
	}
	examon, other := dna("T-X", "Examon"), dna("T-Y", "Othermon")
	dnaOptions := func(t *testing.T, script string) []string {
		h := testLib(scripts{"T-5": script}).NewHost()
		defer h.Close()
		var offered []string
		agent := core.AgentFunc(func(_ core.View, p *core.Prompt) int {
			if p.Kind == core.PromptMain {
				for _, c := range p.Choices {
					if c.Action == core.ActDNA {
						offered = append(offered, c.Card.Data.Name)
					}
				}
			}
			return core.Halt
		})
		g := mainPhase(t, h, 1, agent)
		fillDecks(g, 1)
		g.AddCard(0, core.ZoneHand, examon)
		g.AddCard(0, core.ZoneHand, other)
		g.AddObject(0, core.ZoneBattle, level5)
		g.AddObject(0, core.ZoneBattle, slayer)
		require.NoError(t, g.Resume().Err)
		return offered
	}
	require.Equal(t, []string{"Examon"}, dnaOptions(t, `return card { static = { { dna_as = { into = { name = "Examon" }, level = 6, name = "Breakdramon" } } } }`))
	require.Empty(t, dnaOptions(t, `return card { }`))
}
