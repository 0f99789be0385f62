package url

// Placeholder until the forms branch lands: SearchParams and its binding
// to URL are written there.

// SearchParams is a placeholder.
type SearchParams struct{}

func (u *URL) refreshSearchParams() {}
