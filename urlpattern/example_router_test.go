// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern_test

import (
	"errors"
	"fmt"
	"strings"

	url "github.com/weburl/url"
	"github.com/weburl/url/urlpattern"
)

// CheckPath refuses a path that routes to one pattern while its handler,
// decoding it, reads a path another pattern guards
// (caddyserver/caddy#7941), or a path with a dot segment that decoding
// reveals.
func ExampleList_CheckPath() {
	var routes urlpattern.List[string]
	routes.AddPathname("/public/*", urlpattern.Options{}, "public")
	routes.AddPathname("/admin/*", urlpattern.Options{}, "admin")
	for _, target := range []string{
		"/public/a%2Fb.txt",             // the same route decoded: served
		"/public/..%2fadmin/secret.txt", // public, but the handler reads /admin/secret.txt
		"/public/..;/admin/secret.txt",  // "..;" is ".." to a servlet container
		"/admin;x/secret.txt",           // a servlet container strips ";x"
	} {
		u, _ := url.Parse("https://example.com" + target)
		route := "no pattern"
		if m, ok := routes.MatchURL(u); ok {
			route = m.Value()
		}
		fmt.Printf("%s -> %s: %v\n", target, route, routes.CheckPath(u))
	}
	// Output:
	// /public/a%2Fb.txt -> public: <nil>
	// /public/..%2fadmin/secret.txt -> public: urlpattern: path "/public/..%2fadmin/secret.txt" reads as "/public/../admin/secret.txt", which has a dot segment
	// /public/..;/admin/secret.txt -> public: urlpattern: path "/public/..;/admin/secret.txt" reads as "/public/..;/admin/secret.txt", which has a dot segment
	// /admin;x/secret.txt -> no pattern: urlpattern: path "/admin;x/secret.txt" routes to no pattern but reads as "/admin/secret.txt", which routes to "/admin/*"
}

// CheckSentPath refuses a path sent with a dot segment or a backslash,
// which the URL Standard resolves before a List sees the path, and a
// handler's path.Clean resolves otherwise.
func ExampleCheckSentPath() {
	for _, sent := range []string{
		"/public/a.txt",
		"/public//..//admin/x", // "/public//admin/x" to the standard, "/admin/x" to path.Clean
		`/public\x`,            // "/public/x" to the standard, "/public\x" to path.Clean
		"/public/%2e%2e/x",
	} {
		fmt.Printf("%s: %v\n", sent, urlpattern.CheckSentPath(sent))
	}
	// Output:
	// /public/a.txt: <nil>
	// /public//..//admin/x: urlpattern: path "/public//..//admin/x" reads as "/public//..//admin/x", which has a dot segment
	// /public\x: urlpattern: path "/public\\x" reads as "/public\\x", which has a backslash
	// /public/%2e%2e/x: urlpattern: path "/public/%2e%2e/x" reads as "/public/../x", which has a dot segment
}

// MatchURLFunc routes on more than the URL: here a method, kept as the
// entries' values, with the first matching entry that takes it.
func ExampleList_MatchURLFunc() {
	var routes urlpattern.List[string]
	routes.AddPathname("/users/new", urlpattern.Options{}, "POST")
	routes.AddPathname("/users/:id", urlpattern.Options{}, "GET")
	u, _ := url.Parse("https://example.com/users/new")
	for _, method := range []string{"POST", "GET", "PUT"} {
		m, ok := routes.MatchURLFunc(u, func(e *urlpattern.Entry[string]) bool { return e.Value == method })
		if !ok {
			fmt.Println(method, "no route")
			continue
		}
		fmt.Println(method, m.Pattern().Pathname())
	}
	// Output:
	// POST /users/new
	// GET /users/:id
	// PUT no route
}

// CheckServeMuxSyntax tells what a net/http ServeMux user writes, and URL
// Pattern reads otherwise, with the URL Pattern spelling.
func ExampleCheckServeMuxSyntax() {
	for _, p := range []string{"/users/{id}", "/files/{path...}", "GET /users/:id", "/users/:id", "/books{/}?"} {
		err := urlpattern.CheckServeMuxSyntax(p)
		var se *urlpattern.ServeMuxSyntaxError
		if errors.As(err, &se) {
			fmt.Printf("%s: write %s\n", p, se.Want)
		} else {
			fmt.Printf("%s: %v\n", p, err)
		}
	}
	// Output:
	// /users/{id}: write ":id"
	// /files/{path...}: write ":path*"
	// GET /users/:id: write "/users/:id" without a method (httproute.Mux routes methods)
	// /users/:id: <nil>
	// /books{/}?: <nil>
}

// AddWithOptions adds an entry with options: here a route for
// object-store keys, whose encoded slashes are data, so that CheckPath
// accepts them (and still refuses dot segments between them).
func ExampleList_AddWithOptions() {
	var routes urlpattern.List[string]
	p := urlpattern.MustNew("https://storage.example/:bucket/:key", "", urlpattern.Options{})
	routes.AddWithOptions(p, "object", urlpattern.EntryOptions{UnsafeAllowEncodedSlashes: true})
	for _, target := range []string{"/photos/2026%2Fcat.jpg", "/photos/2026%2F..%2F..%2Fetc"} {
		u, _ := url.Parse("https://storage.example" + target)
		m, _ := routes.MatchURL(u)
		key := m.PathValue("key")
		fmt.Printf("%s: key %q, CheckPath %v\n", target, key, routes.CheckPath(u) == nil)
	}
	// Output:
	// /photos/2026%2Fcat.jpg: key "2026/cat.jpg", CheckPath true
	// /photos/2026%2F..%2F..%2Fetc: key "2026/../../etc", CheckPath false
}

// Patterns from untrusted sources compile in time and memory linear in
// their length, under documented caps with named errors.
func ExampleNewPathname_limits() {
	for _, p := range []string{
		"/" + strings.Repeat("(a{1000})", 1000), // 9 KB that would compile to a million instructions
		strings.Repeat("/(x)", 1001),            // more than MaxParts groups
		"/" + strings.Repeat("a", urlpattern.MaxPatternLength),
		"/" + strings.Repeat("(a{1000})", 10), // within the budget
	} {
		_, err := urlpattern.NewPathname(p, urlpattern.Options{})
		switch {
		case errors.Is(err, urlpattern.ErrRegexpTooLarge):
			fmt.Println("ErrRegexpTooLarge")
		case errors.Is(err, urlpattern.ErrTooManyParts):
			fmt.Println("ErrTooManyParts")
		case errors.Is(err, urlpattern.ErrPatternTooLong):
			fmt.Println("ErrPatternTooLong")
		default:
			fmt.Println(err)
		}
	}
	// Output:
	// ErrRegexpTooLarge
	// ErrTooManyParts
	// ErrPatternTooLong
	// <nil>
}

// SplitMethod splits the method off a pattern written as for net/http's
// ServeMux, which a router that routes methods (httproute.Mux) keeps.
func ExampleSplitMethod() {
	for _, p := range []string{"GET /users/:id", "/users/:id", "get /users/:id"} {
		method, rest := urlpattern.SplitMethod(p)
		fmt.Printf("%q %q\n", method, rest)
	}
	// Output:
	// "GET" "/users/:id"
	// "" "/users/:id"
	// "" "get /users/:id"
}
