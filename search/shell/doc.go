// Package shell is the bot's command line: the four inputs of the original design (a FEN,
// "fen FEN", "eval [v] FEN", "play"), play mode, "uci" (which hands the rest
// of the input to the UCI protocol), "help" and "quit".
//
// On a terminal it reads lines with a readline prompt "> ", history kept in
// the user's configuration directory and tab completion; anywhere else (a
// pipe, a file, a chess GUI) it reads plain lines with no prompt, no banner
// and no colours, so that tests and GUIs drive it line by line.
//
// It may import search, search/uci, board, carn and github.com/chzyer/readline.
// It never imports the language packages: the bot arrives as a Bot, an
// interface that eval.Bot satisfies, with its book and limits in Config.
package shell
