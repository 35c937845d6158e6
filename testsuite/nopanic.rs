//! The no-panic corpus: truncated and garbled versions of a few programs are fed to vcc, which
//! must answer every one with exit status 0 or 1 (never a panic's 101, never a signal), and must
//! not create the output file when it fails.
//!
//! Prefixes are cut at every byte for small files and at evenly spaced offsets for larger ones, so
//! each program costs at most `MAX_PREFIXES` runs; garbled variants flip, delete or duplicate bytes
//! at positions drawn from a fixed-seed generator, so every run tests the same inputs. It does not
//! check the diagnostics' text (the `errors` cases do that).

use crate::support;
use libtest_mimic::{Failed, Trial};
use std::path::Path;

/// The programs cut up: a mix of statements, declarations, annotations and preprocessor lines.
const PROGRAMS: &[&str] = &[
    "testsuite/cases/roundtrip/switch_fallthrough.c",
    "testsuite/cases/roundtrip/structs_basic.c",
    "testsuite/cases/roundtrip/goto_labels.c",
    "testsuite/cases/nopanic/annotated.c",
];

const MAX_PREFIXES: usize = 160;
const N_GARBLED: usize = 60;

pub fn trials() -> Vec<Trial> {
    let mut res = Vec::new();
    for program in PROGRAMS {
        let name = Path::new(program).file_stem().unwrap_or_default().to_string_lossy().into_owned();
        res.push(Trial::test(format!("nopanic::{}::prefixes", name), move || {
            let text = read_program(program)?;
            check_variants(&prefixes(&text)).map_err(Failed::from)
        }));
        res.push(Trial::test(format!("nopanic::{}::garbled", name), move || {
            let text = read_program(program)?;
            check_variants(&garbled(&text)).map_err(Failed::from)
        }));
    }
    res
}

fn read_program(program: &str) -> Result<Vec<u8>, Failed> {
    let path = support::repo_root().join(program);
    std::fs::read(&path).map_err(|e| Failed::from(format!("cannot read {}: {}", path.display(), e)))
}

/// Every prefix when the file is small, otherwise `MAX_PREFIXES` evenly spaced ones.
fn prefixes(text: &[u8]) -> Vec<Vec<u8>> {
    let step = text.len().div_ceil(MAX_PREFIXES).max(1);
    (0..=text.len()).step_by(step).map(|len| text[..len].to_vec()).collect()
}

/// Variants with one to three bytes flipped, deleted or duplicated, from a fixed-seed generator.
fn garbled(text: &[u8]) -> Vec<Vec<u8>> {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let mut res = Vec::new();
    for _ in 0..N_GARBLED {
        let mut variant = text.to_vec();
        let n_edits = 1 + rng.below(3);
        for _ in 0..n_edits {
            if variant.is_empty() {
                break;
            }
            let pos = rng.below(variant.len());
            match rng.below(3) {
                0 => variant[pos] ^= 1 << rng.below(8),
                1 => {
                    variant.remove(pos);
                }
                _ => variant.insert(pos, variant[pos]),
            }
        }
        res.push(variant);
    }
    res
}

/// For the runner's self-test: the variants are the same on every call, and bounded in number.
pub fn self_check() -> Result<(), String> {
    let text = b"int main(void) { return 0; }\n".repeat(20);
    if garbled(&text) != garbled(&text) {
        return Err("garbled variants differ between calls".to_string());
    }
    let n_prefixes = prefixes(&text).len();
    if !(MAX_PREFIXES / 2..=MAX_PREFIXES + 1).contains(&n_prefixes) {
        return Err(format!("{} prefixes of a {}-byte text", n_prefixes, text.len()));
    }
    if prefixes(b"abc").len() != 4 {
        return Err("a small text must be cut at every byte".to_string());
    }
    Ok(())
}

/// xorshift64: enough randomness for picking positions, and the same sequence on every run.
struct XorShift(u64);

impl XorShift {
    fn below(&mut self, bound: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % bound as u64) as usize
    }
}

fn check_variants(variants: &[Vec<u8>]) -> Result<(), String> {
    let tmp = support::temp_dir()?;
    let input = tmp.path().join("input.c");
    let output = tmp.path().join("output.c");
    let mut failures = Vec::new();
    let mut n_failures = 0;
    for (idx, variant) in variants.iter().enumerate() {
        std::fs::write(&input, variant).map_err(|e| e.to_string())?;
        let _ = std::fs::remove_file(&output);
        let out = support::run_vcc(tmp.path(), &["input.c", "-o", "output.c"])?;
        let status = out.status.code();
        let problem = if out.timed_out {
            Some("timed out".to_string())
        } else if status != Some(0) && status != Some(1) {
            Some(out.describe_status())
        } else if status == Some(1) && output.exists() {
            Some("failed but wrote the output file".to_string())
        } else {
            None
        };
        let Some(problem) = problem else { continue };
        n_failures += 1;
        // Three full reports are enough to debug; the count says how widespread the problem is.
        if failures.len() < 3 {
            failures.push(format!(
                "variant {} ({} bytes): {}\n--- input ---\n{}\n--- stderr ---\n{}",
                idx,
                variant.len(),
                problem,
                String::from_utf8_lossy(variant),
                out.stderr_text()
            ));
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} of {} variants failed; the first ones:\n\n{}",
            n_failures,
            variants.len(),
            failures.join("\n\n")
        ))
    }
}
