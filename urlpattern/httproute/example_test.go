// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package httproute_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/weburl/url/urlpattern/httproute"
)

// A Mux serves a handler per pattern. The most specific pattern wins,
// whatever the order of the Handle calls; the pathname's groups are the
// request's path values, percent-decoded, and the raw groups of every
// component are in the Match.
func ExampleMux() {
	var mux httproute.Mux
	mux.HandlePathname("/books/:id", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		m, _ := httproute.FromRequest(r)
		raw, _ := m.Group("pathname", "id")
		fmt.Fprintf(w, "book %s (raw %s)", r.PathValue("id"), raw)
	}))
	mux.HandlePathname("/books/new", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, "new book form")
	}))
	mux.Handle("https://:tenant.example.com/*", "", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		m, _ := httproute.FromRequest(r)
		tenant, _ := m.Group("hostname", "tenant")
		fmt.Fprintf(w, "tenant %s", tenant)
	}))

	// httptest.NewRequest gives a server's request (with TLS for https)
	// without a network.
	for _, target := range []string{"/books/zo%C3%AB", "/books/new", "/nothing"} {
		host := "books.test" // only the pathname patterns match
		if target == "/nothing" {
			host = "acme.example.com"
		}
		req := httptest.NewRequest("GET", "https://"+host+target, nil)
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, req)
		body, _ := io.ReadAll(rec.Result().Body)
		fmt.Printf("%s %d %s\n", target, rec.Code, body)
	}
	// Output:
	// /books/zo%C3%AB 200 book zoë (raw zo%C3%AB)
	// /books/new 200 new book form
	// /nothing 200 tenant acme
}

// A method before the pattern routes it as net/http's ServeMux does: HEAD
// is served by GET, another method that only other patterns take gets 405
// with an Allow header, and a path that reads differently once decoded
// gets 400.
func ExampleMux_HandlePathname() {
	var mux httproute.Mux
	mux.HandlePathname("GET /users/:id", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, "user %s", r.PathValue("id"))
	}))
	mux.HandlePathname("POST /users/:id", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, "updated %s", r.PathValue("id"))
	}))
	mux.HandlePathname("/public/*", http.FileServer(http.Dir("/srv/www")))
	mux.HandlePathname("/admin/*", http.NotFoundHandler())
	if err := mux.HandlePathname("/users/{id}", http.NotFoundHandler()); err != nil {
		fmt.Println(err)
	}

	for _, req := range []struct{ method, target string }{
		{"GET", "/users/7"},
		{"POST", "/users/7"},
		{"DELETE", "/users/7"},
		{"GET", "/public/..%2fadmin/secret.txt"},
	} {
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, httptest.NewRequest(req.method, req.target, nil))
		body, _ := io.ReadAll(rec.Result().Body)
		fmt.Printf("%s %s: %d %q Allow=%q\n", req.method, req.target, rec.Code, strings.TrimSpace(string(body)), rec.Header().Get("Allow"))
	}
	// Output:
	// urlpattern: NewPathname: invalid pathname pattern "/users/{id}": "{id}" at offset 7 is net/http ServeMux syntax; URL Pattern writes ":id"
	// GET /users/7: 200 "user 7" Allow=""
	// POST /users/7: 200 "updated 7" Allow=""
	// DELETE /users/7: 405 "Method Not Allowed" Allow="GET, HEAD, POST"
	// GET /public/..%2fadmin/secret.txt: 400 "400 Bad Request: the path reads differently once decoded" Allow=""
}

// UnsafeAllowEncodedSlashes serves object-store keys with encoded slashes
// in them; a dot segment between encoded slashes is still refused.
func ExampleUnsafeAllowEncodedSlashes() {
	var mux httproute.Mux
	mux.HandlePathname("GET /objects/:key", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// The key is data: never a file path.
		fmt.Fprintf(w, "object %q", r.PathValue("key"))
	}), httproute.UnsafeAllowEncodedSlashes())
	for _, target := range []string{"/objects/photos%2F2026%2Fcat.jpg", "/objects/photos%2F..%2F..%2Fetc"} {
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, httptest.NewRequest("GET", target, nil))
		body, _ := io.ReadAll(rec.Result().Body)
		fmt.Printf("%s: %d %s\n", target, rec.Code, strings.TrimSpace(string(body)))
	}
	// Output:
	// /objects/photos%2F2026%2Fcat.jpg: 200 object "photos/2026/cat.jpg"
	// /objects/photos%2F..%2F..%2Fetc: 400 400 Bad Request: the path reads differently once decoded
}
