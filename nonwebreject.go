// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"strings"
)

// netReadingAfter is parseNetReading(rawURL) for a rawURL that the
// standard's parser rejected with err, except that it does not run
// net/url, which would read the whole input again, where net/url rejects
// rawURL too: where the failure is IPv6-unclosed and rawURL has no "]".
// It asks parseNetReading's first question first: a URL with a special
// scheme, or none, is never net/url's to read, and is answered without
// the search for "]", a pass over the whole input (rejecting a 1 MiB
// unclosed "[" after "http://" took 2.23 instructions per byte, 2.00
// without it).
//
// This is exact. parseNetReading runs net/url only on a rawURL that starts
// with a scheme, so the parser trimmed nothing before it; net/url rejects
// a control byte before "#", so where it would read on, the parser removed
// no tab or newline before the fragment and at most trimmed spaces after
// the host. Both then read the same authority ("//" after the scheme, up
// to the first "/", "?" or "#"; for a URL that is not special "\" is no
// delimiter to either) and the same host in it (after its last "@"). The
// parser reports IPv6-unclosed only for a host that starts with "[", and
// net/url rejects a host that starts with "[" and has no "]" ("missing ']'
// in host"). TestNetReadingAfter checks this against net/url.
func netReadingAfter(rawURL string, err error) *URL {
	if !hasNetScheme(rawURL) {
		return nil
	}
	if ve := (ValidationError{}); errors.As(err, &ve) && ve.Type == errIPv6Unclosed && strings.IndexByte(rawURL, ']') < 0 {
		return nil
	}
	return parseNetReading(rawURL)
}
