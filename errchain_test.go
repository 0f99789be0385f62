// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"errors"
	"testing"
)

// TestErrChain checks that isErr and asValidationError answer as errors.Is
// and errors.As do for the errors this package returns.
func TestErrChain(t *testing.T) {
	ve := ValidationError{Type: errHostMissing, Offset: 3, Failure: true}
	for _, tt := range []struct {
		name string
		err  error
	}{
		{"nil", nil},             // no error at all
		{"too long", ErrTooLong}, // the sentinel itself
		{"wrapped too long", &Error{"parse", "x", ErrTooLong}}, // the sentinel in an *Error
		{"validation error", ve},                               // a ValidationError value
		{"wrapped validation error", &Error{"parse", "x", ve}}, // a ValidationError in an *Error
		{"other", ErrNoScheme},                                 // neither
	} {
		if got, want := isErr(tt.err, ErrTooLong), errors.Is(tt.err, ErrTooLong); got != want {
			t.Errorf("%s: isErr = %v, errors.Is = %v", tt.name, got, want)
		}
		var want ValidationError
		wantOK := errors.As(tt.err, &want)
		if got, ok := asValidationError(tt.err); got != want || ok != wantOK {
			t.Errorf("%s: asValidationError = %v, %v; errors.As = %v, %v", tt.name, got, ok, want, wantOK)
		}
	}
}
