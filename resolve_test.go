// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"fmt"
	"strings"
	"testing"
)

// wptPair is a case of urltestdata.json with a base.
type wptPair struct {
	input, base string
	failure     bool
}

// wptPairs returns the cases of urltestdata.json (and
// urltestdata-javascript-only.json) that have a base.
func wptPairs(t testing.TB) []wptPair {
	t.Helper()
	var pairs []wptPair
	for _, file := range []string{"urltestdata.json", "urltestdata-javascript-only.json"} {
		for _, e := range loadWPT(t, file) {
			c, ok := e.(map[string]any)
			if !ok {
				continue
			}
			base, ok := c["base"].(string)
			if !ok {
				continue
			}
			pairs = append(pairs, wptPair{c["input"].(string), base, c["failure"] == true})
		}
	}
	return pairs
}

// checkResolution returns the ways base.ResolveReference(Parse(input)) and
// base.Parse(input) disagree with ParseWithBase(input, base). A nil slice
// means they agree: the same href, or a failure where the standard fails
// (ResolveReference's empty URL, an error from Parse or base.Parse).
func checkResolution(input, baseStr string) []string {
	want, wantErr := ParseWithBase(input, baseStr)
	base, err := Parse(baseStr)
	if err != nil || !base.valid() {
		// The base is no URL (or a reference): a URL that is none is no
		// base, so the empty URL's Parse and ResolveReference read input
		// as the parser does with no base.
		base = &URL{}
		want, wantErr = ParseWithBase(input, "")
	}
	var problems []string
	viaParse, parseErr := base.Parse(input)
	switch {
	case wantErr != nil && parseErr == nil:
		problems = append(problems, fmt.Sprintf("base.Parse = %q, want failure (%v)", viaParse, wantErr))
	case wantErr == nil && parseErr != nil:
		problems = append(problems, fmt.Sprintf("base.Parse failed: %v, want %q", parseErr, want))
	case wantErr == nil && viaParse.String() != want.String():
		problems = append(problems, fmt.Sprintf("base.Parse = %q, want %q", viaParse, want))
	}
	ref, refErr := Parse(input)
	if refErr != nil {
		// Parse rejects only what no base can rescue.
		if wantErr == nil {
			problems = append(problems, fmt.Sprintf("Parse(input) failed: %v, but it resolves to %q", refErr, want))
		}
		return problems
	}
	got := base.ResolveReference(ref)
	switch {
	case wantErr != nil && (got.String() != "" || got.IsAbs()):
		problems = append(problems, fmt.Sprintf("ResolveReference = %q, want the empty URL (the parser fails: %v)", got, wantErr))
	case wantErr == nil && got.String() != want.String():
		problems = append(problems, fmt.Sprintf("ResolveReference = %q, want %q", got, want))
	case wantErr == nil:
		if p := checkInvariants(got); len(p) > 0 {
			problems = append(problems, p...)
		}
		if fieldsDiffer(got, want) {
			problems = append(problems, fmt.Sprintf("ResolveReference fields %+v, want %+v", got.exported(), want.exported()))
		}
	}
	// The reference's String reads the same against the base.
	if ref.isReference() {
		if again, err := Parse(ref.String()); err != nil {
			problems = append(problems, fmt.Sprintf("Parse(ref.String() = %q): %v", ref, err))
		} else if a, b := base.ResolveReference(again).String(), got.String(); a != b {
			problems = append(problems, fmt.Sprintf("resolving ref.String() = %q gives %q, want %q", ref, a, b))
		}
	}
	return problems
}

// TestResolveReferenceWPT checks, for every case of urltestdata.json with a
// base, that resolving the parsed input against the parsed base gives what
// the standard's parser gives for the two strings.
func TestResolveReferenceWPT(t *testing.T) {
	pairs := wptPairs(t)
	agree, failures := 0, 0
	for _, c := range pairs {
		t.Run(fmt.Sprintf("<%s> against <%s>", c.input, c.base), func(t *testing.T) {
			if p := checkResolution(c.input, c.base); len(p) > 0 {
				t.Error(strings.Join(p, "\n"))
				return
			}
			agree++
			if c.failure {
				failures++
			}
		})
	}
	t.Logf("resolution equals the parser in %d/%d cases with a base (%d of them failures)", agree, len(pairs), failures)
	if len(pairs) < 300 {
		t.Errorf("only %d cases with a base: is urltestdata.json complete?", len(pairs))
	}
}
