//! Safe wrappers over the C libraries' FFI, one small function per operation, as a table of
//! codecs and one of checksums that `main.rs` (checks) and `bench.rs` (timings) both walk.

use std::ffi::{c_char, c_int, c_uint, c_void};

// bzip2-sys binds only the streaming API; the one-shot pair is in the same library.
extern "C" {
    fn BZ2_bzBuffToBuffCompress(
        dest: *mut c_char,
        dest_len: *mut c_uint,
        source: *mut c_char,
        source_len: c_uint,
        block_size_100k: c_int,
        verbosity: c_int,
        work_factor: c_int,
    ) -> c_int;
    fn BZ2_bzBuffToBuffDecompress(
        dest: *mut c_char,
        dest_len: *mut c_uint,
        source: *mut c_char,
        source_len: c_uint,
        small: c_int,
        verbosity: c_int,
    ) -> c_int;
}
// Link bzip2-sys's static library.
use bzip2_sys as _;

/// A compressor and its decompressor: `decompress` is given the original length.
pub struct Codec {
    pub lib: &'static str,
    pub name: &'static str,
    pub compress: fn(&[u8]) -> Vec<u8>,
    pub decompress: fn(&[u8], usize) -> Vec<u8>,
}

pub const CODECS: &[Codec] = &[
    Codec { lib: "zlib", name: "deflate-6", compress: zlib_compress, decompress: zlib_decompress },
    Codec { lib: "lz4", name: "lz4", compress: lz4_compress, decompress: lz4_decompress },
    Codec { lib: "lz4", name: "lz4hc-9", compress: lz4hc_compress, decompress: lz4_decompress },
    Codec { lib: "zstd", name: "zstd-3", compress: zstd_compress, decompress: zstd_decompress },
    Codec { lib: "bzip2", name: "bzip2-9", compress: bzip2_compress, decompress: bzip2_decompress },
    Codec { lib: "libdeflate", name: "deflate-6", compress: libdeflate_compress, decompress: libdeflate_decompress },
];

/// A checksum or hash of a byte string, widened to 128 bits.
pub struct Checksum {
    pub lib: &'static str,
    pub name: &'static str,
    pub hash: fn(&[u8]) -> u128,
}

pub const CHECKSUMS: &[Checksum] = &[
    Checksum { lib: "zlib", name: "crc32", hash: |b| zlib_crc32(b) as u128 },
    Checksum { lib: "zlib", name: "adler32", hash: |b| zlib_adler32(b) as u128 },
    Checksum { lib: "libdeflate", name: "crc32", hash: |b| libdeflate_crc32(b) as u128 },
    Checksum { lib: "libdeflate", name: "adler32", hash: |b| libdeflate_adler32(b) as u128 },
    Checksum { lib: "xxhash", name: "xxh32", hash: |b| xxh32(b) as u128 },
    Checksum { lib: "xxhash", name: "xxh64", hash: |b| xxh64(b) as u128 },
    Checksum { lib: "xxhash", name: "xxh3-64", hash: |b| xxh3_64(b) as u128 },
    Checksum { lib: "xxhash", name: "xxh3-128", hash: xxh3_128 },
];

pub fn zlib_compress(input: &[u8]) -> Vec<u8> {
    unsafe {
        let mut len = libz_sys::compressBound(input.len() as _);
        let mut out = vec![0u8; len as usize];
        let status = libz_sys::compress2(out.as_mut_ptr(), &mut len, input.as_ptr(), input.len() as _, 6);
        assert_eq!(status, libz_sys::Z_OK, "zlib compress2");
        out.truncate(len as usize);
        out
    }
}

pub fn zlib_decompress(input: &[u8], original_len: usize) -> Vec<u8> {
    unsafe {
        let mut out = vec![0u8; original_len];
        let mut len = original_len as _;
        let status = libz_sys::uncompress(out.as_mut_ptr(), &mut len, input.as_ptr(), input.len() as _);
        assert_eq!(status, libz_sys::Z_OK, "zlib uncompress");
        out.truncate(len as usize);
        out
    }
}

fn lz4_compress(input: &[u8]) -> Vec<u8> {
    unsafe {
        let bound = lz4_sys::LZ4_compressBound(input.len() as c_int);
        let mut out = vec![0u8; bound as usize];
        let len =
            lz4_sys::LZ4_compress_default(input.as_ptr().cast(), out.as_mut_ptr().cast(), input.len() as c_int, bound);
        assert!(len > 0, "LZ4_compress_default");
        out.truncate(len as usize);
        out
    }
}

fn lz4hc_compress(input: &[u8]) -> Vec<u8> {
    unsafe {
        let bound = lz4_sys::LZ4_compressBound(input.len() as c_int);
        let mut out = vec![0u8; bound as usize];
        let len =
            lz4_sys::LZ4_compress_HC(input.as_ptr().cast(), out.as_mut_ptr().cast(), input.len() as c_int, bound, 9);
        assert!(len > 0, "LZ4_compress_HC");
        out.truncate(len as usize);
        out
    }
}

fn lz4_decompress(input: &[u8], original_len: usize) -> Vec<u8> {
    unsafe {
        let mut out = vec![0u8; original_len];
        let len = lz4_sys::LZ4_decompress_safe(
            input.as_ptr().cast(),
            out.as_mut_ptr().cast(),
            input.len() as c_int,
            original_len as c_int,
        );
        assert!(len >= 0, "LZ4_decompress_safe: {len}");
        out.truncate(len as usize);
        out
    }
}

fn zstd_compress(input: &[u8]) -> Vec<u8> {
    unsafe {
        let bound = zstd_sys::ZSTD_compressBound(input.len());
        let mut out = vec![0u8; bound];
        let len = zstd_sys::ZSTD_compress(out.as_mut_ptr().cast(), bound, input.as_ptr().cast(), input.len(), 3);
        assert_eq!(zstd_sys::ZSTD_isError(len), 0, "ZSTD_compress");
        out.truncate(len);
        out
    }
}

fn zstd_decompress(input: &[u8], original_len: usize) -> Vec<u8> {
    unsafe {
        let mut out = vec![0u8; original_len];
        let len = zstd_sys::ZSTD_decompress(out.as_mut_ptr().cast(), original_len, input.as_ptr().cast(), input.len());
        assert_eq!(zstd_sys::ZSTD_isError(len), 0, "ZSTD_decompress");
        out.truncate(len);
        out
    }
}

fn bzip2_compress(input: &[u8]) -> Vec<u8> {
    unsafe {
        // bzip2's documented bound: 1% more than the input plus 600 bytes.
        let mut len = (input.len() + input.len() / 100 + 600) as c_uint;
        let mut out = vec![0u8; len as usize];
        let status = BZ2_bzBuffToBuffCompress(
            out.as_mut_ptr().cast(),
            &mut len,
            input.as_ptr() as *mut c_char,
            input.len() as c_uint,
            9,
            0,
            0,
        );
        assert_eq!(status, 0, "BZ2_bzBuffToBuffCompress");
        out.truncate(len as usize);
        out
    }
}

fn bzip2_decompress(input: &[u8], original_len: usize) -> Vec<u8> {
    unsafe {
        let mut out = vec![0u8; original_len.max(1)];
        let mut len = original_len as c_uint;
        let status = BZ2_bzBuffToBuffDecompress(
            out.as_mut_ptr().cast(),
            &mut len,
            input.as_ptr() as *mut c_char,
            input.len() as c_uint,
            0,
            0,
        );
        assert_eq!(status, 0, "BZ2_bzBuffToBuffDecompress");
        out.truncate(len as usize);
        out
    }
}

/// libdeflate's compress and bound functions for one format (raw deflate, zlib).
type LibdeflateCompress = (
    unsafe extern "C" fn(*mut libdeflate_sys::libdeflate_compressor, usize) -> usize,
    unsafe extern "C" fn(*mut libdeflate_sys::libdeflate_compressor, *const c_void, usize, *mut c_void, usize) -> usize,
);

/// libdeflate's decompress function for one format.
type LibdeflateDecompress = unsafe extern "C" fn(
    *mut libdeflate_sys::libdeflate_decompressor,
    *const c_void,
    usize,
    *mut c_void,
    usize,
    *mut usize,
) -> libdeflate_sys::libdeflate_result;

fn libdeflate_compress_with((bound_fn, compress_fn): LibdeflateCompress, input: &[u8], what: &str) -> Vec<u8> {
    unsafe {
        let compressor = libdeflate_sys::libdeflate_alloc_compressor(6);
        assert!(!compressor.is_null());
        let bound = bound_fn(compressor, input.len());
        let mut out = vec![0u8; bound];
        let len = compress_fn(compressor, input.as_ptr().cast(), input.len(), out.as_mut_ptr().cast(), bound);
        libdeflate_sys::libdeflate_free_compressor(compressor);
        assert!(len > 0, "{}", what);
        out.truncate(len);
        out
    }
}

fn libdeflate_decompress_with(
    decompress_fn: LibdeflateDecompress,
    input: &[u8],
    original_len: usize,
    what: &str,
) -> Vec<u8> {
    unsafe {
        let decompressor = libdeflate_sys::libdeflate_alloc_decompressor();
        assert!(!decompressor.is_null());
        let mut out = vec![0u8; original_len];
        let mut len = 0usize;
        let status = decompress_fn(
            decompressor,
            input.as_ptr().cast(),
            input.len(),
            out.as_mut_ptr().cast(),
            original_len,
            &mut len,
        );
        libdeflate_sys::libdeflate_free_decompressor(decompressor);
        assert_eq!(status, libdeflate_sys::libdeflate_result_LIBDEFLATE_SUCCESS, "{}", what);
        out.truncate(len);
        out
    }
}

fn libdeflate_compress(input: &[u8]) -> Vec<u8> {
    let fns: LibdeflateCompress =
        (libdeflate_sys::libdeflate_deflate_compress_bound, libdeflate_sys::libdeflate_deflate_compress);
    libdeflate_compress_with(fns, input, "libdeflate_deflate_compress")
}

fn libdeflate_decompress(input: &[u8], original_len: usize) -> Vec<u8> {
    let decompress: LibdeflateDecompress = libdeflate_sys::libdeflate_deflate_decompress;
    libdeflate_decompress_with(decompress, input, original_len, "libdeflate_deflate_decompress")
}

pub fn libdeflate_zlib_compress(input: &[u8]) -> Vec<u8> {
    let fns: LibdeflateCompress =
        (libdeflate_sys::libdeflate_zlib_compress_bound, libdeflate_sys::libdeflate_zlib_compress);
    libdeflate_compress_with(fns, input, "libdeflate_zlib_compress")
}

pub fn libdeflate_zlib_decompress(input: &[u8], original_len: usize) -> Vec<u8> {
    let decompress: LibdeflateDecompress = libdeflate_sys::libdeflate_zlib_decompress;
    libdeflate_decompress_with(decompress, input, original_len, "libdeflate_zlib_decompress")
}

pub fn zlib_crc32(bytes: &[u8]) -> u32 {
    // zlib takes a uInt length: feed large inputs in pieces.
    bytes.chunks(1 << 30).fold(0, |crc, chunk| unsafe { libz_sys::crc32(crc, chunk.as_ptr(), chunk.len() as _) }) as u32
}

fn zlib_adler32(bytes: &[u8]) -> u32 {
    bytes.chunks(1 << 30).fold(1, |adler, chunk| unsafe { libz_sys::adler32(adler, chunk.as_ptr(), chunk.len() as _) })
        as u32
}

fn libdeflate_crc32(bytes: &[u8]) -> u32 {
    unsafe { libdeflate_sys::libdeflate_crc32(0, bytes.as_ptr().cast(), bytes.len()) }
}

fn libdeflate_adler32(bytes: &[u8]) -> u32 {
    unsafe { libdeflate_sys::libdeflate_adler32(1, bytes.as_ptr().cast(), bytes.len()) }
}

fn xxh32(bytes: &[u8]) -> u32 {
    unsafe { xxhash_c_sys::XXH32(bytes.as_ptr() as *const c_void, bytes.len(), 0x9e37_79b1) }
}

fn xxh64(bytes: &[u8]) -> u64 {
    unsafe { xxhash_c_sys::XXH64(bytes.as_ptr() as *const c_void, bytes.len(), 0x27d4_eb2f_1656_67c5) }
}

fn xxh3_64(bytes: &[u8]) -> u64 {
    unsafe { xxhash_c_sys::XXH3_64bits(bytes.as_ptr() as *const c_void, bytes.len()) }
}

fn xxh3_128(bytes: &[u8]) -> u128 {
    let hash = unsafe { xxhash_c_sys::XXH3_128bits(bytes.as_ptr() as *const c_void, bytes.len()) };
    ((hash.high64 as u128) << 64) | hash.low64 as u128
}
