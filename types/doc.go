// Package types checks a parsed Chespel script: it resolves names to slots,
// gives every expression its static type, resolves calls against the one
// table of builtin signatures, validates the modules, and reports errors and
// warnings with positions.
//
// It may import lexer, parser, and the chess packages board, carn and
// ormulogun (to validate opening positions and endgame specs).
package types
