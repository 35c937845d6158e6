//! The C compiler's flags that vcc accepts beside its own: those that change what the
//! preprocessor sees (`-I -D -U -include`, `-std=`, `-O2`, `-march=`, `-m...`, `-f...`,
//! `-isystem`, `-iquote`, `-idirafter`, `--sysroot`, `-nostdinc`, `-pthread`, and harmlessly
//! `-W...`, `-w`, `-g...`), so that `vcc $(CPPFLAGS) $(CFLAGS)` preprocesses as the compile does.
//!
//! They are taken out of the command line before clap sees it and kept in their order (`-UX -DX`
//! and `-DX -UX` differ, so do `-I a -isystem a` and the reverse), to be passed to `<cc> -E` as
//! they are. Flags that would make the preprocessor write files or stop expanding macros
//! (`-M...`, `-Wp,...`, `-fdirectives-only`, `-fpreprocessed`) are not taken: clap rejects them.

use frontend::preprocess::OPTIONS_WITH_VALUE as WITH_VALUE;
use std::ffi::OsString;

/// The command line split in two: vcc's own arguments (for clap, the program name first) and the
/// compiler flags, in the order given.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct SplitArgs {
    pub vcc_args: Vec<OsString>,
    pub cc_args: Vec<String>,
}

/// vcc's own long options that take a value, which may be the next argument (`--target avx2`).
const VCC_WITH_VALUE: &[&str] = &["--cc", "--target", "--emit", "--wfv", "--slp-threshold"];

/// `-f` flags that change what `<cc> -E` writes rather than what it defines.
const REFUSED_F: &[&str] = &["-fdirectives-only", "-fpreprocessed"];

/// Splits `args` (the program name first).
pub fn split_args(args: impl IntoIterator<Item = OsString>) -> SplitArgs {
    let mut res = SplitArgs::default();
    let mut args = args.into_iter();
    res.vcc_args.extend(args.next());
    while let Some(arg) = args.next() {
        let Some(text) = arg.to_str().map(str::to_string) else {
            res.vcc_args.push(arg);
            continue;
        };
        if text == "--" {
            res.vcc_args.push(arg);
            res.vcc_args.extend(args.by_ref());
            break;
        }
        // `--include` is the spelling vcc's help showed before; `--sysroot` is the compiler's.
        let text = match text.strip_prefix("--include") {
            Some("") => "-include".to_string(),
            Some(rest) if rest.starts_with('=') => format!("-include{}", &rest[1..]),
            _ => text,
        };
        if let Some(flag) =
            WITH_VALUE.iter().find(|f| text == **f).or_else(|| (text == "--sysroot").then_some(&"--sysroot"))
        {
            res.cc_args.push(flag.to_string());
            res.cc_args.extend(args.next().map(|v| v.to_string_lossy().into_owned()));
        } else if is_cc_flag(&text) {
            res.cc_args.push(text);
        } else {
            let takes_value = VCC_WITH_VALUE.contains(&text.as_str()) || text == "-o";
            res.vcc_args.push(arg);
            if takes_value {
                res.vcc_args.extend(args.next());
            }
        }
    }
    res
}

/// Whether `arg` (one argument, with any value joined) is a compiler flag vcc passes on.
fn is_cc_flag(arg: &str) -> bool {
    if WITH_VALUE.iter().any(|f| arg.starts_with(f) && arg.len() > f.len()) || arg.starts_with("--sysroot=") {
        return true;
    }
    if REFUSED_F.contains(&arg) || arg.starts_with("-Wl,") || arg.starts_with("-Wa,") || arg.starts_with("-Wp,") {
        return false;
    }
    let standalone = ["-ansi", "-pthread", "-nostdinc", "-undef", "-w", "-trigraphs"];
    let prefixes = ["-std=", "-O", "-m", "-f", "-W", "-g", "-pedantic"];
    standalone.contains(&arg) || prefixes.iter().any(|p| arg.starts_with(p) && arg.len() >= p.len().max(2))
}

/// The compiler flags that decide the instruction set (`-march=`, `-mcpu=`, `-mavx2`, ...;
/// every `-m` flag, and clang's `-target`), for probing the compiler's predefined macros.
pub fn isa_flags(cc_args: &[String]) -> Vec<String> {
    let mut res = Vec::new();
    let mut args = cc_args.iter();
    while let Some(arg) = args.next() {
        if arg == "-target" {
            res.push(arg.clone());
            res.extend(args.next().cloned());
        } else if arg.starts_with("-m") || arg.starts_with("-target") {
            res.push(arg.clone());
        } else if WITH_VALUE.contains(&arg.as_str()) || arg == "--sysroot" {
            args.next();
        }
    }
    res
}

/// Whether these flags choose an instruction set rather than leave the compiler's default:
/// `-march=`, `-mcpu=`, `-mfpu=`, or an ISA extension switched on or off (`-mavx2`, `-mno-sse4`).
pub fn selects_isa(isa_flags: &[String]) -> bool {
    const EXTENSIONS: &[&str] = &[
        "sse", "ssse", "avx", "fma", "f16c", "bmi", "popcnt", "lzcnt", "xop", "aes", "pclmul", "gfni", "vaes",
        "vpclmul", "amx", "mmx", "3dnow", "sha", "neon", "sve",
    ];
    isa_flags.iter().any(|flag| {
        let Some(rest) = flag.strip_prefix("-m") else {
            return false;
        };
        let rest = rest.strip_prefix("no-").unwrap_or(rest);
        ["arch=", "cpu=", "fpu="].iter().any(|p| rest.starts_with(p)) || EXTENSIONS.iter().any(|e| rest.starts_with(e))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(args: &[&str]) -> SplitArgs {
        split_args(std::iter::once("vcc").chain(args.iter().copied()).map(OsString::from))
    }

    #[test]
    fn compiler_flags_are_kept_in_order_apart_from_vccs_own() {
        let res = split(&[
            "-O2",
            "-UX",
            "-DX=1",
            "-I",
            "inc",
            "-isystem",
            "sys",
            "--target",
            "avx2",
            "-std=c99",
            "-include",
            "f.h",
            "--include=g.h",
            "k.c",
            "-o",
            "-",
            "-march=haswell",
            "--sysroot=/r",
            "-Wall",
            "--remarks",
        ]);
        let vcc: Vec<&str> = res.vcc_args.iter().map(|a| a.to_str().unwrap()).collect();
        assert_eq!(vcc, ["vcc", "--target", "avx2", "k.c", "-o", "-", "--remarks"]);
        assert_eq!(
            res.cc_args,
            [
                "-O2",
                "-UX",
                "-DX=1",
                "-I",
                "inc",
                "-isystem",
                "sys",
                "-std=c99",
                "-include",
                "f.h",
                "-includeg.h",
                "-march=haswell",
                "--sysroot=/r",
                "-Wall"
            ]
        );
    }

    #[test]
    fn flags_that_change_what_the_preprocessor_writes_go_to_clap() {
        let res = split(&["-MD", "-Wp,-MD,x.d", "-fdirectives-only", "-c", "k.c", "-o", "-O2"]);
        let vcc: Vec<&str> = res.vcc_args.iter().map(|a| a.to_str().unwrap()).collect();
        // `-o -O2` names an output file called `-O2`.
        assert_eq!(vcc, ["vcc", "-MD", "-Wp,-MD,x.d", "-fdirectives-only", "-c", "k.c", "-o", "-O2"]);
        assert!(res.cc_args.is_empty());
    }

    #[test]
    fn isa_flags_select_an_instruction_set_or_not() {
        let args: Vec<String> =
            ["-O2", "-I", "-mavx2", "-m64", "-target", "x86_64-linux-gnu"].map(String::from).to_vec();
        // `-I -mavx2` names the directory `-mavx2`.
        assert_eq!(isa_flags(&args), ["-m64", "-target", "x86_64-linux-gnu"]);
        assert!(!selects_isa(&isa_flags(&args)));
        assert!(selects_isa(&["-mavx2".to_string()]));
        assert!(selects_isa(&["-mno-avx".to_string()]));
        assert!(selects_isa(&["-march=x86-64-v3".to_string()]));
        assert!(!selects_isa(&["-mtune=native".to_string()]));
    }
}
