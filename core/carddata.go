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

	// The requirements of the special ways to play and digivolve, read from the
	// printed text (the lines stay in Effect). A card has each only when it prints it.
	DNA       []DNAReq       // DNA digivolution (2-3-7, 8-2)
	DigiXros  *XrosReq       // DigiXros (2-3-8, 7-2)
	Assembly  *AssemblyReq   // Assembly (2-3-11, 7-3)
	Burst     []BurstReq     // Burst Digivolve (2-3-9, 8-3)
	AppFusion []AppFusionReq // App Fusion (2-3-10, 8-4)

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

	// Errata is set when an official erratum changed the card's text. The text fields
	// above then hold the errata'd text, which is the card's information in force
	// (2-1: the latest card information counts); Errata keeps what the card prints.
	Errata *Errata
}

// Errata records the official errata applied to a card, for display: the engine reads
// only the errata'd text.
type Errata struct {
	Date    string      // the date of the latest erratum applied, YYYY-MM-DD
	Printed PrintedText // the printed value of each field an erratum changed
}

// PrintedText holds a card's printed texts; an empty field is one no erratum changed.
type PrintedText struct {
	Name       string
	Effect     string
	Inherited  string
	Security   string
	LinkEffect string
	DualEffect string
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
	Requirement string   // link requirement and cost, as printed
	Req         *LinkReq // the same read into data; nil when none is printed
	DP          int      // link DP (2-3-12-5)
	Effect      string   // link effect (2-3-12-6)
}

// CardReq describes a card or Digimon that a requirement asks for ("Red/Yellow Lv.5",
// "[Shoutmon]", "Lv.4 or lower [TB] trait card"). Every group that is set must hold;
// inside a group any one entry is enough ("[Cyborg]/[Composite] trait" is Cyborg or
// Composite, 4-21-1). A CardReq with nothing set matches any card.
type CardReq struct {
	Kinds    []Kind   // the card's kind is one of these ("Digimon card"); none = any kind
	Colors   Colors   // has one of these colors (2-4); none = any color
	Level    int      // exactly this level; 0 = any level
	LevelMin int      // this level or higher ("Lv.3 or higher"); 0 = no bound
	LevelMax int      // this level or lower ("Lv.5 or lower"); 0 = no bound
	Names    []string // the card name is one of these (2-3-1-2)
	NameHas  []string // the name contains one of these (2-3-1-3)
	Traits   []string // has one of these traits (2-3-2-3)
	TraitHas []string // has a trait that contains one of these ("in any trait", 2-3-2-4)
	TextHas  []string // its text contains one of these ("w/[Gokuumon] in text", 4-20)
	// Or, when given, must hold too: at least one of its entries ("w/[Agumon] in name
	// or w/[ME] trait" is two entries). An entry with one group is simply one more
	// condition ("[TB] trait card w/[Chronomon] in text").
	Or []CardReq
}

// DNAReq is one DNA digivolution requirement (2-3-7, 8-2): "[DNA Digivolve] Yellow
// Lv.6 + Blue Lv.6 : Cost 0", or the older "DNA Digivolution: 0 from yellow Lv.5 +
// purple Lv.5". The card digivolves from one Digimon of the player's per entry of From.
type DNAReq struct {
	// From are the Digimon to digivolve from, as printed left to right: the leftmost
	// is stacked on top (8-2-2-2).
	From []CardReq
	Cost int // the digivolution cost (8-2-3-2)
	// Text is the printed requirement. Unparsed marks a form the loader could not read
	// into data; the engine does not offer it.
	Text     string
	Unparsed bool
}

// XrosReq is a DigiXros requirement (2-3-8, 7-2): "[DigiXros -2] [Shoutmon] x
// [Ballistamon]", older "DigiXros -2: [Shoutmon] + [Ballistamon]" (× in the middle
// years). When the card is played, cards matching Cards may be placed under it from
// the hand and the battle area, each reducing the play cost by Reduce (7-2-2-1).
type XrosReq struct {
	Reduce int // the play cost reduction per card placed (7-2-2-1)
	// Cards are the printed components, left to right: the leftmost is stacked on top
	// (7-2-2-8). Each may be placed once unless it gives a count (7-2-2-5).
	Cards []MaterialReq
	// Text is the printed requirement. Unparsed marks a form the loader could not read
	// into data; the engine does not offer it.
	Text     string
	Unparsed bool
}

// AssemblyReq is an Assembly requirement (2-3-11, 7-3): "[Assembly -6] 4 [Nigamon]".
// When the card is played, exactly the cards of Cards may be placed under it from the
// trash, all of them or none (7-3-2-4), reducing the play cost by Reduce (7-3-2-1).
type AssemblyReq struct {
	Reduce int // the play cost reduction when the cards are placed (7-3-2-1)
	// Cards are the printed components, left to right: the leftmost is stacked on top
	// (7-3-2-6).
	Cards []MaterialReq
	// Text is the printed requirement. Unparsed marks a form the loader could not read
	// into data; the engine does not offer it.
	Text     string
	Unparsed bool
}

// MaterialReq is one component of a DigiXros or Assembly requirement: Count cards,
// each matching the CardReq ("4 [Vemmon]", "2 Digimon cards w/[Bagra Army] trait").
type MaterialReq struct {
	CardReq
	// Count is how many cards; 1 when the text gives no number. Unlimited is "∞": any
	// number of them (BT21-030); Count is then 0.
	Count     int
	Unlimited bool
	// Different asks the cards of this component to differ from each other in a piece
	// of card information (4-22): "w/different card numbers".
	Different Different
}

// Different names the card information that cards must differ in (4-22).
type Different string

// The pieces of card information a requirement asks to be different (4-22).
const (
	DifferentNames   Different = "name"   // "w/different names"
	DifferentLevels  Different = "level"  // "w/different levels", "different-level cards"
	DifferentNumbers Different = "number" // "w/different card numbers"
)

// BurstReq is one Burst Digivolve requirement (2-3-9, 8-3): "[Burst Digivolve]
// [Rosemon]: Cost 0 by returning 1 [Yoshino Fujieda] to the hand", older "Burst
// Digivolve: 0 from [ShineGreymon] by returning 1 [Marcus Damon] to hand". The card
// digivolves onto one of the player's Digimon matching From by returning one of
// their Tamers matching Tamer from the battle area to the hand (8-3-3-2); at the end
// of that turn its top card is trashed (8-3-2-1).
type BurstReq struct {
	From  CardReq // the Digimon it digivolves from
	Tamer CardReq // the Tamer returned to the hand
	Cost  int     // the digivolution cost (8-3-3-3)
	// Text is the printed requirement. Unparsed marks a form the loader could not read
	// into data; the engine does not offer it.
	Text     string
	Unparsed bool
}

// AppFusionReq is one App Fusion requirement (2-3-10, 8-4): "[App Fusion] [Gatchmon] &
// [Navimon] & [Tweetmon]: Cost 0". The card digivolves from a Digimon of the player's
// in the linked state with a combination of 2 of the named cards (8-4-2-1); that link
// card goes on top of the Digimon, and this card on top of both (8-4-3-3).
type AppFusionReq struct {
	Names []string // the named cards, as printed
	Cost  int      // the digivolution cost (8-4-3-2)
	// Text is the printed requirement. Unparsed marks a form the loader could not read
	// into data; the engine does not offer it.
	Text     string
	Unparsed bool
}

// LinkReq is a link requirement (2-3-12-2, 10): "[Link] [Appmon] trait: Cost 1". The
// card may link to one of the player's Digimon in the battle area matching To, paying
// the link cost (10-1-3); a link card that no longer meets it is trashed (17-1-3-6).
type LinkReq struct {
	To   CardReq // the Digimon it may link to
	Cost int     // the link cost (2-3-12-3)
	// Text is the printed requirement (LinkData.Requirement). Unparsed marks a form the
	// loader could not read into data; the engine does not offer it.
	Text     string
	Unparsed bool
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
