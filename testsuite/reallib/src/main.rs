//! The real-library tier's program: C libraries bundled by -sys crates (zlib, lz4, zstd, bzip2,
//! libdeflate, xxHash, SQLite, stb_image) and stb_image_resize (the system's header, built by
//! the local `stb-resize-sys`), exercised through their FFI.
//!
//! `reallib` (check mode) runs round trips over generated data, checksums against Rust
//! reference implementations and across libraries, and SQLite queries, printing results and
//! digests on stdout: two builds of the same libraries (plain gcc, and through vcc-cc) must print
//! the same text. It exits 1 if a self-check fails (a round trip that does not give back its
//! input, a checksum that disagrees with the reference).
//!
//! `reallib bench [--list] [FILTER]` times the hot paths (compress, decompress, checksum, hash,
//! decode, resample, query) and prints one line per path, `NAME SECONDS` (the best per-operation time of three
//! batches of about 0.1 s), for `bench.sh` to compare across builds.

mod bench;
mod data;
mod libs;
mod png;
mod resize;
mod sql;

use data::Kind;
use std::process::ExitCode;

/// Size of each generated input in check mode.
const CHECK_LEN: usize = 1 << 18;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        None | Some("check") => check(),
        Some("bench") => {
            let list = args.get(1).is_some_and(|a| a == "--list");
            let filter = args.get(if list { 2 } else { 1 }).map(String::as_str);
            bench::run(filter, list);
            ExitCode::SUCCESS
        }
        Some(other) => {
            eprintln!("usage: reallib [check | bench [--list] [FILTER]] (got {other:?})");
            ExitCode::from(2)
        }
    }
}

fn check() -> ExitCode {
    let mut n_failures = 0;
    let mut fail = |what: String| {
        println!("FAIL {what}");
        n_failures += 1;
    };

    // Round trips: every codec over every kind of data, plus short and empty inputs, where
    // block and loop edges are.
    for codec in libs::CODECS {
        for kind in Kind::ALL {
            for len in [CHECK_LEN, 1000, 1] {
                let input = data::generate(kind, len, 1);
                let packed = (codec.compress)(&input);
                let unpacked = (codec.decompress)(&packed, input.len());
                let ok = unpacked == input;
                println!(
                    "{} {} {} {} -> {} bytes, digest {:016x}, round trip {}",
                    codec.lib,
                    codec.name,
                    kind.name(),
                    len,
                    packed.len(),
                    data::fnv1a(&packed),
                    if ok { "ok" } else { "WRONG" }
                );
                if !ok {
                    fail(format!("{} {} round trip of {} {}", codec.lib, codec.name, kind.name(), len));
                }
            }
        }
    }
    // Cross-library: zlib inflates libdeflate's zlib streams and libdeflate inflates zlib's.
    for kind in Kind::ALL {
        let input = data::generate(kind, CHECK_LEN, 4);
        let by_zlib = libs::zlib_decompress(&libs::libdeflate_zlib_compress(&input), input.len()) == input;
        let by_libdeflate = libs::libdeflate_zlib_decompress(&libs::zlib_compress(&input), input.len()) == input;
        println!(
            "zlib/libdeflate cross {}: zlib inflates libdeflate {}, libdeflate inflates zlib {}",
            kind.name(),
            by_zlib,
            by_libdeflate
        );
        if !(by_zlib && by_libdeflate) {
            fail(format!("zlib/libdeflate cross round trip of {}", kind.name()));
        }
    }

    // Checksums: whole inputs, and every length 0..=300 at offsets 0..8 (unaligned heads and
    // tails of the vector loops), folded into one digest per checksum.
    let inputs: Vec<Vec<u8>> = Kind::ALL.iter().map(|&kind| data::generate(kind, CHECK_LEN, 2)).collect();
    for checksum in libs::CHECKSUMS {
        let mut fold = 0xcbf2_9ce4_8422_2325u64;
        for input in &inputs {
            for offset in 0..8 {
                for len in 0..=300 {
                    let value = (checksum.hash)(&input[offset..offset + len]);
                    fold = (fold ^ value as u64 ^ (value >> 64) as u64).wrapping_mul(0x0100_0000_01b3);
                    if let Some(reference) = reference(checksum.name, &input[offset..offset + len]) {
                        if value != reference {
                            fail(format!("{} {} of {} bytes at offset {}", checksum.lib, checksum.name, len, offset));
                        }
                    }
                }
            }
        }
        let whole: Vec<String> = inputs.iter().map(|input| format!("{:x}", (checksum.hash)(input))).collect();
        println!("{} {} whole {} short {:016x}", checksum.lib, checksum.name, whole.join(" "), fold);
        for input in &inputs {
            if let Some(reference) = reference(checksum.name, input) {
                if (checksum.hash)(input) != reference {
                    fail(format!("{} {} of a whole input", checksum.lib, checksum.name));
                }
            }
        }
    }

    // stb_image: PNG files of every colour type, decoded as they are and to 4 channels.
    for (k, &shape) in png::SHAPES.iter().enumerate() {
        let raw = png::pixels(shape, k as u32);
        let file = png::encode(shape, &raw);
        for channels in [0, 4] {
            let expected = png::expected(shape, &raw, channels);
            let ok = match png::decode(&file, channels) {
                Some((w, h, pixels)) => {
                    println!(
                        "stb png {} to {} channels: {}x{}, digest {:016x}",
                        shape.name(),
                        channels,
                        w,
                        h,
                        data::fnv1a(&pixels)
                    );
                    (w, h) == (shape.width, shape.height) && pixels == expected
                }
                None => false,
            };
            if !ok {
                fail(format!("stb png {} to {} channels", shape.name(), channels));
            }
        }
    }

    // stb_image_resize: generated images resized, 8-bit and float; a flat image stays flat.
    for (k, &shape) in resize::SHAPES.iter().enumerate() {
        let input = resize::pixels(shape, k as u32);
        let out = resize::resize_u8(shape, &input);
        let out_f = resize::resize_f32(shape, &resize::to_f32(&input));
        println!(
            "stb resize {}: u8 digest {:016x}, f32 digest {:016x}",
            shape.name(),
            data::fnv1a(&out),
            data::fnv1a(&resize::f32_bytes(&out_f))
        );
        let flat = vec![77u8; input.len()];
        if resize::resize_u8(shape, &flat).iter().any(|&s| s != 77) {
            fail(format!("stb resize {}: a flat 8-bit image did not stay flat", shape.name()));
        }
        let flat_f = resize::to_f32(&flat);
        if resize::resize_f32(shape, &flat_f).iter().any(|&s| (s - flat_f[0]).abs() > 1e-5) {
            fail(format!("stb resize {}: a flat float image did not stay flat", shape.name()));
        }
    }

    // SQLite: fill, aggregate, index, aggregate again, indexed lookups, an update and a delete.
    println!("sqlite version {}", sql::libversion());
    let db = sql::Db::open_memory();
    db.fill(20_000, 3);
    let before: Vec<Vec<String>> = sql::AGGREGATES.iter().map(|q| db.query(q)).collect();
    db.exec("CREATE INDEX items_category_qty ON items(category, qty)");
    for (query, rows_before) in sql::AGGREGATES.iter().zip(&before) {
        let rows = db.query(query);
        println!("sqlite {query}");
        for row in &rows {
            println!("  {row}");
        }
        if &rows != rows_before {
            fail(format!("sqlite: the index changed the answer of {query}"));
        }
    }
    for query in sql::INDEXED {
        println!("sqlite {query}");
        for row in db.query(query) {
            println!("  {row}");
        }
    }
    db.exec("UPDATE items SET qty = qty + 1 WHERE category = 7");
    db.exec("DELETE FROM items WHERE price < 10");
    for query in [sql::AGGREGATES[0], sql::INDEXED[0], "PRAGMA integrity_check"] {
        println!("sqlite {query}");
        for row in db.query(query) {
            println!("  {row}");
        }
    }

    if n_failures == 0 {
        println!("all self-checks passed");
        ExitCode::SUCCESS
    } else {
        println!("{n_failures} self-checks FAILED");
        ExitCode::FAILURE
    }
}

/// The Rust reference value of a checksum, where there is one.
fn reference(name: &str, bytes: &[u8]) -> Option<u128> {
    match name {
        "crc32" => Some(data::crc32_reference(bytes) as u128),
        "adler32" => Some(data::adler32_reference(bytes) as u128),
        _ => None,
    }
}
