package scripting

import "slices"

// The Lua API as data: every name a card or keyword script can use, with its
// signature, a one-line meaning and an example. It is the one source of the API
// reference in README.md and of the LuaLS annotation stubs dcg.d.lua, both generated
// by `go run ./scripting/internal/gendoc` (apidoc_gen.go); the tests fail when either
// is out of date or when a name the host registers is missing here.

// Doc describes one name of the API.
type Doc struct {
	Group   *Group
	Name    string  // as written in Lua: "draw", "on_play", "owner", "turn"
	Params  []Param // a function's or method's parameters
	Returns []Param // a function's or method's results
	Type    string  // a key's or field's LuaLS type ("integer", "Handler|Entry")
	Meaning string  // one line
	Example string  // Lua: one or more complete statements
}

// Param is a parameter or a result of a function.
type Param struct {
	Name     string
	Type     string // LuaLS type
	Optional bool
	Doc      string
}

// Group is a family of names that the README documents together and LuaLS sees as
// one class (methods and fields) or one alias (string constants).
type Group struct {
	ID    string
	Title string // README heading
	Intro string // README paragraph (Markdown)
	Class string // LuaLS class or alias
	Form  Form
	// Recv is how README signatures show a method's receiver or a field's table:
	// "ctx" gives ctx:draw(n) and ctx.self.
	Recv string
	// Optional: the fields are keys a table may leave out.
	Optional bool
}

// Form says what the names of a group are.
type Form int

const (
	FormFunction Form = iota // a global function: card(def)
	FormMethod               // a method of Class: Ctx:draw(n)
	FormField                // a key or field of Class: CardDef.on_play
	FormString               // a string constant of the alias Class: Duration "turn"
)

// The groups, in README order.
var (
	GroupGlobals = &Group{ID: "globals", Title: "Globals", Form: FormFunction,
		Intro: "A card script returns `card { ... }`; a keyword script returns `keyword { ... }`. " +
			"Besides them a script sees Lua's base functions and the `string`, `table` and `math` libraries, read-only (see the sandbox)."}
	GroupCardKeys = &Group{ID: "card", Title: "The card table: `card { ... }`", Class: "CardDef", Optional: true, Form: FormField,
		Intro: "One key per part of the card text. A timing key (`on_play`, `main`, ...) takes a handler " +
			"`function(ctx) ... end` or an entry table `{ run = function(ctx) ... end, optional = true, ... }` (see Effect entries). " +
			"An unknown key is an error that names the card."}
	GroupEntry = &Group{ID: "entry", Title: "Effect entries", Class: "Entry", Optional: true, Form: FormField,
		Intro: "An entry is a table that describes one effect: the handler under `run` and its settings. " +
			"Timing keys take one entry; `static`, `when` and `would` take a list of them. An unknown key is an error."}
	GroupWhen = &Group{ID: "when", Title: "\"When\" triggers: `when = { { on = ... } }`", Class: "WhenEvent", Form: FormString,
		Intro: "The trigger conditions of `when` entries (15-5): what happened, to the entry's `subject` " +
			"(`\"self\"`, `\"any\"` — the default — or a filter)."}
	GroupWould = &Group{ID: "would", Title: "\"Would\" causes: `would = { { on = ... } }`", Class: "WouldEvent", Form: FormString,
		Intro: "The causes an immediate effect cuts in before (15-8-5). Its handler may `ctx:prevent(obj)` or `ctx:change_cost(n)`."}
	GroupCtxFields = &Group{ID: "ctx-fields", Title: "ctx fields", Class: "Ctx", Recv: "ctx", Form: FormField,
		Intro: "Every handler gets one argument, `ctx`: the effect being carried out. Its fields are read-only."}
	GroupCtxMethods = &Group{ID: "ctx-methods", Title: "ctx methods", Class: "Ctx", Recv: "ctx", Form: FormMethod,
		Intro: "What an effect does, in the words of card texts. Players are seen from the effect's controller: " +
			"`\"you\"` is the controller. Where a method takes a target, it takes an object, a list of objects, " +
			"`\"self\"`, a target name or a filter; a filter means every object that matches now."}
	GroupChoose = &Group{ID: "choose", Title: "Choice options: `ctx:choose(from, { ... })`", Class: "ChooseOptions", Optional: true, Form: FormField,
		Intro: "The second argument of `ctx:choose` and `ctx:choose_one`."}
	GroupPlay = &Group{ID: "play", Title: "Play options: `ctx:play_card(card, { ... })`", Class: "PlayOptions", Optional: true, Form: FormField,
		Intro: "The options of `ctx:play_card`, `ctx:play_self` and `ctx:can_play` (7-1). Left out: the printed play cost, into the battle area, unsuspended. An unknown key is an error."}
	GroupDigivolve = &Group{ID: "digivolve", Title: "Digivolve options: `ctx:digivolve(obj, card, { ... })`", Class: "DigivolveOptions", Optional: true, Form: FormField,
		Intro: "The options of `ctx:digivolve`, `ctx:can_digivolve` and `ctx:digivolve_choose` (8-1). Left out: obj must meet one of the card's digivolution requirements, and pays its cost. An unknown key is an error."}
	GroupDigivolveChoice = &Group{ID: "digivolve-choice", Title: "Digivolution choices: `ctx:digivolve_choose { ... }`", Class: "DigivolveChoice", Optional: true, Form: FormField,
		Intro: "The table of `ctx:digivolve_choose`: which Digimon, which cards, and the digivolve options (`free`, `cost`, `reduce`, `ignore_requirements`, `ignore_level`)."}
	GroupUse = &Group{ID: "use", Title: "Use options: `ctx:use_card(card, { ... })`", Class: "UseOptions", Optional: true, Form: FormField,
		Intro: "The options of `ctx:use_card` and `ctx:can_use` (9-1). Left out: the printed use cost. An unknown key is an error."}
	GroupObject = &Group{ID: "object", Title: "Objects (Digimon and Tamers)", Class: "Object", Recv: "obj", Form: FormMethod,
		Intro: "A Digimon or Tamer on the field (`ctx.self`, the results of `ctx:all` and `ctx:choose`). " +
			"Its methods read what it is now, with every effect applied. " +
			"`a == b` is true when both are the same object on the field (one identity: digivolving keeps it, 8-1-2-3; " +
			"a card that left and came back is a new object, 3-1-3-1)."}
	GroupCard = &Group{ID: "card-methods", Title: "Cards", Class: "Card", Recv: "card", Form: FormMethod,
		Intro: "A card's printed information (`ctx.card`, `obj:top()`, the lists of `ctx:cards`). " +
			"`a == b` is true when both are the same physical card, wherever it has gone since."}
	GroupEvent = &Group{ID: "event", Title: "Events", Class: "Event", Recv: "event", Form: FormField,
		Intro: "What triggered an effect (`ctx.event`, and the argument of a `trigger` function): a plain table."}
	GroupFilter = &Group{ID: "filter", Title: "Filters", Class: "Filter", Optional: true, Form: FormField,
		Intro: "A filter is data: a table whose every key must match, e.g. " +
			"`{ owner = \"opponent\", kind = \"Digimon\", dp_at_most = 4000 }`. An unknown key is an error that names the card. " +
			"A filter sees the battle area only — the breeding area is outside every effect that does not name it (3-4-5) — " +
			"unless it says `in_breeding = true`; Security Digimon only with `security_digimon = true` (15-1-8)."}
	GroupTargets = &Group{ID: "targets", Title: "Target names", Class: "TargetName", Form: FormString,
		Intro: "Strings that stand for a filter wherever a target or filter is taken."}
	GroupDurations = &Group{ID: "durations", Title: "Durations", Class: "Duration", Form: FormString,
		Intro: "How long what `ctx:dp_plus`, `ctx:give` and the other grants give lasts. Pass the period the card prints. " +
			"Left out — the card prints none: as long as the target stays the same object on the field; given by an " +
			"inherited effect, only while that effect's card stays among the digivolution cards of the Digimon it was " +
			"under, and for an inherited [Your Turn] or [Opponent's Turn] effect no longer than the turn (ver. 1.0 " +
			"13-2-3-1; a printed period outlasts the card, 13-2-2-1). An unknown name is an error."}
	GroupKeyword = &Group{ID: "keyword", Title: "Keyword scripts: `keyword { ... }`", Class: "KeywordDef", Form: FormField,
		Intro: "A keyword effect is one file, `keywords/<name>.lua` (`Security A.` → `security_a.lua`), " +
			"and a card names it in `keywords`."}
)

// Alias is a type name the API uses in signatures.
type Alias struct {
	Name, Type, Meaning string
}

// Aliases are the types the signatures use besides the groups' classes.
var Aliases = []Alias{
	{"Handler", "fun(ctx: Ctx)", "an effect's function: it gets the ctx and returns nothing"},
	{"Player", `"you"|"opponent"`, "a player, seen from the effect's controller"},
	{"Target", "Object|Object[]|Filter|TargetName", "what an operation acts on: an object, a list, a filter (every match now), \"self\" or a target name"},
	{"Amount", "integer|fun(ctx: Ctx, obj: Object): integer", "a number, or a function of the object it applies to"},
	{"Area", `"battle"|"breeding"|"hand"|"trash"`, "where an effect works from (15-14); the battle area is the default"},
}

// Groups lists the groups in README order.
var Groups = []*Group{GroupGlobals, GroupCardKeys, GroupEntry, GroupWhen, GroupWould, GroupCtxFields, GroupCtxMethods,
	GroupChoose, GroupPlay, GroupDigivolve, GroupDigivolveChoice, GroupUse, GroupObject, GroupCard, GroupEvent, GroupFilter, GroupTargets, GroupDurations, GroupKeyword}

func p(name, typ, doc string) Param   { return Param{Name: name, Type: typ, Doc: doc} }
func opt(name, typ, doc string) Param { return Param{Name: name, Type: typ, Optional: true, Doc: doc} }
func ret(typ, doc string) []Param     { return []Param{{Type: typ, Doc: doc}} }

func timing(name, label, meaning, example string) Doc {
	return Doc{Group: GroupCardKeys, Name: name, Type: "Handler|Entry", Meaning: label + " " + meaning, Example: example}
}

// API is the Lua API, group by group.
var coreAPI = []Doc{
	// Globals.
	{Group: GroupGlobals, Name: "card", Params: []Param{p("def", "CardDef", "the card's effects, by part of its text")},
		Returns: ret("CardDef", "def, checked"),
		Meaning: "Declares a card's effects; a card script returns it. Unknown keys are errors.",
		Example: "-- ST1-06 Coredramon\n-- <Blocker>\n-- [When Attacking] Lose 2 memory.\nreturn card {\n  keywords = { \"Blocker\" },\n  when_attacking = function(ctx) ctx:lose_memory(2) end,\n}"},
	{Group: GroupGlobals, Name: "keyword", Params: []Param{p("def", "KeywordDef", "the keyword's name and effects")},
		Returns: ret("KeywordDef", "def, checked"),
		Meaning: "Declares a keyword effect; a script in keywords/ returns it.",
		Example: "return keyword { name = \"Blocker\" }"},
	{Group: GroupGlobals, Name: "math.random", Params: []Param{opt("m", "integer", "the upper bound, or the lower with n"), opt("n", "integer", "the upper bound")},
		Returns: ret("number", "a float in [0, 1), or an integer in [1, m] or [m, n]"),
		Meaning: "Lua's math.random drawing from the game's own RNG: the same seed gives the same numbers. Only while an effect runs; there is no math.randomseed.",
		Example: "local roll = math.random(6)"},

	// The card table.
	timing("on_play", "[On Play]", "(15-16-2): when this card is played.",
		"return card { on_play = function(ctx) ctx:draw(1) end }"),
	timing("when_digivolving", "[When Digivolving]", "(15-16-3): when a Digimon digivolves into this card.",
		"-- ST1-08 Garudamon: [When Digivolving] 1 of your Digimon gets +3000 DP for the turn.\nreturn card {\n  when_digivolving = function(ctx)\n    ctx:dp_plus(ctx:choose_one(\"your_digimon\"), 3000, \"turn\")\n  end,\n}"),
	timing("on_deletion", "[On Deletion]", "(15-16-4): when this Digimon is deleted.",
		"return card { on_deletion = function(ctx) ctx:gain_memory(1) end }"),
	timing("when_attacking", "[When Attacking]", "(15-16-5): when this Digimon attacks.",
		"return card { when_attacking = function(ctx) ctx:lose_memory(2) end }"),
	timing("when_linking", "[When Linking]", "(15-16-6): when this card is linked to a Digimon.",
		"return card { when_linking = function(ctx) ctx:draw(1) end }"),
	timing("when_moving", "[When Moving]", "(15-16-16): when this Digimon moves from the breeding area to the battle area.",
		"return card { when_moving = function(ctx) ctx:gain_memory(1) end }"),
	timing("end_of_attack", "[End of Attack]", "(15-16-15): when an attack by this Digimon ends.",
		"return card { end_of_attack = function(ctx) ctx:unsuspend(\"self\") end }"),
	timing("counter", "[Counter]", "(15-16-14): in the counter timing of your opponent's turn.",
		"return card { counter = function(ctx) ctx:suspend(ctx:choose_one(\"opponent_digimon\")) end }"),
	timing("start_of_your_turn", "[Start of Your Turn]", "(15-16-11-1): at the start of your turn.",
		"return card { start_of_your_turn = function(ctx) ctx:gain_memory(1) end }"),
	timing("start_of_opponents_turn", "[Start of Opponent's Turn]", "(15-16-11-2): at the start of your opponent's turn.",
		"return card { start_of_opponents_turn = function(ctx) ctx:gain_memory(1) end }"),
	timing("end_of_your_turn", "[End of Your Turn]", "(15-16-12-1): at the end of your turn.",
		"return card { end_of_your_turn = { optional = true, run = function(ctx) ctx:suspend(\"self\") end } }"),
	timing("end_of_opponents_turn", "[End of Opponent's Turn]", "(15-16-12-2): at the end of your opponent's turn.",
		"return card { end_of_opponents_turn = function(ctx) ctx:unsuspend(\"self\") end }"),
	timing("end_of_all_turns", "[End of All Turns]", "(15-16-12-3): at the end of every turn.",
		"return card { end_of_all_turns = function(ctx) ctx:draw(1) end }"),
	timing("start_of_your_main_phase", "[Start of Your Main Phase]", "(15-16-13-1): at the start of your main phase.",
		"return card { start_of_your_main_phase = function(ctx) ctx:gain_memory(1) end }"),
	timing("start_of_opponents_main_phase", "[Start of Opponent's Main Phase]", "(15-16-13-2): at the start of your opponent's main phase.",
		"return card { start_of_opponents_main_phase = function(ctx) ctx:lose_memory(1) end }"),
	timing("main", "[Main]", "(15-16-7): an Option's effect when it is used, or an effect the turn player activates in the main phase. With `area = \"hand\"` or `\"trash\"` it is a [Hand] [Main] / [Trash] [Main] effect: offered as a main-phase action while the card is there (15-14-2-1, 15-14-3-1), with no object (`ctx.self` is nil, `ctx.card` is the card), and never what using an Option activates.",
		"-- ST1-16 Gaia Force: [Main] Delete 1 of your opponent's Digimon.\nreturn card { main = function(ctx) ctx:delete(ctx:choose_one(\"opponent_digimon\")) end }"),
	timing("security", "[Security]", "(15-16-10): when this card is revealed by a security check.",
		"-- ST1-12 Tai Kamiya: [Security] Play this card without paying its memory cost.\nreturn card { security = function(ctx) ctx:play_self { free = true } end }"),
	{Group: GroupCardKeys, Name: "effects", Type: "Entry[]",
		Meaning: "Effects with several timing icons before one text (\"[On Play] [When Digivolving] ...\", \"[When Digivolving] [When Attacking] [Once Per Turn] ...\"), each an entry with `timing`: one effect that triggers at each icon and counts its [Once Per Turn] across them. A timing key also takes a list of entries, for a card that prints the same timing twice.",
		Example: "-- BT16-008 Aquilamon: [On Play] [When Digivolving] Delete 1 of your opponent's Digimon with 3000 DP or less.\nreturn card { effects = { {\n  timing = { \"on_play\", \"when_digivolving\" },\n  run = function(ctx) ctx:delete(ctx:choose_one({ owner = \"opponent\", kind = \"Digimon\", dp_at_most = 3000 })) end,\n} } }"},
	{Group: GroupCardKeys, Name: "keywords", Type: "string[]",
		Meaning: "Keyword effects by name, as printed (16): each is the script keywords/<name>.lua. A keyword line with timing icons is written as printed (\"[Hand] [Counter] <Blast Digivolve>\", \"[When Digivolving] <Blitz>\"): an effect of that timing whose action is the keyword's, asked first when the keyword is optional; the object that has the line has the keyword too (16-1: `has_keyword`, the filter key `keyword`), without the keyword's behaviour a second time.",
		Example: "-- BT16-013 Valkyrimon: [Hand] [Counter] <Blast Digivolve>\nreturn card { keywords = { \"[Hand] [Counter] <Blast Digivolve>\" } }"},
	{Group: GroupCardKeys, Name: "static", Type: "Entry[]",
		Meaning: "Persistent effects (15-8-2): DP, checks or a keyword for the objects `target` names, while `turn` and `condition` hold.",
		Example: "-- ST1-12 Tai Kamiya: [Your Turn] All of your Digimon get +1000 DP.\nreturn card { static = { { turn = \"your\", target = \"your_digimon\", dp = 1000 } } }"},
	{Group: GroupCardKeys, Name: "when", Type: "Entry[]",
		Meaning: "\"When X\" triggered effects (15-5): each entry names its event with `on` and its `subject`.",
		Example: "-- ST1-09 MetalGreymon (inherited): [Your Turn] When this Digimon is blocked, gain 3 memory.\nreturn card {\n  inherited = {\n    when = { { on = \"blocked\", subject = \"self\", turn = \"your\", run = function(ctx) ctx:gain_memory(3) end } },\n  },\n}"},
	{Group: GroupCardKeys, Name: "would", Type: "Entry[]",
		Meaning: "Immediate effects, \"when X would ...\" (15-8-5): they cut in before their cause and may change it.",
		Example: "return card {\n  would = { { on = \"deleted\", subject = \"self\", once_per_turn = true,\n    run = function(ctx) ctx:prevent(ctx.self) end } },\n}"},
	{Group: GroupCardKeys, Name: "inherited", Type: "CardDef",
		Meaning: "The inherited effects (15-3): the same keys again, working from under a Digimon.",
		Example: "-- ST1-03 Agumon (inherited): [Your Turn] This Digimon gets +1000 DP.\nreturn card { inherited = { static = { { turn = \"your\", dp = 1000 } } } }"},
	{Group: GroupCardKeys, Name: "link", Type: "CardDef",
		Meaning: "The link effects (4-2-6): the same keys again, working from a link card.",
		Example: "return card { link = { keywords = { \"Blocker\" } } }"},
	{Group: GroupCardKeys, Name: "dual", Type: "CardDef",
		Meaning: "The Option side of a DUAL card (core/dual.go): the same keys again — its [Main] (what using it does), `keywords` such as <Use Req.> — working only where the card is an Option card: used, or in the hand; never as a Digimon on the field.",
		Example: "-- BT25-043 Habakirimon / Habakiri: [Main] 1 of your opponent's Digimon gets -8000 DP for the turn.\n" +
			"return card { dual = { main = function(ctx) ctx:dp_plus(ctx:choose_one(\"opponent_digimon\"), -8000, \"turn\") end } }"},
	{Group: GroupCardKeys, Name: "text", Type: "string",
		Meaning: "The printed text, for people; the engine ignores it (a header comment does the same job).",
		Example: "return card { text = \"[On Play] Gain 1 memory.\", on_play = function(ctx) ctx:gain_memory(1) end }"},

	// Effect entries.
	{Group: GroupEntry, Name: "run", Type: "Handler",
		Meaning: "What the effect does.",
		Example: "return card { main = { run = function(ctx) ctx:draw(2) end } }"},
	{Group: GroupEntry, Name: "condition", Type: "fun(ctx: Ctx): boolean",
		Meaning: "An \"if\"/\"while\" condition (15-6): when it is false a triggered effect does not activate and a static one does not apply.",
		Example: "-- ST1-01 Koromon (inherited): [Your Turn] While this Digimon has 4 or more digivolution cards, it gets +1000 DP.\nreturn card { inherited = { static = { {\n  turn = \"your\", dp = 1000,\n  condition = function(ctx) return ctx.self:digivolution_count() >= 4 end,\n} } } }"},
	{Group: GroupEntry, Name: "optional", Type: "boolean",
		Meaning: "\"You may\" (15-9-2): the controller is asked before the effect activates.",
		Example: "return card { on_play = { optional = true, run = function(ctx) ctx:trash(\"self\") end } }"},
	{Group: GroupEntry, Name: "once_per_turn", Type: "boolean",
		Meaning: "[Once Per Turn] (15-14-1): the effect activates at most once a turn.",
		Example: "return card { when = { { on = \"deleted\", subject = { owner = \"opponent\" }, once_per_turn = true,\n  run = function(ctx) ctx:gain_memory(1) end } } }"},
	{Group: GroupEntry, Name: "twice_per_turn", Type: "boolean",
		Meaning: "[Twice Per Turn] (15-14-1): at most twice a turn.",
		Example: "return card { when = { { on = \"attacks\", subject = \"self\", twice_per_turn = true,\n  run = function(ctx) ctx:draw(1) end } } }"},
	{Group: GroupEntry, Name: "turn", Type: "\"your\"|\"opponents\"|\"all\"",
		Meaning: "[Your Turn] / [Opponent's Turn] (15-16-8, 15-16-9): the effect works only then; \"all\" (the default) always.",
		Example: "return card { static = { { turn = \"your\", dp = 1000 } } }"},
	{Group: GroupEntry, Name: "area", Type: "Area|Area[]",
		Meaning: "{Hand} / {Trash} / {Breeding} (15-14-2 to 15-14-4): the effect works from there instead of the battle area; a list: from each (<Training> works from the battle area and the breeding area, 16-40-1).",
		Example: "return card { when = { { on = \"played\", area = \"hand\", run = function(ctx) ctx:draw(1) end } } }\n-- main = { area = { \"battle\", \"breeding\" }, run = ... }"},
	{Group: GroupEntry, Name: "timing", Type: "string|string[]",
		Meaning: "`effects` entries: the timing icons printed before the text, by their card keys, in printed order (15-16).",
		Example: "return card { effects = { { timing = { \"when_digivolving\", \"when_attacking\" }, once_per_turn = true, run = function(ctx) ctx:draw(1) end } } }"},
	{Group: GroupEntry, Name: "attach", Type: "{to: string, timing: string}",
		Meaning: "`static` entries: \"attach [End of Attack] to all of this Digimon's [On Deletion] effects\": while the entry applies, the target's effects of timing `to` (its own and inherited) also trigger at `timing`, each as its own pending effect; one that waits loses it when the attachment is gone before it activates (Q2615).",
		Example: "-- BT16-015 Phoenixmon (X Antibody)\nreturn card { static = { { turn = \"your\", attach = { to = \"on_deletion\", timing = \"end_of_attack\" } } } }"},
	{Group: GroupEntry, Name: "label", Type: "string",
		Meaning: "The effect's name for people (prompts, logs); by default the timing, e.g. \"[On Play]\", after the icon of an effect that works only from the hand or the trash: \"[Hand] [Main]\".",
		Example: "return card { main = { label = \"[Main] Gaia Force\", run = function(ctx) ctx:delete(ctx:choose_one(\"opponent_digimon\")) end } }"},
	{Group: GroupEntry, Name: "on", Type: "WhenEvent|WouldEvent",
		Meaning: "`when` and `would` entries: the event (see the tables below).",
		Example: "return card { when = { { on = \"played\", subject = { owner = \"you\", kind = \"Tamer\" }, run = function(ctx) ctx:gain_memory(1) end } } }"},
	{Group: GroupEntry, Name: "subject", Type: "\"self\"|\"any\"|\"this_card\"|Filter|TargetName",
		Meaning: "`when` and `would` entries: whom the event must concern — this object (\"self\"), any object in the battle area or none (\"any\", the default; an object in the breeding area meets no trigger condition that does not name it, 3-4-5-6) or those a filter matches; \"this_card\": the event's card is this card (the card played, or digivolved into: <Digisorption>).",
		Example: "return card { when = { { on = \"deleted\", subject = \"opponent_digimon\", run = function(ctx) ctx:draw(1) end } } }"},
	{Group: GroupEntry, Name: "trigger", Type: "fun(ctx: Ctx, event: Event): boolean",
		Meaning: "`when` and `would` entries: a further test of the event (for `when`, without `on`, the whole trigger condition); a `would` entry whose test fails does not trigger (15-8-5-1).",
		Example: "return card { when = { { trigger = function(ctx, ev) return ev.kind == \"hatch\" end, run = function(ctx) ctx:gain_memory(1) end } } }"},
	{Group: GroupEntry, Name: "reduces", Type: "integer|fun(ctx: Ctx): integer",
		Meaning: "`would` entries of a cause with a cost (played, digivolve, used, link): the most the effect takes off the cost about to be paid (`ctx:change_cost`). The engine reads it to offer a play, digivolution, use or link whose cost only the reduction makes payable (1-3-11-3), when the effect would trigger, its `condition` holds — say there whether the \"by X\" part can be done (Q6721) — and its player may reduce costs (15-1-3; Q4442). The cost paid is what the effect took off as it resolved; declined, the declaration is undone with nothing paid (7-1-2-3).",
		Example: "-- BT5-085 Armageddemon: When playing this card from your hand, you may delete 1 of your [Diaboromon] to reduce this card's play cost by 12.\n" +
			"return card { would = { { on = \"played\", subject = \"this_card\", area = \"hand\", optional = true, reduces = 12,\n" +
			"  condition = function(ctx) return ctx:count({ owner = \"you\", kind = \"Digimon\", name = \"Diaboromon\" }) > 0 end,\n" +
			"  run = function(ctx) --[[ delete it, then ]] ctx:change_cost(-12) end } } }"},
	{Group: GroupEntry, Name: "digivolve_into_this", Type: "Filter",
		Meaning: "`would` entries: \"when one of your [X] would digivolve into this card in your hand, reduce the memory cost of the digivolution by N\" — the whole immediate effect in one entry, with `reduces` (a number, or a function(ctx) for \"… for each …\"): it triggers when an object this filter matches, in the battle area (3-4-5), would digivolve into this card, which is in the hand (`area` defaults to \"hand\", 15-14-2), once the card is revealed and chosen (8-1-2-5, 15-8-5), and takes `reduces` off the cost about to be paid (8-1-3-2) — the reduction the main phase foresees to offer a digivolution only it makes payable (1-3-11-3). It says its own `on`, `subject`, `trigger` and `run`; it reduces a cost a `static` `digivolve_cost` sets (Q1568; digivolve_into_this.go).",
		Example: "-- BT7-014 Aldamon: When one of your Digimon with a Tamer card in its digivolution cards digivolves into this card in your hand, reduce the memory cost of the digivolution by 2.\n" +
			"return card { would = { { digivolve_into_this = { owner = \"you\", kind = \"Digimon\", digivolution_card = { kind = \"Tamer\" } }, reduces = 2 } } }"},
	{Group: GroupEntry, Name: "target", Type: "\"self\"|Filter|TargetName",
		Meaning: "`static` entries: the objects the effect changes; \"self\" (the default) is the object that has it.",
		Example: "return card { static = { { target = { owner = \"you\", trait = \"Dragon\" }, dp = 1000 } } }"},
	{Group: GroupEntry, Name: "dp", Type: "Amount",
		Meaning: "`static` entries: the DP the targets get, a number or a function(ctx, obj) returning one.",
		Example: "return card { static = { { dp = function(ctx, obj) return 1000 * obj:digivolution_count() end } } }"},
	{Group: GroupEntry, Name: "checks", Type: "Amount",
		Meaning: "`static` entries: additional security checks the targets make, a number or a function(ctx, obj).",
		Example: "-- ST1-11 WarGreymon: [Your Turn] For every 2 digivolution cards this Digimon has, it gains <Security Attack +1>.\nreturn card { static = { { turn = \"your\",\n  checks = function(ctx, self) return math.floor(self:digivolution_count() / 2) end } } }"},
	{Group: GroupEntry, Name: "keyword", Type: "string",
		Meaning: "`static` entries: a keyword the targets have, as printed (\"Blocker\", \"Security A. +1\").",
		Example: "return card { static = { { turn = \"opponents\", keyword = \"Blocker\" } } }"},

	// "When" triggers.
	{Group: GroupWhen, Name: "played", Meaning: "the subject is played.", Example: "return card { when = { { on = \"played\", subject = \"opponent_digimon\", run = function(ctx) ctx:draw(1) end } } }"},
	{Group: GroupWhen, Name: "digivolves", Meaning: "the subject digivolves.", Example: "return card { when = { { on = \"digivolves\", subject = \"self\", run = function(ctx) ctx:draw(1) end } } }"},
	{Group: GroupWhen, Name: "deleted", Meaning: "the subject is deleted.", Example: "return card { when = { { on = \"deleted\", subject = \"your_digimon\", run = function(ctx) ctx:gain_memory(1) end } } }"},
	{Group: GroupWhen, Name: "attacks", Meaning: "the subject attacks.", Example: "return card { when = { { on = \"attacks\", subject = \"opponent_digimon\", run = function(ctx) ctx:draw(1) end } } }"},
	{Group: GroupWhen, Name: "blocked", Meaning: "the subject's attack is blocked.", Example: "return card { when = { { on = \"blocked\", subject = \"self\", run = function(ctx) ctx:gain_memory(3) end } } }"},
	{Group: GroupWhen, Name: "blocks", Meaning: "the subject blocks.", Example: "return card { when = { { on = \"blocks\", subject = \"self\", run = function(ctx) ctx:draw(1) end } } }"},
	{Group: GroupWhen, Name: "suspended", Meaning: "the subject becomes suspended.", Example: "return card { when = { { on = \"suspended\", subject = \"self\", run = function(ctx) ctx:draw(1) end } } }"},
	{Group: GroupWhen, Name: "unsuspended", Meaning: "the subject becomes unsuspended.", Example: "return card { when = { { on = \"unsuspended\", subject = \"self\", run = function(ctx) ctx:draw(1) end } } }"},
	{Group: GroupWhen, Name: "security_checked", Meaning: "the subject (the checking Digimon) checks a security card.", Example: "return card { when = { { on = \"security_checked\", subject = \"self\", run = function(ctx) ctx:gain_memory(1) end } } }"},
	{Group: GroupWhen, Name: "leaves_battle_area", Meaning: "the subject leaves the field.", Example: "return card { when = { { on = \"leaves_battle_area\", subject = \"your_digimon\", run = function(ctx) ctx:draw(1) end } } }"},
	{Group: GroupWhen, Name: "moved", Meaning: "the subject moves from the breeding area to the battle area.", Example: "return card { when = { { on = \"moved\", subject = \"your_digimon\", run = function(ctx) ctx:draw(1) end } } }"},
	{Group: GroupWhen, Name: "memory_gained", Meaning: "you gain memory (the subject is not used).", Example: "return card { when = { { on = \"memory_gained\", once_per_turn = true, run = function(ctx) ctx:draw(1) end } } }"},
	{Group: GroupWhen, Name: "linked", Meaning: "a card becomes a link card of the subject (10-1): \"when this Digimon gets linked\". ctx.event.cards[1] is the link card.",
		Example: "-- BT21-005: [Your Turn] When this Digimon gets linked, gain 1 memory.\nreturn card { when = { { on = \"linked\", subject = \"self\", turn = \"your\", run = function(ctx) ctx:gain_memory(1) end } } }"},
	{Group: GroupWhen, Name: "option_used", Meaning: "an Option card is used (9-1), by either player: ctx.event.by_you says whose use, ctx.event.cards[1] is the card.",
		Example: "-- BT3-088: When you use an Option card, ...\nreturn card { when = { { on = \"option_used\", trigger = function(ctx, ev) return ev.by_you end,\n  run = function(ctx) ctx:draw(1) end } } }"},
	{Group: GroupWhen, Name: "attack_target_switched", Meaning: "an attack target is switched: by an effect (11-2-7-2) or by a block, which makes the blocker the target (12-1-1; Q2053, Q2207). The subject is the attacking Digimon.",
		Example: "-- BT16-032 Sheepmon: [All Turns] [Once Per Turn] When an attack target is switched, you may end the attack.\nreturn card { when = { { on = \"attack_target_switched\", once_per_turn = true, optional = true,\n  run = function(ctx) ctx:end_attack() end } } }"},
	{Group: GroupWhen, Name: "deletes_in_battle_and_survives", Meaning: "the subject deletes an opponent's Digimon in battle and survives: it is still in the battle area at the end of the battle (14-2-5), once everything the battle triggered has resolved (14-2-4) — a Digimon that <Retaliation> deletes did not survive, nor did one deleted in the same battle. Never for a Security Digimon, which is not deleted (14-2-3). `ctx.event.card` is the deleted Digimon's card number.",
		Example: "-- BT1-077 Okuwamon, inherited: [Your Turn] When this Digimon deletes an opponent's Digimon in battle and survives, gain 1 memory.\nreturn card { inherited = { when = { { on = \"deletes_in_battle_and_survives\", subject = \"self\", turn = \"your\",\n  run = function(ctx) ctx:gain_memory(1) end } } } }"},
	{Group: GroupWhen, Name: "wins_battle", Meaning: "the subject wins a battle: it has more DP than its battle opponent, a Security Digimon included (14-2-1-1; Q6324); a tie has no winner (14-2-1-3). It is the outcome, not the deletion: it triggers also when the loser's deletion is prevented (Q6327), and activates after the loser's \"would be deleted\" effects (Q6317, Q6326). `ctx.event.object` and `ctx.event.target` are the battle's two Digimon.",
		Example: "-- BT25-048 Bearmon, inherited: [All Turns] [Once Per Turn] When this Digimon wins a battle, <Draw 1>\nreturn card { inherited = { when = { { on = \"wins_battle\", subject = \"self\", once_per_turn = true,\n  run = function(ctx) ctx:draw(1) end } } } }"},
	{Group: GroupWhen, Name: "effect_activated", Meaning: "an effect of the subject activates.", Example: "return card { when = { { on = \"effect_activated\", subject = \"opponent_digimon\", run = function(ctx) ctx:gain_memory(1) end } } }"},

	// "Would" causes.
	{Group: GroupWould, Name: "deleted", Meaning: "the subject would be deleted.", Example: "return card { would = { { on = \"deleted\", subject = \"self\", run = function(ctx) ctx:prevent(ctx.self) end } } }"},
	{Group: GroupWould, Name: "leave", Meaning: "the subject would leave the battle area.", Example: "return card { would = { { on = \"leave\", subject = \"self\", optional = true, run = function(ctx) ctx:prevent(ctx.self) end } } }"},
	{Group: GroupWould, Name: "played", Meaning: "a card would be played (its cost is about to be paid).", Example: "return card { would = { { on = \"played\", run = function(ctx) ctx:change_cost(-1) end } } }"},
	{Group: GroupWould, Name: "digivolve", Meaning: "the subject would digivolve (its cost is about to be paid).", Example: "return card { would = { { on = \"digivolve\", subject = \"self\", run = function(ctx) ctx:change_cost(-1) end } } }"},
	{Group: GroupWould, Name: "used", Meaning: "an Option card would be used (its cost is about to be paid).", Example: "return card { would = { { on = \"used\", run = function(ctx) ctx:change_cost(-1) end } } }"},
	{Group: GroupWould, Name: "suspended", Meaning: "the subject would be suspended.", Example: "return card { would = { { on = \"suspended\", subject = \"self\", run = function(ctx) ctx:prevent(ctx.self) end } } }"},

	// ctx fields.
	{Group: GroupCtxFields, Name: "self", Type: "Object?",
		Meaning: "The Digimon or Tamer that has the effect, while it is still that object on the field; nil for an Option's effect.",
		Example: "local dp = ctx.self:dp()"},
	{Group: GroupCtxFields, Name: "card", Type: "Card",
		Meaning: "The card whose effect this is.",
		Example: "local number = ctx.card:number()"},
	{Group: GroupCtxFields, Name: "times", Type: "integer",
		Meaning: "How many times the trigger condition was met at once (15-5-2): \"for each\" effects count with it.",
		Example: "ctx:gain_memory(ctx.times)"},
	{Group: GroupCtxFields, Name: "keyword", Type: "{name: string, n: integer, param: string, up_to: boolean}",
		Meaning: "In a keyword's effects: which keyword, with its number and parameter (<Decoy (Black)>: param \"Black\"); up_to: its number is a maximum (BT7-040 <Digi-Burst up to 4>: n 4, up_to true).",
		Example: "local n = ctx.keyword.n"},
	{Group: GroupCtxFields, Name: "event", Type: "Event?",
		Meaning: "The event that triggered the effect, if any; for a [Security] effect, the security check that revealed its card (13-1-7-2).",
		Example: "local attacker = ctx.event.object"},

	// Choice options.
	{Group: GroupChoose, Name: "count", Type: "integer", Meaning: "How many to choose (default 1).", Example: "ctx:delete(ctx:choose(\"opponent_digimon\", { count = 2 }))"},
	{Group: GroupChoose, Name: "up_to", Type: "boolean", Meaning: "\"Up to N\": from 1 to N may be chosen — never none while one can be (1-3-6, 15-10-2-2); without it, as many as possible up to the count (15-10-2-1).", Example: "-- ST1-15: Delete up to 2 of your opponent's Digimon with 4000 DP or less.\nctx:delete(ctx:choose({ owner = \"opponent\", kind = \"Digimon\", dp_at_most = ctx:deletion_max(4000) }, { count = 2, up_to = true }))"},
	{Group: GroupChoose, Name: "optional", Type: "boolean", Meaning: "\"You may\" (15-9-2): the chooser may choose none, declining the rest of the sentence; with up_to, \"you may ... up to N\" (0 to N).", Example: "-- ST6-04: you may return 1 purple Option card with a memory cost of 1 or 7 from your trash to your hand.\nctx:move(ctx:choose_card(options, { optional = true }), \"hand\")"},
	{Group: GroupChoose, Name: "dp_total_at_most", Type: "integer", Meaning: "The chosen together have n DP or less (an object's DP now, a card's printed DP): each pick offers only what still fits. Without a count, any number may be chosen — at least 1 (1-3-6; Q693), none too with optional.",
		Example: "-- ST7-12 Atomic Blaster: Choose any number of your opponent's Digimon whose total DP adds up to 8000 or less and delete them.\nctx:delete(ctx:choose(\"opponent_digimon\", { dp_total_at_most = ctx:deletion_max(8000) }))"},
	{Group: GroupChoose, Name: "cost_total_at_most", Type: "integer", Meaning: "The printed play costs of the chosen (of an object's top card, 2-6) add up to n or less; without a count, any number may be chosen (at least 1, 1-3-6; none too with optional).",
		Example: "-- BT14-068: Delete up to 7 play cost's total worth of your opponent's Digimon.\nctx:delete(ctx:choose(\"opponent_digimon\", { up_to = true, cost_total_at_most = 7 }))"},
	{Group: GroupChoose, Name: "level_total_at_most", Type: "integer", Meaning: "The levels of the chosen add up to n or less; without a count, any number may be chosen (at least 1, 1-3-6; none too with optional).",
		Example: "-- BT20-098: By returning up to 9 levels' total worth of Digimon cards from your opponent's trash to the bottom of the deck, ...\nlocal cards = ctx:choose_card(ctx:cards(\"trash\", { owner = \"opponent\", kind = \"Digimon\" }), { up_to = true, level_total_at_most = 9 })"},
	{Group: GroupChoose, Name: "different_names", Type: "boolean", Meaning: "ctx:choose_card: no two chosen cards have the same name (2-3-1): \"with different names\".",
		Example: "-- BT18-088: You may place up to 1 [Hybrid] trait card with different names from your trash under this Tamer. For each of your other Tamers, add 2 to the maximum ...\nlocal cards = ctx:choose_card(ctx:cards(\"trash\", { trait = \"Hybrid\" }), { count = 1 + 2 * others, up_to = true, different_names = true })"},
	{Group: GroupChoose, Name: "different_colors", Type: "boolean", Meaning: "ctx:choose_card and ctx:choose: no two chosen have the same colors (a card's printed colors, an object's colors now); a multicolor card differs when any part of its colors differs (Q6099: red/blue and red/green are different colors).",
		Example: "-- AD1-020: You may place up to 2 [Hybrid] trait cards with different colors from your hand or trash under this Tamer.\nlocal cards = ctx:choose_card(ctx:cards({ \"hand\", \"trash\" }, { trait = \"Hybrid\" }), { count = 2, up_to = true, different_colors = true })"},
	{Group: GroupChoose, Name: "same_level", Type: "boolean", Meaning: "ctx:choose_card and ctx:choose: every chosen has the same level (a card's printed level, an object's level now); one without a level is never offered.",
		Example: "-- BT9-012: you may trash 2 cards of the same level in this Digimon's digivolution cards.\nlocal cards = ctx:choose_card(ctx:digivolution_cards(ctx.self), { count = 2, up_to = true, same_level = true })"},
	{Group: GroupChoose, Name: "chooser", Type: "Player", Meaning: "Who chooses: \"you\" (the default) or \"opponent\".", Example: "ctx:delete(ctx:choose_one(\"opponent_digimon\", { chooser = \"opponent\" }))"},
	{Group: GroupChoose, Name: "text", Type: "string", Meaning: "The prompt shown to the chooser. Left out, the prompt says what is chosen in the printed texts' words, from the filter and the count (\"choose 1 of your opponent's Digimon with 4000 DP or less\"; for cards: \"choose 1 Digimon card from your trash\"); the prompt names the effect that asks either way.", Example: "ctx:choose_one(\"your_digimon\", { text = \"gets +3000 DP\" })"},

	// Objects.
	{Group: GroupObject, Name: "dp", Returns: ret("integer?", "nil when it has no DP"), Meaning: "Its DP now.", Example: "if ctx.self:dp() >= 10000 then ctx:draw(1) end"},
	{Group: GroupObject, Name: "level", Returns: ret("integer", "0 when it has none"), Meaning: "Its level now.", Example: "local lv = ctx.self:level()"},
	{Group: GroupObject, Name: "name", Returns: ret("string", ""), Meaning: "The printed name of its top card.", Example: "local name = ctx.self:name()"},
	{Group: GroupObject, Name: "has_name", Params: []Param{p("name", "string", "")}, Returns: ret("boolean", ""),
		Meaning: "Whether it has that name now (2-3-1-2), printed or gained.", Example: "local is_greymon = ctx.self:has_name(\"Greymon\")"},
	{Group: GroupObject, Name: "has_trait", Params: []Param{p("trait", "string", "")}, Returns: ret("boolean", ""),
		Meaning: "Whether it has that trait now (2-3-2-3).", Example: "local dragon = ctx.self:has_trait(\"Dragon\")"},
	{Group: GroupObject, Name: "has_keyword", Params: []Param{p("keyword", "string", "\"Blocker\", \"Security A.\"")}, Returns: ret("boolean", ""),
		Meaning: "Whether it has that keyword effect now: printed, inherited, gained, or as a keyword line with a timing among its effects (\"[When Digivolving] <Blitz>\" is <Blitz>, 16-1).", Example: "local blocker = ctx.self:has_keyword(\"Blocker\")"},
	{Group: GroupObject, Name: "is_suspended", Returns: ret("boolean", ""), Meaning: "Whether it is suspended.", Example: "if not ctx.self:is_suspended() then ctx:suspend(\"self\") end"},
	{Group: GroupObject, Name: "is_digimon", Returns: ret("boolean", ""), Meaning: "Whether it is a Digimon — also a Tamer an effect treats as a Digimon too (15-12-1-6).", Example: "local mon = ctx.event.object:is_digimon()"},
	{Group: GroupObject, Name: "is_tamer", Returns: ret("boolean", ""), Meaning: "Whether it is a Tamer.", Example: "local tamer = ctx.event.object:is_tamer()"},
	{Group: GroupObject, Name: "digivolution_count", Returns: ret("integer", ""), Meaning: "How many digivolution cards are under it.",
		Example: "local n = math.floor(ctx.self:digivolution_count() / 2)"},
	{Group: GroupObject, Name: "top", Returns: ret("Card", ""), Meaning: "Its top card.", Example: "local number = ctx.self:top():number()"},
	{Group: GroupObject, Name: "is", Params: []Param{p("other", "Object", "")}, Returns: ret("boolean", ""),
		Meaning: "Whether it is the same object as other.", Example: "if ctx.event.object:is(ctx.self) then ctx:draw(1) end"},
	{Group: GroupObject, Name: "colors", Returns: ret("string[]", "\"Red\", ... in the order of 2-4-2"), Meaning: "Its colors now, with every effect (2-4-3: a multicolor card has each).",
		Example: "-- BT16-001 Poromon (inherited): If this Digimon has 2 or more colors, ...\nif #ctx.self:colors() >= 2 then ctx:draw(1) end"},
	{Group: GroupObject, Name: "has_color", Params: []Param{p("color", "string", "\"Red\", ...")}, Returns: ret("boolean", ""), Meaning: "Whether it has that color now.",
		Example: "local red = ctx.self:has_color(\"Red\")"},
	{Group: GroupObject, Name: "traits", Returns: ret("string[]", ""), Meaning: "Its traits now (2-3-2), gained ones and its [Rule] traits included.", Example: "local traits = ctx.self:traits()"},
	{Group: GroupObject, Name: "owner", Returns: ret("Player", "\"you\" or \"opponent\", seen from the effect's controller"), Meaning: "Whose it is.",
		Example: "if ctx.event.object:owner() == \"opponent\" then ctx:draw(1) end"},
	{Group: GroupObject, Name: "has_effect", Params: []Param{p("timing", "string", "\"on_play\", \"when_digivolving\", \"on_deletion\", \"main\", ...")}, Returns: ret("boolean", ""),
		Meaning: "Whether it has an effect with that timing now: its top card's, one it gained, one inherited from its digivolution cards (4-2-4) or a link card's (4-2-6); not a face-down card's (4-5-9).",
		Example: "-- EX3-047 (inherited): [All Turns] While this Digimon has an [On Play] effect, it gets +1000 DP.\nreturn card { inherited = { static = { { dp = 1000, condition = function(ctx) return ctx.self:has_effect(\"on_play\") end } } } }"},
	{Group: GroupObject, Name: "has_in_text", Params: []Param{p("text", "string", "a word or icon: \"Pulsemon\", \"<Save>\"")}, Returns: ret("boolean", ""),
		Meaning: "Whether its top card has it \"in its text\" (4-20, Q4281); inherited effects it gained do not count (4-20-2).",
		Example: "-- BT16-055 Namakemon (inherited): [All Turns] While this Digimon has [Pulsemon] in its text, it gets +1000 DP.\nreturn card { inherited = { static = { { dp = 1000, condition = function(ctx) return ctx.self:has_in_text(\"Pulsemon\") end } } } }"},

	// Cards.
	{Group: GroupCard, Name: "number", Returns: ret("string", "\"ST1-08\""), Meaning: "The card number.", Example: "local number = ctx.card:number()"},
	{Group: GroupCard, Name: "name", Returns: ret("string", ""), Meaning: "The printed name.", Example: "local name = ctx.card:name()"},
	{Group: GroupCard, Name: "kind", Returns: ret("string", "\"Digi-Egg\", \"Digimon\", \"Tamer\" or \"Option\""), Meaning: "The card kind (2-2).", Example: "local option = ctx.card:kind() == \"Option\""},
	{Group: GroupCard, Name: "level", Returns: ret("integer", "0 when it has none"), Meaning: "The printed level.", Example: "local lv = ctx.card:level()"},
	{Group: GroupCard, Name: "dp", Returns: ret("integer", "0 when it prints none"), Meaning: "The printed DP (2-5) of a card that is not on the field (an object's DP now is obj:dp()).", Example: "-- BT16-015: play 1 11000 DP or lower red Digimon card ...\nlocal ok = c:dp() <= 11000"},
	{Group: GroupCard, Name: "cost", Returns: ret("integer", "0 when it prints none"), Meaning: "The printed play or use cost (2-6, 2-7).", Example: "if c:cost() <= 5 then ctx:play_card(c, { free = true }) end"},
	{Group: GroupCard, Name: "colors", Returns: ret("string[]", "\"Red\", ... in the order of 2-4-2"), Meaning: "The printed colors.", Example: "local two = #ctx.card:colors() >= 2"},
	{Group: GroupCard, Name: "traits", Returns: ret("string[]", "forms, attributes, types, then its [Rule] traits"), Meaning: "The printed traits (2-3-2) and those its [Rule] gives it (2-3-5).", Example: "local traits = ctx.card:traits()"},
	{Group: GroupCard, Name: "has_name", Params: []Param{p("name", "string", "")}, Returns: ret("boolean", ""),
		Meaning: "Whether it has that name: printed, or given by its [Rule] in any zone (2-3-5: \"[Rule] Name: Also treated as [Shoutmon]\", BT10-111).", Example: "local shout = ctx.card:has_name(\"Shoutmon\")"},
	{Group: GroupCard, Name: "has_in_text", Params: []Param{p("text", "string", "a word or icon: \"Knightmon\", \"<Save>\"")}, Returns: ret("boolean", ""),
		Meaning: "Whether the card has it \"in its text\" (4-20, Q4281): name (a part of it), traits, effects, [Rule], requirements; not reminder text (4-20-5).",
		Example: "-- BT12-098: a Digimon card with <Save> in its text\nlocal save = ctx:cards(ctx:reveal(3), { kind = \"Digimon\", text_has = \"<Save>\" })"},

	// Events.
	{Group: GroupEvent, Name: "kind", Type: "string", Meaning: "What happened: \"play\", \"digivolve\", \"delete\", \"attack\", \"block\", ... (core.EventKind).", Example: "local attacked = ctx.event.kind == \"attack\""},
	{Group: GroupEvent, Name: "card", Type: "string", Meaning: "The number of the card involved, if one.", Example: "local number = ctx.event.card"},
	{Group: GroupEvent, Name: "object", Type: "Object?", Meaning: "The object involved, while it is on the field.", Example: "local obj = ctx.event.object"},
	{Group: GroupEvent, Name: "target", Type: "Object?", Meaning: "A second object: the attack target, the blocker, the battle opponent; for a play from digivolution cards, the Digimon it was played from under (while on the field).", Example: "local target = ctx.event.target"},
	{Group: GroupEvent, Name: "n", Type: "integer", Meaning: "A number: the cost paid, the memory after a change, a count.", Example: "local cost = ctx.event.n"},
	{Group: GroupEvent, Name: "delta", Type: "integer", Meaning: "A change: the memory gained (+) or lost (-).", Example: "local gained = ctx.event.delta"},
	{Group: GroupEvent, Name: "cause", Type: "string", Meaning: "For deletions and would-events: \"battle\", \"effect\" or \"rule\"; for any other event: \"effect\" when an effect made it happen (it happened while an effect resolved, not by rule processing or a battle: \"when an effect trashes / suspends / plays ...\"), \"\" when a player did it by the rules.", Example: "local by_an_effect = ctx.event.cause == \"effect\""},
	{Group: GroupEvent, Name: "effect_of", Type: "\"you\"|\"opponent\"|\"\"", Meaning: "Whose effect made the event happen, seen from this effect's controller; \"\" when no effect did (\"when your opponent's effect suspends one of your Digimon\").", Example: "local theirs = ctx.event.effect_of == \"opponent\""},
	{Group: GroupEvent, Name: "face_up", Type: "boolean", Meaning: "For a security check (security_checked, and the event of the checked card's [Security] effects): whether the card was face up in the security stack when checked (3-7-4, 13-1-7-1-1).",
		Example: "-- EX10-012 MetalSeadramon: [Security] If this card was face-up, you may play 1 level 5 or lower card with [Dark Masters] in its text ...\nif ctx.event.face_up then ctx:draw(1) end"},
	{Group: GroupEvent, Name: "effect_card", Type: "Card?", Meaning: "The card whose effect made the event happen (an Option's, a Digimon's or Tamer's card, the card an inherited effect is on); nil when no effect did.",
		Example: "-- EX3-025: [On Play] ... if this card was played by [Trial of the Four Great Dragons]'s effect, ...\nlocal by_trial = ctx.event.effect_card ~= nil and ctx.event.effect_card:has_name(\"Trial of the Four Great Dragons\")"},
	{Group: GroupEvent, Name: "effect_keyword", Type: "string", Meaning: "The keyword of the effect that made the event happen, as the glossary names it (\"Decode\" played it, \"Execute\" declared the attack); \"\" when no keyword effect did. For a would-event, the keyword effect that causes it (BT3-056: \"when suspending Digimon for a <Digisorption> skill\").",
		Example: "-- EX11-058: [On Play] If played by <Decode>, ...\nlocal by_decode = ctx.event.effect_keyword == \"Decode\""},
	{Group: GroupEvent, Name: "by_you", Type: "boolean", Meaning: "Whether the event's player is the effect's controller (for would-events: whose effect causes it).", Example: "local by_opponent = ctx.event.cause == \"effect\" and not ctx.event.by_you"},

	// Filters.
	{Group: GroupFilter, Name: "owner", Type: "Player", Meaning: "Whose it is: \"you\" or \"opponent\".", Example: "ctx:suspend({ owner = \"opponent\", kind = \"Digimon\", dp_at_most = 4000 })"},
	{Group: GroupFilter, Name: "kind", Type: "\"Digimon\"|\"Tamer\"", Meaning: "A Digimon or a Tamer.", Example: "local tamers = ctx:count({ owner = \"you\", kind = \"Tamer\" })"},
	{Group: GroupFilter, Name: "dp_at_most", Type: "integer|\"self\"", Meaning: "DP ≤ n (objects without DP never match); \"self\": DP ≤ the DP of the object that has the effect.",
		Example: "-- AD1-002 Aldamon: [When Digivolving] Delete 1 of your opponent's Digimon with as much or less DP as this Digimon.\nctx:delete(ctx:choose_one({ owner = \"opponent\", kind = \"Digimon\", dp_at_most = \"self\" }))"},
	{Group: GroupFilter, Name: "dp_at_least", Type: "integer|\"self\"", Meaning: "DP ≥ n; \"self\": DP ≥ the DP of the object that has the effect.", Example: "local big = ctx:count({ dp_at_least = 10000 })"},
	{Group: GroupFilter, Name: "level", Type: "integer", Meaning: "Level = n.", Example: "ctx:delete(ctx:choose_one({ owner = \"opponent\", level = 3 }))"},
	{Group: GroupFilter, Name: "level_at_most", Type: "integer", Meaning: "Level ≤ n (objects without a level never match).", Example: "ctx:return_to_hand(ctx:choose_one({ owner = \"opponent\", level_at_most = 4 }))"},
	{Group: GroupFilter, Name: "level_at_least", Type: "integer", Meaning: "Level ≥ n.", Example: "local high = ctx:count({ owner = \"you\", level_at_least = 5 })"},
	{Group: GroupFilter, Name: "name", Type: "string", Meaning: "Has exactly this name (2-3-1-2); \"self\": shares a name with the object that has the effect (\"with the same name as this Digimon\").", Example: "local agumon = ctx:count({ name = \"Agumon\" })"},
	{Group: GroupFilter, Name: "name_has", Type: "string", Meaning: "The name contains this (2-3-1-3): \"[Greymon] in its name\".", Example: "local greymons = ctx:count({ owner = \"you\", name_has = \"Greymon\" })"},
	{Group: GroupFilter, Name: "trait", Type: "string", Meaning: "Has this trait (2-3-2-3), spelled either way the card data prints it: \"X-Antibody\" finds the [X Antibody] cards (core/trait_spelling.go).", Example: "ctx:dp_plus({ owner = \"you\", trait = \"Dragon\" }, 1000, \"turn\")"},
	{Group: GroupFilter, Name: "trait_has", Type: "string|string[]", Meaning: "One of its traits contains this, or one of a list (2-3-2-4): \"with [X] in its traits\" — [Angel] is in [Fallen Angel] — as against \"with the [X] trait\" (trait).", Example: "-- BT10-095: 1 of your Digimon with [Xros Heart] in its traits gains <Security Attack +1> for the turn.\nctx:give(ctx:choose_one({ owner = \"you\", kind = \"Digimon\", trait_has = \"Xros Heart\" }), \"Security A. +1\", \"turn\")"},
	{Group: GroupFilter, Name: "color", Type: "string", Meaning: "Has this color: \"Red\", \"Blue\", \"Yellow\", \"Green\", \"Black\", \"Purple\", \"White\".", Example: "local reds = ctx:count({ owner = \"you\", color = \"Red\" })"},
	{Group: GroupFilter, Name: "suspended", Type: "boolean", Meaning: "true: suspended; false: unsuspended.", Example: "ctx:delete(ctx:choose_one({ owner = \"opponent\", suspended = true }))"},
	{Group: GroupFilter, Name: "not_self", Type: "boolean", Meaning: "Not the object that has the effect: \"your other Digimon\".", Example: "ctx:dp_plus({ owner = \"you\", kind = \"Digimon\", not_self = true }, 1000, \"turn\")"},
	{Group: GroupFilter, Name: "in_breeding", Type: "boolean", Meaning: "true: in the breeding area — the effect names it (3-4-5-3, 3-4-5-5); left out or false: in the battle area, as every filter.", Example: "-- 1 of your Digimon in the breeding area gets +1000 DP for the turn.\nctx:dp_plus(ctx:choose_one({ owner = \"you\", kind = \"Digimon\", in_breeding = true }), 1000, \"turn\")"},
	{Group: GroupFilter, Name: "security_digimon", Type: "boolean", Meaning: "true: a Security Digimon (4-4).", Example: "ctx:dp_plus({ owner = \"you\", security_digimon = true }, 7000, \"turn\")"},
	{Group: GroupFilter, Name: "cost_at_most", Type: "integer|\"self\"", Meaning: "The printed play cost of its top card is n or less (2-6): \"with a play cost of 4 or less\"; \"self\": as high as the play cost of the object that has the effect or lower (objects without a play cost never match).",
		Example: "-- BT15-056: suspend 1 of your opponent's Digimon or Tamers with a play cost less than or equal to this Digimon's play cost.\nctx:suspend(ctx:choose_one({ owner = \"opponent\", cost_at_most = \"self\" }))"},
	{Group: GroupFilter, Name: "cost_at_least", Type: "integer|\"self\"", Meaning: "The printed play cost of its top card is n or more; \"self\": as high as that of the object that has the effect or higher.", Example: "ctx:count({ owner = \"you\", cost_at_least = 10 })"},
	{Group: GroupFilter, Name: "except", Type: "table", Meaning: "A filter the object must not match (every key of it matching leaves the object out); it says nothing of areas, the outer filter does: \"without <Blocker>\", \"other than Digimon with [X] in their texts\".",
		Example: "-- BT1-079: Suspend 1 of your opponent's Digimon without <Blocker>.\nctx:suspend(ctx:choose_one({ owner = \"opponent\", kind = \"Digimon\", except = { keyword = \"Blocker\" } }))"},
	{Group: GroupFilter, Name: "digivolution_card", Type: "table", Meaning: "It has a digivolution card that matches this card filter: \"with [Agumon] in its digivolution cards\".", Example: "ctx:all({ owner = \"you\", kind = \"Digimon\", digivolution_card = { name = \"Agumon\" } })"},
	{Group: GroupFilter, Name: "has_digixros", Type: "boolean", Meaning: "true: its top card prints a DigiXros requirement (2-3-8); false: it prints none.",
		Example: "-- BT10-087: When you play 1 Digimon with DigiXros requirements, ...\nreturn card { when = { { on = \"played\", subject = { owner = \"you\", kind = \"Digimon\", has_digixros = true }, run = function(ctx) ctx:draw(1) end } } }"},
	{Group: GroupFilter, Name: "has_inherited", Type: "boolean", Meaning: "true: its top card prints an inherited effect (2-3-4); false: it prints none.",
		Example: "-- BT18-031: When any of your Tamers with inherited effects are played, ...\nreturn card { when = { { on = \"played\", subject = { owner = \"you\", kind = \"Tamer\", has_inherited = true }, turn = \"your\", once_per_turn = true,\n  run = function(ctx) ctx:gain_memory(1) end } } }"},
	{Group: GroupFilter, Name: "has_digivolution_cards", Type: "boolean", Meaning: "true: has cards under it; false: has none.", Example: "ctx:delete(ctx:choose_one({ owner = \"opponent\", has_digivolution_cards = false }))"},
	{Group: GroupFilter, Name: "keyword", Type: "string", Meaning: "Has this keyword effect.", Example: "local blockers = ctx:count({ owner = \"opponent\", keyword = \"Blocker\" })"},
	{Group: GroupFilter, Name: "text_has", Type: "string", Meaning: "Has this in its top card's text (4-20, Q4281): name (a part of it), traits, effects, [Rule], requirements; not reminder text (4-20-5), not inherited effects it gained (4-20-2).",
		Example: "-- BT16-055 Namakemon (inherited): [All Turns] While this Digimon has [Pulsemon] in its text, it gets +1000 DP.\nlocal n = ctx:count({ owner = \"you\", kind = \"Digimon\", text_has = \"Pulsemon\" })"},
	{Group: GroupFilter, Name: "colors_at_least", Type: "integer", Meaning: "Has n or more colors (2-4-3): \"with 2 or more colors\", \"multicolor\".",
		Example: "local multi = ctx:count({ owner = \"you\", kind = \"Digimon\", colors_at_least = 2 })"},
	{Group: GroupFilter, Name: "digivolution_cards_at_most", Type: "integer|\"self\"", Meaning: "n or fewer digivolution cards; \"self\": as many or fewer as the object that has the effect.",
		Example: "-- AD1-025 Omnimon: Return all of your opponent's Digimon with as many or fewer digivolution cards as this Digimon to the bottom of the deck.\nlocal mons = ctx:all({ owner = \"opponent\", kind = \"Digimon\", digivolution_cards_at_most = \"self\" })"},
	{Group: GroupFilter, Name: "digivolution_cards_at_least", Type: "integer|\"self\"", Meaning: "n or more digivolution cards; \"self\": as many or more as the object that has the effect.",
		Example: "local stacked = ctx:count({ owner = \"you\", digivolution_cards_at_least = 4 })"},
	{Group: GroupFilter, Name: "lowest", Type: "\"dp\"|\"level\"|\"play_cost\"|\"digivolution_cards\"", Meaning: "The lowest DP (level, play cost; the fewest digivolution cards) among the objects the rest of the filter matches; ties all match.",
		Example: "-- BT15-017 Phoenixmon: delete 1 of their Digimon with the lowest DP.\nctx:delete(ctx:choose_one({ owner = \"opponent\", kind = \"Digimon\", lowest = \"dp\" }))"},
	{Group: GroupFilter, Name: "highest", Type: "\"dp\"|\"level\"|\"play_cost\"|\"digivolution_cards\"", Meaning: "The highest DP (level, play cost; the most digivolution cards) among the objects the rest of the filter matches; ties all match.",
		Example: "ctx:delete(ctx:choose_one({ owner = \"opponent\", kind = \"Digimon\", highest = \"level\" }))"},

	// Target names.
	{Group: GroupTargets, Name: "self", Meaning: "the object that has the effect.", Example: "ctx:dp_plus(\"self\", 2000, \"turn\")"},
	{Group: GroupTargets, Name: "your_digimon", Meaning: "{ owner = \"you\", kind = \"Digimon\" }.", Example: "ctx:dp_plus(ctx:choose_one(\"your_digimon\"), 3000, \"turn\")"},
	{Group: GroupTargets, Name: "opponent_digimon", Meaning: "{ owner = \"opponent\", kind = \"Digimon\" }.", Example: "ctx:delete(ctx:choose_one(\"opponent_digimon\"))"},
	{Group: GroupTargets, Name: "all_digimon", Meaning: "{ kind = \"Digimon\" }.", Example: "local n = ctx:count(\"all_digimon\")"},
	{Group: GroupTargets, Name: "your_tamers", Meaning: "{ owner = \"you\", kind = \"Tamer\" }.", Example: "ctx:unsuspend(\"your_tamers\")"},

	// Durations.
	{Group: GroupDurations, Name: "turn", Meaning: "\"for the turn\".", Example: "ctx:dp_plus(\"self\", 3000, \"turn\")"},
	{Group: GroupDurations, Name: "opponents_turn", Meaning: "\"until the end of your opponent's turn\".", Example: "ctx:give(\"self\", \"Blocker\", \"opponents_turn\")"},
	{Group: GroupDurations, Name: "opponents_next_turn", Meaning: "\"until the end of your opponent's next turn\"; given in your opponent's turn, until the end of that turn (Q733).", Example: "ctx:dp_plus({ owner = \"you\", security_digimon = true }, 7000, \"opponents_next_turn\")"},
	{Group: GroupDurations, Name: "your_next_turn", Meaning: "\"until the end of your next turn\".", Example: "ctx:give(\"your_digimon\", \"Security A. +1\", \"your_next_turn\")"},
	{Group: GroupDurations, Name: "attack", Meaning: "\"for the attack\": until the attack in progress ends.", Example: "ctx:dp_plus(\"self\", 2000, \"attack\")"},
	{Group: GroupDurations, Name: "your_turn", Meaning: "\"until the end of your turn\", \"until your turn ends\": this turn if it is yours, else your next.", Example: "ctx:cannot(ctx:choose_one(\"opponent_digimon\"), { \"attack\", \"block\" }, \"your_turn\")"},
	{Group: GroupDurations, Name: "their_turn", Meaning: "\"until the end of their turn\", \"until their turn ends\" (their: your opponent's): the same as opponents_turn.",
		Example: "-- BT16-022 Mantaraymon: ... 1 of their Digimon with no digivolution cards gains <Security A. -1> until the end of their turn.\nctx:give(ctx:choose_one({ owner = \"opponent\", kind = \"Digimon\", has_digivolution_cards = false }), \"Security A. -1\", \"their_turn\")"},
	{Group: GroupDurations, Name: "their_next_turn", Meaning: "\"until the end of their next turn\": the same as opponents_next_turn.", Example: "ctx:cannot(\"opponent_digimon\", \"unsuspend\", \"their_next_turn\")"},

	// Keyword scripts.
	{Group: GroupKeyword, Name: "name", Type: "string", Meaning: "The keyword's name as printed, without brackets or number: \"Security A.\".", Example: "return keyword { name = \"Blocker\" }"},
	{Group: GroupKeyword, Name: "run", Type: "fun(ctx: Ctx, arg: Target?): boolean?",
		Meaning: "The keyword's action, for \"[Timing] <X>\" lines and ctx:run_keyword(\"X\", ...): ctx.keyword has its number and parameter; run_keyword's further argument follows ctx, and what run returns is run_keyword's result.",
		Example: "return keyword {\n  name = \"Draw\",\n  run = function(ctx) ctx:draw(ctx.keyword.n) end,\n}"},
	{Group: GroupKeyword, Name: "optional", Type: "boolean",
		Meaning: "The action is \"you may\" (15-9-2): a \"[Timing] <X>\" line asks before its effect activates, ctx:run_keyword asks before run.",
		Example: "return keyword {\n  name = \"Save\", optional = true,\n  run = function(ctx) ctx:place_under(ctx:choose_one(\"your_tamers\")) end,\n}"},
	{Group: GroupKeyword, Name: "condition", Type: "fun(ctx: Ctx): boolean",
		Meaning: "When the action can be done at all (15-6): when false a \"[Timing] <X>\" line's effect does not activate and ctx:run_keyword returns nil without running.",
		Example: "return keyword {\n  name = \"Save\",\n  condition = function(ctx) return ctx:count(\"your_tamers\") > 0 end,\n  run = function(ctx) ctx:place_under(ctx:choose_one(\"your_tamers\")) end,\n}"},
	{Group: GroupKeyword, Name: "effects", Type: "CardDef",
		Meaning: "What every Digimon that has the keyword does (printed, inherited or gained): card-table keys whose ctx.self is that Digimon and ctx.keyword its number and parameter. Its static entries may only change rules — `gains_effects_of`, `ignore_color_requirement` — read from the keyword as the card prints it: what a keyword does to values is the keyword itself (the engine's rules).",
		Example: "return keyword {\n  name = \"Retaliation\",\n  effects = {\n    on_deletion = {\n      condition = function(ctx) return ctx.event.cause == \"battle\" and ctx.event.target ~= nil end,\n      run = function(ctx) ctx:delete(ctx.event.target) end,\n    },\n  },\n}"},
}

// API is every documented name: the core API and the methods each group of keyword
// effects added (api_keyword_actions.go).
var API = slices.Concat(coreAPI, movesAPI, zonesAPI, choicesAPI, memoryAPI, suspensionAPI, playsAPI, grantsAPI, talliesAPI, attacksAPI, keywordActionsAPI, wouldAPI, nextTimeAPI)
