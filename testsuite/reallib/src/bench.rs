//! `reallib bench [FILTER]`: times the libraries' hot paths. Each path is one closure over
//! prepared input; its time is the best per-operation time of three batches, each batch long
//! enough (about 0.1 s) that the clock's resolution and one-off stalls do not matter. The
//! output is one line per path, `NAME SECONDS`, which `bench.sh` joins across builds;
//! `reallib bench --list [FILTER]` prints the names only. FILTER is a substring of the names,
//! or `=NAME` for one path.

use crate::data::{self, Kind};
use crate::libs;
use crate::png;
use crate::sql;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Input size for the codecs; checksums and hashes get four times as much.
const CODEC_LEN: usize = 1 << 20;

const BATCH: Duration = Duration::from_millis(100);

/// Which paths to time: all, those whose name contains a filter, or with `=NAME` exactly one.
/// Under `list`, the names of the chosen paths are printed without timing them.
struct Selection<'a> {
    filter: Option<&'a str>,
    list: bool,
}

impl Selection<'_> {
    fn wants(&self, name: &str) -> bool {
        match self.filter {
            None => true,
            Some(filter) => match filter.strip_prefix('=') {
                Some(exact) => name == exact,
                None => name.contains(filter),
            },
        }
    }

    /// Times `op` and prints `NAME SECONDS`, if the path is chosen.
    fn path<R>(&self, name: &str, op: impl FnMut() -> R) {
        if !self.wants(name) {
            return;
        }
        if self.list {
            println!("{name}");
        } else {
            println!("{name} {:.9}", time(op));
        }
    }
}

pub fn run(filter: Option<&str>, list: bool) {
    let selection = Selection { filter, list };

    let text = data::generate(Kind::Text, CODEC_LEN, 11);
    for codec in libs::CODECS {
        selection
            .path(&format!("{}/{}/compress", codec.lib, codec.name), || black_box((codec.compress)(black_box(&text))));
        let name = format!("{}/{}/decompress", codec.lib, codec.name);
        if selection.wants(&name) {
            let packed = (codec.compress)(&text);
            selection.path(&name, || black_box((codec.decompress)(black_box(&packed), text.len())));
        }
    }

    let random = data::generate(Kind::Random, 4 * CODEC_LEN, 12);
    for checksum in libs::CHECKSUMS {
        selection
            .path(&format!("{}/{}", checksum.lib, checksum.name), || black_box((checksum.hash)(black_box(&random))));
        if checksum.lib == "xxhash" {
            // Short keys, as hash tables see them: 1,000 hashes of 3..=66 bytes.
            selection.path(&format!("{}/{}/short", checksum.lib, checksum.name), || {
                let mut acc = 0u128;
                for i in 0..1000 {
                    let len = 3 + i % 64;
                    acc ^= (checksum.hash)(black_box(&random[i..i + len]));
                }
                black_box(acc)
            });
        }
    }

    // stb_image: a 1024 x 768 RGBA PNG, rows under every filter, decoded as it is and to RGB
    // samples of a grey-alpha one converted to RGBA.
    for (name, shape) in [
        ("stb/png-rgba", png::Shape { width: 1024, height: 768, color: 6, depth: 8 }),
        ("stb/png-grey-alpha-to-rgba", png::Shape { width: 1024, height: 768, color: 4, depth: 8 }),
    ] {
        if selection.wants(name) {
            let file = png::encode(shape, &png::pixels(shape, 7));
            let channels = if shape.color == 4 { 4 } else { 0 };
            selection.path(name, || black_box(png::decode(black_box(&file), channels)));
        }
    }

    // stb_image_resize: a 1024 x 768 RGBA image halved and doubled in each direction, 8-bit
    // and float samples.
    let big = crate::resize::Shape { in_w: 1024, in_h: 768, out_w: 0, out_h: 0, channels: 4 };
    let samples = crate::resize::pixels(big, 9);
    let floats = crate::resize::to_f32(&samples);
    for (what, out_w, out_h) in [("down", 512, 384), ("up", 2048, 1536)] {
        let shape = crate::resize::Shape { out_w, out_h, ..big };
        selection
            .path(&format!("stb/resize-u8-{what}"), || black_box(crate::resize::resize_u8(shape, black_box(&samples))));
        selection.path(&format!("stb/resize-f32-{what}"), || {
            black_box(crate::resize::resize_f32(shape, black_box(&floats)))
        });
    }

    selection.path("sqlite/insert", || sql::Db::open_memory().fill(20_000, 5));
    if !["sqlite/aggregate", "sqlite/scan", "sqlite/indexed"].iter().any(|name| selection.wants(name)) {
        return;
    }
    let db = sql::Db::open_memory();
    db.fill(100_000, 6);
    selection.path("sqlite/aggregate", || black_box(db.query(sql::AGGREGATES[1])));
    selection.path("sqlite/scan", || black_box(db.query(sql::AGGREGATES[2])));
    db.exec("CREATE INDEX items_category_qty ON items(category, qty)");
    selection.path("sqlite/indexed", || {
        for query in sql::INDEXED {
            black_box(db.query(query));
        }
    });
}

/// The best per-operation time of three batches of at least `BATCH` each.
fn time<R>(mut op: impl FnMut() -> R) -> f64 {
    let start = Instant::now();
    black_box(op());
    let once = start.elapsed().max(Duration::from_micros(1));
    let n_per_batch = (BATCH.as_secs_f64() / once.as_secs_f64()).ceil().max(1.0) as u32;
    (0..3)
        .map(|_| {
            let start = Instant::now();
            for _ in 0..n_per_batch {
                black_box(op());
            }
            start.elapsed().as_secs_f64() / n_per_batch as f64
        })
        .fold(f64::INFINITY, f64::min)
}
