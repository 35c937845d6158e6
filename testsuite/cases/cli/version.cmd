# --version prints the version and exits with 0.
args: --version
status: 0
