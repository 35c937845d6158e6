//! `reallib bench`: times the libraries' hot paths. Each path is one closure over prepared
//! input; its time is the best per-operation time of three batches, each batch long enough
//! (about 0.1 s) that the clock's resolution and one-off stalls do not matter. The output is
//! one line per path, `NAME SECONDS`, which `bench.sh` joins across builds.

use crate::data::{self, Kind};
use crate::libs;
use crate::sql;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Input size for the codecs; checksums and hashes get four times as much.
const CODEC_LEN: usize = 1 << 20;

const BATCH: Duration = Duration::from_millis(100);

pub fn run(filter: Option<&str>) {
    let wanted = |name: &str| filter.is_none_or(|f| name.contains(f));

    let text = data::generate(Kind::Text, CODEC_LEN, 11);
    for codec in libs::CODECS {
        let name = format!("{}/{}/compress", codec.lib, codec.name);
        if wanted(&name) {
            report(&name, time(|| black_box((codec.compress)(black_box(&text)))));
        }
        let name = format!("{}/{}/decompress", codec.lib, codec.name);
        if wanted(&name) {
            let packed = (codec.compress)(&text);
            report(&name, time(|| black_box((codec.decompress)(black_box(&packed), text.len()))));
        }
    }

    let random = data::generate(Kind::Random, 4 * CODEC_LEN, 12);
    for checksum in libs::CHECKSUMS {
        let name = format!("{}/{}", checksum.lib, checksum.name);
        if wanted(&name) {
            report(&name, time(|| black_box((checksum.hash)(black_box(&random)))));
        }
        // Short keys, as hash tables see them: 1,000 hashes of 3..=66 bytes.
        let name = format!("{}/{}/short", checksum.lib, checksum.name);
        if checksum.lib == "xxhash" && wanted(&name) {
            report(
                &name,
                time(|| {
                    let mut acc = 0u128;
                    for i in 0..1000 {
                        let len = 3 + i % 64;
                        acc ^= (checksum.hash)(black_box(&random[i..i + len]));
                    }
                    black_box(acc)
                }),
            );
        }
    }

    if wanted("sqlite/insert") {
        report("sqlite/insert", time(|| sql::Db::open_memory().fill(20_000, 5)));
    }
    let db = sql::Db::open_memory();
    db.fill(100_000, 6);
    if wanted("sqlite/aggregate") {
        report("sqlite/aggregate", time(|| black_box(db.query(sql::AGGREGATES[1]))));
    }
    if wanted("sqlite/scan") {
        report("sqlite/scan", time(|| black_box(db.query(sql::AGGREGATES[2]))));
    }
    db.exec("CREATE INDEX items_category_qty ON items(category, qty)");
    if wanted("sqlite/indexed") {
        report(
            "sqlite/indexed",
            time(|| {
                for query in sql::INDEXED {
                    black_box(db.query(query));
                }
            }),
        );
    }
}

fn report(name: &str, seconds: f64) {
    println!("{name} {seconds:.9}");
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
