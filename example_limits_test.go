// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/weburl/url"
)

// A service that takes URLs from clients sets a maximum input length once,
// and tells a long input by its error.
func ExampleParser_maxInputLength() {
	p := url.Parser{MaxInputLength: 2048}
	_, err := p.Parse("https://example.com/?q="+strings.Repeat("a", 4096), "")
	fmt.Println(errors.Is(err, url.ErrInputTooLong))
	u, err := p.Parse("https://example.com/?q=short", "")
	fmt.Println(u, err)
	// Output:
	// true
	// https://example.com/?q=short <nil>
}
