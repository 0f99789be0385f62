// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"testing"
)

// spliceSetters are the setters that splice, as named in setterNames.
var spliceSetters = []string{"search", "hash", "pathname", "host", "hostname", "port", "protocol", "username", "password"}

// checkSplice sets name to value on a URL parsed from href, with and
// without splicing, and fails when the two URLs differ in their href or
// in any field. It returns whether the URL changed.
func checkSplice(t *testing.T, href, name, value string) {
	t.Helper()
	// A copy on the heap, so that -asan and checkptr see a read past its
	// end.
	href = strings.Clone(href)
	u, err := ParseWithBase(href, "")
	if err != nil {
		return
	}
	v, _ := ParseWithBase(href, "")
	set(u, name, value)
	setUnspliced(v, name, value)
	got, want := u.exported(), v.exported()
	got.User, want.User = nil, nil
	if u.Href() != v.Href() || got != want || u.User.String() != v.User.String() || u.HostKind() != v.HostKind() {
		t.Fatalf("<%s> set %s to <%s>: spliced %q %+v, state machine %q %+v", href, name, value, u.Href(), u.exported(), v.Href(), v.exported())
	}
	for _, p := range checkInvariants(u) {
		t.Errorf("<%s> set %s to <%s>: %s", href, name, value, p)
	}
}

// spliceBase is the URL most spliceCases start from.
const spliceBase = "https://www.example.com:8080/a/b/c.html?x=1&y=2#frag"

// spliceCases are the setter calls TestSplice checks against the state
// machine: an href, the setter's name and the value.
var spliceCases = []struct{ href, name, value string }{
	{spliceBase, "search", "?q=go&page=2"}, // replaced
	{spliceBase, "search", "q"},            // without "?"
	{spliceBase, "search", "?"},            // the empty query
	{spliceBase, "search", ""},             // removed
	{"https://h/p#f", "search", "a'b"},     // inserted before the fragment
	{"https://h/p", "search", "a"},         // appended
	{"https://h/p", "search", "?"},         // the empty query, at the end
	{"file:///p#f", "search", "q"},         // an empty host
	{"sc:x y#f", "search", ""},             // an opaque path's trailing spaces: the state machine
	{"sc:x", "search", "a'b"},              // a non-special query
	{spliceBase, "hash", "#section-2"},     // replaced
	{spliceBase, "hash", "a%20b"},          // decoded into Fragment
	{spliceBase, "hash", ""},               // removed
	{"https://h/%41", "hash", "x"},         // a path that needs decoding
	{spliceBase, "hash", "#a b"},           // encoded, then decoded: only the fragment
	{"https://u:p@h/p?q#x", "hash", "a\"b%41\xff"},
	{"https://h/%41#x", "hash", "a b"}, // the path decoded too: every field read again
	{"sc:x#y", "hash", "a b"},          // an opaque path
	{"https://h/p?q", "hash", "#"},     // the empty fragment
	{"https://h/p?#f", "hash", "g"},    // after the empty query
	{spliceBase, "pathname", "/docs/2026/index.html"},
	{spliceBase, "pathname", "/a%2Fb/c"},    // decoded into Path, with RawPath
	{spliceBase, "pathname", "/x/./y/../z"}, // dot segments: the state machine
	{spliceBase, "pathname", "/a/%2e%2E/c"}, // percent-encoded ones too
	{spliceBase, "pathname", "/a/%2e"},
	{spliceBase, "pathname", "x"},         // no leading "/": the state machine
	{spliceBase, "pathname", "/a b/./c"},  // the state machine's path, which needs no decoding
	{spliceBase, "pathname", "/a?b/../c"}, // and one that does ("?" is "%3F")
	{"https://u:p@h/%41#%42", "pathname", "/x/../y"},
	{"https://h/p#a%20b", "pathname", "/x/../y"},
	{"file:///a", "pathname", "/C:/x"},            // a file: URL: the state machine
	{spliceBase, "host", "other.example:9090"},    // host and port
	{spliceBase, "host", "other.example"},         // the port kept
	{spliceBase, "host", "other.example:443"},     // the default port: the state machine
	{spliceBase, "host", "1.2.3.4"},               // an address: the state machine
	{spliceBase, "hostname", "cdn.example.net"},   // the port kept
	{spliceBase, "hostname", "cdn.example.net:1"}, // a port: the state machine
	{"https://u:p@h:1/x", "host", "h2:2"},         // with credentials
	{"http://[::1]/", "hostname", "a.b"},          // an IPv6 host replaced
	// Hosts the host parser rewrites: the state machine.
	{spliceBase, "hostname", "0x7f.1"},
	{spliceBase, "hostname", "b\u00fccher.de"},
	{spliceBase, "hostname", "[0:0::1]"},
	{spliceBase, "hostname", "%41.com"},
	{spliceBase, "hostname", "a b"},      // refused
	{spliceBase, "host", "0x7f.1:443"},   // the default port: the port goes
	{spliceBase, "host", "0x7f.1:444"},   // another port: the record's way
	{spliceBase, "host", "0x7f.1:99999"}, // the host set, the port refused
	{spliceBase, "host", "EXAMPLE.org:08"},
	{"https://u:p@h:1/%41?q#%42", "hostname", "0X7F.1"},
	{"https://h/p#a%20b", "host", "[::1]"},
	{"file://h/p", "hostname", "0x7f.1"}, // file: the record's way
	{"sc://h/p", "hostname", "0x7f.1"},   // not special: the same
	{spliceBase, "port", "8443"},         // replaced
	{spliceBase, "port", "443"},          // the default port: removed
	{spliceBase, "port", ""},             // removed
	{"https://h/p", "port", "1"},         // inserted
	{"https://h/p", "port", "65535"},     // the largest
	{"https://h/p", "port", "65536"},     // too large: the state machine
	{"https://h/p", "port", "08"},        // a leading zero: the state machine
	{"https://h/p", "port", "8a"},        // read up to "a": the state machine
	{"https://u:p@[::1]:1/?q#f", "port", "2"},
	{"http://1.2.3.4/", "port", "80"},
	{"sc://h:1/", "port", "2"},                       // not special: the state machine
	{"file://h/", "port", "2"},                       // file: cannot have a port
	{spliceBase, "protocol", "http"},                 // replaced
	{spliceBase, "protocol", "wss:"},                 // with its ":"
	{spliceBase, "protocol", "ws:x y"},               // what follows ":" ignored
	{spliceBase, "protocol", "https"},                // the same scheme
	{spliceBase, "protocol", "HTTP"},                 // upper case: the state machine
	{spliceBase, "protocol", "ftp"},                  // another special scheme
	{spliceBase, "protocol", "file"},                 // file: unchanged, by the state machine
	{spliceBase, "protocol", "sc"},                   // not special: unchanged
	{"https://h:80/p", "protocol", "http"},           // the new default port: the state machine
	{"http://h:443/p", "protocol", "https"},          // the same
	{"wss://u:p@h:81/p?q#f", "protocol", "http"},     // credentials
	{"http://h/%7Bp%7D?q#%41", "protocol", "https:"}, // a path and fragment to decode
	{"sc://h/", "protocol", "http"},                  // not special: unchanged
	// Short hrefs, and fragments after the new query of 1, 8 and 9
	// bytes; "a://h/#" and "?q" once read a byte before the href.
	{"a://h/#", "search", "?q"},
	{"a://h/#", "search", "q"},
	{"a://h/?#", "hash", "x"},
	{"ws://h/#", "search", "?"},
	{"https://h/p#", "search", "q"},
	{"https://h/p?x#1234567", "search", "q"},
	{"https://h/p?x#12345678", "search", "abcdefghijklmnopq"},
	{"https://www.example.com/p?x#12345678", "search", ""},
	{"https://www.example.com/p?x#12345678", "search", "?"},
	{"ws://a/#x", "search", "?"},
	{"ws://a/#", "search", "y"},
	{"ws://a/", "hash", "#"},
	{"ws://a/?", "hash", "abcdefgh"},
	{"https://www.example.com/", "hash", "abcdefghijklmnopq"},
	// Values of 7, 8, 16 and 17 bytes, and the separator alone or
	// twice.
	{spliceBase, "search", "?abcdefg"},
	{spliceBase, "search", "abcdefgh"},
	{spliceBase, "search", "?abcdefghijklmnop"},
	{spliceBase, "search", "abcdefghijklmnopq"},
	{spliceBase, "search", "??x"},
	{spliceBase, "hash", "#abcdefg"},
	{spliceBase, "hash", "abcdefgh"},
	{spliceBase, "hash", "#abcdefghijklmnop"},
	{spliceBase, "hash", "abcdefghijklmnopq"},
	{spliceBase, "hash", "#"},
	{spliceBase, "hash", "##x"},
	{"https://h/p?q#f", "hash", "#"},
	{"https://h/p?#", "search", "?"},
	// Values the query or fragment state only percent-encodes
	// (encodedTail), on special and non-special URLs, with and
	// without a query or fragment to replace.
	{spliceBase, "search", "?q=a b&c=\u00e9"},
	{spliceBase, "search", "a b"},
	{spliceBase, "search", "\t?a\n"}, // "?" after a tab: kept
	{spliceBase, "search", "?\t"},    // the empty query
	{spliceBase, "search", "a#b"},    // "#" encoded
	{spliceBase, "search", "'\"<>"},
	{"sc://h/p?x#f", "search", "'\"<> "},      // "'" kept: not special
	{"sc:opaque", "search", "a b"},            // an opaque path
	{spliceBase, "search", "%zz \xff"},        // "%" kept, invalid UTF-8 as U+FFFD
	{"https://h/p", "search", "\x00\x1f\x7f"}, // controls
	{spliceBase, "hash", "#a b"},
	{spliceBase, "hash", "a`b"},
	{spliceBase, "hash", "#\t#x"},
	{"https://h/p?q", "hash", "\u00e9"},
	{"sc:opaque", "hash", "a b"},
	{"https://h/%41", "hash", "a b"}, // a path that needs decoding
	// ASCII hosts with upper-case letters, lowered before the
	// splice (setHost); a non-special URL's opaque host keeps them.
	{spliceBase, "host", "EXAMPLE.org"},
	{spliceBase, "host", "EXAMPLE.ORG:9090"},
	{spliceBase, "host", "Other.Example:443"},
	{spliceBase, "host", "EXAMPLE.org:80O"},
	{spliceBase, "host", "0X7F.1"},
	{spliceBase, "host", "XN--NXASMQ6B.COM"},
	{spliceBase, "host", "EX%41MPLE.org"},
	{spliceBase, "host", "B\u00dcCHER.de"},
	{spliceBase, "hostname", "CDN.Example.NET"},
	{spliceBase, "hostname", "CDN.Example.NET:1"},
	{"sc://h/p", "host", "EXAMPLE"},
	{"file://h/p", "host", "EXAMPLE"},
	{"ws://u:p@h:1/", "host", "EXAMPLE.org"},
	// Credentials, written into the href once (setUserinfo): on a URL
	// fresh from the fast path, one with credentials already, one
	// whose path needs decoding, and ones that cannot have any.
	{spliceBase, "username", "bob"},
	{spliceBase, "username", "a b"},
	{spliceBase, "username", "a:b@c"},
	{spliceBase, "username", "%41%zz\u00e9\xff"},
	{spliceBase, "username", ""},
	{spliceBase, "password", "secret"},
	{spliceBase, "password", "p w"},
	{spliceBase, "password", ""},
	{"https://u:p@h/p", "username", "v w"},
	{"https://u:p@h/p", "username", ""},
	{"https://u:p@h/p", "password", ""},
	{"https://u%20v@h/p", "password", "%41"},
	{"https://h/%41#%42", "username", "a b"},
	{"https://h/a b?c#d e", "password", "x"},
	{"sc://h/p", "username", "a b"},
	{"file:///p", "username", "a"},
	{"sc:opaque", "password", "a"},
	{"https://h/" + strings.Repeat("p", 40), "username", "abcdefghijklmnop"},
	// New hrefs of 64, 65, 128 and 129 bytes (see hrefBytes).
	{"https://h/" + strings.Repeat("p", 48) + "#f", "search", "abc"},
	{"https://h/" + strings.Repeat("p", 49) + "#f", "search", "abc"},
	{"https://h/" + strings.Repeat("p", 112) + "?q", "hash", "abc"},
	{"https://h/" + strings.Repeat("p", 113) + "?q", "hash", "abc"},
}

// TestSplice checks each of spliceCases.
func TestSplice(t *testing.T) {
	for _, tt := range spliceCases {
		checkSplice(t, tt.href, tt.name, tt.value)
	}
}

// TestSplicePortProtocol sets every port and protocol of a list on URLs
// of every special scheme, with and without a port (the default of each
// scheme among them) and credentials, and checks each result against the
// state machine's.
func TestSplicePortProtocol(t *testing.T) {
	var hrefs []string
	for _, scheme := range []string{"http", "https", "ws", "wss", "ftp", "file", "sc"} {
		for _, port := range []string{"", ":21", ":80", ":443", ":8080"} {
			for _, user := range []string{"", "u:p@"} {
				hrefs = append(hrefs, scheme+"://"+user+"h"+port+"/p?q#f")
			}
		}
	}
	ports := []string{"", "0", "1", "21", "80", "443", "8080", "65535", "65536", "00", "080", "8a", "1/2", " 1", "99999", "123456"}
	protocols := []string{"", "http", "https", "ws", "wss", "ftp", "file", "sc", "http:", "https:x", "wss::", "HTTPS", "h ttp", "ws\\", "https/"}
	for _, href := range hrefs {
		for _, port := range ports {
			checkSplice(t, href, "port", port)
		}
		for _, protocol := range protocols {
			checkSplice(t, href, "protocol", protocol)
		}
	}
}

// TestSpliceAllocs guards the promise of splicing: one allocation for
// each setter given a canonical value, String included.
func TestSpliceAllocs(t *testing.T) {
	skipInstrumented(t)
	base, err := Parse("https://www.example.com:8080/a/b/c.html?x=1&y=2#frag")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name, value string
		allocs      float64
	}{
		{"search", "?q=go&page=2", 1},
		{"hash", "#section-2", 1},
		{"pathname", "/docs/2026/index.html", 1},
		{"host", "other.example:9090", 1},
		{"hostname", "cdn.example.net", 1},
		{"port", "8443", 1},
		{"port", "", 1},
		{"protocol", "http", 1},
		// Percent-encoded into the new href (encodedTail), and for the
		// fragment, which the encoding makes "a%20b", the decoded
		// Fragment after it.
		{"search", "?q=a b&c=\u00e9", 1},
		{"hash", "#a b", 1},
		// Lowered first (setHost), on the stack.
		{"host", "EXAMPLE.org", 1},
		// The href, the Userinfo and the decoded username in one
		// allocation (setUserinfo).
		{"username", "bob", 1},
		{"username", "a b", 1},
		{"password", "p w", 1},
	} {
		if n := testing.AllocsPerRun(100, func() {
			u := *base
			set(&u, tt.name, tt.value)
			_ = u.String()
		}); n != tt.allocs {
			t.Errorf("set %s to %q: %v allocations, want %v", tt.name, tt.value, n, tt.allocs)
		}
	}
}

// TestSpliceUntouched checks that a splice into a URL fresh from the fast
// path leaves its fields the very slices of the new href, so that String
// stays O(1) (see untouched), and that a value that needs decoding does
// not.
func TestSpliceUntouched(t *testing.T) {
	const base = "https://www.example.com:8080/a/b/c.html?x=1&y=2#frag"
	tests := []struct {
		name, value string
		untouched   bool
	}{
		{"search", "?q=go&page=2", true},
		{"search", "q", true},         // "?" added
		{"search", "?", true},         // the empty query
		{"search", "", true},          // removed
		{"hash", "#section-2", true},  // replaced
		{"hash", "s", true},           // "#" added
		{"hash", "", true},            // removed
		{"hash", "a%20b", false},      // decoded into Fragment
		{"pathname", "/docs/x", true}, // replaced
		{"pathname", "/a%2Fb", false}, // decoded into Path
		{"host", "other.example:9090", true},
		{"hostname", "cdn.example.net", true},
		{"port", "8443", true},
		{"port", "", true},
		{"protocol", "wss", true},
	}
	for _, tt := range tests {
		u, err := Parse(base)
		if err != nil {
			t.Fatal(err)
		}
		if !u.untouched() {
			t.Fatalf("Parse(%q) is not untouched", base)
		}
		set(u, tt.name, tt.value)
		if got := u.untouched(); got != tt.untouched {
			t.Errorf("set %s to %q: untouched = %v, want %v (%q)", tt.name, tt.value, got, tt.untouched, u.String())
		}
		for _, p := range checkInvariants(u) {
			t.Errorf("set %s to %q: %s", tt.name, tt.value, p)
		}
	}
}

// FuzzSplice checks that a setter that splices gives the URL the state
// machine gives, field by field, for any URL and value.
func FuzzSplice(f *testing.F) {
	for _, c := range setterCases(f) {
		for i, name := range spliceSetters {
			if name == c.attr {
				f.Add(c.href, uint8(i), c.value)
			}
		}
	}
	for i, s := range corpusLines(f, 50) {
		f.Add(s, uint8(i), "/a/b?c#d")
	}
	f.Fuzz(func(t *testing.T, href string, op uint8, value string) {
		checkSplice(t, href, spliceSetters[int(op)%len(spliceSetters)], value)
	})
}

// TestScanClass checks scanClass and scanPairs against the classes of the
// bytes, one at a time: where the scan stops, the AND of the classes before
// it in every bit but fastNoSlashDot's, and that bit clear when the bytes
// from the one before the start have "/." (and only then, in ASCII, but
// from 0): at
// every length up to 40, past each of its windows, with a byte
// of another class at every place; and up to 20 bytes with each of the
// 256 bytes at every place (the windows read fastClass2, whose pairs must
// agree with fastClass).
func TestScanClass(t *testing.T) {
	const bits = 0xFF &^ fastNoSlashDot
	// SetSearch scans its value with its "?", which must have fastQuery.
	if fastClass['?']&fastQuery == 0 {
		t.Errorf("\"?\" is not in fastQuery's class")
	}
	check := func(s string, from int, want uint8) {
		t.Helper()
		stop, all := from, uint8(0xFF)
		for ; stop < len(s) && fastClass[s[stop]]&want != 0; stop++ {
			all &= fastClass[s[stop]]
		}
		dot := strings.Contains(s[max(from-1, 0):stop], "/.")
		i, got := scanClass(s, from, want)
		cleared := got&fastNoSlashDot == 0
		if i != stop || got&bits != all&bits || dot && !cleared || from > 0 && cleared && !dot && isASCII(s) {
			t.Fatalf("scanClass(%q, %d, %#x) = %d, %#x; want %d, %#x (dot segment start %v)", s, from, want, i, got, stop, all, dot)
		}
		if i := scanPairs(s, from, want); i != stop {
			t.Fatalf("scanPairs(%q, %d, %#x) = %d, want %d", s, from, want, i, stop)
		}
	}
	for n := 0; n <= 40; n++ {
		for _, fill := range []string{"a", "/", "/a", "a/", "."} {
			base := strings.Repeat(fill, n)[:n]
			for at := -1; at < n; at++ {
				for _, c := range []byte{' ', '.', '/', '?', '#', '%', 'A', 0x80} {
					b := []byte(base)
					if at >= 0 {
						b[at] = c
					}
					for from := 0; from <= min(n, 9); from++ {
						for _, want := range []uint8{fastPath, fastQuery, fastFragment, fastHost} {
							check(string(b), from, want)
						}
					}
				}
			}
		}
	}
	for n := 1; n <= 20; n++ {
		for at := 0; at < n; at++ {
			for c := 0; c < 256; c++ {
				b := []byte(strings.Repeat("/", n))
				b[at] = byte(c)
				check(string(b), 0, fastPath)
				check(string(b), 1, fastPath)
			}
		}
	}
}

// TestSplicePathHost checks the pathname and host splices against the
// state machine (checkSplice) on values that reach each of their tests:
// paths of every length up to 40 with a dot segment, a "." or a "%" at
// each place, and hosts whose last label is or is close to a number.
func TestSplicePathHost(t *testing.T) {
	bases := []string{
		"https://www.example.com:8080/a/b/c.html?x=1&y=2#frag",
		"https://h/p",
		"https://h/p?",
		"https://h/p#",
		"http://h:1/p?q#f",
		"wss://h/p?q",
		"file:///p",
		"sc://h/p",
		"https://h/%41?q#%42", // not untouched
	}
	var paths []string
	for n := 1; n <= 40; n++ {
		p := "/" + strings.Repeat("a", n-1)
		paths = append(paths, p)
		for at := 1; at < n; at++ {
			for _, c := range []string{".", "/.", "/..", "/%2e", "%", "/%2e%2E/", "\\", " ", "é"} {
				if at+len(c) <= n {
					paths = append(paths, p[:at]+c+p[at+len(c):])
				}
			}
		}
	}
	hosts := []string{
		"other.example", "other.example:9090", "cdn.example.net", "a.0x1f", "a.0x1f.", "a.0xfg",
		"a.1e", "a.1e:1", "a.19", "a.19.", "0x", "x", "e", "ab", "a.b:443", "a.b:80", "a.b:0",
		"a.b:65535", "a.b:65536", "a.b:", "a.b:1x", "A.b", "a%2eb", "a..b", ".", "a.b.", "xn--a",
	}
	for _, base := range bases {
		for _, p := range paths {
			checkSplice(t, base, "pathname", p)
		}
		for _, h := range hosts {
			checkSplice(t, base, "host", h)
			checkSplice(t, base, "hostname", h)
		}
	}
}

// TestAssignedHref holds assignedHref, String's way for one field assigned
// with a value in canonical form, to the way it stands for: the parse of
// net/url's serialization of the fields. The values are in canonical form,
// one byte from it, or ones that net/url writes otherwise.
func TestAssignedHref(t *testing.T) {
	bases := []string{
		"https://www.example.com:8080/a/b.html?q=go#top",
		"https://h/",
		"http://h/p?#",
		"ws://h:1/p#f",
		"foo://h/p?q#f",
		"https://u:p@h/p",
		"file:///x",
		"foo://a!b/p",
		"foo://h",
		"foo://h:1?q",
		"https://h/p#",
		"wss://h/p?",
	}
	values := []string{
		"", "/", "/docs/2026/index.html", "/a b", "/a/./b", "/a%2Fb", "//x", "a/b",
		"q=go&page=2", "?q", "q#f", "q%20", "a b", "#x", "section-2", "f%",
		"other.example", "other.example:9090", "other.example:443", "EXAMPLE.org", "h:0",
		"[::1]", "0x7f.1", "x@y", "é",
		"http", "HTTP", "wss", "file", "foo", "https:x", "ws",
	}
	set := []func(*URL, string){
		func(u *URL, v string) { u.Path = v },
		func(u *URL, v string) { u.RawQuery = v },
		func(u *URL, v string) { u.Fragment = v },
		func(u *URL, v string) { u.Host = v },
		func(u *URL, v string) { u.Scheme = v },
	}
	n := 0
	for _, base := range bases {
		for i, f := range set {
			for _, v := range values {
				u := MustParse(base)
				f(u, v)
				want := u.href // fields in sync: the href (see String)
				if !u.inSync() {
					want = u.netString()
					if w, err := parse(want, nil, nil, nil); err == nil {
						want = w.href
					}
				}
				href, ok := u.assignedHref()
				if ok {
					n++
					if href != want {
						t.Errorf("<%s>, field %d = %q: assignedHref %q, the parse of net/url's serialization %q", base, i, v, href, want)
					}
				}
				if got := u.String(); got != want {
					t.Errorf("<%s>, field %d = %q: String() = %q, want %q", base, i, v, got, want)
				}
			}
		}
	}
	t.Logf("%d assignments spliced", n)
	if n == 0 {
		t.Error("no assignment spliced")
	}
}
