// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package origin_test

import (
	"testing"

	"github.com/weburl/url/internal/fixtures"
)

func TestMain(m *testing.M) { fixtures.Main(m) }
