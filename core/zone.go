package core

import (
	"fmt"
	"strings"
)

// Zone is a place a card can be (3-1). The field (3-4) is split into the breeding
// area and the battle area. ZoneNone holds cards that belong to no area for a while:
// an Option being used (9-1-4), a card being security checked (13-1-5), revealed cards.
type Zone uint8

// The zones of chapter 3.
const (
	ZoneNone     Zone = iota // in no area (9-1-4, 13-1-5)
	ZoneDeck                 // 3-2
	ZoneEggDeck              // 3-3
	ZoneBreeding             // 3-4-5
	ZoneBattle               // 3-4-6
	ZoneHand                 // 3-5
	ZoneTrash                // 3-6
	ZoneSecurity             // 3-7
	ZoneRemoved              // removed from the game (tokens, 4-18-5)
)

var zoneNames = [...]string{"none", "deck", "egg_deck", "breeding", "battle", "hand", "trash", "security", "removed"}

func (z Zone) String() string {
	if int(z) < len(zoneNames) {
		return zoneNames[z]
	}
	return fmt.Sprintf("Zone(%d)", z)
}

var zoneWords = [...]string{"no area", "deck", "Digi-Egg deck", "breeding area", "battle area", "hand", "trash", "security stack", "removed from the game"}

// Words names the zone for people, as the printed texts do: "security stack",
// "breeding area" (String is the event log's name).
func (z Zone) Words() string {
	if int(z) < len(zoneWords) {
		return zoneWords[z]
	}
	return z.String()
}

// MarshalText writes the zone's name (the event log's form).
func (z Zone) MarshalText() ([]byte, error) { return []byte(z.String()), nil }

// UnmarshalText reads a zone's name.
func (z *Zone) UnmarshalText(b []byte) error {
	for i, n := range zoneNames {
		if strings.EqualFold(n, string(b)) {
			*z = Zone(i)
			return nil
		}
	}
	return fmt.Errorf("unknown zone %q", b)
}

// OnField reports whether the zone is part of the field (3-4-4).
func (z Zone) OnField() bool { return z == ZoneBreeding || z == ZoneBattle }

// Public reports whether cards there are public information (3-1-2).
func (z Zone) Public() bool { return z == ZoneBreeding || z == ZoneBattle || z == ZoneTrash }
