// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package dataurl_test

import (
	"encoding/base64"
	"fmt"
	"io"
	neturl "net/url"
	"strings"
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/dataurl"
)

// benchBody returns n bytes of binary data, as an image's.
func benchBody(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i*7 + i>>8)
	}
	return b
}

// benchProcess runs Process on u as a sub-benchmark; bytes/s count n
// bytes of body as encoded in the URL.
func benchProcess(b *testing.B, name string, n int, u *url.URL) {
	b.Run(name, func(b *testing.B) {
		b.SetBytes(int64(n))
		b.ReportAllocs()
		for b.Loop() {
			if _, err := dataurl.Process(u); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkBase64Body compares Process on a base64 data: URL with
// encoding/base64's StdEncoding.DecodeString on its body alone, in the
// same run; bytes/s count the URL's bytes.
//
//	go test ./dataurl -run='^$' -bench=Body -count=3
func BenchmarkBase64Body(b *testing.B) {
	for _, n := range []int{4 << 10, 1 << 20} {
		enc := base64.StdEncoding.EncodeToString(benchBody(n))
		u := url.MustParse("data:image/png;base64," + enc)
		benchProcess(b, fmt.Sprintf("%dKiB/dataurl.Process", n>>10), len(enc), u)
		b.Run(fmt.Sprintf("%dKiB/dataurl.NewReader", n>>10), func(b *testing.B) {
			b.SetBytes(int64(len(enc)))
			b.ReportAllocs()
			for b.Loop() {
				r, err := dataurl.NewReader(u)
				if err != nil {
					b.Fatal(err)
				}
				io.Copy(io.Discard, struct{ io.Reader }{r})
			}
		})
		b.Run(fmt.Sprintf("%dKiB/base64.StdEncoding", n>>10), func(b *testing.B) {
			b.SetBytes(int64(len(enc)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := base64.StdEncoding.DecodeString(enc); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkPercentBody compares Process on a percent-encoded data: URL
// with net/url's PathUnescape on its body alone, in the same run; bytes/s
// count the URL's bytes.
func BenchmarkPercentBody(b *testing.B) {
	for _, n := range []int{4 << 10, 1 << 20} {
		// An SVG as pages inline it: text with its markup
		// percent-encoded.
		const svg = "%3Cpath%20d%3D%22M0%200h24v24H0z%22%20fill%3D%22none%22%2F%3E"
		enc := strings.Repeat(svg, n/len(svg)+1)[:n]
		enc = strings.TrimRight(enc, "%0123456789ABCDEF")
		u := url.MustParse("data:image/svg+xml," + enc)
		benchProcess(b, fmt.Sprintf("%dKiB/dataurl.Process", n>>10), len(enc), u)
		b.Run(fmt.Sprintf("%dKiB/neturl.PathUnescape", n>>10), func(b *testing.B) {
			b.SetBytes(int64(len(enc)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := neturl.PathUnescape(enc); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkSizes runs Process on base64 bodies from 64 KiB to 16 MiB:
// the time per byte stays flat, as a linear decoder's does.
func BenchmarkSizes(b *testing.B) {
	for _, n := range []int{64 << 10, 1 << 20, 16 << 20} {
		s := bigDataURL(n, true)
		u := url.MustParse(s)
		benchProcess(b, fmt.Sprintf("%dKiB", n>>10), len(s), u)
	}
}
