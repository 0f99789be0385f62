// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package reading holds what the weburl command and its viewer show for
// one input: the URL Standard's reading of it (weburl's getters, host kind
// and address, validation errors), net/url's reading of the same string,
// and the classes in which the two differ. The command's JSON and the
// viewer's columns come from these types, so the two cannot disagree.
package reading

import (
	"errors"
	"github.com/weburl/url/validation"
	neturl "net/url"
	"strings"

	"github.com/weburl/url"
)

// SpecURL is where the URL Standard lives; a validation error's name,
// lower-cased, is the anchor of its row in the standard's table.
const SpecURL = "https://url.spec.whatwg.org/"

// Reading is one parser's reading of an input: the URL API's getters.
// A failed parse has Failure set and no getters.
type Reading struct {
	Failure  bool    `json:"failure,omitempty"`
	Error    string  `json:"error,omitempty"` // net/url's error text
	Href     string  `json:"href,omitempty"`
	Origin   string  `json:"origin,omitempty"`
	Protocol string  `json:"protocol,omitempty"`
	Username *string `json:"username,omitempty"`
	Password *string `json:"password,omitempty"`
	Host     *string `json:"host,omitempty"`
	Hostname *string `json:"hostname,omitempty"`
	Port     *string `json:"port,omitempty"`
	Pathname *string `json:"pathname,omitempty"`
	Search   *string `json:"search,omitempty"`
	Hash     *string `json:"hash,omitempty"`
	HostKind string  `json:"hostKind,omitempty"` // weburl only: "domain", "IPv4", …
	HostAddr string  `json:"hostAddr,omitempty"` // weburl only: an IP host's address
}

// ValidationError is one validation error: Type is the standard's name
// ("IPv6-unclosed"), Message a short description for people, Offset the
// byte of the input (or, with Base set, of the base) it is about, Link
// the error's row in the standard's table.
type ValidationError struct {
	Type    string `json:"type"`
	Message string `json:"message"`
	Offset  int    `json:"offset"`
	Failure bool   `json:"failure,omitempty"`
	Base    bool   `json:"base,omitempty"`
	Link    string `json:"link,omitempty"`
}

// NewValidationError converts e; base says whether it is the base's.
func NewValidationError(e validation.Error, base bool) ValidationError {
	t := e.Type
	return ValidationError{
		Type: t.String(), Message: t.Message(), Offset: e.Offset, Failure: e.Failure, Base: base,
		Link: SpecURL + "#" + strings.ToLower(t.String()),
	}
}

func str(v string) *string { return &v }

// Readings is what the viewer shows for one input: weburl's reading and
// validation errors (ErrorsOmitted counts those left out, as Parsed's
// Omitted), net/url's reading, the classes in which the two differ (never
// nil, so that it encodes as []), and for a data: URL what it holds.
type Readings struct {
	WebURL        Reading           `json:"weburl"`
	Errors        []ValidationError `json:"errors"`
	ErrorsOmitted int               `json:"errorsOmitted,omitempty"`
	NetURL        Reading           `json:"neturl"`
	Classes       []string          `json:"classes"`
	Data          *Preview          `json:"data,omitempty"`
}

// Read returns the readings of input against base (base "" means none).
func Read(input, base string) Readings {
	p := WebURL(input, base)
	n := NetURL(input, base)
	c := Differences(p.Reading, n)
	if c == nil {
		c = []string{}
	}
	return Readings{p.Reading, p.Errors, p.Omitted, n, c, ReadPreview(p.URL)}
}

// MaxErrors is the most validation errors WebURL keeps for one input,
// besides the one that makes parsing fail, as url.Validate does: an input
// can report an error at almost every byte, and a record of a hundred
// bytes per error would hold far more than the 12 bytes per input byte
// the module allows itself.
const MaxErrors = 100

// Parsed is weburl's reading of one input.
type Parsed struct {
	URL     *url.URL // nil when parsing failed
	Reading Reading
	// Errors are the validation errors in input order: the first
	// MaxErrors, and the one that makes parsing fail, always. Never nil,
	// so that it encodes as [].
	Errors []ValidationError
	// Omitted is how many errors were left out of Errors.
	Omitted int
}

// WebURL parses input against base (base "" means none) by the URL
// Standard and returns weburl's reading and its validation errors.
func WebURL(input, base string) Parsed {
	p := Parsed{Errors: []ValidationError{}}
	parser := url.Parser{OnValidationError: func(e validation.Error) {
		if len(p.Errors) >= MaxErrors && !e.Failure {
			p.Omitted++
			return
		}
		p.Errors = append(p.Errors, NewValidationError(e, false))
	}}
	u, err := parser.Parse(input, base)
	if err != nil {
		p.Reading.Failure = true
		var ve validation.Error
		if len(p.Errors) == 0 && errors.As(err, &ve) {
			// The base failed: its error is the one to show, with Base set.
			p.Errors = append(p.Errors, NewValidationError(ve, true))
		}
		return p
	}
	r := &p.Reading
	p.URL = u
	r.Href, r.Origin, r.Protocol = u.Href(), u.Origin(), u.Protocol()
	r.Username, r.Password = str(u.Username()), str(u.Password())
	r.Host, r.Hostname, r.Port = str(u.Host), str(u.SerializedHost()), str(u.Port())
	r.Pathname, r.Search, r.Hash = str(u.Pathname()), str(u.Search()), str(u.Hash())
	r.HostKind = u.HostKind().String()
	if a, ok := u.HostAddr(); ok {
		r.HostAddr = a.String()
	}
	return p
}

// NetURL parses input as Go's net/url does (with a base, base.Parse(input))
// and returns its reading in the getters' shape: protocol is the scheme
// and ":", hostname keeps an IPv6 address's brackets, pathname is the
// escaped path (or the opaque part), search and hash have their "?" and
// "#" when net/url has a query or a fragment. net/url has no origin.
func NetURL(input, base string) Reading {
	var u *neturl.URL
	var err error
	if base == "" {
		u, err = neturl.Parse(input)
	} else if b, berr := neturl.Parse(base); berr != nil {
		err = berr
	} else {
		u, err = b.Parse(input)
	}
	if err != nil {
		return Reading{Failure: true, Error: err.Error()}
	}
	r := Reading{Href: u.String()}
	if u.Scheme != "" {
		r.Protocol = u.Scheme + ":"
	}
	r.Username, r.Password = str(u.User.Username()), str("")
	if p, ok := u.User.Password(); ok {
		r.Password = str(p)
	}
	hostname := u.Hostname()
	if strings.Contains(hostname, ":") {
		hostname = "[" + hostname + "]"
	}
	r.Host, r.Hostname, r.Port = str(u.Host), str(hostname), str(u.Port())
	path := u.EscapedPath()
	if u.Opaque != "" {
		path = u.Opaque
	}
	r.Pathname = str(path)
	r.Search = str("")
	if u.RawQuery != "" || u.ForceQuery {
		r.Search = str("?" + u.RawQuery)
	}
	r.Hash = str("")
	if u.Fragment != "" || u.RawFragment != "" {
		r.Hash = str("#" + u.EscapedFragment())
	}
	return r
}

// The classes of a difference between net/url's reading and the
// standard's, in the order diff reports them.
const (
	ClassFailure  = "failure"  // one parser fails and the other does not
	ClassScheme   = "scheme"   // the protocols differ
	ClassUserinfo = "userinfo" // the usernames or passwords differ
	ClassHost     = "host"     // the hostnames differ
	ClassPort     = "port"     // the ports differ
	ClassPath     = "path"     // the paths differ
	ClassQuery    = "query"    // the queries differ
	ClassFragment = "fragment" // the fragments differ
)

// Classes lists every class, in report order.
var Classes = []string{ClassFailure, ClassScheme, ClassUserinfo, ClassHost, ClassPort, ClassPath, ClassQuery, ClassFragment}

// defaultPorts are the special schemes' default ports, which the standard
// drops and net/url keeps.
// See https://url.spec.whatwg.org/#default-port.
var defaultPorts = map[string]string{"http:": "80", "https:": "443", "ws:": "80", "wss:": "443", "ftp:": "21"}

func val(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// Differences returns the classes in which net/url's reading n differs
// from the standard's reading w, in the order of Classes; none when both
// fail. It ignores what never changes which resource a URL names: the
// ASCII case of the scheme and host, and a special scheme's default port
// written out.
func Differences(w, n Reading) []string {
	if w.Failure || n.Failure {
		if w.Failure != n.Failure {
			return []string{ClassFailure}
		}
		return nil
	}
	var d []string
	if !strings.EqualFold(w.Protocol, n.Protocol) {
		d = append(d, ClassScheme)
	}
	if val(w.Username) != val(n.Username) || val(w.Password) != val(n.Password) {
		d = append(d, ClassUserinfo)
	}
	if !strings.EqualFold(val(w.Hostname), val(n.Hostname)) {
		d = append(d, ClassHost)
	}
	np := val(n.Port)
	if np == defaultPorts[strings.ToLower(n.Protocol)] {
		np = ""
	}
	if val(w.Port) != np {
		d = append(d, ClassPort)
	}
	if val(w.Pathname) != val(n.Pathname) {
		d = append(d, ClassPath)
	}
	if val(w.Search) != val(n.Search) {
		d = append(d, ClassQuery)
	}
	if val(w.Hash) != val(n.Hash) {
		d = append(d, ClassFragment)
	}
	return d
}
