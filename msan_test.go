// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

//go:build msan

package url

// msanEnabled reports whether the tests run under MSAN (go test -msan).
const msanEnabled = true
