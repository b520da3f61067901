package board

// MaxFEN is the longest FEN that ParseFEN reads: far above the longest
// position of any board size a rule set may have, and short enough that an
// error message never repeats much of a junk line.
const MaxFEN = 2048

// checkFENLength refuses a FEN longer than MaxFEN before reading it.
func checkFENLength(fen string) error {
	if len(fen) > MaxFEN {
		return fenErr("", "%d bytes, want at most %d", len(fen), MaxFEN)
	}
	return nil
}
