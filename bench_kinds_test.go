// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"runtime"
	"testing"

	"github.com/weburl/url/internal/benchsets"
)

// BenchmarkKindsTable parses and serializes each row of the README's kinds
// table (benchsets.Kinds: URLs one byte away from canonical form, and other
// kinds services meet), keeping the URL, beside net/url: the time ratio of
// each row is the table's first column. tools/bench.sh counts the same rows'
// instructions (and ada's, through ADA_BENCH). With liveHeapEnv set, it runs
// beside a live heap (see withLiveHeap).
func BenchmarkKindsTable(b *testing.B) {
	withLiveHeap(b)
	for _, k := range benchsets.Kinds {
		benchParseBeside(b, "kind="+k.Name, k.Input, true)
	}
}

// A setImpl is one implementation of an operation run over every input of
// a set: run returns false when it fails on an input that must not fail.
type setImpl struct {
	name string
	run  func(i int) bool
}

// benchSet runs each impl over the n inputs of a set, as sub-benchmarks
// name/impl=..., and reports the time, the allocations and the bytes per
// input (ns/URL, allocs/URL, B/URL); each op is one pass over the set.
func benchSet(b *testing.B, name string, n int, impls []setImpl) {
	for _, impl := range impls {
		b.Run(name+"/impl="+impl.name, func(b *testing.B) {
			if n == 0 {
				b.Skip("empty set")
			}
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			for b.Loop() {
				for i := range n {
					if !impl.run(i) {
						b.Fatalf("input %d failed", i)
					}
				}
			}
			runtime.ReadMemStats(&after)
			per := float64(b.N) * float64(n)
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/per, "ns/URL")
			b.ReportMetric(float64(after.Mallocs-before.Mallocs)/per, "allocs/URL")
			b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/per, "B/URL")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// loadWeb returns the web corpus, or skips b without it.
func loadWeb(b *testing.B) []string { return loadCorpus(b, "web-48k.txt") }
