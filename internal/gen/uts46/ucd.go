// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

// This file reads the normalization data of the Unicode Character Database
// (UCD), pinned by the commit of unicode-org/unicodetools that holds it and
// checked against each file's SHA-256.

import (
	"cmp"
	"log"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/weburl/url/internal/gen/pinned"
	"github.com/weburl/url/internal/gen/unicodenpm"
)

// The Unicode Character Database at the Unicode version of
// uts46UnicodePackage (main checks that they agree):
// unicode-org/unicodetools at ucdCommit holds it under
// unicodetools/data/ucd/dev, and ucdFiles holds the SHA-256 of each file
// the generator reads.
const (
	ucdVersion = "18.0.0"
	ucdCommit  = "2c1309ab2ac1de5c62f09089c8ed6bf6f1d37920"
	ucdURL     = "https://raw.githubusercontent.com/unicode-org/unicodetools/"
)

var ucdFiles = map[string]string{
	"UnicodeData.txt":                     "0736451de439ae7baf1425136617da495e09ee5afbe6e394374db7009ea08950",
	"extracted/DerivedCombiningClass.txt": "ef6b2611cfb660dba3f6b458b9eb4b05f44ed2417302ee7749d7f0f348793121",
}

// readNormalization reads what NFC needs into p from the Unicode Character
// Database in ucd (Canonical_Combining_Class, canonical decompositions)
// and the Full_Composition_Exclusion list of the package in u18, and
// returns the primary composites, as {first, second, composite}, Hangul
// syllables aside (they compose by arithmetic). It checks the classes of
// DerivedCombiningClass.txt against UnicodeData.txt's and its viramas
// against tr46's.
func readNormalization(p []props, ucd, u18, tr46 string) [][3]int {
	// UnicodeData.txt: field 3 is Canonical_Combining_Class, field 5 the
	// decomposition mapping (canonical when it has no <tag>).
	data := readUCD(ucd, "UnicodeData.txt")
	listed := make([]int, maxRune+1)
	pairs := map[int][]rune{}
	for line := range strings.Lines(string(data)) {
		f := strings.Split(strings.TrimSpace(line), ";")
		if len(f) != 15 {
			log.Fatalf("UnicodeData.txt: bad line %q", line)
		}
		r := parseHex(f[0])
		ccc, err := strconv.Atoi(f[3])
		if err != nil {
			log.Fatalf("UnicodeData.txt: bad line %q", line)
		}
		listed[r] = ccc
		if f[5] != "" && !strings.HasPrefix(f[5], "<") {
			var d []rune
			for _, h := range strings.Fields(f[5]) {
				d = append(d, rune(parseHex(h)))
			}
			pairs[r] = d
		}
	}
	// DerivedCombiningClass.txt: "lo..hi ; class # ...".
	for line := range strings.Lines(string(readUCD(ucd, "extracted/DerivedCombiningClass.txt"))) {
		line, _, _ = strings.Cut(line, "#")
		rng, class, ok := strings.Cut(line, ";")
		if !ok {
			continue
		}
		lo, hi, _ := strings.Cut(strings.TrimSpace(rng), "..")
		ccc, err := strconv.Atoi(strings.TrimSpace(class))
		if err != nil {
			log.Fatalf("DerivedCombiningClass.txt: bad line %q", line)
		}
		for r := parseHex(lo); r <= parseHex(cmp.Or(hi, lo)); r++ {
			p[r].ccc = ccc
		}
	}
	for r := range p {
		if p[r].ccc != listed[r] {
			log.Fatalf("U+%04X: Canonical_Combining_Class %d in DerivedCombiningClass.txt, %d in UnicodeData.txt", r, p[r].ccc, listed[r])
		}
	}
	// The full canonical decompositions, in canonical order.
	var decompose func(r rune) []rune
	decompose = func(r rune) []rune {
		d, ok := pairs[int(r)]
		if !ok {
			return []rune{r}
		}
		var out []rune
		for _, c := range d {
			out = append(out, decompose(c)...)
		}
		return out
	}
	for r := range pairs {
		d := decompose(rune(r))
		// The canonical ordering algorithm: swap two adjacent
		// non-starters whose classes are out of order, until none are.
		for i := range d {
			for j := i; j > 0 && p[d[j]].ccc != 0 && p[d[j-1]].ccc > p[d[j]].ccc; j-- {
				d[j-1], d[j] = d[j], d[j-1]
			}
		}
		p[r].decomp = string(d)
		if p[r].status != statusMapped {
			p[r].str = p[r].decomp
		}
	}
	// NFC_Quick_Check No: the full composition exclusions, which cannot
	// occur in NFC; Maybe: the second code points of primary composites,
	// which may compose with the one before them.
	excluded := make([]bool, maxRune+1)
	for _, r := range codePoints(filepath.Join(u18, "Binary_Property", "Full_Composition_Exclusion", "code-points.mjs")) {
		excluded[r] = true
		p[r].qc = 2
	}
	var comps [][3]int
	for r, d := range pairs {
		if len(d) == 2 && !excluded[r] {
			comps = append(comps, [3]int{int(d[0]), int(d[1]), r})
			if p[d[1]].qc == 0 {
				p[d[1]].qc = 1
			}
		} else if !excluded[r] {
			log.Fatalf("U+%04X: a canonical decomposition of %d code points, not excluded from composition", r, len(d))
		}
	}
	for r := 0x1161; r <= 0x1175; r++ {
		p[r].qc = 1
	}
	for r := 0x11A8; r <= 0x11C2; r++ {
		p[r].qc = 1
	}
	script := `const r = require(process.argv[1]).combiningClassVirama; const out = [];
for (let cp = 0; cp <= 0x10FFFF; cp++) { if (r.test(String.fromCodePoint(cp))) out.push(cp); }
console.log(JSON.stringify(out));`
	viramas, err := unicodenpm.Node("-e", script, filepath.Join(tr46, "lib", "regexes.js"))
	if err != nil {
		log.Fatal(err)
	}
	var ucdViramas []int
	for r := range p {
		if p[r].ccc == 9 {
			ucdViramas = append(ucdViramas, r)
		}
	}
	if !slices.Equal(viramas, ucdViramas) {
		log.Fatalf("%d viramas in tr46, %d code points of Canonical_Combining_Class 9 in the Unicode Character Database", len(viramas), len(ucdViramas))
	}
	return comps
}

// parseHex parses a code point of the Unicode Character Database.
func parseHex(s string) int {
	r, err := strconv.ParseUint(strings.TrimSpace(s), 16, 32)
	if err != nil || r > maxRune {
		log.Fatalf("bad code point %q", s)
	}
	return int(r)
}

// readUCD returns the file name of the Unicode Character Database: from
// the directory dir if it is not empty, otherwise from unicode-org's
// unicodetools at ucdCommit; either way its SHA-256 must be ucdFiles's.
func readUCD(dir, name string) []byte {
	want, ok := ucdFiles[name]
	if !ok {
		log.Fatalf("%s is not a pinned file of the Unicode Character Database", name)
	}
	data, err := pinned.File(dir, ucdURL+ucdCommit+"/unicodetools/data/ucd/dev/", name, want)
	if err != nil {
		log.Fatal(err)
	}
	return data
}
