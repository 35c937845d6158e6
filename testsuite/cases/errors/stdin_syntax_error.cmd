# Standard input is named <stdin> in diagnostics, as cc names it.
stdin: syntax_error.c
args: - -o {out}
status: 1
