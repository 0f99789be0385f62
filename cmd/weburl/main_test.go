// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		stdin  string
		status int
		want   []result // decoded output, one per line or object
	}{
		{"main job", []string{"https://EXAMPLE.com/a/./b/../c?x#y"}, "", 0, []result{{
			Input: "https://EXAMPLE.com/a/./b/../c?x#y", Href: "https://example.com/a/c?x#y",
			Origin: "https://example.com", Protocol: "https:", Errors: []validationErr{},
		}}},
		{"with base", []string{"../d", "http://h/a/b/c"}, "", 0, []result{{
			Input: "../d", Base: "http://h/a/b/c", Href: "http://h/a/d", Origin: "http://h", Protocol: "http:", Errors: []validationErr{},
		}}},
		{"failure", []string{"https://ex ample.com/"}, "", 1, []result{{
			Input: "https://ex ample.com/", Failure: true,
			Errors: []validationErr{{Type: "domain-to-ASCII", Message: "the domain is not valid under UTS #46 (IDNA)", Offset: 10, Failure: true}}, // the space
		}}},
		{"bad base", []string{"a", "http://[::1"}, "", 1, []result{{
			Input: "a", Base: "http://[::1", Failure: true,
			Errors: []validationErr{{Type: "IPv6-unclosed", Message: "the IPv6 address has no closing bracket", Offset: 11, Failure: true, Base: true}},
		}}},
		{"stdin", []string{"-base", "http://h/"}, "a\nhttp://[::1\n", 1, []result{
			{Input: "a", Base: "http://h/", Href: "http://h/a", Origin: "http://h", Protocol: "http:", Errors: []validationErr{}},
			{Input: "http://[::1", Base: "http://h/", Failure: true, Errors: []validationErr{{Type: "IPv6-unclosed", Message: "the IPv6 address has no closing bracket", Offset: 11, Failure: true}}},
		}},
		{"usage", []string{"a", "b", "c"}, "", 2, nil},
		{"help", []string{"-h"}, "", 0, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			status := run(tt.args, strings.NewReader(tt.stdin), &stdout, &stderr)
			if status != tt.status {
				t.Errorf("status = %d, want %d (stderr %q)", status, tt.status, stderr.String())
			}
			dec := json.NewDecoder(&stdout)
			for i, want := range tt.want {
				var got result
				if err := dec.Decode(&got); err != nil {
					t.Fatalf("output %d: %v", i, err)
				}
				// Compare the fields that do not hold pointers.
				got.Username, got.Password, got.Host, got.Hostname, got.Port = nil, nil, nil, nil, nil
				got.Pathname, got.Search, got.Hash = nil, nil, nil
				if gj, wj := mustJSON(got), mustJSON(want); gj != wj {
					t.Errorf("output %d = %s, want %s", i, gj, wj)
				}
			}
			if tt.name == "help" && !strings.Contains(stderr.String(), "usage: weburl") {
				t.Errorf("-h printed %q", stderr.String())
			}
		})
	}
}

func TestRunGetters(t *testing.T) {
	var stdout bytes.Buffer
	if status := run([]string{"http://u:p@[::1]:8080/p?q#f"}, nil, &stdout, &bytes.Buffer{}); status != 0 {
		t.Fatalf("status %d", status)
	}
	var got map[string]any
	if err := json.Unmarshal(stdout.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"href": "http://u:p@[::1]:8080/p?q#f", "origin": "http://[::1]:8080", "protocol": "http:",
		"username": "u", "password": "p", "host": "[::1]:8080", "hostname": "[::1]", "port": "8080",
		"pathname": "/p", "search": "?q", "hash": "#f",
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %q", k, got[k], v)
		}
	}
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
