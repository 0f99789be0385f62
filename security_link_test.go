// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	"github.com/weburl/url"
	"github.com/weburl/url/httpurl"
	"github.com/weburl/url/idndisplay"
)

// The rows of SECURITY.md's differential table that show a URL to a
// person use package idndisplay, and those that show a redirect's
// Location package httpurl; both import this package.
func init() {
	url.DisplayURL = idndisplay.URL
	url.SafeRedirect = func(base *url.URL, target string) (string, error) {
		return httpurl.SafeRedirect(base, target)
	}
}
