/* Vector types for calling vector variants by their ABI names from main (AVX2: 256-bit).
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
#else
typedef float v8f __attribute__((vector_size(32)));
typedef int v8i __attribute__((vector_size(32)));
typedef unsigned v8u __attribute__((vector_size(32)));
typedef double v4d __attribute__((vector_size(32)));
typedef long v4l __attribute__((vector_size(32)));
#endif
#define TO_VEC(T, arr) ({ T vec_t_; memcpy(&vec_t_, (arr), sizeof vec_t_); vec_t_; })
#define FROM_VEC(arr, v) do { __typeof__(v) vec_v_ = (v); memcpy((arr), &vec_v_, sizeof vec_v_); } while (0)
#endif
