// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package idndisplay

import (
	"testing"

	"github.com/weburl/url"
)

// maxBytesPerInput is the project's memory rule: at most 12 bytes
// allocated per input byte.
const maxBytesPerInput = 12

// memorySlack is what an operation may allocate beyond maxBytesPerInput
// per input byte: the allocator rounds a large object up to whole pages.
const memorySlack = 64 << 10

// skipMemoryUnderSanitizers skips a test of the bytes allocated under the
// race detector and the sanitizers.
func skipMemoryUnderSanitizers(t *testing.T) {
	t.Helper()
	if instrumented {
		t.Skip("allocation sizes differ under -race, -asan and -msan; checked by the plain run")
	}
}

// mustParse parses s or fails the test.
func mustParse(t *testing.T, s string) *url.URL {
	t.Helper()
	u, err := url.Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return u
}
