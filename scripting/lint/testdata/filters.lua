-- CARD ST1-08
-- Filters with unknown keys and values of the wrong kind; option tables.
return card {
  when_digivolving = function(ctx)
    local a = ctx:choose_one({ owner = "you", kind = "Digimon", levle = 4 }) --! error: level
    local b = ctx:all({ owner = "you", level = "4" }) --! error: level in a filter wants integer, not a string "4"
    local c = ctx:count({ owner = "yuo" }) --! error: "you"
    local d = ctx:cards("hand", { kind = "Digimon", dp_at_mots = 4000 }) --! error: dp_at_most
    local e = ctx:choose(a, { cuont = 2 }) --! error: count
    ctx:play_card(d[1], { fre = true }) --! error: free
    local f = ctx:count({ owner = "you", suspended = "yes" }) --! error: suspended in a filter wants boolean
    ctx:dp_plus(ctx:choose_one("your_digimon"), 3000, "turn")
  end,
}
