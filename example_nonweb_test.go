// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	"fmt"

	"github.com/weburl/url"
)

// Parse reads a connection string as net/url does. One that the URL
// Standard rejects (several hosts, each with a port) holds net/url's
// reading, which HostKind reports, and is never taken for an address.
func ExampleParse_connectionString() {
	for _, s := range []string{
		"postgres://jack:secret@db.example.com:5432/mydb?sslmode=require",
		"postgres://jack:secret@foo:1,bar:2,baz:3/mydb",
	} {
		u, err := url.Parse(s)
		if err != nil {
			panic(err)
		}
		_, isAddr := u.HostAddr()
		fmt.Println(u.HostKind(), u.Host, u.User.Username(), u.Path, isAddr)
	}
	_, err := url.ParseWithBase("postgres://jack:secret@foo:1,bar:2,baz:3/mydb", "")
	fmt.Println(err)
	// Output:
	// opaque db.example.com:5432 jack /mydb false
	// net/url foo:1,bar:2,baz:3 jack /mydb false
	// parse "postgres://jack:secret@foo:1,bar:2,baz:3/mydb": port-invalid at byte 28: the port is not a decimal number
}
