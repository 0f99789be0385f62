// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"github.com/weburl/url/validation"
	"runtime"
	"strings"
	"testing"

	"golang.org/x/text/encoding/htmlindex"
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
