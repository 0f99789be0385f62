// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package urlpattern

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// tokensString writes tokens as "type:value@index ..." for comparison.
func tokensString(tokens []token) string {
	var b strings.Builder
	for i, t := range tokens {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%s:%q@%d", t.typ, t.value, t.index)
	}
	return b.String()
}

var tokenizeTests = []struct {
	in      string
	policy  tokenizePolicy
	out     string // tokensString, or "" when tokenize fails
	wantErr bool
}{
	// Each kind of token.
	{"/:id(\\d+)?*{x}+", policyStrict,
		`char:"/"@0 name:"id"@1 regexp:"\\d+"@4 other-modifier:"?"@9 asterisk:"*"@10 open:"{"@11 char:"x"@12 close:"}"@13 other-modifier:"+"@14 end:""@15`, false},
	// An escaped character's value is the character; its index the backslash's.
	{`a\:b`, policyStrict, `char:"a"@0 escaped-char:":"@1 char:"b"@3 end:""@4`, false},
	// Names: IdentifierStart then IdentifierPart, Unicode included.
	{":café/", policyStrict, `name:"café"@0 char:"/"@6 end:""@7`, false},
	{":$_0x", policyStrict, `name:"$_0x"@0 end:""@5`, false},
	{":\u2118", policyStrict, `name:"℘"@0 end:""@4`, false},                            // Other_ID_Start
	{":a\U000E0100b", policyStrict, `name:"a` + "\U000E0100" + `b"@0 end:""@7`, false}, // Mn
	// A name cannot start with a digit, nor be empty.
	{":0", policyStrict, "", true},
	{":", policyStrict, "", true},
	{":🚲", policyStrict, "", true},
	// Lenient: the ":" becomes an invalid-char token.
	{"a:/", policyLenient, `char:"a"@0 invalid-char:":"@1 char:"/"@2 end:""@3`, false},
	// Regexps nest only non-capturing groups and must be ASCII and non-empty.
	{"((?:a|b)c)", policyStrict, `regexp:"(?:a|b)c"@0 end:""@10`, false},
	{"(a(b))", policyStrict, "", true},
	{"()", policyStrict, "", true},
	{"(?a)", policyStrict, "", true},
	{"(é)", policyStrict, "", true},
	{"(a", policyStrict, "", true},
	{`(a\`, policyStrict, "", true},
	{`(\))`, policyStrict, `regexp:"\\)"@0 end:""@4`, false},
	// A trailing backslash.
	{`a\`, policyStrict, "", true},
	{`a\`, policyLenient, `char:"a"@0 invalid-char:"\\"@1 end:""@2`, false},
	// Lenient regexp errors cover only the "(".
	{"(a/b", policyLenient, `invalid-char:"("@0 char:"a"@1 char:"/"@2 char:"b"@3 end:""@4`, false},
	{"", policyStrict, `end:""@0`, false},
}

func TestTokenize(t *testing.T) {
	for _, tt := range tokenizeTests {
		tokens, err := tokenize(tt.in, tt.policy)
		if tt.wantErr {
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Errorf("tokenize(%q) = %s, %v; want a *SyntaxError", tt.in, tokensString(tokens), err)
			}
			continue
		}
		if err != nil {
			t.Errorf("tokenize(%q): %v", tt.in, err)
			continue
		}
		if got := tokensString(tokens); got != tt.out {
			t.Errorf("tokenize(%q) =\n  %s\nwant\n  %s", tt.in, got, tt.out)
		}
	}
}

// The lenient policy never fails, and every token but the end token covers
// at least one byte, in order.
func TestTokenizeLenientCoversInput(t *testing.T) {
	for _, tt := range tokenizeTests {
		tokens, err := tokenize(tt.in, policyLenient)
		if err != nil {
			t.Fatalf("tokenize(%q, lenient): %v", tt.in, err)
		}
		last := -1
		for _, tok := range tokens {
			if tok.index <= last && tok.typ != tokenEnd {
				t.Errorf("tokenize(%q, lenient): token %v does not advance", tt.in, tok)
			}
			last = tok.index
		}
		if end := tokens[len(tokens)-1]; end.typ != tokenEnd || end.index != len(tt.in) {
			t.Errorf("tokenize(%q, lenient): last token %v, want end at %d", tt.in, end, len(tt.in))
		}
	}
}
