//! Checks of the runner's own helpers (`runner::*` trials), since a harness-less test target has no
//! `#[test]` functions: a runner that cannot fail would make every case look green.

use crate::support::{self, Compiled};
use libtest_mimic::{Failed, Trial};

pub fn trials() -> Vec<Trial> {
    vec![
        Trial::test("runner::first_difference", || check_first_difference().map_err(Failed::from)),
        Trial::test("runner::warning_kinds", || check_warning_kinds().map_err(Failed::from)),
        Trial::test("runner::remarks_naming_ir", || check_remarks_naming_ir().map_err(Failed::from)),
        Trial::test("runner::timeout", || check_timeout().map_err(Failed::from)),
        Trial::test("runner::nopanic_variants", || crate::nopanic::self_check().map_err(Failed::from)),
    ]
}

fn expect(what: &str, ok: bool, detail: impl std::fmt::Debug) -> Result<(), String> {
    if ok {
        Ok(())
    } else {
        Err(format!("{}: {:?}", what, detail))
    }
}

// One changed line in the middle shows as exactly one `-` and one `+` line.
fn check_first_difference() -> Result<(), String> {
    let res = support::first_difference("a\nb\nc\nd\n", "a\nb\nX\nd\n");
    let n_minus = res.lines().filter(|l| l.starts_with("  - ")).count();
    let n_plus = res.lines().filter(|l| l.starts_with("  + ")).count();
    expect("one line changed", res.contains("line 3") && n_minus == 1 && n_plus == 1, &res)?;
    let res = support::first_difference("a\n", "a\nb\n");
    expect("one line added", res.contains("  + b") && !res.contains("  - "), &res)
}

// gcc and clang both end a warning line with its flag; the multiset difference ignores order.
fn check_warning_kinds() -> Result<(), String> {
    let original = Compiled {
        stderr: "x.c:3:5: warning: unused variable 'k' [-Wunused-variable]\n\
                 x.c:9:1: warning: comparison of integer expressions of different signedness [-Wsign-compare]\n"
            .to_string(),
    };
    let rebuilt = Compiled {
        stderr: "y.c:4:2: warning: comparison of integers of different signs [-Wsign-compare]\n\
                 y.c:7:2: warning: something without a flag\n\
                 y.c:8:2: warning: comparison of integers of different signs [-Wsign-compare]\n"
            .to_string(),
    };
    let added = support::new_warnings(&original, &rebuilt);
    expect("new warnings", added == ["-W(none)", "-Wsign-compare"], &added)
}

// Remarks from before issue 3 named IR values; C names in backquotes are not IR names.
fn check_remarks_naming_ir() -> Result<(), String> {
    let old = "# --target=avx2\n\
               f.c:12:5: remark: loop not vectorized: the call to `next_rand` may have side effects (inst207)\n\
               f.c:60:18: remark: loop not vectorized: the call inst25 to `tri` passes v21 where its vector variant wants a linear value of step 1\n\
               f.c:7:3: warning: the exit test in block4 does not run on every iteration\n\
               f.c:9:3: remark: loop vectorized (VF=8, UF=1, est. speedup 3.1x)\n\
               f.c:10:3: remark: loop not vectorized: the reduction of `v1` mixes operations\n";
    let found = support::remarks_naming_ir(old);
    expect(
        "the three remarks naming IR values",
        found.len() == 3 && found.iter().all(|l| !l.contains("`v1`")),
        &found,
    )?;
    let golden = support::check_golden(std::path::Path::new("/nonexistent/x.remarks"), old.as_bytes());
    expect("check_golden refuses them", golden.as_ref().is_err_and(|e| e.contains("inst207")), &golden)
}

fn check_timeout() -> Result<(), String> {
    let mut cmd = std::process::Command::new("sleep");
    cmd.arg("5");
    let out = support::run_with_timeout(&mut cmd, std::time::Duration::from_millis(100))?;
    expect("sleep 5 is killed after 100 ms", out.timed_out, out.describe_status())
}
