package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core/deck"
)

// A small list in the source's shape (newest first, as published) converts to a
// history the deck package reads, oldest first.
func TestConvertReadsBack(t *testing.T) {
	src := `{
  "source": "https://example.org/list",
  "events": [
    {"cardId": "BT9-099", "name": "Sunrise Buster", "status": "restricted", "count": 1, "effectiveDate": "2026-04-04", "action": "lift"},
    {"cardId": "BT20-037", "name": "Chaosmon: Valdur Arm", "status": "banned_pair", "count": 0, "effectiveDate": "2025-09-01", "action": "restrict"},
    {"cardId": "BT5-109", "name": "Mega Digimon \"Fusion\"!", "status": "banned", "count": 0, "effectiveDate": "2022-02-25", "action": "restrict"},
    {"cardId": "BT9-099", "name": "Sunrise Buster", "status": "restricted", "count": 1, "effectiveDate": "2022-11-11", "action": "restrict"}
  ],
  "current": {}
}`
	out, err := Convert([]byte(src))
	require.NoError(t, err)
	r, err := deck.ParseRestrictions("out.yaml", out)
	require.NoError(t, err, string(out))

	assert.Equal(t, "standard", r.Format)
	assert.Equal(t, "https://example.org/list", r.Source)
	var got []string
	for _, ev := range r.Events {
		got = append(got, ev.Date.Format("2006-01-02")+" "+ev.Card+" "+ev.Name+" "+string(ev.Status)+" "+string(ev.Action))
	}
	assert.Equal(t, []string{
		`2022-02-25 BT5-109 Mega Digimon "Fusion"! banned restrict`,
		"2022-11-11 BT9-099 Sunrise Buster restricted restrict",
		"2025-09-01 BT20-037 Chaosmon: Valdur Arm banned_pair restrict",
		"2026-04-04 BT9-099 Sunrise Buster restricted lift",
	}, got)
}

func TestConvertRejectsEventsWithoutCardOrDate(t *testing.T) {
	_, err := Convert([]byte(`{"events": [{"cardId": "BT9-099"}]}`))
	assert.EqualError(t, err, "event 1: no card number or date")
}
