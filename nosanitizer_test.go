// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

//go:build !asan && !msan

package url

// sanitizerEnabled reports whether the tests run under -asan or -msan,
// whose runtimes allocate beside the program.
const sanitizerEnabled = false
