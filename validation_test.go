// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"github.com/weburl/url/validation"
	"sort"
	"testing"
)

// TestOrigOffsetOrder checks origOffset, which starts each search where
// the last one ended, against a binary search over all the removed bytes,
// for offsets asked in increasing, decreasing and mixed order.
func TestOrigOffsetOrder(t *testing.T) {
	// Removed bytes at 0, 1, 5, 6, 7, 20 and 21 of the caller's input.
	removed := []int{0, 1, 5, 6, 7, 20, 21}
	p := &urlParser{onErr: func(validation.Error) {}, removed: removed, trimStart: 0}
	want := func(x int) int { return x + sort.Search(len(removed), func(k int) bool { return removed[k]-k > x }) }
	for _, order := range [][]int{
		{0, 1, 2, 3, 4, 5, 10, 12, 13, 14, 15, 30}, // increasing
		{30, 15, 14, 13, 12, 5, 3, 2, 1, 0},        // decreasing
		{3, 14, 0, 13, 2, 30, 1, 12, 13, 4},        // mixed
	} {
		for _, at := range order {
			if got := p.origOffset(at); got != want(at) {
				t.Errorf("origOffset(%d) = %d, want %d (order %v)", at, got, want(at), order)
			}
		}
	}
}
