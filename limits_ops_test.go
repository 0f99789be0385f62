// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/url/internal/fixtures"
)

// opsMemorySizes are the input sizes of TestMemoryPerInputByteOps, in MiB:
// a bound that holds at one size and not at eight times it (a list grown
// by append, a copy per level) shows between them.
var opsMemorySizes = []int{1, 8, 64}

// TestMemoryPerInputByteOps gives Validate, SearchParams().Append,
// ResolveReference and RedactSecrets an input of 1 and 8 MiB of each of
// memoryUnits, and of the bytes that make the parser report a validation
// error at each of them, and of 64 MiB (only without -short) of invalid
// UTF-8 and of backslashes, and checks that each
// allocates at most maxBytesPerInput bytes per input byte. The input's own
// parse is not counted where the operation takes a URL.
func TestMemoryPerInputByteOps(t *testing.T) {
	skipMemoryUnderSanitizers(t)
	units := append(memoryUnits[:len(memoryUnits):len(memoryUnits)],
		struct{ name, unit string }{"backslash", "\\"}, // an error at each byte
		struct{ name, unit string }{"percent", "%"},    // likewise
	)
	base := MustParse("https://h.example/a/b?x=1")
	ops := []struct {
		name string
		// prepare returns the operation on s, with whatever it needs
		// parsed already, or nil when s is no input for it.
		prepare func(s string) func()
		// over names the units the operation is known to allocate more
		// for, each with its reason; such a unit that passes fails the test.
		over map[string]string
	}{
		{name: "Validate", prepare: func(s string) func() {
			s = "http://h/" + s
			return func() { Validate(s, "") }
		}},
		{name: "SearchParams.Append", prepare: func(s string) func() {
			u := MustParse("https://h.example/?a=1#f")
			u.SearchParams()
			return func() { v := *u; v.SearchParams().Append("b", s) }
		}},
		{name: "ResolveReference path", prepare: refOp(base, "")},
		{name: "ResolveReference query", prepare: refOp(base, "?")},
		{name: "ResolveReference fragment", prepare: refOp(base, "#")},
		{name: "ResolveReference authority", prepare: refOp(base, "//h.example/")},
		{name: "RedactSecrets password and token", prepare: func(s string) func() {
			u := MustParse("https://u:pw@h.example/?token=" + s + "&a=1")
			return func() { _ = u.RedactSecrets() }
		}},
		{name: "Parse connection string", prepare: func(s string) func() {
			s = "postgres://a:1,b:2" + s // several hosts: net/url's reading
			return func() { Parse(s) }
		}},
		{name: "Parse connection string path", prepare: func(s string) func() {
			s = "postgres://a:1,b:2/" + s // several hosts: net/url's reading
			return func() { Parse(s) }
		}},
		{name: "String connection string", prepare: netStringOp("postgres://a:1,b:2")},
		{name: "String connection string path", prepare: netStringOp("postgres://a:1,b:2/")},
		{name: "RedactSecrets nested", prepare: func(s string) func() {
			u := MustParse("https://h.example/?next=" + s + "&code=1")
			return func() { _ = u.RedactSecrets() }
		}},
	}
	for _, mib := range opsMemorySizes {
		if mib > 8 && testing.Short() {
			continue
		}
		for _, op := range ops {
			for _, mu := range units {
				if mib > 8 && mu.name != "invalid UTF-8" && mu.name != "backslash" {
					continue // the two longest: the others scale as at 8 MiB
				}
				t.Run(strconv.Itoa(mib)+"MiB/"+op.name+"/"+mu.name, func(t *testing.T) {
					s := strings.Repeat(mu.unit, mib<<20/len(mu.unit))
					f := op.prepare(s)
					f() // once before, so that lazily made tables are not counted
					n := float64(fixtures.BytesAllocated(f))
					per := n / float64(len(s))
					limit := float64(maxBytesPerInput) + float64(memorySlack)/float64(len(s))
					reason, known := op.over[mu.name]
					switch {
					case per > limit && known:
						t.Logf("%.2f bytes allocated per input byte, over %d: a known failure (%s)", per, maxBytesPerInput, reason)
					case per > limit:
						t.Errorf("%.2f bytes allocated per input byte, want at most %d", per, maxBytesPerInput)
					case known:
						t.Errorf("%.2f bytes allocated per input byte, within %d: remove the known failure (%s)", per, maxBytesPerInput, reason)
					}
				})
			}
		}
	}
}

// netStringOp returns the operation String on the parse of prefix and
// the input, which for a prefix with several hosts is net/url's reading.
func netStringOp(prefix string) func(s string) func() {
	return func(s string) func() {
		u, err := Parse(prefix + s)
		if err != nil {
			return func() {}
		}
		return func() { _ = u.String() }
	}
}

// refOp returns the operation base.ResolveReference(r), r the parse of
// prefix and the input.
func refOp(base *URL, prefix string) func(s string) func() {
	return func(s string) func() {
		r, err := Parse(prefix + s)
		if err != nil {
			return func() {}
		}
		return func() { base.ResolveReference(r) }
	}
}
