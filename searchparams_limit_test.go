// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"
	"testing"
)

// params returns a query of n parameters "a=1".
func params(n int) string { return strings.Repeat("a=1&", n-1) + "a=1" }

// TestSearchParamsLimit checks the parameter cap of NewSearchParams and
// URL.SearchParams, which ParseQuery shares (CVE-2025-61726): 10000, or
// GODEBUG's urlmaxqueryparams.
func TestSearchParamsLimit(t *testing.T) {
	t.Setenv("GODEBUG", "")
	for _, c := range []struct {
		name  string
		query string
		want  int // pairs; 0 when refused
	}{
		{"10000 parameters", params(10000), 10000},
		{"10001 parameters", params(10001), 0},
		{"10001 by '&' count, even if empty", strings.Repeat("&", 10000), 0},
		{"a leading '?' is not counted", "?" + params(10000), 10000},
	} {
		if got := NewSearchParams(c.query).Size(); got != c.want {
			t.Errorf("%s: NewSearchParams has %d pairs, want %d", c.name, got, c.want)
		}
		_, err := ParseQuery(strings.TrimPrefix(c.query, "?"))
		if refused := err != nil; refused != (c.want == 0) {
			t.Errorf("%s: ParseQuery error %v, want refused %v", c.name, err, c.want == 0)
		}
		// A URL's object, made from the query, refreshed by a setter and
		// synced after RawQuery is assigned.
		u := mustParse(t, "https://h.example/?"+strings.TrimPrefix(c.query, "?"))
		if got := u.SearchParams().Size(); got != c.want {
			t.Errorf("%s: URL.SearchParams has %d pairs, want %d", c.name, got, c.want)
		}
		v := mustParse(t, "https://h.example/?x=1")
		p := v.SearchParams()
		v.SetSearch(c.query)
		if got := p.Size(); got != c.want {
			t.Errorf("%s: after SetSearch, SearchParams has %d pairs, want %d", c.name, got, c.want)
		}
		w := mustParse(t, "https://h.example/?x=1")
		q := w.SearchParams()
		w.RawQuery = strings.TrimPrefix(c.query, "?")
		if got := q.Size(); got != c.want {
			t.Errorf("%s: after assigning RawQuery, SearchParams has %d pairs, want %d", c.name, got, c.want)
		}
	}
}

// TestQueryParamsGODEBUG checks that the cap is configured as Go's is.
func TestQueryParamsGODEBUG(t *testing.T) {
	for _, c := range []struct {
		godebug string
		limit   int // 0: no limit
	}{
		{"", 10000},
		{"urlmaxqueryparams=5", 5},
		{"http2client=0,urlmaxqueryparams=3,urlmaxqueryparams=7", 7}, // the last one wins
		{"urlmaxqueryparams=0", 0},
		{"urlmaxqueryparams=x", 10000}, // not a number: the default
		{"urlmaxqueryparams=-1", 10000},
		{"xurlmaxqueryparams=5", 10000},
	} {
		t.Setenv("GODEBUG", c.godebug)
		check := func(n int, refused bool) {
			t.Helper()
			got := NewSearchParams(params(n)).Size()
			_, err := ParseQuery(params(n))
			if (got == 0) != refused || (err != nil) != refused {
				t.Errorf("GODEBUG=%q, %d parameters: NewSearchParams %d pairs, ParseQuery error %v; want refused %v", c.godebug, n, got, err, refused)
			}
		}
		if c.limit == 0 {
			check(20000, false)
			continue
		}
		check(c.limit, false)
		check(c.limit+1, true)
	}
}

func TestGodebugValue(t *testing.T) {
	for _, c := range []struct {
		s, value string
		ok       bool
	}{
		{"", "", false},
		{"urlmaxqueryparams=1", "1", true},
		{"a=b,urlmaxqueryparams=2,c=d", "2", true},
		{"urlmaxqueryparams=1,urlmaxqueryparams=", "", true},
		{"urlmaxqueryparams", "", false},
		{",,=,", "", false},
	} {
		v, ok := godebugValue(c.s, "urlmaxqueryparams")
		if v != c.value || ok != c.ok {
			t.Errorf("godebugValue(%q) = %q, %v; want %q, %v", c.s, v, ok, c.value, c.ok)
		}
	}
}
