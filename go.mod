module github.com/weburl/url

go 1.27

require (
	golang.org/x/net v0.62.0
	golang.org/x/text v0.43.0
)
