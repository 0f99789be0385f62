// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package uts39

import (
	"testing"
	"unicode"
)

// TestExtensionsAgreeWithGo checks the generated Script_Extensions against
// the Script property of Go's unicode package (an older Unicode version,
// whose assignments the newer one keeps): every code point of a script
// other than Common and Inherited has that script among its extensions.
func TestExtensionsAgreeWithGo(t *testing.T) {
	checked := 0
	for name, table := range unicode.Scripts {
		if name == "Common" || name == "Inherited" {
			continue
		}
		var id Script = 255
		for i, n := range scriptNames {
			if n == name {
				id = Script(i)
			}
		}
		if id == 255 {
			t.Errorf("script %s of Go's unicode package is not in scriptNames", name)
			continue
		}
		check := func(r rune) {
			checked++
			if s := extensions(r); !s.has(id) {
				t.Errorf("extensions(%U) = %v, want it to have %s", r, s.Scripts(4), name)
			}
		}
		for _, r16 := range table.R16 {
			for r := rune(r16.Lo); r <= rune(r16.Hi); r += rune(r16.Stride) {
				check(r)
			}
		}
		for _, r32 := range table.R32 {
			for r := rune(r32.Lo); r <= rune(r32.Hi); r += rune(r32.Stride) {
				check(r)
			}
		}
	}
	if checked < 100000 {
		t.Errorf("checked %d code points, want more than 100000", checked)
	}
}

func TestLatinAlike(t *testing.T) {
	for _, c := range []struct {
		r    rune
		want bool
	}{
		{'а', true}, {'е', true}, {'о', true}, {'р', true}, {'с', true}, {'ѕ', true}, {'ӏ', true}, // Cyrillic
		{'ο', true}, {'ν', true}, // Greek omicron, nu
		{'a', false}, {'0', false}, {'-', false}, // Latin, Common
		{'л', false}, {'ж', false}, {'λ', false}, {'日', false},
	} {
		if got := latinAlike(c.r); got != c.want {
			t.Errorf("latinAlike(%q) = %v, want %v", c.r, got, c.want)
		}
	}
}

func TestCheck(t *testing.T) {
	for _, c := range []struct {
		label string
		want  Restriction
	}{
		{"abc", ModeratelyRestrictive},
		{"bücher", ModeratelyRestrictive},
		{"日本語", ModeratelyRestrictive},
		{"ひらがな漢字カタカナabc", ModeratelyRestrictive},
		{"abcㄅ中", ModeratelyRestrictive},
		{"abc한국漢", ModeratelyRestrictive},
		{"abcαβγ", MixedScripts},
		{"abcабв", MixedScripts},
		{"abcกข", ModeratelyRestrictive},
		{"abcกขαβ", MixedScripts},
		{"한ひ", MixedScripts},
		{"ㄅひ", MixedScripts},
		{"a\xffb", MixedScripts},
		{"123-", ModeratelyRestrictive},
	} {
		if got, _ := Check(c.label); got != c.want {
			t.Errorf("Check(%q) = %v, want %v", c.label, got, c.want)
		}
	}
}

func TestRegionTLD(t *testing.T) {
	for _, c := range []struct {
		script Script
		tld    string
		want   bool
	}{
		{scriptCyrillic, "ru", true},
		{scriptCyrillic, "рф", true},
		{scriptCyrillic, "срб", true},
		{scriptCyrillic, "com", false},
		{scriptCyrillic, "gr", false},
		{scriptCyrillic, "ελ", false},
		{scriptCyrillic, "", false},
		{scriptCyrillic, "123", false}, // Common: no script of its own
		{scriptGreek, "ελ", true},
		{scriptGreek, "gr", true},
		{scriptGreek, "ru", false},
	} {
		if got := RegionTLD(c.script, c.tld); got != c.want {
			t.Errorf("RegionTLD(%s, %q) = %v, want %v", c.script, c.tld, got, c.want)
		}
	}
}
