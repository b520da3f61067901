package search_test

import (
	"context"
	"fmt"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
	"github.com/chespel/chespel/search"
)

// A bot that counts material finds a back-rank mate at depth 3.
func Example() {
	rules, err := board.Compile(carn.Chess())
	if err != nil {
		fmt.Println(err)
		return
	}
	material := search.EvaluatorFunc(func(p *board.Position) (int, error) {
		score := 0
		for c := board.White; c <= board.Black; c++ {
			for _, sq := range p.PieceList(c) {
				v := rules.Value(p.At(sq).Kind())
				if c != p.SideToMove() {
					v = -v
				}
				score += v
			}
		}
		return score, nil
	})
	p, _ := rules.ParseFEN("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")
	engine := search.NewEngine(material, search.DefaultHashMB)
	res := engine.Search(context.Background(), p, search.Limits{Depth: 3}, nil)
	fmt.Println(p.SAN(res.Move), res.Score, res.Score.UCI())
	// Output:
	// Ra8# #1 mate 1
}
