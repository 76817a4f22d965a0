package vocab

import "testing"

// Triggers read as a when or would cause, its subject and how the event happened.
func TestTriggerReadings(t *testing.T) {
	checkReadings(t, []reading{
		{"BT25-048", Trigger, "When this Digimon wins a battle", []string{"when.wins_battle", "entry.subject", "target.self"}, nil},
		{"BT25-020", Trigger, "When any of your [TS] trait Digimon win a battle", []string{"when.wins_battle", "entry.subject", "filter.trait"}, nil},
	})
}
