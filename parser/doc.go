// Package parser reads the tokens of a Chespel script into an abstract syntax
// tree: modules, settings, opening and endgame rules, evaluation rules,
// statements and expressions (a Pratt parser), with error recovery.
//
// ParseFile is the entry point; its error is the lexer.ErrorList of every
// syntax error of the file. Fprint and Sprint print a tree for golden tests;
// ExprString prints an expression fully parenthesised.
//
// Every node carries the position of its keyword, operator or name. The
// tree has room for what the checker decides, so that the evaluator reads
// it without looking anything up by name: the Type of every expression
// (Typed), the kind, slot, constant or builtin of every Ident, the Builtin
// of every Call, and the Slots of every Rule.
//
// It may import lexer.
package parser
