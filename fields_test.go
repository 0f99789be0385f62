// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"fmt"
	neturl "net/url"
	"strings"
	"testing"

	"github.com/weburl/url/internal/schemes"
)

// TestUntouchedFields checks that untouched is true for URLs fresh from the
// fast path, and false as soon as one exported field is not the very slice
// of the href it reads: the same bytes elsewhere, one byte longer or
// shorter, the same length one byte before or after, a field that must be
// empty and is not, and each boolean and User changed.
func TestUntouchedFields(t *testing.T) {
	for _, href := range []string{
		"https://www.example.com:8080/a/b/c.html?x=1&y=2#frag",
		"https://example.com/",
		"https://example.com/p?q",
		"https://example.com/p#f",
		"https://example.com/p?#",
		"https://example.com/p?",
		"https://example.com/p#",
		"https://example.com/p?q#",
		"https://example.com/p?#f",
		"http://h/",
		"ws://h/x",
		"file:///tmp/a.txt",
		"file:///tmp/a.txt?q#f",
		"file://server/share",
		// Opaque paths, credentials and IPv6 addresses, which the fast
		// path reads but does not take.
		"mailto:someone@example.com",
		"data:text/plain;base64,SGVsbG8=?q#f",
		"sc:",
		"urn:isbn:0451450523",
		"https://user:pass@www.example.com/a/b",
		"https://user@example.com/",
		"https://:pass@example.com/?q",
		"https://u:@example.com/#f",
		"postgres://user:secret@localhost:5432/app?sslmode=disable",
		"https://[2001:db8::1]:8443/x",
	} {
		base, err := Parse(href)
		if err != nil {
			t.Fatal(err)
		}
		if !base.untouched() {
			t.Errorf("Parse(%q) is not untouched", href)
			continue
		}
		strs := []struct {
			name string
			f    func(u *URL) *string
		}{
			{"Scheme", func(u *URL) *string { return &u.Scheme }},
			{"Opaque", func(u *URL) *string { return &u.Opaque }},
			{"Host", func(u *URL) *string { return &u.Host }},
			{"Path", func(u *URL) *string { return &u.Path }},
			{"RawPath", func(u *URL) *string { return &u.RawPath }},
			{"RawQuery", func(u *URL) *string { return &u.RawQuery }},
			{"Fragment", func(u *URL) *string { return &u.Fragment }},
			{"RawFragment", func(u *URL) *string { return &u.RawFragment }},
		}
		for _, s := range strs {
			v := *s.f(base)
			changes := map[string]string{"longer": v + "x"}
			if v != "" {
				changes["copied"] = strings.Clone(v)
				changes["shorter"] = v[:len(v)-1]
				if i := strings.Index(href, v); i >= 0 {
					// The same length one byte before and after, in the
					// href itself (a field's bytes are the href's).
					h := base.href
					for j := i; j < len(h); j++ {
						if addrOf(v) == addrOf(h)+uintptr(j) {
							if j > 0 {
								changes["before"] = h[j-1 : j-1+len(v)]
							}
							if j+len(v) < len(h) {
								changes["after"] = h[j+1 : j+1+len(v)]
							}
							break
						}
					}
				}
			}
			for name, nv := range changes {
				u := *base
				*s.f(&u) = nv
				if u.untouched() {
					t.Errorf("%q with %s %s (%q for %q): untouched", href, s.name, name, nv, v)
				}
			}
		}
		for name, change := range map[string]func(u *URL){
			"ForceQuery": func(u *URL) { u.ForceQuery = !u.ForceQuery },
			"OmitHost":   func(u *URL) { u.OmitHost = !u.OmitHost },
			"User":       func(u *URL) { u.User = User("a") },
		} {
			u := *base
			change(&u)
			if u.untouched() {
				t.Errorf("%q with %s changed: untouched", href, name)
			}
		}
	}
	// A URL with credentials is never untouched with User taken out, or
	// holding the same strings with the password's presence changed.
	u, err := Parse("https://a:b@example.com/")
	if err != nil {
		t.Fatal(err)
	}
	for name, user := range map[string]*Userinfo{
		"nil":           nil,
		"no password":   {username: u.User.username},
		"password only": {password: u.User.password, passwordSet: true},
		"swapped":       {username: u.User.password, password: u.User.username, passwordSet: true},
	} {
		v := *u
		v.User = user
		if v.untouched() {
			t.Errorf("%q with User %s: untouched", u.href, name)
		}
	}
	// Credentials with a percent-encoded byte are decoded, so their URL
	// is not untouched; nor is one whose User a program made of the
	// href's own bytes with the "%" in them, which means a literal "%".
	for _, href := range []string{"https://us%41er:p@h/", "https://u:p%41ss@h/"} {
		u, err := Parse(href)
		if err != nil {
			t.Fatal(err)
		}
		if u.untouched() {
			t.Errorf("Parse(%q) is untouched", href)
		}
		user, pass, _ := u.credentials()
		u.User = UserPassword(user, pass)
		if u.untouched() {
			t.Errorf("%q with User the href's encoded credentials: untouched", href)
		}
		if want := strings.Replace(href, "%", "%25", 1); u.String() != want {
			t.Errorf("%q with User the href's encoded credentials: String() = %q, want %q", href, u.String(), want)
		}
	}
}

// FuzzFieldAssign assigns one exported field of a parsed URL and checks
// that String, which takes a net/url serialization of the fields that the
// fast path takes as the href without parsing it into a URL
// (reparsedHref), gives what the state machine gives for it (parseFull,
// without the fast path), and that Href and current agree.
func FuzzFieldAssign(f *testing.F) {
	for i, s := range corpusLines(f, 50) {
		f.Add(s, uint8(i), "/a b/c?d#e")
	}
	f.Add("https://www.example.com:8080/a/b.html?q=go#top", uint8(0), "q=url&page=2")
	f.Add("https://h/a!b", uint8(0), "q")
	f.Add("http://u:p@h/", uint8(2), "EXAMPLE.org")
	f.Add("file:///C:/x", uint8(1), "/d/e")
	f.Fuzz(func(t *testing.T, href string, field uint8, value string) {
		u, err := Parse(href)
		if err != nil {
			return
		}
		switch field % 7 {
		case 0:
			u.RawQuery = value
		case 1:
			u.Path = value
		case 2:
			u.Host = value
		case 3:
			u.Scheme = value
		case 4:
			u.Fragment = value
		case 5:
			u.RawPath = value
		case 6:
			u.Opaque = value
		}
		want := u.href
		if !u.inSync() && !u.isNetReading() {
			// The parse of net/url's serialization, or the serialization
			// as it is when it does not parse (see current).
			want = u.netString()
			if v, err := parse(want, nil, nil, nil); err == nil {
				want = v.href
			}
		}
		got := u.String()
		if !u.isNetReading() && got != want {
			t.Fatalf("<%s>, field %d = %q: String() = %q, the state machine %q", href, field%7, value, got, want)
		}
		if got != u.Href() || got != u.current().href {
			t.Fatalf("<%s>, field %d = %q: String() = %q, Href() = %q, current().href = %q", href, field%7, value, got, u.Href(), u.current().href)
		}
	})
}

// TestAssignedFieldsKeepHost assigns every combination of a few schemes,
// users, hosts, paths and OmitHost to a new URL and to one from Parse, and
// checks that String never moves text into the authority: Parse of it has
// the assigned host, or fails (golang/go#81665, #79532). Fields with a
// special scheme other than file and neither Host nor User describe no
// URL: every string with such a scheme reads back with a host.
func TestAssignedFieldsKeepHost(t *testing.T) {
	schemeList := []string{"https", "sc", "file", ""}
	users := []*Userinfo{nil, User("u"), UserPassword("u", "p"), User("u@evil.com")}
	hosts := []string{"", "h.example", "h.example:8080"}
	paths := []string{"", "p2", "evil.com/path", "/ok", "//evil.com/p", "/\\evil.com", "\\\\evil.com", "@evil.com", "a:b", ".//evil.com"}
	starts := []string{"", "scheme:///p", "https://h.example/p", "sc:/p"}
	n := 0
	for _, start := range starts {
		for _, scheme := range schemeList {
			for _, user := range users {
				for _, host := range hosts {
					for _, path := range paths {
						for _, omit := range []bool{false, true} {
							u := new(URL)
							if start != "" {
								u = MustParse(start)
							}
							u.Scheme, u.User, u.Host, u.Path, u.RawPath, u.OmitHost = scheme, user, host, path, "", omit
							s := u.String()
							n++
							v, err := Parse(s)
							if err != nil || host == "" && user == nil && scheme != "file" && schemes.IsSpecial(scheme) {
								// A special URL has a host: no String of
								// these fields reads back without one (see
								// the package documentation).
								continue
							}
							if v.Host != host && !(v.Host == "" && host == "") {
								t.Errorf("%q with Scheme %q, User %v, Host %q, Path %q, OmitHost %v: String %q reads back with Host %q",
									start, scheme, user, host, path, omit, s, v.Host)
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d assignments", n)
}

// TestZoneReadsBack checks that a URL whose host has an IPv6 zone, read by
// net/url's rules or assigned to Host, serializes to a string that Parse
// reads with the same Host, for every byte in the zone: String writes the
// zone as RFC 6874's ZoneID (see escapeZone).
func TestZoneReadsBack(t *testing.T) {
	n := 0
	for b := 0; b < 256; b++ {
		zone := fmt.Sprintf("a%%%02Xb", b)
		parsed, err := Parse("sc://[fe80::1%25" + zone + "]:1/p")
		if err != nil {
			continue // net/url rejects it too (a control byte)
		}
		assigned := MustParse("sc://h/p")
		assigned.Host = parsed.Host
		for _, u := range []*URL{parsed, assigned} {
			s := u.String()
			v, err := Parse(s)
			if err != nil || v.Host != u.Host {
				t.Errorf("Host %q: String %q reads back as %v, %v", u.Host, s, v, err)
			}
			n++
		}
	}
	t.Logf("%d URLs read back", n)
}

// FuzzNetSerializeUser checks that netSerializeUser writes the same bytes
// as net/url's String (netSerializeFields) for any fields with a User: it
// only writes the escaped userinfo once, in its place.
//
//	go test -run '^$' -fuzz FuzzNetSerializeUser -fuzztime 20s
func FuzzNetSerializeUser(f *testing.F) {
	seeds := []struct {
		scheme, user, pass, host, path, query, fragment string
		hasPass, omitHost                               bool
	}{
		{"postgres", "jack", "secret", "foo:1,bar:2", "/db", "sslmode=disable", "", true, false},
		{"postgres", "a:1,b:2@@", "@@@", "", "", "", "", true, false}, // "@" escaped as %40
		{"", "u", "", "", "p", "", "", false, false},                  // no scheme: "//u@/p"
		{"sc", "", "", "", "", "", "", false, true},                   // OmitHost with a User
		{"sc", "ü ser", "pä ss", "[fe80::1%eth0]", "a/b", "", "f g", true, false},
		{"redis", "", "", "h", "//x", "", "", true, false},
		{"Sc+1", "u/?#", ":[]", "h", "", "", "#", true, true},
	}
	for _, s := range seeds {
		f.Add(s.scheme, s.user, s.pass, s.host, s.path, s.query, s.fragment, s.hasPass, s.omitHost)
	}
	f.Fuzz(func(t *testing.T, scheme, user, pass, host, path, query, fragment string, hasPass, omitHost bool) {
		n := &neturl.URL{Scheme: scheme, Host: host, Path: path, RawQuery: query, Fragment: fragment, OmitHost: omitHost}
		n.User = neturl.User(user)
		if hasPass {
			n.User = neturl.UserPassword(user, pass)
		}
		if got, want := netSerializeUser(n), netSerializeFields(n); got != want {
			t.Errorf("netSerializeUser(%#v) = %q, net/url's String %q", n, got, want)
		}
	})
}
