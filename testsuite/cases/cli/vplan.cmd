# --emit=vplan prints every innermost loop's candidate plans with recipes and costs, and the chosen
# one, per function; without --fast-math the float sum is refused, with the reason.
args: --emit=vplan --target=avx2 loops.c -o -
status: 0
