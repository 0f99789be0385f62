// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	"github.com/weburl/url"
	"github.com/weburl/url/idndisplay"
)

// The rows of SECURITY.md's differential table that show a URL to a
// person use package idndisplay, which imports this package.
func init() { url.DisplayURL = idndisplay.URL }
