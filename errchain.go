// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

// errors.Is and errors.As link internal/reflectlite (about 24 KiB of a
// stripped program; see TestBinarySize), which a program that calls only
// Parse has no other use for. The errors of this package define neither Is
// nor As methods nor Unwrap() []error, so walking the Unwrap chain with ==
// and a type assertion gives errors.Is's and errors.As's answers for them.

// isErr is errors.Is(err, target) for the errors this package returns.
func isErr(err, target error) bool {
	for err != nil {
		if err == target {
			return true
		}
		u, ok := err.(interface{ Unwrap() error })
		if !ok {
			return false
		}
		err = u.Unwrap()
	}
	return false
}

// asValidationError is errors.As(err, &ve) for a ValidationError ve, for
// the errors this package returns.
func asValidationError(err error) (ValidationError, bool) {
	for err != nil {
		if ve, ok := err.(ValidationError); ok {
			return ve, true
		}
		u, ok := err.(interface{ Unwrap() error })
		if !ok {
			break
		}
		err = u.Unwrap()
	}
	return ValidationError{}, false
}
