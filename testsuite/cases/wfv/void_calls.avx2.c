/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));

__attribute__((target("avx2"))) void _ZGVdN8uuuul_haar(const float *in, float *out, int half, float two, int i);
__attribute__((target("avx2"))) void _ZGVdN8ulu_bump(int *a, int i, int k);
__attribute__((target("avx2"))) void _ZGVdM8ulu_bump(int *a, int i, int k, __m256i mask);
/* Loops that call void functions: their variants store through uniform pointers at a linear
   index. The calls are vectorized although none of their arguments is a varying vector (the
   lanes come from the variant's characteristic type), and a float constant passed where the
   variant wants a uniform value counts as uniform. Under a condition, the masked variant. The
   arrays are exactly as long as the scalar code needs. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(in, out, half, two) linear(i) notinbranch */
void haar(const float *in, float *out, int half, float two, int i) {
    float a = in[2 * i], b = in[2 * i + 1];
    out[i] = (a + b) / two;
    out[half + i] = (a - b) / two;
}

__attribute__((target("avx2"))) void _ZGVdN8uuuul_haar(const float *in, float *out, int half, float two, int i) {
    const float *t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    t1 = in + 2 * i;
    t2 = _mm256_loadu_ps(t1);
    t3 = _mm256_loadu_ps(t1 + 8);
    t4 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t2, t3, 0x88)), 0xd8));
    t5 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t2, t3, 0xdd)), 0xd8));
    t6 = _mm256_add_ps(t4, t5);
    t7 = _mm256_set1_ps(two);
    t8 = _mm256_div_ps(t6, t7);
    _mm256_storeu_ps(out + i, t8);
    t9 = _mm256_sub_ps(t4, t5);
    t10 = _mm256_set1_ps(two);
    t11 = _mm256_div_ps(t9, t10);
    _mm256_storeu_ps(out + (half + i), t11);
}

/* #pragma omp declare simd uniform(a, k) linear(i) */
void bump(int *a, int i, int k) {
    a[i] = a[i] * 3 + k;
}

__attribute__((target("avx2"))) void _ZGVdN8ulu_bump(int *a, int i, int k) {
    int *t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    t1 = a + i;
    t2 = _mm256_loadu_si256((const __m256i *)t1);
    t3 = _mm256_set1_epi32((int)3);
    t4 = _mm256_mullo_epi32(t2, t3);
    t5 = _mm256_set1_epi32((int)k);
    t6 = _mm256_add_epi32(t4, t5);
    _mm256_storeu_si256((__m256i *)t1, t6);
}

__attribute__((target("avx2"))) void _ZGVdM8ulu_bump(int *a, int i, int k, __m256i mask) {
    __m256i t1;
    long t2;
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
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = (long)i;
    t3 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t2 * 4UL), t1);
    t4 = _mm256_set1_epi32((int)3);
    t5 = t3;
    t6 = t4;
    t7 = _mm256_mullo_epi32(t5, t6);
    t8 = t7;
    t9 = _mm256_set1_epi32((int)k);
    t10 = t8;
    t11 = t9;
    t12 = _mm256_add_epi32(t10, t11);
    t13 = t12;
    _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t2 * 4UL), t1, t13);
}

__attribute__((target("avx2"))) void transform(const float *in, float *out, int half) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    int t6;
    int t7;
    long t8;
    long t9;
    int t10;
    int i;
    int t11;
    const float *t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    const float *t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    const float *t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    t3 = (long)half;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = t2 + 8L;
            t6 = (int)(0L + t2);
            t12 = in + 2 * t6;
            t13 = _mm256_loadu_ps(t12);
            t14 = _mm256_loadu_ps(t12 + 8);
            t15 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t13, t14, 0x88)), 0xd8));
            t16 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t13, t14, 0xdd)), 0xd8));
            t17 = _mm256_add_ps(t15, t16);
            t18 = _mm256_set1_ps(2.0f);
            t19 = _mm256_div_ps(t17, t18);
            _mm256_storeu_ps(out + t6, t19);
            t20 = _mm256_sub_ps(t15, t16);
            t21 = _mm256_set1_ps(2.0f);
            t22 = _mm256_div_ps(t20, t21);
            _mm256_storeu_ps(out + (half + t6), t22);
            t11 = (int)(0L + t5);
            t34 = in + 2 * t11;
            t35 = _mm256_loadu_ps(t34);
            t36 = _mm256_loadu_ps(t34 + 8);
            t37 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t35, t36, 0x88)), 0xd8));
            t38 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t35, t36, 0xdd)), 0xd8));
            t39 = _mm256_add_ps(t37, t38);
            t40 = _mm256_set1_ps(2.0f);
            t41 = _mm256_div_ps(t39, t40);
            _mm256_storeu_ps(out + t11, t41);
            t42 = _mm256_sub_ps(t37, t38);
            t43 = _mm256_set1_ps(2.0f);
            t44 = _mm256_div_ps(t42, t43);
            _mm256_storeu_ps(out + (half + t11), t44);
            t2 += 16L;
            if (t2 >= t4) {
                t7 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t7 = 0;
    }
    t8 = (long)half + (long)t7 * -1L;
    if (t8 >= 8L) {
        t9 = t8 & -8L;
        t1 = 0L;
        for (;;) {
            t10 = (int)((long)t7 + t1);
            t23 = in + 2 * t10;
            t24 = _mm256_loadu_ps(t23);
            t25 = _mm256_loadu_ps(t23 + 8);
            t26 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t24, t25, 0x88)), 0xd8));
            t27 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t24, t25, 0xdd)), 0xd8));
            t28 = _mm256_add_ps(t26, t27);
            t29 = _mm256_set1_ps(2.0f);
            t30 = _mm256_div_ps(t28, t29);
            _mm256_storeu_ps(out + t10, t30);
            t31 = _mm256_sub_ps(t26, t27);
            t32 = _mm256_set1_ps(2.0f);
            t33 = _mm256_div_ps(t31, t32);
            _mm256_storeu_ps(out + (half + t10), t33);
            t1 += 8L;
            if (t1 >= t9) {
                i = (int)((long)t7 + t9);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < half; i++) {
        (_mm256_zeroupper(), haar(in, out, half, 2.0f, i));
    }
}

__attribute__((target("avx2"))) void bump_all(int *a, int n) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    int t6;
    int t7;
    long t8;
    long t9;
    int t10;
    int t11;
    long t12;
    __m256i t13;
    __m256i t14;
    int t15;
    __m256i t16;
    int i;
    int t17;
    int *t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    int *t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    long t31;
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
    int *t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = t2 + 8L;
            t6 = (int)(0L + t2);
            t18 = a + t6;
            t19 = _mm256_loadu_si256((const __m256i *)t18);
            t20 = _mm256_set1_epi32((int)3);
            t21 = _mm256_mullo_epi32(t19, t20);
            t22 = _mm256_set1_epi32((int)7);
            t23 = _mm256_add_epi32(t21, t22);
            _mm256_storeu_si256((__m256i *)t18, t23);
            t17 = (int)(0L + t5);
            t43 = a + t17;
            t44 = _mm256_loadu_si256((const __m256i *)t43);
            t45 = _mm256_set1_epi32((int)3);
            t46 = _mm256_mullo_epi32(t44, t45);
            t47 = _mm256_set1_epi32((int)7);
            t48 = _mm256_add_epi32(t46, t47);
            _mm256_storeu_si256((__m256i *)t43, t48);
            t2 += 16L;
            if (t2 >= t4) {
                t7 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t7 = 0;
    }
    t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 8L) {
        t9 = t8 & -8L;
        t1 = 0L;
        for (;;) {
            t10 = (int)((long)t7 + t1);
            t24 = a + t10;
            t25 = _mm256_loadu_si256((const __m256i *)t24);
            t26 = _mm256_set1_epi32((int)3);
            t27 = _mm256_mullo_epi32(t25, t26);
            t28 = _mm256_set1_epi32((int)7);
            t29 = _mm256_add_epi32(t27, t28);
            _mm256_storeu_si256((__m256i *)t24, t29);
            t1 += 8L;
            if (t1 >= t9) {
                t11 = (int)((long)t7 + t9);
                break;
            }
        }
    } else {
        t11 = t7;
    }
    t12 = (long)n + (long)t11 * -1L;
    if ((t12 >= 1L) & (t12 <= 8L)) {
        t13 = _mm256_set1_epi32((int)(int)t12);
        t14 = _mm256_cmpgt_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t15 = (int)((long)t11 + 0L);
        t16 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32((int)1), t14);
        t30 = (__m256i)(vcc_m8)((vcc_v8_int)t16 != (vcc_v8_int){0});
        t31 = (long)t15;
        t32 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t31 * 4UL), t30);
        t33 = _mm256_set1_epi32((int)3);
        t34 = t32;
        t35 = t33;
        t36 = _mm256_mullo_epi32(t34, t35);
        t37 = t36;
        t38 = _mm256_set1_epi32((int)7);
        t39 = t37;
        t40 = t38;
        t41 = _mm256_add_epi32(t39, t40);
        t42 = t41;
        _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t31 * 4UL), t30, t42);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        (_mm256_zeroupper(), bump(a, i, 7));
    }
}

__attribute__((target("avx2"))) void bump_odd(int *a, const int *flags, int n) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    int t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    int t11;
    long t12;
    long t13;
    int t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    int i;
    int t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    long t25;
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
    long t38;
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
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = t2 + 8L;
            t6 = (int)(0L + t2);
            t7 = _mm256_loadu_si256((const __m256i *)(flags + t6));
            t8 = _mm256_and_si256(t7, _mm256_set1_epi32((int)1));
            t9 = _mm256_xor_si256(_mm256_cmpeq_epi32(t8, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t10 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32((int)1), t9);
            t24 = (__m256i)(vcc_m8)((vcc_v8_int)t10 != (vcc_v8_int){0});
            t25 = (long)t6;
            t26 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t25 * 4UL), t24);
            t27 = _mm256_set1_epi32((int)3);
            t28 = t26;
            t29 = t27;
            t30 = _mm256_mullo_epi32(t28, t29);
            t31 = t30;
            t32 = _mm256_set1_epi32((int)-2);
            t33 = t31;
            t34 = t32;
            t35 = _mm256_add_epi32(t33, t34);
            t36 = t35;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t25 * 4UL), t24, t36);
            t19 = (int)(0L + t5);
            t20 = _mm256_loadu_si256((const __m256i *)(flags + t19));
            t21 = _mm256_and_si256(t20, _mm256_set1_epi32((int)1));
            t22 = _mm256_xor_si256(_mm256_cmpeq_epi32(t21, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t23 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32((int)1), t22);
            t50 = (__m256i)(vcc_m8)((vcc_v8_int)t23 != (vcc_v8_int){0});
            t51 = (long)t19;
            t52 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t51 * 4UL), t50);
            t53 = _mm256_set1_epi32((int)3);
            t54 = t52;
            t55 = t53;
            t56 = _mm256_mullo_epi32(t54, t55);
            t57 = t56;
            t58 = _mm256_set1_epi32((int)-2);
            t59 = t57;
            t60 = t58;
            t61 = _mm256_add_epi32(t59, t60);
            t62 = t61;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t51 * 4UL), t50, t62);
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
            t14 = (int)((long)t11 + t1);
            t15 = _mm256_loadu_si256((const __m256i *)(flags + t14));
            t16 = _mm256_and_si256(t15, _mm256_set1_epi32((int)1));
            t17 = _mm256_xor_si256(_mm256_cmpeq_epi32(t16, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t18 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32((int)1), t17);
            t37 = (__m256i)(vcc_m8)((vcc_v8_int)t18 != (vcc_v8_int){0});
            t38 = (long)t14;
            t39 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t38 * 4UL), t37);
            t40 = _mm256_set1_epi32((int)3);
            t41 = t39;
            t42 = t40;
            t43 = _mm256_mullo_epi32(t41, t42);
            t44 = t43;
            t45 = _mm256_set1_epi32((int)-2);
            t46 = t44;
            t47 = t45;
            t48 = _mm256_add_epi32(t46, t47);
            t49 = t48;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t38 * 4UL), t37, t49);
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
        if (flags[i] & 1) {
            (_mm256_zeroupper(), bump(a, i, -2));
        }
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[8];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    __m256i t6;
    long t7;
    __m256i t8;
    __m256i t9;
    long t10;
    float fsum;
    unsigned int isum;
    unsigned int t;
    int n;
    int t11;
    unsigned long t12;
    float *in;
    float *out;
    unsigned long t13;
    void *t14;
    int *a;
    void *t15;
    int *flags;
    long t16;
    int t17;
    long t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256 t24;
    __m256 t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256 t31;
    __m256 t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256 t38;
    __m256 t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256 t45;
    __m256 t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    int t52;
    long t53;
    int t54;
    long t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256 t61;
    __m256 t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    int i;
    long t68;
    unsigned long t69;
    unsigned long t70;
    int t71;
    long t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    long t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    long t85;
    __m256i t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    long t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    __m256i t101;
    __m256i t102;
    long t103;
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
    int t116;
    long t117;
    unsigned long t118;
    unsigned long t119;
    int t120;
    long t121;
    __m256i t122;
    __m256i t123;
    __m256i t124;
    __m256i t125;
    __m256i t126;
    __m256i t127;
    __m256i t128;
    __m256i t129;
    long t130;
    __m256i t131;
    __m256i t132;
    __m256i t133;
    __m256i t134;
    __m256i t135;
    __m256i t136;
    __m256i t137;
    int i_1;
    long t138;
    int i_2;
    int i_3;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 64;
    sizes[7] = 101;
    for (t = 0U; (unsigned long)t < 8UL; t++) {
        n = sizes[t];
        t11 = 2 * n;
        t12 = (unsigned long)(t11 + 1) * 4UL;
        in = (float *)malloc(t12);
        out = (float *)malloc(t12);
        t13 = (unsigned long)(n + 1) * 4UL;
        t14 = malloc(t13);
        a = (int *)t14;
        t15 = malloc(t13);
        flags = (int *)t15;
        t16 = (long)n * 2L;
        t17 = (int)((unsigned int)0 * (unsigned int)7);
        if ((t16 >= 32L) & (t17 >= 0)) {
            t18 = t16 & -32L;
            t19 = _mm256_set1_epi32((int)(t17 % 11));
            t20 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t21 = t20;
            t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32((int)11));
            t23 = _mm256_min_epu32(t21, t22);
            t1 = t23;
            t2 = 0L;
            for (;;) {
                t24 = _mm256_cvtepi32_ps(t1);
                t25 = _mm256_mul_ps(t24, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)((long)0 + t2), t25);
                t26 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1));
                t27 = t26;
                t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32((int)11));
                t29 = _mm256_min_epu32(t27, t28);
                t30 = t29;
                t31 = _mm256_cvtepi32_ps(t30);
                t32 = _mm256_mul_ps(t31, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)((long)0 + (t2 + 8L)), t32);
                t33 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)2));
                t34 = t33;
                t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32((int)11));
                t36 = _mm256_min_epu32(t34, t35);
                t37 = t36;
                t38 = _mm256_cvtepi32_ps(t37);
                t39 = _mm256_mul_ps(t38, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)((long)0 + (t2 + 16L)), t39);
                t40 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)3));
                t41 = t40;
                t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32((int)11));
                t43 = _mm256_min_epu32(t41, t42);
                t44 = t43;
                t45 = _mm256_cvtepi32_ps(t44);
                t46 = _mm256_mul_ps(t45, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)((long)0 + (t2 + 24L)), t46);
                t2 += 32L;
                t47 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)4));
                t48 = t47;
                t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32((int)11));
                t50 = _mm256_min_epu32(t48, t49);
                t51 = t50;
                if (t2 >= t18) {
                    break;
                }
                t1 = t51;
            }
            t52 = (int)((long)0 + t18);
        } else {
            t52 = 0;
        }
        t53 = (long)n * 2L + (long)t52 * -1L;
        t54 = (int)((unsigned int)t52 * (unsigned int)7);
        if ((t53 >= 8L) & (t54 >= 0)) {
            t55 = t53 & -8L;
            t56 = _mm256_set1_epi32((int)(t54 % 11));
            t57 = _mm256_add_epi32(t56, _mm256_setr_epi32(0, 7, 3, 10, 6, 2, 9, 5));
            t58 = t57;
            t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32((int)11));
            t60 = _mm256_min_epu32(t58, t59);
            t3 = t60;
            t4 = 0L;
            for (;;) {
                t61 = _mm256_cvtepi32_ps(t3);
                t62 = _mm256_mul_ps(t61, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(in + (int)((long)t52 + t4), t62);
                t4 += 8L;
                t63 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)1));
                t64 = t63;
                t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32((int)11));
                t66 = _mm256_min_epu32(t64, t65);
                t67 = t66;
                if (t4 >= t55) {
                    break;
                }
                t3 = t67;
            }
            i = (int)((long)t52 + t55);
        } else {
            i = t52;
        }
        for (; i < t11; i++) {
            in[i] = (float)(i * 7 % 11) * 0.5f;
        }
        t68 = (long)n;
        t69 = (unsigned long)t14;
        t70 = (unsigned long)t15;
        t71 = (int)((unsigned int)0 * (unsigned int)5);
        if ((t68 >= 32L) & (((t69 + (unsigned long)(4L + (t68 - 1L) * 4L)) <= (t70 + (unsigned long)0L)) | ((t70 + (unsigned long)(4L + (t68 - 1L) * 4L)) <= (t69 + (unsigned long)0L))) & (t71 >= 0)) {
            t72 = t68 & -32L;
            t73 = _mm256_set1_epi32((int)0);
            t74 = t73;
            t5 = _mm256_add_epi32(t74, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t75 = _mm256_set1_epi32((int)(t71 % 3));
            t76 = _mm256_add_epi32(t75, _mm256_setr_epi32(0, 2, 1, 0, 2, 1, 0, 2));
            t77 = t76;
            t78 = _mm256_sub_epi32(t77, _mm256_set1_epi32((int)3));
            t79 = _mm256_min_epu32(t77, t78);
            t6 = t79;
            t7 = 0L;
            for (;;) {
                t80 = t5;
                t81 = (long)(int)((long)0 + t7);
                t82 = _mm256_sub_epi32(t80, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + t81), t82);
                _mm256_storeu_si256((__m256i *)(flags + t81), t6);
                t83 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
                t84 = t83;
                t85 = (long)(int)((long)0 + (t7 + 8L));
                t86 = _mm256_sub_epi32(t84, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + t85), t86);
                t87 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)1));
                t88 = t87;
                t89 = _mm256_sub_epi32(t88, _mm256_set1_epi32((int)3));
                t90 = _mm256_min_epu32(t88, t89);
                t91 = t90;
                _mm256_storeu_si256((__m256i *)(flags + t85), t91);
                t92 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)16));
                t93 = t92;
                t94 = (long)(int)((long)0 + (t7 + 16L));
                t95 = _mm256_sub_epi32(t93, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + t94), t95);
                t96 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)2));
                t97 = t96;
                t98 = _mm256_sub_epi32(t97, _mm256_set1_epi32((int)3));
                t99 = _mm256_min_epu32(t97, t98);
                t100 = t99;
                _mm256_storeu_si256((__m256i *)(flags + t94), t100);
                t101 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)24));
                t102 = t101;
                t103 = (long)(int)((long)0 + (t7 + 24L));
                t104 = _mm256_sub_epi32(t102, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + t103), t104);
                t105 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)0));
                t106 = t105;
                t107 = _mm256_sub_epi32(t106, _mm256_set1_epi32((int)3));
                t108 = _mm256_min_epu32(t106, t107);
                t109 = t108;
                _mm256_storeu_si256((__m256i *)(flags + t103), t109);
                t7 += 32L;
                t110 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)32));
                t111 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)1));
                t112 = t111;
                t113 = _mm256_sub_epi32(t112, _mm256_set1_epi32((int)3));
                t114 = _mm256_min_epu32(t112, t113);
                t115 = t114;
                if (t7 >= t72) {
                    break;
                }
                t5 = t110;
                t6 = t115;
            }
            t116 = (int)((long)0 + t72);
        } else {
            t116 = 0;
        }
        t117 = (long)n + (long)t116 * -1L;
        t118 = (unsigned long)t14;
        t119 = (unsigned long)t15;
        t120 = (int)((unsigned int)t116 * (unsigned int)5);
        if ((t117 >= 8L) & (((t118 + (unsigned long)((long)t116 * 4L + 4L + (t117 - 1L) * 4L)) <= (t119 + (unsigned long)((long)t116 * 4L))) | ((t119 + (unsigned long)((long)t116 * 4L + 4L + (t117 - 1L) * 4L)) <= (t118 + (unsigned long)((long)t116 * 4L)))) & (t120 >= 0)) {
            t121 = t117 & -8L;
            t122 = _mm256_set1_epi32((int)t116);
            t123 = t122;
            t8 = _mm256_add_epi32(t123, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t124 = _mm256_set1_epi32((int)(t120 % 3));
            t125 = _mm256_add_epi32(t124, _mm256_setr_epi32(0, 2, 1, 0, 2, 1, 0, 2));
            t126 = t125;
            t127 = _mm256_sub_epi32(t126, _mm256_set1_epi32((int)3));
            t128 = _mm256_min_epu32(t126, t127);
            t9 = t128;
            t10 = 0L;
            for (;;) {
                t129 = t8;
                t130 = (long)(int)((long)t116 + t10);
                t131 = _mm256_sub_epi32(t129, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + t130), t131);
                _mm256_storeu_si256((__m256i *)(flags + t130), t9);
                t10 += 8L;
                t132 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)8));
                t133 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)1));
                t134 = t133;
                t135 = _mm256_sub_epi32(t134, _mm256_set1_epi32((int)3));
                t136 = _mm256_min_epu32(t134, t135);
                t137 = t136;
                if (t10 >= t121) {
                    break;
                }
                t8 = t132;
                t9 = t137;
            }
            i_1 = (int)((long)t116 + t121);
        } else {
            i_1 = t116;
        }
        for (; i_1 < n; i_1++) {
            t138 = (long)i_1;
            a[t138] = i_1 - 3;
            flags[t138] = i_1 * 5 % 3;
        }
        (_mm256_zeroupper(), transform(in, out, n));
        (_mm256_zeroupper(), bump_all(a, n));
        (_mm256_zeroupper(), bump_odd(a, flags, n));
        fsum = 0.0f;
        for (i_2 = 0; i_2 < t11; i_2++) {
            fsum = fsum * 0.5f + out[i_2];
        }
        isum = 0U;
        for (i_3 = 0; i_3 < n; i_3++) {
            isum = isum * 31U + (unsigned int)a[i_3];
        }
        printf("n=%d %.6f %u\n", n, (double)fsum, isum);
        free((void *)in);
        free((void *)out);
        free((void *)a);
        free((void *)flags);
    }
    return 0;
}
