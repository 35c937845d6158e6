//! The compiler's intrinsic headers (x86's `immintrin.h`, `emmintrin.h`, `avx2intrin.h`...,
//! AArch64's `arm_neon.h` with the `arm_fp16.h` and `arm_bf16.h` it includes) in the
//! preprocessed output form. The prelude's `#include <immintrin.h>` (or `<arm_neon.h>`) goes
//! before the first
//! rewritten function. Where the translation unit holds those headers' text before that point,
//! their include guards (kept, as every system header's macros are) make the prelude's include
//! empty. Where it holds their text after that point (the program included them after the
//! rewritten function, as xxhash.h includes `<immintrin.h>` halfway through), that text would
//! define every intrinsic a second time: it is left out, its line markers kept, as the guards
//! would have left it out had the program included the header first.

use std::ops::Range;

/// Whether `file`, as a line marker names it, is one of the compiler's intrinsic headers: a
/// header under an `include` directory whose name ends in `intrin.h` (x86), or `arm_neon.h`,
/// `arm_fp16.h`, `arm_bf16.h` (AArch64). `mm_malloc.h` is not one: it includes `stdlib.h`,
/// whose text the program may need where it stands (as is `stdint.h`, which `arm_neon.h`
/// includes: its typedefs may be repeated).
pub fn is_intrinsic_header(file: &str) -> bool {
    let base = file.rsplit('/').next().unwrap_or(file);
    let intrinsic = base.ends_with("intrin.h") || matches!(base, "arm_neon.h" | "arm_fp16.h" | "arm_bf16.h");
    file.starts_with('/') && file.contains("/include/") && intrinsic
}

/// The intrinsic headers that each of the targets' narrow headers includes, itself too (the
/// same in gcc's and clang's headers).
const NARROW_HEADERS: &[(&str, &[&str])] = &[
    ("emmintrin.h", &["mmintrin.h", "xmmintrin.h", "emmintrin.h"]),
    (
        "nmmintrin.h",
        &["mmintrin.h", "xmmintrin.h", "emmintrin.h", "pmmintrin.h", "tmmintrin.h", "smmintrin.h", "nmmintrin.h"],
    ),
];

/// Whether the narrow header `header` (`emmintrin.h`) includes every one of `files`, the
/// intrinsic headers a translation unit holds (paths as line markers name them).
pub fn covers(header: &str, files: &[&str]) -> bool {
    let Some((_, family)) = NARROW_HEADERS.iter().find(|(h, _)| *h == header) else { return false };
    files.iter().all(|f| family.contains(&f.rsplit('/').next().unwrap_or(f)))
}

/// The ranges of `text` (preprocessed, with line markers) that hold intrinsic headers' text,
/// line markers excluded, each run of consecutive lines as one range without its last newline.
pub fn intrinsic_text(text: &str) -> Vec<Range<usize>> {
    let mut ranges: Vec<Range<usize>> = Vec::new();
    let mut in_intrinsic = false;
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        let end = start + line.len();
        if let Some(file) = marker_file(line) {
            in_intrinsic = is_intrinsic_header(file);
        } else if in_intrinsic && !line.trim().is_empty() {
            let body_end = end - usize::from(line.ends_with('\n'));
            match ranges.last_mut() {
                Some(last) if text[last.end..start].trim().is_empty() => last.end = body_end,
                _ => ranges.push(start..body_end),
            }
        }
        start = end;
    }
    ranges
}

/// The file a line marker (`# 12 "file.h" 1 3 4`) names, if `line` is one.
fn marker_file(line: &str) -> Option<&str> {
    let rest = line.strip_prefix('#')?.trim_start();
    let rest = rest.strip_prefix("line ").unwrap_or(rest).trim_start();
    let digits = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
    if digits == 0 {
        return None;
    }
    let quoted = rest[digits..].trim_start().strip_prefix('"')?;
    quoted.find('"').map(|end| &quoted[..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_text_of_intrinsic_headers_only() {
        let text = "# 1 \"k.c\"\nint a;\n# 1 \"/usr/lib/gcc/x86_64-linux-gnu/12/include/immintrin.h\" 1 3 4\n\
                    typedef long long __m128i;\n# 1 \"/usr/lib/gcc/x86_64-linux-gnu/12/include/mm_malloc.h\" 1 3 4\n\
                    void *_mm_malloc(int);\n# 9 \"/usr/lib/gcc/x86_64-linux-gnu/12/include/immintrin.h\" 2 3 4\n\
                    #pragma GCC push_options\n\nint _mm_x(void);\n# 3 \"k.c\" 2\nint b;\n";
        let got: Vec<&str> = intrinsic_text(text).into_iter().map(|r| &text[r]).collect();
        assert_eq!(got, ["typedef long long __m128i;", "#pragma GCC push_options\n\nint _mm_x(void);"]);
        assert!(!is_intrinsic_header("myintrin.h"), "the program's own header");
        assert!(is_intrinsic_header("/usr/lib/gcc-cross/aarch64-linux-gnu/12/include/arm_neon.h"));
        assert!(is_intrinsic_header("/usr/lib/gcc-cross/aarch64-linux-gnu/12/include/arm_bf16.h"));
        assert!(!is_intrinsic_header("/usr/aarch64-linux-gnu/include/stdint.h"));
    }

    #[test]
    fn narrow_headers_cover_their_own_family_only() {
        let gcc = "/usr/lib/gcc/x86_64-linux-gnu/12/include/";
        let sse2 = [format!("{gcc}emmintrin.h"), format!("{gcc}xmmintrin.h"), format!("{gcc}mmintrin.h")];
        let sse2: Vec<&str> = sse2.iter().map(String::as_str).collect();
        assert!(covers("emmintrin.h", &sse2));
        assert!(covers("nmmintrin.h", &sse2));
        let smm = format!("{gcc}smmintrin.h");
        assert!(!covers("emmintrin.h", &[smm.as_str()]));
        let avx = format!("{gcc}avxintrin.h");
        assert!(!covers("nmmintrin.h", &[avx.as_str()]));
        assert!(!covers("immintrin.h", &sse2), "not a narrow header");
    }
}
