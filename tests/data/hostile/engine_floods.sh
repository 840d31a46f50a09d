#!/bin/sh
# A UCI engine that answers go with an endless flood of info lines.
while read line; do
  case "$line" in
    uci) echo "id name Flood"; echo uciok;;
    isready) echo readyok;;
    go*) exec yes 'info depth 1 seldepth 1 score cp 5 nodes 10 nps 10 pv e2e4 e7e5';;
  esac
done
