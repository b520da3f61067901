// Package eval runs a checked Chespel script on chess positions: it holds the
// implementation of every library function, computes per-position facts once
// and shares them, and produces scores and their justification lines.
//
// It may import the language packages lexer, parser and types, and the chess
// packages board, carn and ormulogun. It satisfies the interfaces that search
// declares without importing search.
package eval
