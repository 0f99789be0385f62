// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package ipembed

import (
	"net/netip"
	"testing"

	"github.com/weburl/url"
)

func TestIPv4(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string // "" for none
	}{
		// IPv4-mapped (RFC 4291 §2.5.5.2).
		{"::ffff:127.0.0.1", "127.0.0.1"},
		{"::ffff:a9fe:a9fe", "169.254.169.254"},
		// IPv4-compatible (RFC 4291 §2.5.5.1), the issue's [::127.0.0.1].
		{"::7f00:1", "127.0.0.1"},
		{"::10.0.0.1", "10.0.0.1"},
		{"::2", "0.0.0.2"},
		// :: and ::1 are IPv6's own unspecified and loopback addresses.
		{"::", ""},
		{"::1", ""},
		// NAT64 well-known prefix (RFC 6052 §2.1), the metadata address.
		{"64:ff9b::a9fe:a9fe", "169.254.169.254"},
		{"64:ff9b::127.0.0.1", "127.0.0.1"},
		// Inside 64:ff9b::/32 but not the /96: not the well-known prefix.
		{"64:ff9b:0:0:1::7f00:1", ""},
		// RFC 8215's local-use prefix: the position depends on the
		// network's prefix length, so it is not guessed.
		{"64:ff9b:1::7f00:1", ""},
		{"64:ff9b:1:7f:0:100::", ""},
		// 6to4 (RFC 3056): bits 16 to 47, whatever follows.
		{"2002:7f00:1::", "127.0.0.1"},
		{"2002:c0a8:101:5::1", "192.168.1.1"},
		// Teredo (RFC 4380): the client address, inverted; the exploit
		// address from the advisories is 169.254.169.254.
		{"2001:0:4136:e378:8000:63bf:5601:5601", "169.254.169.254"},
		{"2001::80ff:fffe", "127.0.0.1"},
		// Other 2001: addresses are not Teredo.
		{"2001:db8::7f00:1", ""},
		{"2001:4860:4860::8888", ""},
		// Ordinary IPv6 and IPv4 addresses carry nothing.
		{"fe80::1", ""},
		{"2606:4700::6810:84e5", ""},
		{"127.0.0.1", ""},
	} {
		got, ok := IPv4(netip.MustParseAddr(c.in))
		if ok != (c.want != "") || ok && got.String() != c.want {
			t.Errorf("IPv4(%s) = %v, %v; want %q", c.in, got, ok, c.want)
		}
	}
}

func TestTeredoServer(t *testing.T) {
	got, ok := TeredoServer(netip.MustParseAddr("2001:0:4136:e378:8000:63bf:3fff:fdd2"))
	if !ok || got.String() != "65.54.227.120" {
		t.Errorf("TeredoServer = %v, %v; want 65.54.227.120 (RFC 4380's example server)", got, ok)
	}
	if _, ok := TeredoServer(netip.MustParseAddr("2002::1")); ok {
		t.Error("TeredoServer(2002::1) is true; want false")
	}
}

// TestNAT64IPv4 checks every prefix length of RFC 6052 §2.2
// against the examples of its section 2.4 (192.0.2.33 under
// 2001:db8:100::/40 and so on), in both directions.
func TestNAT64IPv4(t *testing.T) {
	for _, c := range []struct{ prefix, addr string }{
		{"2001:db8::/32", "2001:db8:c000:221::"},
		{"2001:db8:100::/40", "2001:db8:1c0:2:21::"},
		{"2001:db8:122::/48", "2001:db8:122:c000:2:2100::"},
		{"2001:db8:122:300::/56", "2001:db8:122:3c0:0:221::"},
		{"2001:db8:122:344::/64", "2001:db8:122:344:c0:2:2100:0"},
		{"2001:db8:122:344::/96", "2001:db8:122:344::192.0.2.33"},
		{"64:ff9b::/96", "64:ff9b::192.0.2.33"},
	} {
		p, a := netip.MustParsePrefix(c.prefix), netip.MustParseAddr(c.addr)
		got, ok := NAT64IPv4(a, netip.MustParsePrefix("2001:db8:ffff::/48"), p)
		if !ok || got.String() != "192.0.2.33" {
			t.Errorf("NAT64IPv4(%s, %s) = %v, %v; want 192.0.2.33", a, p, got, ok)
		}
		syn, ok := NAT64Address(p, netip.MustParseAddr("192.0.2.33"))
		if !ok || syn != a {
			t.Errorf("NAT64Address(%s, 192.0.2.33) = %v, %v; want %s", p, syn, ok, a)
		}
	}
	// A length RFC 6052 does not allow, an address outside the prefixes,
	// and an IPv4 address give nothing.
	if a, ok := NAT64IPv4(netip.MustParseAddr("2001:db8::1"), netip.MustParsePrefix("2001:db8::/33")); ok {
		t.Errorf("a /33 prefix gave %v", a)
	}
	if a, ok := NAT64IPv4(netip.MustParseAddr("2001:db9::1"), netip.MustParsePrefix("2001:db8::/32")); ok {
		t.Errorf("an address outside the prefix gave %v", a)
	}
	if a, ok := NAT64Address(netip.MustParsePrefix("2001:db8::/32"), netip.MustParseAddr("::1")); ok {
		t.Errorf("NAT64Address of an IPv6 address gave %v", a)
	}
}

// TestURLHost reads the forms from URL hosts, as the parser normalizes
// them: [::127.0.0.1] becomes [::7f00:1] and still carries 127.0.0.1.
func TestURLHost(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"http://[::127.0.0.1]/", "127.0.0.1"},
		{"http://[64:ff9b::169.254.169.254]/", "169.254.169.254"},
		{"http://[2002:a00:1::]/", "10.0.0.1"},
		{"http://[::1]/", ""},
		{"http://127.0.0.1/", ""},
		{"http://example.com/", ""},
	} {
		u, err := url.Parse(c.in)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := u.HostAddr()
		got, ok := IPv4(a)
		if ok != (c.want != "") || ok && got.String() != c.want {
			t.Errorf("IPv4 of Parse(%q)'s HostAddr = %v, %v; want %q", c.in, got, ok, c.want)
		}
	}
}

// FuzzNAT64 checks that extraction inverts synthesis for every allowed
// prefix length, whatever the prefix bits, the IPv4 address and the bits
// after it.
func FuzzNAT64(f *testing.F) {
	f.Add([]byte("\x20\x01\x0d\xb8\x01\x22\x03\x44\x00\x00\x00\x00\x00\x00\x00\x00"), uint8(3), uint32(0xc0000221))
	f.Add([]byte("\x00\x64\xff\x9b\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"), uint8(5), uint32(0x7f000001))
	f.Fuzz(func(t *testing.T, prefix []byte, n uint8, v4 uint32) {
		var b [16]byte
		copy(b[:], prefix)
		bits := [...]int{32, 40, 48, 56, 64, 96}[int(n)%6]
		p := netip.PrefixFrom(netip.AddrFrom16(b), bits).Masked()
		ip := netip.AddrFrom4([4]byte{byte(v4 >> 24), byte(v4 >> 16), byte(v4 >> 8), byte(v4)})
		a, ok := NAT64Address(p, ip)
		if !ok {
			t.Fatalf("NAT64Address(%s, %s) failed", p, ip)
		}
		if !p.Contains(a) {
			t.Fatalf("NAT64Address(%s, %s) = %s, outside the prefix", p, ip, a)
		}
		if got, ok := NAT64IPv4(a, p); !ok || got != ip {
			t.Fatalf("NAT64IPv4(%s, %s) = %v, %v; want %s", a, p, got, ok, ip)
		}
		// The well-known prefix is the /96 one: IPv4 agrees.
		if p == netip.MustParsePrefix("64:ff9b::/96") {
			if got, ok := IPv4(a); !ok || got != ip {
				t.Fatalf("IPv4(%s) = %v, %v; want %s", a, got, ok, ip)
			}
		}
	})
}
