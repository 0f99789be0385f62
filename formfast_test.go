// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"testing"

	"golang.org/x/text/encoding/unicode"
)

// referenceFormPairs is the application/x-www-form-urlencoded parser as the
// standard words it, step by step: the slower reference for parseForm.
// See https://url.spec.whatwg.org/#concept-urlencoded-parser.
func referenceFormPairs(input string) []tuple {
	var out []tuple
	for _, bytes := range strings.Split(input, "&") {
		if bytes == "" {
			continue
		}
		name, value, _ := strings.Cut(bytes, "=")
		out = append(out, tuple{decodeFormComponent(name), decodeFormComponent(value)})
	}
	return out
}

// FuzzFormFast checks the one-pass form parser against the reference, and
// the UTF-8 serializer against the general one (which UTF-8 given as an
// encoding, rather than nil, selects).
func FuzzFormFast(f *testing.F) {
	for _, s := range []string{
		realisticQuery, "", "&", "a", "a=", "=b", "a=b=c", "a+b=%41%zz&&c=%C3%A9", "\xff=\xe0\x80", "é=ü+%2B",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		got, want := parseForm(input), referenceFormPairs(input)
		if len(got) != len(want) {
			t.Fatalf("parseForm(%q) = %q, want %q", input, got, want)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("parseForm(%q) = %q, want %q", input, got, want)
			}
		}
		// The parser's output is valid UTF-8; a list built by a program
		// may not be, which the UTF-8 serializer leaves to the general one.
		for _, list := range [][]tuple{got, {{input, input}}} {
			if s, want := serializeForm(list, nil), serializeForm(list, unicode.UTF8); s != want {
				t.Fatalf("serializeForm(%q) = %q, want %q", list, s, want)
			}
		}
	})
}
