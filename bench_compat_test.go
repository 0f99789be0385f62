// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	neturl "net/url"
	"testing"

	"github.com/weburl/url/internal/benchsets"
)

// keptRequestURL is where the request-URI benchmarks keep each URL, as an
// http.Request keeps its URL.
var keptRequestURL *neturl.URL

// BenchmarkRequestURI parses the request targets an HTTP server reads from
// its request line (benchsets.RequestURIs: the paths and queries of the web
// corpus and API-style targets, 2,000 of them), keeping each URL as a
// request does: weburl Parse and ParseInto beside net/url's Parse and
// ParseRequestURI. Issue 28 bounds Parse at 0.8x net/url Parse and 1.0x
// ParseRequestURI, in one allocation, and ParseInto at none. With
// liveHeapEnv set, it runs beside a live heap (see withLiveHeap).
func BenchmarkRequestURI(b *testing.B) {
	withLiveHeap(b)
	targets := benchsets.RequestURIs(loadWeb(b), benchsets.RequestURISetSize)
	var into URL
	benchSet(b, "set=requesturi", len(targets), []setImpl{
		{"weburl", func(i int) bool {
			u, err := Parse(targets[i])
			keptURL = u
			return err == nil && u.Path != ""
		}},
		{"weburl-into", func(i int) bool {
			return ParseInto(&into, targets[i]) == nil && into.Path != ""
		}},
		{"net-url", func(i int) bool {
			u, err := neturl.Parse(targets[i])
			keptRequestURL = u
			return err == nil && u.Path != ""
		}},
		{"net-url-requesturi", func(i int) bool {
			u, err := neturl.ParseRequestURI(targets[i])
			keptRequestURL = u
			return err == nil && u.Path != ""
		}},
	})
}
