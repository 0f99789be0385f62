// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url_test

import (
	"fmt"

	"github.com/weburl/url"
)

// ExampleURL_RedactSecrets keeps secrets out of a log line: the password,
// tokens in the query and the fragment, a signed URL's signature, a
// caller's own parameter, and a password inside a URL-valued parameter.
func ExampleURL_RedactSecrets() {
	for _, raw := range []string{
		"https://user:hunter2@api.example/v1?access_token=ya29.a0Af&page=2",
		"https://app.example/callback#id_token=eyJhbGciOi&state=af0ifjsldkj",
		"https://bucket.s3.amazonaws.com/k?X-Amz-Credential=AKIA%2F20260101&X-Amz-Signature=fe5f80f7",
		"https://auth.example/authorize?redirect_uri=https%3A%2F%2Fu%3Ap%40client.example%2Fcb",
		"https://app.example/?session=8c1f&lang=de",
	} {
		u := url.MustParse(raw)
		fmt.Println(u.RedactSecrets("session"))
	}
	// Output:
	// https://user:xxxxx@api.example/v1?access_token=xxxxx&page=2
	// https://app.example/callback#id_token=xxxxx&state=af0ifjsldkj
	// https://bucket.s3.amazonaws.com/k?X-Amz-Credential=xxxxx&X-Amz-Signature=xxxxx
	// https://auth.example/authorize?redirect_uri=https%3A%2F%2Fu%3Axxxxx%40client.example%2Fcb
	// https://app.example/?session=xxxxx&lang=de
}

// ExampleSensitiveParams lists the names RedactSecrets redacts by default.
func ExampleSensitiveParams() {
	fmt.Println(url.SensitiveParams())
	// Output:
	// [access_token refresh_token id_token code code_verifier client_secret X-Amz-Signature X-Amz-Credential X-Amz-Security-Token X-Goog-Signature X-Goog-Credential sig api_key apikey key token auth secret password passwd signature]
}

// %+v and %#v, the verbs of a dump (and of log/slog's TextHandler for a
// URL value), write the URL without its password or any parameter value;
// the other verbs write String, as for net/url's *URL.
func ExampleURL_Format() {
	u, err := url.Parse("https://user:pw@h.example/cb?code=123&state=ok")
	if err != nil {
		panic(err)
	}
	fmt.Printf("%+v\n", u)
	fmt.Printf("%+v\n", struct{ U url.URL }{*u})
	fmt.Printf("%s\n", u)
	// Output:
	// https://user:xxxxx@h.example/cb?code=xxxxx&state=xxxxx
	// {U:https://user:xxxxx@h.example/cb?code=xxxxx&state=xxxxx}
	// https://user:pw@h.example/cb?code=123&state=ok
}
