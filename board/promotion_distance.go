package board

// PromotionDistance returns the fewest moves in which a piece of side c and
// kind k standing on sq could reach its promotion ranks on an empty board,
// as View.PromotionDistance counts them for a piece on the board: 0 for a
// kind that does not promote or a square from which it cannot get there.
// The search reads it to know a pawn push near promotion from its move alone.
func (r *Rules) PromotionDistance(c Color, k Kind, sq Square) int {
	byKind := r.promotionDistances()[c&1]
	i := r.Index(sq)
	if int(k) >= len(byKind) || byKind[k] == nil || i < 0 {
		return 0
	}
	return max(int(byKind[k][i]), 0)
}
