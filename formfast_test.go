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

// TestFormSerializeLong checks the UTF-8 serializer on lists too long for
// its stack buffer, which it writes into a buffer on the heap, against the
// general serializer.
func TestFormSerializeLong(t *testing.T) {
	long := strings.Repeat("a b/é*", 400) // 2800 bytes, 4400 serialized
	many := make([]tuple, 300)
	for i := range many {
		many[i] = tuple{"k" + strings.Repeat("%", i%7), strings.Repeat("v ", i%11)}
	}
	for _, c := range []struct {
		name string
		list []tuple
	}{
		// Many short pairs.
		{"many", many},
		// One name longer than the stack buffer, first.
		{"long-first", []tuple{{long, "x"}, {"a", "b"}}},
		// One value longer than the stack buffer, after pairs that fit.
		{"long-last", []tuple{{"a", "b"}, {"c", long}}},
		// Long pairs one after the other.
		{"long-long", []tuple{{long, long}, {long, ""}, {"", long}}},
		// Invalid UTF-8 after many pairs and in a long pair: U+FFFD for
		// each byte that is not part of a valid sequence.
		{"invalid-after-many", append(many[:len(many):len(many)], tuple{"\xff", "x"})},
		{"invalid-long", []tuple{{"a", "b"}, {long + "\xff", "x"}}},
		// Bytes from 0x80 that are valid UTF-8, in a short pair.
		{"utf8", []tuple{{"é", "ü€😀"}}},
	} {
		got, want := serializeForm(c.list, nil), serializeForm(c.list, unicode.UTF8)
		if got != want {
			t.Errorf("%s: serializeForm(list, nil) = %.80q..., want %.80q...", c.name, got, want)
		}
	}
}

// TestSearchParamsAllocs checks the allocations of NewSearchParams and
// String that docs/performance.md promises for a realistic query: the object, its
// list, one buffer for the decoded names and values, and the output.
func TestSearchParamsAllocs(t *testing.T) {
	skipInstrumented(t)
	allocs := testing.AllocsPerRun(100, func() {
		_ = NewSearchParams(realisticQuery).String()
	})
	if allocs > 4 {
		t.Errorf("NewSearchParams(realisticQuery).String(): %v allocations, want 4", allocs)
	}
}
