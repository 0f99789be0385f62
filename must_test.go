// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"testing"
)

// TestMustParse checks that MustParse returns Parse's URL, and panics with
// Parse's *Error when Parse fails.
func TestMustParse(t *testing.T) {
	if got := MustParse("HTTP://Example.com:80/a/../b").String(); got != "http://example.com/b" {
		t.Errorf("MustParse = %q, want %q", got, "http://example.com/b")
	}
	defer func() {
		var e *Error
		if err, _ := recover().(error); !errors.As(err, &e) || e.Op != "parse" || e.URL != "http://a b/" {
			t.Errorf("MustParse(%q) panicked with %v, want Parse's *Error", "http://a b/", err)
		}
	}()
	MustParse("http://a b/")
	t.Errorf("MustParse(%q) did not panic", "http://a b/")
}
