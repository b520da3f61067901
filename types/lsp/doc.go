// Package lsp is Chespel's language server: the Language Server Protocol
// over JSON-RPC 2.0 (github.com/sourcegraph/jsonrpc2) on a pair of streams,
// for `chespel lsp`. It re-parses and re-checks a document in full on each
// change and publishes its diagnostics, and answers hover, completion,
// definition, references, document symbols, formatting (parser/format) and
// code actions (the checker's "did you mean" hints) from the checked tree.
//
// It imports lexer, parser, parser/format, types, eval (eval.Constant: the
// value of a let that does not depend on the position, for hover), board
// and the JSON-RPC library; the protocol's messages that it uses are
// declared in protocol.go.
package lsp
