// Tables that are not one rank per line of a square board: chespel fmt
// lays each out from what it can see (see decl.go's table).
module evaluation
// xiangqi's 90 values written on one line: as many a line as fit
table xq = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90]
// ranks of 9 written one a line, spaced anyhow: kept 9 a line
table ranks = [
  0,0,0,0,0,0,0,0,0,
  1,1,1,1,1,1,1,1,1,
  2,2,2,2,2,2,2,2,2]
// a short list over two lines: one line
table short = [1, -2,
  3]
// lines of different lengths: refilled
table ragged = [0.1, 0.2, 0.3,
 0.4, 0.5,
 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2.0, 2.1, 2.2, 2.3, 2.4, 2.5, 2.6, 2.7, 2.8, 2.9, 3.0]
// a square board's table written 16 a line: 8 a line
table sq = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32,
 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48,
 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64]
// a table with a comment among its values: as written
table noted = [1, 2, // the first rank
 3, 4]
// wide values, few a line
table wide = [-1000.125, 2000.25, -3000.375, 4000.5, -5000.625, 6000.75, -7000.875, 8000.5, -9000.25, 9999.125]
rule a:
	score xq.at($a1)
