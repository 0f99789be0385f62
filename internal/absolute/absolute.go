// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package absolute parses a string that must be an absolute URL, for the
// packages (canon, surt) that work only on those.
package absolute

import url "github.com/weburl/url"

// Parse parses s with url.Parse and returns notAbsolute for a reference:
// no scheme, or a special scheme with nothing the parser makes absolute
// ("http:foo"), which has no protocol (the URL API's getters are empty for
// it).
func Parse(s string, notAbsolute error) (*url.URL, error) {
	u, err := url.Parse(s)
	if err != nil {
		return nil, err
	}
	if u.Protocol() == "" {
		return nil, notAbsolute
	}
	return u, nil
}
