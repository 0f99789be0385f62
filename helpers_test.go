// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"fmt"
	"strings"
	"testing"
)

// getters returns the URL API's getters of u, by their JavaScript names.
func getters(u *URL) map[string]string {
	return map[string]string{
		"href":     u.Href(),
		"origin":   u.Origin(),
		"protocol": u.Protocol(),
		"username": u.Username(),
		"password": u.Password(),
		"host":     u.Host,
		"hostname": u.SerializedHost(),
		"port":     u.Port(),
		"pathname": u.Pathname(),
		"search":   u.Search(),
		"hash":     u.Hash(),
	}
}

// checkInvariants returns the ways u's fields disagree with its getters
// and its serialization, and the ways u fails to survive a round trip
// through its href (the standard's idempotence).
func checkInvariants(u *URL) []string {
	var problems []string
	if u.String() != u.Href() {
		problems = append(problems, fmt.Sprintf("String() = %q, Href() = %q", u.String(), u.Href()))
	}
	if u.Scheme+":" != u.Protocol() {
		problems = append(problems, fmt.Sprintf("Scheme %q, protocol %q", u.Scheme, u.Protocol()))
	}
	if h := u.SerializedHost(); u.Hostname() != strings.TrimSuffix(strings.TrimPrefix(h, "["), "]") {
		problems = append(problems, fmt.Sprintf("Hostname() = %q, hostname %q", u.Hostname(), u.SerializedHost()))
	}
	if u.Opaque != "" && u.Opaque != u.Pathname() {
		problems = append(problems, fmt.Sprintf("Opaque %q, pathname %q", u.Opaque, u.Pathname()))
	}
	if u.Opaque == "" && u.EscapedPath() != u.Pathname() {
		problems = append(problems, fmt.Sprintf("EscapedPath() %q, pathname %q", u.EscapedPath(), u.Pathname()))
	}
	if q := strings.TrimPrefix(u.Search(), "?"); q != u.RawQuery {
		problems = append(problems, fmt.Sprintf("RawQuery %q, search %q", u.RawQuery, u.Search()))
	}
	// The decoded fields agree with the encoded getters.
	if u.Opaque == "" && u.Path != percentDecode(u.Pathname()) {
		problems = append(problems, fmt.Sprintf("Path %q, pathname %q", u.Path, u.Pathname()))
	}
	if h := strings.TrimPrefix(u.Hash(), "#"); u.Fragment != percentDecode(h) || u.EscapedFragment() != h {
		problems = append(problems, fmt.Sprintf("Fragment %q, EscapedFragment() %q, hash %q", u.Fragment, u.EscapedFragment(), u.Hash()))
	}
	if u.ForceQuery != (u.RawQuery == "" && strings.Contains(strings.TrimSuffix(u.Href(), u.Hash()), "?")) {
		problems = append(problems, fmt.Sprintf("ForceQuery %v for href %q", u.ForceQuery, u.Href()))
	}
	pass, _ := u.User.Password()
	if u.User.Username() != percentDecode(u.Username()) || pass != percentDecode(u.Password()) || (u.User == nil) != (u.Username() == "" && u.Password() == "") {
		problems = append(problems, fmt.Sprintf("User %q, username %q, password %q", u.User, u.Username(), u.Password()))
	}
	if u.OmitHost != (u.HostKind() == HostNone && !u.c.opaquePath) {
		problems = append(problems, fmt.Sprintf("OmitHost %v, host kind %v", u.OmitHost, u.HostKind()))
	}
	v, err := Parse(u.Href())
	if err != nil {
		return append(problems, fmt.Sprintf("reparsing the href %q: %v", u.Href(), err))
	}
	if v.Href() != u.Href() {
		problems = append(problems, fmt.Sprintf("reparsing gives href %q, want %q", v.Href(), u.Href()))
	}
	if fieldsDiffer(u, v) {
		problems = append(problems, fmt.Sprintf("reparsing gives fields %+v, want %+v", v.exported(), u.exported()))
	}
	return problems
}

func fieldsDiffer(u, v *URL) bool {
	a, b := u.exported(), v.exported()
	a.User, b.User = nil, nil
	return a != b || u.User.String() != v.User.String()
}

// mustParse parses rawURL or fails t.
func mustParse(t *testing.T, rawURL string) *URL {
	t.Helper()
	u, err := Parse(rawURL)
	if err != nil {
		t.Fatalf("Parse(%q): %v", rawURL, err)
	}
	return u
}
