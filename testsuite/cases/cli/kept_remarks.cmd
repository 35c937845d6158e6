# Remarks describe the output: in the source form (`--output-form=source`) a function with no
# place to be written is kept as written, and its loop's remark says the vectorization is undone.
args: --remarks --target=avx2 --output-form=source kept_remarks.c -o -
status: 0
