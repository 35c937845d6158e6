# --help prints the usage on stdout and exits with 0.
args: --help
status: 0
