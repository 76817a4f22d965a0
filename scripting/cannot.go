package scripting

// "Can't" (15-1-3: a prohibition wins over a permission): the names ctx:cannot gives
// for a while, and the `cannot` key of `static` entries; "can" (permissions) beside
// them; and bans on a player ("your opponent can't gain memory").

import (
	"fmt"
	"slices"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// prohibition sets one "can't" on derived values. by: the causes it covers, for the
// prohibitions that name them ("can't be deleted by your opponent's effects").
type prohibition struct {
	set func(d *core.Derived, by core.Causes)
	// byDefault: the causes covered when the text names none; 0 for a prohibition
	// that takes no `by`.
	byDefault core.Causes
}

func flag(f func(d *core.Derived)) prohibition {
	return prohibition{set: func(d *core.Derived, _ core.Causes) { f(d) }}
}

func byCause(f func(d *core.Derived) *core.Causes, def core.Causes) prohibition {
	return prohibition{set: func(d *core.Derived, by core.Causes) { *f(d) |= by }, byDefault: def}
}

// cannotFlags are the things ctx:cannot and `static` entries prohibit, by name. Those
// with causes take `by` (cannotBy); "activate_<timing>" names are read by
// cannotFlag.
var cannotFlags = map[string]prohibition{
	"attack":                               flag(func(d *core.Derived) { d.CantAttack = true }),
	"block":                                flag(func(d *core.Derived) { d.CantBlock = true }),
	"suspend":                              flag(func(d *core.Derived) { d.CantSuspend = true }),
	"be_suspended":                         flag(func(d *core.Derived) { d.CantSuspend = true }), // the same prohibition (4-11)
	"unsuspend":                            flag(func(d *core.Derived) { d.CantUnsuspend = true }),
	"digivolve":                            flag(func(d *core.Derived) { d.CantDigivolve = true }),
	"be_attacked":                          flag(func(d *core.Derived) { d.CantBeAttacked = true }),
	"attack_players":                       flag(func(d *core.Derived) { d.CantAttackPlayers = true }),
	"attack_digimon":                       flag(func(d *core.Derived) { d.CantAttackDigimon = true }),
	"attack_unsuspended":                   flag(func(d *core.Derived) { d.CantAttackUnsuspended = true }),
	"be_blocked":                           flag(func(d *core.Derived) { d.CantBeBlocked = true }),
	"change_attack_target":                 flag(func(d *core.Derived) { d.CantChangeAttackTarget = true }),
	"be_deleted":                           byCause(func(d *core.Derived) *core.Causes { return &d.CantBeDeleted }, core.AnyCause),
	"be_deleted_in_battle":                 byCause(func(d *core.Derived) *core.Causes { return &d.CantBeDeleted }, core.ByBattles),
	"be_returned_to_hand":                  byCause(func(d *core.Derived) *core.Causes { return &d.CantBeReturnedToHand }, core.AnyCause),
	"be_returned_to_deck":                  byCause(func(d *core.Derived) *core.Causes { return &d.CantBeReturnedToDeck }, core.AnyCause),
	"leave_battle_area":                    byCause(func(d *core.Derived) *core.Causes { return &d.CantLeave }, core.AnyCause),
	"leave_battle_area_except_by_deletion": byCause(func(d *core.Derived) *core.Causes { return &d.CantLeaveButByDeletion }, core.AnyCause),
	"have_dp_reduced":                      byCause(func(d *core.Derived) *core.Causes { return &d.CantHaveDPReduced }, core.AnyEffect),
	"have_stacked_trashed":                 byCause(func(d *core.Derived) *core.Causes { return &d.CantHaveStackedTrashed }, core.AnyEffect),
	"activate_option_security":             flag(func(d *core.Derived) { d.NoOptionSecurity = true }),
}

// cannotBy are the values of `by`: whose effects, or battles, a prohibition covers;
// "opponent_effects" and "your_effects" are seen from the effect's controller.
var cannotBy = map[string]func(me core.PlayerID) core.Causes{
	"opponent_effects": func(me core.PlayerID) core.Causes { return core.EffectsBy(me.Opponent()) },
	"your_effects":     func(me core.PlayerID) core.Causes { return core.EffectsBy(me) },
	"effects":          func(core.PlayerID) core.Causes { return core.AnyEffect },
	"battle":           func(core.PlayerID) core.Causes { return core.ByBattles },
}

// cannotFlag is the prohibition a name stands for: one of cannotFlags, or
// "activate_<timing>" ("activate_on_play": its [On Play] effects don't activate).
func cannotFlag(name string) (prohibition, bool) {
	if p, ok := cannotFlags[name]; ok {
		return p, true
	}
	if t, ok := core.ParseTiming(strings.TrimPrefix(name, "activate_")); ok && strings.HasPrefix(name, "activate_") {
		set := core.TimingsOf(t)
		return flag(func(d *core.Derived) { d.NoActivate |= set }), true
	}
	return prohibition{}, false
}

func cannotNames() string {
	var out []string
	for k := range cannotFlags {
		out = append(out, `"`+k+`"`)
	}
	slices.Sort(out)
	return strings.Join(out, ", ") + `, "activate_<timing>"`
}

// readCannot reads a prohibition, or a list of them with an optional `by`:
// "attack", { "attack", "block" }, { "be_deleted", by = "opponent_effects" }. It
// returns what sets them for an effect of player me, or an error message.
func readCannot(v lua.LValue) (func(me core.PlayerID) func(d *core.Derived), string) {
	var names []lua.LValue
	var by lua.LValue = lua.LNil
	switch x := v.(type) {
	case *lua.LTable:
		for i := 1; i <= x.Len(); i++ {
			names = append(names, x.RawGetInt(i))
		}
		by = x.RawGetString("by")
	default:
		names = []lua.LValue{x}
	}
	if len(names) == 0 {
		return nil, fmt.Sprintf("cannot %v: want %s, or a list of them", v, cannotNames())
	}
	var ps []prohibition
	for _, n := range names {
		s, _ := n.(lua.LString)
		p, ok := cannotFlag(string(s))
		if !ok {
			return nil, fmt.Sprintf("cannot %v: want %s, or a list of them", n, cannotNames())
		}
		if by != lua.LNil && p.byDefault == 0 {
			return nil, fmt.Sprintf("cannot %v: by = %v; %q names no cause", n, by, s)
		}
		ps = append(ps, p)
	}
	var causes func(me core.PlayerID) core.Causes
	if by != lua.LNil {
		f, ok := cannotBy[lua.LVAsString(by)]
		if !ok {
			return nil, fmt.Sprintf(`cannot: by = %v; want "opponent_effects", "your_effects", "effects" or "battle"`, by)
		}
		causes = f
	}
	return func(me core.PlayerID) func(d *core.Derived) {
		return func(d *core.Derived) {
			for _, p := range ps {
				cs := p.byDefault
				if causes != nil {
					cs = causes(me)
				}
				p.set(d, cs)
			}
		}
	}, ""
}

// cannot reads a `static` entry's `cannot`: a prohibition or a list of them, which
// the entry's targets have while it applies (15-1-3: it wins over any permission).
// nil when the entry has none. The function takes the effect's controller.
func (b *builder) cannot(v lua.LValue, what string) func(me core.PlayerID) func(d *core.Derived) {
	if v == lua.LNil {
		return nil
	}
	set, msg := readCannot(v)
	if msg != "" {
		b.fail("%s: %s", what, msg)
	}
	return set
}

// canFlags are the permissions ctx:can and `static` entries' `can` give: "this
// Digimon can also attack your opponent's unsuspended Digimon" (11-2-7-1). A
// prohibition still wins over them (15-1-3).
var canFlags = map[string]func(d *core.Derived){
	"attack_unsuspended": func(d *core.Derived) { d.CanAttackUnsuspended = true },
}

// readCan reads a permission or a list of them; `attack_target`, a filter, narrows
// "attack_unsuspended" to the unsuspended Digimon it matches ("... with no digivolution
// cards", EX1-016), seen from the effect's controller; `with`, a keyword, to the
// attacks made with that keyword effect ("when this Digimon attacks with <Blitz>",
// BT5-017).
func readCan(v lua.LValue) (func(c *core.Ctx, d *core.Derived), string) {
	var sets []func(d *core.Derived)
	var names []string
	add := func(x lua.LValue) string {
		f := canFlags[lua.LVAsString(x)]
		if f == nil {
			return fmt.Sprintf(`can %v: want "attack_unsuspended"`, x)
		}
		sets = append(sets, f)
		names = append(names, lua.LVAsString(x))
		return ""
	}
	var only filter
	var with core.Keyword
	if t, ok := v.(*lua.LTable); ok {
		for i := 1; i <= t.Len(); i++ {
			if msg := add(t.RawGetInt(i)); msg != "" {
				return nil, msg
			}
		}
		narrowed := false
		if at := t.RawGetString("attack_target"); at != lua.LNil {
			f, err := compileFilter(at)
			if err != nil {
				return nil, "can.attack_target: " + err.Error()
			}
			only, narrowed = f, true
		}
		if w := t.RawGetString("with"); w != lua.LNil {
			k, msg := readAttackKeyword(w)
			if msg != "" {
				return nil, msg
			}
			with, narrowed = k, true
		}
		if narrowed && (len(names) != 1 || names[0] != "attack_unsuspended") {
			return nil, `can.attack_target and can.with narrow "attack_unsuspended" alone`
		}
	} else if msg := add(v); msg != "" {
		return nil, msg
	}
	if only != nil || with != "" {
		return func(c *core.Ctx, d *core.Derived) {
			p := core.AttackPermission{With: with}
			if only != nil {
				ctx := *c
				p.Target = func(t *core.FieldObject) bool { return only(&ctx, t) }
			}
			d.CanAttackUnsuspendedIf = append(d.CanAttackUnsuspendedIf, p)
		}, ""
	}
	return func(_ *core.Ctx, d *core.Derived) {
		for _, set := range sets {
			set(d)
		}
	}, ""
}

// bans are the deeds a player can be banned from (ctx:cannot("opponent", ...), a
// `static` entry with `player`): "your opponent can't gain memory".
var bans = map[string]core.Deed{
	"gain_memory":     core.DeedGainMemory,
	"play_by_effects": core.DeedPlayByEffects,
	"use_options":     core.DeedUseOptions,
	// The payer's costs (core/cost_reduction.go).
	"reduce_play_costs":         core.DeedReducePlayCosts,
	"reduce_digivolution_costs": core.DeedReduceDigivolutionCosts,
	// Playing cards at all, by the rules or by effects (7-1), with `cards`.
	"play": core.DeedPlay,
	// Ignoring digivolution requirements, in full or in part (BT8-059).
	"ignore_digivolution_requirements": core.DeedIgnoreDigivolutionRequirements,
	// "Cards can't be added to security stacks by your opponent's effects" (BT9-103).
	"add_to_security": core.DeedAddToSecurity,
}

// readBan reads a ban on a player ("you" or "opponent", seen from the effect's
// controller): what, and `except` ("tamer_effects").
func readBan(who string, what, except, cards lua.LValue) (core.Ban, string) {
	b := core.Ban{Opponent: who == "opponent", Both: who == "both"}
	if who != "you" && who != "opponent" && who != "both" {
		return b, fmt.Sprintf(`player = %q; want "you", "opponent" or "both"`, who)
	}
	deed, ok := bans[lua.LVAsString(what)]
	if !ok {
		return b, fmt.Sprintf(`a player cannot %v: want "gain_memory", "play", "play_by_effects", "use_options", "reduce_play_costs", "reduce_digivolution_costs", "ignore_digivolution_requirements" or "add_to_security"`, what)
	}
	b.Deed = deed
	switch lua.LVAsString(except) {
	case "":
	case "tamer_effects":
		if deed != core.DeedGainMemory {
			return b, "except = \"tamer_effects\" is for gain_memory"
		}
		b.ExceptTamers = true
	default:
		return b, fmt.Sprintf(`except = %v; want "tamer_effects"`, except)
	}
	if cards != lua.LNil {
		if b.Deed != core.DeedPlay && b.Deed != core.DeedPlayByEffects {
			return b, "cards = { ... } is for play and play_by_effects"
		}
		f, err := compileCardFilter(cards)
		if err != nil {
			return b, "cards: " + err.Error()
		}
		b.Cards = f
	}
	return b, ""
}

// readUnaffected reads what an object isn't affected by (15-15-6): "opponent_effects";
// the effects of its opponent's cards of one category, "opponent_digimon_effects",
// "opponent_tamer_effects", "opponent_option_effects"; or one keyword's effects, of
// either player, "<De-Digivolve> effects", or of the opponent, "opponent's
// <De-Digivolve> effects".
func readUnaffected(v lua.LValue) (*core.Shield, string) {
	s := lua.LVAsString(v)
	opponents, isOpp := strings.CutPrefix(s, "opponent's ")
	if kw, ok := strings.CutSuffix(opponents, "> effects"); ok && strings.HasPrefix(kw, "<") {
		name, known := core.LookupKeyword(strings.TrimPrefix(kw, "<"))
		if !known {
			return nil, fmt.Sprintf("unaffected = %v: unknown keyword", v)
		}
		return &core.Shield{Keyword: name.Name, Either: !isOpp}, ""
	}
	switch s {
	case "opponent_effects":
		return &core.Shield{}, ""
	case "opponent_digimon_effects":
		return &core.Shield{Source: core.Digimon, BySource: true}, ""
	case "opponent_tamer_effects":
		return &core.Shield{Source: core.Tamer, BySource: true}, ""
	case "opponent_option_effects":
		return &core.Shield{Source: core.Option, BySource: true}, ""
	}
	return nil, fmt.Sprintf(`unaffected = %v; want "opponent_effects", "opponent_digimon_effects", "opponent_tamer_effects", "opponent_option_effects", "<Keyword> effects" or "opponent's <Keyword> effects"`, v)
}

// readAttackKeyword reads `with` of a permission: the keyword effect an attack is made
// with, as printed ("Blitz", "<Blitz>"); a keyword of the rules (chapter 16).
func readAttackKeyword(v lua.LValue) (core.Keyword, string) {
	s, ok := v.(lua.LString)
	if !ok {
		return "", fmt.Sprintf("can.with: want a keyword name, got %s", v.Type())
	}
	name := strings.Trim(string(s), "<>＜＞ ")
	k, known := core.LookupKeyword(name)
	if !known {
		return "", fmt.Sprintf("can.with: unknown keyword <%s>", name)
	}
	return k.Name, ""
}
