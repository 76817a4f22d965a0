package core

import "testing"

// An effect activated from a DUAL card's Digimon side is a Digimon effect, also when
// the card is checked from security, where the card itself is an Option card too
// (Q7102, Q7103); an effect of its Option side is an Option effect.
func TestDualEffectsAreTheirSidesEffects(t *testing.T) {
	red := ColorsOf(Red)
	dual := &CardData{Number: "T-DUAL", Name: "Artsmon", Kind: Digimon, Colors: red, Level: 4, Cost: 1, HasCost: true,
		DP: 1000, HasDP: true, Dual: &DualData{Name: "Arts", Colors: red}}
	attacker := &CardData{Number: "T-ATK", Name: "Attackmon", Kind: Digimon, Colors: red, Level: 4, DP: 5000, HasDP: true}
	type seen struct{ digimon, option bool }
	got := map[string]seen{}
	note := func(label string) func(c *Ctx) {
		return func(c *Ctx) { got[label] = seen{c.IsEffectOf(Digimon), c.IsEffectOf(Option)} }
	}
	effects := EffectMap{"T-DUAL": {
		{Card: "T-DUAL", Label: "[Security]", Kind: Triggered, Timing: SecurityTiming, Resolve: note("security")},
		{Card: "T-DUAL", Label: "Option side [Main]", Kind: Activated, Timing: MainTiming, Dual: true, Resolve: note("main")},
	}}
	agent := AgentFunc(func(_ View, p *Prompt) int {
		for i, c := range p.Choices {
			if (p.Kind == PromptMain && (c.Action == ActAttack || c.Action == ActUse)) || p.Kind == PromptArts {
				return i
			}
		}
		return Halt
	})
	g, err := NewPosition(Config{Seed: 1, Effects: effects, Agents: [2]Agent{agent, agent}})
	if err != nil {
		t.Fatal(err)
	}
	g.SetTurn(0, 3, PhaseMain)
	g.SetMemory(0, 3, "test")
	g.AddObject(0, ZoneBattle, attacker)
	g.AddCard(0, ZoneHand, dual)
	g.AddCard(1, ZoneSecurity, dual)
	g.AddCard(1, ZoneSecurity, dual)
	g.Resume()
	if s, ok := got["main"]; !ok || s.digimon || !s.option {
		t.Errorf("the Option side's [Main]: activated %v, Digimon effect %v, Option effect %v; want an Option effect", ok, s.digimon, s.option)
	}
	if s, ok := got["security"]; !ok || !s.digimon || s.option {
		t.Errorf("the Digimon side's [Security]: activated %v, Digimon effect %v, Option effect %v; want a Digimon effect (Q7102)", ok, s.digimon, s.option)
	}
	if !dual.Is(Option) || !dual.Is(Digimon) || dual.Is(Tamer) {
		t.Errorf("a DUAL card away from the field is a Digimon card and an Option card")
	}
}
