// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"bufio"
	"bytes"
	"errors"
	"math/rand/v2"
	"net/http"
	neturl "net/url"
	"reflect"
	"strings"
	"testing"
)

// escapeTests are inputs for the escape functions; net/url's results are
// the expected ones.
var escapeTests = []string{
	"", "abc", "one two", "10%", " ?&=#+%!<>#\"{}|\\^[]`☺\t:/@$'()*,;",
	"a+b", "%", "%4", "%41", "%zz", "%%41", "a%2Fb", "+", "++%20",
	"\x00\x7f\xff", "日本語", "~-._", "/a/b/", "?q=1&r=2",
}

// TestEscapeMatchesNetURL checks PathEscape, QueryEscape, PathUnescape and
// QueryUnescape against net/url's, byte for byte, over every byte, a table,
// and random strings.
func TestEscapeMatchesNetURL(t *testing.T) {
	check := func(s string) {
		if got, want := PathEscape(s), neturl.PathEscape(s); got != want {
			t.Errorf("PathEscape(%q) = %q, net/url's %q", s, got, want)
		}
		if got, want := QueryEscape(s), neturl.QueryEscape(s); got != want {
			t.Errorf("QueryEscape(%q) = %q, net/url's %q", s, got, want)
		}
		got, err := PathUnescape(s)
		want, wantErr := neturl.PathUnescape(s)
		if got != want || !sameEscapeError(err, wantErr) {
			t.Errorf("PathUnescape(%q) = %q, %v; net/url's %q, %v", s, got, err, want, wantErr)
		}
		got, err = QueryUnescape(s)
		want, wantErr = neturl.QueryUnescape(s)
		if got != want || !sameEscapeError(err, wantErr) {
			t.Errorf("QueryUnescape(%q) = %q, %v; net/url's %q, %v", s, got, err, want, wantErr)
		}
		// Unescaping inverts escaping.
		if u, err := PathUnescape(PathEscape(s)); err != nil || u != s {
			t.Errorf("PathUnescape(PathEscape(%q)) = %q, %v", s, u, err)
		}
		if u, err := QueryUnescape(QueryEscape(s)); err != nil || u != s {
			t.Errorf("QueryUnescape(QueryEscape(%q)) = %q, %v", s, u, err)
		}
	}
	for b := 0; b < 256; b++ {
		check(string(rune(b)))
		check(string([]byte{byte(b)}))
		check("%" + string([]byte{byte(b)}) + "1")
	}
	for _, s := range escapeTests {
		check(s)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	const alphabet = "%+ aZ09-._~!$&'()*,;=:@/?#[]<>\"{}|\\^`\x00\x1f\x7f\xc3\xa9\xff"
	for i := 0; i < 20000; i++ {
		b := make([]byte, rng.IntN(12))
		for j := range b {
			if rng.IntN(4) == 0 {
				b[j] = byte(rng.IntN(256))
			} else {
				b[j] = alphabet[rng.IntN(len(alphabet))]
			}
		}
		check(string(b))
	}
}

// sameEscapeError reports whether err and want are both nil or both an
// EscapeError with the same text.
func sameEscapeError(err, want error) bool {
	if err == nil || want == nil {
		return err == nil && want == nil
	}
	var e EscapeError
	var w neturl.EscapeError
	return errors.As(err, &e) && errors.As(want, &w) && string(e) == string(w) && err.Error() == want.Error()
}

func TestErrorTypes(t *testing.T) {
	if got, want := EscapeError("%zz").Error(), neturl.EscapeError("%zz").Error(); got != want {
		t.Errorf("EscapeError = %q, net/url's %q", got, want)
	}
	if got, want := InvalidHostError(" ").Error(), neturl.InvalidHostError(" ").Error(); got != want {
		t.Errorf("InvalidHostError = %q, net/url's %q", got, want)
	}
	e := &Error{"parse", "x", EscapeError("%")}
	n := &neturl.Error{Op: "parse", URL: "x", Err: neturl.EscapeError("%")}
	if e.Error() != n.Error() {
		t.Errorf("Error = %q, net/url's %q", e.Error(), n.Error())
	}
}

// TestParseRequestURI compares ParseRequestURI with net/url's: the same
// verdict, and the same fields where the standard does not normalize.
func TestParseRequestURI(t *testing.T) {
	for _, tt := range []struct {
		in   string
		str  string // String(); "-" for an error
		same bool   // the fields are net/url's
	}{
		{"/a/b?c=d", "/a/b?c=d", true},
		{"/", "/", true},
		{"*", "*", true},
		{"//x/y?z", "/.//x/y?z", true},    // a path, not an authority
		{`/\x/y?z`, `/./%5Cx/y?z`, false}, // likewise ("\" is "/" to a browser); "\" escaped as net/url escapes it
		{`\\x/y`, "-", false},             // not a path
		{"/a#b", "/a%23b", true},          // "#" is data
		{"/a?b#c", "/a?b%23c", false},     // net/url's RawQuery is "b#c"; the standard writes %23
		{"http://example.com/a?b", "http://example.com/a?b", true},
		{"HTTP://EXAMPLE.com:80/a", "http://example.com/a", false}, // normalized
		{"http://h/a#b", "http://h/a%23b", true},
		{"example.com:443", "example.com:443", true}, // authority-form reads as scheme:opaque, as in net/url
		{"/a b", "/a%20b", false},                    // net/url keeps RawPath "/a b"
		{"", "-", false},
		{"a/b", "-", false},
		{"?q", "-", false},
		{"/a\nb", "-", false},
		{"/a\x00", "-", false},
		{"http://a b/", "-", false},
	} {
		u, err := ParseRequestURI(tt.in)
		n, nerr := neturl.ParseRequestURI(tt.in)
		if tt.str == "-" {
			if err == nil {
				t.Errorf("ParseRequestURI(%q) = %q, want an error", tt.in, u)
			} else if _, ok := err.(*Error); !ok {
				t.Errorf("ParseRequestURI(%q) error is %T, want *Error", tt.in, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseRequestURI(%q): %v", tt.in, err)
			continue
		}
		if u.String() != tt.str {
			t.Errorf("ParseRequestURI(%q) = %q, want %q", tt.in, u, tt.str)
		}
		if tt.same {
			if nerr != nil {
				t.Fatalf("net/url rejects %q: %v", tt.in, nerr)
			}
			if !fieldsEqualNet(u, n) {
				t.Errorf("ParseRequestURI(%q) fields %+v, net/url's %+v", tt.in, u.exported(), *n)
			}
			if got, want := u.RequestURI(), n.RequestURI(); got != want {
				t.Errorf("ParseRequestURI(%q).RequestURI() = %q, net/url's %q", tt.in, got, want)
			}
		}
	}
	// The "//" and "/\" paths resolve as paths.
	base, _ := Parse("http://h/")
	for _, in := range []string{"//x/y", `/\x/y`} {
		u, _ := ParseRequestURI(in)
		if got := base.ResolveReference(u).String(); got != "http://h//x/y" || u.Host != "" {
			t.Errorf("resolving ParseRequestURI(%q) (Host %q) = %q, want http://h//x/y", in, u.Host, got)
		}
	}
}

// TestJoinPath checks JoinPath against net/url's where the standard does
// not change the result, and where it does.
func TestJoinPath(t *testing.T) {
	for _, tt := range []struct {
		base string
		elem []string
		want string // "" for net/url's result
	}{
		{"https://go.googlesource.com", []string{"go"}, ""},
		{"https://go.googlesource.com/a/b/c", []string{"../../../go"}, ""},
		{"https://go.googlesource.com/", []string{"../go"}, ""},
		{"https://go.googlesource.com", []string{"../go", "../../go", "../../../go"}, ""},
		{"https://go.googlesource.com/", []string{"go/"}, ""},
		{"https://go.googlesource.com/", []string{"/go"}, ""},
		{"https://go.googlesource.com", []string{"go", ""}, ""},
		{"https://go.googlesource.com/a%2fb", []string{"c"}, ""},
		{"https://go.googlesource.com/a", []string{"b%2Fc", "d"}, ""},
		// net/url drops the %2F when another element holds a character
		// it escapes; the standard's setter keeps what it is given.
		{"https://go.googlesource.com/a", []string{"b%2Fc", "d e"}, "https://go.googlesource.com/a/b%2Fc/d%20e"},
		{"https://h/a?q#f", []string{"b"}, ""},
		{"https://h/a/", nil, ""},
		{"sc://h", []string{"a", "b"}, ""},
		{"/a/b", []string{"c"}, ""},
		{"a/b", []string{"../../c"}, ""},
		{"mailto:x", []string{"y"}, ""},
		// The standard's rules on top: "%2e%2e" is "..", "\" is "/" in a
		// special URL, and "|" stays.
		{"https://h/a/b", []string{"%2e%2e", "c"}, "https://h/a/c"},
		{"https://h/a/b", []string{`..\..\c`}, "https://h/c"},
		{"https://h/a", []string{"b|c"}, "https://h/a/b|c"},
		{"HTTPS://H:443/a", []string{"b"}, "https://h/a/b"},
	} {
		want := tt.want
		if want == "" {
			var err error
			if want, err = neturl.JoinPath(tt.base, tt.elem...); err != nil {
				t.Fatalf("net/url's JoinPath(%q, %q): %v", tt.base, tt.elem, err)
			}
		}
		got, err := JoinPath(tt.base, tt.elem...)
		if err != nil || got != want {
			t.Errorf("JoinPath(%q, %q) = %q, %v; want %q", tt.base, tt.elem, got, err, want)
		}
		u, _ := Parse(tt.base)
		v := u.JoinPath(tt.elem...)
		if v.String() != want || v == u {
			t.Errorf("Parse(%q).JoinPath(%q) = %q, want a new %q", tt.base, tt.elem, v, want)
		}
		if u.String() != mustParse(t, tt.base).String() {
			t.Errorf("JoinPath changed its receiver to %q", u)
		}
	}
	if _, err := JoinPath("http://a b/", "x"); err == nil {
		t.Error("JoinPath with an invalid base succeeded")
	}
}

// TestClone checks that a clone is equal and shares nothing.
func TestClone(t *testing.T) {
	if (*URL)(nil).Clone() != nil {
		t.Error("Clone(nil) is not nil")
	}
	for _, s := range []string{"https://u:p@example.com:8080/a?b#c", "mailto:x", "../a?b", "http:foo"} {
		u := mustParse(t, s)
		c := u.Clone()
		if c == u || c.String() != u.String() || fieldsDiffer(c, u) || !c.inSync() {
			t.Errorf("Clone(%q) = %q (in sync %v)", s, c, c.inSync())
		}
		if u.User != nil && c.User == u.User {
			t.Errorf("Clone(%q) shares User", s)
		}
		if !reflect.DeepEqual(c.ref(), u.ref()) {
			t.Errorf("Clone(%q) lost the written form", s)
		}
		c.SetPathname("/changed")
		c.RawQuery = "changed"
		if u.String() != mustParse(t, s).String() {
			t.Errorf("changing the clone changed %q to %q", s, u)
		}
	}
	// A clone of assigned fields keeps them.
	u := mustParse(t, "http://a/")
	u.Path = "/x y"
	if c := u.Clone(); c.String() != "http://a/x%20y" {
		t.Errorf("Clone of assigned fields = %q", c)
	}
}

// TestRedacted checks Redacted against net/url's.
func TestRedacted(t *testing.T) {
	for _, s := range []string{
		"http://user:password@example.com/",
		"http://user@example.com/",
		"http://:password@example.com/",
		"http://example.com/",
		"http://user:@example.com/",
		"http://us%20er:pa%40ss@example.com/?q#f",
	} {
		u := mustParse(t, s)
		n, _ := neturl.Parse(u.String())
		if got, want := u.Redacted(), n.Redacted(); got != want {
			t.Errorf("Redacted(%q) = %q, net/url's %q", s, got, want)
		}
	}
	if (*URL)(nil).Redacted() != "" {
		t.Error("Redacted(nil) is not empty")
	}
	// Assigned fields are redacted too.
	u := mustParse(t, "http://example.com/")
	u.User = UserPassword("a", "b")
	if got := u.Redacted(); got != "http://a:xxxxx@example.com/" {
		t.Errorf("Redacted of an assigned User = %q", got)
	}
}

// TestRequestURI checks RequestURI: net/url's for references, opaque
// paths and assigned fields; the standard's path and query otherwise.
func TestRequestURI(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"http://example.com/a/b?c#d", "/a/b?c"},
		{"http://example.com", "/"},
		{"http://example.com/?", "/?"},
		{"http://example.com/a|b", "/a|b"}, // net/url: /a%7Cb
		{"http://example.com/a b", "/a%20b"},
		{"sc://h", "/"},
		{"sc:/.//x", "//x"},
		{"mailto:a@b?subject=x", "a@b?subject=x"},
		{"sc://x?y", "/?y"},
		{"/a/b?c", "/a/b?c"},
		{"?c", "/?c"},
		{"", "/"},
	} {
		u := mustParse(t, tt.in)
		if got := u.RequestURI(); got != tt.want {
			t.Errorf("RequestURI(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	u := mustParse(t, "http://example.com/a")
	u.Opaque = "//other/x"
	if got := u.RequestURI(); got != "http://other/x" {
		t.Errorf("RequestURI with an assigned Opaque = %q", got)
	}
}

// TestMarshalBinary checks the binary round trip, as net/url's.
func TestMarshalBinary(t *testing.T) {
	for _, s := range []string{"https://u:p@example.com:8080/a?b#c", "HTTP://X/./y/../z", "../a?b#c", "mailto:x", "http:"} {
		u := mustParse(t, s)
		b, err := u.MarshalBinary()
		if err != nil || string(b) != u.String() {
			t.Errorf("MarshalBinary(%q) = %q, %v", s, b, err)
		}
		b2, _ := u.AppendBinary([]byte("x"))
		if string(b2) != "x"+u.String() {
			t.Errorf("AppendBinary(%q) = %q", s, b2)
		}
		var v URL
		if err := v.UnmarshalBinary(b); err != nil || v.String() != u.String() || fieldsDiffer(&v, u) {
			t.Errorf("UnmarshalBinary(%q) = %q, %v", b, &v, err)
		}
	}
	var v URL
	if err := v.UnmarshalBinary([]byte("http://a b/")); err == nil {
		t.Error("UnmarshalBinary of an invalid URL succeeded")
	}
}

// netReescapes reports why net/url's String of u.NetURL() differs from
// u's String, by the reasons NetURL documents: net/url re-escapes the path,
// the fragment or the host, or has no empty fragment. It returns "" when
// none of them applies.
func netReescapes(u *URL) string {
	n := u.NetURL()
	switch {
	case u.c.fragmentStart >= 0 && u.Fragment == "" && u.RawFragment == "":
		return "empty fragment"
	case u.c.hostKind == HostEmpty && u.User == nil && u.Path == "":
		return "empty host and path"
	case u.User != nil && u.User.String() != u.href[u.c.schemeEnd+3:u.c.hostStart-1]:
		return "userinfo re-escaped"
	case !u.c.opaquePath && n.EscapedPath() != u.EscapedPath() && !strings.HasPrefix(n.Path, "/.//"):
		return "path re-escaped"
	case n.EscapedFragment() != u.EscapedFragment():
		return "fragment re-escaped"
	case neturl.PathEscape(u.Host) != u.Host && strings.ContainsFunc(u.Host, func(r rune) bool {
		return !strings.ContainsRune("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:[]!$&'()*+,;=", r)
	}):
		return "host re-escaped"
	}
	return ""
}

// TestNetURLRoundTrip checks, for every valid URL of urltestdata.json, that
// NetURL has the same fields, that net/url's String of it is u's String or
// differs for a documented reason, and that FromNetURL gives u back when
// it is.
func TestNetURLRoundTrip(t *testing.T) {
	urls := wptURLs(t)
	exact, reasons := 0, map[string]int{}
	for _, u := range urls {
		n := u.NetURL()
		if n.Scheme != u.Scheme || n.Host != u.Host || n.RawQuery != u.RawQuery || n.Fragment != u.Fragment ||
			n.User.String() != u.User.String() || n.Opaque != u.Opaque || n.ForceQuery != u.ForceQuery || n.OmitHost != u.OmitHost {
			t.Errorf("NetURL(%q) fields %+v, ours %+v", u, *n, u.exported())
		}
		if n.String() == u.String() {
			v, err := FromNetURL(n)
			if err != nil || v.String() != u.String() || fieldsDiffer(v, u) {
				t.Errorf("FromNetURL(NetURL(%q)) = %v, %v", u, v, err)
			}
			exact++
			continue
		}
		why := netReescapes(u)
		if why == "" {
			t.Errorf("NetURL(%q).String() = %q, for no documented reason", u, n.String())
			continue
		}
		reasons[why]++
		// What FromNetURL gives back is then the URL net/url's string
		// means, and it round-trips from there on.
		v, err := FromNetURL(n)
		if err != nil {
			continue // net/url's escaping of a host can make it invalid
		}
		if w, err := FromNetURL(v.NetURL()); err != nil || (netReescapes(v) == "" && w.String() != v.String()) {
			t.Errorf("FromNetURL is not stable for %q: %v, %v", u, w, err)
		}
	}
	t.Logf("%d of %d WPT URLs round-trip exactly through net/url; the others: %v", exact, len(urls), reasons)
	// References convert too.
	for _, s := range []string{"../a?b#c", "//h/p", "?q", ""} {
		u := mustParse(t, s)
		v, err := FromNetURL(u.NetURL())
		if err != nil || v.String() != u.String() {
			t.Errorf("FromNetURL(NetURL(%q)) = %v, %v", s, v, err)
		}
	}
	if (*URL)(nil).NetURL() != nil {
		t.Error("NetURL(nil) is not nil")
	}
	if _, err := FromNetURL(nil); err == nil {
		t.Error("FromNetURL(nil) succeeded")
	}
	// A path that reads as an authority keeps the "/.".
	u := mustParse(t, "web+demo:/.//not-a-host/")
	if got := u.NetURL().String(); got != "web+demo:/.//not-a-host/" {
		t.Errorf("NetURL(web+demo:/.//not-a-host/).String() = %q", got)
	}
}

// requestLine returns the first line of req as net/http writes it, and its
// Host header.
func requestLine(t *testing.T, req *http.Request) (line, host string) {
	var b bytes.Buffer
	if err := req.Write(&b); err != nil {
		t.Fatal(err)
	}
	r := bufio.NewReader(&b)
	line, _ = r.ReadString('\n')
	for {
		h, err := r.ReadString('\n')
		if err != nil || h == "\r\n" {
			break
		}
		if strings.HasPrefix(h, "Host: ") {
			host = strings.TrimSpace(h[len("Host: "):])
		}
	}
	return strings.TrimSpace(line), host
}

// TestNetURLRequest checks that http.NewRequest with u's String and a
// request whose URL is u.NetURL() send the same request line and Host, for
// every http: and https: URL of urltestdata.json that net/url accepts; and
// that the line is "GET " + u.RequestURI() unless the path holds a "|".
func TestNetURLRequest(t *testing.T) {
	n, sameAsRequestURI := 0, 0
	for _, u := range wptURLs(t) {
		if u.Scheme != "http" && u.Scheme != "https" {
			continue
		}
		viaString, err := http.NewRequest("GET", u.String(), nil)
		if err != nil {
			continue // net/url rejects the href (a host it finds invalid)
		}
		viaNet, err := http.NewRequest("GET", "http://placeholder/", nil)
		if err != nil {
			t.Fatal(err)
		}
		viaNet.URL = u.NetURL()
		viaNet.Host = ""
		l1, h1 := requestLine(t, viaString)
		l2, h2 := requestLine(t, viaNet)
		if l1 != l2 || h1 != h2 {
			t.Errorf("%q: NewRequest sends %q Host %q; NetURL sends %q Host %q", u, l1, h1, l2, h2)
		}
		n++
		if l2 == "GET "+u.RequestURI()+" HTTP/1.1" {
			sameAsRequestURI++
		} else if !strings.Contains(u.EscapedPath(), "|") {
			t.Errorf("%q: the request line is %q, RequestURI %q", u, l2, u.RequestURI())
		}
	}
	t.Logf("%d requests compared; %d send RequestURI as it is", n, sameAsRequestURI)
	if n < 100 {
		t.Errorf("only %d http(s) URLs compared", n)
	}
}
