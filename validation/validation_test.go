// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package validation

import (
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestValidationErrorTypes checks that every Type constant
// has a message, the one its comment in validation.go gives, and that
// every message belongs to a constant.
func TestValidationErrorTypes(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "validation.go", nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[Type]bool{}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, s := range g.Specs {
			v := s.(*ast.ValueSpec)
			lit, ok := v.Values[0].(*ast.BasicLit)
			if !ok {
				continue
			}
			name, err := strconv.Unquote(lit.Value)
			if err != nil {
				t.Fatal(err)
			}
			typ := Type(name)
			seen[typ] = true
			if v.Comment == nil {
				t.Errorf("%s has no comment giving its message", v.Names[0])
				continue
			}
			if got, want := typ.Message(), strings.TrimSpace(v.Comment.Text()); got != want {
				t.Errorf("%s.Message() = %q, its comment says %q", v.Names[0], got, want)
			}
			if typ.String() != name {
				t.Errorf("%s.String() = %q, want %q", v.Names[0], typ.String(), name)
			}
		}
	}
	// messages is a string (a map literal would reject a type
	// given twice): each type once.
	messages := map[Type]bool{}
	for _, typ := range messageTypes(t) {
		if !seen[typ] {
			t.Errorf("message for %q, which is no constant", typ)
		}
		if messages[typ] {
			t.Errorf("two messages for %q", typ)
		}
		messages[typ] = true
	}
	if len(seen) != 31 {
		t.Errorf("%d types; want the standard's 31", len(seen))
	}
	if got := Types(); !slices.Equal(got, messageTypes(t)) {
		t.Errorf("Types() = %q, want the table's order %q", got, messageTypes(t))
	}
}

// messageTypes returns the types that messages has a
// line for, in its order, and fails t on a line that is not a name, a tab
// and a message.
func messageTypes(t *testing.T) []Type {
	t.Helper()
	if !strings.HasSuffix(messages, "\n") {
		t.Fatalf("messages does not end its last line")
	}
	var types []Type
	for _, line := range strings.Split(strings.TrimSuffix(messages, "\n"), "\n") {
		name, msg, ok := strings.Cut(line, "\t")
		if !ok || name == "" || msg == "" || strings.Contains(msg, "\t") {
			t.Fatalf("messages line %q is not a name, a tab and a message", line)
		}
		types = append(types, Type(name))
	}
	return types
}
