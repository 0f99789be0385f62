// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/weburl/url/internal/fixtures"
	"github.com/weburl/url/validation"
)

// skipAllocCounts skips a test of allocation counts in -short mode, and
// in an instrumented build (see skipInstrumented).
func skipAllocCounts(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("allocation counts are not measured in -short mode")
	}
	skipInstrumented(t)
}

// skipInstrumented skips a test of allocation counts under the race
// detector, ASan, MSan and checkptr, whose instrumentation changes what
// allocates: under -race sync.Pool drops a random share of the parser's
// buffers on Put, and the sanitizers and checkptr keep values the
// compiler would put on the stack in the heap.
func skipInstrumented(t *testing.T) {
	t.Helper()
	switch {
	case raceEnabled:
		t.Skip("allocation counts are not measured under the race detector")
	case asanEnabled, msanEnabled:
		t.Skip("allocation counts are not measured under a sanitizer")
	case gcflag("checkptr"):
		t.Skip("allocation counts are not measured with checkptr")
	}
}

// keptURL is where the allocation tests keep a URL past the function that
// parsed it, so that the compiler cannot put it on that function's stack.
var keptURL *URL

// TestParseAllocs guards the allocation count of Parse+String, of
// ParseWithBase+String and of ParseInto+String: for Parse and
// ParseWithBase one allocation, whether or not the input was already
// canonical, with or without percent-encoded bytes to decode into Path and
// Fragment; for ParseInto none when the input is canonical and its fields
// are slices of it (the URL's href is the input), and one otherwise.
func TestParseAllocs(t *testing.T) {
	skipAllocCounts(t)
	for _, tt := range []struct {
		in    string
		stack bool // canonical, with fields that are slices of it
	}{
		{"https://www.sec.gov/edgar.shtml", true},
		{"https://www.countrysidemag.com/issues/3_1998.htm#Swiss Goats", false}, // re-encoded fragment
		{"HTTP://EXAMPLE.com:80/a/./b/../c?q=1", false},                         // normalized
		{"https://example.com/a%20b/c%2Fd?x#y%20z", false},                      // decoded Path and Fragment
		{"file:///home/user/project/src/main.go", true},
		{"https://Bücher.de:443/katalog?q=1", false},            // the host parser's host: newIDNAURL
		{"HTTPS://example.com:443/?q=<a b c d e f>#top", false}, // the query encoded: newEncodedURL
		{"https://example.com/a#<b c d e f g>", false},          // the fragment encoded
		// Room for the decoded Path and Fragment beside the href that
		// newLoweredURL writes.
		{"HTTPS://h/a%20b", false},
		{"https://bücher.de/a%20b", false},
		{"https://h/a%20b/./c?q#f", false},
		{"https://h/a%20b?q r#%41", false},
		// Long, not canonical, and decoded: the bytes need a larger slab.
		{"https://msewww.engin.umich.edu:81/people/milty/research/electrospinning/literature/2002_Kim_Lee_Preparation\\%20and\\%20characterization\\%20of\\%20a\\%20nanoscale\\%20PVA\\%20fiber\\%20aggregate\\%20produced\\%20by\\%20an\\%20electrospinning\\%20method.pdf", false},
		{"https://example.com/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z/0/1/2/3/4/5/6/7/8/9/index.html?query=string&another=value#fragment", true},
	} {
		for _, c := range []string{"Parse", "ParseWithBase", "Parse, kept", "ParseInto"} {
			allocs := testing.AllocsPerRun(100, func() {
				var u *URL
				var err error
				switch c {
				case "Parse":
					u, err = Parse(tt.in)
				case "ParseWithBase":
					u, err = ParseWithBase(tt.in, "")
				case "ParseInto":
					var v URL
					err = ParseInto(&v, tt.in)
					u = &v
				default:
					keptURL, err = Parse(tt.in)
					u = keptURL
				}
				if err != nil {
					t.Fatal(err)
				}
				_ = u.String()
			})
			max := 1.0
			if c == "ParseInto" && tt.stack {
				max = 0
			}
			if allocs != max {
				t.Errorf("%s(%q)+String: %v allocations, want %v", c, tt.in, allocs, max)
			}
		}
	}
}

// TestParseLegacyAllocs checks what Parse keeps of an absolute URL written
// in a legacy form (a special scheme and no "//", as users type
// "https:/example.com"): the text after its scheme, in one allocation with
// its extra state, beside the URL's own; the reference is read from that
// text only when resolution asks for it.
func TestParseLegacyAllocs(t *testing.T) {
	skipAllocCounts(t)
	for _, tt := range []struct{ in, rest string }{
		{"https:/www.example.com/a/b?x=1", "/www.example.com/a/b?x=1"},
		{"http:example.com", "example.com"},
		{" HTTP:\\x?y#z", "\\x?y#z"}, // trimmed; a backslash is a separator
		{"wss:h", "h"},
	} {
		allocs := testing.AllocsPerRun(100, func() {
			var err error
			if keptURL, err = Parse(tt.in); err != nil {
				t.Fatal(err)
			}
		})
		if allocs != 2 {
			t.Errorf("Parse(%q): %v allocations, want 2", tt.in, allocs)
		}
		u := keptURL
		if u.c.hints&hintRef == 0 || u.x == nil || u.x.ref != nil || u.x.legacy == nil || *u.x.legacy != tt.rest {
			t.Errorf("Parse(%q) keeps hints %b and %+v; want the text %q alone", tt.in, u.c.hints, u.x, tt.rest)
			continue
		}
		if r := u.ref(); r == nil || r.scheme != u.Scheme {
			t.Errorf("Parse(%q).ref() = %+v, want one with scheme %q", tt.in, r, u.Scheme)
		}
	}
}

// gcflag reports whether this test binary was built with -gcflags holding
// the flag f, alone (-l) or as a debug setting (-d=checkptr), for all
// packages or this one.
func gcflag(f string) bool {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return false
	}
	for _, s := range bi.Settings {
		if s.Key != "-gcflags" {
			continue
		}
		for _, g := range strings.Fields(s.Value) {
			if i := strings.LastIndexByte(g, '='); i >= 0 && !strings.HasPrefix(g[i+1:], "-") {
				g = g[i+1:] // "all=-d=checkptr": "checkptr"
			} else if i >= 0 {
				g = g[i+1:] // "all=-l": "-l"
			}
			for _, h := range strings.Split(g, ",") {
				if h == f {
					return true
				}
			}
		}
	}
	return false
}

// TestParseGettersNoAllocs checks what ParseInto's documentation says of
// the methods that do not keep the URL they are called on: a program that
// parses a canonical URL into a URL of its own and reads it through them
// allocates nothing, and one that sets a component allocates only the new
// href.
func TestParseGettersNoAllocs(t *testing.T) {
	skipAllocCounts(t)
	const in = "https://www.example.com:8080/a/b.html?q=go#top"
	var n int
	allocs := testing.AllocsPerRun(100, func() {
		var u URL
		if err := ParseInto(&u, in); err != nil {
			t.Fatal(err)
		}
		n += len(u.Hostname()) + len(u.Port()) + len(u.EscapedPath()) +
			len(u.Host) + len(u.Pathname()) + len(u.Search()) + len(u.Hash()) +
			len(u.Protocol()) + len(u.RequestURI()) + len(u.String())
		if !u.IsAbs() || u.HostKind() != HostDomain {
			t.Fatal("not an absolute URL with a domain") // not u: that would keep it
		}
	})
	if allocs != 0 {
		t.Errorf("Parse(%q) and its getters: %v allocations, want 0", in, allocs)
	}
	// A setter allocates its new href, and nothing for the URL.
	allocs = testing.AllocsPerRun(100, func() {
		var u URL
		if err := ParseInto(&u, in); err != nil {
			t.Fatal(err)
		}
		if err := u.SetPathname("/c/d.html"); err != nil {
			t.Fatal(err)
		}
		n += len(u.String())
	})
	if allocs != 1 {
		t.Errorf("Parse(%q), SetPathname and String: %v allocations, want 1 (the new href)", in, allocs)
	}
	if n == 0 {
		t.Fatal("nothing read")
	}
}

// TestFieldAssignAllocs guards String after an assignment to an exported
// field, the net/url way of changing a URL: when net/url's serialization
// of the fields is in canonical form, the one allocation is that
// serialization (net/url's own), which becomes the href; a serialization
// that is not canonical is parsed into a URL of its own.
func TestFieldAssignAllocs(t *testing.T) {
	skipAllocCounts(t)
	base, err := Parse("https://www.example.com:8080/a/b.html?q=go#top")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name   string
		set    func(u *URL)
		want   string
		allocs float64
	}{
		{"RawQuery", func(u *URL) { u.RawQuery = "q=url&page=2" }, "https://www.example.com:8080/a/b.html?q=url&page=2#top", 1},
		{"Path", func(u *URL) { u.Path = "/c/d" }, "https://www.example.com:8080/c/d?q=go#top", 1},
		{"Host", func(u *URL) { u.Host = "other.example" }, "https://other.example/a/b.html?q=go#top", 1},
		{"Scheme", func(u *URL) { u.Scheme = "wss" }, "wss://www.example.com:8080/a/b.html?q=go#top", 1},
		{"Fragment", func(u *URL) { u.Fragment = "" }, "https://www.example.com:8080/a/b.html?q=go", 1},
		// Not canonical: the host is lowered by the parser, which makes
		// the URL that holds the result.
		{"Host, upper case", func(u *URL) { u.Host = "EXAMPLE.org" }, "https://example.org/a/b.html?q=go#top", 2},
	} {
		var u URL
		var got string
		allocs := testing.AllocsPerRun(100, func() {
			u = *base
			tt.set(&u)
			got = u.String()
		})
		if got != tt.want {
			t.Errorf("%s: String() = %q, want %q", tt.name, got, tt.want)
		}
		if allocs != tt.allocs {
			t.Errorf("%s: %v allocations, want %v", tt.name, allocs, tt.allocs)
		}
	}
}

// TestSetHrefAllocs checks that SetHref with an href in canonical form
// allocates nothing: the URL's fields become slices of it, as in ParseInto.
func TestSetHrefAllocs(t *testing.T) {
	skipAllocCounts(t)
	u, err := Parse("https://www.example.com:8080/a/b/c.html?x=1&y=2#frag")
	if err != nil {
		t.Fatal(err)
	}
	for _, href := range []string{
		"https://www.example.com:8080/a/b/c.html?q=go&page=2#frag",
		"file:///home/user/project/src/main.go",
	} {
		if allocs := testing.AllocsPerRun(100, func() {
			if err := u.SetHref(href); err != nil {
				t.Fatal(err)
			}
		}); allocs != 0 {
			t.Errorf("SetHref(%q): %v allocations, want 0", href, allocs)
		}
		if got := u.String(); got != href {
			t.Errorf("SetHref(%q): String() = %q", href, got)
		}
	}
}

// TestCanParseAllocs checks that CanParse says yes to a URL in canonical
// form, with no base, without allocating.
func TestCanParseAllocs(t *testing.T) {
	skipAllocCounts(t)
	for _, in := range []string{"https://www.sec.gov/edgar.shtml", "https://example.com/a%20b/c%2Fd?x#y%20z", "HTTPS://Example.COM:443/a/../b?q r"} {
		ok := false
		if allocs := testing.AllocsPerRun(100, func() { ok = CanParse(in, "") }); allocs != 0 || !ok {
			t.Errorf("CanParse(%q, \"\") = %v with %v allocations, want true with 0", in, ok, allocs)
		}
	}
}

// TestURLSize guards the size of a URL, the one allocation of Parse: 192
// bytes is a size class of Go's allocator, and a word more moves it to the
// 208-byte class (see URL). On 32-bit platforms it is smaller.
func TestURLSize(t *testing.T) {
	if got := unsafe.Sizeof(URL{}); got > 192 {
		t.Errorf("a URL is %d bytes, want at most 192", got)
	}
}

// TestCanonicalURLKeepsInput checks that the fields of a URL that is its
// own input, slices of it, keep their bytes when collections run
// while URLs are made, each input reachable only through its URL
// afterwards: written into a heap URL by Parse, or into one on the stack
// that ParseInto then copies. Collections run back to
// back beside the parsing, the inputs are dropped, and freed memory is
// written over before the fields are read. A missed mark is a matter of
// timing, so the test runs itself again with GODEBUG=gccheckmark=1, which
// makes the collector check each marking it does and crash on an object
// it should have marked.
func TestCanonicalURLKeepsInput(t *testing.T) {
	if testing.Short() {
		t.Skip("collections are not stressed in -short mode")
	}
	if os.Getenv("WEBURL_GCCHECKMARK") == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestCanonicalURLKeepsInput$")
		cmd.Env = append(os.Environ(), "GODEBUG=gccheckmark=1", "WEBURL_GCCHECKMARK=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("with GODEBUG=gccheckmark=1: %v\n%s", err, out)
		}
	}
	defer debug.SetGCPercent(debug.SetGCPercent(1))
	stop, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-stop:
				return
			default:
				runtime.GC()
			}
		}
	}()
	const n = 20000
	urls := make([]*URL, n)
	for i := range urls {
		// A new string each time, not a constant, and kept nowhere else.
		k := strconv.Itoa(i)
		s := "https://h" + k + ".example/p/" + k + "?q=" + k + "#f" + k
		// Parse and the parser's own entry write the fields into a heap
		// URL (initCanonical); ParseInto writes them into a URL on the
		// stack and copies it.
		u, err := Parse(s)
		switch i % 3 {
		case 1:
			u, err = parse(s, nil, nil, nil)
		case 2:
			u = new(URL)
			err = ParseInto(u, s)
		}
		if err != nil {
			t.Fatal(err)
		}
		urls[i] = u
	}
	close(stop)
	<-done
	var garbage [][]byte
	for range 64 {
		garbage = append(garbage, []byte("https://overwritten.example/overwritten?overwritten#overwritten"))
		runtime.GC()
	}
	_ = garbage
	for i, u := range urls {
		k := strconv.Itoa(i)
		if u.Scheme != "https" || u.Host != "h"+k+".example" || u.Path != "/p/"+k || u.RawQuery != "q="+k || u.Fragment != "f"+k {
			t.Fatalf("URL %d after collections: %q %q %q %q %q", i, u.Scheme, u.Host, u.Path, u.RawQuery, u.Fragment)
		}
	}
}

// TestSetHostnameAllocs guards SetHostname and SetHost: one allocation,
// the new href, whether the host parser keeps the host as it is or
// rewrites it (an IPv4 address in another form, a domain beyond ASCII, a
// file: URL's "localhost"): the parser holds a host of up to 64 bytes by
// value (see setNewHost). A longer one takes two more: the host parser's
// buffer grows past its 64 bytes on the stack, and the parser keeps a copy.
func TestSetHostnameAllocs(t *testing.T) {
	skipAllocCounts(t)
	long := strings.Repeat("a", 60) + ".EXAMPLE"
	for _, tt := range []struct {
		base, host, want string
		allocs           float64
	}{
		{setterBase, "example.org", "https://example.org:8080/a/b/c.html?x=1&y=2#frag", 1},
		{setterBase, "0x7f.1", "https://127.0.0.1:8080/a/b/c.html?x=1&y=2#frag", 1},
		{setterBase, "bücher.de", "https://xn--bcher-kva.de:8080/a/b/c.html?x=1&y=2#frag", 1},
		{setterBase, "EXAMPLE.org", "https://example.org:8080/a/b/c.html?x=1&y=2#frag", 1},
		{setterBase, long, "https://" + strings.ToLower(long) + ":8080/a/b/c.html?x=1&y=2#frag", 3},
		{"file://h/x", "LocalHost", "file:///x", 1},
	} {
		base, err := Parse(tt.base)
		if err != nil {
			t.Fatal(err)
		}
		var got string
		allocs := testing.AllocsPerRun(100, func() {
			u := *base
			if err := u.SetHostname(tt.host); err != nil {
				t.Fatal(err)
			}
			got = u.String()
		})
		if got != tt.want {
			t.Errorf("SetHostname(%q) on %q: %q, want %q", tt.host, tt.base, got, tt.want)
		}
		if allocs != tt.allocs {
			t.Errorf("SetHostname(%q) on %q: %v allocations, want %v", tt.host, tt.base, allocs, tt.allocs)
		}
	}
	u := MustParse(setterBase)
	if allocs := testing.AllocsPerRun(100, func() {
		v := *u
		if err := v.SetHost("0x7f.1:81"); err != nil || v.String() != "https://127.0.0.1:81/a/b/c.html?x=1&y=2#frag" {
			t.Fatal(v.String(), err)
		}
	}); allocs != 1 {
		t.Errorf("SetHost: %v allocations, want 1", allocs)
	}
}

// maxBytesPerInput is SECURITY.md's bound on the memory a URL operation
// takes per byte of its input: a byte of invalid UTF-8 becomes the nine
// bytes "%EF%BF%BD" of href and the three of U+FFFD in a decoded field.
const maxBytesPerInput = 12

// memoryInputSize is the size of the inputs the memory tests give.
const memoryInputSize = 1 << 20

// memorySlack is what an operation may allocate beyond maxBytesPerInput
// per input byte: the allocator rounds a large object up to whole pages,
// and a URL or a list takes a few hundred bytes whatever the input.
const memorySlack = 64 << 10

// memoryUnits are the bytes a long input is made of: ASCII that stays as
// it is, ASCII that each percent-encode set encodes (a space, "\x01" and
// "@"), valid UTF-8, and invalid UTF-8, the longest once encoded.
var memoryUnits = []struct{ name, unit string }{
	{"ASCII", "a"},
	{"space", " "},
	{"C0 control", "\x01"},
	{"at sign", "@"},
	{"non-ASCII", "é"},
	{"invalid UTF-8", "\xff"},
}

// skipMemoryUnderSanitizers skips a test of the bytes allocated under the
// race detector and the sanitizers, which allocate beside the program.
func skipMemoryUnderSanitizers(t *testing.T) {
	t.Helper()
	if raceEnabled || sanitizerEnabled {
		t.Skip("allocation sizes differ under -race, -asan and -msan; checked by the plain run")
	}
}

// TestMemoryPerInputByte gives Parse, every setter and
// NewSearchParams(v).String() a value of about 1 MiB of each of
// memoryUnits, and checks that each allocates at most maxBytesPerInput
// bytes per byte of the value (the URL built from it included).
func TestMemoryPerInputByte(t *testing.T) {
	skipMemoryUnderSanitizers(t)
	base, err := Parse("https://user:pass@www.example.com:8080/a/b/c.html?x=1&y=2#frag")
	if err != nil {
		t.Fatal(err)
	}
	opaque, err := Parse("sc://h/p?q#f")
	if err != nil {
		t.Fatal(err)
	}
	ops := []struct {
		name   string
		prefix string // before the value, in the input
		suffix string // after it
		run    func(s string)
	}{
		{"Parse path", "http://h/", "", func(s string) { Parse(s) }},
		{"Parse query", "http://h/?", "", func(s string) { Parse(s) }},
		{"Parse fragment", "http://h/#", "", func(s string) { Parse(s) }},
		{"Parse userinfo", "http://", "@h/", func(s string) { Parse(s) }},
		{"Parse opaque path", "mailto:", "", func(s string) { Parse(s) }},
		{"Parse non-special", "sc://h/", "", func(s string) { Parse(s) }},
		{"Parse non-special query", "sc://h/?", "", func(s string) { Parse(s) }},
		{"Parse opaque path, query", "mailto:x?", "", func(s string) { Parse(s) }},
		{"ParseWithBase path", "", "", func(s string) { ParseWithBase(s, "http://h/a/b") }},
		{"SetHref", "http://h/", "", func(s string) { u := *base; u.SetHref(s) }},
		{"SetProtocol", "", "", func(s string) { u := *base; u.SetProtocol(s) }},
		{"SetUsername", "", "", func(s string) { u := *base; u.SetUsername(s) }},
		{"SetPassword", "", "", func(s string) { u := *base; u.SetPassword(s) }},
		{"SetHost", "", "", func(s string) { u := *base; u.SetHost(s) }},
		{"SetHostname", "", "", func(s string) { u := *base; u.SetHostname(s) }},
		{"SetPort", "", "", func(s string) { u := *base; u.SetPort(s) }},
		{"SetPathname", "", "", func(s string) { u := *base; u.SetPathname(s) }},
		{"SetPathname non-special", "", "", func(s string) { u := *opaque; u.SetPathname(s) }},
		{"SetSearch", "", "", func(s string) { u := *base; u.SetSearch(s) }},
		{"SetSearch non-special", "", "", func(s string) { u := *opaque; u.SetSearch(s) }},
		{"SetHash", "", "", func(s string) { u := *base; u.SetHash(s) }},
		{"NewSearchParams name", "", "", func(s string) { _ = NewSearchParams(s).String() }},
		{"NewSearchParams value", "a=", "", func(s string) { _ = NewSearchParams(s).String() }},
	}
	for _, op := range ops {
		for _, mu := range memoryUnits {
			t.Run(op.name+"/"+mu.name, func(t *testing.T) {
				s := op.prefix + strings.Repeat(mu.unit, memoryInputSize/len(mu.unit)) + op.suffix
				op.run(s) // once before, so that lazily made tables are not counted
				n := fixtures.BytesAllocated(func() { op.run(s) })
				if n > maxBytesPerInput*uint64(len(s))+memorySlack {
					t.Errorf("%.2f bytes allocated per input byte, want at most %d", float64(n)/float64(len(s)), maxBytesPerInput)
				}
			})
		}
	}
}

// checkHrefFields checks that u's href parses to itself and that u's
// fields are those of that parse.
func checkHrefFields(t *testing.T, u *URL) {
	t.Helper()
	v, err := Parse(u.String())
	if err != nil {
		t.Errorf("Parse(%.80q): %v", u.String(), err)
		return
	}
	if v.String() != u.String() {
		t.Errorf("Parse(%.80q).String() = %.80q", u.String(), v.String())
	}
	if u.Path != v.Path || u.RawPath != v.RawPath || u.Fragment != v.Fragment || u.RawQuery != v.RawQuery ||
		u.Host != v.Host || u.Scheme != v.Scheme || u.User.String() != v.User.String() || u.Opaque != v.Opaque {
		t.Errorf("%.80q: fields differ from its parse's", u.String())
	}
	if u.Pathname() != v.Pathname() || u.Search() != v.Search() || u.Hash() != v.Hash() || u.Username() != v.Username() {
		t.Errorf("%.80q: getters differ from its parse's", u.String())
	}
}

// encodeSets are the percent-encode sets, for the sizing tests.
var encodeSets = []struct {
	name string
	set  *encodeSet
}{
	{"C0 control", &c0ControlSet},
	{"fragment", &fragmentSet},
	{"query", &querySet},
	{"special-query", &specialQuerySet},
	{"path", &pathSet},
	{"userinfo", &userinfoSet},
	{"component", &componentSet},
	{"form", &formSet},
}

// checkSizing checks the counting passes that size outputs once against
// the outputs they size: utf8PercentEncodedLen is the length of the
// encoding with each set, serializedLenHint at least that with the path,
// query, fragment and special-query sets, decodedLen at least the length
// of the decoding, and exact for a long string.
func checkSizing(t *testing.T, s string) {
	t.Helper()
	for _, es := range encodeSets {
		got, want := utf8PercentEncodedLen(s, es.set), len(appendUTF8PercentEncoded(nil, s, es.set))
		if got != want {
			t.Errorf("utf8PercentEncodedLen(%.40q, %s set) = %d, want %d", s, es.name, got, want)
		}
		if es.set == &userinfoSet || es.set == &componentSet || es.set == &formSet {
			continue // they encode "/" and more, which the hint counts as one
		}
		if hint := serializedLenHint(s); hint < want {
			t.Errorf("serializedLenHint(%.40q) = %d, below its encoding with the %s set (%d)", s, hint, es.name, want)
		}
	}
	for _, plus := range []bool{false, true} {
		n, d := decodedLen(s), len(decode(s, plus))
		if n < d || len(s) > largeInput && n != d {
			t.Errorf("decodedLen(%.40q) = %d for a decoding of %d bytes", s, n, d)
		}
	}
}

func TestSizing(t *testing.T) {
	for _, s := range []string{
		"", "a", " ", "\xff", "é", "\xe2\x82", "%41", "%4", "%%41", "a b+c%2B", "\x00\x7f\x80",
		"/a/b?c=d#e", "日本語", "\xf0\x9f\x92", "@:/[]^|", strings.Repeat("%EF%BF%BD", largeInput/9+1),
		strings.Repeat("a%41 ", largeInput/5+1),
	} {
		checkSizing(t, s)
	}
}

func FuzzSizing(f *testing.F) {
	for _, s := range []string{"a b", "\xff%41", "é+%2B", "%%4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkSizing(t, s)
		if len(s) > 0 && len(s) < 256 {
			// A long string of it, where decodedLen counts.
			checkSizing(t, strings.Repeat(s, largeInput/len(s)+1))
		}
	})
}

// TestParseAllocsDoNotGrow: the parser's buffer started at a pooled 256
// bytes and grew by appending, so parsing took a number of allocations
// that grew with the input: 19 at 64 KB, 42 at 10 MB for "sc:////...";
// and with a validation callback, the list of removed tabs grew the same
// way (found by TestLimits' cap on allocations): 24 at 256 KB, 38 at 4 MB
// for "a...a:x". Both are sized from the input now.
func TestParseAllocsDoNotGrow(t *testing.T) {
	var n int
	p := Parser{OnValidationError: func(validation.Error) { n++ }}
	for _, shape := range []struct {
		name  string
		parse func(size int) func()
	}{
		{"sc:////...", func(size int) func() {
			s := "sc:" + strings.Repeat("/", size)
			return func() { Parse(s) }
		}},
		{"a...a:x", func(size int) func() {
			s := strings.Repeat("a", size) + ":x"
			return func() { Parse(s) }
		}},
		{"tabs, with a callback", func(size int) func() {
			s := "http://h/" + strings.Repeat("\t^", size/2)
			return func() { p.Parse(s, "") }
		}},
	} {
		// From 256 KB, above the 64 KB the buffer pool keeps: a few
		// allocations more at the larger size are the runtime's.
		small := testing.AllocsPerRun(2, shape.parse(256<<10))
		large := testing.AllocsPerRun(2, shape.parse(4<<20))
		if large > small+4 {
			t.Errorf("%s: %v allocations at 256 KB, %v at 4 MB", shape.name, small, large)
		}
	}
}

// opsMemorySizes are the input sizes of TestMemoryPerInputByteOps, in MiB:
// a bound that holds at one size and not at eight times it (a list grown
// by append, a copy per level) shows between them.
var opsMemorySizes = []int{1, 8, 64}

// TestMemoryPerInputByteOps gives Validate, SearchParams().Append,
// ResolveReference and RedactSecrets an input of 1 and 8 MiB of each of
// memoryUnits, and of the bytes that make the parser report a validation
// error at each of them, and of 64 MiB (only without -short) of invalid
// UTF-8 and of backslashes, and checks that each
// allocates at most maxBytesPerInput bytes per input byte. The input's own
// parse is not counted where the operation takes a URL.
func TestMemoryPerInputByteOps(t *testing.T) {
	skipMemoryUnderSanitizers(t)
	units := append(memoryUnits[:len(memoryUnits):len(memoryUnits)],
		struct{ name, unit string }{"backslash", "\\"}, // an error at each byte
		struct{ name, unit string }{"percent", "%"},    // likewise
	)
	base := MustParse("https://h.example/a/b?x=1")
	ops := []struct {
		name string
		// prepare returns the operation on s, with whatever it needs
		// parsed already, or nil when s is no input for it.
		prepare func(s string) func()
		// over names the units the operation is known to allocate more
		// for, each with its reason; such a unit that passes fails the test.
		over map[string]string
	}{
		{name: "Validate", prepare: func(s string) func() {
			s = "http://h/" + s
			return func() { Validate(s, "") }
		}},
		{name: "SearchParams.Append", prepare: func(s string) func() {
			u := MustParse("https://h.example/?a=1#f")
			u.SearchParams()
			return func() { v := *u; v.SearchParams().Append("b", s) }
		}},
		{name: "ResolveReference path", prepare: refOp(base, "")},
		{name: "ResolveReference query", prepare: refOp(base, "?")},
		{name: "ResolveReference fragment", prepare: refOp(base, "#")},
		{name: "ResolveReference authority", prepare: refOp(base, "//h.example/")},
		{name: "RedactSecrets password and token", prepare: func(s string) func() {
			u := MustParse("https://u:pw@h.example/?token=" + s + "&a=1")
			return func() { _ = u.RedactSecrets() }
		}},
		{name: "Parse connection string", prepare: func(s string) func() {
			s = "postgres://a:1,b:2" + s // several hosts: net/url's reading
			return func() { Parse(s) }
		}},
		{name: "Parse connection string path", prepare: func(s string) func() {
			s = "postgres://a:1,b:2/" + s // several hosts: net/url's reading
			return func() { Parse(s) }
		}},
		{name: "String connection string", prepare: netStringOp("postgres://a:1,b:2")},
		{name: "String connection string path", prepare: netStringOp("postgres://a:1,b:2/")},
		{name: "RedactSecrets nested", prepare: func(s string) func() {
			u := MustParse("https://h.example/?next=" + s + "&code=1")
			return func() { _ = u.RedactSecrets() }
		}},
	}
	for _, mib := range opsMemorySizes {
		if mib > 8 && testing.Short() {
			continue
		}
		for _, op := range ops {
			for _, mu := range units {
				if mib > 8 && mu.name != "invalid UTF-8" && mu.name != "backslash" {
					continue // the two longest: the others scale as at 8 MiB
				}
				t.Run(strconv.Itoa(mib)+"MiB/"+op.name+"/"+mu.name, func(t *testing.T) {
					s := strings.Repeat(mu.unit, mib<<20/len(mu.unit))
					f := op.prepare(s)
					f() // once before, so that lazily made tables are not counted
					n := float64(fixtures.BytesAllocated(f))
					per := n / float64(len(s))
					limit := float64(maxBytesPerInput) + float64(memorySlack)/float64(len(s))
					reason, known := op.over[mu.name]
					switch {
					case per > limit && known:
						t.Logf("%.2f bytes allocated per input byte, over %d: a known failure (%s)", per, maxBytesPerInput, reason)
					case per > limit:
						t.Errorf("%.2f bytes allocated per input byte, want at most %d", per, maxBytesPerInput)
					case known:
						t.Errorf("%.2f bytes allocated per input byte, within %d: remove the known failure (%s)", per, maxBytesPerInput, reason)
					}
				})
			}
		}
	}
}

// netStringOp returns the operation String on the parse of prefix and
// the input, which for a prefix with several hosts is net/url's reading.
func netStringOp(prefix string) func(s string) func() {
	return func(s string) func() {
		u, err := Parse(prefix + s)
		if err != nil {
			return func() {}
		}
		return func() { _ = u.String() }
	}
}

// refOp returns the operation base.ResolveReference(r), r the parse of
// prefix and the input.
func refOp(base *URL, prefix string) func(s string) func() {
	return func(s string) func() {
		r, err := Parse(prefix + s)
		if err != nil {
			return func() {}
		}
		return func() { base.ResolveReference(r) }
	}
}
