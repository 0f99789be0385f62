// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"testing"

	"github.com/weburl/url/internal/fixtures"
)

// TestIDNAMemoryFullWidth gives the domain parser hosts of 1 and 8 MiB of
// full-width letters (each maps to an ASCII letter through the general
// path of UTS #46), and of letters beyond ASCII that need the general path
// (a capital letter and a combining mark), and checks that DomainToASCII,
// IDNA's share of Parse and the host setters, allocates at most
// maxBytesPerInput bytes per byte of the host. Parse, SetHost and
// SetHostname are logged beside it.
func TestIDNAMemoryFullWidth(t *testing.T) {
	skipMemoryUnderSanitizers(t)
	if testing.Short() {
		t.Skip("8 MiB hosts; skipped under -short")
	}
	base, err := Parse("https://www.example.com/")
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range []int{1 << 20, 8 << 20} {
		for _, unit := range []string{"ａｂｃ．", "ＡＢＣ", "Éé\u0301."} {
			host := strings.Repeat(unit, size/len(unit))
			DomainToASCII(host, false)
			n := fixtures.BytesAllocated(func() { DomainToASCII(host, false) })
			perByte := float64(n) / float64(len(host))
			if n > maxBytesPerInput*uint64(len(host))+memorySlack {
				t.Errorf("DomainToASCII of %d bytes of %+q: %.2f bytes allocated per byte, want at most %d", len(host), unit, perByte, maxBytesPerInput)
			}
			parse := fixtures.BytesAllocated(func() { Parse("https://" + host + "/") })
			setHost := fixtures.BytesAllocated(func() { u := *base; u.SetHost(host) })
			setHostname := fixtures.BytesAllocated(func() { u := *base; u.SetHostname(host) })
			t.Logf("%d bytes of %+q: DomainToASCII %.2f, Parse %.2f, SetHost %.2f, SetHostname %.2f bytes per byte", len(host), unit,
				perByte, float64(parse)/float64(len(host)), float64(setHost)/float64(len(host)), float64(setHostname)/float64(len(host)))
		}
	}
}
