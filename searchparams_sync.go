// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

// Concurrent readers of a URL's SearchParams.
//
// SearchParams reads like a getter, and net/url's Query, its counterpart,
// is safe for concurrent readers; so is SearchParams. Two things write on
// a read: the first call binds a new object to the URL, and any reader may
// parse the URL's query again when a program assigned RawQuery since the
// object last read it. The first is done under bindMu, one lock for all
// URLs, taken once per SearchParams call (a URL holds no lock of its own,
// so that copying one stays plain); the second under the object's own mu.

// read returns p's list for a reader, after parsing its URL's query again
// if RawQuery was assigned since p last read or wrote it. Readers share
// the list; only a change (which needs exclusive access) replaces or
// edits it.
func (p *SearchParams) read() []tuple {
	// An object of no URL (NewSearchParams) has nothing to parse again,
	// and its url never changes: readers take no lock.
	if p.url == nil {
		return p.list
	}
	p.mu.Lock()
	p.sync()
	list := p.list
	p.mu.Unlock()
	return list
}
