package scripting

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/keywords"
)

// Every card description the card pool prints in <Decoy (X)>, <Decode (X)> and
// <Partition (X & Y)> reads as a core.CardSpec, so the keyword scripts never meet a
// parameter they cannot match; every card with <Material Save> names its DigiXros cards.
func TestPoolKeywordParametersRead(t *testing.T) {
	pool, err := cardpool.OpenNamed(cards.FS, "cards")
	require.NoError(t, err)
	all, err := pool.All()
	require.NoError(t, err)
	sides := regexp.MustCompile(`\s+[&+]\s+`)
	byName := regexp.MustCompile(`DigiXros\s*-\s*\d+\]?:?\s*\[`)
	seen := map[core.Keyword]int{}
	for _, d := range all {
		texts := []string{d.Effect, d.Inherited, d.Security}
		if d.Dual != nil {
			texts = append(texts, d.Dual.Effect) // <Use Req. (X)> on the Option side
		}
		for _, text := range texts {
			for _, l := range core.ReadKeywordLines(text) {
				for _, u := range l.Keywords {
					switch u.Name {
					case "Detach", "Succession", "Use Req.":
						_, err := core.ParseCardSpec(u.Param)
						require.NoError(t, err, "%s %s", d.Number, u.Raw)
						seen[u.Name]++
					case "Decoy", "Decode", "Partition":
						if u.Param == "" {
							continue // "played by <Decode>": a reference, not the keyword
						}
						for _, side := range sides.Split(u.Param, -1) {
							_, err := core.ParseCardSpec(side)
							require.NoError(t, err, "%s %s", d.Number, u.Raw)
						}
						if u.Name == "Partition" {
							require.GreaterOrEqual(t, len(sides.Split(u.Param, -1)), 2, "%s %s", d.Number, u.Raw)
						}
						seen[u.Name]++
					case "Material Save":
						if byName.MatchString(d.Effect) { // a requirement by name gives names
							require.NotEmpty(t, core.DigiXrosNames(d), "%s", d.Number)
						}
						seen[u.Name]++
					}
				}
			}
		}
	}
	require.Positive(t, seen["Decoy"])
	require.Positive(t, seen["Decode"])
	require.Positive(t, seen["Partition"])
	require.Positive(t, seen["Detach"])
	require.Positive(t, seen["Succession"])
	require.Positive(t, seen["Use Req."])
}

// Every keyword the card pool prints — in upper, inherited, security, link and dual
// texts — is a known keyword with a behaviour script in keywords/, so that no card
// relies on a keyword the engine does not play. What reads like a keyword but is a
// requirement (the old "<DNA Digivolution: 0 from ...>" wording) is not one.
func TestPoolKeywordsHaveScripts(t *testing.T) {
	pool, err := cardpool.OpenNamed(cards.FS, "cards")
	require.NoError(t, err)
	all, err := pool.All()
	require.NoError(t, err)
	lib := NewLibrary(nil, keywords.FS)
	seen := map[core.Keyword]bool{}
	for _, d := range all {
		texts := []string{d.Effect, d.Inherited, d.Security}
		if d.Link != nil {
			texts = append(texts, d.Link.Effect)
		}
		if d.Dual != nil {
			texts = append(texts, d.Dual.Effect)
		}
		for _, text := range texts {
			for _, l := range core.ReadKeywordLines(text) {
				for _, u := range l.Keywords {
					if strings.HasPrefix(string(u.Name), "DNA Digivolution") {
						continue
					}
					require.True(t, u.Known, "%s prints unknown keyword %s", d.Number, u.Raw)
					require.True(t, lib.HasKeyword(u.Name), "%s: <%s> has no script", d.Number, u.Name)
					seen[u.Name] = true
				}
			}
		}
	}
	for _, k := range []core.Keyword{"Use Req.", "Detach", "Ascension", "Engage", "Succession", "Guard"} {
		require.True(t, seen[k], "the pool prints <%s>", k)
	}
}

// A card whose text is nothing but a keyword newer than ver. 3.6 plays from the
// keyword's script, as one with <Blocker> does: it counts as scripted.
func TestNewerKeywordOnlyCardsAreScripted(t *testing.T) {
	lib := NewLibrary(nil, keywords.FS)
	for _, text := range []string{"＜Guard＞", "＜Engage＞", "＜Ascension＞", "＜Detach ([Seven Code] trait)＞", "＜Succession ([Ceresmon])＞"} {
		d := &core.CardData{Number: "T-1", Kind: core.Digimon, Effect: text}
		require.True(t, cardpool.KeywordCard(d, lib.HasKeyword), text)
		require.True(t, cardpool.KeywordCard(d, cardpool.KeywordScripts(keywords.FS)), text)
	}
}
