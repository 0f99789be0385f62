// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	"errors"
	"fmt"

	"github.com/weburl/url"
)

// errForbidden is what checkOutbound returns for a URL it refuses.
var errForbidden = errors.New("forbidden destination")

// checkOutbound is an SSRF filter: it refuses URLs that are not http or
// https, and URLs whose host is an IP address in a loopback, private,
// link-local or unspecified range. It parses once, with the parser the
// request will be made from, and decides on the typed host; it never reads
// the host string with another parser. (A domain host still needs its
// resolved address checked when the connection is made: see SECURITY.md.)
func checkOutbound(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, errForbidden
	}
	switch u.HostKind() {
	case url.HostIPv4, url.HostIPv6:
		addr, _ := u.HostAddr()
		addr = addr.Unmap() // ::ffff:127.0.0.1 is 127.0.0.1
		if addr.IsLoopback() || addr.IsPrivate() || addr.IsLinkLocalUnicast() || addr.IsUnspecified() {
			return nil, errForbidden
		}
	case url.HostDomain:
		// Allowed here; the address it resolves to is checked when
		// connecting.
	default:
		return nil, errForbidden
	}
	return u, nil
}

// ExampleURL_HostAddr rejects loopback and private addresses however they
// are written: IPv4 shorthands, hexadecimal and octal parts, one 32-bit
// number, ideographic dots, percent-encoding, IPv4-mapped IPv6. The host
// is typed by the parser, so the filter never re-parses it. A relative
// reference, which Parse accepts as net/url does, has no scheme and is
// refused with the rest.
func ExampleURL_HostAddr() {
	for _, raw := range []string{
		"https://example.com/",
		"http://93.184.215.14/",
		"http://0x7f.1/",
		"http://2130706433/",
		"http://0177.0.0.1/",
		"http://127。0。0。1/",
		"http://%31%30.0.0.1/",
		"http://[::ffff:127.0.0.1]/",
		"http://[::1]/",
		"http://0/",
		"http://169.254.169.254/latest/meta-data/",
		"file:///etc/passwd",
		"//127.0.0.1/",
	} {
		u, err := checkOutbound(raw)
		if err != nil {
			fmt.Printf("%-42q rejected: %v\n", raw, err)
			continue
		}
		fmt.Printf("%-42q allowed: %s\n", raw, u)
	}
	// Output:
	// "https://example.com/"                     allowed: https://example.com/
	// "http://93.184.215.14/"                    allowed: http://93.184.215.14/
	// "http://0x7f.1/"                           rejected: forbidden destination
	// "http://2130706433/"                       rejected: forbidden destination
	// "http://0177.0.0.1/"                       rejected: forbidden destination
	// "http://127。0。0。1/"                        rejected: forbidden destination
	// "http://%31%30.0.0.1/"                     rejected: forbidden destination
	// "http://[::ffff:127.0.0.1]/"               rejected: forbidden destination
	// "http://[::1]/"                            rejected: forbidden destination
	// "http://0/"                                rejected: forbidden destination
	// "http://169.254.169.254/latest/meta-data/" rejected: forbidden destination
	// "file:///etc/passwd"                       rejected: forbidden destination
	// "//127.0.0.1/"                             rejected: forbidden destination
}

// ExampleURL_HostKind shows the kind of host the parser gives each URL.
func ExampleURL_HostKind() {
	for _, raw := range []string{
		"https://EXAMPLE.com/",
		"http://0x7f.1/",
		"http://[::ffff:127.0.0.1]/",
		"sc://opaque/",
		"file:///etc/passwd",
		"mailto:someone@example.com",
	} {
		u, err := url.Parse(raw)
		if err != nil {
			fmt.Println(err)
			continue
		}
		addr, isAddr := u.HostAddr()
		fmt.Printf("%-28s %-7v %q %v %v\n", raw, u.HostKind(), u.SerializedHost(), addr, isAddr)
	}
	// Output:
	// https://EXAMPLE.com/         domain  "example.com" invalid IP false
	// http://0x7f.1/               IPv4    "127.0.0.1" 127.0.0.1 true
	// http://[::ffff:127.0.0.1]/   IPv6    "[::ffff:7f00:1]" ::ffff:127.0.0.1 true
	// sc://opaque/                 opaque  "opaque" invalid IP false
	// file:///etc/passwd           empty   "" invalid IP false
	// mailto:someone@example.com   none    "" invalid IP false
}
