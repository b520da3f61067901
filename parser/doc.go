// Package parser reads the tokens of a Chespel script into an abstract syntax
// tree: modules, settings, opening and endgame rules, evaluation rules,
// statements and expressions (a Pratt parser), with error recovery.
//
// It may import lexer.
package parser
