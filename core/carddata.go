package core

// CardData is everything printed on a card (chapter 2). It is the same for every copy
// of a card number (2-11-1) and never changes during a game: values that effects change
// are derived (see derived.go), never written back here.
//
// The card-set file format under cards/<SET>/ is read into it by core/cardpool.
type CardData struct {
	Number string // card number, the identity for the 4-copy rule (2-11)
	Set    string // set code, e.g. "BT1" (filled in from the set file)
	Name   string // card name (2-3-1)
	NameJP string // Japanese name, for reference only
	Kind   Kind   // card category (2-2)
	Colors Colors // one or more colors (2-4)
	Level  int    // 0 = no level (2-9-2)

	// Cost is the play cost of a Digimon or Tamer (2-6) or the use cost of an Option
	// (2-7). HasCost is false for Digi-Eggs, which have none.
	Cost    int
	HasCost bool
	// DP is printed on Digimon (2-5); HasDP is false for cards that print none.
	DP    int
	HasDP bool

	Digivolve []DigivolveReq // digivolution requirements (2-3-6)

	Forms      []string // traits (2-3-2): form,
	Attributes []string // attribute
	Types      []string // and type

	Effect    string // upper text (2-3-3)
	Inherited string // inherited effect (2-3-4)
	Security  string // [Security] effect text of Options and some Digimon/Tamers

	Rarity   string    // 2-12-1-4; cannot be referred to in a game
	Ace      bool      // an ACE card (2-3-1-4)
	Overflow int       // <Overflow -N>: N (4-17)
	Link     *LinkData // link information (2-3-12)
	Dual     *DualData // the Option side of a Digimon/Option dual card

	// MaxCopies is how many copies a deck may hold (1-4-1-2-2); 4 unless the card's
	// own rule says otherwise (2-3-5).
	MaxCopies int
}

// DigivolveReq is one digivolution requirement (2-3-6): which card may digivolve into
// this one, and the digivolution cost. The printed box ("Red Lv.3: 2") sets Colors and
// Level; the [Digivolve] text form (2-3-6-3) can also name cards, name parts, traits or
// text. Every group that is set must match; inside a group any one entry is enough
// ("[Demon]/[TS] trait" is Demon or TS, 4-21-1).
type DigivolveReq struct {
	Colors  Colors   // any of these colors; none = any color
	Level   int      // exactly this level; 0 = any level
	Names   []string // the card name is one of these (2-3-1-2)
	NameHas []string // the name contains one of these (2-3-1-3)
	Traits  []string // has one of these traits (2-3-2-3)
	TextHas []string // its text contains one of these (4-20)
	Cost    int      // digivolution cost (2-3-6-2)
	// Text is the printed [Digivolve] line this requirement came from, if any.
	Text string
	// Unparsed marks a printed form the loader could not turn into data yet; the engine
	// does not offer it.
	Unparsed bool
}

// LinkData is the link box of a card (2-3-12).
type LinkData struct {
	Requirement string // link requirement and cost, as printed
	DP          int    // link DP (2-3-12-5)
	Effect      string // link effect (2-3-12-6)
}

// DualData is the Option side of a Digimon/Option dual card.
type DualData struct {
	Name   string
	Effect string
	Colors Colors // the Option's color requirement (4-19)
}

// Traits returns every trait of the card: forms, attributes and types (2-3-2-1).
func (c *CardData) Traits() []string {
	out := make([]string, 0, len(c.Forms)+len(c.Attributes)+len(c.Types))
	out = append(out, c.Forms...)
	out = append(out, c.Attributes...)
	return append(out, c.Types...)
}

// HasText reports whether the card has any effect text at all.
func (c *CardData) HasText() bool {
	return c.Effect != "" || c.Inherited != "" || c.Security != "" ||
		(c.Link != nil && c.Link.Effect != "") || (c.Dual != nil && c.Dual.Effect != "")
}

// Copies returns how many copies of this card a deck may hold (1-4-1-2-2, 2-3-5).
func (c *CardData) Copies() int {
	if c.MaxCopies > 0 {
		return c.MaxCopies
	}
	return 4
}
