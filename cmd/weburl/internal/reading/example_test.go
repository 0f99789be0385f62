// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package reading_test

import (
	"fmt"
	"strings"

	"github.com/weburl/url/cmd/weburl/internal/reading"
	"github.com/weburl/url/dataurl"
)

// A data: URL's MIME type (by default text/plain;charset=US-ASCII) and
// body length, as weburl parse writes them; the fragment is not part of
// the body.
func ExampleReadData() {
	for _, in := range []string{"data:,a%20b#frag", "data:;base64,a"} {
		d := reading.ReadData(reading.WebURL(in, "").URL)
		if d.DataError != "" {
			fmt.Println(in, "→ not base64:", strings.HasPrefix(d.DataError, dataurl.ErrBase64.Error()))
			continue
		}
		fmt.Println(in, "→", d.MIMEType, *d.BodyLength)
	}
	// Output:
	// data:,a%20b#frag → text/plain;charset=US-ASCII 3
	// data:;base64,a → not base64: true
}

// The viewer's preview: HTML is text, never markup.
func ExampleReadPreview() {
	p := reading.ReadPreview(reading.WebURL("data:text/html,<b>hi</b>", "").URL)
	fmt.Println(p.MIMEType, *p.Text, p.Image == "")
	// Output:
	// text/html <b>hi</b> true
}

// WebURL keeps the first MaxErrors validation errors and counts the rest.
func ExampleWebURL() {
	p := reading.WebURL("https://example.com/"+strings.Repeat("%", 150), "")
	fmt.Println(len(p.Errors), p.Errors[0].Type, p.Omitted)
	// Output:
	// 100 invalid-URL-unit 50
}

// Escape shows a right-to-left override, a NUL and a byte that is not
// UTF-8 for what they are; with lines set, a line feed stays one.
func ExampleEscape() {
	fmt.Println(reading.Escape("a\u202eb\x00\xff\n", false))
	fmt.Print(reading.Escape("a\tb\n", true))
	// Output:
	// a\u{202E}b\x00\xFF\x0A
	// a	b
}
