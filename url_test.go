// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"net/netip"
	neturl "net/url"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/google/go-cmp/cmp"
	"github.com/weburl/url/validation"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
)

// TestValidationErrors shows every validation error type of the standard's
// table at the step where the standard reports it, with its byte offset.
func TestValidationErrors(t *testing.T) {
	tests := []struct {
		input, base string
		want        []validation.Error
	}{
		// IDNA.
		{"https://xn--a.ß/", "", []validation.Error{{Type: "domain-to-ASCII", Offset: 8, Failure: true}}},
		{"https://exa%23mple.org", "", []validation.Error{{Type: "domain-percent-encoded", Offset: 11, Failure: false}, {Type: "domain-to-ASCII", Offset: 11, Failure: true}}}, // at the "%"
		{"https://exa mple.com/", "", []validation.Error{{Type: "domain-to-ASCII", Offset: 11, Failure: true}}},                                                                // at the space, not the host
		{"https://ex＠mple.com/", "", []validation.Error{{Type: "domain-to-ASCII", Offset: 10, Failure: true}}},                                                                 // "＠" maps to "@"
		{"https://a_b.example/", "", []validation.Error{{Type: "domain-to-ASCII", Offset: 9, Failure: false}}},                                                                 // the strict pass only: at the "_"
		{"https://a%5Fb.example/", "", []validation.Error{{Type: "domain-percent-encoded", Offset: 9, Failure: false}, {Type: "domain-to-ASCII", Offset: 8, Failure: false}}},  // the host, decoded: at its start
		{"https://ab--c.x-.example/", "", []validation.Error{{Type: "domain-to-ASCII", Offset: 10, Failure: false}}},                                                           // the first fault: the third byte of "ab--c"
		{"https://x.-y.example/", "", []validation.Error{{Type: "domain-to-ASCII", Offset: 10, Failure: false}}},                                                               // a label's first "-"
		{"https://xn--a b-", "", []validation.Error{{Type: "domain-to-ASCII", Offset: 13, Failure: true}}},                                                                     // once, at the space
		// Host parsing.
		{"https://exam%70le.org", "", []validation.Error{{Type: "domain-percent-encoded", Offset: 12, Failure: false}}},
		{"foo://exa[mple.org", "", []validation.Error{{Type: "host-invalid-code-point", Offset: 9, Failure: true}}},
		{"https://127.0.0.1./", "", []validation.Error{{Type: "domain-to-ASCII", Offset: 17, Failure: false}, {Type: "IPv4-empty-part", Offset: 17, Failure: false}}}, // the dot before the empty root label
		{"https://1。2。3。4/", "", []validation.Error{{Type: "IPv4-non-ASCII-input", Offset: 8, Failure: false}}},
		{"https://1.2.3.4.5", "", []validation.Error{{Type: "IPv4-too-many-parts", Offset: 16, Failure: true}}}, // at the fifth part
		{"https://test.42", "", []validation.Error{{Type: "IPv4-too-few-parts", Offset: 8, Failure: false}, {Type: "IPv4-non-numeric-part", Offset: 8, Failure: true}}},
		{"https://127.0.0x0.1", "", []validation.Error{{Type: "IPv4-non-decimal-part", Offset: 14, Failure: false}}},
		{"https://255.255.4000.1", "", []validation.Error{{Type: "IPv4-out-of-range-part", Offset: 16, Failure: true}}},                                                  // at the part
		{"https://1.256", "", []validation.Error{{Type: "IPv4-too-few-parts", Offset: 8, Failure: false}, {Type: "IPv4-out-of-range-part", Offset: 10, Failure: false}}}, // the last part may fill three bytes
		{"https://1.2.3.256", "", []validation.Error{{Type: "IPv4-out-of-range-part", Offset: 14, Failure: true}}},                                                       // reported once, as the failure
		{"https://1.2.3/", "", []validation.Error{{Type: "IPv4-too-few-parts", Offset: 8, Failure: false}}},
		{"https://[::1", "", []validation.Error{{Type: "IPv6-unclosed", Offset: 12, Failure: true}}},
		{"https://[:1]", "", []validation.Error{{Type: "IPv6-invalid-compression", Offset: 9, Failure: true}}},
		{"https://[1:2:3:4:5:6:7:8:9]", "", []validation.Error{{Type: "IPv6-too-many-pieces", Offset: 25, Failure: true}}},
		{"https://[1::1::1]", "", []validation.Error{{Type: "IPv6-multiple-compression", Offset: 14, Failure: true}}},
		{"https://[::1x]", "", []validation.Error{{Type: "IPv6-invalid-code-point", Offset: 12, Failure: true}}},
		{"https://[1:2:3]", "", []validation.Error{{Type: "IPv6-too-few-pieces", Offset: 14, Failure: true}}},
		{"https://[0001::]", "", []validation.Error{{Type: "IPv6-piece-leading-zero", Offset: 9, Failure: false}}},
		{"https://[1::00]", "", []validation.Error{{Type: "IPv6-piece-leading-zero", Offset: 12, Failure: false}}},
		{"https://[1:1:1:1:1:1:1:127.0.0.1]", "", []validation.Error{{Type: "IPv4-in-IPv6-too-many-pieces", Offset: 23, Failure: true}}},
		{"https://[ffff::.0.0.1]", "", []validation.Error{{Type: "IPv4-in-IPv6-invalid-code-point", Offset: 15, Failure: true}}},
		{"https://[ffff::127.0.0.4000]", "", []validation.Error{{Type: "IPv4-in-IPv6-out-of-range-part", Offset: 25, Failure: true}}},
		{"https://[ffff::127.0.0]", "", []validation.Error{{Type: "IPv4-in-IPv6-too-few-parts", Offset: 22, Failure: true}}},
		// URL parsing.
		{"https://example.org/>", "", []validation.Error{{Type: "invalid-URL-unit", Offset: 20, Failure: false}}},
		{"https:example.org", "", []validation.Error{{Type: "special-scheme-missing-following-solidus", Offset: 6, Failure: false}}},
		{"sc:a b?c", "", []validation.Error{{Type: "invalid-URL-unit", Offset: 4, Failure: false}}}, // a space in an opaque path
		{"💩", "", []validation.Error{{Type: "missing-scheme-non-relative-URL", Offset: 0, Failure: true}}},
		{"https://example.org\\path", "", []validation.Error{{Type: "invalid-reverse-solidus", Offset: 19, Failure: false}}},
		{"https://user@example.org", "", []validation.Error{{Type: "invalid-credentials", Offset: 12, Failure: false}}},
		{"https://#fragment", "", []validation.Error{{Type: "host-missing", Offset: 8, Failure: true}}},
		{"https://example.org:70000", "", []validation.Error{{Type: "port-out-of-range", Offset: 20, Failure: true}}},
		{"https://example.org:7z", "", []validation.Error{{Type: "port-invalid", Offset: 21, Failure: true}}},
		{"C|/x", "file:///y", []validation.Error{{Type: "file-invalid-Windows-drive-letter", Offset: 0, Failure: false}, {Type: "invalid-URL-unit", Offset: 1, Failure: false}}},
		{"file://c:", "", []validation.Error{{Type: "file-invalid-Windows-drive-letter-host", Offset: 7, Failure: false}}},
		// Offsets are in the caller's input, before leading C0 controls and
		// spaces, tabs and newlines are removed; the standard reports the
		// trimmed ends (step 1) before the tabs and newlines (step 2).
		{" \thttp://a\n/b c ", "", []validation.Error{
			{Type: "invalid-URL-unit", Offset: 0, Failure: false}, // one for both ends
			{Type: "invalid-URL-unit", Offset: 10, Failure: false}, {Type: "invalid-URL-unit", Offset: 13, Failure: false},
		}},
		{"http://a/ ", "", []validation.Error{{Type: "invalid-URL-unit", Offset: 9, Failure: false}}}, // the trailing end alone
		{"http://a/\t%zz%41", "", []validation.Error{{Type: "invalid-URL-unit", Offset: 9, Failure: false}, {Type: "invalid-URL-unit", Offset: 10, Failure: false}}},
		{"https://example.org/", "", nil},
	}
	seen := map[validation.Type]bool{}
	for _, tt := range tests {
		got := Validate(tt.input, tt.base)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Validate(%q, %q) mismatch (-want +got):\n%s", tt.input, tt.base, diff)
		}
		for _, e := range got {
			seen[e.Type] = true
		}
	}
	// Every type of the standard's table is shown by a case.
	for _, typ := range validation.Types() {
		if !seen[typ] {
			t.Errorf("validation error type %s is not shown by any case", typ)
		}
	}
}

// TestParseError checks that a failure is net/url's *Error wrapping the
// failing validation.Error.
func TestParseError(t *testing.T) {
	_, err := Parse("http://[::1/")
	var ue *Error
	if !errors.As(err, &ue) || ue.Op != "parse" || ue.URL != "http://[::1/" {
		t.Fatalf("Parse error = %#v, want *Error{Op: parse, URL: input}", err)
	}
	var ve validation.Error
	if !errors.As(err, &ve) || ve != (validation.Error{Type: "IPv6-unclosed", Offset: 11, Failure: true}) {
		t.Errorf("wrapped error = %#v, want IPv6-unclosed at 11", ve)
	}
	if got, want := err.Error(), `parse "http://[::1/": IPv6-unclosed at byte 11: the IPv6 address has no closing bracket`; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	if ue.Timeout() || ue.Temporary() {
		t.Error("a parse error is neither a timeout nor temporary")
	}
	if _, err := ParseWithBase("x", "not a base"); err == nil {
		t.Error("ParseWithBase with an invalid base succeeded")
	}
}

// TestFields checks the exported fields, which hold each URL in net/url's
// terms.
func TestFields(t *testing.T) {
	tests := []struct {
		in   string
		want fields
		user string // User.String()
	}{
		{"HTTP://EXAMPLE.com:80/a/./b/../c?x#y", fields{Scheme: "http", Host: "example.com", Path: "/a/c", RawQuery: "x", Fragment: "y"}, ""},
		// An IPv6 host keeps its brackets in Host; the path is decoded,
		// RawPath keeping the encoding that decoding loses.
		{"http://[::1]:8080/a%2Fb?q#f%20g", fields{Scheme: "http", Host: "[::1]:8080", Path: "/a/b", RawPath: "/a%2Fb", RawQuery: "q", Fragment: "f g"}, ""},
		// An opaque path is Opaque.
		{"mailto:a@b?subject=x", fields{Scheme: "mailto", Opaque: "a@b", RawQuery: "subject=x"}, ""},
		// An empty query is ForceQuery; an empty fragment cannot be said
		// in the fields, but String keeps it.
		{"http://a/?#", fields{Scheme: "http", Host: "a", Path: "/", ForceQuery: true}, ""},
		// No host: OmitHost. An empty host (file:) is not omitted.
		{"foo:/bar", fields{Scheme: "foo", Path: "/bar", OmitHost: true}, ""},
		{"file:///x", fields{Scheme: "file", Path: "/x"}, ""},
		// Credentials, decoded in User; an empty password is dropped.
		{"http://us%40er:p%3Ass@h/", fields{Scheme: "http", Host: "h", Path: "/"}, "us%40er:p%3Ass"},
		{"http://user:@h/", fields{Scheme: "http", Host: "h", Path: "/"}, "user"},
		{"http://:pass@h/", fields{Scheme: "http", Host: "h", Path: "/"}, ":pass"},
		// Characters net/url would escape differently keep a RawPath hint.
		{"http://h/a|b", fields{Scheme: "http", Host: "h", Path: "/a|b", RawPath: "/a|b"}, ""},
		{"http://h/a%20b", fields{Scheme: "http", Host: "h", Path: "/a b"}, ""},
	}
	for _, tt := range tests {
		u, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		got := u.exported()
		got.User = nil
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Parse(%q) fields mismatch (-want +got):\n%s", tt.in, diff)
		}
		if u.User.String() != tt.user {
			t.Errorf("Parse(%q).User = %q, want %q", tt.in, u.User.String(), tt.user)
		}
		if problems := checkInvariants(u); len(problems) > 0 {
			t.Errorf("Parse(%q): %v", tt.in, problems)
		}
	}
}

// TestHostnamePort checks that Hostname and Port keep net/url's meaning
// (no brackets), while SerializedHost is the standard's hostname.
func TestHostnamePort(t *testing.T) {
	tests := []struct {
		in, hostname, serialized, port string
		kind                           HostKind
		addr                           string
	}{
		{"http://[::1]:8080/", "::1", "[::1]", "8080", HostIPv6, "::1"},
		{"http://[::ffff:127.0.0.1]/", "::ffff:7f00:1", "[::ffff:7f00:1]", "", HostIPv6, "::ffff:127.0.0.1"},
		{"http://0x7f.1/", "127.0.0.1", "127.0.0.1", "", HostIPv4, "127.0.0.1"},
		{"http://2130706433:81/", "127.0.0.1", "127.0.0.1", "81", HostIPv4, "127.0.0.1"},
		{"https://EXAMPLE.com:443/", "example.com", "example.com", "", HostDomain, ""},
		{"sc://Ex%41mple:1/", "Ex%41mple", "Ex%41mple", "1", HostOpaque, ""},
		{"file:///x", "", "", "", HostEmpty, ""},
		{"mailto:x", "", "", "", HostNone, ""},
	}
	for _, tt := range tests {
		u, err := Parse(tt.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.in, err)
		}
		if u.Hostname() != tt.hostname || u.SerializedHost() != tt.serialized || u.Port() != tt.port || u.HostKind() != tt.kind {
			t.Errorf("Parse(%q): Hostname %q SerializedHost %q Port %q HostKind %v, want %q %q %q %v",
				tt.in, u.Hostname(), u.SerializedHost(), u.Port(), u.HostKind(), tt.hostname, tt.serialized, tt.port, tt.kind)
		}
		addr, ok := u.HostAddr()
		if want := tt.addr != ""; ok != want || ok && addr != netip.MustParseAddr(tt.addr) {
			t.Errorf("Parse(%q).HostAddr() = %v, %v, want %q", tt.in, addr, ok, tt.addr)
		}
	}
}

// TestAssignedFields checks what String and the getters do after a program
// assigns the exported fields: they read the fields as net/url would and
// normalize the result with the standard's parser.
func TestAssignedFields(t *testing.T) {
	u, err := Parse("http://example.com/a?b#c")
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/x/../y z"
	u.Host = "EXAMPLE.org:80"
	if got, want := u.String(), "http://example.org/y%20z?b#c"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if got, want := u.Pathname(), "/y%20z"; got != want {
		t.Errorf("Pathname() = %q, want %q", got, want)
	}
	// A setter starts from the assigned fields.
	u.SetSearch("q=1")
	if got, want := u.String(), "http://example.org/y%20z?q=1#c"; got != want {
		t.Errorf("after SetSearch, String() = %q, want %q", got, want)
	}
	if u.Host != "example.org" || u.Path != "/y z" {
		t.Errorf("after SetSearch, Host %q Path %q, want the normalized fields", u.Host, u.Path)
	}
	// Fields that do not form a URL: String is net/url's serialization.
	v := &URL{Path: "a b"}
	if got, want := v.String(), "a%20b"; got != want {
		t.Errorf("String() of a bare path = %q, want %q", got, want)
	}
	if v.Pathname() != "" || v.Protocol() != "" || v.Origin() != "null" {
		t.Errorf("getters of a non-URL: %q %q %q", v.Pathname(), v.Protocol(), v.Origin())
	}
}

// TestOrigin checks the origin of the kinds of URL the standard names.
func TestOrigin(t *testing.T) {
	for in, want := range map[string]string{
		"https://user:pass@EXAMPLE.com:8443/a?b#c": "https://example.com:8443",
		"ws://h:80/":                                "ws://h",
		"ftp://h/":                                  "ftp://h",
		"blob:https://example.com:443/uuid":         "https://example.com",
		"blob:ftp://example.com/uuid":               "null",
		"blob:d3958f5c-0777-0845-9dcf-2cb28783acaf": "null",
		"file:///etc/passwd":                        "null",
		"data:text/plain,x":                         "null",
		"sc://h/":                                   "null",
	} {
		u, err := Parse(in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", in, err)
		}
		if got := u.Origin(); got != want {
			t.Errorf("Parse(%q).Origin() = %q, want %q", in, got, want)
		}
	}
}

// TestParserEncoding checks the encoding override: it applies to the query
// of special URLs other than ws: and wss:, never to the fragment.
func TestParserEncoding(t *testing.T) {
	enc := mustEncoding(t, "windows-1252")
	tests := []struct{ in, want string }{
		{"http://h/é?é#é", "http://h/%C3%A9?%E9#%C3%A9"},
		{"ws://h/?é", "ws://h/?%C3%A9"},
		{"sc://h/?é", "sc://h/?%C3%A9"},
		{"http://h/?€✓", "http://h/?%80%26%2310003%3B"},
	}
	for _, tt := range tests {
		u, err := Parser{Encoding: enc}.Parse(tt.in, "")
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.in, err)
		}
		if got := u.String(); got != tt.want {
			t.Errorf("Parse(%q) with windows-1252 = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestInvalidUTF8 checks that invalid UTF-8 reads as U+FFFD, one per
// invalid byte, wherever it appears.
func TestInvalidUTF8(t *testing.T) {
	tests := []struct{ in, want string }{
		{"http://h/\xff?\xfe#\xc0", "http://h/%EF%BF%BD?%EF%BF%BD#%EF%BF%BD"},
		{"sc:\xed\xa0\x80", "sc:%EF%BF%BD%EF%BF%BD%EF%BF%BD"},
		{"sc://\xff/", "sc://%EF%BF%BD/"},
	}
	for _, tt := range tests {
		u, err := Parse(tt.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.in, err)
		}
		if got := u.String(); got != tt.want {
			t.Errorf("Parse(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	if _, err := Parse("http://\xff/"); err == nil {
		t.Error("a domain with invalid UTF-8 parsed")
	}
}

// TestCanonicalInputShared checks that parsing a canonical URL keeps the
// caller's string as the href rather than a copy.
func TestCanonicalInputShared(t *testing.T) {
	in := "https://example.com/a?b#c"
	u, err := Parse(in)
	if err != nil {
		t.Fatal(err)
	}
	if u.String() != in || unsafeStringData(u.String()) != unsafeStringData(in) {
		t.Error("the href of a canonical input is a copy")
	}
}

func mustEncoding(t *testing.T, label string) encoding.Encoding {
	t.Helper()
	enc, err := htmlindex.Get(label)
	if err != nil {
		t.Fatal(err)
	}
	return enc
}

// unsafeStringData returns the address of s's bytes, for tests that check
// two strings share them.
func unsafeStringData(s string) *byte {
	// SAFETY: the pointer is only compared, never written through or kept.
	return unsafe.StringData(s)
}

// TestSetHrefOnAssignedURL checks that SetHref on a URL a program built
// from fields replaces every field.
func TestSetHrefOnAssignedURL(t *testing.T) {
	u := &URL{Path: "stale", RawQuery: "stale", Fragment: "stale", User: User("stale")}
	if err := u.SetHref("http://example.com/"); err != nil {
		t.Fatal(err)
	}
	if got := u.exported(); got != (fields{Scheme: "http", Host: "example.com", Path: "/"}) {
		t.Errorf("after SetHref, fields %+v", got)
	}
	if u.String() != "http://example.com/" {
		t.Errorf("String() = %q", u.String())
	}
}

// TestHostnameBracketInBrackets: a Host a program assigned whose brackets
// hold another bracket is no IP literal, and Hostname keeps its brackets
// rather than read an address with a zone out of it (golang/go#78569);
// a well-formed one reads as net/url reads it.
func TestHostnameBracketInBrackets(t *testing.T) {
	for _, tt := range []struct{ host, hostname, port string }{
		{"[::1%]evil.com]:80", "[::1%]evil.com]", "80"},
		{"[::1%25]evil.com]", "[::1%25]evil.com]", ""},
		{"[[::1]]:443", "[[::1]]", "443"},
		{"[::1]:80", "::1", "80"},
		{"[fe80::1%en0]:8080", "fe80::1%en0", "8080"},
		{"example.com:80", "example.com", "80"},
		{"[::1", "[:", "1"}, // net/url's reading: ":1" is a port
	} {
		u := &URL{Scheme: "http", Host: tt.host}
		if got, port := u.Hostname(), u.Port(); got != tt.hostname || port != tt.port {
			t.Errorf("Host %q: Hostname %q, Port %q; want %q, %q", tt.host, got, port, tt.hostname, tt.port)
		}
		if n := u.NetURL(); !strings.ContainsAny(tt.hostname, "[]") && n.Hostname() != tt.hostname {
			t.Errorf("Host %q: net/url's Hostname %q, want %q as here", tt.host, n.Hostname(), tt.hostname)
		}
	}
}

// TestParseInto checks that ParseInto gives what Parse gives, on a reused
// URL, for canonical input, input the parser changes, references and
// errors.
func TestParseInto(t *testing.T) {
	var u URL
	for _, s := range []string{
		"https://example.com/a/b?q=1#f",        // canonical: the fast path
		"https://example.com/%41b?q#%7E",       // canonical, decoded Path and Fragment
		"HTTP://EXAMPLE.com:80/a/./b/../c d",   // changed by the parser
		"file:///C:/x",                         // a file URL
		"/a/b?c",                               // a reference
		"http:foo.com",                         // special scheme without "//"
		"mailto:a@b",                           // an opaque path
		"https://user:pass@example.com:8080/p", // credentials and a port
	} {
		want, err := Parse(s)
		if err != nil {
			t.Fatalf("Parse(%q): %v", s, err)
		}
		if err := ParseInto(&u, s); err != nil {
			t.Fatalf("ParseInto(%q): %v", s, err)
		}
		got, exp := u.exported(), want.exported()
		got.User, exp.User = nil, nil
		if u.String() != want.String() || got != exp || u.User.String() != want.User.String() {
			t.Errorf("ParseInto(%q) = %+v, want %+v", s, u.exported(), want.exported())
		}
		if !u.valid() {
			continue // a reference: the invariants are a URL record's
		}
		for _, e := range checkInvariants(&u) {
			t.Errorf("ParseInto(%q): %s", s, e)
		}
	}
	before := u
	if err := ParseInto(&u, "http://a b/"); err == nil {
		t.Errorf("ParseInto(%q) succeeded, want an error", "http://a b/")
	}
	if u.String() != before.String() {
		t.Errorf("failed ParseInto changed the URL to %q", u.String())
	}
}

// TestParseIntoSearchParams checks that the query object stays bound to
// the URL and follows its new query, as after SetHref.
func TestParseIntoSearchParams(t *testing.T) {
	var u URL
	if err := ParseInto(&u, "https://example.com/?a=1"); err != nil {
		t.Fatal(err)
	}
	p := u.SearchParams()
	for _, s := range []string{"https://example.com/?b=2", "http://EXAMPLE.com/?c=3"} {
		if err := ParseInto(&u, s); err != nil {
			t.Fatal(err)
		}
		if got, want := p.String(), u.RawQuery; got != want {
			t.Errorf("after ParseInto(%q), SearchParams = %q, want %q", s, got, want)
		}
	}
	p.Set("d", "4")
	if got, want := u.String(), "http://example.com/?c=3&d=4"; got != want {
		t.Errorf("after SearchParams.Set, String = %q, want %q", got, want)
	}
}

// TestParseIntoAllocs guards ParseInto's promise: no allocation for a
// canonical URL without percent-encoded bytes in its path and fragment.
func TestParseIntoAllocs(t *testing.T) {
	skipInstrumented(t)
	var u URL
	for _, s := range []string{
		"https://example.com/",
		"https://www.example.com:8080/a/b/c.html?x=1&y=%20#frag",
		"file:///usr/lib/node_modules/npm/index.js",
		// An opaque path, which the fast path takes too.
		"mailto:someone@example.com",
		"data:text/plain;base64,SGVsbG8=#x",
	} {
		if n := testing.AllocsPerRun(100, func() {
			if err := ParseInto(&u, s); err != nil {
				t.Fatal(err)
			}
			_ = u.String()
		}); n != 0 {
			t.Errorf("ParseInto(%q) and String: %v allocations, want 0", s, n)
		}
	}
}

// TestSchemeIsFinal checks that schemeIsFinal, which looks at the start of
// an input only, never says a failure is final when parseReference's
// reading of the preprocessed input would make a reference of it.
func TestSchemeIsFinal(t *testing.T) {
	for _, s := range []string{
		"http://[::1", "  http://[::1", "HTTP:\\\\[", "http:/[", "http:[", "h\ttp://[", "http:\t//[",
		"sc://[", "schemes://x", "1http://", "://", "", " ", "http", "https:", "ftp:x", "ht tp://",
		"file:///", "wss:\\/", "a+b-c.d:e", "https\t://", "http:/\t/",
	} {
		checkSchemeIsFinal(t, s)
	}
}

func checkSchemeIsFinal(t *testing.T, s string) {
	t.Helper()
	scheme, rest, ok := specialSchemeRest(preprocess(s))
	if schemeIsFinal(s) && ok && !startsWithTwoSeparators(rest) {
		t.Errorf("schemeIsFinal(%q) = true, but %q (scheme %q) is a reference", s, rest, scheme)
	}
}

// FuzzSchemeIsFinal checks schemeIsFinal against preprocessing on any
// input.
func FuzzSchemeIsFinal(f *testing.F) {
	for _, s := range []string{"http://[", "h\ttp:x", "HTTPS:\\\\", " ws:/\t/"} {
		f.Add(s)
	}
	f.Fuzz(checkSchemeIsFinal)
}

// TestMustParse checks that MustParse returns Parse's URL, and panics with
// Parse's *Error when Parse fails.
func TestMustParse(t *testing.T) {
	if got := MustParse("HTTP://Example.com:80/a/../b").String(); got != "http://example.com/b" {
		t.Errorf("MustParse = %q, want %q", got, "http://example.com/b")
	}
	defer func() {
		var e *Error
		if err, _ := recover().(error); !errors.As(err, &e) || e.Op != "parse" || e.URL != "http://a b/" {
			t.Errorf("MustParse(%q) panicked with %v, want Parse's *Error", "http://a b/", err)
		}
	}()
	MustParse("http://a b/")
	t.Errorf("MustParse(%q) did not panic", "http://a b/")
}

// DefaultPort agrees with the parser: a special URL written with its
// scheme's default port loses it, and with any other port keeps it.
func TestDefaultPort(t *testing.T) {
	for _, scheme := range []string{"ftp", "file", "http", "https", "ws", "wss", "sc", "redis", "HTTPS", "Ws", "", "http:", "httpss"} {
		got := DefaultPort(scheme)
		lower := strings.ToLower(scheme)
		for _, port := range []int{21, 80, 443, 8080} {
			u, err := ParseWithBase(lower+"://h:"+strconv.Itoa(port)+"/", "")
			if err != nil {
				if got != "" {
					t.Errorf("DefaultPort(%q) = %q, but %s://h:%d/ does not parse", scheme, got, lower, port)
				}
				continue
			}
			// The parser drops exactly the default port.
			if dropped := u.Port() == ""; dropped != (got == strconv.Itoa(port)) {
				t.Errorf("DefaultPort(%q) = %q, but %s://h:%d/ has Port %q", scheme, got, lower, port, u.Port())
			}
		}
	}
	// The special schemes' default ports, from the standard's table.
	for scheme, want := range map[string]string{"ftp": "21", "file": "", "http": "80", "https": "443", "ws": "80", "wss": "443", "sc": "", "HTTP": "80"} {
		if got := DefaultPort(scheme); got != want {
			t.Errorf("DefaultPort(%q) = %q, want %q", scheme, got, want)
		}
	}
}

// go-cmp compares two *URL values with their Equal method, the standard's
// URL equivalence, instead of walking the unexported fields (which made it
// panic); EqualExcludingFragments is the same with excludeFragments.
func TestEqualGoCmp(t *testing.T) {
	tests := []struct {
		a, b           string
		equal, noFrags bool
	}{
		// Different inputs, one serialization.
		{"HTTP://EXAMPLE.COM:80", "http://example.com/", true, true},
		{"https://h/a/../b", "https://h/b", true, true},
		// The fragment decides Equal only.
		{"https://h/#a", "https://h/#b", false, true},
		{"https://h/#", "https://h/", false, true},
		// A query does not go with the fragment.
		{"https://h/?", "https://h/", false, false},
		// References compare as written.
		{"a/b#x", "a/b#y", false, true},
		// net/url's reading of a non-web URL.
		{"postgres://u@h1:5432,h2:5432/db", "postgres://u@h1:5432,h2:5432/db", true, true},
	}
	for _, tt := range tests {
		a, b := mustParse(t, tt.a), mustParse(t, tt.b)
		if got := cmp.Equal(a, b); got != tt.equal || a.Equal(b) != tt.equal {
			t.Errorf("cmp.Equal(%q, %q) = %v, Equal = %v; want %v", tt.a, tt.b, got, a.Equal(b), tt.equal)
		}
		if got := a.EqualExcludingFragments(b); got != tt.noFrags {
			t.Errorf("EqualExcludingFragments(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.noFrags)
		}
		if tt.equal && cmp.Diff(a, b) != "" {
			t.Errorf("cmp.Diff(%q, %q) = %s, want none", tt.a, tt.b, cmp.Diff(a, b))
		}
	}
	// go-cmp calls Equal with a nil side too.
	var n *URL
	if !cmp.Equal(n, (*URL)(nil)) || cmp.Equal(n, mustParse(t, "https://h/")) {
		t.Error("cmp.Equal with a nil *URL")
	}
	// Within a struct, as test tables hold them.
	type request struct {
		Method string
		URL    *URL
	}
	x := request{"GET", mustParse(t, "https://h/a?b")}
	y := request{"GET", mustParse(t, "HTTPS://H/a?b")}
	if !cmp.Equal(x, y) {
		t.Errorf("cmp.Equal of structs holding %v and %v is false", x.URL, y.URL)
	}
}

// A URL's state is a function of its serialization: two URLs parsed from
// one string, and a URL (not a reference) and the parse of its String,
// are DeepEqual, and == when they have no credentials (User is a pointer,
// as in net/url) and are not net/url's reading of a non-web URL. The
// corpora take both of the parser's routes: canonical input through the
// fast path, and input the fast path leaves to the state machine whose
// String then goes through the fast path.
func TestParseStateCanonical(t *testing.T) {
	n := 1 << 30
	if testing.Short() {
		n = 5000
	}
	inputs := []string{
		"https://api.example.com", "HTTPS://API.EXAMPLE.COM/", "https://h/a%20b#c%20d", "https://h/a b#c d",
		"http://h/a|b?c d#{e}", "file:///C|/x", "sc://h/a/../b", "mailto:x", "https://user:pw@h:8080/p?q#f",
		"/a/b?c#d", "//h/p", "../x", "postgres://u@h1:5432,h2:5432/db",
	}
	inputs = append(inputs, corpusLines(t, n)...)
	for _, c := range wptCases(t, "urltestdata.json") {
		inputs = append(inputs, c["input"].(string))
	}
	var checked, differ int
	for _, s := range inputs {
		u, err := Parse(s)
		if err != nil {
			continue
		}
		again, _ := Parse(s)
		if !reflect.DeepEqual(u, again) {
			t.Errorf("Parse(%q) twice: not DeepEqual\n%s", s, dumpURL(u, again))
		}
		if u.ref() != nil {
			// A reference keeps the form it was written in, which its
			// resolution reads ("\\a" and "/a" differ against a base that
			// is not special), so it is not the parse of its String.
			continue
		}
		checked++
		back, err := Parse(u.String())
		if err != nil {
			t.Errorf("Parse(%q).String() = %q, which does not parse: %v", s, u, err)
			continue
		}
		if !reflect.DeepEqual(u, back) {
			if differ++; differ <= 20 {
				t.Errorf("Parse(%q) and Parse(%q): not DeepEqual\n%s", s, u, dumpURL(u, back))
			}
			continue
		}
		// net/url's reading of a non-web URL keeps its fields apart (in
		// the URL's extra state, a pointer), so it is DeepEqual only.
		if u.User == nil && u.HostKind() != HostNetURL && (*u != *again || *u != *back) {
			t.Errorf("Parse(%q), Parse(%q) again and Parse(%q): DeepEqual but not ==", s, s, u)
		}
	}
	if differ > 20 {
		t.Errorf("... %d inputs in all", differ)
	}
	t.Logf("%d URLs and the parses of their String", checked)
}

// dumpURL shows two URLs' fields, unexported ones too, for a test message.
func dumpURL(a, b *URL) string {
	return "\t" + fmtURL(a) + "\n\t" + fmtURL(b)
}

func fmtURL(u *URL) string {
	s := reflect.ValueOf(*u)
	out := ""
	for i := 0; i < s.NumField(); i++ {
		out += s.Type().Field(i).Name + "=" + fmtField(s.Field(i)) + " "
	}
	return out
}

func fmtField(v reflect.Value) string {
	switch v.Kind() {
	case reflect.String:
		return "\"" + v.String() + "\""
	case reflect.Pointer:
		if v.IsNil() {
			return "nil"
		}
		return "&" + fmtField(v.Elem())
	}
	return v.String()
}

// TestCompareMigration checks what the README's migration row on comparing
// URLs says (checkCompare, which TestMigrationAPI runs for that row).
func TestCompareMigration(t *testing.T) { checkCompare(t) }

// checkCompare: two parses of one string, and a URL and the parse of its
// String, are ==, DeepEqual and cmp.Equal; a parsed URL is not DeepEqual
// to a struct literal of its fields, as it is in net/url, but Equal to it.
func checkCompare(t *testing.T) {
	a, b := mustParse(t, "https://api.example.com"), mustParse(t, "https://api.example.com")
	c := mustParse(t, a.String())
	if *a != *b || *a != *c || !reflect.DeepEqual(a, c) || !cmp.Equal(a, c) {
		t.Errorf("Parse(%q), again and Parse(%q) differ", "https://api.example.com", a)
	}
	lit := &URL{Scheme: "https", Host: "api.example.com", Path: "/"}
	if reflect.DeepEqual(a, lit) || !a.Equal(lit) || !cmp.Equal(a, lit) || a.String() != "https://api.example.com/" {
		t.Errorf("Parse(%q) against %#v: DeepEqual %v, Equal %v", "https://api.example.com", lit, reflect.DeepEqual(a, lit), a.Equal(lit))
	}
	n, _ := neturl.Parse("https://api.example.com/")
	if !reflect.DeepEqual(n, &neturl.URL{Scheme: "https", Host: "api.example.com", Path: "/"}) {
		t.Errorf("net/url: Parse(%q) is not DeepEqual to its struct literal", n)
	}
}

// TestEqualDocumented checks the exceptions docs/migration.md lists: the
// forms whose two parses are DeepEqual but may not be == (those that hold
// extra state: "*" and "a>b" do, the plain reference "/p" does not), those
// that are not the parse of their String, and the go-cmp option for a URL
// value. TestParseStateCanonical checks the rule over the corpora.
func TestEqualDocumented(t *testing.T) {
	for _, s := range []string{"*", "a>b", "/p", "http:7", "file:", "sC://:"} {
		u, again := MustParse(s), MustParse(s)
		if !reflect.DeepEqual(u, again) {
			t.Errorf("Parse(%q) twice: not DeepEqual", s)
		}
		// The documentation's examples of the forms that may not be ==.
		if s != "/p" && s != "sC://:" && *u == *again {
			t.Errorf("Parse(%q) twice: ==, the documentation says not", s)
		}
	}
	for _, s := range []string{"a>b", "http:7", "file:", "sC://:"} {
		u := MustParse(s)
		if back, err := Parse(u.String()); err == nil && reflect.DeepEqual(u, back) {
			t.Errorf("Parse(%q) is DeepEqual to the parse of its String %q; the documentation says not", s, u)
		}
	}
	type holder struct{ U URL }
	a, b := holder{*MustParse("https://h/p")}, holder{*MustParse("HTTPS://H/p")}
	if d := cmp.Diff(a, b, cmp.Comparer(func(a, b URL) bool { return a.Equal(&b) })); d != "" {
		t.Errorf("cmp.Diff with the documented Comparer: %s", d)
	}
}
