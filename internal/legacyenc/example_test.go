// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package legacyenc_test

import (
	"fmt"

	"github.com/weburl/url/internal/legacyenc"
)

// ShiftJIS writes Ⅰ (small roman numeral one) from the IBM extensions, not
// from the NEC duplicates at pointers 8272 to 8835.
func ExampleShiftJIS() {
	out, n := legacyenc.ShiftJIS('ⅰ')
	fmt.Printf("% X\n", out[:n])
	// Output: FA 40
}

// EUCJP encodes index jis0208 only: ¦ is in JIS X 0212, so it is an error.
func ExampleEUCJP() {
	out, n := legacyenc.EUCJP('ⅰ')
	fmt.Printf("% X\n", out[:n])
	_, n = legacyenc.EUCJP('¦')
	fmt.Println(n)
	// Output:
	// FC F1
	// 0
}

// Big5 takes the first pointer of ╭, and the last of ═.
func ExampleBig5() {
	for _, r := range "╭═" {
		out, n := legacyenc.Big5(r)
		fmt.Printf("% X\n", out[:n])
	}
	// Output:
	// A2 7E
	// F9 F9
}

// GB18030 writes 龴 as two bytes of GB18030-2022, U+10000 as four, and in
// GBK fails on U+10000.
func ExampleGB18030() {
	out, n := legacyenc.GB18030('龴', false)
	fmt.Printf("% X\n", out[:n])
	out, n = legacyenc.GB18030(0x10000, false)
	fmt.Printf("% X\n", out[:n])
	_, n = legacyenc.GB18030(0x10000, true)
	fmt.Println(n)
	// Output:
	// FE 59
	// 90 30 81 30
	// 0
}

// JIS0208Pointer is the first pointer of a code point in index jis0208.
func ExampleJIS0208Pointer() {
	fmt.Println(legacyenc.JIS0208Pointer('ⅰ'))
	// Output: 8634 true
}

// ISO2022JPKatakana maps halfwidth katakana to their full-width forms.
func ExampleISO2022JPKatakana() {
	fmt.Printf("%c %c\n", legacyenc.ISO2022JPKatakana('ｱ'), legacyenc.ISO2022JPKatakana('ﾞ'))
	// Output: ア ゛
}
