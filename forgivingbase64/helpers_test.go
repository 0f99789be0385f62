// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package forgivingbase64_test

import "math/rand/v2"

// randomInput returns up to maxLen code points of the base64 alphabet
// with up to three of the bytes of others put anywhere, and for one input
// in three up to two "=" at the end.
func randomInput(rng *rand.Rand, i, maxLen int, others string) []byte {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	b := make([]byte, rng.IntN(maxLen))
	for j := range b {
		b[j] = alphabet[rng.IntN(64)]
	}
	for range rng.IntN(4) {
		if len(b) > 0 {
			b[rng.IntN(len(b))] = others[rng.IntN(len(others))]
		}
	}
	if i%3 == 0 {
		b = append(b, "=="[:rng.IntN(3)]...)
	}
	return b
}
