// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

//go:build !race && !asan && !msan

package idndisplay

// instrumented reports whether the tests run under -race, -asan or -msan,
// whose runtimes allocate beside the program.
const instrumented = false
