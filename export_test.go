// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "testing"

// The test hooks: production code has constants, tests lower them here.

// setHrefLimit lowers the most bytes a URL's href may have (ErrTooLong)
// to n until the test ends, so that tests reach the limit with small
// inputs. Tests that call it must not run in parallel with others.
func setHrefLimit(t testing.TB, n int) {
	old := hrefLimit
	hrefLimit = n
	t.Cleanup(func() { hrefLimit = old })
}
