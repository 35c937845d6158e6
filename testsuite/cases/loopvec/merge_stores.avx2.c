/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Complementary stores (loopvec/merge_stores.rs): an if/else storing to the same element on
   both sides is one plain store of a blend. Pairs that cannot be merged keep their masked
   stores (and their results). */

/* TSVC s271-like: both sides store a[i]. */
__attribute__((target("avx2"))) void both_sides(int n, int t, int *restrict a, const int *restrict b, const int *restrict c) {
    long t1;
    long t2;
    __m256i t3;
    long t4;
    int t5;
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
    __m256i t34;
    long t35;
    int t36;
    long t37;
    long t38;
    __m256i t39;
    long t40;
    int t41;
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
    long t56;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = _mm256_set1_epi32((int)t);
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = (int)((long)0 + (t4 + 8L));
            t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t8 = _mm256_loadu_si256((const __m256i *)(b + t6));
            t9 = _mm256_cmpgt_epi32(t7, t3);
            t10 = _mm256_cmpgt_epi32(t8, t3);
            t11 = (__m256i)~(vcc_m8)t9;
            t12 = (__m256i)~(vcc_m8)t10;
            t13 = _mm256_maskload_epi32((const int *)(c + t5), t11);
            t14 = _mm256_maskload_epi32((const int *)(c + t6), t12);
            t15 = t13;
            t16 = _mm256_set1_epi32((int)1);
            t17 = _mm256_add_epi32(t15, t16);
            t18 = t17;
            t19 = t14;
            t20 = _mm256_set1_epi32((int)1);
            t21 = _mm256_add_epi32(t19, t20);
            t22 = t21;
            t23 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t24 = _mm256_loadu_si256((const __m256i *)(b + t6));
            t25 = _mm256_set1_epi32((int)2);
            t26 = t23;
            t27 = _mm256_mullo_epi32(t25, t26);
            t28 = t27;
            t29 = _mm256_set1_epi32((int)2);
            t30 = t24;
            t31 = _mm256_mullo_epi32(t29, t30);
            t32 = t31;
            t33 = _mm256_blendv_epi8(t18, t28, t9);
            _mm256_storeu_si256((__m256i *)(a + t5), t33);
            t34 = _mm256_blendv_epi8(t22, t32, t10);
            _mm256_storeu_si256((__m256i *)(a + t6), t34);
            t35 = t4 + 16L;
            if (t35 >= t2) {
                break;
            }
            t4 = t35;
        }
        t36 = (int)((long)0 + t2);
    } else {
        t36 = 0;
    }
    t37 = (long)n + (long)t36 * -1L;
    if (t37 >= 8L) {
        t38 = t37 & -8L;
        t39 = _mm256_set1_epi32((int)t);
        t40 = 0L;
        for (;;) {
            t41 = (int)((long)t36 + t40);
            t42 = _mm256_loadu_si256((const __m256i *)(b + t41));
            t43 = _mm256_cmpgt_epi32(t42, t39);
            t44 = (__m256i)~(vcc_m8)t43;
            t45 = _mm256_maskload_epi32((const int *)(c + t41), t44);
            t46 = t45;
            t47 = _mm256_set1_epi32((int)1);
            t48 = _mm256_add_epi32(t46, t47);
            t49 = t48;
            t50 = _mm256_loadu_si256((const __m256i *)(b + t41));
            t51 = _mm256_set1_epi32((int)2);
            t52 = t50;
            t53 = _mm256_mullo_epi32(t51, t52);
            t54 = t53;
            t55 = _mm256_blendv_epi8(t49, t54, t43);
            _mm256_storeu_si256((__m256i *)(a + t41), t55);
            t56 = t40 + 8L;
            if (t56 >= t38) {
                break;
            }
            t40 = t56;
        }
        i = (int)((long)t36 + t38);
    } else {
        i = t36;
    }
    for (; i < n; i++) {
        if (b[i] > t) {
            a[i] = 2 * b[i];
        } else {
            a[i] = c[i] + 1;
        }
    }
}

/* Else first in the source, float, and another store in between that touches other memory. */
__attribute__((target("avx2"))) void with_other_store(int n, float *restrict a, float *restrict d, const float *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    __m256 t6;
    __m256 t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    long t28;
    int t29;
    long t30;
    long t31;
    long t32;
    int t33;
    __m256 t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    long t45;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = _mm256_loadu_ps(b + t4);
            t7 = _mm256_loadu_ps(b + t5);
            t8 = _mm256_castps_si256(_mm256_cmp_ps(t6, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            t9 = _mm256_castps_si256(_mm256_cmp_ps(t7, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            t10 = (__m256i)__builtin_convertvector((vcc_m8)t8 & 1, vcc_v8_int);
            t11 = (__m256i)(vcc_m8)((vcc_v8_int)t10 == (vcc_v8_int){0});
            t12 = (__m256i)__builtin_convertvector((vcc_m8)t9 & 1, vcc_v8_int);
            t13 = (__m256i)(vcc_m8)((vcc_v8_int)t12 == (vcc_v8_int){0});
            t14 = (__m256i)~(vcc_m8)t11;
            t15 = (__m256i)~(vcc_m8)t13;
            t16 = _mm256_loadu_ps(b + t4);
            t17 = _mm256_loadu_ps(b + t5);
            _mm256_maskstore_ps(d + t4, t14, t16);
            _mm256_maskstore_ps(d + t5, t15, t17);
            t18 = _mm256_loadu_ps(b + t4);
            t19 = _mm256_loadu_ps(b + t5);
            t20 = _mm256_xor_ps(t18, _mm256_set1_ps(-0.0f));
            t21 = _mm256_xor_ps(t19, _mm256_set1_ps(-0.0f));
            t22 = _mm256_loadu_ps(b + t4);
            t23 = _mm256_loadu_ps(b + t5);
            t24 = _mm256_mul_ps(t22, _mm256_set1_ps(3.0f));
            t25 = _mm256_mul_ps(t23, _mm256_set1_ps(3.0f));
            t26 = _mm256_blendv_ps(t20, t24, _mm256_castsi256_ps(t11));
            _mm256_storeu_ps(a + t4, t26);
            t27 = _mm256_blendv_ps(t21, t25, _mm256_castsi256_ps(t13));
            _mm256_storeu_ps(a + t5, t27);
            t28 = t3 + 16L;
            if (t28 >= t2) {
                break;
            }
            t3 = t28;
        }
        t29 = (int)((long)0 + t2);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t32 = 0L;
        for (;;) {
            t33 = (int)((long)t29 + t32);
            t34 = _mm256_loadu_ps(b + t33);
            t35 = _mm256_castps_si256(_mm256_cmp_ps(t34, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            t36 = (__m256i)__builtin_convertvector((vcc_m8)t35 & 1, vcc_v8_int);
            t37 = (__m256i)(vcc_m8)((vcc_v8_int)t36 == (vcc_v8_int){0});
            t38 = (__m256i)~(vcc_m8)t37;
            t39 = _mm256_loadu_ps(b + t33);
            _mm256_maskstore_ps(d + t33, t38, t39);
            t40 = _mm256_loadu_ps(b + t33);
            t41 = _mm256_xor_ps(t40, _mm256_set1_ps(-0.0f));
            t42 = _mm256_loadu_ps(b + t33);
            t43 = _mm256_mul_ps(t42, _mm256_set1_ps(3.0f));
            t44 = _mm256_blendv_ps(t41, t43, _mm256_castsi256_ps(t37));
            _mm256_storeu_ps(a + t33, t44);
            t45 = t32 + 8L;
            if (t45 >= t31) {
                break;
            }
            t32 = t45;
        }
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        if (!(b[i] < 0.5f)) {
            a[i] = b[i] * 3.0f;
        } else {
            d[i] = b[i];
            a[i] = -b[i];
        }
    }
}

/* Not merged: the else side reads a[i] between the two stores. */
__attribute__((target("avx2"))) void reads_between(int n, int *restrict a, const int *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
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
    long t30;
    int t31;
    long t32;
    long t33;
    long t34;
    int t35;
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
    long t48;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t8 = _mm256_and_si256(t6, _mm256_set1_epi32((int)1));
            t9 = _mm256_and_si256(t7, _mm256_set1_epi32((int)1));
            t10 = _mm256_xor_si256(_mm256_cmpeq_epi32(t8, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t11 = (__m256i)~(vcc_m8)t10;
            t12 = _mm256_xor_si256(_mm256_cmpeq_epi32(t9, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t13 = (__m256i)~(vcc_m8)t12;
            t14 = _mm256_maskload_epi32((const int *)(a + t4), t11);
            t15 = _mm256_maskload_epi32((const int *)(a + t5), t13);
            t16 = t14;
            t17 = _mm256_set1_epi32((int)7);
            t18 = _mm256_add_epi32(t16, t17);
            t19 = t18;
            t20 = t15;
            t21 = _mm256_set1_epi32((int)7);
            t22 = _mm256_add_epi32(t20, t21);
            t23 = t22;
            t24 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t25 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t26 = _mm256_xor_si256(_mm256_cmpeq_epi32(t8, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t27 = _mm256_blendv_epi8(t19, t24, t26);
            _mm256_storeu_si256((__m256i *)(a + t4), t27);
            t28 = _mm256_xor_si256(_mm256_cmpeq_epi32(t9, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t29 = _mm256_blendv_epi8(t23, t25, t28);
            _mm256_storeu_si256((__m256i *)(a + t5), t29);
            t30 = t3 + 16L;
            if (t30 >= t2) {
                break;
            }
            t3 = t30;
        }
        t31 = (int)((long)0 + t2);
    } else {
        t31 = 0;
    }
    t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        t33 = t32 & -8L;
        t34 = 0L;
        for (;;) {
            t35 = (int)((long)t31 + t34);
            t36 = _mm256_loadu_si256((const __m256i *)(b + t35));
            t37 = _mm256_and_si256(t36, _mm256_set1_epi32((int)1));
            t38 = _mm256_xor_si256(_mm256_cmpeq_epi32(t37, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t39 = (__m256i)~(vcc_m8)t38;
            t40 = _mm256_maskload_epi32((const int *)(a + t35), t39);
            t41 = t40;
            t42 = _mm256_set1_epi32((int)7);
            t43 = _mm256_add_epi32(t41, t42);
            t44 = t43;
            t45 = _mm256_loadu_si256((const __m256i *)(b + t35));
            t46 = _mm256_xor_si256(_mm256_cmpeq_epi32(t37, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t47 = _mm256_blendv_epi8(t44, t45, t46);
            _mm256_storeu_si256((__m256i *)(a + t35), t47);
            t48 = t34 + 8L;
            if (t48 >= t33) {
                break;
            }
            t34 = t48;
        }
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        if (b[i] & 1) {
            a[i] = b[i];
        } else {
            a[i] = a[i] + 7;
        }
    }
}

/* Not merged: different elements (and not vectorized: strided masked stores cost more). */
void other_elements(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++) {
        if (b[i] > 0)
            a[2 * i] = b[i];
        else
            a[2 * i + 1] = -b[i];
    }
}

/* Not merged: the stores' blocks run under two conditions (not every lane stores). */
__attribute__((target("avx2"))) void nested(int n, short *restrict a, const short *restrict b, int k) {
    long t1;
    long t2;
    __m256i t3;
    long t4;
    int t5;
    __m128i t6;
    __m256i t7;
    __m256i t8;
    __m128i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    long t17;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = _mm256_set1_epi32((int)k);
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = _mm_loadu_si128((const __m128i *)(b + t5));
            t7 = _mm256_cvtepi16_epi32(t6);
            t8 = _mm256_cmpgt_epi32(t7, t3);
            t9 = _mm_loadu_si128((const __m128i *)(b + t5));
            t10 = _mm256_cvtepi16_epi32(t9);
            t11 = _mm256_and_si256(t10, _mm256_set1_epi32((int)2));
            t12 = _mm256_xor_si256(_mm256_cmpeq_epi32(t11, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t13 = (__m256i)~(vcc_m8)t12;
            t14 = _mm256_and_si256(t8, t13);
            vcc_store_masked(a + t5, (vcc_v8_short)_mm_set1_epi16((short)2), (vcc_m8)t14);
            t15 = _mm256_xor_si256(_mm256_cmpeq_epi32(t11, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t16 = _mm256_and_si256(t8, t15);
            vcc_store_masked(a + t5, (vcc_v8_short)_mm_set1_epi16((short)1), (vcc_m8)t16);
            t17 = t4 + 8L;
            if (t17 >= t2) {
                break;
            }
            t4 = t17;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((int)b[i] > k) {
            if ((int)b[i] & 2) {
                a[i] = (short)1;
            } else {
                a[i] = (short)2;
            }
        }
    }
}

/* Merged inside an outer unconditional body with a char element. */
__attribute__((target("avx2"))) void bytes(int n, unsigned char *restrict a, const unsigned char *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    vcc_v8_uchar t6;
    vcc_v8_uchar t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    vcc_v8_uchar t12;
    vcc_v8_uchar t13;
    vcc_v8_uchar t14;
    vcc_v8_uchar t15;
    vcc_v8_uchar t16;
    vcc_v8_uchar t17;
    vcc_v8_uchar t18;
    vcc_v8_uchar t19;
    vcc_v8_uchar t20;
    vcc_v8_uchar t21;
    vcc_v8_uchar t22;
    vcc_v8_uchar t23;
    vcc_v8_uchar t24;
    vcc_v8_uchar t25;
    vcc_v8_uchar t26;
    vcc_v8_uchar t27;
    vcc_v8_uchar t28;
    vcc_v8_uchar t29;
    vcc_v8_uchar t30;
    vcc_v8_uchar t31;
    vcc_v8_uchar t32;
    vcc_v8_uchar t33;
    vcc_v8_uchar t34;
    vcc_v8_uchar t35;
    vcc_v8_uchar t36;
    vcc_v8_uchar t37;
    vcc_v8_uchar t38;
    vcc_v8_uchar t39;
    vcc_v8_uchar t40;
    vcc_v8_uchar t41;
    long t42;
    int t43;
    long t44;
    long t45;
    long t46;
    int t47;
    vcc_v8_uchar t48;
    __m256i t49;
    __m256i t50;
    vcc_v8_uchar t51;
    vcc_v8_uchar t52;
    vcc_v8_uchar t53;
    vcc_v8_uchar t54;
    vcc_v8_uchar t55;
    vcc_v8_uchar t56;
    vcc_v8_uchar t57;
    vcc_v8_uchar t58;
    vcc_v8_uchar t59;
    vcc_v8_uchar t60;
    vcc_v8_uchar t61;
    vcc_v8_uchar t62;
    vcc_v8_uchar t63;
    vcc_v8_uchar t64;
    vcc_v8_uchar t65;
    long t66;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = vcc_load(vcc_v8_uchar, b + t4);
            t7 = vcc_load(vcc_v8_uchar, b + t5);
            t8 = (__m256i)__builtin_convertvector(__builtin_convertvector(t6, vcc_v8_ushort), vcc_v8_int);
            t9 = (__m256i)__builtin_convertvector(__builtin_convertvector(t7, vcc_v8_ushort), vcc_v8_int);
            t10 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)100), t8);
            t11 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)100), t9);
            t12 = vcc_load(vcc_v8_uchar, b + t4);
            t13 = vcc_load(vcc_v8_uchar, b + t5);
            t14 = t12;
            t15 = t13;
            t16 = t14;
            t17 = (vcc_v8_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100};
            t18 = t16 - t17;
            t19 = t18;
            t20 = t15;
            t21 = (vcc_v8_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100};
            t22 = t20 - t21;
            t23 = t22;
            t24 = t19;
            t25 = t23;
            t26 = vcc_load(vcc_v8_uchar, b + t4);
            t27 = vcc_load(vcc_v8_uchar, b + t5);
            t28 = t26;
            t29 = t27;
            t30 = t28;
            t31 = (vcc_v8_uchar){(unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50};
            t32 = t30 + t31;
            t33 = t32;
            t34 = t29;
            t35 = (vcc_v8_uchar){(unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50};
            t36 = t34 + t35;
            t37 = t36;
            t38 = t33;
            t39 = t37;
            t40 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t10, vcc_v8_schar), t38, t24);
            vcc_store(a + t4, t40);
            t41 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t11, vcc_v8_schar), t39, t25);
            vcc_store(a + t5, t41);
            t42 = t3 + 16L;
            if (t42 >= t2) {
                break;
            }
            t3 = t42;
        }
        t43 = (int)((long)0 + t2);
    } else {
        t43 = 0;
    }
    t44 = (long)n + (long)t43 * -1L;
    if (t44 >= 8L) {
        t45 = t44 & -8L;
        t46 = 0L;
        for (;;) {
            t47 = (int)((long)t43 + t46);
            t48 = vcc_load(vcc_v8_uchar, b + t47);
            t49 = (__m256i)__builtin_convertvector(__builtin_convertvector(t48, vcc_v8_ushort), vcc_v8_int);
            t50 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)100), t49);
            t51 = vcc_load(vcc_v8_uchar, b + t47);
            t52 = t51;
            t53 = t52;
            t54 = (vcc_v8_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100};
            t55 = t53 - t54;
            t56 = t55;
            t57 = t56;
            t58 = vcc_load(vcc_v8_uchar, b + t47);
            t59 = t58;
            t60 = t59;
            t61 = (vcc_v8_uchar){(unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50, (unsigned char)50};
            t62 = t60 + t61;
            t63 = t62;
            t64 = t63;
            t65 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t50, vcc_v8_schar), t64, t57);
            vcc_store(a + t47, t65);
            t66 = t46 + 8L;
            if (t66 >= t45) {
                break;
            }
            t46 = t66;
        }
        i = (int)((long)t43 + t45);
    } else {
        i = t43;
    }
    for (; i < n; i++) {
        if ((int)b[i] < 100) {
            a[i] = (unsigned char)((int)b[i] + 50);
        } else {
            a[i] = (unsigned char)((int)b[i] - 100);
        }
    }
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    __m256i t1;
    int count_idx;
    int n_1;
    int t2;
    int *a;
    int *b;
    int *c;
    int *a2;
    void *t3;
    float *fa;
    void *t4;
    float *fd;
    void *t5;
    float *fb;
    short *sa;
    short *sb;
    unsigned char *ua;
    unsigned char *ub;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    int fill_idx_4;
    int fill_idx_5;
    int fill_idx_6;
    int fill_idx_7;
    long t6;
    unsigned long t7;
    unsigned long t8;
    unsigned long t9;
    unsigned long t10;
    unsigned long t11;
    unsigned long t12;
    long t13;
    __m256i t14;
    __m256i t15;
    long t16;
    int t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256 t21;
    __m256 t22;
    long t23;
    __m256i t24;
    int i;
    unsigned long t25;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            return 0;
        }
        a = (int *)new_array(n, 4UL);
        b = (int *)new_array(n, 4UL);
        c = (int *)new_array(n, 4UL);
        a2 = (int *)new_array(2 * n, 4UL);
        t3 = new_array(n, 4UL);
        fa = (float *)t3;
        t4 = new_array(n, 4UL);
        fd = (float *)t4;
        t5 = new_array(n, 4UL);
        fb = (float *)t5;
        sa = (short *)new_array(n, 2UL);
        sb = (short *)new_array(n, 2UL);
        ua = (unsigned char *)new_array(n, 1UL);
        ub = (unsigned char *)new_array(n, 1UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            c[fill_idx_2] = -1000 + (int)(next_rand() % 2000U);
        }
        for (fill_idx_3 = 0; fill_idx_3 < (2 * n); fill_idx_3++) {
            a2[fill_idx_3] = 0 + (int)(next_rand() % 10U);
        }
        for (fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            sa[fill_idx_4] = (short)(0 + (int)(next_rand() % 10U));
        }
        for (fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            sb[fill_idx_5] = (short)(-50 + (int)(next_rand() % 100U));
        }
        for (fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            ua[fill_idx_6] = (unsigned char)(0 + (int)(next_rand() % 256U));
        }
        for (fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            ub[fill_idx_7] = (unsigned char)(0 + (int)(next_rand() % 256U));
        }
        t6 = (long)n;
        t7 = (unsigned long)t3;
        t8 = (unsigned long)t4;
        t9 = (unsigned long)t3;
        t10 = (unsigned long)t5;
        t11 = (unsigned long)t4;
        t12 = (unsigned long)t5;
        if ((t6 >= 8L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= (t8 + (unsigned long)0L)) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= (t7 + (unsigned long)0L))) & (((t9 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= (t10 + (unsigned long)0L)) | ((t10 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= (t9 + (unsigned long)0L))) & (((t11 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= (t12 + (unsigned long)0L)) | ((t12 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= (t11 + (unsigned long)0L)))) {
            t13 = t6 & -8L;
            t14 = _mm256_set1_epi32((int)(int)((long)0 + 0L));
            t15 = t14;
            t1 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t16 = 0L;
            for (;;) {
                t17 = (int)((long)0 + t16);
                t18 = t1;
                t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32((int)37));
                t20 = (__m256i)((vcc_v8_int)t19 % (vcc_v8_int)_mm256_set1_epi32((int)100));
                t21 = _mm256_cvtepi32_ps(t20);
                t22 = _mm256_div_ps(t21, _mm256_set1_ps(100.0f));
                _mm256_storeu_ps(fb + t17, t22);
                _mm256_storeu_ps(fa + t17, _mm256_set1_ps(9.0f));
                _mm256_storeu_ps(fd + t17, _mm256_set1_ps(8.0f));
                t23 = t16 + 8L;
                t24 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                if (t23 >= t13) {
                    break;
                }
                t16 = t23;
                t1 = t24;
            }
            i = (int)((long)0 + t13);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            fb[i] = (float)(i * 37 % 100) / 100.0f;
            fa[i] = 9.0f;
            fd[i] = 8.0f;
        }
        printf("n=%d", n);
        both_sides(n, 10, a, b, c);
        printf(" both=%llx", (unsigned long long)hash_bytes((const void *)a, (unsigned long)n * 4UL));
        with_other_store(n, fa, fd, fb);
        t25 = hash_bytes((const void *)fd, (unsigned long)n * 4UL);
        printf(" other=%llx/%llx", (unsigned long long)hash_bytes((const void *)fa, (unsigned long)n * 4UL), (unsigned long long)t25);
        reads_between(n, a, b);
        printf(" reads=%llx", (unsigned long long)hash_bytes((const void *)a, (unsigned long)n * 4UL));
        other_elements(n, a2, b);
        printf(" elems=%llx", (unsigned long long)hash_bytes((const void *)a2, (unsigned long)(2 * n) * 4UL));
        nested(n, sa, sb, 0);
        printf(" nested=%llx", (unsigned long long)hash_bytes((const void *)sa, (unsigned long)n * 2UL));
        bytes(n, ua, ub);
        printf(" bytes=%llx\n", (unsigned long long)hash_bytes((const void *)ua, (unsigned long)n * 1UL));
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)a2);
        free((void *)fa);
        free((void *)fd);
        free((void *)fb);
        free((void *)sa);
        free((void *)sb);
        free((void *)ua);
        free((void *)ub);
    }
}
