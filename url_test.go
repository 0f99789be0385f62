// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"github.com/weburl/url/validation"
	"net/netip"
	"strings"
	"testing"
	"unsafe"

	"github.com/google/go-cmp/cmp"
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
		{"https://xn--a.ß/", "", []validation.Error{{"domain-to-ASCII", 8, true}}},
		{"https://exa%23mple.org", "", []validation.Error{{"domain-percent-encoded", 11, false}, {"domain-to-ASCII", 11, true}}}, // at the "%"
		{"https://exa mple.com/", "", []validation.Error{{"domain-to-ASCII", 11, true}}},                                         // at the space, not the host
		{"https://ex＠mple.com/", "", []validation.Error{{"domain-to-ASCII", 10, true}}},                                          // "＠" maps to "@"
		{"https://a_b.example/", "", []validation.Error{{"domain-to-ASCII", 9, false}}},                                          // the strict pass only: at the "_"
		{"https://a%5Fb.example/", "", []validation.Error{{"domain-percent-encoded", 9, false}, {"domain-to-ASCII", 8, false}}},  // the host, decoded: at its start
		{"https://ab--c.x-.example/", "", []validation.Error{{"domain-to-ASCII", 10, false}}},                                    // the first fault: the third byte of "ab--c"
		{"https://x.-y.example/", "", []validation.Error{{"domain-to-ASCII", 10, false}}},                                        // a label's first "-"
		{"https://xn--a b-", "", []validation.Error{{"domain-to-ASCII", 13, true}}},                                              // once, at the space
		// Host parsing.
		{"https://exam%70le.org", "", []validation.Error{{"domain-percent-encoded", 12, false}}},
		{"foo://exa[mple.org", "", []validation.Error{{"host-invalid-code-point", 9, true}}},
		{"https://127.0.0.1./", "", []validation.Error{{"domain-to-ASCII", 17, false}, {"IPv4-empty-part", 17, false}}}, // the dot before the empty root label
		{"https://1。2。3。4/", "", []validation.Error{{"IPv4-non-ASCII-input", 8, false}}},
		{"https://1.2.3.4.5", "", []validation.Error{{"IPv4-too-many-parts", 16, true}}}, // at the fifth part
		{"https://test.42", "", []validation.Error{{"IPv4-too-few-parts", 8, false}, {"IPv4-non-numeric-part", 8, true}}},
		{"https://127.0.0x0.1", "", []validation.Error{{"IPv4-non-decimal-part", 14, false}}},
		{"https://255.255.4000.1", "", []validation.Error{{"IPv4-out-of-range-part", 16, true}}},                           // at the part
		{"https://1.256", "", []validation.Error{{"IPv4-too-few-parts", 8, false}, {"IPv4-out-of-range-part", 10, false}}}, // the last part may fill three bytes
		{"https://1.2.3.256", "", []validation.Error{{"IPv4-out-of-range-part", 14, true}}},                                // reported once, as the failure
		{"https://1.2.3/", "", []validation.Error{{"IPv4-too-few-parts", 8, false}}},
		{"https://[::1", "", []validation.Error{{"IPv6-unclosed", 12, true}}},
		{"https://[:1]", "", []validation.Error{{"IPv6-invalid-compression", 9, true}}},
		{"https://[1:2:3:4:5:6:7:8:9]", "", []validation.Error{{"IPv6-too-many-pieces", 25, true}}},
		{"https://[1::1::1]", "", []validation.Error{{"IPv6-multiple-compression", 14, true}}},
		{"https://[::1x]", "", []validation.Error{{"IPv6-invalid-code-point", 12, true}}},
		{"https://[1:2:3]", "", []validation.Error{{"IPv6-too-few-pieces", 14, true}}},
		{"https://[0001::]", "", []validation.Error{{"IPv6-piece-leading-zero", 9, false}}},
		{"https://[1::00]", "", []validation.Error{{"IPv6-piece-leading-zero", 12, false}}},
		{"https://[1:1:1:1:1:1:1:127.0.0.1]", "", []validation.Error{{"IPv4-in-IPv6-too-many-pieces", 23, true}}},
		{"https://[ffff::.0.0.1]", "", []validation.Error{{"IPv4-in-IPv6-invalid-code-point", 15, true}}},
		{"https://[ffff::127.0.0.4000]", "", []validation.Error{{"IPv4-in-IPv6-out-of-range-part", 25, true}}},
		{"https://[ffff::127.0.0]", "", []validation.Error{{"IPv4-in-IPv6-too-few-parts", 22, true}}},
		// URL parsing.
		{"https://example.org/>", "", []validation.Error{{"invalid-URL-unit", 20, false}}},
		{"https:example.org", "", []validation.Error{{"special-scheme-missing-following-solidus", 6, false}}},
		{"sc:a b?c", "", []validation.Error{{"invalid-URL-unit", 4, false}}}, // a space in an opaque path
		{"💩", "", []validation.Error{{"missing-scheme-non-relative-URL", 0, true}}},
		{"https://example.org\\path", "", []validation.Error{{"invalid-reverse-solidus", 19, false}}},
		{"https://user@example.org", "", []validation.Error{{"invalid-credentials", 12, false}}},
		{"https://#fragment", "", []validation.Error{{"host-missing", 8, true}}},
		{"https://example.org:70000", "", []validation.Error{{"port-out-of-range", 20, true}}},
		{"https://example.org:7z", "", []validation.Error{{"port-invalid", 21, true}}},
		{"C|/x", "file:///y", []validation.Error{{"file-invalid-Windows-drive-letter", 0, false}, {"invalid-URL-unit", 1, false}}},
		{"file://c:", "", []validation.Error{{"file-invalid-Windows-drive-letter-host", 7, false}}},
		// Offsets are in the caller's input, before leading C0 controls and
		// spaces, tabs and newlines are removed; the standard reports the
		// trimmed ends (step 1) before the tabs and newlines (step 2).
		{" \thttp://a\n/b c ", "", []validation.Error{
			{"invalid-URL-unit", 0, false}, // one for both ends
			{"invalid-URL-unit", 10, false}, {"invalid-URL-unit", 13, false},
		}},
		{"http://a/ ", "", []validation.Error{{"invalid-URL-unit", 9, false}}}, // the trailing end alone
		{"http://a/\t%zz%41", "", []validation.Error{{"invalid-URL-unit", 9, false}, {"invalid-URL-unit", 10, false}}},
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
	if !errors.As(err, &ve) || ve != (validation.Error{"IPv6-unclosed", 11, true}) {
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
