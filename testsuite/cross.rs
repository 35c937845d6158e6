//! Targets whose programs the host cannot run natively: built with a cross compiler and run
//! under user-mode QEMU. `neon` is AArch64: `aarch64-linux-gnu-gcc -O2 -static` (Debian's
//! gcc-aarch64-linux-gnu and libc6-dev-arm64-cross) and `qemu-aarch64` (qemu-user), and
//! `clang-19 --target=aarch64-linux-gnu -fsyntax-only` for clang's warnings.
//!
//! Every build uses `-ffp-contract=off`: AArch64 always has fused multiply-adds, and gcc fuses
//! `a*b + c` by default, in the original's scalar loops and in vcc's vector code at different
//! places, so the two would differ in the last bit; without contraction both round as the C
//! source says (as x86-64's plain `cc -O2`, which has no FMA, does).
//!
//! Without the tools a runner prints `skipped: qemu-aarch64 not installed` once and still
//! compares the goldens; under `CI=true` a missing tool is a failure (`.ci/run` installs them).

use crate::support::{self, Compiled, RunOutput};
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// One cross target: its vcc name, compiler, emulator and clang `--target`.
pub struct Cross {
    pub target: &'static str,
    pub cc: &'static str,
    pub qemu: &'static str,
    pub clang_target: &'static str,
}

pub const NEON: Cross =
    Cross { target: "neon", cc: "aarch64-linux-gnu-gcc", qemu: "qemu-aarch64", clang_target: "aarch64-linux-gnu" };

/// Flags of every cross build (the caller adds warnings and includes).
const FLAGS: &[&str] = &["-O2", "-ffp-contract=off", "-static"];

/// The cross target named `target`, if it is one.
pub fn get(target: &str) -> Option<&'static Cross> {
    (target == NEON.target).then_some(&NEON)
}

/// Whether `program --version` runs.
fn installed(program: &str) -> bool {
    Command::new(program).arg("--version").output().is_ok_and(|out| out.status.success())
}

impl Cross {
    /// Whether the compiler and the emulator are installed; under `CI=true` their absence is an
    /// error, so that CI cannot silently skip the target.
    pub fn available(&self) -> Result<bool, String> {
        static FOUND: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
        let found = *FOUND.get_or_init(|| installed(self.cc) && installed(self.qemu));
        match (found, support::on_ci()) {
            (true, _) => Ok(true),
            (false, true) => Err(format!(
                "{} or {} is not installed (CI=true requires them; .ci/run installs gcc-aarch64-linux-gnu and qemu-user)",
                self.cc, self.qemu
            )),
            (false, false) => Ok(false),
        }
    }

    /// The line a runner prints once when the tools are missing.
    pub fn skipped_line(&self) -> String {
        format!("skipped: {} not installed ({} programs are not built or run)", self.qemu, self.target)
    }

    /// Compiles `source` to the static executable `exe` with the cross compiler.
    pub fn compile(&self, source: &Path, exe: &Path, flags: &[&str]) -> Result<Compiled, String> {
        let mut cmd = Command::new(self.cc);
        cmd.args(FLAGS).args(flags).arg(source).arg("-o").arg(exe).arg("-lm");
        let out = support::run_with_timeout(&mut cmd, Duration::from_secs(120))?;
        if out.timed_out || !out.status.success() {
            return Err(format!(
                "{} failed on {} ({}):\n{}",
                self.cc,
                source.display(),
                out.describe_status(),
                out.stderr_text()
            ));
        }
        Ok(Compiled { stderr: out.stderr_text() })
    }

    /// clang-19's warnings for `source` on this target, when clang-19 is installed.
    pub fn clang_check(&self, source: &Path, flags: &[&str]) -> Result<Option<Compiled>, String> {
        let Some(clang) = support::clang()? else { return Ok(None) };
        let target = format!("--target={}", self.clang_target);
        let all: Vec<&str> = [target.as_str(), "-ffp-contract=off"].into_iter().chain(flags.iter().copied()).collect();
        support::check_syntax(clang, source, &all).map(Some)
    }

    /// Runs `exe` under the emulator.
    pub fn run(&self, exe: &Path, timeout: Duration) -> Result<RunOutput, String> {
        support::run_with_timeout(Command::new(self.qemu).arg(exe), timeout)
    }
}
