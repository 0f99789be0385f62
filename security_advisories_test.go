// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"github.com/weburl/url/validation"
	neturl "net/url"
	"os"
	"runtime"
	"strings"
	"testing"
)

// The tests of SECURITY.md's "net/url's advisories" section: what this
// library does with each advisory's input.

// ipv6NotFirst are the inputs of CVE-2026-25679, an IPv6 literal that is
// not at the start of the host, and the validation error that makes each
// fail.
var ipv6NotFirst = []struct {
	input string
	fail  validation.Type
}{
	{"http://evil.com[::1]/", validation.DomainToASCII},
	{"http://a[::1]:80/", validation.DomainToASCII},
	{"http://x@a[::1]b/", validation.DomainToASCII},
	{"sc://a[::1]/", validation.HostInvalidCodePoint},
	{"http://[::1]x/", validation.IPv6Unclosed},
}

// TestAdvisoryIPv6NotFirst checks CVE-2026-25679: a host with an IPv6
// literal after other bytes fails, by every entry point, as net/url now
// fails it. A "[" is a forbidden host code point, and a host that starts
// with "[" must end with "]".
// See https://url.spec.whatwg.org/#concept-host-parser.
func TestAdvisoryIPv6NotFirst(t *testing.T) {
	base := mustParse(t, "https://example.com/")
	for _, c := range ipv6NotFirst {
		for _, parse := range []struct {
			name string
			f    func(string) (*URL, error)
		}{
			{"Parse", Parse},
			{"ParseWithBase", func(s string) (*URL, error) { return ParseWithBase(s, "") }},
			{"(*URL).Parse", base.Parse},
			{"SetHref", func(s string) (*URL, error) { u := mustParse(t, "http://h/"); return u, u.SetHref(s) }},
		} {
			_, err := parse.f(c.input)
			var ve validation.Error
			if !errors.As(err, &ve) || ve.Type != c.fail {
				t.Errorf("%s(%q): %v, want %s", parse.name, c.input, err, c.fail)
			}
		}
		// SetHost and SetHostname refuse it too, and leave the URL as it
		// was.
		host := c.input[strings.Index(c.input, "//")+2 : strings.LastIndexByte(c.input, '/')]
		u := mustParse(t, "http://h/")
		u.SetHost(host)
		u.SetHostname(host)
		if u.String() != "http://h/" {
			t.Errorf("SetHost(%q): the URL became %q", host, u.String())
		}
	}
}

// TestAdvisoryDotSegments checks CVE-2026-56860, quadratic dot-segment
// resolution, in work rather than time: parsing and resolving a path of n
// dot segments allocates a number of bytes that grows linearly with n. At
// 8 times the input, a linear step allocates about 8 times the bytes and a
// quadratic one 64 times; the bound is 12. Every shape also gives the
// path the standard's dot-segment removal gives.
func TestAdvisoryDotSegments(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector changes allocations")
	}
	long := func(n int) string { return "http://h/" + strings.Repeat("a/", n) }
	for _, sh := range []struct {
		name string
		run  func(n int) string // the resulting href
		want string
	}{
		{"a/../", func(n int) string { return mustParse(t, "http://h/"+strings.Repeat("a/../", n)).String() }, "http://h/"},
		{"../", func(n int) string { return mustParse(t, "http://h/"+strings.Repeat("../", n)+"x").String() }, "http://h/x"},
		{"%2e%2e/ after a/", func(n int) string {
			return mustParse(t, "http://h/"+strings.Repeat("a/", n)+strings.Repeat("%2e%2e/", n)).String()
		}, "http://h/"},
		{"./", func(n int) string { return mustParse(t, "http://h/"+strings.Repeat("./", n)+"x").String() }, "http://h/x"},
		{"../ against a long base", func(n int) string {
			u, err := ParseWithBase(strings.Repeat("../", n)+"x", long(n))
			if err != nil {
				t.Fatal(err)
			}
			return u.String()
		}, "http://h/x"},
		{"ResolveReference", func(n int) string {
			return mustParse(t, long(n)).ResolveReference(mustParse(t, strings.Repeat("../", n)+"x")).String()
		}, "http://h/x"},
		{"ResolveStrict", func(n int) string {
			u, err := mustParse(t, long(n)).ResolveStrict(mustParse(t, strings.Repeat("../", n)+"x"))
			if err != nil {
				t.Fatal(err)
			}
			return u.String()
		}, "http://h/x"},
	} {
		bytes := func(n int) uint64 {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			got := sh.run(n)
			runtime.ReadMemStats(&after)
			if got != sh.want {
				t.Errorf("%s, n = %d: %q, want %q", sh.name, n, got, sh.want)
			}
			return after.TotalAlloc - before.TotalAlloc
		}
		const n = 20000
		small, large := bytes(n), bytes(8*n)
		t.Logf("%s: %d bytes allocated for n = %d, %d for 8n (%.1f times)", sh.name, small, n, large, float64(large)/float64(small))
		if large > 12*small {
			t.Errorf("%s: %d bytes allocated for n = %d, %d for 8n: more than 12 times", sh.name, small, n, large)
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

// TestAdvisoryRows checks that SECURITY.md's rows for CVE-2026-25679 say
// what the parsers do: this library's error and net/url's.
func TestAdvisoryRows(t *testing.T) {
	doc, err := os.ReadFile("SECURITY.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range ipv6NotFirst {
		_, nerr := neturl.Parse(c.input)
		netResult := "parses"
		if nerr != nil {
			netResult = "fails: " + nerr.(*neturl.Error).Err.Error()
		}
		row := "| CVE-2026-25679 | `" + c.input + "` | fails: " + c.fail.String() + " | " + netResult + " |"
		if !strings.Contains(string(doc), row) {
			t.Errorf("SECURITY.md has no row\n%s", row)
		}
	}
}
