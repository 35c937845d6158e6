//! The command line, as clap sees it, and what the driver derives from it.

use clap::{Parser, ValueEnum};
use std::path::PathBuf;
use std::process::Command;

const ABOUT: &str = "vcc — a source-to-source vectorizing compiler for C.

vcc reads a C file, finds SIMD parallelism in loops, straight-line code and annotated functions, and
writes the same program back as C with the hot parts rewritten in SIMD intrinsics or generic vector
extensions. Compile its output with your usual C compiler.";

const AFTER_HELP: &str = "Examples:
  vcc kernel.c -o kernel_vec.c && cc -O2 kernel_vec.c -o kernel -lm
  vcc --target=avx2 --remarks kernel.c -o kernel_vec.c
  vcc --emit=ir kernel.c -o -            # show the SSA IR after the midend
  vcc --emit=vplan kernel.c -o -         # show the loop vectorizer's plans and costs
  vcc --no-vectorize --emit-all kernel.c -o -   # the plain C -> IR -> C round trip

Compiler flags: vcc preprocesses with `<cc> -E`, so it accepts the flags that change what the
preprocessor sees and passes them on in their order: -I DIR, -D NAME[=VALUE], -U NAME,
-include FILE, -imacros FILE, -iquote DIR, -isystem DIR, -idirafter DIR, --sysroot=DIR,
-nostdinc, -std=..., -ansi, -O..., -m... (-march=haswell also decides --target=native),
-f..., -pthread, -target TRIPLE, and harmlessly -W..., -w, -g... .
  vcc $(CPPFLAGS) $(CFLAGS) kernel.c -o kernel_vec.c
  vcc -std=c11 -march=haswell -I include - -o - < kernel.c   # - reads standard input

In a build, `vcc-cc` runs vcc on every C file a compiler command compiles:
  make CC=\"vcc-cc gcc\"      (see vcc-cc --help)

In a Makefile:
  %_vec.c: %.c
  \tvcc $(CPPFLAGS) $< -o $@

Exit status: 0 on success, 1 when the input has errors (nothing is written) or -o names the
input file, 2 on usage errors.
Functions vcc cannot transform are copied unchanged; --remarks says why.";

#[derive(Parser, Debug)]
#[command(name = "vcc", version, about = ABOUT, after_help = AFTER_HELP)]
pub struct Cli {
    /// The C source file to read; `-` reads standard input (named `<stdin>` in diagnostics).
    pub input: PathBuf,

    /// Where to write the result; `-` writes to standard output. The file is replaced atomically
    /// and left untouched when vcc fails.
    #[arg(short = 'o', value_name = "OUTPUT")]
    pub output: PathBuf,

    /// The compiler flags that change what the preprocessor sees (`-I -D -U -include -std= -O
    /// -march= -m... -f... -isystem ...`), in their order: taken out of the command line before
    /// clap parses it (see `ccflags.rs`).
    #[arg(skip)]
    pub cc_args: Vec<String>,

    /// The C compiler used to preprocess (`<cc> -E`) and to probe the native target.
    #[arg(long = "cc", value_name = "PROGRAM", default_value = "cc")]
    pub cc: String,

    /// The SIMD instruction set to write code for. `native` picks the best one that the
    /// compiler given by --cc supports on this machine with -march=native: avx512vbmi where it has
    /// AVX-512F, VL, BW, DQ and VBMI, avx512 without VBMI (their `-zmm` forms on Zen 5), else
    /// avx2, sse4.2, sse2, neon, generic; when compiler flags given to vcc choose an instruction set
    /// (`-march=haswell`, `-mavx2`), the best one those flags allow, as `cc` does.
    #[arg(long = "target", value_enum, default_value_t = TargetArg::Native)]
    pub target: TargetArg,

    /// The core whose costs the vectorizers price their plans with (which instructions
    /// they may use is --target's): `generic` (the instruction set's costs alone), `zen3`,
    /// `zen4`, `sapphirerapids` (Intel's Golden Cove server cores), or `native`: the core in
    /// /proc/cpuinfo (AMD family 19h by model: Zen 3 or Zen 4; Intel family 6 models 8Fh and
    /// CFh: Sapphire and Emerald Rapids; any other CPU: generic). Default: `native` with
    /// --target=native (unless compiler flags such as -march=haswell choose the instruction
    /// set), else `generic`.
    #[arg(long = "tune", value_enum, value_name = "CORE")]
    pub tune: Option<TuneArg>,

    /// What to write: C source (default), the SSA IR after the midend, the loop vectorizer's
    /// candidate plans, or the SLP vectorizer's trees.
    #[arg(long = "emit", value_enum, default_value_t = EmitKind::C)]
    pub emit: EmitKind,

    /// Let the vectorizers reassociate floating-point arithmetic: float and double sum,
    /// product, min and max reductions are vectorized, and their results may differ from the
    /// scalar loop's in the last bits (as with cc -ffast-math). On AVX2, exp, log, sin, cos
    /// and pow (and the f versions) then call glibc's vector variants (libmvec, linked by
    /// -lm), which may also differ in the last bits.
    #[arg(long = "fast-math")]
    pub fast_math: bool,

    /// Do not vectorize loops nor make vector variants: the output is the foundation's round trip (the input, or with
    /// --emit-all every function regenerated from the IR as it was written).
    #[arg(long = "no-vectorize")]
    pub no_vectorize: bool,

    /// Do not run the SLP vectorizer (straight-line code: stores to consecutive addresses and
    /// the operations feeding them, as vector code).
    #[arg(long = "no-slp")]
    pub no_slp: bool,

    /// The SLP vectorizer writes a tree when its cost (vector minus scalar, in the target's
    /// cost units) is below -N; default 0: any saving. A negative N vectorizes trees that
    /// cost up to |N| - 1 more.
    #[arg(long = "slp-threshold", value_name = "N", default_value_t = 0, allow_hyphen_values = true)]
    pub slp_threshold: i64,

    /// Function-level vectorization of annotated functions: `full` (default), `naive` (every
    /// value a vector and every memory access a gather/scatter: the ablation baseline), `off`.
    #[arg(long = "wfv", value_enum, default_value_t = WfvArg::Full)]
    pub wfv: WfvArg,

    /// In vector variants, do not skip blocks that no lane is in (except where a scalar side
    /// effect needs it).
    #[arg(long = "no-boscc")]
    pub no_boscc: bool,

    /// In vector variants, keep every divergent loop a vector loop to its end: without this
    /// flag, where the target's costs say it pays (a scalar iteration much cheaper than a
    /// vector one, as with gathers, on targets whose masks are bits), the last few active lanes
    /// run one by one as scalar code (the seed's scalar execution; --wfv=naive does not either).
    #[arg(long = "no-scalar-lanes")]
    pub no_scalar_lanes: bool,

    /// Do not regroup instances: without this flag, a loop that calls a function's vector
    /// variant once per unrolled part, where the function branches on a varying condition of
    /// its parameters with costly arms, first sorts the calls' instances by that condition, so
    /// that all vectors but one run one arm only (the seed's instance restructuring;
    /// --wfv=naive does not either).
    #[arg(long = "no-restructure")]
    pub no_restructure: bool,

    /// Write vector code in generic vector extensions (`vector_size`) for the target, with
    /// its attribute and the same plans, instead of its intrinsics (SSE, AVX, NEON): the
    /// compiler then chooses the instructions. For measuring what the intrinsics bring.
    #[arg(long = "no-intrinsics")]
    pub no_intrinsics: bool,

    /// Annotated functions declared but not defined in this file have vector variants defined
    /// elsewhere (by vcc or by gcc/clang `declare simd`) under their ABI names: call them.
    /// Without this flag such calls stay scalar, one per lane, with a warning.
    #[arg(long = "extern-variants")]
    pub extern_variants: bool,

    /// Regenerate every function from the IR, not only the transformed ones (a round trip that
    /// tests vcc itself; the program's behaviour is unchanged).
    #[arg(long = "emit-all")]
    pub emit_all: bool,

    /// What the C output is made from. `source` (readable): your file as written, with the
    /// rewritten functions replaced in it; functions defined in your headers, or whose
    /// definition a macro writes beyond its first words, stay as they are. `preprocessed`: the
    /// preprocessed translation unit (macros expanded, line markers kept), where every
    /// function of yours can be rewritten, header ones included; compile it with the same
    /// compiler. `auto` (default): `source` unless a rewritten function can only be written in
    /// `preprocessed`.
    #[arg(long = "output-form", value_enum, default_value_t = OutputFormArg::Auto)]
    pub output_form: OutputFormArg,

    /// Print, on standard error, for every loop and function what vcc did or why it did nothing,
    /// as `file:line:col: remark: ...`.
    #[arg(long = "remarks")]
    pub remarks: bool,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum TargetArg {
    /// GCC/Clang generic vector extensions (`vector_size`), portable.
    Generic,
    /// x86-64 SSE2, the x86-64 baseline (what a build without -march runs): 128-bit vectors,
    /// SSE2 intrinsics, no target attribute.
    Sse2,
    /// x86-64 SSE4.2, 128-bit vectors.
    #[value(name = "sse4.2")]
    Sse42,
    /// x86-64 AVX2, 256-bit vectors (FMA never enabled: results stay bit-exact).
    Avx2,
    /// x86-64 AVX-512 (F, VL, BW, DQ): loops on 256-bit vectors (AVX2 plus k-masked loads and
    /// stores, scatters, 64-bit multiplies, min/max and conversions), vector variants on 512-bit
    /// ones ('e', 16 floats; 'd' ones too); floating-point contraction off in its functions
    /// (AVX-512F brings FMA), so results stay bit-exact. Loops with 64-bit multiplies run on
    /// 512-bit vectors where the cost model finds that cheaper.
    Avx512,
    /// avx512 plus AVX-512VBMI (byte permutes across two registers): loops with interleaved
    /// byte groups (RGB pixels) also on 512-bit vectors where cheaper. Its programs run only on
    /// CPUs with VBMI (Ice Lake, Zen 4 and later).
    Avx512vbmi,
    /// avx512 for cores that run 512-bit operations at full width (Zen 5): the same
    /// instructions, every loop planned on 512-bit vectors.
    #[value(name = "avx512-zmm")]
    Avx512Zmm,
    /// avx512vbmi for cores that run 512-bit operations at full width (Zen 5).
    #[value(name = "avx512vbmi-zmm")]
    Avx512vbmiZmm,
    /// AArch64 Advanced SIMD, 128-bit vectors.
    Neon,
    /// The best of the above that the host compiler supports with -march=native; on a CPU that
    /// runs 512-bit operations at full width (AMD Zen 5: family 1Ah in /proc/cpuinfo), an avx512
    /// target's `-zmm` form. Compiler flags given to vcc that choose an instruction set
    /// (`-march=`, `-mcpu=`, `-mavx2`, ...) are used instead of -march=native.
    Native,
    /// The best of the above that the compiler given by --cc allows with the compiler flags
    /// given to vcc (its predefined macros; without -march=native unless given): `-mavx2` or
    /// `-march=haswell` gives avx2, no flag the compiler's baseline (sse2 on x86-64, neon on
    /// AArch64). The output then needs no instruction set the flags do not allow; vcc-cc uses it.
    Cc,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum TuneArg {
    /// No core in particular: the instruction set's costs.
    Generic,
    /// AMD Zen 3.
    Zen3,
    /// AMD Zen 4.
    Zen4,
    /// Intel Sapphire Rapids and Emerald Rapids (Golden Cove and Raptor Cove server cores).
    Sapphirerapids,
    /// The host's core, from /proc/cpuinfo.
    Native,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum WfvArg {
    /// Vector variants with every shape optimisation and BOSCC.
    Full,
    /// Vector variants without shape optimisations.
    Naive,
    /// No vector variants.
    Off,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum OutputFormArg {
    Auto,
    Source,
    Preprocessed,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum EmitKind {
    /// C source.
    C,
    /// The SSA IR, in vcc's text form.
    Ir,
    /// For every innermost loop, per function: each candidate plan (VF, UF) with its recipes
    /// and cost, and the chosen one, or why the loop cannot be vectorized.
    Vplan,
    /// Every SLP attempt, in source order: its root and cost, and its tree node by node
    /// (Vectorize or Gather, the lanes, the node's cost).
    Slp,
}

impl Cli {
    /// What the midend runs: the loop and function vectorizers are on unless `--no-vectorize`.
    pub fn pipeline_options(
        &self,
        target: midend::target::TargetKind,
        tune: midend::target::Tune,
    ) -> midend::pipeline::PipelineOptions {
        midend::pipeline::PipelineOptions {
            verify: true,
            target,
            tune,
            vectorize_loops: !self.no_vectorize,
            fast_math: self.fast_math,
            wfv: match self.wfv {
                _ if self.no_vectorize => None,
                WfvArg::Off => None,
                mode => Some(midend::transform::wfv::WfvOptions {
                    naive: mode == WfvArg::Naive,
                    boscc: !self.no_boscc,
                    extern_variants: self.extern_variants,
                    fast_math: self.fast_math,
                    scalar_lanes: !self.no_scalar_lanes,
                    regroup: !self.no_restructure,
                }),
            },
            slp: (!self.no_vectorize && !self.no_slp).then_some(midend::transform::slp::SlpOptions {
                threshold: self.slp_threshold,
                trace: self.emit == EmitKind::Slp,
                ..Default::default()
            }),
        }
    }

    pub fn preprocess_options(&self) -> frontend::preprocess::PreprocessOptions {
        frontend::preprocess::PreprocessOptions {
            cc: self.cc.clone(),
            extra_args: self.cc_args.clone(),
            ..frontend::preprocess::PreprocessOptions::default()
        }
    }

    /// Colour diagnostics only on a terminal, like cc.
    pub fn color(&self) -> bool {
        std::io::IsTerminal::is_terminal(&std::io::stderr())
    }

    /// The target table to use; `native` and `cc` are resolved by asking the compiler, with the
    /// compiler flags given that decide the instruction set or the data model (`-m...`,
    /// `-target`); with such flags an explicit target is checked against the data model too.
    pub fn resolve_target(&self) -> Result<midend::target::TargetKind, String> {
        use midend::target::TargetKind;
        let mut flags = crate::ccflags::isa_flags(&self.cc_args);
        let explicit = match self.target {
            TargetArg::Generic => TargetKind::Generic,
            TargetArg::Sse2 => TargetKind::Sse2,
            TargetArg::Sse42 => TargetKind::Sse42,
            TargetArg::Avx2 => TargetKind::Avx2,
            TargetArg::Avx512 => TargetKind::Avx512,
            TargetArg::Avx512vbmi => TargetKind::Avx512Vbmi,
            TargetArg::Avx512Zmm => TargetKind::Avx512Zmm,
            TargetArg::Avx512vbmiZmm => TargetKind::Avx512VbmiZmm,
            TargetArg::Neon => TargetKind::Neon,
            TargetArg::Native => {
                if !crate::ccflags::selects_isa(&flags) {
                    flags.push("-march=native".to_string());
                }
                return probe_target(&self.cc, &flags);
            }
            TargetArg::Cc => return probe_target(&self.cc, &flags),
        };
        if !flags.is_empty() {
            probe_target(&self.cc, &flags)?;
        }
        Ok(explicit)
    }
}

impl Cli {
    /// The core to price plans for: `--tune`, else the host's under `--target=native` probed
    /// with -march=native (an explicit target, as the tests give, or one that compiler flags
    /// such as -march=haswell choose, is priced the same on every host).
    pub fn resolve_tune(&self) -> midend::target::Tune {
        use midend::target::Tune;
        match self.tune {
            Some(TuneArg::Generic) => Tune::Generic,
            Some(TuneArg::Zen3) => Tune::Zen3,
            Some(TuneArg::Zen4) => Tune::Zen4,
            Some(TuneArg::Sapphirerapids) => Tune::SapphireRapids,
            Some(TuneArg::Native) => native_tune(),
            None if self.target == TargetArg::Native
                && !crate::ccflags::selects_isa(&crate::ccflags::isa_flags(&self.cc_args)) =>
            {
                native_tune()
            }
            None => Tune::Generic,
        }
    }
}

/// The host's core, from /proc/cpuinfo (generic where it cannot be read).
fn native_tune() -> midend::target::Tune {
    tune_from_cpuinfo(&std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default())
}

/// A tune and its cores: `vendor_id`, `cpu family` and inclusive `model` ranges.
type CoreModels = (midend::target::Tune, &'static str, u32, &'static [(u32, u32)]);

/// The cores of each tune: (`vendor_id`, `cpu family`, the `model` ranges), as AMD's and
/// Intel's documents number them. Zen 3 is family 19h models 00h-0Fh (Milan, Chagall),
/// 20h-2Fh (Vermeer), 40h-5Fh (Rembrandt, Cezanne); Zen 4 models 10h-1Fh (Genoa, Storm Peak),
/// 60h-7Fh (Raphael, Phoenix), A0h-AFh (Bergamo, Siena). Intel: Sapphire Rapids (8Fh) and
/// Emerald Rapids (CFh), whose cores are all Golden Cove or Raptor Cove; the hybrid client
/// parts (Alder and Raptor Lake) also run Gracemont cores, and stay generic.
const TUNES: &[CoreModels] = &[
    (midend::target::Tune::Zen3, "AuthenticAMD", 0x19, &[(0x00, 0x0f), (0x20, 0x2f), (0x40, 0x5f)]),
    (midend::target::Tune::Zen4, "AuthenticAMD", 0x19, &[(0x10, 0x1f), (0x60, 0x7f), (0xa0, 0xaf)]),
    (midend::target::Tune::SapphireRapids, "GenuineIntel", 6, &[(0x8f, 0x8f), (0xcf, 0xcf)]),
];

/// The tune of the first CPU in this /proc/cpuinfo text (`TUNES`), else generic.
fn tune_from_cpuinfo(cpuinfo: &str) -> midend::target::Tune {
    let number = |name: &str| cpuinfo_field(cpuinfo, name).and_then(|v| v.parse::<u32>().ok());
    let (Some(vendor), Some(family), Some(model)) =
        (cpuinfo_field(cpuinfo, "vendor_id"), number("cpu family"), number("model"))
    else {
        return midend::target::Tune::Generic;
    };
    TUNES
        .iter()
        .find(|(_, v, f, models)| {
            *v == vendor && *f == family && models.iter().any(|&(lo, hi)| (lo..=hi).contains(&model))
        })
        .map_or(midend::target::Tune::Generic, |(tune, ..)| *tune)
}

/// The value of the first `name : value` line of a /proc/cpuinfo text.
fn cpuinfo_field(cpuinfo: &str, name: &str) -> Option<String> {
    cpuinfo.lines().find_map(|l| l.split_once(':').filter(|(k, _)| k.trim() == name).map(|(_, v)| v.trim().to_string()))
}

/// The macros `<cc> -march=native` must predefine for each target, best target first: the
/// first whose macros are all there is picked. avx2 needs `__FMA__` only because every AVX2
/// core has it (vcc never enables FMA). avx512 needs the four subsets its attribute enables
/// (a Xeon Phi's AVX-512F alone gets avx2), avx512vbmi those and VBMI.
const NATIVE_TARGETS: &[(midend::target::TargetKind, &[&str])] = &[
    (
        midend::target::TargetKind::Avx512Vbmi,
        &["__AVX512F__", "__AVX512VL__", "__AVX512BW__", "__AVX512DQ__", "__AVX512VBMI__", "__AVX2__"],
    ),
    (midend::target::TargetKind::Avx512, &["__AVX512F__", "__AVX512VL__", "__AVX512BW__", "__AVX512DQ__", "__AVX2__"]),
    (midend::target::TargetKind::Avx2, &["__AVX2__", "__FMA__"]),
    (midend::target::TargetKind::Sse42, &["__SSE4_2__"]),
    // x86-64 without -march: SSE2 intrinsics (2.1x generic vectors' speed over the loop
    // benchmarks, testsuite/bench/TARGETS_RESULTS.md). Not on 32-bit x86, which vcc refuses.
    (midend::target::TargetKind::Sse2, &["__SSE2__", "__x86_64__"]),
    (midend::target::TargetKind::Neon, &["__ARM_NEON"]),
];

/// The CPUs (`vendor_id`, `cpu family` of /proc/cpuinfo) that run 512-bit operations at full
/// width, where the avx512 targets' `-zmm` forms plan loops on 512-bit vectors: AMD family 1Ah
/// (Zen 5). Zen 4 (19h) splits them into two 256-bit halves, and Intel's cores lower their clock
/// for them: there 256-bit loops are as fast or faster (see `Target::loop_vector_bytes`).
const FULL_WIDTH_512: &[(&str, u32)] = &[("AuthenticAMD", 0x1a)];

/// Asks `<cc> <isa_flags>` which SIMD macros it predefines and, under -march=native,
/// /proc/cpuinfo whether the CPU is one of `FULL_WIDTH_512`. Falls back to the generic target
/// when the compiler cannot be run (the output then still compiles anywhere). An error when the
/// compiler's data model is not LP64 (`-m32`, a 32-bit cross compiler): vcc's types assume
/// 64-bit `long` and pointers, and its output would compute something else.
fn probe_target(cc: &str, isa_flags: &[String]) -> Result<midend::target::TargetKind, String> {
    let out = Command::new(cc).args(isa_flags).args(["-dM", "-E", "-x", "c", "/dev/null"]).output();
    let march_native = isa_flags.iter().any(|f| f == "-march=native");
    let kind = match out {
        Ok(out) if out.status.success() => {
            let macros = String::from_utf8_lossy(&out.stdout);
            if !defines(&macros, "__LP64__") {
                let shown: Vec<&str> = std::iter::once(cc).chain(isa_flags.iter().map(String::as_str)).collect();
                return Err(format!("`{}` targets a data model other than LP64 (no __LP64__); vcc supports only 64-bit `long` and pointers", shown.join(" ")));
            }
            target_from_macros(&macros, march_native)
        }
        _ => midend::target::TargetKind::Generic,
    };
    let cpuinfo =
        if march_native { std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default() } else { String::new() };
    Ok(if full_width_512(&cpuinfo) { zmm_form(kind) } else { kind })
}

/// Whether these `#define` lines define `name`.
fn defines(macros: &str, name: &str) -> bool {
    macros.lines().any(|l| l.split_whitespace().nth(1) == Some(name))
}

/// Whether the first CPU in this /proc/cpuinfo text is one of `FULL_WIDTH_512`.
fn full_width_512(cpuinfo: &str) -> bool {
    let field = |name: &str| cpuinfo_field(cpuinfo, name);
    let (Some(vendor), Some(family)) = (field("vendor_id"), field("cpu family").and_then(|f| f.parse::<u32>().ok()))
    else {
        return false;
    };
    FULL_WIDTH_512.iter().any(|&(v, f)| v == vendor && f == family)
}

/// The `-zmm` form of an avx512 target; any other target as it is.
fn zmm_form(kind: midend::target::TargetKind) -> midend::target::TargetKind {
    use midend::target::TargetKind;
    match kind {
        TargetKind::Avx512 => TargetKind::Avx512Zmm,
        TargetKind::Avx512Vbmi => TargetKind::Avx512VbmiZmm,
        other => other,
    }
}

/// The target `NATIVE_TARGETS` picks for these `#define` lines. Only a -march=native probe
/// needs `__FMA__` for avx2: flags such as `-mavx2` allow AVX2 without it, and vcc never uses it.
fn target_from_macros(macros: &str, march_native: bool) -> midend::target::TargetKind {
    let has = |name: &str| defines(macros, name);
    NATIVE_TARGETS
        .iter()
        .find(|(_, needed)| needed.iter().filter(|m| march_native || **m != "__FMA__").all(|m| has(m)))
        .map_or(midend::target::TargetKind::Generic, |(kind, _)| *kind)
}

#[cfg(test)]
mod tests {
    use super::*;
    use midend::target::TargetKind;

    #[test]
    fn native_picks_the_best_target_whose_macros_are_all_defined() {
        let avx2 = "#define __AVX2__ 1\n#define __FMA__ 1\n#define __SSE4_2__ 1\n";
        assert_eq!(target_from_macros(avx2, true), TargetKind::Avx2);
        let skylake_x = format!(
            "{}#define __AVX512F__ 1\n#define __AVX512VL__ 1\n#define __AVX512BW__ 1\n#define __AVX512DQ__ 1\n",
            avx2
        );
        assert_eq!(target_from_macros(&skylake_x, true), TargetKind::Avx512);
        let zen4 = format!("{}#define __AVX512VBMI__ 1\n", skylake_x);
        assert_eq!(target_from_macros(&zen4, true), TargetKind::Avx512Vbmi);
        // Xeon Phi: AVX-512F without VL/BW/DQ.
        let knl = format!("{}#define __AVX512F__ 1\n#define __AVX512CD__ 1\n", avx2);
        assert_eq!(target_from_macros(&knl, true), TargetKind::Avx2);
        assert_eq!(target_from_macros("#define __ARM_NEON 1\n", true), TargetKind::Neon);
        assert_eq!(target_from_macros("", true), TargetKind::Generic);
        // x86-64 without -march: its baseline, SSE2; 32-bit x86 has no target.
        let x86_64 = "#define __SSE2__ 1\n#define __x86_64__ 1\n";
        assert_eq!(target_from_macros(x86_64, false), TargetKind::Sse2);
        assert_eq!(target_from_macros("#define __SSE2__ 1\n", false), TargetKind::Generic);
        // -mavx2 without -mfma allows avx2; -march=native without FMA is no AVX2 core.
        assert_eq!(target_from_macros("#define __AVX2__ 1\n", false), TargetKind::Avx2);
        assert_eq!(target_from_macros("#define __AVX2__ 1\n#define __SSE4_2__ 1\n", true), TargetKind::Sse42);
    }

    #[test]
    fn native_tune_follows_vendor_family_and_model() {
        use midend::target::Tune;
        let cpuinfo = |vendor: &str, family: u32, model: u32| {
            format!(
                "processor\t: 0\nvendor_id\t: {}\ncpu family\t: {}\nmodel\t\t: {}\nmodel name\t: x\n",
                vendor, family, model
            )
        };
        // This host (EPYC 9004, Genoa: 19h/11h), a Ryzen 7000 (61h), Bergamo (A0h).
        assert_eq!(tune_from_cpuinfo(&cpuinfo("AuthenticAMD", 25, 0x11)), Tune::Zen4);
        assert_eq!(tune_from_cpuinfo(&cpuinfo("AuthenticAMD", 25, 0x61)), Tune::Zen4);
        assert_eq!(tune_from_cpuinfo(&cpuinfo("AuthenticAMD", 25, 0xa0)), Tune::Zen4);
        // Milan (01h), Vermeer (21h), Cezanne (50h).
        assert_eq!(tune_from_cpuinfo(&cpuinfo("AuthenticAMD", 25, 0x01)), Tune::Zen3);
        assert_eq!(tune_from_cpuinfo(&cpuinfo("AuthenticAMD", 25, 0x21)), Tune::Zen3);
        assert_eq!(tune_from_cpuinfo(&cpuinfo("AuthenticAMD", 25, 0x50)), Tune::Zen3);
        // Zen 5 (1Ah) and Zen 2 (17h) have no rows of their own.
        assert_eq!(tune_from_cpuinfo(&cpuinfo("AuthenticAMD", 26, 0x02)), Tune::Generic);
        assert_eq!(tune_from_cpuinfo(&cpuinfo("AuthenticAMD", 23, 0x31)), Tune::Generic);
        // Sapphire Rapids (8Fh), Emerald Rapids (CFh); Alder Lake (97h) and Ice Lake-SP (6Ah) not.
        assert_eq!(tune_from_cpuinfo(&cpuinfo("GenuineIntel", 6, 0x8f)), Tune::SapphireRapids);
        assert_eq!(tune_from_cpuinfo(&cpuinfo("GenuineIntel", 6, 0xcf)), Tune::SapphireRapids);
        assert_eq!(tune_from_cpuinfo(&cpuinfo("GenuineIntel", 6, 0x97)), Tune::Generic);
        assert_eq!(tune_from_cpuinfo(&cpuinfo("GenuineIntel", 6, 0x6a)), Tune::Generic);
        // The model line, not "model name", is the number; no cpuinfo, no tune.
        assert_eq!(
            tune_from_cpuinfo("vendor_id : AuthenticAMD\ncpu family : 25\nmodel name : AMD EPYC\n"),
            Tune::Generic
        );
        assert_eq!(tune_from_cpuinfo(""), Tune::Generic);
    }

    #[test]
    fn only_native_targets_take_the_host_tune_by_default() {
        use midend::target::Tune;
        let parse = |args: &[&str]| Cli::try_parse_from(["vcc"].iter().chain(args).chain(&["x.c", "-o", "-"])).unwrap();
        assert_eq!(parse(&["--target=avx2"]).resolve_tune(), Tune::Generic);
        assert_eq!(parse(&["--target=avx2", "--tune=zen4"]).resolve_tune(), Tune::Zen4);
        assert_eq!(parse(&["--tune=generic"]).resolve_tune(), Tune::Generic);
        assert_eq!(parse(&["--tune=sapphirerapids"]).resolve_tune(), Tune::SapphireRapids);
        assert_eq!(parse(&[]).resolve_tune(), native_tune());
        let mut haswell = parse(&[]);
        haswell.cc_args = vec!["-march=haswell".to_string()];
        assert_eq!(haswell.resolve_tune(), Tune::Generic, "flags that choose the instruction set are no host");
        assert!(Cli::try_parse_from(["vcc", "--tune=bogus", "x.c", "-o", "-"]).is_err());
    }

    #[test]
    fn zen5_takes_the_zmm_forms() {
        let cpuinfo = |vendor: &str, family: u32| {
            format!("processor\t: 0\nvendor_id\t: {}\ncpu family\t: {}\nmodel\t\t: 2\n", vendor, family)
        };
        assert!(full_width_512(&cpuinfo("AuthenticAMD", 26)));
        assert!(!full_width_512(&cpuinfo("AuthenticAMD", 25)), "Zen 4 splits 512-bit operations");
        assert!(!full_width_512(&cpuinfo("GenuineIntel", 6)));
        assert!(!full_width_512(""));
        assert_eq!(zmm_form(TargetKind::Avx512Vbmi), TargetKind::Avx512VbmiZmm);
        assert_eq!(zmm_form(TargetKind::Avx512), TargetKind::Avx512Zmm);
        assert_eq!(zmm_form(TargetKind::Avx2), TargetKind::Avx2);
    }
}
