// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package datahttp lets an http.Client fetch data: URLs as a browser does,
// through package dataurl.
//
// It is a package of its own so that a program that reads data: URLs
// without net/http does not link net/http (about 1.8 MB).
package datahttp

import (
	"io"
	"net/http"

	"github.com/weburl/url"
	"github.com/weburl/url/dataurl"
)

// Transport is an http.RoundTripper for data: URLs: the response a
// browser's fetch gives, status 200 OK with the Content-Type header the
// serialized MIME type and the body, or a network error (the processor's
// *dataurl.Error) when the processor fails. Register it on an http.Transport so
// that a Client fetches data: URLs beside the others:
//
//	t := http.DefaultTransport.(*http.Transport).Clone()
//	t.RegisterProtocol("data", datahttp.Transport{})
//	client := &http.Client{Transport: t}
//
// The request's URL, a net/url URL, is parsed again with the standard's
// parser from its String. The body is read as it is decoded
// (dataurl.NewReader),
// and its length is the response's ContentLength. The method and the
// request's headers do not change the response, as in fetch.
// See https://fetch.spec.whatwg.org/#scheme-fetch.
type Transport struct {
	// Processor's MaxBodySize limits the bodies it returns.
	dataurl.Processor
}

// RoundTrip fetches req's data: URL.
func (t Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.Body != nil {
		req.Body.Close()
	}
	if req.URL == nil {
		return nil, &dataurl.Error{Err: dataurl.ErrNotData}
	}
	s := req.URL.String()
	u, err := url.ParseWithBase(s, "")
	if err != nil {
		return nil, &dataurl.Error{URL: s, Err: err}
	}
	r, err := t.NewReader(u)
	if err != nil {
		return nil, err
	}
	return &http.Response{
		Status:        "200 OK",
		StatusCode:    http.StatusOK,
		Proto:         "HTTP/1.1",
		ProtoMajor:    1,
		ProtoMinor:    1,
		Header:        http.Header{"Content-Type": {r.MIMEType().String()}},
		Body:          io.NopCloser(r),
		ContentLength: r.Size(),
		Request:       req,
	}, nil
}
