// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"runtime"
	"sync"
	"weak"
)

// Concurrent readers of a URL's SearchParams.
//
// SearchParams reads like a getter, and net/url's Query, its counterpart,
// is safe for concurrent readers; so is SearchParams. A reader must then
// write nothing in the URL itself: a copy (v := *u) or Clone reads every
// word of it without a lock. So the query object a URL asked for is found
// by the URL's address in objects, and not in the URL: the first call
// stores it there, later calls find it, and a copy, at another address,
// finds none and makes its own. objects holds both sides weakly, so that
// it keeps neither the URL nor the object alive, and an object's cleanup
// removes its entry. A lookup takes no process-wide lock (sync.Map's
// reads take none; weak.Make locks the URL's span of the heap alone).
//
// A reader may also parse the URL's query again, when RawQuery changed
// since the object last read it (the object compares the two on each
// call, so a setter that changes the query needs to tell it nothing):
// that is done under the object's own mu.

// objects maps a URL's address to its query object.
var objects sync.Map // weak.Pointer[URL] -> weak.Pointer[SearchParams]

// boundParams returns the query object that SearchParams made for u, or
// nil.
func (u *URL) boundParams() *SearchParams {
	if v, ok := objects.Load(weak.Make(u)); ok {
		if p := v.(weak.Pointer[SearchParams]).Value(); p != nil && p.url == u {
			return p
		}
	}
	return nil
}

// bindParams returns u's query object, making it (with its list parsed
// from u's query) when u has none: concurrent first calls share the one
// stored first.
func (u *URL) bindParams() *SearchParams {
	k := weak.Make(u)
	for {
		old, loaded := objects.Load(k)
		if loaded {
			if p := old.(weak.Pointer[SearchParams]).Value(); p != nil && p.url == u {
				return p
			}
		}
		// Initialize the query object with this's URL's query, or the
		// empty string if it is null, and set its URL object to this.
		p := &SearchParams{list: parseQueryList(u.searchQuery()), url: u, query: u.RawQuery}
		w := weak.Make(p)
		var lost bool
		if loaded {
			lost = !objects.CompareAndSwap(k, old, w)
		} else {
			_, lost = objects.LoadOrStore(k, w)
		}
		if lost {
			continue // another reader stored one first
		}
		runtime.AddCleanup(p, func(e binding) { objects.CompareAndDelete(e.url, e.params) }, binding{k, w})
		return p
	}
}

// A binding is an entry of objects, for its cleanup.
type binding struct {
	url    weak.Pointer[URL]
	params weak.Pointer[SearchParams]
}

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
