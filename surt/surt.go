// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package surt writes the sort keys web archives index URLs by: SURT, the
// Sort-friendly URI Reordering Transform of Heritrix and the Internet
// Archive's CDX indexes ("http://www.example.com/a" is
// "com,example,www)/a"), and SSURT, the IIPC's reversible variant
// ("com,example,www,//:http:/a").
//
// Both start from the URL that github.com/weburl/url's parser gives, so
// the host is already lower-cased, IDNA-encoded and an IPv4 address in
// dotted decimal, the default port is gone and dot segments are removed;
// the options add the further canonicalization the common
// implementations apply. For deduplication rules beyond these (parameter
// removal, www folding, index files), canonicalize first with
// github.com/weburl/url/canon and pass its result.
package surt

import (
	"cmp"
	"errors"
	"net/netip"
	"slices"
	"strings"

	"github.com/weburl/url"
	"github.com/weburl/url/internal/absolute"
)

// ErrNotAbsolute is returned for a relative reference ("/a", "a/b"), which
// has no key.
var ErrNotAbsolute = errors.New("surt: not an absolute URL")

// QueryOrder says how Key orders the query's pairs.
type QueryOrder uint8

const (
	// QueryKept keeps the query as the URL has it.
	QueryKept QueryOrder = iota
	// QuerySorted sorts the pairs with the URL Standard's URLSearchParams
	// sort (stable, by name in UTF-16 code units) and serializes them as
	// application/x-www-form-urlencoded, as canon.Semantic does: "b&a=2"
	// is "a=2&b=".
	QuerySorted
	// QueryIA sorts the pairs as written, split at "&" and then at the
	// first "=", by name and then by value, byte by byte, and joins them
	// again unchanged, as the Internet Archive's surt and Heritrix do:
	// "a=2&b&a=1" is "a=1&a=2&b". The keys then match the IA's CDX
	// indexes.
	QueryIA
)

// Options are the choices the common SURT implementations offer. The zero
// value writes the plain transform of the standard's href with no
// scheme, no trailing comma and the fragment dropped.
type Options struct {
	// WithScheme writes the scheme and "://(" before the host:
	// "http://(com,example,)/". IA's with_scheme.
	WithScheme bool

	// TrailingComma ends the reversed host with a comma: "com,example,)",
	// so that "com,example," is a prefix of the host's keys and of its
	// subdomains' but not of "com,examples". IA's trailing_comma.
	TrailingComma bool

	// TrimWWW drops a first host label "www" or "www" followed by digits
	// when more labels follow ("www12.example.com" is "example.com";
	// "www2example.com" stays). IA's host_massage.
	TrimWWW bool

	// Query orders the query's pairs; with QuerySorted or QueryIA an empty
	// query is dropped.
	Query QueryOrder

	// LowerCase lower-cases the path and the query, as the IA's
	// canonicalizer does by default.
	LowerCase bool

	// TrimTrailingSlash removes a "/" that ends the path, except the path
	// "/" ("/goo/" is "/goo"), as the IA's canonicalizer does.
	TrimTrailingSlash bool

	// KeepFragment keeps "#" and the fragment, as Heritrix's SURT does.
	KeepFragment bool
}

// IA are the options of the Internet Archive's surt package and CDX
// indexes: no scheme, no trailing comma, www trimmed, the query sorted by
// IA's order and lower-cased with the path, a trailing slash removed.
// (Its session-id stripping is left out: remove those parameters with
// canon.Semantic's RemoveParams first.)
var IA = Options{TrimWWW: true, Query: QueryIA, LowerCase: true, TrimTrailingSlash: true}

// Heritrix are the options of Heritrix's SURT form for crawl scope rules:
// "http://(com,example,www,)/path?query#fragment".
var Heritrix = Options{WithScheme: true, TrailingComma: true, KeepFragment: true}

// pseudoSchemes are the record types of ARC and WARC files that the IA's
// surt returns as they are, though they look like URLs with a host.
var pseudoSchemes = []string{"dns", "filedesc", "warcinfo"}

// Key returns the SURT key of rawURL with the options o. A URL with no host
// ("mailto:a@b.org", "urn:x") and the ARC/WARC pseudo-URLs "dns:",
// "filedesc:" and "warcinfo:" are returned as the standard serializes them.
// The authority becomes the host's labels reversed and joined by commas,
// then ":" and the port if the URL has one, then "@" and the userinfo if it
// has one, then ")": "http://u@www.example.com:8080/" is
// "com,example,www:8080@u)/". An IPv4 address is reversed like a domain
// (as the IA's surt does by default); an IPv6 address keeps its brackets.
// See http://crawler.archive.org/articles/user_manual/glossary.html#surt
// and https://github.com/internetarchive/surt.
func Key(rawURL string, o Options) (string, error) {
	u, err := absolute.Parse(rawURL, ErrNotAbsolute)
	if err != nil {
		return "", err
	}
	return KeyOf(u, o), nil
}

// KeyOf is Key for a parsed URL, which must be absolute; a reference's key
// is its String.
func KeyOf(u *url.URL, o Options) string {
	// Each getter of the URL API checks the exported fields against the
	// URL record, so each is called once.
	kind := u.HostKind()
	if kind == url.HostNone || u.Protocol() == "" || slices.Contains(pseudoSchemes, u.Scheme) {
		return u.String()
	}
	var b strings.Builder
	if o.WithScheme {
		b.WriteString(u.Scheme)
		b.WriteString("://(")
	}
	host := u.SerializedHost()
	if o.TrimWWW && kind == url.HostDomain {
		host = trimWWW(host)
	}
	if kind == url.HostIPv6 {
		b.WriteString(host)
	} else {
		writeReversed(&b, host)
		if o.TrailingComma {
			b.WriteByte(',')
		}
	}
	if p := u.Port(); p != "" {
		b.WriteByte(':')
		b.WriteString(p)
	}
	if user := userinfo(u); user != "" {
		b.WriteByte('@')
		b.WriteString(user)
	}
	b.WriteByte(')')

	path := u.Pathname()
	if o.TrimTrailingSlash && len(path) > 1 && path[len(path)-1] == '/' {
		path = path[:len(path)-1]
	}
	query, hasQuery := u.RawQuery, u.RawQuery != "" || u.ForceQuery
	switch o.Query {
	case QuerySorted:
		sp := url.NewSearchParams(query)
		sp.Sort()
		query = sp.String()
		hasQuery = query != ""
	case QueryIA:
		query = iaOrder(query)
		hasQuery = query != ""
	}
	if o.LowerCase {
		path, query = strings.ToLower(path), strings.ToLower(query)
	}
	b.WriteString(path)
	if hasQuery {
		b.WriteByte('?')
		b.WriteString(query)
	}
	if o.KeepFragment && u.Fragment != "" {
		b.WriteString(u.Hash())
	}
	return b.String()
}

// userinfo returns the URL's username and password as the standard
// serializes them, "user:pass", or "" when it has neither.
func userinfo(u *url.URL) string {
	if u.User == nil {
		return ""
	}
	user, pass := u.Username(), u.Password()
	if pass != "" {
		return user + ":" + pass
	}
	return user
}

// trimWWW drops a first label "www" or "www" and digits from a domain that
// has more labels after it.
func trimWWW(host string) string {
	label, rest, ok := strings.Cut(host, ".")
	if !ok || rest == "" || !strings.HasPrefix(label, "www") {
		return host
	}
	for _, c := range []byte(label[3:]) {
		if c < '0' || c > '9' {
			return host
		}
	}
	return rest
}

// writeReversed writes the dot-separated labels of host in reverse order,
// joined by commas.
func writeReversed(b *strings.Builder, host string) {
	for end := len(host); ; {
		start := strings.LastIndexByte(host[:end], '.')
		b.WriteString(host[start+1 : end])
		if start < 0 {
			return
		}
		b.WriteByte(',')
		end = start
	}
}

// iaOrder sorts the pairs of a query as written by name and then value,
// byte by byte, keeping each pair as it is.
func iaOrder(query string) string {
	if !strings.Contains(query, "&") {
		return query
	}
	pairs := strings.Split(query, "&")
	slices.SortStableFunc(pairs, func(a, b string) int {
		an, av, _ := strings.Cut(a, "=")
		bn, bv, _ := strings.Cut(b, "=")
		return cmp.Or(strings.Compare(an, bn), strings.Compare(av, bv))
	})
	return strings.Join(pairs, "&")
}

// SSURT returns the SSURT of rawURL, the IIPC's reversible form
// (https://github.com/iipc/urlcanon/blob/master/ssurt.rst):
//
//	host "//" port ":" scheme ["@" userinfo] ":" path ["?" query] ["#" fragment]
//
// where host is a domain's labels reversed and joined by commas with a
// trailing comma ("au,gov,nla,"), an IPv4 address as it is ("10.1.2.3")
// and an IPv6 address in brackets with every group written in four hex
// digits ("[2001:0db8:0000:0000:0000:0000:0000:0001]"), so that a prefix
// matches a domain with its subdomains, a subnet, or one host with or
// without its port and scheme: "http://nla.gov.au:8000/x" is
// "au,gov,nla,//8000:http:/x". Like SURT it starts from the standard's
// href, with no further canonicalization. A URL with no host is written
// without the "//" part: scheme ":" path ("mailto:a@b.org" stays as it
// is).
func SSURT(rawURL string) (string, error) {
	u, err := absolute.Parse(rawURL, ErrNotAbsolute)
	if err != nil {
		return "", err
	}
	return SSURTOf(u), nil
}

// SSURTOf is SSURT for a parsed URL, which must be absolute; a reference's
// SSURT is its String.
func SSURTOf(u *url.URL) string {
	kind := u.HostKind()
	if kind == url.HostNone || u.Protocol() == "" {
		return u.String()
	}
	var b strings.Builder
	host := u.SerializedHost()
	switch kind {
	case url.HostIPv6:
		a, _ := u.HostAddr()
		b.WriteString(expandIPv6(a))
	case url.HostIPv4:
		b.WriteString(host)
	case url.HostEmpty:
	default:
		writeReversed(&b, host)
		b.WriteByte(',')
	}
	b.WriteString("//")
	b.WriteString(u.Port())
	b.WriteByte(':')
	b.WriteString(u.Scheme)
	if user := userinfo(u); user != "" {
		b.WriteByte('@')
		b.WriteString(user)
	}
	b.WriteByte(':')
	b.WriteString(u.Pathname())
	if u.RawQuery != "" || u.ForceQuery {
		b.WriteByte('?')
		b.WriteString(u.RawQuery)
	}
	if u.Fragment != "" {
		b.WriteString(u.Hash())
	}
	return b.String()
}

// expandIPv6 writes an IPv6 address in brackets with all eight groups of
// four hex digits.
func expandIPv6(a netip.Addr) string {
	const hex = "0123456789abcdef"
	b := make([]byte, 0, 41)
	b = append(b, '[')
	for i, x := range a.As16() {
		if i > 0 && i%2 == 0 {
			b = append(b, ':')
		}
		b = append(b, hex[x>>4], hex[x&15])
	}
	return string(append(b, ']'))
}
