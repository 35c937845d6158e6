//! The two entry points of stb_image_resize.h (v1) the real-library tier calls: its default
//! filters (Mitchell down, Catmull-Rom up), alpha not premultiplied, edges clamped.

use std::ffi::c_int;

extern "C" {
    /// 8-bit samples, sRGB-agnostic (linear), `num_channels` interleaved; strides of 0 mean packed rows.
    pub fn stbir_resize_uint8(
        input_pixels: *const u8,
        input_w: c_int,
        input_h: c_int,
        input_stride_in_bytes: c_int,
        output_pixels: *mut u8,
        output_w: c_int,
        output_h: c_int,
        output_stride_in_bytes: c_int,
        num_channels: c_int,
    ) -> c_int;

    /// 32-bit float samples, as `stbir_resize_uint8`.
    pub fn stbir_resize_float(
        input_pixels: *const f32,
        input_w: c_int,
        input_h: c_int,
        input_stride_in_bytes: c_int,
        output_pixels: *mut f32,
        output_w: c_int,
        output_h: c_int,
        output_stride_in_bytes: c_int,
        num_channels: c_int,
    ) -> c_int;
}
