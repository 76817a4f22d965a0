package scripting

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// The string library keeps Lua 5.1's meaning (its reference manual, 5.4.1): each case
// is what the reference interpreter gives.
func TestStringFunctionsKeepLuaMeaning(t *testing.T) {
	h := testLib(nil).NewHost()
	defer h.Close()
	for src, want := range map[string]string{
		`return ("hello world"):find("o w")`:                         "5,7",
		`return ("hello world"):find("o", 6)`:                        "8,8",
		`return ("hello world"):find("l+")`:                          "3,4",
		`return ("a.b"):find(".", 1, true)`:                          "2,2",
		`return ("abc"):find("b", -1)`:                               "nil",
		`return ("abc"):find("")`:                                    "1,0",
		`return ("abc"):find("", 10)`:                                "4,3",
		`return ("key = value"):find("(%w+) = (%w+)")`:               "1,11,key,value",
		`return ("key = value"):match("(%w+) = (%w+)")`:              "key,value",
		`return ("  trim  "):match("^%s*(.-)%s*$")`:                  "trim",
		`return ("[Blast] [DNA]"):match("%[(.-)%]")`:                 "Blast",
		`return ("hello"):match("()ll()")`:                           "3,5",
		`return ("THE (quick) fox"):find("%((%a+)%)")`:               "5,11,quick",
		`return ("f(a(b)c)d"):match("%b()")`:                         "(a(b)c)",
		`return ("THE (quick) fox"):match("%f[%a]%a+", 5)`:           "quick",
		`return ("abcabc"):match("(a)(b)c%1%2")`:                     "a,b",
		`return ("x = 1, y = 2"):gsub("(%w+) = (%w+)", "%2 = %1")`:   "1 = x, 2 = y,2",
		`return ("hello world"):gsub("o", {o = "0"})`:                "hell0 w0rld,2",
		`return ("hello"):gsub("", "-")`:                             "-h-e-l-l-o-,6",
		`return ("abc"):gsub("%w", "%0%0")`:                          "aabbcc,3",
		`return ("abc"):gsub("b", function(c) return c:upper() end)`: "aBc,1",
		`return ("abc"):gsub("b", function() return nil end)`:        "abc,1",
		`return ("aaa"):gsub("a", "b", 2)`:                           "bba,2",
		`return ("^a^"):gsub("^%^", "x")`:                            "xa^,1",
		`return ("a + b + c"):gsub("%s+%+%s+", " & ")`:               "a & b & c,2",
		`local t = {} for k, v in ("a=1, b=2"):gmatch("(%w+)=(%w+)") do t[#t+1] = k .. v end return table.concat(t, " ")`: "a1 b2",
		`local n = 0 for w in ("one two  three"):gmatch("%a+") do n = n + 1 end return n`:                                 "3",
		`local t = {} for p in ("[A][B]"):gmatch("%[(.-)%]") do t[#t+1] = p end return table.concat(t)`:                   "AB",
		`return ("hello"):sub(2, 3), ("hello"):sub(-3), ("hello"):sub(0), ("hello"):sub(4, 2)`:                            "el,llo,hello,",
		`return ("abc"):byte(), ("abc"):byte(-1), ("abc"):byte(1, 3)`:                                                     "97,99,97,98,99",
		`return string.char(72, 105), ("Hi"):rep(3, nil), ("Hi"):upper(), ("Hi"):lower(), ("abc"):reverse(), #"abc"`:      "Hi,HiHiHi,HI,hi,cba,3",
		`return string.format("%d-%s-%5.2f", 3, "x", 1.5)`:                                                                "3-x- 1.50",
		`return 1 .. "", "a" .. 2 .. "b", "x" .. 1.5`:                                                                     "1,a2b,x1.5",
		`return select("#", unpack({1, 2, 3})), unpack({1, 2, 3}, 2)`:                                                     "3,2,3",
		`local t = {3, 1, 2} table.sort(t, function(a, b) return a > b end) return table.concat(t, ",")`:                  "3,2,1",
		`return pcall(function() error("boom", 0) end)`:                                                                   "false,boom",
		`return xpcall(function() error({}) end, function(e) return "handled" end)`:                                       "false,handled",
		`return xpcall(function() return 1, 2 end, function(e) return e end)`:                                             "true,1,2",
	} {
		got, err := eval(h, src)
		require.NoError(t, err, src)
		require.Equal(t, want, got, src)
	}
	for src, msg := range map[string]string{
		`return ("x"):find("%")`:            "malformed pattern (ends with '%')",
		`return ("x"):find("[a")`:           "malformed pattern (missing ']')",
		`return ("x"):match("(x")`:          "unfinished capture",
		`return ("x"):match("x)")`:          "invalid pattern capture",
		`return ("x"):match("%1")`:          "invalid capture index",
		`return ("x"):gsub("x", "%2")`:      "invalid capture index",
		`return ("x"):find("%f")`:           "missing '[' after '%f' in pattern",
		`return ("x"):find("%b")`:           "unbalanced pattern",
		`return ("x") .. {}`:                "cannot perform concat operation between string and table",
		`return string.format("%5000d", 1)`: "invalid format (width or precision too long)",
		`return string.format("%y", 1)`:     "invalid option to 'format'",
	} {
		_, err := eval(h, src)
		require.ErrorContains(t, err, msg, src)
	}
}
