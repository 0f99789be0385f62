// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package percent_test

import (
	"fmt"

	"github.com/weburl/url/internal/percent"
)

// Decode decodes as far as dst has room; the next call reads the rest.
func ExampleDecode() {
	s := "caf%C3%A9+au%20lait%2"
	chunk := make([]byte, 4)
	var out []byte
	for s != "" {
		read, written := percent.Decode(chunk, s, true)
		out = append(out, chunk[:written]...)
		s = s[read:]
	}
	fmt.Printf("%q\n", out)
	// Output: "café au lait%2"
}

func ExampleDecodedLen() {
	fmt.Println(percent.DecodedLen("a%20b%zz"))
	// Output: 6
}

func ExampleIndex() {
	fmt.Println(percent.Index("100% sure%3F"), percent.Index("100%"))
	// Output: 9 -1
}
