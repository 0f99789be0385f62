// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	"fmt"

	"github.com/weburl/url"
)

// A package-level URL known to be valid.
var apiBase = url.MustParse("https://API.example.com:443/v1/")

func ExampleMustParse() {
	fmt.Println(apiBase)
	fmt.Println(apiBase.JoinPath("users", "42"))
	// Output:
	// https://api.example.com/v1/
	// https://api.example.com/v1/users/42
}
