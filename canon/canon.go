// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package canon decides when two URLs are "the same page": it turns a URL
// into a canonical key by one of three profiles, each built on the URL that
// the WHATWG URL Standard's parser (github.com/weburl/url) gives, never on
// string edits made before parsing.
//
//   - Semantic, for deduplication: the standard's serialization with the
//     fragment dropped, percent-escapes of unreserved bytes decoded and the
//     others upper-cased, the query sorted by the standard's
//     URLSearchParams sort, an empty query dropped, and optionally chosen
//     query parameters and the userinfo removed.
//   - Crawl, for crawl frontiers: Semantic plus rules that are right for
//     most sites but not all (www. folding, a case-insensitive path, index
//     files, trailing slashes, http for https), each an option.
//   - SafeBrowsing, Google Safe Browsing's canonicalization as its "URLs and
//     Hashing" reference writes it, with SafeBrowsingExpressions, the
//     host-suffix and path-prefix expressions that are looked up.
//
// Every profile is idempotent: a key canonicalizes to itself. The keys of
// Semantic and Crawl are URLs in the standard's serialization: url.Parse
// reads a key back to the same string. A SafeBrowsing key is not always
// such a URL (the specification keeps "<" and "^" raw and writes hosts the
// standard rejects, "http://host%23.com/"); see SafeBrowsing for what
// reading it back means there.
package canon

import (
	"errors"
	"strings"

	"github.com/weburl/url"
	"github.com/weburl/url/internal/absolute"
)

// ErrNotAbsolute is returned for a string that is a relative reference
// ("/a", "a/b"), which has no canonical form without a base.
var ErrNotAbsolute = errors.New("canon: not an absolute URL")

// Semantic is the deduplication profile. Its zero value applies the rules
// that never change which resource a URL names under the URL Standard and
// the form encoding every web server reads queries with:
//
//   - the URL is parsed and serialized by the URL Standard (lower-cased
//     scheme and host, IDNA, IPv4 and IPv6 forms, default port dropped,
//     dot segments removed, characters outside the standard's sets
//     percent-encoded);
//   - the fragment is dropped;
//   - in the path, the username, the password and an opaque host, a
//     percent-escape of an unreserved byte (ASCII letter, digit, "-", ".",
//     "_", "~") is decoded and the hex digits of every other escape are
//     upper-cased (RFC 3986, section 6.2.2);
//   - the query is parsed as application/x-www-form-urlencoded, its pairs
//     sorted by name with the standard's URLSearchParams sort (stable, by
//     UTF-16 code units) and serialized again, which also puts its escapes
//     in one form ("a=%7e" and "a=~" are both "a=%7E"); a query that is
//     empty then is dropped.
//
// An opaque path ("mailto:A%41") is kept as the standard serializes it.
type Semantic struct {
	// RemoveParams names the query parameters to remove (tracking and
	// session ids). A name ending in "*" removes every parameter whose
	// name starts with what precedes the "*": "utm_*". Names compare
	// exactly, case included. TrackingParams and SessionParams are
	// ready-made lists.
	RemoveParams []string

	// RemoveUserinfo drops the username and the password.
	RemoveUserinfo bool
}

// TrackingParams are the well-known analytics and ad-click parameters, for
// Semantic.RemoveParams; DefaultCrawl removes them. Each names a campaign or
// a click, never the page, and the browsers' and crawlers' query-stripping
// lists agree on them:
//
//   - utm_*: Google Analytics' campaign parameters (utm_source, utm_medium,
//     utm_campaign, utm_term, utm_content, utm_id, ...);
//   - gclid, gclsrc, dclid, gbraid, wbraid, srsltid: Google Ads', Display &
//     Video 360's and Merchant Center's click ids; _ga, _gl: Google
//     Analytics' cross-domain linker;
//   - msclkid: Microsoft Advertising; fbclid: Meta; igshid: Instagram;
//     twclid: X; ttclid: TikTok; li_fat_id: LinkedIn; epik: Pinterest;
//     yclid: Yandex;
//   - mc_cid, mc_eid: Mailchimp; _hsenc, _hsmi, __hstc, __hssc, __hsfp,
//     hsCtaTracking: HubSpot; mkt_tok: Marketo; vero_id, vero_conv: Vero;
//     oly_anon_id, oly_enc_id: Omeda; s_cid: Adobe Analytics; rb_clickid:
//     Rakuten.
var TrackingParams = []string{
	"utm_*",
	"gclid", "gclsrc", "dclid", "gbraid", "wbraid", "srsltid", "_ga", "_gl",
	"msclkid", "fbclid", "igshid", "twclid", "ttclid", "li_fat_id", "epik", "yclid",
	"mc_cid", "mc_eid", "_hsenc", "_hsmi", "__hstc", "__hssc", "__hsfp", "hsCtaTracking",
	"mkt_tok", "vero_id", "vero_conv", "oly_anon_id", "oly_enc_id", "s_cid", "rb_clickid",
}

// SessionParams are the session-id parameters of common server platforms
// (Java, PHP, ASP, ColdFusion), in the casing they use, for
// Semantic.RemoveParams.
var SessionParams = []string{"jsessionid", "JSESSIONID", "PHPSESSID", "phpsessid", "ASPSESSIONID*", "CFID", "CFTOKEN", "sid"}

// Canonicalize parses rawURL with url.Parse and returns its canonical
// serialization. A relative reference is an error (ErrNotAbsolute), and so
// is a string the parser rejects.
func (p Semantic) Canonicalize(rawURL string) (string, error) {
	return canonicalize(rawURL, p.apply)
}

// URL returns the canonical form of u as a new URL; u is not changed.
func (p Semantic) URL(u *url.URL) (*url.URL, error) { return canonicalURL(u, p.apply) }

// canonicalize parses rawURL, which must be an absolute URL, applies a
// profile to it and serializes it.
func canonicalize(rawURL string, apply func(*url.URL)) (string, error) {
	u, err := absolute.Parse(rawURL, ErrNotAbsolute)
	if err != nil {
		return "", err
	}
	apply(u)
	return u.String(), nil
}

// canonicalURL applies a profile to a copy of u, which must be an absolute
// URL.
func canonicalURL(u *url.URL, apply func(*url.URL)) (*url.URL, error) {
	if u == nil || u.Protocol() == "" {
		return nil, ErrNotAbsolute
	}
	v := u.Clone()
	apply(v)
	return v, nil
}

// apply changes u, an absolute URL, to its canonical form.
func (p Semantic) apply(u *url.URL) {
	// Each setter serializes the URL again, so each runs only when it
	// changes something. A "#" in a serialized URL starts its fragment.
	if strings.IndexByte(u.String(), '#') >= 0 {
		u.SetHash("")
	}
	if p.RemoveUserinfo {
		if u.User != nil {
			u.SetUsername("")
			u.SetPassword("")
		}
	} else {
		if s := u.Username(); strings.IndexByte(s, '%') >= 0 {
			u.SetUsername(normalizeEscapes(s))
		}
		if s := u.Password(); strings.IndexByte(s, '%') >= 0 {
			u.SetPassword(normalizeEscapes(s))
		}
	}
	if u.HostKind() == url.HostOpaque {
		if h := u.Hostname(); strings.IndexByte(h, '%') >= 0 {
			u.SetHostname(normalizeEscapes(h))
		}
	}
	if s := u.Pathname(); u.Opaque == "" && strings.IndexByte(s, '%') >= 0 {
		u.SetPathname(normalizeEscapes(s))
	}
	p.canonicalQuery(u)
}

// canonicalQuery removes the parameters p names, sorts the rest with the
// standard's URLSearchParams sort, and drops the query if it is empty.
func (p Semantic) canonicalQuery(u *url.URL) {
	if u.RawQuery == "" {
		if u.ForceQuery {
			u.SetSearch("") // "?" alone: an empty query is dropped
		}
		return
	}
	sp := u.SearchParams()
	if len(p.RemoveParams) > 0 {
		var drop []string
		for name := range sp.All() {
			if p.removes(name) {
				drop = append(drop, name)
			}
		}
		for _, name := range drop {
			sp.Delete(name)
		}
	}
	// Sort runs the standard's update steps, which serialize the list and
	// set the query to null when that is empty.
	sp.Sort()
}

// removes reports whether the parameter name is one of p.RemoveParams.
func (p Semantic) removes(name string) bool {
	for _, r := range p.RemoveParams {
		if prefix, ok := strings.CutSuffix(r, "*"); ok {
			if strings.HasPrefix(name, prefix) {
				return true
			}
		} else if name == r {
			return true
		}
	}
	return false
}

// isUnreserved reports whether c is an unreserved character of RFC 3986
// (section 2.3): an ASCII letter or digit, "-", ".", "_" or "~".
func isUnreserved(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		c == '-' || c == '.' || c == '_' || c == '~'
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'f'
}

func unhex(c byte) byte {
	if c <= '9' {
		return c - '0'
	}
	return c | 0x20 - 'a' + 10
}

const upperHex = "0123456789ABCDEF"

// normalizeEscapes decodes the percent-escapes of unreserved bytes in s and
// upper-cases the hex digits of the others (RFC 3986, sections 6.2.2.1 and
// 6.2.2.2). A "%" that starts no escape is kept, and so is an escape of a
// hex digit that would make one with it once decoded ("%7%30" stays, where
// "%70" would come out), so the result is a fixed point.
func normalizeEscapes(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '%' || i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
			if b != nil {
				b = append(b, c)
			}
			continue
		}
		if b == nil {
			b = make([]byte, 0, len(s))
			b = append(b, s[:i]...)
		}
		d := unhex(s[i+1])<<4 | unhex(s[i+2])
		n := len(b)
		makesEscape := isHex(d) && (n >= 2 && b[n-2] == '%' && isHex(b[n-1]) ||
			n >= 1 && b[n-1] == '%' && i+3 < len(s) && isHex(s[i+3]))
		if isUnreserved(d) && !makesEscape {
			b = append(b, d)
		} else {
			b = append(b, '%', upperHex[d>>4], upperHex[d&15])
		}
		i += 2
	}
	if b == nil {
		return s
	}
	return string(b)
}
