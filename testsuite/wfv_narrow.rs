//! The WFV tier on the 16-byte targets, `sse4.2` and `sse2` ('b' variants) and `neon` (AdvSIMD
//! 'n' variants). Every case's `main` calls the wide 'd' variants by ABI name (`_ZGVdN8vu_shape`,
//! on `cases/wfv/vec.h`'s 32-byte types), which vcc does not make there; so that main reaches
//! vcc's narrow variants, the harness appends to vcc's output (same translation unit: static
//! variants are reachable) one adapter per wide variant the case declares (a file-scope
//! `RET _ZGV{d,e}{N,M}<vlen><params>_<name>(...);` line) whose narrow variant vcc defined: it
//! has the wide name and splits the call into `vlen / narrow vlen` pieces, calling vcc's variant
//! (`_ZGV{b,n}{N,M}<narrow vlen><params>_<name>`, found in vcc's output, its parameters' names
//! and alignment letters aside) once per piece, in lane order:
//!
//! - vector arguments and vector masks: the piece's bytes (`memcpy`; a `_Static_assert` checks
//!   the lane sizes agree), results joined the same way;
//! - an integer ('e' variant) mask: one bit per lane, made into an all-ones/zero narrow lane;
//! - uniform arguments as they are; linear ones advanced by `piece * narrow vlen * step`, the
//!   step of a pointer in bytes (the ABI's `l4` on a `float *` is one element) unless held in
//!   a parameter (`ls<k>`: elements, by pointer arithmetic).
//!
//! 'e' adapters carry `target("avx512f")`, the attribute of the case's callers (AVX-512's
//! 64-byte arguments are passed in zmm there); they exist only on sse4.2 and sse2. A wide
//! variant whose function vcc did not vectorize on the target (the remarks say why;
//! `expect-variants N sse4.2=M` pins it) gets a lane-by-lane adapter through the scalar
//! function instead, except in the `-fopenmp-simd` build, where gcc makes it (the function is
//! still annotated there).
//!
//! sse4.2 and sse2 programs are built natively as the wide targets' (cc -O2, -fopenmp-simd, ASan
//! and UBSan), without `-mavx2` (vcc's sse4.2 variants carry `target("sse4.2")`, sse2's none;
//! `-Wno-psabi` for the 32-byte arguments of main's calls) but for the -fopenmp-simd build
//! (gcc's own 'd' variants take ymm registers), and print exactly what the x86 original printed (or within the case's
//! fast-math tolerance). neon programs are built with `aarch64-linux-gnu-gcc` and run under
//! `qemu-aarch64` (`cross.rs`: skipped visibly when missing, an error under CI=true), without
//! sanitizers, against an AArch64 reference: the original with lane-by-lane adapters
//! (`scalar_adapters`), since AArch64 prints other things where C leaves it to the machine (a
//! NaN's sign: `inline`, `vector_math`; out-of-range float-to-int conversions saturate:
//! `regroup`). A `<name>.lib.c` is built with `-fopenmp-simd` (gcc's 'n' variants), or from
//! vcc's neon output where gcc makes none (`neon_lib`).

use crate::cross;
use crate::support::{self, RunOutput};
use libtest_mimic::Trial;
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// The 16-byte targets and the ABI letter of their variants.
pub const NARROW: [(&str, char); 3] = [("sse4.2", 'b'), ("neon", 'n'), ("sse2", 'b')];

/// The ABI letter of the variants vcc makes on `target` that main's calls reach.
pub fn isa_letter(target: &str) -> Option<char> {
    NARROW.iter().find(|(t, _)| *t == target).map(|(_, letter)| *letter)
}

const RUN_TIMEOUT: Duration = Duration::from_secs(20);
/// Programs under QEMU run several times slower.
const CROSS_RUN_TIMEOUT: Duration = Duration::from_secs(120);
const SSE_FLAGS: &[&str] =
    &["-O2", "-ffp-contract=off", "-Wall", "-Wextra", "-Wno-psabi", "-Wno-unknown-pragmas", "-Werror"];
/// With `-mavx2`: gcc's own 'd' variants of a function vcc left annotated take ymm registers
/// (main passes them so only when built for AVX); the original ran, so the host has AVX2.
const SSE_OMP_FLAGS: &[&str] =
    &["-O2", "-ffp-contract=off", "-fopenmp-simd", "-mavx2", "-Wall", "-Wextra", "-Wno-psabi", "-Werror"];
const SSE_SANITIZE_FLAGS: &[&str] = &[
    "-O1",
    "-g",
    "-ffp-contract=off",
    "-Wno-psabi",
    "-Wno-unknown-pragmas",
    "-fsanitize=address,undefined",
    "-fno-sanitize-recover=all",
];
const NEON_FLAGS: &[&str] = &["-Wall", "-Wextra", "-Wno-psabi", "-Wno-unknown-pragmas", "-Werror"];

/// One parameter of a vector function ABI name.
#[derive(Debug, Clone, PartialEq)]
enum Param {
    Vector,
    Uniform,
    /// Linear with a constant step (for pointers: bytes).
    Linear(i64),
    /// Linear with the step held in the parameter at this position (from 0).
    LinearIn(usize),
}

/// A parsed `_ZGV<isa><mask><vlen><params>_<name>`.
#[derive(Debug)]
struct AbiName {
    isa: char,
    masked: bool,
    vlen: usize,
    params: Vec<Param>,
    /// The parameter letters without alignments (`a32`): what matches across ISAs.
    shape: String,
    func: String,
}

fn parse_abi_name(name: &str) -> Option<AbiName> {
    let rest = name.strip_prefix("_ZGV")?;
    let mut chars = rest.chars();
    let isa = chars.next()?;
    let masked = match chars.next()? {
        'M' => true,
        'N' => false,
        _ => return None,
    };
    let rest = chars.as_str();
    let digits = rest.chars().take_while(char::is_ascii_digit).count();
    let vlen = rest[..digits].parse().ok()?;
    let (letters, func) = rest[digits..].split_once('_')?;
    let bytes = letters.as_bytes();
    let (mut params, mut shape, mut idx) = (Vec::new(), String::new(), 0);
    let number = |idx: &mut usize| {
        let start = *idx;
        *idx += bytes[*idx..].iter().take_while(|b| b.is_ascii_digit()).count();
        letters[start..*idx].parse::<i64>().ok()
    };
    while idx < bytes.len() {
        let letter = bytes[idx];
        idx += 1;
        let start = idx - 1;
        let param = match letter {
            b'v' => Param::Vector,
            b'u' => Param::Uniform,
            b'l' | b'R' | b'L' | b'U' if bytes.get(idx) == Some(&b's') => {
                idx += 1;
                Param::LinearIn(usize::try_from(number(&mut idx)?).ok()?)
            }
            b'l' | b'R' | b'L' | b'U' => {
                let negative = bytes.get(idx) == Some(&b'n');
                idx += usize::from(negative);
                let step = number(&mut idx).unwrap_or(1);
                Param::Linear(if negative { -step } else { step })
            }
            _ => return None,
        };
        shape.push_str(&letters[start..idx]);
        if bytes.get(idx) == Some(&b'a') {
            idx += 1;
            number(&mut idx)?;
        }
        params.push(param);
    }
    Some(AbiName { isa, masked, vlen, params, shape, func: func.to_string() })
}

/// A C prototype: return type, name and parameter types.
#[derive(Debug)]
struct Proto {
    ret: String,
    name: String,
    params: Vec<String>,
}

/// Parses `[attributes] [static] RET NAME(TYPE [name], ...);` (one line).
fn parse_proto(line: &str) -> Option<Proto> {
    let line = line.trim().strip_suffix(';')?.trim_end();
    let open = line.find("_ZGV")?;
    let (head, tail) = line.split_at(open);
    let (name, args) = tail.split_once('(')?;
    let args = args.strip_suffix(')')?;
    let mut ret = head.trim();
    while let Some(rest) = ret.strip_prefix("__attribute__") {
        ret = skip_parenthesized(rest.trim_start())?.trim();
    }
    let ret = ret.strip_prefix("static ").unwrap_or(ret).trim().to_string();
    let params = if args.trim() == "void" || args.trim().is_empty() {
        Vec::new()
    } else {
        args.split(',').map(|p| p.trim().to_string()).collect()
    };
    Some(Proto { ret, name: name.trim().to_string(), params })
}

/// `text` after its leading balanced parenthesized group.
fn skip_parenthesized(text: &str) -> Option<&str> {
    let mut depth = 0usize;
    for (idx, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' if depth == 1 => return Some(&text[idx + 1..]),
            ')' => depth = depth.checked_sub(1)?,
            _ if depth == 0 => return None,
            _ => {}
        }
    }
    None
}

/// The type of a parameter declared with a name (`const float *p` -> `const float *`).
fn strip_param_name(param: &str) -> String {
    let trimmed = param.trim_end();
    let cut = trimmed.trim_end_matches(|c: char| c.is_ascii_alphanumeric() || c == '_');
    if cut.trim().is_empty() {
        trimmed.to_string()
    } else {
        cut.trim_end().to_string()
    }
}

/// The wide variants the case declares at file scope (one line each) and calls.
fn wide_declarations(case_text: &str) -> Vec<Proto> {
    case_text
        .lines()
        .filter(|l| !l.starts_with(char::is_whitespace) && !l.contains('=') && l.trim_end().ends_with(");"))
        .filter_map(parse_proto)
        .filter(|p| p.name.starts_with("_ZGVd") || p.name.starts_with("_ZGVe"))
        .collect()
}

/// vcc's variants with ABI letter `isa` defined in `output`: their prototypes.
fn narrow_variants(output: &str, isa: char) -> Vec<Proto> {
    let prefix = format!("_ZGV{}", isa);
    let defined: Vec<&str> = output
        .lines()
        .filter(|l| !l.starts_with(char::is_whitespace) && l.trim_end().ends_with('{'))
        .filter_map(|l| l[l.find(&prefix)?..].split('(').next())
        .collect();
    output
        .lines()
        .filter(|l| !l.starts_with(char::is_whitespace) && l.contains(&prefix))
        .filter_map(parse_proto)
        .filter(|p| defined.contains(&p.name.as_str()))
        .map(|p| Proto { params: p.params.iter().map(|a| strip_param_name(a)).collect(), ..p })
        .collect()
}

/// The adapters for `case_text`'s wide variants onto `output`'s narrow ones (letter `isa`).
/// Without `scalar_fallback`, a wide variant without a narrow one is left to whoever defines it
/// (gcc -fopenmp-simd, for a function vcc left annotated).
pub fn adapters(case_text: &str, output: &str, isa: char, scalar_fallback: bool) -> Result<String, String> {
    let narrow = narrow_variants(output, isa);
    let mut text = String::from("\n/* wfv tier: the wide variants main calls, onto vcc's narrow ones */\n");
    for wide in wide_declarations(case_text) {
        let Some(abi) = parse_abi_name(&wide.name) else { continue };
        if abi.isa == 'e' && isa != 'b' {
            continue;
        }
        let found = narrow.iter().find(|n| {
            parse_abi_name(&n.name)
                .is_some_and(|a| a.func == abi.func && a.masked == abi.masked && a.shape == abi.shape)
        });
        match found {
            Some(found) => {
                let narrow_abi = parse_abi_name(&found.name).ok_or("bad narrow name")?;
                adapter(&mut text, &wide, &abi, found, narrow_abi.vlen)?;
            }
            // No narrow variant (vcc's remarks say why, and `expect-variants` pins it): lane by
            // lane, as the reference does.
            None if scalar_fallback => scalar_adapter(&mut text, &wide, &abi, case_text)?,
            None => {}
        }
    }
    Ok(text)
}

/// Adapters that run each wide variant the case declares lane by lane through the scalar
/// function (active lanes only, in lane order): the variants' meaning, for the reference.
pub fn scalar_adapters(case_text: &str) -> Result<String, String> {
    let mut text = String::from("\n/* wfv tier: the wide variants main calls, lane by lane */\n");
    for wide in wide_declarations(case_text) {
        let Some(abi) = parse_abi_name(&wide.name) else { continue };
        if abi.isa == 'd' {
            scalar_adapter(&mut text, &wide, &abi, case_text)?;
        }
    }
    Ok(text)
}

/// The scalar function `name`'s prototype: a line at column 0 that declares or defines it.
fn scalar_proto(case_text: &str, name: &str) -> Option<Proto> {
    let call = format!(" {}(", name);
    case_text.lines().filter(|l| !l.starts_with(char::is_whitespace) && l.contains(&call)).find_map(|l| {
        let (head, tail) = l.split_once(&call)?;
        let args = tail.split(')').next()?;
        let mut ret = head.trim();
        for word in ["static ", "inline ", "extern "] {
            ret = ret.strip_prefix(word).unwrap_or(ret).trim();
        }
        let params = args.split(',').map(strip_param_name).collect();
        (!ret.is_empty() && !ret.contains(['=', '(', '#'])).then(|| Proto {
            ret: ret.to_string(),
            name: name.to_string(),
            params,
        })
    })
}

/// Writes one adapter that calls the scalar function for each active lane of `wide`.
fn scalar_adapter(text: &mut String, wide: &Proto, abi: &AbiName, case_text: &str) -> Result<(), String> {
    let scalar = scalar_proto(case_text, &abi.func)
        .ok_or_else(|| format!("no narrow variant for {} and no prototype of `{}`", wide.name, abi.func))?;
    let vlen = abi.vlen;
    if wide.params.len() != abi.params.len() + usize::from(abi.masked) || scalar.params.len() != abi.params.len() {
        return Err(format!("cannot adapt {} to `{}` lane by lane", wide.name, abi.func));
    }
    let formals: Vec<String> = wide.params.iter().enumerate().map(|(k, t)| format!("{} a{}", t, k)).collect();
    let _ = writeln!(text, "{} {}({}) {{", wide.ret, wide.name, formals.join(", "));
    let is_void = wide.ret == "void";
    if !is_void {
        let _ = writeln!(text, "    {} r;\n    memset(&r, 0, sizeof r);", wide.ret);
    }
    let _ = writeln!(text, "    for (int l = 0; l < {}; l++) {{", vlen);
    if abi.masked {
        let m = abi.params.len();
        let _ = writeln!(
            text,
            "        static const char zero[sizeof a{m} / {vlen}];\n        if (memcmp((const char *)&a{m} + l * sizeof zero, zero, sizeof zero) == 0)\n            continue;"
        );
    }
    for (k, (param, scalar_type)) in abi.params.iter().zip(&scalar.params).enumerate() {
        let _ = writeln!(text, "        {} s{};", scalar_type, k);
        let _ = match param {
            Param::Vector => writeln!(
                text,
                "        _Static_assert(sizeof a{k} == {vlen} * sizeof s{k}, \"argument {k}'s lanes\");\n        memcpy(&s{k}, (const char *)&a{k} + l * sizeof s{k}, sizeof s{k});"
            ),
            Param::Uniform => writeln!(text, "        s{k} = a{k};"),
            Param::Linear(step) if wide.params[k].contains('*') => {
                writeln!(text, "        s{k} = ({}) ((const char *)a{k} + (long)l * {step});", scalar_type)
            }
            Param::Linear(step) => writeln!(text, "        s{k} = a{k} + l * {step};"),
            Param::LinearIn(at) => writeln!(text, "        s{k} = a{k} + l * a{at};"),
        };
    }
    let actuals: Vec<String> = (0..abi.params.len()).map(|k| format!("s{}", k)).collect();
    if is_void {
        let _ = writeln!(text, "        {}({});", abi.func, actuals.join(", "));
    } else {
        let _ = writeln!(
            text,
            "        {} sr = {}({});\n        memcpy((char *)&r + l * sizeof sr, &sr, sizeof sr);",
            scalar.ret,
            abi.func,
            actuals.join(", ")
        );
    }
    let _ = writeln!(text, "    }}");
    if !is_void {
        let _ = writeln!(text, "    return r;");
    }
    let _ = writeln!(text, "}}");
    Ok(())
}

/// Writes one adapter: `wide` split into `abi.vlen / vlen` calls of `narrow`.
fn adapter(text: &mut String, wide: &Proto, abi: &AbiName, narrow: &Proto, vlen: usize) -> Result<(), String> {
    let expected = abi.params.len() + usize::from(abi.masked);
    if wide.params.len() != expected || narrow.params.len() != expected || vlen == 0 || !abi.vlen.is_multiple_of(vlen) {
        return Err(format!(
            "cannot adapt {} ({} parameters) to {} ({} parameters, vlen {})",
            wide.name,
            wide.params.len(),
            narrow.name,
            narrow.params.len(),
            vlen
        ));
    }
    let pieces = abi.vlen / vlen;
    let is_void = wide.ret == "void";
    let formals: Vec<String> = wide.params.iter().enumerate().map(|(k, t)| format!("{} a{}", t, k)).collect();
    let attribute = if abi.isa == 'e' { "__attribute__((target(\"avx512f\"))) " } else { "" };
    let _ = writeln!(text, "{}{} {}({}) {{", attribute, wide.ret, wide.name, formals.join(", "));
    if !is_void {
        let _ = writeln!(text, "    {} r;", wide.ret);
        let _ =
            writeln!(text, "    _Static_assert(sizeof r == {} * sizeof({}), \"result lanes\");", pieces, narrow.ret);
    }
    let _ = writeln!(text, "    for (int p = 0; p < {}; p++) {{", pieces);
    for (k, narrow_type) in narrow.params.iter().enumerate() {
        let _ = writeln!(text, "        {} n{};", narrow_type, k);
        let param = abi.params.get(k);
        let pointer = wide.params[k].contains('*');
        let vector_copy = |text: &mut String| {
            let _ = writeln!(
                text,
                "        _Static_assert(sizeof a{k} == {pieces} * sizeof n{k}, \"argument {k}'s lanes\");\n        memcpy(&n{k}, (const char *)&a{k} + p * sizeof n{k}, sizeof n{k});"
            );
        };
        match param {
            Some(Param::Vector) => vector_copy(text),
            Some(Param::Uniform) => {
                let _ = writeln!(text, "        n{k} = a{k};");
            }
            Some(Param::Linear(step)) if pointer => {
                let _ = writeln!(
                    text,
                    "        n{k} = ({}) ((const char *)a{k} + (long)p * {vlen} * {step});",
                    narrow_type
                );
            }
            Some(Param::Linear(step)) => {
                let _ = writeln!(text, "        n{k} = a{k} + p * {vlen} * {step};");
            }
            Some(Param::LinearIn(at)) => {
                let _ = writeln!(text, "        n{k} = a{k} + p * {vlen} * a{};", at);
            }
            None if wide.params[k].starts_with('v') || wide.params[k].starts_with("__m") => vector_copy(text),
            None => {
                let _ = writeln!(
                    text,
                    "        memset(&n{k}, 0, sizeof n{k});\n        for (int l = 0; l < {vlen}; l++)\n            if (a{k} >> (p * {vlen} + l) & 1)\n                memset((char *)&n{k} + l * (sizeof n{k} / {vlen}), 0xff, sizeof n{k} / {vlen});"
                );
            }
        }
    }
    let actuals: Vec<String> = (0..narrow.params.len()).map(|k| format!("n{}", k)).collect();
    if is_void {
        let _ = writeln!(text, "        {}({});", narrow.name, actuals.join(", "));
    } else {
        let _ = writeln!(text, "        {} nr = {}({});", narrow.ret, narrow.name, actuals.join(", "));
        let _ = writeln!(text, "        memcpy((char *)&r + p * sizeof nr, &nr, sizeof nr);");
    }
    let _ = writeln!(text, "    }}");
    if !is_void {
        let _ = writeln!(text, "    return r;");
    }
    let _ = writeln!(text, "}}");
    Ok(())
}

/// What one narrow target's programs must print, and how they are built.
pub struct NarrowCheck<'a> {
    pub dir: &'a Path,
    pub tmp: &'a Path,
    pub target: &'a str,
    pub case_text: &'a str,
    /// `<name>.lib.c`, when the case has one.
    pub lib_source: Option<&'a Path>,
    /// The native objects linked into x86 programs (the lib built by the native cc).
    pub link: &'a [String],
    pub tolerance: Option<f64>,
}

impl NarrowCheck<'_> {
    /// Builds vcc's output plus the adapters, runs it where it can, compares with `expected`.
    pub fn run(&self, c_text: &[u8], expected: &Option<RunOutput>) -> Result<(), String> {
        let isa = isa_letter(self.target).ok_or("not a narrow target")?;
        let output = String::from_utf8_lossy(c_text).into_owned();
        let write = |scalar_fallback: bool, suffix: &str| -> Result<std::path::PathBuf, String> {
            let adapters = adapters(self.case_text, &output, isa, scalar_fallback)
                .map_err(|e| format!("--target={}: {}", self.target, e))?;
            let out_c = self.tmp.join(format!("vcc_{}{}.c", self.target, suffix));
            std::fs::write(&out_c, format!("#include <string.h>\n{}{}", output, adapters))
                .map_err(|e| format!("cannot write {}: {}", out_c.display(), e))?;
            Ok(out_c)
        };
        let out_c = write(true, "")?;
        if self.target == "neon" {
            return self.run_neon(&out_c);
        }
        let omp_c = write(false, "_omp")?;
        let include = format!("-I{}", self.dir.display());
        let run_it = expected.is_some() && crate::loopvec::host_runs(self.target);
        let builds =
            [(SSE_FLAGS, "cc -O2"), (SSE_OMP_FLAGS, "cc -O2 -fopenmp-simd"), (SSE_SANITIZE_FLAGS, "cc -fsanitize")];
        for (idx, (extra, tag)) in builds.into_iter().enumerate() {
            let exe = self.tmp.join(format!("vcc_{}_{}", self.target, idx));
            let all: Vec<&str> =
                extra.iter().copied().chain([include.as_str()]).chain(self.link.iter().map(String::as_str)).collect();
            let source = if extra == SSE_OMP_FLAGS { &omp_c } else { &out_c };
            support::compile_c(source, &exe, &all)
                .map_err(|e| format!("--target={}: vcc's output does not build with {}: {}", self.target, tag, e))?;
            if !run_it {
                continue;
            }
            let out = support::run_with_timeout(&mut Command::new(&exe), RUN_TIMEOUT)?;
            self.compare(&out, expected, tag)?;
        }
        Ok(())
    }

    /// neon: vcc's program and a reference, both built for AArch64 and run under QEMU. The
    /// reference is the original with lane-by-lane wide variants (`scalar_adapters`): AArch64
    /// differs from x86 where C leaves it to the machine (a NaN's sign, an out-of-range
    /// float-to-int conversion), so the x86 original's output is not the yardstick there.
    fn run_neon(&self, out_c: &Path) -> Result<(), String> {
        let cross = &cross::NEON;
        if !cross.available()? {
            return Ok(());
        }
        let include = format!("-I{}", self.dir.display());
        let mut flags: Vec<String> = NEON_FLAGS.iter().map(|f| f.to_string()).chain([include.clone()]).collect();
        if let Some(lib) = self.lib_source {
            flags.push(self.neon_lib(lib, &include)?.display().to_string());
        }
        let flag_refs: Vec<&str> = flags.iter().map(String::as_str).collect();
        let reference_c = self.tmp.join("reference_neon.c");
        let reference_text = format!("#include <string.h>\n{}{}", self.case_text, scalar_adapters(self.case_text)?);
        std::fs::write(&reference_c, reference_text)
            .map_err(|e| format!("cannot write {}: {}", reference_c.display(), e))?;
        let reference_exe = self.tmp.join("reference_neon");
        cross.compile(&reference_c, &reference_exe, &flag_refs).map_err(|e| format!("the neon reference: {}", e))?;
        let exe = self.tmp.join("vcc_neon");
        cross
            .compile(out_c, &exe, &flag_refs)
            .map_err(|e| format!("--target=neon: vcc's output does not build: {}", e))?;
        let reference = cross.run(&reference_exe, CROSS_RUN_TIMEOUT)?;
        if reference.timed_out || !reference.status.success() {
            return Err(format!(
                "the neon reference fails ({}):\n{}",
                reference.describe_status(),
                reference.stderr_text()
            ));
        }
        let out = cross.run(&exe, CROSS_RUN_TIMEOUT)?;
        self.compare(&out, &Some(reference), cross.qemu)
    }

    /// `<name>.lib.c` as an AArch64 object: gcc -fopenmp-simd's variants, or, where gcc makes
    /// none (it warns that it "does not currently support" mixed lane sizes on AArch64, which
    /// the AdvSIMD ABI allows and vcc's callers use), vcc's own neon output of it.
    fn neon_lib(&self, lib: &Path, include: &str) -> Result<std::path::PathBuf, String> {
        let cross = &cross::NEON;
        let obj = self.tmp.join("lib_neon.o");
        let compile = |source: &Path| -> Result<RunOutput, String> {
            let mut cmd = Command::new(cross.cc);
            cmd.args(["-O2", "-ffp-contract=off", "-fopenmp-simd", "-c", include]).arg(source).arg("-o").arg(&obj);
            let out = support::run_with_timeout(&mut cmd, Duration::from_secs(120))?;
            if out.timed_out || !out.status.success() {
                return Err(format!("{} fails on {}:\n{}", cross.cc, source.display(), out.stderr_text()));
            }
            Ok(out)
        };
        if !compile(lib)?.stderr_text().contains("does not currently support") {
            return Ok(obj);
        }
        let args = ["--target=neon".to_string(), lib.display().to_string(), "-o".to_string(), "-".to_string()];
        let text = support::run_vcc_ok(self.dir, &args)?;
        let lib_c = self.tmp.join("lib_neon.c");
        std::fs::write(&lib_c, text).map_err(|e| format!("cannot write {}: {}", lib_c.display(), e))?;
        compile(&lib_c)?;
        Ok(obj)
    }

    fn compare(&self, actual: &RunOutput, expected: &Option<RunOutput>, tag: &str) -> Result<(), String> {
        if actual.timed_out || !actual.status.success() {
            return Err(format!(
                "--target={} ({}): vcc's program fails ({}):\n{}",
                self.target,
                tag,
                actual.describe_status(),
                actual.stderr_text()
            ));
        }
        let Some(expected) = expected else { return Ok(()) };
        let (e, a) = (String::from_utf8_lossy(&expected.stdout), String::from_utf8_lossy(&actual.stdout));
        let same = match self.tolerance {
            None => actual.stdout == expected.stdout,
            Some(tolerance) => crate::loopvec::same_within(&e, &a, tolerance),
        };
        if same {
            return Ok(());
        }
        Err(format!(
            "--target={} ({}): vcc's variants print something else than the reference:\n{}",
            self.target,
            tag,
            support::first_difference(&e, &a)
        ))
    }
}

/// Checks of the adapters' parsing and text, run as the `runner::wfv_adapters` trial.
pub fn self_trials() -> Vec<Trial> {
    vec![Trial::test("runner::wfv_adapters", || {
        let names = [
            ("_ZGVdN8l4a32u_bump", "l4u", vec![Param::Linear(4), Param::Uniform]),
            ("_ZGVbM2uls2u_pick", "uls2u", vec![Param::Uniform, Param::LinearIn(2), Param::Uniform]),
            ("_ZGVnN4vln2_f", "vln2", vec![Param::Vector, Param::Linear(-2)]),
        ];
        for (name, shape, params) in names {
            let abi = parse_abi_name(name).ok_or_else(|| format!("{} does not parse", name))?;
            if abi.shape != shape || abi.params != params {
                return Err(format!("{} parsed as {:?}", name, abi).into());
            }
        }
        let case = "float f(const float *p, float k);\nv8f _ZGVdM8l4u_f(const float *, float, v8f);\n";
        let output = "__attribute__((target(\"sse4.2\"))) __m128 _ZGVbM4l4u_f(const float *p, float k, __m128 mask);\n\
                      __attribute__((target(\"sse4.2\"))) __m128 _ZGVbM4l4u_f(const float *p, float k, __m128 mask) {\n";
        let text = adapters(case, output, 'b', true)?;
        for line in [
            "v8f _ZGVdM8l4u_f(const float * a0, float a1, v8f a2) {",
            "        n0 = (const float *) ((const char *)a0 + (long)p * 4 * 4);",
            "        __m128 nr = _ZGVbM4l4u_f(n0, n1, n2);",
        ] {
            if !text.lines().any(|l| l == line) {
                return Err(format!("no line `{}` in the adapter:\n{}", line, text).into());
            }
        }
        let reference = scalar_adapters(case)?;
        if !reference.lines().any(|l| l == "        float sr = f(s0, s1);") {
            return Err(format!("no scalar call in the reference adapter:\n{}", reference).into());
        }
        Ok(())
    })]
}
