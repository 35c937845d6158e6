# Annotations and pragmas in an included file are accepted and acted on: the header's functions
# are rewritten, so the output is written preprocessed (`--output-form=auto`).
args: --remarks --target=avx2 header_annotation.c -o -
status: 0
