// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"
)

// allowed is the allow-list: the difference classes (by their tag) that
// do not fail the run, each with its reason. It names classes, never
// inputs. It is empty: weburl's IDNA runs on its own UTS #46 tables at the
// reference's Unicode version (18.0.0, tr46 7.0.0) with every Go release,
// so a request the table probe flags ("unicode-tables") fails the run as
// any other difference does; the tag still tells where to look.
var allowed = map[string]string{}

// Tags refine a class by what the request involves.
const (
	tagUnicodeTables = "unicode-tables"
	tagXN            = "xn-- label"
	tagJoiner        = "ZWJ/ZWNJ"
	tagBidiMapped    = "maps to RTL"
	tagNonASCII      = "non-ASCII"
	tagASCII         = "ASCII"
)

// A classifier names the class of a difference.
type classifier interface {
	// prepare sees every difference before class is called.
	prepare(diffs []diff) error
	// class returns the class name of d and its tag.
	class(d diff) (name, tag string)
}

// A class is the differences that share a name.
type class struct {
	name, tag string
	diffs     []diff
}

func classifyAll(c classifier, diffs []diff) []*class {
	if err := c.prepare(diffs); err != nil {
		fatal(err)
	}
	byName := map[string]*class{}
	var classes []*class
	for _, d := range diffs {
		name, tag := c.class(d)
		k := byName[name]
		if k == nil {
			k = &class{name: name, tag: tag}
			byName[name] = k
			classes = append(classes, k)
		}
		k.diffs = append(k.diffs, d)
	}
	sort.SliceStable(classes, func(i, j int) bool { return len(classes[i].diffs) > len(classes[j].diffs) })
	return classes
}

// what names the fields of d that differ: a failure on one side only, a
// panic, or the list of getters (step indexes dropped, so "s0" and "s3"
// are both "s").
func what(d diff) string {
	switch {
	case d.got["panic"] != nil:
		return "weburl panics"
	case d.got["fail"] != nil && d.want["fail"] == nil:
		return "weburl fails, the oracle parses"
	case d.got["fail"] == nil && d.want["fail"] != nil:
		return "weburl parses, the oracle fails"
	}
	seen := map[string]bool{}
	var fields []string
	for _, f := range d.fields {
		f = strings.TrimRight(f, "0123456789")
		if !seen[f] {
			seen[f] = true
			fields = append(fields, f)
		}
	}
	return strings.Join(fields, ",")
}

// op names the kind of request: "parse", "parse+base", "set host", ...
func op(r request) string {
	switch {
	case r.Op == "parse" && r.Base != nil:
		return "parse+base"
	case r.Op == "set":
		return "set " + r.Attr
	}
	return r.Op
}

// stringsOf returns every string a request carries.
func stringsOf(r request) []string {
	s := []string{r.Input, r.Href, r.Value, r.Init}
	if r.Base != nil {
		s = append(s, *r.Base)
	}
	for _, st := range r.Steps {
		s = append(s, st.Name, st.Value)
	}
	return s
}

// referenceClassifier classifies differences from whatwg-url.
type referenceClassifier struct {
	o *oracleProcess
	// tables holds the code points whose IDNA processing differs between
	// the two implementations' tables, probed on their own.
	tables map[rune]bool
}

func newReferenceClassifier(o *oracleProcess) *referenceClassifier {
	return &referenceClassifier{o: o, tables: map[rune]bool{}}
}

// prepare probes every non-ASCII code point of the differing requests,
// and those their xn-- labels decode to (see codePoints): UTS #46 ToASCII of "a" and the code point, on both sides, with every
// check that is not the mapping table's (CheckBidi, CheckJoiners,
// CheckHyphens, UseSTD3ASCIIRules, VerifyDnsLength) turned off. The probe
// has no xn-- label and no context, so where the two answers differ the
// two IDNA tables map or rate the code point differently (a character new
// in Unicode 18 is unassigned, so disallowed, in Unicode 17's tables).
func (c *referenceClassifier) prepare(diffs []diff) error {
	seen := map[rune]bool{}
	var cps []rune
	for _, d := range diffs {
		for _, r := range codePoints(d.req) {
			if !seen[r] {
				seen[r] = true
				cps = append(cps, r)
			}
		}
	}
	reqs := make([]request, len(cps))
	for i, r := range cps {
		reqs[i] = request{Op: "idna", Input: "a" + string(r)}
	}
	answers, err := c.o.Ask(reqs)
	if err != nil {
		return err
	}
	for i, a := range answers {
		if _, differ := compare(reqs[i], tableProbe(reqs[i].Input), a); differ {
			c.tables[cps[i]] = true
		}
	}
	return nil
}

// probeProfile is UTS #46 ToASCII with x/net/idna's tables (the ones
// weburl uses) and no check but the table's: see prepare.
var probeProfile = idna.New(idna.MapForLookup(), idna.Transitional(false), idna.StrictDomainName(false),
	idna.CheckHyphens(false), idna.CheckJoiners(false))

// tableProbe is the Go side of the "idna" probe request.
func tableProbe(s string) answer {
	a, err := probeProfile.ToASCII(s)
	if err != nil {
		return answer{"fail": "1"}
	}
	return answer{"ascii": a}
}

var xnLabel = regexp.MustCompile(`(?i)xn--`)

// aceLabel matches an xn-- label of a folded string: the prefix, and the
// letters, digits and hyphens after it, which Punycode decodes.
var aceLabel = regexp.MustCompile(`(?i)xn--[0-9a-z-]*`)

// codePoints returns the non-ASCII code points of the strings a request
// carries, and those that its xn-- labels (seen through folded) decode to.
// UTS #46 checks a decoded label's code points against the same tables as
// the others (4.1, step 4.2): "xn--nx0smb" decodes to U+3DD88 U+3DD70,
// unassigned in Unicode 17 and assigned in 18, so that spelled
// "xn--nx０smb", which is not ASCII and so goes through ToASCII
// (the domain parser takes an ASCII domain as it is), it fails on one
// side only, although no code point of the request differs in the tables.
func codePoints(r request) []rune {
	var out []rune
	nonASCII := func(s string) {
		for _, c := range s {
			if c >= utf8.RuneSelf {
				out = append(out, c)
			}
		}
	}
	for _, s := range stringsOf(r) {
		nonASCII(s)
		for _, ace := range aceLabel.FindAllString(folded(s), -1) {
			if u, err := idna.Punycode.ToUnicode(strings.ToLower(ace)); err == nil {
				nonASCII(u)
			}
		}
	}
	return out
}

// mapsToRTL reports whether r is not a right-to-left letter but its
// compatibility decomposition (which the UTS #46 mapping follows) holds a
// Hebrew or Arabic one, as U+2135 ALEF SYMBOL does.
func mapsToRTL(r rune) bool {
	rtl := func(r rune) bool { return unicode.In(r, unicode.Hebrew, unicode.Arabic) }
	return !rtl(r) && strings.IndexFunc(norm.NFKC.String(string(r)), rtl) >= 0
}

// folded returns s as UTS #46 mapping roughly sees it: without the ASCII
// tabs and newlines the URL parser removes, NFKC (full-width forms become
// ASCII), and without the code points that the mapping drops (see
// mapsToNothing), so that "xn-\uFE0F-" counts as an xn-- label and
// "xn--a-qii975\u200B4q" as the label "xn--a-qii9754q".
func folded(s string) string {
	s = norm.NFKC.String(stripTabNewline(s))
	return strings.Map(func(r rune) rune {
		if mapsToNothing(r) {
			return -1
		}
		return r
	}, s)
}

// mapsToNothing reports whether the UTS #46 mapping table maps r to
// nothing (its status "ignored": U+00AD SOFT HYPHEN, U+200B ZERO WIDTH
// SPACE, U+2060 WORD JOINER, U+FEFF, the variation selectors, ...), as
// x/net/idna's table says: our side of prepare's probe of "a" and r gives
// "a". Where the reference's table says otherwise, r itself is among the
// code points prepare probes, and the probe finds that.
func mapsToNothing(r rune) bool {
	return r >= utf8.RuneSelf && tableProbe("a" + string(r))["ascii"] == "a"
}

func (c *referenceClassifier) class(d diff) (string, string) {
	tag := tagASCII
	for _, r := range codePoints(d.req) {
		if c.tables[r] {
			tag = tagUnicodeTables
		}
	}
	if tag != tagUnicodeTables {
		all := strings.Join(stringsOf(d.req), " ")
		switch {
		case strings.ContainsAny(all, "\u200c\u200d"):
			// CheckJoiners (UTS #46 §4.1 step 4.3, RFC 5892 CONTEXTJ).
			tag = tagJoiner
		case strings.IndexFunc(all, mapsToRTL) >= 0:
			// CheckBidi runs on the mapped label: "aℶb" is "aבb".
			tag = tagBidiMapped
		case xnLabel.MatchString(folded(all)):
			tag = tagXN
		case strings.IndexFunc(all, func(r rune) bool { return r >= utf8.RuneSelf }) >= 0:
			tag = tagNonASCII
		}
	}
	return fmt.Sprintf("%s [%s]", summary(d), tag), tag
}

// summary is what a reference class says of a difference, whatever the
// request: a failure or a throw on one side only, a host that differs, or
// else the fields that differ.
func summary(d diff) string {
	if d.req.Op == "validate" {
		return validationSummary(d)
	}
	w := what(d)
	switch {
	case strings.HasPrefix(w, "weburl"):
		return w
	case strings.Contains(w, "throws"):
		for _, f := range d.fields {
			if strings.HasPrefix(f, "throws") && d.got[f] != nil {
				return "a setter: weburl throws, the oracle does not"
			}
		}
		return "a setter: the oracle throws, weburl does not"
	case slices.Contains(d.fields, "host") || slices.Contains(d.fields, "hostname"):
		return "host differs"
	}
	return w
}

// validationSummary names a difference of a "validate" request by what
// differs: the error types one side reports more often than the other (a
// multiset difference, so that one class holds every input with the same
// extra or missing error, wherever it is), then the failure, then the
// writing rules' verdict.
func validationSummary(d diff) string {
	count := func(a answer) map[string]int {
		m := map[string]int{}
		list, _ := a["errors"].([]any)
		for _, e := range list {
			m[fmt.Sprint(e)]++
		}
		return m
	}
	got, want := count(d.got), count(d.want)
	var more, fewer []string
	for k, n := range got {
		if n > want[k] {
			more = append(more, k)
		}
	}
	for k, n := range want {
		if n > got[k] {
			fewer = append(fewer, k)
		}
	}
	sort.Strings(more)
	sort.Strings(fewer)
	switch {
	case len(more) > 0 || len(fewer) > 0:
		return fmt.Sprintf("validation errors: weburl more %v, fewer %v", more, fewer)
	case slices.Contains(d.fields, "errors"):
		return "validation errors in another order"
	case slices.Contains(d.fields, "failure"):
		return "validation: failure differs"
	case slices.Contains(d.fields, "valid"):
		return fmt.Sprintf("valid URL string: weburl %v, oracle %v", d.got["valid"], d.want["valid"])
	}
	return what(d)
}

// report prints the classes, biggest first, with examples, and returns
// whether a difference falls outside the allow-list.
func report(w io.Writer, classes []*class, tables map[rune]bool, total int, counts map[string]int, elapsed time.Duration, examples int, seed uint64, browser bool) bool {
	ops := make([]string, 0, len(counts))
	for k, v := range counts {
		ops = append(ops, fmt.Sprintf("%s %d", k, v))
	}
	sort.Strings(ops)
	ndiff := 0
	for _, c := range classes {
		ndiff += len(c.diffs)
	}
	fmt.Fprintf(w, "%d requests (%s) in %.1fs, seed %d: %d differ, in %d classes\n",
		total, strings.Join(ops, ", "), elapsed.Seconds(), seed, ndiff, len(classes))
	if browser {
		// WPT's url-constructor test checks every getter but origin,
		// which url-origin checks apart.
		n := 0
		for _, c := range classes {
			for _, d := range c.diffs {
				if len(without(d.fields, "origin")) > 0 {
					n++
				}
			}
		}
		fmt.Fprintf(w, "%d differ in a getter other than origin\n", n)
	}
	failed := false
	for _, c := range classes {
		status := "NOT ALLOWED"
		if browser {
			status = "browser difference"
		} else if reason, ok := allowed[c.tag]; ok {
			status = "allowed: " + reason
			if c.tag == tagUnicodeTables && tables != nil {
				status += "\n        code points: " + tableRunes(c, tables)
			}
		} else {
			failed = true
		}
		byOp := map[string]int{}
		for _, d := range c.diffs {
			byOp[op(d.req)]++
		}
		var opCounts []string
		for k, v := range byOp {
			opCounts = append(opCounts, fmt.Sprintf("%s %d", k, v))
		}
		sort.Strings(opCounts)
		fmt.Fprintf(w, "\n%6d  %s\n        %s\n        requests: %s\n", len(c.diffs), c.name, status, strings.Join(opCounts, ", "))
		for i, d := range c.diffs {
			if i == examples {
				break
			}
			b, _ := marshal(d.req)
			fmt.Fprintf(w, "        e.g. %s\n", b)
			for _, f := range d.fields {
				g, _ := marshal(d.got[f])
				o, _ := marshal(d.want[f])
				fmt.Fprintf(w, "             %s: weburl %s, oracle %s\n", f, g, o)
			}
		}
	}
	if len(classes) == 0 {
		fmt.Fprintln(w, "no difference")
	}
	return failed
}

// marshal is json.Marshal without HTML escaping, for reading.
func marshal(v any) (string, error) {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	err := enc.Encode(v)
	return strings.TrimSuffix(b.String(), "\n"), err
}

// tableRunes lists the code points of c's requests (see codePoints) that
// the table probe flagged.
func tableRunes(c *class, tables map[rune]bool) string {
	seen := map[rune]bool{}
	var out []string
	for _, d := range c.diffs {
		for _, r := range codePoints(d.req) {
			if tables[r] && !seen[r] {
				seen[r] = true
				out = append(out, fmt.Sprintf("U+%04X", r))
			}
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}
