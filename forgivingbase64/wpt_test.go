// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package forgivingbase64_test

import (
	"bytes"
	"encoding/json"
	"os"
	"testing"

	"github.com/weburl/url/forgivingbase64"
	"github.com/weburl/url/internal/fixtures"
)

// TestWPTBase64 runs base64.json (80 cases) through Decode: the bytes, or
// failure for null. dataurl's tests run each case as data:;base64,<input>
// too, as WPT does.
func TestWPTBase64(t *testing.T) {
	path, ok := fixtures.FindWPT("fetch/data-urls", "base64.json")
	if !ok {
		fixtures.Skip(t, "base64.json", "WPT_DIR")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Input string
		Want  *[]byte
	}
	var raw [][2]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	for _, r := range raw {
		var c struct {
			Input string
			Want  *[]byte
		}
		var ints *[]int
		if json.Unmarshal(r[0], &c.Input) != nil || json.Unmarshal(r[1], &ints) != nil {
			t.Fatalf("bad case %s", r)
		}
		if ints != nil {
			b := make([]byte, len(*ints))
			for i, v := range *ints {
				b[i] = byte(v)
			}
			c.Want = &b
		}
		cases = append(cases, c)
	}
	pass := 0
	for _, c := range cases {
		if t.Run(c.Input, func(t *testing.T) {
			got, err := forgivingbase64.Decode(c.Input)
			switch {
			case c.Want == nil && err == nil:
				t.Errorf("Decode(%q) = %v, want failure", c.Input, got)
			case c.Want != nil && err != nil:
				t.Errorf("Decode(%q): %v, want %v", c.Input, err, *c.Want)
			case c.Want != nil && !bytes.Equal(got, *c.Want):
				t.Errorf("Decode(%q) = %v, want %v", c.Input, got, *c.Want)
			}
		}) {
			pass++
		}
	}
	t.Logf("base64.json: %d of %d pass", pass, len(cases))
}
