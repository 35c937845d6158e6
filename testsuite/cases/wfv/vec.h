/* Vector types for calling vector variants by their ABI names from main (AVX2: 256-bit;
   v16f, v8d and v32s are AVX-512's, for functions with an avx512f target attribute).
   Under -DVCC_AVX2 they are the intrinsic types vcc's AVX2 output uses; otherwise GCC's generic
   vectors (the same registers once compiled with -mavx2). Lanes go through memcpy. */
#ifndef VEC_H
#define VEC_H
#include <string.h>
#ifdef VCC_AVX2
#include <immintrin.h>
typedef __m256 v8f;
typedef __m256i v8i;
typedef __m256i v8u;
typedef __m256d v4d;
typedef __m256i v4l;
typedef __m512 v16f;
typedef __m512d v8d;
typedef __m512i v32s;
#else
typedef float v8f __attribute__((vector_size(32)));
typedef int v8i __attribute__((vector_size(32)));
typedef unsigned v8u __attribute__((vector_size(32)));
typedef double v4d __attribute__((vector_size(32)));
typedef long v4l __attribute__((vector_size(32)));
typedef float v16f __attribute__((vector_size(64)));
typedef double v8d __attribute__((vector_size(64)));
typedef short v32s __attribute__((vector_size(64)));
#endif
#define TO_VEC(T, arr) ({ T vec_t_; memcpy(&vec_t_, (arr), sizeof vec_t_); vec_t_; })
#define FROM_VEC(arr, v) do { __typeof__(v) vec_v_ = (v); memcpy((arr), &vec_v_, sizeof vec_v_); } while (0)
#endif
