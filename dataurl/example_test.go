// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package dataurl_test

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/weburl/url"
	"github.com/weburl/url/dataurl"
)

// ProcessString reads a data: URL's MIME type and body.
func ExampleProcessString() {
	for _, s := range []string{
		"data:,Hello%2C%20World%21",
		"data:text/html;charset=utf-8;base64,PGI+aGk8L2I+",
		"data:image/svg+xml,<svg/onload=alert(1)>#frag",
	} {
		d, err := dataurl.ProcessString(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s %q\n", d.MIMEType, d.Body)
	}
	// Output:
	// text/plain;charset=US-ASCII "Hello, World!"
	// text/html;charset=utf-8 "<b>hi</b>"
	// image/svg+xml "<svg/onload=alert(1)>"
}

// Process takes a URL already parsed, and says why it fails.
func ExampleProcess() {
	u := url.MustParse("data:;base64,ab=c")
	_, err := dataurl.Process(u)
	fmt.Println(err)
	fmt.Println(errors.Is(err, dataurl.ErrBase64))
	// Output:
	// dataurl: "data:;base64,ab=c": body is not base64: forgivingbase64: "=" where no padding may be
	// true
}

// A Processor refuses a body longer than its limit before decoding it.
func ExampleProcessor() {
	p := dataurl.Processor{MaxBodySize: 4}
	_, err := p.ProcessString("data:,too%20long")
	fmt.Println(errors.Is(err, dataurl.ErrBodyTooLarge))
	// Output: true
}

// NewReader decodes the body as it is read, without holding it whole.
func ExampleNewReader() {
	u := url.MustParse("data:text/plain;base64,SGVsbG8sIHdvcmxkIQo=")
	r, err := dataurl.NewReader(u)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.MIMEType(), r.Size())
	io.Copy(os.Stdout, r)
	// Output:
	// text/plain 14
	// Hello, world!
}

// A service that serves the images users send as data: URLs refuses
// anything else, and the images that run script (SVG), as SECURITY.md
// says.
func Example_refuseScriptable() {
	for _, s := range []string{
		"data:image/png;base64,iVBORw0KGgo=",
		"data:image/svg+xml,<svg onload=alert(1)>",
		"data:text/html;a=1;a=2,<script>alert(1)</script>",
		"data:IMAGE/GIF ; BASE64,R0lGODlh",
	} {
		d, err := dataurl.Processor{MaxBodySize: 1 << 20}.ProcessString(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		m := d.MIMEType
		fmt.Println(m.Essence(), m.IsImage() && !m.IsScriptable())
	}
	// Output:
	// image/png true
	// image/svg+xml false
	// text/html false
	// image/gif true
}
