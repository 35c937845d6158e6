# The SLP vectorizer's threshold: the tree costs -12 on avx2, which is not below -12, so it stays
# scalar (the remark says so), and the file is written as it was.
args: --target=avx2 --remarks --slp-threshold 12 slp.c -o -
status: 0
