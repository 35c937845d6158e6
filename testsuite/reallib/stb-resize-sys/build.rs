//! Builds `bridge.c`, which compiles stb_image_resize.h's implementation, with the cc crate (so
//! `CC`, and through it vcc-cc, applies as to the other -sys crates of the tier). The header is
//! not in this repository: it comes from the system's stb package (Debian's `libstb-dev`, which
//! `.ci/run` installs), found in `STB_INCLUDE_DIR` or `/usr/include/stb`. That directory is
//! given with `-I`, so the compiler does not take the header for a system header and vcc
//! rewrites its functions like the file's own.

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=bridge.c");
    println!("cargo:rerun-if-env-changed=STB_INCLUDE_DIR");
    let dir = std::env::var_os("STB_INCLUDE_DIR").map_or_else(|| PathBuf::from("/usr/include/stb"), PathBuf::from);
    let header = dir.join("stb_image_resize.h");
    if !header.is_file() {
        panic!(
            "{} not found: install the system's stb headers (Debian: apt-get install libstb-dev) or set STB_INCLUDE_DIR",
            header.display()
        );
    }
    println!("cargo:rerun-if-changed={}", header.display());
    cc::Build::new().file("bridge.c").include(&dir).warnings(false).compile("stb_image_resize");
}
