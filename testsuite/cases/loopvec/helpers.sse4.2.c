/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

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

__attribute__((target("sse4.2"))) void clamp_all(float *restrict y, const float *restrict x, int n) {
    int t39;
    int i;
    (void)clampf;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:56 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 x_v = _mm_loadu_ps(x + i_vec);
            __m128i t4 = _mm_castps_si128(_mm_cmplt_ps(x_v, _mm_set1_ps(-10.0f)));
            __m128i t5 = (__m128i)~(vcc_m4)t4;
            __m128i t6 = _mm_castps_si128(_mm_cmpgt_ps(x_v, _mm_set1_ps(10.0f)));
            __m128i t7 = (__m128i)((vcc_m4)t5 & (vcc_m4)t6);
            __m128 t8 = _mm_blendv_ps(_mm_set1_ps(-10.0f), _mm_set1_ps(10.0f), _mm_castsi128_ps(t7));
            __m128i t9 = (__m128i)~(vcc_m4)t6;
            __m128i t10 = (__m128i)((vcc_m4)t5 & (vcc_m4)t9);
            __m128 t11 = _mm_blendv_ps(t8, x_v, _mm_castsi128_ps(t10));
            _mm_storeu_ps(y + i_vec, t11);
            long t12 = i_vec + 4L;
            __m128 x_v_1 = _mm_loadu_ps(x + t12);
            __m128i t13 = _mm_castps_si128(_mm_cmplt_ps(x_v_1, _mm_set1_ps(-10.0f)));
            __m128i t14 = (__m128i)~(vcc_m4)t13;
            __m128i t15 = _mm_castps_si128(_mm_cmpgt_ps(x_v_1, _mm_set1_ps(10.0f)));
            __m128i t16 = (__m128i)((vcc_m4)t14 & (vcc_m4)t15);
            __m128 t17 = _mm_blendv_ps(_mm_set1_ps(-10.0f), _mm_set1_ps(10.0f), _mm_castsi128_ps(t16));
            __m128i t18 = (__m128i)~(vcc_m4)t15;
            __m128i t19 = (__m128i)((vcc_m4)t14 & (vcc_m4)t18);
            __m128 t20 = _mm_blendv_ps(t17, x_v_1, _mm_castsi128_ps(t19));
            _mm_storeu_ps(y + t12, t20);
            long t21 = i_vec + 8L;
            __m128 x_v_2 = _mm_loadu_ps(x + t21);
            __m128i t22 = _mm_castps_si128(_mm_cmplt_ps(x_v_2, _mm_set1_ps(-10.0f)));
            __m128i t23 = (__m128i)~(vcc_m4)t22;
            __m128i t24 = _mm_castps_si128(_mm_cmpgt_ps(x_v_2, _mm_set1_ps(10.0f)));
            __m128i t25 = (__m128i)((vcc_m4)t23 & (vcc_m4)t24);
            __m128 t26 = _mm_blendv_ps(_mm_set1_ps(-10.0f), _mm_set1_ps(10.0f), _mm_castsi128_ps(t25));
            __m128i t27 = (__m128i)~(vcc_m4)t24;
            __m128i t28 = (__m128i)((vcc_m4)t23 & (vcc_m4)t27);
            __m128 t29 = _mm_blendv_ps(t26, x_v_2, _mm_castsi128_ps(t28));
            _mm_storeu_ps(y + t21, t29);
            long t30 = i_vec + 12L;
            __m128 x_v_3 = _mm_loadu_ps(x + t30);
            __m128i t31 = _mm_castps_si128(_mm_cmplt_ps(x_v_3, _mm_set1_ps(-10.0f)));
            __m128i t32 = (__m128i)~(vcc_m4)t31;
            __m128i t33 = _mm_castps_si128(_mm_cmpgt_ps(x_v_3, _mm_set1_ps(10.0f)));
            __m128i t34 = (__m128i)((vcc_m4)t32 & (vcc_m4)t33);
            __m128 t35 = _mm_blendv_ps(_mm_set1_ps(-10.0f), _mm_set1_ps(10.0f), _mm_castsi128_ps(t34));
            __m128i t36 = (__m128i)~(vcc_m4)t33;
            __m128i t37 = (__m128i)((vcc_m4)t32 & (vcc_m4)t36);
            __m128 t38 = _mm_blendv_ps(t35, x_v_3, _mm_castsi128_ps(t37));
            _mm_storeu_ps(y + t30, t38);
            i_vec += 16L;
        } while (i_vec < t3);
        t39 = (int)t3;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 4L) {
        long t41 = t40 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:56 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t42 = (long)t39 + i_vec_1;
            __m128 x_v_4 = _mm_loadu_ps(x + t42);
            __m128i t43 = _mm_castps_si128(_mm_cmplt_ps(x_v_4, _mm_set1_ps(-10.0f)));
            __m128i t44 = (__m128i)~(vcc_m4)t43;
            __m128i t45 = _mm_castps_si128(_mm_cmpgt_ps(x_v_4, _mm_set1_ps(10.0f)));
            __m128i t46 = (__m128i)((vcc_m4)t44 & (vcc_m4)t45);
            __m128 t47 = _mm_blendv_ps(_mm_set1_ps(-10.0f), _mm_set1_ps(10.0f), _mm_castsi128_ps(t46));
            __m128i t48 = (__m128i)~(vcc_m4)t45;
            __m128i t49 = (__m128i)((vcc_m4)t44 & (vcc_m4)t48);
            __m128 t50 = _mm_blendv_ps(t47, x_v_4, _mm_castsi128_ps(t49));
            _mm_storeu_ps(y + t42, t50);
            i_vec_1 += 4L;
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

__attribute__((target("sse4.2"))) void blend(float *restrict y, const float *restrict a, const float *restrict b, int n) {
    int t70;
    int i;
    (void)lerp;
    (void)smoothstep;
    (void)clampf;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:61 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            __m128 t3 = _mm_sub_ps(b_v, a_v);
            __m128 t4 = _mm_mul_ps(t3, _mm_set1_ps(0.25f));
            __m128 t5 = _mm_add_ps(a_v, t4);
            __m128 t6 = _mm_mul_ps(a_v, _mm_set1_ps(0.001f));
            __m128i t7 = _mm_castps_si128(_mm_cmplt_ps(t6, _mm_set1_ps(0.0f)));
            __m128i t8 = (__m128i)~(vcc_m4)t7;
            __m128i t9 = _mm_castps_si128(_mm_cmpgt_ps(t6, _mm_set1_ps(1.0f)));
            __m128i t10 = (__m128i)((vcc_m4)t8 & (vcc_m4)t9);
            __m128 t11 = _mm_blendv_ps(_mm_set1_ps(0.0f), _mm_set1_ps(1.0f), _mm_castsi128_ps(t10));
            __m128i t12 = (__m128i)~(vcc_m4)t9;
            __m128i t13 = (__m128i)((vcc_m4)t8 & (vcc_m4)t12);
            __m128 t_v = _mm_blendv_ps(t11, t6, _mm_castsi128_ps(t13));
            __m128 t14 = _mm_mul_ps(t_v, t_v);
            __m128 t15 = _mm_mul_ps(_mm_set1_ps(2.0f), t_v);
            __m128 t16 = _mm_sub_ps(_mm_set1_ps(3.0f), t15);
            __m128 t17 = _mm_mul_ps(t14, t16);
            __m128 t18 = _mm_add_ps(t5, t17);
            _mm_storeu_ps(y + i_vec, t18);
            long t19 = i_vec + 4L;
            __m128 b_v_1 = _mm_loadu_ps(b + t19);
            __m128 a_v_1 = _mm_loadu_ps(a + t19);
            __m128 t20 = _mm_sub_ps(b_v_1, a_v_1);
            __m128 t21 = _mm_mul_ps(t20, _mm_set1_ps(0.25f));
            __m128 t22 = _mm_add_ps(a_v_1, t21);
            __m128 t23 = _mm_mul_ps(a_v_1, _mm_set1_ps(0.001f));
            __m128i t24 = _mm_castps_si128(_mm_cmplt_ps(t23, _mm_set1_ps(0.0f)));
            __m128i t25 = (__m128i)~(vcc_m4)t24;
            __m128i t26 = _mm_castps_si128(_mm_cmpgt_ps(t23, _mm_set1_ps(1.0f)));
            __m128i t27 = (__m128i)((vcc_m4)t25 & (vcc_m4)t26);
            __m128 t28 = _mm_blendv_ps(_mm_set1_ps(0.0f), _mm_set1_ps(1.0f), _mm_castsi128_ps(t27));
            __m128i t29 = (__m128i)~(vcc_m4)t26;
            __m128i t30 = (__m128i)((vcc_m4)t25 & (vcc_m4)t29);
            __m128 t_v_1 = _mm_blendv_ps(t28, t23, _mm_castsi128_ps(t30));
            __m128 t31 = _mm_mul_ps(t_v_1, t_v_1);
            __m128 t32 = _mm_mul_ps(_mm_set1_ps(2.0f), t_v_1);
            __m128 t33 = _mm_sub_ps(_mm_set1_ps(3.0f), t32);
            __m128 t34 = _mm_mul_ps(t31, t33);
            __m128 t35 = _mm_add_ps(t22, t34);
            _mm_storeu_ps(y + t19, t35);
            long t36 = i_vec + 8L;
            __m128 b_v_2 = _mm_loadu_ps(b + t36);
            __m128 a_v_2 = _mm_loadu_ps(a + t36);
            __m128 t37 = _mm_sub_ps(b_v_2, a_v_2);
            __m128 t38 = _mm_mul_ps(t37, _mm_set1_ps(0.25f));
            __m128 t39 = _mm_add_ps(a_v_2, t38);
            __m128 t40 = _mm_mul_ps(a_v_2, _mm_set1_ps(0.001f));
            __m128i t41 = _mm_castps_si128(_mm_cmplt_ps(t40, _mm_set1_ps(0.0f)));
            __m128i t42 = (__m128i)~(vcc_m4)t41;
            __m128i t43 = _mm_castps_si128(_mm_cmpgt_ps(t40, _mm_set1_ps(1.0f)));
            __m128i t44 = (__m128i)((vcc_m4)t42 & (vcc_m4)t43);
            __m128 t45 = _mm_blendv_ps(_mm_set1_ps(0.0f), _mm_set1_ps(1.0f), _mm_castsi128_ps(t44));
            __m128i t46 = (__m128i)~(vcc_m4)t43;
            __m128i t47 = (__m128i)((vcc_m4)t42 & (vcc_m4)t46);
            __m128 t_v_2 = _mm_blendv_ps(t45, t40, _mm_castsi128_ps(t47));
            __m128 t48 = _mm_mul_ps(t_v_2, t_v_2);
            __m128 t49 = _mm_mul_ps(_mm_set1_ps(2.0f), t_v_2);
            __m128 t50 = _mm_sub_ps(_mm_set1_ps(3.0f), t49);
            __m128 t51 = _mm_mul_ps(t48, t50);
            __m128 t52 = _mm_add_ps(t39, t51);
            _mm_storeu_ps(y + t36, t52);
            long t53 = i_vec + 12L;
            __m128 b_v_3 = _mm_loadu_ps(b + t53);
            __m128 a_v_3 = _mm_loadu_ps(a + t53);
            __m128 t54 = _mm_sub_ps(b_v_3, a_v_3);
            __m128 t55 = _mm_mul_ps(t54, _mm_set1_ps(0.25f));
            __m128 t56 = _mm_add_ps(a_v_3, t55);
            __m128 t57 = _mm_mul_ps(a_v_3, _mm_set1_ps(0.001f));
            __m128i t58 = _mm_castps_si128(_mm_cmplt_ps(t57, _mm_set1_ps(0.0f)));
            __m128i t59 = (__m128i)~(vcc_m4)t58;
            __m128i t60 = _mm_castps_si128(_mm_cmpgt_ps(t57, _mm_set1_ps(1.0f)));
            __m128i t61 = (__m128i)((vcc_m4)t59 & (vcc_m4)t60);
            __m128 t62 = _mm_blendv_ps(_mm_set1_ps(0.0f), _mm_set1_ps(1.0f), _mm_castsi128_ps(t61));
            __m128i t63 = (__m128i)~(vcc_m4)t60;
            __m128i t64 = (__m128i)((vcc_m4)t59 & (vcc_m4)t63);
            __m128 t_v_3 = _mm_blendv_ps(t62, t57, _mm_castsi128_ps(t64));
            __m128 t65 = _mm_mul_ps(t_v_3, t_v_3);
            __m128 t66 = _mm_mul_ps(_mm_set1_ps(2.0f), t_v_3);
            __m128 t67 = _mm_sub_ps(_mm_set1_ps(3.0f), t66);
            __m128 t68 = _mm_mul_ps(t65, t67);
            __m128 t69 = _mm_add_ps(t56, t68);
            _mm_storeu_ps(y + t53, t69);
            i_vec += 16L;
        } while (i_vec < t2);
        t70 = (int)t2;
    } else {
        t70 = 0;
    }
    long t71 = (long)n + (long)t70 * -1L;
    if (t71 >= 4L) {
        long t72 = t71 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:61 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t73 = (long)t70 + i_vec_1;
            __m128 b_v_4 = _mm_loadu_ps(b + t73);
            __m128 a_v_4 = _mm_loadu_ps(a + t73);
            __m128 t74 = _mm_sub_ps(b_v_4, a_v_4);
            __m128 t75 = _mm_mul_ps(t74, _mm_set1_ps(0.25f));
            __m128 t76 = _mm_add_ps(a_v_4, t75);
            __m128 t77 = _mm_mul_ps(a_v_4, _mm_set1_ps(0.001f));
            __m128i t78 = _mm_castps_si128(_mm_cmplt_ps(t77, _mm_set1_ps(0.0f)));
            __m128i t79 = (__m128i)~(vcc_m4)t78;
            __m128i t80 = _mm_castps_si128(_mm_cmpgt_ps(t77, _mm_set1_ps(1.0f)));
            __m128i t81 = (__m128i)((vcc_m4)t79 & (vcc_m4)t80);
            __m128 t82 = _mm_blendv_ps(_mm_set1_ps(0.0f), _mm_set1_ps(1.0f), _mm_castsi128_ps(t81));
            __m128i t83 = (__m128i)~(vcc_m4)t80;
            __m128i t84 = (__m128i)((vcc_m4)t79 & (vcc_m4)t83);
            __m128 t_v_4 = _mm_blendv_ps(t82, t77, _mm_castsi128_ps(t84));
            __m128 t85 = _mm_mul_ps(t_v_4, t_v_4);
            __m128 t86 = _mm_mul_ps(_mm_set1_ps(2.0f), t_v_4);
            __m128 t87 = _mm_sub_ps(_mm_set1_ps(3.0f), t86);
            __m128 t88 = _mm_mul_ps(t85, t87);
            __m128 t89 = _mm_add_ps(t76, t88);
            _mm_storeu_ps(y + t73, t89);
            i_vec_1 += 4L;
        } while (i_vec_1 < t72);
        i = (int)((long)t70 + t72);
    } else {
        i = t70;
    }
    for (; i < n; i++) {
        long t90 = (long)i;
        float *t91 = y + t90;
        float t92 = b[t90];
        float t93 = a[t90];
        float t94 = t93 + (t92 - t93) * 0.25f;
        float t = t93 * 0.001f;
        if (t < 0.0f) {
            t = 0.0f;
        } else if (t > 1.0f) {
            t = 1.0f;
        }
        float t95 = t * t * (3.0f - 2.0f * t);
        *t91 = t94 + t95;
    }
}

__attribute__((target("sse4.2"))) void gather_sum(int *restrict y, const int *restrict a, const int *restrict b, int n) {
    int t26;
    int i;
    (void)get;
    (void)put_sum;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:66 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_mullo_epi32(b_v, _mm_set1_epi32(3));
            __m128i t4 = _mm_sub_epi32(t3, _mm_set1_epi32(1));
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t5 = _mm_mullo_epi32(a_v, _mm_set1_epi32(3));
            __m128i t6 = _mm_sub_epi32(t5, _mm_set1_epi32(1));
            __m128i t7 = _mm_add_epi32(t6, t4);
            _mm_storeu_si128((__m128i *)(y + i_vec), t7);
            long t8 = i_vec + 4L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t9 = _mm_mullo_epi32(b_v_1, _mm_set1_epi32(3));
            __m128i t10 = _mm_sub_epi32(t9, _mm_set1_epi32(1));
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i t11 = _mm_mullo_epi32(a_v_1, _mm_set1_epi32(3));
            __m128i t12 = _mm_sub_epi32(t11, _mm_set1_epi32(1));
            __m128i t13 = _mm_add_epi32(t12, t10);
            _mm_storeu_si128((__m128i *)(y + t8), t13);
            long t14 = i_vec + 8L;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t14));
            __m128i t15 = _mm_mullo_epi32(b_v_2, _mm_set1_epi32(3));
            __m128i t16 = _mm_sub_epi32(t15, _mm_set1_epi32(1));
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128i t17 = _mm_mullo_epi32(a_v_2, _mm_set1_epi32(3));
            __m128i t18 = _mm_sub_epi32(t17, _mm_set1_epi32(1));
            __m128i t19 = _mm_add_epi32(t18, t16);
            _mm_storeu_si128((__m128i *)(y + t14), t19);
            long t20 = i_vec + 12L;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t20));
            __m128i t21 = _mm_mullo_epi32(b_v_3, _mm_set1_epi32(3));
            __m128i t22 = _mm_sub_epi32(t21, _mm_set1_epi32(1));
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t20));
            __m128i t23 = _mm_mullo_epi32(a_v_3, _mm_set1_epi32(3));
            __m128i t24 = _mm_sub_epi32(t23, _mm_set1_epi32(1));
            __m128i t25 = _mm_add_epi32(t24, t22);
            _mm_storeu_si128((__m128i *)(y + t20), t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:66 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t29));
            __m128i t30 = _mm_mullo_epi32(b_v_4, _mm_set1_epi32(3));
            __m128i t31 = _mm_sub_epi32(t30, _mm_set1_epi32(1));
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t29));
            __m128i t32 = _mm_mullo_epi32(a_v_4, _mm_set1_epi32(3));
            __m128i t33 = _mm_sub_epi32(t32, _mm_set1_epi32(1));
            __m128i t34 = _mm_add_epi32(t33, t31);
            _mm_storeu_si128((__m128i *)(y + t29), t34);
            i_vec_1 += 4L;
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

__attribute__((target("sse4.2"))) void to_u8(unsigned char *restrict y, const int *restrict x, int n) {
    int t30;
    int i;
    int t43;
    int t44;
    (void)saturate_u8;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:71 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t3 = _mm_srai_epi32(x_v, 4);
            __m128i t4 = _mm_cmpgt_epi32(_mm_set1_epi32(0), t3);
            __m128i t5 = _mm_cmpgt_epi32(t3, _mm_set1_epi32(255));
            vcc_v4_uchar t6 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t3, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t7 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t5, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255}), t6);
            vcc_v4_uchar t8 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t4, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}), t7);
            vcc_store(y + i_vec, t8);
            long t9 = i_vec + 4L;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t9));
            __m128i t10 = _mm_srai_epi32(x_v_1, 4);
            __m128i t11 = _mm_cmpgt_epi32(_mm_set1_epi32(0), t10);
            __m128i t12 = _mm_cmpgt_epi32(t10, _mm_set1_epi32(255));
            vcc_v4_uchar t13 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t10, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t14 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t12, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255}), t13);
            vcc_v4_uchar t15 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t11, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}), t14);
            vcc_store(y + t9, t15);
            long t16 = i_vec + 8L;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t16));
            __m128i t17 = _mm_srai_epi32(x_v_2, 4);
            __m128i t18 = _mm_cmpgt_epi32(_mm_set1_epi32(0), t17);
            __m128i t19 = _mm_cmpgt_epi32(t17, _mm_set1_epi32(255));
            vcc_v4_uchar t20 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t17, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t21 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t19, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255}), t20);
            vcc_v4_uchar t22 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t18, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}), t21);
            vcc_store(y + t16, t22);
            long t23 = i_vec + 12L;
            __m128i x_v_3 = _mm_loadu_si128((const __m128i *)(x + t23));
            __m128i t24 = _mm_srai_epi32(x_v_3, 4);
            __m128i t25 = _mm_cmpgt_epi32(_mm_set1_epi32(0), t24);
            __m128i t26 = _mm_cmpgt_epi32(t24, _mm_set1_epi32(255));
            vcc_v4_uchar t27 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t24, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t28 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t26, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255}), t27);
            vcc_v4_uchar t29 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t25, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}), t28);
            vcc_store(y + t23, t29);
            i_vec += 16L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:71 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            __m128i x_v_4 = _mm_loadu_si128((const __m128i *)(x + t33));
            __m128i t34 = _mm_srai_epi32(x_v_4, 4);
            __m128i t35 = _mm_cmpgt_epi32(_mm_set1_epi32(0), t34);
            __m128i t36 = _mm_cmpgt_epi32(t34, _mm_set1_epi32(255));
            vcc_v4_uchar t37 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t34, vcc_v4_short), vcc_v4_uchar);
            vcc_v4_uchar t38 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t36, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)255, (unsigned char)255, (unsigned char)255, (unsigned char)255}), t37);
            vcc_v4_uchar t39 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t35, vcc_v4_schar), ((vcc_v4_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}), t38);
            vcc_store(y + t33, t39);
            i_vec_1 += 4L;
        } while (i_vec_1 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        unsigned char *t41 = y + t40;
        int t42 = x[t40] >> 4;
        if (t42 < 0) {
            t44 = 0;
        } else {
            if (t42 > 255) {
                t43 = 255;
            } else {
                t43 = (int)(unsigned char)t42;
            }
            t44 = t43;
        }
        unsigned char t45 = (unsigned char)t44;
        *t41 = t45;
    }
}

/* A reduction over a helper's result. */
__attribute__((target("sse4.2"))) int sum_get(const int *a, int n) {
    int s;
    int t14;
    int t15;
    int i;
    (void)get;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at helpers.c:78 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_mullo_epi32(a_v, _mm_set1_epi32(3));
            __m128i t4 = _mm_sub_epi32(t3, _mm_set1_epi32(1));
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t4);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t5 = _mm_mullo_epi32(a_v_1, _mm_set1_epi32(3));
            __m128i t6 = _mm_sub_epi32(t5, _mm_set1_epi32(1));
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t6);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t7 = _mm_mullo_epi32(a_v_2, _mm_set1_epi32(3));
            __m128i t8 = _mm_sub_epi32(t7, _mm_set1_epi32(1));
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t8);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t9 = _mm_mullo_epi32(a_v_3, _mm_set1_epi32(3));
            __m128i t10 = _mm_sub_epi32(t9, _mm_set1_epi32(1));
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t11 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t12 = _mm_add_epi32(t11, (__m128i)s_v_2);
        __m128i t13 = _mm_add_epi32(t12, (__m128i)s_v_3);
        t14 = (int)t2;
        t15 = (int)vcc_sse_reduce_epi32(t13, _mm_add_epi32, unsigned int);
    } else {
        t14 = 0;
        t15 = 0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at helpers.c:78 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t14 + i_vec_1)));
            __m128i t18 = _mm_mullo_epi32(a_v_4, _mm_set1_epi32(3));
            __m128i t19 = _mm_sub_epi32(t18, _mm_set1_epi32(1));
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        s = (int)((unsigned int)t15 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++) {
        int t20 = a[i] * 3 - 1;
        s += t20;
    }
    return s;
}

/* A helper called on one path of the loop body. */
__attribute__((target("sse4.2"))) void maybe_lerp(float *restrict y, const float *restrict a, int n) {
    int t27;
    int i;
    (void)lerp;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:85 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            __m128i t4 = _mm_castps_si128(_mm_cmpgt_ps(a_v, _mm_set1_ps(0.0f)));
            __m128 t5 = _mm_sub_ps(_mm_set1_ps(1.0f), a_v);
            __m128 t6 = _mm_mul_ps(t5, _mm_set1_ps(0.5f));
            __m128 t7 = _mm_add_ps(a_v, t6);
            __m128 t8 = _mm_blendv_ps(a_v, t7, _mm_castsi128_ps(t4));
            _mm_storeu_ps(y + i_vec, t8);
            long t9 = i_vec + 4L;
            __m128 a_v_1 = _mm_loadu_ps(a + t9);
            __m128i t10 = _mm_castps_si128(_mm_cmpgt_ps(a_v_1, _mm_set1_ps(0.0f)));
            __m128 t11 = _mm_sub_ps(_mm_set1_ps(1.0f), a_v_1);
            __m128 t12 = _mm_mul_ps(t11, _mm_set1_ps(0.5f));
            __m128 t13 = _mm_add_ps(a_v_1, t12);
            __m128 t14 = _mm_blendv_ps(a_v_1, t13, _mm_castsi128_ps(t10));
            _mm_storeu_ps(y + t9, t14);
            long t15 = i_vec + 8L;
            __m128 a_v_2 = _mm_loadu_ps(a + t15);
            __m128i t16 = _mm_castps_si128(_mm_cmpgt_ps(a_v_2, _mm_set1_ps(0.0f)));
            __m128 t17 = _mm_sub_ps(_mm_set1_ps(1.0f), a_v_2);
            __m128 t18 = _mm_mul_ps(t17, _mm_set1_ps(0.5f));
            __m128 t19 = _mm_add_ps(a_v_2, t18);
            __m128 t20 = _mm_blendv_ps(a_v_2, t19, _mm_castsi128_ps(t16));
            _mm_storeu_ps(y + t15, t20);
            long t21 = i_vec + 12L;
            __m128 a_v_3 = _mm_loadu_ps(a + t21);
            __m128i t22 = _mm_castps_si128(_mm_cmpgt_ps(a_v_3, _mm_set1_ps(0.0f)));
            __m128 t23 = _mm_sub_ps(_mm_set1_ps(1.0f), a_v_3);
            __m128 t24 = _mm_mul_ps(t23, _mm_set1_ps(0.5f));
            __m128 t25 = _mm_add_ps(a_v_3, t24);
            __m128 t26 = _mm_blendv_ps(a_v_3, t25, _mm_castsi128_ps(t22));
            _mm_storeu_ps(y + t21, t26);
            i_vec += 16L;
        } while (i_vec < t3);
        t27 = (int)t3;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 4L) {
        long t29 = t28 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:85 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t30 = (long)t27 + i_vec_1;
            __m128 a_v_4 = _mm_loadu_ps(a + t30);
            __m128i t31 = _mm_castps_si128(_mm_cmpgt_ps(a_v_4, _mm_set1_ps(0.0f)));
            __m128 t32 = _mm_sub_ps(_mm_set1_ps(1.0f), a_v_4);
            __m128 t33 = _mm_mul_ps(t32, _mm_set1_ps(0.5f));
            __m128 t34 = _mm_add_ps(a_v_4, t33);
            __m128 t35 = _mm_blendv_ps(a_v_4, t34, _mm_castsi128_ps(t31));
            _mm_storeu_ps(y + t30, t35);
            i_vec_1 += 4L;
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
__attribute__((target("sse4.2"))) void walk(int *restrict y, const int *restrict a, int n) {
    int t14;
    int *t15;
    const int *t16;
    int n_1;
    int *y_1;
    const int *a_1;
    (void)get;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long n_vec = 0L;
        /* vcc: loop at helpers.c:91 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + n_vec + 0));
            __m128i t3 = _mm_mullo_epi32(a_v, _mm_set1_epi32(3));
            __m128i t4 = _mm_sub_epi32(t3, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(y + n_vec), t4);
            long t5 = n_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5 + 0));
            __m128i t6 = _mm_mullo_epi32(a_v_1, _mm_set1_epi32(3));
            __m128i t7 = _mm_sub_epi32(t6, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(y + t5), t7);
            long t8 = n_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t8 + 0));
            __m128i t9 = _mm_mullo_epi32(a_v_2, _mm_set1_epi32(3));
            __m128i t10 = _mm_sub_epi32(t9, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(y + t8), t10);
            long t11 = n_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t11 + 0));
            __m128i t12 = _mm_mullo_epi32(a_v_3, _mm_set1_epi32(3));
            __m128i t13 = _mm_sub_epi32(t12, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(y + t11), t13);
            n_vec += 16L;
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
    if ((t17 >= 4L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18) | ((t20 <= 0L) | (t20 >= 16L)))) {
        long t21 = t17 & -4L;
        long n_vec_1 = 0L;
        /* vcc: loop at helpers.c:91 vector epilogue: VF 4, UF 1, run-time check: a value merged from several paths at 91:12 and a value merged from several paths at 91:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(t16 + n_vec_1 + 0));
            __m128i t22 = _mm_mullo_epi32(a_v_4, _mm_set1_epi32(3));
            __m128i t23 = _mm_sub_epi32(t22, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(t15 + n_vec_1), t23);
            n_vec_1 += 4L;
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

__attribute__((target("sse4.2"))) int main(void) {
    int n;
    int t1;
    int t12;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        float *xf = (float *)new_array(n, 4UL);
        float *yf = (float *)new_array(n, 4UL);
        float *bf = (float *)new_array(n, 4UL);
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        int *y = (int *)new_array(n, 4UL);
        unsigned char *u = (unsigned char *)new_array(n, 1UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            xf[fill_idx] = (float)(-3000 + (int)(next_rand() % 6000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            bf[fill_idx_1] = (float)(-3000 + (int)(next_rand() % 6000U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            a[fill_idx_2] = -5000 + (int)(next_rand() % 10000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            b[fill_idx_3] = -5000 + (int)(next_rand() % 10000U);
        }
        long t2 = (long)n;
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            long i_vec = 0L;
            /* vcc: loop at helpers.c:123 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                float *t4 = xf + i_vec;
                __m128 xf_v = _mm_loadu_ps(t4);
                __m128 t5 = _mm_mul_ps(xf_v, _mm_set1_ps(0.01f));
                _mm_storeu_ps(t4, t5);
                float *t6 = xf + (i_vec + 4L);
                __m128 xf_v_1 = _mm_loadu_ps(t6);
                __m128 t7 = _mm_mul_ps(xf_v_1, _mm_set1_ps(0.01f));
                _mm_storeu_ps(t6, t7);
                float *t8 = xf + (i_vec + 8L);
                __m128 xf_v_2 = _mm_loadu_ps(t8);
                __m128 t9 = _mm_mul_ps(xf_v_2, _mm_set1_ps(0.01f));
                _mm_storeu_ps(t8, t9);
                float *t10 = xf + (i_vec + 12L);
                __m128 xf_v_3 = _mm_loadu_ps(t10);
                __m128 t11 = _mm_mul_ps(xf_v_3, _mm_set1_ps(0.01f));
                _mm_storeu_ps(t10, t11);
                i_vec += 16L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 4L) {
            long t14 = t13 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at helpers.c:123 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                float *t15 = xf + ((long)t12 + i_vec_1);
                __m128 xf_v_4 = _mm_loadu_ps(t15);
                __m128 t16 = _mm_mul_ps(xf_v_4, _mm_set1_ps(0.01f));
                _mm_storeu_ps(t15, t16);
                i_vec_1 += 4L;
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
        unsigned long t22 = hash_bytes(t21, t20);
        blend(yf, t18, bf, n);
        unsigned long t23 = hash_bytes(t21, t20);
        const int *t24 = b;
        const int *t25 = a;
        gather_sum(y, t25, t24, n);
        const void *t26 = (const void *)y;
        unsigned long t27 = hash_bytes(t26, t20);
        to_u8(u, t25, n);
        int s = sum_get(t25, n);
        maybe_lerp(yf, t18, n);
        unsigned long t28 = hash_bytes(t21, t20);
        walk(y, t24, n);
        unsigned long t29 = hash_bytes(t26, t20);
        not_inlined(y, t25, n);
        unsigned long t30 = hash_bytes(t26, t20);
        calls_later(y, t24, n);
        unsigned long t31 = hash_bytes(t26, t20);
        printf("n=%d %llx %llx %llx %llx %d %llx %llx %llx %llx\n", n, (unsigned long long)t22, (unsigned long long)t23, (unsigned long long)t27, (unsigned long long)hash_bytes((const void *)u, t19 * 1UL), s, (unsigned long long)t28, (unsigned long long)t29, (unsigned long long)t30, (unsigned long long)t31);
        free((void *)xf);
        free((void *)yf);
        free((void *)bf);
        free((void *)a);
        free((void *)b);
        free((void *)y);
        free((void *)u);
    }
}
