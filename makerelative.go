// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import "strings"

// MakeRelative returns the shortest reference r such that u.Parse(r) is
// target (the same href), and true. It is the inverse of resolution: r is
// what a document at u would write to link to target.
//
// The candidates are the reference forms made of target's own
// serialization: "" (target is u without its fragment), "#fragment",
// "?query#fragment", a path relative to u's directory ("../x", "./a:b"
// where the first segment would read as a scheme, "." or ".." for a
// directory), a path from the root ("/x", or "/.//x" for a path that would
// read as an authority), an authority ("//host/x"), and target's href. Each
// is checked by the standard's parser with u as the base, and the shortest
// that gives target back is returned; in a file: URL a path keeps or drops
// a drive letter by the parser's rules, and a scheme the same as u's is
// never written. target's href is always a candidate that works, so
// MakeRelative reports false only when u or target is not an absolute URL
// (a reference, or fields that do not form a URL).
func (u *URL) MakeRelative(target *URL) (string, bool) {
	if u == nil || target == nil {
		return "", false
	}
	b, t := u.current(), target.current()
	if !b.valid() || !t.valid() {
		return "", false
	}
	// The candidates, most relative first; the shortest wins, the first
	// of equally short ones.
	var cands []string
	tail := "" // the query and fragment, as target has them
	if t.c.queryStart >= 0 {
		tail = t.href[t.c.queryStart:]
	} else if t.c.fragmentStart >= 0 {
		tail = t.href[t.c.fragmentStart:]
	}
	if b.serialization(true) == t.serialization(true) {
		// The same URL but for the fragment.
		if t.c.fragmentStart >= 0 {
			cands = append(cands, t.href[t.c.fragmentStart:])
		} else {
			cands = append(cands, "")
		}
	}
	sameScheme := b.href[:b.c.schemeEnd] == t.href[:t.c.schemeEnd]
	if sameScheme && !b.c.opaquePath && !t.c.opaquePath && authority(b) == authority(t) {
		tp, bp := t.Pathname(), b.Pathname()
		if tp == bp && t.c.queryStart >= 0 {
			cands = append(cands, tail)
		}
		// Relative to the base's directory.
		for _, r := range relativePaths(bp, tp, t.Scheme == "file") {
			cands = append(cands, r+tail)
		}
		// From the root; "/." keeps "//x" from reading as an authority.
		if drive := baseDrive(tp); drive != "" && drive == baseDrive(bp) {
			cands = append(cands, tp[len(drive):]+tail) // a file: URL's path keeps the base's drive
		}
		if pathNeedsDot(tp) {
			cands = append(cands, "/."+tp+tail)
		} else {
			cands = append(cands, tp+tail)
		}
	}
	if sameScheme && !b.c.opaquePath && t.c.hostKind != HostNone {
		cands = append(cands, t.href[t.c.schemeEnd+1:]) // "//host/path?query#fragment"
	}
	cands = append(cands, t.href)

	best, found := "", false
	for _, r := range cands {
		if found && len(r) >= len(best) {
			continue
		}
		if v, err := parse(r, b, nil, nil); err == nil && v.href == t.href {
			best, found = r, true
		}
	}
	return best, found
}

// authority returns the part of u's href between its scheme and its path.
func authority(u *URL) string {
	end := u.c.pathStart
	if u.c.hostKind == HostNone && end >= u.c.schemeEnd+3 && u.href[end-2:end] == "/." {
		end -= 2 // the serializer's "/.", which is part of the path
	}
	return u.href[u.c.schemeEnd+1 : end]
}

// relativePaths returns the shortest path-relative references from the
// base's serialized path bp to the serialized path tp: as many "../" as
// the base's directory has segments beyond those the two share, then the
// rest of tp; that with "./" before it too, for a first segment that would
// read otherwise (empty, a scheme, a drive letter); and "." or ".." where
// the rest is empty. The base's directory is bp shortened as the standard
// shortens it, so a file: URL's lone drive letter stays.
func relativePaths(bp, tp string, file bool) []string {
	if tp == "" || tp[0] != '/' {
		return nil
	}
	w := pathWriter{b: []byte(bp), file: file}
	w.shorten()
	dirs := "" // the directory's segments, each followed by "/"
	if len(w.b) > 0 {
		dirs = string(w.b[1:]) + "/"
	}
	rest := tp[1:]
	ups, matching := 0, true
	for dirs != "" {
		i := strings.IndexByte(dirs, '/')
		seg := dirs[:i]
		dirs = dirs[i+1:]
		if matching {
			// A dir matches only a dir of tp, never its file.
			if j := strings.IndexByte(rest, '/'); j >= 0 && rest[:j] == seg {
				rest = rest[j+1:]
				continue
			}
			matching = false
		}
		ups++
	}
	prefix := strings.Repeat("../", ups)
	if rest == "" {
		if ups == 0 {
			return []string{"."}
		}
		return []string{prefix[:len(prefix)-1]} // "../.." for "../../"
	}
	return []string{prefix + rest, prefix + "./" + rest}
}
