// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package oracle

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestMain makes the test binary an oracle when ORACLE_TEST_HELPER is
// set: it answers {"n": n} with {"double": 2n}, and with {"error": ...}
// for n < 0.
func TestMain(m *testing.M) {
	if os.Getenv("ORACLE_TEST_HELPER") == "1" {
		sc := bufio.NewScanner(os.Stdin)
		w := bufio.NewWriter(os.Stdout)
		for sc.Scan() {
			var r req
			if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
				fmt.Fprintf(w, "{\"error\": %q}\n", err.Error())
			} else if r.N < 0 {
				fmt.Fprintf(w, "{\"error\": \"negative %d\"}\n", r.N)
			} else {
				fmt.Fprintf(w, "{\"double\": %d}\n", 2*r.N)
			}
			w.Flush()
		}
		w.Flush()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

type req struct {
	N int `json:"n"`
}

type ans struct {
	Double int    `json:"double"`
	Error  string `json:"error"`
}

func (a ans) Failure() string { return a.Error }

func start(t *testing.T) *Process[req, ans] {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "ORACLE_TEST_HELPER=1")
	p, err := Start[req, ans](cmd)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestRun sends more requests than Run queues, so that the writer must
// flush and wait for room, and checks every answer, in order.
func TestRun(t *testing.T) {
	p := start(t)
	const n = 20000
	i := 0
	err := p.Run(func(yield func(req) bool) {
		for k := range n {
			if !yield(req{k}) {
				return
			}
		}
	}, func(r req, a ans) {
		if r.N != i || a.Double != 2*i {
			t.Fatalf("answer %d: request %d, answer %d", i, r.N, a.Double)
		}
		i++
	})
	if err != nil || i != n {
		t.Errorf("Run: %v after %d answers, want %d", err, i, n)
	}
	got, err := p.Ask([]req{{1}, {2}})
	if err != nil || len(got) != 2 || got[0].Double != 2 || got[1].Double != 4 {
		t.Errorf("Ask = %v, %v", got, err)
	}
	if err := p.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
}

// TestFailure checks that an {"error"} answer ends Run with that error.
func TestFailure(t *testing.T) {
	p := start(t)
	defer p.Close()
	_, err := p.Ask([]req{{1}, {-3}, {4}})
	if err == nil || !strings.Contains(err.Error(), "negative -3") {
		t.Errorf("Ask = %v, want the oracle's error", err)
	}
}
