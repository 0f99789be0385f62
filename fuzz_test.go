// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"bufio"
	"encoding/json"
	"errors"
	"github.com/weburl/url/validation"
	neturl "net/url"
	"os"
	"strings"
	"testing"

	"github.com/weburl/url/internal/fixtures"
	"github.com/weburl/url/internal/schemes"
)

// Fuzz targets. Each checks properties that must hold for every input, not
// expected values: no panic, the standard's idempotence (Parse(u.String())
// gives u back), the fields agreeing with the getters (checkInvariants), and
// the host kinds that security checks branch on being what they claim.
//
// Plain `go test` runs each target on its seeds: the inputs added here
// (WPT fixtures, the first lines of each corpus, the security table) and
// the regression inputs under testdata/fuzz/<target>/. Run one for longer
// with, for example,
//
//	go test -run='^$' -fuzz='^FuzzParse$' -fuzztime=3m .
//
// An input that fails is written to testdata/fuzz/<target>/ by the fuzzer;
// commit it with the fix, and it is replayed by every later `go test`.

// corpusSeedLines is how many lines of each corpus seed the fuzzers.
const corpusSeedLines = 500

// sharedFixture returns the path of name in the directory named by the
// environment variable env (WPT_DIR or CORPUS_DIR; see package
// internal/fixtures), and whether it exists. A fuzz target seeds itself
// from it when it is there and runs on its in-repo seeds when it is not;
// with WEBURL_REQUIRE_FIXTURES=1 a missing fixture fails the test.
func sharedFixture(tb testing.TB, env, name string) (string, bool) {
	tb.Helper()
	var path string
	var ok bool
	if env == "WPT_DIR" {
		path, ok = fixtures.FindWPT("url", name)
	} else {
		path, ok = fixtures.FindCorpus(name)
	}
	if !ok {
		fixtures.SeedsOnly(tb, "fixture "+path, env)
	}
	return path, ok
}

// wptCases returns the test cases (the objects, not the comment strings)
// of the WPT fixture name, or none when the fixtures are missing.
func wptCases(tb testing.TB, name string) []map[string]any {
	tb.Helper()
	if _, ok := sharedFixture(tb, "WPT_DIR", name); !ok {
		return nil
	}
	var cases []map[string]any
	for _, e := range loadWPT(tb, name) {
		if c, ok := e.(map[string]any); ok {
			cases = append(cases, c)
		}
	}
	return cases
}

// corpusLines returns the first n lines of each benchmark corpus
// ($CORPUS_DIR, by default ../shared/corpus), or none when they are
// missing.
func corpusLines(tb testing.TB, n int) []string {
	tb.Helper()
	var lines []string
	for _, name := range []string{"web-48k.txt", "file-43k.txt"} {
		path, ok := sharedFixture(tb, "CORPUS_DIR", name)
		if !ok {
			continue
		}
		f, err := os.Open(path)
		if err != nil {
			tb.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for i := 0; i < n && sc.Scan(); i++ {
			lines = append(lines, sc.Text())
		}
		err = sc.Err()
		f.Close()
		if err != nil {
			tb.Fatalf("%s: %v", path, err)
		}
	}
	return lines
}

// urlSeeds returns URL strings to seed the fuzzers with: the inputs and
// bases of urltestdata.json, the hrefs of setters_tests.json, the
// differential inputs of the security table, and the first lines of each
// corpus.
func urlSeeds(tb testing.TB) []string {
	tb.Helper()
	var seeds []string
	for _, c := range wptCases(tb, "urltestdata.json") {
		seeds = append(seeds, c["input"].(string))
		if b, ok := c["base"].(string); ok {
			seeds = append(seeds, b)
		}
	}
	for _, c := range setterCases(tb) {
		seeds = append(seeds, c.href)
	}
	for _, c := range securityCases {
		seeds = append(seeds, c.input)
	}
	return append(seeds, corpusLines(tb, corpusSeedLines)...)
}

// checkParse runs the standard's parser on input with no base, through
// ParseWithBase and through a Parser that collects the validation errors,
// and checks that they agree with each other and with CanParse, that a
// failure is reported as documented, and that a URL satisfies
// checkInvariants, checkHost and checkNetURL. It returns the URL, or nil
// when input does not parse.
func checkParse(t *testing.T, input string) *URL {
	t.Helper()
	u, err := ParseWithBase(input, "")
	var errs []validation.Error
	p := Parser{OnValidationError: func(e validation.Error) { errs = append(errs, e) }}
	v, verr := p.Parse(input, "")
	if (err == nil) != (verr == nil) {
		t.Fatalf("Parse(%q) error %v, but with a validation callback %v", input, err, verr)
	}
	if CanParse(input, "") != (err == nil) {
		t.Fatalf("CanParse(%q) = %v, but Parse error is %v", input, !(err == nil), err)
	}
	for i, e := range errs {
		if e.Offset < 0 || e.Offset > len(input) {
			t.Errorf("Parse(%q): validation error %v has offset %d outside the input (length %d)", input, e, e.Offset, len(input))
		}
		if e.Failure && i != len(errs)-1 {
			t.Errorf("Parse(%q): validation error %v is a failure but not the last reported (%v)", input, e, errs)
		}
	}
	if err != nil {
		var ue *Error
		var ve validation.Error
		switch {
		case !errors.As(err, &ue) || ue.Op != "parse" || ue.URL != input:
			t.Fatalf("Parse(%q) error %#v is not an *Error for this input", input, err)
		case !errors.As(err, &ve) || !ve.Failure:
			t.Fatalf("Parse(%q) error %v does not wrap a failing validation.Error", input, err)
		case len(errs) == 0 || errs[len(errs)-1] != ve:
			t.Fatalf("Parse(%q) failed with %v, but the callback's last error was not it: %v", input, ve, errs)
		}
		return nil
	}
	if len(errs) > 0 && errs[len(errs)-1].Failure {
		t.Fatalf("Parse(%q) succeeded after reporting failure %v", input, errs[len(errs)-1])
	}
	if v.Href() != u.Href() {
		t.Fatalf("Parse(%q) = %q, but with a validation callback %q", input, u.Href(), v.Href())
	}
	// The serialization is printable ASCII: every other byte is
	// percent-encoded and every host is ASCII.
	for i := 0; i < len(u.Href()); i++ {
		if c := u.Href()[i]; c < 0x20 || c > 0x7e {
			t.Fatalf("Parse(%q) = %q, which has byte %#x at %d", input, u.Href(), c, i)
		}
	}
	if problems := checkInvariants(u); len(problems) > 0 {
		t.Fatalf("Parse(%q) = %q:\n%s", input, u.Href(), strings.Join(problems, "\n"))
	}
	checkHost(t, u)
	checkNetURL(t, u)
	return u
}

// checkNetURL checks that net/url reads the host and port of u's
// serialization as this library does, when it accepts it: the canonical
// form is safe to hand on to code that parses with net/url (SECURITY.md).
// An opaque host (of a URL that is not special) is left out: it stays
// percent-encoded here, and net/url decodes it.
func checkNetURL(t *testing.T, u *URL) {
	t.Helper()
	if u.HostKind() == HostOpaque {
		return
	}
	n, err := neturl.Parse(u.Href())
	if err != nil {
		return
	}
	if n.Hostname() != u.Hostname() || n.Port() != u.Port() {
		t.Fatalf("net/url reads %q as host %q port %q; this library as host %q port %q", u.Href(), n.Hostname(), n.Port(), u.Hostname(), u.Port())
	}
}

// checkHost checks that u's host is what HostKind says it is, and that
// HostAddr gives an address exactly for IP hosts: what an SSRF check relies
// on.
func checkHost(t *testing.T, u *URL) {
	t.Helper()
	kind, host := u.HostKind(), u.SerializedHost()
	addr, isAddr := u.HostAddr()
	if isAddr != (kind == HostIPv4 || kind == HostIPv6) {
		t.Fatalf("%q: HostKind %v, but HostAddr gives %v, %v", u.Href(), kind, addr, isAddr)
	}
	bad := ""
	switch kind {
	case HostNone:
		if host != "" || u.Host != "" || u.c.hostStart != u.c.schemeEnd+1 {
			bad = "a null host that is not empty"
		}
	case HostEmpty:
		if host != "" || u.Host != "" || u.c.hostStart != u.c.schemeEnd+3 {
			bad = "an empty host that is not empty"
		}
	case HostDomain:
		if a, err := DomainToASCII(host, false); err != nil || a != host || endsInANumber([]byte(host)) {
			bad = "a domain that domain to ASCII does not give back, or that ends in a number"
		}
	case HostIPv4:
		if !addr.Is4() || addr.String() != host {
			bad = "an IPv4 host whose address " + addr.String() + " serializes otherwise"
		}
	case HostIPv6:
		if !addr.Is6() || addr.Zone() != "" || !strings.HasPrefix(host, "[") {
			bad = "an IPv6 host whose address is " + addr.String()
		}
	case HostOpaque:
		if schemes.IsSpecial(u.Scheme) || host == "" {
			bad = "an opaque host in a special URL, or empty"
		}
	default:
		bad = "an unknown kind"
	}
	if schemes.IsSpecial(u.Scheme) {
		switch {
		case kind == HostNone, kind == HostOpaque:
			bad = "a special URL whose host is " + kind.String()
		case kind == HostEmpty && u.Scheme != "file":
			bad = "an empty host in a special URL other than file:"
		}
	}
	if bad != "" {
		t.Fatalf("%q: host %q of kind %v is %s", u.Href(), host, kind, bad)
	}
}

// checkEntryPoints checks that every way of resolving input against base
// agrees with ParseWithBase: base.Parse and ResolveReference, by
// checkResolution (resolve_test.go); and Parser.Parse and CanParse, and
// that base.Parse leaves the base as it was. It is the one place the
// resolution entry points are compared, so that a new one is checked by
// adding it here or to checkResolution.
func checkEntryPoints(t *testing.T, base, input string) {
	t.Helper()
	if p := checkResolution(input, base); len(p) > 0 {
		t.Fatalf("%q against %q:\n%s", input, base, strings.Join(p, "\n"))
	}
	want, wantErr := ParseWithBase(input, base)
	if CanParse(input, base) != (wantErr == nil) {
		t.Fatalf("CanParse(%q, %q) = %v, but ParseWithBase error is %v", input, base, wantErr != nil, wantErr)
	}
	got, err := Parser{}.Parse(input, base)
	switch {
	case (err == nil) != (wantErr == nil):
		t.Fatalf("Parser{}.Parse(%q, %q) error %v, but ParseWithBase error is %v", input, base, err, wantErr)
	case err == nil && got.Href() != want.Href():
		t.Fatalf("Parser{}.Parse(%q, %q) = %q, but ParseWithBase gives %q", input, base, got.Href(), want.Href())
	}
	if b, err := Parse(base); err == nil {
		// A URL that holds net/url's reading ("a://:", which the standard
		// rejects) is never in sync (see untouched): it must stay as it
		// was, in sync or not.
		before, fields, inSync := b.String(), b.exported(), b.inSync()
		b.Parse(input)
		if b.String() != before || b.exported() != fields || b.inSync() != inSync {
			t.Fatalf("resolving %q changed the base %q to %q", input, before, b.String())
		}
	}
}

// FuzzParse checks parsing any input with no base: it never panics; a URL
// satisfies checkInvariants (its fields agree with its getters, and
// Parse(u.String()) gives the same href and fields) and checkHost; a
// failure is an *Error wrapping the failing validation.Error the callback
// saw last. Parse, which also accepts relative references, gives the same
// URL when the standard's parser gives one, and otherwise a reference (or
// an error) that reads back as itself; ParseInto gives Parse's URL, and
// SetHref the standard's.
func FuzzParse(f *testing.F) {
	for _, s := range urlSeeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		u := checkParse(t, input)
		r, err := Parse(input)
		switch {
		case u != nil && (err != nil || r.String() != u.String() || r.isReference()):
			t.Fatalf("Parse(%q) = %v, %v; the standard's parser gives %q", input, r, err, u)
		case u == nil && err == nil && r.isNetReading():
			// A URL with a non-special scheme that the standard rejects:
			// net/url's reading, which claims no typed host.
			checkNetReading(t, input, r)
		case u == nil && err == nil && !r.isReference():
			t.Fatalf("Parse(%q) = %q, not a reference, but the standard's parser fails", input, r)
		case u == nil && err == nil:
			// A reference reads back as itself.
			again, err := Parse(r.String())
			if err != nil || again.String() != r.String() || !again.isReference() || fieldsDiffer(r, again) {
				t.Fatalf("Parse(%q) = reference %q, which reads back as %v, %v", input, r, again, err)
			}
		}
		if err == nil {
			// ParseInto gives Parse's URL, into a new URL and into one
			// whose query object it keeps.
			for _, w := range []*URL{new(URL), mustParse(t, "https://h/?a=b")} {
				if w.Scheme == "https" {
					w.SearchParams()
				}
				if err := ParseInto(w, input); err != nil || w.String() != r.String() || fieldsDiffer(r, w) {
					t.Fatalf("ParseInto(%q) = %q, %v; Parse gives %q", input, w, err, r)
				}
			}
		}
		if u == nil {
			return
		}
		// The URL's href parses to itself through the href setter too.
		v := new(URL)
		if err := v.SetHref(u.Href()); err != nil || v.Href() != u.Href() || fieldsDiffer(u, v) {
			t.Fatalf("SetHref(%q) = %q, %v", u.Href(), v.Href(), err)
		}
	})
}

// FuzzParseWithBase checks ParseWithBase on any input and base: the
// properties of FuzzParse, the resolution entry points agreeing
// (checkEntryPoints), and an absolute URL's href resolving to itself
// against any base.
func FuzzParseWithBase(f *testing.F) {
	for _, c := range wptCases(f, "urltestdata.json") {
		base, _ := c["base"].(string)
		f.Add(c["input"].(string), base)
	}
	lines := corpusLines(f, corpusSeedLines)
	for i, s := range lines {
		// Each corpus line against its neighbour, and a path against it.
		f.Add(s, lines[(i+1)%len(lines)])
		f.Add("../x/./y?q#f", s)
	}
	for _, c := range securityCases {
		f.Add(c.input, c.base)
	}
	f.Fuzz(func(t *testing.T, input, base string) {
		checkEntryPoints(t, base, input)
		u, err := ParseWithBase(input, base)
		if err != nil {
			return
		}
		if problems := checkInvariants(u); len(problems) > 0 {
			t.Fatalf("ParseWithBase(%q, %q) = %q:\n%s", input, base, u.Href(), strings.Join(problems, "\n"))
		}
		checkHost(t, u)
		if v, err := ParseWithBase(u.Href(), base); err != nil || v.Href() != u.Href() {
			t.Fatalf("ParseWithBase(%q, %q) = %v, %v; want the href itself", u.Href(), base, v, err)
		}
	})
}

// setterNames are the URL API's attributes with setters, in the order
// FuzzSetters numbers them.
var setterNames = []string{"href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"}

// set calls the setter of the attribute name.
func set(u *URL, name, value string) {
	switch name {
	case "href":
		u.SetHref(value)
	case "protocol":
		u.SetProtocol(value)
	case "username":
		u.SetUsername(value)
	case "password":
		u.SetPassword(value)
	case "host":
		u.SetHost(value)
	case "hostname":
		u.SetHostname(value)
	case "port":
		u.SetPort(value)
	case "pathname":
		u.SetPathname(value)
	case "search":
		u.SetSearch(value)
	case "hash":
		u.SetHash(value)
	default:
		panic("no setter " + name)
	}
}

type setterCase struct{ href, attr, value string }

// setterCases returns the cases of setters_tests.json, or none when the
// fixtures are missing.
func setterCases(tb testing.TB) []setterCase {
	tb.Helper()
	if _, ok := sharedFixture(tb, "WPT_DIR", "setters_tests.json"); !ok {
		return nil
	}
	data, err := os.ReadFile(wptPath(tb, "setters_tests.json"))
	if err != nil {
		tb.Fatal(err)
	}
	var tests map[string]any
	if err := json.Unmarshal(data, &tests); err != nil {
		tb.Fatal(err)
	}
	var cases []setterCase
	for _, attr := range setterNames {
		list, _ := tests[attr].([]any)
		for _, e := range list {
			c := e.(map[string]any)
			cases = append(cases, setterCase{c["href"].(string), attr, c["new_value"].(string)})
		}
	}
	return cases
}

// FuzzSetters parses href and calls the setter that the first byte of op
// names (an index into setterNames) with the rest of op. The result must
// satisfy checkInvariants (so it reparses to itself) and checkHost; a
// setter other than href and protocol leaves the scheme alone, and the
// search and hash setters change nothing before the query and fragment.
// Setting an attribute to what its getter returns changes nothing.
func FuzzSetters(f *testing.F) {
	for _, c := range setterCases(f) {
		for i, name := range setterNames {
			if name == c.attr {
				f.Add(c.href, string(rune(i))+c.value)
			}
		}
	}
	for i, s := range corpusLines(f, 50) {
		f.Add(s, string(rune(i%len(setterNames)))+"x/../y")
	}
	f.Fuzz(func(t *testing.T, href, op string) {
		if op == "" {
			return
		}
		u, err := ParseWithBase(href, "")
		if err != nil {
			return
		}
		name, value := setterNames[int(op[0])%len(setterNames)], op[1:]
		before := u.Href()
		beforeScheme := u.Scheme
		set(u, name, value)
		if problems := checkInvariants(u); len(problems) > 0 {
			t.Fatalf("<%s> set %s to <%s> = %q:\n%s", before, name, value, u.Href(), strings.Join(problems, "\n"))
		}
		checkHost(t, u)
		if name != "href" && name != "protocol" && u.Scheme != beforeScheme {
			t.Fatalf("<%s> set %s to <%s> changed the scheme: %q", before, name, value, u.Href())
		}
		// The search setter keeps what comes before the query; the hash
		// setter all but the fragment.
		b, _ := Parse(before)
		switch name {
		case "search":
			if prefix := b.href[:b.pathEnd()]; !strings.HasPrefix(u.Href(), prefix) || u.Hash() != b.Hash() {
				t.Fatalf("<%s> set search to <%s> = %q: it changed more than the query", before, value, u.Href())
			}
		case "hash":
			prefix := before
			if b.c.fragmentStart >= 0 {
				prefix = before[:b.c.fragmentStart]
			}
			if u.Href() != prefix && !strings.HasPrefix(u.Href(), prefix+"#") {
				t.Fatalf("<%s> set hash to <%s> = %q: it changed more than the fragment", before, value, u.Href())
			}
		}
		// Setting an attribute to its own value changes nothing. (Not
		// host and hostname: setting the empty host of a URL with a
		// null host gives it an empty host, as the standard says. Not
		// search and hash when empty: "" removes an empty query or
		// fragment.)
		after := u.Href()
		var own string
		switch name {
		case "href":
			own = u.Href()
		case "protocol":
			own = u.Protocol()
		case "username":
			own = u.Username()
		case "password":
			own = u.Password()
		case "port":
			own = u.Port()
		case "pathname":
			own = u.Pathname()
		case "search":
			own = u.Search()
		case "hash":
			own = u.Hash()
		}
		if own == "" && (name == "search" || name == "hash") || name == "host" || name == "hostname" {
			return
		}
		set(u, name, own)
		if u.Href() != after {
			t.Fatalf("<%s> set %s to its own value <%s> = %q", after, name, own, u.Href())
		}
	})
}

// FuzzDomainToASCII checks domain to ASCII on any input: it never panics;
// it returns ASCII or a validation.Error of one of its two types; it is
// idempotent; domain to ASCII of the domain to Unicode of a result gives
// the result back when domain to Unicode reports no error; and, not
// strict, it is what the host parser gives a domain.
func FuzzDomainToASCII(f *testing.F) {
	for _, file := range []string{"toascii.json", "IdnaTestV2.json"} {
		for _, c := range wptCases(f, file) {
			f.Add(c["input"].(string), false)
			f.Add(c["input"].(string), true)
		}
	}
	for _, s := range corpusLines(f, corpusSeedLines) {
		if u, err := Parse(s); err == nil {
			f.Add(u.Hostname(), false)
		}
	}
	f.Fuzz(func(t *testing.T, domain string, beStrict bool) {
		a, err := DomainToASCII(domain, beStrict)
		if err != nil {
			var ve validation.Error
			if !errors.As(err, &ve) || ve.Type != errDomainToASCII || !ve.Failure {
				t.Fatalf("DomainToASCII(%q, %v) error %#v is not a failing domain-to-ASCII", domain, beStrict, err)
			}
			return
		}
		if !isASCII(a) {
			t.Fatalf("DomainToASCII(%q, %v) = %q, not ASCII", domain, beStrict, a)
		}
		if again, err := DomainToASCII(a, beStrict); err != nil || again != a {
			t.Fatalf("DomainToASCII(%q, %v) = %q, but DomainToASCII of that = %q, %v", domain, beStrict, a, again, err)
		}
		if uni, err := DomainToUnicode(a); err == nil {
			if back, err := DomainToASCII(uni, beStrict); err != nil || back != a {
				t.Fatalf("DomainToASCII(%q, %v) = %q; DomainToUnicode of that = %q; DomainToASCII of that = %q, %v", domain, beStrict, a, uni, back, err)
			}
		}
		if beStrict || endsInANumber([]byte(a)) {
			return
		}
		// A domain that domain to ASCII accepts has no "%" and no
		// forbidden host code point, so the host parser reads it whole
		// as a domain and gives the same result.
		u, err := Parse("http://" + domain + "/")
		if err != nil || u.HostKind() != HostDomain || u.SerializedHost() != a {
			t.Fatalf("DomainToASCII(%q, false) = %q, but the host parser gives %v, %v", domain, a, u, err)
		}
	})
}
