// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	"errors"
	"fmt"
	"net"
	"net/netip"
	"syscall"

	"github.com/weburl/url"
	"github.com/weburl/url/httpurl"
	"github.com/weburl/url/idndisplay"
	"github.com/weburl/url/ipembed"
)

// A URL never holds its scheme's default port (Port is "" for
// https://example.com:443/), so a dialer asks DefaultPort for it.
func ExampleDefaultPort() {
	for _, s := range []string{"https://example.com:443/", "http://example.com:8080/", "wss://example.com/", "file:///etc/hosts", "redis://cache/0"} {
		u := url.MustParse(s)
		port := u.Port()
		if port == "" {
			port = url.DefaultPort(u.Scheme)
		}
		if port == "" {
			fmt.Printf("%s: no port\n", u)
			continue
		}
		fmt.Printf("%s: dial %s\n", u, net.JoinHostPort(u.Hostname(), port))
	}
	// Output:
	// https://example.com/: dial example.com:443
	// http://example.com:8080/: dial example.com:8080
	// wss://example.com/: dial example.com:443
	// file:///etc/hosts: no port
	// redis://cache/0: no port
}

// A package-level URL known to be valid.
var apiBase = url.MustParse("https://API.example.com:443/v1/")

func ExampleMustParse() {
	fmt.Println(apiBase)
	fmt.Println(apiBase.JoinPath("users", "42"))
	// Output:
	// https://api.example.com/v1/
	// https://api.example.com/v1/users/42
}

// ParseInto reuses one URL for a stream of URLs: for those already in
// canonical form, nothing is allocated.
func ExampleParseInto() {
	var u url.URL
	hosts := map[string]int{}
	for _, s := range []string{
		"https://example.com/a?x=1",
		"https://example.com/b",
		"HTTP://Example.COM:80/c/../d", // not canonical: parsed as Parse does
		"https://other.example/",
	} {
		if err := url.ParseInto(&u, s); err != nil {
			fmt.Println(err)
			continue
		}
		hosts[u.Host]++
		fmt.Println(u.String())
	}
	fmt.Println(hosts)
	// Output:
	// https://example.com/a?x=1
	// https://example.com/b
	// http://example.com/d
	// https://other.example/
	// map[example.com:3 other.example:1]
}

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

// The complete SSRF check of SECURITY.md: a URL check before the request,
// and an address check in the dialer for every connection, redirects and
// DNS answers included.

// nat64Prefixes are the NAT64 prefixes of the network the program runs
// in, if any: its Pref64::/n (RFC 6052), as its DNS64 servers synthesize
// AAAA records (RFC 7050 finds it). This example's network has one in the
// local-use range of RFC 8215.
var nat64Prefixes = []netip.Prefix{netip.MustParsePrefix("64:ff9b:1:ab00::/56")}

// localUseNAT64 is RFC 8215's local-use NAT64 range: where a network puts
// its own NAT64 prefix. An address in it whose prefix is not among
// nat64Prefixes cannot be decoded, so it is refused.
var localUseNAT64 = netip.MustParsePrefix("64:ff9b:1::/48")

// specialPurpose are the ranges of the IANA special-purpose registries
// (RFC 6890 and successors) that netip's predicates do not cover and that
// are not globally reachable, or are documentation ranges.
var specialPurpose = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),       // "this network"
	netip.MustParsePrefix("100.64.0.0/10"),   // shared address space (CGNAT)
	netip.MustParsePrefix("192.0.0.0/24"),    // IETF protocol assignments
	netip.MustParsePrefix("192.0.2.0/24"),    // documentation
	netip.MustParsePrefix("192.88.99.0/24"),  // 6to4 relay anycast
	netip.MustParsePrefix("198.18.0.0/15"),   // benchmarking
	netip.MustParsePrefix("198.51.100.0/24"), // documentation
	netip.MustParsePrefix("203.0.113.0/24"),  // documentation
	netip.MustParsePrefix("240.0.0.0/4"),     // reserved, and the broadcast address
	netip.MustParsePrefix("100::/64"),        // discard-only
	netip.MustParsePrefix("2001::/23"),       // IETF protocol assignments, Teredo included
	netip.MustParsePrefix("2001:db8::/32"),   // documentation
	netip.MustParsePrefix("3fff::/20"),       // documentation
	netip.MustParsePrefix("5f00::/16"),       // segment routing SIDs
	netip.MustParsePrefix("fec0::/10"),       // site-local (deprecated)
}

// forbiddenAddr reports whether a program may not connect to addr on a
// user's behalf: an address that is not global unicast, a private one, a
// special-purpose one, or an IPv6 address that carries such an IPv4
// address (IPv4-mapped, IPv4-compatible, NAT64, 6to4, Teredo).
func forbiddenAddr(addr netip.Addr) bool {
	addr = addr.WithZone("")
	if v4, ok := ipembed.IPv4(addr); ok && forbiddenAddr(v4) {
		return true
	}
	if v4, ok := ipembed.NAT64IPv4(addr, nat64Prefixes...); ok {
		return forbiddenAddr(v4)
	}
	if localUseNAT64.Contains(addr) {
		return true
	}
	if !addr.IsGlobalUnicast() || addr.IsPrivate() {
		return true
	}
	for _, p := range specialPurpose {
		if p.Contains(addr) {
			return true
		}
	}
	return false
}

// checkURL is the check before the request: an absolute http or https
// URL whose host is a domain or an allowed address. It parses once and
// decides on the typed host.
func checkURL(raw string) (*url.URL, error) {
	u, err := url.ParseWithBase(raw, "") // absolute URLs only
	if err != nil {
		return nil, err
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, errForbidden
	}
	switch u.HostKind() {
	case url.HostDomain:
		// Checked when connecting, by dialControl.
	case url.HostIPv4, url.HostIPv6:
		if addr, _ := u.HostAddr(); forbiddenAddr(addr) {
			return nil, errForbidden
		}
	default:
		return nil, errForbidden
	}
	return u, nil
}

// dialControl is a net.Dialer's Control function: it runs after DNS, for
// the address each connection is about to be made to, so a domain that
// resolves to a forbidden address (DNS rebinding, or a name such as
// localtest.me) is refused. Give the http.Transport that uses it no proxy,
// or the connection goes to the proxy, which resolves the name itself.
func dialControl(network, address string, _ syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return err
	}
	if forbiddenAddr(ap.Addr()) {
		return fmt.Errorf("dial %s: %w", address, errForbidden)
	}
	return nil
}

// Example_ssrf runs both halves of the check: URLs before the request,
// and the addresses that a dialer with Control: dialControl would connect
// to after DNS.
//
//	dialer := &net.Dialer{Control: dialControl}
//	client := &http.Client{Transport: &http.Transport{DialContext: dialer.DialContext}}
func Example_ssrf() {
	for _, raw := range []string{
		"https://example.com/",
		"http://[::127.0.0.1]/",
		"http://[64:ff9b::a9fe:a9fe]/latest/meta-data/",
		"http://[64:ff9b::8.8.8.8]/",
		"http://[2002:c0a8:101::1]/",
		"http://[2001:0:4136:e378:8000:63bf:5601:5601]/",
		"http://[64:ff9b:1:ab0a:0:fe00::]/",
		"http://[64:ff9b:1:ab08:8:808::]/",
		"http://[64:ff9b:1::a00:1]/",
		"http://100.64.0.1/",
		"http://[fd00:ec2::254]/",
	} {
		if _, err := checkURL(raw); err != nil {
			fmt.Printf("%-48s refused\n", raw)
		} else {
			fmt.Printf("%-48s allowed\n", raw)
		}
	}
	d := &net.Dialer{Control: dialControl}
	for _, addr := range []string{"93.184.215.14:443", "127.0.0.1:80", "[::ffff:10.0.0.1]:80", "[64:ff9b::7f00:1]:443"} {
		fmt.Printf("dial %-24s %v\n", addr, d.Control("tcp", addr, nil))
	}
	// Output:
	// https://example.com/                             allowed
	// http://[::127.0.0.1]/                            refused
	// http://[64:ff9b::a9fe:a9fe]/latest/meta-data/    refused
	// http://[64:ff9b::8.8.8.8]/                       allowed
	// http://[2002:c0a8:101::1]/                       refused
	// http://[2001:0:4136:e378:8000:63bf:5601:5601]/   refused
	// http://[64:ff9b:1:ab0a:0:fe00::]/                refused
	// http://[64:ff9b:1:ab08:8:808::]/                 allowed
	// http://[64:ff9b:1::a00:1]/                       refused
	// http://100.64.0.1/                               refused
	// http://[fd00:ec2::254]/                          refused
	// dial 93.184.215.14:443        <nil>
	// dial 127.0.0.1:80             dial 127.0.0.1:80: forbidden destination
	// dial [::ffff:10.0.0.1]:80     dial [::ffff:10.0.0.1]:80: forbidden destination
	// dial [64:ff9b::7f00:1]:443    dial [64:ff9b::7f00:1]:443: forbidden destination
}

// The rows of SECURITY.md's differential table that show a URL to a
// person use package idndisplay, and those that show a redirect's
// Location package httpurl; both import this package.
func init() {
	url.DisplayURL = idndisplay.URL
	url.SafeRedirect = func(base *url.URL, target string) (string, error) {
		return httpurl.SafeRedirect(base, target)
	}
}
