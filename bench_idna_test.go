// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"fmt"
	neturl "net/url"
	"strings"
	"testing"
)

// idnaHostShapes are hosts of a given size in labels of one shape: ASCII
// (no UTS #46 work beyond lower-casing), "bücher." (short labels that
// need mapping and Punycode), and labels of 1000 distinct CJK ideographs
// (the longest label that may be encoded, the worst case for an encoder
// quadratic in the label).
var idnaHostShapes = []struct {
	name, unit string
}{
	{"ascii", "bucher."},
	{"bücher", "bücher."},
	{"cjk1000", distinctCJK(1000) + "."},
}

// idnaHost returns a host of about size bytes made of unit, ending in
// "com".
func idnaHost(unit string, size int) string {
	return strings.Repeat(unit, max(1, size/len(unit))) + "com"
}

// BenchmarkIDNAHost parses http://<host>/ for hosts of 1 KiB to 1 MiB of
// each shape, beside net/url (which does no IDNA processing: it only
// checks the host's bytes). ns/op divided by the size is the cost per
// byte; allocs/op shows whether allocations grow with the number of
// labels.
func BenchmarkIDNAHost(b *testing.B) {
	for _, sh := range idnaHostShapes {
		for _, size := range []int{1 << 10, 64 << 10, 1 << 20} {
			in := "http://" + idnaHost(sh.unit, size) + "/"
			b.Run(fmt.Sprintf("%s/%dKiB/weburl", sh.name, size>>10), func(b *testing.B) {
				b.SetBytes(int64(len(in)))
				b.ReportAllocs()
				for b.Loop() {
					if _, err := Parse(in); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run(fmt.Sprintf("%s/%dKiB/net-url", sh.name, size>>10), func(b *testing.B) {
				b.SetBytes(int64(len(in)))
				b.ReportAllocs()
				for b.Loop() {
					if _, err := neturl.Parse(in); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
