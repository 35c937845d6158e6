//! Reading a compiler command line, as vcc-cc receives it: which arguments are C sources to
//! vectorize, which flags vcc needs to preprocess them as the compiler will, and where the
//! command writes its object and dependency files. A command vcc-cc does not handle is passed
//! through: the reason says why (for `--help` and the tests, never printed in a build).
//!
//! It does not run anything; `main.rs` decides, `vectorize.rs` runs.

use frontend::preprocess::OPTIONS_WITH_VALUE as PREPROCESSOR_WITH_VALUE;
use std::path::Path;

/// A compile command vcc-cc vectorizes.
#[derive(Debug, PartialEq, Eq)]
pub struct Compile {
    /// The user's arguments after the compiler, unchanged.
    pub args: Vec<String>,
    /// The C sources, by their index in `args`.
    pub sources: Vec<usize>,
    /// The flags vcc needs to preprocess like the compiler, in their order.
    pub vcc_flags: Vec<String>,
    /// `-o`'s value.
    pub output: Option<String>,
    /// `-MD` or `-MMD` was given: a dependency file is written beside the compile.
    pub deps: bool,
    /// `-MF`'s value.
    pub deps_file: Option<String>,
    /// The command allows reassociating floating-point arithmetic (`-ffast-math`, or `-Ofast`
    /// as the last `-O`, and no `-fno-fast-math` after them): vcc's `--fast-math`.
    pub fast_math: bool,
}

/// What to do with a command line.
#[derive(Debug, PartialEq, Eq)]
pub enum Plan {
    /// Run the compiler with the arguments unchanged; the reason is for the reader.
    PassThrough(&'static str),
    Vectorize(Compile),
}

/// Options whose value is the next argument when not joined (`-o out`, `-MF x.d`), besides
/// the preprocessor's (`PREPROCESSOR_WITH_VALUE`, and `--sysroot`, which vcc needs too).
const OTHER_WITH_VALUE: &[&str] = &[
    "-o",
    "-MF",
    "-MT",
    "-MQ",
    "--sysroot",
    "-L",
    "-l",
    "-Xlinker",
    "-Xassembler",
    "-Xclang",
    "-u",
    "-T",
    "-z",
    "-aux-info",
    "-arch",
    "--param",
    "-x",
    "-MJ",
];

/// Arguments that make the command something other than a compile of C to an object, assembly
/// or program (it only preprocesses, prints, or checks), or whose effect vcc cannot reproduce
/// when it preprocesses (`-Wp,` and `-Xpreprocessor` options, already preprocessed input).
fn passes_through(arg: &str) -> Option<&'static str> {
    Some(match arg {
        "-E" | "-M" | "-MM" => "preprocessing only",
        "-fsyntax-only" => "syntax check only",
        "--version" | "-v" | "-###" | "--help" | "-dumpversion" | "-dumpfullversion" | "-dumpmachine"
        | "-dumpspecs" => "asks the compiler about itself",
        "-" => "reads standard input",
        "-Xpreprocessor" | "-fdirectives-only" | "-fpreprocessed" => "preprocessor options vcc cannot reproduce",
        _ if arg.starts_with("-print-") || arg.starts_with("--print") => "asks the compiler about itself",
        _ if arg.starts_with('@') => "response file",
        _ if arg.starts_with("-Wp,") => "preprocessor options vcc cannot reproduce",
        _ => return None,
    })
}

/// Reads the arguments after the compiler.
pub fn plan(compiler: &str, args: &[String]) -> Plan {
    let compiler_name = Path::new(compiler).file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    if compiler_name.contains("++") {
        return Plan::PassThrough("a C++ compiler");
    }
    let mut res = Compile {
        args: args.to_vec(),
        sources: Vec::new(),
        vcc_flags: Vec::new(),
        output: None,
        deps: false,
        deps_file: None,
        fast_math: false,
    };
    let mut language: Option<String> = None;
    // The last -ffast-math or -fno-fast-math, and whether the last -O is -Ofast.
    let (mut fast_math_flag, mut ofast): (Option<bool>, bool) = (None, false);
    let mut idx = 0;
    while idx < args.len() {
        let arg = args[idx].as_str();
        if let Some(reason) = passes_through(arg) {
            return Plan::PassThrough(reason);
        }
        let value_flag = PREPROCESSOR_WITH_VALUE.iter().chain(OTHER_WITH_VALUE).find(|f| arg == **f);
        let (flag, value) = match value_flag {
            Some(flag) => match args.get(idx + 1) {
                Some(value) => (*flag, Some(value.as_str())),
                None => return Plan::PassThrough("an option lacks its value"),
            },
            None => (arg, None),
        };
        match (flag, value) {
            ("-o", Some(value)) => res.output = Some(value.to_string()),
            ("-MF", Some(value)) => res.deps_file = Some(value.to_string()),
            ("-x", Some(value)) => language = Some(value.to_string()),
            (_, Some(value)) if PREPROCESSOR_WITH_VALUE.contains(&flag) || flag == "--sysroot" => {
                res.vcc_flags.push(flag.to_string());
                res.vcc_flags.push(value.to_string());
            }
            (_, Some(_)) => {}
            _ if arg.starts_with("-x") => language = Some(arg[2..].to_string()),
            _ if arg.starts_with("-o") => res.output = Some(arg[2..].to_string()),
            _ if arg.starts_with("-MF") => res.deps_file = Some(arg[3..].to_string()),
            ("-MD" | "-MMD", None) => res.deps = true,
            _ if arg.starts_with("--target=") => {
                // clang's target triple; vcc's own --target is the instruction set.
                res.vcc_flags.push("-target".to_string());
                res.vcc_flags.push(arg["--target=".len()..].to_string());
            }
            _ if arg.starts_with('-') => {
                match arg {
                    "-ffast-math" => fast_math_flag = Some(true),
                    "-fno-fast-math" => fast_math_flag = Some(false),
                    _ if arg.starts_with("-O") => ofast = arg == "-Ofast",
                    _ => {}
                }
                if for_preprocessor(arg) {
                    res.vcc_flags.push(arg.to_string());
                }
            }
            _ if is_c_source(arg, language.as_deref()) => res.sources.push(idx),
            _ => {}
        }
        idx += if value.is_some() { 2 } else { 1 };
    }
    // Conservative where gcc's rule is subtler (`-fno-fast-math -Ofast`): off, which is exact.
    res.fast_math = fast_math_flag.unwrap_or(ofast);
    check_sources(res)
}

/// The checks that need the whole command: one or more C sources, all in one directory (their
/// quoted includes are searched there first), and a dependency file only for one source.
fn check_sources(res: Compile) -> Plan {
    if res.sources.is_empty() {
        return Plan::PassThrough("no C source (a link, or other languages only)");
    }
    if res.sources.len() > 1 && res.deps {
        return Plan::PassThrough("dependency files for several sources");
    }
    let dir = |idx: &usize| Path::new(&res.args[*idx]).parent().map(Path::to_path_buf);
    let first_dir = dir(&res.sources[0]);
    if res.sources.iter().any(|s| dir(s) != first_dir) {
        return Plan::PassThrough("C sources in several directories");
    }
    Plan::Vectorize(res)
}

/// A flag without a separate value that changes what the preprocessor sees.
fn for_preprocessor(arg: &str) -> bool {
    let joined = ["-I", "-D", "-U", "-include", "-imacros", "-iquote", "-isystem", "-idirafter", "--sysroot="];
    let standalone = ["-ansi", "-pthread", "-nostdinc", "-undef", "-trigraphs"];
    let prefixes = ["-std=", "-O", "-m", "-f"];
    joined.iter().any(|p| arg.starts_with(p))
        || standalone.contains(&arg)
        || prefixes.iter().any(|p| arg.starts_with(p))
}

/// Whether `arg` is a C source under the current `-x` language (`none` or absent: by suffix).
fn is_c_source(arg: &str, language: Option<&str>) -> bool {
    match language {
        Some("c") => true,
        Some("none") | None => arg.ends_with(".c"),
        Some(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan_of(line: &str) -> Plan {
        let args: Vec<String> = line.split_whitespace().map(String::from).collect();
        plan("gcc", &args)
    }

    #[test]
    fn a_compile_names_its_sources_and_preprocessor_flags() {
        let Plan::Vectorize(c) = plan_of("-O2 -Iinc -D X=1 -c src/a.c -o a.o -MMD -MF a.d -Wall -g -march=haswell")
        else {
            panic!("not vectorized")
        };
        assert_eq!(c.sources, [5]);
        assert_eq!(c.vcc_flags, ["-O2", "-Iinc", "-D", "X=1", "-march=haswell"]);
        assert_eq!((c.output.as_deref(), c.deps, c.deps_file.as_deref()), (Some("a.o"), true, Some("a.d")));
        let Plan::Vectorize(c) = plan_of("-x c conftest.x --target=x86_64-linux-gnu -o conftest") else {
            panic!("not vectorized")
        };
        assert_eq!(c.sources, [2]);
        assert_eq!(c.vcc_flags, ["-target", "x86_64-linux-gnu"]);
    }

    #[test]
    fn fast_math_follows_the_last_flag() {
        let fast = |line: &str| match plan_of(line) {
            Plan::Vectorize(c) => c.fast_math,
            Plan::PassThrough(why) => panic!("{}: passed through: {}", line, why),
        };
        assert!(fast("-O2 -ffast-math -c a.c"));
        assert!(fast("-Ofast -c a.c"));
        assert!(!fast("-Ofast -O2 -c a.c"));
        assert!(!fast("-ffast-math -fno-fast-math -c a.c"));
        assert!(!fast("-Ofast -fno-fast-math -c a.c"));
        assert!(!fast("-O3 -c a.c"));
    }

    #[test]
    fn other_commands_pass_through() {
        for line in [
            "-E a.c",
            "-MM a.c",
            "a.o b.o -o prog",
            "-c a.S",
            "-c a.cpp",
            "-x c++ -c a.c",
            "--version",
            "-v",
            "-dumpversion",
            "-print-search-dirs",
            "@args.rsp",
            "-c -",
            "-c src/a.c lib/b.c",
            "-MMD -c a.c b.c",
            "-c a.c -o",
            "-Wp,-MD,a.d -c a.c",
        ] {
            assert!(matches!(plan_of(line), Plan::PassThrough(_)), "{}", line);
        }
        assert!(matches!(plan("/usr/bin/g++", &["-c".into(), "a.c".into()]), Plan::PassThrough(_)));
        // -I takes `-E` as a directory name here, and `-o -E` names the output.
        assert!(matches!(plan_of("-I -E -c a.c -o -E"), Plan::Vectorize(_)));
    }
}
