// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package datahttp_test

import (
	"fmt"
	"io"
	"net/http"

	"github.com/weburl/url/dataurl"
	"github.com/weburl/url/dataurl/datahttp"
)

// An http.Client fetches data: URLs when its Transport has them
// registered.
func ExampleTransport() {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.RegisterProtocol("data", datahttp.Transport{Processor: dataurl.Processor{MaxBodySize: 1 << 20}})
	client := &http.Client{Transport: t}

	resp, err := client.Get("data:application/json,%7B%22a%22%3A1%7D")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	fmt.Println(resp.Status, resp.Header.Get("Content-Type"), resp.ContentLength, string(body))

	// A failure is a network error.
	_, err = client.Get("data:;base64,a")
	fmt.Println(err != nil)
	// Output:
	// 200 OK application/json 7 {"a":1}
	// true
}
