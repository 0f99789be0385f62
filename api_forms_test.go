// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

//go:build forms

package url

// The compile-time assertions of api_test.go for the identifiers of Go
// 1.27's net/url that the forms branch provides: Values and its methods,
// ParseQuery and URL.Query. They build with -tags forms; the tag is to be
// dropped when that branch is merged.

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

func init() { delete(pendingForms, "URL.Query") }
