// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	url "github.com/weburl/url"

	"github.com/weburl/url/internal/fixtures"
)

// The web platform tests' URL Pattern data, run as the harnesses in the wpt
// repository's urlpattern/resources/ run them (urlpatterntests.js,
// urlpattern-compare-tests.tentative.js and urlpattern-generate.tentative.any.js).
// The fixtures stay in the shared directory named by WPT_DIR (by default
// ../shared/wpt beside the repository); they are never copied here.

// knownFailures maps the name of a case that is expected to fail to why.
// A known failure that passes fails the test, so the list stays exact.
var knownFailures = map[string]string{}

// wptDir returns the directory of the URL Pattern fixtures, skipping the
// test when there is none, or failing it with WEBURL_REQUIRE_FIXTURES=1
// (see package internal/fixtures). WPT_DIR may name the shared directory,
// a wpt checkout, or its url/resources or urlpattern/resources.
func wptDir(t *testing.T) string {
	t.Helper()
	path, ok := fixtures.FindWPT("urlpattern", "urlpatterntestdata.json")
	if !ok {
		fixtures.Skip(t, "WPT fixture "+path, "WPT_DIR")
	}
	return filepath.Dir(path)
}

// loadEntries reads a fixture: a JSON array whose string members are
// comments.
func loadEntries(t *testing.T, name string) []json.RawMessage {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(wptDir(t), name))
	if err != nil {
		t.Fatal(err)
	}
	var all []json.RawMessage
	if err := json.Unmarshal(data, &all); err != nil {
		t.Fatal(err)
	}
	var entries []json.RawMessage
	for _, e := range all {
		if !isJSONString(e) {
			entries = append(entries, e)
		}
	}
	return entries
}

func isJSONString(m json.RawMessage) bool {
	m = bytes.TrimSpace(m)
	return len(m) > 0 && m[0] == '"'
}

func isJSONObject(m json.RawMessage) bool {
	m = bytes.TrimSpace(m)
	return len(m) > 0 && m[0] == '{'
}

// tally counts passes per fixture and checks the known failures.
type tally struct {
	name          string
	total, passed int
}

// run runs one case as a subtest and records its outcome.
func (ty *tally) run(t *testing.T, name string, f func(t *testing.T) []string) {
	ty.total++
	var problems []string
	t.Run(name, func(t *testing.T) {
		problems = f(t)
		reason, known := knownFailures[name]
		switch {
		case len(problems) == 0 && known:
			t.Errorf("unexpected pass of a known failure (%s): remove it from knownFailures", reason)
		case len(problems) > 0 && known:
			t.Logf("known failure (%s): %s", reason, strings.Join(problems, "; "))
		case len(problems) > 0:
			t.Error(strings.Join(problems, "\n"))
		}
	})
	if len(problems) == 0 {
		ty.passed++
	}
}

func (ty *tally) log(t *testing.T) {
	t.Logf("%s: %d/%d", ty.name, ty.passed, ty.total)
}

// wptCase is an entry of urlpatterntestdata.json.
type wptCase struct {
	Pattern                []json.RawMessage `json:"pattern"`
	Inputs                 []json.RawMessage `json:"inputs"`
	ExpectedObj            json.RawMessage   `json:"expected_obj"`
	ExpectedMatch          json.RawMessage   `json:"expected_match"`
	ExactlyEmptyComponents []string          `json:"exactly_empty_components"`
}

// kComponents is the harness's list of components (which names password
// twice).
var kComponents = []string{"protocol", "username", "password", "hostname", "port", "password", "pathname", "search", "hash"}

// earlierComponents is the harness's EARLIER_COMPONENTS.
var earlierComponents = map[string][]string{
	"protocol": {},
	"hostname": {"protocol"},
	"port":     {"protocol", "hostname"},
	"username": {},
	"password": {},
	"pathname": {"protocol", "hostname", "port"},
	"search":   {"protocol", "hostname", "port", "pathname"},
	"hash":     {"protocol", "hostname", "port", "pathname", "search"},
}

// constructFromArgs calls the constructor the way JavaScript's overload
// resolution does for new URLPattern(...args).
func constructFromArgs(args []json.RawMessage) (*URLPattern, error) {
	var input patternInput
	if len(args) == 0 {
		input.init = &Init{}
	} else if err := decodePatternInput(args[0], &input); err != nil {
		return nil, err
	}
	var baseURL *string
	var opts Options
	switch len(args) {
	case 0, 1:
	case 2:
		// (input, baseURL) when the second is a string, else (input, options).
		if isJSONString(args[1]) {
			baseURL = new("")
			if err := json.Unmarshal(args[1], baseURL); err != nil {
				return nil, err
			}
		} else if err := decodeOptions(args[1], &opts); err != nil {
			return nil, err
		}
	default:
		// (input, baseURL, options): the baseURL is converted to a string;
		// options must be a dictionary.
		baseURL = new("[object Object]")
		if isJSONString(args[1]) {
			if err := json.Unmarshal(args[1], baseURL); err != nil {
				return nil, err
			}
		}
		if err := decodeOptions(args[2], &opts); err != nil {
			return nil, err
		}
	}
	return create(input, baseURL, opts, "New")
}

func decodePatternInput(m json.RawMessage, in *patternInput) error {
	if isJSONObject(m) {
		in.init = &Init{}
		return json.Unmarshal(m, in.init)
	}
	return json.Unmarshal(m, &in.str)
}

func decodeOptions(m json.RawMessage, opts *Options) error {
	if !isJSONObject(m) {
		return fmt.Errorf("TypeError: options %s is not a dictionary", m)
	}
	var o struct {
		IgnoreCase bool `json:"ignoreCase"`
	}
	if err := json.Unmarshal(m, &o); err != nil {
		return err
	}
	opts.IgnoreCase = o.IgnoreCase
	return nil
}

// matchFromArgs calls exec(...args) (or test, when exec is false).
func matchFromArgs(p *URLPattern, args []json.RawMessage, exec bool) (*Result, error) {
	var input matchInput
	if len(args) == 0 {
		input.init = &Init{}
	} else if isJSONObject(args[0]) {
		input.init = &Init{}
		if err := json.Unmarshal(args[0], input.init); err != nil {
			return nil, err
		}
	} else if err := json.Unmarshal(args[0], &input.str); err != nil {
		return nil, err
	}
	var baseURL *string
	if len(args) > 1 {
		baseURL = new("")
		if err := json.Unmarshal(args[1], baseURL); err != nil {
			return nil, err
		}
	}
	return p.match(input, baseURL, exec)
}

// getter returns the component getter of p named name.
func getter(p *URLPattern, name string) string {
	return p.component(name).patternString
}

// expectedPatternString computes the harness's default expectation for
// component when expected_obj does not give one.
func expectedPatternString(c *wptCase, component string) (string, error) {
	var obj map[string]json.RawMessage
	if len(c.Pattern) > 0 && isJSONObject(c.Pattern[0]) {
		if err := json.Unmarshal(c.Pattern[0], &obj); err != nil {
			return "", err
		}
	}
	var baseURL *url.URL
	var err error
	var baseString string
	if obj != nil && obj["baseURL"] != nil && json.Unmarshal(obj["baseURL"], &baseString) == nil && baseString != "" {
		baseURL, err = url.Parse(baseString)
	} else if len(c.Pattern) > 1 && isJSONString(c.Pattern[1]) {
		if err := json.Unmarshal(c.Pattern[1], &baseString); err != nil {
			return "", err
		}
		baseURL, err = url.Parse(baseString)
	}
	if err != nil {
		return "", fmt.Errorf("new URL(%q) throws: %v", baseString, err)
	}
	if slices.Contains(c.ExactlyEmptyComponents, component) {
		return "", nil
	}
	if obj != nil {
		var v string
		if raw, ok := obj[component]; ok && json.Unmarshal(raw, &v) == nil && v != "" {
			return v, nil
		}
		for _, e := range earlierComponents[component] {
			if _, ok := obj[e]; ok {
				return "*", nil
			}
		}
	}
	if baseURL != nil && component != "username" && component != "password" {
		switch component {
		case "protocol":
			return strings.TrimSuffix(baseURL.Protocol(), ":"), nil
		case "hostname":
			return baseURL.SerializedHost(), nil
		case "port":
			return baseURL.Port(), nil
		case "pathname":
			return baseURL.Pathname(), nil
		case "search":
			return strings.TrimPrefix(baseURL.Search(), "?"), nil
		case "hash":
			return strings.TrimPrefix(baseURL.Hash(), "#"), nil
		}
	}
	return "*", nil
}

func caseName(i int, pattern, inputs any) string {
	p, _ := json.Marshal(pattern)
	in, _ := json.Marshal(inputs)
	return fmt.Sprintf("%03d Pattern: %s Inputs: %s", i, p, in)
}

func TestWPTURLPatternTestData(t *testing.T) {
	ty := &tally{name: "urlpatterntestdata.json"}
	for i, raw := range loadEntries(t, "urlpatterntestdata.json") {
		var c wptCase
		if err := json.Unmarshal(raw, &c); err != nil {
			t.Fatalf("entry %d: %v", i, err)
		}
		ty.run(t, caseName(i, c.Pattern, c.Inputs), func(t *testing.T) []string {
			return runWPTCase(&c)
		})
	}
	ty.log(t)
}

// runWPTCase runs one entry as urlpatterntests.js does and returns its
// failed assertions.
func runWPTCase(c *wptCase) (problems []string) {
	fail := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	var expectedObjString string
	_ = json.Unmarshal(c.ExpectedObj, &expectedObjString)
	p, err := constructFromArgs(c.Pattern)
	if expectedObjString == "error" {
		if err == nil {
			fail("URLPattern() constructor: want an error, got %v", p)
		}
		return problems
	}
	if err != nil {
		fail("URLPattern() constructor: %v", err)
		return problems
	}
	expectedObj := map[string]string{}
	if len(c.ExpectedObj) > 0 && string(c.ExpectedObj) != "null" {
		if err := json.Unmarshal(c.ExpectedObj, &expectedObj); err != nil {
			fail("expected_obj: %v", err)
			return problems
		}
	}
	for _, component := range kComponents {
		expected, ok := expectedObj[component]
		if !ok {
			expected, err = expectedPatternString(c, component)
			if err != nil {
				fail("%v", err)
				continue
			}
		}
		if got := getter(p, component); got != expected {
			fail("compiled pattern property '%s': got %q, want %q", component, got, expected)
		}
	}

	var expectedMatchString string
	_ = json.Unmarshal(c.ExpectedMatch, &expectedMatchString)
	if expectedMatchString == "error" {
		if _, err := matchFromArgs(p, c.Inputs, false); err == nil {
			fail("test(): want an error")
		}
		if _, err := matchFromArgs(p, c.Inputs, true); err == nil {
			fail("exec(): want an error")
		}
		return problems
	}
	wantMatch := isJSONObject(c.ExpectedMatch)
	tested, err := matchFromArgs(p, c.Inputs, false)
	if err != nil {
		fail("test(): %v", err)
		return problems
	}
	if (tested != nil) != wantMatch {
		fail("test() result: got %v, want %v", tested != nil, wantMatch)
	}
	result, err := matchFromArgs(p, c.Inputs, true)
	if err != nil {
		fail("exec(): %v", err)
		return problems
	}
	if !wantMatch {
		if result != nil {
			got, _ := json.Marshal(result)
			fail("exec() failed match result: got %s, want null", got)
		}
		return problems
	}
	if result == nil {
		fail("exec() result: got null, want a match")
		return problems
	}
	var expectedMatch map[string]json.RawMessage
	if err := json.Unmarshal(c.ExpectedMatch, &expectedMatch); err != nil {
		fail("expected_match: %v", err)
		return problems
	}
	// inputs
	expectedInputs := c.Inputs
	if raw, ok := expectedMatch["inputs"]; ok {
		expectedInputs = nil
		if err := json.Unmarshal(raw, &expectedInputs); err != nil {
			fail("expected_match.inputs: %v", err)
			return problems
		}
	}
	if len(result.Inputs) != len(expectedInputs) {
		fail("exec() result.inputs.length: got %d, want %d", len(result.Inputs), len(expectedInputs))
	} else {
		for i, in := range result.Inputs {
			if in.Init == nil {
				var want string
				_ = json.Unmarshal(expectedInputs[i], &want)
				if !isJSONString(expectedInputs[i]) || in.URL != want {
					fail("exec() result.inputs[%d]: got %q, want %s", i, in.URL, expectedInputs[i])
				}
				continue
			}
			var want Init
			if err := json.Unmarshal(expectedInputs[i], &want); err != nil {
				fail("exec() result.inputs[%d]: got an Init, want %s", i, expectedInputs[i])
				continue
			}
			gotFields, wantFields := in.Init.fields(), want.fields()
			for j, name := range componentNames {
				g, w := *gotFields[j], *wantFields[j]
				if (g == nil) != (w == nil) || g != nil && *g != *w {
					fail("exec() result.inputs[%d][%s]: got %v, want %v", i, name, ptrString(g), ptrString(w))
				}
			}
		}
	}
	// The component results.
	for _, component := range kComponents {
		var expected componentResultJSON
		if raw, ok := expectedMatch[component]; ok && string(raw) != "null" {
			if err := json.Unmarshal(raw, &expected); err != nil {
				fail("expected_match.%s: %v", component, err)
				continue
			}
		} else {
			// Default wildcards capture the empty input as group "0";
			// exactly empty components capture nothing.
			expected = componentResultJSON{Input: "", Groups: map[string]*string{}}
			if !slices.Contains(c.ExactlyEmptyComponents, component) {
				expected.Groups["0"] = new("")
			}
		}
		got := result.Component(component)
		gotGroups := map[string]*string{}
		for name, value := range got.Groups {
			gotGroups[name] = &value
		}
		for _, name := range got.Undefined {
			gotGroups[name] = nil
		}
		if got.Input != expected.Input || !maps.EqualFunc(gotGroups, expected.Groups, func(a, b *string) bool {
			return (a == nil) == (b == nil) && (a == nil || *a == *b)
		}) {
			gotJSON, _ := json.Marshal(got)
			wantJSON, _ := json.Marshal(expected)
			fail("exec() result for %s: got %s, want %s", component, gotJSON, wantJSON)
		}
	}
	return problems
}

func ptrString(s *string) string {
	if s == nil {
		return "undefined"
	}
	return fmt.Sprintf("%q", *s)
}

// newFromJSON constructs a pattern from a JSON string or object, as
// new URLPattern(arg) does.
func newFromJSON(m json.RawMessage) (*URLPattern, error) {
	return constructFromArgs([]json.RawMessage{m})
}

func TestWPTCompare(t *testing.T) {
	ty := &tally{name: "urlpattern-compare-test-data.json"}
	for i, raw := range loadEntries(t, "urlpattern-compare-test-data.json") {
		var c struct {
			Component string          `json:"component"`
			Left      json.RawMessage `json:"left"`
			Right     json.RawMessage `json:"right"`
			Expected  int             `json:"expected"`
		}
		if err := json.Unmarshal(raw, &c); err != nil {
			t.Fatalf("entry %d: %v", i, err)
		}
		name := fmt.Sprintf("%03d Component: %s Left: %s Right: %s", i, c.Component, c.Left, c.Right)
		ty.run(t, name, func(t *testing.T) (problems []string) {
			fail := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
			left, err := newFromJSON(c.Left)
			if err != nil {
				fail("left: %v", err)
				return problems
			}
			right, err := newFromJSON(c.Right)
			if err != nil {
				fail("right: %v", err)
				return problems
			}
			if got := CompareComponent(c.Component, left, right); got != c.Expected {
				fail("compareComponent(left, right) = %d, want %d", got, c.Expected)
			}
			if got := CompareComponent(c.Component, right, left); got != -c.Expected {
				fail("reverse order: compareComponent(right, left) = %d, want %d", got, -c.Expected)
			}
			if got := CompareComponent(c.Component, left, left); got != 0 {
				fail("left equality: %d", got)
			}
			if got := CompareComponent(c.Component, right, right); got != 0 {
				fail("right equality: %d", got)
			}
			return problems
		})
	}
	ty.log(t)
}

func TestWPTGenerate(t *testing.T) {
	ty := &tally{name: "urlpattern-generate-test-data.json"}
	for i, raw := range loadEntries(t, "urlpattern-generate-test-data.json") {
		var c struct {
			Pattern   json.RawMessage   `json:"pattern"`
			Component string            `json:"component"`
			Groups    map[string]string `json:"groups"`
			Expected  *string           `json:"expected"`
		}
		if err := json.Unmarshal(raw, &c); err != nil {
			t.Fatalf("entry %d: %v", i, err)
		}
		groups, _ := json.Marshal(c.Groups)
		name := fmt.Sprintf("%03d Pattern: %s Component: %s Groups: %s", i, c.Pattern, c.Component, groups)
		ty.run(t, name, func(t *testing.T) (problems []string) {
			p, err := newFromJSON(c.Pattern)
			if err != nil {
				return []string{fmt.Sprintf("constructor: %v", err)}
			}
			got, err := p.Generate(c.Component, c.Groups)
			switch {
			case c.Expected == nil && err == nil:
				problems = append(problems, fmt.Sprintf("generate() = %q, want a TypeError", got))
			case c.Expected != nil && err != nil:
				problems = append(problems, fmt.Sprintf("generate(): %v, want %q", err, *c.Expected))
			case c.Expected != nil && got != *c.Expected:
				problems = append(problems, fmt.Sprintf("generate() = %q, want %q", got, *c.Expected))
			}
			return problems
		})
	}
	ty.log(t)
}
