package vocab

import "testing"

// Triggers read as a when or would cause, its subject and how the event happened.
func TestTriggerReadings(t *testing.T) {
	checkReadings(t, []reading{
		{"BT25-048", Trigger, "When this Digimon wins a battle", []string{"when.wins_battle", "entry.subject", "target.self"}, nil},
		{"BT25-020", Trigger, "When any of your [TS] trait Digimon win a battle", []string{"when.wins_battle", "entry.subject", "filter.trait"}, nil},
		{"BT16-082", Trigger, "When one of your Digimon moves from the breeding area to the battle area", []string{"when.moved", "entry.subject"}, nil},
		// Where a played card came from: the played entry's from.
		{"BT17-002", Trigger, "When one of your Digimon is played from digivolution cards", []string{"when.played", "entry.from"}, nil},
		// A link card trashed: card_moved from "link", the subject the Digimon it was linked to.
		{"EX10-001", Trigger, "When effects trash any of this Digimon's link cards", []string{"when.card_moved", "entry.from", "entry.subject", "event.cause"}, nil},
		{"BT4-087", Trigger, "When you play a Digimon from your trash", []string{"when.played", "entry.from"}, nil},
	})
}
