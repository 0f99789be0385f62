// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"bufio"
	"bytes"
	"net/http"
	neturl "net/url"
	"strings"
	"testing"
)

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
