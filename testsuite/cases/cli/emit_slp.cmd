# --emit=slp prints every SLP attempt in source order: its root, cost and whether it was
# vectorized, then its tree node by node (Vectorize or Gather, the lanes, the node's cost).
args: --emit=slp --target=avx2 slp_trees.c -o -
status: 0
