# A core vcc has no costs for: a usage error, like an unknown target.
args: --tune=bogus valid.c -o {out}
status: 2
