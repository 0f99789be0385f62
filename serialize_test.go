// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	"bytes"
	"cmp"
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	neturl "net/url"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/internal/fixtures"
)

// postLoginNext is a service's post-login check, written for net/url and
// swapped to this package by its import alone (issue 30): it redirects to
// next only when next is a path on the site.
func postLoginNext(next string) string {
	u, err := url.Parse(next)
	if err != nil || u.IsAbs() || u.Host != "" || strings.HasPrefix(next, "//") || !strings.HasPrefix(u.Path, "/") {
		return "/"
	}
	return u.String()
}

// netPostLoginNext is the same check with net/url.
func netPostLoginNext(next string) string {
	u, err := neturl.Parse(next)
	if err != nil || u.IsAbs() || u.Host != "" || strings.HasPrefix(next, "//") || !strings.HasPrefix(u.Path, "/") {
		return "/"
	}
	return u.String()
}

// sendRedirect returns the Location header that net/http's Redirect
// writes for loc in a response to a request for page: for a value with no
// scheme and no host (as net/url reads it), the path joined to page's
// directory when it does not start with "/", then cleaned by path.Clean.
func sendRedirect(page, loc string) string {
	w := httptest.NewRecorder()
	http.Redirect(w, httptest.NewRequest(http.MethodGet, page, nil), loc, http.StatusSeeOther)
	return w.Header().Get("Location")
}

// sameSite reports whether a browser at page reads the Location header loc
// as a URL on page's host, or as no URL (and then goes nowhere): the URL
// Standard's reading, the standard's parser with page as base.
func sameSite(page, loc string) (host string, ok bool) {
	u, err := url.ParseWithBase(loc, page)
	if err != nil {
		return "", true
	}
	return u.Host, u.Host == url.MustParse(page).Host
}

// TestServiceRedirectCheck checks that the service's check stays closed
// after the swap: for each attack, the Location that net/http's Redirect
// sends for it, read by a browser (the standard's parser) against the
// login page, stays on the site, as it does with net/url. Same-site paths
// still pass.
func TestServiceRedirectCheck(t *testing.T) {
	const page = "https://site.example/login"
	for _, tt := range []struct {
		next string
		want string // the value given to http.Redirect
	}{
		// Attacks: each reads as another host in a browser.
		{`/\evil.com`, "/"},
		{`\\evil.com`, "/"},
		{`\/evil.com`, "/"},
		{`/\/evil.com`, "/"},
		{`/\\evil.com`, "/"},
		{"///evil.com", "/"},
		{"////evil.com", "/"},
		{"//evil.com", "/"},
		{"/\t/evil.com", "/"},
		{"/\n\\evil.com", "/"},
		{"/\\\t\\evil.com", "/"},
		{" /\\evil.com", "/"},
		{"\x01/\\evil.com", "/"},
		{`/\evil.com/account?x#y`, "/"},
		{`/\user:pw@evil.com:8443/`, "/"},
		{`//site.example\@evil.com/`, "/"},
		{"https:evil.com", "/"},
		{"https://evil.com/", "/"},
		{"javascript:alert(1)", "/"},
		// Attacks that pass the check as paths: http.Redirect cleans
		// each to "/\evil.com" unless String writes "\" as "%5C", as
		// net/url does.
		{`/./\evil.com`, "/./%5Cevil.com"},
		{`/a/../\evil.com`, "/a/../%5Cevil.com"},
		{`/x/..//\evil.com`, "/x/..//%5Cevil.com"},
		{`/x#/../../\evil.com`, "/x#/../../%5Cevil.com"},
		// Same-site paths pass, and stay paths.
		{"/account?tab=keys", "/account?tab=keys"},
		{`/a\b`, "/a%5Cb"},
		{"/%5Cevil.com", "/%5Cevil.com"},
		{"/%2F%2Fevil.com", "/%2F%2Fevil.com"},
		{"/a/../b", "/a/../b"},
	} {
		loc := postLoginNext(tt.next)
		if loc != tt.want {
			t.Errorf("postLoginNext(%q) = %q, want %q", tt.next, loc, tt.want)
		}
		for name, loc := range map[string]string{"weburl": loc, "net/url": netPostLoginNext(tt.next)} {
			sent := sendRedirect(page, loc)
			if host, ok := sameSite(page, sent); !ok {
				t.Errorf("with %s, next=%q gives %q, sent by http.Redirect as Location %q, which a browser at %s reads as host %q", name, tt.next, loc, sent, page, host)
			}
		}
	}
}

// redirectPieces are the pieces TestServiceRedirectCheckProperty writes
// "next" values from: separators, dot segments, their percent-encodings
// (once and twice), the bytes the standard's parser removes (tabs,
// newlines, leading controls and spaces), other controls, and the
// delimiters of an authority, a query and a fragment.
var redirectPieces = []string{
	"/", `\`, ".", "..", "%2F", "%2f", "%5C", "%5c", "%2e", "%2E", "%252F", "%255C", "%",
	"\t", "\n", "\r", "\x00", "\x01", " ", "@", ":", "?", "#", ";", "evil.com", "a",
}

// redirectValues returns the values of "next" the property tests give:
// every sequence of up to three redirectPieces, alone, after "/", and after
// "/" followed by "evil.com", and 4000 longer ones drawn with a fixed seed,
// likewise.
func redirectValues() []string {
	var values []string
	for s := range fixtures.Sequences("", redirectPieces, 3) {
		values = append(values, s, "/"+s, "/"+s+"evil.com")
	}
	rnd := rand.New(rand.NewPCG(45, 1))
	for range 4000 {
		var b strings.Builder
		for range 4 + rnd.IntN(6) {
			b.WriteString(redirectPieces[rnd.IntN(len(redirectPieces))])
		}
		values = append(values, b.String(), "/"+b.String(), "/"+b.String()+"evil.com")
	}
	return values
}

// redirectPage is the login page of the property tests.
const redirectPage = "https://site.example/dir/login"

// sentLocations returns, for each value of redirectValues that the
// net/url-era check accepts, the Location header net/http's Redirect
// sends for what the check returns, and the value.
func sentLocations() (locs, nexts []string) {
	for _, next := range redirectValues() {
		if loc := postLoginNext(next); loc != "/" {
			locs = append(locs, sendRedirect(redirectPage, loc))
			nexts = append(nexts, next)
		}
	}
	return locs, nexts
}

// TestServiceRedirectCheckProperty checks the class of
// TestServiceRedirectCheck: every value of "next" that the net/url-era
// check accepts (see redirectValues), given as it returns it to net/http's
// Redirect, is sent as a Location that a browser at the login page reads
// on the site (the URL Standard's reading).
func TestServiceRedirectCheckProperty(t *testing.T) {
	values := redirectValues()
	locs, nexts := sentLocations()
	for i, loc := range locs {
		if host, ok := sameSite(redirectPage, loc); !ok {
			t.Errorf("next=%q passes the check as %q; http.Redirect sends Location %q, which a browser at %s reads as host %q", nexts[i], postLoginNext(nexts[i]), loc, redirectPage, host)
		}
	}
	netLeaves := 0
	for _, next := range values {
		if n := netPostLoginNext(next); n != "/" {
			if _, ok := sameSite(redirectPage, sendRedirect(redirectPage, n)); !ok {
				// net/url's own gap: String writes a Path that starts
				// with "//" (decoded from "%2F") as it is.
				netLeaves++
			}
		}
	}
	t.Logf("%d values, %d passed the check, each sent on the site (with net/url, %d leave it)", len(values), len(locs), netLeaves)
	if len(locs) < 1000 {
		t.Errorf("only %d values passed the check: the generator no longer reaches the class", len(locs))
	}
}

// TestServiceRedirectCheckChromium is TestServiceRedirectCheckProperty
// read by headless Chromium's own URL parser, through
// tools/chromium/oracle.js: every Location sent is on the site in the
// browser too. It runs where node, Chromium (/usr/bin/chromium, or
// $CHROMIUM) and the oracle's package (cd tools/chromium && npm ci) are
// installed, and skips otherwise.
func TestServiceRedirectCheckChromium(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	chromium := cmp.Or(os.Getenv("CHROMIUM"), "/usr/bin/chromium")
	node, err := exec.LookPath("node")
	switch {
	case err != nil:
		t.Skip("no node")
	case !fileExists(chromium):
		t.Skip("no Chromium at " + chromium)
	case !fileExists("tools/chromium/node_modules/playwright-core"):
		t.Skip("no playwright-core: cd tools/chromium && npm ci")
	}
	locs, nexts := sentLocations()
	cmd := exec.Command(node, "tools/chromium/oracle.js")
	var in bytes.Buffer
	enc := json.NewEncoder(&in)
	for _, loc := range locs {
		enc.Encode(map[string]string{"op": "parse", "input": loc, "base": redirectPage})
	}
	cmd.Stdin = &in
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("oracle: %v", err)
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	for i, loc := range locs {
		var answer struct{ Host, Fail string }
		if err := dec.Decode(&answer); err != nil {
			t.Fatalf("oracle answer %d of %d: %v", i, len(locs), err)
		}
		if answer.Fail == "" && answer.Host != "site.example" {
			t.Errorf("next=%q: http.Redirect sends Location %q, which Chromium at %s reads as host %q", nexts[i], loc, redirectPage, answer.Host)
		}
	}
	t.Logf("%d Locations read by Chromium, each on the site or no URL", len(locs))
}

func fileExists(name string) bool {
	_, err := os.Stat(name)
	return err == nil
}
