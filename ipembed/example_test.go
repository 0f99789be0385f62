// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package ipembed_test

import (
	"fmt"
	"net/netip"

	"github.com/weburl/url"
	"github.com/weburl/url/ipembed"
)

// ExampleIPv4 finds the IPv4 address inside IPv6 addresses of each form;
// netip's predicates see none of them.
func ExampleIPv4() {
	for _, s := range []string{
		"::ffff:127.0.0.1",
		"::7f00:1",
		"64:ff9b::a9fe:a9fe",
		"2002:a00:1::",
		"2001:0:4136:e378:8000:63bf:5601:5601",
		"64:ff9b:1::7f00:1",
		"::1",
	} {
		a := netip.MustParseAddr(s)
		v4, ok := ipembed.IPv4(a)
		fmt.Printf("%-38s loopback/private %-5v embeds %v %v\n", s, a.IsLoopback() || a.IsPrivate(), v4, ok)
	}
	// Output:
	// ::ffff:127.0.0.1                       loopback/private true  embeds 127.0.0.1 true
	// ::7f00:1                               loopback/private false embeds 127.0.0.1 true
	// 64:ff9b::a9fe:a9fe                     loopback/private false embeds 169.254.169.254 true
	// 2002:a00:1::                           loopback/private false embeds 10.0.0.1 true
	// 2001:0:4136:e378:8000:63bf:5601:5601   loopback/private false embeds 169.254.169.254 true
	// 64:ff9b:1::7f00:1                      loopback/private false embeds invalid IP false
	// ::1                                    loopback/private true  embeds invalid IP false
}

// ExampleIPv4_urlHost reads the IPv4 address a URL's IPv6 host carries,
// as the parser serialized it.
func ExampleIPv4_urlHost() {
	u, _ := url.Parse("http://[::127.0.0.1]/")
	a, _ := u.HostAddr()
	v4, ok := ipembed.IPv4(a)
	fmt.Println(u.Host, v4, ok)
	// Output:
	// [::7f00:1] 127.0.0.1 true
}

// ExampleTeredoServer reads both IPv4 addresses of RFC 4380's example
// Teredo address: the server's, and the client's that packets go to.
func ExampleTeredoServer() {
	a := netip.MustParseAddr("2001:0:4136:e378:8000:63bf:3fff:fdd2")
	server, _ := ipembed.TeredoServer(a)
	client, _ := ipembed.IPv4(a)
	fmt.Println(server, client)
	// Output:
	// 65.54.227.120 192.0.2.45
}

// ExampleNAT64IPv4 decodes addresses under a network's own NAT64 prefix,
// whose length fixes where the IPv4 address sits (RFC 6052 §2.2).
func ExampleNAT64IPv4() {
	pref := netip.MustParsePrefix("2001:db8:122::/48")
	a := netip.MustParseAddr("2001:db8:122:c000:2:2100::")
	v4, ok := ipembed.NAT64IPv4(a, pref)
	fmt.Println(v4, ok)
	// Output:
	// 192.0.2.33 true
}

// ExampleNAT64Address synthesizes the addresses a DNS64 server gives for
// 192.0.2.33 under prefixes of two lengths (RFC 6052 §2.4's examples).
func ExampleNAT64Address() {
	for _, p := range []string{"2001:db8:122::/48", "64:ff9b::/96"} {
		a, ok := ipembed.NAT64Address(netip.MustParsePrefix(p), netip.MustParseAddr("192.0.2.33"))
		fmt.Println(a, ok)
	}
	// Output:
	// 2001:db8:122:c000:2:2100:: true
	// 64:ff9b::c000:221 true
}
