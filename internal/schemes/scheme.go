// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package schemes is the URL Standard's table of special schemes: which
// schemes are special, which one is "file", and each one's default port.
// It is the one place these facts live; the URL parser (the root package)
// and the URL Pattern implementation (urlpattern) both read them here.
// See https://url.spec.whatwg.org/#special-scheme.
package schemes

import "strconv"

// Info is what the URL Standard says about a scheme.
type Info struct {
	Special bool  // the scheme is one of the special schemes
	File    bool  // the scheme is "file"
	WS      bool  // the scheme is "ws" or "wss": their queries are always UTF-8
	Port    int32 // the default port, or -1 for none (non-special schemes and "file")
}

// The special schemes and their default ports, in the standard's table
// order: names[i] and infos[i]. Two arrays, not one of pairs, so that
// Lookup's, which every program that parses links, is data without
// pointers (a string is one: 48 bytes, not 144), and the names are linked
// only by Specials. (Lookup returning constants links less code, but is
// a call the compiler does not inline, on every parse.)
var (
	names = [...]string{"ftp", "file", "http", "https", "ws", "wss"}
	infos = [len(names)]Info{
		{Special: true, Port: 21},             // ftp
		{Special: true, File: true, Port: -1}, // file
		{Special: true, Port: 80},             // http
		{Special: true, Port: 443},            // https
		{Special: true, WS: true, Port: 80},   // ws
		{Special: true, WS: true, Port: 443},  // wss
	}
)

// Lookup returns what the standard says about scheme, which must be in
// lower case (as a URL record's scheme is). A scheme not in the table is
// not special and has no default port. It is a switch on the length, then
// a comparison with each scheme of that length (one load and compare),
// because the parser asks once or more per URL: a loop over the table cost
// 10% of Parse on the web corpus, and a switch to an index 2% (callgrind).
// Inlined at a dozen call sites, it is smaller than a switch on the
// string, which the compiler turns into a binary search (-1.8 KB for a
// program that calls Parse), and as fast: "file" is tried before "http",
// as that search did.
func Lookup(scheme string) Info {
	switch len(scheme) {
	case 2:
		if scheme == "ws" {
			return infos[4]
		}
	case 3:
		if scheme == "ftp" {
			return infos[0]
		}
		if scheme == "wss" {
			return infos[5]
		}
	case 4:
		if scheme == "file" {
			return infos[1]
		}
		if scheme == "http" {
			return infos[2]
		}
	case 5:
		if scheme == "https" {
			return infos[3]
		}
	}
	return Info{Port: -1}
}

// IsSpecial reports whether scheme is a special scheme.
func IsSpecial(scheme string) bool { return Lookup(scheme).Special }

// DefaultPort returns the default port of scheme in decimal, or "" when it
// has none.
func DefaultPort(scheme string) string {
	if p := Lookup(scheme).Port; p >= 0 {
		return strconv.Itoa(int(p))
	}
	return ""
}

// Specials returns the special schemes, in the standard's table order.
func Specials() [len(names)]string { return names }
