// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

// The compile-time assertions of api_test.go for the identifiers of Go
// 1.27's net/url that searchparams.go and values.go provide: Values and its
// methods, ParseQuery and URL.Query.

var (
	_ func(query string) (Values, error) = ParseQuery
	_ func(u *URL) Values                = (*URL).Query
	_ func(v Values, key, value string)  = Values.Add
	_ func(vs Values) Values             = Values.Clone
	_ func(v Values, key string)         = Values.Del
	_ func(v Values) string              = Values.Encode
	_ func(v Values, key string) string  = Values.Get
	_ func(v Values, key string) bool    = Values.Has
	_ func(v Values, key, value string)  = Values.Set
	_ map[string][]string                = Values(nil)
	_ Values                             = map[string][]string(nil)
)
