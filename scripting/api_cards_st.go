package scripting

import (
	"fmt"
	"sort"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// The ctx methods the starter decks ST2 and ST3 needed beyond the core and keyword API:
// prohibitions given for a while ("can't attack or block", ST2-14 Sorrow Blue) and
// adding a card that is not on the field to its owner's hand ("add this card to its
// owner's hand", ST3-13 Heaven's Gate, ST3-14 Heaven's Charm).

// cannotFlags are the things ctx:cannot prohibits (15-1-3: a prohibition wins over a
// permission), by name.
var cannotFlags = map[string]func(d *core.Derived){
	"attack":      func(d *core.Derived) { d.CantAttack = true },
	"block":       func(d *core.Derived) { d.CantBlock = true },
	"suspend":     func(d *core.Derived) { d.CantSuspend = true },
	"unsuspend":   func(d *core.Derived) { d.CantUnsuspend = true },
	"digivolve":   func(d *core.Derived) { d.CantDigivolve = true },
	"be_attacked": func(d *core.Derived) { d.CantBeAttacked = true },
}

// cardMethodsST are the ctx methods of cardAPIST.
func (h *Host) cardMethodsST() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:cannot(target, what, duration) — "can't attack or block until ...": a
		// prohibition given to the targets (targeted for objects, global for a filter,
		// as dp_plus).
		"cannot": func(L *lua.LState) int {
			c := h.checkCtx(L)
			var sets []func(d *core.Derived)
			add := func(v lua.LValue) {
				s, ok := v.(lua.LString)
				set := cannotFlags[string(s)]
				if !ok || set == nil {
					L.ArgError(3, fmt.Sprintf("cannot %v: want %s, or a list of them", v, cannotNames()))
				}
				sets = append(sets, set)
			}
			switch v := L.Get(3).(type) {
			case *lua.LTable:
				for i := 1; i <= v.Len(); i++ {
					add(v.RawGetInt(i))
				}
			default:
				add(v)
			}
			until := checkDuration(L, 4)
			h.grant(L, c, 2, until, func(m *core.Modifier) {
				m.Set = func(d *core.Derived) {
					for _, set := range sets {
						set(d)
					}
				}
			})
			return 0
		},
		// ctx:add_to_hand([cards]) — cards that are not on the field (this card by
		// default) go to their owner's hand.
		"add_to_hand": func(L *lua.LState) int {
			c := h.checkCtx(L)
			cards := []*core.Card{c.Card}
			if L.Get(2) != lua.LNil {
				cards = checkCardList(L, 2)
			}
			n := 0
			h.engine(func() {
				for _, card := range cards {
					switch card.Zone {
					case core.ZoneNone, core.ZoneDeck, core.ZoneTrash, core.ZoneSecurity:
						c.Game.MoveCard(card, core.ZoneHand)
						n++
					}
				}
			})
			L.Push(lua.LNumber(n))
			return 1
		},
	}
}

func cannotNames() string {
	var out []string
	for k := range cannotFlags {
		out = append(out, `"`+k+`"`)
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}

// cardAPIST documents cardMethodsST (see apidoc.go).
var cardAPIST = []Doc{
	{Group: GroupCtxMethods, Name: "cannot", Params: []Param{
		opt("target", "Target", "as for dp_plus: an object is targeted and keeps it (15-11-1-3-2), a filter is global"),
		p("what", "string|string[]", `"attack", "block", "suspend", "unsuspend", "digivolve", "be_attacked", or a list of them`),
		opt("duration", "Duration", "how long")},
		Meaning: "\"Can't attack or block ...\": a prohibition given for a while; it wins over any permission (15-1-3).",
		Example: "-- ST2-14 Sorrow Blue\nlocal mon = ctx:choose_one({ owner = \"opponent\", kind = \"Digimon\", has_digivolution_cards = false })\n" +
			"ctx:cannot(mon, { \"attack\", \"block\" }, \"opponents_next_turn\")"},
	{Group: GroupCtxMethods, Name: "add_to_hand", Params: []Param{opt("cards", "Card|Card[]", "this card when left out")},
		Returns: ret("integer", "the cards moved"),
		Meaning: "\"Add this card to its owner's hand\": cards in no area (a security card being checked, an Option being used), the deck, the trash or the security stack go to their owner's hand; a card on the field does not move.",
		Example: "-- ST3-14 Heaven's Charm: [Security] Add this card to its owner's hand.\nreturn card { security = function(ctx) ctx:add_to_hand() end }"},
}
