// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package datahttp_test

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"testing"

	"github.com/weburl/url/dataurl"
	"github.com/weburl/url/dataurl/datahttp"
)

// TestTransport fetches data: URLs through an http.Client: status,
// Content-Type, length and body as Process gives them, and the
// processor's error for a failure.
func TestTransport(t *testing.T) {
	client := &http.Client{Transport: datahttp.Transport{}}
	for _, s := range []string{
		"data:,", "data:text/html;charset=UTF-8,<p>%E2%9C%93", "data:image/png;base64,iVBORw0KGgo=",
		"data:x;base64,YWJj", "data:,a?b#c",
	} {
		want, err := dataurl.ProcessString(s)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := client.Get(s)
		if err != nil {
			t.Fatalf("Get(%q): %v", s, err)
		}
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil || resp.StatusCode != 200 || resp.Status != "200 OK" ||
			resp.Header.Get("Content-Type") != want.MIMEType.String() ||
			resp.ContentLength != int64(len(want.Body)) || !bytes.Equal(body, want.Body) {
			t.Errorf("Get(%q) = %s %q %d %q, %v; want %q %q", s, resp.Status, resp.Header.Get("Content-Type"),
				resp.ContentLength, body, err, want.MIMEType, want.Body)
		}
	}
	_, err := client.Get("data:;base64,YWJjZ")
	if !errors.Is(err, dataurl.ErrBase64) {
		t.Errorf("Get of a bad base64 body: %v, want ErrBase64", err)
	}
	limited := &http.Client{Transport: datahttp.Transport{Processor: dataurl.Processor{MaxBodySize: 2}}}
	if _, err := limited.Get("data:,abc"); !errors.Is(err, dataurl.ErrBodyTooLarge) {
		t.Errorf("Get over the limit: %v, want ErrBodyTooLarge", err)
	}
}
