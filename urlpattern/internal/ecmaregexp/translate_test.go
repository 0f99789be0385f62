package ecmaregexp

import (
	"errors"
	"math/rand"
	"regexp"
	"regexp/syntax"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// translateTests are ECMAScript sources (flag v, plus i when icase) with the
// strings they must and must not match (RegExp.prototype.test, an unanchored
// search), or the substring of the error Translate must return.
var translateTests = []struct {
	pattern string
	icase   bool
	err     string
	match   []string
	noMatch []string
}{
	// Regexps that URL Pattern generates (WPT urlpatterntestdata.json).
	{pattern: `^(?:\/([^\/]+?))$`, match: []string{"/foo", "/a b"}, noMatch: []string{"/foo/bar", "/", "foo"}},
	{pattern: `^(?:([a-z]+))$`, match: []string{"abc"}, noMatch: []string{"ABC", "ab1", ""}},
	{pattern: `^(?:([a-z]+))$`, icase: true, match: []string{"abc", "ABC", "ſ", "\u212a"}, noMatch: []string{"ab1"}},
	{pattern: `^(?:(\d+))$`, match: []string{"123"}, noMatch: []string{"12a", "١٢", ""}},
	{pattern: `^(?:([a-z]+))[\/]?$`, icase: true, match: []string{"ABC/", "abc"}, noMatch: []string{"abc//", "/"}},
	{pattern: `^(?:\/foo\/([^\/]+?))$`, match: []string{"/foo/bar"}, noMatch: []string{"/foo/bar/baz", "/foo/"}},
	{pattern: `^(?:(.*))$`, match: []string{"", "anything"}, noMatch: []string{"a\nb"}},
	{pattern: `^(?:\/(?:[^\/]+?))?\/?$`, match: []string{"/", "", "/x", "/x/"}, noMatch: []string{"/x/y"}},
	{pattern: `\/`, match: []string{"/"}, noMatch: []string{"\\"}},
	// With the v flag '/' must be escaped in a class (ClassSetSyntaxCharacter),
	// which is why URL Pattern generates [^\/].
	{pattern: `(?:[^/]+?)`, err: "'/' must be escaped"},
	{pattern: ``, match: []string{"", "x"}},
	// User regexp groups from WPT urlpatterntestdata.json.
	{pattern: `^(?:([[a-z]--a]))$`, match: []string{"b"}, noMatch: []string{"a", "B"}},
	{pattern: `^(?:([\d&&[0-1]]))$`, match: []string{"1"}, noMatch: []string{"2"}},
	{pattern: `^(?:(.com\/))$`, match: []string{"xcom/", ".com/"}, noMatch: []string{"x.com/", ".com"}},
	{pattern: `^(?:(sub(?:.)))$`, match: []string{"subx"}, noMatch: []string{"sub"}},
	{pattern: `^(?:(café))$`, match: []string{"café"}, noMatch: []string{"cafe"}},
	{pattern: `^(?:(\m))$`, err: "invalid escape \\m"},
	{pattern: `^(?:(\H))$`, err: "invalid escape \\H"},
	{pattern: `^(?:((?R)))$`, err: "invalid group"},

	// . and the line terminators.
	{pattern: `^.$`, match: []string{"a", "😀", "é", "\u0085"}, noMatch: []string{"\n", "\r", "\u2028", "\u2029", "ab", ""}},
	{pattern: `^.$`, icase: true, match: []string{"A", "ſ"}, noMatch: []string{"\n", "\u2029"}},
	{pattern: `^(?s:.)$`, match: []string{"\n", "\r", "\u2028", "x"}},
	{pattern: `^a.c$`, icase: true, match: []string{"AXC", "abc"}, noMatch: []string{"a\rc"}},

	// ^ and $ are the ends of the input.
	{pattern: `^a$`, match: []string{"a"}, noMatch: []string{"a\n", "\na", "ba"}},
	{pattern: `a^`, noMatch: []string{"a", ""}},
	{pattern: `^*`, err: "nothing to repeat"},
	{pattern: `a$+`, err: "nothing to repeat"},

	// \s is ECMAScript's WhiteSpace and LineTerminator, not RE2's.
	{pattern: `^\s+$`, match: []string{"\t\n\v\f\r \u00a0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"}, noMatch: []string{"\u200b", "\u0085", "\u180e", "a"}},
	{pattern: `^\S$`, match: []string{"a", "\u0085"}, noMatch: []string{"\u00a0", "\ufeff", "\v"}},
	{pattern: `^[\s--\n]+$`, match: []string{" \t"}, noMatch: []string{"\n"}},

	// \d is ASCII only.
	{pattern: `^\d$`, match: []string{"0", "9"}, noMatch: []string{"a", "٣", "１"}},
	{pattern: `^\D$`, match: []string{"a", "٣"}, noMatch: []string{"5"}},

	// \w is ASCII; with i it also holds U+017F and U+212A.
	{pattern: `^\w+$`, match: []string{"abc_XYZ09"}, noMatch: []string{"é", "ſ", "\u212a", "-"}},
	{pattern: `^\w$`, icase: true, match: []string{"ſ", "\u212a", "k", "K", "s"}, noMatch: []string{"é", "-"}},
	{pattern: `^\W$`, icase: true, match: []string{"-", "é"}, noMatch: []string{"ſ", "\u212a", "s", "K"}},
	{pattern: `^\W$`, match: []string{"ſ", "\u212a", "-"}, noMatch: []string{"a", "_"}},
	{pattern: `^[\w--\d]+$`, match: []string{"ab_Z"}, noMatch: []string{"a1"}},

	// \b and \B.
	{pattern: `\bfoo\b`, match: []string{"a foo b", "foo"}, noMatch: []string{"afoo", "foo_"}},
	{pattern: `\Bfoo`, match: []string{"afoo"}, noMatch: []string{"foo", "a foo"}},
	{pattern: `\bfoo`, icase: true, err: "with the i flag is not supported"},
	{pattern: `\b+`, err: "nothing to repeat"},

	// \p and \P.
	{pattern: `^\p{L}+$`, match: []string{"abcΩж漢"}, noMatch: []string{"1", "-", ""}},
	{pattern: `^\p{Letter}$`, match: []string{"ж"}, noMatch: []string{"1"}},
	{pattern: `^\p{Script=Greek}+$`, match: []string{"αβγΩ"}, noMatch: []string{"a"}},
	{pattern: `^\p{sc=Grek}$`, match: []string{"α"}, noMatch: []string{"a"}},
	{pattern: `^\p{Script=Latn}$`, match: []string{"a", "é"}, noMatch: []string{"α"}},
	{pattern: `^\P{Lu}$`, match: []string{"a", "1"}, noMatch: []string{"A", "Ω"}},
	// v+i: \P{Lu} is the complement of the case-folded Lu, so no letter
	// with an uppercase form matches.
	{pattern: `^\P{Lu}$`, icase: true, match: []string{"1", "ª"}, noMatch: []string{"A", "a", "ω"}},
	{pattern: `^\p{Lu}$`, icase: true, match: []string{"A", "a", "ſ"}, noMatch: []string{"1"}},
	{pattern: `^\p{General_Category=Decimal_Number}+$`, match: []string{"0١२"}, noMatch: []string{"a"}},
	{pattern: `^\p{gc=Nd}$`, match: []string{"7"}, noMatch: []string{"Ⅶ"}},
	{pattern: `^\p{digit}$`, match: []string{"7"}, noMatch: []string{"x"}},
	{pattern: `^\p{LC}$`, match: []string{"a", "A", "ǅ"}, noMatch: []string{"ª"}},
	{pattern: `^\p{C}$`, match: []string{"\u0378", "\x00", "\ue000"}, noMatch: []string{"a"}},
	{pattern: `^\p{Cn}$`, match: []string{"\u0378"}, noMatch: []string{"a"}},
	{pattern: `^\p{ASCII}$`, match: []string{"a", "\x7f"}, noMatch: []string{"é"}},
	{pattern: `^\p{Any}$`, match: []string{"😀", "\n"}},
	{pattern: `^\p{Assigned}$`, match: []string{"a"}, noMatch: []string{"\u0378"}},
	{pattern: `^\p{Alpha}$`, match: []string{"a", "ª", "Ⅰ", "\u0345"}, noMatch: []string{"1", "-"}},
	{pattern: `^\p{Lowercase}$`, match: []string{"a", "ª"}, noMatch: []string{"A"}},
	{pattern: `^\p{Script=Unknown}$`, match: []string{"\u0378"}, noMatch: []string{"a"}},
	{pattern: `^\p{sc=Hrkt}$`, noMatch: []string{"ア", "あ"}},
	{pattern: `^\p{space}$`, match: []string{"\u0085", " "}, noMatch: []string{"\ufeff"}},
	{pattern: `\p{Script_Extensions=Greek}`, err: "Script_Extensions is not supported"},
	{pattern: `\p{scx=Grek}`, err: "Script_Extensions is not supported"},
	{pattern: `\p{scx=Nope}`, err: "invalid Script_Extensions value"},
	{pattern: `\p{RGI_Emoji}`, err: "property of strings"},
	{pattern: `\P{RGI_Emoji}`, err: "property of strings"},
	{pattern: `\p{Emoji}`, err: "Emoji is not supported"},
	{pattern: `\p{IDS}`, err: "ID_Start is not supported"},
	{pattern: `\p{Foo}`, err: "invalid property name"},
	{pattern: `\p{Greek}`, err: "invalid property name"},
	{pattern: `\p{ascii}`, err: "invalid property name"},
	{pattern: `\p{gc=Greek}`, err: "invalid General_Category value"},
	{pattern: `\p{L`, err: "invalid property escape"},
	{pattern: `\p`, err: "invalid property escape"},

	// Character escapes.
	{pattern: `^\u{1F600}$`, match: []string{"😀"}, noMatch: []string{"\ufffd", ""}},
	{pattern: `^\uD83D\uDE00$`, match: []string{"😀"}, noMatch: []string{"\ufffd"}},
	{pattern: `^[\uD83D\uDE00]$`, match: []string{"😀"}},
	// A lone surrogate never matches valid UTF-8 (nor U+FFFD, which RE2
	// would match for a surrogate literal).
	{pattern: `^\uD83D`, noMatch: []string{"😀", "\ufffd", "\xed\xa0\xbd"}},
	{pattern: `^[\uD83D]`, noMatch: []string{"😀", "\ufffd"}},
	{pattern: `^[\uD800-\uDFFF]`, noMatch: []string{"😀", "\ufffd"}},
	{pattern: `^[\q{\uD83Da|b}]$`, match: []string{"b"}, noMatch: []string{"\ufffda", "a"}},
	{pattern: `^[\q{\uD83Da}]$`, noMatch: []string{"\ufffda", "a", ""}},
	{pattern: `^[^\uD800-\uDFFF]$`, match: []string{"\ufffd", "a"}},
	{pattern: `^\x41\u0042\u{43}\cJ\0\t\f\v\r$`, match: []string{"ABC\n\x00\t\f\v\r"}},
	{pattern: `^\^\$\\\.\*\+\?\(\)\[\]\{\}\|\/$`, match: []string{`^$\.*+?()[]{}|/`}},
	{pattern: `\01`, err: "\\0 followed by a digit"},
	{pattern: `\x4`, err: "invalid escape \\x"},
	{pattern: `\u12`, err: "invalid Unicode escape"},
	{pattern: `\u{110000}`, err: "invalid Unicode escape"},
	{pattern: `\c1`, err: "invalid escape \\c"},
	{pattern: `\a`, err: "invalid escape \\a"},
	{pattern: `\-`, err: "invalid escape \\-"},
	{pattern: `\q{a}`, err: "invalid escape \\q"},
	{pattern: `a\`, err: "\\ at end of pattern"},

	// Groups.
	{pattern: `^(a)(?:b)(?<c>d)$`, match: []string{"abd"}, noMatch: []string{"abc"}},
	{pattern: `^(?<a>x)|(?<a>y)$`, match: []string{"x", "y"}, noMatch: []string{"z"}},
	{pattern: `(?<a>x)|(?:(?<a>y)|(?<a>z))`, match: []string{"z"}},
	{pattern: `(?<a>x)(?<a>y)`, err: "duplicate group name"},
	{pattern: `(?:(?<a>x)|y)(?<a>z)`, err: "duplicate group name"},
	{pattern: `(?<a>(?<a>x)|y)`, err: "duplicate group name"},
	{pattern: `(?<a>x)|(?<a>y)(?<a>z)`, err: "duplicate group name"},
	{pattern: `(?<$a>x)`, err: "RE2 group names may hold only"},
	{pattern: `(?<é>x)`, err: "RE2 group names may hold only"},
	{pattern: `(?<\u0061b>x)\k<ab>`, err: "backreference \\k<ab>"},
	{pattern: `(?<1a>x)`, err: "invalid character"},
	{pattern: `(?<>x)`, err: "empty group name"},
	{pattern: `(?<a`, err: "unterminated group name"},
	{pattern: `(a`, err: "unterminated group"},
	{pattern: `a)`, err: "unmatched ')'"},
	{pattern: `^(?:)$`, match: []string{""}, noMatch: []string{"a"}},
	{pattern: `^(?:a|)$`, match: []string{"", "a"}, noMatch: []string{"b"}},

	// Modifiers (ES2025).
	{pattern: `^(?i:a)b$`, match: []string{"Ab", "ab"}, noMatch: []string{"aB"}},
	{pattern: `^(?-i:a)b$`, icase: true, match: []string{"aB", "ab"}, noMatch: []string{"Ab"}},
	{pattern: `^(?i:[^a])$`, match: []string{"b"}, noMatch: []string{"A", "a"}},
	{pattern: `^(?s-i:.)$`, icase: true, match: []string{"\n"}},
	{pattern: `^(?m:a)$`, match: []string{"a"}},
	{pattern: `(?m:^a)`, err: "m modifier"},
	{pattern: `(?ii:a)`, err: "repeated flag"},
	{pattern: `(?i-i:a)`, err: "repeated flag"},
	{pattern: `(?-:a)`, err: "needs at least one modifier"},
	{pattern: `(?x:a)`, err: "invalid group"},
	{pattern: `(?i)a`, err: "invalid group"},

	// Lookaround and backreferences: valid ECMAScript that RE2 cannot do.
	{pattern: `a(?=b)`, err: "lookahead assertion (?=...) is not supported"},
	{pattern: `a(?!b)`, err: "negative lookahead assertion (?!...) is not supported"},
	{pattern: `(?<=a)b`, err: "lookbehind assertion (?<=...) is not supported"},
	{pattern: `(?<!a)b`, err: "negative lookbehind assertion (?<!...) is not supported"},
	{pattern: `(a)\1`, err: "backreference \\1 is not supported"},
	{pattern: `\1(a)`, err: "backreference \\1 is not supported"},
	{pattern: `\2(a)`, err: "only 1 capturing groups"},
	{pattern: `(?<n>a)\k<n>`, err: "backreference \\k<n> is not supported"},
	{pattern: `\k<n>`, err: "no group has that name"},
	{pattern: `\k`, err: "invalid escape \\k"},

	// Quantifiers.
	{pattern: `^a{2,3}$`, match: []string{"aa", "aaa"}, noMatch: []string{"a", "aaaa"}},
	{pattern: `^a{2}$`, match: []string{"aa"}, noMatch: []string{"aaa"}},
	{pattern: `^a{2,}$`, match: []string{"aaaaa"}, noMatch: []string{"a"}},
	{pattern: `^a{0001,02}$`, match: []string{"a", "aa"}, noMatch: []string{""}},
	{pattern: `^a+?b*?c??d{1,2}?$`, match: []string{"ad", "aabbcdd"}},
	{pattern: `^x{1000}$`, match: []string{strings.Repeat("x", 1000)}, noMatch: []string{"x"}},
	{pattern: `a{2,1}`, err: "numbers out of order"},
	{pattern: `a{99999999999999999999,99999999999999999998}`, err: "numbers out of order"},
	{pattern: `{`, err: "lone '{'"},
	{pattern: `a{`, err: "lone '{'"},
	{pattern: `a{1`, err: "lone '{'"},
	{pattern: `a{,5}`, err: "lone '{'"},
	{pattern: `{1}`, err: "nothing to repeat"},
	{pattern: `a}`, err: "lone '}'"},
	{pattern: `a]`, err: "lone ']'"},
	{pattern: `a{1001}`, err: "RE2 allows at most 1000"},
	{pattern: `a{0,1001}`, err: "RE2 allows at most 1000"},
	{pattern: `a{99999999999999999999}`, err: "RE2 allows at most 1000"},
	{pattern: `a**`, err: "nothing to repeat"},
	{pattern: `*a`, err: "nothing to repeat"},
	{pattern: `a{2}{3}`, err: "nothing to repeat"},
	{pattern: `a|*`, err: "nothing to repeat"},

	// Character classes with the v flag.
	{pattern: `^[]$`, noMatch: []string{"", "a"}},
	{pattern: `^a[]?b$`, match: []string{"ab"}},
	{pattern: `^[^]$`, match: []string{"\n", "😀"}, noMatch: []string{""}},
	{pattern: `^[\p{L}--[a-z]]$`, match: []string{"A", "é"}, noMatch: []string{"a", "1"}},
	{pattern: `^[\d&&[0-4]]$`, match: []string{"3"}, noMatch: []string{"7", "a"}},
	{pattern: `^[[a-z]--[aeiou]]$`, match: []string{"b", "z"}, noMatch: []string{"a", "B"}},
	{pattern: `^[[a-z]--[aeiou]]$`, icase: true, match: []string{"B", "\u212a"}, noMatch: []string{"A", "e", "1"}},
	{pattern: `^[[a-z][0-9]]+$`, match: []string{"a1b2"}, noMatch: []string{"-"}},
	{pattern: `^[[a-z]&&[^aeiou]&&[a-m]]$`, match: []string{"b", "m"}, noMatch: []string{"a", "n"}},
	{pattern: `^[\p{L}&&\p{ASCII}]$`, match: []string{"a", "Z"}, noMatch: []string{"é", "1"}},
	{pattern: `^[\w&&[^\d]]$`, match: []string{"_"}, noMatch: []string{"3"}},
	{pattern: `^[^\d\s]$`, match: []string{"a"}, noMatch: []string{"1", " ", "\u3000"}},
	{pattern: `^[a-c\d]+$`, match: []string{"a1c"}, noMatch: []string{"d"}},
	{pattern: `^[\b]$`, match: []string{"\b"}, noMatch: []string{"b"}},
	{pattern: `^[\-a]$`, match: []string{"-", "a"}},
	{pattern: `^[a!&.^]+$`, match: []string{"!&.^"}},
	{pattern: `^[\&\!\#\%\,\:\;\<\=\>\@\` + "`" + `\~]+$`, match: []string{"&!#%,:;<=>@`~"}},
	{pattern: `^[\p{Lu}--[A-Z]]$`, icase: true, match: []string{"é", "É"}, noMatch: []string{"a", "k", "\u212a"}},
	{pattern: `^[^a]$`, icase: true, match: []string{"b"}, noMatch: []string{"A", "a"}},
	{pattern: `^k$`, icase: true, match: []string{"\u212a", "K"}},
	{pattern: `^ſ$`, icase: true, match: []string{"s", "S"}},
	{pattern: `^[^\P{Lu}]$`, match: []string{"A"}, noMatch: []string{"a"}},

	// \q{...} string alternatives.
	{pattern: `^[\q{a|b}]$`, match: []string{"a", "b"}, noMatch: []string{"ab", ""}},
	{pattern: `^[\q{abc|d}]$`, match: []string{"abc", "d"}, noMatch: []string{"ab", "abcd"}},
	{pattern: `^[\q{abc|d}x]+$`, match: []string{"abcxd"}, noMatch: []string{"ab"}},
	{pattern: `^[\q{}]$`, match: []string{""}, noMatch: []string{"a"}},
	{pattern: `^[\q{ab|c}]$`, icase: true, match: []string{"AB", "aB", "C"}, noMatch: []string{"A"}},
	{pattern: `^[\q{AB}--\q{ab}]$`, icase: true, noMatch: []string{"ab", "AB", ""}},
	{pattern: `^[\q{ab|cd}&&\q{cd|x}]$`, match: []string{"cd"}, noMatch: []string{"ab", "x"}},
	{pattern: `^[^\q{a|b}]$`, match: []string{"c"}, noMatch: []string{"a", "b"}},
	{pattern: `^[^[\q{ab}&&a]]$`, match: []string{"a", "b"}},
	{pattern: `^[^[\q{ab|a}&&a]]$`, match: []string{"b"}, noMatch: []string{"a"}},
	{pattern: `[^\q{ab}]`, err: "negated character class may contain strings"},
	{pattern: `[^\q{}]`, err: "negated character class may contain strings"},
	{pattern: `[^[\q{abc}--\q{abc}]]`, err: "negated character class may contain strings"},
	{pattern: `[\q{a-b}]`, err: "'-' must be escaped"},
	{pattern: `[\q{a`, err: "unterminated \\q{...}"},
	{pattern: `[\q]`, err: "expected \\q{...}"},

	// v-flag class syntax errors.
	{pattern: `[a-z&&b]`, err: "cannot follow a union or a range"},
	{pattern: `[a&&b--c]`, err: "operators cannot be mixed"},
	{pattern: `[ab&&c]`, err: "cannot follow a union or a range"},
	{pattern: `[a&&&b]`, err: "'&&&'"},
	{pattern: `[a&&]`, err: "missing operand"},
	{pattern: `[a-]`, err: "invalid range"},
	{pattern: `[-a]`, err: "'-' must be escaped"},
	{pattern: `[z-a]`, err: "range out of order"},
	{pattern: `[\d-z]`, err: "'-' must be escaped"},
	{pattern: `[a-\d]`, err: "invalid range"},
	{pattern: `[a|b]`, err: "'|' must be escaped"},
	{pattern: `[(]`, err: "'(' must be escaped"},
	{pattern: `[{]`, err: "'{' must be escaped"},
	{pattern: `[!!]`, err: "reserved double punctuator !!"},
	{pattern: `[a..]`, err: "reserved double punctuator .."},
	{pattern: `[a^^]`, err: "reserved double punctuator ^^"},
	{pattern: `[\1]`, err: "invalid escape \\1 in a character class"},
	{pattern: `[\B]`, err: "invalid escape \\B"},
	{pattern: `[a`, err: "unterminated character class"},
	{pattern: `[[a]`, err: "unterminated character class"},

	// Limits and encoding.
	{pattern: strings.Repeat("(", 1001) + strings.Repeat(")", 1001), err: "nested more than 1000 deep"},
	{pattern: strings.Repeat("[", 1001) + strings.Repeat("]", 1001), err: "nested more than 1000 deep"},
	{pattern: "a\xffb", err: "not valid UTF-8"},
}

func TestTranslate(t *testing.T) {
	for _, tc := range translateTests {
		got, err := Translate(tc.pattern, tc.icase)
		name := tc.pattern
		if len(name) > 60 {
			name = name[:60] + "..."
		}
		if tc.icase {
			name += " (i)"
		}
		if tc.err != "" {
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Errorf("Translate(%q) = %q, %v; want *SyntaxError containing %q", name, got, err, tc.err)
				continue
			}
			if !strings.Contains(se.Msg, tc.err) {
				t.Errorf("Translate(%q) error = %q; want it to contain %q", name, se.Msg, tc.err)
			}
			if se.Pattern != tc.pattern || se.Offset < 0 || se.Offset > len(tc.pattern) {
				t.Errorf("Translate(%q) error has Pattern %q, Offset %d", name, se.Pattern, se.Offset)
			}
			continue
		}
		if err != nil {
			t.Errorf("Translate(%q) error: %v", name, err)
			continue
		}
		re, err := regexp.Compile(got)
		if err != nil {
			t.Errorf("Translate(%q) = %q, which does not compile: %v", name, got, err)
			continue
		}
		for _, s := range tc.match {
			if !re.MatchString(s) {
				t.Errorf("Translate(%q) = %q does not match %q", name, got, s)
			}
		}
		for _, s := range tc.noMatch {
			if re.MatchString(s) {
				t.Errorf("Translate(%q) = %q matches %q", name, got, s)
			}
		}
	}
}

// TestTranslateShapes checks the exact output for simple patterns.
func TestTranslateShapes(t *testing.T) {
	for _, tc := range []struct {
		pattern string
		icase   bool
		want    string
	}{
		{`^(?:([a-z]+))$`, false, `^(?:([a-z]+))$`},
		// Under i a class is written case-closed, inside (?-i:...) so that
		// RE2 does not fold it again.
		{`^(?:([a-z]+))$`, true, `(?i)^(?:((?-i:[A-Za-z\x{17F}\x{212A}])+))$`},
		// A literal is left to RE2's (?i); a class, even of one letter, is
		// written closed.
		{`^a[b]$`, true, `(?i)^a(?-i:[Bb])$`},
		// The segment wildcard of a component without delimiter.
		{`[^]+?`, true, `(?i)(?-i:[\x{0}-\x{D7FF}\x{E000}-\x{10FFFF}])+?`},
		{`^(?:\/([^\/]+?))$`, false, `^(?:\/([^\/]+?))$`},
		{`\/`, false, `\/`},
		{`(?<name>x)`, false, `(?P<name>x)`},
		{`a{0001,02}b{3,}?`, false, `a{1,2}b{3,}?`},
		{`[\d&&[0-4]]`, false, `[0-4]`},
		{`[\q{abc|d|}]`, false, `(?:abc|d|)`},
		{`.`, false, `[^\n\r\x{2028}\x{2029}]`},
		{`(?i:a)`, false, `(?i:a)`},
	} {
		got, err := Translate(tc.pattern, tc.icase)
		if err != nil || got != tc.want {
			t.Errorf("Translate(%q, %v) = %q, %v; want %q", tc.pattern, tc.icase, got, err, tc.want)
		}
	}
}

// TestGroups checks that capture groups keep their numbers and names.
func TestGroups(t *testing.T) {
	for _, tc := range []struct {
		pattern string
		names   []string
		input   string
		subs    []string
	}{
		{`(?<name>x)`, []string{"", "name"}, "x", []string{"x", "x"}},
		{`(a)(?:b)(?<c>d)(?i:(e))`, []string{"", "", "c", ""}, "abdE", []string{"abdE", "a", "d", "E"}},
		{`^(?:\/([^\/]+?))$`, []string{"", ""}, "/foo", []string{"/foo", "foo"}},
		{`(?<a>x)|(?<a>y)`, []string{"", "a", "a"}, "y", []string{"y", "", "y"}},
		{`[\(](\d+)`, []string{"", ""}, "(12", []string{"(12", "12"}},
	} {
		got, err := Translate(tc.pattern, false)
		if err != nil {
			t.Errorf("Translate(%q): %v", tc.pattern, err)
			continue
		}
		re := regexp.MustCompile(got)
		if !slices.Equal(re.SubexpNames(), tc.names) {
			t.Errorf("Translate(%q) = %q has SubexpNames %q, want %q", tc.pattern, got, re.SubexpNames(), tc.names)
		}
		if subs := re.FindStringSubmatch(tc.input); !slices.Equal(subs, tc.subs) {
			t.Errorf("Translate(%q) = %q: submatches of %q are %q, want %q", tc.pattern, got, tc.input, subs, tc.subs)
		}
	}
}

// TestSyntaxError checks the error type and its message.
func TestSyntaxError(t *testing.T) {
	_, err := Translate(`ab(?=c)`, false)
	var se *SyntaxError
	if !errors.As(err, &se) {
		t.Fatalf("error %v is not a *SyntaxError", err)
	}
	if se.Offset != 2 || se.Pattern != `ab(?=c)` {
		t.Errorf("SyntaxError = %+v, want Offset 2", se)
	}
	if msg := err.Error(); !strings.Contains(msg, "/ab(?=c)/") || !strings.Contains(msg, "lookahead") {
		t.Errorf("Error() = %q", msg)
	}
}

// TestSpaceSet checks \s against the code points ECMA-262 lists.
func TestSpaceSet(t *testing.T) {
	want := runesOf('\t', '\n', '\v', '\f', '\r', ' ', 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF).
		union(rangeSet(0x2000, 0x200A))
	if got := spaceSet(); !got.equal(want) {
		t.Errorf("spaceSet() = %x, want %x", got, want)
	}
}

// TestGoTables checks assumptions about Go's unicode tables that the
// property translation relies on.
func TestGoTables(t *testing.T) {
	var twoLetter runeSet
	for name, tab := range unicode.Categories {
		if len(name) == 2 && name != "LC" {
			s := fromTable(tab)
			if !twoLetter.intersect(s).isEmpty() {
				t.Errorf("category %s overlaps another", name)
			}
			twoLetter = twoLetter.union(s)
		}
	}
	if !twoLetter.equal(fullSet()) {
		t.Errorf("the two-letter categories do not cover all code points")
	}
	for group := range gcGroups {
		got, _ := generalCategory(group)
		if tab, ok := unicode.Categories[group]; ok && !fromTable(tab).equal(got) {
			t.Errorf("Go's category %s differs from the union of its parts", group)
		}
	}
	for alias, short := range gcAliases {
		if _, ok := unicode.Categories[short]; !ok {
			t.Errorf("gcAliases[%q] = %q, which Go does not know", alias, short)
		}
	}
}

// TestScriptAliasesCoverGo checks that every script Go knows has its short
// alias here, so that a newer Unicode in Go is noticed.
func TestScriptAliasesCoverGo(t *testing.T) {
	// Scripts whose ISO 15924 code equals their long name.
	selfNamed := map[string]bool{"Ahom": true, "Cham": true, "Kawi": true, "Lisu": true,
		"Modi": true, "Newa": true, "Thai": true, "Toto": true}
	// Scripts newer than some Go release this module supports, with the
	// Unicode version that added them: Go 1.26 has Unicode 15.0.0 and
	// does not know them, Go 1.27 (Unicode 17.0.0) does.
	added := map[string]string{"Garay": "16.0.0", "Gurung_Khema": "16.0.0", "Kirat_Rai": "16.0.0",
		"Ol_Onal": "16.0.0", "Sunuwar": "16.0.0", "Todhri": "16.0.0", "Tulu_Tigalari": "16.0.0",
		"Beria_Erfe": "17.0.0", "Sidetic": "17.0.0", "Tai_Yo": "17.0.0", "Tolong_Siki": "17.0.0"}
	have := map[string]bool{}
	for _, long := range scriptAliases {
		have[long] = true
		_, ok := script(long)
		if v, newer := added[long]; newer && unicode.Version < v {
			if ok {
				t.Errorf("script %q, added in Unicode %s, is known to Go's Unicode %s", long, v, unicode.Version)
			}
			continue
		}
		if !ok {
			t.Errorf("alias target %q is not a script", long)
		}
	}
	for name := range unicode.Scripts {
		if !have[name] && !selfNamed[name] {
			t.Errorf("script %q has no short alias in scriptAliases", name)
		}
	}
}

// TestCaseClose checks the case closure against Go's own (?i) matching.
func TestCaseClose(t *testing.T) {
	foldOnce.Do(loadFoldRunes)
	for _, r := range foldRunes {
		re := regexp.MustCompile(`(?i)^` + regexp.QuoteMeta(string(r)) + `$`)
		closed := caseClose(runesOf(r))
		for _, rg := range closed {
			for m := rg.lo; m <= rg.hi; m++ {
				if !re.MatchString(string(m)) {
					t.Errorf("caseClose(%U) has %U, which (?i) does not match", r, m)
				}
			}
		}
		if !closed.contains(foldKey(r)) {
			t.Errorf("foldKey(%U) = %U is not in its orbit", r, foldKey(r))
		}
	}
	if got := caseClose(wordSet()); !got.equal(wordSet().union(runesOf(0x17F, 0x212A))) {
		t.Errorf("caseClose(\\w) = %x", got)
	}
}

// TestRuneSetOps checks the range-set operations against a brute-force model
// over a small universe.
func TestRuneSetOps(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	const n = 64
	random := func() (runeSet, [n]bool) {
		var raw []runeRange
		var m [n]bool
		for range rng.Intn(6) {
			lo := rune(rng.Intn(n))
			hi := lo + rune(rng.Intn(8))
			if hi >= n {
				hi = n - 1
			}
			raw = append(raw, runeRange{lo, hi})
			for r := lo; r <= hi; r++ {
				m[r] = true
			}
		}
		return normalize(raw), m
	}
	check := func(op string, got runeSet, want func(r rune) bool) {
		t.Helper()
		for i := 1; i < len(got); i++ {
			if got[i].lo <= got[i-1].hi+1 {
				t.Fatalf("%s: %v is not normalized", op, got)
			}
		}
		for r := rune(0); r < n; r++ {
			if got.contains(r) != want(r) {
				t.Fatalf("%s: %v contains(%d) = %v", op, got, r, got.contains(r))
			}
		}
	}
	for range 2000 {
		a, am := random()
		b, bm := random()
		check("union", a.union(b), func(r rune) bool { return am[r] || bm[r] })
		check("intersect", a.intersect(b), func(r rune) bool { return am[r] && bm[r] })
		check("subtract", a.subtract(b), func(r rune) bool { return am[r] && !bm[r] })
		c := a.complement()
		check("complement", c, func(r rune) bool { return !am[r] })
		if !c.contains(maxRune) || !c.complement().equal(a) {
			t.Fatalf("complement(%v) = %v", a, c)
		}
	}
}

// TestLinearTime checks that a long pattern translates quickly.
func TestLinearTime(t *testing.T) {
	// Bytes allocated for a pattern of each size and one 4 times larger: a
	// linear translation allocates about 4 times as much, a quadratic one
	// 16 times. (Time is for BenchmarkTranslateLarge; a test asserts no
	// clock.)
	small, large := translateAllocs(t, 500), translateAllocs(t, 2000)
	ratio := float64(large) / float64(small)
	t.Logf("bytes allocated: %d at 1x, %d at 4x (%.2f times)", small, large, ratio)
	if ratio > 6 {
		t.Errorf("bytes allocated grew %.1f times for a pattern 4 times longer (%d -> %d): not linear", ratio, small, large)
	}
}

// largePattern returns a pattern with k repetitions of each construct.
func largePattern(k int) string {
	var class strings.Builder
	for r := rune(0x4E00); r < 0x4E00+rune(20*k); r += 2 {
		class.WriteRune(r)
	}
	return strings.Repeat(`(?:a|b[cd]\d)+?`, k) + strings.Repeat(`(?<n>x)|`, k) +
		`[` + class.String() + `]` + strings.Repeat(`\p{L}`, k/10) + `y`
}

func translateAllocs(t *testing.T, k int) uint64 {
	pattern := largePattern(k)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	if _, err := Translate(pattern, true); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// BenchmarkTranslateLarge translates large patterns of two sizes: the time
// per byte stays flat.
func BenchmarkTranslateLarge(b *testing.B) {
	for _, k := range []int{500, 2000} {
		pattern := largePattern(k)
		b.Run(strconv.Itoa(len(pattern))+"B", func(b *testing.B) {
			b.SetBytes(int64(len(pattern)))
			for b.Loop() {
				if _, err := Translate(pattern, true); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func FuzzTranslate(f *testing.F) {
	for _, tc := range translateTests {
		f.Add(tc.pattern, tc.icase)
	}
	f.Fuzz(func(t *testing.T, pattern string, icase bool) {
		out, err := Translate(pattern, icase)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("Translate(%q) error %v is not a *SyntaxError", pattern, err)
			}
			return
		}
		if _, err := regexp.Compile(out); err != nil {
			t.Fatalf("Translate(%q) = %q, which does not compile: %v", pattern, out, err)
		}
		checkProgramSize(t, pattern, out)
	})
}

// checkProgramSize checks that the program regexp.Compile makes of out, the
// translation of pattern, has no more instructions than programSize
// counts (plus the two that every program has), and so than the budget.
func checkProgramSize(t *testing.T, pattern, out string) {
	t.Helper()
	re, err := syntax.Parse(out, syntax.Perl)
	if err != nil {
		t.Fatalf("Translate(%q) = %q, which does not parse: %v", pattern, out, err)
	}
	estimate := programSize(re)
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		t.Fatalf("Translate(%q) = %q, which does not compile: %v", pattern, out, err)
	}
	if n := int64(len(prog.Inst)); n > estimate+2 || n > MaxProgramSize(len(pattern))+2 {
		t.Errorf("Translate(%q) compiles to %d instructions; programSize counts %d, the budget is %d", pattern, n, estimate, MaxProgramSize(len(pattern)))
	}
}

// TestProgramSize checks the budget: programSize bounds the compiled
// program of every translation, and a pattern over the budget is refused
// with ErrTooLarge.
func TestProgramSize(t *testing.T) {
	patterns := []string{`a{1000}`, `a{2,1000}`, `a{999,}`, `(?:ab|cd){0,1000}`, `(?:[a-z]{30}-){30}`,
		`\p{L}{50}`, `(?<x>a{10})?(b{10}){1,}`, `(?:a{1000}){0}`}
	for _, tc := range translateTests {
		if tc.err == "" {
			patterns = append(patterns, tc.pattern)
		}
	}
	for _, pattern := range patterns {
		out, err := Translate(pattern, false)
		if err != nil {
			t.Errorf("Translate(%q): %v", pattern, err)
			continue
		}
		checkProgramSize(t, pattern, out)
	}
	for _, tc := range []struct {
		pattern string
		tooBig  bool
	}{
		{strings.Repeat(`(a{1000})`, 10), false},
		{strings.Repeat(`(a{1000})`, 12), true},
		{strings.Repeat(`(a{1000})`, 1000), true},
		{strings.Repeat(`[a-z]{1000}`, 20), true},
		// Each copy of a class costs its ranges again: regexp's one-pass
		// compiler copies them per instruction.
		{`\p{L}{50}`, false},
		{`\p{L}{1000}`, true},
		// Each \p{L} is 10 KB of RE2 class: 20 fit MaxOutputLength, 40 do
		// not.
		{strings.Repeat(`\p{L}`, 20), false},
		{strings.Repeat(`\p{L}`, 40), true},
	} {
		_, err := Translate(tc.pattern, false)
		if got := errors.Is(err, ErrTooLarge); got != tc.tooBig {
			t.Errorf("Translate(%.40q...) = %v, want ErrTooLarge %v", tc.pattern, err, tc.tooBig)
		}
	}
}

// TestFoldRunesComplete checks that loadFoldRunes, which visits only
// unicode.CaseRanges, finds every code point whose SimpleFold orbit is not
// trivial.
func TestFoldRunesComplete(t *testing.T) {
	foldOnce.Do(loadFoldRunes)
	var want []rune
	for r := rune(0); r <= maxRune; r++ {
		if unicode.SimpleFold(r) != r {
			want = append(want, r)
		}
	}
	if !slices.Equal(foldRunes, want) {
		t.Errorf("foldRunes has %d code points, want %d", len(foldRunes), len(want))
	}
}
