/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=3 avx2=2 avx512vbmi-zmm=3 sse4.2=2 */
/* vcc-test: also-tune avx2 zen4 3 */
/* Loops left to the SLP vectorizer (midend loopvec/slp_first.rs): where the loop vectorizer's
   plan is bound by the shuffles that de-interleave and interleave again whole groups whose
   members are computed each from the same member (a quaternion scaled: `*`, `*`, `+`, `-`),
   one iteration as an SLP tree of four lanes, the members as they lie in memory, does better
   (on Sapphire Rapids, avx2: 0.73x of the scalar loop vectorized at VF 8, 1.28x as the tree).
   Not left to it: a loop whose stores SLP covers only in part (three members, a 2-lane tree
   and a scalar), complex products (kept in place by the loop vectorizer too), and plans not
   bound by shuffles (zmm registers; neon's structure loads and stores; generic vectors). */
#include "harness.h"

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void quat_scale(int n, float *restrict out, const float *restrict q, float s) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512 s_v = _mm512_set1_ps(s);
        long i_vec = 0L;
        /* vcc: loop at slp_first.c:14 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int t3 = 4 * (int)i_vec;
            const float *t4 = q + t3;
            __m512 t5 = _mm512_loadu_ps(t4);
            __m512 t6 = _mm512_loadu_ps(t4 + 16);
            __m512 t7 = _mm512_loadu_ps(t4 + 32);
            __m512 t8 = _mm512_loadu_ps(t4 + 48);
            __m512 t9 = (__m512)__builtin_shufflevector((vcc_v16_float)t5, (vcc_v16_float)t6, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t10 = (__m512)__builtin_shufflevector((vcc_v16_float)t9, (vcc_v16_float)t7, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            __m512 q_v = (__m512)__builtin_shufflevector((vcc_v16_float)t10, (vcc_v16_float)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            __m512 t11 = (__m512)__builtin_shufflevector((vcc_v16_float)t5, (vcc_v16_float)t6, 1, 5, 9, 13, 17, 21, 25, 29, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t12 = (__m512)__builtin_shufflevector((vcc_v16_float)t11, (vcc_v16_float)t7, 0, 1, 2, 3, 4, 5, 6, 7, 17, 21, 25, 29, 12, 13, 14, 15);
            __m512 q_v_1 = (__m512)__builtin_shufflevector((vcc_v16_float)t12, (vcc_v16_float)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 17, 21, 25, 29);
            __m512 t13 = (__m512)__builtin_shufflevector((vcc_v16_float)t5, (vcc_v16_float)t6, 2, 6, 10, 14, 18, 22, 26, 30, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t14 = (__m512)__builtin_shufflevector((vcc_v16_float)t13, (vcc_v16_float)t7, 0, 1, 2, 3, 4, 5, 6, 7, 18, 22, 26, 30, 12, 13, 14, 15);
            __m512 q_v_2 = (__m512)__builtin_shufflevector((vcc_v16_float)t14, (vcc_v16_float)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 22, 26, 30);
            __m512 t15 = (__m512)__builtin_shufflevector((vcc_v16_float)t5, (vcc_v16_float)t6, 3, 7, 11, 15, 19, 23, 27, 31, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t16 = (__m512)__builtin_shufflevector((vcc_v16_float)t15, (vcc_v16_float)t7, 0, 1, 2, 3, 4, 5, 6, 7, 19, 23, 27, 31, 12, 13, 14, 15);
            __m512 q_v_3 = (__m512)__builtin_shufflevector((vcc_v16_float)t16, (vcc_v16_float)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 19, 23, 27, 31);
            __m512 t17 = _mm512_mul_ps(q_v, s_v);
            __m512 t18 = _mm512_mul_ps(q_v_1, s_v);
            __m512 t19 = _mm512_add_ps(q_v_2, s_v);
            float *t20 = out + (t3 + 3);
            __m512 t21 = _mm512_sub_ps(q_v_3, s_v);
            __m512 t22 = (__m512)__builtin_shufflevector((vcc_v16_float)t17, (vcc_v16_float)t18, 0, 16, 0, 0, 1, 17, 0, 0, 2, 18, 0, 0, 3, 19, 0, 0);
            __m512 t23 = (__m512)__builtin_shufflevector((vcc_v16_float)t22, (vcc_v16_float)t19, 0, 1, 16, 3, 4, 5, 17, 7, 8, 9, 18, 11, 12, 13, 19, 15);
            __m512 t24 = (__m512)__builtin_shufflevector((vcc_v16_float)t23, (vcc_v16_float)t21, 0, 1, 2, 16, 4, 5, 6, 17, 8, 9, 10, 18, 12, 13, 14, 19);
            _mm512_storeu_ps(t20 + -3, t24);
            __m512 t25 = (__m512)__builtin_shufflevector((vcc_v16_float)t17, (vcc_v16_float)t18, 4, 20, 0, 0, 5, 21, 0, 0, 6, 22, 0, 0, 7, 23, 0, 0);
            __m512 t26 = (__m512)__builtin_shufflevector((vcc_v16_float)t25, (vcc_v16_float)t19, 0, 1, 20, 3, 4, 5, 21, 7, 8, 9, 22, 11, 12, 13, 23, 15);
            __m512 t27 = (__m512)__builtin_shufflevector((vcc_v16_float)t26, (vcc_v16_float)t21, 0, 1, 2, 20, 4, 5, 6, 21, 8, 9, 10, 22, 12, 13, 14, 23);
            _mm512_storeu_ps(t20 + 13, t27);
            __m512 t28 = (__m512)__builtin_shufflevector((vcc_v16_float)t17, (vcc_v16_float)t18, 8, 24, 0, 0, 9, 25, 0, 0, 10, 26, 0, 0, 11, 27, 0, 0);
            __m512 t29 = (__m512)__builtin_shufflevector((vcc_v16_float)t28, (vcc_v16_float)t19, 0, 1, 24, 3, 4, 5, 25, 7, 8, 9, 26, 11, 12, 13, 27, 15);
            __m512 t30 = (__m512)__builtin_shufflevector((vcc_v16_float)t29, (vcc_v16_float)t21, 0, 1, 2, 24, 4, 5, 6, 25, 8, 9, 10, 26, 12, 13, 14, 27);
            _mm512_storeu_ps(t20 + 29, t30);
            __m512 t31 = (__m512)__builtin_shufflevector((vcc_v16_float)t17, (vcc_v16_float)t18, 12, 28, 0, 0, 13, 29, 0, 0, 14, 30, 0, 0, 15, 31, 0, 0);
            __m512 t32 = (__m512)__builtin_shufflevector((vcc_v16_float)t31, (vcc_v16_float)t19, 0, 1, 28, 3, 4, 5, 29, 7, 8, 9, 30, 11, 12, 13, 31, 15);
            __m512 t33 = (__m512)__builtin_shufflevector((vcc_v16_float)t32, (vcc_v16_float)t21, 0, 1, 2, 28, 4, 5, 6, 29, 8, 9, 10, 30, 12, 13, 14, 31);
            _mm512_storeu_ps(t20 + 45, t33);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t34 = (long)(4 * i);
        __m128 t35 = _mm_loadu_ps(q + t34);
        __m128 t36 = _mm_set1_ps(s);
        __m128 t37 = _mm_mul_ps(t35, t36);
        __m128 t38 = _mm_add_ps(t35, t36);
        __m128 t39 = (__m128)__builtin_shufflevector((vcc_v4_float)t37, (vcc_v4_float)t38, 0, 1, 6, 3);
        __m128 t40 = _mm_sub_ps(t35, t36);
        __m128 t41 = (__m128)__builtin_shufflevector((vcc_v4_float)t39, (vcc_v4_float)t40, 0, 1, 2, 7);
        _mm_storeu_ps(out + t34, t41);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void vec3_scale(int n, float *restrict out, const float *restrict p, float sx, float sy, float sz) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512 sx_v = _mm512_set1_ps(sx);
        __m512 sy_v = _mm512_set1_ps(sy);
        __m512 sz_v = _mm512_set1_ps(sz);
        long i_vec = 0L;
        /* vcc: loop at slp_first.c:23 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int t3 = 3 * (int)i_vec;
            const float *t4 = p + t3;
            __m512 t5 = _mm512_loadu_ps(t4);
            __m512 t6 = _mm512_loadu_ps(t4 + 16);
            __m512 t7 = _mm512_loadu_ps(t4 + 32);
            __m512 t8 = (__m512)__builtin_shufflevector((vcc_v16_float)t5, (vcc_v16_float)t6, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            __m512 p_v = (__m512)__builtin_shufflevector((vcc_v16_float)t8, (vcc_v16_float)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            __m512 t9 = (__m512)__builtin_shufflevector((vcc_v16_float)t5, (vcc_v16_float)t6, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            __m512 p_v_1 = (__m512)__builtin_shufflevector((vcc_v16_float)t9, (vcc_v16_float)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            __m512 t10 = (__m512)__builtin_shufflevector((vcc_v16_float)t5, (vcc_v16_float)t6, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            __m512 p_v_2 = (__m512)__builtin_shufflevector((vcc_v16_float)t10, (vcc_v16_float)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            __m512 t11 = _mm512_mul_ps(p_v, sx_v);
            __m512 t12 = _mm512_mul_ps(p_v_1, sy_v);
            float *t13 = out + (t3 + 2);
            __m512 t14 = _mm512_mul_ps(p_v_2, sz_v);
            __m512 t15 = (__m512)__builtin_shufflevector((vcc_v16_float)t11, (vcc_v16_float)t12, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512 t16 = (__m512)__builtin_shufflevector((vcc_v16_float)t15, (vcc_v16_float)t14, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            _mm512_storeu_ps(t13 + -2, t16);
            __m512 t17 = (__m512)__builtin_shufflevector((vcc_v16_float)t11, (vcc_v16_float)t12, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512 t18 = (__m512)__builtin_shufflevector((vcc_v16_float)t17, (vcc_v16_float)t14, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            _mm512_storeu_ps(t13 + 14, t18);
            __m512 t19 = (__m512)__builtin_shufflevector((vcc_v16_float)t11, (vcc_v16_float)t12, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512 t20 = (__m512)__builtin_shufflevector((vcc_v16_float)t19, (vcc_v16_float)t14, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            _mm512_storeu_ps(t13 + 30, t20);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t21 = 3 * i;
        long t22 = (long)t21;
        out[t22] = p[t22] * sx;
        long t23 = (long)(t21 + 1);
        out[t23] = p[t23] * sy;
        long t24 = (long)(t21 + 2);
        out[t24] = p[t24] * sz;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at slp_first.c:31 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            __m512 t6 = _mm512_loadu_ps(t5);
            __m512 t7 = _mm512_loadu_ps(t5 + 16);
            const float *t8 = b + t4;
            __m512 t9 = _mm512_loadu_ps(t8);
            __m512 t10 = _mm512_loadu_ps(t8 + 16);
            float *t11 = c + (t3 + 1);
            __m512 t12 = _mm512_moveldup_ps(t9);
            __m512 t13 = _mm512_movehdup_ps(t9);
            __m512 t14 = _mm512_permute_ps(t6, 0xb1);
            __m512 t15 = _mm512_mul_ps(t6, t12);
            __m512 t16 = _mm512_mul_ps(t14, t13);
            __m512 t17 = _mm512_mask_sub_ps(_mm512_add_ps(t15, t16), 0x5555, t15, t16);
            _mm512_storeu_ps(t11 + -1, t17);
            __m512 t18 = _mm512_moveldup_ps(t10);
            __m512 t19 = _mm512_movehdup_ps(t10);
            __m512 t20 = _mm512_permute_ps(t7, 0xb1);
            __m512 t21 = _mm512_mul_ps(t7, t18);
            __m512 t22 = _mm512_mul_ps(t20, t19);
            __m512 t23 = _mm512_mask_sub_ps(_mm512_add_ps(t21, t22), 0x5555, t21, t22);
            _mm512_storeu_ps(t11 + 15, t23);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t24 = 2 * i;
        long t25 = (long)t24;
        const float *t26 = b + t25;
        vcc_v2_float t27 = vcc_splat(vcc_v2_float, a[t25]);
        vcc_v2_float t28 = vcc_load(vcc_v2_float, t26);
        vcc_v2_float t29 = t27 * t28;
        vcc_v2_float t30 = vcc_splat(vcc_v2_float, a[t24 + 1]);
        vcc_v2_float t31 = vcc_load(vcc_v2_float, t26);
        vcc_v2_float t32 = __builtin_shufflevector(t31, t31, 1, 0);
        vcc_v2_float t33 = t30 * t32;
        vcc_v2_float t34 = __builtin_shufflevector(t29 - t33, t29 + t33, 0, 3);
        vcc_store(c + t25, t34);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *q = new_array(4 * n, 4), *q2 = new_array(4 * n, 4);
        float *p = new_array(3 * n, 4), *p2 = new_array(3 * n, 4);
        float *a = new_array(2 * n, 4), *b = new_array(2 * n, 4), *c = new_array(2 * n, 4);
        /* Values with full mantissas: products and sums rounded as written. */
        for (int i = 0; i < 4 * n; i++)
            q[i] = (float)(int)next_rand() / 8388608.0f;
        for (int i = 0; i < 3 * n; i++)
            p[i] = (float)(int)next_rand() / 1048576.0f;
        for (int i = 0; i < 2 * n; i++)
            a[i] = (float)(int)next_rand() / 65536.0f, b[i] = (float)(int)next_rand() / 4096.0f;
        quat_scale(n, q2, q, 1.5f);
        vec3_scale(n, p2, p, 0.5f, -2.0f, 3.25f);
        cmul(n, c, a, b);
        printf("n=%d %llx %llx %llx\n", n, HASH(q2, 4 * n), HASH(p2, 3 * n), HASH(c, 2 * n));
        free(q), free(q2), free(p), free(p2), free(a), free(b), free(c);
    }
    return 0;
}
