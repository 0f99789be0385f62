// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	"errors"
	"fmt"
	"github.com/weburl/url/validation"

	"golang.org/x/text/encoding/htmlindex"

	"github.com/weburl/url"
)

func ExampleParse() {
	u, err := url.Parse("HTTPS://EXAMPLE.com:443/a/./b/../c d?x=1#frag")
	if err != nil {
		panic(err)
	}
	fmt.Println(u)
	fmt.Println(u.Scheme, u.Host, u.Path, u.RawQuery, u.Fragment)
	// Output:
	// https://example.com/a/c%20d?x=1#frag
	// https example.com /a/c d x=1 frag
}

func ExampleParseWithBase() {
	u, err := url.ParseWithBase("../img/logo.png?v=2", "https://example.com/docs/guide/index.html")
	if err != nil {
		panic(err)
	}
	fmt.Println(u)
	// Output:
	// https://example.com/docs/img/logo.png?v=2
}

func ExampleURL_Parse() {
	base, _ := url.Parse("http://example.com/a/b")
	for _, ref := range []string{"c", "/d", "//other.example/e", "?q", "#f", "\\\\evil.example\\x"} {
		u, _ := base.Parse(ref)
		fmt.Println(u)
	}
	// Output:
	// http://example.com/a/c
	// http://example.com/d
	// http://other.example/e
	// http://example.com/a/b?q
	// http://example.com/a/b#f
	// http://evil.example/x
}

func ExampleCanParse() {
	fmt.Println(url.CanParse("https://example.com/", ""))
	fmt.Println(url.CanParse("/path", ""))
	fmt.Println(url.CanParse("/path", "https://example.com/"))
	// Output:
	// true
	// false
	// true
}

func ExampleParse_error() {
	_, err := url.Parse("https://example.com:99999/")
	fmt.Println(err)
	var ve validation.Error
	if errors.As(err, &ve) {
		fmt.Println(ve.Type, ve.Offset, ve.Type == validation.PortOutOfRange)
		fmt.Println(ve.Type.Message())
	}
	// Output:
	// parse "https://example.com:99999/": port-out-of-range at byte 20: the port is over 65535
	// port-out-of-range 20 true
	// the port is over 65535
}

func ExampleValidate() {
	for _, e := range url.Validate("https://user@example.com\\path", "") {
		fmt.Println(e.Type, e.Offset, e.Failure)
	}
	// Output:
	// invalid-credentials 12 false
	// invalid-reverse-solidus 24 false
}

func ExampleParser() {
	// A page in windows-1252 links to a URL with a query: the query is
	// encoded in the page's encoding, the path and fragment in UTF-8.
	enc, _ := htmlindex.Get("windows-1252")
	u, err := url.Parser{Encoding: enc}.Parse("/café?q=café#café", "http://example.com/")
	if err != nil {
		panic(err)
	}
	fmt.Println(u)
	// Output:
	// http://example.com/caf%C3%A9?q=caf%E9#caf%C3%A9
}

func ExampleURL_Hostname() {
	u, _ := url.Parse("http://[::1]:8080/")
	// Hostname and Port keep net/url's meaning, for net.JoinHostPort and
	// netip.ParseAddr; SerializedHost is the standard's hostname.
	fmt.Println(u.Hostname(), u.Port(), u.SerializedHost(), u.Host)
	// Output:
	// ::1 8080 [::1] [::1]:8080
}

func ExampleURL_SetPathname() {
	u, _ := url.Parse("https://example.com/old?q=1#top")
	u.SetPathname("/new path/./x/../y")
	u.SetHost("EXAMPLE.org:443")
	u.SetHash("")
	fmt.Println(u)
	// Output:
	// https://example.org/new%20path/y?q=1
}

func ExampleURL_Origin() {
	u, _ := url.Parse("https://user:pass@example.com:8443/path?q#f")
	fmt.Println(u.Origin())
	// Output:
	// https://example.com:8443
}

func ExampleDomainToASCII() {
	ascii, _ := url.DomainToASCII("Bücher.example", false)
	unicode, _ := url.DomainToUnicode(ascii)
	fmt.Println(ascii, unicode)
	// Output:
	// xn--bcher-kva.example bücher.example
}
