// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package httproute_test

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	neturl "net/url"
	"path"
	"slices"
	"strings"
	"testing"

	"github.com/weburl/url/internal/fixtures"
	"github.com/weburl/url/urlpattern"
	"github.com/weburl/url/urlpattern/httproute"
)

// named returns a handler that answers "<name> <path.Clean(r.URL.Path)>"
// and the path value key when there is one: what the handler would serve.
func named(name string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, "%s %s", name, path.Clean(r.URL.Path))
		if v := r.PathValue("key"); v != "" {
			fmt.Fprintf(w, " key=%s", v)
		}
		if v := r.PathValue("id"); v != "" {
			fmt.Fprintf(w, " id=%s", v)
		}
	})
}

// newServer serves the routes of caddyserver/caddy#7941 and a few more on
// loopback.
func newServer(t *testing.T) *httptest.Server {
	t.Helper()
	var mux httproute.Mux
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(mux.HandlePathname("/public/*", named("public")))
	must(mux.HandlePathname("/admin/*", named("admin")))
	must(mux.HandlePathname("/private/*", named("private")))
	must(mux.HandlePathname("/files/:name", named("files")))
	must(mux.HandlePathname("/bucket/:key", named("bucket"), httproute.UnsafeAllowEncodedSlashes()))
	must(mux.HandlePathname("GET /users/:id", named("get-user")))
	must(mux.HandlePathname("POST /users/:id", named("post-user")))
	must(mux.HandlePathname("POST /users/new", named("new-user")))
	srv := httptest.NewServer(&mux)
	t.Cleanup(srv.Close)
	return srv
}

// roundTrip sends method and target as they are (no client normalizes
// them) and returns the status, the Allow header and the body.
func roundTrip(t *testing.T, srv *httptest.Server, method, target string) (int, string, string) {
	t.Helper()
	conn, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "%s %s HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n", method, target)
	resp, err := http.ReadResponse(bufio.NewReader(conn), &http.Request{Method: method})
	if err != nil {
		t.Fatalf("%s %s: %v", method, target, err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header.Get("Allow"), strings.TrimSpace(string(body))
}

// TestMuxOnePath serves Caddy's bypass targets and their variants: each
// is refused with 400, or served by the handler that guards the path the
// handler reads.
func TestMuxOnePath(t *testing.T) {
	srv := newServer(t)
	tests := []struct {
		target string
		status int
		body   string // for a 200
	}{
		{"/public/a.txt", 200, "public /public/a.txt"},
		{"/admin/secret.txt", 200, "admin /admin/secret.txt"},
		// caddyserver/caddy#7941: the public pattern, the admin file.
		{"/public/..%2fadmin/secret", 400, ""},
		// GHSA-qrp7-cvwr-j2c6 (Caddy on Windows): no pattern, but a
		// handler that reads "\" as "/" opens a private file.
		{"/private%5csecret.txt", 400, ""},
		{"/private%5Csecret.txt", 400, ""},
		{"/private/secret.txt", 200, "private /private/secret.txt"},
		{"/public/..%2fadmin/secret.txt", 400, ""},
		{"/public/..%2Fadmin/secret.txt", 400, ""},
		{"/public/%2e%2e%2fadmin/secret.txt", 400, ""},
		{"/public/%2E%2E%2Fadmin/secret.txt", 400, ""},
		{"/public/.%2e%2fadmin/secret.txt", 400, ""},
		{"/public/..%2f..%2fadmin/secret.txt", 400, ""},
		// A backslash is a slash once a special URL's path is parsed again.
		{"/public/..%5cadmin/secret.txt", 400, ""},
		{"/public/..%5Cadmin/secret.txt", 400, ""},
		// Double and triple encoding, for a handler that decodes again.
		{"/public/%252e%252e%252fadmin/secret.txt", 400, ""},
		{"/public/%252e%252e/admin/secret.txt", 400, ""},
		{"/public/..%252fadmin/secret.txt", 400, ""},
		{"/public/%25252e%25252e%25252fadmin/secret.txt", 400, ""},
		// Still encoded after three decodings.
		{"/public/%2525252e", 400, ""},
		// Path parameters before a dot segment (a servlet reads "..;" as "..").
		{"/public/..;/admin/secret.txt", 400, ""},
		{"/public/..;jsessionid=x/admin/secret.txt", 400, ""},
		{"/public/%2e%2e;/admin/secret.txt", 400, ""},
		// Full-width dots and slash, folded by NFKC.
		{"/public/%EF%BC%8E%EF%BC%8E%EF%BC%8Fadmin/secret.txt", 400, ""},
		{"/public/%EF%BC%8E%EF%BC%8E/admin/secret.txt", 400, ""},
		// Empty segments, which path.Clean collapses.
		{"//admin/secret.txt", 400, ""},
		// Dot segments sent, which the URL Standard removes before
		// routing and path.Clean removes otherwise where empty segments
		// or "\" surround them: a browser never sends them.
		{"/public/%2e%2e/admin/secret.txt", 400, ""},
		{"/public/.%2e/admin/secret.txt", 400, ""},
		{"/public/../admin/secret.txt", 400, ""},
		{"/public//..//admin/x", 400, ""},
		{"/public/.//../admin/x", 400, ""},
		{"/public/%2F%2F..%2F..%2Fadmin/x", 400, ""},
		{`/public\x`, 400, ""},
		{`/public/..\admin/x`, 400, ""},
		// ";parameters" in any segment, as a servlet container strips them.
		{"/admin;x/secret.txt", 400, ""},
		{"/public/a;x/b", 200, "public /public/a;x/b"},
		// Escapes that NFKC makes ("％2e"), and NFKC beside invalid UTF-8.
		{"/public/%EF%BC%852e%EF%BC%852e/admin/x", 400, ""},
		{"/public/%FF/%EF%BC%8E%EF%BC%8E/admin/x", 400, ""},
		// Encoded slashes that stay under the same pattern are served.
		{"/public/a%2fb.txt", 200, "public /public/a/b.txt"},
		{"/public/100%25.txt", 200, "public /public/100%.txt"},
		{"/public/caf%C3%A9", 200, "public /public/café"},
		// ... but not where a segment group would then see two segments.
		{"/files/a%2fb", 400, ""},
		{"/files/a.txt", 200, "files /files/a.txt"},
		// UnsafeAllowEncodedSlashes: an object key, without dot segments.
		{"/bucket/a%2Fb", 200, "bucket /bucket/a/b key=a/b"},
		{"/bucket/..%2Fadmin", 400, ""},
		{"/bucket/a%2F..%2F..%2Fadmin", 400, ""},
		{"/bucket/a%5C..%5Cadmin", 400, ""},
		{"/nothing", 404, ""},
	}
	for _, tt := range tests {
		status, _, body := roundTrip(t, srv, "GET", tt.target)
		if status != tt.status || tt.status == 200 && body != tt.body {
			t.Errorf("GET %s = %d %q, want %d %q", tt.target, status, body, tt.status, tt.body)
		}
	}
}

// TestMuxMethods checks method routing as ServeMux does it: the most
// specific pattern that takes the method, GET's handler for HEAD, and 405
// with Allow when only other methods match.
func TestMuxMethods(t *testing.T) {
	srv := newServer(t)
	tests := []struct {
		method, target string
		status         int
		allow, body    string
	}{
		{"GET", "/users/7", 200, "", "get-user /users/7 id=7"},
		{"POST", "/users/7", 200, "", "post-user /users/7 id=7"},
		{"HEAD", "/users/7", 200, "", ""},
		{"DELETE", "/users/7", 405, "GET, HEAD, POST", ""},
		{"POST", "/users/new", 200, "", "new-user /users/new"},
		// "/users/new" is POST only: GET falls to "/users/:id".
		{"GET", "/users/new", 200, "", "get-user /users/new id=new"},
		{"PUT", "/users/new", 405, "GET, HEAD, POST", ""},
		// A pattern without a method takes them all.
		{"DELETE", "/public/x", 200, "", "public /public/x"},
	}
	for _, tt := range tests {
		status, allow, body := roundTrip(t, srv, tt.method, tt.target)
		if status != tt.status || allow != tt.allow || tt.status == 200 && body != tt.body {
			t.Errorf("%s %s = %d Allow %q %q, want %d Allow %q %q", tt.method, tt.target, status, allow, body, tt.status, tt.allow, tt.body)
		}
	}
}

// TestMuxServeMuxSyntax checks that what a net/http ServeMux user writes
// is an error naming the URL Pattern spelling, not a pattern that never
// matches.
func TestMuxServeMuxSyntax(t *testing.T) {
	var mux httproute.Mux
	h := named("x")
	tests := []struct {
		err  error
		want string // in the error's Want
	}{
		{mux.HandlePathname("/users/{id}", h), `":id"`},
		{mux.HandlePathname("/files/{path...}", h), `":path*"`},
		{mux.HandlePathname("/{$}", h), "nothing"},
		{mux.HandlePathname("users/:id", h), `"/users/:id"`},
		{mux.HandlePathname("GET users/:id", h), `"/users/:id"`},
		{mux.HandlePathname("example.com/users/:id", h), `"https://example.com/users/:id"`},
		{mux.Handle("https://example.com/users/{id}", "", h), `":id"`},
		{func() error { _, err := urlpattern.NewPathname("GET /users/:id", urlpattern.Options{}); return err }(), `"/users/:id" without a method`},
	}
	for i, tt := range tests {
		var se *urlpattern.ServeMuxSyntaxError
		if !errors.As(tt.err, &se) || !strings.Contains(se.Want, tt.want) {
			t.Errorf("%d: error %v, want a ServeMuxSyntaxError with %s", i, tt.err, tt.want)
		}
	}
	// URL Pattern's own braces, with a modifier, stay valid.
	for _, ok := range []string{"/books{/}?", "/:id", "/files/*", "/{v1/}?users"} {
		if err := mux.HandlePathname(ok, h); err != nil {
			t.Errorf("HandlePathname(%q): %v", ok, err)
		}
	}
	if err := mux.HandlePathname("GET /:id", h); err != nil {
		t.Errorf("GET /:id beside /:id: %v", err)
	}
	if err := mux.HandlePathname("GET /blobs/:key", h, httproute.UnsafeAllowEncodedSlashes()); err != nil {
		t.Error(err)
	}
	if err := mux.HandlePathname("PUT /blobs/:key", h); err == nil {
		t.Errorf("PUT /blobs/:key without the option of GET /blobs/:key: no error")
	}
	for _, dup := range []string{"/:id", "GET /:id"} {
		if err := mux.HandlePathname(dup, h); err == nil {
			t.Errorf("%s registered twice: no error", dup)
		}
	}
}

// TestMuxConcurrentHandle registers patterns and methods while requests
// are served (run with -race).
func TestMuxConcurrentHandle(t *testing.T) {
	var mux httproute.Mux
	if err := mux.HandlePathname("GET /items/:id", named("get")); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := range 50 {
			mux.HandlePathname(fmt.Sprintf("/more/%d", i), named("more"))
		}
		mux.HandlePathname("PUT /items/:id", named("put"))
	}()
	for range 200 {
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, httptest.NewRequest("GET", "/items/1", nil))
		if rec.Code != 200 {
			t.Fatalf("GET /items/1 = %d", rec.Code)
		}
	}
	<-done
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, httptest.NewRequest("PUT", "/items/1", nil))
	if rec.Code != 200 {
		t.Errorf("PUT /items/1 = %d after registration", rec.Code)
	}
}

// TestMuxOpaqueTarget checks that a request target in no form of RFC 9112,
// section 3.2, that names a resource (net/http accepts them as a scheme
// and an opaque path) routes nowhere: "foo:@evil.example/reset" would
// otherwise read as http://site.example@evil.example/reset and reach the
// pattern for evil.example.
func TestMuxOpaqueTarget(t *testing.T) {
	var mux httproute.Mux
	if err := mux.Handle("http://evil.example/*", "", named("evil")); err != nil {
		t.Fatal(err)
	}
	if err := mux.HandlePathname("/*", named("site")); err != nil {
		t.Fatal(err)
	}
	for _, target := range []string{"foo:@evil.example/reset", "mailto:@evil.example", "http:evil.example/x", "sc:x"} {
		r, err := http.ReadRequest(bufio.NewReader(strings.NewReader("POST " + target + " HTTP/1.1\r\nHost: site.example\r\n\r\n")))
		if err != nil {
			t.Fatalf("net/http rejects %q: %v", target, err)
		}
		if u, err := httproute.RequestURL(r); err == nil {
			t.Errorf("RequestURL(%q) = %q, want an error", target, u)
		}
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, r)
		if rec.Code != http.StatusBadRequest {
			t.Errorf("POST %s = %d %q, want 400", target, rec.Code, rec.Body)
		}
	}
}

// muxPathPieces are the pieces TestMuxHandlerReadings writes paths from:
// separators, dot segments, their percent-encodings once and twice,
// ";parameters", full-width dots, slashes and percent signs (and a byte of
// invalid UTF-8 before them), and segment names.
var muxPathPieces = []string{
	"/", "//", `\`, ".", "..", "%2e", "%2E", "%2f", "%2F", "%5c", "%5C", "%25", "%252e", "%252f",
	";", ";x", "%EF%BC%8E", "%EF%BC%8F", "%EF%BC%85", "%FF", "public", "admin", "a",
}

// TestMuxHandlerReadings checks the class of TestMuxOnePath: for every
// path of up to three pieces after "/", "/public/", "/public" and
// "/admin/", and a few thousand longer ones drawn with a fixed seed, sent
// as net/http receives it, the Mux answers 400 or 404, or serves it with a
// handler whose every reading of the path stays under the route that
// served it: path.Clean(r.URL.Path), path.Clean of r.URL.Path decoded once
// or twice more, each also with "\" as "/" (filepath.Clean on Windows);
// and the path after http.StripPrefix of the route's prefix, and the path
// value, joined to a root directory (filepath.Join) in each of those
// readings.
func TestMuxHandlerReadings(t *testing.T) {
	var mux httproute.Mux
	var served *http.Request
	var route string
	for _, p := range []string{"/public/*", "/admin/*", "/*"} {
		if err := mux.HandlePathname(p, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			served, route = r, p
		})); err != nil {
			t.Fatal(err)
		}
	}
	var targets []string
	for _, prefix := range []string{"/", "/public/", "/public", "/admin/"} {
		targets = slices.AppendSeq(targets, fixtures.Sequences(prefix, muxPathPieces, 3))
	}
	rnd := rand.New(rand.NewPCG(45, 3))
	for range 4000 {
		var b strings.Builder
		b.WriteString("/public/")
		for range 4 + rnd.IntN(6) {
			b.WriteString(muxPathPieces[rnd.IntN(len(muxPathPieces))])
		}
		targets = append(targets, b.String())
	}
	counts := map[int]int{}
	for _, target := range targets {
		r, err := http.ReadRequest(bufio.NewReader(strings.NewReader("GET " + target + " HTTP/1.1\r\nHost: site.test\r\n\r\n")))
		if err != nil {
			continue
		}
		served = nil
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, r)
		counts[rec.Code]++
		if served == nil {
			continue
		}
		prefix := strings.TrimSuffix(route, "/*") // "" for "/*"
		for _, reading := range handlerReadings(served, prefix) {
			if reading.path != reading.under && !strings.HasPrefix(reading.path, reading.under+"/") {
				t.Errorf("GET %s routes to %s, but a handler reading %s gets %q, not under %q", target, route, reading.how, reading.path, reading.under)
			}
		}
	}
	t.Logf("%d targets: %v by status", len(targets), counts)
	if counts[200] < 10000 || counts[400] < 10000 {
		t.Errorf("served %d, refused %d: the generator no longer reaches both", counts[200], counts[400])
	}
}

// A handlerReading is a path a handler reads out of a request, how, and
// the directory it must stay under.
type handlerReading struct{ how, path, under string }

// handlerReadings returns the readings of r's path that a handler of the
// route with the given prefix commonly applies (see
// TestMuxHandlerReadings): a cleaned path must stay under prefix, and a
// path joined to the root directory "/root" under "/root".
func handlerReadings(r *http.Request, prefix string) []handlerReading {
	var out []handlerReading
	p := r.URL.Path
	for i, how := range []string{"r.URL.Path", "r.URL.Path decoded again", "r.URL.Path decoded twice more"} {
		if i > 0 {
			d, err := neturl.PathUnescape(p)
			if err != nil {
				break
			}
			p = d
		}
		for _, sep := range []string{"", " with \\ as /"} {
			q := p
			if sep != "" {
				q = strings.ReplaceAll(p, `\`, "/")
			}
			out = append(out, handlerReading{"path.Clean(" + how + ")" + sep, path.Clean(q), prefix})
			// http.StripPrefix(prefix), then filepath.Join(root, rest).
			if rest, ok := strings.CutPrefix(q, prefix); ok {
				out = append(out, handlerReading{"filepath.Join(root, StripPrefix(" + how + "))" + sep, path.Join("/root", rest), "/root"})
			}
		}
	}
	// The path value of "/*", joined to a root.
	if v := r.PathValue("0"); v != "" {
		for _, q := range []string{v, strings.ReplaceAll(v, `\`, "/")} {
			out = append(out, handlerReading{"filepath.Join(root, PathValue)", path.Join("/root", q), "/root"})
		}
	}
	return out
}
