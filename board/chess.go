package board

import (
	"sync"

	"github.com/chespel/chespel/carn"
)

// chessRules is the embedded chess rule set, compiled on first use.
var chessRules = sync.OnceValues(func() (*Rules, error) {
	return Compile(carn.Chess())
})

// Chess returns standard chess, compiled once from carn's embedded document
// and shared by every caller (Rules is immutable). The error is the
// compiler's; the embedded document's tests rule it out.
func Chess() (*Rules, error) { return chessRules() }
