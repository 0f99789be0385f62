// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package buildinfo says which weburl a binary is: the version line that
// the weburl command's -version prints and the viewer shows, from the
// build information the go command records in every binary.
package buildinfo

import (
	"runtime"
	"runtime/debug"
	"strings"

	weburl "github.com/weburl/url"
)

// Line returns "weburl VERSION (DETAILS)": weburl.Version, then the
// module's version as the go command recorded it (a release or pseudo
// version for go install …@version, "(devel)" for a build in a checkout),
// the VCS revision, its time and "modified" when the checkout had
// changes (a build in a checkout records them; go install …@version
// builds from the module's zip, which has none), the Go release, and the
// Unicode version of the module's own IDNA tables (weburl.UnicodeVersion).
func Line() string {
	details := []string{}
	if bi, ok := debug.ReadBuildInfo(); ok {
		details = append(details, describe(bi)...)
	}
	details = append(details, runtime.Version(), "IDNA tables Unicode "+weburl.UnicodeVersion)
	return "weburl " + weburl.Version + " (" + strings.Join(details, ", ") + ")"
}

// describe returns what bi says of the module and its revision.
func describe(bi *debug.BuildInfo) []string {
	var out []string
	if v := bi.Main.Version; v != "" {
		out = append(out, "module "+v)
	}
	var rev, at, modified string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			at = s.Value
		case "vcs.modified":
			modified = s.Value
		}
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		r := "revision " + rev
		if at != "" {
			r += " of " + at
		}
		if modified == "true" {
			r += ", modified"
		}
		out = append(out, r)
	}
	return out
}
