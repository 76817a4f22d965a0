package deck

import (
	"bytes"
	"fmt"
	"io/fs"
	"time"

	"go.yaml.in/yaml/v3"
)

// RestrictionsFile is where the ban and restriction list lives in the card data file
// system (cards.FS).
const RestrictionsFile = "restrictions.yaml"

// dateLayout is how dates are written in the list and in messages.
const dateLayout = "2006-01-02"

// Status is what a list does to a card (ver. 1.0 5-1-2-1).
type Status string

// The statuses of the official list.
const (
	Banned     Status = "banned"     // may not be in a deck or Digi-Egg deck
	Restricted Status = "restricted" // at most Count copies
	// BannedPair ("choice restriction") forbids a card together with certain others,
	// not alone. The official list names the partners; our source data does not, so a
	// BannedPair is recorded but not enforced.
	BannedPair Status = "banned_pair"
)

// Action is whether an event puts a card on the list or takes it off.
type Action string

// The actions of the history.
const (
	Restrict Action = "restrict" // the card gets Status from Date on
	Lift     Action = "lift"     // the card is free again from Date on
)

// Event is one change to the list.
type Event struct {
	Card   string // card number
	Name   string // card name, for people reading the list
	Status Status
	Count  int // copies allowed: 0 when banned
	Date   time.Time
	Action Action
}

// Restrictions is the dated history of a tournament ban and restriction list
// (ver. 1.0 5-1-2): the list in force on any day is the sum of the events up to it,
// so old decks can be checked against the list of their day.
type Restrictions struct {
	Format string  // the regulation's name, e.g. "standard"
	Source string  // where the list is published
	Events []Event // in date order
}

// restrictionsYAML is the file's layout: events grouped by their effective date.
type restrictionsYAML struct {
	Format  string `yaml:"format"`
	Source  string `yaml:"source"`
	History []struct {
		Date    string `yaml:"date"`
		Changes []struct {
			Card   string `yaml:"card"`
			Name   string `yaml:"name"`
			Status string `yaml:"status"`
			Count  int    `yaml:"count"`
			Action string `yaml:"action"`
		} `yaml:"changes"`
	} `yaml:"history"`
}

// LoadRestrictions reads RestrictionsFile from fsys (normally cards.FS).
func LoadRestrictions(fsys fs.FS) (*Restrictions, error) {
	data, err := fs.ReadFile(fsys, RestrictionsFile)
	if err != nil {
		return nil, fmt.Errorf("ban and restriction list: %w", err)
	}
	return ParseRestrictions(RestrictionsFile, data)
}

// ParseRestrictions reads a ban and restriction list; source names it in errors.
func ParseRestrictions(source string, data []byte) (*Restrictions, error) {
	var f restrictionsYAML
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("%s: %w", source, err)
	}
	if f.Format == "" {
		return nil, fmt.Errorf("%s: no format name", source)
	}
	r := &Restrictions{Format: f.Format, Source: f.Source}
	var last time.Time
	for _, h := range f.History {
		date, err := time.Parse(dateLayout, h.Date)
		if err != nil {
			return nil, fmt.Errorf("%s: date %q: want YYYY-MM-DD", source, h.Date)
		}
		if date.Before(last) {
			return nil, fmt.Errorf("%s: %s comes after %s: the history must be in date order", source, h.Date, last.Format(dateLayout))
		}
		last = date
		for _, c := range h.Changes {
			ev := Event{Card: c.Card, Name: c.Name, Status: Status(c.Status), Count: c.Count, Date: date, Action: Action(c.Action)}
			if err := ev.check(); err != nil {
				return nil, fmt.Errorf("%s: %s: %s: %w", source, h.Date, c.Card, err)
			}
			r.Events = append(r.Events, ev)
		}
	}
	return r, nil
}

func (ev Event) check() error {
	switch {
	case !looksLikeNumber(ev.Card):
		return fmt.Errorf("not a card number")
	case ev.Status != Banned && ev.Status != Restricted && ev.Status != BannedPair:
		return fmt.Errorf("status %q: want banned, restricted or banned_pair", ev.Status)
	case ev.Action != Restrict && ev.Action != Lift:
		return fmt.Errorf("action %q: want restrict or lift", ev.Action)
	case ev.Status == Restricted && ev.Count < 1:
		return fmt.Errorf("restricted to %d copies: want 1 or more", ev.Count)
	case ev.Status != Restricted && ev.Count != 0:
		return fmt.Errorf("%s with count %d: want 0", ev.Status, ev.Count)
	}
	return nil
}

// AsOf returns the list in force on date: every event dated on or before it, applied
// in order. Before the first event the list is empty.
func (r *Restrictions) AsOf(date time.Time) *Format {
	f := &Format{Name: r.Format, AsOf: date, limits: map[string]Limit{}}
	for _, ev := range r.Events {
		if ev.Date.After(date) {
			break
		}
		switch ev.Action {
		case Restrict:
			f.limits[ev.Card] = Limit{Card: ev.Card, Name: ev.Name, Status: ev.Status, Count: ev.Count, Since: ev.Date}
		case Lift:
			delete(f.limits, ev.Card)
		}
	}
	return f
}

// Latest returns the list as of its last event.
func (r *Restrictions) Latest() *Format {
	if len(r.Events) == 0 {
		return &Format{Name: r.Format, limits: map[string]Limit{}}
	}
	return r.AsOf(r.Events[len(r.Events)-1].Date)
}

// ParseDate reads a YYYY-MM-DD date, as --as-of takes it.
func ParseDate(s string) (time.Time, error) {
	t, err := time.Parse(dateLayout, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("date %q: want YYYY-MM-DD", s)
	}
	return t, nil
}
