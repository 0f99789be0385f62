// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package httpurl

import (
	"bufio"
	"bytes"
	"errors"
	neturl "net/url"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/origin"
)

const redirectBase = "https://app.example.com/dir/page?x=1"

// redirectCases are the open-redirect payloads of the advisories, and
// targets that must pass.
var redirectCases = []struct {
	target string
	want   string // the Location value, or "" when refused
	err    error  // the reason for refusing; nil for a parse failure
}{
	// Same-origin targets pass, resolved to absolute URLs.
	{"/account", "https://app.example.com/account", nil},
	{"next?y=2#top", "https://app.example.com/dir/next?y=2#top", nil},
	// No target: an error, not the current page (a redirect loop).
	{"", "", ErrRedirectEmpty},
	{" \t\n\x00", "", ErrRedirectEmpty},
	{"?", "https://app.example.com/dir/page?", nil},
	{"https://app.example.com:443/ok", "https://app.example.com/ok", nil},
	{"HTTPS://APP.EXAMPLE.COM/ok", "https://app.example.com/ok", nil},
	// The case: the path is "//example.com", which as a
	// relative Location would leave the site; the absolute form keeps
	// it.
	{`/a/../\example.com`, "https://app.example.com//example.com", nil},
	{"/.//evil.com", "https://app.example.com//evil.com", nil},
	// Protocol-relative and slash tricks reach another host.
	{"//evil.com", "", ErrRedirectOrigin},
	{"///evil.com", "", ErrRedirectOrigin},
	{`/\evil.com`, "", ErrRedirectOrigin},
	{`\\evil.com`, "", ErrRedirectOrigin},
	{`\/evil.com`, "", ErrRedirectOrigin},
	{"/\t/evil.com", "", ErrRedirectOrigin},
	{" //evil.com", "", ErrRedirectOrigin},
	{"https:evil.com", "https://app.example.com/dir/evil.com", nil}, // same scheme: a relative path
	{"http:evil.com", "", ErrRedirectOrigin},                        // another scheme: evil.com is the host
	{"https://app.example.com.evil.com/", "", ErrRedirectOrigin},
	{"https://app.example.com@evil.com/", "", ErrRedirectOrigin},
	{"https://evil.com\\@app.example.com/", "", ErrRedirectOrigin},
	{"http://app.example.com/", "", ErrRedirectOrigin}, // a downgrade is another origin
	// An encoded slash is a path, not an authority.
	{"%2F%2Fevil.com", "https://app.example.com/dir/%2F%2Fevil.com", nil},
	{"/%2F%2Fevil.com", "https://app.example.com/%2F%2Fevil.com", nil},
	// Other schemes never pass.
	{"javascript:alert(1)", "", ErrRedirectScheme},
	{"java\nscript:alert(1)", "", ErrRedirectScheme},
	{"data:text/html,x", "", ErrRedirectScheme},
	{"blob:https://app.example.com/uuid", "", ErrRedirectScheme},
	// Credentials are refused even on the same origin.
	{"https://user:pw@app.example.com/", "", ErrRedirectCredentials},
	{"//user@app.example.com/", "", ErrRedirectCredentials},
	// A "%" that starts no percent-encoded byte: net/url rejects it.
	{"/100%", "", ErrRedirectAmbiguous},
	// A target that does not parse.
	{"https://[::1/", "", nil},
}

func TestSafeRedirect(t *testing.T) {
	base, err := url.Parse(redirectBase)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range redirectCases {
		got, err := SafeRedirect(base, c.target)
		switch {
		case c.want != "":
			if err != nil || got != c.want {
				t.Errorf("SafeRedirect(%q) = %q, %v; want %q", c.target, got, err, c.want)
			}
		case err == nil:
			t.Errorf("SafeRedirect(%q) = %q; want an error", c.target, got)
		case c.err != nil && !errors.Is(err, c.err):
			t.Errorf("SafeRedirect(%q) error %v; want %v", c.target, err, c.err)
		case c.err == nil:
			// The parser's failure, as (*URL).Parse reports it.
			_, perr := base.Parse(c.target)
			if perr == nil || errors.Unwrap(err).Error() != errors.Unwrap(perr).Error() {
				t.Errorf("SafeRedirect(%q) error %v; want the parse failure %v", c.target, err, perr)
			}
		}
	}
}

// TestSafeRedirectAllowed checks the caller's set of origins.
func TestSafeRedirectAllowed(t *testing.T) {
	base, _ := url.Parse(redirectBase)
	sso, _ := url.Parse("https://login.example.net/")
	for _, c := range []struct{ target, want string }{
		{"https://login.example.net/cb?a=1", "https://login.example.net/cb?a=1"},
		{"https://login.example.net:8443/", ""},
		{"//login.example.net/x", "https://login.example.net/x"},
		{"https://evil.example.net/", ""},
	} {
		got, err := SafeRedirect(base, c.target, origin.Of(sso), origin.NewOpaque())
		if got != c.want || (err == nil) != (c.want != "") {
			t.Errorf("SafeRedirect(%q, login.example.net) = %q, %v; want %q", c.target, got, err, c.want)
		}
	}
	// A base that is not http(s) allows nothing.
	d, _ := url.Parse("data:,x")
	if got, err := SafeRedirect(d, "/x"); !errors.Is(err, ErrRedirectScheme) {
		t.Errorf("SafeRedirect from data: = %q, %v; want ErrRedirectScheme", got, err)
	}
}

// checkRedirect checks the property SafeRedirect promises for one
// target: a returned value never starts with "//" or "/\", and weburl (as
// browsers) and net/url, resolving it against the base, reach the same
// URL on the base's origin.
func checkRedirect(t *testing.T, baseHref, target string) {
	base, err := url.ParseWithBase(baseHref, "")
	if err != nil {
		return
	}
	loc, err := SafeRedirect(base, target)
	if empty := strings.Trim(strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(target), "\x00\x01\x02\x03\x04\x05\x06\x07\x08\x0b\x0c\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f ") == ""; empty != errors.Is(err, ErrRedirectEmpty) {
		t.Fatalf("SafeRedirect(%q, %q) = %q, %v; an empty target is ErrRedirectEmpty, and only it", baseHref, target, loc, err)
	}
	if err != nil {
		return
	}
	if strings.HasPrefix(loc, "//") || strings.HasPrefix(loc, `/\`) {
		t.Fatalf("SafeRedirect(%q, %q) = %q, a protocol-relative value", baseHref, target, loc)
	}
	// weburl, as a browser: the same URL as target's resolution, on the
	// base's origin.
	direct, err := url.ParseWithBase(target, baseHref)
	if err != nil || direct.Href() != loc {
		t.Fatalf("SafeRedirect(%q, %q) = %q, but the target resolves to %v (%v)", baseHref, target, loc, direct, err)
	}
	back, err := url.ParseWithBase(loc, baseHref)
	if err != nil || back.Href() != loc || !origin.Of(back).SameOrigin(origin.Of(base)) {
		t.Fatalf("SafeRedirect(%q, %q) = %q, which resolves to %v (%v), origin %s", baseHref, target, loc, back, err, back.Origin())
	}
	// net/url, as Go's HTTP client follows a Location: the same scheme,
	// host and port, path, query and fragment.
	nb, err := neturl.Parse(baseHref)
	if err != nil {
		return
	}
	n, err := nb.Parse(loc)
	if err != nil {
		t.Fatalf("SafeRedirect(%q, %q) = %q, which net/url rejects: %v", baseHref, target, loc, err)
	}
	if n.Scheme != back.Protocol()[:len(back.Protocol())-1] || n.Host != back.Host || n.User != nil ||
		n.Path != back.Path || n.RawQuery != strings.TrimPrefix(back.Search(), "?") {
		t.Fatalf("SafeRedirect(%q, %q) = %q; net/url reads scheme %q host %q path %q query %q, weburl %q %q %q %q",
			baseHref, target, loc, n.Scheme, n.Host, n.Path, n.RawQuery, back.Protocol(), back.Host, back.Pathname(), back.Search())
	}
}

// FuzzSafeRedirect checks SafeRedirect's promise on any target, against
// a few bases.
func FuzzSafeRedirect(f *testing.F) {
	for _, c := range redirectCases {
		f.Add(c.target, uint8(0))
	}
	for _, target := range securityInputs(f) {
		f.Add(target, uint8(1))
	}
	bases := []string{redirectBase, "http://[::1]:8080/", "https://xn--bcher-kva.example/a/b/", "https://127.0.0.1/"}
	f.Fuzz(func(t *testing.T, target string, b uint8) {
		checkRedirect(t, bases[int(b)%len(bases)], target)
	})
}

// securityInputs returns the inputs of SECURITY.md's differential table,
// the parser differentials of the advisories, which the root package's
// tests generate from their cases: a column "`input`" or "`input` against
// `base`", Go-quoted within the code span when the input has a control or
// an invisible character.
func securityInputs(tb testing.TB) []string {
	doc, err := os.ReadFile("../SECURITY.md")
	if err != nil {
		tb.Fatal(err)
	}
	_, table, ok := bytes.Cut(doc, []byte("<!-- Differential table: generated from securityCases"))
	table, _, _ = bytes.Cut(table, []byte("<!-- End of the differential table. -->"))
	var inputs []string
	sc := bufio.NewScanner(bytes.NewReader(table))
	for sc.Scan() {
		// "| class | `input` against `base` | ... |", with "|" written
		// "\|" inside code spans.
		_, rest, _ := strings.Cut(sc.Text(), " | `")
		in, _, found := strings.Cut(rest, "` ")
		if !found {
			continue
		}
		in = strings.ReplaceAll(in, `\|`, "|")
		if q, err := strconv.Unquote(in); err == nil && strings.HasPrefix(in, `"`) {
			in = q
		}
		inputs = append(inputs, in)
	}
	if !ok || len(inputs) < 50 {
		tb.Fatalf("found %d inputs in SECURITY.md's differential table", len(inputs))
	}
	return inputs
}
