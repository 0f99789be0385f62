// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
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
	return redactHref(u.Redacted(), names, 0)
}

// redactHref redacts the parameters of href, a URL's serialization whose
// password is already redacted, depth URLs deep.
func redactHref(href string, names []string, depth int) string {
	// In a serialized URL, the first "#" starts the fragment and the
	// first "?" before it the query: neither is left unencoded earlier.
	end := len(href)
	fragment := -1
	if i := strings.IndexByte(href, '#'); i >= 0 {
		end, fragment = i, i
	}
	query := strings.IndexByte(href[:end], '?')
	q, f := "", ""
	changed := false
	if query >= 0 {
		var c bool
		q, c = redactParams(href[query+1:end], "&", names, depth)
		changed = changed || c
	}
	if fragment >= 0 {
		var c bool
		f, c = redactParams(href[fragment+1:], "&?", names, depth)
		changed = changed || c
	}
	if !changed {
		return href
	}
	var b strings.Builder
	b.Grow(len(href) + 16)
	if query >= 0 {
		b.WriteString(href[:query+1])
		b.WriteString(q)
	} else {
		b.WriteString(href[:end])
	}
	if fragment >= 0 {
		b.WriteByte('#')
		b.WriteString(f)
	}
	return b.String()
}

// redactParams redacts the parameters of s, separated by any byte of
// seps, and reports whether it changed any.
func redactParams(s, seps string, names []string, depth int) (string, bool) {
	if s == "" {
		return s, false
	}
	var b strings.Builder
	changed := false
	for start := 0; start <= len(s); {
		end := start + strings.IndexAny(s[start:], seps)
		if end < start {
			end = len(s)
		}
		pair := s[start:end]
		out := redactPair(pair, names, depth)
		if out != pair && !changed {
			changed = true
			b.Grow(len(s) + 16)
			b.WriteString(s[:start])
		}
		if changed {
			b.WriteString(out)
			if end < len(s) {
				b.WriteByte(s[end])
			}
		}
		start = end + 1
	}
	if !changed {
		return s, false
	}
	return b.String(), true
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
