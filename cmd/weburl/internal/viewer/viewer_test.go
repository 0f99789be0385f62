// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package viewer

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/weburl/url/cmd/weburl/internal/buildinfo"
	"github.com/weburl/url/cmd/weburl/internal/reading"
	"github.com/weburl/url/cmd/weburl/internal/viewer/pattern"
)

// TestHandler: the server answers what reading and pattern compute, as
// the page's JSON, and serves the page's files under its CSP.
func TestHandler(t *testing.T) {
	srv := httptest.NewServer(Handler())
	defer srv.Close()
	do := func(method, path, body string) (*http.Response, string) {
		t.Helper()
		req, _ := http.NewRequest(method, srv.URL+path, strings.NewReader(body))
		res, err := srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res, string(b)
	}
	for _, f := range []string{"/", "/viewer.js", "/viewer.css", "/favicon.svg", "/sw.js"} {
		if res, _ := do("GET", f, ""); res.StatusCode != 200 || !strings.Contains(res.Header.Get("Content-Security-Policy"), "default-src 'self'") {
			t.Errorf("GET %s: %s, CSP %q", f, res.Status, res.Header.Get("Content-Security-Policy"))
		}
	}
	// JSON's escapes reach the server: a NUL, a lone surrogate (U+FFFD).
	in := "http://0x7f.1/a\u0000b\ufffd?q=a b"
	var got reading.Readings
	res, body := do("POST", "/api/read", `{"input": "http://0x7f.1/a\u0000b\ud800?q=a b", "base": ""}`)
	if err := json.Unmarshal([]byte(body), &got); err != nil || res.StatusCode != 200 {
		t.Fatalf("api/read: %s %s", res.Status, body)
	}
	if want := reading.Read(in, ""); !reflect.DeepEqual(got, want) {
		t.Errorf("api/read = %+v, want %+v", got, want)
	}
	// A data: URL's MIME type and preview; images only from data:.
	for _, in := range []string{"data:text/plain,h%C3%A9", "data:image/gif;base64,R0lGODlhAQABAAAAACw="} {
		var got reading.Readings
		res, body = do("POST", "/api/read", `{"input": "`+in+`"}`)
		if err := json.Unmarshal([]byte(body), &got); err != nil || got.Data == nil || !reflect.DeepEqual(got, reading.Read(in, "")) {
			t.Errorf("api/read %s = %s", in, body)
		}
	}
	if c := res.Header.Get("Content-Security-Policy"); !strings.Contains(c, "img-src 'self' data:;") {
		t.Errorf("CSP %q: img-src does not allow the previews' data: URLs", c)
	}
	var out pattern.Outcome
	_, body = do("POST", "/api/pattern", `{"pattern": "/books/:id", "input": "/books/7", "base": "https://a.example"}`)
	if err := json.Unmarshal([]byte(body), &out); err != nil || !reflect.DeepEqual(out, pattern.Run("/books/:id", "/books/7", "https://a.example")) || !out.Matched {
		t.Errorf("api/pattern = %s", body)
	}
	if _, body := do("GET", "/api/version", ""); body != `"`+buildinfo.Line()+`"`+"\n" {
		t.Errorf("api/version = %q", body)
	}
	if _, body := do("GET", "/backend.json", ""); !strings.Contains(body, `"server"`) {
		t.Errorf("backend.json = %q", body)
	}
	if res, _ := do("POST", "/api/read", "{"); res.StatusCode != 400 {
		t.Errorf("api/read with a bad body: %s", res.Status)
	}
}

// TestWriteSiteWithoutGo: with no go command, -o writes nothing and says
// why.
func TestWriteSiteWithoutGo(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	dir := t.TempDir()
	if err := WriteSite(dir); err == nil || !strings.Contains(err.Error(), "go command") {
		t.Errorf("WriteSite without go: %v", err)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Errorf("WriteSite without go wrote %d files", len(ents))
	}
}
