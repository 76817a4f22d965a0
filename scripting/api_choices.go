package scripting

import (
	lua "github.com/yuin/gopher-lua"

	"github.com/dcg-engine/dcg/core"
)

// Choices (15-10): choosing objects and cards, and "you may" (15-9-2).

// choicesMethods are the ctx methods of this concept; choicesAPI documents them.
func (h *Host) choicesMethods() map[string]lua.LGFunction {
	return map[string]lua.LGFunction{
		// ctx:choose(filter [, {count = n, up_to = bool, chooser = "you"|"opponent", text = "..."}])
		// returns the chosen objects (15-10-2).
		"choose": func(L *lua.LState) int {
			c := h.checkCtx(L)
			L.Push(h.objectList(L, h.choose(L, c)))
			return 1
		},
		// ctx:choose_one(filter [, opts]) returns one object or nil.
		"choose_one": func(L *lua.LState) int {
			c := h.checkCtx(L)
			got := h.choose(L, c)
			if len(got) == 0 {
				L.Push(lua.LNil)
			} else {
				L.Push(h.objectValue(got[0]))
			}
			return 1
		},
		// ctx:choose_text({ "A", "B" } [, text]) — pick one of options described in words
		// ("activate 1 of the effects below", 15-15-9-2); returns its index.
		"choose_text": func(L *lua.LState) int {
			c := h.checkCtx(L)
			t := L.CheckTable(2)
			var texts []string
			for i := 1; i <= t.Len(); i++ {
				texts = append(texts, lua.LVAsString(t.RawGetInt(i)))
			}
			if len(texts) == 0 {
				L.ArgError(2, "a list of one or more texts expected")
			}
			prompt := L.OptString(3, "choose 1")
			var i int
			h.engine(func() { i = c.ChooseText(c.Player, texts, prompt) })
			L.Push(lua.LNumber(i + 1))
			return 1
		},
		// ctx:choose_number(most [, text]) — the controller declares a number from 1 to
		// most: how many cards an effect takes where it does not pick them one by one
		// ("trash any number of cards from the top of your security stack";
		// core/choose_number.go). Nothing is asked when most is 1 or less.
		"choose_number": func(L *lua.LState) int {
			c := h.checkCtx(L)
			most := L.CheckInt(2)
			text := L.OptString(3, "how many?")
			var n int
			h.engine(func() { n = c.ChooseNumber(c.Player, most, nil, text) })
			L.Push(lua.LNumber(n))
			return 1
		},
		// ctx:may(text) — "you may" (15-9-2): asks the controller.
		"may": func(L *lua.LState) int {
			c := h.checkCtx(L)
			text := L.OptString(2, "")
			if text == "" {
				text = mayText(c.Effect)
			}
			// "Your opponent may ...": the opponent answers (15-9-2-2).
			who := player(L, c, 3)
			var yes bool
			h.engine(func() { yes = c.YesNo(who, text) })
			L.Push(lua.LBool(yes))
			return 1
		},
		// ctx:choose_card(cards, {count, up_to, text}) — pick cards from a list.
		"choose_card": func(L *lua.LState) int {
			c := h.checkCtx(L)
			list := L.CheckTable(2)
			var cands []*core.Card
			for i := 1; i <= list.Len(); i++ {
				if ud, ok := list.RawGetInt(i).(*lua.LUserData); ok {
					if card, ok := ud.Value.(*core.Card); ok {
						cands = append(cands, card)
					}
				}
			}
			count, upTo, optional, chooser, text := 1, false, false, c.Player, ""
			if t, ok := L.Get(3).(*lua.LTable); ok {
				if v, ok := t.RawGetString("count").(lua.LNumber); ok {
					count = int(v)
				}
				upTo = lua.LVAsBool(t.RawGetString("up_to"))
				optional = lua.LVAsBool(t.RawGetString("optional"))
				// "Your opponent trashes 1 card in their hand": they pick it.
				if lua.LVAsString(t.RawGetString("chooser")) == "opponent" {
					chooser = c.Player.Opponent()
				}
				if s := lua.LVAsString(t.RawGetString("text")); s != "" {
					text = s
				}
			}
			limits := readChoiceLimits(L.Get(3))
			min := count
			if limits.totals() && !countGiven(L.Get(3)) {
				min, count = anyNumber(len(cands)) // "up to 6 play cost's total worth of ... cards"
			}
			min = leastChosen(min, upTo, optional)
			if text == "" {
				text = chooseCardsText(cands, count, upTo || optional, chooser)
			}
			var got []*core.Card
			h.engine(func() { got = c.ChooseCardsFitting(chooser, cands, min, count, text, limits.cardFits()) })
			out := L.CreateTable(len(got), 0)
			for _, card := range got {
				out.Append(h.cardValue(card))
			}
			L.Push(out)
			return 1
		},
	}
}

var choicesAPI = []Doc{
	{Group: GroupCtxMethods, Name: "choose", Params: []Param{p("from", "Target", "the candidates"), opt("opts", "ChooseOptions", "how many, who chooses")},
		Returns: ret("Object[]", "the chosen objects"),
		Meaning: "\"Choose n of ...\" (15-10-2): a player picks among the candidates; as many as there are, if fewer.",
		Example: "ctx:delete(ctx:choose({ owner = \"opponent\", kind = \"Digimon\", dp_at_most = ctx:deletion_max(4000) }, { count = 2, up_to = true }))"},
	{Group: GroupCtxMethods, Name: "choose_one", Params: []Param{p("from", "Target", "the candidates"), opt("opts", "ChooseOptions", "who chooses, the prompt text")},
		Returns: ret("Object?", "the chosen object, or nil when there is none"),
		Meaning: "\"1 of ...\": choose exactly one, if there is one.", Example: "ctx:dp_plus(ctx:choose_one(\"your_digimon\"), 3000, \"turn\")"},
	{Group: GroupCtxMethods, Name: "choose_text", Params: []Param{p("options", "string[]", "the options, in words"), opt("text", "string", "the question")},
		Returns: ret("integer", "the index of the option chosen (1 for the first)"),
		Meaning: "The controller picks one of options described in words: \"activate 1 of the effects below\" (15-15-9-2), \"choose 1: ...\".",
		Example: "-- BT5-082: Activate 1 of the effects below. ・Delete ... ・Return ...\nif ctx:choose_text({ \"delete 1 of their level 4 or lower Digimon\", \"return 1 of their Digimon to the hand\" }) == 1 then\n  ctx:delete(ctx:choose_one({ owner = \"opponent\", kind = \"Digimon\", level_at_most = 4 }))\nelse\n  ctx:return_to_hand(ctx:choose_one(\"opponent_digimon\"))\nend"},
	{Group: GroupCtxMethods, Name: "choose_number", Params: []Param{p("most", "integer", "the highest number allowed"), opt("text", "string", "the question")},
		Returns: ret("integer", "the number declared: 1 to most; most itself when it is 1 or less (nothing is asked), 0 when below 1"),
		Meaning: "The controller declares a number (1-3-6): how many cards an effect takes where it does not pick them one by one, \"any number of\" after a \"you may\".",
		Example: "-- BT6-033 Pulsemon: [On Play] You may trash any number of cards from the top of your Security Stack until you have 3 or more remaining to gain 1 memory for each security card you trashed.\nlocal n = ctx:choose_number(ctx:security_count() - 3, \"trash how many security cards?\")\nctx:gain_memory(ctx:trash_security(n))"},
	{Group: GroupCtxMethods, Name: "may", Params: []Param{opt("text", "string", "the question; left out, the \"you may\" sentence of the effect's printed line (\"suspend 1 of your opponent's Digimon?\"), else \"do it?\""), opt("who", "Player", "who answers: \"you\" (the default, the controller) or \"opponent\" (\"your opponent may ...\")")}, Returns: ret("boolean", "the answer"),
		Meaning: "\"You may\" inside an effect (15-9-2): asks the controller — or, for \"your opponent may ...\", the opponent.",
		Example: "if ctx:may(\"trash the top card of your deck?\") then ctx:gain_memory(1) end\n-- BT18-034: your opponent may trash their top security card. If this effect trashed, ...\nif ctx:may(\"trash your top security card?\", \"opponent\") and ctx:trash_security(1, \"opponent\") > 0 then ctx:draw(1) end"},
	{Group: GroupCtxMethods, Name: "choose_card", Params: []Param{p("cards", "Card[]", "the candidates"), opt("opts", "ChooseOptions", "count, up_to, chooser, text")},
		Returns: ret("Card[]", "the chosen cards"), Meaning: "A player — the controller, or the opponent with chooser = \"opponent\" (\"your opponent trashes 1 card in their hand\") — picks cards from a list.",
		Example: "local picked = ctx:choose_card(ctx:hand(), { count = 1, up_to = true })\n-- BT24-069: your opponent may trash 1 card in their hand.\nctx:trash_cards(ctx:choose_card(ctx:cards(\"hand\", { owner = \"opponent\" }), { up_to = true, chooser = \"opponent\" }))"},
}
