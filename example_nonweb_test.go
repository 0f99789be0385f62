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
	// parse "postgres://jack:xxxxx@foo:1,bar:2,baz:3/mydb": port-invalid at byte 28: the port is not a decimal number
}

// JoinPath on a socket DSN (credentials, no host: libpq's Unix socket) in
// net/url's reading joins the path, as net/url does: an untrusted tenant
// name never becomes the host that receives the credentials.
func ExampleURL_JoinPath_socketDSN() {
	dsn, err := url.Parse("postgres://app:secret@/db?host=/run/postgresql")
	if err != nil {
		panic(err)
	}
	tenant := "evil.example"
	u := dsn.JoinPath(tenant)
	fmt.Println(u.HostKind(), u.Redacted())
	fmt.Printf("Host %q, EscapedPath %q\n", u.Host, u.EscapedPath())
	// Output:
	// net/url postgres://app:xxxxx@/db/evil.example?host=/run/postgresql
	// Host "", EscapedPath "/db/evil.example"
}

// SearchParams on a URL in net/url's reading, which has no URL record of
// the standard, sets RawQuery to the list's serialization, as a net/url
// program assigns q.Encode(): the change shows in String.
func ExampleURL_SearchParams_netReading() {
	u, err := url.Parse("postgres://app@db1:5432,db2:5432/shop?sslmode=require")
	if err != nil {
		panic(err)
	}
	u.SearchParams().Append("target_session_attrs", "read-write")
	fmt.Println(u.HostKind(), u.RawQuery)
	fmt.Println(u)
	// Output:
	// net/url sslmode=require&target_session_attrs=read-write
	// postgres://app@db1:5432,db2:5432/shop?sslmode=require&target_session_attrs=read-write
}
