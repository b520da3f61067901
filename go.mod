module github.com/chespel/chespel

go 1.24

require (
	github.com/chzyer/readline v1.5.1
	github.com/sourcegraph/jsonrpc2 v0.2.3
	github.com/stretchr/testify v1.12.1
	go.yaml.in/yaml/v3 v3.0.5
)

require golang.org/x/sys v0.0.0-20220310020820-b874c991c1a5 // indirect
