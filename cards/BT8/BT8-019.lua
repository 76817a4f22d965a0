-- BT8-019 Zhuqiaomon
-- [When Digivolving] Your opponent chooses 1 of their Digimon. Delete all Digimon other than
-- this Digimon and your opponent's chosen Digimon. For each Digimon deleted by this effect,
-- gain 1 memory.
-- [Your Turn] When an opponent's Digimon is deleted, this Digimon gains ＜Security Attack +1＞
-- for the turn for each of your opponent's Digimon deleted.
return card {
  when_digivolving = function(ctx)
    -- the opponent chooses one when they have one: with none, only your other Digimon are
    -- deleted (Q1706)
    local chosen = ctx:choose_one("opponent_digimon", { chooser = "opponent", text = "the Digimon that is not deleted" })
    -- both players' Digimon in the battle areas, not the breeding areas (Q1703, Q1704)
    local doomed = ctx:all({ owner = "you", kind = "Digimon", not_self = true })
    for _, mon in ipairs(ctx:all("opponent_digimon")) do
      if chosen == nil or not mon:is(chosen) then doomed[#doomed + 1] = mon end
    end
    ctx:delete(doomed)
    -- only those it deleted count: one <Armor Purge> or <Decoy> saved was not deleted (Q1707)
    local deleted = 0
    for _, mon in ipairs(doomed) do
      if not ctx:on_field(mon) then deleted = deleted + 1 end
    end
    if deleted > 0 then ctx:gain_memory(deleted) end
  end,
  when = { {
    label = "[Your Turn] When an opponent's Digimon is deleted",
    -- Digimon deleted at once trigger it once, counted by ctx.times (15-5-2)
    on = "deleted", subject = "opponent_digimon", turn = "your",
    run = function(ctx) ctx:give(ctx.self, "Security A. +" .. ctx.times, "turn") end,
  } },
}
