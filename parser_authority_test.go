// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strconv"
	"strings"
	"testing"
)

// The authority and host states copy userinfo, an opaque host and a port
// as they are when nothing in them changes. These tests check each copy
// against the general way (the percent-encoder, the decimal serializer)
// on inputs that do and do not need it.

// TestUserinfoCopied checks the userinfo the parser writes against
// appendUTF8PercentEncoded of its username and password.
func TestUserinfoCopied(t *testing.T) {
	for _, ui := range []string{
		"user", "user:pass", "u:p:q", ":pass", "user:", "a@b:c@d", "a b:c",
		"ü:ß", "%41:%zz", "a\x7f:b", "a;b=c:d&e", "[::1]:x", "user::", "@",
	} {
		for _, scheme := range []string{"https", "postgres"} {
			in := scheme + "://" + ui + "@h/"
			u, err := Parse(in)
			if err != nil {
				t.Errorf("Parse(%q): %v", in, err)
				continue
			}
			user, pass, _ := strings.Cut(ui, ":")
			want := string(appendUTF8PercentEncoded(nil, user, &userinfoSet))
			if pass != "" {
				want += ":" + string(appendUTF8PercentEncoded(nil, pass, &userinfoSet))
			}
			if want != "" {
				want += "@"
			}
			if got := u.String(); got != scheme+"://"+want+"h/" {
				t.Errorf("Parse(%q) = %q, want the userinfo %q", in, got, want)
			}
		}
	}
}

// TestOpaqueHostCopied checks the opaque hosts the parser writes against
// appendUTF8PercentEncoded with the C0 control percent-encode set.
func TestOpaqueHostCopied(t *testing.T) {
	for _, h := range []string{"localhost", "foo,bar", "a%20b", "ü", "a\x7fb", "x!$&'()*+,;=", "~_-."} {
		in := "postgres://" + h + "/db"
		u, err := Parse(in)
		if err != nil {
			t.Errorf("Parse(%q): %v", in, err)
			continue
		}
		want := "postgres://" + string(appendUTF8PercentEncoded(nil, h, &c0ControlSet)) + "/db"
		if got := u.String(); got != want {
			t.Errorf("Parse(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestPortCopied checks the port the parser writes against the decimal
// serialization of its value, default ports aside.
func TestPortCopied(t *testing.T) {
	for _, digits := range []string{"0", "00", "1", "01", "8080", "08080", "65535", "000443", "443", "0000000000080"} {
		for _, scheme := range []string{"https", "postgres"} {
			in := scheme + "://h:" + digits + "/"
			u, err := Parse(in)
			if err != nil {
				t.Errorf("Parse(%q): %v", in, err)
				continue
			}
			n, _ := strconv.Atoi(digits)
			want := scheme + "://h:" + strconv.Itoa(n) + "/"
			if scheme == "https" && n == 443 {
				want = "https://h/"
			}
			if got := u.String(); got != want {
				t.Errorf("Parse(%q) = %q, want %q", in, got, want)
			}
		}
	}
}
