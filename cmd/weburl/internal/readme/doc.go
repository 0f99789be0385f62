// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package readme holds, as runnable examples, every Go snippet of the
// repository's README.md: TestREADME checks that each ```go block of the
// README is the body of one of the examples, which go test runs and
// checks against their // Output: comments.
package readme
