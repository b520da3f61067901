package ormulogun

// seedExamples are the examples of the Ormulogun seed document, each with
// what it means; the fragment {07|*,*|07} is given its piece.
var seedExamples = []string{
	"Kk",
	"K{34|34}k{07|07}",
	"K{07|*,*|07}",
	"Kk{FK-2|RK,FK+2|RK}",
	"K{07|07}k{FK+7|RK+7,FK-7|RK-7,FK+7|RK-7,FK-7|RK+7}",
	"B{*|@}",
	"B{*|7-@}",
	"B{*|@@+2@+4@+6@-2@-4@-6}",
	"B{*|@+1@+3@+5@+7@-1@-3@-5@-7}",
	"P{*|12345}p{FP|RP+1RP+2RP+3RP+4RP+5}",
	"KN{FK|*}k",
	"KN{FK+1FK-1|RK}k",
	"K{@|*}k",
	"K{01|*}k{*|7}",
}
