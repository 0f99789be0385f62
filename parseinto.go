// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

// ParseInto parses rawURL as Parse does and stores the result in *dst,
// which a pipeline may reuse from one URL to the next: for a URL already in
// canonical form (the URL serializer's output, as most URLs in logs and
// crawls are) whose path and fragment hold no percent-encoded byte, it
// allocates nothing. Any other input takes the one allocation Parse takes.
// On error *dst is unchanged.
//
// What aliases what: as with Parse, the URL's href and its fields may be
// rawURL itself or parts of it; Go strings are immutable, so this is only
// visible to a program that builds rawURL from a byte slice it writes
// again later (with unsafe.String), which it must not do while *dst, or any
// string taken from it, is in use. Nothing from the URL that *dst held
// before is kept, except its SearchParams object: as after SetHref, that
// object stays bound to *dst and now holds the new query. Strings a
// program took from the previous URL stay valid: they are never written.
func ParseInto(dst *URL, rawURL string) error {
	schemeless := noScheme(rawURL)
	if schemeless && dst.setPlainReference(rawURL) {
		return nil
	}
	var v URL
	u, err := parseNet(&v, rawURL, schemeless)
	if err != nil {
		return err
	}
	*dst = *u
	return nil
}
