// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

// MustParse is like Parse but panics if the URL cannot be parsed, with the
// *Error that Parse returns. It simplifies the initialization of global
// variables and tests holding URLs known to be valid. net/url gains the
// same function in the release after Go 1.27 (golang/go#79946).
func MustParse(rawURL string) *URL {
	u, err := Parse(rawURL)
	if err != nil {
		panic(err)
	}
	return u
}
