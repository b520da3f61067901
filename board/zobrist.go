package board

// zobristSeed fixes the keys, so hashes are the same from run to run.
const zobristSeed = 0x43686573_70656C21 // "Chespel!"

// zobrist holds the hash keys: one per piece and square, the side to move,
// each castling-rights set, and each en passant square.
type zobrist struct {
	piece  []uint64 // (colour×kinds + kind)×size + square
	base   [256]int // offset into piece for a cell value
	side   uint64
	castle [16]uint64
	ep     []uint64
}

// newZobrist draws the keys from a splitmix64 stream with a fixed seed.
func newZobrist(kinds, size int) zobrist {
	state := uint64(zobristSeed)
	next := func() uint64 {
		state += 0x9E3779B97F4A7C15
		z := state
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		return z ^ z>>31
	}
	z := zobrist{piece: make([]uint64, 2*kinds*size), ep: make([]uint64, size)}
	for i := range z.piece {
		z.piece[i] = next()
	}
	for c := White; c <= Black; c++ {
		for k := range kinds {
			z.base[MakePiece(c, Kind(k))] = (int(c)*kinds + k) * size
		}
	}
	z.side = next()
	for i := 1; i < len(z.castle); i++ {
		z.castle[i] = next()
	}
	for i := range z.ep {
		z.ep[i] = next()
	}
	return z
}

// pieceKey is the key of piece pc on square sq.
func (z *zobrist) pieceKey(pc Piece, sq Square) uint64 {
	return z.piece[z.base[pc]+int(sq)]
}
