//! `vcc-cc`, the compiler wrapper: `make CC="vcc-cc gcc"` runs vcc on every C file the build
//! compiles and compiles vcc's output in its place, as ccache sits in front of a compiler.
//! Everything that is not a compile of C (links, `-E`, assembly, C++, `--version`, ...) runs the
//! compiler with the arguments unchanged.
//!
//! `command.rs` reads the command line, `vectorize.rs` runs vcc and the compile, `deps.rs` fixes
//! dependency files. This file only dispatches.

mod command;
mod deps;
mod vectorize;

use command::Plan;
use std::process::ExitCode;
use vectorize::{Outcome, Settings};

const HELP: &str = "vcc-cc — run vcc on every C file a build compiles.

Usage: vcc-cc <compiler> [compiler arguments...]
  make CC=\"vcc-cc gcc\"
  make CC=\"vcc-cc clang\" CFLAGS=\"-O2 -march=native\"
  CC=\"vcc-cc gcc\" cargo build            (crates whose C the cc crate builds)

For a command that compiles C sources (`-c`, `-S`, or compile and link), vcc-cc runs vcc on
each source with the command's preprocessor flags (-I, -D, -U, -include, -isystem, -iquote,
-std=, -O, -m, -f, --sysroot, ... in their order; the compiler as vcc's --cc), then runs the
command with vcc's output in place of the source: a temporary file named like the source, with
`#line 1 \"<source>\"` first, and `-iquote <source's directory>` before the other arguments, so
that quoted includes find the same headers. -MD/-MMD dependency files name the source.

vcc's target follows the command's flags (--target=cc): -march=native probes this machine,
-mavx2 or -march=x86-64-v3 or haswell-class CPUs give avx2, -mavx512f... or x86-64-v4 avx512,
-msse4.2 or x86-64-v2 sse4.2, an AArch64 compiler neon, and no flag the compiler's baseline:
on x86-64 generic vector extensions, which need only SSE2. The output never needs an
instruction set the flags do not allow. -ffast-math or -Ofast also gives vcc --fast-math
(float reductions reassociated, as the compiler's own flags allow).

Passed through unchanged (the compiler runs with the same arguments): commands without a C
source (links, assembly `.s`/`.S`, C++ files or `-x c++`, a C++ compiler such as g++), `-E`,
`-M`, `-MM`, `-fsyntax-only`, `-` (standard input), `@file` arguments, `-Wp,...`,
`-Xpreprocessor`, `--version`, `-v`, `-###`, `-dump...`, `-print-...`, and commands with C sources
in several directories or dependency files for several sources.

When vcc fails on a file, or its output does not compile, vcc-cc compiles the original and
prints one line: `vcc-cc: warning: <file>: <why>; compiled the original`. vcc refuses targets
whose data model is not LP64 (-m32, 32-bit cross compilers) that way.

Environment:
  VCC=PATH         the vcc binary (default: `vcc` beside vcc-cc)
  VCC_TARGET=T     vcc's --target (generic, sse4.2, avx2, avx512, neon, native, ...)
  VCC_REMARKS=1    pass --remarks to vcc and show its remarks and warnings
  VCC_STRICT=1     fail the build instead of compiling the original
  VCC_TIMEOUT=S    give up on vcc after S seconds (default 300) and compile the original";

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let Some(compiler) = args.first().map(|c| c.to_string_lossy().into_owned()) else {
        println!("{}", HELP);
        return ExitCode::SUCCESS;
    };
    match compiler.as_str() {
        "--help" | "-h" => {
            println!("{}", HELP);
            return ExitCode::SUCCESS;
        }
        "--version" | "-V" => {
            println!("vcc-cc {}", env!("CARGO_PKG_VERSION"));
            return ExitCode::SUCCESS;
        }
        _ if compiler.starts_with('-') => {
            eprintln!(
                "vcc-cc: error: the first argument must be the compiler, as in `vcc-cc gcc -c a.c` (see vcc-cc --help)"
            );
            return ExitCode::from(2);
        }
        _ => {}
    }
    let rest = &args[1..];
    // An argument that is not UTF-8 is no file name vcc can be given: pass the command through.
    let Some(text_args) = rest.iter().map(|a| a.to_str().map(String::from)).collect::<Option<Vec<String>>>() else {
        return exec_compiler(&compiler, rest);
    };
    let cmd = match command::plan(&compiler, &text_args) {
        Plan::PassThrough(_) => return exec_compiler(&compiler, rest),
        Plan::Vectorize(cmd) => cmd,
    };
    match vectorize::compile(&Settings::from_env(&compiler), &cmd) {
        Outcome::Exit(code) => ExitCode::from(code.clamp(0, 255) as u8),
        Outcome::CompileOriginal => exec_compiler(&compiler, rest),
    }
}

/// Runs the compiler with `args` unchanged, in this process (its exit status and signals are
/// the build's). Returns only if it cannot be started.
fn exec_compiler(compiler: &str, args: &[std::ffi::OsString]) -> ExitCode {
    use std::os::unix::process::CommandExt;
    let err = std::process::Command::new(compiler).args(args).exec();
    eprintln!("vcc-cc: error: cannot run {}: {}", compiler, err);
    ExitCode::from(127)
}
