// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"encoding"
	"encoding/json"
	"fmt"
	neturl "net/url"
	"reflect"
	"testing"
)

// One compile-time assertion per exported identifier of Go 1.27's net/url
// (go doc -all net/url), with net/url's exact signature: a missing or
// changed identifier breaks the build. Values, ParseQuery, URL.Query and
// Values' methods come from the forms branch; their assertions are in
// api_forms_test.go, built with -tags forms until that branch is merged.

// Functions.
var (
	_ func(base string, elem ...string) (result string, err error) = JoinPath
	_ func(s string) string                                        = PathEscape
	_ func(s string) (string, error)                               = PathUnescape
	_ func(s string) string                                        = QueryEscape
	_ func(s string) (string, error)                               = QueryUnescape
	_ func(rawURL string) (*URL, error)                            = Parse
	_ func(rawURL string) (*URL, error)                            = ParseRequestURI
	_ func(username string) *Userinfo                              = User
	_ func(username, password string) *Userinfo                    = UserPassword

	// Accepted for the release after Go 1.27 (golang/go#79946).
	_ func(rawURL string) *URL = MustParse
)

// Error.
var (
	_ func(*Error) string = (*Error).Error
	_ func(*Error) bool   = (*Error).Temporary
	_ func(*Error) bool   = (*Error).Timeout
	_ func(*Error) error  = (*Error).Unwrap
	_ error               = (*Error)(nil)
)

// EscapeError and InvalidHostError.
var (
	_ func(EscapeError) string      = EscapeError.Error
	_ error                         = EscapeError("")
	_ string                        = string(EscapeError(""))
	_ func(InvalidHostError) string = InvalidHostError.Error
	_ error                         = InvalidHostError("")
	_ string                        = string(InvalidHostError(""))
)

// URL's methods.
var (
	_ func(u *URL, b []byte) ([]byte, error)   = (*URL).AppendBinary
	_ func(u *URL) *URL                        = (*URL).Clone
	_ func(u *URL) string                      = (*URL).EscapedFragment
	_ func(u *URL) string                      = (*URL).EscapedPath
	_ func(u *URL) string                      = (*URL).Hostname
	_ func(u *URL) bool                        = (*URL).IsAbs
	_ func(u *URL, elem ...string) *URL        = (*URL).JoinPath
	_ func(u *URL) (text []byte, err error)    = (*URL).MarshalBinary
	_ func(u *URL, ref string) (*URL, error)   = (*URL).Parse
	_ func(u *URL) string                      = (*URL).Port
	_ func(u *URL) string                      = (*URL).Redacted
	_ func(u *URL) string                      = (*URL).RequestURI
	_ func(u *URL, ref *URL) *URL              = (*URL).ResolveReference
	_ func(u *URL) string                      = (*URL).String
	_ func(u *URL, text []byte) error          = (*URL).UnmarshalBinary
	_ encoding.BinaryMarshaler                 = (*URL)(nil)
	_ encoding.BinaryUnmarshaler               = (*URL)(nil)
	_ encoding.BinaryAppender                  = (*URL)(nil)
	_ fmt.Stringer                             = (*URL)(nil)
	_ func(u *Userinfo) (string, bool)         = (*Userinfo).Password
	_ func(u *Userinfo) string                 = (*Userinfo).String
	_ func(u *Userinfo) string                 = (*Userinfo).Username
	_ func(u *URL, ref *URL) (*URL, error)     = (*URL).ResolveStrict
	_ func(u *URL, target *URL) (string, bool) = (*URL).MakeRelative
	_ func(u *URL, v *URL) bool                = (*URL).Equal
	_ func(u *URL, v *URL) bool                = (*URL).EqualExcludingFragments
	_ func(v *neturl.URL) (*URL, error)        = FromNetURL
	_ func(u *URL) *neturl.URL                 = (*URL).NetURL
)

// The exported fields of URL and Error, each with net/url's type.
func _(u URL, e Error) {
	var _ string = u.Scheme
	var _ string = u.Opaque
	var _ *Userinfo = u.User
	var _ string = u.Host
	var _ string = u.Path
	var _ string = u.Fragment
	var _ string = u.RawQuery
	var _ string = u.RawPath
	var _ string = u.RawFragment
	var _ bool = u.ForceQuery
	var _ bool = u.OmitHost
	var _ string = e.Op
	var _ string = e.URL
	var _ error = e.Err
}

// TestAPIMatchesNetURL compares, by reflection, the fields and method sets
// of net/url's exported types with ours: the same names, in the same order
// for fields, with the same types (both packages are named url, so the
// types print alike).
func TestAPIMatchesNetURL(t *testing.T) {
	pairs := []struct {
		name      string
		net, ours reflect.Type
	}{
		{"URL", reflect.TypeFor[*neturl.URL](), reflect.TypeFor[*URL]()},
		{"Userinfo", reflect.TypeFor[*neturl.Userinfo](), reflect.TypeFor[*Userinfo]()},
		{"Error", reflect.TypeFor[*neturl.Error](), reflect.TypeFor[*Error]()},
		{"EscapeError", reflect.TypeFor[neturl.EscapeError](), reflect.TypeFor[EscapeError]()},
		{"InvalidHostError", reflect.TypeFor[neturl.InvalidHostError](), reflect.TypeFor[InvalidHostError]()},
	}
	for _, p := range pairs {
		for i := 0; i < p.net.NumMethod(); i++ {
			m := p.net.Method(i)
			name := p.name + "." + m.Name
			ours, ok := p.ours.MethodByName(m.Name)
			if !ok {
				t.Errorf("%s is missing", name)
				continue
			}
			if got, want := ours.Type.String(), m.Type.String(); got != want {
				t.Errorf("%s has type %s, net/url's is %s", name, got, want)
			}
		}
		net, us := p.net, p.ours
		if net.Kind() == reflect.Pointer {
			net, us = net.Elem(), us.Elem()
		}
		if net.Kind() != us.Kind() {
			t.Errorf("%s is a %v, net/url's is a %v", p.name, us.Kind(), net.Kind())
			continue
		}
		if net.Kind() != reflect.Struct {
			continue
		}
		exported := func(t reflect.Type) []reflect.StructField {
			var fs []reflect.StructField
			for i := 0; i < t.NumField(); i++ {
				if f := t.Field(i); f.IsExported() {
					fs = append(fs, f)
				}
			}
			return fs
		}
		ourFields, netFields := exported(us), exported(net)
		if len(ourFields) != len(netFields) {
			t.Errorf("%s has %d exported fields, net/url's has %d", p.name, len(ourFields), len(netFields))
			continue
		}
		for i, f := range ourFields {
			if nf := netFields[i]; f.Name != nf.Name || f.Type.String() != nf.Type.String() {
				t.Errorf("%s field %d is %s %s, net/url's is %s %s", p.name, i, f.Name, f.Type, nf.Name, nf.Type)
			}
		}
	}
}

// TestNoMarshalText checks that URL, like net/url's, has no MarshalText, so
// that encoding/json encodes it as a struct, field for field as net/url's.
func TestNoMarshalText(t *testing.T) {
	if _, ok := any(&URL{}).(encoding.TextMarshaler); ok {
		t.Error("*URL has MarshalText; encoding/json would encode it as a string, unlike net/url's")
	}
	if _, ok := any(&URL{}).(json.Marshaler); ok {
		t.Error("*URL has MarshalJSON, unlike net/url's")
	}
	for _, s := range []string{"https://user:pass@example.com:8080/a/b?q=1#f", "mailto:a@b", "/a/b?c", "http://a/%7Efoo"} {
		u, err := Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		got, err := json.Marshal(u)
		if err != nil {
			t.Fatal(err)
		}
		want, err := json.Marshal(u.NetURL())
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("json.Marshal(Parse(%q)) = %s, net/url's struct gives %s", s, got, want)
		}
	}
}

// Values and its methods, ParseQuery and URL.Query (values.go).
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
