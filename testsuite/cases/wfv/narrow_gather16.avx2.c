/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));

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

__attribute__((target("avx2"))) __m256i _ZGVdN8uv_get_u8(const unsigned char *v, __m256i i) {
    unsigned long t1 = (unsigned long)v;
    unsigned long t2 = t1 & 3UL;
    __m256i t3 = _mm256_set1_epi32((int)(int)t2);
    __m256i t4 = _mm256_set1_epi32(3);
    __m256i t5 = _mm256_and_si256(i, t4);
    __m256i t6 = _mm256_add_epi32(t5, t3);
    __m256i t7 = _mm256_set1_epi32(2);
    __m256i t8 = _mm256_srav_epi32(i, t7);
    __m256i t9 = _mm256_set1_epi32(2);
    __m256i t10 = _mm256_srav_epi32(t6, t9);
    __m256i t11 = _mm256_add_epi32(t8, t10);
    __m256i t12 = _mm256_i32gather_epi32((const int *)(const int *)(t1 - t2), t11, 4);
    __m256i t13 = _mm256_set1_epi32(3);
    __m256i t14 = _mm256_and_si256(t6, t13);
    __m256i t15 = _mm256_set1_epi32(3);
    __m256i t16 = _mm256_sub_epi32(t15, t14);
    __m256i t17 = _mm256_sllv_epi32(t16, t13);
    __m256i t18 = t12;
    __m256i t19 = t17;
    __m256i t20 = _mm256_sllv_epi32(t18, t19);
    __m256i t21 = _mm256_set1_epi32(24);
    __m256i t22 = t21;
    __m256i t23 = _mm256_srlv_epi32(t20, t22);
    __m256i t24 = t23;
    __m256i t25 = _mm256_set1_epi32(1);
    __m256i t26 = _mm256_add_epi32(t24, t25);
    return t26;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_s8(const signed char *v, int i) {
    return v[i] * 3;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8uv_get_s8(const signed char *v, __m256i i, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    unsigned long t2 = (unsigned long)v;
    unsigned long t3 = t2 & 3UL;
    __m256i t4 = _mm256_set1_epi32((int)(int)t3);
    __m256i t5 = _mm256_set1_epi32(3);
    __m256i t6 = _mm256_and_si256(i, t5);
    __m256i t7 = _mm256_add_epi32(t6, t4);
    __m256i t8 = _mm256_set1_epi32(2);
    __m256i t9 = _mm256_srav_epi32(i, t8);
    __m256i t10 = _mm256_set1_epi32(2);
    __m256i t11 = _mm256_srav_epi32(t7, t10);
    __m256i t12 = _mm256_add_epi32(t9, t11);
    __m256i t13 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t2 - t3), t12, t1, 4);
    __m256i t14 = _mm256_set1_epi32(3);
    __m256i t15 = _mm256_and_si256(t7, t14);
    __m256i t16 = _mm256_set1_epi32(3);
    __m256i t17 = _mm256_sub_epi32(t16, t15);
    __m256i t18 = _mm256_sllv_epi32(t17, t14);
    __m256i t19 = t13;
    __m256i t20 = t18;
    __m256i t21 = _mm256_sllv_epi32(t19, t20);
    __m256i t22 = _mm256_set1_epi32(24);
    __m256i t23 = t21;
    __m256i t24 = _mm256_srav_epi32(t23, t22);
    __m256i t25 = _mm256_set1_epi32(3);
    __m256i t26 = t24;
    __m256i t27 = t25;
    __m256i t28 = _mm256_mullo_epi32(t26, t27);
    __m256i t29 = t28;
    __m256i t30 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t29, t1);
    return t30;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_u16(const unsigned short *v, int i) {
    return v[i] - 7;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8uv_get_u16(const unsigned short *v, __m256i i, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    unsigned long t2 = (unsigned long)v;
    unsigned long t3 = t2 & 3UL;
    __m256i t4 = _mm256_set1_epi32((int)(int)t3);
    __m256i t5 = _mm256_set1_epi32(1);
    __m256i t6 = _mm256_and_si256(i, t5);
    __m256i t7 = _mm256_set1_epi32(1);
    __m256i t8 = _mm256_sllv_epi32(t6, t7);
    __m256i t9 = _mm256_add_epi32(t8, t4);
    __m256i t10 = _mm256_set1_epi32(1);
    __m256i t11 = _mm256_srav_epi32(i, t10);
    __m256i t12 = _mm256_set1_epi32(2);
    __m256i t13 = _mm256_srav_epi32(t9, t12);
    __m256i t14 = _mm256_add_epi32(t11, t13);
    __m256i t15 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t2 - t3), t14, t1, 4);
    __m256i t16 = _mm256_set1_epi32(3);
    __m256i t17 = _mm256_and_si256(t9, t16);
    __m256i t18 = _mm256_set1_epi32(2);
    __m256i t19 = _mm256_sub_epi32(t18, t17);
    __m256i t20 = _mm256_sllv_epi32(t19, t16);
    __m256i t21 = t15;
    __m256i t22 = t20;
    __m256i t23 = _mm256_sllv_epi32(t21, t22);
    __m256i t24 = _mm256_set1_epi32(16);
    __m256i t25 = t24;
    __m256i t26 = _mm256_srlv_epi32(t23, t25);
    __m256i t27 = t26;
    __m256i t28 = _mm256_set1_epi32(7);
    __m256i t29 = t27;
    __m256i t30 = t28;
    __m256i t31 = _mm256_sub_epi32(t29, t30);
    __m256i t32 = t31;
    __m256i t33 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t32, t1);
    return t33;
}

/* #pragma omp declare simd uniform(v) notinbranch */
float get_s16f(const short *v, int i) {
    return (float)v[i] * 0.5f;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8uv_get_s16f(const short *v, __m256i i) {
    unsigned long t1 = (unsigned long)v;
    unsigned long t2 = t1 & 3UL;
    __m256i t3 = _mm256_set1_epi32((int)(int)t2);
    __m256i t4 = _mm256_set1_epi32(1);
    __m256i t5 = _mm256_and_si256(i, t4);
    __m256i t6 = _mm256_set1_epi32(1);
    __m256i t7 = _mm256_sllv_epi32(t5, t6);
    __m256i t8 = _mm256_add_epi32(t7, t3);
    __m256i t9 = _mm256_set1_epi32(1);
    __m256i t10 = _mm256_srav_epi32(i, t9);
    __m256i t11 = _mm256_set1_epi32(2);
    __m256i t12 = _mm256_srav_epi32(t8, t11);
    __m256i t13 = _mm256_add_epi32(t10, t12);
    __m256i t14 = _mm256_i32gather_epi32((const int *)(const int *)(t1 - t2), t13, 4);
    __m256i t15 = _mm256_set1_epi32(3);
    __m256i t16 = _mm256_and_si256(t8, t15);
    __m256i t17 = _mm256_set1_epi32(2);
    __m256i t18 = _mm256_sub_epi32(t17, t16);
    __m256i t19 = _mm256_sllv_epi32(t18, t15);
    __m256i t20 = t14;
    __m256i t21 = t19;
    __m256i t22 = _mm256_sllv_epi32(t20, t21);
    __m256i t23 = _mm256_set1_epi32(16);
    __m256i t24 = t22;
    __m256i t25 = _mm256_srav_epi32(t24, t23);
    __m256 t26 = _mm256_cvtepi32_ps(t25);
    __m256 t27 = _mm256_set1_ps(0.5f);
    __m256 t28 = _mm256_mul_ps(t26, t27);
    return t28;
}

#define M 203
int idx[M], out[M];
float fout[M];

extern __typeof__(idx) idx __attribute__((aligned(32)));
extern __typeof__(out) out __attribute__((aligned(32)));
__attribute__((target("avx2"))) void all_u8(const unsigned char *v, int n) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_gather16.c:38 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t3 = i_vec_1 + 8L;
            long t4 = (long)(int)i_vec_1;
            int *t5 = &out[t4];
            __m256i idx_v = _mm256_loadu_si256((const __m256i *)&idx[t4]);
            unsigned long t15 = (unsigned long)v;
            unsigned long t16 = t15 & 3UL;
            __m256i t17 = _mm256_set1_epi32((int)(int)t16);
            __m256i t18 = _mm256_set1_epi32(3);
            __m256i t19 = _mm256_and_si256(idx_v, t18);
            __m256i t20 = _mm256_add_epi32(t19, t17);
            __m256i t21 = _mm256_set1_epi32(2);
            __m256i t22 = _mm256_srav_epi32(idx_v, t21);
            __m256i t23 = _mm256_set1_epi32(2);
            __m256i t24 = _mm256_srav_epi32(t20, t23);
            __m256i t25 = _mm256_add_epi32(t22, t24);
            __m256i t26 = _mm256_i32gather_epi32((const int *)(const int *)(t15 - t16), t25, 4);
            __m256i t27 = _mm256_set1_epi32(3);
            __m256i t28 = _mm256_and_si256(t20, t27);
            __m256i t29 = _mm256_set1_epi32(3);
            __m256i t30 = _mm256_sub_epi32(t29, t28);
            __m256i t31 = _mm256_sllv_epi32(t30, t27);
            __m256i t32 = t26;
            __m256i t33 = t31;
            __m256i t34 = _mm256_sllv_epi32(t32, t33);
            __m256i t35 = _mm256_set1_epi32(24);
            __m256i t36 = t35;
            __m256i t37 = _mm256_srlv_epi32(t34, t36);
            __m256i t38 = t37;
            __m256i t39 = _mm256_set1_epi32(1);
            __m256i t40 = _mm256_add_epi32(t38, t39);
            _mm256_storeu_si256((__m256i *)t5, t40);
            long t13 = (long)(int)t3;
            int *t14 = &out[t13];
            __m256i idx_v_2 = _mm256_loadu_si256((const __m256i *)&idx[t13]);
            unsigned long t67 = (unsigned long)v;
            unsigned long t68 = t67 & 3UL;
            __m256i t69 = _mm256_set1_epi32((int)(int)t68);
            __m256i t70 = _mm256_set1_epi32(3);
            __m256i t71 = _mm256_and_si256(idx_v_2, t70);
            __m256i t72 = _mm256_add_epi32(t71, t69);
            __m256i t73 = _mm256_set1_epi32(2);
            __m256i t74 = _mm256_srav_epi32(idx_v_2, t73);
            __m256i t75 = _mm256_set1_epi32(2);
            __m256i t76 = _mm256_srav_epi32(t72, t75);
            __m256i t77 = _mm256_add_epi32(t74, t76);
            __m256i t78 = _mm256_i32gather_epi32((const int *)(const int *)(t67 - t68), t77, 4);
            __m256i t79 = _mm256_set1_epi32(3);
            __m256i t80 = _mm256_and_si256(t72, t79);
            __m256i t81 = _mm256_set1_epi32(3);
            __m256i t82 = _mm256_sub_epi32(t81, t80);
            __m256i t83 = _mm256_sllv_epi32(t82, t79);
            __m256i t84 = t78;
            __m256i t85 = t83;
            __m256i t86 = _mm256_sllv_epi32(t84, t85);
            __m256i t87 = _mm256_set1_epi32(24);
            __m256i t88 = t87;
            __m256i t89 = _mm256_srlv_epi32(t86, t88);
            __m256i t90 = t89;
            __m256i t91 = _mm256_set1_epi32(1);
            __m256i t92 = _mm256_add_epi32(t90, t91);
            _mm256_storeu_si256((__m256i *)t14, t92);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t6 = (int)t2;
                break;
            }
        }
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t9 = (long)(int)((long)t6 + i_vec);
            int *t10 = &out[t9];
            __m256i idx_v_1 = _mm256_loadu_si256((const __m256i *)&idx[t9]);
            unsigned long t41 = (unsigned long)v;
            unsigned long t42 = t41 & 3UL;
            __m256i t43 = _mm256_set1_epi32((int)(int)t42);
            __m256i t44 = _mm256_set1_epi32(3);
            __m256i t45 = _mm256_and_si256(idx_v_1, t44);
            __m256i t46 = _mm256_add_epi32(t45, t43);
            __m256i t47 = _mm256_set1_epi32(2);
            __m256i t48 = _mm256_srav_epi32(idx_v_1, t47);
            __m256i t49 = _mm256_set1_epi32(2);
            __m256i t50 = _mm256_srav_epi32(t46, t49);
            __m256i t51 = _mm256_add_epi32(t48, t50);
            __m256i t52 = _mm256_i32gather_epi32((const int *)(const int *)(t41 - t42), t51, 4);
            __m256i t53 = _mm256_set1_epi32(3);
            __m256i t54 = _mm256_and_si256(t46, t53);
            __m256i t55 = _mm256_set1_epi32(3);
            __m256i t56 = _mm256_sub_epi32(t55, t54);
            __m256i t57 = _mm256_sllv_epi32(t56, t53);
            __m256i t58 = t52;
            __m256i t59 = t57;
            __m256i t60 = _mm256_sllv_epi32(t58, t59);
            __m256i t61 = _mm256_set1_epi32(24);
            __m256i t62 = t61;
            __m256i t63 = _mm256_srlv_epi32(t60, t62);
            __m256i t64 = t63;
            __m256i t65 = _mm256_set1_epi32(1);
            __m256i t66 = _mm256_add_epi32(t64, t65);
            _mm256_storeu_si256((__m256i *)t10, t66);
            i_vec += 8L;
            if (i_vec >= t8) {
                i = (int)((long)t6 + t8);
                break;
            }
        }
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int t12 = idx[t11];
        out[t11] = (_mm256_zeroupper(), get_u8(v, t12));
    }
}

__attribute__((target("avx2"))) void some_s8(const signed char *v, int n) {
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_gather16.c:44 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t3 = i_vec_1 + 8L;
            long t4 = (long)(int)i_vec_1;
            __m256i idx_v = _mm256_loadu_si256((const __m256i *)&idx[t4]);
            __m256i t5 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1000), idx_v);
            __m256i out_v = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&out + (unsigned long)t4 * 4UL), t5);
            __m256i t6 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t5);
            __m256i t24 = (__m256i)(vcc_m8)((vcc_v8_int)t6 != (vcc_v8_int){0});
            unsigned long t25 = (unsigned long)v;
            unsigned long t26 = t25 & 3UL;
            __m256i t27 = _mm256_set1_epi32((int)(int)t26);
            __m256i t28 = _mm256_set1_epi32(3);
            __m256i t29 = _mm256_and_si256(idx_v, t28);
            __m256i t30 = _mm256_add_epi32(t29, t27);
            __m256i t31 = _mm256_set1_epi32(2);
            __m256i t32 = _mm256_srav_epi32(idx_v, t31);
            __m256i t33 = _mm256_set1_epi32(2);
            __m256i t34 = _mm256_srav_epi32(t30, t33);
            __m256i t35 = _mm256_add_epi32(t32, t34);
            __m256i t36 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t25 - t26), t35, t24, 4);
            __m256i t37 = _mm256_set1_epi32(3);
            __m256i t38 = _mm256_and_si256(t30, t37);
            __m256i t39 = _mm256_set1_epi32(3);
            __m256i t40 = _mm256_sub_epi32(t39, t38);
            __m256i t41 = _mm256_sllv_epi32(t40, t37);
            __m256i t42 = t36;
            __m256i t43 = t41;
            __m256i t44 = _mm256_sllv_epi32(t42, t43);
            __m256i t45 = _mm256_set1_epi32(24);
            __m256i t46 = t44;
            __m256i t47 = _mm256_srav_epi32(t46, t45);
            __m256i t48 = _mm256_set1_epi32(3);
            __m256i t49 = t47;
            __m256i t50 = t48;
            __m256i t51 = _mm256_mullo_epi32(t49, t50);
            __m256i t52 = t51;
            __m256i t53 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t52, t24);
            __m256i t17 = out_v;
            __m256i t18 = t53;
            __m256i t19 = _mm256_add_epi32(t17, t18);
            __m256i t20 = t19;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)t4 * 4UL), t5, t20);
            long t21 = (long)(int)t3;
            __m256i idx_v_2 = _mm256_loadu_si256((const __m256i *)&idx[t21]);
            __m256i t22 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1000), idx_v_2);
            __m256i out_v_2 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&out + (unsigned long)t21 * 4UL), t22);
            __m256i t23 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t22);
            __m256i t92 = (__m256i)(vcc_m8)((vcc_v8_int)t23 != (vcc_v8_int){0});
            unsigned long t93 = (unsigned long)v;
            unsigned long t94 = t93 & 3UL;
            __m256i t95 = _mm256_set1_epi32((int)(int)t94);
            __m256i t96 = _mm256_set1_epi32(3);
            __m256i t97 = _mm256_and_si256(idx_v_2, t96);
            __m256i t98 = _mm256_add_epi32(t97, t95);
            __m256i t99 = _mm256_set1_epi32(2);
            __m256i t100 = _mm256_srav_epi32(idx_v_2, t99);
            __m256i t101 = _mm256_set1_epi32(2);
            __m256i t102 = _mm256_srav_epi32(t98, t101);
            __m256i t103 = _mm256_add_epi32(t100, t102);
            __m256i t104 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t93 - t94), t103, t92, 4);
            __m256i t105 = _mm256_set1_epi32(3);
            __m256i t106 = _mm256_and_si256(t98, t105);
            __m256i t107 = _mm256_set1_epi32(3);
            __m256i t108 = _mm256_sub_epi32(t107, t106);
            __m256i t109 = _mm256_sllv_epi32(t108, t105);
            __m256i t110 = t104;
            __m256i t111 = t109;
            __m256i t112 = _mm256_sllv_epi32(t110, t111);
            __m256i t113 = _mm256_set1_epi32(24);
            __m256i t114 = t112;
            __m256i t115 = _mm256_srav_epi32(t114, t113);
            __m256i t116 = _mm256_set1_epi32(3);
            __m256i t117 = t115;
            __m256i t118 = t116;
            __m256i t119 = _mm256_mullo_epi32(t117, t118);
            __m256i t120 = t119;
            __m256i t121 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t120, t92);
            __m256i t88 = out_v_2;
            __m256i t89 = t121;
            __m256i t90 = _mm256_add_epi32(t88, t89);
            __m256i t91 = t90;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)t21 * 4UL), t22, t91);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t7 = (int)t2;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t10 = (long)(int)((long)t7 + i_vec);
            __m256i idx_v_1 = _mm256_loadu_si256((const __m256i *)&idx[t10]);
            __m256i t11 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1000), idx_v_1);
            __m256i out_v_1 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&out + (unsigned long)t10 * 4UL), t11);
            __m256i t12 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t11);
            __m256i t58 = (__m256i)(vcc_m8)((vcc_v8_int)t12 != (vcc_v8_int){0});
            unsigned long t59 = (unsigned long)v;
            unsigned long t60 = t59 & 3UL;
            __m256i t61 = _mm256_set1_epi32((int)(int)t60);
            __m256i t62 = _mm256_set1_epi32(3);
            __m256i t63 = _mm256_and_si256(idx_v_1, t62);
            __m256i t64 = _mm256_add_epi32(t63, t61);
            __m256i t65 = _mm256_set1_epi32(2);
            __m256i t66 = _mm256_srav_epi32(idx_v_1, t65);
            __m256i t67 = _mm256_set1_epi32(2);
            __m256i t68 = _mm256_srav_epi32(t64, t67);
            __m256i t69 = _mm256_add_epi32(t66, t68);
            __m256i t70 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t59 - t60), t69, t58, 4);
            __m256i t71 = _mm256_set1_epi32(3);
            __m256i t72 = _mm256_and_si256(t64, t71);
            __m256i t73 = _mm256_set1_epi32(3);
            __m256i t74 = _mm256_sub_epi32(t73, t72);
            __m256i t75 = _mm256_sllv_epi32(t74, t71);
            __m256i t76 = t70;
            __m256i t77 = t75;
            __m256i t78 = _mm256_sllv_epi32(t76, t77);
            __m256i t79 = _mm256_set1_epi32(24);
            __m256i t80 = t78;
            __m256i t81 = _mm256_srav_epi32(t80, t79);
            __m256i t82 = _mm256_set1_epi32(3);
            __m256i t83 = t81;
            __m256i t84 = t82;
            __m256i t85 = _mm256_mullo_epi32(t83, t84);
            __m256i t86 = t85;
            __m256i t87 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t86, t58);
            __m256i t54 = out_v_1;
            __m256i t55 = t87;
            __m256i t56 = _mm256_add_epi32(t54, t55);
            __m256i t57 = t56;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)t10 * 4UL), t11, t57);
            i_vec += 8L;
            if (i_vec >= t9) {
                i = (int)((long)t7 + t9);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        int t14 = idx[t13];
        if (t14 < 1000) {
            int *t15 = &out[t13];
            int t16 = *t15;
            *t15 = t16 + (_mm256_zeroupper(), get_s8(v, t14));
        }
    }
}

__attribute__((target("avx2"))) void some_u16(const unsigned short *v, int n) {
    int i;
    int t14;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = t3;
        __m256i i_v = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:51 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            int t5 = (int)i_vec;
            __m256i i_v_1 = i_v;
            __m256i t6 = (__m256i)((vcc_v8_int)i_v_1 % (vcc_v8_int)_mm256_set1_epi32(4));
            __m256i t7 = _mm256_xor_si256(_mm256_cmpeq_epi32(t6, _mm256_set1_epi32(2)), _mm256_set1_epi32(-1));
            __m256i idx_v = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&idx + (unsigned long)(long)t5 * 4UL), t7);
            __m256i t8 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1000), idx_v);
            __m256i t9 = (__m256i)__builtin_convertvector((vcc_m8)t8 & 1, vcc_v8_int);
            __m256i t10 = _mm256_blendv_epi8(_mm256_set1_epi32(0), t9, t7);
            __m256i t11 = _mm256_xor_si256(_mm256_cmpeq_epi32(t10, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            long t12 = (long)t5;
            __m256i out_v = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&out + (unsigned long)t12 * 4UL), t11);
            __m256i idx_v_1 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&idx + (unsigned long)t12 * 4UL), t11);
            __m256i t13 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t11);
            __m256i t20 = (__m256i)(vcc_m8)((vcc_v8_int)t13 != (vcc_v8_int){0});
            unsigned long t21 = (unsigned long)v;
            unsigned long t22 = t21 & 3UL;
            __m256i t23 = _mm256_set1_epi32((int)(int)t22);
            __m256i t24 = _mm256_set1_epi32(1);
            __m256i t25 = _mm256_and_si256(idx_v_1, t24);
            __m256i t26 = _mm256_set1_epi32(1);
            __m256i t27 = _mm256_sllv_epi32(t25, t26);
            __m256i t28 = _mm256_add_epi32(t27, t23);
            __m256i t29 = _mm256_set1_epi32(1);
            __m256i t30 = _mm256_srav_epi32(idx_v_1, t29);
            __m256i t31 = _mm256_set1_epi32(2);
            __m256i t32 = _mm256_srav_epi32(t28, t31);
            __m256i t33 = _mm256_add_epi32(t30, t32);
            __m256i t34 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t21 - t22), t33, t20, 4);
            __m256i t35 = _mm256_set1_epi32(3);
            __m256i t36 = _mm256_and_si256(t28, t35);
            __m256i t37 = _mm256_set1_epi32(2);
            __m256i t38 = _mm256_sub_epi32(t37, t36);
            __m256i t39 = _mm256_sllv_epi32(t38, t35);
            __m256i t40 = t34;
            __m256i t41 = t39;
            __m256i t42 = _mm256_sllv_epi32(t40, t41);
            __m256i t43 = _mm256_set1_epi32(16);
            __m256i t44 = t43;
            __m256i t45 = _mm256_srlv_epi32(t42, t44);
            __m256i t46 = t45;
            __m256i t47 = _mm256_set1_epi32(7);
            __m256i t48 = t46;
            __m256i t49 = t47;
            __m256i t50 = _mm256_sub_epi32(t48, t49);
            __m256i t51 = t50;
            __m256i t52 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t51, t20);
            __m256i t19 = _mm256_xor_si256(out_v, t52);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)t12 * 4UL), t11, t19);
            i_vec += 8L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
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
            t14 = (idx[i] < 1000) != 0;
        } else {
            t14 = 0;
        }
        if (t14) {
            long t15 = (long)i;
            int *t16 = &out[t15];
            int t17 = *t16;
            int t18 = idx[t15];
            *t16 = t17 ^ (_mm256_zeroupper(), get_u16(v, t18));
        }
    }
}

extern __typeof__(fout) fout __attribute__((aligned(32)));
__attribute__((target("avx2"))) void all_s16f(const short *v, int n) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_gather16.c:58 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t3 = i_vec_1 + 8L;
            long t4 = (long)(int)i_vec_1;
            float *t5 = &fout[t4];
            __m256i idx_v = _mm256_loadu_si256((const __m256i *)&idx[t4]);
            unsigned long t15 = (unsigned long)v;
            unsigned long t16 = t15 & 3UL;
            __m256i t17 = _mm256_set1_epi32((int)(int)t16);
            __m256i t18 = _mm256_set1_epi32(1);
            __m256i t19 = _mm256_and_si256(idx_v, t18);
            __m256i t20 = _mm256_set1_epi32(1);
            __m256i t21 = _mm256_sllv_epi32(t19, t20);
            __m256i t22 = _mm256_add_epi32(t21, t17);
            __m256i t23 = _mm256_set1_epi32(1);
            __m256i t24 = _mm256_srav_epi32(idx_v, t23);
            __m256i t25 = _mm256_set1_epi32(2);
            __m256i t26 = _mm256_srav_epi32(t22, t25);
            __m256i t27 = _mm256_add_epi32(t24, t26);
            __m256i t28 = _mm256_i32gather_epi32((const int *)(const int *)(t15 - t16), t27, 4);
            __m256i t29 = _mm256_set1_epi32(3);
            __m256i t30 = _mm256_and_si256(t22, t29);
            __m256i t31 = _mm256_set1_epi32(2);
            __m256i t32 = _mm256_sub_epi32(t31, t30);
            __m256i t33 = _mm256_sllv_epi32(t32, t29);
            __m256i t34 = t28;
            __m256i t35 = t33;
            __m256i t36 = _mm256_sllv_epi32(t34, t35);
            __m256i t37 = _mm256_set1_epi32(16);
            __m256i t38 = t36;
            __m256i t39 = _mm256_srav_epi32(t38, t37);
            __m256 t40 = _mm256_cvtepi32_ps(t39);
            __m256 t41 = _mm256_set1_ps(0.5f);
            __m256 t42 = _mm256_mul_ps(t40, t41);
            _mm256_storeu_ps(t5, t42);
            long t13 = (long)(int)t3;
            float *t14 = &fout[t13];
            __m256i idx_v_2 = _mm256_loadu_si256((const __m256i *)&idx[t13]);
            unsigned long t71 = (unsigned long)v;
            unsigned long t72 = t71 & 3UL;
            __m256i t73 = _mm256_set1_epi32((int)(int)t72);
            __m256i t74 = _mm256_set1_epi32(1);
            __m256i t75 = _mm256_and_si256(idx_v_2, t74);
            __m256i t76 = _mm256_set1_epi32(1);
            __m256i t77 = _mm256_sllv_epi32(t75, t76);
            __m256i t78 = _mm256_add_epi32(t77, t73);
            __m256i t79 = _mm256_set1_epi32(1);
            __m256i t80 = _mm256_srav_epi32(idx_v_2, t79);
            __m256i t81 = _mm256_set1_epi32(2);
            __m256i t82 = _mm256_srav_epi32(t78, t81);
            __m256i t83 = _mm256_add_epi32(t80, t82);
            __m256i t84 = _mm256_i32gather_epi32((const int *)(const int *)(t71 - t72), t83, 4);
            __m256i t85 = _mm256_set1_epi32(3);
            __m256i t86 = _mm256_and_si256(t78, t85);
            __m256i t87 = _mm256_set1_epi32(2);
            __m256i t88 = _mm256_sub_epi32(t87, t86);
            __m256i t89 = _mm256_sllv_epi32(t88, t85);
            __m256i t90 = t84;
            __m256i t91 = t89;
            __m256i t92 = _mm256_sllv_epi32(t90, t91);
            __m256i t93 = _mm256_set1_epi32(16);
            __m256i t94 = t92;
            __m256i t95 = _mm256_srav_epi32(t94, t93);
            __m256 t96 = _mm256_cvtepi32_ps(t95);
            __m256 t97 = _mm256_set1_ps(0.5f);
            __m256 t98 = _mm256_mul_ps(t96, t97);
            _mm256_storeu_ps(t14, t98);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t6 = (int)t2;
                break;
            }
        }
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t9 = (long)(int)((long)t6 + i_vec);
            float *t10 = &fout[t9];
            __m256i idx_v_1 = _mm256_loadu_si256((const __m256i *)&idx[t9]);
            unsigned long t43 = (unsigned long)v;
            unsigned long t44 = t43 & 3UL;
            __m256i t45 = _mm256_set1_epi32((int)(int)t44);
            __m256i t46 = _mm256_set1_epi32(1);
            __m256i t47 = _mm256_and_si256(idx_v_1, t46);
            __m256i t48 = _mm256_set1_epi32(1);
            __m256i t49 = _mm256_sllv_epi32(t47, t48);
            __m256i t50 = _mm256_add_epi32(t49, t45);
            __m256i t51 = _mm256_set1_epi32(1);
            __m256i t52 = _mm256_srav_epi32(idx_v_1, t51);
            __m256i t53 = _mm256_set1_epi32(2);
            __m256i t54 = _mm256_srav_epi32(t50, t53);
            __m256i t55 = _mm256_add_epi32(t52, t54);
            __m256i t56 = _mm256_i32gather_epi32((const int *)(const int *)(t43 - t44), t55, 4);
            __m256i t57 = _mm256_set1_epi32(3);
            __m256i t58 = _mm256_and_si256(t50, t57);
            __m256i t59 = _mm256_set1_epi32(2);
            __m256i t60 = _mm256_sub_epi32(t59, t58);
            __m256i t61 = _mm256_sllv_epi32(t60, t57);
            __m256i t62 = t56;
            __m256i t63 = t61;
            __m256i t64 = _mm256_sllv_epi32(t62, t63);
            __m256i t65 = _mm256_set1_epi32(16);
            __m256i t66 = t64;
            __m256i t67 = _mm256_srav_epi32(t66, t65);
            __m256 t68 = _mm256_cvtepi32_ps(t67);
            __m256 t69 = _mm256_set1_ps(0.5f);
            __m256 t70 = _mm256_mul_ps(t68, t69);
            _mm256_storeu_ps(t10, t70);
            i_vec += 8L;
            if (i_vec >= t8) {
                i = (int)((long)t6 + t8);
                break;
            }
        }
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int t12 = idx[t11];
        fout[t11] = (_mm256_zeroupper(), get_s16f(v, t12));
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[6];
    int t126;
    int i;
    for (int off = 0; off < 4; off++) {
        int t9 = off + 98;
        unsigned char *b8 = (unsigned char *)malloc((unsigned long)t9);
        unsigned short *b16 = (unsigned short *)malloc((unsigned long)(t9 * 2));
        for (int k = 0; k < t9; k++) {
            long t10 = (long)k;
            b8[t10] = (unsigned char)(k * 37 + 11);
            b16[t10] = (unsigned short)((unsigned int)k * 40503U + 7U);
        }
        long t11 = (long)off;
        const unsigned char *u8 = b8 + t11 + 37;
        const unsigned short *u16 = b16 + t11 + 37;
        sizes[0] = 0;
        sizes[1] = 1;
        sizes[2] = 15;
        sizes[3] = 16;
        sizes[4] = 17;
        sizes[5] = 203;
        for (int s = 0; s < 6; s++) {
            int n = sizes[s];
            int t12 = (int)(unsigned int)s;
            if (1 & (t12 >= 0) & 1 & 1) {
                __m256i t13 = _mm256_set1_epi32(0);
                __m256i t14 = t13;
                __m256i i_v = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t15 = _mm256_set1_epi32((int)(t12 % 98));
                __m256i t16 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91));
                __m256i t17 = t16;
                __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(98));
                __m256i t19 = _mm256_min_epu32(t17, t18);
                __m256i t1 = t19;
                __m256i t20 = _mm256_set1_epi32(0);
                __m256i t21 = _mm256_add_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
                __m256i t22 = t21;
                __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(7));
                __m256i t24 = _mm256_min_epu32(t22, t23);
                __m256i t2 = t24;
                __m256i t25 = _mm256_set1_epi32(0);
                __m256i t26 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t27 = t26;
                __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(11));
                __m256i t29 = _mm256_min_epu32(t27, t28);
                __m256i t3 = t29;
                long i_vec = 0L;
                /* vcc: loop at narrow_gather16.c:76 vectorized: VF 8, UF 4, the remainder at 77:26 by 98 kept as a running remainder (guard: dividend not negative), the remainder at 78:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 80:21 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
                for (;;) {
                    __m256i i_v_4 = i_v;
                    long t30 = (long)(int)i_vec;
                    __m256i t31 = _mm256_sub_epi32(t1, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t30], t31);
                    __m256i t32 = _mm256_cmpeq_epi32(t2, _mm256_set1_epi32(3));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t30 * 4UL), t32, _mm256_set1_epi32(60));
                    __m256i t33 = _mm256_cmpeq_epi32(t3, _mm256_set1_epi32(5));
                    __m256i t34 = _mm256_set1_epi32(1000000);
                    __m256i t35 = i_v_4;
                    __m256i t36 = _mm256_add_epi32(t34, t35);
                    __m256i t37 = t36;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t30 * 4UL), t33, t37);
                    _mm256_storeu_si256((__m256i *)&out[t30], i_v_4);
                    _mm256_storeu_ps(&fout[t30], _mm256_set1_ps(0.0f));
                    __m256i t38 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
                    __m256i i_v_5 = t38;
                    long t39 = (long)(int)(i_vec + 8L);
                    __m256i t40 = _mm256_add_epi32(t1, _mm256_set1_epi32(6));
                    __m256i t41 = t40;
                    __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(98));
                    __m256i t43 = _mm256_min_epu32(t41, t42);
                    __m256i t44 = t43;
                    __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t39], t45);
                    __m256i t46 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
                    __m256i t47 = t46;
                    __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(7));
                    __m256i t49 = _mm256_min_epu32(t47, t48);
                    __m256i t50 = t49;
                    __m256i t51 = _mm256_cmpeq_epi32(t50, _mm256_set1_epi32(3));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t39 * 4UL), t51, _mm256_set1_epi32(60));
                    __m256i t52 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
                    __m256i t53 = t52;
                    __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(11));
                    __m256i t55 = _mm256_min_epu32(t53, t54);
                    __m256i t56 = t55;
                    __m256i t57 = _mm256_cmpeq_epi32(t56, _mm256_set1_epi32(5));
                    __m256i t58 = _mm256_set1_epi32(1000000);
                    __m256i t59 = i_v_5;
                    __m256i t60 = _mm256_add_epi32(t58, t59);
                    __m256i t61 = t60;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t39 * 4UL), t57, t61);
                    _mm256_storeu_si256((__m256i *)&out[t39], i_v_5);
                    _mm256_storeu_ps(&fout[t39], _mm256_set1_ps(0.0f));
                    __m256i t62 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
                    __m256i i_v_6 = t62;
                    long t63 = (long)(int)(i_vec + 16L);
                    __m256i t64 = _mm256_add_epi32(t1, _mm256_set1_epi32(12));
                    __m256i t65 = t64;
                    __m256i t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32(98));
                    __m256i t67 = _mm256_min_epu32(t65, t66);
                    __m256i t68 = t67;
                    __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t63], t69);
                    __m256i t70 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
                    __m256i t71 = t70;
                    __m256i t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32(7));
                    __m256i t73 = _mm256_min_epu32(t71, t72);
                    __m256i t74 = t73;
                    __m256i t75 = _mm256_cmpeq_epi32(t74, _mm256_set1_epi32(3));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t63 * 4UL), t75, _mm256_set1_epi32(60));
                    __m256i t76 = _mm256_add_epi32(t3, _mm256_set1_epi32(5));
                    __m256i t77 = t76;
                    __m256i t78 = _mm256_sub_epi32(t77, _mm256_set1_epi32(11));
                    __m256i t79 = _mm256_min_epu32(t77, t78);
                    __m256i t80 = t79;
                    __m256i t81 = _mm256_cmpeq_epi32(t80, _mm256_set1_epi32(5));
                    __m256i t82 = _mm256_set1_epi32(1000000);
                    __m256i t83 = i_v_6;
                    __m256i t84 = _mm256_add_epi32(t82, t83);
                    __m256i t85 = t84;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t63 * 4UL), t81, t85);
                    _mm256_storeu_si256((__m256i *)&out[t63], i_v_6);
                    _mm256_storeu_ps(&fout[t63], _mm256_set1_ps(0.0f));
                    __m256i t86 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
                    __m256i i_v_7 = t86;
                    long t87 = (long)(int)(i_vec + 24L);
                    __m256i t88 = _mm256_add_epi32(t1, _mm256_set1_epi32(18));
                    __m256i t89 = t88;
                    __m256i t90 = _mm256_sub_epi32(t89, _mm256_set1_epi32(98));
                    __m256i t91 = _mm256_min_epu32(t89, t90);
                    __m256i t92 = t91;
                    __m256i t93 = _mm256_sub_epi32(t92, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t87], t93);
                    __m256i t94 = _mm256_add_epi32(t2, _mm256_set1_epi32(3));
                    __m256i t95 = t94;
                    __m256i t96 = _mm256_sub_epi32(t95, _mm256_set1_epi32(7));
                    __m256i t97 = _mm256_min_epu32(t95, t96);
                    __m256i t98 = t97;
                    __m256i t99 = _mm256_cmpeq_epi32(t98, _mm256_set1_epi32(3));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t87 * 4UL), t99, _mm256_set1_epi32(60));
                    __m256i t100 = _mm256_add_epi32(t3, _mm256_set1_epi32(2));
                    __m256i t101 = t100;
                    __m256i t102 = _mm256_sub_epi32(t101, _mm256_set1_epi32(11));
                    __m256i t103 = _mm256_min_epu32(t101, t102);
                    __m256i t104 = t103;
                    __m256i t105 = _mm256_cmpeq_epi32(t104, _mm256_set1_epi32(5));
                    __m256i t106 = _mm256_set1_epi32(1000000);
                    __m256i t107 = i_v_7;
                    __m256i t108 = _mm256_add_epi32(t106, t107);
                    __m256i t109 = t108;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t87 * 4UL), t105, t109);
                    _mm256_storeu_si256((__m256i *)&out[t87], i_v_7);
                    _mm256_storeu_ps(&fout[t87], _mm256_set1_ps(0.0f));
                    i_vec += 32L;
                    __m256i t110 = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
                    __m256i t111 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
                    __m256i t112 = t111;
                    __m256i t113 = _mm256_sub_epi32(t112, _mm256_set1_epi32(98));
                    __m256i t114 = _mm256_min_epu32(t112, t113);
                    __m256i t115 = t114;
                    __m256i t116 = _mm256_add_epi32(t2, _mm256_set1_epi32(4));
                    __m256i t117 = t116;
                    __m256i t118 = _mm256_sub_epi32(t117, _mm256_set1_epi32(7));
                    __m256i t119 = _mm256_min_epu32(t117, t118);
                    __m256i t120 = t119;
                    __m256i t121 = _mm256_add_epi32(t3, _mm256_set1_epi32(10));
                    __m256i t122 = t121;
                    __m256i t123 = _mm256_sub_epi32(t122, _mm256_set1_epi32(11));
                    __m256i t124 = _mm256_min_epu32(t122, t123);
                    __m256i t125 = t124;
                    if (i_vec >= 192L) {
                        break;
                    }
                    i_v = t110;
                    t1 = t115;
                    t2 = t120;
                    t3 = t125;
                }
                t126 = 192;
            } else {
                t126 = 0;
            }
            long t127 = (long)t126 * -1L + 203L;
            int t128 = (int)((unsigned int)(int)((unsigned int)t126 * 13U) + (unsigned int)s);
            if ((t127 >= 8L) & (t128 >= 0) & (t126 >= 0) & (t126 >= 0)) {
                long t129 = t127 & -8L;
                __m256i t130 = _mm256_set1_epi32((int)t126);
                __m256i t131 = t130;
                __m256i i_v_1 = _mm256_add_epi32(t131, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t132 = _mm256_set1_epi32((int)(t128 % 98));
                __m256i t133 = _mm256_add_epi32(t132, _mm256_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91));
                __m256i t134 = t133;
                __m256i t135 = _mm256_sub_epi32(t134, _mm256_set1_epi32(98));
                __m256i t136 = _mm256_min_epu32(t134, t135);
                __m256i t4 = t136;
                __m256i t137 = _mm256_set1_epi32((int)(t126 % 7));
                __m256i t138 = _mm256_add_epi32(t137, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
                __m256i t139 = t138;
                __m256i t140 = _mm256_sub_epi32(t139, _mm256_set1_epi32(7));
                __m256i t141 = _mm256_min_epu32(t139, t140);
                __m256i t5 = t141;
                __m256i t142 = _mm256_set1_epi32((int)(t126 % 11));
                __m256i t143 = _mm256_add_epi32(t142, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t144 = t143;
                __m256i t145 = _mm256_sub_epi32(t144, _mm256_set1_epi32(11));
                __m256i t146 = _mm256_min_epu32(t144, t145);
                __m256i t6 = t146;
                long i_vec_1 = 0L;
                for (;;) {
                    __m256i i_v_8 = i_v_1;
                    long t147 = (long)(int)((long)t126 + i_vec_1);
                    __m256i t148 = _mm256_sub_epi32(t4, _mm256_set1_epi32(37));
                    _mm256_storeu_si256((__m256i *)&idx[t147], t148);
                    __m256i t149 = _mm256_cmpeq_epi32(t5, _mm256_set1_epi32(3));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t147 * 4UL), t149, _mm256_set1_epi32(60));
                    __m256i t150 = _mm256_cmpeq_epi32(t6, _mm256_set1_epi32(5));
                    __m256i t151 = _mm256_set1_epi32(1000000);
                    __m256i t152 = i_v_8;
                    __m256i t153 = _mm256_add_epi32(t151, t152);
                    __m256i t154 = t153;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t147 * 4UL), t150, t154);
                    _mm256_storeu_si256((__m256i *)&out[t147], i_v_8);
                    _mm256_storeu_ps(&fout[t147], _mm256_set1_ps(0.0f));
                    i_vec_1 += 8L;
                    __m256i t155 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
                    __m256i t156 = _mm256_add_epi32(t4, _mm256_set1_epi32(6));
                    __m256i t157 = t156;
                    __m256i t158 = _mm256_sub_epi32(t157, _mm256_set1_epi32(98));
                    __m256i t159 = _mm256_min_epu32(t157, t158);
                    __m256i t160 = t159;
                    __m256i t161 = _mm256_add_epi32(t5, _mm256_set1_epi32(1));
                    __m256i t162 = t161;
                    __m256i t163 = _mm256_sub_epi32(t162, _mm256_set1_epi32(7));
                    __m256i t164 = _mm256_min_epu32(t162, t163);
                    __m256i t165 = t164;
                    __m256i t166 = _mm256_add_epi32(t6, _mm256_set1_epi32(8));
                    __m256i t167 = t166;
                    __m256i t168 = _mm256_sub_epi32(t167, _mm256_set1_epi32(11));
                    __m256i t169 = _mm256_min_epu32(t167, t168);
                    __m256i t170 = t169;
                    if (i_vec_1 >= t129) {
                        break;
                    }
                    i_v_1 = t155;
                    t4 = t160;
                    t5 = t165;
                    t6 = t170;
                }
                i = (int)((long)t126 + t129);
            } else {
                i = t126;
            }
            for (; i < 203; i++) {
                long t171 = (long)i;
                int *t172 = &idx[t171];
                *t172 = (i * 13 + s) % 98 - 37;
                if ((i % 7) == 3) {
                    *t172 = 60;
                }
                if ((i % 11) == 5) {
                    *t172 = 1000000 + i;
                }
                out[t171] = i;
                fout[t171] = 0.0f;
            }
            long i_vec_2 = 0L;
            /* vcc: loop at narrow_gather16.c:85 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                long t173 = (long)(int)i_vec_2;
                __m256i idx_v = _mm256_loadu_si256((const __m256i *)&idx[t173]);
                __m256i t174 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), idx_v), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t173 * 4UL), t174, _mm256_set1_epi32(-37));
                long t175 = (long)(int)(i_vec_2 + 8L);
                __m256i idx_v_1 = _mm256_loadu_si256((const __m256i *)&idx[t175]);
                __m256i t176 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), idx_v_1), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t175 * 4UL), t176, _mm256_set1_epi32(-37));
                long t177 = (long)(int)(i_vec_2 + 16L);
                __m256i idx_v_2 = _mm256_loadu_si256((const __m256i *)&idx[t177]);
                __m256i t178 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), idx_v_2), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t177 * 4UL), t178, _mm256_set1_epi32(-37));
                long t179 = (long)(int)(i_vec_2 + 24L);
                __m256i idx_v_3 = _mm256_loadu_si256((const __m256i *)&idx[t179]);
                __m256i t180 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), idx_v_3), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t179 * 4UL), t180, _mm256_set1_epi32(-37));
                i_vec_2 += 32L;
            } while (i_vec_2 < 192L);
            long i_vec_3 = 0L;
            do {
                long t181 = (long)(int)(192L + i_vec_3);
                __m256i idx_v_4 = _mm256_loadu_si256((const __m256i *)&idx[t181]);
                __m256i t182 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), idx_v_4), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t181 * 4UL), t182, _mm256_set1_epi32(-37));
                i_vec_3 += 8L;
            } while (i_vec_3 < 8L);
            for (int i_1 = 200; i_1 < 203; i_1++) {
                int *t183 = &idx[i_1];
                if (*t183 >= 1000) {
                    *t183 = -37;
                }
            }
            all_u8(u8, n);
            __m256i t184 = _mm256_set1_epi32(0);
            __m256i t185 = t184;
            __m256i i_v_2 = _mm256_add_epi32(t185, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t186 = _mm256_set1_epi32(0);
            __m256i t187 = _mm256_add_epi32(t186, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t188 = t187;
            __m256i t189 = _mm256_sub_epi32(t188, _mm256_set1_epi32(11));
            __m256i t190 = _mm256_min_epu32(t188, t189);
            __m256i t7 = t190;
            long i_vec_4 = 0L;
            /* vcc: loop at narrow_gather16.c:89 vectorized: VF 8, UF 4, the remainder at 90:21 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256i i_v_9 = i_v_2;
                __m256i t191 = _mm256_cmpeq_epi32(t7, _mm256_set1_epi32(5));
                __m256i t192 = _mm256_set1_epi32(1000000);
                __m256i t193 = i_v_9;
                __m256i t194 = _mm256_add_epi32(t192, t193);
                __m256i t195 = t194;
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)(long)(int)i_vec_4 * 4UL), t191, t195);
                __m256i t196 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(8));
                __m256i i_v_10 = t196;
                __m256i t197 = _mm256_add_epi32(t7, _mm256_set1_epi32(8));
                __m256i t198 = t197;
                __m256i t199 = _mm256_sub_epi32(t198, _mm256_set1_epi32(11));
                __m256i t200 = _mm256_min_epu32(t198, t199);
                __m256i t201 = t200;
                __m256i t202 = _mm256_cmpeq_epi32(t201, _mm256_set1_epi32(5));
                __m256i t203 = _mm256_set1_epi32(1000000);
                __m256i t204 = i_v_10;
                __m256i t205 = _mm256_add_epi32(t203, t204);
                __m256i t206 = t205;
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)(long)(int)(i_vec_4 + 8L) * 4UL), t202, t206);
                __m256i t207 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(16));
                __m256i i_v_11 = t207;
                __m256i t208 = _mm256_add_epi32(t7, _mm256_set1_epi32(5));
                __m256i t209 = t208;
                __m256i t210 = _mm256_sub_epi32(t209, _mm256_set1_epi32(11));
                __m256i t211 = _mm256_min_epu32(t209, t210);
                __m256i t212 = t211;
                __m256i t213 = _mm256_cmpeq_epi32(t212, _mm256_set1_epi32(5));
                __m256i t214 = _mm256_set1_epi32(1000000);
                __m256i t215 = i_v_11;
                __m256i t216 = _mm256_add_epi32(t214, t215);
                __m256i t217 = t216;
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)(long)(int)(i_vec_4 + 16L) * 4UL), t213, t217);
                __m256i t218 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(24));
                __m256i i_v_12 = t218;
                __m256i t219 = _mm256_add_epi32(t7, _mm256_set1_epi32(2));
                __m256i t220 = t219;
                __m256i t221 = _mm256_sub_epi32(t220, _mm256_set1_epi32(11));
                __m256i t222 = _mm256_min_epu32(t220, t221);
                __m256i t223 = t222;
                __m256i t224 = _mm256_cmpeq_epi32(t223, _mm256_set1_epi32(5));
                __m256i t225 = _mm256_set1_epi32(1000000);
                __m256i t226 = i_v_12;
                __m256i t227 = _mm256_add_epi32(t225, t226);
                __m256i t228 = t227;
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)(long)(int)(i_vec_4 + 24L) * 4UL), t224, t228);
                i_vec_4 += 32L;
                __m256i t229 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(32));
                __m256i t230 = _mm256_add_epi32(t7, _mm256_set1_epi32(10));
                __m256i t231 = t230;
                __m256i t232 = _mm256_sub_epi32(t231, _mm256_set1_epi32(11));
                __m256i t233 = _mm256_min_epu32(t231, t232);
                __m256i t234 = t233;
                if (i_vec_4 >= 192L) {
                    break;
                }
                i_v_2 = t229;
                t7 = t234;
            }
            __m256i t235 = _mm256_set1_epi32(192);
            __m256i t236 = t235;
            __m256i i_v_3 = _mm256_add_epi32(t236, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t237 = _mm256_set1_epi32(5);
            __m256i t238 = _mm256_add_epi32(t237, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t239 = t238;
            __m256i t240 = _mm256_sub_epi32(t239, _mm256_set1_epi32(11));
            __m256i t241 = _mm256_min_epu32(t239, t240);
            __m256i t8 = t241;
            long i_vec_5 = 0L;
            for (;;) {
                __m256i i_v_13 = i_v_3;
                __m256i t242 = _mm256_cmpeq_epi32(t8, _mm256_set1_epi32(5));
                __m256i t243 = _mm256_set1_epi32(1000000);
                __m256i t244 = i_v_13;
                __m256i t245 = _mm256_add_epi32(t243, t244);
                __m256i t246 = t245;
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)(long)(int)(192L + i_vec_5) * 4UL), t242, t246);
                i_vec_5 += 8L;
                __m256i t247 = _mm256_add_epi32(i_v_3, _mm256_set1_epi32(8));
                __m256i t248 = _mm256_add_epi32(t8, _mm256_set1_epi32(8));
                __m256i t249 = t248;
                __m256i t250 = _mm256_sub_epi32(t249, _mm256_set1_epi32(11));
                __m256i t251 = _mm256_min_epu32(t249, t250);
                __m256i t252 = t251;
                if (i_vec_5 >= 8L) {
                    break;
                }
                i_v_3 = t247;
                t8 = t252;
            }
            for (int i_2 = 200; i_2 < 203; i_2++) {
                if ((i_2 % 11) == 5) {
                    idx[i_2] = 1000000 + i_2;
                }
            }
            some_s8((const signed char *)u8, n);
            some_u16(u16, n);
            long i_vec_6 = 0L;
            /* vcc: loop at narrow_gather16.c:94 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                long t253 = (long)(int)i_vec_6;
                __m256i idx_v_5 = _mm256_loadu_si256((const __m256i *)&idx[t253]);
                __m256i t254 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), idx_v_5), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t253 * 4UL), t254, _mm256_set1_epi32(0));
                long t255 = (long)(int)(i_vec_6 + 8L);
                __m256i idx_v_6 = _mm256_loadu_si256((const __m256i *)&idx[t255]);
                __m256i t256 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), idx_v_6), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t255 * 4UL), t256, _mm256_set1_epi32(0));
                long t257 = (long)(int)(i_vec_6 + 16L);
                __m256i idx_v_7 = _mm256_loadu_si256((const __m256i *)&idx[t257]);
                __m256i t258 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), idx_v_7), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t257 * 4UL), t258, _mm256_set1_epi32(0));
                long t259 = (long)(int)(i_vec_6 + 24L);
                __m256i idx_v_8 = _mm256_loadu_si256((const __m256i *)&idx[t259]);
                __m256i t260 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), idx_v_8), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t259 * 4UL), t260, _mm256_set1_epi32(0));
                i_vec_6 += 32L;
            } while (i_vec_6 < 192L);
            long i_vec_7 = 0L;
            do {
                long t261 = (long)(int)(192L + i_vec_7);
                __m256i idx_v_9 = _mm256_loadu_si256((const __m256i *)&idx[t261]);
                __m256i t262 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1000), idx_v_9), _mm256_set1_epi32(-1));
                _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t261 * 4UL), t262, _mm256_set1_epi32(0));
                i_vec_7 += 8L;
            } while (i_vec_7 < 8L);
            for (int i_3 = 200; i_3 < 203; i_3++) {
                int *t263 = &idx[i_3];
                if (*t263 >= 1000) {
                    *t263 = 0;
                }
            }
            all_s16f((const short *)u16, n);
            double f = 0.0;
            long t = 0L;
            for (int i_4 = 0; i_4 < 203; i_4++) {
                long t264 = (long)i_4;
                t += (long)out[t264] * (long)(i_4 % 5 + 1);
                f += (double)(fout[t264] * (float)(i_4 % 3 + 1));
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
        }
        free((void *)b8);
        free((void *)b16);
    }
    return 0;
}
