// Package datagen plays self-play games and writes their quiet positions
// labelled with the game's result, the data that Texel tuning fits a bot's
// numbers to. Each game starts with a few random moves (from a seeded
// generator, so the same seed gives the same data at a fixed depth or node
// count), then the bot plays both sides at a small fixed depth or node
// count.
//
// It may import search and board.
package datagen

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/search"
)

// Config says how to generate: the evaluator, the game, how many positions,
// the search limits (Depth or Nodes), the random plies that open each
// game, the plies after which a game is drawn, and the seed.
type Config struct {
	Eval        search.Evaluator
	Rules       *board.Rules
	Positions   int
	Limits      search.Limits
	RandomPlies int
	MaxPlies    int
	Seed        uint64
}

// sampleOneIn keeps one quiet position in this many, so that the data
// spreads over more games instead of following a few move by move.
const sampleOneIn = 4

// Generate plays games until it has written cfg.Positions lines to w, one
// EPD line per quiet position: the four position fields, then the result
// of its game as c9 "1-0"; (or "0-1", "1/2-1/2"). A position is quiet when
// the side to move is not in check, the bot's move is neither a capture nor
// a promotion, and its score is not a mate; one quiet position in four,
// drawn at random, is kept. It returns the number written,
// fewer when ctx ends.
//
// Each game's lines reach w in one Write, whole lines only, as soon as the
// game ends: a run killed at any point leaves a file of complete lines,
// every one of a finished game, which is data as good as the rest.
func Generate(ctx context.Context, cfg Config, w io.Writer) (int, error) {
	var out bytes.Buffer
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x5eed))
	eng := search.NewEngine(cfg.Eval, 16)
	written := 0
	for written < cfg.Positions && ctx.Err() == nil {
		eng.Clear()
		fens, result, err := playGame(ctx, cfg, eng, rng)
		if err != nil {
			return written, err
		}
		for _, fen := range fens {
			if written == cfg.Positions {
				break
			}
			fmt.Fprintf(&out, "%s c9 \"%s\";\n", fen, result)
			written++
		}
		if out.Len() == 0 {
			continue
		}
		if _, err := w.Write(out.Bytes()); err != nil {
			return written - strings.Count(out.String(), "\n"), err
		}
		out.Reset()
	}
	return written, nil
}

// playGame plays one game and returns its quiet positions and its result;
// a game that the random opening ends at once has none, nor one that ctx
// cuts short.
func playGame(ctx context.Context, cfg Config, eng *search.Engine, rng *rand.Rand) ([]string, string, error) {
	pos := cfg.Rules.StartPosition()
	for range cfg.RandomPlies {
		moves := pos.LegalMoves(nil)
		if len(moves) == 0 {
			return nil, "", nil
		}
		pos.Make(moves[rng.IntN(len(moves))])
	}
	var fens []string
	for ply := 0; ; ply++ {
		if o := pos.Outcome(); o.Over() {
			return fens, o.Result, nil
		}
		if ply >= cfg.MaxPlies {
			return fens, "1/2-1/2", nil
		}
		res := eng.Search(ctx, pos, cfg.Limits, nil)
		if res.Err != nil {
			return nil, "", res.Err
		}
		if ctx.Err() != nil {
			return nil, "", nil // cut short: its result is unknown
		}
		_, promotes := res.Move.Promotion()
		quiet := !pos.InCheck() && !res.Move.IsCapture() && !promotes && !isMate(res.Score)
		if quiet && rng.IntN(sampleOneIn) == 0 {
			fens = append(fens, epdFields(pos.FEN()))
		}
		pos.Make(res.Move)
	}
}

// epdFields keeps a FEN's four position fields.
func epdFields(fen string) string {
	f := strings.Fields(fen)
	return strings.Join(f[:min(4, len(f))], " ")
}

func isMate(s search.Score) bool {
	_, mate := s.Mate()
	return mate
}
