package core

// OpeningHand is the size of the opening hand and of the security stack (5-2-1-4, 5-2-1-6).
const OpeningHand = 5

// setup prepares the game (5-2-1).
func (g *Game) setup() {
	g.Phase = PhaseSetup
	for _, pl := range g.Players {
		g.shuffle(pl.ID, ZoneDeck) // 5-2-1-1
		if len(pl.EggDeck) > 0 {   // 5-2-1-2: nothing to do without a Digi-Egg deck
			g.shuffle(pl.ID, ZoneEggDeck)
		}
	}
	// 5-2-1-3: the winner of rock-paper-scissors goes first; the game's RNG plays it.
	g.FirstPlayer = PlayerID(g.rng.Intn(2))
	g.TurnPlayer = g.FirstPlayer
	g.emit(Event{Kind: EvFirstPlayer, Player: g.FirstPlayer})

	// 5-2-1-4: each player draws 5.
	for _, pl := range g.Players {
		for range OpeningHand {
			g.draw(pl.ID)
		}
	}
	// 5-2-1-4, 5-2-1-5: from the first player on, each may redraw once.
	for _, p := range [2]PlayerID{g.FirstPlayer, g.FirstPlayer.Opponent()} {
		g.offerRedraw(p)
	}
	// 5-2-1-6: 5 cards from the top of the deck, face down, one at a time: the deck's
	// top card ends up at the bottom of the security stack.
	for _, pl := range g.Players {
		for range OpeningHand {
			if len(pl.Deck) == 0 {
				break
			}
			g.moveCard(pl.Deck[len(pl.Deck)-1], ZoneSecurity)
		}
	}
	g.SetMemory(g.FirstPlayer, 0, "setup") // 5-2-1-7
}

func (g *Game) offerRedraw(p PlayerID) {
	opts := [2]Choice{{Action: ActNo}, {Action: ActYes}}
	if g.ask(p, PromptRedraw, "redraw your opening hand?", opts[:]).Action != ActYes {
		return
	}
	pl := g.Players[p]
	pl.Redrew = true
	g.emit(Event{Kind: EvRedraw, Player: p})
	for len(pl.Hand) > 0 {
		g.moveCard(pl.Hand[len(pl.Hand)-1], ZoneDeck)
	}
	g.shuffle(p, ZoneDeck)
	for range OpeningHand {
		g.draw(p)
	}
}
