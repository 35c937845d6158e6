/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 7 */
/* Calls to small functions of the file, inlined before the loop vectorizer
 * (`transform/inline.rs`), as real code keeps its element-wise work in helpers. */
#include "harness.h"

static inline float clampf(float x, float lo, float hi) {
    if (x < lo)
        return lo;
    if (x > hi)
        return hi;
    return x;
}

static float lerp(float a, float b, float t) {
    return a + (b - a) * t;
}

/* A helper calling a helper. */
static float smoothstep(float x) {
    float t = clampf(x, 0.0f, 1.0f);
    return t * t * (3.0f - 2.0f * t);
}

/* Reads through the pointer it is given. */
static int get(const int *p, int i) {
    return p[i] * 3 - 1;
}

/* Writes through the pointer it is given, returns nothing. */
static void put_sum(int *dst, int i, int a, int b) {
    dst[i] = a + b;
}

static unsigned char saturate_u8(int v) {
    return v < 0 ? 0 : v > 255 ? 255 : (unsigned char)v;
}

/* Not inlined: a static counter of its own, which the caller cannot name. */
static int counted(int x) {
    static int calls;
    calls++;
    return x + (calls & 1);
}

/* Not inlined: the user asked for a call. */
__attribute__((noinline)) static int kept(int x) {
    return x * 7;
}

/* Not inlined: recursive. */
static int depth(int x) {
    return x <= 0 ? 0 : 1 + depth(x - 8);
}

__attribute__((target("avx2"))) void clamp_all(float *restrict y, const float *restrict x, int n) {
    int t39;
    int i;
    (void)clampf;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:56 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256 x_v = _mm256_loadu_ps(x + i_vec);
            __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(x_v, _mm256_set1_ps(-10.0f), _CMP_LT_OQ));
            __m256i t5 = (__m256i)~(vcc_m8)t4;
            __m256i t6 = _mm256_castps_si256(_mm256_cmp_ps(x_v, _mm256_set1_ps(10.0f), _CMP_GT_OQ));
            __m256i t7 = _mm256_and_si256(t5, t6);
            __m256 t8 = _mm256_blendv_ps(_mm256_set1_ps(-10.0f), _mm256_set1_ps(10.0f), _mm256_castsi256_ps(t7));
            __m256i t9 = (__m256i)~(vcc_m8)t6;
            __m256i t10 = _mm256_and_si256(t5, t9);
            __m256 t11 = _mm256_blendv_ps(t8, x_v, _mm256_castsi256_ps(t10));
            _mm256_storeu_ps(y + i_vec, t11);
            long t12 = i_vec + 8L;
            __m256 x_v_1 = _mm256_loadu_ps(x + t12);
            __m256i t13 = _mm256_castps_si256(_mm256_cmp_ps(x_v_1, _mm256_set1_ps(-10.0f), _CMP_LT_OQ));
            __m256i t14 = (__m256i)~(vcc_m8)t13;
            __m256i t15 = _mm256_castps_si256(_mm256_cmp_ps(x_v_1, _mm256_set1_ps(10.0f), _CMP_GT_OQ));
            __m256i t16 = _mm256_and_si256(t14, t15);
            __m256 t17 = _mm256_blendv_ps(_mm256_set1_ps(-10.0f), _mm256_set1_ps(10.0f), _mm256_castsi256_ps(t16));
            __m256i t18 = (__m256i)~(vcc_m8)t15;
            __m256i t19 = _mm256_and_si256(t14, t18);
            __m256 t20 = _mm256_blendv_ps(t17, x_v_1, _mm256_castsi256_ps(t19));
            _mm256_storeu_ps(y + t12, t20);
            long t21 = i_vec + 16L;
            __m256 x_v_2 = _mm256_loadu_ps(x + t21);
            __m256i t22 = _mm256_castps_si256(_mm256_cmp_ps(x_v_2, _mm256_set1_ps(-10.0f), _CMP_LT_OQ));
            __m256i t23 = (__m256i)~(vcc_m8)t22;
            __m256i t24 = _mm256_castps_si256(_mm256_cmp_ps(x_v_2, _mm256_set1_ps(10.0f), _CMP_GT_OQ));
            __m256i t25 = _mm256_and_si256(t23, t24);
            __m256 t26 = _mm256_blendv_ps(_mm256_set1_ps(-10.0f), _mm256_set1_ps(10.0f), _mm256_castsi256_ps(t25));
            __m256i t27 = (__m256i)~(vcc_m8)t24;
            __m256i t28 = _mm256_and_si256(t23, t27);
            __m256 t29 = _mm256_blendv_ps(t26, x_v_2, _mm256_castsi256_ps(t28));
            _mm256_storeu_ps(y + t21, t29);
            long t30 = i_vec + 24L;
            __m256 x_v_3 = _mm256_loadu_ps(x + t30);
            __m256i t31 = _mm256_castps_si256(_mm256_cmp_ps(x_v_3, _mm256_set1_ps(-10.0f), _CMP_LT_OQ));
            __m256i t32 = (__m256i)~(vcc_m8)t31;
            __m256i t33 = _mm256_castps_si256(_mm256_cmp_ps(x_v_3, _mm256_set1_ps(10.0f), _CMP_GT_OQ));
            __m256i t34 = _mm256_and_si256(t32, t33);
            __m256 t35 = _mm256_blendv_ps(_mm256_set1_ps(-10.0f), _mm256_set1_ps(10.0f), _mm256_castsi256_ps(t34));
            __m256i t36 = (__m256i)~(vcc_m8)t33;
            __m256i t37 = _mm256_and_si256(t32, t36);
            __m256 t38 = _mm256_blendv_ps(t35, x_v_3, _mm256_castsi256_ps(t37));
            _mm256_storeu_ps(y + t30, t38);
            i_vec += 32L;
        } while (i_vec < t3);
        t39 = (int)t3;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 8L) {
        long t41 = t40 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:56 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t42 = (long)t39 + i_vec_1;
            __m256 x_v_4 = _mm256_loadu_ps(x + t42);
            __m256i t43 = _mm256_castps_si256(_mm256_cmp_ps(x_v_4, _mm256_set1_ps(-10.0f), _CMP_LT_OQ));
            __m256i t44 = (__m256i)~(vcc_m8)t43;
            __m256i t45 = _mm256_castps_si256(_mm256_cmp_ps(x_v_4, _mm256_set1_ps(10.0f), _CMP_GT_OQ));
            __m256i t46 = _mm256_and_si256(t44, t45);
            __m256 t47 = _mm256_blendv_ps(_mm256_set1_ps(-10.0f), _mm256_set1_ps(10.0f), _mm256_castsi256_ps(t46));
            __m256i t48 = (__m256i)~(vcc_m8)t45;
            __m256i t49 = _mm256_and_si256(t44, t48);
            __m256 t50 = _mm256_blendv_ps(t47, x_v_4, _mm256_castsi256_ps(t49));
            _mm256_storeu_ps(y + t42, t50);
            i_vec_1 += 8L;
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        long t51 = (long)i;
        float *t52 = y + t51;
        float t1 = x[t51];
        if (t1 < -10.0f) {
            t1 = -10.0f;
        } else if (t1 > 10.0f) {
            t1 = 10.0f;
        }
        *t52 = t1;
    }
}

__attribute__((target("avx2"))) void blend(float *restrict y, const float *restrict a, const float *restrict b, int n) {
    int t36;
    int i;
    (void)lerp;
    (void)smoothstep;
    (void)clampf;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:61 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 a_v = _mm256_loadu_ps(a + i_vec);
            __m256 t3 = _mm256_sub_ps(b_v, a_v);
            __m256 t4 = _mm256_mul_ps(t3, _mm256_set1_ps(0.25f));
            __m256 t5 = _mm256_add_ps(a_v, t4);
            __m256 t6 = _mm256_mul_ps(a_v, _mm256_set1_ps(0.001f));
            __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(t6, _mm256_set1_ps(0.0f), _CMP_LT_OQ));
            __m256i t8 = (__m256i)~(vcc_m8)t7;
            __m256i t9 = _mm256_castps_si256(_mm256_cmp_ps(t6, _mm256_set1_ps(1.0f), _CMP_GT_OQ));
            __m256i t10 = _mm256_and_si256(t8, t9);
            __m256 t11 = _mm256_blendv_ps(_mm256_set1_ps(0.0f), _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t10));
            __m256i t12 = (__m256i)~(vcc_m8)t9;
            __m256i t13 = _mm256_and_si256(t8, t12);
            __m256 t_v = _mm256_blendv_ps(t11, t6, _mm256_castsi256_ps(t13));
            __m256 t14 = _mm256_mul_ps(t_v, t_v);
            __m256 t15 = _mm256_mul_ps(_mm256_set1_ps(2.0f), t_v);
            __m256 t16 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t15);
            __m256 t17 = _mm256_mul_ps(t14, t16);
            __m256 t18 = _mm256_add_ps(t5, t17);
            _mm256_storeu_ps(y + i_vec, t18);
            long t19 = i_vec + 8L;
            __m256 b_v_1 = _mm256_loadu_ps(b + t19);
            __m256 a_v_1 = _mm256_loadu_ps(a + t19);
            __m256 t20 = _mm256_sub_ps(b_v_1, a_v_1);
            __m256 t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.25f));
            __m256 t22 = _mm256_add_ps(a_v_1, t21);
            __m256 t23 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(0.001f));
            __m256i t24 = _mm256_castps_si256(_mm256_cmp_ps(t23, _mm256_set1_ps(0.0f), _CMP_LT_OQ));
            __m256i t25 = (__m256i)~(vcc_m8)t24;
            __m256i t26 = _mm256_castps_si256(_mm256_cmp_ps(t23, _mm256_set1_ps(1.0f), _CMP_GT_OQ));
            __m256i t27 = _mm256_and_si256(t25, t26);
            __m256 t28 = _mm256_blendv_ps(_mm256_set1_ps(0.0f), _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t27));
            __m256i t29 = (__m256i)~(vcc_m8)t26;
            __m256i t30 = _mm256_and_si256(t25, t29);
            __m256 t_v_1 = _mm256_blendv_ps(t28, t23, _mm256_castsi256_ps(t30));
            __m256 t31 = _mm256_mul_ps(t_v_1, t_v_1);
            __m256 t32 = _mm256_mul_ps(_mm256_set1_ps(2.0f), t_v_1);
            __m256 t33 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t32);
            __m256 t34 = _mm256_mul_ps(t31, t33);
            __m256 t35 = _mm256_add_ps(t22, t34);
            _mm256_storeu_ps(y + t19, t35);
            i_vec += 16L;
        } while (i_vec < t2);
        t36 = (int)t2;
    } else {
        t36 = 0;
    }
    long t37 = (long)n + (long)t36 * -1L;
    if (t37 >= 8L) {
        long t38 = t37 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:61 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t39 = (long)t36 + i_vec_1;
            __m256 b_v_2 = _mm256_loadu_ps(b + t39);
            __m256 a_v_2 = _mm256_loadu_ps(a + t39);
            __m256 t40 = _mm256_sub_ps(b_v_2, a_v_2);
            __m256 t41 = _mm256_mul_ps(t40, _mm256_set1_ps(0.25f));
            __m256 t42 = _mm256_add_ps(a_v_2, t41);
            __m256 t43 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(0.001f));
            __m256i t44 = _mm256_castps_si256(_mm256_cmp_ps(t43, _mm256_set1_ps(0.0f), _CMP_LT_OQ));
            __m256i t45 = (__m256i)~(vcc_m8)t44;
            __m256i t46 = _mm256_castps_si256(_mm256_cmp_ps(t43, _mm256_set1_ps(1.0f), _CMP_GT_OQ));
            __m256i t47 = _mm256_and_si256(t45, t46);
            __m256 t48 = _mm256_blendv_ps(_mm256_set1_ps(0.0f), _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t47));
            __m256i t49 = (__m256i)~(vcc_m8)t46;
            __m256i t50 = _mm256_and_si256(t45, t49);
            __m256 t_v_2 = _mm256_blendv_ps(t48, t43, _mm256_castsi256_ps(t50));
            __m256 t51 = _mm256_mul_ps(t_v_2, t_v_2);
            __m256 t52 = _mm256_mul_ps(_mm256_set1_ps(2.0f), t_v_2);
            __m256 t53 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t52);
            __m256 t54 = _mm256_mul_ps(t51, t53);
            __m256 t55 = _mm256_add_ps(t42, t54);
            _mm256_storeu_ps(y + t39, t55);
            i_vec_1 += 8L;
        } while (i_vec_1 < t38);
        i = (int)((long)t36 + t38);
    } else {
        i = t36;
    }
    for (; i < n; i++) {
        long t56 = (long)i;
        float *t57 = y + t56;
        float t58 = b[t56];
        float t59 = a[t56];
        float t60 = t59 + (t58 - t59) * 0.25f;
        float t = t59 * 0.001f;
        if (t < 0.0f) {
            t = 0.0f;
        } else if (t > 1.0f) {
            t = 1.0f;
        }
        float t61 = t * t * (3.0f - 2.0f * t);
        *t57 = t60 + t61;
    }
}

__attribute__((target("avx2"))) void gather_sum(int *restrict y, const int *restrict a, const int *restrict b, int n) {
    int t26;
    int i;
    (void)get;
    (void)put_sum;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:66 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_mullo_epi32(b_v, _mm256_set1_epi32(3));
            __m256i t4 = _mm256_sub_epi32(t3, _mm256_set1_epi32(1));
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t5 = _mm256_mullo_epi32(a_v, _mm256_set1_epi32(3));
            __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(1));
            __m256i t7 = _mm256_add_epi32(t6, t4);
            _mm256_storeu_si256((__m256i *)(y + i_vec), t7);
            long t8 = i_vec + 8L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = _mm256_mullo_epi32(b_v_1, _mm256_set1_epi32(3));
            __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(1));
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i t11 = _mm256_mullo_epi32(a_v_1, _mm256_set1_epi32(3));
            __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(1));
            __m256i t13 = _mm256_add_epi32(t12, t10);
            _mm256_storeu_si256((__m256i *)(y + t8), t13);
            long t14 = i_vec + 16L;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t15 = _mm256_mullo_epi32(b_v_2, _mm256_set1_epi32(3));
            __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(1));
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i t17 = _mm256_mullo_epi32(a_v_2, _mm256_set1_epi32(3));
            __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(1));
            __m256i t19 = _mm256_add_epi32(t18, t16);
            _mm256_storeu_si256((__m256i *)(y + t14), t19);
            long t20 = i_vec + 24L;
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t20));
            __m256i t21 = _mm256_mullo_epi32(b_v_3, _mm256_set1_epi32(3));
            __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(1));
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t20));
            __m256i t23 = _mm256_mullo_epi32(a_v_3, _mm256_set1_epi32(3));
            __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(1));
            __m256i t25 = _mm256_add_epi32(t24, t22);
            _mm256_storeu_si256((__m256i *)(y + t20), t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:66 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t29));
            __m256i t30 = _mm256_mullo_epi32(b_v_4, _mm256_set1_epi32(3));
            __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(1));
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t29));
            __m256i t32 = _mm256_mullo_epi32(a_v_4, _mm256_set1_epi32(3));
            __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(1));
            __m256i t34 = _mm256_add_epi32(t33, t31);
            _mm256_storeu_si256((__m256i *)(y + t29), t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        int t36 = b[t35] * 3 - 1;
        int t37 = a[t35] * 3 - 1;
        y[t35] = t37 + t36;
    }
}

__attribute__((target("avx2"))) void to_u8(unsigned char *restrict y, const int *restrict x, int n) {
    int t16;
    int i;
    int t29;
    int t30;
    (void)saturate_u8;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:71 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t3 = _mm256_srai_epi32(x_v, 4);
            __m256i t4 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t3);
            __m256i t5 = _mm256_cmpgt_epi32(t3, _mm256_set1_epi32(255));
            vcc_v8_uchar t6 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t3, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t7 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t5, vcc_v8_schar), ((vcc_v8_uchar){(unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255}), t6);
            vcc_v8_uchar t8 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t4, vcc_v8_schar), ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}), t7);
            vcc_store(y + i_vec, t8);
            long t9 = i_vec + 8L;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t9));
            __m256i t10 = _mm256_srai_epi32(x_v_1, 4);
            __m256i t11 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t10);
            __m256i t12 = _mm256_cmpgt_epi32(t10, _mm256_set1_epi32(255));
            vcc_v8_uchar t13 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t10, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t14 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t12, vcc_v8_schar), ((vcc_v8_uchar){(unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255}), t13);
            vcc_v8_uchar t15 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t11, vcc_v8_schar), ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}), t14);
            vcc_store(y + t9, t15);
            i_vec += 16L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:71 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t19));
            __m256i t20 = _mm256_srai_epi32(x_v_2, 4);
            __m256i t21 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t20);
            __m256i t22 = _mm256_cmpgt_epi32(t20, _mm256_set1_epi32(255));
            vcc_v8_uchar t23 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t20, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t24 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t22, vcc_v8_schar), ((vcc_v8_uchar){(unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255}), t23);
            vcc_v8_uchar t25 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t21, vcc_v8_schar), ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}), t24);
            vcc_store(y + t19, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        unsigned char *t27 = y + t26;
        int t28 = x[t26] >> 4;
        if (t28 < 0) {
            t30 = 0;
        } else {
            if (t28 > 255) {
                t29 = 255;
            } else {
                t29 = (int)(unsigned char)t28;
            }
            t30 = t29;
        }
        unsigned char t31 = (unsigned char)t30;
        *t27 = t31;
    }
}

/* A reduction over a helper's result. */
__attribute__((target("avx2"))) int sum_get(const int *a, int n) {
    int s;
    int t8;
    int t9;
    int i;
    (void)get;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at helpers.c:78 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_mullo_epi32(a_v, _mm256_set1_epi32(3));
            __m256i t4 = _mm256_sub_epi32(t3, _mm256_set1_epi32(1));
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t4);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t5 = _mm256_mullo_epi32(a_v_1, _mm256_set1_epi32(3));
            __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(1));
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t7 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        t8 = (int)t2;
        t9 = (int)vcc_avx2_sum_epi32(t7);
    } else {
        t8 = 0;
        t9 = 0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at helpers.c:78 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + ((long)t8 + i_vec_1)));
            __m256i t12 = _mm256_mullo_epi32(a_v_2, _mm256_set1_epi32(3));
            __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(1));
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t13);
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        s = (int)((unsigned int)t9 + vcc_avx2_sum_epi32((__m256i)s_v_2));
    } else {
        i = t8;
        s = t9;
    }
    for (; i < n; i++) {
        int t14 = a[i] * 3 - 1;
        s += t14;
    }
    return s;
}

/* A helper called on one path of the loop body. */
__attribute__((target("avx2"))) void maybe_lerp(float *restrict y, const float *restrict a, int n) {
    int t27;
    int i;
    (void)lerp;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:85 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256 a_v = _mm256_loadu_ps(a + i_vec);
            __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(a_v, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t5 = _mm256_sub_ps(_mm256_set1_ps(1.0f), a_v);
            __m256 t6 = _mm256_mul_ps(t5, _mm256_set1_ps(0.5f));
            __m256 t7 = _mm256_add_ps(a_v, t6);
            __m256 t8 = _mm256_blendv_ps(a_v, t7, _mm256_castsi256_ps(t4));
            _mm256_storeu_ps(y + i_vec, t8);
            long t9 = i_vec + 8L;
            __m256 a_v_1 = _mm256_loadu_ps(a + t9);
            __m256i t10 = _mm256_castps_si256(_mm256_cmp_ps(a_v_1, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t11 = _mm256_sub_ps(_mm256_set1_ps(1.0f), a_v_1);
            __m256 t12 = _mm256_mul_ps(t11, _mm256_set1_ps(0.5f));
            __m256 t13 = _mm256_add_ps(a_v_1, t12);
            __m256 t14 = _mm256_blendv_ps(a_v_1, t13, _mm256_castsi256_ps(t10));
            _mm256_storeu_ps(y + t9, t14);
            long t15 = i_vec + 16L;
            __m256 a_v_2 = _mm256_loadu_ps(a + t15);
            __m256i t16 = _mm256_castps_si256(_mm256_cmp_ps(a_v_2, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t17 = _mm256_sub_ps(_mm256_set1_ps(1.0f), a_v_2);
            __m256 t18 = _mm256_mul_ps(t17, _mm256_set1_ps(0.5f));
            __m256 t19 = _mm256_add_ps(a_v_2, t18);
            __m256 t20 = _mm256_blendv_ps(a_v_2, t19, _mm256_castsi256_ps(t16));
            _mm256_storeu_ps(y + t15, t20);
            long t21 = i_vec + 24L;
            __m256 a_v_3 = _mm256_loadu_ps(a + t21);
            __m256i t22 = _mm256_castps_si256(_mm256_cmp_ps(a_v_3, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t23 = _mm256_sub_ps(_mm256_set1_ps(1.0f), a_v_3);
            __m256 t24 = _mm256_mul_ps(t23, _mm256_set1_ps(0.5f));
            __m256 t25 = _mm256_add_ps(a_v_3, t24);
            __m256 t26 = _mm256_blendv_ps(a_v_3, t25, _mm256_castsi256_ps(t22));
            _mm256_storeu_ps(y + t21, t26);
            i_vec += 32L;
        } while (i_vec < t3);
        t27 = (int)t3;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:85 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t30 = (long)t27 + i_vec_1;
            __m256 a_v_4 = _mm256_loadu_ps(a + t30);
            __m256i t31 = _mm256_castps_si256(_mm256_cmp_ps(a_v_4, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t32 = _mm256_sub_ps(_mm256_set1_ps(1.0f), a_v_4);
            __m256 t33 = _mm256_mul_ps(t32, _mm256_set1_ps(0.5f));
            __m256 t34 = _mm256_add_ps(a_v_4, t33);
            __m256 t35 = _mm256_blendv_ps(a_v_4, t34, _mm256_castsi256_ps(t31));
            _mm256_storeu_ps(y + t30, t35);
            i_vec_1 += 8L;
        } while (i_vec_1 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        float *t37 = y + t36;
        float t1 = a[t36];
        if (t1 > 0.0f) {
            t1 += (1.0f - t1) * 0.5f;
        }
        *t37 = t1;
    }
}

/* A while (n--) loop over pointers, calling a helper. */
__attribute__((target("avx2"))) void walk(int *restrict y, const int *restrict a, int n) {
    int t14;
    int *t15;
    const int *t16;
    int n_1;
    int *y_1;
    const int *a_1;
    (void)get;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long n_vec = 0L;
        /* vcc: loop at helpers.c:91 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + n_vec + 0));
            __m256i t3 = _mm256_mullo_epi32(a_v, _mm256_set1_epi32(3));
            __m256i t4 = _mm256_sub_epi32(t3, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(y + n_vec), t4);
            long t5 = n_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5 + 0));
            __m256i t6 = _mm256_mullo_epi32(a_v_1, _mm256_set1_epi32(3));
            __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(y + t5), t7);
            long t8 = n_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t8 + 0));
            __m256i t9 = _mm256_mullo_epi32(a_v_2, _mm256_set1_epi32(3));
            __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(y + t8), t10);
            long t11 = n_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t11 + 0));
            __m256i t12 = _mm256_mullo_epi32(a_v_3, _mm256_set1_epi32(3));
            __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(y + t11), t13);
            n_vec += 32L;
        } while (n_vec < t2);
        t14 = (int)((long)n + t2 * -1L);
        t15 = y + t2;
        t16 = a + t2;
    } else {
        t14 = n;
        t15 = y;
        t16 = a;
    }
    long t17 = (long)t14;
    unsigned long t18 = (unsigned long)t15;
    unsigned long t19 = (unsigned long)t16;
    long t20 = (long)((unsigned long)t16 - (unsigned long)t15);
    if ((t17 >= 8L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18) | ((t20 <= 0L) | (t20 >= 32L)))) {
        long t21 = t17 & -8L;
        long n_vec_1 = 0L;
        /* vcc: loop at helpers.c:91 vector epilogue: VF 8, UF 1, run-time check: a value merged from several paths at 91:12 and a value merged from several paths at 91:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(t16 + n_vec_1 + 0));
            __m256i t22 = _mm256_mullo_epi32(a_v_4, _mm256_set1_epi32(3));
            __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(t15 + n_vec_1), t23);
            n_vec_1 += 8L;
        } while (n_vec_1 < t21);
        n_1 = (int)((long)t14 + t21 * -1L);
        y_1 = t15 + t21;
        a_1 = t16 + t21;
    } else {
        n_1 = t14;
        y_1 = t15;
        a_1 = t16;
    }
    for (;;) {
        int n_2 = n_1 - 1;
        if (n_1 <= 0) {
            break;
        }
        int *y_2 = y_1 + 1;
        const int *a_2 = a_1 + 1;
        int t24 = a_1[0] * 3 - 1;
        *y_1 = t24;
        n_1 = n_2;
        y_1 = y_2;
        a_1 = a_2;
    }
}

void not_inlined(int *restrict y, const int *restrict a, int n) {
    for (int i = 0; i < n; i++)
        y[i] = counted(a[i]) + kept(a[i]) + depth(a[i] & 63);
}

/* Defined after its caller below: not inlined (the caller is written before what it uses). */
static int later(int x);

void calls_later(int *restrict y, const int *restrict a, int n) {
    for (int i = 0; i < n; i++)
        y[i] = later(a[i]);
}

static int later(int x) {
    return x ^ 5;
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t1;
    int t12;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        float *xf = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *yf = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *bf = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *y = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        unsigned char *u = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            xf[fill_idx] = (float)(-3000 + (int)((_mm256_zeroupper(), next_rand()) % 6000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            bf[fill_idx_1] = (float)(-3000 + (int)((_mm256_zeroupper(), next_rand()) % 6000U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            a[fill_idx_2] = -5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            b[fill_idx_3] = -5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U);
        }
        long t2 = (long)n;
        if (t2 >= 32L) {
            long t3 = t2 & -32L;
            long i_vec = 0L;
            /* vcc: loop at helpers.c:123 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                float *t4 = xf + i_vec;
                __m256 xf_v = _mm256_loadu_ps(t4);
                __m256 t5 = _mm256_mul_ps(xf_v, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t4, t5);
                float *t6 = xf + (i_vec + 8L);
                __m256 xf_v_1 = _mm256_loadu_ps(t6);
                __m256 t7 = _mm256_mul_ps(xf_v_1, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t6, t7);
                float *t8 = xf + (i_vec + 16L);
                __m256 xf_v_2 = _mm256_loadu_ps(t8);
                __m256 t9 = _mm256_mul_ps(xf_v_2, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t8, t9);
                float *t10 = xf + (i_vec + 24L);
                __m256 xf_v_3 = _mm256_loadu_ps(t10);
                __m256 t11 = _mm256_mul_ps(xf_v_3, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t10, t11);
                i_vec += 32L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 8L) {
            long t14 = t13 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at helpers.c:123 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                float *t15 = xf + ((long)t12 + i_vec_1);
                __m256 xf_v_4 = _mm256_loadu_ps(t15);
                __m256 t16 = _mm256_mul_ps(xf_v_4, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t15, t16);
                i_vec_1 += 8L;
            } while (i_vec_1 < t14);
            i = (int)((long)t12 + t14);
        } else {
            i = t12;
        }
        for (; i < n; i++) {
            float *t17 = xf + i;
            *t17 = *t17 * 0.01f;
        }
        const float *t18 = xf;
        clamp_all(yf, t18, n);
        unsigned long t19 = (unsigned long)n;
        unsigned long t20 = t19 * 4UL;
        const void *t21 = (const void *)yf;
        unsigned long t22 = (_mm256_zeroupper(), hash_bytes(t21, t20));
        blend(yf, t18, bf, n);
        unsigned long t23 = (_mm256_zeroupper(), hash_bytes(t21, t20));
        const int *t24 = b;
        const int *t25 = a;
        gather_sum(y, t25, t24, n);
        const void *t26 = (const void *)y;
        unsigned long t27 = (_mm256_zeroupper(), hash_bytes(t26, t20));
        to_u8(u, t25, n);
        int s = sum_get(t25, n);
        maybe_lerp(yf, t18, n);
        unsigned long t28 = (_mm256_zeroupper(), hash_bytes(t21, t20));
        walk(y, t24, n);
        unsigned long t29 = (_mm256_zeroupper(), hash_bytes(t26, t20));
        (_mm256_zeroupper(), not_inlined(y, t25, n));
        unsigned long t30 = (_mm256_zeroupper(), hash_bytes(t26, t20));
        (_mm256_zeroupper(), calls_later(y, t24, n));
        unsigned long t31 = (_mm256_zeroupper(), hash_bytes(t26, t20));
        printf("n=%d %llx %llx %llx %llx %d %llx %llx %llx %llx\n", n, (unsigned long long)t22, (unsigned long long)t23, (unsigned long long)t27, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)u, t19 * 1UL)), s, (unsigned long long)t28, (unsigned long long)t29, (unsigned long long)t30, (unsigned long long)t31);
        free((void *)xf);
        free((void *)yf);
        free((void *)bf);
        free((void *)a);
        free((void *)b);
        free((void *)y);
        free((void *)u);
    }
}
