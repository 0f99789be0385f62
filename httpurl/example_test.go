// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package httpurl_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	neturl "net/url"

	"github.com/weburl/url"
	"github.com/weburl/url/httpurl"
	"github.com/weburl/url/origin"
)

// A handler reads the URL it was asked for as the standard reads it.
func ExampleFromRequest() {
	r := httptest.NewRequest("GET", "/docs/./guide/../api?v=2", nil)
	r.Host = "Example.COM:80"
	u, err := httpurl.FromRequest(r)
	if err != nil {
		panic(err)
	}
	fmt.Println(u, u.HostKind())
	// Output: http://example.com/docs/api?v=2 domain
}

// Behind a proxy that terminates TLS, the server sees "http://" and the
// proxy's Host. FromRequestAt reads the request at the site's public
// origin, so that SafeRedirect accepts the site's own "https://" links; a
// login with no "next" gets the fallback.
func ExampleFromRequestAt() {
	public := origin.Of(url.MustParse("https://app.example.com"))
	for _, next := range []string{"https://app.example.com/account", "/settings", `/\evil.example`, ""} {
		r := httptest.NewRequest("GET", "/login?next="+neturl.QueryEscape(next), nil)
		r.Host = "10.0.0.7:8080" // the proxy's upstream
		r.Header.Set("X-Forwarded-Proto", "https")

		seen, _ := httpurl.FromRequest(r)
		here, err := httpurl.FromRequestAt(r, public)
		if err != nil {
			panic(err)
		}
		loc, err := httpurl.SafeRedirect(here, next)
		if err != nil {
			loc = "/" // the fallback
		}
		_, err = httpurl.SafeRedirect(seen, next)
		fmt.Printf("%-33q Location: %s (read at %s: refused %v)\n", next, loc, seen.Origin(), err != nil)
	}
	// Output:
	// "https://app.example.com/account" Location: https://app.example.com/account (read at http://10.0.0.7:8080: refused true)
	// "/settings"                       Location: https://app.example.com/settings (read at http://10.0.0.7:8080: refused false)
	// "/\\evil.example"                 Location: / (read at http://10.0.0.7:8080: refused true)
	// ""                                Location: / (read at http://10.0.0.7:8080: refused true)
}

// An http.Client that follows redirects as a browser does.
func ExampleTransport() {
	landed := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "landed on the other server")
	}))
	defer landed.Close()
	redirecting := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// "/\host/" is "//host/" to a browser: another server.
		http.Redirect(w, r, "/\\"+landed.Listener.Addr().String()+"/", http.StatusFound)
	}))
	defer redirecting.Close()

	client := &http.Client{Transport: &httpurl.Transport{}}
	resp, err := client.Get(redirecting.URL)
	if err != nil {
		panic(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	fmt.Println(string(body))
	// Output: landed on the other server
}

// The standard library's APIs take net/url's types: convert at the call.
func Example_netURLTypes() {
	target := url.MustParse("http://backend.internal:8080/api/")
	proxy := httputil.NewSingleHostReverseProxy(target.NetURL()) // *neturl.URL
	_ = proxy

	form := url.Values{}
	form.Set("q", "go url")
	var nv neturl.Values = neturl.Values(form) // http.PostForm(target.String(), nv)
	back := url.Values(nv)
	fmt.Println(nv.Encode(), back.Get("q"))
	// Output: q=go+url go url
}

// The URL a browser follows for a Location header.
func ExampleResolveLocation() {
	req := httptest.NewRequest("GET", "http://example.com/a/b", nil)
	for _, loc := range []string{"/\\evil.example/x", "../c?d", "http://exa mple/"} {
		fmt.Println(httpurl.ResolveLocation(req, loc))
	}
	// Output:
	// http://evil.example/x true
	// http://example.com/c?d true
	//  false
}
