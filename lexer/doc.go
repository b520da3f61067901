// Package lexer turns Chespel source text into tokens: small integer kinds
// with positions (line and column in runes) and decoded literal values, plus
// the INDENT, DEDENT and NEWLINE tokens that indentation implies.
//
// It owns source positions and the positioned error list that every later
// phase reports through. It imports only the standard library.
package lexer
