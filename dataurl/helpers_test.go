// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package dataurl_test

import (
	"fmt"
	"io"
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/dataurl"
)

// readAll parses s and reads its body through NewReader, checking that
// Size is the body's length.
func readAll(s string) ([]byte, string, error) {
	u, err := url.Parse(s)
	if err != nil {
		return nil, "", err
	}
	r, err := dataurl.NewReader(u)
	if err != nil {
		return nil, "", err
	}
	body, err := io.ReadAll(r)
	if err == nil && int64(len(body)) != r.Size() {
		err = fmt.Errorf("Size() = %d, read %d bytes", r.Size(), len(body))
	}
	return body, r.MIMEType().String(), err
}

// readInReads reads r to its end with reads of size bytes, failing t on
// any error but io.EOF.
func readInReads(t *testing.T, r io.Reader, size int) []byte {
	t.Helper()
	var got []byte
	buf := make([]byte, size)
	for {
		n, err := r.Read(buf)
		got = append(got, buf[:n]...)
		if err == io.EOF {
			return got
		}
		if err != nil {
			t.Fatalf("Read: %v", err)
		}
	}
}
