// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"flag"
	neturl "net/url"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"syscall"
	"testing"

	"github.com/weburl/url/validation"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/japanese"
)

// Limits: no input makes parsing use more than linear time and memory.
// TestLimits parses 10 MB of each pathological shape of input and bounds
// what it allocates: the number of allocations by a constant that does not
// grow with the input, and the bytes allocated by a constant per input
// byte. A quadratic step would not finish at this size; how long each shape
// takes is measured by BenchmarkShapes, never asserted.

// limitSize is the size of the inputs TestLimits parses.
const limitSize = 10 << 20

// The default bounds. Parsing allocates its buffer, the size of the input,
// and one block for the URL, its href and its decoded path and fragment: a
// few allocations and about two bytes per input byte.
const (
	defaultAllocs        = 16
	defaultBytesPerInput = 8
)

// The bounds for a shape that percent-encodes each byte, so that the
// serialization is three times the input (nine times for invalid UTF-8,
// each byte of which becomes "%EF%BF%BD"): the buffer is sized for it
// (serializedLenHint) and becomes the href, and the URL keeps the decoded
// path beside it. SECURITY.md's bound is 12 bytes per input byte; the
// allocator's rounding of a large object to whole pages is the rest.
const (
	encodingAllocs        = 24
	encodingBytesPerInput = maxBytesPerInput
	invalidUTF8PerInput   = maxBytesPerInput + 0.05
)

// A limitShape is one pathological shape of input: prefix, then unit
// repeated up to about n bytes, then suffix, parsed by parse.
type limitShape struct {
	name                 string
	prefix, unit, suffix string
	parse                func(s string) // nil: Parse(s)

	// The bounds, when not the defaults: allocations, and bytes allocated
	// per input byte.
	allocs        float64
	bytesPerInput float64

	// mappedHost is set for a host of code points that UTS #46 maps to
	// others: golang.org/x/net/idna writes the mapping into a buffer it
	// grows by appending, so that allocations grow with the log of the
	// input (still bounded by allocs).
	mappedHost bool
}

func (sh limitShape) input(n int) string {
	reps := max(1, (n-len(sh.prefix)-len(sh.suffix))/len(sh.unit))
	return sh.prefix + strings.Repeat(sh.unit, reps) + sh.suffix
}

func (sh limitShape) run(s string) {
	if sh.parse != nil {
		sh.parse(s)
	} else {
		Parse(s)
	}
}

// bounds returns the most allocations and bytes per input byte that
// parsing s may take.
func (sh limitShape) bounds(s string) (allocs, bytesPerInput float64) {
	allocs, bytesPerInput = defaultAllocs, defaultBytesPerInput
	if sh.allocs != 0 {
		allocs = sh.allocs
	}
	if sh.bytesPerInput != 0 {
		bytesPerInput = sh.bytesPerInput
	}
	return allocs, bytesPerInput
}

// distinctCJK returns n distinct CJK unified ideographs, from U+4E00.
func distinctCJK(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteRune(0x4E00 + rune(i))
	}
	return b.String()
}

func limitShapes(tb testing.TB) []limitShape {
	// A callback that allocates nothing, so that what is counted is the
	// parser's. (Validate's result grows by appending, as any slice of
	// unknown length does.)
	var reported int
	validating := Parser{OnValidationError: func(validation.Error) { reported++ }}
	validate := func(s string) { validating.Parse(s, "") }
	withBase := func(base string) func(string) {
		return func(s string) { ParseWithBase(s, base) }
	}
	sjis, err := htmlindex.Get("shift_jis")
	if err != nil {
		tb.Fatal(err)
	}
	sjisParser := Parser{Encoding: sjis}
	return []limitShape{
		// Paths.
		{name: "a/", prefix: "http://h/", unit: "a/"},
		{name: "../", prefix: "http://h/", unit: "../"},
		{name: "%2e%2e/", prefix: "http://h/", unit: "%2e%2e/"},
		{name: "a/../", prefix: "http://h/", unit: "a/../"},
		{name: `\..\ (special)`, prefix: "http://h/", unit: `\..\`},
		{name: "../ with base", unit: "../", parse: withBase("http://h/" + strings.Repeat("a/", 1<<16))},
		{name: "file ../ after drive", prefix: "file:///C:/", unit: "../"},
		{name: "//// (non-special, no host)", prefix: "sc:", unit: "/"},
		{name: "percent-encoded path", prefix: "http://h/", unit: " ", suffix: "x", allocs: encodingAllocs, bytesPerInput: encodingBytesPerInput},
		{name: "non-ASCII path", prefix: "http://h/", unit: "é", allocs: encodingAllocs, bytesPerInput: encodingBytesPerInput},
		{name: "invalid UTF-8 path", prefix: "http://h/", unit: "\xff", allocs: encodingAllocs, bytesPerInput: invalidUTF8PerInput},
		{name: "opaque path", prefix: "a:", unit: "b "},
		// Queries and fragments.
		{name: "a=b&", prefix: "http://h/?", unit: "a=b&"},
		{name: "query, percent-encoded", prefix: "http://h/?", unit: "\"", allocs: encodingAllocs, bytesPerInput: encodingBytesPerInput},
		{name: "query, Shift_JIS", prefix: "http://h/?", unit: "あ", parse: func(s string) { sjisParser.Parse(s, "") }, allocs: encodingAllocs, bytesPerInput: encodingBytesPerInput},
		{name: "fragment, controls", prefix: "http://h/#", unit: "\x01", suffix: "x", allocs: encodingAllocs, bytesPerInput: encodingBytesPerInput},
		// Hosts.
		{name: "long host", prefix: "http://", unit: "a", suffix: "/"},
		{name: "long host, labels", prefix: "http://", unit: "ab.", suffix: "c/"},
		{name: "long host, upper case", prefix: "http://", unit: "A", suffix: "/"},
		{name: "long host, percent-encoded", prefix: "http://", unit: "%41", suffix: "/"},
		{name: "long opaque host", prefix: "sc://", unit: "a", suffix: "/"},
		{name: "long host, non-ASCII", prefix: "http://", unit: "é", suffix: "/"},
		{name: "long host, many labels, non-ASCII", prefix: "http://", unit: "é.", suffix: "/", bytesPerInput: 4}, // 3: the buffer sized for the Punycode by domainLenHint (5.25 when it grew)
		{name: "long host, distinct non-ASCII", prefix: "http://", unit: distinctCJK(20000), suffix: "/"},
		{name: "long host, labels of 100 distinct non-ASCII", prefix: "http://", unit: distinctCJK(100) + ".", suffix: "/"},
		{name: "long host, Punycode label", prefix: "http://é.xn--", unit: "a", suffix: "/", bytesPerInput: maxBytesPerInput},
		{name: "long host, full-width Punycode label", prefix: "http://é.ｘｎ－－", unit: "ａ", suffix: "/", allocs: 128, mappedHost: true, bytesPerInput: maxBytesPerInput},
		{name: "IPv4 dots", prefix: "http://", unit: "1.", suffix: "1/"},
		{name: "IPv4 long number", prefix: "http://", unit: "9", suffix: "/"},
		{name: "IPv4 hex digits", prefix: "http://0x", unit: "f", suffix: "/"},
		{name: "IPv4 leading zeros", prefix: "http://1.1.1.", unit: "0", suffix: "1/"},
		{name: "IPv6 colons", prefix: "http://[", unit: "1:", suffix: "1]/"},
		{name: "IPv6 bare colons", prefix: "http://[", unit: ":", suffix: "]/"},
		{name: "IPv6 digits", prefix: "http://[::", unit: "0", suffix: "]/"},
		{name: "IPv6 unclosed", prefix: "http://[", unit: "0"},
		{name: "brackets", prefix: "http://", unit: "[]", suffix: "/"},
		// Authority.
		{name: "@ in userinfo", prefix: "http://", unit: "@", suffix: "h/", allocs: encodingAllocs, bytesPerInput: encodingBytesPerInput},
		{name: "long userinfo", prefix: "http://", unit: "u:p", suffix: "@h/", allocs: encodingAllocs, bytesPerInput: encodingBytesPerInput},
		{name: "long port", prefix: "http://h:", unit: "0", suffix: "/"},
		{name: "slashes before host", prefix: "http:", unit: "/", suffix: "h/"},
		// Whitespace and schemes.
		{name: "tabs and newlines", prefix: "h", unit: "\t\n", suffix: "ttp://h/"},
		{name: "leading spaces", unit: " ", suffix: "http://h/"},
		{name: "long scheme", unit: "a", suffix: ":x"},
		// With a validation callback: every unit is a validation error,
		// and the offsets map back past removed tabs, whose offsets the
		// parser keeps (eight bytes for each).
		{name: "validate, tabs and @", prefix: "http://", unit: "\t@", suffix: "h/", parse: validate, allocs: 24, bytesPerInput: maxBytesPerInput},
		{name: "validate, tabs and invalid units", prefix: "http://h/", unit: "\t^", parse: validate, allocs: 24, bytesPerInput: maxBytesPerInput},
	}
}

// TestLimits parses limitSize bytes of each shape and checks its
// allocations: their number, counted by testing.AllocsPerRun, and the bytes
// allocated per input byte, from runtime.MemStats.TotalAlloc.
func TestLimits(t *testing.T) {
	if testing.Short() {
		t.Skip("parses 10 MB inputs; skipped in -short mode")
	}
	if raceEnabled {
		// Nothing here is concurrent, and the run without -race checks
		// it; under the race detector it would take most of CI's time.
		t.Skip("parses 10 MB inputs; checked by the run without -race")
	}
	for _, sh := range limitShapes(t) {
		t.Run(sh.name, func(t *testing.T) {
			s := sh.input(limitSize)
			maxAllocs, maxBytes := sh.bounds(s)
			allocs := testing.AllocsPerRun(1, func() { sh.run(s) })
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			sh.run(s)
			runtime.ReadMemStats(&after)
			perByte := float64(after.TotalAlloc-before.TotalAlloc) / float64(len(s))
			t.Logf("%d bytes: %.0f allocations, %.2f bytes allocated per input byte", len(s), allocs, perByte)
			if allocs > maxAllocs {
				t.Errorf("%.0f allocations for %d bytes, want at most %.0f", allocs, len(s), maxAllocs)
			}
			if perByte > maxBytes {
				t.Errorf("%.2f bytes allocated per input byte, want at most %.0f", perByte, maxBytes)
			}
		})
	}
}

// TestLimitsAllocsConstant checks that the number of allocations does not
// grow with the input: each shape allocates as many times at 128 KB (above
// the 64 KB buffers the parser's pool keeps) as at 2 MB, give or take a few
// that are the runtime's. Hosts that go through UTS #46 are included (the
// domain parser allocates a bounded number of times per host, however many
// labels it has), except those UTS #46 maps (see mappedHost).
func TestLimitsAllocsConstant(t *testing.T) {
	for _, sh := range limitShapes(t) {
		if sh.mappedHost {
			continue
		}
		small, large := sh.input(128<<10), sh.input(2<<20)
		a := testing.AllocsPerRun(2, func() { sh.run(small) })
		b := testing.AllocsPerRun(2, func() { sh.run(large) })
		if b > a+4 {
			t.Errorf("%s: %.0f allocations at 128 KB, %.0f at 2 MB: allocations grow with the input", sh.name, a, b)
		}
	}
}

// TestDomainLenHint checks domainLenHint, whose count of bytes beyond ASCII
// and of "." goes eight bytes at a time, against a count byte by byte and
// against the ASCII form of domains of each length: it covers the Punycode
// of "é." and "bücher." labels, and is the length of an ASCII domain,
// however many labels it has.
func TestDomainLenHint(t *testing.T) {
	for _, unit := range []string{"é.", "bücher.", "a.", "ab", "é", "a.é", "日本."} {
		for n := 1; n <= 20; n++ {
			domain := strings.Repeat(unit, n)
			hint := domainLenHint(domain)
			high := 0
			for i := range len(domain) {
				if domain[i] >= 0x80 {
					high++
				}
			}
			if want := len(domain) + 6*min(strings.Count(domain, ".")+1, high/2); hint != want {
				t.Errorf("domainLenHint(%q) = %d, want %d", domain, hint, want)
			}
			u, err := Parse("http://" + domain + "/")
			if err != nil {
				t.Fatalf("%q: %v", domain, err)
			}
			if hint < len(u.Hostname()) {
				t.Errorf("domainLenHint(%q) = %d, below the length of its ASCII form %q", domain, hint, u.Hostname())
			}
		}
	}
}

// TestErrTooLong lowers the limit from 2³¹-1 to 1000 bytes, so that inputs
// of a few hundred bytes reach it: 240 MiB of invalid UTF-8 in a path made
// the int32 offsets wrap ("slice bounds out of range"), each byte becoming
// the 9 of "%EF%BF%BD" (issue 11, point 8).
func TestErrTooLong(t *testing.T) {
	setHrefLimit(t, 1000)
	sjis := Parser{Encoding: japanese.ShiftJIS}
	tests := []struct {
		name    string
		parse   func() (*URL, error)
		tooLong bool
	}{
		// 200 bytes that become 1800.
		{"invalid UTF-8 path", func() (*URL, error) { return Parse("http://h/" + strings.Repeat("\xff", 200)) }, true},
		{"invalid UTF-8 fragment", func() (*URL, error) { return Parse("http://h/#" + strings.Repeat("\xff", 200)) }, true},
		{"invalid UTF-8 opaque path", func() (*URL, error) { return Parse("sc:" + strings.Repeat("\xff", 200)) }, true},
		// 900 bytes that stay 900, and 300 of é that become 909: the
		// first check looks at the bytes before it refuses.
		{"ASCII path under the limit", func() (*URL, error) { return Parse("http://h/" + strings.Repeat("a", 900)) }, false},
		{"non-ASCII path under the limit", func() (*URL, error) { return Parse("http://h/" + strings.Repeat("é", 150)) }, false},
		{"ASCII path over the limit", func() (*URL, error) { return Parse("http://h/" + strings.Repeat("a", 1000)) }, true},
		// A relative reference copies its base: 991 bytes of it and 10 of
		// the query, and 991 and 9.
		{"long base", func() (*URL, error) { return ParseWithBase("?123456789", "http://h/"+strings.Repeat("a", 982)) }, true},
		{"long base at the limit", func() (*URL, error) { return ParseWithBase("?12345678", "http://h/"+strings.Repeat("a", 982)) }, false},
		// An encoding override writes up to 14 bytes for one: 80 bytes
		// that become 1120, and 70 that become 980.
		{"Shift_JIS query", func() (*URL, error) { return sjis.Parse("http://h/?"+strings.Repeat("\xff", 80), "") }, true},
		{"Shift_JIS query under the limit", func() (*URL, error) { return sjis.Parse("http://h/?"+strings.Repeat("\xff", 70), "") }, false},
	}
	for _, tt := range tests {
		u, err := tt.parse()
		if got := errors.Is(err, ErrTooLong); got != tt.tooLong {
			t.Errorf("%s: error %v, want ErrTooLong %v", tt.name, err, tt.tooLong)
		}
		if err == nil && len(u.String()) > hrefLimit {
			t.Errorf("%s: a URL of %d bytes, more than the limit", tt.name, len(u.String()))
		}
	}

	// A setter whose result would be too long leaves the URL as it was.
	for _, set := range []struct {
		name string
		f    func(*URL)
	}{
		{"SetPathname", func(u *URL) { u.SetPathname(strings.Repeat("\xff", 200)) }},
		{"SetHash", func(u *URL) { u.SetHash(strings.Repeat("a", 990)) }},
		{"SetHostname", func(u *URL) { u.SetHostname(strings.Repeat("ß.", 125)) }}, // 250 bytes, 1000 as Punycode
	} {
		u, _ := Parse("http://h/p?q#f")
		set.f(u)
		if u.String() != "http://h/p?q#f" {
			t.Errorf("%s: the URL became %d bytes long", set.name, len(u.String()))
		}
	}
}

// reducedLimit is the href limit the tests of ErrTooLong's rule set: small
// enough that no test allocates much, large enough for real URLs.
const reducedLimit = 4096

// parsers are the ways of parsing that must agree on the limit: Parse,
// the parser's own entry, and a Parser with a validation callback.
var limitParsers = []struct {
	name  string
	parse func(string) (*URL, error)
}{
	{"Parse", func(s string) (*URL, error) { return ParseWithBase(s, "") }},
	{"parse", func(s string) (*URL, error) { return parse(s, nil, nil, nil) }},
	{"Parser with a callback", func(s string) (*URL, error) {
		return Parser{OnValidationError: func(validation.Error) {}}.Parse(s, "")
	}},
}

// TestHrefLimitBoundary checks that Parse accepts an href of exactly the
// limit, however the input becomes it, and refuses one byte more, on
// every path through the parser.
func TestHrefLimitBoundary(t *testing.T) {
	setHrefLimit(t, reducedLimit)
	const prefix = "http://h/"
	pad := func(unit string, unitOut, total int) string {
		// unit repeated, then ASCII, so that the href is total bytes.
		n := (total - len(prefix)) / unitOut
		rest := total - len(prefix) - n*unitOut
		return prefix + strings.Repeat(unit, n) + strings.Repeat("a", rest)
	}
	for _, c := range []struct {
		name    string
		unit    string
		unitOut int // bytes unit becomes in the href
	}{
		{"ASCII", "a", 1},
		{"spaces", " b", 4},          // " " becomes "%20"
		{"non-ASCII", "é", 6},        // "%C3%A9"
		{"invalid UTF-8", "\xff", 9}, // "%EF%BF%BD"
	} {
		for _, p := range limitParsers {
			at := pad(c.unit, c.unitOut, reducedLimit)
			u, err := p.parse(at)
			if err != nil {
				t.Errorf("%s, %s: an href of the limit: %v", c.name, p.name, err)
			} else if len(u.String()) != reducedLimit {
				t.Errorf("%s, %s: an href of %d bytes, want the limit %d", c.name, p.name, len(u.String()), reducedLimit)
			}
			over := pad(c.unit, c.unitOut, reducedLimit+1)
			if _, err := p.parse(over); !errors.Is(err, ErrTooLong) {
				t.Errorf("%s, %s: an href of the limit plus one: %v, want ErrTooLong", c.name, p.name, err)
			}
		}
	}
}

// TestHrefLimitParsesBack checks the rule's promise: whatever a setter or
// SearchParams builds parses back to the same URL, on every path through
// the parser. The hrefs are from a third of the limit to the limit, where
// Parse used to refuse what the setters allowed (counting 3 bytes for
// each ASCII byte), and of the characters the setters keep but a parser
// could percent-encode ("{", "'", "|" in a fragment).
func TestHrefLimitParsesBack(t *testing.T) {
	setHrefLimit(t, reducedLimit)
	var built []string
	check := func(name string, u *URL, err error) {
		t.Helper()
		if err != nil {
			if u != nil && len(u.String()) > reducedLimit {
				t.Errorf("%s: refused, and the URL is %d bytes", name, len(u.String()))
			}
			return
		}
		if len(u.String()) > reducedLimit {
			t.Errorf("%s: built an href of %d bytes, over the limit", name, len(u.String()))
		}
		built = append(built, u.String())
	}
	for n := reducedLimit / 3; n <= reducedLimit+8; n += 97 {
		for _, s := range []struct {
			name string
			set  func(u *URL) error
		}{
			{"SetPathname", func(u *URL) error { return u.SetPathname("/" + strings.Repeat("p", n)) }},
			{"SetSearch", func(u *URL) error { return u.SetSearch(strings.Repeat("q ", n/4)) }},
			{"SetHash", func(u *URL) error { return u.SetHash(strings.Repeat("{'|", n/3)) }},
			{"SetHref", func(u *URL) error { return u.SetHref("https://h/#" + strings.Repeat("x", n)) }},
			{"SetUsername", func(u *URL) error { return u.SetUsername(strings.Repeat("é", n/6)) }},
		} {
			u := mustParse(t, "https://h.example/p?q#f")
			check(s.name, u, s.set(u))
		}
	}
	// SearchParams: append until the query no longer fits; the URL then
	// stays as it was.
	u := mustParse(t, "https://h.example/")
	p := u.SearchParams()
	for i := 0; i < reducedLimit/8; i++ {
		before := u.String()
		p.Append("name", "value with spaces")
		if u.String() == before {
			break
		}
		check("SearchParams.Append", u, nil)
	}
	if len(built) < 50 {
		t.Fatalf("only %d hrefs built", len(built))
	}
	longest := 0
	for _, href := range built {
		longest = max(longest, len(href))
		for _, p := range limitParsers {
			u, err := p.parse(href)
			if err != nil || u.String() != href {
				t.Errorf("%s of an href of %d bytes a setter built: %v", p.name, len(href), err)
			}
		}
	}
	if longest < reducedLimit-16 {
		t.Errorf("the longest href built is %d bytes, want close to the limit %d", longest, reducedLimit)
	}
}

// TestHrefLimitMemory checks that an input that cannot fit fails before
// the parser writes its serialization, and that one that fails only by the
// exact check allocates in proportion to the limit: in bytes allocated,
// from runtime.MemStats, never in time.
func TestHrefLimitMemory(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector changes allocations")
	}
	const limit = 1 << 20
	setHrefLimit(t, limit)
	allocated := func(s string) uint64 {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		if _, err := Parse(s); !errors.Is(err, ErrTooLong) {
			t.Fatalf("Parse of %d bytes: %v, want ErrTooLong", len(s), err)
		}
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc
	}
	// 200 KB of invalid UTF-8, 1.8 MB once percent-encoded: refused up
	// front.
	early := "http://h/" + strings.Repeat("\xff", 200<<10)
	n := allocated(early)
	t.Logf("%d bytes refused up front: %d bytes allocated", len(early), n)
	if n > 64<<10 {
		t.Errorf("an input refused up front allocated %d bytes, want at most 64 KiB", n)
	}
	// 600 KB of spaces, 1.8 MB once percent-encoded: the first check
	// counts them as 600 KB, and the exact one refuses them.
	late := "http://h/" + strings.Repeat(" b", 300<<10)
	n = allocated(late)
	t.Logf("%d bytes refused by the exact check: %d bytes allocated", len(late), n)
	if n > 8*limit {
		t.Errorf("an input refused by the exact check allocated %d bytes, want at most %d", n, 8*limit)
	}
}

func TestMaxInputLength(t *testing.T) {
	p := Parser{MaxInputLength: 20}
	for _, c := range []struct {
		input, base string
		tooLong     bool
	}{
		{"https://example.com/", "", false},                // 20 bytes
		{"https://example.com/a", "", true},                // 21
		{"/a", "https://example.com/", false},              // the base, 20
		{"/a", "https://example.com/ab", true},             // the base, 22
		{" \t https://h/ \n ", "", false},                  // spaces count: 17
		{strings.Repeat("\xff", 21), "", true},             // before any parsing
		{"https://example.com/\t", "", true},               // a tab counts
		{"https://example.com/" + "é", "", true},           // bytes, not code points
		{"sc:" + strings.Repeat("a", 17), "", false},       // 20
		{"sc:" + strings.Repeat("a", 18), "", true},        // 21
		{"https://h/" + strings.Repeat("é", 5), "", false}, // 20 bytes that become 40
	} {
		u, err := p.Parse(c.input, c.base)
		if got := errors.Is(err, ErrInputTooLong); got != c.tooLong {
			t.Errorf("Parser{MaxInputLength: 20}.Parse(%q, %q) = %v, %v; want ErrInputTooLong %v", c.input, c.base, u, err, c.tooLong)
		}
		var e *Error
		if c.tooLong && (!errors.As(err, &e) || e.Op != "parse") {
			t.Errorf("Parse(%q, %q): error %#v, want an *Error", c.input, c.base, err)
		}
	}
	// Zero is no limit.
	if _, err := (Parser{}).Parse("https://h/"+strings.Repeat("a", 1<<16), ""); err != nil {
		t.Errorf("Parser{}.Parse of 64 KiB: %v", err)
	}
}

// rssLimits runs TestRSSPerInputByte, whose inputs take seconds and a few
// GB of memory: CI runs it (.ci/run), `go test ./...` does not.
var rssLimits = flag.Bool("limits.rss", false, "run TestRSSPerInputByte: Parse of 240 MiB inputs in a child process, its peak RSS")

// maxRSSPerInput is the most resident memory, in bytes per input byte, the
// input included, that a process may reach parsing one long input
// (SECURITY.md's bound on the process, beside maxBytesPerInput's on the
// bytes an operation allocates).
const maxRSSPerInput = 14

// rssShapes are the inputs TestRSSPerInputByte parses: 240 MiB of invalid
// UTF-8 after each prefix, in each component a byte of it can reach.
var rssShapes = map[string]string{
	"path":              "http://h/",
	"query":             "http://h/?",
	"fragment":          "http://h/#",
	"opaque path":       "sc:",
	"net/url's reading": "postgres://u@a,b/",
}

// TestRSSPerInputByte parses each of rssShapes in a child process (this
// test binary, run again) and checks the child's peak resident set size,
// as the kernel counts it, against maxRSSPerInput.
func TestRSSPerInputByte(t *testing.T) {
	if shape := os.Getenv("WEBURL_RSS_SHAPE"); shape != "" {
		s := rssShapes[shape] + strings.Repeat("\xff", 240<<20)
		if u, err := Parse(s); err == nil {
			_ = u.String()
		}
		return
	}
	if !*rssLimits {
		t.Skip("parses 240 MiB inputs in child processes; run with -limits.rss (CI does)")
	}
	skipMemoryUnderSanitizers(t)
	for name := range rssShapes {
		t.Run(name, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "-test.run=^TestRSSPerInputByte$")
			cmd.Env = append(os.Environ(), "WEBURL_RSS_SHAPE="+name)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("child: %v\n%s", err, out)
			}
			usage, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
			if !ok {
				t.Skip("no resource usage on this system")
			}
			per := float64(usage.Maxrss<<10) / float64(240<<20)
			t.Logf("peak RSS %d KiB, %.2f bytes per input byte", usage.Maxrss, per)
			if per > maxRSSPerInput {
				t.Errorf("peak RSS %.2f bytes per input byte, want at most %d", per, maxRSSPerInput)
			}
		})
	}
}

// params returns a query of n parameters "a=1".
func params(n int) string { return strings.Repeat("a=1&", n-1) + "a=1" }

// TestSearchParamsLimit checks the parameter cap of NewSearchParams and
// URL.SearchParams, which ParseQuery shares (CVE-2025-61726): 10000, or
// GODEBUG's urlmaxqueryparams.
func TestSearchParamsLimit(t *testing.T) {
	t.Setenv("GODEBUG", "")
	for _, c := range []struct {
		name  string
		query string
		want  int // pairs; 0 when refused
	}{
		{"10000 parameters", params(10000), 10000},
		{"10001 parameters", params(10001), 0},
		{"10001 by '&' count, even if empty", strings.Repeat("&", 10000), 0},
		{"a leading '?' is not counted", "?" + params(10000), 10000},
	} {
		if got := NewSearchParams(c.query).Size(); got != c.want {
			t.Errorf("%s: NewSearchParams has %d pairs, want %d", c.name, got, c.want)
		}
		_, err := ParseQuery(strings.TrimPrefix(c.query, "?"))
		if refused := err != nil; refused != (c.want == 0) {
			t.Errorf("%s: ParseQuery error %v, want refused %v", c.name, err, c.want == 0)
		}
		// A URL's object, made from the query, refreshed by a setter and
		// synced after RawQuery is assigned.
		u := mustParse(t, "https://h.example/?"+strings.TrimPrefix(c.query, "?"))
		if got := u.SearchParams().Size(); got != c.want {
			t.Errorf("%s: URL.SearchParams has %d pairs, want %d", c.name, got, c.want)
		}
		v := mustParse(t, "https://h.example/?x=1")
		p := v.SearchParams()
		v.SetSearch(c.query)
		if got := p.Size(); got != c.want {
			t.Errorf("%s: after SetSearch, SearchParams has %d pairs, want %d", c.name, got, c.want)
		}
		w := mustParse(t, "https://h.example/?x=1")
		q := w.SearchParams()
		w.RawQuery = strings.TrimPrefix(c.query, "?")
		if got := q.Size(); got != c.want {
			t.Errorf("%s: after assigning RawQuery, SearchParams has %d pairs, want %d", c.name, got, c.want)
		}
	}
}

// TestQueryParamsGODEBUG checks that the cap is configured as Go's is.
func TestQueryParamsGODEBUG(t *testing.T) {
	for _, c := range []struct {
		godebug string
		limit   int // 0: no limit
	}{
		{"", 10000},
		{"urlmaxqueryparams=5", 5},
		{"http2client=0,urlmaxqueryparams=3,urlmaxqueryparams=7", 7}, // the last one wins
		{"urlmaxqueryparams=0", 0},
		{"urlmaxqueryparams=x", 10000}, // not a number: the default
		{"urlmaxqueryparams=-1", 10000},
		{"xurlmaxqueryparams=5", 10000},
	} {
		t.Setenv("GODEBUG", c.godebug)
		check := func(n int, refused bool) {
			t.Helper()
			got := NewSearchParams(params(n)).Size()
			_, err := ParseQuery(params(n))
			if (got == 0) != refused || (err != nil) != refused {
				t.Errorf("GODEBUG=%q, %d parameters: NewSearchParams %d pairs, ParseQuery error %v; want refused %v", c.godebug, n, got, err, refused)
			}
		}
		if c.limit == 0 {
			check(20000, false)
			continue
		}
		check(c.limit, false)
		check(c.limit+1, true)
	}
}

func TestGodebugValue(t *testing.T) {
	for _, c := range []struct {
		s, value string
		ok       bool
	}{
		{"", "", false},
		{"urlmaxqueryparams=1", "1", true},
		{"a=b,urlmaxqueryparams=2,c=d", "2", true},
		{"urlmaxqueryparams=1,urlmaxqueryparams=", "", true},
		{"urlmaxqueryparams", "", false},
		{",,=,", "", false},
	} {
		v, ok := godebugValue(c.s, "urlmaxqueryparams")
		if v != c.value || ok != c.ok {
			t.Errorf("godebugValue(%q) = %q, %v; want %q, %v", c.s, v, ok, c.value, c.ok)
		}
	}
}

// TestAdvisoryQueryParams checks CVE-2025-61726, the query parameter
// count: a query of more than 10000 parameters reads as no parameters in
// every reader of a query, and reading it allocates little.
func TestAdvisoryQueryParams(t *testing.T) {
	t.Setenv("GODEBUG", "")
	query := params(10001)
	u := mustParse(t, "https://h.example/?"+query)
	if v, err := ParseQuery(query); err == nil || len(v) != 0 {
		t.Errorf("ParseQuery of 10001 parameters: %d keys, error %v", len(v), err)
	}
	if v := u.Query(); len(v) != 0 {
		t.Errorf("Query() of 10001 parameters: %d keys", len(v))
	}
	if n := NewSearchParams(query).Size(); n != 0 {
		t.Errorf("NewSearchParams of 10001 parameters: %d pairs", n)
	}
	if n := u.SearchParams().Size(); n != 0 {
		t.Errorf("SearchParams of 10001 parameters: %d pairs", n)
	}
	// net/url agrees.
	if v, err := neturl.ParseQuery(query); err == nil || len(v) != 0 {
		t.Errorf("net/url's ParseQuery of 10001 parameters: %d keys, error %v", len(v), err)
	}
	if raceEnabled {
		return
	}
	// Refused, the query allocates no list: far less than the 10000
	// pairs, 32 bytes each at the least, of the query one parameter
	// shorter.
	allocated := func(q string) uint64 {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		NewSearchParams(q)
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc
	}
	if refused, accepted := allocated(query), allocated(params(10000)); refused > 1024 || accepted < 32*10000 {
		t.Errorf("NewSearchParams allocated %d bytes for 10001 parameters, %d for 10000", refused, accepted)
	}
}

// TestSerializedLenHint checks serializedLenHint's words against
// utf8PercentEncodedLen with its set, for every byte at every place of
// inputs up to 40 bytes, and for inputs beyond ASCII after a word or more.
func TestSerializedLenHint(t *testing.T) {
	for n := 1; n <= 40; n++ {
		for at := 0; at < n; at++ {
			for c := 0; c < 256; c++ {
				b := []byte(strings.Repeat("a/.", n)[:n])
				b[at] = byte(c)
				s := string(b)
				if got, want := serializedLenHint(s), utf8PercentEncodedLen(s, &serializedHintSet); got != want {
					t.Fatalf("serializedLenHint(%q) = %d, want %d", s, got, want)
				}
			}
		}
	}
	for _, s := range []string{"abcdefgh é <>", "a b c d e f g h\x80\x80 ' @", "''''''''@@@@@@@@ü"} {
		if got, want := serializedLenHint(s), utf8PercentEncodedLen(s, &serializedHintSet); got != want {
			t.Errorf("serializedLenHint(%q) = %d, want %d", s, got, want)
		}
	}
}
