// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"strconv"
	"strings"
)

// Patterns written in net/http's ServeMux syntax. "/users/{id}" is a valid
// URL pattern, but one that matches the path "/users/id" only: "{id}" is a
// group of fixed text. A router user who writes it meant a wildcard, so
// the router helpers (NewPathname, List.AddPathname, httproute) refuse it
// and say how URL Pattern spells it.

// A ServeMuxSyntaxError reports net/http ServeMux syntax in a pattern given
// to a router, with its URL Pattern spelling.
type ServeMuxSyntaxError struct {
	Offset int    // byte offset in the pattern
	Found  string // what was written: "{id}", "GET ", "users/:id"
	Want   string // how URL Pattern writes it: ":id"
}

// Error returns `"<found>" at offset <n> is net/http ServeMux syntax; URL Pattern writes <want>`.
func (e *ServeMuxSyntaxError) Error() string {
	return strconv.Quote(e.Found) + " at offset " + strconv.Itoa(e.Offset) + " is net/http ServeMux syntax; URL Pattern writes " + e.Want
}

// CheckServeMuxSyntax returns a *ServeMuxSyntaxError when pattern, a
// constructor string or pathname pattern, is written in net/http
// ServeMux syntax that URL Pattern reads otherwise, and nil when it is not:
//
//   - a method before the pattern ("GET /users/:id"), which URL Pattern
//     has no place for (httproute.Mux takes one);
//   - a wildcard "{id}", "{path...}" or "{$}" (not followed by a
//     modifier), which URL Pattern reads as fixed text: write ":id",
//     ":path*" or nothing.
//
// NewPathname runs it, and also requires a pathname to start with "/".
func CheckServeMuxSyntax(pattern string) error {
	pattern = validUTF8(pattern)
	if method, rest := SplitMethod(pattern); method != "" {
		return &ServeMuxSyntaxError{Offset: 0, Found: pattern[:len(pattern)-len(rest)], Want: strconv.Quote(clip(rest)) + " without a method (httproute.Mux routes methods)"}
	}
	tokens, err := tokenize(pattern, policyLenient)
	if err != nil {
		return nil
	}
	for i := 0; i+2 < len(tokens); i++ {
		if tokens[i].typ != tokenOpen {
			continue
		}
		var text strings.Builder
		j := i + 1
		for ; tokens[j].typ == tokenChar; j++ {
			text.WriteString(tokens[j].value)
		}
		if tokens[j].typ != tokenClose || tokens[j+1].typ == tokenOtherModifier || tokens[j+1].typ == tokenAsterisk {
			continue
		}
		found := pattern[tokens[i].index : tokens[j].index+1]
		name := text.String()
		switch {
		case name == "$":
			return &ServeMuxSyntaxError{Offset: tokens[i].index, Found: found, Want: "nothing: a pattern matches the whole path unless it ends in \"*\""}
		case isServeMuxName(strings.TrimSuffix(name, "...")) && strings.HasSuffix(name, "..."):
			return &ServeMuxSyntaxError{Offset: tokens[i].index, Found: found, Want: strconv.Quote(":" + strings.TrimSuffix(name, "...") + "*")}
		case isServeMuxName(name):
			return &ServeMuxSyntaxError{Offset: tokens[i].index, Found: found, Want: strconv.Quote(":" + name)}
		}
	}
	return nil
}

// SplitMethod splits a ServeMux-style pattern that starts with a method
// and spaces ("GET /users/:id") into the method and the pattern. A pattern
// without one is returned whole, with the method "". A method is written
// in upper case (letters, "-" and "_"), as ServeMux users write them.
func SplitMethod(pattern string) (method, rest string) {
	sp := strings.IndexByte(pattern, ' ')
	if sp <= 0 {
		return "", pattern
	}
	for i := 0; i < sp; i++ {
		if c := pattern[i]; !('A' <= c && c <= 'Z' || c == '-' || c == '_') {
			return "", pattern
		}
	}
	return pattern[:sp], strings.TrimLeft(pattern[sp:], " ")
}

// isServeMuxName reports whether s is a ServeMux wildcard name: a Go
// identifier, here ASCII.
func isServeMuxName(s string) bool {
	if s == "" || '0' <= s[0] && s[0] <= '9' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// clip shortens s to its first 40 bytes and "…", for an error message.
func clip(s string) string {
	if len(s) <= 40 {
		return s
	}
	return strings.ToValidUTF8(s[:40], "") + "…"
}
