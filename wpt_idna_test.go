// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"fmt"
	"testing"
)

// The IDNA fixtures (IdnaTestV2.json, toascii.json) follow UTS #46 at the
// Unicode version of the WPT snapshot. The domain parser runs on this
// package's tables at UnicodeVersion with every Go release, so no case is a
// known failure for a table version; a case that the fixtures decide
// otherwise than UnicodeVersion's data is listed in idnaFixtureDecidesOlder
// with its code point and status, a known failure (which fails the test
// when it passes).

// idnaFixtureDecidesOlder maps the inputs of IdnaTestV2.json cases (with
// comment V7) that follow an
// older Unicode version than UnicodeVersion to why Unicode 18 decides
// otherwise. The WPT snapshot's IdnaTestV2.json was generated before
// Unicode 18.0.0, which assigned U+3E8AC (in the block Seal) and made it
// valid.
var idnaFixtureDecidesOlder = map[string]string{
	"\U0003e8ac\u3002\u0729\u3002\ucbd95":             "U+3E8AC is valid in Unicode 18.0.0 (block Seal); the fixture has it unassigned",
	"\U0003e8ac\u3002\u0729\u3002\u110d\u1173\u11ac5": "U+3E8AC is valid in Unicode 18.0.0 (block Seal); the fixture has it unassigned",
}

func init() {
	for input, reason := range idnaFixtureDecidesOlder {
		wptKnownFailures[fmt.Sprintf("ToASCII(%q) V7", input)] = "the fixture predates Unicode " + UnicodeVersion + ": " + reason
	}
}

// TestIDNATableVersion logs the Unicode version of the IDNA tables, the
// same with every Go release.
func TestIDNATableVersion(t *testing.T) {
	if UnicodeVersion != "18.0.0" {
		t.Errorf("UnicodeVersion = %q; the docs and the golden file say 18.0.0", UnicodeVersion)
	}
	t.Logf("IDNA tables: Unicode %s", UnicodeVersion)
}
