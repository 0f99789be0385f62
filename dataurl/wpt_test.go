// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package dataurl_test

import (
	"bytes"
	"encoding/json"
	"os"
	"testing"

	"github.com/weburl/url/dataurl"
	"github.com/weburl/url/internal/fixtures"
)

// dataURLCase is one case of data-urls.json or base64.json: the input,
// and the MIME type as serialized and the body, or failure when MIMEType
// is nil.
type dataURLCase struct {
	Input    string
	MIMEType *string
	Body     []byte
}

// loadWPT reads a fixture of fetch/data-urls/resources: arrays of the
// input, then for data-urls.json the MIME type, then the body's bytes
// (null for failure).
func loadWPT(t *testing.T, name string) [][]json.RawMessage {
	t.Helper()
	path, ok := fixtures.FindWPT("fetch/data-urls", name)
	if !ok {
		fixtures.Skip(t, name, "WPT_DIR")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var raw [][]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	return raw
}

// bytesOf reads a JSON array of byte values; null is nil.
func bytesOf(t *testing.T, m json.RawMessage) []byte {
	var ints []int
	if err := json.Unmarshal(m, &ints); err != nil {
		t.Fatal(err)
	}
	b := make([]byte, len(ints))
	for i, v := range ints {
		b[i] = byte(v)
	}
	return b
}

// TestWPTDataURLs runs data-urls.json (72 cases) and base64.json (80 cases,
// each as "data:;base64,<input>" with the type text/plain;charset=US-ASCII,
// as WPT's base64.any.js runs them) through ProcessString and NewReader.
func TestWPTDataURLs(t *testing.T) {
	t.Run("data-urls.json", func(t *testing.T) {
		var cases []dataURLCase
		for _, r := range loadWPT(t, "data-urls.json") {
			var c dataURLCase
			if err := json.Unmarshal(r[0], &c.Input); err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(r[1], &c.MIMEType); err != nil {
				t.Fatal(err)
			}
			if c.MIMEType != nil {
				c.Body = bytesOf(t, r[2])
			}
			cases = append(cases, c)
		}
		runDataURLCases(t, "data-urls.json", cases)
	})
	t.Run("base64.json", func(t *testing.T) {
		var cases []dataURLCase
		plain := "text/plain;charset=US-ASCII"
		for _, r := range loadWPT(t, "base64.json") {
			var c dataURLCase
			if err := json.Unmarshal(r[0], &c.Input); err != nil {
				t.Fatal(err)
			}
			c.Input = "data:;base64," + c.Input
			if string(r[1]) != "null" {
				c.MIMEType, c.Body = &plain, bytesOf(t, r[1])
			}
			cases = append(cases, c)
		}
		runDataURLCases(t, "base64.json", cases)
	})
}

// runDataURLCases runs each case as a named subtest and logs the count.
func runDataURLCases(t *testing.T, file string, cases []dataURLCase) {
	pass := 0
	for _, c := range cases {
		if t.Run(c.Input, func(t *testing.T) { checkDataURL(t, c) }) {
			pass++
		}
	}
	t.Logf("%s: %d of %d pass", file, pass, len(cases))
}

// checkDataURL checks one case through ProcessString and NewReader.
func checkDataURL(t *testing.T, c dataURLCase) {
	d, err := dataurl.ProcessString(c.Input)
	if c.MIMEType == nil {
		if err == nil {
			t.Fatalf("ProcessString(%q) = %q, %q; want failure", c.Input, d.MIMEType, d.Body)
		}
		return
	}
	if err != nil {
		t.Fatalf("ProcessString(%q): %v; want %q, %q", c.Input, err, *c.MIMEType, c.Body)
	}
	if d.MIMEType.String() != *c.MIMEType || !bytes.Equal(d.Body, c.Body) {
		t.Fatalf("ProcessString(%q) = %q, %q; want %q, %q", c.Input, d.MIMEType, d.Body, *c.MIMEType, c.Body)
	}
	body, mimeType, err := readAll(c.Input)
	if err != nil || mimeType != *c.MIMEType || !bytes.Equal(body, c.Body) {
		t.Fatalf("NewReader(%q) = %q, %q, %v; want %q, %q", c.Input, mimeType, body, err, *c.MIMEType, c.Body)
	}
}
