// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

import (
	"encoding/json"
	"fmt"

	"golang.org/x/text/encoding/htmlindex"

	weburl "github.com/weburl/url"
)

// A request is one call sequence applied to both implementations. answer.js
// applies it to the JavaScript classes; answer below applies it to weburl.
// Its JSON form is what travels to the oracle process, one request a line.
type request struct {
	// Op is "parse" (Input against Base, or alone when Base is nil), "set"
	// (parse Href, then set the URL's Attr to Value), "params" (a
	// URLSearchParams made from Init, then Steps), "urlparams" (parse
	// Href, then Steps on the URL and its searchParams) or "validate" (the
	// validation errors of parsing Input against Base, whether it fails,
	// and whether Input is a valid URL string; reference.js answers it,
	// not answer.js, since browsers do not expose validation errors).
	// A "parse" request with an Encoding (the Encoding Standard's name of
	// a legacy encoding) parses with that encoding override, which
	// encodes the query of a special URL; reference.js answers it, since
	// the URL class has no encoding override, with the href alone.
	Op       string  `json:"op"`
	Encoding string  `json:"encoding,omitempty"`
	Input    string  `json:"input,omitempty"`
	Base     *string `json:"base,omitempty"`
	Href     string  `json:"href,omitempty"`
	Attr     string  `json:"attr,omitempty"`
	Value    string  `json:"value,omitempty"`
	Init     string  `json:"init,omitempty"`
	Steps    []step  `json:"steps,omitempty"`
}

// A step is one call on a URLSearchParams ("append", "delete",
// "deleteValue", "set", "sort", "get", "hasValue") or, in a "urlparams"
// request, a URL setter ("setter", with Attr and Value).
type step struct {
	Kind  string `json:"kind"`
	Attr  string `json:"attr,omitempty"`
	Name  string `json:"name,omitempty"`
	Value string `json:"value,omitempty"`
}

// An answer maps what was read (a getter's name, "s0" for the
// serialization after step 0, ...) to its value: a string, a list of
// strings or a list of [name, value] pairs, in the generic form
// encoding/json decodes into, so both sides compare with reflect.DeepEqual.
type answer map[string]any

// Failure returns the error the oracle reported in place of an answer, or
// "".
func (a answer) Failure() string {
	if e, ok := a["error"]; ok {
		return fmt.Sprint(e)
	}
	return ""
}

// read records u's getters in out.
func read(u *weburl.URL, out map[string]any) {
	out["href"] = u.Href()
	out["origin"] = u.Origin()
	out["protocol"] = u.Protocol()
	out["username"] = u.Username()
	out["password"] = u.Password()
	out["host"] = u.Host
	out["hostname"] = u.SerializedHost()
	out["port"] = u.Port()
	out["pathname"] = u.Pathname()
	out["search"] = u.Search()
	out["hash"] = u.Hash()
}

// setters are the URL setters other than href, by their JavaScript names.
var setters = map[string]func(*weburl.URL, string) error{
	"protocol": (*weburl.URL).SetProtocol,
	"username": (*weburl.URL).SetUsername,
	"password": (*weburl.URL).SetPassword,
	"host":     (*weburl.URL).SetHost,
	"hostname": (*weburl.URL).SetHostname,
	"port":     (*weburl.URL).SetPort,
	"pathname": (*weburl.URL).SetPathname,
	"search":   (*weburl.URL).SetSearch,
	"hash":     (*weburl.URL).SetHash,
}

// setter calls u's setter for the JavaScript attribute attr and reports
// whether it threw (only the href setter can).
func setter(u *weburl.URL, attr, value string) (threw bool) {
	if attr == "href" {
		return u.SetHref(value) != nil
	}
	set, ok := setters[attr]
	if !ok {
		panic("unknown attribute " + attr)
	}
	set(u, value) // a setter that ignores the value returns why; JavaScript does not throw
	return false
}

// pairs returns p's pairs in order.
func pairs(p *weburl.SearchParams) [][2]string {
	a := [][2]string{}
	for k, v := range p.All() {
		a = append(a, [2]string{k, v})
	}
	return a
}

// paramsStep applies one URLSearchParams step to p and records what it
// reads under index i.
func paramsStep(p *weburl.SearchParams, s step, out map[string]any, i int) {
	switch s.Kind {
	case "append":
		p.Append(s.Name, s.Value)
	case "delete":
		p.Delete(s.Name)
	case "deleteValue":
		p.DeleteValue(s.Name, s.Value)
	case "set":
		p.Set(s.Name, s.Value)
	case "sort":
		p.Sort()
	case "get":
		if p.Has(s.Name) {
			out[fmt.Sprint("get", i)] = "=" + p.Get(s.Name)
		} else {
			out[fmt.Sprint("get", i)] = "null"
		}
		all := p.GetAll(s.Name)
		if all == nil {
			all = []string{}
		}
		out[fmt.Sprint("getAll", i)] = all
	case "hasValue":
		out[fmt.Sprint("has", i)] = fmt.Sprint(p.HasValue(s.Name, s.Value))
	default:
		panic("unknown step " + s.Kind)
	}
}

// weburlAnswer applies r to weburl, as answer.js applies it to the
// reference. A panic becomes the answer {"panic": message}.
func weburlAnswer(r request) (a answer) {
	out := map[string]any{}
	defer func() {
		if e := recover(); e != nil {
			a = answer{"panic": fmt.Sprint(e)}
		}
	}()
	switch r.Op {
	case "parse":
		if r.Encoding != "" {
			return parseWithEncoding(r)
		}
		var u *weburl.URL
		var err error
		if r.Base == nil {
			u, err = weburl.ParseWithBase(r.Input, "")
		} else if *r.Base == "" {
			// new URL(input, "") fails: "" is not a URL. ParseWithBase
			// reads an empty base as no base.
			err = fmt.Errorf("empty base")
		} else {
			u, err = weburl.ParseWithBase(r.Input, *r.Base)
		}
		if err != nil {
			return normalize(map[string]any{"fail": "1"})
		}
		read(u, out)
	case "set":
		u, err := weburl.ParseWithBase(r.Href, "")
		if err != nil {
			return normalize(map[string]any{"fail": "1"})
		}
		if setter(u, r.Attr, r.Value) {
			out["throws"] = "1"
		}
		read(u, out)
	case "params":
		p := weburl.NewSearchParams(r.Init)
		out["pairs"] = pairs(p)
		out["size"] = fmt.Sprint(p.Size())
		for i, s := range r.Steps {
			paramsStep(p, s, out, i)
			out[fmt.Sprint("s", i)] = p.String()
		}
		out["final"] = pairs(p)
	case "validate":
		return validateAnswer(r)
	case "urlparams":
		u, err := weburl.ParseWithBase(r.Href, "")
		if err != nil {
			return normalize(map[string]any{"fail": "1"})
		}
		p := u.SearchParams()
		out["pairs"] = pairs(p)
		for i, s := range r.Steps {
			if s.Kind == "setter" {
				if setter(u, s.Attr, s.Value) {
					out[fmt.Sprint("throws", i)] = "1"
				}
			} else {
				paramsStep(p, s, out, i)
			}
			out[fmt.Sprint("href", i)] = u.Href()
			out[fmt.Sprint("sp", i)] = p.String()
		}
		out["final"] = pairs(p)
		read(u, out)
	default:
		panic("unknown op " + r.Op)
	}
	return normalize(out)
}

// parseWithEncoding answers a "parse" request with an encoding: the href
// of Parser{Encoding}.Parse, or {"fail": "1"}.
func parseWithEncoding(r request) answer {
	enc, err := htmlindex.Get(r.Encoding)
	if err != nil {
		panic("unknown encoding " + r.Encoding)
	}
	base := ""
	if r.Base != nil {
		if base = *r.Base; base == "" {
			// As in "parse": "" is not a URL.
			return normalize(map[string]any{"fail": "1"})
		}
	}
	u, err := weburl.Parser{Encoding: enc}.Parse(r.Input, base)
	if err != nil {
		return normalize(map[string]any{"fail": "1"})
	}
	return normalize(map[string]any{"href": u.Href()})
}

// validateAnswer is the "validate" answer: "errors", the types of the
// validation errors in order (whatwg-url's parseURLWithValidationErrors
// gives no offsets), "failure", "1" when parsing fails and "0" otherwise,
// and "valid", ValidURLString's verdict. A base is parsed first, without
// its own errors; a base that fails (the generator sends none) gives
// {"fail": "1"}, as the reference does.
func validateAnswer(r request) answer {
	base := ""
	if r.Base != nil {
		base = *r.Base
		if _, err := weburl.ParseWithBase(base, ""); err != nil {
			return normalize(map[string]any{"fail": "1"})
		}
	}
	types := []string{}
	failure := "0"
	for _, e := range weburl.Validate(r.Input, base) {
		types = append(types, string(e.Type))
		if e.Failure {
			failure = "1"
		}
	}
	return normalize(map[string]any{
		"errors":  types,
		"failure": failure,
		"valid":   fmt.Sprint(weburl.ValidURLString(r.Input, base)),
	})
}

// normalize gives out the generic form that decoding the oracle's JSON
// gives (strings, []any of strings, []any of []any pairs).
func normalize(out map[string]any) answer {
	b, err := json.Marshal(out)
	if err != nil {
		panic(err)
	}
	var a answer
	if err := json.Unmarshal(b, &a); err != nil {
		panic(err)
	}
	return a
}
