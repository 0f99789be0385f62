// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"fmt"
	"strings"
)

// sensitiveParams is the default list of RedactSecrets: the query and
// fragment parameters that carry credentials in practice.
var sensitiveParams = [...]string{
	// OAuth 2.0 and OpenID Connect (RFC 6749, RFC 7636): tokens, in the
	// query or, in the implicit flow, in the fragment; the authorization
	// code and the PKCE verifier; client credentials.
	"access_token", "refresh_token", "id_token", "code", "code_verifier", "client_secret",
	// Signed URLs: Amazon S3 (Signature Version 4), Google Cloud Storage
	// (V4 signing), Azure shared access signatures.
	"X-Amz-Signature", "X-Amz-Credential", "X-Amz-Security-Token",
	"X-Goog-Signature", "X-Goog-Credential",
	"sig",
	// Common names for keys, tokens and passwords.
	"api_key", "apikey", "key", "token", "auth", "secret", "password", "passwd", "signature",
}

// SensitiveParams returns the names of the parameters whose values
// RedactSecrets replaces by default, in a new slice: OAuth 2.0's
// access_token, refresh_token, id_token, code, code_verifier and
// client_secret; the signatures and credentials of signed URLs
// (X-Amz-Signature, X-Amz-Credential, X-Amz-Security-Token,
// X-Goog-Signature, X-Goog-Credential, Azure's sig); and api_key, apikey,
// key, token, auth, secret, password, passwd and signature. Names match
// case-insensitively.
func SensitiveParams() []string {
	return append([]string(nil), sensitiveParams[:]...)
}

// maxRedactDepth is how many URLs deep RedactSecrets looks into parameter
// values that are URLs; a URL-valued parameter deeper than that is
// redacted whole, so that the work stays linear in the input.
const maxRedactDepth = 4

// RedactSecrets is like Redacted, and also replaces with "xxxxx" the
// values of the query and fragment parameters named in SensitiveParams or
// in names, matched case-insensitively after application/x-www-form-urlencoded
// decoding ("X-Amz-Signature", "x-amz-signature" and "X%2DAmz-Signature"
// are one name). It is meant for logs: the result is the href with those
// values replaced, not a URL to use.
//
// Parameters are the query's pairs separated by "&", and the fragment's
// separated by "&" or "?", as OAuth's implicit flow ("#access_token=…")
// and single-page routes ("#/callback?code=…") put them. A parameter
// value that is itself a URL (percent-encoded or not, as in
// "redirect_uri=https%3A%2F%2Fu%3Ap%40host%2F%3Ftoken%3Dt", or encoded
// twice) is redacted the same way, its password included, and written back
// percent-encoded: a relative reference ("next=/cb?code=S"), a
// scheme-relative one ("//u:S@host/"), a connection string
// ("dsn=postgres://u:S@/db") and a URL the parser rejects are read as
// text, for the password of each authority ("//" up to the next "/", "?"
// or "#": what lies between its first ":" and its last "@") and for their
// own parameters. A value nested more than four levels deep that may hold
// a secret (it has a "@", "?", "#" or "=") is replaced whole.
//
// LogValue logs a URL as RedactSecrets does with the default list.
func (u *URL) RedactSecrets(names ...string) string {
	if u == nil {
		return ""
	}
	r := redactor{names: names}
	if _, has := u.User.Password(); has && u.inSync() && u.valid() {
		// The password as it is in the href, replaced in the one copy
		// that the parameters are written into: no href is made apart
		// for it, as Redacted would.
		r.src = u.href
		end := int(u.usernameEnd())
		r.replace(end+1, int(u.c.hostStart)-1, redactedValue)
	} else {
		r.src = u.Redacted()
	}
	return r.href()
}

// redactHref redacts the parameters of href, depth URLs deep.
func redactHref(href string, names []string, depth int) string {
	r := redactor{src: href, names: names, depth: depth}
	return r.href()
}

// A redactor writes src with parts of it replaced, in order, into one
// builder made at the first replacement: nothing is copied when nothing
// is replaced, and once otherwise.
type redactor struct {
	src     string
	names   []string
	depth   int
	b       strings.Builder
	done    int // src[:done] is written, or replaced
	changed bool
}

// replace writes src up to start, then out in place of src[start:end].
func (r *redactor) replace(start, end int, out string) {
	if !r.changed {
		r.changed = true
		r.b.Grow(len(r.src) + 16)
	}
	r.b.WriteString(r.src[r.done:start])
	r.b.WriteString(out)
	r.done = end
}

// href redacts the parameters of the query and the fragment of src, a
// URL or a reference, and returns the result.
func (r *redactor) href() string {
	// In a serialized URL, the first "#" starts the fragment and the
	// first "?" before it the query: neither is left unencoded earlier.
	href := r.src
	end := len(href)
	fragment := -1
	if i := strings.IndexByte(href, '#'); i >= 0 {
		end, fragment = i, i
	}
	if query := strings.IndexByte(href[:end], '?'); query >= 0 {
		r.params(query+1, end, "&")
	}
	if fragment >= 0 {
		r.params(fragment+1, len(href), "&?")
	}
	if !r.changed {
		return href
	}
	r.b.WriteString(href[r.done:])
	return r.b.String()
}

// params redacts the parameters of src[start:end], separated by any byte
// of seps.
func (r *redactor) params(start, end int, seps string) {
	if start == end {
		return
	}
	s := r.src[:end]
	for start <= end {
		stop := start + strings.IndexAny(s[start:], seps)
		if stop < start {
			stop = end
		}
		if pair := s[start:stop]; pair != "" {
			if out := redactPair(pair, r.names, r.depth); out != pair {
				r.replace(start, stop, out)
			}
		}
		start = stop + 1
	}
}

// redactPair redacts one "name=value" parameter: its value when name is
// sensitive, and the secrets its value holds otherwise.
func redactPair(pair string, names []string, depth int) string {
	rawName, rawValue, ok := strings.Cut(pair, "=")
	if !ok || rawValue == "" {
		return pair
	}
	if isSensitiveParam(decodeFormComponent(rawName), names) {
		return rawName + "=" + redactedValue
	}
	if depth+1 >= maxRedactDepth {
		if mayHoldSecret(rawValue) {
			return rawName + "=" + redactedValue
		}
		return pair
	}
	// The value, decoded as many times as it was encoded (a URL in a
	// parameter of a URL in a parameter is encoded twice), up to the
	// depth left: a URL, a reference ("/cb?code=S", "//u:S@host/"), a
	// connection string ("postgres://u:S@/db") or a URL the parser
	// rejects is read as text, for its credentials and its parameters.
	value := rawValue
	for d := depth; d < maxRedactDepth && strings.ContainsAny(value, "%+"); d++ {
		decoded := decodeFormComponent(value)
		if decoded == value {
			break
		}
		value = decoded
	}
	if !mayHoldSecret(value) {
		return pair
	}
	inner, changed := redactCredentials(value)
	if h := redactHref(inner, names, depth+1); h != inner {
		inner, changed = h, true
	}
	if !changed {
		return pair // nothing to redact: the value as written
	}
	return rawName + "=" + QueryEscape(inner)
}

// mayHoldSecret reports whether a decoded parameter value may hold a
// credential or a parameter: whether it has a "@", "?", "#" or "=".
func mayHoldSecret(value string) bool {
	return strings.ContainsAny(value, "@?#=")
}

// isSensitiveParam reports whether name is in the default list or in
// names, case-insensitively.
func isSensitiveParam(name string, names []string) bool {
	for _, n := range sensitiveParams {
		if strings.EqualFold(name, n) {
			return true
		}
	}
	for _, n := range names {
		if strings.EqualFold(name, n) {
			return true
		}
	}
	return false
}

// Format implements fmt.Formatter, for a URL and a *URL. %+v and %#v,
// the verbs of a dump (log/slog's TextHandler writes a value that is not a
// LogValuer, as a URL is, with %+v), write the URL with the password of
// each authority and the value of every query and fragment parameter
// replaced by "xxxxx" (%#v quoted), and no unexported field, so that no
// secret reaches a log through them; LogValue and RedactSecrets keep the
// values that are not secrets. Every other verb formats String as a
// string, as for net/url's *URL: a program may build a URL with %s.
func (u URL) Format(f fmt.State, verb rune) {
	s := u.String()
	if verb == 'v' && (f.Flag('+') || f.Flag('#')) {
		s, _ = redactCredentials(s)
		s = elideParamValues(s)
	}
	// The verb, its flags, width and precision, applied to the string.
	fmt.Fprintf(f, fmt.FormatString(f, verb), s)
}

// elideParamValues returns href with the value of every parameter of its
// query and fragment (what follows a "=" up to the next "&", "?" or "#")
// replaced by "xxxxx".
func elideParamValues(href string) string {
	q := strings.IndexAny(href, "?#")
	if q < 0 || strings.IndexByte(href[q:], '=') < 0 {
		return href
	}
	b := make([]byte, 0, len(href)+16)
	b = append(b, href[:q]...)
	inValue := false
	for i := q; i < len(href); i++ {
		switch c := href[i]; {
		case c == '&' || c == '?' || c == '#':
			inValue = false
			b = append(b, c)
		case inValue:
		case c == '=':
			inValue = true
			b = append(b, '=')
			b = append(b, redactedValue...)
		default:
			b = append(b, c)
		}
	}
	return string(b)
}
