-- <Guard> (newer than ver. 3.6: neither ver. 3.6 §16 nor ver. 1.0 §12 has it)
-- Defined by its reminder text, as printed on EX12-056 (also the [Paishu] token of
-- EX12-057, and granted by EX12-074 "All of your [ME] trait Digimon gain <Guard>"):
-- "<Guard> (When any of your other Digimon would leave the battle area by your
-- opponent's effects, by deleting this Digimon, they don't leave.)" — our card data
-- prints the keyword without the reminder.
--
-- An immediate effect (15-8-5) about this Digimon's owner's other Digimon, triggered
-- only when an effect of the opponent would make them leave the battle area — deleted,
-- returned to the hand or the deck, trashed — never by a battle, a rule check or their
-- owner's own effect. "By deleting this Digimon" is an optional cost (15-7): this
-- Digimon is deleted first (its own "would be deleted" effects may cut in, and its
-- [On Deletion] triggers), and only if it really was deleted do "they" — every other
-- Digimon of its owner the cause would still remove — stay. Each copy triggers; once
-- one has saved them the others have nothing left to save.
local function threatened(ctx)
  local out = {}
  for _, o in ipairs(ctx:would_objects()) do
    if ctx:is_mine(o) and o:is_digimon() and not o:is(ctx.self) then out[#out + 1] = o end
  end
  return out
end

return keyword {
  name = "Guard",
  effects = {
    would = { {
      on = "leave", subject = { owner = "you", kind = "Digimon", not_self = true }, optional = true,
      trigger = function(ctx, ev)
        return ev.cause == "effect" and not ev.by_you and ctx:would_affect(ev.object)
      end,
      run = function(ctx)
        local saved = threatened(ctx)
        if #saved == 0 then return end
        ctx:delete(ctx.self)
        if ctx.self ~= nil then return end -- not deleted: the cost was not paid
        for _, o in ipairs(saved) do ctx:prevent(o) end
      end,
    } },
  },
}
