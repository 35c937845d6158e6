# vcc's types assume LP64: a compiler flag that selects another data model (-m32) is refused
# when the target is probed, rather than writing code that computes something else.
args: --target=cc -m32 valid.c -o {out}
status: 1
