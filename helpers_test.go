// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"bytes"
	"fmt"
	neturl "net/url"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/url/internal/fixtures"
)

// getters returns the URL API's getters of u, by their JavaScript names.
func getters(u *URL) map[string]string {
	return map[string]string{
		"href":     u.Href(),
		"origin":   u.Origin(),
		"protocol": u.Protocol(),
		"username": u.Username(),
		"password": u.Password(),
		"host":     u.Host,
		"hostname": u.SerializedHost(),
		"port":     u.Port(),
		"pathname": u.Pathname(),
		"search":   u.Search(),
		"hash":     u.Hash(),
	}
}

// checkInvariants returns the ways u's fields disagree with its getters
// and its serialization, and the ways u fails to survive a round trip
// through its href (the standard's idempotence).
func checkInvariants(u *URL) []string {
	if u.isNetReading() {
		// No record and empty getters, by design: its invariant is net/url's
		// answers (see checkOffsets).
		return checkOffsets(u)
	}
	var problems []string
	if u.String() != u.Href() {
		problems = append(problems, fmt.Sprintf("String() = %q, Href() = %q", u.String(), u.Href()))
	}
	if u.Scheme+":" != u.Protocol() {
		problems = append(problems, fmt.Sprintf("Scheme %q, protocol %q", u.Scheme, u.Protocol()))
	}
	if h := u.SerializedHost(); u.Hostname() != strings.TrimSuffix(strings.TrimPrefix(h, "["), "]") {
		problems = append(problems, fmt.Sprintf("Hostname() = %q, hostname %q", u.Hostname(), u.SerializedHost()))
	}
	if u.Opaque != "" && u.Opaque != u.Pathname() {
		problems = append(problems, fmt.Sprintf("Opaque %q, pathname %q", u.Opaque, u.Pathname()))
	}
	if u.Opaque == "" && u.EscapedPath() != u.Pathname() {
		problems = append(problems, fmt.Sprintf("EscapedPath() %q, pathname %q", u.EscapedPath(), u.Pathname()))
	}
	if q := strings.TrimPrefix(u.Search(), "?"); q != u.RawQuery {
		problems = append(problems, fmt.Sprintf("RawQuery %q, search %q", u.RawQuery, u.Search()))
	}
	// The decoded fields agree with the encoded getters.
	if u.Opaque == "" && u.Path != percentDecode(u.Pathname()) {
		problems = append(problems, fmt.Sprintf("Path %q, pathname %q", u.Path, u.Pathname()))
	}
	if h := strings.TrimPrefix(u.Hash(), "#"); u.Fragment != percentDecode(h) || u.EscapedFragment() != h {
		problems = append(problems, fmt.Sprintf("Fragment %q, EscapedFragment() %q, hash %q", u.Fragment, u.EscapedFragment(), u.Hash()))
	}
	if u.ForceQuery != (u.RawQuery == "" && strings.Contains(strings.TrimSuffix(u.Href(), u.Hash()), "?")) {
		problems = append(problems, fmt.Sprintf("ForceQuery %v for href %q", u.ForceQuery, u.Href()))
	}
	pass, _ := u.User.Password()
	if u.User.Username() != percentDecode(u.Username()) || pass != percentDecode(u.Password()) || (u.User == nil) != (u.Username() == "" && u.Password() == "") {
		problems = append(problems, fmt.Sprintf("User %q, username %q, password %q", u.User, u.Username(), u.Password()))
	}
	if u.OmitHost != (u.HostKind() == HostNone && !u.c.opaquePath) {
		problems = append(problems, fmt.Sprintf("OmitHost %v, host kind %v", u.OmitHost, u.HostKind()))
	}
	problems = append(problems, checkOffsets(u.current())...)
	v, err := Parse(u.Href())
	if err != nil {
		return append(problems, fmt.Sprintf("reparsing the href %q: %v", u.Href(), err))
	}
	if v.Href() != u.Href() {
		problems = append(problems, fmt.Sprintf("reparsing gives href %q, want %q", v.Href(), u.Href()))
	}
	if fieldsDiffer(u, v) {
		problems = append(problems, fmt.Sprintf("reparsing gives fields %+v, want %+v", v.exported(), u.exported()))
	}
	return problems
}

func fieldsDiffer(u, v *URL) bool {
	a, b := u.exported(), v.exported()
	a.User, b.User = nil, nil
	return a != b || u.User.String() != v.User.String()
}

// mustParse parses rawURL or fails t.
func mustParse(t testing.TB, rawURL string) *URL {
	t.Helper()
	u, err := Parse(rawURL)
	if err != nil {
		t.Fatalf("Parse(%q): %v", rawURL, err)
	}
	return u
}

// checkOffsets re-derives from u's href every rule of the components
// diagram in types.go and returns the ones u's offsets break. A u that is
// not a URL record (a reference, or fields that do not form a URL) has
// none to check; a URL in net/url's reading (HostNetURL) has none either,
// and must claim none, so that every method reads its fields as net/url
// does: checkNetMethods checks that each answers as net/url's.
func checkOffsets(u *URL) []string {
	if u.isNetReading() {
		return checkNetMethods(u, u.net(), "../r?q#f", "x", "../y/")
	}
	if !u.valid() {
		return nil
	}
	h, c := u.href, u.c
	n := int32(len(h))
	var problems []string
	bad := func(format string, args ...any) {
		problems = append(problems, fmt.Sprintf("href %q, components %+v: ", h, c)+fmt.Sprintf(format, args...))
	}
	// The offsets are in order and inside href.
	end := n
	if c.fragmentStart >= 0 {
		end = c.fragmentStart
	}
	qEnd := end
	if c.queryStart >= 0 {
		qEnd = c.queryStart
	}
	if !(0 < c.schemeEnd && c.schemeEnd < c.hostStart &&
		c.hostStart <= c.hostEnd && c.hostEnd <= c.pathStart && c.pathStart <= qEnd && qEnd <= end && end <= n) {
		bad("offsets out of order")
		return problems
	}
	if c.hostKind != HostNone && (c.hostStart < c.schemeEnd+3 || !strings.HasPrefix(h[c.schemeEnd+1:], "//")) {
		bad("a host, but no \"//\" after the scheme")
		return problems
	}
	usernameEnd := u.usernameEnd() // read from href, within it now
	// ':' at schemeEnd, '?' at queryStart, '#' at fragmentStart.
	if h[c.schemeEnd] != ':' {
		bad("href[schemeEnd] is %q, want ':'", h[c.schemeEnd])
	}
	if c.queryStart >= 0 && h[c.queryStart] != '?' {
		bad("href[queryStart] is %q, want '?'", h[c.queryStart])
	}
	if c.fragmentStart >= 0 && h[c.fragmentStart] != '#' {
		bad("href[fragmentStart] is %q, want '#'", h[c.fragmentStart])
	}
	// Nothing before the query or the fragment has their delimiters.
	if strings.ContainsAny(h[:qEnd], "?#") {
		bad("a '?' or '#' before the query")
	}
	if strings.Contains(h[:end], "#") {
		bad("a '#' before the fragment, or with no fragment")
	}
	// The host kind agrees with "//" after the scheme.
	authority := strings.HasPrefix(h[c.schemeEnd+1:], "//")
	if c.hostKind == HostNone {
		if c.hostStart != c.schemeEnd+1 || c.hostEnd != c.schemeEnd+1 {
			bad("null host, but hostStart and hostEnd are not schemeEnd+1")
		}
		// The serializer's "/." is there exactly when the path needs it.
		dot := !c.opaquePath && strings.HasPrefix(h[c.schemeEnd+1:], "/.//")
		switch {
		case dot != (!c.opaquePath && pathNeedsDot(h[c.pathStart:qEnd])):
			bad("\"/.\" before the path is %v, but the path %q needs it %v", dot, h[c.pathStart:qEnd], !dot)
		case dot && c.pathStart != c.schemeEnd+3:
			bad("null host and \"/.\", but pathStart is not schemeEnd+3")
		case !dot && c.pathStart != c.schemeEnd+1:
			bad("null host, but pathStart is not schemeEnd+1")
		case authority && !dot:
			bad("null host, but \"//\" follows the scheme")
		}
	} else {
		if usernameEnd < c.hostStart && (h[c.hostStart-1] != '@' || (usernameEnd < c.hostStart-1 && h[usernameEnd] != ':')) {
			bad("credentials not ended by '@' or split by ':'")
		}
		host := h[c.hostStart:c.hostEnd]
		switch c.hostKind {
		case HostEmpty:
			if host != "" {
				bad("empty host kind, host %q", host)
			}
		case HostIPv6:
			if len(host) < 2 || host[0] != '[' || host[len(host)-1] != ']' {
				bad("IPv6 host %q without brackets", host)
			}
		default:
			if host == "" {
				bad("host kind %v with an empty host", c.hostKind)
			}
		}
		// The port: ':' and a port in canonical form, or nothing.
		port := h[c.hostEnd:c.pathStart]
		n, err := strconv.Atoi(strings.TrimPrefix(port, ":"))
		if port != "" && (port[0] != ':' || err != nil || port != ":"+strconv.Itoa(n) || n > 65535 || n < 0) {
			bad("%q between host and path is not a port", port)
		}
		if u.port() >= 0 != (port != "") || port != "" && int(u.port()) != n {
			bad("port %d, but %q between host and path", u.port(), port)
		}
	}
	// A path that is not opaque starts with '/' when there is a host or it
	// is not empty.
	if p := h[c.pathStart:qEnd]; !c.opaquePath && c.hostKind != HostNone && p != "" && p[0] != '/' {
		bad("path %q after a host does not start with '/'", p)
	}
	return problems
}

// TestCheckOffsets checks that checkOffsets catches each broken rule: a
// checker that cannot fail checks nothing.
func TestCheckOffsets(t *testing.T) {
	tests := []struct {
		href   string
		break_ func(c *components)
	}{
		{"http://h/p?q#f", func(c *components) {}},                                  // intact: no problem
		{"http://h/p?q#f", func(c *components) { c.schemeEnd++ }},                   // ':' not at schemeEnd
		{"http://h/p?q#f", func(c *components) { c.queryStart++ }},                  // '?' not at queryStart
		{"http://h/p?q#f", func(c *components) { c.fragmentStart = -1 }},            // a '#' left before no fragment
		{"http://h/p?q#f", func(c *components) { c.pathStart, c.hostEnd = 11, 11 }}, // out of order
		{"http://h/p?q#f", func(c *components) { c.hostKind = HostNone }},           // "//" with a null host
		{"http://h:12/p", func(c *components) { c.hostEnd++ }},                      // host and port not split at ':'
		{"sc:/.//p", func(c *components) { c.pathStart = 3 }},                       // "/." counted as path
		{"http://[::1]/", func(c *components) { c.hostStart++ }},                    // IPv6 without '['
	}
	for i, tt := range tests {
		u := mustParse(t, tt.href)
		tt.break_(&u.c)
		got := checkOffsets(u)
		if (i == 0) != (len(got) == 0) {
			t.Errorf("case %d, %q: checkOffsets = %q", i, tt.href, got)
		}
	}
}

// checkNetMethods returns the ways u, a URL in net/url's reading
// (HostNetURL), answers net/url's methods otherwise than n, net/url's URL
// with the same fields, answers them (a URL written as netSerialize writes
// it: net/url's String, but for the paths it would let read as a host):
// each method with no argument, and
// Parse(ref), ResolveReference(Parse(ref)) and JoinPath(elem...) with
// these. It also checks that u claims no offsets in its href: a record
// that the methods would read instead of its fields.
func checkNetMethods(u *URL, n *neturl.URL, ref string, elem ...string) []string {
	var problems []string
	differ := func(method string, got, want any) {
		if !reflect.DeepEqual(got, want) {
			problems = append(problems, fmt.Sprintf("%q in net/url's reading: %s = %#v, net/url's %#v", n.String(), method, got, want))
		}
	}
	c := u.c
	if c.schemeEnd != -1 || c.queryStart != -1 || c.fragmentStart != -1 || c.hints&(hintSeen|hintRef) != 0 || u.inSync() {
		problems = append(problems, fmt.Sprintf("%q in net/url's reading claims a record: components %+v, in sync %v", n.String(), c, u.inSync()))
	}
	differ("HostKind()", u.HostKind(), HostNetURL)
	differ("String()", u.String(), n.String())
	differ("EscapedPath()", u.EscapedPath(), n.EscapedPath())
	differ("EscapedFragment()", u.EscapedFragment(), n.EscapedFragment())
	differ("RequestURI()", u.RequestURI(), n.RequestURI())
	differ("Redacted()", u.Redacted(), n.Redacted())
	differ("Hostname()", u.Hostname(), n.Hostname())
	differ("Port()", u.Port(), n.Port())
	differ("Query()", map[string][]string(u.Query()), map[string][]string(n.Query()))
	differ("IsAbs()", u.IsAbs(), n.IsAbs())
	b, err := u.MarshalBinary()
	nb, nerr := n.MarshalBinary()
	differ("MarshalBinary()", string(b), string(nb))
	differ("MarshalBinary() error", err, nerr)
	if v := u.JoinPath(elem...); !v.isNetReading() {
		problems = append(problems, fmt.Sprintf("%q.JoinPath(%q) = %q is not in net/url's reading", n.String(), elem, v))
	} else {
		differ(fmt.Sprintf("JoinPath(%q)", elem), v.String(), netSerialize(n.JoinPath(elem...)))
	}
	v, err := u.Parse(ref)
	nv, nerr := n.Parse(ref)
	switch {
	case (err == nil) != (nerr == nil):
		problems = append(problems, fmt.Sprintf("%q.Parse(%q) = %v, %v; net/url's %v, %v", n.String(), ref, v, err, nv, nerr))
	case err != nil:
		differ(fmt.Sprintf("Parse(%q) error", ref), err.Error(), nerr.Error())
	default:
		differ(fmt.Sprintf("Parse(%q)", ref), v.String(), nv.String())
		differ(fmt.Sprintf("Parse(%q).EscapedPath()", ref), v.EscapedPath(), nv.EscapedPath())
	}
	if r, err := Parse(ref); err == nil {
		differ(fmt.Sprintf("ResolveReference(%q)", ref), u.ResolveReference(r).String(), n.ResolveReference(r.NetURL()).String())
	}
	// What MarshalBinary wrote reads back: through UnmarshalBinary and
	// ParseInto, into a new URL and into one that had a record.
	for _, had := range []string{"", "http://h/a?b#c"} {
		w, w2 := new(URL), new(URL)
		if had != "" {
			w, _ = Parse(had)
			w2, _ = Parse(had)
		}
		if err := w.UnmarshalBinary(b); err != nil || !bytes.Equal([]byte(w.String()), nb) || w.EscapedFragment() != n.EscapedFragment() {
			problems = append(problems, fmt.Sprintf("UnmarshalBinary(%q) = %q, %v; EscapedFragment() %q", b, w, err, w.EscapedFragment()))
		}
		if err := ParseInto(w2, string(b)); err != nil || w2.String() != n.String() || w2.EscapedPath() != n.EscapedPath() {
			problems = append(problems, fmt.Sprintf("ParseInto(%q) = %q, %v; EscapedPath() %q", b, w2, err, w2.EscapedPath()))
		}
	}
	return problems
}

// TestMain prints one line when tests could not find their fixtures.
func TestMain(m *testing.M) { fixtures.Main(m) }

// The tests behind docs/migration.md (TestMigrationMeanings,
// TestMigrationAPI) check each row of its tables, and a row without a
// check, or a check without a row, fails.

// migrationTable returns the rows of the table that follows heading in
// docs/migration.md, each split into its cells, with "\|" read as "|".
func migrationTable(t *testing.T, heading string) [][]string {
	t.Helper()
	data, err := os.ReadFile("docs/migration.md")
	if err != nil {
		t.Fatal(err)
	}
	_, after, ok := strings.Cut(string(data), "\n"+heading+"\n")
	if !ok {
		t.Fatalf("docs/migration.md has no %q", heading)
	}
	var rows [][]string
	inTable := false
	for _, line := range strings.Split(after, "\n") {
		if !strings.HasPrefix(line, "|") {
			if inTable {
				break
			}
			continue
		}
		inTable = true
		var cells []string
		for _, c := range strings.Split(strings.ReplaceAll(strings.Trim(line, "|"), `\|`, "\x00"), "|") {
			cells = append(cells, strings.TrimSpace(strings.ReplaceAll(c, "\x00", "|")))
		}
		if strings.HasPrefix(cells[0], "---") {
			continue
		}
		rows = append(rows, cells)
	}
	if len(rows) < 2 {
		t.Fatalf("the table after %q is empty", heading)
	}
	return rows[1:] // the header
}

// codeValue reads a table cell: `error`, or a Go string literal in
// backquotes.
func codeValue(t *testing.T, cell string) (s string, isErr bool) {
	t.Helper()
	code := strings.TrimSuffix(strings.TrimPrefix(cell, "`"), "`")
	if code == "error" {
		return "", true
	}
	s, err := strconv.Unquote(code)
	if err != nil {
		t.Fatalf("cell %s is not a Go string literal: %v", cell, err)
	}
	return s, false
}
