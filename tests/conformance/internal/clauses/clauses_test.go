package clauses

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rulesText is laid out like the rules file: a table of contents whose lines end in
// dots and page numbers, the body, and the revision history, whose lines also start
// with clause numbers.
const rulesText = `数码宝贝卡牌对战 综合规则
1. 游戏概要 ........................ 1
更新履历 ............................ 37

1. 游戏概要
1-1. 玩家人数
1-1-1. 本游戏是2名玩家进行对战的游戏。
1-2. 游戏的胜败
1-2-1. 满足胜利条件的玩家，即时赢得游戏胜利。
1-10. 一个很长很长很长很长很长很长很长很长很长很长很长很长很长很长的条款标题文字
1-10. 重复的编号
  更新履历
1-1-1. 修改了文本。
`

// The body's clauses are read in order, once each, with the first words of their
// text; the revision history is not read.
func TestFromRules(t *testing.T) {
	cs := FromRules(rulesText)
	require.Len(t, cs, 5)
	assert.Equal(t, Clause{"1-1", "玩家人数"}, cs[0])
	assert.Equal(t, Clause{"1-1-1", "本游戏是2名玩家进行对战的游戏"}, cs[1])
	assert.Equal(t, Clause{"1-2-1", "满足胜利条件的玩家"}, cs[3])
	assert.Equal(t, "1-10", cs[4].Number)
	assert.Equal(t, 31, len([]rune(cs[4].Title)), "cut at 30 characters and an ellipsis")
	assert.True(t, strings.HasSuffix(cs[4].Title, "…"))
	assert.Equal(t, "1-1-1", cs[1].Number, "the revision history's 1-1-1 is not a second one")
}

// What Format writes, Parse reads back.
func TestFormatParseRoundTrip(t *testing.T) {
	cs := FromRules(rulesText)
	got, err := Parse(Format("rules.txt", cs))
	require.NoError(t, err)
	assert.Equal(t, cs, got)
}

// A malformed list is an error naming its line.
func TestParseRejectsMalformedLists(t *testing.T) {
	for name, tc := range map[string]struct{ text, want string }{
		"no tab":        {"1-1\t玩家人数\n1-2 游戏的胜败\n", "line 2: want NUMBER<tab>TITLE"},
		"not a number":  {"# head\n1-a\tx\n", "line 2: want NUMBER<tab>TITLE"},
		"a lone number": {"7\tx\n", "line 1: want NUMBER<tab>TITLE"},
		"no title":      {"1-1\t \n", "line 1: clause 1-1 has no title"},
		"out of order":  {"1-2\tx\n1-1-1\ty\n", "line 2: clause 1-1-1 does not come after 1-2"},
		"twice":         {"1-10\tx\n1-10\ty\n", "line 2: clause 1-10 does not come after 1-10"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Parse([]byte(tc.text))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
	// 1-2 < 1-2-1 < 1-3 < 1-10: numbers compare part by part.
	_, err := Parse([]byte("1-2\ta\n1-2-1\tb\n1-3\tc\n1-10\td\n"))
	assert.NoError(t, err)
}
