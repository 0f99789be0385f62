// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/net/idna"

	weburl "github.com/weburl/url"
	"github.com/weburl/url/internal/legacyenc"
)

// seeds are the strings the generator mutates: WPT inputs and corpus
// lines, read once.
type seeds struct {
	inputs  []string // urltestdata.json inputs, corpus lines
	bases   []string // urltestdata.json bases
	hrefs   []string // inputs and setter hrefs that parse alone, as hrefs
	values  map[string][]string
	queries []string // urlencoded-parser-data.json inputs
	wpt     []request
}

// loadSeeds reads the WPT fixtures in wptDir and up to corpusMax lines of
// each corpus in corpusDir (a missing directory gives fewer seeds, not an
// error: the structured generator needs none).
func loadSeeds(wptDir, corpusDir string, corpusMax int) (*seeds, error) {
	s := &seeds{values: map[string][]string{}}
	var tests []json.RawMessage
	if err := readJSON(filepath.Join(wptDir, "urltestdata.json"), &tests); err != nil {
		return nil, err
	}
	for _, raw := range tests {
		var c struct {
			Input *string `json:"input"`
			Base  *string `json:"base"`
		}
		if json.Unmarshal(raw, &c) != nil || c.Input == nil {
			continue // a comment
		}
		s.inputs = append(s.inputs, *c.Input)
		s.wpt = append(s.wpt, request{Op: "parse", Input: *c.Input, Base: c.Base})
		if c.Base != nil {
			s.bases = append(s.bases, *c.Base)
		}
	}
	var setters map[string]json.RawMessage
	if err := readJSON(filepath.Join(wptDir, "setters_tests.json"), &setters); err != nil {
		return nil, err
	}
	// In a fixed order: the same seed must give the same requests.
	for _, attr := range slices.Sorted(maps.Keys(setters)) {
		raw := setters[attr]
		var cases []struct {
			Href     string `json:"href"`
			NewValue string `json:"new_value"`
		}
		if attr == "comment" || json.Unmarshal(raw, &cases) != nil {
			continue
		}
		for _, c := range cases {
			s.hrefs = append(s.hrefs, c.Href)
			s.values[attr] = append(s.values[attr], c.NewValue)
		}
	}
	var ascii []json.RawMessage
	if err := readJSON(filepath.Join(wptDir, "toascii.json"), &ascii); err == nil {
		for _, raw := range ascii {
			var c struct {
				Input string `json:"input"`
			}
			if json.Unmarshal(raw, &c) == nil && c.Input != "" {
				s.values["hostname"] = append(s.values["hostname"], c.Input)
			}
		}
	}
	var forms []struct {
		Input string `json:"input"`
	}
	if err := readJSON(filepath.Join(wptDir, "urlencoded-parser-data.json"), &forms); err == nil {
		for _, c := range forms {
			s.queries = append(s.queries, c.Input)
		}
	}
	for _, name := range []string{"web-48k.txt", "file-43k.txt"} {
		f, err := os.Open(filepath.Join(corpusDir, name))
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(f)
		for n := 0; sc.Scan() && n < corpusMax; n++ {
			s.inputs = append(s.inputs, sc.Text())
		}
		f.Close()
	}
	var hrefs []string
	for _, h := range append(s.hrefs, s.inputs...) {
		if u := safeParse(h); u != nil {
			hrefs = append(hrefs, u.Href())
		}
	}
	s.hrefs = hrefs
	return s, nil
}

func readJSON(path string, v any) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	return nil
}

// The alphabet mutations draw from: URL delimiters, percent escapes,
// whitespace and controls, and non-ASCII that IDNA and the encoders treat
// specially.
var (
	delimiters = []string{":", "/", "//", "\\", "?", "#", "@", "[", "]", "%", ".", "..", ";", "=", "&", "+",
		"|", "'", "\"", "<", ">", "`", "{", "}", "^", "!", "$", ",", "*", "~", "_", "-", "(", ")", "::", "@@"}
	escapes = []string{"%00", "%20", "%25", "%2e", "%2E", "%2e%2E", "%2f", "%2F", "%5C", "%3A", "%40", "%3F",
		"%23", "%zz", "%", "%4", "%C3%9F", "%c3%a9", "%E2%80%8D", "%FF", "%ef%bc%8e", "%F0%9F%92%A9",
		"%41", "%7C", "%27", "%0A", "%ED%A0%80", "xn--"}
	whitespace = []string{" ", "\t", "\n", "\r", "\f", "\x00", "\x01", "\x1f", "\x7f", "\u00a0", "\u3000",
		"\ufeff", "\u200b", "\u0085"}
	nonASCII = []string{"\uff0e", "\u3002", "\uff61", "ß", "\u200d", "\u200c", "\u0301", "e\u0301", "é",
		"\U0001F4A9", "\U00010000", "\U0001D7D8", "ü", "İ", "ı", "ς", "Σ", "\u0644", "\u05d0", "\u0661",
		"Ⅻ", "ﬀ", "\u00ad", "\u2028", "\ufffd", "\ufe0f", "\U000E0100", "K", "ℌ", "①", "\uff21", "\uff10",
		"\u2488", "\u2024", "\ufe52", "ᵃ", "\u034f", "\u180b", "\u0378", "\u4e2d", "\U00020000", "\U0010FFFD",
		"\u1100\u1161", "\u0e01\u0e33", "ǅ", "\u2100", "\u00bd", "\u2260", "\u33c2",
		// For CheckBidi and CheckJoiners: a compatibility character that
		// maps to a Hebrew letter, joiners after an Arabic letter and
		// after a virama.
		"\u2135", "\u0628\u200c", "\u0628\u200d", "\u0915\u094d\u200c"}
	schemes = []string{"http", "https", "ws", "wss", "ftp", "file", "FILE", "HtTp", "hTTPS", "sc", "foo",
		"javascript", "data", "blob", "mailto", "a+b-c.d", "non-spec", "urn", "x", "1a", "h\ttp", "git+ssh"}
	ports = []string{"", "0", "80", "443", "21", "8080", "65535", "65536", "99999999999", "-1", "a", "08",
		"0x50", "80a", " 80", "1\t2", "00000000000000000080"}
	bases = []string{"about:blank", "sc:opaque", "sc://h/p?q#f", "sc:/p/q", "file:///C:/dir/f", "file://host/share/x",
		"file:///", "http://example.org/foo/bar", "https://u:p@h:1/a/b?c#d", "data:text/plain,x",
		"blob:https://a/b", "javascript:x", "non-spec:/.//p", "http://[::1]/", "http://1.2.3.4/x/y", "sc://ñ/",
		"http://xn--nxasmq6b.com/", "wss://h/"}
	names = []string{"a", "b", "A", "", "ß", "a b", "%41", "+", "\U0001F4A9", "é", "e\u0301", "\uff21", "\ufffd",
		"\uffff", "z", "=", "&", "a=b", "\U00010400", "\u00e0"}
	attrs = []string{"href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"}
)

// A gen makes requests from a seeded random source, so a seed and a count
// give the same requests every time.
type gen struct {
	r *rand.Rand
	s *seeds
	// encodings, on unless the oracle is a browser (whose URL class has
	// no encoding override), gives a quarter of the parse requests an
	// encoding.
	encodings bool
}

func newGen(seed uint64, s *seeds) *gen {
	return &gen{r: rand.New(rand.NewPCG(seed, 0x5eed)), s: s, encodings: true}
}

func (g *gen) pick(a []string) string { return a[g.r.IntN(len(a))] }

// token returns one alphabet token, sometimes a random code point.
func (g *gen) token() string {
	switch g.r.IntN(9) {
	case 0, 1:
		return g.pick(delimiters)
	case 2, 3:
		return g.pick(escapes)
	case 4:
		return g.pick(whitespace)
	case 5, 6:
		return g.pick(nonASCII)
	case 7:
		return string(g.randomRune())
	default:
		return string(rune('a' + g.r.IntN(26)))
	}
}

// randomRune returns a random scalar value, mostly in the planes where
// assigned characters are (the tables of two Unicode versions differ
// most on recent assignments).
func (g *gen) randomRune() rune {
	for {
		var r rune
		switch g.r.IntN(4) {
		case 0:
			r = rune(0x80 + g.r.IntN(0x800-0x80))
		case 1:
			r = rune(0x800 + g.r.IntN(0x10000-0x800))
		case 2:
			r = rune(0x10000 + g.r.IntN(0x20000))
		default:
			r = rune(0x30000 + g.r.IntN(0x110000-0x30000))
		}
		if r < 0xD800 || r > 0xDFFF {
			return r
		}
	}
}

// mutate applies one to three random edits to s: insert a token, delete
// a run, replace a character, duplicate a piece, change case, truncate, or
// splice with another seed.
func (g *gen) mutate(s string) string {
	rs := []rune(s)
	for n := 1 + g.r.IntN(3); n > 0; n-- {
		i := 0
		if len(rs) > 0 {
			i = g.r.IntN(len(rs) + 1)
		}
		switch g.r.IntN(8) {
		case 0, 1, 2:
			rs = append(rs[:i:i], append([]rune(g.token()), rs[i:]...)...)
		case 3:
			if i < len(rs) {
				j := min(len(rs), i+1+g.r.IntN(4))
				rs = append(rs[:i:i], rs[j:]...)
			}
		case 4:
			if i < len(rs) {
				rs = append(rs[:i:i], append([]rune(g.token()), rs[i+1:]...)...)
			}
		case 5:
			if i < len(rs) {
				j := min(len(rs), i+1+g.r.IntN(8))
				rs = append(rs[:j:j], append(append([]rune{}, rs[i:j]...), rs[j:]...)...)
			}
		case 6:
			if i < len(rs) {
				rs[i] = []rune(strings.ToUpper(string(rs[i])))[0]
			}
		default:
			other := []rune(g.pick(g.s.inputs))
			j := g.r.IntN(len(other) + 1)
			rs = append(rs[:i:i], other[j:]...)
		}
	}
	return string(rs)
}

// label returns one domain label: ASCII, non-ASCII, Punycode of a
// non-ASCII label, or a broken xn-- label.
func (g *gen) label() string {
	switch g.r.IntN(10) {
	case 0, 1, 2:
		return g.pick([]string{"example", "a", "www", "com", "EXAMPLE", "x-y", "-a", "a-", "0", "123", "0x1f", "localhost"})
	case 3:
		return strings.Repeat("a", 60+g.r.IntN(6))
	case 4, 5:
		var b strings.Builder
		for n := 1 + g.r.IntN(4); n > 0; n-- {
			if g.r.IntN(2) == 0 {
				b.WriteString(g.pick(nonASCII))
			} else {
				b.WriteByte(byte('a' + g.r.IntN(26)))
			}
		}
		return b.String()
	case 6:
		// The Punycode of a non-ASCII label, as x/net/idna encodes it
		// (no validity check), so both valid and invalid xn-- labels occur.
		u := g.pick(nonASCII) + string(rune('a'+g.r.IntN(26))) + g.pick(nonASCII)
		if a, err := idna.Punycode.ToASCII(u); err == nil {
			return a
		}
		return "xn--" + u
	case 7:
		return g.pick([]string{"xn--", "xn--a", "xn--ss-", "XN--ZCA", "xn--zca", "xn--nxasmq6b", "xn--xn--a-",
			"xn--ls8h", "xn--a-ecp", "xn--ss-x", "xn--bcher-kva", "xn--0", "xn---"})
	case 8:
		return string(g.randomRune()) + "a"
	default:
		return ""
	}
}

// host returns a structured host: a domain, an IPv4-like or IPv6-like
// address, or an opaque-looking string.
func (g *gen) host() string {
	switch g.r.IntN(8) {
	case 0, 1, 2:
		var b strings.Builder
		for n := 1 + g.r.IntN(4); n > 0; n-- {
			b.WriteString(g.label())
			if n > 1 {
				b.WriteString(g.pick([]string{".", ".", ".", "\uff0e", "\u3002", "\uff61", "%2e"}))
			}
		}
		if g.r.IntN(6) == 0 {
			b.WriteString(".")
		}
		return b.String()
	case 3, 4:
		return g.ipv4()
	case 5, 6:
		return g.ipv6()
	default:
		return g.mutate(g.pick([]string{"ex%41mple.com", "a b", "a^b", "a<b", "%zz", "h%00", "[::1", "::1]", "a%2520b",
			"\uff10\uff58\uff43\uff10\uff0e\uff10\uff32\uff10", "x@y", "ex.com:", "1.2.3.4.5", "0..0x300"}))
	}
}

// ipv4 returns an IPv4-like host: one to five parts in decimal, octal or
// hex, some too large, with a trailing dot now and then.
func (g *gen) ipv4() string {
	n := 1 + g.r.IntN(5)
	if g.r.IntN(2) == 0 {
		n = 4
	}
	parts := make([]string, n)
	for i := range parts {
		var v uint64
		switch g.r.IntN(4) {
		case 0:
			v = uint64(g.r.IntN(256))
		case 1:
			v = uint64(g.r.IntN(1 << 16))
		case 2:
			v = g.r.Uint64N(1 << 33)
		default:
			v = uint64(g.r.IntN(10))
		}
		switch g.r.IntN(6) {
		case 0:
			parts[i] = fmt.Sprintf("0x%x", v)
		case 1:
			parts[i] = fmt.Sprintf("0%o", v)
		case 2:
			parts[i] = fmt.Sprintf("0X%X", v)
		case 3:
			parts[i] = g.pick([]string{"", "0x", "09", "0xg", "1e1", "a"})
		default:
			parts[i] = fmt.Sprint(v)
		}
	}
	s := strings.Join(parts, ".")
	if g.r.IntN(5) == 0 {
		s += "."
	}
	return s
}

// ipv6 returns an IPv6-like host in brackets: hex pieces with a
// compression, an embedded IPv4 address or a defect now and then.
func (g *gen) ipv6() string {
	n := g.r.IntN(10)
	pieces := make([]string, n)
	for i := range pieces {
		pieces[i] = fmt.Sprintf("%x", g.r.IntN(1<<(4*(1+g.r.IntN(5)))))
	}
	if n > 0 && g.r.IntN(2) == 0 {
		pieces[g.r.IntN(n)] = ""
	}
	s := strings.Join(pieces, ":")
	if g.r.IntN(3) == 0 {
		s = "::" + s
	}
	if g.r.IntN(4) == 0 {
		s += ":" + g.ipv4()
	}
	if g.r.IntN(8) == 0 {
		s = g.mutate(s)
	}
	return "[" + s + "]"
}

// path returns a path of segments that the path state treats specially.
func (g *gen) path() string {
	var b strings.Builder
	for n := g.r.IntN(5); n > 0; n-- {
		b.WriteString(g.pick([]string{"/", "/", "/", "\\", "//"}))
		b.WriteString(g.pick([]string{"a", "b", ".", "..", "%2e", ".%2E", "%2e%2e", "C:", "c|", "|", "'", " ", "x y",
			"ü", "%", "", "a?b", "\uff0e", "C%3A", "d:", "a\u00a0b", "\U0001F4A9", "%2F", "..\\", "x;y"}))
	}
	return b.String()
}

// component returns a query or fragment string.
func (g *gen) component() string {
	var b strings.Builder
	for n := g.r.IntN(5); n > 0; n-- {
		if g.r.IntN(2) == 0 {
			b.WriteString(g.token())
		} else {
			b.WriteString(g.pick([]string{"a=1", "b", "&", "x=y+z", "q", "%20", "'", "`", "\"", "<>"}))
		}
	}
	return b.String()
}

// structured returns a URL built from its components, each drawn to hit a
// branch of the parser.
func (g *gen) structured() string {
	var b strings.Builder
	b.WriteString(g.pick(schemes))
	b.WriteString(":")
	b.WriteString(g.pick([]string{"//", "//", "//", "/", "", "\\\\", "///", "/\\", "////"}))
	if g.r.IntN(5) == 0 {
		b.WriteString(g.pick([]string{"u", "user:pass", ":", "a%40b:c", "ü:ß", "", "u:p:q", "@"}))
		b.WriteString("@")
	}
	b.WriteString(g.host())
	if g.r.IntN(4) == 0 {
		b.WriteString(":" + g.pick(ports))
	}
	b.WriteString(g.path())
	if g.r.IntN(3) == 0 {
		b.WriteString("?" + g.component())
	}
	if g.r.IntN(4) == 0 {
		b.WriteString("#" + g.component())
	}
	return b.String()
}

// relative returns a relative reference.
func (g *gen) relative() string {
	switch g.r.IntN(6) {
	case 0:
		return "//" + g.host() + g.path()
	case 1:
		return g.pick([]string{"?", "#", "", ".", "..", "/", "\\", "C|", "/C:/", "..//x", "?x#y", "#x"}) + g.component()
	case 2:
		return strings.TrimPrefix(g.path(), "/")
	default:
		return g.path() + "?" + g.component()
	}
}

// input returns a URL string: a WPT input or corpus line, a structured
// URL or a relative reference, mutated or not.
func (g *gen) input(withBase bool) string {
	var s string
	switch g.r.IntN(10) {
	case 0, 1, 2:
		s = g.pick(g.s.inputs)
	case 3, 4, 5, 6:
		s = g.structured()
	default:
		if withBase {
			s = g.relative()
		} else {
			s = g.structured()
		}
	}
	if g.r.IntN(10) < 6 {
		s = g.mutate(s)
	}
	return s
}

// base returns a base URL, usually one that parses.
func (g *gen) base() string {
	switch g.r.IntN(6) {
	case 0, 1:
		return g.pick(bases)
	case 2:
		return g.pick(g.s.bases)
	case 3:
		return g.pick(g.s.hrefs)
	case 4:
		return g.structured()
	default:
		return g.mutate(g.pick(bases))
	}
}

// href returns a URL that most likely parses.
func (g *gen) href() string {
	if g.r.IntN(2) == 0 {
		return g.pick(g.s.hrefs)
	}
	if u := safeParse(g.structured()); u != nil {
		return u.Href()
	}
	return g.pick(bases)
}

// value returns a new value for the URL setter attr.
func (g *gen) value(attr string) string {
	var s string
	switch r := g.r.IntN(10); {
	case r < 3 && len(g.s.values[attr]) > 0:
		s = g.pick(g.s.values[attr])
	default:
		switch attr {
		case "href":
			s = g.structured()
		case "protocol":
			s = g.pick(schemes) + g.pick([]string{"", ":", "://", ":x"})
		case "username", "password":
			s = g.component()
		case "host":
			s = g.host()
			if g.r.IntN(3) == 0 {
				s += ":" + g.pick(ports)
			}
		case "hostname":
			s = g.host()
		case "port":
			s = g.pick(ports)
		case "pathname":
			s = g.path()
		default:
			s = g.pick([]string{"", "?", "#"}) + g.component()
		}
	}
	if g.r.IntN(10) < 4 {
		s = g.mutate(s)
	}
	return s
}

// query returns an application/x-www-form-urlencoded string.
func (g *gen) query() string {
	if g.r.IntN(3) == 0 && len(g.s.queries) > 0 {
		return g.mutate(g.pick(g.s.queries))
	}
	var b strings.Builder
	for n := g.r.IntN(6); n > 0; n-- {
		b.WriteString(g.pick(names))
		if g.r.IntN(4) > 0 {
			b.WriteString("=" + g.component())
		}
		b.WriteString(g.pick([]string{"&", "&", "&&", ";", "+"}))
	}
	return b.String()
}

// paramsSteps returns up to five URLSearchParams steps.
func (g *gen) paramsSteps(withSetters bool) []step {
	steps := make([]step, 1+g.r.IntN(5))
	for i := range steps {
		k := g.pick([]string{"append", "append", "delete", "deleteValue", "set", "sort", "sort", "get", "hasValue"})
		if withSetters && g.r.IntN(3) == 0 {
			attr := g.pick([]string{"search", "search", "href", "hash", "pathname", "protocol", "host"})
			steps[i] = step{Kind: "setter", Attr: attr, Value: g.value(attr)}
			continue
		}
		v := g.pick(names)
		if g.r.IntN(2) == 0 {
			v = g.component()
		}
		steps[i] = step{Kind: k, Name: g.pick(names), Value: v}
	}
	return steps
}

// next returns the next request: a parse with or without a base, a
// setter, URLSearchParams calls, or a URL's searchParams after changes.
func (g *gen) next() request {
	switch r := g.r.IntN(20); {
	case r < 5:
		return g.withEncoding(request{Op: "parse", Input: g.input(false)})
	case r < 10:
		b := g.base()
		return g.withEncoding(request{Op: "parse", Input: g.input(true), Base: &b})
	case r < 15:
		attr := g.pick(attrs)
		return request{Op: "set", Href: g.href(), Attr: attr, Value: g.value(attr)}
	case r < 17:
		return request{Op: "params", Init: g.query(), Steps: g.paramsSteps(false)}
	default:
		h := g.href()
		if g.r.IntN(2) == 0 {
			if u := safeParse(h); u != nil {
				u.SetSearch(g.query())
				h = u.Href()
			}
		}
		return request{Op: "urlparams", Href: h, Steps: g.paramsSteps(true)}
	}
}

// withEncoding gives a quarter of the parse requests r a legacy encoding
// as the encoding override, and half of those a query of code points the
// encoders treat differently.
func (g *gen) withEncoding(r request) request {
	if !g.encodings || g.r.IntN(4) != 0 {
		return r
	}
	r.Encoding = g.pick(legacyenc.Names)
	if g.r.IntN(2) == 0 {
		r.Input += "?" + g.encodingQuery()
	}
	return r
}

// encodingRanges are the blocks of code points where the legacy encoders'
// indexes differ: Latin-1 and other alphabets for the single-byte
// encodings, punctuation, symbols and kana, CJK ideographs, the Private Use
// code points gb18030 and Shift_JIS treat specially, compatibility and
// halfwidth forms, and Big5's ideographs above the BMP.
var encodingRanges = [][2]rune{{0x80, 0x100}, {0x100, 0x500}, {0x2000, 0x3400}, {0x4E00, 0xA000},
	{0xE000, 0xE900}, {0xF900, 0x10000}, {0x20000, 0x30000}}

// encodingSpecials are code points with a step of their own in an encoder.
var encodingSpecials = []string{"\u00a5", "\u203e", "\u2212", "\ue5e5", "\ue7c7", "\u0080", "\u20ac",
	"\x0e", "\x0f", "\x1b", "\\", "~", "\uff61", "\uff9f", "\ufffd", "\u2550", "\u5341", " ", "+", "'"}

// encodingQuery returns up to eight pieces: code points from
// encodingRanges, a random code point, a special one or an alphabet token.
func (g *gen) encodingQuery() string {
	var b strings.Builder
	for n := 1 + g.r.IntN(8); n > 0; n-- {
		switch g.r.IntN(6) {
		case 0, 1, 2:
			rg := encodingRanges[g.r.IntN(len(encodingRanges))]
			for k := 1 + g.r.IntN(3); k > 0; k-- {
				b.WriteRune(rg[0] + rune(g.r.IntN(int(rg[1]-rg[0]))))
			}
		case 3:
			b.WriteRune(g.randomRune())
		case 4:
			b.WriteString(g.pick(encodingSpecials))
		default:
			b.WriteString(g.token())
		}
	}
	return b.String()
}

// safeParse returns the URL s parses to with no base, or nil when it
// fails or panics: the generator only needs URLs that work, and a panic is
// reported when the request itself runs.
func safeParse(s string) (u *weburl.URL) {
	defer func() {
		if recover() != nil {
			u = nil
		}
	}()
	u, err := weburl.ParseWithBase(s, "")
	if err != nil {
		return nil
	}
	return u
}
