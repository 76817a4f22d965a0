-- BT3-102 Code Cracking
-- [Main] Your opponent may trash the top card of their security stack. If they don't,
-- trigger <Recovery +1 (Deck)>. (Place the top card of your deck on top of your security
-- stack.)
--
-- With no security card the opponent has nothing to trash: the recovery follows at once
-- (Q1136).
return card {
  main = function(ctx)
    local trashed = ctx:security_count("opponent") > 0
      and ctx:may("trash the top card of your security stack?", "opponent")
      and ctx:trash_security(1, "opponent") > 0
    if not trashed then ctx:run_keyword("Recovery +1 (Deck)") end
  end,
}
