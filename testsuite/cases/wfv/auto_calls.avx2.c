/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter);
__attribute__((target("avx2"))) __m256i _ZGVdM8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8v_digits(__m256i x);
__attribute__((target("avx2"))) __m256i _ZGVdN8v_biased(__m256i x);
/* Call sites without a loop pragma: the loop vectorizer calls a vector variant on its own when
   the callee touches no memory outside its own frame (its result depends on its arguments
   only); a callee that reads a global, or writes through a pointer, keeps the loop scalar. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 2 */

/* #pragma omp declare simd uniform(max_iter) */
unsigned iters(float cr, float ci, unsigned max_iter) {
    float zr = 0, zi = 0;
    unsigned i = 0;
    while (i < max_iter && zr * zr + zi * zi < 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        i++;
    }
    return i;
}

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter) {
    __m256i t1;
    __m256 t2;
    __m256 t3;
    unsigned int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm256_set1_ps(0.0f);
    t4 = 0U;
    t5 = (__m256i)(vcc_v8_uint){0};
    t6 = (__m256i)(vcc_m8){0};
    t7 = (__m256i)(vcc_m8){0};
    for (;;) {
        t8 = _mm256_set1_epi32((int)(t4 < max_iter));
        t9 = (__m256i)(vcc_m8)((vcc_v8_int)t8 != (vcc_v8_int){0});
        t10 = _mm256_and_si256(t1, t9);
        t11 = (__m256i)~(vcc_m8)t9;
        t12 = _mm256_and_si256(t1, t11);
        t13 = _mm256_mul_ps(t2, t2);
        t14 = _mm256_mul_ps(t3, t3);
        t15 = _mm256_add_ps(t13, t14);
        t16 = _mm256_set1_ps(4.0f);
        t17 = _mm256_castps_si256(_mm256_cmp_ps(t15, t16, _CMP_LT_OQ));
        t18 = _mm256_and_si256(t10, t17);
        t19 = (__m256i)~(vcc_m8)t17;
        t20 = _mm256_and_si256(t10, t19);
        t21 = _mm256_mul_ps(t2, t2);
        t22 = _mm256_mul_ps(t3, t3);
        t23 = _mm256_sub_ps(t21, t22);
        t24 = _mm256_add_ps(t23, cr);
        t25 = _mm256_set1_ps(2.0f);
        t26 = _mm256_mul_ps(t25, t2);
        t27 = _mm256_mul_ps(t26, t3);
        t3 = _mm256_add_ps(t27, ci);
        t28 = _mm256_set1_epi32((int)t4);
        t29 = _mm256_blendv_epi8(t5, t28, t1);
        t30 = _mm256_or_si256(t6, t12);
        t31 = _mm256_or_si256(t7, t20);
        if (!(_mm256_movemask_epi8(t18) != 0)) {
            break;
        }
        t1 = t18;
        t4++;
        t2 = t24;
        t5 = t29;
        t6 = t30;
        t7 = t31;
    }
    t32 = _mm256_or_si256(t30, t31);
    t33 = _mm256_blendv_epi8((__m256i)(vcc_v8_uint){0}, t29, t32);
    return t33;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask) {
    __m256i t1;
    __m256 t2;
    __m256 t3;
    unsigned int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    t1 = (__m256i)(vcc_m8)((vcc_v8_uint)mask != (vcc_v8_uint){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm256_set1_ps(0.0f);
    t4 = 0U;
    t5 = (__m256i)(vcc_v8_uint){0};
    t6 = (__m256i)(vcc_m8){0};
    t7 = (__m256i)(vcc_m8){0};
    for (;;) {
        t8 = _mm256_set1_epi32((int)(t4 < max_iter));
        t9 = (__m256i)(vcc_m8)((vcc_v8_int)t8 != (vcc_v8_int){0});
        t10 = _mm256_and_si256(t1, t9);
        t11 = (__m256i)~(vcc_m8)t9;
        t12 = _mm256_and_si256(t1, t11);
        t13 = _mm256_mul_ps(t2, t2);
        t14 = _mm256_mul_ps(t3, t3);
        t15 = _mm256_add_ps(t13, t14);
        t16 = _mm256_set1_ps(4.0f);
        t17 = _mm256_castps_si256(_mm256_cmp_ps(t15, t16, _CMP_LT_OQ));
        t18 = _mm256_and_si256(t10, t17);
        t19 = (__m256i)~(vcc_m8)t17;
        t20 = _mm256_and_si256(t10, t19);
        t21 = _mm256_mul_ps(t2, t2);
        t22 = _mm256_mul_ps(t3, t3);
        t23 = _mm256_sub_ps(t21, t22);
        t24 = _mm256_add_ps(t23, cr);
        t25 = _mm256_set1_ps(2.0f);
        t26 = _mm256_mul_ps(t25, t2);
        t27 = _mm256_mul_ps(t26, t3);
        t3 = _mm256_add_ps(t27, ci);
        t28 = _mm256_set1_epi32((int)t4);
        t29 = _mm256_blendv_epi8(t5, t28, t1);
        t30 = _mm256_or_si256(t6, t12);
        t31 = _mm256_or_si256(t7, t20);
        if (!(_mm256_movemask_epi8(t18) != 0)) {
            break;
        }
        t1 = t18;
        t4++;
        t2 = t24;
        t5 = t29;
        t6 = t30;
        t7 = t31;
    }
    t32 = _mm256_or_si256(t30, t31);
    t33 = _mm256_blendv_epi8((__m256i)(vcc_v8_uint){0}, t29, t32);
    return t33;
}

/* #pragma omp declare simd notinbranch */
int digits(int x) {
    int s = 0;
    for (int k = 0; k < 3; k++) {
        s += x % 10;
        x /= 10;
    }
    return s;
}

__attribute__((target("avx2"))) __m256i _ZGVdN8v_digits(__m256i x) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t1 = _mm256_set1_epi32((int)0);
    t2 = x;
    for (t4 = 0; t4 < 3; t4++) {
        t5 = _mm256_set1_epi32((int)10);
        t6 = (__m256i)((vcc_v8_int)t2 % (vcc_v8_int)t5);
        t1 = _mm256_add_epi32(t1, t6);
        t7 = _mm256_set1_epi32((int)10);
        t2 = (__m256i)((vcc_v8_int)t2 / (vcc_v8_int)t7);
    }
    if ((_mm256_movemask_epi8(t3) != 0)) {
        t8 = t1;
    } else {
        t8 = (__m256i)(vcc_v8_int){0};
    }
    return t8;
}

int bias = 3;

/* Reads a global: not pure, so only a loop with a pragma may call its variant. */
/* #pragma omp declare simd notinbranch */
int biased(int x) {
    return x + bias;
}

__attribute__((target("avx2"))) __m256i _ZGVdN8v_biased(__m256i x) {
    __m256i t1;
    __m256i t2;
    t1 = _mm256_set1_epi32((int)bias);
    t2 = _mm256_add_epi32(x, t1);
    return t2;
}

__attribute__((target("avx2"))) void row(unsigned *out, int n, float y) {
    long t1;
    long t2;
    __m256 t3;
    long t4;
    int t5;
    __m256i t6;
    __m256i t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256i t11;
    long t12;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = _mm256_set1_ps(y);
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = _mm256_set1_epi32((int)t5);
            t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t8 = _mm256_cvtepi32_ps(t7);
            t9 = _mm256_mul_ps(t8, _mm256_set1_ps(0.046875f));
            t10 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t9);
            t11 = _ZGVdN8vvu_iters(t10, t3, 200U);
            _mm256_storeu_si256((__m256i *)(out + t5), t11);
            t12 = t4 + 8L;
            if (t12 >= t2) {
                break;
            }
            t4 = t12;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[i] = iters(-2.0f + (float)i * 0.046875f, y, 200U);
    }
}

__attribute__((target("avx2"))) void digit_sums(int *out, const int *in, int n) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    long t4;
    long t5;
    int t6;
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
    long t17;
    int i;
    int *t18;
    int t19;
    t1 = (long)n;
    t2 = (unsigned long)out;
    t3 = (unsigned long)in;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L)))) {
        t4 = t1 & -8L;
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = _mm256_loadu_si256((const __m256i *)(in + t6));
            t8 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)0), t7);
            t9 = (__m256i)~(vcc_m8)t8;
            t10 = _mm256_loadu_si256((const __m256i *)(in + t6));
            t11 = _mm256_loadu_si256((const __m256i *)(in + t6));
            t12 = t11;
            t13 = _mm256_sub_epi32(_mm256_setzero_si256(), t12);
            t14 = t13;
            t15 = _mm256_blendv_epi8(t14, t10, t9);
            t16 = _ZGVdN8v_digits(t15);
            _mm256_storeu_si256((__m256i *)(out + t6), t16);
            t17 = t5 + 8L;
            if (t17 >= t4) {
                break;
            }
            t5 = t17;
        }
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t18 = out + i;
        if (in[i] < 0) {
            t19 = -in[i];
        } else {
            t19 = in[i];
        }
        *t18 = digits(t19);
    }
}

void add_bias(int *out, int n) {
    for (int i = 0; i < n; i++)
        out[i] = biased(i);
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[7];
    long t;
    long t_1;
    int s;
    int n;
    unsigned int *u;
    int *in;
    int *out;
    int *b;
    long t1;
    long t2;
    long t3;
    int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    int i;
    int y;
    long t_2;
    long t11;
    long t12;
    __m128i t13;
    long t14;
    __m256i t15;
    __m256i t16;
    int t17;
    __m128i t18;
    __m128i t19;
    int t20;
    __m128i t21;
    __m128i t22;
    __m128i t23;
    __m128i t24;
    __m128i t25;
    __m128i t26;
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
    long t37;
    __m256i t38;
    int i_1;
    long t39;
    long t40;
    long t41;
    __m256i t42;
    __m256i t43;
    int t44;
    __m128i t45;
    __m128i t46;
    int t47;
    __m128i t48;
    __m128i t49;
    __m128i t50;
    __m128i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m128i t58;
    __m128i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    long t68;
    __m256i t69;
    int i_2;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 64;
    sizes[6] = 1003;
    for (s = 0; s < 7; s++) {
        n = sizes[s];
        u = (unsigned int *)malloc((unsigned long)(n + 1) * 4UL);
        in = (int *)malloc((unsigned long)(n + 1) * 4UL);
        out = (int *)malloc((unsigned long)(n + 1) * 4UL);
        b = (int *)malloc((unsigned long)(n + 1) * 4UL);
        t1 = (long)n;
        if (t1 >= 8L) {
            t2 = t1 & -8L;
            t3 = 0L;
            for (;;) {
                t4 = (int)((long)0 + t3);
                t5 = _mm256_set1_epi32((int)t4);
                t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)7919));
                t8 = (__m256i)((vcc_v8_int)t7 % (vcc_v8_int)_mm256_set1_epi32((int)2001));
                t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32((int)1000));
                _mm256_storeu_si256((__m256i *)(in + t4), t9);
                t10 = t3 + 8L;
                if (t10 >= t2) {
                    break;
                }
                t3 = t10;
            }
            i = (int)((long)0 + t2);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        t_2 = 0L;
        for (y = 0; y < 8; y++, t_2 = t) {
            row(u, n, -1.0f + (float)y * 0.25f);
            t11 = (long)n;
            if (t11 >= 8L) {
                t12 = t11 & -8L;
                t13 = _mm_set1_epi32((int)y);
                t14 = 0L;
                t15 = _mm256_set1_epi64x((long long)0LL);
                t16 = _mm256_set1_epi64x((long long)0LL);
                for (;;) {
                    t17 = (int)((long)0 + t14);
                    t18 = _mm_set1_epi32((int)t17);
                    t19 = _mm_add_epi32(t18, _mm_setr_epi32(0, 1, 2, 3));
                    t20 = (int)((long)0 + (t14 + 4L));
                    t21 = _mm_set1_epi32((int)t20);
                    t22 = _mm_add_epi32(t21, _mm_setr_epi32(0, 1, 2, 3));
                    t23 = _mm_loadu_si128((const __m128i *)(u + t17));
                    t24 = _mm_loadu_si128((const __m128i *)(u + t20));
                    t25 = _mm_add_epi32(t19, t13);
                    t26 = _mm_add_epi32(t22, t13);
                    t27 = _mm256_cvtepi32_epi64(t25);
                    t28 = _mm256_cvtepi32_epi64(t26);
                    t29 = _mm256_cvtepu32_epi64(t23);
                    t30 = _mm256_cvtepu32_epi64(t24);
                    t31 = (__m256i)((vcc_v4_long)t29 * (vcc_v4_long)t27);
                    t32 = (__m256i)((vcc_v4_long)t30 * (vcc_v4_long)t28);
                    t33 = t31;
                    t34 = _mm256_add_epi64(t15, t33);
                    t35 = t32;
                    t36 = _mm256_add_epi64(t16, t35);
                    t37 = t14 + 8L;
                    if (t37 >= t12) {
                        break;
                    }
                    t14 = t37;
                    t15 = t34;
                    t16 = t36;
                }
                t38 = _mm256_add_epi64(t34, t36);
                i_1 = (int)((long)0 + t12);
                t = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, (vcc_v4_ulong)t38, +));
            } else {
                i_1 = 0;
                t = t_2;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        digit_sums(out, in, n);
        add_bias(b, n);
        t39 = (long)n;
        if (t39 >= 8L) {
            t40 = t39 & -8L;
            t41 = 0L;
            t42 = _mm256_set1_epi64x((long long)0LL);
            t43 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                t44 = (int)((long)0 + t41);
                t45 = _mm_set1_epi32((int)t44);
                t46 = _mm_add_epi32(t45, _mm_setr_epi32(0, 1, 2, 3));
                t47 = (int)((long)0 + (t41 + 4L));
                t48 = _mm_set1_epi32((int)t47);
                t49 = _mm_add_epi32(t48, _mm_setr_epi32(0, 1, 2, 3));
                t50 = _mm_loadu_si128((const __m128i *)(out + t44));
                t51 = _mm_loadu_si128((const __m128i *)(out + t47));
                t52 = _mm256_cvtepi32_epi64(t46);
                t53 = _mm256_cvtepi32_epi64(t49);
                t54 = _mm256_cvtepi32_epi64(t50);
                t55 = _mm256_cvtepi32_epi64(t51);
                t56 = (__m256i)((vcc_v4_long)t54 * (vcc_v4_long)t52);
                t57 = (__m256i)((vcc_v4_long)t55 * (vcc_v4_long)t53);
                t58 = _mm_loadu_si128((const __m128i *)(b + t44));
                t59 = _mm_loadu_si128((const __m128i *)(b + t47));
                t60 = _mm256_cvtepi32_epi64(t58);
                t61 = _mm256_cvtepi32_epi64(t59);
                t62 = _mm256_add_epi64(t56, t60);
                t63 = _mm256_add_epi64(t57, t61);
                t64 = t62;
                t65 = _mm256_add_epi64(t42, t64);
                t66 = t63;
                t67 = _mm256_add_epi64(t43, t66);
                t68 = t41 + 8L;
                if (t68 >= t40) {
                    break;
                }
                t41 = t68;
                t42 = t65;
                t43 = t67;
            }
            t69 = _mm256_add_epi64(t65, t67);
            i_2 = (int)((long)0 + t40);
            t_1 = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, (vcc_v4_ulong)t69, +));
        } else {
            i_2 = 0;
            t_1 = t_2;
        }
        for (; i_2 < n; i_2++) {
            t_1 += (long)out[i_2] * (long)i_2 + (long)b[i_2];
        }
        printf("n=%d %ld\n", n, t_1);
        free((void *)u);
        free((void *)in);
        free((void *)out);
        free((void *)b);
    }
    return 0;
}
