// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"golang.org/x/text/encoding/htmlindex"

	"github.com/weburl/url/internal/fixtures"
)

// The web-platform-tests URL fixtures, run as the WPT JavaScript tests run
// them (url/url-constructor.any.js, url-origin.any.js, url-setters.any.js,
// toascii.window.js, IdnaTestV2.window.js, percent-encoding.window.js).
// They are read from $WPT_DIR, by default ../shared/wpt beside the
// repository, and never copied into it.

// wptKnownFailures lists the cases expected to fail, by name, each with its
// reason. A case listed here that passes fails the test, so the list
// shrinks as the library grows.
var wptKnownFailures = map[string]string{}

// wptPath returns the path of the WPT fixture name. When the fixtures are
// missing, it skips the test, or fails it with WEBURL_REQUIRE_FIXTURES=1
// (see package internal/fixtures).
func wptPath(t testing.TB, name string) string {
	t.Helper()
	path, ok := fixtures.FindWPT("url", name)
	if !ok {
		fixtures.Skip(t, "WPT fixture "+path, "WPT_DIR")
	}
	return path
}

// loadWPT returns the JSON array in the WPT fixture name, comments (the
// string entries) included.
func loadWPT(t testing.TB, name string) []any {
	t.Helper()
	data, err := os.ReadFile(wptPath(t, name))
	if err != nil {
		t.Fatal(err)
	}
	var v []any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return v
}

// wptRun runs the WPT cases of one fixture as subtests, and logs how many
// passed. check returns the ways a case fails; none means it passes.
type wptRun struct {
	t            *testing.T
	file         string
	pass, failed int
}

func (r *wptRun) run(name string, check func() []string) {
	r.t.Helper()
	reason, known := wptKnownFailures[name]
	r.t.Run(name, func(t *testing.T) {
		problems := check()
		switch {
		case known && len(problems) == 0:
			t.Errorf("unexpected pass of a known failure (%s): remove it from wptKnownFailures", reason)
		case known:
			t.Logf("known failure (%s): %s", reason, strings.Join(problems, "; "))
		case len(problems) > 0:
			t.Error(strings.Join(problems, "\n"))
		}
		if len(problems) == 0 {
			r.pass++
		} else {
			r.failed++
		}
	})
}

func (r *wptRun) report() {
	r.t.Logf("%s: %d/%d passed", r.file, r.pass, r.pass+r.failed)
}

// TestWPTURLTestData runs urltestdata.json and
// urltestdata-javascript-only.json as url-constructor.any.js and
// url-origin.any.js do: each case parses its input against its base and
// checks every getter, or fails to parse.
func TestWPTURLTestData(t *testing.T) {
	for _, file := range []string{"urltestdata.json", "urltestdata-javascript-only.json"} {
		runURLTestData(t, file, loadWPT(t, file))
	}
}

// TestOwnURLTestData runs testdata/urltestdata.json, this package's own
// regression cases in the shape of WPT's urltestdata.json.
func TestOwnURLTestData(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "urltestdata.json"))
	if err != nil {
		t.Fatal(err)
	}
	var entries []any
	if err := json.Unmarshal(data, &entries); err != nil {
		t.Fatal(err)
	}
	runURLTestData(t, "testdata/urltestdata.json", entries)
}

// runURLTestData runs the cases of a file shaped like urltestdata.json.
func runURLTestData(t *testing.T, file string, entries []any) {
	r := &wptRun{t: t, file: file}
	for _, e := range entries {
		c, ok := e.(map[string]any)
		if !ok {
			continue // a comment
		}
		input := c["input"].(string)
		base, _ := c["base"].(string)
		name := fmt.Sprintf("<%s> against <%v>", input, c["base"])
		r.run(name, func() []string {
			u, err := ParseWithBase(input, base)
			if c["failure"] == true {
				if err == nil {
					return []string{fmt.Sprintf("parsed as %q, want failure", u.Href())}
				}
				if CanParse(input, base) {
					return []string{"CanParse is true for a failure"}
				}
				return nil
			}
			if err != nil {
				return []string{fmt.Sprintf("failed: %v", err)}
			}
			var problems []string
			got := getters(u)
			for _, k := range []string{"href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"} {
				want, ok := c[k].(string)
				if !ok {
					continue // origin is not always given
				}
				if got[k] != want {
					problems = append(problems, fmt.Sprintf("%s = %q, want %q", k, got[k], want))
				}
			}
			if !CanParse(input, base) {
				problems = append(problems, "CanParse is false")
			}
			return append(problems, checkInvariants(u)...)
		})
	}
	r.report()
}

// TestWPTSetters runs setters_tests.json as url-setters.any.js does: parse
// href, set one attribute, check the expected getters.
func TestWPTSetters(t *testing.T) {
	data, err := os.ReadFile(wptPath(t, "setters_tests.json"))
	if err != nil {
		t.Fatal(err)
	}
	var tests map[string]json.RawMessage
	if err := json.Unmarshal(data, &tests); err != nil {
		t.Fatal(err)
	}
	setters := map[string]func(*URL, string) error{
		"href":     (*URL).SetHref,
		"protocol": (*URL).SetProtocol,
		"username": (*URL).SetUsername,
		"password": (*URL).SetPassword,
		"host":     (*URL).SetHost,
		"hostname": (*URL).SetHostname,
		"port":     (*URL).SetPort,
		"pathname": (*URL).SetPathname,
		"search":   (*URL).SetSearch,
		"hash":     (*URL).SetHash,
	}
	r := &wptRun{t: t, file: "setters_tests.json"}
	attrs := make([]string, 0, len(tests))
	for k := range tests {
		attrs = append(attrs, k)
	}
	sort.Strings(attrs)
	for _, attr := range attrs {
		if attr == "comment" {
			continue
		}
		var cases []struct {
			Href     string            `json:"href"`
			NewValue string            `json:"new_value"`
			Expected map[string]string `json:"expected"`
		}
		if err := json.Unmarshal(tests[attr], &cases); err != nil {
			t.Fatalf("%s: %v", attr, err)
		}
		set := setters[attr]
		if set == nil {
			t.Fatalf("no setter for %q", attr)
		}
		for _, c := range cases {
			r.run(fmt.Sprintf("<%s> set %s to <%s>", c.Href, attr, c.NewValue), func() []string {
				u, err := Parse(c.Href)
				if err != nil {
					return []string{fmt.Sprintf("parsing href: %v", err)}
				}
				set(u, c.NewValue)
				var problems []string
				got := getters(u)
				for k, want := range c.Expected {
					if got[k] != want {
						problems = append(problems, fmt.Sprintf("%s = %q, want %q", k, got[k], want))
					}
				}
				return append(problems, checkInvariants(u)...)
			})
		}
	}
	r.report()
}

// TestWPTToASCII runs toascii.json as toascii.window.js does: through the
// URL parser (https://<input>/x), and through the host and hostname
// setters.
func TestWPTToASCII(t *testing.T) {
	r := &wptRun{t: t, file: "toascii.json"}
	for _, e := range loadWPT(t, "toascii.json") {
		c, ok := e.(map[string]any)
		if !ok {
			continue
		}
		input := c["input"].(string)
		output, hasOutput := c["output"].(string)
		if _, present := c["output"]; !present {
			output, hasOutput = input, true
		}
		r.run(input+" (using URL)", func() []string { return checkHostParse(input, output, hasOutput) })
		for _, attr := range []string{"host", "hostname"} {
			r.run(input+" (using URL."+attr+")", func() []string {
				u, err := Parse("https://x/x")
				if err != nil {
					return []string{err.Error()}
				}
				want := "x"
				if hasOutput {
					want = output
				}
				if attr == "host" {
					u.SetHost(input)
				} else {
					u.SetHostname(input)
				}
				if got := getters(u)[attr]; got != want {
					return []string{fmt.Sprintf("%s = %q, want %q", attr, got, want)}
				}
				return nil
			})
		}
	}
	r.report()
}

// checkHostParse parses https://<input>/x, as toascii.window.js and
// IdnaTestV2.window.js do: it fails when !hasOutput, and otherwise has
// the host output.
func checkHostParse(input, output string, hasOutput bool) []string {
	u, err := Parse("https://" + input + "/x")
	switch {
	case !hasOutput && err == nil:
		return []string{fmt.Sprintf("parsed as %q, want failure", u.Href())}
	case !hasOutput:
		return nil
	case err != nil:
		return []string{err.Error()}
	}
	var problems []string
	for k, want := range map[string]string{"host": output, "hostname": output, "pathname": "/x", "href": "https://" + output + "/x"} {
		if got := getters(u)[k]; got != want {
			problems = append(problems, fmt.Sprintf("%s = %q, want %q", k, got, want))
		}
	}
	return problems
}

// TestWPTIdnaTestV2 runs IdnaTestV2.json as IdnaTestV2.window.js does.
func TestWPTIdnaTestV2(t *testing.T) {
	idnaTablesVersion(t)
	r := &wptRun{t: t, file: "IdnaTestV2.json"}
	skipped := 0
	for _, e := range loadWPT(t, "IdnaTestV2.json") {
		c, ok := e.(map[string]any)
		if !ok {
			continue
		}
		input := c["input"].(string)
		if input == "" {
			// As in IdnaTestV2.window.js: the empty string cannot be
			// tested through the URL parser ("https:///x" has no host to
			// convert).
			skipped++
			continue
		}
		output, hasOutput := c["output"].(string)
		name := fmt.Sprintf("ToASCII(%q)", input)
		if comment, ok := c["comment"].(string); ok {
			name += " " + comment
		}
		r.run(name, func() []string { return checkHostParse(input, output, hasOutput) })
	}
	r.report()
	t.Logf("IdnaTestV2.json: %d case(s) with empty input not run, as in WPT", skipped)
}

// TestWPTPercentEncoding runs percent-encoding.json as
// percent-encoding.window.js does: the query is encoded with the document's
// encoding, the fragment always as UTF-8.
func TestWPTPercentEncoding(t *testing.T) {
	r := &wptRun{t: t, file: "percent-encoding.json"}
	for _, e := range loadWPT(t, "percent-encoding.json") {
		c, ok := e.(map[string]any)
		if !ok {
			continue
		}
		input := c["input"].(string)
		outputs := c["output"].(map[string]any)
		labels := make([]string, 0, len(outputs))
		for label := range outputs {
			labels = append(labels, label)
		}
		sort.Strings(labels)
		for _, label := range labels {
			want := outputs[label].(string)
			r.run(fmt.Sprintf("Input %s with encoding %s", input, label), func() []string {
				enc, err := htmlindex.Get(label)
				if err != nil {
					return []string{err.Error()}
				}
				u, err := Parser{Encoding: enc}.Parse("https://doesnotmatter.invalid/?"+input+"#"+input, "")
				if err != nil {
					return []string{err.Error()}
				}
				var problems []string
				if got := u.Search(); got != "?"+want {
					problems = append(problems, fmt.Sprintf("search = %q, want %q", got, "?"+want))
				}
				if got, want := u.Hash(), "#"+outputs["utf-8"].(string); got != want {
					problems = append(problems, fmt.Sprintf("hash = %q, want %q", got, want))
				}
				return problems
			})
		}
	}
	r.report()
}
