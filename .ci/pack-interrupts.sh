#!/bin/bash
# Local check, not CI: interrupts packs at random moments; nothing but a whole bot may remain.
# .ci/pack-interrupts.sh /tmp/chespel /tmp/packint 20
# usage: packloop.sh BINARY DIR N: N packs, each sent SIGINT (or SIGTERM every other) at a
# random moment within the pack's run time; prints exit codes and what is left.
bin=$1; dir=$2; n=$3
rm -rf "$dir"; mkdir -p "$dir"
for i in $(seq 1 $n); do
  "$bin" pack "$(cd "$(dirname "$0")/.." && pwd)/testdata/bots/fixed.chs" -o "$dir/bot" -f >/dev/null 2>&1 &
  p=$!
  sleep 0.0$(printf %02d $((RANDOM%30+5)))
  if (( i % 2 )); then kill -INT $p 2>/dev/null; else kill -TERM $p 2>/dev/null; fi
  wait $p; echo -n "$? "
done
echo; echo "left in $dir:"; ls -a "$dir" | grep -v '^\.\.\?$'
