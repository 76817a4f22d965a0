package core

import "strings"

// Operations and hooks for the action keywords (<Draw>, <Recovery>, <De-Digivolve>,
// <Digisorption>, <Digi-Burst>, <Save>, <Mind Link>, <Blast Digivolve>, ...). Their
// behaviour is in keywords/*.lua; this is what the scripts need from the rules.

// eachHandKeyword calls fn for the behaviour of the keywords printed on the cards in
// the players' hands, where that behaviour works from the hand ({Hand}, 15-14-2):
// <Digisorption> (16-9) is "when one of your Digimon would digivolve into this card in
// your hand". A card's printed keywords are its own persistent keyword effects (not
// its inherited or link ones); each copy is its own instance (16-9-4). It reports
// whether fn asked to go on.
func (g *Game) eachHandKeyword(ks KeywordSource, fn func(l live) bool) bool {
	if !g.mayWorkFromHand() {
		return true // no keyword of the game's cards does
	}
	for _, p := range [2]PlayerID{g.TurnPlayer, g.TurnPlayer.Opponent()} {
		for _, c := range g.Players[p].Hand {
			inst := 0
			for _, e := range g.effectsOf(c) {
				if e.Kind != Persistent || e.Keyword == "" || e.Inherited || e.Link {
					continue
				}
				inst++
				var tag KeywordTag
				for _, ke := range g.keywordEffects(ks, e.Keyword) {
					if ke.Kind == Persistent || ke.areas()&AreaHand == 0 {
						continue
					}
					if tag.Name == "" {
						tag = printedTag(e)
					}
					if !fn(live{eff: ke, card: c, owner: p, tag: tag, inst: inst}) {
						return false
					}
				}
			}
		}
	}
	return true
}

// printedTag is the keyword a card's keyword effect gives, with its number and
// parameter: its label is the keyword as printed ("<Digisorption -2>").
func printedTag(e *Effect) KeywordTag {
	tag := KeywordTag{Name: e.Keyword, N: e.KeywordN}
	if u := ParseKeywordUse(strings.Trim(e.Label, "<>＜＞ ")); strings.EqualFold(string(u.Name), string(e.Keyword)) {
		tag.N, tag.Param = u.N, u.Param
	}
	return tag
}
