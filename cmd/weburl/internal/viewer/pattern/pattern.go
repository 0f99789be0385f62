// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package pattern is what the weburl command's match and the viewer's URL
// Pattern panel compute for a pattern and a URL, in one place.
package pattern

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/weburl/url/urlpattern"
)

// Components are a URL pattern's components, in the standard's order.
var Components = []string{"protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"}

// New makes a URL pattern from s, read against base (base "" means none):
//   - a JSON object is the URLPatternInit it holds, with base as its
//     baseURL when it has none;
//   - without a base, a string that starts with "/" is a pathname
//     pattern, {"pathname": s}, which matches that path on any origin
//     (a relative constructor string needs a base);
//   - any other string is a constructor string, read against base.
func New(s, base string) (*urlpattern.URLPattern, error) {
	if strings.HasPrefix(strings.TrimSpace(s), "{") {
		var init urlpattern.Init
		if err := json.Unmarshal([]byte(s), &init); err != nil {
			return nil, fmt.Errorf("pattern %s: %v", s, err)
		}
		if init.BaseURL == nil && base != "" {
			init.BaseURL = &base
		}
		return urlpattern.NewFromInit(init, urlpattern.Options{})
	}
	if base == "" && strings.HasPrefix(s, "/") {
		return urlpattern.NewFromInit(urlpattern.Init{Pathname: &s}, urlpattern.Options{})
	}
	return urlpattern.New(s, base, urlpattern.Options{})
}

// Canonical returns p's canonical components, by name.
func Canonical(p *urlpattern.URLPattern) map[string]string {
	return map[string]string{
		"protocol": p.Protocol(), "username": p.Username(), "password": p.Password(),
		"hostname": p.Hostname(), "port": p.Port(), "pathname": p.Pathname(),
		"search": p.Search(), "hash": p.Hash(),
	}
}

// Groups returns the groups of each component of r that has any.
func Groups(r *urlpattern.Result) map[string]map[string]string {
	g := map[string]map[string]string{}
	for _, name := range Components {
		if c := r.Component(name); c != nil && len(c.Groups) > 0 {
			g[name] = c.Groups
		}
	}
	return g
}

// Outcome is the viewer's URL Pattern panel: the pattern's canonical
// components, whether the URL matches, and the groups.
type Outcome struct {
	Error   string                       `json:"error,omitempty"`
	Pattern map[string]string            `json:"pattern,omitempty"`
	Matched bool                         `json:"matched"`
	Groups  map[string]map[string]string `json:"groups,omitempty"`
	Inputs  map[string]string            `json:"inputs,omitempty"` // each component of the URL as matched
}

// Run makes the pattern s and matches the URL input (against base) with it.
// The pattern is read without a base: the viewer's base is the URL's.
func Run(s, input, base string) Outcome {
	p, err := New(s, "")
	if err != nil {
		return Outcome{Error: err.Error()}
	}
	o := Outcome{Pattern: Canonical(p)}
	r, ok := p.Exec(input, base)
	if !ok {
		return o
	}
	o.Matched, o.Groups, o.Inputs = true, Groups(r), map[string]string{}
	for _, name := range Components {
		o.Inputs[name] = r.Component(name).Input
	}
	return o
}
