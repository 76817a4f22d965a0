package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// sourceList is the layout of restrictions.json; its "current" map is derived data
// and not needed.
type sourceList struct {
	Source string `json:"source"`
	Events []struct {
		CardID        string `json:"cardId"`
		Name          string `json:"name"`
		Status        string `json:"status"`
		Count         int    `json:"count"`
		EffectiveDate string `json:"effectiveDate"`
		Action        string `json:"action"`
	} `json:"events"`
}

// header opens the YAML file: what it is and how it is read.
const header = `# The official Digimon Card Game ban and restriction list (ver. 1.0 5-1-2), as a
# dated history. The list in force on a day is every change dated on or before it,
# applied in order (core/deck: Restrictions.AsOf).
#
#   status: banned       the card may not be in a deck or Digi-Egg deck
#           restricted   at most "count" copies
#           banned_pair  banned together with certain other cards ("choice
#                        restriction"); the partners are not in our source data, so
#                        the engine records these but does not enforce them
#   action: restrict     the status applies from the date on
#           lift         the card is free again from the date on
#
# Generated from restrictions.json by core/deck/internal/restrictgen; edit by hand
# when the list changes (keep the dates in order).
`

// Convert turns restrictions.json into the YAML history: events grouped by effective
// date, oldest first, in the source's order within a date.
func Convert(data []byte) ([]byte, error) {
	var src sourceList
	if err := json.Unmarshal(data, &src); err != nil {
		return nil, err
	}
	type change struct {
		card, name, status, action string
		count                      int
	}
	byDate := map[string][]change{}
	var dates []string
	for i, e := range src.Events {
		if e.CardID == "" || e.EffectiveDate == "" {
			return nil, fmt.Errorf("event %d: no card number or date", i+1)
		}
		if _, ok := byDate[e.EffectiveDate]; !ok {
			dates = append(dates, e.EffectiveDate)
		}
		byDate[e.EffectiveDate] = append(byDate[e.EffectiveDate], change{e.CardID, e.Name, e.Status, e.Action, e.Count})
	}
	sort.Strings(dates) // YYYY-MM-DD sorts by date

	var b bytes.Buffer
	b.WriteString(header)
	b.WriteString("\nformat: standard\n")
	fmt.Fprintf(&b, "source: %s\n", src.Source)
	b.WriteString("history:\n")
	for _, d := range dates {
		fmt.Fprintf(&b, "  - date: %s\n    changes:\n", d)
		for _, c := range byDate[d] {
			name, _ := json.Marshal(c.name) // a JSON string is a YAML double-quoted scalar
			fmt.Fprintf(&b, "      - {card: %s, name: %s, status: %s, count: %d, action: %s}\n",
				c.card, name, c.status, c.count, c.action)
		}
	}
	return []byte(strings.TrimRight(b.String(), "\n") + "\n"), nil
}
