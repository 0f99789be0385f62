// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The limits of issue 44 on the file graph (file A points at file B when A
// uses a name B declares): at most maxBackEdges edges run against the
// order of doc.go's list (from a file to one listed after it), no cycle
// of files inside a layer is longer than maxCycleFiles, and "no files form
// a circle": the graph has no cycle at all (maxCycles).
const (
	maxBackEdges  = 15
	maxCycleFiles = 2
	maxCycles     = 0
)

// layerTable reads the layer of every file from doc.go's contributor
// notes, so that the notes and TestLayers cannot drift: a line
// "//  N. Title." starts layer N and each "//     - file.go: ..." line
// under it puts file.go in that layer. order is each file's place in the
// list.
func layerTable(t *testing.T) (table, order map[string]int) {
	t.Helper()
	f, err := os.Open("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	layerLine := regexp.MustCompile(`^//  ([1-9])\. `)
	fileLine := regexp.MustCompile(`^//     - ([a-z0-9_]+\.go): `)
	table, order = map[string]int{}, map[string]int{}
	layer := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if m := layerLine.FindStringSubmatch(line); m != nil {
			layer, _ = strconv.Atoi(m[1])
			continue
		}
		if m := fileLine.FindStringSubmatch(line); m != nil {
			if layer == 0 {
				t.Fatalf("doc.go lists %s before any layer", m[1])
			}
			if _, dup := table[m[1]]; dup {
				t.Errorf("doc.go lists %s twice", m[1])
			}
			table[m[1]] = layer
			order[m[1]] = len(order)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(table) == 0 {
		t.Fatal("found no layer table in doc.go's contributor notes")
	}
	return table, order
}

// fileGraph type-checks the package's non-test files from source and
// returns its file graph: for each edge, the names (as objName writes
// them) that its first file uses from its second. seen holds the files.
func fileGraph(t *testing.T) (edges map[[2]string][]string, seen map[string]bool) {
	t.Helper()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	seen = map[string]bool{}
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		if f.Name.Name != "url" {
			continue // a //go:build ignore generator (package main), run by go:generate
		}
		seen[name] = true
		files = append(files, f)
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	pkg, err := conf.Check("github.com/weburl/url", fset, files, info)
	if err != nil {
		t.Fatal(err)
	}
	used := map[[2]string]map[string]bool{}
	for id, obj := range info.Uses {
		if obj.Pkg() != pkg || !obj.Pos().IsValid() {
			continue
		}
		from := fset.Position(id.Pos()).Filename
		to := fset.Position(obj.Pos()).Filename
		if from == to {
			continue
		}
		e := [2]string{from, to}
		if used[e] == nil {
			used[e] = map[string]bool{}
		}
		used[e][objName(obj)] = true
	}
	edges = map[[2]string][]string{}
	for e, set := range used {
		for n := range set {
			edges[e] = append(edges[e], n)
		}
		sort.Strings(edges[e])
	}
	return edges, seen
}

// TestLayers checks the rule of doc.go's contributor notes on the real
// file graph: a file uses only identifiers (functions, methods, types,
// fields, variables and constants) declared in files of its own layer or
// below; at most maxBackEdges edges run from a file to one listed after
// it; and no cycle of files is longer than maxCycleFiles. Every non-test
// file of the package, build-tagged ones included, must have a layer.
// It logs the figures: files, edges, back edges (each with what it
// uses), and cycles.
func TestLayers(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks the package from source; skipped in -short mode")
	}
	table, order := layerTable(t)
	edges, seen := fileGraph(t)
	for name := range seen {
		if _, ok := table[name]; !ok {
			t.Errorf("%s has no layer: add a line \"//     - %s: ...\" under its layer in doc.go's contributor notes", name, name)
		}
	}
	for name := range table {
		if !seen[name] {
			t.Errorf("doc.go's contributor notes list %s, which is not a file of the package", name)
		}
	}
	var violations, back []string
	for e, used := range edges {
		from, to := e[0], e[1]
		if table[from] < table[to] {
			violations = append(violations, fmt.Sprintf("%s (layer %d) uses %s from %s (layer %d > %d)",
				from, table[from], strings.Join(used, ", "), to, table[to], table[from]))
		}
		if order[from] < order[to] {
			back = append(back, fmt.Sprintf("%s -> %s: %s", from, to, strings.Join(used, ", ")))
		}
	}
	sort.Strings(violations)
	for _, v := range violations {
		t.Error(v)
	}
	sort.Strings(back)
	for _, b := range back {
		t.Logf("back edge %s", b)
	}
	cycles := fileCycles(edges)
	largest := 0
	for _, c := range cycles {
		largest = max(largest, len(c))
		t.Logf("cycle of %d files: %s", len(c), strings.Join(c, " "))
		if len(c) > maxCycleFiles {
			t.Errorf("files %s form a cycle of %d files, more than %d: one of them must stop using the others", strings.Join(c, ", "), len(c), maxCycleFiles)
		}
	}
	t.Logf("%d files, %d edges, %d against doc.go's file order, %d cycles (the largest of %d files)",
		len(seen), len(edges), len(back), len(cycles), largest)
	if len(cycles) > maxCycles {
		t.Errorf("%d cycles of files, more than %d: one file of each must stop using the others", len(cycles), maxCycles)
	}
	if len(back) > maxBackEdges {
		t.Errorf("%d edges run against doc.go's file order, more than %d: list a file after those it uses, or make it stop using a later one", len(back), maxBackEdges)
	}
}

// fileCycles returns the strongly connected components of the file graph
// with more than one file (each sorted, the list sorted), by Tarjan's
// algorithm.
func fileCycles(edges map[[2]string][]string) [][]string {
	succ := map[string][]string{}
	var nodes []string
	for e := range edges {
		succ[e[0]] = append(succ[e[0]], e[1])
	}
	for n := range succ {
		nodes = append(nodes, n)
	}
	sort.Strings(nodes)
	index, low := map[string]int{}, map[string]int{}
	onStack := map[string]bool{}
	var stack []string
	var sccs [][]string
	var visit func(v string)
	visit = func(v string) {
		index[v], low[v] = len(index), len(index)
		stack = append(stack, v)
		onStack[v] = true
		for _, w := range succ[v] {
			if _, ok := index[w]; !ok {
				visit(w)
				low[v] = min(low[v], low[w])
			} else if onStack[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] != index[v] {
			return
		}
		var scc []string
		for {
			w := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			onStack[w] = false
			scc = append(scc, w)
			if w == v {
				break
			}
		}
		if len(scc) > 1 {
			sort.Strings(scc)
			sccs = append(sccs, scc)
		}
	}
	for _, n := range nodes {
		if _, ok := index[n]; !ok {
			visit(n)
		}
	}
	sort.Slice(sccs, func(i, j int) bool { return sccs[i][0] < sccs[j][0] })
	return sccs
}

// objName names obj as the error message shows it: a method with its
// receiver's type, "(*URL).String".
func objName(obj types.Object) string {
	if f, ok := obj.(*types.Func); ok {
		if r := f.Type().(*types.Signature).Recv(); r != nil {
			return "(" + types.TypeString(r.Type(), func(*types.Package) string { return "" }) + ")." + f.Name()
		}
	}
	return obj.Name()
}
