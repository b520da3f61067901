// Package types checks a parsed Chespel script: it resolves names to slots,
// gives every expression its static type, resolves calls against the one
// table of builtin signatures, validates the modules, and reports errors and
// warnings with positions.
//
// Load (parse and check) and Check return a *Program, or nil when the
// script has errors, and every diagnostic as a lexer.ErrorList sorted by
// position. Like starlark-go's resolver, the checker collects all errors and
// writes what it decides into the tree, so that the evaluator never looks a
// name up at run time:
//
//   - every parser.Expr has its Type (never NoType or EmptyList in a
//     program: [] takes the type of the list it is compared with);
//   - every parser.Ident is Local (Slot: the variable's slot in its rule's
//     frame), Predeclared (Const: an index into Consts) or ImplicitCall
//     (Builtin called on the loop variable in slot Slot);
//   - every parser.Call has Builtin, an index into Builtins (the Fn
//     constants); its receiver is Recv, or Args[0] when RecvFirst, or the
//     loop variable in slot Slot when Implicit;
//   - every parser.Rule has Slots, the size of its frame; sibling blocks
//     share slots, a variable's slot is fixed for its whole scope;
//   - the program holds the settings with defaults, the opening book with
//     each rule's move in UCI, and the endgame blocks with their parsed
//     specs.
//
// Builtins is the function library's table of signatures; the evaluator
// implements the same table under the same indices. CondVars tells a loop
// which conditions can be tested before all its variables are bound.
//
// It may import lexer, parser, and the chess packages board, carn and
// ormulogun (to validate opening positions and endgame specs).
package types
