// Package shell is the bot's command line: the four inputs of the original
// design (a position, "fen POS", "eval [v] POS", "play"), the session's
// current position ("position", "d", "go") and settings ("set"), play mode,
// "uci" (which hands the rest of the input to the UCI protocol), "help" and
// "quit". Positions are read by board.Rules.ParsePosition: a FEN or
// startpos, then "moves ...". Every score line says whose score it is.
//
// On a terminal it reads lines with a readline prompt "> ", history kept in
// the user's configuration directory, tab completion, a progress line while
// the bot thinks and colours (unless NO_COLOR is set); anywhere else (a
// pipe, a file, a chess GUI) it reads plain lines with no prompt, no banner
// and no colours, so that tests and GUIs drive it line by line.
//
// It may import search, search/uci, search/polyglot (the book command), board,
// carn and github.com/chzyer/readline.
// It never imports the language packages: the bot arrives as a Bot, an
// interface that eval.Bot satisfies, with its book and limits in Config.
package shell
