#!/bin/bash
# Local check, not CI (it needs root for setpriv and mknod): the hostile inputs of issue 17.
# Run with a chespel binary: go build -o /tmp/chespel . && .ci/hostile.sh /tmp/chespel
# usage: hostile.sh BINARY: tries hostile inputs, counts those refused with a clear error
# (nonzero exit or an error line, within 10 s, no Go panic/fatal) and lists the others.
bot=$(cd "$(dirname "$0")/.." && pwd)/testdata/bots/fixed.chs
B=$(realpath "$1"); W=$(mktemp -d); cd $W
tried=0; refused=0
try() { # name, expect-pattern, command...
  local name=$1 pat=$2; shift 2
  tried=$((tried+1))
  out=$(timeout 10 bash -c "$*" 2>&1); rc=$?
  if [ $rc -ne 124 ] && ! grep -q "panic\|fatal error\|goroutine " <<<"$out" && grep -q -- "$pat" <<<"$out"; then refused=$((refused+1)); else echo "NOT REFUSED: $name (rc $rc): $(head -c 200 <<<"$out")"; fi
}
try "check /dev/zero" "longer than 16 MiB" "$B check /dev/zero"
head -c 20000000 /dev/zero | tr '\0' '\n' > big.chs
try "check 20 MB script" "longer than 16 MiB" "$B check big.chs"
try "shell 300 MB line" "longer than 1 MiB" "head -c 300000000 /dev/zero | tr '\0' x | $B run $bot"
try "uci 300 MB line" "longer than 1 MiB" "(echo uci; head -c 300000000 /dev/zero | tr '\0' x; echo; echo isready; echo quit) | $B run $bot"
printf 'module evaluation\nrule r:\n\tscore 1 \x1b[2J\xff\n' > esc.chs
try "script with ESC and bad UTF-8" 'x1b' "$B check esc.chs | cat -v | grep -v '\^\[' "
try "shell ESC line" 'x1b' "printf '\x1b[2Jhello\n' | $B run $bot 2>&1 | cat -v | grep -v '\^\['"
try "uci ESC line" 'x1b' "printf 'uci\n\x1b]0;pwn\x07\nquit\n' | $B run $bot | cat -v | grep -v '\^\['"
try "uci bad FEN then go" 'bestmove (none)' "printf 'uci\nposition fen 8/8/8 w - - 0 1\ngo depth 1\nquit\n' | $B run $bot"
try "uci illegal move list" 'keeping the position' "printf 'uci\nposition startpos moves e2e4 e2e4\ngo depth 1\nquit\n' | $B run $bot"
try "uci long FEN" 'want at most 2048' "printf 'uci\nposition fen %s w - - 0 1\nquit\n' \$(head -c 5000 /dev/zero | tr '\0' 8) | $B run $bot"
# pack destinations
mkfifo fifo; mknod chardev c 1 3; ln -s $bot link; touch ro; chmod 444 ro; mkdir dir; touch exists
for d in fifo chardev link dir exists $bot; do try "pack -o $d" "refusing\|exists\|directory\|itself" "$B pack $bot -o $d"; done
[ "$(id -u)" = 0 ] && su_ro="setpriv --reuid=nobody --regid=nogroup --clear-groups" || su_ro=""
chmod 777 $W; cp ro ro2 ; chown nobody ro2 2>/dev/null; chmod 444 ro2
try "pack -o read-only" "read-only" "$su_ro $B pack $bot -o $W/ro2"
# packed bot tamperings
$B pack $bot -o good >/dev/null
size=$(stat -c %s good); plen=$(( $(grep -c '' /dev/null) ))
for n in 1 5 100 1048576 2097152; do cp good t; head -c $n /dev/urandom >> t; try "packed + $n junk bytes" "packed bot" "./t version"; done
# cut inside the payload: find header offset
off=$(python3 -c "
d=open('good','rb').read(); print(d.find(b'\nchespel:packed\n'))")
for cut in 4 8 15 16 20 40 100; do head -c $((off+cut)) good > t; chmod 755 t; try "packed cut at header+$cut" "packed bot" "./t version"; done
for i in 3 50 200; do cp good t; python3 -c "
import sys; d=bytearray(open('t','rb').read()); d[$off+$i]^=0x40; open('t','wb').write(d)"; try "packed flipped payload byte +$i" "packed bot" "./t version"; done
cp good eo; chown nobody eo; chmod 100 eo
try "packed execute-only" "cannot read this executable" "setpriv --reuid=nobody --regid=nogroup --clear-groups ./eo version"
echo "tried $tried, refused $refused"
rm -rf $W
