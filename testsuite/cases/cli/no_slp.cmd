# --no-slp: no SLP attempt, no remark, the file as it was.
args: --target=avx2 --remarks --no-slp slp.c -o -
status: 0
