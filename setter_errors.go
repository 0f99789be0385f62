// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "errors"

// The errors a setter returns. A setter does what the standard's setter
// does; where that is to ignore the value, or to keep only the part parsed
// before a failure, it also returns why, as an *Error whose Op is "set"
// and the attribute ("set host"), whose URL is the value, and whose Err is
// one of these or the validation.Error that made the parser fail
// ("port-out-of-range", "domain-to-ASCII", …). A nil error means
// the value was applied.
var (
	// ErrNotURLRecord: the URL is not a URL record of the standard (a
	// reference, net/url's reading of a URL, or assigned fields that do
	// not form a URL), so no setter changes it.
	ErrNotURLRecord = errors.New("not a URL record: a reference, net/url's reading, or fields that do not form a URL")

	// ErrOpaquePath: the URL has an opaque path ("mailto:x"), so its host
	// and path cannot be set.
	ErrOpaquePath = errors.New("the URL has an opaque path")

	// ErrCannotHaveCredentialsOrPort: the URL has no host, an empty host,
	// or the file: scheme, so its username, password and port cannot be
	// set.
	// See https://url.spec.whatwg.org/#cannot-have-a-username-password-port.
	ErrCannotHaveCredentialsOrPort = errors.New("the URL cannot have a username, password or port")

	// ErrValueIgnored: the standard's setter returns without a change for
	// this value: a scheme that would change between special and
	// non-special (or to file: with credentials or a port, or from file:
	// with an empty host), a hostname followed by a port, an empty host
	// for a special URL, a port that does not start with a digit.
	ErrValueIgnored = errors.New("the standard's setter ignores this value")
)

// setterError returns the error of the setter of attr for value: nil when
// err is nil, and otherwise an *Error explaining err (errNoChange, from
// the parser, becomes ErrValueIgnored).
func setterError(attr, value string, err error) error {
	if err == nil {
		return nil
	}
	if err == errNoChange {
		err = ErrValueIgnored
	}
	return &Error{"set " + attr, value, err}
}
