// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package legacyenc

import (
	"testing"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// TestRoundTrip decodes what each encoder writes for every scalar value
// with golang.org/x/text's decoder of the same encoding, whose tables come
// from an older copy of the same indexes: the code point comes back, but
// for U+2212, which the Japanese encoders read as U+FF0D, for what the
// encoders write as ASCII (¥, ‾), and in gb18030 and GBK for the code
// points x/text's copy lacks (foreign returns true for them): the
// user-defined areas mapped to Private Use code points, and the
// GB18030-2022 mappings of U+1E3F, U+9FB4 to U+9FBB and U+FE10 to U+FE19.
func TestRoundTrip(t *testing.T) {
	none := func(rune) bool { return false }
	gb2022 := func(r rune) bool {
		return 0xE000 <= r && r <= 0xF8FF || r == 0x1E3F || 0x9FB4 <= r && r <= 0x9FBB || 0xFE10 <= r && r <= 0xFE19
	}
	tests := []struct {
		name    string
		encode  func(rune) (Bytes, int)
		dec     encoding.Encoding
		foreign func(rune) bool
	}{
		{"Shift_JIS", ShiftJIS, japanese.ShiftJIS, none},
		{"EUC-JP", EUCJP, japanese.EUCJP, none},
		{"Big5", Big5, traditionalchinese.Big5, none},
		{"gb18030", func(r rune) (Bytes, int) { return GB18030(r, false) }, simplifiedchinese.GB18030, gb2022},
		{"GBK", func(r rune) (Bytes, int) { return GB18030(r, true) }, simplifiedchinese.GBK, gb2022},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := tt.dec.NewDecoder()
			encoded, foreign := 0, 0
			var dst [16]byte
			for r := rune(0); r <= utf8.MaxRune; r++ {
				if 0xD800 <= r && r <= 0xDFFF {
					continue
				}
				out, n := tt.encode(r)
				if n == 0 {
					continue
				}
				encoded++
				if n == 1 && out[0] < 0x80 || r == 0x2212 {
					continue
				}
				d.Reset()
				nDst, _, err := d.Transform(dst[:], out[:n], true)
				got, _ := utf8.DecodeRune(dst[:nDst])
				switch {
				case err == nil && got == r:
				case tt.foreign(r):
					foreign++
				default:
					t.Errorf("U+%04X: % X decodes as U+%04X (%v)", r, out[:n], got, err)
				}
			}
			t.Logf("%d code points encoded, %d of them decode otherwise in x/text's older index", encoded, foreign)
		})
	}
}
