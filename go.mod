module github.com/chespel/chespel

go 1.24

require (
	github.com/stretchr/testify v1.12.1
	go.yaml.in/yaml/v3 v3.0.5
)
