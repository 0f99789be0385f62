// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"strings"
	"testing"

	"github.com/weburl/url/internal/schemes"
)

// slowParse runs the full parser, bypassing the fast path.
func slowParse(s string) (*URL, error) {
	return parseFull(s, nil, nil, nil)
}

// checkFastPath checks that when the fast path takes s, the full parser
// gives s back with the same components.
func checkFastPath(t *testing.T, s string) (taken bool) {
	t.Helper()
	var c components
	if !parseCanonical(s, &c) {
		checkResume(t, s)
		return false
	}
	u, err := slowParse(s)
	if err != nil {
		t.Fatalf("fast path took %q, which the parser rejects: %v", s, err)
	}
	if p := checkOffsets(u); len(p) > 0 {
		t.Fatalf("the full parser on %q: %s", s, strings.Join(p, "\n"))
	}
	fast := newCanonicalURL(s, &c)
	if p := checkOffsets(fast); len(p) > 0 {
		t.Fatalf("the fast path on %q: %s", s, strings.Join(p, "\n"))
	}
	// newCanonicalURL writes the fields itself for a plain URL, as
	// initFromHref would: they must be the parser's.
	if got, want := fast.exported(), u.exported(); got != want {
		t.Fatalf("the fast path on %q: fields %+v, the parser's %+v", s, got, want)
	}
	// The flags fromHref derives from the fields are not the parser's;
	// plain is the fast path's on either route.
	got := u.c
	got.hints = 0
	if u.href != s || got != c {
		t.Fatalf("fast path took %q with %+v; the parser gives %q with %+v", s, c, u.href, got)
	}
	// plain says that the fields need no decoding: reading them without
	// decoding gives what decoding gives.
	c = components{}
	parseCanonical(s, &c)
	var plain, decoded URL
	plain.fromHref(s, c, nil)
	c.plain = false
	decoded.fromHref(s, c, nil)
	if plain.exported() != decoded.exported() {
		t.Fatalf("fast path took %q as plain: fields %+v, decoded %+v", s, plain.exported(), decoded.exported())
	}
	return true
}

func TestFastPath(t *testing.T) {
	tests := []struct {
		in    string
		taken bool
	}{
		{"https://www.sec.gov/edgar.shtml", true},
		{"http://example.com:8080/a/b?q=1&r=%zz#frag?x#y", true},
		{"file:///usr/bin/go", true},
		{"file://host/share/x", true},
		{"wss://h/", true},
		{"ftp://a..b./", true},
		{"https://xn--a.example/", true},     // ASCII domains are only lower-cased
		{"https://h/.well-known/x", true},    // a segment starting with "." that is not a dot segment
		{"https://h/a/..b/%2e%2ex/.", false}, // the last segment is
		{"https://h/%41/%2", true},           // "%" starting no dot segment
		{"https://h.de/", true},              // a last byte that could end a hex number
		{"https://h.0x/", false},             // one that does
		{"https://h.1./", false},
		{"https://h/a-very-long-path-of-more-than-eight-bytes/and/more?q=1#frag", true},
		{"https://h/a-very-long-path-of-more-than-eight-bytes/and/more?q=1\\#frag|", true},
		{"https://h/a-very-long-path-of-more-than-eight-bytes/and/mo\\re", false},
		// "/." found in the block of eight bytes with the ".", across
		// two blocks, and in the bytes after the last block.
		{"https://h/abcdefghijklmn/./xyzxyzxyz", false},
		{"https://h/abcdefghijklm/../xyzxyzxyz", false},
		{"https://h/abcdefghijkl/.../xyzxyzxyz", true},
		{"https://hostname/abcdefg/../xyz", false}, // "/" ending a block, "." starting the next
		{"https://hostname/abcdefg/..", false},
		{"https://hostname/abcdefgh.i/.j/.k/x.y", true},
		{"file:///C", true},
		{"file:///C:", false},
		{"file:///Cx/", true},
		// An IPv4 address as the serializer writes it (TestFastPathIPv4).
		{"http://1.2.3.4/", true},
		{"https://127.0.0.1:8443/healthz?x=1", true},
		{"file://10.0.0.1/share", true},
		// Not special: an opaque host, any port, no IPv4 address.
		{"sc://h/", true},
		{"redis://localhost:6379/0", true},
		{"git+ssh://git.example/repo.git", true},
		{"sc://0x7f.1/", true},
		{"sc://1.2.3.04:0443/p?q#f", false}, // a port with a leading zero
		{"sc://h:80/", true},                // no default port
		{"postgres://user:secret@localhost:5432/app", false},
		{"sc://H/", false},
		{"sc://h", false},
		{"sc://h/./x", false},
		{"sc://h/a\\b", false},
		{"sc://h/?'", false},
		{"sc:///p", false},
		// An opaque path, taken (its Opaque is never decoded; a
		// fragment may be), unless a byte needs the parser.
		{"sc:x", true},
		{"sc:", true},
		{"mailto:someone@example.com", true},
		{"javascript:alert(1)", true},
		{"data:text/plain;base64,SGVsbG8=", true},
		{"sc:a?b#c", true},
		{"sc:x#a%20b", true}, // taken, not plain: Fragment decodes
		{"sc:%41", true},     // Opaque keeps "%41"
		{"sc:a b", false},
		{"sc:x ", false},
		{"SC:x", false}, // the scheme lowercased: newLoweredURL
		// Left to the parser:
		{"HTTP://example.com/", false},    // upper-case scheme
		{"http://Example.com/", false},    // upper-case host
		{"http://example.com", false},     // no path: the parser adds "/"
		{"http://example.com:80/", false}, // the default port
		{"http://example.com:080/", false},
		{"http://example.com:/", false},
		{"http://example.com:65536/", false},
		{"http://0x7f/", false},
		{"http://u@h/", false},
		{"http://h/a/../b", false},
		{"http://h/a/%2E/b", false},
		{"http://h/a/.", false},
		{"http://h/a\\b", false},
		{"http://h/a b", false},
		{"http://h/?'", false},
		{"http://h/#`", false},
		{"http://h/é", false},
		{"http://h/\t", false},
		{"file://localhost/x", false},
		{"file:///C:/x", false},
		{"file:///c|/x", false},
		{"file://h:1/", false},
		{"mailto:x", true},
		{"http:/h/", false},
		{" http://h/", false},
		{"http://h/ ", false},
		{"http://[::1]/", false},
		{"https://", false},
	}
	for _, tt := range tests {
		if got := checkFastPath(t, tt.in); got != tt.taken {
			t.Errorf("parseCanonical(%q) taken = %v, want %v", tt.in, got, tt.taken)
		}
	}
}

// TestFastPathIPv4 checks the fast path on hosts of one to five parts
// that end in a number, made of decimal numbers with and without leading
// zeros, from 0 to past 255, hex and octal numbers, and a final dot: it
// must agree with the parser on every host it takes, and take exactly
// those the parser gives back unchanged (every canonical IPv4 address;
// in a URL that is not special, whose host is opaque, at least those
// without an upper-case letter).
func TestFastPathIPv4(t *testing.T) {
	nums := []string{"0", "1", "9", "10", "99", "127", "199", "200", "249", "250", "255", "256", "300", "999", "1000", "00", "01", "0x7f", "0X1", "017", "4294967295"}
	var hosts []string
	var build func(prefix string, parts int)
	build = func(prefix string, parts int) {
		for i, n := range nums {
			// All of nums for the last part; a few for the others.
			if parts > 1 && i%4 != 0 {
				continue
			}
			h := prefix + n
			if parts == 1 {
				hosts = append(hosts, h, h+".")
			} else {
				build(h+".", parts-1)
			}
		}
	}
	for parts := 1; parts <= 5; parts++ {
		build("", parts)
	}
	taken := 0
	for _, h := range hosts {
		for _, s := range []string{"http://" + h + "/", "https://" + h + ":8080/p?q#f", "file://" + h + "/x", "sc://" + h + "/x"} {
			u, err := slowParse(s)
			want := err == nil && u.href == s
			// For "sc:", as in TestFastPathWindows, taking less is allowed
			// (an upper-case "X").
			if got := checkFastPath(t, s); got != want && (!strings.HasPrefix(s, "sc:") || got) {
				t.Errorf("parseCanonical(%q) taken = %v; the parser gives it back unchanged: %v", s, got, want)
			}
			if want {
				taken++
			}
		}
	}
	if taken == 0 {
		t.Fatal("no input the parser gives back unchanged")
	}
}

// FuzzFastPath checks the fast path against the full parser on any input
// it takes, and that it takes every input the parser leaves unchanged
// among the seeds' neighbours often enough to matter (that part is
// measured by the benchmarks, not asserted).
func FuzzFastPath(f *testing.F) {
	for _, s := range []string{
		"https://www.sec.gov/edgar.shtml", "http://a:1/b/c?d#e", "file:///x/y", "ws://h/%2e%2",
		"http://h/a/.b/..c", "ftp://x.y./", "https://h:65535/", "file://h/C:/", "https://h/p?#f",
		"https://h/?q=a b#f", "sc://h/a#\u00e9 \"x\"", "HTTP://u@H:80/a/%2e/../b/..?q#f", "HTTPS://H:443/?\xff'<>#x", "https://bücher.de:443", "HTTPS://u:p@Bücher.de/a?b#c", "https://\uff11\uff12\uff17.0.0.1/", "https://a\u00ad.ü/",
		"https:/h/a?q#f", `HTTP:\h/a%41`, "wss:h:80/", "https:///h/",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkFastPath(t, s)
	})
}

// TestFastPathWindows moves delimiters, dot segments and bytes the fast
// path does not take through every position of hosts and paths of 0 to
// 19 bytes, so that each falls at the start, the middle and the end of an
// 8-byte window, of a 2-byte pair and of the last byte, and in windows
// that reach back before the path: the fast path must agree with the
// parser, and take exactly the inputs the parser gives back unchanged
// (none of them has a validation error).
func TestFastPathWindows(t *testing.T) {
	const letters = "bcdefghijklmnopqrstuvwxyz"
	inPath := []string{"/.", ".", "./", "/./", "/../", "/.b", "..", "/%2e", "/%2E%2e/", "%", "?", "#", "?q#f", "\\", " ", "é", "\x7f"}
	inHost := []string{":", ":1", ":80", ":443", "/", "?", "#", ".", "-", "_", "A", "%41", " ", "é"}
	for _, scheme := range []string{"https://", "ws://", "file://", "sc://"} {
		for hostLen := 0; hostLen <= 19; hostLen++ {
			host := letters[:hostLen]
			for pathLen := 1; pathLen <= 19; pathLen++ {
				path := "/" + letters[:pathLen-1]
				var inputs []string
				for k := 1; k <= len(path); k++ {
					for _, in := range inPath {
						inputs = append(inputs, scheme+host+path[:k]+in+path[k:])
					}
				}
				if pathLen == 1 || pathLen == 9 {
					for k := 0; k <= len(host); k++ {
						for _, in := range inHost {
							inputs = append(inputs, scheme+host[:k]+in+host[k:]+path)
						}
					}
				}
				for _, s := range inputs {
					taken := checkFastPath(t, s)
					u, err := slowParse(s)
					// For a URL that is not special, the fast path takes
					// less than it could (an upper-case opaque host).
					if want := err == nil && u.href == s; taken != want && (scheme != "sc://" || taken) {
						t.Errorf("parseCanonical(%q) taken = %v, want %v (the parser gives it back unchanged: %v)", s, taken, want, want)
					}
				}
			}
		}
	}
}

// checkResume checks that the parser, taking up s where the fast path
// stopped (see resumePoint), gives what it gives from the start: the same
// href, components and port, or the same error.
func checkResume(t *testing.T, s string) {
	t.Helper()
	var c components
	var r resumePoint
	if scanCanonical(s, &c, &r) || r.st == noState {
		return
	}
	// With no base, and with bases whose scheme the input's may be (a
	// special scheme that is the base's starts a relative URL).
	// parseResumed, which Parse calls, goes first to newIgnoredSlashesURL
	// with no base.
	for _, base := range resumeBases {
		want, wantErr := parseFull(s, base, nil, nil)
		for name, resumed := range map[string]func(*resumePoint, *components) (*URL, error){
			"parseFrom":    func(r *resumePoint, c *components) (*URL, error) { return parseFrom(s, base, nil, nil, r, c) },
			"parseResumed": func(r *resumePoint, c *components) (*URL, error) { return parseResumed(s, base, r, c) },
		} {
			rr, cc := r, c
			got, gotErr := resumed(&rr, &cc)
			switch {
			case (gotErr == nil) != (wantErr == nil) || gotErr != nil && gotErr.Error() != wantErr.Error():
				t.Fatalf("%s at %+v, %q against %v: error %v, from the start %v", name, r, s, base, gotErr, wantErr)
			case gotErr != nil:
			case got.href != want.href || got.c != want.c || got.port() != want.port():
				t.Fatalf("%s at %+v, %q against %v: %q %+v port %d; from the start %q %+v port %d", name, r, s, base, got.href, got.c, got.port(), want.href, want.c, want.port())
			}
		}
	}
	// The promise of kept, by which parseFrom sizes the serialization.
	if r.kept {
		want, err := parseFull(s, nil, nil, nil)
		if err != nil {
			t.Fatalf("%q, kept from %d: %v", s, r.ptr, err)
		}
		if len(want.href) > len(s)+1 {
			t.Fatalf("%q, kept from %d: href %q, longer than the input and a byte", s, r.ptr, want.href)
		}
	}
	// An input read to its end, Parse and ParseWithBase with no base
	// take without the parser (see parseTo): it is an absolute URL, and
	// the same URL, exported fields included.
	if r.whole(len(s)) {
		want, wantErr := parseFull(s, nil, nil, nil)
		if wantErr != nil && r.fix&fixIDNA != 0 {
			// A domain beyond ASCII that the host parser fails on: no
			// URL, and the parser, taking the input up where the
			// scheme ends, fails as from the start.
			rr, cc := r, c
			if u := newLoweredURL(s, &rr, &cc); u != nil || rr.st != schemeState || rr.ptr != c.schemeEnd+1 {
				t.Fatalf("%q: %v from the start, but newLoweredURL gives %v and resumes at %+v", s, wantErr, u, rr)
			}
			if _, err := ParseWithBase(s, ""); err == nil || errors.Unwrap(err).Error() != wantErr.Error() {
				t.Fatalf("ParseWithBase(%q): error %v, from the start %v", s, err, wantErr)
			}
			return
		}
		if wantErr != nil {
			t.Fatalf("%q, read to its end by the fast path: %v from the start", s, wantErr)
		}
		for name, parse := range map[string]func(string) (*URL, error){
			"Parse":         Parse,
			"ParseWithBase": func(s string) (*URL, error) { return ParseWithBase(s, "") },
		} {
			got, err := parse(s)
			if err != nil {
				t.Fatalf("%s(%q): %v", name, s, err)
			}
			if got.href != want.href || got.c != want.c || !sameFields(got, want) {
				t.Fatalf("%s(%q): %q %+v %+v; from the start %q %+v %+v", name, s, got.href, got.c, got.exported(), want.href, want.c, want.exported())
			}
		}
	}
}

// resumeBases are the bases checkResume parses against.
var resumeBases = []*URL{nil, MustParse("https://base.example/a/b?q#f"), MustParse("sc://base/a/b")}

// TestResume checks where the parser takes up inputs one step away from
// canonical form, and that it gives what it gives from the start. The
// authority's cases are the ones where a resume after the host would be
// wrong: an "@" after what looks like a host and port makes them
// userinfo.
func TestResume(t *testing.T) {
	for _, tc := range []struct {
		in string
		st state
	}{
		{"https://example.com", doneState},
		{"sc://example.com", pathStartState},
		{"https://example.com:8080", doneState},
		{"http://" + strings.Repeat("u", maxSlab) + ":443", doneState}, // too long for newLoweredURL: the parser adds the "/"
		{"https://example.com?q", pathStartState},
		{`https://example.com\a`, pathStartState},
		{"https://example.com:443/a", doneState},
		{"https://example.com:443", doneState},
		{"https://example.com:0443#f", pathStartState},
		{"https://example.com:0443/a b?q#f", pathStartState},
		{"https://example.com:443/a?q r", doneState},
		{"https://example.com:443/a?q#r s", doneState},
		{"https://example.com:/a", doneState},
		{"https://example.com:0080/a", portState},
		{"https://example.com:99999/", portState},
		{"https://example.com:443@evil.example/", doneState},
		{"https://example.com:1@evil.example/", doneState},
		{"https://u@h/", doneState},
		{"https://u@h", doneState},
		{"https://u:p@h:443", doneState},
		{"https://u@h:443/a?b c", doneState},
		{"https://u@H/", doneState},
		{"sc://u:p@h/", doneState},
		{"https://u%40x:p%3Aq@h/", schemeState},
		{"https://u:p%3Aq@h/", schemeState}, // a password of bytes outside a domain's is left to the parser
		{"https://u:p@h/", doneState},
		{"https://:p@h/", schemeState},
		{"https://u:@h/", schemeState},
		{"https://u@@h/", schemeState},
		{"https://u@h@i/", schemeState},
		{"https://u:p:q@h/", schemeState},
		{"https://u^@h/", schemeState},
		{"file://u@h/", schemeState},
		{"https://example.com:123456/", schemeState},
		{"https://user:pass@www.example.com/a/b", doneState},
		{"https://[2001:db8::1]:8443/x", doneState},
		{"https://[2001:db8::1]", doneState},
		{"https://[::1]:443/a b", pathStartState},
		{"sc://[::1]/", doneState},
		{"https://u@[::1]/", doneState},
		{"https://[::1]@h/", schemeState},
		{"https://[0::1]/", schemeState},
		{"https://[::1/", schemeState},
		{"https://[::1]x/", schemeState},
		{"http://[1::]A00", schemeState}, // an upper-case letter after the address is no domain's
		{"http://[1::]:8A", schemeState},
		{"https://[1:2:3:4:5:6:7:8]/", doneState},
		{"https://[::ffff:1.2.3.4]/", schemeState},
		{"file://[::1]/", schemeState},
		{"https://example.com/a/./b/../c", doneState},
		{"https://example.com/a b", pathStartState},
		{"https://example.com/search?q=a b", doneState},
		{"https://example.com/a?q#b c", doneState},
		{"sc://h/a?q'r", queryState},
		{"sc://h\\x/", schemeState},
		{"MAILTO:someone@example.com", doneState}, // an opaque path after a scheme to lowercase
		{"https:a/b", schemeState},
		{"https:/a/b", schemeState},
		{"Sc:a/b", doneState},
		{"sC:", doneState},
		{"SC:a?b#c", doneState},
		{"JavaScript:alert(1)", doneState},
		{"sc:/x", schemeState},
		{"sc:a b", schemeState},
		{"sc:a?b c", schemeState},
		{"sc:a?b'c", schemeState},
		{"sc:a#b`c", schemeState},
		{"sc:\\x", schemeState},
		{"DATA:text/plain;base64,SGVsbG8=", doneState},
		{"file:///C:/x", schemeState},
		{"file://localhost/x", schemeState},
		{"file://h:80/", schemeState},
		{"https://h/a\t/b", pathStartState},
		{"HTTPS://example.com/a", doneState},
		{"1a://h/", noState},
		{"/a/b", noState},
	} {
		checkResumesAt(t, tc.in, tc.st)
	}
}

// TestResumeUpperCase checks inputs that differ from canonical form only
// in the case of their scheme or domain: the fast path reads them to the
// end, and the parser only lowercases them.
func TestResumeUpperCase(t *testing.T) {
	for _, tc := range []struct {
		in string
		st state
	}{
		{"HTTPS://example.com/a", doneState},
		{"https://www.Example.com/a", doneState},
		{"HTTP://WWW.EXAMPLE.COM", doneState},
		{"Https://Example.com:443/", doneState},
		{"Https://Example.com:0443/?a b", doneState},
		{"WS://EXAMPLE.COM/a b", pathStartState},
		{"HTTPS://EXAMPLE.COM/?q=a b", doneState},
		{"Postgres://host/db", doneState},
		{"Postgres://Host/db", schemeState},
		{"MAILTO:x@y", doneState},
		{"FILE:///x", doneState},
		{"FILE:x", schemeState},
		{"file://LOCALHOST/x", schemeState},
		{"https://EXAMPLE.1/", schemeState},
		{"https://0X7F.1/", schemeState},
		{"https://" + strings.Repeat("A", maxLoweredHost+1) + "/", schemeState},
		{"https://xn--A.com/", doneState},
	} {
		checkResumesAt(t, tc.in, tc.st)
	}
}

// TestResumeIDNA checks inputs whose domain is beyond ASCII: the fast
// path reads a special URL's to the end and leaves the host to the host
// parser (newIDNAURL), which may make it an IPv4 address or fail. Where
// it stops before the end, the parser takes the input up where its scheme
// ends (see resume).
func TestResumeIDNA(t *testing.T) {
	for _, tc := range []struct {
		in string
		st state
	}{
		{"https://bücher.de/katalog", doneState},
		{"https://bücher.de", doneState},
		{"HTTPS://BÜCHER.DE:443", doneState},
		{"https://Bücher.de:8080/a?q#f", doneState},
		{"https://u:p@bücher.de/x", doneState},
		{"wss://bücher.de:/", doneState},
		{"http://例え.テスト/", doneState},
		{"https://ｅｘａｍｐｌｅ.com/", doneState},
		{"https://１２７.０.０.１/", doneState},           // an IPv4 address
		{"https://ü.1/", doneState},                 // ends in a number that is no IPv4 address: failure
		{"https://a\u00ad/", doneState},             // soft hyphen, mapped to nothing
		{"https://\u00ad/", doneState},              // empty after mapping: failure
		{"https://xn--ü.de/", doneState},            // failure
		{"https://ü\u2488.de/", doneState},          // disallowed: failure
		{"https://\u3300.jp/", doneState},           // one code point, four katakana
		{"https://a.ü.-b/", doneState},              // a hyphen at a label's start: no failure with beStrict false
		{"https://bücher.de/a/./b", pathStartState}, // the parser takes it up at the scheme
		{"https://bücher.de/a b", pathStartState},   //
		{"https://bücher.de?q", pathStartState},     //
		{"https://bücher.de:0443/", doneState},      // the default port
		{"https://bücher.de:0080/", portState},      //
		{"https://b%C3%BCcher.de/", schemeState},    // percent-decoding is the host parser's
		{"https://bü%63her.de/", schemeState},       //
		{"https://bü cher.de/", schemeState},        //
		{"https://bücher.de@h/", schemeState},       //
		{"file://bücher.de/x", schemeState},         // the file host state's
		{"sc://bücher.de/", schemeState},            // an opaque host
		{"https://[::1]ü/", schemeState},            //
		{"https://" + strings.Repeat("ü", maxLoweredHost/2+1) + "/", schemeState},
		{"https://" + strings.Repeat("ü", maxLoweredHost/2) + "/", doneState},
		{"https://" + strings.Repeat("\u3300", 21) + "/" + strings.Repeat("a", maxSlab-100), doneState}, // an href too long for newLoweredURL
		{"https://bücher.de/" + strings.Repeat("a", maxSlab), doneState},                                // an input too long: not whole
	} {
		checkResumesAt(t, tc.in, tc.st)
	}
}

// TestResumeEncoded checks inputs whose query or fragment has bytes the
// query and fragment states percent-encode: the fast path reads them to
// the end (a query only in a special URL), and newEncodedURL encodes them;
// any other resumes where the query or fragment starts.
func TestResumeEncoded(t *testing.T) {
	for _, tc := range []struct {
		in string
		st state
	}{
		{"https://example.com/search?q=a b", doneState},
		{"https://example.com/?q=\"x\"&y=<z>", doneState},
		{"http://example.com/?q=caf\u00e9&r=\u4f8b", doneState},
		{"https://example.com/?q=\xff\xfe", doneState}, // invalid UTF-8: U+FFFD, encoded
		{"https://example.com/?q=a\x01b", doneState},   // a C0 control inside
		{"wss://u:p@example.com:443/a/b?q= #f", doneState},
		{"HTTPS://Example.COM:443/?a b#frag", doneState},
		{"https://1.2.3.4/?a'b", doneState}, // "'": only a special query encodes it
		{"https://example.com/?a b#c d", doneState},
		{"https://example.com/?a b#c", doneState},
		{"https://example.com/?a\tb c", queryState},
		{"https://example.com/?a b\n", queryState},
		{"https://example.com/?a b ", queryState},
		{"https://example.com/?a b\x00", queryState},
		{"https://example.com/?a b#", doneState},
		{"https://example.com/?#a b", doneState},
		{"https://example.com/a/./b?a b", pathStartState},
		{"https://bücher.de/?a b", queryState}, // the parser takes it up at the scheme
		{"sc://h/?a b", queryState},
		{"sc://h/?a#b c", doneState},
		{"https://h/#a b#c d", doneState}, // "#" is kept in a fragment
		{"https://h/#a\tb c", fragmentState},
		{"https://h/#a b ", fragmentState},
		{"https://h/#\xff", doneState},
		{"https://h/#`<x>`", doneState},
		{"HTTPS://u@H:443#a b", pathStartState},
		{"https://h/a%20b/#%41 b", doneState},
		{"https://h/#" + strings.Repeat(" ", maxSlab/3) + "a", doneState}, // an href too long for newLoweredURL
		{"file:///?a b", schemeState},
		{"https://h/?" + strings.Repeat(" ", maxSlab/3) + "a", doneState}, // an href too long for newLoweredURL
		{"https://h/?" + strings.Repeat(" ", maxSlab) + "a", queryState},
	} {
		checkResumesAt(t, tc.in, tc.st)
	}
}

// TestResumeDots checks inputs whose path has dot segments and bytes the
// path state keeps as they are: the fast path reads them to the end when
// their query and fragment are kept too, but for a file: URL, and
// newDotsURL writes the path; any other resumes at the path.
func TestResumeDots(t *testing.T) {
	for _, tc := range []struct {
		in string
		st state
	}{
		{"https://example.com/a/./b/../c", doneState},
		{"HTTPS://Example.com:443/a/../b?q#f", doneState},
		{"https://u:p@h/./a", doneState},
		{"https://h/..", doneState},
		{"https://h/../../a/", doneState},
		{"https://h/a/.", doneState},
		{"https://h/a/%2e/b/%2E%2e/c", doneState},
		{"https://h/a/.%2e", doneState},
		{"https://h/%41/../b", doneState},  // plain once the segment with "%" is gone
		{"https://h/a%41/./b", doneState},  // not plain
		{"https://h/a/./b#%41", doneState}, // not plain: the fragment
		{"https://h/./a?%41", doneState},
		{"https://h/..//x", doneState},
		{"https://h/a/./b?q r", pathStartState},
		{"https://h/a/./b#q r", pathStartState},
		{"https://[::1]/a/../b", doneState},
		{"wss://h:8080/x/./y", doneState},
		{"https://bücher.de/a/./b", pathStartState}, // the parser takes it up at the scheme
		{"file:///a/./b", pathStartState},
		{"sc://h/a/./b", doneState},
		{"https://h/./" + strings.Repeat("a", maxSlab), pathStartState},
	} {
		checkResumesAt(t, tc.in, tc.st)
	}
}

// TestASCIILowerInPlace compares the word-at-a-time lowercasing with
// strings.ToLower on every ASCII byte at every offset of a word.
func TestASCIILowerInPlace(t *testing.T) {
	for c := 0; c < 0x80; c++ {
		for n := 1; n <= 17; n++ {
			for at := 0; at < n; at++ {
				b := []byte(strings.Repeat("@Z[`az{", 3)[:n])
				b[at] = byte(c)
				want := strings.ToLower(string(b))
				asciiLowerInPlace(b)
				if string(b) != want {
					t.Fatalf("asciiLowerInPlace(%q) = %q, want %q", want, b, want)
				}
			}
		}
	}
}

// TestResumeTrimmed checks inputs with leading or trailing C0 controls or
// spaces, which the fast path reads once they are trimmed: what
// parseResumed gives must be what the parser gives from the start, the
// same href and components or the same error (with its offset in the
// input as written).
func TestResumeTrimmed(t *testing.T) {
	inputs := []string{
		"  https://example.com/a", "https://example.com/a \x00", "\x01HTTPS://Example.com:443 ",
		"  https://example.com/a\tb/../c ", " https://example.com/?q=a b\n", "\t mailto:x@y ",
		" \thttps://\n\n#fragment", "\t   :foo.com   \n", "  \t", " http://h:0443/#f g ",
		" postgres://u:p@h:5432/db ", "   https://h/%41 ",
	}
	// Inputs the fast path reads whole once trimmed, trimmed to under
	// maxSlab from over it: then not whole as written (see parseFrom).
	for _, s := range []string{
		"https://h/?a b#c", "https://bücher.de/", "https://ü.1/", "HTTPS://H:443", "https://h/a/./b?c", "https://u:p@h/",
	} {
		inputs = append(inputs, strings.Repeat(" ", maxSlab)+s, s+strings.Repeat("\x00", maxSlab))
	}
	for _, in := range inputs {
		var c components
		var r resumePoint
		if scanCanonical(in, &c, &r) {
			t.Fatalf("%q: taken by the fast path as written", in)
		}
		got, gotErr := parseResumed(in, nil, &r, &c)
		want, wantErr := parseFull(in, nil, nil, nil)
		switch {
		case (gotErr == nil) != (wantErr == nil) || gotErr != nil && gotErr.Error() != wantErr.Error():
			t.Errorf("%q: error %v, from the start %v", in, gotErr, wantErr)
		case gotErr != nil:
		case got.href != want.href || got.c != want.c || got.port() != want.port() || !sameFields(got, want):
			t.Errorf("%q: %q %+v; from the start %q %+v", in, got.href, got.c, want.href, want.c)
		}
	}
}

// sameFields reports whether u and v have the same exported fields, User
// compared by its value.
func sameFields(u, v *URL) bool {
	a, b := u.exported(), v.exported()
	if (a.User == nil) != (b.User == nil) || a.User != nil && *a.User != *b.User {
		return false
	}
	a.User, b.User = nil, nil
	return a == b
}

// checkResumesAt checks that the fast path does not take in and stops at
// state st, and that the parser resumed there gives what it gives from
// the start (checkResume).
func checkResumesAt(t *testing.T, in string, st state) {
	t.Helper()
	var c components
	var r resumePoint
	if scanCanonical(in, &c, &r) {
		t.Errorf("%q: taken by the fast path", in)
		return
	}
	if r.st != st {
		t.Errorf("%q: resumes at state %d, want %d", in, r.st, st)
	}
	checkResume(t, in)
}

// TestPlainIsFastPathVerdict checks that a URL's plain is the fast path's
// verdict on its href, whatever route the parser took (parseFrom scans
// only what follows a prefix the fast path would take): over the WPT
// inputs with their bases, the corpus, and inputs whose scheme and
// authority the parser writes (a domain beyond ASCII, an IPv4 address in
// another form, port 0, credentials), with and without a base.
func TestPlainIsFastPathVerdict(t *testing.T) {
	type pair struct{ input, base string }
	var pairs []pair
	for _, s := range []string{
		"https://bücher.de/katalog", "https://BÜCHER.de/a b", "https://bücher.de:0/", "https://bücher.de:8080/a/./b?q#f",
		"wss://bücher.de/", "ftp://bücher.de:21/", "https://u@bücher.de/", "https://u:p@bücher.de/", "file://bücher.de/x",
		"https://0x7f.1/", "http://1.2.3.4:0/", "http://1.2.3.4:00080/", "https://[::1]/", "https://h:0/", "https://h:01/",
		"https://%62ücher.de/", "https://xn--bcher-kva.de/a%20b", "https://bücher.de/%7Bx%7D#%7B", "sc://bücher.de/",
	} {
		pairs = append(pairs, pair{s, ""}, pair{"x?y#z", s}, pair{"//bücher.de/x", s}, pair{"/x", s})
	}
	for _, s := range corpusLines(t, 2000) {
		pairs = append(pairs, pair{s, ""})
	}
	for _, c := range wptCases(t, "urltestdata.json") {
		base, _ := c["base"].(string)
		pairs = append(pairs, pair{c["input"].(string), base})
	}
	checked := 0
	for _, p := range pairs {
		var base *URL
		if p.base != "" {
			b, err := parse(p.base, nil, nil, nil)
			if err != nil {
				continue
			}
			base = b
		}
		u, err := parse(p.input, base, nil, nil)
		if err != nil {
			continue
		}
		checked++
		var c components
		if want := parseCanonical(u.href, &c) && c.plain; u.c.plain != want {
			t.Errorf("%q against %q: href %q, plain %v; the fast path says %v", p.input, p.base, u.href, u.c.plain, want)
		}
	}
	t.Logf("%d URLs", checked)
}

// TestIgnoredSlashes checks the inputs whose special scheme is followed by
// other than "//": with no base, newIgnoredSlashesURL reads them as the
// scheme, "//" and what follows the separators when the fast path takes
// that string, and Parse, ParseWithBase and the parser resumed where the
// scheme ends give what the parser gives from the start; against a base,
// nothing changes. Parse keeps the legacy form's text (see setLegacy) for
// fewer than two separators.
func TestIgnoredSlashes(t *testing.T) {
	for _, tc := range []struct {
		in    string
		taken bool
	}{
		{"https:/www.example.com/a/b?x=1", true},
		{"http:example.com/", true},
		{"http:example.com", false},  // no path: not canonical
		{"HTTP:example.com/a", true}, // the scheme state lowercases the scheme
		{"https:///h/a", true},       // not a legacy form: two separators and more
		{`https:\h/a#f`, true},
		{`https:/\/h/`, true},
		{"wss:/h:8080/x", true},
		{"ws:h/", true},
		{"ftp:/h/", true},
		{"http:1.2.3.4/", true},
		{"https:/xn--bcher-kva.de/", true},
		{"https:/h/a%20b?q#%41", true}, // Path and Fragment decoded
		{"https:h:443/", false},        // the default port: not canonical
		{"https:/Example.com/", false}, // nor an upper-case host
		{"https:/bücher.de/", false},
		{"https:/u:p@h/", false},
		{"https:[::1]/", false},
		{`https:\\h\a\b?c\d#e\f`, true}, // "\" is "/" before the query
		{`https:\\h\a/`, true},
		{`https://h\a`, false}, // the fast path stopped in the path
		{`https:\\u\@h/`, true},
		{`https:/h\?`, true},
		{`https:/h?\`, false}, // no path
		{"https://h/a b", false},
		{"https:/h/a b", false},
		{"https:/\th/", false},
		{"https:/", false},
		{"https:/a b/", false},
		{"https:", false},
		{"file:/x", false},
		{"file:/h/a", false}, // the file state: "file:///h/a"
		{"FILE:h/a", false},
		{"sc:/x", false},
		{"https:/h/" + strings.Repeat("a", 256), false}, // longer than the stack buffer
		{"  https:/h/ ", true},                          // trimmed first
	} {
		trimmed := strings.TrimSpace(tc.in)
		var c components
		var r resumePoint
		if scanCanonical(trimmed, &c, &r) {
			t.Fatalf("%q: taken by the fast path", tc.in)
		}
		taken := r.st == schemeState && newIgnoredSlashesURL(trimmed, int(r.ptr)-1) != nil
		if taken != tc.taken {
			t.Errorf("%q: newIgnoredSlashesURL takes it: %v, want %v", tc.in, taken, tc.taken)
		}
		checkResume(t, trimmed) // parseResumed with and without a base
		want, wantErr := parseFull(tc.in, nil, nil, nil)
		if wantErr != nil {
			continue
		}
		for name, parse := range map[string]func(string) (*URL, error){
			"Parse":         Parse,
			"ParseWithBase": func(s string) (*URL, error) { return ParseWithBase(s, "") },
		} {
			got, err := parse(tc.in)
			if err != nil || got.href != want.href || got.c.schemeEnd != want.c.schemeEnd || !sameFields(got, want) {
				t.Errorf("%s(%q) = %v, %v; from the start %q", name, tc.in, got, err, want.href)
				continue
			}
			s := preprocess(tc.in)
			rest := s[len(got.Scheme)+1:]
			legacy := name == "Parse" && schemes.IsSpecial(got.Scheme) && !startsWithTwoSeparators(rest)
			if got.hasRef() != legacy || legacy && *got.x.legacy != rest {
				t.Errorf("%s(%q): has the written form %v, want %v", name, tc.in, got.hasRef(), legacy)
			}
		}
	}
	// Read as the fast path reads it, ParseWithBase's URL is one
	// allocation, and Parse's has the legacy form's text beside it.
	skipAllocCounts(t)
	for name, want := range map[string]float64{"Parse": 2, "ParseWithBase": 1} {
		allocs := testing.AllocsPerRun(100, func() {
			var err error
			if name == "Parse" {
				keptURL, err = Parse("https:/www.example.com/a/b?x=1")
			} else {
				keptURL, err = ParseWithBase("https:/www.example.com/a/b?x=1", "")
			}
			if err != nil {
				t.Fatal(err)
			}
		})
		if allocs != want {
			t.Errorf("%s: %v allocations, want %v", name, allocs, want)
		}
	}
}
