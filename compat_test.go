// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	neturl "net/url"
	"reflect"
	"strings"
	"testing"

	"github.com/weburl/url/validation"
)

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

// migrationChecks holds the check of each row of "Every function and
// type", by the identifier in its first cell.
var migrationChecks = map[string]func(t *testing.T){
	"Comparing URLs (" + "`==`, `reflect.DeepEqual`" + ", go-cmp)": checkCompare,
	"JoinPath": func(t *testing.T) {
		checkJoin(t, func(b string, e ...string) (string, error) { return JoinPath(b, e...) })
	},
	"PathEscape":    func(t *testing.T) { checkEscapes(t) },
	"PathUnescape":  func(t *testing.T) { checkEscapes(t) },
	"QueryEscape":   func(t *testing.T) { checkEscapes(t) },
	"QueryUnescape": func(t *testing.T) { checkEscapes(t) },
	"MustParse":     func(t *testing.T) { TestMustParse(t) },
	"Parse": func(t *testing.T) {
		for _, s := range []string{"../x?y#z", "/a/b", "//h/p", "?q", "#f", ""} {
			u, err := Parse(s)
			n, _ := neturl.Parse(s)
			if err != nil || u.IsAbs() || !fieldsEqualNet(u, n) {
				t.Errorf("Parse(%q) = %+v, %v; net/url's fields %+v", s, u.exported(), err, n)
			}
		}
		if _, err := Parse("//a b/"); err == nil {
			t.Error(`Parse("//a b/") succeeded`)
		}
		if u, err := Parse("http:"); err != nil || !u.isReference() || u.Scheme != "http" || u.Host != "" {
			t.Errorf(`Parse("http:") = %v, %v; want a reference with scheme http`, u, err)
		}
	},
	"ParseQuery": func(t *testing.T) {
		// ';' is data and a malformed escape stays: no error, no pair lost.
		v, err := ParseQuery("a=1;b=2&c=100%&d=%zz")
		want := Values{"a": {"1;b=2"}, "c": {"100%"}, "d": {"%zz"}}
		if err != nil || !reflect.DeepEqual(v, want) {
			t.Errorf("ParseQuery = %v, %v; want %v", v, err, want)
		}
		n, nerr := neturl.ParseQuery("a=1;b=2&c=100%&d=%zz")
		if nerr == nil || len(n) != 0 {
			t.Errorf("net/url: ParseQuery = %v, %v; the table says it drops the pairs with an error", n, nerr)
		}
	},
	"ParseRequestURI": func(t *testing.T) {
		u, err := ParseRequestURI("/a b?c#d")
		n, _ := neturl.ParseRequestURI("/a b?c#d")
		if err != nil || u.String() != "/a%20b?c%23d" || n.RawQuery != "c#d" || u.RawQuery != "c%23d" {
			t.Errorf("ParseRequestURI(/a b?c#d) = %v, %v; net/url's RawQuery %q", u, err, n.RawQuery)
		}
		for _, s := range []string{"", "a/b", "/a\x01"} {
			_, err := ParseRequestURI(s)
			_, nerr := neturl.ParseRequestURI(s)
			if err == nil || nerr == nil {
				t.Errorf("ParseRequestURI(%q): %v; net/url's %v; want errors", s, err, nerr)
			}
		}
	},
	"User":         func(t *testing.T) { checkUserinfo(t) },
	"UserPassword": func(t *testing.T) { checkUserinfo(t) },
	"Error": func(t *testing.T) {
		_, err := Parse("http://a b/")
		var e *Error
		var ve validation.Error
		if !errors.As(err, &e) || e.Op != "parse" || e.URL != "http://a b/" || !errors.As(err, &ve) ||
			ve.Type != "domain-to-ASCII" || ve.Offset != 8 ||
			err.Error() != `parse "http://a b/": domain-to-ASCII at byte 8: the domain is not valid under UTS #46 (IDNA)` {
			t.Errorf("Parse(http://a b/) error = %#v", err)
		}
	},
	"EscapeError": func(t *testing.T) {
		_, err := PathUnescape("a%zz")
		_, nerr := neturl.PathUnescape("a%zz")
		if err != EscapeError("%zz") || err.Error() != nerr.Error() {
			t.Errorf("PathUnescape(a%%zz) error = %#v, net/url's %#v", err, nerr)
		}
	},
	"InvalidHostError": func(t *testing.T) {
		_, err := Parse("http://a b/")
		var ih InvalidHostError
		if errors.As(err, &ih) {
			t.Error("Parse returned an InvalidHostError")
		}
		if InvalidHostError(" ").Error() != neturl.InvalidHostError(" ").Error() {
			t.Error("InvalidHostError's message is not net/url's")
		}
	},
	"URL": func(t *testing.T) {
		u := mustParse(t, "http://0x7f.1/a?b#c")
		if u.Host != "127.0.0.1" || u.Path != "/a" || u.RawQuery != "b" || u.Fragment != "c" {
			t.Errorf("fields %+v", u.exported())
		}
		got, _ := json.Marshal(u)
		want, _ := json.Marshal(u.NetURL())
		if string(got) != string(want) {
			t.Errorf("JSON %s, net/url's %s", got, want)
		}
	},
	"URL.AppendBinary":    func(t *testing.T) { checkBinary(t) },
	"URL.MarshalBinary":   func(t *testing.T) { checkBinary(t) },
	"URL.UnmarshalBinary": func(t *testing.T) { checkBinary(t) },
	"URL.Clone": func(t *testing.T) {
		u := mustParse(t, "http://u:p@h/")
		c := u.Clone()
		if c.String() != u.String() || c.User == u.User || c.boundParams() != nil {
			t.Errorf("Clone = %v", c)
		}
	},
	"URL.EscapedFragment": func(t *testing.T) {
		u := mustParse(t, "http://h/#{x}")
		n, _ := neturl.Parse("http://h/#{x}")
		if u.EscapedFragment() != "{x}" || n.EscapedFragment() != "%7Bx%7D" {
			t.Errorf("EscapedFragment = %q, net/url's %q", u.EscapedFragment(), n.EscapedFragment())
		}
	},
	"URL.EscapedPath": func(t *testing.T) {
		u := mustParse(t, "http://h/a|b")
		n, _ := neturl.Parse("http://h/a|b")
		if u.EscapedPath() != "/a|b" || n.EscapedPath() != "/a%7Cb" {
			t.Errorf("EscapedPath = %q, net/url's %q", u.EscapedPath(), n.EscapedPath())
		}
	},
	"URL.Hostname": func(t *testing.T) {
		u := mustParse(t, "http://[::1]:8080/")
		n, _ := neturl.Parse("http://[::1]:8080/")
		if u.Hostname() != "::1" || n.Hostname() != "::1" {
			t.Errorf("Hostname = %q, net/url's %q", u.Hostname(), n.Hostname())
		}
	},
	"URL.IsAbs": func(t *testing.T) {
		for _, s := range []string{"http://h/", "mailto:x", "/a", "a", "//h"} {
			n, _ := neturl.Parse(s)
			if mustParse(t, s).IsAbs() != n.IsAbs() {
				t.Errorf("IsAbs(%q) differs from net/url's", s)
			}
		}
	},
	"URL.JoinPath": func(t *testing.T) {
		checkJoin(t, func(b string, e ...string) (string, error) {
			u, err := Parse(b)
			if err != nil {
				return "", err
			}
			return u.JoinPath(e...).String(), nil
		})
	},
	"URL.Parse": func(t *testing.T) {
		u := mustParse(t, "http://h/a/b")
		n, _ := neturl.Parse("http://h/a/b")
		v, err := u.Parse(`..\c`)
		nv, _ := n.Parse(`..\c`)
		if err != nil || v.String() != "http://h/c" || nv.String() != `http://h/a/..%5Cc` {
			t.Errorf(`Parse("..\c") = %v, %v; net/url's %v`, v, err, nv)
		}
	},
	"URL.Port": func(t *testing.T) {
		if p := mustParse(t, "https://h:443/").Port(); p != "" {
			t.Errorf("Port = %q", p)
		}
		if p := mustParse(t, "https://h:444/").Port(); p != "444" {
			t.Errorf("Port = %q", p)
		}
	},
	"URL.Query": func(t *testing.T) {
		u := mustParse(t, "http://h/?a=1;b=2&c=3")
		if got := u.Query(); !reflect.DeepEqual(got, Values{"a": {"1;b=2"}, "c": {"3"}}) {
			t.Errorf("Query() = %v", got)
		}
		n, _ := neturl.Parse("http://h/?a=1;b=2&c=3")
		if got := n.Query(); !reflect.DeepEqual(got, neturl.Values{"c": {"3"}}) {
			t.Errorf("net/url: Query() = %v; the table says it drops a=1;b=2", got)
		}
	},
	"URL.Redacted": func(t *testing.T) {
		u := mustParse(t, "http://user:pass@h/")
		n, _ := neturl.Parse("http://user:pass@h/")
		if u.Redacted() != n.Redacted() || u.Redacted() != "http://user:xxxxx@h/" {
			t.Errorf("Redacted = %q, net/url's %q", u.Redacted(), n.Redacted())
		}
	},
	"URL.RequestURI": func(t *testing.T) {
		u := mustParse(t, "http://h/a|b")
		n, _ := neturl.Parse("http://h/a|b")
		if u.RequestURI() != "/a|b" || n.RequestURI() != "/a%7Cb" {
			t.Errorf("RequestURI = %q, net/url's %q", u.RequestURI(), n.RequestURI())
		}
	},
	"URL.ResolveReference": func(t *testing.T) {
		u := mustParse(t, "http://a/b")
		n, _ := neturl.Parse("http://a/b")
		for _, tt := range []struct{ ref, want, net string }{
			{"//g", "http://g/", "http://g"},
			{"http:g", "http://a/g", "http:g"},
			{"//a%zz", "", "-"}, // a valid opaque host, no valid domain
		} {
			ref := mustParse(t, tt.ref)
			got := u.ResolveReference(ref)
			if got.String() != tt.want || got.IsAbs() != (tt.want != "") {
				t.Errorf("ResolveReference(%q) = %q, want %q", tt.ref, got, tt.want)
			}
			if nref, err := neturl.Parse(tt.ref); err == nil {
				if nv := n.ResolveReference(nref).String(); nv != tt.net {
					t.Errorf("net/url: ResolveReference(%q) = %q, want %q", tt.ref, nv, tt.net)
				}
			}
		}
	},
	"URL.String": func(t *testing.T) {
		u := mustParse(t, "HTTP://H:80/a/../b")
		if u.String() != "http://h/b" {
			t.Errorf("String = %q", u)
		}
		u.Host = "0x7f.1"
		if u.String() != "http://127.0.0.1/b" {
			t.Errorf("String after assigning Host = %q", u)
		}
	},
	"Userinfo":          func(t *testing.T) { checkUserinfo(t) },
	"Userinfo.Password": func(t *testing.T) { checkUserinfo(t) },
	"Userinfo.String":   func(t *testing.T) { checkUserinfo(t) },
	"Userinfo.Username": func(t *testing.T) { checkUserinfo(t) },
	"Values": func(t *testing.T) {
		v := Values{"b": {"2 3", "x&y"}, "a": {"é"}}
		n := neturl.Values{"b": {"2 3", "x&y"}, "a": {"é"}}
		if v.Encode() != n.Encode() || v.Get("b") != "2 3" || !v.Has("a") {
			t.Errorf("Values.Encode() = %q, net/url's %q", v.Encode(), n.Encode())
		}
	},
}

func checkJoin(t *testing.T, join func(string, ...string) (string, error)) {
	got, err := join("https://h/a", "%2e%2e", "b")
	net, _ := neturl.JoinPath("https://h/a", "%2e%2e", "b")
	if err != nil || got != "https://h/b" || net != "https://h/a/%2e%2e/b" {
		t.Errorf("JoinPath = %q, %v; net/url's %q", got, err, net)
	}
	got, _ = join("https://h/a/", "b", "../c/")
	net, _ = neturl.JoinPath("https://h/a/", "b", "../c/")
	if got != net {
		t.Errorf("JoinPath = %q, net/url's %q", got, net)
	}
}

func checkEscapes(t *testing.T) {
	for _, s := range escapeTests {
		if PathEscape(s) != neturl.PathEscape(s) || QueryEscape(s) != neturl.QueryEscape(s) {
			t.Errorf("escaping %q differs from net/url", s)
		}
		a, err1 := PathUnescape(s)
		b, err2 := neturl.PathUnescape(s)
		c, err3 := QueryUnescape(s)
		d, err4 := neturl.QueryUnescape(s)
		if a != b || c != d || !sameEscapeError(err1, err2) || !sameEscapeError(err3, err4) {
			t.Errorf("unescaping %q differs from net/url", s)
		}
	}
}

func checkUserinfo(t *testing.T) {
	for _, u := range []struct{ name, pass string }{{"a", ""}, {"a b@c", "p:q/r"}, {"", "x"}} {
		ours, net := UserPassword(u.name, u.pass), neturl.UserPassword(u.name, u.pass)
		p1, ok1 := ours.Password()
		p2, ok2 := net.Password()
		if ours.String() != net.String() || ours.Username() != net.Username() || p1 != p2 || ok1 != ok2 {
			t.Errorf("UserPassword(%q, %q) = %v, net/url's %v", u.name, u.pass, ours, net)
		}
		if User(u.name).String() != neturl.User(u.name).String() {
			t.Errorf("User(%q) = %v", u.name, User(u.name))
		}
	}
	var nilUser *Userinfo
	if nilUser.String() != "" || nilUser.Username() != "" {
		t.Error("a nil Userinfo is not empty")
	}
}

func checkBinary(t *testing.T) {
	u := mustParse(t, "HTTPS://h/a b")
	b, err := u.MarshalBinary()
	b2, _ := u.AppendBinary(nil)
	var v URL
	if err != nil || string(b) != "https://h/a%20b" || string(b2) != string(b) || v.UnmarshalBinary(b) != nil || v.String() != u.String() {
		t.Errorf("binary round trip of %q: %q, %v, %q", u, b, err, &v)
	}
}

// TestMigrationAPI runs the check of each row of "Every function and
// type", and fails for a row without one or one without a row.
func TestMigrationAPI(t *testing.T) {
	rows := migrationTable(t, "## Every function and type")
	seen := map[string]bool{}
	for _, row := range rows {
		name := strings.Trim(row[0], "`")
		seen[name] = true
		check, ok := migrationChecks[name]
		if !ok {
			t.Errorf("docs/migration.md: no test for the row %q", name)
			continue
		}
		t.Run(name, check)
	}
	for name := range migrationChecks {
		if !seen[name] {
			t.Errorf("docs/migration.md has no row for %q", name)
		}
	}
}
