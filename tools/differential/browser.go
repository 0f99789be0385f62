// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

// browserClassifier classifies where a browser's URL parser (the oracle
// tools/chromium/oracle.js drives) differs from weburl, which follows the
// URL Standard. Its classes are reported, never allowed or failed.
type browserClassifier struct{}

func (browserClassifier) prepare([]diff) error { return nil }

func (browserClassifier) class(d diff) (string, string) {
	return op(d.req) + ": " + what(d), ""
}
