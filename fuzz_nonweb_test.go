// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	neturl "net/url"
	"strings"
	"testing"
)

// netReadingSeeds are URLs that Parse keeps in net/url's reading, each
// with what the methods once read wrongly in it.
var netReadingSeeds = []string{
	"postgres://user:secret@/db",               // JoinPath put an element in the host
	"postgres://u@foo:1,bar:2/db?x#f",          // JoinPath dropped the path
	"sc://[fe80::1%25en0]/p#f",                 // likewise, with an IPv6 zone
	"mysql://u:p@/db?x#y",                      // EscapedFragment gave the href less its first byte
	"redis+sentinel://:pw@s1:26379,s2:26379/m", // an empty username
	"etcd://10.0.0.1:2379,10.0.0.2:2379",       // no path
	"mongodb://h1,h2/db?replicaSet=rs0&w=1",    // a query
	"memcached://[fe80::1%25eth0]:11211",       // a zone and a port
	"foo://u@/a%2Fb/c%20d?q=%zz#a%23b",         // escapes in the path, the query and the fragment
	"foo://u@/",                                // a root path only
	"foo://u@",                                 // no path at all
}

// FuzzNetReading checks, for every input that Parse keeps in net/url's
// reading (HostNetURL), that each of net/url's methods answers as net/url's
// own method on net/url's Parse of the input, with the same arguments:
// String, EscapedPath, EscapedFragment, RequestURI, Redacted, Hostname,
// Port, Query, IsAbs, MarshalBinary (and UnmarshalBinary and ParseInto of
// what it wrote), JoinPath, the package's JoinPath, Parse(ref) and
// ResolveReference(Parse(ref)), where ResolveReference's argument is the
// reference's NetURL. A change through SearchParams lands in RawQuery and
// String. checkOffsets covers such URLs too: they claim no offsets.
//
//	go test -run '^$' -fuzz FuzzNetReading -fuzztime 20s
func FuzzNetReading(f *testing.F) {
	for i, s := range netReadingSeeds {
		refs := []string{"../x?y#z", "evil.example/x", "//other/p", "http://example.com/", "/a/../b", "?q", "#f", ""}
		f.Add(s, refs[i%len(refs)], "evil.example,x")
	}
	for _, tt := range nonWebURLs {
		if tt.kind == HostNetURL {
			f.Add(tt.in, "rel/p", "a/../b,c/")
		}
	}
	f.Fuzz(func(t *testing.T, input, ref, elems string) {
		u, err := Parse(input)
		if err != nil || !u.isNetReading() {
			return
		}
		n, err := neturl.Parse(input)
		if err != nil {
			t.Fatalf("Parse(%q) is in net/url's reading, but net/url's Parse fails: %v", input, err)
		}
		elem := strings.Split(elems, ",")
		if p := checkNetMethods(u, n, ref, elem...); len(p) > 0 {
			t.Fatal(strings.Join(p, "\n"))
		}
		got, err := JoinPath(input, elem...)
		want, nerr := neturl.JoinPath(input, elem...)
		if nerr == nil {
			want = netSerialize(n.JoinPath(elem...)) // see checkNetMethods
		}
		if got != want || (err == nil) != (nerr == nil) || err != nil && err.Error() != nerr.Error() {
			t.Fatalf("JoinPath(%q, %q) = %q, %v; net/url's %q, %v", input, elem, got, err, want, nerr)
		}
		// A change through SearchParams sets RawQuery to the list's
		// serialization, and String shows it as net/url writes it.
		p := u.SearchParams()
		p.Append(ref, elems)
		if u.RawQuery != p.String() || u.ForceQuery {
			t.Fatalf("%q: after Append, RawQuery %q, ForceQuery %v; the list is %q", input, u.RawQuery, u.ForceQuery, p.String())
		}
		n.RawQuery, n.ForceQuery = p.String(), false
		if u.String() != n.String() || !u.isNetReading() {
			t.Fatalf("%q: after Append, String() = %q, want %q in net/url's reading", input, u, n)
		}
		if p := checkOffsets(u); len(p) > 0 {
			t.Fatalf("after Append: %s", strings.Join(p, "\n"))
		}
	})
}
