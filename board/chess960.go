package board

import (
	"fmt"
	"strconv"
	"strings"
)

// Chess960Positions is the number of Chess960 start positions.
const Chess960Positions = 960

// chess960Back is the back rank that a rule set's start position must have
// for its Chess960 positions: standard chess's.
const chess960Back = "RNBQKBNR"

// knightPairs are the places of the two knights among the five squares left
// after the bishops and the queen, in Scharnagl's order.
var knightPairs = [10][2]int{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}

// Chess960Rank returns the white back rank of Chess960 start position n,
// 0..959, in Reinhard Scharnagl's numbering (518 is "RNBQKBNR"): n mod 4
// places the light-square bishop on b, d, f or h; the next base-4 digit the
// dark-square bishop on a, c, e or g; the next base-6 digit the queen on
// the first to sixth free square; what is left (0..9) the knights; the
// rooks and the king take the last three squares, the king between.
func Chess960Rank(n int) (string, error) {
	if n < 0 || n >= Chess960Positions {
		return "", fmt.Errorf("Chess960 position %d, want 0 to %d", n, Chess960Positions-1)
	}
	var rank [8]byte
	rank[2*(n%4)+1] = 'B'
	n /= 4
	rank[2*(n%4)] = 'B'
	n /= 4
	place := func(i int, piece byte) {
		for f := range rank {
			if rank[f] == 0 {
				if i == 0 {
					rank[f] = piece
					return
				}
				i--
			}
		}
	}
	place(n%6, 'Q')
	n /= 6
	k := knightPairs[n]
	place(k[1], 'N') // the later one first, so the earlier index is unchanged
	place(k[0], 'N')
	place(0, 'R')
	place(0, 'K')
	place(0, 'R')
	return string(rank[:]), nil
}

// Chess960FEN returns the FEN of Chess960 start position n (Chess960Rank)
// under these rules, whose start position must have standard chess's back
// ranks on an 8-file board: the back ranks are rearranged, the rest of the
// start position kept, castling "KQkq" (the rooks are the outermost ones).
func (r *Rules) Chess960FEN(n int) (string, error) {
	back, err := Chess960Rank(n)
	if err != nil {
		return "", err
	}
	fields := strings.Fields(r.startFEN)
	rows := strings.Split(fields[0], "/")
	last := len(rows) - 1
	if rows[last] != chess960Back || rows[0] != strings.ToLower(chess960Back) {
		return "", fmt.Errorf("rules %s: Chess960 needs the start position's back ranks to be %s and %s", r.name, chess960Back, strings.ToLower(chess960Back))
	}
	rows[0], rows[last] = strings.ToLower(back), back
	fields[0] = strings.Join(rows, "/")
	return strings.Join(fields, " "), nil
}

// PositionFEN turns a position argument into a FEN: "startpos" is the
// rules' start position, "960:N" Chess960 start position N (Chess960FEN),
// anything else is taken as a FEN.
func (r *Rules) PositionFEN(arg string) (string, error) {
	switch {
	case arg == "startpos":
		return r.startFEN, nil
	case strings.HasPrefix(arg, "960:"):
		n, err := strconv.Atoi(arg[4:])
		if err != nil {
			return "", fmt.Errorf("position %q: want 960:N with N from 0 to %d", arg, Chess960Positions-1)
		}
		return r.Chess960FEN(n)
	}
	return arg, nil
}
