// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	neturl "net/url"
	"strings"
	"testing"
)

// benchEscaped are the inputs of BenchmarkUnescape: a path segment with a
// few escapes, a query value with '+' and escapes, and 64 KiB of text
// with its markup escaped, as a data: URL's body.
var benchEscaped = []struct{ name, s string }{
	{"segment", "caf%C3%A9%20au%20lait"},
	{"query", "golang+url%3Aparsing+%22quoted%22+and+more"},
	{"64KiB", strings.Repeat("%3Cpath%20d%3D%22M0%200h24v24H0z%22%2F%3E", 64<<10/41)},
}

// BenchmarkUnescape runs PathUnescape and QueryUnescape beside net/url's.
func BenchmarkUnescape(b *testing.B) {
	for _, in := range benchEscaped {
		for _, f := range []struct {
			name string
			fn   func(string) (string, error)
		}{
			{"PathUnescape", PathUnescape},
			{"net-url-PathUnescape", neturl.PathUnescape},
			{"QueryUnescape", QueryUnescape},
			{"net-url-QueryUnescape", neturl.QueryUnescape},
		} {
			b.Run(in.name+"/"+f.name, func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(in.s)))
				for b.Loop() {
					if _, err := f.fn(in.s); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkDecodePath parses URLs whose path and fragment Parse decodes
// into Path and Fragment (and so computes net/url's RawPath hint), beside
// net/url's Parse.
func BenchmarkDecodePath(b *testing.B) {
	for _, in := range []struct{ name, s string }{
		{"short", "https://example.com/caf%C3%A9/a%20b?q#fr%C3%A9"},
		{"raw", "https://example.com/a%2fb/%7e/c;d#x%20y"},
		{"64KiB", "https://example.com/" + benchEscaped[2].s},
		{"invalid-UTF-8", "https://example.com/" + strings.Repeat("%EF%BF%BD", 64<<10/9)},
	} {
		b.Run(in.name+"/Parse", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(in.s)))
			for b.Loop() {
				if _, err := Parse(in.s); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(in.name+"/net-url-Parse", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(in.s)))
			for b.Loop() {
				if _, err := neturl.Parse(in.s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
