//! Deterministic test data: a small PRNG and three kinds of input (text-like, random, runs), so
//! that two builds of the libraries see the same bytes and must print the same results.

/// SplitMix64: tiny, fast, and the same on every platform.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (n > 0); the slight modulo bias does not matter here.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Words from a skewed vocabulary, with punctuation and line breaks: compresses like prose.
    Text,
    /// Uniform random bytes: incompressible.
    Random,
    /// Runs of one byte value of random length, with some noise: long matches, RLE-like.
    Runs,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Text, Kind::Random, Kind::Runs];

    pub fn name(self) -> &'static str {
        match self {
            Kind::Text => "text",
            Kind::Random => "random",
            Kind::Runs => "runs",
        }
    }
}

const WORDS: &[&str] = &[
    "the",
    "of",
    "and",
    "to",
    "in",
    "a",
    "is",
    "that",
    "for",
    "it",
    "as",
    "was",
    "with",
    "be",
    "by",
    "on",
    "not",
    "he",
    "this",
    "are",
    "or",
    "his",
    "from",
    "at",
    "which",
    "but",
    "have",
    "an",
    "had",
    "they",
    "you",
    "were",
    "their",
    "one",
    "all",
    "we",
    "can",
    "her",
    "has",
    "there",
    "been",
    "if",
    "more",
    "when",
    "will",
    "would",
    "who",
    "so",
    "no",
    "vector",
    "compiler",
    "loop",
    "memory",
    "function",
    "register",
    "branch",
    "latency",
    "throughput",
    "pipeline",
    "instruction",
    "cache",
    "library",
    "compression",
    "checksum",
    "database",
];

pub fn generate(kind: Kind, len: usize, seed: u64) -> Vec<u8> {
    let mut rng = Rng::new(seed ^ (kind as u64 + 1).wrapping_mul(0x1234_5678_9abc_def1));
    let mut out = Vec::with_capacity(len + 32);
    match kind {
        Kind::Text => {
            let mut words_in_line = 0;
            while out.len() < len {
                // Squaring a uniform index skews the choice toward the frequent words in front.
                let u = rng.below(1 << 16);
                let word = WORDS[((u * u * WORDS.len() as u64) >> 32) as usize];
                out.extend_from_slice(word.as_bytes());
                words_in_line += 1;
                match rng.below(16) {
                    0 => out.extend_from_slice(b", "),
                    1 => out.extend_from_slice(b". "),
                    _ => out.push(b' '),
                }
                if words_in_line > 10 && rng.below(4) == 0 {
                    out.push(b'\n');
                    words_in_line = 0;
                }
            }
        }
        Kind::Random => {
            while out.len() < len {
                out.extend_from_slice(&rng.next_u64().to_le_bytes());
            }
        }
        Kind::Runs => {
            while out.len() < len {
                let byte = rng.below(256) as u8;
                let run = 1 + rng.below(300) as usize;
                out.extend(std::iter::repeat(byte).take(run));
                if rng.below(8) == 0 {
                    out.push(rng.below(256) as u8);
                }
            }
        }
    }
    out.truncate(len);
    out
}

/// FNV-1a, 64-bit: a digest computed in Rust, independent of the C libraries under test.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    for &b in bytes {
        hash ^= b as u64;
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// Reference CRC-32 (the zlib/gzip polynomial, bitwise) to check the libraries' own.
pub fn crc32_reference(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= b as u32;
        for _ in 0..8 {
            crc = if crc & 1 != 0 { (crc >> 1) ^ 0xedb8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

/// Reference Adler-32.
pub fn adler32_reference(bytes: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for &x in bytes {
        a = (a + x as u32) % 65521;
        b = (b + a) % 65521;
    }
    (b << 16) | a
}
