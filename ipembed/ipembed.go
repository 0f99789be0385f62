// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package ipembed finds the IPv4 addresses inside IPv6 addresses. An SSRF filter that classifies an
// IPv6 host with netip's predicates alone lets through the IPv6 forms that a
// translator, a tunnel or the host's own stack turns into an IPv4 address:
// [64:ff9b::7f00:1] reaches 127.0.0.1 through a NAT64 gateway, and
// [2002:7f00:1::] through a 6to4 relay. The functions here find the IPv4
// address at the bit positions the RFC of each form gives, so that the
// filter can classify it too.
//
// It works on net/netip values; a URL's host address is
// (*url.URL).HostAddr's.
package ipembed

import "net/netip"

// IPv4 returns the IPv4 address that the IPv6 address addr
// carries, when addr is in one of the ranges whose embedding is fixed by
// the range itself:
//
//   - IPv4-mapped, ::ffff:0:0/96 (RFC 4291 §2.5.5.2): the last 32 bits.
//   - IPv4-compatible, ::/96 (RFC 4291 §2.5.5.1, deprecated): the last 32
//     bits; but :: and ::1 are the IPv6 unspecified and loopback
//     addresses, not 0.0.0.0 and 0.0.0.1, and give false (netip's
//     IsUnspecified and IsLoopback classify them).
//   - NAT64 well-known prefix, 64:ff9b::/96 (RFC 6052 §2.1): the last 32
//     bits.
//   - 6to4, 2002::/16 (RFC 3056 §2): bits 16 to 47.
//   - Teredo, 2001::/32 (RFC 4380 §4): the client's public address, bits
//     96 to 127 with every bit inverted. (Bits 32 to 63 hold the Teredo
//     server's address, which packets do not go to; TeredoServer returns
//     it.)
//
// It returns false for an IPv4 address and for every other IPv6 address.
//
// A network-specific NAT64 prefix (RFC 6052 §2.2), including any prefix
// inside RFC 8215's local-use 64:ff9b:1::/48, cannot be recognized from
// the address: where its IPv4 address sits depends on the prefix length
// the network chose, so reading it at a guessed position lets an attacker
// put a harmless address there and the real one elsewhere. Pass the
// network's prefixes to NAT64IPv4, and refuse 64:ff9b:1::/48 when
// they are not known (SECURITY.md shows a complete check).
func IPv4(addr netip.Addr) (netip.Addr, bool) {
	if !addr.Is6() {
		return netip.Addr{}, false
	}
	b := addr.As16()
	switch {
	case addr.Is4In6():
		// ::ffff:a.b.c.d.
		return addr.Unmap(), true
	case isZero(b[:12]):
		// ::a.b.c.d, but not :: or ::1.
		if isZero(b[12:15]) && b[15] <= 1 {
			return netip.Addr{}, false
		}
		return v4At(b, 12, 13, 14, 15), true
	case b[0] == 0x00 && b[1] == 0x64 && b[2] == 0xff && b[3] == 0x9b && isZero(b[4:12]):
		// 64:ff9b::a.b.c.d.
		return v4At(b, 12, 13, 14, 15), true
	case b[0] == 0x20 && b[1] == 0x02:
		// 2002:AABB:CCDD::/48 is the 6to4 site of a.b.c.d.
		return v4At(b, 2, 3, 4, 5), true
	case b[0] == 0x20 && b[1] == 0x01 && b[2] == 0 && b[3] == 0:
		// 2001:0:server:server:flags:port:client:client, the client's
		// address and port stored inverted ("obfuscated").
		return netip.AddrFrom4([4]byte{^b[12], ^b[13], ^b[14], ^b[15]}), true
	}
	return netip.Addr{}, false
}

// TeredoServer returns the Teredo server's IPv4 address from a Teredo
// address (2001::/32, RFC 4380 §4): bits 32 to 63, not inverted. It
// returns false for any other address.
func TeredoServer(addr netip.Addr) (netip.Addr, bool) {
	if !addr.Is6() || addr.Is4In6() {
		return netip.Addr{}, false
	}
	b := addr.As16()
	if b[0] != 0x20 || b[1] != 0x01 || b[2] != 0 || b[3] != 0 {
		return netip.Addr{}, false
	}
	return v4At(b, 4, 5, 6, 7), true
}

// nat64Offsets gives, for each prefix length RFC 6052 §2.2 allows, the
// bytes of the IPv6 address that hold the four bytes of the IPv4 one.
// Bits 64 to 71 (byte 8, the "u" octet) are never used: the IPv4 address
// skips over them.
//
//	+--+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+
//	|PL| 0-------------32--40--48--56--64--72--80--88--96--104---------|
//	|32|     prefix    |v4(32)         | u | suffix                    |
//	|40|     prefix        |v4(24)     | u |(8)| suffix                |
//	|48|     prefix            |v4(16) | u | (16)  | suffix            |
//	|56|     prefix                |(8)| u |  v4(24)   | suffix        |
//	|64|     prefix                    | u |   v4(32)      | suffix    |
//	|96|     prefix                                    |    v4(32)     |
func nat64Offsets(bits int) ([4]int, bool) {
	switch bits {
	case 32:
		return [4]int{4, 5, 6, 7}, true
	case 40:
		return [4]int{5, 6, 7, 9}, true
	case 48:
		return [4]int{6, 7, 9, 10}, true
	case 56:
		return [4]int{7, 9, 10, 11}, true
	case 64:
		return [4]int{9, 10, 11, 12}, true
	case 96:
		return [4]int{12, 13, 14, 15}, true
	}
	return [4]int{}, false
}

// NAT64IPv4 returns the IPv4 address embedded in addr by the
// first of the NAT64 prefixes that contains it, at the bit positions RFC
// 6052 §2.2 gives for that prefix's length. The prefixes are the ones the
// network's NAT64 translators use (its "Pref64::/n", as its DNS64 servers
// synthesize them); a prefix whose length is not 32, 40, 48, 56, 64 or 96
// is skipped. The "u" octet (bits 64 to 71) and the suffix are not
// checked: a translator that ignores them still reaches the IPv4 address.
func NAT64IPv4(addr netip.Addr, prefixes ...netip.Prefix) (netip.Addr, bool) {
	if !addr.Is6() || addr.Is4In6() {
		return netip.Addr{}, false
	}
	addr = addr.WithZone("")
	for _, p := range prefixes {
		off, ok := nat64Offsets(p.Bits())
		if !ok || !p.Addr().Is6() || !p.Contains(addr) {
			continue
		}
		return v4At(addr.As16(), off[0], off[1], off[2], off[3]), true
	}
	return netip.Addr{}, false
}

// NAT64Address synthesizes the IPv6 address that carries the IPv4 address
// v4 under the NAT64 prefix, as a DNS64 server does (RFC 6052 §2.2): the
// prefix, the IPv4 address at the positions for the prefix's length, and
// zeros in the "u" octet and the suffix. It returns false when v4 is not
// an IPv4 address or the prefix is not an IPv6 prefix of length 32, 40,
// 48, 56, 64 or 96.
func NAT64Address(prefix netip.Prefix, v4 netip.Addr) (netip.Addr, bool) {
	off, ok := nat64Offsets(prefix.Bits())
	if !ok || !prefix.Addr().Is6() || !v4.Is4() {
		return netip.Addr{}, false
	}
	b := prefix.Masked().Addr().As16()
	for i := prefix.Bits() / 8; i < 16; i++ {
		b[i] = 0
	}
	a := v4.As4()
	for i, o := range off {
		b[o] = a[i]
	}
	return netip.AddrFrom16(b), true
}

// v4At makes an IPv4 address from four bytes of b.
func v4At(b [16]byte, i, j, k, l int) netip.Addr {
	return netip.AddrFrom4([4]byte{b[i], b[j], b[k], b[l]})
}

// isZero reports whether every byte of b is zero.
func isZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}
