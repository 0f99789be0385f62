// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	neturl "net/url"
	"reflect"
	"testing"
)

// netShapeSeeds are inputs in and around scanNetShape's shape, each with
// what puts it in or out.
var netShapeSeeds = []string{
	"postgres://u@foo:1,bar:2/db",                         // several hosts
	"postgres://jack:secret@foo:1,bar:2,baz:3/mydb?x=1#f", // a password, a query and a fragment
	"postgres://u@/db?host=/tmp",                          // no host
	"redis+sentinel://:pw@s1:26379,s2:26379/m",            // an empty username
	"etcd://10.0.0.1:2379,10.0.0.2:2379",                  // no path
	"mongodb://h1,h2/db?replicaSet=rs0&w=1",               // no ports
	"sc://u@",                                             // a userinfo alone
	"sc://@h",                                             // an empty userinfo
	"sc://u:@h",                                           // an empty password
	"sc://:1,2",                                           // a host that starts with ":"
	"sc://h:",                                             // an empty port
	"sc://h?",                                             // an empty query: ForceQuery
	"sc://h??",                                            // a query "?"
	"sc://h?#f",                                           // an empty query, then a fragment
	"sc://h#",                                             // an empty fragment, which String drops: out
	"sc://",                                               // nothing after "//", which String drops: out
	"sc://?q",                                             // likewise before a query: out
	"sc:///p",                                             // an empty host and a path
	"sc://h//p",                                           // a path that starts with "//"
	"Sc://h,g:1/",                                         // an upper-case scheme, which net/url lowers: out
	"sc://a!b@h",                                          // "!" in a userinfo, which net/url escapes: out
	"sc://u:p:q@h",                                        // ":" in a password: out
	"sc://u@v@h",                                          // two "@": out
	"sc://h:1x,g:2",                                       // a port with a letter, before the last ":"
	"sc://h:1,g",                                          // a letter after the last ":": net/url rejects it
	"sc://h<>\"!$&'()*+;=~_-./",                           // every other byte net/url keeps in a host
	"sc://h/a%20b",                                        // "%" in a path: out
	"sc://h/a b",                                          // a space in a path: out
	"sc://h/!",                                            // "!" in a path, which net/url escapes: out
	"sc://h/$&+,:;=@-._~",                                 // the bytes net/url keeps in a path
	"sc://h/a?b c%zz\x80é?",                               // a query net/url keeps as it is
	"sc://h/a?b\x7f",                                      // DEL in the query: net/url rejects it
	"sc://h/p#!()*?/",                                     // the bytes net/url keeps in a fragment
	"sc://h/p#a#b",                                        // "#" in a fragment: out
	"sc://h/p#é",                                          // non-ASCII in a fragment: out
	"sc://[::1]:1,h:2/",                                   // an IPv6 literal: out
	"http://u@foo:1,bar:2/db",                             // a special scheme: out
	"sc://h\t:1,2/",                                       // a tab: out
	"sc:h:1,2",                                            // no "//": out
}

// FuzzNetShape checks the reading of the common shape against net/url, on
// any input: where scanNetShape accepts one, net/url's Parse accepts it
// with the reading's fields, netReading of it has the reading's
// components (but for the places of the host and path), and the
// reading's href and both Strings are the input. Then, with any value assigned to any field of the reading,
// String is still net/url's String of the fields (netString), with or
// without netHrefInSync's shortcut.
//
//	go test -run '^$' -fuzz FuzzNetShape -fuzztime 20s
func FuzzNetShape(f *testing.F) {
	for i, s := range netShapeSeeds {
		f.Add(s, uint8(i), "x")
	}
	for _, s := range netReadingBeforeCases {
		f.Add(s, uint8(len(s)), "/a b")
	}
	f.Fuzz(checkNetShape)
}

func checkNetShape(t *testing.T, s string, field uint8, value string) {
	i, upper := netSchemeColon(s)
	if i == 0 || upper || isSpecialFold(s[:i]) {
		return
	}
	p, ok := scanNetShape(s, i)
	if !ok {
		return
	}
	n, err := neturl.Parse(s)
	if err != nil {
		t.Fatalf("scanNetShape(%q) accepts it, but net/url's Parse fails: %v", s, err)
	}
	u := p.reading(s)
	want := netReading(n)
	if !reflect.DeepEqual(u.NetURL(), n) {
		t.Fatalf("%q: reading %#v, net/url's %#v", s, u.NetURL(), n)
	}
	if u.href != s || u.String() != s || want.String() != s {
		t.Fatalf("%q: reading's href %q, String %q; net/url's %q", s, u.href, u.String(), want.String())
	}
	c := u.c
	c.hostStart, c.hostEnd, c.pathStart = 0, 0, 0
	if c != want.c || !u.isNetReading() || u.inSync() {
		t.Fatalf("%q: reading's components %+v, netReading's %+v", s, u.c, want.c)
	}
	if !u.netHrefInSync() || want.netHrefInSync() {
		t.Fatalf("%q: netHrefInSync %v for the reading, %v for netReading's", s, u.netHrefInSync(), want.netHrefInSync())
	}
	if u.Host != s[u.c.hostStart:u.c.hostEnd] || u.Path != s[u.c.pathStart:u.c.pathStart+int32(len(u.Path))] {
		t.Fatalf("%q: components %+v do not locate Host %q and Path %q", s, u.c, u.Host, u.Path)
	}
	// A field assigned: String is net/url's String of the fields.
	v := *u
	switch field % 12 {
	case 0:
		v.Scheme = value
	case 1:
		v.Opaque = value
	case 2:
		v.User = User(value)
	case 3:
		v.User = UserPassword(v.User.Username(), value)
	case 4:
		v.User = nil
	case 5:
		v.Host = value
	case 6:
		v.Path = value
	case 7:
		v.RawPath = value
	case 8:
		v.RawQuery = value
	case 9:
		v.Fragment = value
	case 10:
		v.RawFragment = value
	case 11:
		v.ForceQuery, v.OmitHost = !v.ForceQuery, len(value)%2 == 0
	}
	if got, want := v.String(), v.netString(); got != want {
		t.Fatalf("%q with field %d set to %q: String() = %q, net/url's String of the fields %q", s, field%12, value, got, want)
	}
}

// TestNetShapeAllocs checks that a connection string of the common shape
// that the standard rejects takes one allocation through Parse and String,
// the URL and its Userinfo together.
func TestNetShapeAllocs(t *testing.T) {
	skipAllocCounts(t)
	for _, s := range []string{"postgres://u@foo:1,bar:2/db", "redis://:pw@s1:26379,s2:26379/0", "etcd://10.0.0.1:2379,10.0.0.2:2379"} {
		var u *URL
		allocs := testing.AllocsPerRun(100, func() {
			u, _ = Parse(s)
			_ = u.String()
		})
		if allocs != 1 || u.String() != s || !u.isNetReading() {
			t.Errorf("Parse(%q) and String: %v allocations, %q, HostKind %v; want 1, in net/url's reading", s, allocs, u, u.HostKind())
		}
	}
}
