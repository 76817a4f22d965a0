package vocab

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Every construct a rule can name exists in the API today: the rules' own, those their
// named groups add, and the keywords.
func TestEveryConstructExists(t *testing.T) {
	for i, r := range Rules {
		for _, c := range r.Constructs {
			assert.NoError(t, CheckConstruct(c), "rule %d (%s) %s", i, r.Kind, r.Re)
		}
		for _, name := range r.Re.SubexpNames() {
			if name == "" || name == "kwname" {
				continue
			}
			_, ok := groupConstructs[name]
			assert.True(t, ok, "rule %d %s: group %q names no construct (groupConstructs)", i, r.Re, name)
		}
	}
	for g, c := range groupConstructs {
		assert.NoError(t, CheckConstruct(c), "group %s", g)
	}
	for _, k := range ScriptedKeywords {
		assert.NoError(t, CheckConstruct("keyword."+k))
	}
}

// What the rules name on the real pool exists too (keyword.<name> is only known then).
func TestConstructsOfThePoolExist(t *testing.T) {
	inv := builtIn(t)
	checked := map[string]bool{}
	for _, p := range inv.Patterns {
		for _, c := range p.Constructs {
			if !checked[c] {
				checked[c] = true
				assert.NoError(t, CheckConstruct(c), "%s %q", p.Kind, p.Text)
			}
		}
	}
	assert.Greater(t, len(checked), 50)
}

func TestCheckConstructRejectsWhatDoesNotExist(t *testing.T) {
	for _, name := range []string{
		"ctx:teleport", "ctx:draw_card", "filter.cost_at_most", "filter.lowest_dp", "when.linked",
		"would.attack", "duration.forever", "target.opponent_tamers", "card.on_link", "entry.thrice_per_turn",
		"keyword.Flying", "keyword.blocker", "lua.goto",
		"on_play", "draw", "", "ctx:",
	} {
		assert.Error(t, CheckConstruct(name), name)
	}
	for _, name := range []string{"ctx:draw", "ctx.event", "card.on_play", "entry.once_per_turn", "when.deleted",
		"would.leave", "filter.dp_at_most", "target.self", "duration.turn", "choose.up_to", "play.free",
		"obj:dp", "card:level", "event.cause", "keyword.Blocker", "keyword.Security A.", "lua.sequence"} {
		assert.NoError(t, CheckConstruct(name), name)
	}
}

// Rules map phrase shapes, not words: a clause is covered only in a shape the API
// expresses, with the filter keys its parts need.
func TestRulesMapShapes(t *testing.T) {
	var m mapper
	for _, tc := range []struct {
		kind    Kind
		pattern string
		want    []string // nil: uncovered
	}{
		{Action, "delete N of your opponent's Digimon with N DP or less", []string{"ctx:delete", "ctx:choose", "target.opponent_digimon", "filter.dp_at_most"}},
		{Action, "delete up to N of your opponent's level N or lower Digimon", []string{"ctx:delete", "ctx:choose", "target.opponent_digimon", "choose.up_to", "filter.level_at_most"}},
		{Action, "delete all of your opponent's Digimon with N DP or less", []string{"ctx:delete", "target.opponent_digimon", "filter.dp_at_most"}},
		{Action, "you may delete N of your opponent's suspended Digimon", []string{"ctx:delete", "ctx:choose", "target.opponent_digimon", "ctx:may", "filter.suspended"}},
		{Action, "gain N memory", []string{"ctx:gain_memory"}},
		{Action, "trigger <Draw N>", []string{"ctx:run_keyword", "keyword.Draw"}},
		{Action, "N of your Digimon gains <Rush> and <Piercing>", []string{"ctx:give", "ctx:choose", "target.your_digimon", "keyword.Rush", "keyword.Piercing"}},
		{Action, "play this card without paying the cost", []string{"ctx:play_self", "play.free"}},
		{Keyword, "<Security A. +N>", []string{"card.keywords", "keyword.Security A."}},
		{Timing, "[On Play]", []string{"card.on_play"}},
		{Limit, "[Once Per Turn]", []string{"entry.once_per_turn"}},
		{Trigger, "when this Digimon would leave the battle area", []string{"would.leave", "entry.subject"}},
		{Condition, "if you have N or less memory", []string{"entry.condition", "ctx:memory"}},
		{Cost, "by suspending this Tamer", []string{"ctx:can_suspend", "ctx:suspend", "target.self"}},
		{Duration, "until the end of your opponent's next turn", []string{"duration.opponents_next_turn"}},
		{Then, "then", []string{"lua.sequence"}},
		// What no construct of today expresses stays uncovered.
		{Action, "delete N of your opponent's Digimon with the lowest DP", nil},
		{Action, "delete N of your opponent's Digimon with a play cost of N or less", nil},
		{Action, "delete N of your opponent's Digimon with N DP or less, and N of your opponent's Digimon with N DP or less", nil},
		{Action, "trash the top N cards of your deck", nil},
		{Trigger, "when this Digimon gets linked", nil},
		{Duration, "until your turn ends", nil},
		{Timing, "[Rule]", nil},
		// A rule belongs to its kind: an action's words as a condition are not covered.
		{Condition, "gain N memory", nil},
	} {
		assert.Equal(t, tc.want, m.constructs(tc.kind, tc.pattern), "%s %q", tc.kind, tc.pattern)
	}
}

// Every entry of the table maps at least one clause of the pool: one that maps nothing
// is a typo. (Of the rules a selection makes, one is enough.)
func TestEveryRuleMapsSomething(t *testing.T) {
	used := map[int]bool{}
	for _, p := range builtIn(t).Patterns {
		for _, r := range Rules {
			if r.Kind == p.Kind && r.Re.MatchString(p.Text) {
				used[r.family] = true
				break
			}
		}
	}
	for i, r := range Rules {
		assert.True(t, used[r.family], "rule %d (%s) maps no clause of the pool: %s", i, r.Kind, r.Re)
	}
}
