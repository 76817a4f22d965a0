package core

import (
	"fmt"
	"strings"
)

// Kind is a card's category (2-2).
type Kind uint8

// The four card categories (2-2-2).
const (
	DigiEgg Kind = iota
	Digimon
	Tamer
	Option
)

var kindNames = [...]string{"Digi-Egg", "Digimon", "Tamer", "Option"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// ParseKind reads a kind name ("Digi-Egg", "DigiEgg", "Digimon", "Tamer", "Option").
func ParseKind(s string) (Kind, error) {
	n := strings.ToLower(strings.ReplaceAll(s, "-", ""))
	for i, k := range kindNames {
		if strings.ToLower(strings.ReplaceAll(k, "-", "")) == n {
			return Kind(i), nil
		}
	}
	return 0, fmt.Errorf("unknown card kind %q (want Digi-Egg, Digimon, Tamer or Option)", s)
}

// InMainDeck reports whether cards of this kind make up the main deck (2-2-3 … 2-2-6).
func (k Kind) InMainDeck() bool { return k != DigiEgg }

// MarshalText writes the kind's name.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a kind's name.
func (k *Kind) UnmarshalText(b []byte) error {
	v, err := ParseKind(string(b))
	if err == nil {
		*k = v
	}
	return err
}
