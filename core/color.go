package core

import (
	"fmt"
	"strings"
)

// Color is one of the seven card colors (2-4-2).
type Color uint8

// The colors in the order the rules list them (2-4-2).
const (
	Red Color = iota
	Blue
	Yellow
	Green
	Black
	Purple
	White
	numColors
)

var colorNames = [numColors]string{"Red", "Blue", "Yellow", "Green", "Black", "Purple", "White"}

func (c Color) String() string {
	if c < numColors {
		return colorNames[c]
	}
	return fmt.Sprintf("Color(%d)", c)
}

// ParseColor reads a color name, case-insensitively.
func ParseColor(s string) (Color, error) {
	for i, n := range colorNames {
		if strings.EqualFold(n, s) {
			return Color(i), nil
		}
	}
	return 0, fmt.Errorf("unknown color %q (want one of %s)", s, strings.Join(colorNames[:], ", "))
}

// Colors is a set of colors. A card with two or more is multicolor and is treated
// as having every one of them (2-4-3-1, 2-4-3-2).
type Colors uint8

// ColorsOf makes a set from a list.
func ColorsOf(cs ...Color) Colors {
	var s Colors
	for _, c := range cs {
		s |= 1 << c
	}
	return s
}

// Has reports whether c is in the set.
func (s Colors) Has(c Color) bool { return s&(1<<c) != 0 }

// HasAll reports whether every color of o is in s.
func (s Colors) HasAll(o Colors) bool { return s&o == o }

// Multicolor reports whether the set holds two or more colors (2-4-3).
func (s Colors) Multicolor() bool { return s&(s-1) != 0 }

// List returns the colors in rule order.
func (s Colors) List() []Color {
	var out []Color
	for c := Red; c < numColors; c++ {
		if s.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

func (s Colors) String() string {
	var parts []string
	for _, c := range s.List() {
		parts = append(parts, c.String())
	}
	return strings.Join(parts, "/")
}

// MarshalText writes the color's name.
func (c Color) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads a color's name.
func (c *Color) UnmarshalText(b []byte) error {
	v, err := ParseColor(string(b))
	if err == nil {
		*c = v
	}
	return err
}
