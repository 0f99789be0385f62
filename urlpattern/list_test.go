// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	url "github.com/weburl/url"
	"github.com/weburl/url/urlpattern/internal/ecmaregexp"
)

// The order of precedence: most specific first, component by component in
// the standard's order, ties in the order added.
func TestListOrder(t *testing.T) {
	var l List[string]
	for _, s := range []string{
		"https://example.com/books/*",
		"https://*.example.com/books/:id",
		"https://example.com/books/:id",
		"https://example.com/books/new",
		"https://api.example.com/*",
		"https://example.com/books/:name", // ties with :id, added later
	} {
		if _, err := l.AddString(s, "", Options{}, s); err != nil {
			t.Fatal(err)
		}
	}
	var got []string
	for _, e := range l.Entries() {
		got = append(got, e.Value)
	}
	want := []string{
		// The hostname decides first. Two fixed texts compare as strings
		// ("example.com" > "api.example.com"), as CompareComponent does.
		"https://example.com/books/new",
		"https://example.com/books/:id",
		"https://example.com/books/:name",
		"https://example.com/books/*",
		"https://api.example.com/*",
		// A hostname group comes after fixed hostnames.
		"https://*.example.com/books/:id",
	}
	if !slices.Equal(got, want) {
		t.Errorf("order:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	tests := []struct {
		in, want string // want "" for no match
	}{
		// Fixed text beats a group, whatever the order added.
		{"https://example.com/books/new", "https://example.com/books/new"},
		// The first of two equally specific patterns wins.
		{"https://example.com/books/42", "https://example.com/books/:id"},
		// A deeper path falls through to the wildcard.
		{"https://example.com/books/42/x", "https://example.com/books/*"},
		// Another host: only the hostname group matches.
		{"https://www.example.com/books/42", "https://*.example.com/books/:id"},
		// The host with a fixed hostname wins over the group's.
		{"https://api.example.com/books/42", "https://api.example.com/*"},
		// No pattern matches another scheme.
		{"http://example.com/books/new", ""},
		// Nor a URL that does not parse.
		{"https://exa mple.com/", ""},
	}
	for _, tt := range tests {
		m, ok := l.Match(tt.in, "")
		got := ""
		if ok {
			got = m.Value()
		}
		if got != tt.want {
			t.Errorf("Match(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// Groups are available raw and, for the pathname, percent-decoded; the
// Result is Exec's.
func TestListGroups(t *testing.T) {
	var l List[int]
	l.AddString("https://:tenant.example.com/users/:name/files/*", "", Options{}, 1)
	l.AddString("https://example.com/users/:id(\\d+)", "", Options{}, 2)
	m, ok := l.Match("https://acme.example.com/users/zoë/files/a/b.txt", "")
	if !ok || m.Value() != 1 {
		t.Fatalf("Match = %v, %v", m.Entry, ok)
	}
	for _, tt := range []struct{ component, name, want string }{
		{"hostname", "tenant", "acme"},
		{"pathname", "name", "zo%C3%AB"},
		{"pathname", "0", "a/b.txt"},
	} {
		if got, ok := m.Group(tt.component, tt.name); !ok || got != tt.want {
			t.Errorf("Group(%q, %q) = %q, %v, want %q", tt.component, tt.name, got, ok, tt.want)
		}
	}
	if _, ok := m.Group("pathname", "nope"); ok {
		t.Error(`Group("pathname", "nope") is ok`)
	}
	if got := m.PathValue("name"); got != "zoë" {
		t.Errorf("PathValue(name) = %q, want zoë", got)
	}
	r := m.Result()
	want, _ := m.Pattern().Exec("https://acme.example.com/users/zoë/files/a/b.txt", "")
	if r.Pathname.Groups["name"] != want.Pathname.Groups["name"] || r.Hostname.Groups["tenant"] != "acme" {
		t.Errorf("Result() = %+v, want %+v", r, want)
	}
	m, ok = l.Match("https://example.com/users/42", "")
	if id, _ := m.Group("pathname", "id"); !ok || m.Value() != 2 || id != "42" {
		t.Errorf("Match(/users/42) = %v, %v, id %q", m.Entry, ok, id)
	}
}

// NewPathname is a pattern for the pathname alone; New keeps the standard's
// constructor, which needs a base URL for a relative string.
func TestNewPathname(t *testing.T) {
	p, err := NewPathname("/books/:id", Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{"https://example.com/books/1", "http://other.test:8080/books/x?q#h"} {
		if !p.Test(in, "") {
			t.Errorf("%v does not match %s", p, in)
		}
	}
	if p.Test("https://example.com/books/", "") {
		t.Errorf("%v matches /books/", p)
	}
	if _, err := New("/books/:id", "", Options{}); err == nil {
		t.Error(`New("/books/:id", "") succeeds without a base URL`)
	}
	if _, err := NewPathname("/books/:id/:id", Options{}); err == nil {
		t.Error("NewPathname with a duplicate group name succeeds")
	}
}

// On a miss MatchURL allocates nothing; on a match with groups it
// allocates at most once (for the one component a regular expression
// matches).
func TestListAllocs(t *testing.T) {
	l := benchList(t, restRoutes(100))
	for _, tt := range []struct {
		in   string
		max  float64
		miss bool
	}{
		{"https://nothing.test/at/all", 0, true},
		{"https://api.example.com/v1/users/abc/frobnicate/x", 0, true},
		{"https://api.example.com/v1/users/42/comments/7", 0, false},
		{"https://acme.app.example.com/orders/42", 0, false},
		{"https://api.example.com/v1/users/42", 1, false},
	} {
		u, err := url.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := l.MatchURL(u); ok == tt.miss {
			t.Errorf("MatchURL(%s): ok = %v", tt.in, ok)
		}
		got := testing.AllocsPerRun(100, func() {
			m, _ := l.MatchURL(u)
			if m.Entry != nil {
				_, _ = m.Group("pathname", "id")
			}
		})
		if got > tt.max {
			t.Errorf("MatchURL(%s): %v allocations, want at most %v", tt.in, got, tt.max)
		}
	}
}

// A group left to its component's regular expression costs one allocation.
func TestListAllocsRegexp(t *testing.T) {
	if raceEnabled {
		t.Skip("under the race detector sync.Pool drops regexp's cached machines at random, so allocation counts vary")
	}
	var l List[int]
	l.AddString("https://e.com/:path([a-z\\/]+)/end", "", Options{}, 1)
	u, _ := url.Parse("https://e.com/a/b/end")
	var got string
	allocs := testing.AllocsPerRun(100, func() {
		m, ok := l.MatchURL(u)
		if !ok {
			t.Fatal("no match")
		}
		got, _ = m.Group("pathname", "path")
	})
	if got != "a/b" || allocs > 1 {
		t.Errorf("path = %q with %v allocations, want a/b with at most 1", got, allocs)
	}
}

// Match runs in many goroutines while Add runs (go test -race checks it).
func TestListConcurrent(t *testing.T) {
	var l List[int]
	l.AddPathname("/a/:x", Options{}, 0)
	done := make(chan bool)
	for g := 0; g < 4; g++ {
		go func() {
			for i := 0; i < 200; i++ {
				if m, ok := l.Match("https://e.com/a/1", ""); !ok || m.Entry == nil {
					t.Error("no match")
				}
			}
			done <- true
		}()
	}
	for i := 1; i < 50; i++ {
		l.AddPathname(fmt.Sprintf("/b%d/:x", i), Options{}, i)
	}
	for g := 0; g < 4; g++ {
		<-done
	}
	if l.Len() != 50 || len(l.Entries()) != 50 {
		t.Errorf("Len = %d, Entries = %d, want 50", l.Len(), len(l.Entries()))
	}
}

// The index gives the linear loop's answer, and the segment matchers the
// regular expressions' groups, on generated pattern sets and URLs.
func TestListMatchesLinear(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for set := 0; set < 200; set++ {
		var l List[int]
		n := 1 + rng.IntN(40)
		for i := 0; i < n; i++ {
			s := genPattern(rng)
			if _, err := l.AddString(s, "", Options{IgnoreCase: rng.IntN(8) == 0}, i); err != nil {
				continue
			}
		}
		for k := 0; k < 50; k++ {
			checkListAgainstLinear(t, &l, genURL(rng))
		}
	}
}

// checkListAgainstLinear compares MatchURL with the linear loop and with
// Exec of each pattern in order.
func checkListAgainstLinear(t *testing.T, l *List[int], in string) {
	t.Helper()
	u, err := url.Parse(in)
	if err != nil {
		return
	}
	m, ok := l.MatchURL(u)
	lm, lok := l.matchLinear(u)
	var want *Entry[int]
	var wantResult *Result
	for _, e := range l.Entries() {
		if r, ok := e.Pattern.ExecURL(u); ok {
			want, wantResult = e, r
			break
		}
	}
	if ok != (want != nil) || lok != ok || (ok && (m.Entry != want || lm.Entry != want)) {
		t.Fatalf("%s: MatchURL = %v, linear = %v, Exec loop = %v", in, entryString(m.Entry), entryString(lm.Entry), entryString(want))
	}
	if !ok {
		return
	}
	for i, name := range componentNames {
		cr := wantResult.fields()[i]
		got := map[string]string{}
		for _, g := range m.Entry.Pattern.components()[i].groupNameList {
			if v, ok := m.Group(name, g); ok {
				got[g] = v
			}
		}
		if !maps.Equal(got, cr.Groups) {
			t.Fatalf("%s on %v: %s groups %v, Exec's %v", in, m.Entry.Pattern, name, got, cr.Groups)
		}
	}
}

func entryString(e *Entry[int]) string {
	if e == nil {
		return "none"
	}
	return fmt.Sprintf("#%d %v", e.Value, e.Pattern)
}

// Pieces of generated patterns and URLs: few enough that they often meet.
var (
	genHosts    = []string{"a.test", "b.test", "x.a.test"}
	genSegments = []string{"a", "b", "ab", "1", "42", "a.b", "zo%C3%AB"}
)

// genPattern returns a constructor string built from genHosts and
// genSegments with groups, regexps, wildcards and modifiers.
func genPattern(rng *rand.Rand) string {
	var b strings.Builder
	b.WriteString([]string{"https", "http", "http{s}?", "*"}[rng.IntN(4)])
	b.WriteString("://")
	switch rng.IntN(5) {
	case 0:
		b.WriteString("*")
	case 1:
		b.WriteString(":sub." + genHosts[0])
	case 2:
		b.WriteString("*." + genHosts[0])
	default:
		b.WriteString(genHosts[rng.IntN(len(genHosts))])
	}
	nseg := rng.IntN(4)
	names := 0
	for i := 0; i < nseg; i++ {
		b.WriteByte('/')
		switch rng.IntN(10) {
		case 0, 1:
			fmt.Fprintf(&b, ":g%d", names)
			names++
		case 2:
			fmt.Fprintf(&b, ":g%d(\\d+)", names)
			names++
		case 3:
			b.WriteString("*")
		case 4:
			fmt.Fprintf(&b, ":g%d?", names)
			names++
		case 5:
			fmt.Fprintf(&b, ":g%d.:h%d", names, names)
			names++
		case 6:
			fmt.Fprintf(&b, "%s-:g%d", genSegments[rng.IntN(len(genSegments))], names)
			names++
		default:
			b.WriteString(genSegments[rng.IntN(len(genSegments))])
		}
	}
	if rng.IntN(6) == 0 {
		b.WriteString("\\?q=:q")
	}
	return b.String()
}

// genURL returns a URL built from the same pieces.
func genURL(rng *rand.Rand) string {
	var b strings.Builder
	b.WriteString([]string{"https", "http"}[rng.IntN(2)])
	b.WriteString("://")
	b.WriteString(genHosts[rng.IntN(len(genHosts))])
	for i := rng.IntN(5); i > 0; i-- {
		b.WriteByte('/')
		b.WriteString(genSegments[rng.IntN(len(genSegments))])
		switch rng.IntN(16) {
		case 0, 1:
			b.WriteString("-x")
		case 2:
			// Longer than maxAmbiguousSegment.
			b.WriteString(strings.Repeat("a.", 40))
		}
	}
	if rng.IntN(5) == 0 {
		b.WriteString("?q=1")
	}
	return b.String()
}

// The segment matchers take the shapes of common routes; the others are
// left to the regular expressions.
func TestSegmentMatcherShapes(t *testing.T) {
	for _, tt := range []struct {
		pattern   string
		component string
		ok        bool
	}{
		{"https://e.com/books/:id", "pathname", true},
		{"https://e.com/books/:id(\\d+)/edit", "pathname", true},
		{"https://e.com/:file.:ext(png|jpg)", "pathname", true},
		{"https://e.com/files/*", "pathname", true},
		{"https://*.e.com/", "hostname", true},
		{"https://:tenant.e.com/", "hostname", true},
		// Two ambiguous groups in a component.
		{"https://e.com/:a.:b.:c", "pathname", false},
		// A regexp group that can match "/".
		{"https://e.com/:p([a\\/]+)/x", "pathname", false},
		// Modifiers, and a "*" followed by a group.
		{"https://e.com/:id?", "pathname", false},
		{"https://e.com/*/:id", "pathname", false},
		// No delimiter in the search.
		{"https://e.com/?q=:q", "search", false},
	} {
		p := MustNew(tt.pattern, "", Options{})
		if got := newSegmentMatcher(p.component(tt.component)) != nil; got != tt.ok {
			t.Errorf("%s: %s segment matcher = %v, want %v", tt.pattern, tt.component, got, tt.ok)
		}
	}
}

// FuzzList builds a list from newline-separated pattern strings and checks
// MatchURL against the linear loop and Exec on a URL.
func FuzzList(f *testing.F) {
	f.Add("https://a.test/:x\nhttps://a.test/b/*\n*://*/*", "https://a.test/b/c")
	f.Add("/:a/:b\n/x/:y(\\d+)\nhttps://:s.a.test/*", "https://x.a.test/x/12")
	f.Add("https://e.com/a{/b}?/:c.:d\nhttps://e.com/a/:c", "https://e.com/a/b/c.d")
	f.Fuzz(func(t *testing.T, patterns, input string) {
		if len(patterns) > 4*maxFuzzLen || len(input) > maxFuzzLen {
			t.Skip("longer than maxFuzzLen")
		}
		var l List[int]
		for i, s := range strings.Split(patterns, "\n") {
			if _, err := l.AddString(s, "https://a.test/", Options{IgnoreCase: i%5 == 4}, i); err != nil {
				continue
			}
		}
		checkListAgainstLinear(t, &l, input)
	})
}

// A group's simple shapes decide as its anchored regular expression does.
func TestGroupRegexpSimple(t *testing.T) {
	inputs := []string{"", "1", "42", "2024", "20245", "edit", "delete", "editx", "a1", "é", "x-y", "ab"}
	for _, value := range []string{`\d+`, `\d{4}`, `[0-9]*`, `\d?`, `edit|delete|archive`, `[a-z]{1,2}`, `x-y`, `(\d+)`, `[^\d\/]+`, `a+`, `jpg|jpeg`} {
		g := segmentRegexp(value, '/')
		if g == nil {
			t.Fatalf("segmentRegexp(%q) = nil", value)
		}
		translated, err := ecmaregexp.Translate(value, false)
		if err != nil {
			t.Fatal(err)
		}
		re := regexp.MustCompile("^(?:" + translated + ")$")
		for _, in := range inputs {
			if got, want := g.matches(in), re.MatchString(in); got != want {
				t.Errorf("group %q (simple: %v) on %q = %v, want %v", value, g.re == nil, in, got, want)
			}
		}
	}
}
