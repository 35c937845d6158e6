//! stb_image (img-rs bundles stb_image.h 2.27 and builds it with the cc crate) decoding PNG
//! files that this module writes: every colour type of 8 bits (grey, grey + alpha, RGB, RGBA,
//! palette), 16-bit RGBA, each row under one of the five PNG filters (so the decoder's
//! unfiltering loops all run), the IDAT stream from zlib. The decoded pixels must be the ones
//! written, natively and converted to 4 channels (stb's `stbi__convert_format` loops).

use crate::libs::{zlib_compress, zlib_crc32};
use std::ffi::c_int;

/// One test image: its size, colour type (PNG's) and 8 or 16 bits per sample.
#[derive(Clone, Copy)]
pub struct Shape {
    pub width: usize,
    pub height: usize,
    pub color: u8,
    pub depth: u8,
}

impl Shape {
    /// Samples per pixel as written.
    fn samples(self) -> usize {
        match self.color {
            0 | 3 => 1,
            4 => 2,
            2 => 3,
            _ => 4,
        }
    }

    /// Channels of the decoded pixels (a palette decodes to RGB).
    pub fn channels(self) -> usize {
        if self.color == 3 {
            3
        } else {
            self.samples()
        }
    }

    pub fn name(self) -> String {
        let color = match self.color {
            0 => "grey",
            2 => "rgb",
            3 => "palette",
            4 => "grey-alpha",
            _ => "rgba",
        };
        format!("{}x{} {}{}", self.width, self.height, color, self.depth)
    }
}

/// The shapes `main.rs` checks: odd widths (the unfiltering loops' tails), every colour type.
pub const SHAPES: &[Shape] = &[
    Shape { width: 61, height: 37, color: 0, depth: 8 },
    Shape { width: 61, height: 37, color: 4, depth: 8 },
    Shape { width: 61, height: 37, color: 2, depth: 8 },
    Shape { width: 256, height: 64, color: 6, depth: 8 },
    Shape { width: 67, height: 33, color: 3, depth: 8 },
    Shape { width: 45, height: 29, color: 6, depth: 16 },
    Shape { width: 1, height: 5, color: 6, depth: 8 },
];

/// The pixels of a test image as written (palette indices for a palette image), row-major,
/// big-endian for 16-bit samples; smooth gradients with noise, so that every filter has work.
pub fn pixels(shape: Shape, seed: u32) -> Vec<u8> {
    let bytes = shape.samples() * (shape.depth as usize / 8);
    let mut state = seed.wrapping_mul(2_654_435_761).wrapping_add(1);
    let mut out = Vec::with_capacity(shape.width * shape.height * bytes);
    for y in 0..shape.height {
        for x in 0..shape.width {
            for s in 0..bytes {
                state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                let noise = (state >> 24) as usize % 9;
                let v = (x * 3 + y * 5 + s * 40 + noise) % 256;
                out.push(if shape.color == 3 { (v % 16) as u8 } else { v as u8 });
            }
        }
    }
    out
}

/// A PNG file of `raw` (as `pixels` gives it), row r filtered with filter r % 5.
pub fn encode(shape: Shape, raw: &[u8]) -> Vec<u8> {
    let bpp = (shape.samples() * shape.depth as usize / 8).max(1);
    let stride = shape.width * bpp;
    let mut filtered = Vec::with_capacity((stride + 1) * shape.height);
    for y in 0..shape.height {
        let row = &raw[y * stride..(y + 1) * stride];
        let prior = if y == 0 { None } else { Some(&raw[(y - 1) * stride..y * stride]) };
        let filter = (y % 5) as u8;
        filtered.push(filter);
        for i in 0..stride {
            let a = if i >= bpp { row[i - bpp] as i32 } else { 0 };
            let b = prior.map_or(0, |p| p[i] as i32);
            let c = if i >= bpp { prior.map_or(0, |p| p[i - bpp] as i32) } else { 0 };
            let predicted = match filter {
                0 => 0,
                1 => a,
                2 => b,
                3 => (a + b) / 2,
                _ => paeth(a, b, c),
            };
            filtered.push((row[i] as i32 - predicted) as u8);
        }
    }
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut header = Vec::new();
    header.extend_from_slice(&(shape.width as u32).to_be_bytes());
    header.extend_from_slice(&(shape.height as u32).to_be_bytes());
    header.extend_from_slice(&[shape.depth, shape.color, 0, 0, 0]);
    chunk(&mut png, b"IHDR", &header);
    if shape.color == 3 {
        let palette: Vec<u8> =
            (0..16u32).flat_map(|k| [(k * 17) as u8, (255 - k * 13) as u8, (k * 7 + 3) as u8]).collect();
        chunk(&mut png, b"PLTE", &palette);
    }
    chunk(&mut png, b"IDAT", &zlib_compress(&filtered));
    chunk(&mut png, b"IEND", &[]);
    png
}

fn paeth(a: i32, b: i32, c: i32) -> i32 {
    let p = a + b - c;
    let (pa, pb, pc) = ((p - a).abs(), (p - b).abs(), (p - c).abs());
    if pa <= pb && pa <= pc {
        a
    } else if pb <= pc {
        b
    } else {
        c
    }
}

fn chunk(png: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    png.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = png.len();
    png.extend_from_slice(kind);
    png.extend_from_slice(data);
    let crc = zlib_crc32(&png[start..]);
    png.extend_from_slice(&crc.to_be_bytes());
}

/// The pixels the decoder should give for `raw` with `channels` channels asked (0: as in the
/// file), as stb gives them: 8-bit samples, a palette expanded to RGB, missing alpha 255, grey
/// to RGB by copying, colour to grey by stb's weighted sum (not asked here).
pub fn expected(shape: Shape, raw: &[u8], channels: usize) -> Vec<u8> {
    let native = shape.channels();
    let want = if channels == 0 { native } else { channels };
    let mut out = Vec::with_capacity(shape.width * shape.height * want);
    let step = shape.samples() * shape.depth as usize / 8;
    for px in raw.chunks(step) {
        let mut s: Vec<u8> = match shape.color {
            3 => {
                let k = px[0] as u32;
                vec![(k * 17) as u8, (255 - k * 13) as u8, (k * 7 + 3) as u8]
            }
            // stb reduces 16-bit samples to 8 by their high byte.
            _ if shape.depth == 16 => px.chunks(2).map(|b| b[0]).collect(),
            _ => px.to_vec(),
        };
        s = match (native, want) {
            (a, b) if a == b => s,
            (1, 4) => vec![s[0], s[0], s[0], 255],
            (2, 4) => vec![s[0], s[0], s[0], s[1]],
            (3, 4) => vec![s[0], s[1], s[2], 255],
            _ => unreachable!("only conversions to 4 channels are asked"),
        };
        out.extend_from_slice(&s);
    }
    out
}

/// stb's decoding of a PNG file to 8-bit samples, `channels` of them (0: as in the file).
pub fn decode(png: &[u8], channels: usize) -> Option<(usize, usize, Vec<u8>)> {
    let (mut w, mut h, mut n): (c_int, c_int, c_int) = (0, 0, 0);
    let ptr = unsafe {
        img_rs::sys::stbi_load_from_memory(png.as_ptr(), png.len() as c_int, &mut w, &mut h, &mut n, channels as c_int)
    };
    if ptr.is_null() {
        return None;
    }
    let got = if channels == 0 { n as usize } else { channels };
    let len = w as usize * h as usize * got;
    let pixels = unsafe { std::slice::from_raw_parts(ptr, len) }.to_vec();
    unsafe { img_rs::sys::stbi_image_free(ptr.cast()) };
    Some((w as usize, h as usize, pixels))
}
