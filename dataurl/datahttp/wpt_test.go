// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package datahttp_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/dataurl/datahttp"
	"github.com/weburl/url/internal/fixtures"
)

// TestWPTTransport runs data-urls.json (72 cases) through Transport, as
// WPT's processing.any.js runs them through fetch(): a network error for
// null, else 200 with the MIME type as Content-Type and the body. The
// request's URL is the net/url form of the standard's parse (NetURL), as
// a program that parsed with this module hands it to net/http.
func TestWPTTransport(t *testing.T) {
	path, ok := fixtures.FindWPT("fetch/data-urls", "data-urls.json")
	if !ok {
		fixtures.Skip(t, "data-urls.json", "WPT_DIR")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var cases [][]json.RawMessage
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	pass := 0
	for _, c := range cases {
		var input string
		var mimeType *string
		var body []byte
		var ints []int
		if json.Unmarshal(c[0], &input) != nil || json.Unmarshal(c[1], &mimeType) != nil {
			t.Fatalf("bad case %s", c)
		}
		if mimeType != nil {
			if err := json.Unmarshal(c[2], &ints); err != nil {
				t.Fatal(err)
			}
			for _, v := range ints {
				body = append(body, byte(v))
			}
		}
		if t.Run(input, func(t *testing.T) {
			u, err := url.ParseWithBase(input, "")
			if err != nil {
				if mimeType != nil {
					t.Fatalf("Parse(%q): %v", input, err)
				}
				return
			}
			resp, err := datahttp.Transport{}.RoundTrip(&http.Request{Method: "GET", URL: u.NetURL(), Header: http.Header{}})
			if mimeType == nil {
				if err == nil {
					t.Fatalf("RoundTrip(%q) = %s, want a network error", input, resp.Status)
				}
				return
			}
			if err != nil {
				t.Fatalf("RoundTrip(%q): %v", input, err)
			}
			got, err := io.ReadAll(resp.Body)
			if err != nil || resp.StatusCode != 200 || resp.Header.Get("Content-Type") != *mimeType || !bytes.Equal(got, body) {
				t.Fatalf("RoundTrip(%q) = %s %q %q, %v; want 200 %q %q", input, resp.Status, resp.Header.Get("Content-Type"), got, err, *mimeType, body)
			}
		}) {
			pass++
		}
	}
	t.Logf("data-urls.json through Transport: %d of %d pass", pass, len(cases))
}
