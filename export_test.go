// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "testing"

// The test hooks: production code has constants, tests lower them here.

// setHrefLimit lowers the most bytes a URL's href may have (ErrTooLong)
// to n until the test ends, so that tests reach the limit with small
// inputs. Tests that call it must not run in parallel with others.
func setHrefLimit(t testing.TB, n int) {
	old := hrefLimit
	hrefLimit = n
	t.Cleanup(func() { hrefLimit = old })
}

// Test hooks: ways into the package's internals that only tests take.

// setUnspliced sets name to value on u as the setter does, but without
// splicing (see splice.go): the state machine on the URL record, for tests
// that compare the two.
func setUnspliced(u *URL, name, value string) {
	switch name {
	case "search":
		u.setSearch(value)
	case "hash":
		u.setHash(value)
	case "pathname":
		u.setPathnameState(value, false)
	case "host":
		u.setHostRecord("host", value, hostState)
	case "hostname":
		u.setHostRecord("hostname", value, hostnameState)
	case "port":
		u.setPort(value)
	case "protocol":
		u.setProtocol(value)
	case "username", "password":
		// Through the URL record, as the setters wrote the credentials
		// before they wrote the href once (setUserinfo).
		if !u.sync() || u.cannotHaveCredentialsOrPort() {
			return
		}
		r := u.record()
		if name == "username" {
			r.username = utf8PercentEncode(value, &userinfoSet)
		} else {
			r.password = utf8PercentEncode(value, &userinfoSet)
		}
		u.setRecord(&r)
	default:
		set(u, name, value) // a setter that does not splice
	}
}
