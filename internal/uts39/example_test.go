// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package uts39_test

import (
	"fmt"

	"github.com/weburl/url/internal/uts39"
)

// Check rates a label at the Moderately Restrictive level: one script, or
// Latin with one other script but Cyrillic and Greek. The second and third
// labels mix scripts, so their resolved script set is empty; "pаypal" has a
// Cyrillic "а".
func ExampleCheck() {
	for _, label := range []string{"bücher", "東京tokyo", "pаypal", "аррӏе"} {
		r, set := uts39.Check(label)
		fmt.Println(label, r == uts39.ModeratelyRestrictive, set.Scripts(2), uts39.ScriptsOf(label))
	}
	// Output:
	// bücher true [Latin] Latin
	// 東京tokyo true [] Han+Latin
	// pаypal false [] Latin+Cyrillic
	// аррӏе true [Cyrillic] Cyrillic
}

// A Cyrillic label that reads as Latin is shown in Unicode only under a
// TLD of a region where Cyrillic is in use.
func ExampleWholeScriptLatinConfusable() {
	s, ok := uts39.WholeScriptLatinConfusable("аррӏе")
	fmt.Println(s, ok, uts39.RegionTLD(s, "com"), uts39.RegionTLD(s, "ru"), uts39.RegionTLD(s, "рф"))
	// Output:
	// Cyrillic true false true true
}
