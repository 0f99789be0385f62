// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package httproute_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"

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
		req := httptest.NewRequest("GET", "https://acme.example.com"+target, nil)
		if target != "/nothing" {
			req.Host = "books.test" // only the pathname patterns match
		}
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
