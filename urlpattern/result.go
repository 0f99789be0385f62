// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
)

// A Result is what Exec returns: the standard's URLPatternResult.
//
// It encodes to (and decodes from) the JSON form of a JavaScript
// URLPatternResult: {"inputs": [...], "protocol": {"input": "https",
// "groups": {...}}, ...}.
// See https://urlpattern.spec.whatwg.org/#dictdef-urlpatternresult.
type Result struct {
	// Inputs are the arguments Exec was given: the URL string and, if one
	// was given, the base URL string; or the Init.
	Inputs []Input `json:"inputs"`

	Protocol ComponentResult `json:"protocol"`
	Username ComponentResult `json:"username"`
	Password ComponentResult `json:"password"`
	Hostname ComponentResult `json:"hostname"`
	Port     ComponentResult `json:"port"`
	Pathname ComponentResult `json:"pathname"`
	Search   ComponentResult `json:"search"`
	Hash     ComponentResult `json:"hash"`
}

// fields returns pointers to r's component results in the order of
// componentNames.
func (r *Result) fields() [8]*ComponentResult {
	return [8]*ComponentResult{&r.Protocol, &r.Username, &r.Password, &r.Hostname, &r.Port, &r.Pathname, &r.Search, &r.Hash}
}

// Component returns the result of the component named name ("protocol",
// ..., "hash"), or nil for another name.
func (r *Result) Component(name string) *ComponentResult {
	for i, n := range componentNames {
		if n == name {
			return r.fields()[i]
		}
	}
	return nil
}

// A ComponentResult is what one component matched: the standard's
// URLPatternComponentResult.
// See https://urlpattern.spec.whatwg.org/#dictdef-urlpatterncomponentresult.
type ComponentResult struct {
	// Input is the component of the URL that was matched.
	Input string
	// Groups maps the name of each group that matched to the text it
	// matched, which may be empty. Unnamed groups ("*", "(regexp)") are
	// named by their index: "0", "1", ....
	Groups map[string]string
	// Undefined lists, in pattern order, the groups that took no part in
	// the match (as an optional group that was skipped: "/:id?" matching
	// "/"), which JavaScript reports as undefined. They are not in Groups.
	Undefined []string
}

// Group returns the text the group name matched. ok is false when the
// group took no part in the match or there is no such group.
func (c *ComponentResult) Group(name string) (value string, ok bool) {
	value, ok = c.Groups[name]
	return value, ok
}

// componentResultJSON is the JSON shape of a ComponentResult; a nil group
// is undefined, which JSON writes as null.
type componentResultJSON struct {
	Input  string             `json:"input"`
	Groups map[string]*string `json:"groups"`
}

// MarshalJSON encodes c as {"input": ..., "groups": {...}}, with null for
// each undefined group.
func (c ComponentResult) MarshalJSON() ([]byte, error) {
	j := componentResultJSON{Input: c.Input, Groups: make(map[string]*string, len(c.Groups)+len(c.Undefined))}
	for name, value := range c.Groups {
		j.Groups[name] = &value
	}
	for _, name := range c.Undefined {
		j.Groups[name] = nil
	}
	return json.Marshal(j)
}

// UnmarshalJSON decodes the form MarshalJSON writes; a null group is
// undefined.
func (c *ComponentResult) UnmarshalJSON(data []byte) error {
	var j componentResultJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	c.Input, c.Groups, c.Undefined = j.Input, make(map[string]string, len(j.Groups)), nil
	for name, value := range j.Groups {
		if value == nil {
			c.Undefined = append(c.Undefined, name)
		} else {
			c.Groups[name] = *value
		}
	}
	slices.Sort(c.Undefined)
	return nil
}

// An Input is one member of Result.Inputs: a URL string or, when Init is not
// nil, an Init. It encodes to a JSON string or object accordingly.
type Input struct {
	URL  string
	Init *Init
}

// MarshalJSON encodes in as a JSON string or, for an Init, an object.
func (in Input) MarshalJSON() ([]byte, error) {
	if in.Init != nil {
		return json.Marshal(in.Init)
	}
	return json.Marshal(in.URL)
}

// UnmarshalJSON decodes a JSON string or object.
func (in *Input) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	switch {
	case len(data) > 0 && data[0] == '"':
		in.Init = nil
		return json.Unmarshal(data, &in.URL)
	case len(data) > 0 && data[0] == '{':
		in.URL, in.Init = "", &Init{}
		return json.Unmarshal(data, in.Init)
	}
	return errors.New("urlpattern: an input is a JSON string or object")
}
