// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package httpurl

import (
	"bufio"
	"crypto/tls"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	neturl "net/url"
	"slices"
	"strings"
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/internal/fixtures"
	"github.com/weburl/url/origin"
)

// TestFromRequest checks the URL FromRequest reads from a request target
// and a Host header.
func TestFromRequest(t *testing.T) {
	tests := []struct {
		target, host string
		tls          bool
		want         string // "" for an error
	}{
		{"/a/./b/../c?x=1", "EXAMPLE.com:80", false, "http://example.com/a/c?x=1"},       // normalized as a browser does
		{"/p", "example.com:443", true, "https://example.com/p"},                         // TLS: https, default port dropped
		{"//evil.example/x", "example.com", false, "http://example.com//evil.example/x"}, // a path, not an authority
		{"/x\\y", "example.com", false, "http://example.com/x/y"},                        // "\" is "/" in a special URL
		{"/", "0x7f.1:8080", false, "http://127.0.0.1:8080/"},                            // the standard's host parser
		{"/a%zz b", "h", false, "http://h/a%zz%20b"},                                     // as sent, escaped by the standard
		{"http://other.example/p?q", "other.example", false, "http://other.example/p?q"}, // absolute form
		{"/", "a@b", false, ""},          // a Host that would move the authority
		{"/", "a/b", false, ""},          // a Host with a slash
		{"/", "", false, ""},             // no Host
		{"/", "exa mple.com", false, ""}, // the host parser rejects it
		{"*", "example.com", false, ""},  // OPTIONS *
		// Not origin-form, nor an http(s) absolute-form (RFC 9112,
		// section 3.2): net/http accepts each as a scheme and an opaque
		// path, which would land in the authority.
		{"foo:@evil.example/reset", "example.com", false, ""},
		{"mailto:x@evil.example", "example.com", false, ""},
		{"javascript:alert(1)", "example.com", false, ""},
		{"http://user:pw@other.example/p", "other.example", false, ""}, // credentials (RFC 9110, section 4.2.4)
		{"?q", "example.com", false, ""},
	}
	for _, tt := range tests {
		r := httptest.NewRequest("GET", "http://placeholder/", nil)
		r.RequestURI, r.Host, r.URL.Host = tt.target, tt.host, "" // as a server receives it
		if tt.tls {
			r.TLS = &tls.ConnectionState{}
		}
		u, err := FromRequest(r)
		switch {
		case tt.want == "" && err == nil:
			t.Errorf("FromRequest(%q, Host %q) = %q, want an error", tt.target, tt.host, u)
		case tt.want != "" && (err != nil || u.String() != tt.want):
			t.Errorf("FromRequest(%q, Host %q) = %v, %v; want %q", tt.target, tt.host, u, err, tt.want)
		}
	}
}

// TestFromRequestAt checks the URL read at a stated public origin: the
// origin's scheme, host and port, the target's path and query, and no
// header, Host or connection state of the request.
func TestFromRequestAt(t *testing.T) {
	public := origin.Of(url.MustParse("https://app.example.com"))
	withPort := origin.Of(url.MustParse("https://app.example.com:8443/ignored?x"))
	tests := []struct {
		target string
		origin origin.Origin
		want   string // "" for an error
	}{
		{"/a/./b/../c?x=1", public, "https://app.example.com/a/c?x=1"},          // normalized as a browser does
		{"//evil.example/x", public, "https://app.example.com//evil.example/x"}, // a path, not an authority
		{`/\evil.example/x`, public, "https://app.example.com//evil.example/x"}, // likewise
		{"/p", withPort, "https://app.example.com:8443/p"},                      // the origin's port
		{"http://10.0.0.7:8080/p?q", public, "https://app.example.com/p?q"},     // absolute form: its path and query
		{"*", public, ""},                               // OPTIONS *
		{"foo:@evil.example/reset", public, ""},         // an opaque path, not origin-form
		{"mailto:a@evil.example", public, ""},           // likewise
		{"HTTPS:@evil.example/x", public, ""},           // credentials in an absolute-form
		{"ftp://evil.example/x", public, ""},            // not http(s)
		{"/p", origin.NewOpaque(), ""},                  // no URL for an opaque origin
		{"/p", origin.Of(url.MustParse("data:,x")), ""}, // likewise
	}
	for _, tt := range tests {
		r := httptest.NewRequest("GET", "http://placeholder/", nil)
		r.RequestURI, r.Host, r.URL.Host = tt.target, "10.0.0.7:8080", ""
		r.Header.Set("X-Forwarded-Proto", "http")
		r.Header.Set("X-Forwarded-Host", "evil.example")
		r.Header.Set("Forwarded", "proto=http;host=evil.example")
		u, err := FromRequestAt(r, tt.origin)
		switch {
		case tt.want == "" && err == nil:
			t.Errorf("FromRequestAt(%q, %v) = %q, want an error", tt.target, tt.origin, u)
		case tt.want != "" && (err != nil || u.String() != tt.want):
			t.Errorf("FromRequestAt(%q, %v) = %v, %v; want %q", tt.target, tt.origin, u, err, tt.want)
		}
	}
}

// TestSafeRedirectBehindProxy serves a login handler behind a proxy that
// terminates TLS (an httptest TLS server in front of a plain one, both on
// loopback): with the public origin stated, the site's own https:// target
// passes, another host and an empty target get the fallback.
func TestSafeRedirectBehindProxy(t *testing.T) {
	var public origin.Origin
	backend := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		here, err := FromRequestAt(r, public)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		loc, err := SafeRedirect(here, r.URL.Query().Get("next"))
		if err != nil {
			loc = "/"
		}
		http.Redirect(w, r, loc, http.StatusSeeOther)
	}))
	defer backend.Close()
	proxy := httptest.NewTLSServer(httputil.NewSingleHostReverseProxy(mustNetURL(t, backend.URL)))
	defer proxy.Close()
	public = origin.Of(url.MustParse(proxy.URL))
	client := proxy.Client()
	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	for next, want := range map[string]string{
		proxy.URL + "/account": proxy.URL + "/account",
		"/settings":            proxy.URL + "/settings",
		`/\evil.example`:       "/",
		"//evil.example":       "/",
		"":                     "/",
	} {
		resp, err := client.Get(proxy.URL + "/login?next=" + neturl.QueryEscape(next))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if got := resp.Header.Get("Location"); got != want {
			t.Errorf("next=%q: Location %q, want %q", next, got, want)
		}
	}
}

func mustNetURL(t *testing.T, s string) *neturl.URL {
	t.Helper()
	u, err := neturl.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// TestFromRequestServer reads the URL in a handler of a TLS server on
// loopback.
func TestFromRequestServer(t *testing.T) {
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, err := FromRequest(r)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		io.WriteString(w, u.String())
	}))
	defer srv.Close()
	resp, err := srv.Client().Get(srv.URL + "/a/b/../c?q=1")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if want := srv.URL + "/a/c?q=1"; string(body) != want {
		t.Errorf("handler read %q, want %q", body, want)
	}
}

// TestTransportRedirects follows redirects between two servers on loopback
// with net/http's client alone and with Transport.
func TestTransportRedirects(t *testing.T) {
	landed := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "landed "+r.URL.Path)
	}))
	defer landed.Close()
	landedHost := strings.TrimPrefix(landed.URL, "http://")
	redirecting := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/backslash":
			// A browser reads "/\host/x" as "//host/x": another host.
			w.Header().Set("Location", "/\\"+landedHost+"/x")
		case "/tab":
			// A browser removes the tab; net/url rejects the control.
			w.Header().Set("Location", "/lan\tded")
		case "/invalid":
			// A browser rejects this Location, and so does net/url.
			w.Header().Set("Location", "http://exa mple/")
		default:
			io.WriteString(w, "origin "+r.URL.Path)
			return
		}
		w.WriteHeader(http.StatusFound)
	}))
	defer redirecting.Close()

	get := func(c *http.Client, path string) (string, error) {
		resp, err := c.Get(redirecting.URL + path)
		if err != nil {
			return "", err
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusOK {
			return resp.Status, nil
		}
		return string(body), nil
	}
	browser := &http.Client{Transport: &Transport{}}
	tests := []struct {
		path        string
		plain, ours string // the body reached, the status, or "error"
	}{
		{"/backslash", `origin /\` + landedHost + "/x", "landed /x"},
		{"/tab", "error", "origin /landed"},
		{"/invalid", "error", "302 Found"},
	}
	for _, tt := range tests {
		for _, c := range []struct {
			name   string
			client *http.Client
			want   string
		}{{"net/http", http.DefaultClient, tt.plain}, {"Transport", browser, tt.ours}} {
			got, err := get(c.client, tt.path)
			if err != nil {
				got = "error"
			}
			if got != c.want {
				t.Errorf("%s: GET %s reached %q (%v), want %q", c.name, tt.path, got, err, c.want)
			}
		}
	}
}

// requestTargetPieces are the pieces TestRequestTargetOrigin writes
// request targets from: schemes special and not, opaque or not, the
// delimiters of an authority, userinfo and port, separators, and
// percent-encodings of them.
var requestTargetPieces = []string{
	"/", "//", `\`, "foo:", "mailto:", "http:", "https:", "HTTP:", "javascript:", "file:", "ws:",
	"data:", "@", ":", "evil.example", "site.example", "%40", "%2F", "%5C", "%3A", "?", "#", ".", "..",
	"[::1]", "8443", "*",
}

// TestRequestTargetOrigin checks that no request target moves the origin:
// for every request line net/http's ReadRequest accepts, with a target of
// up to three pieces, FromRequestAt gives a URL whose origin is the
// configured one, or an error; and FromRequest one whose host is r.Host's
// (the Host header, or an absolute-form target's authority, which
// net/http copies into r.Host), or an error.
func TestRequestTargetOrigin(t *testing.T) {
	site := origin.Of(url.MustParse("https://site.example"))
	targets := slices.Collect(fixtures.Sequences("", requestTargetPieces, 3))
	accepted, ok := 0, 0
	for _, target := range targets {
		for _, method := range []string{"GET", "POST", "OPTIONS"} {
			raw := method + " " + target + " HTTP/1.1\r\nHost: good.example\r\n\r\n"
			r, err := http.ReadRequest(bufio.NewReader(strings.NewReader(raw)))
			if err != nil {
				continue
			}
			accepted++
			u, err := FromRequestAt(r, site)
			if err == nil {
				ok++
				if got := origin.Of(u); !got.SameOrigin(site) {
					t.Errorf("%s %s: FromRequestAt = %q, origin %v, want %v", method, target, u, got, site)
				}
			}
			if u, err := FromRequest(r); err == nil {
				want, herr := url.ParseWithBase("http://"+r.Host+"/", "")
				if herr != nil || u.Host != want.Host {
					t.Errorf("%s %s (r.Host %q): FromRequest = %q, host %q", method, target, r.Host, u, u.Host)
				}
			}
		}
	}
	t.Logf("%d targets, %d request lines net/http accepts, %d read at the origin, the rest refused", len(targets), accepted, ok)
	if ok < 1000 {
		t.Errorf("only %d requests read: the generator no longer reaches origin-form", ok)
	}
}
