package vocab

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Every construct a table of the grammar names exists in the API today.
func TestEveryConstructExists(t *testing.T) {
	names := namedConstructs()
	assert.Greater(t, len(names), 100)
	for _, c := range names {
		assert.NoError(t, CheckConstruct(c))
	}
}

// What the readings of the real pool name exists too (keyword.<name> and the parts
// built in code are only known then).
func TestConstructsOfThePoolExist(t *testing.T) {
	inv := builtIn(t)
	checked := map[string]bool{}
	for _, p := range inv.Patterns {
		for _, part := range p.Reading {
			for _, c := range part.Constructs {
				if !checked[c] {
					checked[c] = true
					assert.NoError(t, CheckConstruct(c), "%s %q: %s", p.Kind, p.Text, part)
				}
			}
		}
	}
	assert.Greater(t, len(checked), 100)
}

func TestCheckConstructRejectsWhatDoesNotExist(t *testing.T) {
	for _, name := range []string{
		"ctx:teleport", "ctx:draw_card", "filter.cost_below", "filter.lowest_dp", "when.teleported",
		"would.attack", "duration.forever", "target.opponent_tamers", "card.on_link", "entry.thrice_per_turn",
		"keyword.Flying", "keyword.blocker", "lua.goto", "cardfilter.lowest",
		"on_play", "draw", "", "ctx:",
	} {
		assert.Error(t, CheckConstruct(name), name)
	}
	for _, name := range []string{"ctx:draw", "ctx.event", "card.on_play", "entry.once_per_turn", "when.deleted",
		"would.leave", "filter.dp_at_most", "target.self", "duration.turn", "choose.up_to", "play.free",
		"obj:dp", "card:level", "event.cause", "keyword.Blocker", "keyword.Security A.", "lua.sequence",
		"cardfilter.trait", "cardfilter.name_has"} {
		assert.NoError(t, CheckConstruct(name), name)
	}
}
