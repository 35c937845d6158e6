/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));

__attribute__((target("avx2"))) __m256i _ZGVdN8uv_get_u8(const unsigned char *v, __m256i i);
__attribute__((target("avx2"))) __m256i _ZGVdM8uv_get_s8(const signed char *v, __m256i i, __m256i mask);
__attribute__((target("avx2"))) __m256i _ZGVdM8uv_get_u16(const unsigned short *v, __m256i i, __m256i mask);
__attribute__((target("avx2"))) __m256 _ZGVdN8uv_get_s16f(const short *v, __m256i i);
/* Gathers of bytes and shorts converted to int or float right away, called from loops of 16
   lanes: on AVX-512 the 'e' variants gather the 16 aligned dwords that hold the elements in one
   `vpgatherdd zmm` and shift each element out (midend wfv widen_gathers.rs), masked in the
   `inbranch` ones. The arrays are malloc'd exactly as long as the scalar code reads and read
   through base pointers at offsets 0-3 from an aligned address, with negative and repeated
   indices; lanes a condition turns off have indices far out of range. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 4 */

/* #pragma omp declare simd uniform(v) notinbranch */
int get_u8(const unsigned char *v, int i) {
    return v[i] + 1;
}

/* vcc: function at narrow_gather16.c:13 vector variant _ZGVdN8uv_get_u8 of `get_u8`: VL 8, unmasked, v uniform, i vector */
__attribute__((target("avx2"))) __m256i _ZGVdN8uv_get_u8(const unsigned char *v, __m256i i) {
    unsigned long t1 = (unsigned long)v;
    unsigned long t2 = t1 & 3UL;
    __m256i t3 = _mm256_set1_epi32((int)(int)t2);
    __m256i t4 = _mm256_set1_epi32(3);
    __m256i t5 = _mm256_and_si256(i, t4);
    __m256i t6 = _mm256_add_epi32(t5, t3);
    __m256i t7 = _mm256_srai_epi32(i, 2);
    __m256i t8 = _mm256_srai_epi32(t6, 2);
    __m256i t9 = _mm256_add_epi32(t7, t8);
    __m256i t10 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    __m256i t11 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t1 - t2), t9, t10, 4);
    __m256i t12 = _mm256_set1_epi32(3);
    __m256i t13 = _mm256_and_si256(t6, t12);
    __m256i t14 = _mm256_set1_epi32(3);
    __m256i t15 = _mm256_sub_epi32(t14, t13);
    __m256i t16 = _mm256_slli_epi32(t15, 3);
    __m256i t17 = _mm256_sllv_epi32(t11, t16);
    __m256i t18 = _mm256_set1_epi32(24);
    __m256i t19 = _mm256_srlv_epi32(t17, t18);
    __m256i t20 = _mm256_set1_epi32(1);
    __m256i t21 = _mm256_add_epi32(t19, t20);
    return t21;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_s8(const signed char *v, int i) {
    return v[i] * 3;
}

/* vcc: function at narrow_gather16.c:18 vector variant _ZGVdM8uv_get_s8 of `get_s8`: VL 8, masked, v uniform, i vector */
__attribute__((target("avx2"))) __m256i _ZGVdM8uv_get_s8(const signed char *v, __m256i i, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    unsigned long t2 = (unsigned long)v;
    unsigned long t3 = t2 & 3UL;
    __m256i t4 = _mm256_set1_epi32((int)(int)t3);
    __m256i t5 = _mm256_set1_epi32(3);
    __m256i t6 = _mm256_and_si256(i, t5);
    __m256i t7 = _mm256_add_epi32(t6, t4);
    __m256i t8 = _mm256_srai_epi32(i, 2);
    __m256i t9 = _mm256_srai_epi32(t7, 2);
    __m256i t10 = _mm256_add_epi32(t8, t9);
    __m256i t11 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t2 - t3), t10, t1, 4);
    __m256i t12 = _mm256_set1_epi32(3);
    __m256i t13 = _mm256_and_si256(t7, t12);
    __m256i t14 = _mm256_set1_epi32(3);
    __m256i t15 = _mm256_sub_epi32(t14, t13);
    __m256i t16 = _mm256_slli_epi32(t15, 3);
    __m256i t17 = _mm256_sllv_epi32(t11, t16);
    __m256i t18 = _mm256_srai_epi32(t17, 24);
    __m256i t19 = _mm256_set1_epi32(3);
    __m256i t20 = _mm256_mullo_epi32(t18, t19);
    __m256i t21 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t20, t1);
    return t21;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_u16(const unsigned short *v, int i) {
    return v[i] - 7;
}

/* vcc: function at narrow_gather16.c:23 vector variant _ZGVdM8uv_get_u16 of `get_u16`: VL 8, masked, v uniform, i vector */
__attribute__((target("avx2"))) __m256i _ZGVdM8uv_get_u16(const unsigned short *v, __m256i i, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    unsigned long t2 = (unsigned long)v;
    unsigned long t3 = t2 & 3UL;
    __m256i t4 = _mm256_set1_epi32((int)(int)t3);
    __m256i t5 = _mm256_set1_epi32(1);
    __m256i t6 = _mm256_and_si256(i, t5);
    __m256i t7 = _mm256_slli_epi32(t6, 1);
    __m256i t8 = _mm256_add_epi32(t7, t4);
    __m256i t9 = _mm256_srai_epi32(i, 1);
    __m256i t10 = _mm256_srai_epi32(t8, 2);
    __m256i t11 = _mm256_add_epi32(t9, t10);
    __m256i t12 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t2 - t3), t11, t1, 4);
    __m256i t13 = _mm256_set1_epi32(3);
    __m256i t14 = _mm256_and_si256(t8, t13);
    __m256i t15 = _mm256_set1_epi32(2);
    __m256i t16 = _mm256_sub_epi32(t15, t14);
    __m256i t17 = _mm256_slli_epi32(t16, 3);
    __m256i t18 = _mm256_sllv_epi32(t12, t17);
    __m256i t19 = _mm256_set1_epi32(16);
    __m256i t20 = _mm256_srlv_epi32(t18, t19);
    __m256i t21 = _mm256_set1_epi32(7);
    __m256i t22 = _mm256_sub_epi32(t20, t21);
    __m256i t23 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t22, t1);
    return t23;
}

/* #pragma omp declare simd uniform(v) notinbranch */
float get_s16f(const short *v, int i) {
    return (float)v[i] * 0.5f;
}

/* vcc: function at narrow_gather16.c:28 vector variant _ZGVdN8uv_get_s16f of `get_s16f`: VL 8, unmasked, v uniform, i vector */
__attribute__((target("avx2"))) __m256 _ZGVdN8uv_get_s16f(const short *v, __m256i i) {
    unsigned long t1 = (unsigned long)v;
    unsigned long t2 = t1 & 3UL;
    __m256i t3 = _mm256_set1_epi32((int)(int)t2);
    __m256i t4 = _mm256_set1_epi32(1);
    __m256i t5 = _mm256_and_si256(i, t4);
    __m256i t6 = _mm256_slli_epi32(t5, 1);
    __m256i t7 = _mm256_add_epi32(t6, t3);
    __m256i t8 = _mm256_srai_epi32(i, 1);
    __m256i t9 = _mm256_srai_epi32(t7, 2);
    __m256i t10 = _mm256_add_epi32(t8, t9);
    __m256i t11 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    __m256i t12 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t1 - t2), t10, t11, 4);
    __m256i t13 = _mm256_set1_epi32(3);
    __m256i t14 = _mm256_and_si256(t7, t13);
    __m256i t15 = _mm256_set1_epi32(2);
    __m256i t16 = _mm256_sub_epi32(t15, t14);
    __m256i t17 = _mm256_slli_epi32(t16, 3);
    __m256i t18 = _mm256_sllv_epi32(t12, t17);
    __m256i t19 = _mm256_srai_epi32(t18, 16);
    __m256 t20 = _mm256_cvtepi32_ps(t19);
    __m256 t21 = _mm256_set1_ps(0.5f);
    __m256 t22 = _mm256_mul_ps(t20, t21);
    return t22;
}

#define M 203
int idx[M], out[M];
float fout[M];

extern __typeof__(idx) idx __attribute__((aligned(32)));
extern __typeof__(out) out __attribute__((aligned(32)));
__attribute__((target("avx2"))) void all_u8(const unsigned char *v, int n) {
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_gather16.c:38 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int *t3 = &out[i_vec_1];
            __m256i idx_v = _mm256_loadu_si256((const __m256i *)&idx[i_vec_1]);
            unsigned long t13 = (unsigned long)v;
            unsigned long t14 = t13 & 3UL;
            __m256i t15 = _mm256_set1_epi32((int)(int)t14);
            __m256i t16 = _mm256_set1_epi32(3);
            __m256i t17 = _mm256_and_si256(idx_v, t16);
            __m256i t18 = _mm256_add_epi32(t17, t15);
            __m256i t19 = _mm256_srai_epi32(idx_v, 2);
            __m256i t20 = _mm256_srai_epi32(t18, 2);
            __m256i t21 = _mm256_add_epi32(t19, t20);
            __m256i t22 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t23 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t13 - t14), t21, t22, 4);
            __m256i t24 = _mm256_set1_epi32(3);
            __m256i t25 = _mm256_and_si256(t18, t24);
            __m256i t26 = _mm256_set1_epi32(3);
            __m256i t27 = _mm256_sub_epi32(t26, t25);
            __m256i t28 = _mm256_slli_epi32(t27, 3);
            __m256i t29 = _mm256_sllv_epi32(t23, t28);
            __m256i t30 = _mm256_set1_epi32(24);
            __m256i t31 = _mm256_srlv_epi32(t29, t30);
            __m256i t32 = _mm256_set1_epi32(1);
            __m256i t33 = _mm256_add_epi32(t31, t32);
            _mm256_storeu_si256((__m256i *)t3, t33);
            long t11 = i_vec_1 + 8L;
            int *t12 = &out[t11];
            __m256i idx_v_2 = _mm256_loadu_si256((const __m256i *)&idx[t11]);
            unsigned long t55 = (unsigned long)v;
            unsigned long t56 = t55 & 3UL;
            __m256i t57 = _mm256_set1_epi32((int)(int)t56);
            __m256i t58 = _mm256_set1_epi32(3);
            __m256i t59 = _mm256_and_si256(idx_v_2, t58);
            __m256i t60 = _mm256_add_epi32(t59, t57);
            __m256i t61 = _mm256_srai_epi32(idx_v_2, 2);
            __m256i t62 = _mm256_srai_epi32(t60, 2);
            __m256i t63 = _mm256_add_epi32(t61, t62);
            __m256i t64 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t65 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t55 - t56), t63, t64, 4);
            __m256i t66 = _mm256_set1_epi32(3);
            __m256i t67 = _mm256_and_si256(t60, t66);
            __m256i t68 = _mm256_set1_epi32(3);
            __m256i t69 = _mm256_sub_epi32(t68, t67);
            __m256i t70 = _mm256_slli_epi32(t69, 3);
            __m256i t71 = _mm256_sllv_epi32(t65, t70);
            __m256i t72 = _mm256_set1_epi32(24);
            __m256i t73 = _mm256_srlv_epi32(t71, t72);
            __m256i t74 = _mm256_set1_epi32(1);
            __m256i t75 = _mm256_add_epi32(t73, t74);
            _mm256_storeu_si256((__m256i *)t12, t75);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t4 = (int)t2;
                break;
            }
        }
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if (t5 >= 8L) {
        long t6 = t5 & -8L;
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:38 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t7 = (long)t4 + i_vec;
            int *t8 = &out[t7];
            __m256i idx_v_1 = _mm256_loadu_si256((const __m256i *)&idx[t7]);
            unsigned long t34 = (unsigned long)v;
            unsigned long t35 = t34 & 3UL;
            __m256i t36 = _mm256_set1_epi32((int)(int)t35);
            __m256i t37 = _mm256_set1_epi32(3);
            __m256i t38 = _mm256_and_si256(idx_v_1, t37);
            __m256i t39 = _mm256_add_epi32(t38, t36);
            __m256i t40 = _mm256_srai_epi32(idx_v_1, 2);
            __m256i t41 = _mm256_srai_epi32(t39, 2);
            __m256i t42 = _mm256_add_epi32(t40, t41);
            __m256i t43 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t44 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t34 - t35), t42, t43, 4);
            __m256i t45 = _mm256_set1_epi32(3);
            __m256i t46 = _mm256_and_si256(t39, t45);
            __m256i t47 = _mm256_set1_epi32(3);
            __m256i t48 = _mm256_sub_epi32(t47, t46);
            __m256i t49 = _mm256_slli_epi32(t48, 3);
            __m256i t50 = _mm256_sllv_epi32(t44, t49);
            __m256i t51 = _mm256_set1_epi32(24);
            __m256i t52 = _mm256_srlv_epi32(t50, t51);
            __m256i t53 = _mm256_set1_epi32(1);
            __m256i t54 = _mm256_add_epi32(t52, t53);
            _mm256_storeu_si256((__m256i *)t8, t54);
            i_vec += 8L;
            if (i_vec >= t6) {
                i = (int)((long)t4 + t6);
                break;
            }
        }
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        int t10 = idx[t9];
        out[t9] = (_mm256_zeroupper(), get_u8(v, t10));
    }
}

__attribute__((target("avx2"))) void some_s8(const signed char *v, int n) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:44 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            __m256i idx_v = _mm256_loadu_si256((const __m256i *)&idx[i_vec]);
            __m256i t3 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1000), idx_v);
            __m256i out_v = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), t3);
            __m256i t4 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t3);
            __m256i t10 = (__m256i)(vcc_m8)((vcc_v8_int)t4 != (vcc_v8_int){0});
            unsigned long t11 = (unsigned long)v;
            unsigned long t12 = t11 & 3UL;
            __m256i t13 = _mm256_set1_epi32((int)(int)t12);
            __m256i t14 = _mm256_set1_epi32(3);
            __m256i t15 = _mm256_and_si256(idx_v, t14);
            __m256i t16 = _mm256_add_epi32(t15, t13);
            __m256i t17 = _mm256_srai_epi32(idx_v, 2);
            __m256i t18 = _mm256_srai_epi32(t16, 2);
            __m256i t19 = _mm256_add_epi32(t17, t18);
            __m256i t20 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t11 - t12), t19, t10, 4);
            __m256i t21 = _mm256_set1_epi32(3);
            __m256i t22 = _mm256_and_si256(t16, t21);
            __m256i t23 = _mm256_set1_epi32(3);
            __m256i t24 = _mm256_sub_epi32(t23, t22);
            __m256i t25 = _mm256_slli_epi32(t24, 3);
            __m256i t26 = _mm256_sllv_epi32(t20, t25);
            __m256i t27 = _mm256_srai_epi32(t26, 24);
            __m256i t28 = _mm256_set1_epi32(3);
            __m256i t29 = _mm256_mullo_epi32(t27, t28);
            __m256i t30 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t29, t10);
            __m256i t9 = _mm256_add_epi32(out_v, t30);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), t3, t9);
            i_vec += 8L;
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        int t6 = idx[t5];
        if (t6 < 1000) {
            int *t7 = &out[t5];
            int t8 = *t7;
            *t7 = t8 + (_mm256_zeroupper(), get_s8(v, t6));
        }
    }
}

__attribute__((target("avx2"))) void some_u16(const unsigned short *v, int n) {
    int i;
    int t11;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:51 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            __m256i t4 = (__m256i)((vcc_v8_int)(__m256i)i_v % (vcc_v8_int)_mm256_set1_epi32(4));
            __m256i t5 = _mm256_xor_si256(_mm256_cmpeq_epi32(t4, _mm256_set1_epi32(2)), _mm256_set1_epi32(-1));
            __m256i idx_v = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&idx + (unsigned long)i_vec * 4UL), t5);
            __m256i t6 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1000), idx_v);
            __m256i t7 = (__m256i)__builtin_convertvector((vcc_m8)t6 & 1, vcc_v8_int);
            __m256i t8 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t5, t7); });
            __m256i t9 = _mm256_xor_si256(_mm256_cmpeq_epi32(t8, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i out_v = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), t9);
            __m256i idx_v_1 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&idx + (unsigned long)i_vec * 4UL), t9);
            __m256i t10 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t9);
            __m256i t17 = (__m256i)(vcc_m8)((vcc_v8_int)t10 != (vcc_v8_int){0});
            unsigned long t18 = (unsigned long)v;
            unsigned long t19 = t18 & 3UL;
            __m256i t20 = _mm256_set1_epi32((int)(int)t19);
            __m256i t21 = _mm256_set1_epi32(1);
            __m256i t22 = _mm256_and_si256(idx_v_1, t21);
            __m256i t23 = _mm256_slli_epi32(t22, 1);
            __m256i t24 = _mm256_add_epi32(t23, t20);
            __m256i t25 = _mm256_srai_epi32(idx_v_1, 1);
            __m256i t26 = _mm256_srai_epi32(t24, 2);
            __m256i t27 = _mm256_add_epi32(t25, t26);
            __m256i t28 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t18 - t19), t27, t17, 4);
            __m256i t29 = _mm256_set1_epi32(3);
            __m256i t30 = _mm256_and_si256(t24, t29);
            __m256i t31 = _mm256_set1_epi32(2);
            __m256i t32 = _mm256_sub_epi32(t31, t30);
            __m256i t33 = _mm256_slli_epi32(t32, 3);
            __m256i t34 = _mm256_sllv_epi32(t28, t33);
            __m256i t35 = _mm256_set1_epi32(16);
            __m256i t36 = _mm256_srlv_epi32(t34, t35);
            __m256i t37 = _mm256_set1_epi32(7);
            __m256i t38 = _mm256_sub_epi32(t36, t37);
            __m256i t39 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t38, t17);
            __m256i t16 = _mm256_xor_si256(out_v, t39);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), t9, t16);
            i_vec += 8L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((i % 4) != 2) {
            t11 = (idx[i] < 1000) != 0;
        } else {
            t11 = 0;
        }
        if (t11) {
            long t12 = (long)i;
            int *t13 = &out[t12];
            int t14 = *t13;
            int t15 = idx[t12];
            *t13 = t14 ^ (_mm256_zeroupper(), get_u16(v, t15));
        }
    }
}

extern __typeof__(fout) fout __attribute__((aligned(32)));
__attribute__((target("avx2"))) void all_s16f(const short *v, int n) {
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_gather16.c:58 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t3 = &fout[i_vec_1];
            __m256i idx_v = _mm256_loadu_si256((const __m256i *)&idx[i_vec_1]);
            unsigned long t13 = (unsigned long)v;
            unsigned long t14 = t13 & 3UL;
            __m256i t15 = _mm256_set1_epi32((int)(int)t14);
            __m256i t16 = _mm256_set1_epi32(1);
            __m256i t17 = _mm256_and_si256(idx_v, t16);
            __m256i t18 = _mm256_slli_epi32(t17, 1);
            __m256i t19 = _mm256_add_epi32(t18, t15);
            __m256i t20 = _mm256_srai_epi32(idx_v, 1);
            __m256i t21 = _mm256_srai_epi32(t19, 2);
            __m256i t22 = _mm256_add_epi32(t20, t21);
            __m256i t23 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t24 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t13 - t14), t22, t23, 4);
            __m256i t25 = _mm256_set1_epi32(3);
            __m256i t26 = _mm256_and_si256(t19, t25);
            __m256i t27 = _mm256_set1_epi32(2);
            __m256i t28 = _mm256_sub_epi32(t27, t26);
            __m256i t29 = _mm256_slli_epi32(t28, 3);
            __m256i t30 = _mm256_sllv_epi32(t24, t29);
            __m256i t31 = _mm256_srai_epi32(t30, 16);
            __m256 t32 = _mm256_cvtepi32_ps(t31);
            __m256 t33 = _mm256_set1_ps(0.5f);
            __m256 t34 = _mm256_mul_ps(t32, t33);
            _mm256_storeu_ps(t3, t34);
            long t11 = i_vec_1 + 8L;
            float *t12 = &fout[t11];
            __m256i idx_v_2 = _mm256_loadu_si256((const __m256i *)&idx[t11]);
            unsigned long t57 = (unsigned long)v;
            unsigned long t58 = t57 & 3UL;
            __m256i t59 = _mm256_set1_epi32((int)(int)t58);
            __m256i t60 = _mm256_set1_epi32(1);
            __m256i t61 = _mm256_and_si256(idx_v_2, t60);
            __m256i t62 = _mm256_slli_epi32(t61, 1);
            __m256i t63 = _mm256_add_epi32(t62, t59);
            __m256i t64 = _mm256_srai_epi32(idx_v_2, 1);
            __m256i t65 = _mm256_srai_epi32(t63, 2);
            __m256i t66 = _mm256_add_epi32(t64, t65);
            __m256i t67 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t68 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t57 - t58), t66, t67, 4);
            __m256i t69 = _mm256_set1_epi32(3);
            __m256i t70 = _mm256_and_si256(t63, t69);
            __m256i t71 = _mm256_set1_epi32(2);
            __m256i t72 = _mm256_sub_epi32(t71, t70);
            __m256i t73 = _mm256_slli_epi32(t72, 3);
            __m256i t74 = _mm256_sllv_epi32(t68, t73);
            __m256i t75 = _mm256_srai_epi32(t74, 16);
            __m256 t76 = _mm256_cvtepi32_ps(t75);
            __m256 t77 = _mm256_set1_ps(0.5f);
            __m256 t78 = _mm256_mul_ps(t76, t77);
            _mm256_storeu_ps(t12, t78);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t4 = (int)t2;
                break;
            }
        }
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if (t5 >= 8L) {
        long t6 = t5 & -8L;
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:58 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t7 = (long)t4 + i_vec;
            float *t8 = &fout[t7];
            __m256i idx_v_1 = _mm256_loadu_si256((const __m256i *)&idx[t7]);
            unsigned long t35 = (unsigned long)v;
            unsigned long t36 = t35 & 3UL;
            __m256i t37 = _mm256_set1_epi32((int)(int)t36);
            __m256i t38 = _mm256_set1_epi32(1);
            __m256i t39 = _mm256_and_si256(idx_v_1, t38);
            __m256i t40 = _mm256_slli_epi32(t39, 1);
            __m256i t41 = _mm256_add_epi32(t40, t37);
            __m256i t42 = _mm256_srai_epi32(idx_v_1, 1);
            __m256i t43 = _mm256_srai_epi32(t41, 2);
            __m256i t44 = _mm256_add_epi32(t42, t43);
            __m256i t45 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t46 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t35 - t36), t44, t45, 4);
            __m256i t47 = _mm256_set1_epi32(3);
            __m256i t48 = _mm256_and_si256(t41, t47);
            __m256i t49 = _mm256_set1_epi32(2);
            __m256i t50 = _mm256_sub_epi32(t49, t48);
            __m256i t51 = _mm256_slli_epi32(t50, 3);
            __m256i t52 = _mm256_sllv_epi32(t46, t51);
            __m256i t53 = _mm256_srai_epi32(t52, 16);
            __m256 t54 = _mm256_cvtepi32_ps(t53);
            __m256 t55 = _mm256_set1_ps(0.5f);
            __m256 t56 = _mm256_mul_ps(t54, t55);
            _mm256_storeu_ps(t8, t56);
            i_vec += 8L;
            if (i_vec >= t6) {
                i = (int)((long)t4 + t6);
                break;
            }
        }
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        int t10 = idx[t9];
        fout[t9] = (_mm256_zeroupper(), get_s16f(v, t10));
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[6];
    int k;
    int i;
    unsigned long t52;
    int off = 0;
    while (off < 4) {
        int t5 = off + 98;
        void *t6 = malloc((unsigned long)t5);
        unsigned char *b8 = (unsigned char *)t6;
        void *t7 = malloc((unsigned long)(t5 * 2));
        unsigned short *b16 = (unsigned short *)t7;
        long t8 = (long)off;
        long t9 = t8 + 98L;
        unsigned long t10 = (unsigned long)t6;
        long t11 = t9 - 1L;
        unsigned long t12 = (unsigned long)t7;
        if ((t9 >= 16L) & (((t10 + (unsigned long)(1L + t11 * 1L)) <= t12) | ((t12 + (unsigned long)(2L + t11 * 2L)) <= t10))) {
            long t13 = t9 & -16L;
            vcc_v16_int t14 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v16_uint t15 = (vcc_v16_uint)t14;
            vcc_v16_uint k_v = t15 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
            long k_vec = 0L;
            /* vcc: loop at narrow_gather16.c:67 vectorized: VF 16, UF 1, run-time check: the value of the call to `malloc` at 65:29 and the value of the call to `malloc` at 66:31 do not overlap, scalar epilogue */
            for (;;) {
                vcc_v16_int k_v_1 = (vcc_v16_int)k_v;
                vcc_v16_int t16 = k_v_1 * (vcc_v16_int){37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37};
                vcc_v16_int t17 = t16 + (vcc_v16_int){11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11};
                __m128i t18 = (__m128i)__builtin_convertvector(__builtin_convertvector(t17, vcc_v16_short), vcc_v16_uchar);
                _mm_storeu_si128((__m128i *)(b8 + k_vec), t18);
                vcc_v16_uint t19 = (vcc_v16_uint)k_v_1;
                vcc_v16_uint t20 = t19 * (vcc_v16_uint){40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U};
                vcc_v16_uint t21 = t20 + (vcc_v16_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                __m256i t22 = (__m256i)__builtin_convertvector(t21, vcc_v16_ushort);
                _mm256_storeu_si256((__m256i *)(b16 + k_vec), t22);
                k_vec += 16L;
                vcc_v16_uint t23 = k_v + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (k_vec >= t13) {
                    break;
                }
                k_v = t23;
            }
            k = (int)t13;
        } else {
            k = 0;
        }
        while (k < t5) {
            long t24 = (long)k;
            b8[t24] = (unsigned char)(k * 37 + 11);
            b16[t24] = (unsigned short)((unsigned int)k * 40503U + 7U);
            k++;
        }
        const unsigned char *u8 = b8 + t8 + 37;
        const unsigned short *u16 = b16 + t8 + 37;
        sizes[0] = 0;
        sizes[1] = 1;
        sizes[2] = 15;
        sizes[3] = 16;
        sizes[4] = 17;
        sizes[5] = 203;
        int s = 0;
        while (s < 6) {
            int n = sizes[s];
            int t25 = (int)(unsigned int)s;
            if (1 & (t25 >= 0) & 1 & 1) {
                __m256i t26 = _mm256_set1_epi32(0);
                vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t27 = _mm256_set1_epi32((int)(t25 % 98));
                __m256i t28 = _mm256_add_epi32(t27, _mm256_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91));
                __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(98));
                vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t28, t29);
                __m256i t30 = _mm256_add_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
                __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(7));
                vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t30, t31);
                __m256i t32 = _mm256_add_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(11));
                vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t32, t33);
                long i_vec = 0L;
                /* vcc: loop at narrow_gather16.c:76 vectorized: VF 8, UF 1, the remainder at 77:26 by 98 kept as a running remainder (guard: dividend not negative), the remainder at 78:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 80:21 by 11 kept as a running remainder (guard: dividend not negative), scalar epilogue */
                for (;;) {
                    __m256i t34 = _mm256_sub_epi32((__m256i)t1, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[i_vec], t34);
                    __m256i t35 = _mm256_cmpeq_epi32((__m256i)t2, _mm256_set1_epi32(3));
                    int *t36 = (int *)((unsigned long)&idx + (unsigned long)i_vec * 4UL);
                    _mm256_maskstore_epi32((int *)t36, t35, _mm256_set1_epi32(60));
                    __m256i t37 = _mm256_cmpeq_epi32((__m256i)t3, _mm256_set1_epi32(5));
                    __m256i t38 = _mm256_add_epi32(_mm256_set1_epi32(1000000), (__m256i)i_v);
                    _mm256_maskstore_epi32((int *)t36, t37, t38);
                    _mm256_storeu_si256((__m256i *)&out[i_vec], (__m256i)i_v);
                    _mm256_storeu_ps(&fout[i_vec], _mm256_set1_ps(0.0f));
                    i_vec += 8L;
                    __m256i t39 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                    __m256i t40 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(6));
                    __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(98));
                    __m256i t42 = _mm256_min_epu32(t40, t41);
                    __m256i t43 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(1));
                    __m256i t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32(7));
                    __m256i t45 = _mm256_min_epu32(t43, t44);
                    __m256i t46 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(8));
                    __m256i t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32(11));
                    __m256i t48 = _mm256_min_epu32(t46, t47);
                    if (i_vec >= 200L) {
                        break;
                    }
                    i_v = (vcc_v8_uint)t39;
                    t1 = (vcc_v8_int)t42;
                    t2 = (vcc_v8_int)t45;
                    t3 = (vcc_v8_int)t48;
                }
                i = 200;
            } else {
                i = 0;
            }
            while (i < 203) {
                long t49 = (long)i;
                int *t50 = &idx[t49];
                *t50 = (i * 13 + s) % 98 - 37;
                if ((i % 7) == 3) {
                    *t50 = 60;
                }
                if ((i % 11) == 5) {
                    *t50 = 1000000 + i;
                }
                out[t49] = i;
                fout[t49] = 0.0f;
                i++;
            }
            long i_vec_1 = 0L;
            /* vcc: loop at narrow_gather16.c:85 vectorized: VF 8, UF 1, scalar epilogue */
            do {
                __m256i idx_v = _mm256_loadu_si256((const __m256i *)&idx[i_vec_1]);
                __m256i t51 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), idx_v), _mm256_set1_epi32(-1));
                t52 = (unsigned long)&idx;
                _mm256_maskstore_epi32((int *)(int *)(t52 + (unsigned long)i_vec_1 * 4UL), t51, _mm256_set1_epi32(-37));
                i_vec_1 += 8L;
            } while (i_vec_1 < 200L);
            if (idx[200] >= 1000) {
                idx[200] = -37;
            }
            if (idx[201] >= 1000) {
                idx[201] = -37;
            }
            if (idx[202] >= 1000) {
                idx[202] = -37;
            }
            all_u8(u8, n);
            __m256i t53 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t53, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t54 = _mm256_add_epi32(t53, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(11));
            vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t54, t55);
            long i_vec_2 = 0L;
            /* vcc: loop at narrow_gather16.c:89 vectorized: VF 8, UF 1, the remainder at 90:21 by 11 kept as a running remainder (guard: dividend not negative), scalar epilogue */
            for (;;) {
                __m256i t56 = _mm256_cmpeq_epi32((__m256i)t4, _mm256_set1_epi32(5));
                __m256i t57 = _mm256_add_epi32(_mm256_set1_epi32(1000000), (__m256i)i_v_1);
                _mm256_maskstore_epi32((int *)(int *)(t52 + (unsigned long)i_vec_2 * 4UL), t56, t57);
                i_vec_2 += 8L;
                __m256i t58 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                __m256i t59 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(8));
                __m256i t60 = _mm256_sub_epi32(t59, _mm256_set1_epi32(11));
                __m256i t61 = _mm256_min_epu32(t59, t60);
                if (i_vec_2 >= 200L) {
                    break;
                }
                i_v_1 = (vcc_v8_uint)t58;
                t4 = (vcc_v8_int)t61;
            }
            some_s8((const signed char *)u8, n);
            some_u16(u16, n);
            long i_vec_3 = 0L;
            /* vcc: loop at narrow_gather16.c:94 vectorized: VF 8, UF 1, scalar epilogue */
            do {
                __m256i idx_v_1 = _mm256_loadu_si256((const __m256i *)&idx[i_vec_3]);
                __m256i t62 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), idx_v_1), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)(t52 + (unsigned long)i_vec_3 * 4UL), t62, _mm256_set1_epi32(0));
                i_vec_3 += 8L;
            } while (i_vec_3 < 200L);
            if (idx[200] >= 1000) {
                idx[200] = 0;
            }
            if (idx[201] >= 1000) {
                idx[201] = 0;
            }
            if (idx[202] >= 1000) {
                idx[202] = 0;
            }
            all_s16f((const short *)u16, n);
            int i_1 = 0;
            double f = 0.0;
            long t = 0L;
            while (i_1 < 203) {
                long t63 = (long)i_1;
                f += (double)(fout[t63] * (float)(i_1 % 3 + 1));
                t += (long)out[t63] * (long)(i_1 % 5 + 1);
                i_1++;
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
            s++;
        }
        free((void *)b8);
        free((void *)b16);
        off++;
    }
    return 0;
}
