// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"testing"
)

// netReadingBeforeCases are inputs around netReadingBefore's decision.
var netReadingBeforeCases = []string{
	"postgres://u@foo:1,bar:2/db",                         // several hosts: port-invalid
	"postgres://jack:secret@foo:1,bar:2,baz:3/mydb?x=1#f", // three, with credentials
	"postgres://foo,bar:2/db",                             // an opaque host "foo,bar": the standard's
	"postgres://u@/db?host=/tmp",                          // credentials, no host: host-missing
	"postgres://u@",                                       // at the end
	"postgres://u@h:/db",                                  // an empty port: the standard's
	"postgres://u@h:99999/db",                             // out of range, digits only: not decided here
	"postgres://h:1x",                                     // port-invalid, at the end
	"postgres://h:1 /x",                                   // a space, which the standard may trim
	"postgres://h:1\t2/x",                                 // a tab, which the standard removes
	"postgres://h:1,g:2 ",                                 // trailing space
	"postgres://[::1]:1,h:2/db",                           // brackets, then a port: net/url rejects it
	"postgres://u:p:q@h:1,2/db",                           // ":" in the userinfo
	"postgres://u@h@g:1,2/db",                             // the last "@" starts the host
	"postgres://h:1,2?q#f",                                // the authority ends at "?"
	"postgres://h/a:b,c",                                  // ":" in the path
	"postgres://h#:x",                                     // in the fragment
	"http://u@foo:1,bar:2/db",                             // special: never net/url's
	"POSTGRES://u@foo:1,bar:2/db",                         // upper-case scheme
	"postgres:/u@foo:1,bar:2/db",                          // one slash: a path
	"redis://:pw@host:6379,x/0",                           // empty username
	"pg://h:%31/",                                         // percent-encoded port
	"pg://h:1\x00/",                                       // a control byte
	"pg://h:1é/",                                          // non-ASCII in the port
	"pg://h:1%zz,2/",                                      // net/url rejects the escape
	"pg://u@:1,2/",                                        // an empty host before ":"
	"postgres://[::1:1,h:2/db",                            // an unclosed "["
	"postgres://h[x]:1,2/db",                              // "[" inside the host
	"postgres://:1/db",                                    // an empty host before ":"
	"postgres:///db",                                      // an empty host: the standard's
	"postgres://u@?q",                                     // "@" then the query
	"postgres://h:1,2\\x/db",                              // "\\" is no delimiter here
	"postgres://h:1 2/db,",                                // a space inside the port
	"postgres://u@/db?host=a,b",                           // host-missing, a "," in the query
	"postgres://:1/db?x=a,b",                              // host-missing before ":"
	"postgres://h:1/db?x=a,b",                             // the standard's, a "," in the query
	"postgres://h:1x/db?x=a,b",                            // port-invalid
	"postgres://h:1,x\t/db",                               // a tab in the authority
	"postgres://h:1,x\n",                                  // a newline at the end
	"postgres://h:1,x ",                                   // a trailing space
}

// TestNetReadingBefore checks netReadingBefore against the way it skips:
// where it returns a URL, the standard's parser fails and the fallback
// after it (netReadingAfter) returns the same reading.
func TestNetReadingBefore(t *testing.T) {
	for _, s := range netReadingBeforeCases {
		checkNetReadingBefore(t, s)
	}
	for _, s := range []string{"postgres://u@foo:1,bar:2/db", "postgres://u@/db?host=a,b"} {
		if netReadingBefore(s) == nil {
			t.Errorf("netReadingBefore(%q) = nil, want net/url's reading", s)
		}
	}
	setHrefLimit(t, 1<<10)
	long := "pg://h:1," + strings.Repeat("a", hrefLimit/16)
	if netReadingBefore(long) != nil {
		t.Error("netReadingBefore decides an input that may be too long")
	}
}

func checkNetReadingBefore(t *testing.T, s string) {
	t.Helper()
	got := netReadingBefore(s)
	if got == nil {
		return
	}
	_, err := parse(s, nil, nil, nil)
	if err == nil {
		t.Fatalf("netReadingBefore(%q) = %v, but the standard's parser accepts it", s, got)
	}
	want := netReadingAfter(s, err)
	if want == nil || err == ErrTooLong || got.String() != want.String() || got.href != want.href || got.c != want.c {
		t.Fatalf("netReadingBefore(%q) = %v, want %v (parser: %v)", s, got, want, err)
	}
}

// FuzzNetReadingBefore checks netReadingBefore as TestNetReadingBefore
// does, on any input.
func FuzzNetReadingBefore(f *testing.F) {
	for _, s := range netReadingBeforeCases {
		f.Add(s)
	}
	f.Fuzz(checkNetReadingBefore)
}
