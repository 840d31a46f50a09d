#!/bin/sh
# A UCI engine whose bestmove is not legal in the position (a pawn three squares).
while read line; do
  case "$line" in
    uci) echo "id name Liar"; echo uciok;;
    isready) echo readyok;;
    go*) echo "info depth 1 score cp 10 pv e2e5"; echo "bestmove e2e5";;
  esac
done
