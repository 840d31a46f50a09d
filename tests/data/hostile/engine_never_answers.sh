#!/bin/sh
# A UCI engine that answers uci and isready but never gives a bestmove.
while read line; do
  case "$line" in
    uci) echo "id name Silent"; echo uciok;;
    isready) echo readyok;;
  esac
done
