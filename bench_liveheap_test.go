// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"os"
	"runtime"
	"strconv"
	"sync"
	"testing"
)

// liveHeapEnv names the environment variable that makes the benchmarks of
// the kinds table and the request targets run beside a live heap of that
// many MiB (tools/bench.sh's live group sets it to 64): the collector then
// runs as it does in a service, which holds more than the benchmark's
// inputs. Without it the heap holds only the inputs, about 1 MiB, so that
// each collection comes after about 3 MiB of allocation, every few
// milliseconds, and its fixed costs (two pauses, the workers woken and
// parked) fall on few operations, in proportion to the bytes that each
// allocates.
const liveHeapEnv = "WEBURL_BENCH_LIVE_HEAP_MIB"

// liveHeap is that heap, built once per process by withLiveHeap.
var liveHeap struct {
	once    sync.Once
	entries []*liveEntry
}

// A liveEntry is an entry of a cache, as a service holds many: a key and
// a value of their own, and a link to another entry, as in a hash bucket.
// About one word in seven of such a heap is a pointer (three in an entry,
// its key and its value), and marking follows links across it rather than
// along it.
type liveEntry struct {
	key   string
	value []byte
	next  *liveEntry
}

// withLiveHeap builds the live heap that liveHeapEnv asks for, if it has
// not been built, with its pages warm, and collects garbage once, so that
// the first benchmark of the process does not pay for the heap's first
// marking. It fails b when the variable is not a number.
func withLiveHeap(b *testing.B) {
	v := os.Getenv(liveHeapEnv)
	if v == "" {
		return
	}
	mib, err := strconv.Atoi(v)
	if err != nil || mib < 0 {
		b.Fatalf("%s=%q: want a number of MiB", liveHeapEnv, v)
	}
	if mib == 0 {
		return
	}
	liveHeap.once.Do(func() {
		// An entry takes 48 bytes, its key 32 and its value 96: 176.
		n := mib << 20 / 176
		entries := make([]*liveEntry, n)
		key := make([]byte, 32)
		for i := range entries {
			copy(key, strconv.Itoa(i))
			entries[i] = &liveEntry{key: string(key), value: make([]byte, 96)}
		}
		// Each entry links to one far from it: a multiplicative step that
		// visits the entries in a scattered order.
		for i, e := range entries {
			e.next = entries[(uint64(i)*2654435761+1)%uint64(n)]
		}
		liveHeap.entries = entries
		// Then garbage, twice the heap, each of its pages written once
		// (the runtime does not clear memory fresh from the system, so a
		// page never written is never faulted in): the heap's pages are
		// then the process's already, as a running service's are, up to
		// more than the next collection lets the heap grow to. Without
		// it, the benchmarks would fault pages in as they allocate.
		var garbage [][]byte
		for range 2 * mib {
			chunk := make([]byte, 1<<20)
			for i := 0; i < len(chunk); i += 4096 {
				chunk[i] = 1
			}
			garbage = append(garbage, chunk)
		}
		runtime.KeepAlive(garbage)
		runtime.GC()
	})
}
