// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package validation_test

import (
	"errors"
	"fmt"

	"github.com/weburl/url"
	"github.com/weburl/url/validation"
)

// A failing parse wraps the validation error that made it fail.
func ExampleError() {
	_, err := url.Parse("https://[::1/")
	var ve validation.Error
	if errors.As(err, &ve) {
		fmt.Println(ve.Type == validation.IPv6Unclosed, ve.Offset, ve.Failure)
		fmt.Println(ve)
	}
	// Output:
	// true 12 true
	// IPv6-unclosed at byte 12: the IPv6 address has no closing bracket
}

func ExampleType_Message() {
	fmt.Println(validation.IPv4NonDecimalPart, "-", validation.IPv4NonDecimalPart.Message())
	// Output: IPv4-non-decimal-part - a part of the IPv4 address is octal or hexadecimal
}

func ExampleTypes() {
	types := validation.Types()
	fmt.Println(len(types), types[0], types[len(types)-1])
	// Output: 31 domain-to-ASCII file-invalid-Windows-drive-letter-host
}
