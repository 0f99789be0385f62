// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"slices"
	"testing"

	"github.com/weburl/url/validation"
)

// FuzzIgnoresBase checks ignoresBase against the parser: when it answers
// true, the input parses against the base exactly as with no base (the
// same href, or a failure both ways, and the same validation errors).
func FuzzIgnoresBase(f *testing.F) {
	for _, s := range [][2]string{
		{"https://x/a", "https://b/c"}, {"http://x", "https://b/"},
		{"http:x", "http://b/c"}, {"https:/x", "https://b/c"},
		{"https:\\\\x", "https://b/c"}, {"https:\t//x", "https://b/c"},
		{"file://h/p", "file:///c"}, {"file:x", "file:///c"},
		{"mailto:a@b", "https://b/c"}, {"sc://x/y", "sc://b/c"},
		{"HTTPS://x", "https://b/c"}, {" https://x", "https://b/c"},
		{"ws://x", "wss://b/"}, {"https://[::1", "https://b/"},
		{"a:b", "x:opaque"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, input, base string) {
		b, err := parse(base, nil, nil, nil)
		if err != nil || !ignoresBase(input, b) {
			return
		}
		var withErrs, withoutErrs []validation.Error
		with, errWith := parse(input, b, nil, func(e validation.Error) { withErrs = append(withErrs, e) })
		without, errWithout := parse(input, nil, nil, func(e validation.Error) { withoutErrs = append(withoutErrs, e) })
		switch {
		case (errWith == nil) != (errWithout == nil):
			t.Fatalf("<%s> against <%s>: error %v, with no base %v", input, base, errWith, errWithout)
		case errWith == nil && with.Href() != without.Href():
			t.Fatalf("<%s> against <%s>: %q, with no base %q", input, base, with.Href(), without.Href())
		case !slices.Equal(withErrs, withoutErrs):
			t.Fatalf("<%s> against <%s>: validation errors %v, with no base %v", input, base, withErrs, withoutErrs)
		}
	})
}
