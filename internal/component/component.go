// Package component gives this module's urlpattern package the URL parser's
// state-override entry points (the URL Pattern Standard's canonicalization
// callbacks) without exporting them from the root package.
//
// The root package github.com/weburl/url sets Canonicalize in its init
// function; importing the root package is enough to make it non-nil.
package component

// State names a state of the basic URL parser used as a state override, or
// (Username, Password) one of the standard's "set the username/password"
// operations.
type State int

const (
	// Username: "set the username" of a new URL record to the value
	// (UTF-8 percent-encoded with the userinfo percent-encode set).
	Username State = iota
	// Password: "set the password" likewise.
	Password
	// Hostname: the hostname state. The result is the URL's host,
	// serialized, or "" when it is null.
	Hostname
	// Port: the port state. The result is the URL's port serialized, or ""
	// when it is null.
	Port
	// PathStart: the path start state on a URL whose path is an empty list.
	// The result is the URL's path, serialized.
	PathStart
	// OpaquePath: the opaque path state on a URL whose path is the empty
	// opaque path. The result is the URL's path.
	OpaquePath
	// Query: the query state on a URL whose query is "". The result is the
	// URL's query.
	Query
	// Fragment: the fragment state on a URL whose fragment is "". The result
	// is the URL's fragment.
	Fragment
)

// Canonicalize runs the basic URL parser on value with the state override
// st, on a new URL record whose scheme is scheme ("" is allowed and makes the
// record non-special), and returns the resulting component serialized as
// described for each State. ok is false when the parser returns failure.
// The standard's preprocessing of value (removing ASCII tab or newline)
// applies; leading and trailing C0 control or space are kept, as for any
// state-override parse.
var Canonicalize func(st State, value, scheme string) (result string, ok bool)
