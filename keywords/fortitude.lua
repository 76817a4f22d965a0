-- <Fortitude> (ver. 3.6 16-26; ver. 1.0 12-27)
-- "When this Digimon with digivolution cards is deleted, play this card without paying
-- the cost."
-- A triggered effect (16-26-2) at deletion, like [On Deletion]: it waits pending with
-- the Digimon's other [On Deletion] effects, in the order its controller chooses, and
-- activates from the trash (4-13-2). Whether the Digimon had digivolution cards is its
-- last-known information, what it had when it was deleted. It plays the top card only;
-- the digivolution cards stay in the trash (12-27-2). Mandatory (16-26-3). A card that
-- left the trash before it activates is a new card (3-1-3-1, 15-4-4-3): nothing is
-- played — so a second copy (16-26-4), which finds the card already played, does
-- nothing. The card played is a new Digimon: its [On Play] triggers (12-27-3, 12-27-4).
return keyword {
  name = "Fortitude",
  effects = {
    on_deletion = {
      condition = function(ctx)
        local was = ctx:last_known()
        return was ~= nil and was:digivolution_count() > 0 and ctx:zone_of(ctx.card) == "trash"
      end,
      run = function(ctx) ctx:play_card(ctx.card, { free = true }) end,
    },
  },
}
