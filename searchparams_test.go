// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"fmt"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/unicode"
)

// referenceUTF8Decode is the Encoding Standard's UTF-8 decoder, step by
// step, with its variable names: the slow, readable reference for
// utf8DecodeWithoutBOM.
// See https://encoding.spec.whatwg.org/#utf-8-decoder.
func referenceUTF8Decode(input string) string {
	var out []rune
	var codePoint rune
	bytesSeen, bytesNeeded := 0, 0
	lowerBoundary, upperBoundary := byte(0x80), byte(0xBF)
	for i := 0; i < len(input); i++ {
		b := input[i]
		if bytesNeeded == 0 {
			switch {
			case b <= 0x7F:
				out = append(out, rune(b))
			case 0xC2 <= b && b <= 0xDF:
				bytesNeeded = 1
				codePoint = rune(b & 0x1F)
			case 0xE0 <= b && b <= 0xEF:
				if b == 0xE0 {
					lowerBoundary = 0xA0
				}
				if b == 0xED {
					upperBoundary = 0x9F
				}
				bytesNeeded = 2
				codePoint = rune(b & 0xF)
			case 0xF0 <= b && b <= 0xF4:
				if b == 0xF0 {
					lowerBoundary = 0x90
				}
				if b == 0xF4 {
					upperBoundary = 0x8F
				}
				bytesNeeded = 3
				codePoint = rune(b & 0x7)
			default:
				out = append(out, utf8.RuneError)
			}
			continue
		}
		if b < lowerBoundary || b > upperBoundary {
			// Reset, restore the byte to the stream, and return error.
			codePoint, bytesNeeded, bytesSeen = 0, 0, 0
			lowerBoundary, upperBoundary = 0x80, 0xBF
			i--
			out = append(out, utf8.RuneError)
			continue
		}
		lowerBoundary, upperBoundary = 0x80, 0xBF
		codePoint = codePoint<<6 | rune(b&0x3F)
		bytesSeen++
		if bytesSeen != bytesNeeded {
			continue
		}
		out = append(out, codePoint)
		codePoint, bytesNeeded, bytesSeen = 0, 0, 0
	}
	// End of queue with bytes needed: error.
	if bytesNeeded != 0 {
		out = append(out, utf8.RuneError)
	}
	return string(out)
}

func TestUTF8DecodeWithoutBOM(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"empty", "", ""},
		{"ASCII", "abc", "abc"},
		{"byte order mark stays", "\xEF\xBB\xBFx", "\uFEFFx"},
		{"U+FFFD itself", "\xEF\xBF\xBD", "\uFFFD"},
		{"lone continuation byte", "a\x80b", "a\uFFFDb"},
		{"FF", "\xFF", "\uFFFD"},
		{"two bad bytes are two errors", "\xFE\xFF", "\uFFFD\uFFFD"},
		{"truncated 2-byte sequence", "\xC2", "\uFFFD"},
		{"truncated 2-byte sequence, then ASCII", "\xC2x", "\uFFFDx"},
		{"truncated 3-byte sequence is one error", "\xE2\x82", "\uFFFD"},
		{"truncated 4-byte sequence is one error", "\xF0\x9F\x92", "\uFFFD"},
		{"truncated 4-byte sequence, then ASCII", "\xF0\x9F\x92z", "\uFFFDz"},
		{"two truncated sequences", "\xE1\x80\xE1\x80", "\uFFFD\uFFFD"},
		{"overlong 2-byte", "\xC0\xAF", "\uFFFD\uFFFD"},
		{"overlong 3-byte: E0 takes A0-BF", "\xE0\x80\x80", "\uFFFD\uFFFD\uFFFD"},
		{"overlong 4-byte: F0 takes 90-BF", "\xF0\x80\x80\x80", "\uFFFD\uFFFD\uFFFD\uFFFD"},
		{"surrogate: ED takes 80-9F", "\xED\xA0\x80", "\uFFFD\uFFFD\uFFFD"},
		{"last before surrogates", "\xED\x9F\xBF", "\uD7FF"},
		{"beyond U+10FFFF: F4 takes 80-8F", "\xF4\x90\x80\x80", "\uFFFD\uFFFD\uFFFD\uFFFD"},
		{"U+10FFFF", "\xF4\x8F\xBF\xBF", "\U0010FFFF"},
		{"F5 never starts a sequence", "\xF5\x80", "\uFFFD\uFFFD"},
		{"valid after invalid", "\xC2\xE2\x82\xAC", "\uFFFD€"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := utf8DecodeWithoutBOM(tt.in); got != tt.want {
				t.Errorf("utf8DecodeWithoutBOM(%q) = %+q, want %+q", tt.in, got, tt.want)
			}
			if got := referenceUTF8Decode(tt.in); got != tt.want {
				t.Errorf("referenceUTF8Decode(%q) = %+q, want %+q", tt.in, got, tt.want)
			}
		})
	}
}

// TestUTF8DecodeAgainstReference compares the decoder with the reference
// on every sequence of up to three bytes drawn from the bytes where the
// decoder's branches change.
func TestUTF8DecodeAgainstReference(t *testing.T) {
	edges := []byte{0x00, 'a', 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
		0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF}
	var seqs []string
	for _, a := range edges {
		seqs = append(seqs, string([]byte{a}))
		for _, b := range edges {
			seqs = append(seqs, string([]byte{a, b}))
			for _, c := range edges {
				seqs = append(seqs, string([]byte{a, b, c}))
			}
		}
	}
	// Add the continuation to make each prefix complete, or not.
	for _, s := range slices.Clone(seqs) {
		seqs = append(seqs, s+"\x80", s+"\xBF\xBF")
	}
	for _, s := range seqs {
		if got, want := utf8DecodeWithoutBOM(s), referenceUTF8Decode(s); got != want {
			t.Errorf("utf8DecodeWithoutBOM(%q) = %+q, reference %+q", s, got, want)
		}
	}
}

// referenceCompareUTF16 compares a and b as JavaScript does: as sequences
// of UTF-16 code units.
func referenceCompareUTF16(a, b string) int {
	return slices.Compare(utf16.Encode([]rune(a)), utf16.Encode([]rune(b)))
}

func TestCompareUTF16(t *testing.T) {
	tests := []struct {
		name string
		a, b string
		want int
	}{
		{"equal", "abc", "abc", 0},
		{"prefix sorts first", "ab", "abc", -1},
		{"ASCII", "b", "a", 1},
		{"empty", "", "a", -1},
		{"U+1F308 before U+FB03 (surrogates D83C DF08 < FB03)", "\U0001F308", "\uFB03", -1},
		{"U+10000 before U+FFFD", "\U00010000", "\uFFFD", -1},
		{"U+D7FF before U+10000", "\uD7FF", "\U00010000", -1},
		{"U+E000 after U+10FFFF", "\uE000", "\U0010FFFF", 1},
		{"same high surrogate: by low surrogate", "a\U0001F308", "a\U0001F4A9", -1},
		{"U+FFFC before U+FFFD", "\uFFFC", "\uFFFD", -1},
		{"combining sequence before precomposed", "e\u0301", "\u00E9", -1},
		{"difference in a later code point", "é\U0001F308", "é\uFB03", -1},
		{"two-byte against three-byte", "\u07FF", "\u0800", -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := compareUTF16(tt.a, tt.b); got != tt.want {
				t.Errorf("compareUTF16(%+q, %+q) = %d, want %d", tt.a, tt.b, got, tt.want)
			}
			if got := compareUTF16(tt.b, tt.a); got != -tt.want {
				t.Errorf("compareUTF16(%+q, %+q) = %d, want %d", tt.b, tt.a, got, -tt.want)
			}
			if got := referenceCompareUTF16(tt.a, tt.b); got != tt.want {
				t.Errorf("reference(%+q, %+q) = %d, want %d", tt.a, tt.b, got, tt.want)
			}
		})
	}
}

// TestCompareUTF16AgainstReference compares every pair of short strings
// built from code points at the edges of the UTF-8 and UTF-16 ranges.
func TestCompareUTF16AgainstReference(t *testing.T) {
	runes := []rune{0, 'a', 0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFB03, 0xFFFC, 0xFFFD, 0xFFFF,
		0x10000, 0x1F308, 0x1F4A9, 0x103FF, 0x10400, 0x10FFFF}
	var strs []string
	for _, a := range runes {
		strs = append(strs, string(a))
		for _, b := range runes {
			strs = append(strs, string([]rune{a, b}))
		}
	}
	for _, a := range strs {
		for _, b := range strs {
			if got, want := compareUTF16(a, b), referenceCompareUTF16(a, b); got != want {
				t.Errorf("compareUTF16(%+q, %+q) = %d, reference %d", a, b, got, want)
			}
		}
	}
}

// TestFormSerializerASCII checks each ASCII character against the
// application/x-www-form-urlencoded percent-encode set: only ASCII
// alphanumerics and * - . _ stay, a space becomes '+', all else is %XX.
func TestFormSerializerASCII(t *testing.T) {
	for b := 0; b < 0x80; b++ {
		c := string(rune(b))
		var want string
		switch {
		case 'a' <= b && b <= 'z', 'A' <= b && b <= 'Z', '0' <= b && b <= '9', strings.ContainsRune("*-._", rune(b)):
			want = c
		case b == ' ':
			want = "+"
		default:
			want = fmt.Sprintf("%%%02X", b)
		}
		t.Run(fmt.Sprintf("%#02x", b), func(t *testing.T) {
			p := NewSearchParamsFromPairs([][2]string{{c, c}})
			if got := p.String(); got != want+"="+want {
				t.Errorf("(%q, %q) serializes as %q, want %q", c, c, got, want+"="+want)
			}
		})
	}
}

func TestFormParser(t *testing.T) {
	tests := []struct {
		name, in string
		want     [][2]string
	}{
		{"%2B is a plus sign, not a space", "a=%2B1", [][2]string{{"a", "+1"}}},
		{"%2b, lower case", "a%2bb=c", [][2]string{{"a+b", "c"}}},
		{"+ is a space", "a=1+2", [][2]string{{"a", "1 2"}}},
		{"+ and %20", "a=%20+%20", [][2]string{{"a", "   "}}},
		{"; is an ordinary byte", "a=1;b=2&c=3", [][2]string{{"a", "1;b=2"}, {"c", "3"}}},
		{"%3B decodes to ;", "a%3Bb=c", [][2]string{{"a;b", "c"}}},
		{"%26 and %3D do not split", "a%26b%3Dc=d", [][2]string{{"a&b=c", "d"}}},
		{"only the first = splits", "a=b=c", [][2]string{{"a", "b=c"}}},
		{"trailing %", "a=100%", [][2]string{{"a", "100%"}}},
		{"% and one hex digit", "a=%4", [][2]string{{"a", "%4"}}},
		{"% and non-hex", "a=%zz&b=%G0", [][2]string{{"a", "%zz"}, {"b", "%G0"}}},
		{"%25 is %", "a=%2541", [][2]string{{"a", "%41"}}},
		{"one leading ? is dropped", "?a=b", [][2]string{{"a", "b"}}},
		{"only one leading ? is dropped", "??a=b", [][2]string{{"?a", "b"}}},
		{"? elsewhere stays", "a=?b", [][2]string{{"a", "?b"}}},
		{"raw invalid UTF-8 becomes U+FFFD", "a=\xff\xfe", [][2]string{{"a", "\uFFFD\uFFFD"}}},
		{"decoded invalid UTF-8, one U+FFFD per maximal subpart", "a=%F0%9F%92x%E0%80", [][2]string{{"a", "\uFFFDx\uFFFD\uFFFD"}}},
		{"decoded U+FFFD", "%EF%BF%BD=1", [][2]string{{"\uFFFD", "1"}}},
		{"name only", "a&b", [][2]string{{"a", ""}, {"b", ""}}},
		{"empty name", "=", [][2]string{{"", ""}}},
		{"# is an ordinary byte", "a=#b", [][2]string{{"a", "#b"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := pairsOf(NewSearchParams(tt.in)); !slices.Equal(got, tt.want) {
				t.Errorf("NewSearchParams(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestEncode(t *testing.T) {
	pairs := [][2]string{{"q", "café crème"}, {"x", "日本"}, {"€", "~*"}}
	tests := []struct {
		name string
		enc  encoding.Encoding
		want string
	}{
		{"nil is UTF-8", nil,
			"q=caf%C3%A9+cr%C3%A8me&x=%E6%97%A5%E6%9C%AC&%E2%82%AC=%7E*"},
		// windows-1252 has é, è and € (0x80) but no 日 (U+65E5 = 26085)
		// or 本 (U+672C = 26412).
		{"windows-1252", charmap.Windows1252,
			"q=caf%E9+cr%E8me&x=%26%2326085%3B%26%2326412%3B&%80=%7E*"},
		// Shift_JIS has 日 (93FA) and 本 (967B) but no é (233), è (232)
		// or € (8364).
		{"Shift_JIS", japanese.ShiftJIS,
			"q=caf%26%23233%3B+cr%26%23232%3Bme&x=%93%FA%96%7B&%26%238364%3B=%7E*"},
		// The standard's "get an output encoding" turns UTF-16 into UTF-8.
		{"UTF-16LE is UTF-8", unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM),
			"q=caf%C3%A9+cr%C3%A8me&x=%E6%97%A5%E6%9C%AC&%E2%82%AC=%7E*"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := NewSearchParamsFromPairs(pairs)
			if got := p.Encode(tt.enc); got != tt.want {
				t.Errorf("Encode(%s) = %q, want %q", tt.name, got, tt.want)
			}
		})
	}
	t.Run("String is Encode(nil)", func(t *testing.T) {
		p := NewSearchParamsFromPairs(pairs)
		if p.String() != p.Encode(nil) {
			t.Errorf("String() = %q, Encode(nil) = %q", p.String(), p.Encode(nil))
		}
	})
	// The Encoding Standard's encoders write these code points as bytes;
	// golang.org/x/text's do not, and encoder.go does the standard's steps.
	// A knownGap, if one is ever needed again, is skipped with its reason
	// and fails once it passes.
	gaps := []struct {
		name, value string
		enc         encoding.Encoding
		want        string
		knownGap    string
	}{
		{"Shift_JIS U+00A5 is 0x5C", "¥", japanese.ShiftJIS, "a=%5C", ""},
		{"Shift_JIS U+203E is 0x7E", "‾", japanese.ShiftJIS, "a=%7E", ""},
		{"Shift_JIS U+0080 is 0x80", "\u0080", japanese.ShiftJIS, "a=%80", ""},
		{"windows-1252 U+0081 is 0x81", "\u0081", charmap.Windows1252, "a=%81", ""},
		{"Shift_JIS U+2212 is U+FF0D", "−", japanese.ShiftJIS, "a=%81%7C", ""},
		{"EUC-JP U+00A5 is 0x5C", "¥", japanese.EUCJP, "a=%5C", ""},
		{"windows-1252 U+008D is 0x8D", "\u008d", charmap.Windows1252, "a=%8D", ""},
		{"windows-1252 U+0080 is not in the index", "\u0080", charmap.Windows1252, "a=%26%23128%3B", ""},
		{"iso-8859-2 U+0085 is 0x85", "\u0085", charmap.ISO8859_2, "a=%85", ""},
		{"IBM866 U+0081 is not in the index", "\u0081", charmap.CodePage866, "a=%26%23129%3B", ""},
	}
	for _, tt := range gaps {
		t.Run(tt.name, func(t *testing.T) {
			got := NewSearchParamsFromPairs([][2]string{{"a", tt.value}}).Encode(tt.enc)
			switch {
			case tt.knownGap == "" && got != tt.want:
				t.Errorf("Encode = %q, want %q", got, tt.want)
			case tt.knownGap != "" && got == tt.want:
				t.Errorf("Encode = %q as the standard says: remove the knownGap", got)
			case tt.knownGap != "":
				t.Skipf("known gap: %s (Encode = %q, want %q)", tt.knownGap, got, tt.want)
			}
		})
	}
	t.Run("a character not in windows-1252 mid-value", func(t *testing.T) {
		p := NewSearchParamsFromPairs([][2]string{{"a", "x\U0001F4A9y z"}})
		if got, want := p.Encode(charmap.Windows1252), "a=x%26%23128169%3By+z"; got != want {
			t.Errorf("Encode(windows-1252) = %q, want %q", got, want)
		}
	})
}

// TestScalarValueArguments checks that names and values that are not
// valid UTF-8 are read with each bad byte as U+FFFD, as WebIDL reads a lone
// surrogate.
func TestScalarValueArguments(t *testing.T) {
	tests := []struct {
		name  string
		do    func(p *SearchParams)
		pairs [][2]string
	}{
		{"Append", func(p *SearchParams) { p.Append("a\xff", "\xe2\x82") }, [][2]string{{"a\uFFFD", "\uFFFD\uFFFD"}}},
		{"Set", func(p *SearchParams) { p.Set("\xff", "1"); p.Set("\uFFFD", "2") }, [][2]string{{"\uFFFD", "2"}}},
		{"Delete", func(p *SearchParams) { p.Append("\uFFFD", "1"); p.Delete("\xff") }, nil},
		{"DeleteValue", func(p *SearchParams) { p.Append("a", "\uFFFD"); p.DeleteValue("a", "\xfe") }, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := new(SearchParams)
			tt.do(p)
			if got := pairsOf(p); !slices.Equal(got, tt.pairs) {
				t.Errorf("pairs = %+q, want %+q", got, tt.pairs)
			}
		})
	}
	t.Run("NewSearchParamsFromPairs, Get, GetAll, Has, HasValue", func(t *testing.T) {
		p := NewSearchParamsFromPairs([][2]string{{"k\xff", "v\xff"}})
		if got := pairsOf(p); !slices.Equal(got, [][2]string{{"k\uFFFD", "v\uFFFD"}}) {
			t.Errorf("pairs = %+q", got)
		}
		if p.Get("k\xfe") != "v\uFFFD" || !p.Has("k\xfe") || !p.HasValue("k\uFFFD", "v\x80") ||
			!slices.Equal(p.GetAll("k\xc0"), []string{"v\uFFFD"}) {
			t.Error("a name with invalid UTF-8 does not find the pair whose name has U+FFFD")
		}
		if got, want := p.String(), "k%EF%BF%BD=v%EF%BF%BD"; got != want {
			t.Errorf("String() = %q, want %q", got, want)
		}
	})
}

// TestSetKeepsOrder checks Set's "first such tuple" rule among other names.
func TestSetKeepsOrder(t *testing.T) {
	tests := []struct {
		name, query, setName, setValue, want string
	}{
		{"first of several, others removed", "x=1&a=1&y=2&a=2&z=3&a=3", "a", "9", "x=1&a=9&y=2&z=3"},
		{"absent name appended", "x=1", "a", "9", "x=1&a=9"},
		{"only pair", "a=1", "a", "", "a="},
		{"last pair", "x=1&a=1", "a", "2", "x=1&a=2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := NewSearchParams(tt.query)
			p.Set(tt.setName, tt.setValue)
			if got := p.String(); got != tt.want {
				t.Errorf("NewSearchParams(%q).Set(%q, %q): %q, want %q", tt.query, tt.setName, tt.setValue, got, tt.want)
			}
		})
	}
}

func TestZeroValue(t *testing.T) {
	var p SearchParams
	if p.Size() != 0 || p.String() != "" || p.Has("a") || p.GetAll("a") != nil {
		t.Errorf("zero SearchParams is not empty")
	}
	p.Append("a", "b")
	if got := p.String(); got != "a=b" {
		t.Errorf("zero SearchParams after Append: %q", got)
	}
}

// TestURLBinding checks that a URL's SearchParams is live both ways, also
// when RawQuery is assigned directly.
func TestURLBinding(t *testing.T) {
	t.Run("changes run the update steps", func(t *testing.T) {
		u := mustParse(t, "http://h/p?a=1#f")
		p := u.SearchParams()
		p.Append("b", "x y")
		if u.RawQuery != "a=1&b=x+y" || u.String() != "http://h/p?a=1&b=x+y#f" {
			t.Errorf("after Append: RawQuery %q, String %q", u.RawQuery, u.String())
		}
		p.Delete("a")
		p.Delete("b")
		if u.RawQuery != "" || u.ForceQuery || u.String() != "http://h/p#f" {
			t.Errorf("after emptying: RawQuery %q, ForceQuery %v, String %q", u.RawQuery, u.ForceQuery, u.String())
		}
	})
	t.Run("reads leave the query as it is", func(t *testing.T) {
		u := mustParse(t, "http://h/?a=b,c&d")
		p := u.SearchParams()
		_, _, _, _ = p.Get("a"), p.Has("d"), p.String(), p.Size()
		if u.RawQuery != "a=b,c&d" {
			t.Errorf("RawQuery = %q after reads, want it unchanged", u.RawQuery)
		}
	})
	// Each method, called first after RawQuery is assigned directly, sees
	// the new query.
	methods := []struct {
		name string
		call func(p *SearchParams) any
		want any
	}{
		{"Get", func(p *SearchParams) any { return p.Get("new") }, "1"},
		{"GetAll", func(p *SearchParams) any { return strings.Join(p.GetAll("new"), ",") }, "1,2"},
		{"Has", func(p *SearchParams) any { return p.Has("old") }, false},
		{"HasValue", func(p *SearchParams) any { return p.HasValue("new", "2") }, true},
		{"Size", func(p *SearchParams) any { return p.Size() }, 2},
		{"String", func(p *SearchParams) any { return p.String() }, "new=1&new=2"},
		{"Encode", func(p *SearchParams) any { return p.Encode(charmap.Windows1252) }, "new=1&new=2"},
		{"All", func(p *SearchParams) any { return fmt.Sprint(pairsOf(p)) }, "[[new 1] [new 2]]"},
		{"Append", func(p *SearchParams) any { p.Append("c", "3"); return p.String() }, "new=1&new=2&c=3"},
		{"Delete", func(p *SearchParams) any { p.Delete("old"); return p.String() }, "new=1&new=2"},
		{"DeleteValue", func(p *SearchParams) any { p.DeleteValue("new", "1"); return p.String() }, "new=2"},
		{"Set", func(p *SearchParams) any { p.Set("new", "3"); return p.String() }, "new=3"},
		{"Sort", func(p *SearchParams) any { p.Sort(); return p.String() }, "new=1&new=2"},
		{"URL.SearchParams", func(p *SearchParams) any { return p.url.SearchParams().Get("new") }, "1"},
	}
	for _, m := range methods {
		t.Run("RawQuery assigned, then "+m.name, func(t *testing.T) {
			u := mustParse(t, "http://h/?old=0")
			p := u.SearchParams()
			u.RawQuery = "new=1&new=2"
			if got := m.call(p); got != m.want {
				t.Errorf("%s = %v, want %v", m.name, got, m.want)
			}
			if u.SearchParams() != p {
				t.Error("SearchParams() returned a new object")
			}
		})
	}
	t.Run("RawQuery assigned, then changed through SearchParams", func(t *testing.T) {
		u := mustParse(t, "http://h/?old=0")
		p := u.SearchParams()
		u.RawQuery = "x=%zz"
		p.Append("y", "1")
		if u.RawQuery != "x=%25zz&y=1" {
			t.Errorf("RawQuery = %q, want %q", u.RawQuery, "x=%25zz&y=1")
		}
	})
	assigned := []struct {
		name, rawQuery string
		pairs          [][2]string
	}{
		{"spaces", "a b=c d", [][2]string{{"a b", "c d"}}},
		{"a '#' starts the fragment", "a=1#b=2", [][2]string{{"a", "1"}}},
		{"tabs and newlines are removed", "a\t=1\n", [][2]string{{"a", "1"}}},
		{"empty", "", nil},
	}
	for _, tt := range assigned {
		t.Run("RawQuery assigned: "+tt.name, func(t *testing.T) {
			u := mustParse(t, "http://h/?old")
			p := u.SearchParams()
			u.RawQuery = tt.rawQuery
			if got := pairsOf(p); !slices.Equal(got, tt.pairs) {
				t.Errorf("pairs = %q, want %q (the query of %q)", got, tt.pairs, u.String())
			}
			if got := pairsOf(NewSearchParams(u.Search())); !slices.Equal(got, tt.pairs) {
				t.Errorf("pairs of Search() %q = %q, want %q", u.Search(), got, tt.pairs)
			}
		})
	}
	t.Run("a shallow copy gets its own object", func(t *testing.T) {
		u := mustParse(t, "http://h/?a=1")
		p := u.SearchParams()
		v := *u
		q := v.SearchParams()
		if q == p {
			t.Fatal("the copy shares its SearchParams with the original")
		}
		q.Set("a", "2")
		if u.RawQuery != "a=1" || p.Get("a") != "1" || v.RawQuery != "a=2" {
			t.Errorf("after the copy's Set: original %q (list %q), copy %q", u.RawQuery, p.String(), v.RawQuery)
		}
	})
	t.Run("SetSearch and SetHref refresh the same object", func(t *testing.T) {
		u := mustParse(t, "http://h/?a=1")
		p := u.SearchParams()
		u.SetSearch("?b=2")
		if u.SearchParams() != p || !slices.Equal(pairsOf(p), [][2]string{{"b", "2"}}) {
			t.Errorf("after SetSearch: pairs %q", pairsOf(p))
		}
		if err := u.SetHref("http://h/?c=3;d"); err != nil {
			t.Fatal(err)
		}
		if u.SearchParams() != p || !slices.Equal(pairsOf(p), [][2]string{{"c", "3;d"}}) {
			t.Errorf("after SetHref: pairs %q", pairsOf(p))
		}
	})
	t.Run("standalone objects have no URL", func(t *testing.T) {
		u := mustParse(t, "http://h/?a=1")
		p := NewSearchParams(u.RawQuery)
		p.Append("b", "2")
		if u.RawQuery != "a=1" {
			t.Errorf("RawQuery = %q, want it unchanged", u.RawQuery)
		}
	})
}

// TestRoundTrip checks that serializing a list and parsing the result
// gives the list back, for lists of awkward strings.
func TestRoundTrip(t *testing.T) {
	strs := []string{"", " ", "+", "%", "%2B", "&", "=", "?", "#", ";", "a b", "\x00", "\x7f", "é", "\U0001F4A9", "\uFEFF", "\uFFFD", "~*-._!'()"}
	for _, name := range strs {
		for _, value := range strs {
			p := NewSearchParamsFromPairs([][2]string{{name, value}, {value, name}})
			if got, want := pairsOf(NewSearchParams(p.String())), pairsOf(p); !slices.Equal(got, want) {
				t.Errorf("NewSearchParams(%q) = %q, want %q", p.String(), got, want)
			}
		}
	}
}

func TestNoAllocs(t *testing.T) {
	p := NewSearchParams("a=1&b=2&c=3")
	long := NewSearchParamsFromPairs([][2]string{{"k", strings.Repeat("a b/é~", 200)}})
	values := Values{"k": {strings.Repeat("a b/é~", 200), "x"}, "a&b": {"1"}, "": nil}
	tests := []struct {
		name string
		f    func()
		max  float64
	}{
		// The object and its list; the names and values are substrings of
		// the input.
		{"NewSearchParams, nothing to decode", func() { NewSearchParams("a=1&b=2&c=3") }, 2},
		{"Get", func() { p.Get("c") }, 0},
		{"Has", func() { p.Has("d") }, 0},
		// The byte buffer (on the stack when small) and the string made of
		// it: the buffer is sized exactly.
		{"String", func() { _ = p.String() }, 2},
		{"String, a long value to encode", func() { _ = long.String() }, 2},
		// The sorted keys, the buffer and the string.
		{"Values.Encode", func() { _ = values.Encode() }, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := testing.AllocsPerRun(100, tt.f); got > tt.max {
				t.Errorf("%s: %v allocations, want at most %v", tt.name, got, tt.max)
			}
		})
	}
}

// referenceParse is the application/x-www-form-urlencoded parser step by
// step, on the reference UTF-8 decoder.
// See https://url.spec.whatwg.org/#concept-urlencoded-parser.
func referenceParse(input string) [][2]string {
	var output [][2]string
	for _, bytes := range strings.Split(input, "&") {
		if bytes == "" {
			continue
		}
		name, value := bytes, ""
		if i := strings.IndexByte(bytes, '='); i >= 0 {
			name, value = bytes[:i], bytes[i+1:]
		}
		decode := func(s string) string {
			s = strings.ReplaceAll(s, "+", " ")
			var out []byte
			for i := 0; i < len(s); i++ {
				if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
					var b byte
					fmt.Sscanf(s[i+1:i+3], "%02x", &b)
					out = append(out, b)
					i += 2
				} else {
					out = append(out, s[i])
				}
			}
			return referenceUTF8Decode(string(out))
		}
		output = append(output, [2]string{decode(name), decode(value)})
	}
	return output
}

// FuzzSearchParams checks, on any input, that parsing does not panic and
// agrees with the reference parser, that the serialization parses back to
// the same list, that Sort agrees with a stable sort on UTF-16 code units,
// that a URL's SearchParams agrees with its query after RawQuery is
// assigned the input, and that ParseQuery holds the same pairs.
func FuzzSearchParams(f *testing.F) {
	for _, s := range []string{
		"", "a=b&c=d", "?a=b", "a+b=c+d&%2B=%20", "%", "%4", "%zz=%%2a", "a=1;b=2",
		"%FE%FF", "%F0%9F%92", "\xff=\xfe", "ﬃ&🌈&\uFFFD&\U00010000", "&&&=&==&",
		"z=b&a=b&z=a&a=a", "%EF%BB%BFtest=%EF%BB%BF", "a\x00b=c\x7f",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		p := NewSearchParams(input)
		if tooManyParams(strings.TrimPrefix(input, "?")) {
			if p.Size() != 0 {
				t.Fatalf("NewSearchParams of %d parameters has %d pairs, want none", strings.Count(input, "&")+1, p.Size())
			}
			return
		}
		got := pairsOf(p)
		if want := referenceParse(strings.TrimPrefix(input, "?")); !slices.Equal(got, want) {
			t.Fatalf("NewSearchParams(%q) = %q, reference %q", input, got, want)
		}
		for _, pair := range got {
			if !utf8.ValidString(pair[0]) || !utf8.ValidString(pair[1]) {
				t.Fatalf("NewSearchParams(%q) has invalid UTF-8: %q", input, pair)
			}
		}
		s := p.String()
		if back := pairsOf(NewSearchParams(s)); !slices.Equal(back, got) {
			t.Fatalf("NewSearchParams(%q) = %q, want %q (round trip of %q)", s, back, got, input)
		}
		want := slices.Clone(got)
		slices.SortStableFunc(want, func(a, b [2]string) int { return referenceCompareUTF16(a[0], b[0]) })
		p.Sort()
		if sorted := pairsOf(p); !slices.Equal(sorted, want) {
			t.Fatalf("Sort of %q = %q, want %q", input, sorted, want)
		}
		// Bound to a URL whose RawQuery is assigned the input, the list
		// follows the URL's query, and a change shows in both.
		u := mustParse(t, "http://h/p")
		u.RawQuery = input
		bound := u.SearchParams()
		bound.Append("x", "y")
		if p := checkInvariants(u); len(p) > 0 {
			t.Fatalf("RawQuery %q, then Append: %s", input, strings.Join(p, "\n"))
		}
		if got, want := pairsOf(bound), pairsOf(NewSearchParams(u.Search())); !slices.Equal(got, want) {
			t.Fatalf("RawQuery %q, then Append: pairs %q, but Search() %q holds %q", input, got, u.Search(), want)
		}
		// ParseQuery keeps a leading '?', as net/url does.
		v, err := ParseQuery(input)
		if err != nil {
			if !tooManyParams(input) {
				t.Fatalf("ParseQuery(%q): %v", input, err)
			}
			return
		}
		list := NewSearchParamsFromPairs(referenceParse(input))
		n := 0
		for name, values := range v {
			n += len(values)
			if !slices.Equal(values, list.GetAll(name)) {
				t.Fatalf("ParseQuery(%q)[%q] = %q, want %q", input, name, values, list.GetAll(name))
			}
		}
		if n != list.Size() {
			t.Fatalf("ParseQuery(%q) has %d values, want %d", input, n, list.Size())
		}
	})
}

// readSearchParams calls every reader of u's SearchParams and returns what
// they return, as one string to compare.
func readSearchParams(u *URL) string {
	p := u.SearchParams()
	var pairs []string
	for k, v := range p.All() {
		pairs = append(pairs, k+"="+v)
	}
	return fmt.Sprint(p == u.SearchParams(), p.Get("a"), p.GetAll("a"), p.Has("b"), p.HasValue("a", "2"),
		p.Size(), p.String(), p.Encode(nil), pairs, u.String(), u.Query())
}

// TestConcurrentSearchParams reads one URL's SearchParams from many
// goroutines at once: on a fresh URL (the first calls race to make the
// object) and after RawQuery is assigned (the readers race to parse it
// again). Every goroutine must see what a single one does, and -race must
// find no write.
func TestConcurrentSearchParams(t *testing.T) {
	for _, assign := range []bool{false, true} {
		u, err := Parse("https://example.com/?a=1&b=&a=2")
		if err != nil {
			t.Fatal(err)
		}
		if assign {
			u.SearchParams()
			u.RawQuery = "a=3&a=2&c"
		}
		want := readSearchParams(u.Clone())
		if assign {
			u.RawQuery = "a=3&a=2&c" // a distinct object's RawQuery, read again below
		}
		results := make([]string, concurrentGoroutines)
		concurrently(func(i int) { results[i] = readSearchParams(u) })
		for i, got := range results {
			if got != want {
				t.Errorf("assigned RawQuery %v: goroutine %d read %s, want %s", assign, i, got, want)
			}
		}
	}
}

// TestSearchParamsObjectsCollected binds query objects to URLs the test
// then drops, and checks that the collector takes them and that their
// entries leave objects: the table that finds a URL's object keeps
// neither alive.
func TestSearchParamsObjectsCollected(t *testing.T) {
	count := func() (n int) {
		objects.Range(func(_, _ any) bool { n++; return true })
		return n
	}
	before := count()
	func() {
		for i := range 100 {
			u := MustParse("https://example.com/?a=" + strconv.Itoa(i))
			if u.SearchParams().Get("a") != strconv.Itoa(i) {
				t.Fatal("wrong object")
			}
		}
	}()
	for range 50 {
		runtime.GC()
		if count() <= before {
			return
		}
		time.Sleep(time.Millisecond)
	}
	t.Errorf("objects holds %d entries after the URLs were dropped, want at most %d", count(), before)
}
