/* vcc: vector types and helpers */
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
    unsigned long t1;
    unsigned long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    t1 = (unsigned long)v;
    t2 = t1 & 3UL;
    t3 = _mm256_set1_epi32((int)(int)t2);
    t4 = _mm256_set1_epi32((int)3);
    t5 = _mm256_and_si256(i, t4);
    t6 = _mm256_add_epi32(t5, t3);
    t7 = _mm256_set1_epi32((int)2);
    t8 = _mm256_srav_epi32(i, t7);
    t9 = _mm256_set1_epi32((int)2);
    t10 = _mm256_srav_epi32(t6, t9);
    t11 = _mm256_add_epi32(t8, t10);
    t12 = _mm256_i32gather_epi32((const int *)(const int *)(t1 - t2), t11, 4);
    t13 = _mm256_set1_epi32((int)3);
    t14 = _mm256_and_si256(t6, t13);
    t15 = _mm256_set1_epi32((int)3);
    t16 = _mm256_sub_epi32(t15, t14);
    t17 = _mm256_sllv_epi32(t16, t13);
    t18 = t12;
    t19 = t17;
    t20 = _mm256_sllv_epi32(t18, t19);
    t21 = _mm256_set1_epi32((int)24);
    t22 = t21;
    t23 = _mm256_srlv_epi32(t20, t22);
    t24 = t23;
    t25 = _mm256_set1_epi32((int)1);
    t26 = _mm256_add_epi32(t24, t25);
    return t26;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_s8(const signed char *v, int i) {
    return v[i] * 3;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8uv_get_s8(const signed char *v, __m256i i, __m256i mask) {
    __m256i t1;
    unsigned long t2;
    unsigned long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = (unsigned long)v;
    t3 = t2 & 3UL;
    t4 = _mm256_set1_epi32((int)(int)t3);
    t5 = _mm256_set1_epi32((int)3);
    t6 = _mm256_and_si256(i, t5);
    t7 = _mm256_add_epi32(t6, t4);
    t8 = _mm256_set1_epi32((int)2);
    t9 = _mm256_srav_epi32(i, t8);
    t10 = _mm256_set1_epi32((int)2);
    t11 = _mm256_srav_epi32(t7, t10);
    t12 = _mm256_add_epi32(t9, t11);
    t13 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t2 - t3), t12, t1, 4);
    t14 = _mm256_set1_epi32((int)3);
    t15 = _mm256_and_si256(t7, t14);
    t16 = _mm256_set1_epi32((int)3);
    t17 = _mm256_sub_epi32(t16, t15);
    t18 = _mm256_sllv_epi32(t17, t14);
    t19 = t13;
    t20 = t18;
    t21 = _mm256_sllv_epi32(t19, t20);
    t22 = _mm256_set1_epi32((int)24);
    t23 = t21;
    t24 = _mm256_srav_epi32(t23, t22);
    t25 = _mm256_set1_epi32((int)3);
    t26 = t24;
    t27 = t25;
    t28 = _mm256_mullo_epi32(t26, t27);
    t29 = t28;
    t30 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t29, t1);
    return t30;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_u16(const unsigned short *v, int i) {
    return v[i] - 7;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8uv_get_u16(const unsigned short *v, __m256i i, __m256i mask) {
    __m256i t1;
    unsigned long t2;
    unsigned long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = (unsigned long)v;
    t3 = t2 & 3UL;
    t4 = _mm256_set1_epi32((int)(int)t3);
    t5 = _mm256_set1_epi32((int)1);
    t6 = _mm256_and_si256(i, t5);
    t7 = _mm256_set1_epi32((int)1);
    t8 = _mm256_sllv_epi32(t6, t7);
    t9 = _mm256_add_epi32(t8, t4);
    t10 = _mm256_set1_epi32((int)1);
    t11 = _mm256_srav_epi32(i, t10);
    t12 = _mm256_set1_epi32((int)2);
    t13 = _mm256_srav_epi32(t9, t12);
    t14 = _mm256_add_epi32(t11, t13);
    t15 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t2 - t3), t14, t1, 4);
    t16 = _mm256_set1_epi32((int)3);
    t17 = _mm256_and_si256(t9, t16);
    t18 = _mm256_set1_epi32((int)2);
    t19 = _mm256_sub_epi32(t18, t17);
    t20 = _mm256_sllv_epi32(t19, t16);
    t21 = t15;
    t22 = t20;
    t23 = _mm256_sllv_epi32(t21, t22);
    t24 = _mm256_set1_epi32((int)16);
    t25 = t24;
    t26 = _mm256_srlv_epi32(t23, t25);
    t27 = t26;
    t28 = _mm256_set1_epi32((int)7);
    t29 = t27;
    t30 = t28;
    t31 = _mm256_sub_epi32(t29, t30);
    t32 = t31;
    t33 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t32, t1);
    return t33;
}

/* #pragma omp declare simd uniform(v) notinbranch */
float get_s16f(const short *v, int i) {
    return (float)v[i] * 0.5f;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8uv_get_s16f(const short *v, __m256i i) {
    unsigned long t1;
    unsigned long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    t1 = (unsigned long)v;
    t2 = t1 & 3UL;
    t3 = _mm256_set1_epi32((int)(int)t2);
    t4 = _mm256_set1_epi32((int)1);
    t5 = _mm256_and_si256(i, t4);
    t6 = _mm256_set1_epi32((int)1);
    t7 = _mm256_sllv_epi32(t5, t6);
    t8 = _mm256_add_epi32(t7, t3);
    t9 = _mm256_set1_epi32((int)1);
    t10 = _mm256_srav_epi32(i, t9);
    t11 = _mm256_set1_epi32((int)2);
    t12 = _mm256_srav_epi32(t8, t11);
    t13 = _mm256_add_epi32(t10, t12);
    t14 = _mm256_i32gather_epi32((const int *)(const int *)(t1 - t2), t13, 4);
    t15 = _mm256_set1_epi32((int)3);
    t16 = _mm256_and_si256(t8, t15);
    t17 = _mm256_set1_epi32((int)2);
    t18 = _mm256_sub_epi32(t17, t16);
    t19 = _mm256_sllv_epi32(t18, t15);
    t20 = t14;
    t21 = t19;
    t22 = _mm256_sllv_epi32(t20, t21);
    t23 = _mm256_set1_epi32((int)16);
    t24 = t22;
    t25 = _mm256_srav_epi32(t24, t23);
    t26 = _mm256_cvtepi32_ps(t25);
    t27 = _mm256_set1_ps(0.5f);
    t28 = _mm256_mul_ps(t26, t27);
    return t28;
}

#define M 203
int idx[M], out[M];
float fout[M];

__attribute__((target("avx2"))) void all_u8(const unsigned char *v, int n) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    int *t7;
    int *t8;
    __m256i t9;
    __m256i t10;
    int t11;
    long t12;
    long t13;
    long t14;
    int *t15;
    __m256i t16;
    int i;
    long t17;
    int t18;
    unsigned long t19;
    unsigned long t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    unsigned long t45;
    unsigned long t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    unsigned long t71;
    unsigned long t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    __m256i t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = (long)(int)(0L + t2);
            t6 = (long)(int)(0L + (t2 + 8L));
            t7 = &out[t5];
            t8 = &out[t6];
            t9 = _mm256_loadu_si256((const __m256i *)&idx[t5]);
            t10 = _mm256_loadu_si256((const __m256i *)&idx[t6]);
            t19 = (unsigned long)v;
            t20 = t19 & 3UL;
            t21 = _mm256_set1_epi32((int)(int)t20);
            t22 = _mm256_set1_epi32((int)3);
            t23 = _mm256_and_si256(t9, t22);
            t24 = _mm256_add_epi32(t23, t21);
            t25 = _mm256_set1_epi32((int)2);
            t26 = _mm256_srav_epi32(t9, t25);
            t27 = _mm256_set1_epi32((int)2);
            t28 = _mm256_srav_epi32(t24, t27);
            t29 = _mm256_add_epi32(t26, t28);
            t30 = _mm256_i32gather_epi32((const int *)(const int *)(t19 - t20), t29, 4);
            t31 = _mm256_set1_epi32((int)3);
            t32 = _mm256_and_si256(t24, t31);
            t33 = _mm256_set1_epi32((int)3);
            t34 = _mm256_sub_epi32(t33, t32);
            t35 = _mm256_sllv_epi32(t34, t31);
            t36 = t30;
            t37 = t35;
            t38 = _mm256_sllv_epi32(t36, t37);
            t39 = _mm256_set1_epi32((int)24);
            t40 = t39;
            t41 = _mm256_srlv_epi32(t38, t40);
            t42 = t41;
            t43 = _mm256_set1_epi32((int)1);
            t44 = _mm256_add_epi32(t42, t43);
            _mm256_storeu_si256((__m256i *)t7, t44);
            t71 = (unsigned long)v;
            t72 = t71 & 3UL;
            t73 = _mm256_set1_epi32((int)(int)t72);
            t74 = _mm256_set1_epi32((int)3);
            t75 = _mm256_and_si256(t10, t74);
            t76 = _mm256_add_epi32(t75, t73);
            t77 = _mm256_set1_epi32((int)2);
            t78 = _mm256_srav_epi32(t10, t77);
            t79 = _mm256_set1_epi32((int)2);
            t80 = _mm256_srav_epi32(t76, t79);
            t81 = _mm256_add_epi32(t78, t80);
            t82 = _mm256_i32gather_epi32((const int *)(const int *)(t71 - t72), t81, 4);
            t83 = _mm256_set1_epi32((int)3);
            t84 = _mm256_and_si256(t76, t83);
            t85 = _mm256_set1_epi32((int)3);
            t86 = _mm256_sub_epi32(t85, t84);
            t87 = _mm256_sllv_epi32(t86, t83);
            t88 = t82;
            t89 = t87;
            t90 = _mm256_sllv_epi32(t88, t89);
            t91 = _mm256_set1_epi32((int)24);
            t92 = t91;
            t93 = _mm256_srlv_epi32(t90, t92);
            t94 = t93;
            t95 = _mm256_set1_epi32((int)1);
            t96 = _mm256_add_epi32(t94, t95);
            _mm256_storeu_si256((__m256i *)t8, t96);
            t2 += 16L;
            if (t2 >= t4) {
                t11 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t11 = 0;
    }
    t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        t13 = t12 & -8L;
        t1 = 0L;
        for (;;) {
            t14 = (long)(int)((long)t11 + t1);
            t15 = &out[t14];
            t16 = _mm256_loadu_si256((const __m256i *)&idx[t14]);
            t45 = (unsigned long)v;
            t46 = t45 & 3UL;
            t47 = _mm256_set1_epi32((int)(int)t46);
            t48 = _mm256_set1_epi32((int)3);
            t49 = _mm256_and_si256(t16, t48);
            t50 = _mm256_add_epi32(t49, t47);
            t51 = _mm256_set1_epi32((int)2);
            t52 = _mm256_srav_epi32(t16, t51);
            t53 = _mm256_set1_epi32((int)2);
            t54 = _mm256_srav_epi32(t50, t53);
            t55 = _mm256_add_epi32(t52, t54);
            t56 = _mm256_i32gather_epi32((const int *)(const int *)(t45 - t46), t55, 4);
            t57 = _mm256_set1_epi32((int)3);
            t58 = _mm256_and_si256(t50, t57);
            t59 = _mm256_set1_epi32((int)3);
            t60 = _mm256_sub_epi32(t59, t58);
            t61 = _mm256_sllv_epi32(t60, t57);
            t62 = t56;
            t63 = t61;
            t64 = _mm256_sllv_epi32(t62, t63);
            t65 = _mm256_set1_epi32((int)24);
            t66 = t65;
            t67 = _mm256_srlv_epi32(t64, t66);
            t68 = t67;
            t69 = _mm256_set1_epi32((int)1);
            t70 = _mm256_add_epi32(t68, t69);
            _mm256_storeu_si256((__m256i *)t15, t70);
            t1 += 8L;
            if (t1 >= t13) {
                i = (int)((long)t11 + t13);
                break;
            }
        }
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        t17 = (long)i;
        t18 = idx[t17];
        out[t17] = (_mm256_zeroupper(), get_u8(v, t18));
    }
}

__attribute__((target("avx2"))) void some_s8(const signed char *v, int n) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    int t14;
    long t15;
    long t16;
    long t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    int i;
    long t22;
    int t23;
    int *t24;
    int t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    unsigned long t32;
    unsigned long t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    unsigned long t66;
    unsigned long t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    __m256i t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    unsigned long t100;
    unsigned long t101;
    __m256i t102;
    __m256i t103;
    __m256i t104;
    __m256i t105;
    __m256i t106;
    __m256i t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    __m256i t111;
    __m256i t112;
    __m256i t113;
    __m256i t114;
    __m256i t115;
    __m256i t116;
    __m256i t117;
    __m256i t118;
    __m256i t119;
    __m256i t120;
    __m256i t121;
    __m256i t122;
    __m256i t123;
    __m256i t124;
    __m256i t125;
    __m256i t126;
    __m256i t127;
    __m256i t128;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = (long)(int)(0L + t2);
            t6 = (long)(int)(0L + (t2 + 8L));
            t7 = _mm256_loadu_si256((const __m256i *)&idx[t5]);
            t8 = _mm256_loadu_si256((const __m256i *)&idx[t6]);
            t9 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1000), t7);
            t10 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1000), t8);
            t11 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&out + (unsigned long)t5 * 4UL), t9);
            t12 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&out + (unsigned long)t6 * 4UL), t10);
            t13 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32((int)1), t9);
            t31 = (__m256i)(vcc_m8)((vcc_v8_int)t13 != (vcc_v8_int){0});
            t32 = (unsigned long)v;
            t33 = t32 & 3UL;
            t34 = _mm256_set1_epi32((int)(int)t33);
            t35 = _mm256_set1_epi32((int)3);
            t36 = _mm256_and_si256(t7, t35);
            t37 = _mm256_add_epi32(t36, t34);
            t38 = _mm256_set1_epi32((int)2);
            t39 = _mm256_srav_epi32(t7, t38);
            t40 = _mm256_set1_epi32((int)2);
            t41 = _mm256_srav_epi32(t37, t40);
            t42 = _mm256_add_epi32(t39, t41);
            t43 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t32 - t33), t42, t31, 4);
            t44 = _mm256_set1_epi32((int)3);
            t45 = _mm256_and_si256(t37, t44);
            t46 = _mm256_set1_epi32((int)3);
            t47 = _mm256_sub_epi32(t46, t45);
            t48 = _mm256_sllv_epi32(t47, t44);
            t49 = t43;
            t50 = t48;
            t51 = _mm256_sllv_epi32(t49, t50);
            t52 = _mm256_set1_epi32((int)24);
            t53 = t51;
            t54 = _mm256_srav_epi32(t53, t52);
            t55 = _mm256_set1_epi32((int)3);
            t56 = t54;
            t57 = t55;
            t58 = _mm256_mullo_epi32(t56, t57);
            t59 = t58;
            t60 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t59, t31);
            t26 = t11;
            t27 = t60;
            t28 = _mm256_add_epi32(t26, t27);
            t29 = t28;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)t5 * 4UL), t9, t29);
            t30 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32((int)1), t10);
            t99 = (__m256i)(vcc_m8)((vcc_v8_int)t30 != (vcc_v8_int){0});
            t100 = (unsigned long)v;
            t101 = t100 & 3UL;
            t102 = _mm256_set1_epi32((int)(int)t101);
            t103 = _mm256_set1_epi32((int)3);
            t104 = _mm256_and_si256(t8, t103);
            t105 = _mm256_add_epi32(t104, t102);
            t106 = _mm256_set1_epi32((int)2);
            t107 = _mm256_srav_epi32(t8, t106);
            t108 = _mm256_set1_epi32((int)2);
            t109 = _mm256_srav_epi32(t105, t108);
            t110 = _mm256_add_epi32(t107, t109);
            t111 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t100 - t101), t110, t99, 4);
            t112 = _mm256_set1_epi32((int)3);
            t113 = _mm256_and_si256(t105, t112);
            t114 = _mm256_set1_epi32((int)3);
            t115 = _mm256_sub_epi32(t114, t113);
            t116 = _mm256_sllv_epi32(t115, t112);
            t117 = t111;
            t118 = t116;
            t119 = _mm256_sllv_epi32(t117, t118);
            t120 = _mm256_set1_epi32((int)24);
            t121 = t119;
            t122 = _mm256_srav_epi32(t121, t120);
            t123 = _mm256_set1_epi32((int)3);
            t124 = t122;
            t125 = t123;
            t126 = _mm256_mullo_epi32(t124, t125);
            t127 = t126;
            t128 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t127, t99);
            t95 = t12;
            t96 = t128;
            t97 = _mm256_add_epi32(t95, t96);
            t98 = t97;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)t6 * 4UL), t10, t98);
            t2 += 16L;
            if (t2 >= t4) {
                t14 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t14 = 0;
    }
    t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        t16 = t15 & -8L;
        t1 = 0L;
        for (;;) {
            t17 = (long)(int)((long)t14 + t1);
            t18 = _mm256_loadu_si256((const __m256i *)&idx[t17]);
            t19 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1000), t18);
            t20 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&out + (unsigned long)t17 * 4UL), t19);
            t21 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32((int)1), t19);
            t65 = (__m256i)(vcc_m8)((vcc_v8_int)t21 != (vcc_v8_int){0});
            t66 = (unsigned long)v;
            t67 = t66 & 3UL;
            t68 = _mm256_set1_epi32((int)(int)t67);
            t69 = _mm256_set1_epi32((int)3);
            t70 = _mm256_and_si256(t18, t69);
            t71 = _mm256_add_epi32(t70, t68);
            t72 = _mm256_set1_epi32((int)2);
            t73 = _mm256_srav_epi32(t18, t72);
            t74 = _mm256_set1_epi32((int)2);
            t75 = _mm256_srav_epi32(t71, t74);
            t76 = _mm256_add_epi32(t73, t75);
            t77 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t66 - t67), t76, t65, 4);
            t78 = _mm256_set1_epi32((int)3);
            t79 = _mm256_and_si256(t71, t78);
            t80 = _mm256_set1_epi32((int)3);
            t81 = _mm256_sub_epi32(t80, t79);
            t82 = _mm256_sllv_epi32(t81, t78);
            t83 = t77;
            t84 = t82;
            t85 = _mm256_sllv_epi32(t83, t84);
            t86 = _mm256_set1_epi32((int)24);
            t87 = t85;
            t88 = _mm256_srav_epi32(t87, t86);
            t89 = _mm256_set1_epi32((int)3);
            t90 = t88;
            t91 = t89;
            t92 = _mm256_mullo_epi32(t90, t91);
            t93 = t92;
            t94 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t93, t65);
            t61 = t20;
            t62 = t94;
            t63 = _mm256_add_epi32(t61, t62);
            t64 = t63;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)t17 * 4UL), t19, t64);
            t1 += 8L;
            if (t1 >= t16) {
                i = (int)((long)t14 + t16);
                break;
            }
        }
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        t22 = (long)i;
        t23 = idx[t22];
        if (t23 < 1000) {
            t24 = &out[t22];
            t25 = *t24;
            *t24 = t25 + (_mm256_zeroupper(), get_s8(v, t23));
        }
    }
}

__attribute__((target("avx2"))) void some_u16(const unsigned short *v, int n) {
    __m256i t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    int t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    long t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    int i;
    int t20;
    long t21;
    int *t22;
    int t23;
    int t24;
    __m256i t25;
    __m256i t26;
    unsigned long t27;
    unsigned long t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    t3 = (long)n;
    if (t3 >= 8L) {
        t4 = t3 & -8L;
        t5 = _mm256_set1_epi32((int)0);
        t6 = t5;
        t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        for (;;) {
            t7 = (int)(0L + t2);
            t8 = t1;
            t9 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32((int)4));
            t10 = _mm256_xor_si256(_mm256_cmpeq_epi32(t9, _mm256_set1_epi32((int)2)), _mm256_set1_epi32(-1));
            t11 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&idx + (unsigned long)(long)t7 * 4UL), t10);
            t12 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1000), t11);
            t13 = (__m256i)__builtin_convertvector((vcc_m8)t12 & 1, vcc_v8_int);
            t14 = _mm256_blendv_epi8(_mm256_set1_epi32((int)0), t13, t10);
            t15 = _mm256_xor_si256(_mm256_cmpeq_epi32(t14, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t16 = (long)t7;
            t17 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&out + (unsigned long)t16 * 4UL), t15);
            t18 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&idx + (unsigned long)t16 * 4UL), t15);
            t19 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32((int)1), t15);
            t26 = (__m256i)(vcc_m8)((vcc_v8_int)t19 != (vcc_v8_int){0});
            t27 = (unsigned long)v;
            t28 = t27 & 3UL;
            t29 = _mm256_set1_epi32((int)(int)t28);
            t30 = _mm256_set1_epi32((int)1);
            t31 = _mm256_and_si256(t18, t30);
            t32 = _mm256_set1_epi32((int)1);
            t33 = _mm256_sllv_epi32(t31, t32);
            t34 = _mm256_add_epi32(t33, t29);
            t35 = _mm256_set1_epi32((int)1);
            t36 = _mm256_srav_epi32(t18, t35);
            t37 = _mm256_set1_epi32((int)2);
            t38 = _mm256_srav_epi32(t34, t37);
            t39 = _mm256_add_epi32(t36, t38);
            t40 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(const int *)(t27 - t28), t39, t26, 4);
            t41 = _mm256_set1_epi32((int)3);
            t42 = _mm256_and_si256(t34, t41);
            t43 = _mm256_set1_epi32((int)2);
            t44 = _mm256_sub_epi32(t43, t42);
            t45 = _mm256_sllv_epi32(t44, t41);
            t46 = t40;
            t47 = t45;
            t48 = _mm256_sllv_epi32(t46, t47);
            t49 = _mm256_set1_epi32((int)16);
            t50 = t49;
            t51 = _mm256_srlv_epi32(t48, t50);
            t52 = t51;
            t53 = _mm256_set1_epi32((int)7);
            t54 = t52;
            t55 = t53;
            t56 = _mm256_sub_epi32(t54, t55);
            t57 = t56;
            t58 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t57, t26);
            t25 = _mm256_xor_si256(t17, t58);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)t16 * 4UL), t15, t25);
            t2 += 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            if (t2 >= t4) {
                i = (int)(0L + t4);
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((i % 4) != 2) {
            t20 = (idx[i] < 1000) != 0;
        } else {
            t20 = 0;
        }
        if (t20) {
            t21 = (long)i;
            t22 = &out[t21];
            t23 = *t22;
            t24 = idx[t21];
            *t22 = t23 ^ (_mm256_zeroupper(), get_u16(v, t24));
        }
    }
}

__attribute__((target("avx2"))) void all_s16f(const short *v, int n) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    float *t7;
    float *t8;
    __m256i t9;
    __m256i t10;
    int t11;
    long t12;
    long t13;
    long t14;
    float *t15;
    __m256i t16;
    int i;
    long t17;
    int t18;
    unsigned long t19;
    unsigned long t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    unsigned long t47;
    unsigned long t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256 t72;
    __m256 t73;
    __m256 t74;
    unsigned long t75;
    unsigned long t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    __m256i t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256 t100;
    __m256 t101;
    __m256 t102;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = (long)(int)(0L + t2);
            t6 = (long)(int)(0L + (t2 + 8L));
            t7 = &fout[t5];
            t8 = &fout[t6];
            t9 = _mm256_loadu_si256((const __m256i *)&idx[t5]);
            t10 = _mm256_loadu_si256((const __m256i *)&idx[t6]);
            t19 = (unsigned long)v;
            t20 = t19 & 3UL;
            t21 = _mm256_set1_epi32((int)(int)t20);
            t22 = _mm256_set1_epi32((int)1);
            t23 = _mm256_and_si256(t9, t22);
            t24 = _mm256_set1_epi32((int)1);
            t25 = _mm256_sllv_epi32(t23, t24);
            t26 = _mm256_add_epi32(t25, t21);
            t27 = _mm256_set1_epi32((int)1);
            t28 = _mm256_srav_epi32(t9, t27);
            t29 = _mm256_set1_epi32((int)2);
            t30 = _mm256_srav_epi32(t26, t29);
            t31 = _mm256_add_epi32(t28, t30);
            t32 = _mm256_i32gather_epi32((const int *)(const int *)(t19 - t20), t31, 4);
            t33 = _mm256_set1_epi32((int)3);
            t34 = _mm256_and_si256(t26, t33);
            t35 = _mm256_set1_epi32((int)2);
            t36 = _mm256_sub_epi32(t35, t34);
            t37 = _mm256_sllv_epi32(t36, t33);
            t38 = t32;
            t39 = t37;
            t40 = _mm256_sllv_epi32(t38, t39);
            t41 = _mm256_set1_epi32((int)16);
            t42 = t40;
            t43 = _mm256_srav_epi32(t42, t41);
            t44 = _mm256_cvtepi32_ps(t43);
            t45 = _mm256_set1_ps(0.5f);
            t46 = _mm256_mul_ps(t44, t45);
            _mm256_storeu_ps(t7, t46);
            t75 = (unsigned long)v;
            t76 = t75 & 3UL;
            t77 = _mm256_set1_epi32((int)(int)t76);
            t78 = _mm256_set1_epi32((int)1);
            t79 = _mm256_and_si256(t10, t78);
            t80 = _mm256_set1_epi32((int)1);
            t81 = _mm256_sllv_epi32(t79, t80);
            t82 = _mm256_add_epi32(t81, t77);
            t83 = _mm256_set1_epi32((int)1);
            t84 = _mm256_srav_epi32(t10, t83);
            t85 = _mm256_set1_epi32((int)2);
            t86 = _mm256_srav_epi32(t82, t85);
            t87 = _mm256_add_epi32(t84, t86);
            t88 = _mm256_i32gather_epi32((const int *)(const int *)(t75 - t76), t87, 4);
            t89 = _mm256_set1_epi32((int)3);
            t90 = _mm256_and_si256(t82, t89);
            t91 = _mm256_set1_epi32((int)2);
            t92 = _mm256_sub_epi32(t91, t90);
            t93 = _mm256_sllv_epi32(t92, t89);
            t94 = t88;
            t95 = t93;
            t96 = _mm256_sllv_epi32(t94, t95);
            t97 = _mm256_set1_epi32((int)16);
            t98 = t96;
            t99 = _mm256_srav_epi32(t98, t97);
            t100 = _mm256_cvtepi32_ps(t99);
            t101 = _mm256_set1_ps(0.5f);
            t102 = _mm256_mul_ps(t100, t101);
            _mm256_storeu_ps(t8, t102);
            t2 += 16L;
            if (t2 >= t4) {
                t11 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t11 = 0;
    }
    t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        t13 = t12 & -8L;
        t1 = 0L;
        for (;;) {
            t14 = (long)(int)((long)t11 + t1);
            t15 = &fout[t14];
            t16 = _mm256_loadu_si256((const __m256i *)&idx[t14]);
            t47 = (unsigned long)v;
            t48 = t47 & 3UL;
            t49 = _mm256_set1_epi32((int)(int)t48);
            t50 = _mm256_set1_epi32((int)1);
            t51 = _mm256_and_si256(t16, t50);
            t52 = _mm256_set1_epi32((int)1);
            t53 = _mm256_sllv_epi32(t51, t52);
            t54 = _mm256_add_epi32(t53, t49);
            t55 = _mm256_set1_epi32((int)1);
            t56 = _mm256_srav_epi32(t16, t55);
            t57 = _mm256_set1_epi32((int)2);
            t58 = _mm256_srav_epi32(t54, t57);
            t59 = _mm256_add_epi32(t56, t58);
            t60 = _mm256_i32gather_epi32((const int *)(const int *)(t47 - t48), t59, 4);
            t61 = _mm256_set1_epi32((int)3);
            t62 = _mm256_and_si256(t54, t61);
            t63 = _mm256_set1_epi32((int)2);
            t64 = _mm256_sub_epi32(t63, t62);
            t65 = _mm256_sllv_epi32(t64, t61);
            t66 = t60;
            t67 = t65;
            t68 = _mm256_sllv_epi32(t66, t67);
            t69 = _mm256_set1_epi32((int)16);
            t70 = t68;
            t71 = _mm256_srav_epi32(t70, t69);
            t72 = _mm256_cvtepi32_ps(t71);
            t73 = _mm256_set1_ps(0.5f);
            t74 = _mm256_mul_ps(t72, t73);
            _mm256_storeu_ps(t15, t74);
            t1 += 8L;
            if (t1 >= t13) {
                i = (int)((long)t11 + t13);
                break;
            }
        }
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        t17 = (long)i;
        t18 = idx[t17];
        fout[t17] = (_mm256_zeroupper(), get_s16f(v, t18));
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[6];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    long t6;
    __m256i t7;
    long t8;
    __m256i t9;
    long t10;
    long t11;
    long t12;
    double f;
    long t;
    int off;
    int t13;
    unsigned char *b8;
    unsigned short *b16;
    int k;
    long t14;
    long t15;
    const unsigned char *u8;
    const unsigned short *u16;
    int s;
    int n;
    long t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    long t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    long t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    long t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    long t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    int t80;
    long t81;
    long t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    __m256i t86;
    long t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    int i;
    long t101;
    int *t102;
    long t103;
    long t104;
    long t105;
    long t106;
    long t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    __m256i t111;
    __m256i t112;
    __m256i t113;
    __m256i t114;
    __m256i t115;
    int t116;
    long t117;
    long t118;
    long t119;
    __m256i t120;
    __m256i t121;
    int i_1;
    int *t122;
    long t123;
    __m256i t124;
    __m256i t125;
    __m256i t126;
    __m256i t127;
    __m256i t128;
    __m256i t129;
    __m256i t130;
    __m256i t131;
    __m256i t132;
    __m256i t133;
    __m256i t134;
    __m256i t135;
    __m256i t136;
    __m256i t137;
    __m256i t138;
    __m256i t139;
    __m256i t140;
    __m256i t141;
    __m256i t142;
    __m256i t143;
    __m256i t144;
    __m256i t145;
    __m256i t146;
    __m256i t147;
    __m256i t148;
    __m256i t149;
    __m256i t150;
    __m256i t151;
    __m256i t152;
    __m256i t153;
    __m256i t154;
    __m256i t155;
    __m256i t156;
    __m256i t157;
    int t158;
    long t159;
    long t160;
    __m256i t161;
    __m256i t162;
    __m256i t163;
    __m256i t164;
    __m256i t165;
    __m256i t166;
    __m256i t167;
    __m256i t168;
    __m256i t169;
    __m256i t170;
    int i_2;
    long t171;
    long t172;
    long t173;
    long t174;
    long t175;
    __m256i t176;
    __m256i t177;
    __m256i t178;
    __m256i t179;
    __m256i t180;
    __m256i t181;
    __m256i t182;
    __m256i t183;
    int t184;
    long t185;
    long t186;
    long t187;
    __m256i t188;
    __m256i t189;
    int i_3;
    int *t190;
    int i_4;
    long t191;
    for (off = 0; off < 4; off++) {
        t13 = off + 98;
        b8 = (unsigned char *)malloc((unsigned long)t13);
        b16 = (unsigned short *)malloc((unsigned long)(t13 * 2));
        for (k = 0; k < t13; k++) {
            t14 = (long)k;
            b8[t14] = (unsigned char)(k * 37 + 11);
            b16[t14] = (unsigned short)((unsigned int)k * 40503U + 7U);
        }
        t15 = (long)off;
        u8 = b8 + t15 + 37;
        u16 = b16 + t15 + 37;
        sizes[0] = 0;
        sizes[1] = 1;
        sizes[2] = 15;
        sizes[3] = 16;
        sizes[4] = 17;
        sizes[5] = 203;
        for (s = 0; s < 6; s++) {
            n = sizes[s];
            if (203L >= 32L) {
                t16 = 203L & -32L;
                t17 = _mm256_set1_epi32((int)s);
                t18 = _mm256_set1_epi32((int)0);
                t19 = t18;
                t1 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t2 = 0L;
                for (;;) {
                    t20 = t1;
                    t21 = (long)(int)((long)0 + t2);
                    t22 = _mm256_mullo_epi32(t20, _mm256_set1_epi32((int)13));
                    t23 = _mm256_add_epi32(t22, t17);
                    t24 = (__m256i)((vcc_v8_int)t23 % (vcc_v8_int)_mm256_set1_epi32((int)98));
                    t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)37));
                    _mm256_storeu_si256((__m256i *)&idx[t21], t25);
                    t26 = (__m256i)((vcc_v8_int)t20 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                    t27 = _mm256_cmpeq_epi32(t26, _mm256_set1_epi32((int)3));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t21 * 4UL), t27, _mm256_set1_epi32((int)60));
                    t28 = (__m256i)((vcc_v8_int)t20 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t29 = _mm256_cmpeq_epi32(t28, _mm256_set1_epi32((int)5));
                    t30 = _mm256_set1_epi32((int)1000000);
                    t31 = t20;
                    t32 = _mm256_add_epi32(t30, t31);
                    t33 = t32;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t21 * 4UL), t29, t33);
                    _mm256_storeu_si256((__m256i *)&out[t21], t20);
                    _mm256_storeu_ps(&fout[t21], _mm256_set1_ps(0.0f));
                    t34 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                    t35 = t34;
                    t36 = (long)(int)((long)0 + (t2 + 8L));
                    t37 = _mm256_mullo_epi32(t35, _mm256_set1_epi32((int)13));
                    t38 = _mm256_add_epi32(t37, t17);
                    t39 = (__m256i)((vcc_v8_int)t38 % (vcc_v8_int)_mm256_set1_epi32((int)98));
                    t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32((int)37));
                    _mm256_storeu_si256((__m256i *)&idx[t36], t40);
                    t41 = (__m256i)((vcc_v8_int)t35 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                    t42 = _mm256_cmpeq_epi32(t41, _mm256_set1_epi32((int)3));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t36 * 4UL), t42, _mm256_set1_epi32((int)60));
                    t43 = (__m256i)((vcc_v8_int)t35 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t44 = _mm256_cmpeq_epi32(t43, _mm256_set1_epi32((int)5));
                    t45 = _mm256_set1_epi32((int)1000000);
                    t46 = t35;
                    t47 = _mm256_add_epi32(t45, t46);
                    t48 = t47;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t36 * 4UL), t44, t48);
                    _mm256_storeu_si256((__m256i *)&out[t36], t35);
                    _mm256_storeu_ps(&fout[t36], _mm256_set1_ps(0.0f));
                    t49 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                    t50 = t49;
                    t51 = (long)(int)((long)0 + (t2 + 16L));
                    t52 = _mm256_mullo_epi32(t50, _mm256_set1_epi32((int)13));
                    t53 = _mm256_add_epi32(t52, t17);
                    t54 = (__m256i)((vcc_v8_int)t53 % (vcc_v8_int)_mm256_set1_epi32((int)98));
                    t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32((int)37));
                    _mm256_storeu_si256((__m256i *)&idx[t51], t55);
                    t56 = (__m256i)((vcc_v8_int)t50 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                    t57 = _mm256_cmpeq_epi32(t56, _mm256_set1_epi32((int)3));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t51 * 4UL), t57, _mm256_set1_epi32((int)60));
                    t58 = (__m256i)((vcc_v8_int)t50 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t59 = _mm256_cmpeq_epi32(t58, _mm256_set1_epi32((int)5));
                    t60 = _mm256_set1_epi32((int)1000000);
                    t61 = t50;
                    t62 = _mm256_add_epi32(t60, t61);
                    t63 = t62;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t51 * 4UL), t59, t63);
                    _mm256_storeu_si256((__m256i *)&out[t51], t50);
                    _mm256_storeu_ps(&fout[t51], _mm256_set1_ps(0.0f));
                    t64 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
                    t65 = t64;
                    t66 = (long)(int)((long)0 + (t2 + 24L));
                    t67 = _mm256_mullo_epi32(t65, _mm256_set1_epi32((int)13));
                    t68 = _mm256_add_epi32(t67, t17);
                    t69 = (__m256i)((vcc_v8_int)t68 % (vcc_v8_int)_mm256_set1_epi32((int)98));
                    t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32((int)37));
                    _mm256_storeu_si256((__m256i *)&idx[t66], t70);
                    t71 = (__m256i)((vcc_v8_int)t65 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                    t72 = _mm256_cmpeq_epi32(t71, _mm256_set1_epi32((int)3));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t66 * 4UL), t72, _mm256_set1_epi32((int)60));
                    t73 = (__m256i)((vcc_v8_int)t65 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t74 = _mm256_cmpeq_epi32(t73, _mm256_set1_epi32((int)5));
                    t75 = _mm256_set1_epi32((int)1000000);
                    t76 = t65;
                    t77 = _mm256_add_epi32(t75, t76);
                    t78 = t77;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t66 * 4UL), t74, t78);
                    _mm256_storeu_si256((__m256i *)&out[t66], t65);
                    _mm256_storeu_ps(&fout[t66], _mm256_set1_ps(0.0f));
                    t2 += 32L;
                    t79 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
                    if (t2 >= t16) {
                        break;
                    }
                    t1 = t79;
                }
                t80 = (int)((long)0 + t16);
            } else {
                t80 = 0;
            }
            t81 = (long)t80 * -1L + 203L;
            if (t81 >= 8L) {
                t82 = t81 & -8L;
                t83 = _mm256_set1_epi32((int)s);
                t84 = _mm256_set1_epi32((int)t80);
                t85 = t84;
                t3 = _mm256_add_epi32(t85, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t4 = 0L;
                for (;;) {
                    t86 = t3;
                    t87 = (long)(int)((long)t80 + t4);
                    t88 = _mm256_mullo_epi32(t86, _mm256_set1_epi32((int)13));
                    t89 = _mm256_add_epi32(t88, t83);
                    t90 = (__m256i)((vcc_v8_int)t89 % (vcc_v8_int)_mm256_set1_epi32((int)98));
                    t91 = _mm256_sub_epi32(t90, _mm256_set1_epi32((int)37));
                    _mm256_storeu_si256((__m256i *)&idx[t87], t91);
                    t92 = (__m256i)((vcc_v8_int)t86 % (vcc_v8_int)_mm256_set1_epi32((int)7));
                    t93 = _mm256_cmpeq_epi32(t92, _mm256_set1_epi32((int)3));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t87 * 4UL), t93, _mm256_set1_epi32((int)60));
                    t94 = (__m256i)((vcc_v8_int)t86 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t95 = _mm256_cmpeq_epi32(t94, _mm256_set1_epi32((int)5));
                    t96 = _mm256_set1_epi32((int)1000000);
                    t97 = t86;
                    t98 = _mm256_add_epi32(t96, t97);
                    t99 = t98;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t87 * 4UL), t95, t99);
                    _mm256_storeu_si256((__m256i *)&out[t87], t86);
                    _mm256_storeu_ps(&fout[t87], _mm256_set1_ps(0.0f));
                    t4 += 8L;
                    t100 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                    if (t4 >= t82) {
                        break;
                    }
                    t3 = t100;
                }
                i = (int)((long)t80 + t82);
            } else {
                i = t80;
            }
            for (; i < 203; i++) {
                t101 = (long)i;
                t102 = &idx[t101];
                *t102 = (i * 13 + s) % 98 - 37;
                if ((i % 7) == 3) {
                    *t102 = 60;
                }
                if ((i % 11) == 5) {
                    *t102 = 1000000 + i;
                }
                out[t101] = i;
                fout[t101] = 0.0f;
            }
            if (203L >= 32L) {
                t103 = 203L & -32L;
                t5 = 0L;
                do {
                    t104 = (long)(int)((long)0 + t5);
                    t105 = (long)(int)((long)0 + (t5 + 8L));
                    t106 = (long)(int)((long)0 + (t5 + 16L));
                    t107 = (long)(int)((long)0 + (t5 + 24L));
                    t108 = _mm256_loadu_si256((const __m256i *)&idx[t104]);
                    t109 = _mm256_loadu_si256((const __m256i *)&idx[t105]);
                    t110 = _mm256_loadu_si256((const __m256i *)&idx[t106]);
                    t111 = _mm256_loadu_si256((const __m256i *)&idx[t107]);
                    t112 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)1000), t108), _mm256_set1_epi32(-1));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t104 * 4UL), t112, _mm256_set1_epi32((int)-37));
                    t113 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)1000), t109), _mm256_set1_epi32(-1));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t105 * 4UL), t113, _mm256_set1_epi32((int)-37));
                    t114 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)1000), t110), _mm256_set1_epi32(-1));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t106 * 4UL), t114, _mm256_set1_epi32((int)-37));
                    t115 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)1000), t111), _mm256_set1_epi32(-1));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t107 * 4UL), t115, _mm256_set1_epi32((int)-37));
                    t5 += 32L;
                } while (t5 < t103);
                t116 = (int)((long)0 + t103);
            } else {
                t116 = 0;
            }
            t117 = (long)t116 * -1L + 203L;
            if (t117 >= 8L) {
                t118 = t117 & -8L;
                t6 = 0L;
                do {
                    t119 = (long)(int)((long)t116 + t6);
                    t120 = _mm256_loadu_si256((const __m256i *)&idx[t119]);
                    t121 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)1000), t120), _mm256_set1_epi32(-1));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t119 * 4UL), t121, _mm256_set1_epi32((int)-37));
                    t6 += 8L;
                } while (t6 < t118);
                i_1 = (int)((long)t116 + t118);
            } else {
                i_1 = t116;
            }
            for (; i_1 < 203; i_1++) {
                t122 = &idx[i_1];
                if (*t122 >= 1000) {
                    *t122 = -37;
                }
            }
            (_mm256_zeroupper(), all_u8(u8, n));
            if (203L >= 32L) {
                t123 = 203L & -32L;
                t124 = _mm256_set1_epi32((int)0);
                t125 = t124;
                t7 = _mm256_add_epi32(t125, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t8 = 0L;
                for (;;) {
                    t126 = t7;
                    t127 = (__m256i)((vcc_v8_int)t126 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t128 = _mm256_cmpeq_epi32(t127, _mm256_set1_epi32((int)5));
                    t129 = _mm256_set1_epi32((int)1000000);
                    t130 = t126;
                    t131 = _mm256_add_epi32(t129, t130);
                    t132 = t131;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)0 + t8) * 4UL), t128, t132);
                    t133 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)8));
                    t134 = t133;
                    t135 = (__m256i)((vcc_v8_int)t134 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t136 = _mm256_cmpeq_epi32(t135, _mm256_set1_epi32((int)5));
                    t137 = _mm256_set1_epi32((int)1000000);
                    t138 = t134;
                    t139 = _mm256_add_epi32(t137, t138);
                    t140 = t139;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)0 + (t8 + 8L)) * 4UL), t136, t140);
                    t141 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)16));
                    t142 = t141;
                    t143 = (__m256i)((vcc_v8_int)t142 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t144 = _mm256_cmpeq_epi32(t143, _mm256_set1_epi32((int)5));
                    t145 = _mm256_set1_epi32((int)1000000);
                    t146 = t142;
                    t147 = _mm256_add_epi32(t145, t146);
                    t148 = t147;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)0 + (t8 + 16L)) * 4UL), t144, t148);
                    t149 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)24));
                    t150 = t149;
                    t151 = (__m256i)((vcc_v8_int)t150 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t152 = _mm256_cmpeq_epi32(t151, _mm256_set1_epi32((int)5));
                    t153 = _mm256_set1_epi32((int)1000000);
                    t154 = t150;
                    t155 = _mm256_add_epi32(t153, t154);
                    t156 = t155;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)0 + (t8 + 24L)) * 4UL), t152, t156);
                    t8 += 32L;
                    t157 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)32));
                    if (t8 >= t123) {
                        break;
                    }
                    t7 = t157;
                }
                t158 = (int)((long)0 + t123);
            } else {
                t158 = 0;
            }
            t159 = (long)t158 * -1L + 203L;
            if (t159 >= 8L) {
                t160 = t159 & -8L;
                t161 = _mm256_set1_epi32((int)t158);
                t162 = t161;
                t9 = _mm256_add_epi32(t162, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t10 = 0L;
                for (;;) {
                    t163 = t9;
                    t164 = (__m256i)((vcc_v8_int)t163 % (vcc_v8_int)_mm256_set1_epi32((int)11));
                    t165 = _mm256_cmpeq_epi32(t164, _mm256_set1_epi32((int)5));
                    t166 = _mm256_set1_epi32((int)1000000);
                    t167 = t163;
                    t168 = _mm256_add_epi32(t166, t167);
                    t169 = t168;
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)(long)(int)((long)t158 + t10) * 4UL), t165, t169);
                    t10 += 8L;
                    t170 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)8));
                    if (t10 >= t160) {
                        break;
                    }
                    t9 = t170;
                }
                i_2 = (int)((long)t158 + t160);
            } else {
                i_2 = t158;
            }
            for (; i_2 < 203; i_2++) {
                if ((i_2 % 11) == 5) {
                    idx[i_2] = 1000000 + i_2;
                }
            }
            (_mm256_zeroupper(), some_s8((const signed char *)u8, n));
            (_mm256_zeroupper(), some_u16(u16, n));
            if (203L >= 32L) {
                t171 = 203L & -32L;
                t11 = 0L;
                do {
                    t172 = (long)(int)((long)0 + t11);
                    t173 = (long)(int)((long)0 + (t11 + 8L));
                    t174 = (long)(int)((long)0 + (t11 + 16L));
                    t175 = (long)(int)((long)0 + (t11 + 24L));
                    t176 = _mm256_loadu_si256((const __m256i *)&idx[t172]);
                    t177 = _mm256_loadu_si256((const __m256i *)&idx[t173]);
                    t178 = _mm256_loadu_si256((const __m256i *)&idx[t174]);
                    t179 = _mm256_loadu_si256((const __m256i *)&idx[t175]);
                    t180 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)1000), t176), _mm256_set1_epi32(-1));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t172 * 4UL), t180, _mm256_set1_epi32((int)0));
                    t181 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)1000), t177), _mm256_set1_epi32(-1));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t173 * 4UL), t181, _mm256_set1_epi32((int)0));
                    t182 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)1000), t178), _mm256_set1_epi32(-1));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t174 * 4UL), t182, _mm256_set1_epi32((int)0));
                    t183 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)1000), t179), _mm256_set1_epi32(-1));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t175 * 4UL), t183, _mm256_set1_epi32((int)0));
                    t11 += 32L;
                } while (t11 < t171);
                t184 = (int)((long)0 + t171);
            } else {
                t184 = 0;
            }
            t185 = (long)t184 * -1L + 203L;
            if (t185 >= 8L) {
                t186 = t185 & -8L;
                t12 = 0L;
                do {
                    t187 = (long)(int)((long)t184 + t12);
                    t188 = _mm256_loadu_si256((const __m256i *)&idx[t187]);
                    t189 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)1000), t188), _mm256_set1_epi32(-1));
                    _mm256_maskstore_epi32((int *)(int *)((unsigned long)&idx + (unsigned long)t187 * 4UL), t189, _mm256_set1_epi32((int)0));
                    t12 += 8L;
                } while (t12 < t186);
                i_3 = (int)((long)t184 + t186);
            } else {
                i_3 = t184;
            }
            for (; i_3 < 203; i_3++) {
                t190 = &idx[i_3];
                if (*t190 >= 1000) {
                    *t190 = 0;
                }
            }
            (_mm256_zeroupper(), all_s16f((const short *)u16, n));
            f = 0.0;
            t = 0L;
            for (i_4 = 0; i_4 < 203; i_4++) {
                t191 = (long)i_4;
                t += (long)out[t191] * (long)(i_4 % 5 + 1);
                f += (double)(fout[t191] * (float)(i_4 % 3 + 1));
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
        }
        free((void *)b8);
        free((void *)b16);
    }
    return 0;
}
