//! The real-library tier (`cargo test --test reallib`): C libraries that -sys crates bundle and
//! build with the cc crate (zlib, lz4, zstd, bzip2, SQLite, libdeflate, xxHash, stb_image; and
//! stb_image_resize, from the system's stb package through the project's own `stb-resize-sys`,
//! since no crate bundles it without bindgen), built by the
//! standalone project `testsuite/reallib/` plainly (`CC=gcc`, `CFLAGS=-O2`) and through the
//! compiler wrapper (`CC="vcc-cc gcc"`, same flags, `VCC_STRICT` unset, `VCC_REMARKS=1`), once
//! per vcc target, each a trial of its own (libtest runs them in parallel):
//!
//! - `baseline`: the target follows the flags, and `-O2` alone is the compiler's baseline;
//! - `sse4.2`, `avx2`, `avx512`: `VCC_TARGET` for vcc-cc, with the same `-O2` (vcc puts a target attribute
//!   on what it rewrites), so that the x86 targets share one plain build and the
//!   libraries' own `#ifdef __AVX2__` code is the same in every build: only vcc's output
//!   differs. Run natively; a CPU without the instruction set prints `skipped: ...`;
//! - `neon`: `cargo build --target aarch64-unknown-linux-gnu` with the cc crate's compiler
//!   `vcc-cc aarch64-linux-gnu-gcc` (plain: `aarch64-linux-gnu-gcc`, its own plain build; the
//!   wrapper takes neon from the AArch64 compiler), linked by `aarch64-linux-gnu-gcc` and run
//!   under `qemu-aarch64 -L /usr/aarch64-linux-gnu`. Without those tools or the Rust target it
//!   prints `skipped: <tool> not installed`, a failure under `CI=true` (`.ci/run` installs them).
//!
//! Per target both programs run their check mode (round trips, checksums against reference
//! values, SQLite queries) and must print the same text and pass their own self-checks, and the
//! wrapper must not have fallen back to the original C for any file (`vcc-cc: warning:`), but
//! for the known fallbacks of `KNOWN_FALLBACKS`, which must still happen (so a fix is noticed).
//!
//! Each trial then prints a report per library: C files compiled, functions with loops (a
//! lexical scan of the sources), functions rewritten (those holding a remark of something
//! done), loops vectorized out of the loops vcc reported on, functions kept as written, the
//! wrapper's fallbacks with their reasons, and the time of each library's build script plain
//! and through the wrapper (from `cargo build --timings`).
//!
//! The plain builds live in `target/reallib/plain` (x86-64) and `target/reallib/plain-aarch64`
//! and are reused across runs (cargo rebuilds them only when the project or its environment
//! changes); their build times are kept beside them from the run that built them. The wrapper
//! builds live in `target/reallib/vcc-cc-TARGET`; their C crates are cleaned first, since cargo
//! cannot see that vcc changed, and only they are rebuilt.
//!
//! The wrapper is the `vcc-cc` binary cargo builds for this package (`CARGO_BIN_EXE_vcc-cc`),
//! or the program named by `VCC_CC` (a stand-in, or a release build). Without either, the tier
//! prints `skipped: vcc-cc not built` and passes. `REALLIB_TARGETS=avx2,neon` runs only those.

mod support;

use libtest_mimic::{Failed, Trial};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The -sys crates under test and the library each bundles, in report order.
const LIBRARIES: &[(&str, &str)] = &[
    ("libz-sys", "zlib"),
    ("lz4-sys", "lz4"),
    ("zstd-sys", "zstd"),
    ("bzip2-sys", "bzip2"),
    ("libdeflate-sys", "libdeflate"),
    ("xxhash-c-sys", "xxhash"),
    ("libsqlite3-sys", "sqlite"),
    ("img-rs", "stb"),
    ("stb-resize-sys", "stb_resize"),
];

/// A platform the host runs only under an emulator: the project is cross-compiled for it.
struct Cross {
    /// Rust's target triple (`cargo build --target`).
    rust_target: &'static str,
    /// The C compiler, also the linker.
    cc: &'static str,
    qemu: &'static str,
    /// The emulator's `-L`: where the target's dynamic loader and libc are.
    sysroot: &'static str,
    /// The Debian packages that hold `cc` and `qemu`, for the message when they are missing.
    packages: &'static str,
}

const AARCH64: Cross = Cross {
    rust_target: "aarch64-unknown-linux-gnu",
    cc: "aarch64-linux-gnu-gcc",
    qemu: "qemu-aarch64",
    sysroot: "/usr/aarch64-linux-gnu",
    packages: "gcc-aarch64-linux-gnu, qemu-user",
};

/// A vcc target the tier builds the project for through vcc-cc.
struct Target {
    /// The trial's name and the wrapper build's directory (`vcc-cc-NAME`).
    name: &'static str,
    /// `VCC_TARGET` for vcc-cc; `None`: the wrapper takes the target from the compiler and
    /// its flags.
    vcc_target: Option<&'static str>,
    /// The `/proc/cpuinfo` flags the host needs to run the program natively.
    cpu_flags: &'static [&'static str],
    cross: Option<&'static Cross>,
}

/// In trial order: the longest chain (neon: its own plain build, then the wrapper build) first,
/// so that the two test threads finish about together.
const TARGETS: &[Target] = &[
    Target { name: "neon", vcc_target: None, cpu_flags: &[], cross: Some(&AARCH64) },
    Target { name: "baseline", vcc_target: None, cpu_flags: &[], cross: None },
    Target { name: "sse4.2", vcc_target: Some("sse4.2"), cpu_flags: &["sse4_2"], cross: None },
    Target { name: "avx2", vcc_target: Some("avx2"), cpu_flags: &["avx2"], cross: None },
    Target {
        name: "avx512",
        vcc_target: Some("avx512"),
        cpu_flags: &["avx2", "avx512f", "avx512vl", "avx512bw", "avx512dq"],
        cross: None,
    },
];

/// Fallbacks known today, by target, file and a piece of the wrapper's reason: reported, not
/// failures; each must still happen (so that its fix is noticed and the entry removed).
const KNOWN_FALLBACKS: &[(&str, &str, &str)] = &[
    // The source form's prelude includes <arm_neon.h>, and with it <stdint.h> and glibc's
    // <features.h>, above SQLite's own `#define _GNU_SOURCE`: <sys/mman.h> then declares no
    // `mremap`, which SQLite uses on Linux.
    ("neon", "sqlite3.c", "'mremap' undeclared"),
];

/// A whole build of the project (debug vcc compiles SQLite's 270,000 lines) must finish in this.
const BUILD_TIMEOUT: Duration = Duration::from_secs(25 * 60);
/// The check run; under qemu it takes several times as long as natively.
const RUN_TIMEOUT: Duration = Duration::from_secs(300);
/// Small cargo commands (`clean`, `metadata`).
const CARGO_TIMEOUT: Duration = Duration::from_secs(120);

fn main() {
    let args = libtest_mimic::Arguments::from_args();
    let trials = match vcc_cc() {
        Some(vcc_cc) => {
            let only = std::env::var("REALLIB_TARGETS").ok().filter(|t| !t.is_empty());
            TARGETS
                .iter()
                .filter(|t| only.as_ref().is_none_or(|only| only.split(',').any(|name| name.trim() == t.name)))
                .map(|target| {
                    let vcc_cc = vcc_cc.clone();
                    Trial::test(format!("reallib::plain_vs_vcc_cc::{}", target.name), move || {
                        check(target, &vcc_cc).map_err(Failed::from)
                    })
                })
                .collect()
        }
        None => {
            println!("skipped: vcc-cc not built (set VCC_CC to a wrapper to run the real-library tier)");
            vec![Trial::test("reallib::vcc_cc_available", || Ok(()))]
        }
    };
    libtest_mimic::run(&args, trials).exit();
}

/// The wrapper to build through: `VCC_CC`, else the package's own `vcc-cc` once it has one.
fn vcc_cc() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("VCC_CC") {
        return Some(PathBuf::from(path));
    }
    option_env!("CARGO_BIN_EXE_vcc-cc").map(PathBuf::from)
}

/// One way of building the project.
struct BuildKind {
    /// The name of its target directory under `target/reallib/`.
    name: String,
    /// `CC` for the cc crate.
    cc: String,
    /// The wrapper's file stem, given to the cc crate as `CC_KNOWN_WRAPPER_CUSTOM` so that it
    /// runs `vcc-cc gcc ...` for compiles and probes gcc itself.
    wrapper: Option<String>,
    /// `VCC_TARGET` for the wrapper.
    vcc_target: Option<&'static str>,
    /// Clean the C crates first (the wrapper's output depends on vcc, which cargo cannot see).
    clean_c_crates: bool,
    cross: Option<&'static Cross>,
}

impl BuildKind {
    /// Where cargo puts the `release` profile's output in the target directory.
    fn release_dir(&self) -> PathBuf {
        let dir = target_dir(&self.name);
        match self.cross {
            Some(cross) => dir.join(cross.rust_target).join("release"),
            None => dir.join("release"),
        }
    }
}

/// What a build left: its log, the C crates' build-script times, and its binary.
struct BuildResult {
    log: String,
    seconds_by_crate: BTreeMap<String, f64>,
    /// False when cargo found every C crate fresh and the times are a former run's.
    times_from_this_run: bool,
    total_seconds: f64,
    binary: PathBuf,
}

/// A plain build and what its program printed, shared by the targets of one platform.
struct PlainRun {
    build: BuildResult,
    output: String,
}

/// The plain build for `cross` (or the host), built and run by the first trial that needs it;
/// the other trials wait for it.
fn plain_run(cross: Option<&'static Cross>) -> Result<&'static PlainRun, String> {
    static HOST: OnceLock<Result<PlainRun, String>> = OnceLock::new();
    static CROSS: OnceLock<Result<PlainRun, String>> = OnceLock::new();
    let cell = if cross.is_some() { &CROSS } else { &HOST };
    let run = cell.get_or_init(|| {
        // REALLIB_CLEAN_PLAIN=1 rebuilds the plain C crates too, for build times measured
        // under the same load as the wrapper's.
        let clean_plain = std::env::var("REALLIB_CLEAN_PLAIN").is_ok_and(|v| v == "1");
        let kind = BuildKind {
            name: cross.map_or("plain".to_string(), |c| format!("plain-{}", arch(c))),
            cc: cross.map_or("gcc", |c| c.cc).to_string(),
            wrapper: None,
            vcc_target: None,
            clean_c_crates: clean_plain,
            cross,
        };
        let build = build(&kind)?;
        let output = run_check(&build.binary, cross).map_err(|e| format!("the plain build: {e}"))?;
        Ok(PlainRun { build, output })
    });
    run.as_ref().map_err(Clone::clone)
}

/// `aarch64` from `aarch64-unknown-linux-gnu`.
fn arch(cross: &Cross) -> &'static str {
    cross.rust_target.split('-').next().unwrap_or(cross.rust_target)
}

/// Why `target` cannot be run here (`Ok(Some(line))`, printed as a skip), or an error when CI
/// requires what is missing.
fn unavailable(target: &Target) -> Result<Option<String>, String> {
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let host_flags: BTreeSet<&str> =
        cpuinfo.lines().filter(|l| l.starts_with("flags")).flat_map(|l| l.split_whitespace()).collect();
    if let Some(flag) = target.cpu_flags.iter().find(|f| !host_flags.contains(**f)) {
        // Not something CI could install: a visible skip there too.
        return Ok(Some(format!("skipped: this host's CPU has no {flag} (the {} build is not run)", target.name)));
    }
    let Some(cross) = target.cross else { return Ok(None) };
    let missing = [cross.cc, cross.qemu].into_iter().find(|tool| !installed(tool)).map(str::to_string).or_else(|| {
        (!rust_target_installed(cross.rust_target)).then(|| format!("the Rust target {}", cross.rust_target))
    });
    match (missing, support::on_ci()) {
        (None, _) => Ok(None),
        (Some(tool), true) => Err(format!(
            "{tool} is not installed (CI=true requires it; .ci/run installs {} and runs `rustup target add {}`)",
            cross.packages, cross.rust_target
        )),
        (Some(tool), false) => {
            Ok(Some(format!("skipped: {tool} not installed (the {} build is not run)", target.name)))
        }
    }
}

/// Whether `program --version` runs.
fn installed(program: &str) -> bool {
    Command::new(program).arg("--version").output().is_ok_and(|out| out.status.success())
}

/// Whether the standard library for `triple` is installed (`rustup target add`).
fn rust_target_installed(triple: &str) -> bool {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let Ok(out) = Command::new(rustc).args(["--print", "target-libdir", "--target", triple]).output() else {
        return false;
    };
    let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    out.status.success()
        && support::files_with_suffix(&dir, ".rlib").iter().any(|f| f.to_string_lossy().contains("libstd-"))
}

fn check(target: &Target, vcc_cc: &Path) -> Result<(), String> {
    if !vcc_cc.is_file() {
        return Err(format!("the wrapper {} does not exist", vcc_cc.display()));
    }
    if let Some(skipped) = unavailable(target)? {
        println!("reallib [{}]: {skipped}", target.name);
        return Ok(());
    }
    let stem = vcc_cc.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let compiler = target.cross.map_or("gcc", |c| c.cc);
    let wrapped = BuildKind {
        name: format!("vcc-cc-{}", target.name),
        cc: format!("{} {compiler}", vcc_cc.display()),
        wrapper: Some(stem),
        vcc_target: target.vcc_target,
        clean_c_crates: true,
        cross: target.cross,
    };
    let plain = plain_run(target.cross)?;
    let wrapped_build = build(&wrapped)?;
    let wrapped_output = run_check(&wrapped_build.binary, target.cross);
    // The report first: it says which files went through vcc when the program goes wrong.
    let report = Report::new(&plain.build, &wrapped_build, &wrapped);
    print!("{}", report.render(target.name));
    let wrapped_output = wrapped_output?;
    if wrapped_output != plain.output {
        return Err(format!(
            "[{}] the program built through vcc-cc prints something else than the plain build: {}",
            target.name,
            support::first_difference(&plain.output, &wrapped_output)
        ));
    }
    check_fallbacks(target, &report)?;
    println!(
        "reallib [{}]: the two builds print the same {} lines, all self-checks passed, no unexpected fallbacks",
        target.name,
        plain.output.lines().count()
    );
    Ok(())
}

/// Every fallback of the wrapper (`vcc-cc: warning: ...; compiled the original`) is a failure,
/// but those in `KNOWN_FALLBACKS`, which must still happen.
fn check_fallbacks(target: &Target, report: &Report) -> Result<(), String> {
    let known: Vec<&(&str, &str, &str)> = KNOWN_FALLBACKS.iter().filter(|k| k.0 == target.name).collect();
    let is_known = |line: &str, k: &&(&str, &str, &str)| line.contains(k.1) && line.contains(k.2);
    let all: Vec<String> = report
        .rows
        .iter()
        .flat_map(|(lib, stats, _, _)| stats.fallbacks.iter().map(move |f| format!("{lib}: {f}")))
        .collect();
    let unexpected: Vec<&String> = all.iter().filter(|line| !known.iter().any(|k| is_known(line, k))).collect();
    let gone: Vec<String> = known
        .iter()
        .filter(|k| !all.iter().any(|line| is_known(line, k)))
        .map(|k| format!("{} ({})", k.1, k.2))
        .collect();
    let mut errors = Vec::new();
    if !unexpected.is_empty() {
        let lines: Vec<&str> = unexpected.iter().map(|l| l.as_str()).collect();
        errors.push(format!(
            "[{}] vcc-cc compiled the original C for {} file(s) (a vcc failure or output that does not compile):\n{}",
            target.name,
            unexpected.len(),
            lines.join("\n")
        ));
    }
    if !gone.is_empty() {
        errors.push(format!(
            "[{}] known fallbacks no longer happen (remove them from KNOWN_FALLBACKS): {}",
            target.name,
            gone.join(", ")
        ));
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors.join("\n"))
    }
}

fn project_dir() -> PathBuf {
    support::repo_root().join("testsuite/reallib")
}

/// `target/reallib/NAME` beside the root package's own builds.
fn target_dir(name: &str) -> PathBuf {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    tmp.parent().unwrap_or(&tmp).join("reallib").join(name)
}

/// The cargo that runs this test, with the variables that would redirect the nested build
/// removed and the C environment set for `kind`.
fn cargo(kind: &BuildKind) -> Command {
    let mut cmd = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    cmd.current_dir(project_dir());
    // The CC/CFLAGS variants the cc crate would also read, cargo's own redirections (target
    // directory, target, linkers, runners), VCC_STRICT (a failing vcc must fall back, and be
    // reported) and VCC_TARGET (set per build below).
    let removed = ["CARGO_BUILD_TARGET", "RUSTFLAGS", "CARGO_ENCODED_RUSTFLAGS", "VCC_STRICT", "VCC_TARGET"];
    let removed_prefixes = ["CC_", "CFLAGS_", "TARGET_C", "HOST_C", "CARGO_TARGET_", "AR_", "TARGET_AR"];
    for (name, _) in std::env::vars_os() {
        let name = name.to_string_lossy();
        if removed.contains(&name.as_ref()) || removed_prefixes.iter().any(|p| name.starts_with(p)) {
            cmd.env_remove(name.as_ref());
        }
    }
    cmd.env("CC", &kind.cc)
        .env("CFLAGS", "-O2")
        .env("LIBZ_SYS_STATIC", "1")
        .env("VCC_REMARKS", "1")
        // A debug vcc takes about a minute on SQLite's amalgamation on a busy machine.
        .env("VCC_TIMEOUT", "600")
        .env("NO_COLOR", "1");
    if let Some(wrapper) = &kind.wrapper {
        cmd.env("CC_KNOWN_WRAPPER_CUSTOM", wrapper);
    }
    if let Some(target) = kind.vcc_target {
        cmd.env("VCC_TARGET", target);
    }
    if let Some(cross) = kind.cross {
        let linker = format!("CARGO_TARGET_{}_LINKER", cross.rust_target.to_uppercase().replace('-', "_"));
        cmd.env(linker, cross.cc);
    }
    cmd
}

/// `cargo SUBCOMMAND --release [--target T] --target-dir DIR` for `kind`.
fn cargo_in_target_dir(kind: &BuildKind, subcommand: &str) -> Command {
    let mut cmd = cargo(kind);
    cmd.args([subcommand, "--release"]);
    if let Some(cross) = kind.cross {
        cmd.args(["--target", cross.rust_target]);
    }
    cmd.arg("--target-dir").arg(target_dir(&kind.name));
    cmd
}

/// Runs cargo with an empty file as standard input. Cargo learns the target's details from
/// `rustc -`, which reads the source from the standard input cargo was given; `/dev/null` is
/// not always empty (on a shared machine it was once replaced by a regular file that other
/// programs' error messages were written to, and rustc read them as Rust).
fn run_cargo(cmd: &mut Command, timeout: Duration) -> Result<support::RunOutput, String> {
    let empty = tempfile::tempfile().map_err(|e| format!("cannot create an empty file for cargo's stdin: {e}"))?;
    support::run_with_timeout_from(cmd, Stdio::from(empty), timeout)
}

fn build(kind: &BuildKind) -> Result<BuildResult, String> {
    let dir = target_dir(&kind.name);
    if kind.clean_c_crates && dir.exists() {
        let mut clean = cargo_in_target_dir(kind, "clean");
        for (krate, _) in LIBRARIES {
            clean.args(["-p", krate]);
        }
        let out = run_cargo(&mut clean, CARGO_TIMEOUT)?;
        if !out.status.success() {
            return Err(format!("cargo clean in {} failed: {}", dir.display(), out.stderr_text()));
        }
    }
    let mut cmd = cargo_in_target_dir(kind, "build");
    cmd.args(["--locked", "--timings", "-vv"]);
    let start = Instant::now();
    let out = run_cargo(&mut cmd, BUILD_TIMEOUT)?;
    let total_seconds = start.elapsed().as_secs_f64();
    let log = format!("{}{}", String::from_utf8_lossy(&out.stdout), out.stderr_text());
    let _ = std::fs::write(dir.join("build.log"), &log);
    if out.timed_out || !out.status.success() {
        let tail: Vec<&str> = log.lines().rev().take(30).collect();
        let tail: Vec<&str> = tail.into_iter().rev().collect();
        return Err(format!(
            "the {} build failed ({}); the log is {}; its end:\n{}",
            kind.name,
            out.describe_status(),
            dir.join("build.log").display(),
            tail.join("\n")
        ));
    }
    let fresh = timings(&log);
    let times_from_this_run = fresh.values().any(|&seconds| seconds > 0.0);
    let seconds_by_crate = remembered_times(&dir, fresh);
    Ok(BuildResult {
        log,
        seconds_by_crate,
        times_from_this_run,
        total_seconds,
        binary: kind.release_dir().join("reallib"),
    })
}

/// The build-script run time of each C crate from the `--timings` report the build wrote (the
/// file it names on stderr); 0 for a crate that was fresh.
fn timings(log: &str) -> BTreeMap<String, f64> {
    let mut res = BTreeMap::new();
    let Some(path) = log.lines().find_map(|line| line.trim().strip_prefix("Timing report saved to ")) else {
        return res;
    };
    let Ok(html) = std::fs::read_to_string(path.trim()) else { return res };
    // The report embeds `const UNIT_DATA = [...]`, one pretty-printed object per unit.
    let Some(start) = html.find("const UNIT_DATA = [") else { return res };
    let (mut name, mut mode) = (String::new(), String::new());
    for line in html[start..].lines().skip(1) {
        let line = line.trim();
        if line.starts_with("];") {
            break;
        }
        let field = |key: &str| line.strip_prefix(key).map(|v| v.trim_end_matches(',').trim_matches('"').to_string());
        if let Some(v) = field("\"name\": ") {
            name = v;
        } else if let Some(v) = field("\"mode\": ") {
            mode = v;
        } else if let Some(v) = field("\"duration\": ") {
            if mode == "run-custom-build" && LIBRARIES.iter().any(|(k, _)| *k == name) {
                res.insert(name.clone(), v.parse().unwrap_or(0.0));
            }
        }
    }
    res
}

/// The entry of `times.txt` that holds when (Unix seconds) its times were last measured.
const MEASURED_AT: &str = "measured-at";

/// Merges this build's times into `times.txt` in the target directory and returns the merged
/// table: a crate that cargo found fresh keeps the time of the build that last ran it.
fn remembered_times(dir: &Path, fresh: BTreeMap<String, f64>) -> BTreeMap<String, f64> {
    let file = dir.join("times.txt");
    let mut times: BTreeMap<String, f64> = std::fs::read_to_string(&file)
        .unwrap_or_default()
        .lines()
        .filter_map(|line| line.split_once(' ').and_then(|(k, v)| Some((k.to_string(), v.parse().ok()?))))
        .collect();
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0.0, |d| d.as_secs_f64());
    for (krate, seconds) in fresh {
        if seconds > 0.0 {
            times.insert(krate, seconds);
            times.insert(MEASURED_AT.to_string(), now);
        }
    }
    let text: String = times.iter().map(|(k, v)| format!("{k} {v}\n")).collect();
    let _ = std::fs::write(&file, text);
    times
}

/// Runs the program's check mode, under the emulator for `cross`; it must exit 0 (all
/// self-checks passed).
fn run_check(binary: &Path, cross: Option<&Cross>) -> Result<String, String> {
    let mut cmd = match cross {
        Some(cross) => {
            let mut cmd = Command::new(cross.qemu);
            cmd.arg("-L").arg(cross.sysroot).arg(binary);
            cmd
        }
        None => Command::new(binary),
    };
    let out = support::run_with_timeout(&mut cmd, RUN_TIMEOUT)?;
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    if out.timed_out || !out.status.success() {
        let failures: Vec<&str> = stdout.lines().filter(|l| l.starts_with("FAIL")).take(10).collect();
        return Err(format!(
            "{} failed its self-checks ({}):\n{}\n{}",
            binary.display(),
            out.describe_status(),
            failures.join("\n"),
            out.stderr_text()
        ));
    }
    Ok(stdout)
}

/// What the wrapper build says about one library.
#[derive(Default)]
struct LibraryStats {
    /// Object files the build script produced (C files and zstd's one assembly file).
    n_files: usize,
    n_functions_with_loops: usize,
    n_functions_rewritten: usize,
    n_loops_vectorized: usize,
    n_loops_seen: usize,
    /// "function `f` kept as written: REASON" remarks, by reason.
    kept: BTreeMap<String, usize>,
    /// The wrapper's `vcc-cc: warning:` lines.
    fallbacks: Vec<String>,
}

struct Report {
    rows: Vec<(&'static str, LibraryStats, Option<f64>, Option<f64>)>,
    plain_total: f64,
    wrapped_total: f64,
    /// When the plain build-script times were measured.
    plain_measured: String,
}

impl Report {
    fn new(plain: &BuildResult, wrapped: &BuildResult, wrapped_kind: &BuildKind) -> Report {
        let lines = build_script_lines(&wrapped.log);
        let manifest_dirs = manifest_dirs(wrapped_kind);
        let rows = LIBRARIES
            .iter()
            .map(|(krate, lib)| {
                let empty = Vec::new();
                let lines = lines.get(*krate).unwrap_or(&empty);
                let manifest_dir = manifest_dirs.get(*krate).cloned();
                let stats = library_stats(krate, lines, manifest_dir.as_deref(), &wrapped_kind.release_dir());
                (
                    *lib,
                    stats,
                    plain.seconds_by_crate.get(*krate).copied(),
                    wrapped.seconds_by_crate.get(*krate).copied(),
                )
            })
            .collect();
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0.0, |d| d.as_secs_f64());
        let plain_measured = match plain.seconds_by_crate.get(MEASURED_AT) {
            Some(at) if !plain.times_from_this_run => {
                format!("from a build {:.0} min ago (REALLIB_CLEAN_PLAIN=1 rebuilds it)", (now - at) / 60.0)
            }
            _ => "from this run".to_string(),
        };
        Report { rows, plain_total: plain.total_seconds, wrapped_total: wrapped.total_seconds, plain_measured }
    }

    /// The report as one text, so that trials running in parallel do not interleave theirs.
    fn render(&self, target: &str) -> String {
        use std::fmt::Write;
        let mut out = String::new();
        let _ = writeln!(out, "\nreallib [{target}]: the build through vcc-cc, per library");
        let _ = writeln!(
            out,
            "{:<11} {:>5} {:>10} {:>9} {:>11} {:>5} {:>9} {:>9} {:>9}",
            "library", "files", "fns+loops", "rewritten", "vectorized", "kept", "fallbacks", "plain s", "vcc-cc s"
        );
        let secs = |s: Option<f64>| s.map_or("-".to_string(), |s| format!("{s:.1}"));
        for (lib, stats, plain, wrapped) in &self.rows {
            let _ = writeln!(
                out,
                "{:<11} {:>5} {:>10} {:>9} {:>11} {:>5} {:>9} {:>9} {:>9}",
                lib,
                stats.n_files,
                stats.n_functions_with_loops,
                stats.n_functions_rewritten,
                format!("{}/{}", stats.n_loops_vectorized, stats.n_loops_seen),
                stats.kept.values().sum::<usize>(),
                stats.fallbacks.len(),
                secs(*plain),
                secs(*wrapped)
            );
        }
        let _ = writeln!(
            out,
            "(vectorized: loops vectorized / loops vcc reported on; kept: functions kept as written; \
             times: each build script's run, the plain ones {}; whole cargo builds this run: plain {:.1} s, vcc-cc {:.1} s)",
            self.plain_measured, self.plain_total, self.wrapped_total
        );
        for (lib, stats, _, _) in &self.rows {
            for fallback in &stats.fallbacks {
                let _ = writeln!(out, "{lib}: fallback: {fallback}");
            }
            let mut reasons: Vec<(&String, &usize)> = stats.kept.iter().collect();
            reasons.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
            for (reason, n) in reasons.into_iter().take(4) {
                let _ = writeln!(out, "{lib}: kept as written ({n}): {reason}");
            }
        }
        out.push('\n');
        out
    }
}

/// The build scripts' output in a `-vv` log, by crate: cargo prefixes each line with
/// `[CRATE VERSION] `; the cc crate forwards the compiler's stderr as `cargo:warning=` lines.
fn build_script_lines(log: &str) -> BTreeMap<String, Vec<String>> {
    let mut res: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for line in log.lines() {
        let Some(rest) = line.strip_prefix('[') else { continue };
        let Some((header, text)) = rest.split_once("] ") else { continue };
        let Some((krate, _version)) = header.split_once(' ') else { continue };
        let text = text.strip_prefix("cargo:warning=").unwrap_or(text);
        res.entry(krate.to_string()).or_default().push(text.to_string());
    }
    res
}

/// Each crate's source directory, from `cargo metadata` (the `manifest_path` of its package).
fn manifest_dirs(kind: &BuildKind) -> BTreeMap<String, PathBuf> {
    let mut res = BTreeMap::new();
    let mut cmd = cargo(kind);
    cmd.args(["metadata", "--format-version", "1", "--locked"]);
    let out = match run_cargo(&mut cmd, CARGO_TIMEOUT) {
        Ok(out) if out.status.success() => out,
        Ok(out) => {
            println!(
                "reallib: cargo metadata failed ({}), no functions counted: {}",
                out.describe_status(),
                out.stderr_text()
            );
            return res;
        }
        Err(e) => {
            println!("reallib: no functions counted: {e}");
            return res;
        }
    };
    let json = String::from_utf8_lossy(&out.stdout);
    for value in json.split("\"manifest_path\":\"").skip(1) {
        let Some(manifest) = value.split('"').next() else { continue };
        let Some(dir) = Path::new(manifest).parent() else { continue };
        let dir_name = dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        for (krate, _) in LIBRARIES {
            // `libz-sys-1.1.31`: the name, a dash and the version; a path crate of the project
            // (`stb-resize-sys`): the name alone.
            if dir_name == *krate
                || dir_name
                    .strip_prefix(krate)
                    .and_then(|v| v.strip_prefix('-'))
                    .is_some_and(|v| v.starts_with(|c: char| c.is_ascii_digit()))
            {
                res.insert(krate.to_string(), dir.to_path_buf());
            }
        }
    }
    res
}

fn library_stats(krate: &str, lines: &[String], manifest_dir: Option<&Path>, target: &Path) -> LibraryStats {
    let mut stats = LibraryStats::default();
    let objects = object_files(&target.join("build"), krate);
    stats.n_files = objects.len();
    stats.fallbacks =
        lines.iter().filter(|l| l.contains("vcc-cc: warning:") || l.contains("vcc-cc: error:")).cloned().collect();

    // Remarks by file and line; the files scanned for functions are the compiled sources
    // (found by the objects' stems), the headers beside them (xxHash's code is all in
    // xxhash.h), and any file a remark names.
    let mut remarks: Vec<(PathBuf, usize, String)> = Vec::new();
    for line in lines {
        let Some((location, message)) = line.split_once(": remark: ") else { continue };
        let mut parts = location.rsplitn(3, ':');
        let (_col, line_no, file) = (parts.next(), parts.next(), parts.next());
        let (Some(line_no), Some(file)) = (line_no.and_then(|l| l.parse().ok()), file) else { continue };
        let path = match manifest_dir {
            Some(dir) if Path::new(file).is_relative() => dir.join(file),
            _ => PathBuf::from(file),
        };
        remarks.push((path, line_no, message.to_string()));
    }
    for (_, _, message) in &remarks {
        if message.starts_with("loop vectorized") || message.starts_with("outer loop vectorized") {
            stats.n_loops_vectorized += 1;
        }
        if message.starts_with("loop vectorized")
            || message.starts_with("loop not vectorized")
            || message.starts_with("outer loop")
        {
            stats.n_loops_seen += 1;
        }
        if let Some((_, reason)) = message.split_once(" kept as written: ") {
            *stats.kept.entry(shorten(reason)).or_default() += 1;
        }
    }

    let mut files: BTreeSet<PathBuf> = remarks.iter().map(|(path, _, _)| path.clone()).collect();
    if let Some(dir) = manifest_dir {
        let stems: BTreeSet<String> = objects.iter().filter_map(|o| source_stem(o)).collect();
        let sources = sources_with_stems(dir, &stems);
        let source_dirs: BTreeSet<PathBuf> = sources.iter().filter_map(|s| s.parent().map(Path::to_path_buf)).collect();
        for source_dir in source_dirs {
            files.extend(support::files_with_suffix(&source_dir, ".h"));
        }
        files.extend(sources);
    }
    for file in files {
        let Ok(text) = std::fs::read(&file) else { continue };
        let functions = scan_functions(&String::from_utf8_lossy(&text));
        stats.n_functions_with_loops += functions.iter().filter(|f| f.has_loop).count();
        let rewritten = functions.iter().filter(|f| {
            remarks.iter().any(|(path, line, message)| *path == file && f.lines.contains(line) && is_done(message))
        });
        stats.n_functions_rewritten += rewritten.count();
    }
    stats
}

/// A remark of something done (a loop vectorized, a call replaced, a histogram privatized...),
/// as opposed to something looked at and left alone (`not`) or kept as written.
fn is_done(message: &str) -> bool {
    !message.contains("not ") && !message.contains("kept as written") && !message.contains("has no ")
}

/// A reason without the names that make each one unique: backquoted text becomes `..`, except
/// builtins (`__builtin_memcpy`) and `...`, which say what the construct is.
fn shorten(reason: &str) -> String {
    let mut res = String::new();
    for (idx, part) in reason.split('`').enumerate() {
        if idx % 2 == 0 {
            res.push_str(part);
        } else if part.starts_with("__") || part == "..." {
            res.push_str(&format!("`{part}`"));
        } else {
            res.push_str("`..`");
        }
    }
    res.chars().take(90).collect()
}

/// The object files under `build/CRATE-HASH/out/` (the newest such directory).
fn object_files(build_dir: &Path, krate: &str) -> Vec<PathBuf> {
    let prefix = format!("{krate}-");
    let newest = std::fs::read_dir(build_dir)
        .into_iter()
        .flatten()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().starts_with(&prefix))
        .map(|e| e.path().join("out"))
        .filter(|out| out.is_dir())
        .max_by_key(|out| out.metadata().and_then(|m| m.modified()).ok());
    let mut res = Vec::new();
    if let Some(out) = newest {
        collect_files(&out, &|p| p.extension().is_some_and(|e| e == "o"), &mut res);
    }
    res
}

/// `8283f741f2c09b7f-xxhash.o` → `xxhash`: the cc crate names objects by a hash and the stem.
fn source_stem(object: &Path) -> Option<String> {
    let stem = object.file_stem()?.to_string_lossy().into_owned();
    Some(stem.split_once('-').map_or(stem.clone(), |(_, rest)| rest.to_string()))
}

/// The `.c` files under `dir` whose stem is one of `stems`.
fn sources_with_stems(dir: &Path, stems: &BTreeSet<String>) -> Vec<PathBuf> {
    let mut res = Vec::new();
    let is_source = |p: &Path| {
        p.extension().is_some_and(|e| e == "c")
            && p.file_stem().is_some_and(|s| stems.contains(s.to_string_lossy().as_ref()))
    };
    collect_files(dir, &is_source, &mut res);
    res
}

fn collect_files(dir: &Path, keep: &dyn Fn(&Path) -> bool, res: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().filter_map(|e| e.ok()) {
        let path = entry.path();
        if path.is_dir() {
            collect_files(&path, keep, res);
        } else if keep(&path) {
            res.push(path);
        }
    }
}

/// A function definition found by `scan_functions`.
struct FunctionSpan {
    lines: std::ops::RangeInclusive<usize>,
    has_loop: bool,
}

/// The function definitions of a C file, found lexically: a `{` at brace depth 0 right after a
/// `)` opens a body (an initializer's or a struct's brace follows `=` or a name). Comments,
/// strings, character constants and preprocessor lines are skipped (both arms of an `#if`
/// are read); a body has a loop when it holds the keyword `for`, `while` or `do`. Loops
/// hidden in macros are not seen.
fn scan_functions(text: &str) -> Vec<FunctionSpan> {
    let bytes = text.as_bytes();
    let mut res = Vec::new();
    let (mut i, mut line, mut depth) = (0, 1, 0usize);
    let mut last_significant = b';';
    let mut at_line_start = true;
    let mut open: Option<(usize, bool)> = None;
    let mut n_extern_c = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'\n' {
            line += 1;
            at_line_start = true;
            i += 1;
            continue;
        }
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if at_line_start && c == b'#' {
            // A preprocessor line, with its continuations.
            while i < bytes.len() && bytes[i] != b'\n' {
                if bytes[i] == b'\\' && bytes.get(i + 1) == Some(&b'\n') {
                    line += 1;
                    i += 1;
                }
                i += 1;
            }
            continue;
        }
        at_line_start = false;
        if c == b'/' && bytes.get(i + 1) == Some(&b'/') {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if c == b'/' && bytes.get(i + 1) == Some(&b'*') {
            i += 2;
            while i < bytes.len() && !(bytes[i] == b'*' && bytes.get(i + 1) == Some(&b'/')) {
                line += (bytes[i] == b'\n') as usize;
                i += 1;
            }
            i += 2;
            continue;
        }
        if c == b'"' || c == b'\'' {
            i += 1;
            while i < bytes.len() && bytes[i] != c && bytes[i] != b'\n' {
                i += if bytes[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
            last_significant = c;
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            if let Some((_, has_loop)) = open.as_mut() {
                *has_loop |= matches!(&bytes[start..i], b"for" | b"while" | b"do");
            }
            last_significant = b'a';
            continue;
        }
        match c {
            // `extern "C" {` (a brace right after a string) wraps the definitions in a header
            // for C++: it does not count as a level, nor does its closing brace.
            b'{' if depth == 0 && last_significant == b'"' => n_extern_c += 1,
            b'}' if depth == 0 && n_extern_c > 0 => n_extern_c -= 1,
            b'{' => {
                if depth == 0 && last_significant == b')' {
                    open = Some((line, false));
                }
                depth += 1;
            }
            b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    if let Some((start, has_loop)) = open.take() {
                        res.push(FunctionSpan { lines: start..=line, has_loop });
                    }
                }
            }
            _ => {}
        }
        last_significant = c;
        i += 1;
    }
    res
}
