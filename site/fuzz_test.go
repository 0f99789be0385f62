// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package site

import (
	"strings"
	"testing"
)

// slowSuffix is the Public Suffix List's algorithm as its wiki states it,
// rule by rule: match the domain against every rule; an exception rule
// prevails, else the rule with the most labels, else "*"; an exception
// rule loses its leftmost label; the public suffix is the domain's labels
// that the prevailing rule matches.
// See https://github.com/publicsuffix/list/wiki/Format#algorithm.
func slowSuffix(l *List, name string) string {
	labels := strings.Split(name, ".")
	var prevailing []string
	exception := false
	for key, k := range l.rules {
		for _, r := range []struct {
			labels []string
			ok     bool
			exc    bool
		}{
			{strings.Split(key, "."), k.exact != 0, false},
			{append([]string{"*"}, strings.Split(key, ".")...), k.wildcard != 0, false},
			{strings.Split(key, "."), k.exception != 0, true},
		} {
			if !r.ok || !matches(r.labels, labels) || exception && !r.exc {
				continue
			}
			if r.exc && !exception || len(r.labels) > len(prevailing) {
				prevailing, exception = r.labels, r.exc
			}
		}
	}
	if prevailing == nil {
		prevailing = []string{"*"}
	}
	if exception {
		prevailing = prevailing[1:]
	}
	return strings.Join(labels[len(labels)-len(prevailing):], ".")
}

// matches reports whether the rule's labels match the domain's last
// labels, "*" matching any one.
func matches(rule, labels []string) bool {
	if len(rule) > len(labels) {
		return false
	}
	for i := 1; i <= len(rule); i++ {
		if r := rule[len(rule)-i]; r != "*" && r != labels[len(labels)-i] {
			return false
		}
	}
	return true
}

// FuzzListSuffix checks List's lookup against slowSuffix on the test list
// and on lists the fuzzer writes: any list loads or fails, never panics,
// and every domain's public suffix is the reference's.
func FuzzListSuffix(f *testing.F) {
	f.Add(testList, "www.city.kobe.jp")
	f.Add(testList, "b.c.kobe.jp")
	f.Add(testList, "a.www.ck")
	f.Add("*.a\n!b.a\nc.b.a\n", "x.c.b.a")
	f.Add("a\n*.b.a\n", "b.a")
	f.Fuzz(func(t *testing.T, list, name string) {
		l, err := LoadList(strings.NewReader(list))
		if err != nil {
			return
		}
		name = strings.ToLower(strings.Trim(name, "."))
		if name == "" || strings.Contains(name, "..") {
			return
		}
		if got, want := l.lookup(name), slowSuffix(l, name); got != want {
			t.Fatalf("list %q: public suffix of %q = %q, want %q", list, name, got, want)
		}
	})
}
