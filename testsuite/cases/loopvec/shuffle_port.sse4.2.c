/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=2 avx512vbmi-zmm=3 sse4.2=2 sse2=2 neon=3 */
/* vcc-test: also-tune avx512 zen4 3 */
/* vcc-test: also-tune sse4.2 zen4 3 */
/* Interleave groups bound by the core's shuffle ports (`SHUFFLE_PORTS`, `loopvec/cost.rs`
 * `shuffle_floor`): on Intel's cores, whose cross-lane shuffles and lane extracts issue on one
 * port, and on the generic tune, which takes Intel's row, a vector iteration costs at least a
 * cycle per shuffle, however little the rest of it costs; Zen's two shuffle pipes take half.
 * x86 targets only: NEON's structure loads and the generic vectors have no row. */
#include "harness.h"

/* One member of four loaded from two arrays and stored with gaps: 18 shuffles per 8 elements
 * at VF 8 (three per group load, three per masked store of two lanes; 0.66x of the scalar
 * loop on a Golden Cove), six shuffles and three lane extracts per 4 at VF 4 (0.94x).
 * Scalar on sse4.2 and avx512 under the generic tune, vectorized under --tune=zen4 and on
 * avx512vbmi-zmm (16 lanes: 1.03x on the Golden Cove; the target `native` picks on Zen 5, where
 * it ran 1.16x). avx2 keeps it scalar on its masked stores' price, as before. */
void step4_add(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    for (int i = 0; i < n; i += 4)
        a[i] = b[i] + c[i];
}

/* One member of two stored lane by lane (avx2, where masked stores are not free): at VF 8 each
 * lane past the first an extract, the upper half's behind a `vextractf128`, and each load a
 * shuffle and a cross-lane permute; avx2 plans VF 4 (0.80x -> 1.02x of the scalar loop on a
 * Golden Cove). */
__attribute__((target("sse4.2"))) void step2_mul(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    int t39;
    int i;
    long t1 = ((long)n + 1L) / 2L - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at shuffle_port.c:27 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec * 2L;
            float *t4 = a + t3;
            const float *t5 = b + t3;
            __m128 t6 = _mm_loadu_ps(t5);
            __m128 t7 = _mm_loadu_ps(t5 + 4);
            __m128 b_v = _mm_shuffle_ps(t6, t7, 0x88);
            const float *t8 = c + t3;
            __m128 t9 = _mm_loadu_ps(t8);
            __m128 t10 = _mm_loadu_ps(t8 + 4);
            __m128 c_v = _mm_shuffle_ps(t9, t10, 0x88);
            __m128 t11 = _mm_mul_ps(b_v, c_v);
            *t4 = ((vcc_v4_float)t11)[0];
            t4[2] = ((vcc_v4_float)t11)[1];
            t4[4] = ((vcc_v4_float)t11)[2];
            t4[6] = ((vcc_v4_float)t11)[3];
            long t12 = (i_vec + 4L) * 2L;
            float *t13 = a + t12;
            const float *t14 = b + t12;
            __m128 t15 = _mm_loadu_ps(t14);
            __m128 t16 = _mm_loadu_ps(t14 + 4);
            __m128 b_v_1 = _mm_shuffle_ps(t15, t16, 0x88);
            const float *t17 = c + t12;
            __m128 t18 = _mm_loadu_ps(t17);
            __m128 t19 = _mm_loadu_ps(t17 + 4);
            __m128 c_v_1 = _mm_shuffle_ps(t18, t19, 0x88);
            __m128 t20 = _mm_mul_ps(b_v_1, c_v_1);
            *t13 = ((vcc_v4_float)t20)[0];
            t13[2] = ((vcc_v4_float)t20)[1];
            t13[4] = ((vcc_v4_float)t20)[2];
            t13[6] = ((vcc_v4_float)t20)[3];
            long t21 = (i_vec + 8L) * 2L;
            float *t22 = a + t21;
            const float *t23 = b + t21;
            __m128 t24 = _mm_loadu_ps(t23);
            __m128 t25 = _mm_loadu_ps(t23 + 4);
            __m128 b_v_2 = _mm_shuffle_ps(t24, t25, 0x88);
            const float *t26 = c + t21;
            __m128 t27 = _mm_loadu_ps(t26);
            __m128 t28 = _mm_loadu_ps(t26 + 4);
            __m128 c_v_2 = _mm_shuffle_ps(t27, t28, 0x88);
            __m128 t29 = _mm_mul_ps(b_v_2, c_v_2);
            *t22 = ((vcc_v4_float)t29)[0];
            t22[2] = ((vcc_v4_float)t29)[1];
            t22[4] = ((vcc_v4_float)t29)[2];
            t22[6] = ((vcc_v4_float)t29)[3];
            long t30 = (i_vec + 12L) * 2L;
            float *t31 = a + t30;
            const float *t32 = b + t30;
            __m128 t33 = _mm_loadu_ps(t32);
            __m128 t34 = _mm_loadu_ps(t32 + 4);
            __m128 b_v_3 = _mm_shuffle_ps(t33, t34, 0x88);
            const float *t35 = c + t30;
            __m128 t36 = _mm_loadu_ps(t35);
            __m128 t37 = _mm_loadu_ps(t35 + 4);
            __m128 c_v_3 = _mm_shuffle_ps(t36, t37, 0x88);
            __m128 t38 = _mm_mul_ps(b_v_3, c_v_3);
            *t31 = ((vcc_v4_float)t38)[0];
            t31[2] = ((vcc_v4_float)t38)[1];
            t31[4] = ((vcc_v4_float)t38)[2];
            t31[6] = ((vcc_v4_float)t38)[3];
            i_vec += 16L;
        } while (i_vec < t2);
        t39 = (int)(t2 * 2L);
    } else {
        t39 = 0;
    }
    long t40 = ((long)n + (long)t39 * -1L + 1L) / 2L - 1L;
    if (t40 >= 4L) {
        long t41 = t40 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at shuffle_port.c:27 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t42 = (long)t39 + i_vec_1 * 2L;
            float *t43 = a + t42;
            const float *t44 = b + t42;
            __m128 t45 = _mm_loadu_ps(t44);
            __m128 t46 = _mm_loadu_ps(t44 + 4);
            __m128 b_v_4 = _mm_shuffle_ps(t45, t46, 0x88);
            const float *t47 = c + t42;
            __m128 t48 = _mm_loadu_ps(t47);
            __m128 t49 = _mm_loadu_ps(t47 + 4);
            __m128 c_v_4 = _mm_shuffle_ps(t48, t49, 0x88);
            __m128 t50 = _mm_mul_ps(b_v_4, c_v_4);
            *t43 = ((vcc_v4_float)t50)[0];
            t43[2] = ((vcc_v4_float)t50)[1];
            t43[4] = ((vcc_v4_float)t50)[2];
            t43[6] = ((vcc_v4_float)t50)[3];
            i_vec_1 += 4L;
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41 * 2L);
    } else {
        i = t39;
    }
    for (; i < n; i += 2) {
        long t51 = (long)i;
        a[t51] = b[t51] * c[t51];
    }
}

/* A complex product: its shuffles are within the floor on every target. */
__attribute__((target("sse4.2"))) void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t49;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at shuffle_port.c:33 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            __m128 t6 = _mm_loadu_ps(t5);
            __m128 t7 = _mm_loadu_ps(t5 + 4);
            __m128 a_v = _mm_shuffle_ps(t6, t7, 0x88);
            __m128 a_v_1 = _mm_shuffle_ps(t6, t7, 0xdd);
            const float *t8 = b + t4;
            __m128 t9 = _mm_loadu_ps(t8);
            __m128 t10 = _mm_loadu_ps(t8 + 4);
            __m128 b_v = _mm_shuffle_ps(t9, t10, 0x88);
            __m128 b_v_1 = _mm_shuffle_ps(t9, t10, 0xdd);
            __m128 t11 = _mm_mul_ps(a_v, b_v);
            long t12 = (long)(t3 + 1);
            const float *t13 = b + t12;
            __m128 t14 = _mm_mul_ps(a_v_1, b_v_1);
            __m128 t15 = _mm_sub_ps(t11, t14);
            float *t16 = c + t12;
            __m128 t17 = _mm_loadu_ps(t5);
            __m128 t18 = _mm_loadu_ps(t5 + 4);
            __m128 a_v_2 = _mm_shuffle_ps(t17, t18, 0x88);
            __m128 a_v_3 = _mm_shuffle_ps(t17, t18, 0xdd);
            __m128 t19 = _mm_loadu_ps(t13 + -1);
            __m128 t20 = _mm_loadu_ps(t13 + 3);
            __m128 b_v_2 = _mm_shuffle_ps(t19, t20, 0xdd);
            __m128 b_v_3 = _mm_shuffle_ps(t19, t20, 0x88);
            __m128 t21 = _mm_mul_ps(a_v_2, b_v_2);
            __m128 t22 = _mm_mul_ps(a_v_3, b_v_3);
            __m128 t23 = _mm_add_ps(t21, t22);
            __m128 t24 = _mm_unpacklo_ps(t15, t23);
            _mm_storeu_ps(t16 + -1, t24);
            __m128 t25 = _mm_unpackhi_ps(t15, t23);
            _mm_storeu_ps(t16 + 3, t25);
            int t26 = 2 * (int)(i_vec + 4L);
            long t27 = (long)t26;
            const float *t28 = a + t27;
            __m128 t29 = _mm_loadu_ps(t28);
            __m128 t30 = _mm_loadu_ps(t28 + 4);
            __m128 a_v_4 = _mm_shuffle_ps(t29, t30, 0x88);
            __m128 a_v_5 = _mm_shuffle_ps(t29, t30, 0xdd);
            const float *t31 = b + t27;
            __m128 t32 = _mm_loadu_ps(t31);
            __m128 t33 = _mm_loadu_ps(t31 + 4);
            __m128 b_v_4 = _mm_shuffle_ps(t32, t33, 0x88);
            __m128 b_v_5 = _mm_shuffle_ps(t32, t33, 0xdd);
            __m128 t34 = _mm_mul_ps(a_v_4, b_v_4);
            long t35 = (long)(t26 + 1);
            const float *t36 = b + t35;
            __m128 t37 = _mm_mul_ps(a_v_5, b_v_5);
            __m128 t38 = _mm_sub_ps(t34, t37);
            float *t39 = c + t35;
            __m128 t40 = _mm_loadu_ps(t28);
            __m128 t41 = _mm_loadu_ps(t28 + 4);
            __m128 a_v_6 = _mm_shuffle_ps(t40, t41, 0x88);
            __m128 a_v_7 = _mm_shuffle_ps(t40, t41, 0xdd);
            __m128 t42 = _mm_loadu_ps(t36 + -1);
            __m128 t43 = _mm_loadu_ps(t36 + 3);
            __m128 b_v_6 = _mm_shuffle_ps(t42, t43, 0xdd);
            __m128 b_v_7 = _mm_shuffle_ps(t42, t43, 0x88);
            __m128 t44 = _mm_mul_ps(a_v_6, b_v_6);
            __m128 t45 = _mm_mul_ps(a_v_7, b_v_7);
            __m128 t46 = _mm_add_ps(t44, t45);
            __m128 t47 = _mm_unpacklo_ps(t38, t46);
            _mm_storeu_ps(t39 + -1, t47);
            __m128 t48 = _mm_unpackhi_ps(t38, t46);
            _mm_storeu_ps(t39 + 3, t48);
            i_vec += 8L;
        } while (i_vec < t2);
        t49 = (int)t2;
    } else {
        t49 = 0;
    }
    long t50 = (long)n + (long)t49 * -1L;
    if (t50 >= 4L) {
        long t51 = t50 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at shuffle_port.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t52 = 2 * (int)((long)t49 + i_vec_1);
            long t53 = (long)t52;
            const float *t54 = a + t53;
            __m128 t55 = _mm_loadu_ps(t54);
            __m128 t56 = _mm_loadu_ps(t54 + 4);
            __m128 a_v_8 = _mm_shuffle_ps(t55, t56, 0x88);
            __m128 a_v_9 = _mm_shuffle_ps(t55, t56, 0xdd);
            const float *t57 = b + t53;
            __m128 t58 = _mm_loadu_ps(t57);
            __m128 t59 = _mm_loadu_ps(t57 + 4);
            __m128 b_v_8 = _mm_shuffle_ps(t58, t59, 0x88);
            __m128 b_v_9 = _mm_shuffle_ps(t58, t59, 0xdd);
            __m128 t60 = _mm_mul_ps(a_v_8, b_v_8);
            long t61 = (long)(t52 + 1);
            const float *t62 = b + t61;
            __m128 t63 = _mm_mul_ps(a_v_9, b_v_9);
            __m128 t64 = _mm_sub_ps(t60, t63);
            float *t65 = c + t61;
            __m128 t66 = _mm_loadu_ps(t54);
            __m128 t67 = _mm_loadu_ps(t54 + 4);
            __m128 a_v_10 = _mm_shuffle_ps(t66, t67, 0x88);
            __m128 a_v_11 = _mm_shuffle_ps(t66, t67, 0xdd);
            __m128 t68 = _mm_loadu_ps(t62 + -1);
            __m128 t69 = _mm_loadu_ps(t62 + 3);
            __m128 b_v_10 = _mm_shuffle_ps(t68, t69, 0xdd);
            __m128 b_v_11 = _mm_shuffle_ps(t68, t69, 0x88);
            __m128 t70 = _mm_mul_ps(a_v_10, b_v_10);
            __m128 t71 = _mm_mul_ps(a_v_11, b_v_11);
            __m128 t72 = _mm_add_ps(t70, t71);
            __m128 t73 = _mm_unpacklo_ps(t64, t72);
            _mm_storeu_ps(t65 + -1, t73);
            __m128 t74 = _mm_unpackhi_ps(t64, t72);
            _mm_storeu_ps(t65 + 3, t74);
            i_vec_1 += 4L;
        } while (i_vec_1 < t51);
        i = (int)((long)t49 + t51);
    } else {
        i = t49;
    }
    for (; i < n; i++) {
        int t75 = 2 * i;
        long t76 = (long)t75;
        const float *t77 = b + t76;
        vcc_v2_float t78 = vcc_splat(vcc_v2_float, a[t76]);
        vcc_v2_float t79 = vcc_load(vcc_v2_float, t77);
        vcc_v2_float t80 = t78 * t79;
        vcc_v2_float t81 = vcc_splat(vcc_v2_float, a[t75 + 1]);
        vcc_v2_float t82 = vcc_load(vcc_v2_float, t77);
        vcc_v2_float t83 = __builtin_shufflevector(t82, t82, 1, 0);
        vcc_v2_float t84 = t81 * t83;
        vcc_v2_float t85 = __builtin_shufflevector(t80 - t84, t80 + t84, 0, 3);
        vcc_store(c + t76, t85);
    }
}

__attribute__((target("sse4.2"))) int main(void) {
    int n;
    int k;
    int t1;
    int t48;
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
        int m = 2 * n;
        void *t2 = new_array(m, 4UL);
        float *a = (float *)t2;
        void *t3 = new_array(m, 4UL);
        float *b = (float *)t3;
        void *t4 = new_array(m, 4UL);
        float *c = (float *)t4;
        long t5 = (long)n * 2L;
        unsigned long t6 = (unsigned long)t2;
        unsigned long t7 = (unsigned long)t3;
        long t8 = (long)((unsigned long)t3 - (unsigned long)t2);
        unsigned long t9 = (unsigned long)t2;
        unsigned long t10 = (unsigned long)t4;
        long t11 = (long)((unsigned long)t4 - (unsigned long)t2);
        unsigned long t12 = (unsigned long)t3;
        unsigned long t13 = (unsigned long)t4;
        long t14 = (long)((unsigned long)t4 - (unsigned long)t3);
        if ((t5 >= 16L) & (((t6 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t7) | ((t7 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t6) | ((t8 <= 0L) | (t8 >= 64L))) & (((t9 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t9) | ((t11 <= 0L) | (t11 >= 64L))) & (((t12 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L)))) {
            long t15 = t5 & -16L;
            __m128i t16 = _mm_set1_epi32(0);
            vcc_v4_uint k_v = (vcc_v4_uint)_mm_add_epi32(t16, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec = 0L;
            /* vcc: loop at shuffle_port.c:45 vectorized: VF 4, UF 4, run-time checks: the value of the call to `new_array` at 44:20 and the value of the call to `new_array` at 44:42, the value of the call to `new_array` at 44:20 and the value of the call to `new_array` at 44:64, the value of the call to `new_array` at 44:42 and the value of the call to `new_array` at 44:64 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t17 = _mm_cvtepi32_ps((__m128i)k_v);
                _mm_storeu_ps(a + k_vec, t17);
                __m128 t18 = _mm_mul_ps(_mm_set1_ps(0.5f), t17);
                __m128 t19 = _mm_sub_ps(t18, _mm_set1_ps(3.0f));
                _mm_storeu_ps(b + k_vec, t19);
                __m128i t20 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(1));
                __m128 t21 = _mm_cvtepi32_ps(t20);
                __m128 t22 = _mm_div_ps(_mm_set1_ps(1.0f), t21);
                _mm_storeu_ps(c + k_vec, t22);
                long t23 = k_vec + 4L;
                __m128i t24 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(4));
                __m128 t25 = _mm_cvtepi32_ps(t24);
                _mm_storeu_ps(a + t23, t25);
                __m128 t26 = _mm_mul_ps(_mm_set1_ps(0.5f), t25);
                __m128 t27 = _mm_sub_ps(t26, _mm_set1_ps(3.0f));
                _mm_storeu_ps(b + t23, t27);
                __m128i t28 = _mm_add_epi32(t24, _mm_set1_epi32(1));
                __m128 t29 = _mm_cvtepi32_ps(t28);
                __m128 t30 = _mm_div_ps(_mm_set1_ps(1.0f), t29);
                _mm_storeu_ps(c + t23, t30);
                long t31 = k_vec + 8L;
                __m128i t32 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(8));
                __m128 t33 = _mm_cvtepi32_ps(t32);
                _mm_storeu_ps(a + t31, t33);
                __m128 t34 = _mm_mul_ps(_mm_set1_ps(0.5f), t33);
                __m128 t35 = _mm_sub_ps(t34, _mm_set1_ps(3.0f));
                _mm_storeu_ps(b + t31, t35);
                __m128i t36 = _mm_add_epi32(t32, _mm_set1_epi32(1));
                __m128 t37 = _mm_cvtepi32_ps(t36);
                __m128 t38 = _mm_div_ps(_mm_set1_ps(1.0f), t37);
                _mm_storeu_ps(c + t31, t38);
                long t39 = k_vec + 12L;
                __m128i t40 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(12));
                __m128 t41 = _mm_cvtepi32_ps(t40);
                _mm_storeu_ps(a + t39, t41);
                __m128 t42 = _mm_mul_ps(_mm_set1_ps(0.5f), t41);
                __m128 t43 = _mm_sub_ps(t42, _mm_set1_ps(3.0f));
                _mm_storeu_ps(b + t39, t43);
                __m128i t44 = _mm_add_epi32(t40, _mm_set1_epi32(1));
                __m128 t45 = _mm_cvtepi32_ps(t44);
                __m128 t46 = _mm_div_ps(_mm_set1_ps(1.0f), t45);
                _mm_storeu_ps(c + t39, t46);
                k_vec += 16L;
                __m128i t47 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(16));
                if (k_vec >= t15) {
                    break;
                }
                k_v = (vcc_v4_uint)t47;
            }
            t48 = (int)t15;
        } else {
            t48 = 0;
        }
        long t49 = (long)n * 2L + (long)t48 * -1L;
        unsigned long t50 = (unsigned long)t2;
        unsigned long t51 = (unsigned long)t3;
        long t52 = (long)((unsigned long)t3 + (unsigned long)((long)t48 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t48 * 4L)));
        unsigned long t53 = (unsigned long)t2;
        unsigned long t54 = (unsigned long)t4;
        long t55 = (long)((unsigned long)t4 + (unsigned long)((long)t48 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t48 * 4L)));
        unsigned long t56 = (unsigned long)t3;
        unsigned long t57 = (unsigned long)t4;
        long t58 = (long)((unsigned long)t4 + (unsigned long)((long)t48 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t48 * 4L)));
        if ((t49 >= 4L) & (((t50 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t51 + (unsigned long)((long)t48 * 4L))) | ((t51 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t48 * 4L))) | ((t52 <= 0L) | (t52 >= 16L))) & (((t53 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t54 + (unsigned long)((long)t48 * 4L))) | ((t54 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t53 + (unsigned long)((long)t48 * 4L))) | ((t55 <= 0L) | (t55 >= 16L))) & (((t56 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t57 + (unsigned long)((long)t48 * 4L))) | ((t57 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t56 + (unsigned long)((long)t48 * 4L))) | ((t58 <= 0L) | (t58 >= 16L)))) {
            long t59 = t49 & -4L;
            __m128i t60 = _mm_set1_epi32((int)t48);
            vcc_v4_uint k_v_1 = (vcc_v4_uint)_mm_add_epi32(t60, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_1 = 0L;
            /* vcc: loop at shuffle_port.c:45 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `new_array` at 44:20 and the value of the call to `new_array` at 44:42, the value of the call to `new_array` at 44:20 and the value of the call to `new_array` at 44:64, the value of the call to `new_array` at 44:42 and the value of the call to `new_array` at 44:64 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t61 = (long)t48 + k_vec_1;
                __m128 t62 = _mm_cvtepi32_ps((__m128i)k_v_1);
                _mm_storeu_ps(a + t61, t62);
                __m128 t63 = _mm_mul_ps(_mm_set1_ps(0.5f), t62);
                __m128 t64 = _mm_sub_ps(t63, _mm_set1_ps(3.0f));
                _mm_storeu_ps(b + t61, t64);
                __m128i t65 = _mm_add_epi32((__m128i)k_v_1, _mm_set1_epi32(1));
                __m128 t66 = _mm_cvtepi32_ps(t65);
                __m128 t67 = _mm_div_ps(_mm_set1_ps(1.0f), t66);
                _mm_storeu_ps(c + t61, t67);
                k_vec_1 += 4L;
                __m128i t68 = _mm_add_epi32((__m128i)k_v_1, _mm_set1_epi32(4));
                if (k_vec_1 >= t59) {
                    break;
                }
                k_v_1 = (vcc_v4_uint)t68;
            }
            k = (int)((long)t48 + t59);
        } else {
            k = t48;
        }
        while (k < m) {
            long t69 = (long)k;
            float t70 = (float)k;
            a[t69] = t70;
            b[t69] = 0.5f * t70 - 3.0f;
            k++;
            c[t69] = 1.0f / (float)k;
        }
        const float *t71 = c;
        const float *t72 = b;
        step4_add(n, a, t72, t71);
        unsigned long t73 = (unsigned long)m * 4UL;
        const void *t74 = (const void *)a;
        unsigned long t75 = hash_bytes(t74, t73);
        step2_mul(n, a, t72, t71);
        unsigned long t76 = hash_bytes(t74, t73);
        cmul(n, a, t72, t71);
        printf("%d %llx %llx %llx\n", n, (unsigned long long)t75, (unsigned long long)t76, (unsigned long long)hash_bytes(t74, t73));
        free((void *)a);
        free((void *)b);
        free((void *)c);
    }
}
