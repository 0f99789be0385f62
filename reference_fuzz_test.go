// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"testing"
)

// FuzzResolveReference checks that resolution equals the parser for any
// pair of strings: base.ResolveReference(Parse(input)) and
// base.Parse(input) give ParseWithBase(input, base), or fail where it
// fails; nothing panics; and MakeRelative, ResolveStrict and Equal hold up
// on the pair. The corpus is every input and base of urltestdata.json,
// each input paired with its own base and with a spread of others, so that
// every kind of base (web, file, generic, opaque) meets every kind of
// reference.
//
//	go test -run '^$' -fuzz FuzzResolveReference -fuzztime 3m
func FuzzResolveReference(f *testing.F) {
	pairs := wptPairs(f)
	bases := map[string]bool{}
	var inputs []string
	for _, c := range pairs {
		f.Add(c.base, c.input)
		bases[c.base] = true
		inputs = append(inputs, c.input)
	}
	for _, e := range loadWPT(f, "urltestdata.json") {
		if c, ok := e.(map[string]any); ok && c["failure"] != true {
			if _, hasBase := c["base"].(string); !hasBase {
				bases[c["input"].(string)] = true
			}
		}
	}
	i := 0
	for base := range bases {
		// Each base meets a few inputs from elsewhere in the file.
		for k := 0; k < 3; k++ {
			f.Add(base, inputs[(i*7+k*131)%len(inputs)])
		}
		i++
	}
	f.Fuzz(func(t *testing.T, base, input string) {
		if p := checkResolution(input, base); len(p) > 0 {
			t.Fatalf("%q against %q:\n%s", input, base, strings.Join(p, "\n"))
		}
		b, errB := Parse(base)
		v, errV := ParseWithBase(input, base)
		for _, u := range []*URL{b, v} {
			if u != nil {
				if p := checkOffsets(u); len(p) > 0 {
					t.Fatal(strings.Join(p, "\n"))
				}
			}
		}
		if errB != nil || errV != nil || !b.IsAbs() {
			return
		}
		if ref, err := Parse(input); err == nil {
			if p := checkOffsets(b.ResolveReference(ref)); len(p) > 0 {
				t.Fatalf("ResolveReference(%q, %q): %s", base, input, strings.Join(p, "\n"))
			}
		}
		// MakeRelative finds a reference that gives v back.
		r, ok := b.MakeRelative(v)
		if !ok {
			t.Fatalf("MakeRelative(%q, %q) found no reference", b, v)
		}
		if w, err := b.Parse(r); err != nil || !w.Equal(v) {
			t.Fatalf("MakeRelative(%q, %q) = %q, which parses as %v (%v)", b, v, r, w, err)
		}
		if len(r) > len(v.String()) {
			t.Fatalf("MakeRelative(%q, %q) = %q, longer than the href", b, v, r)
		}
		// Strict resolution never panics, and its result reads back.
		if ref, err := Parse(input); err == nil {
			if s, err := b.ResolveStrict(ref); err == nil {
				if p := checkOffsets(s); len(p) > 0 {
					t.Fatalf("ResolveStrict(%q, %q): %s", base, input, strings.Join(p, "\n"))
				}
				if again, err := Parse(s.String()); err == nil && again.String() != s.String() && again.isReference() {
					t.Fatalf("ResolveStrict(%q, %q) = %q, which Parse reads as %q", b, input, s, again)
				}
			}
		}
	})
}
