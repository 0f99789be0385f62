// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package absolute

import (
	"errors"
	"testing"
)

func TestParse(t *testing.T) {
	errRel := errors.New("relative")
	for _, tc := range []struct {
		in   string
		want error // nil: parses to an absolute URL
	}{
		{"https://example.com/a", nil}, // absolute
		{"/a/b", errRel},               // a path-absolute reference
		{"a/b", errRel},                // a path-relative reference
	} {
		u, err := Parse(tc.in, errRel)
		if err != tc.want || (err == nil) != (u != nil) {
			t.Errorf("Parse(%q) = %v, %v; want error %v", tc.in, u, err, tc.want)
		}
	}
	if _, err := Parse("http://[", errRel); err == nil || err == errRel {
		t.Errorf("Parse(%q): the parser's error, got %v", "http://[", err)
	}
}
