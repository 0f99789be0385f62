// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

// Version is the version of this module, as its release tag names it; a
// build between releases says "-dev" after the version it leads to. The
// weburl command prints it with -version.
const Version = "v0.1.0-dev"
