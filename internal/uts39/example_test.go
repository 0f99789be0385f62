// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package uts39_test

import (
	"fmt"

	"github.com/weburl/url/internal/uts39"
)

// Level rates a label: one script, or Latin with one other Recommended
// script but Cyrillic and Greek, meets the Moderately Restrictive level.
// "pаypal" has a Cyrillic "а"; "ꓮpple" a Lisu "ꓮ", a script outside the
// identifier profile.
func ExampleLevel() {
	for _, label := range []string{"bücher", "東京tokyo", "abcกขค", "pаypal", "аррӏе", "ꓮpple"} {
		level, set := uts39.Level(label)
		fmt.Printf("%s: %v %v %s\n", label, level, set.Scripts(2), uts39.ScriptsOf(label))
	}
	// Output:
	// bücher: Single Script [Latin] Latin
	// 東京tokyo: Highly Restrictive [] Han+Latin
	// abcกขค: Moderately Restrictive [] Latin+Thai
	// pаypal: Minimally Restrictive [] Latin+Cyrillic
	// аррӏе: Single Script [Cyrillic] Cyrillic
	// ꓮpple: Unrestricted [] Lisu+Latin
}

// A Cyrillic label that reads as Latin is shown in Unicode only under a
// TLD of a region where Cyrillic is in use.
func ExampleReadsAsLatin() {
	fmt.Println(uts39.ReadsAsLatin("аррӏе"), uts39.ReadsAsLatin("gıthub"), uts39.ReadsAsLatin("bücher"))
	_, set := uts39.Level("аррӏе")
	cyrillic := set.Scripts(1)[0]
	fmt.Println(cyrillic, uts39.RegionTLD(cyrillic, "com"), uts39.RegionTLD(cyrillic, "ru"), uts39.RegionTLD(cyrillic, "рф"))
	// Output:
	// true true false
	// Cyrillic false true true
}
