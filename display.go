// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

// Display returns the URL serialized for showing to a person: the href,
// with a domain host converted by the standard's domain to Unicode, so
// that "https://xn--bcher-kva.example/" shows as "https://bücher.example/".
// IPv4, IPv6 (bracketed), opaque and empty hosts, and every other part,
// are as in the href. The result is for display only: it is not a URL
// string to store, send or parse (use String for that).
//
// Display applies no look-alike policy: "https://xn--80ak6aa92e.com/"
// shows as "https://аррӏе.com/", in Cyrillic letters that look like
// "apple". A program that shows hosts to people for a trust decision
// should decide per label whether to show Unicode or the xn-- form, as
// browsers do (SECURITY.md, "IDN look-alikes"), and should not show
// credentials, which can be mistaken for the host.
// See https://url.spec.whatwg.org/#url-rendering-i18n.
func (u *URL) Display() string {
	v := u.current()
	if !v.valid() {
		return u.String()
	}
	if v.c.hostKind != HostDomain {
		return v.href
	}
	host := v.href[v.c.hostStart:v.c.hostEnd]
	if !hasACELabel(host) {
		// Domain to Unicode changes only "xn--" labels of an ASCII
		// domain, which a domain host is.
		return v.href
	}
	// Domain to Unicode returns the domain unchanged when Unicode
	// ToUnicode records an error (a label that is not valid Punycode, or
	// decodes to code points that are not valid), so that what is shown
	// reads back as the same host.
	uni, err := DomainToUnicode(host)
	if err != nil {
		return v.href
	}
	return v.href[:v.c.hostStart] + uni + v.href[v.c.hostEnd:]
}

// hasACELabel reports whether the ASCII domain host has a label that
// starts with "xn--" (hosts are lower case).
func hasACELabel(host string) bool {
	for i := 0; i+4 <= len(host); i++ {
		if (i == 0 || host[i-1] == '.') && host[i:i+4] == "xn--" {
			return true
		}
	}
	return false
}
