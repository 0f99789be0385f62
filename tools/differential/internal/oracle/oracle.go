// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package oracle runs the reference side of the differential harnesses:
// one long-lived process that reads requests as JSON lines on its standard
// input and writes one JSON answer per line, in order, on its standard
// output (jsonlines.js serves that protocol in node). An answer the oracle
// could not give is {"error": ...}.
package oracle

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"
	"os"
	"os/exec"
)

// An Answer is the oracle's answer to a request, decoded from its JSON
// line. Failure returns the error the oracle reported in its place, or "".
type Answer interface {
	Failure() string
}

// A Process is a running oracle that answers requests of type Req with
// answers of type Ans.
type Process[Req any, Ans Answer] struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

// Start starts cmd as an oracle; its standard error is the program's.
func Start[Req any, Ans Answer](cmd *exec.Cmd) (*Process[Req, Ans], error) {
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting the oracle %q: %v", cmd.String(), err)
	}
	return &Process[Req, Ans]{cmd: cmd, in: in, out: bufio.NewReaderSize(out, 1<<20)}, nil
}

// Run sends every request of reqs to the oracle while a second goroutine
// reads the answers, so both processes stay busy, and calls check with
// each request and the oracle's answer, in order.
func (p *Process[Req, Ans]) Run(reqs iter.Seq[Req], check func(Req, Ans)) error {
	queue := make(chan Req, 4096)
	werr := make(chan error, 1)
	stop := make(chan struct{})
	go func() {
		defer close(queue)
		w := bufio.NewWriterSize(p.in, 1<<16)
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		var err error
	send:
		for r := range reqs {
			if len(queue) == cap(queue) {
				// Every queued request must reach the oracle before
				// waiting for room, or both sides would wait forever.
				if err = w.Flush(); err != nil {
					break
				}
			}
			select {
			case queue <- r:
			case <-stop:
				break send
			}
			if err = enc.Encode(r); err != nil {
				break
			}
			if len(queue) < 64 {
				// The reader is catching up: let the oracle see what
				// it waits for.
				if err = w.Flush(); err != nil {
					break
				}
			}
		}
		if err == nil {
			err = w.Flush()
		}
		werr <- err
	}()
	for r := range queue {
		a, err := p.read()
		if err != nil {
			close(stop)
			for range queue {
			}
			return err
		}
		check(r, a)
	}
	return <-werr
}

// Ask sends one batch of requests and returns the answers.
func (p *Process[Req, Ans]) Ask(reqs []Req) ([]Ans, error) {
	var out []Ans
	err := p.Run(func(yield func(Req) bool) {
		for _, r := range reqs {
			if !yield(r) {
				return
			}
		}
	}, func(_ Req, a Ans) { out = append(out, a) })
	return out, err
}

// read reads the oracle's next answer.
func (p *Process[Req, Ans]) read() (Ans, error) {
	var a Ans
	line, err := p.out.ReadBytes('\n')
	if err != nil {
		return a, fmt.Errorf("reading the oracle's answer: %v", err)
	}
	if err := json.Unmarshal(line, &a); err != nil {
		return a, fmt.Errorf("oracle answer %q: %v", line, err)
	}
	if e := a.Failure(); e != "" {
		return a, fmt.Errorf("oracle failed: %s", e)
	}
	return a, nil
}

// Close ends the oracle's input and waits for it to exit.
func (p *Process[Req, Ans]) Close() error {
	p.in.Close()
	err := p.cmd.Wait()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return fmt.Errorf("oracle exited: %v", err)
	}
	return err
}
