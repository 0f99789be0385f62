// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"github.com/weburl/url/validation"
	"strings"
	"testing"
)

// TestSetterErrors checks that a setter returns nil when it applies the
// value and says why when the standard's setter ignores it, and that the
// URL is then what the standard's setter leaves.
func TestSetterErrors(t *testing.T) {
	tests := []struct {
		href, attr, value string
		want              string          // the href afterwards
		err               error           // errors.Is target, or nil
		errType           validation.Type // the validation.Error's Type, when the parser failed
	}{
		{"https://example.com/", "host", "example.org:8080", "https://example.org:8080/", nil, ""},   // applied
		{"https://example.com/", "host", "bad host", "https://example.com/", nil, "domain-to-ASCII"}, // a space in a domain
		{"https://example.com/", "host", "h:99999", "https://h/", nil, "port-out-of-range"},          // the host is kept, the port fails
		{"https://example.com/", "host", "", "https://example.com/", nil, "host-missing"},            // a special URL needs a host
		{"https://example.com/", "hostname", "h:1", "https://example.com/", ErrValueIgnored, ""},     // a hostname with a port
		{"https://example.com/", "port", "99999", "https://example.com/", nil, "port-out-of-range"},  // over 65535
		{"https://example.com/", "port", "x1", "https://example.com/", ErrValueIgnored, ""},          // no leading digit
		{"https://example.com/", "port", "8080x", "https://example.com:8080/", nil, ""},              // the leading digits apply
		{"file:///tmp/x", "port", "80", "file:///tmp/x", ErrCannotHaveCredentialsOrPort, ""},         // file: has no port
		{"mailto:a@b", "username", "u", "mailto:a@b", ErrCannotHaveCredentialsOrPort, ""},            // no host
		{"mailto:a@b", "pathname", "/x", "mailto:a@b", ErrOpaquePath, ""},                            // an opaque path
		{"mailto:a@b", "host", "h", "mailto:a@b", ErrOpaquePath, ""},                                 // an opaque path
		{"https://example.com/", "protocol", "foo", "https://example.com/", ErrValueIgnored, ""},     // special to non-special
		{"https://example.com/", "protocol", "wss", "wss://example.com/", nil, ""},                   // special to special
		{"https://example.com/", "search", "?a b", "https://example.com/?a%20b", nil, ""},            // always applies
		{"https://example.com/", "hash", "x", "https://example.com/#x", nil, ""},                     // always applies
		{"postgres://u@a:1,b:2/db", "port", "5", "postgres://u@a:1,b:2/db", ErrNotURLRecord, ""},     // net/url's reading
		{"../x", "hash", "y", "../x", ErrNotURLRecord, ""},                                           // a reference
	}
	for _, tt := range tests {
		u, err := Parse(tt.href)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.href, err)
		}
		set := map[string]func(string) error{
			"protocol": u.SetProtocol, "username": u.SetUsername, "host": u.SetHost, "hostname": u.SetHostname,
			"port": u.SetPort, "pathname": u.SetPathname, "search": u.SetSearch, "hash": u.SetHash,
		}[tt.attr]
		err = set(tt.value)
		if got := u.String(); got != tt.want {
			t.Errorf("%q set %s to %q: %q, want %q", tt.href, tt.attr, tt.value, got, tt.want)
		}
		var ve validation.Error
		var e *Error
		switch {
		case tt.err == nil && tt.errType == "" && err != nil:
			t.Errorf("%q set %s to %q: error %v, want nil", tt.href, tt.attr, tt.value, err)
		case tt.err != nil && !errors.Is(err, tt.err):
			t.Errorf("%q set %s to %q: error %v, want %v", tt.href, tt.attr, tt.value, err, tt.err)
		case tt.errType != "" && (!errors.As(err, &ve) || ve.Type != tt.errType):
			t.Errorf("%q set %s to %q: error %v, want a validation.Error %s", tt.href, tt.attr, tt.value, err, tt.errType)
		case err != nil && (!errors.As(err, &e) || e.Op != "set "+tt.attr || e.URL != tt.value):
			t.Errorf("%q set %s to %q: error %#v, want an *Error with Op %q and URL %q", tt.href, tt.attr, tt.value, err, "set "+tt.attr, tt.value)
		}
	}
}

// TestSetterValueWrittenOnce checks the way the setters that run the
// parser on a long value take (see replaceSerialized) against the URL
// record's: the href of the setter's result is the href of the URL whose
// components are the old ones with the new one serialized, for values on
// both sides of the length where the splices stop taking them.
func TestSetterValueWrittenOnce(t *testing.T) {
	for _, href := range []string{
		"https://user:pass@www.example.com:8080/a/b/c.html?x=1&y=2#frag",
		"https://h/",
		"sc:/p",
		"sc:",
		"sc://h",
		"sc://u@h/p?q",
		"file:///C:/x",
	} {
		for _, n := range []int{1, largeInput, largeInput + 1} {
			for _, unit := range []string{" ", "\xff", "é/", "//", "a?#"} {
				value := strings.Repeat(unit, n/len(unit)+1)
				for _, tc := range []struct {
					name string
					set  func(*URL, string) error
					rec  func(*record, string)
				}{
					{"SetUsername", (*URL).SetUsername, func(r *record, v string) { r.username = utf8PercentEncode(v, &userinfoSet) }},
					{"SetPassword", (*URL).SetPassword, func(r *record, v string) { r.password = utf8PercentEncode(v, &userinfoSet) }},
				} {
					u, err := Parse(href)
					if err != nil {
						t.Fatal(err)
					}
					want := ""
					if !u.cannotHaveCredentialsOrPort() {
						r := u.record()
						tc.rec(&r, value)
						want, _ = r.serialize()
					} else {
						want = u.String()
					}
					tc.set(u, value)
					if got := u.String(); got != want {
						t.Errorf("%s: %s(%d bytes of %q) = %.80q, want %.80q", href, tc.name, len(value), unit, got, want)
					}
					checkHrefFields(t, u)
				}
				// The setters that run the parser, beside the record's
				// way: the state with an override writes the component,
				// and the URL serializer writes the href.
				for _, tc := range []struct {
					name string
					set  func(*URL, string) error
					st   state
					rec  func(r *record, out string)
				}{
					{"SetPathname", (*URL).SetPathname, pathStartState, func(r *record, out string) { r.path = out }},
					{"SetSearch", (*URL).SetSearch, queryState, func(r *record, out string) { r.query, r.hasQuery = out, true }},
					{"SetHash", (*URL).SetHash, fragmentState, func(r *record, out string) { r.fragment, r.hasFragment = out, true }},
				} {
					u, err := Parse(href)
					if err != nil {
						t.Fatal(err)
					}
					want := u.String()
					if tc.st != pathStartState || !u.c.opaquePath {
						v := value
						if tc.st == queryState {
							v = strings.TrimPrefix(v, "?")
						} else if tc.st == fragmentState {
							v = strings.TrimPrefix(v, "#")
						}
						var p urlParser
						u.overrideParser(&p, v, tc.st)
						p.run(tc.st)
						r := u.record()
						tc.rec(&r, string(p.out))
						want, _ = r.serialize()
					}
					tc.set(u, value)
					if got := u.String(); got != want {
						t.Errorf("%s: %s(%d bytes of %q) = %.80q, want %.80q", href, tc.name, len(value), unit, got, want)
					}
					checkHrefFields(t, u)
				}
			}
		}
	}
}
