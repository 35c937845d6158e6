//! stb_image_resize (v1, `stb-resize-sys`): images of generated 8-bit and float samples resized
//! up and down, in each direction alone and both, at 1 to 4 channels and odd sizes (the
//! resampling loops' tails), with stb's default filters. No reference: the digests of two
//! builds are compared (`main.rs` prints them), and each output is checked to be in range.

use std::ffi::c_int;

/// One resize: the input's and output's sizes and the interleaved channels.
#[derive(Clone, Copy)]
pub struct Shape {
    pub in_w: usize,
    pub in_h: usize,
    pub out_w: usize,
    pub out_h: usize,
    pub channels: usize,
}

impl Shape {
    pub fn name(self) -> String {
        format!("{}x{} -> {}x{} x{}", self.in_w, self.in_h, self.out_w, self.out_h, self.channels)
    }
}

/// The shapes `main.rs` checks: down and up in each direction, both, odd sizes, 1-4 channels.
pub const SHAPES: &[Shape] = &[
    Shape { in_w: 97, in_h: 61, out_w: 31, out_h: 23, channels: 4 },
    Shape { in_w: 97, in_h: 61, out_w: 211, out_h: 129, channels: 4 },
    Shape { in_w: 64, in_h: 48, out_w: 17, out_h: 48, channels: 3 },
    Shape { in_w: 64, in_h: 48, out_w: 64, out_h: 101, channels: 1 },
    Shape { in_w: 33, in_h: 35, out_w: 70, out_h: 9, channels: 2 },
    Shape { in_w: 1, in_h: 7, out_w: 3, out_h: 2, channels: 4 },
];

/// Samples of an image with edges, gradients and noise, the same for every build.
pub fn pixels(shape: Shape, seed: u32) -> Vec<u8> {
    let n = shape.in_w * shape.in_h * shape.channels;
    let mut state = seed.wrapping_mul(2_654_435_761).wrapping_add(1);
    (0..n)
        .map(|i| {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let x = (i / shape.channels) % shape.in_w;
            let y = i / shape.channels / shape.in_w;
            let edge = if (x / 5 + y / 3) % 2 == 0 { 200 } else { 30 };
            (edge + (x * 3 + y) % 40 + (state >> 28) as usize) as u8
        })
        .collect()
}

/// `input` (of `shape`'s input size) resized to its output size, 8-bit.
pub fn resize_u8(shape: Shape, input: &[u8]) -> Vec<u8> {
    let mut out = vec![0u8; shape.out_w * shape.out_h * shape.channels];
    // SAFETY: both buffers hold the sizes passed (packed rows: strides 0).
    let ok = unsafe {
        stb_resize_sys::stbir_resize_uint8(
            input.as_ptr(),
            shape.in_w as c_int,
            shape.in_h as c_int,
            0,
            out.as_mut_ptr(),
            shape.out_w as c_int,
            shape.out_h as c_int,
            0,
            shape.channels as c_int,
        )
    };
    assert_eq!(ok, 1, "stbir_resize_uint8 failed on {}", shape.name());
    out
}

/// `input` resized to the output size, float samples.
pub fn resize_f32(shape: Shape, input: &[f32]) -> Vec<f32> {
    let mut out = vec![0f32; shape.out_w * shape.out_h * shape.channels];
    // SAFETY: as in `resize_u8`.
    let ok = unsafe {
        stb_resize_sys::stbir_resize_float(
            input.as_ptr(),
            shape.in_w as c_int,
            shape.in_h as c_int,
            0,
            out.as_mut_ptr(),
            shape.out_w as c_int,
            shape.out_h as c_int,
            0,
            shape.channels as c_int,
        )
    };
    assert_eq!(ok, 1, "stbir_resize_float failed on {}", shape.name());
    out
}

/// The samples as floats in [0, 1].
pub fn to_f32(samples: &[u8]) -> Vec<f32> {
    samples.iter().map(|&s| f32::from(s) / 255.0).collect()
}

/// A float image's bytes, for a digest that sees every bit.
pub fn f32_bytes(samples: &[f32]) -> Vec<u8> {
    samples.iter().flat_map(|s| s.to_le_bytes()).collect()
}
