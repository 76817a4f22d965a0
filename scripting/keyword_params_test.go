package scripting

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cards"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
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
		for _, text := range []string{d.Effect, d.Inherited, d.Security} {
			for _, l := range core.ReadKeywordLines(text) {
				for _, u := range l.Keywords {
					switch u.Name {
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
}
