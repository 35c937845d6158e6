/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_gather_narrow(P, I, M, B, S) ({ __UINTPTR_TYPE__ vcc_p = (__UINTPTR_TYPE__)(P); __m256i vcc_i = (I), vcc_m = (M); __m256i vcc_off = _mm256_add_epi32(_mm256_slli_epi32(_mm256_and_si256(vcc_i, _mm256_set1_epi32(4 / (B) - 1)), (B) - 1), _mm256_set1_epi32((int)(vcc_p & 3))); __m256i vcc_q = _mm256_add_epi32(_mm256_srai_epi32(vcc_i, 3 - (B)), _mm256_srli_epi32(vcc_off, 2)); __m256i vcc_w = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(vcc_p & ~(__UINTPTR_TYPE__)3), vcc_q, vcc_m, 4); __m256i vcc_up = _mm256_sllv_epi32(vcc_w, _mm256_slli_epi32(_mm256_sub_epi32(_mm256_set1_epi32(4 - (B)), _mm256_and_si256(vcc_off, _mm256_set1_epi32(3))), 3)); (S) ? _mm256_srai_epi32(vcc_up, 32 - 8 * (B)) : _mm256_srli_epi32(vcc_up, 32 - 8 * (B)); })
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=3 avx2=3 sse4.2=2 neon=2 */
#include <stdio.h>

/* Names a function declares inside its body, whose file-scope declarations come later: a
   rewritten body declares them again at its top (`extern ...;`, a prototype), since the
   output's text of the function stands where the original's did. (The gather of `weights`
   does not pay on sse4.2 and neon.) */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int total(const int *a, int n) {
    vcc_no_contract_body
    extern int bias;
    extern _Thread_local int calls;
    extern const short weights[8];
    int scale(int);
    int s;
    int t12;
    int t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at block_decls.c:14 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i t4 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t5 = _mm256_and_si256((__m256i)i_v, _mm256_set1_epi32(7));
            __m256i t6 = _mm256_and_si256(t4, _mm256_set1_epi32(7));
            __m128i weights_v = ({ __m256i vcc_w = vcc_avx2_gather_narrow(weights, t5, _mm256_set1_epi32(-1), 2, 1); _mm256_castsi256_si128(_mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_w, vcc_w), 0x08)); });
            __m128i weights_v_1 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(weights, t6, _mm256_set1_epi32(-1), 2, 1); _mm256_castsi256_si128(_mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_w, vcc_w), 0x08)); });
            __m256i t7 = _mm256_cvtepi16_epi32(weights_v);
            __m256i t8 = _mm256_mullo_epi32(a_v, t7);
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t8);
            __m256i t9 = _mm256_cvtepi16_epi32(weights_v_1);
            __m256i t10 = _mm256_mullo_epi32(a_v_1, t9);
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t10);
            i_vec += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        } while (i_vec < t2);
        __m256i t11 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        t12 = (int)t2;
        t13 = (int)vcc_avx2_sum_epi32(t11);
    } else {
        t12 = 0;
        t13 = 0;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        __m256i t16 = _mm256_set1_epi32((int)t12);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at block_decls.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + ((long)t12 + i_vec_1)));
            __m256i t17 = _mm256_and_si256((__m256i)i_v_1, _mm256_set1_epi32(7));
            __m128i weights_v_2 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(weights, t17, _mm256_set1_epi32(-1), 2, 1); _mm256_castsi256_si128(_mm256_permute4x64_epi64(_mm256_packs_epi32(vcc_w, vcc_w), 0x08)); });
            __m256i t18 = _mm256_cvtepi16_epi32(weights_v_2);
            __m256i t19 = _mm256_mullo_epi32(a_v_2, t18);
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t19);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t15);
        i = (int)((long)t12 + t15);
        s = (int)((unsigned int)t13 + vcc_avx2_sum_epi32((__m256i)s_v_2));
    } else {
        i = t12;
        s = t13;
    }
    for (; i < n; i++) {
        s += a[i] * (int)weights[i & 7];
    }
    calls = calls + 1;
    int t20 = (_mm256_zeroupper(), scale(s));
    return t20 + bias;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void fill(float *out, int n) {
    vcc_no_contract_body
    extern float gain;
    float clampf(float, float);
    int t17;
    int t25;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)&gain;
    unsigned long t3 = (unsigned long)out;
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 0L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -32L;
        __m256i t5 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at block_decls.c:23 vectorized: VF 8, UF 4, run-time check: `gain` and `out` do not overlap, vector epilogue VF 8, masked remainder */
        do {
            __m256 t6 = _mm256_cvtepi32_ps((__m256i)i_v);
            __m256 gain_v = _mm256_set1_ps(gain);
            __m256 t7 = _mm256_mul_ps(t6, gain_v);
            _mm256_storeu_ps(out + i_vec, t7);
            __m256i t8 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256 t9 = _mm256_cvtepi32_ps(t8);
            __m256 gain_v_1 = _mm256_set1_ps(gain);
            __m256 t10 = _mm256_mul_ps(t9, gain_v_1);
            _mm256_storeu_ps(out + (i_vec + 8L), t10);
            __m256i t11 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            __m256 t12 = _mm256_cvtepi32_ps(t11);
            __m256 gain_v_2 = _mm256_set1_ps(gain);
            __m256 t13 = _mm256_mul_ps(t12, gain_v_2);
            _mm256_storeu_ps(out + (i_vec + 16L), t13);
            __m256i t14 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            __m256 t15 = _mm256_cvtepi32_ps(t14);
            __m256 gain_v_3 = _mm256_set1_ps(gain);
            __m256 t16 = _mm256_mul_ps(t15, gain_v_3);
            _mm256_storeu_ps(out + (i_vec + 24L), t16);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        } while (i_vec < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)&gain;
    unsigned long t20 = (unsigned long)out;
    if ((t18 >= 8L) & (((t19 + (unsigned long)(4L + (t18 - 1L) * 0L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= t19))) {
        long t21 = t18 & -8L;
        __m256i t22 = _mm256_set1_epi32((int)t17);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at block_decls.c:23 vector epilogue: VF 8, UF 1, run-time check: `gain` and `out` do not overlap, scalar epilogue */
        do {
            __m256 t23 = _mm256_cvtepi32_ps((__m256i)i_v_1);
            __m256 gain_v_4 = _mm256_set1_ps(gain);
            __m256 t24 = _mm256_mul_ps(t23, gain_v_4);
            _mm256_storeu_ps(out + ((long)t17 + i_vec_1), t24);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t21);
        t25 = (int)((long)t17 + t21);
    } else {
        t25 = t17;
    }
    long t26 = (long)n + (long)t25 * -1L;
    unsigned long t27 = (unsigned long)&gain;
    unsigned long t28 = (unsigned long)out;
    if ((t26 >= 1L) & (t26 <= 8L) & (((t27 + (unsigned long)(4L + (t26 - 1L) * 0L)) <= (t28 + (unsigned long)((long)t25 * 4L))) | ((t28 + (unsigned long)((long)t25 * 4L + 4L + (t26 - 1L) * 4L)) <= t27))) {
        __m256i t29 = _mm256_set1_epi32((int)(int)t26);
        __m256i t30 = _mm256_cmpgt_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t31 = _mm256_set1_epi32((int)t25);
        __m256i t32 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 t33 = _mm256_cvtepi32_ps(t32);
        __m256 gain_v_5 = _mm256_set1_ps(gain);
        __m256 t34 = _mm256_mul_ps(t33, gain_v_5);
        _mm256_mask_storeu_ps(out + (long)t25, _mm256_movepi32_mask(t30), t34);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        out[i] = (float)i * gain;
    }
    float *t35 = out + 0;
    float t36 = *t35;
    *t35 = (_mm256_zeroupper(), clampf(t36, 1.0f));
}

/* Declared in an inner block only. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long count_odd(const long *a, int n) {
    vcc_no_contract_body
    extern long odd_seen;
    long c;
    int t10;
    long t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256i c_v = _mm256_set1_epi64x((long long)0LL);
        __m256i c_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i c_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i c_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at block_decls.c:33 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_and_si256(a_v, _mm256_set1_epi64x((long long)1LL));
            c_v = _mm256_add_epi64(c_v, t3);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 4L)));
            __m256i t4 = _mm256_and_si256(a_v_1, _mm256_set1_epi64x((long long)1LL));
            c_v_1 = _mm256_add_epi64(c_v_1, t4);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t5 = _mm256_and_si256(a_v_2, _mm256_set1_epi64x((long long)1LL));
            c_v_2 = _mm256_add_epi64(c_v_2, t5);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 12L)));
            __m256i t6 = _mm256_and_si256(a_v_3, _mm256_set1_epi64x((long long)1LL));
            c_v_3 = _mm256_add_epi64(c_v_3, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t7 = _mm256_add_epi64(c_v, c_v_1);
        __m256i t8 = _mm256_add_epi64(t7, c_v_2);
        __m256i t9 = _mm256_add_epi64(t8, c_v_3);
        t10 = (int)t2;
        t11 = (long)vcc_avx2_reduce_epi64(t9, _mm_add_epi64, unsigned long);
    } else {
        t10 = 0;
        t11 = 0L;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        __m256i c_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at block_decls.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t10 + i_vec_1)));
            __m256i t14 = _mm256_and_si256(a_v_4, _mm256_set1_epi64x((long long)1LL));
            c_v_4 = _mm256_add_epi64(c_v_4, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        c = (long)((unsigned long)t11 + vcc_avx2_reduce_epi64(c_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t10;
        c = t11;
    }
    for (; i < n; i++) {
        c += a[i] & 1L;
    }
    odd_seen = odd_seen + c;
    return c;
}

int bias = 11;
_Thread_local int calls;
const short weights[8] = {1, -2, 3, -4, 5, -6, 7, -8};
float gain = 0.75f;
long odd_seen;

int scale(int x) {
    return x * 3 - 1;
}

float clampf(float x, float hi) {
    return x > hi ? hi : x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int a[333];
    long l[100];
    float f[77];
    int n[6];
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at block_decls.c:58 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(7));
        __m256i t3 = _mm256_sub_epi32(t2, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)&a[i_vec], t3);
        __m256i t4 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t5 = _mm256_mullo_epi32(t4, _mm256_set1_epi32(7));
        __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)&a[i_vec + 8L], t6);
        __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(7));
        __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)&a[i_vec + 16L], t9);
        __m256i t10 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32(7));
        __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)&a[i_vec + 24L], t12);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 320L);
    __m256i t13 = _mm256_set1_epi32(320);
    vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    /* vcc: loop at block_decls.c:58 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        __m256i t14 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(7));
        __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)&a[320L + i_vec_1], t15);
        i_vec_1 += 8L;
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
    } while (i_vec_1 < 8L);
    __m256i t16 = _mm256_set1_epi32(5);
    __m256i t17 = _mm256_cmpgt_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t18 = _mm256_set1_epi32(328);
    __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t20 = _mm256_mullo_epi32(t19, _mm256_set1_epi32(7));
    __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(1000));
    _mm256_mask_storeu_epi32(&a[328], _mm256_movepi32_mask(t17), t21);
    __m128i t22 = _mm_set1_epi32(0);
    vcc_v4_uint i_v_2 = (vcc_v4_uint)_mm_add_epi32(t22, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec_2 = 0L;
    /* vcc: loop at block_decls.c:60 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        __m128i t23 = _mm_mullo_epi32((__m128i)i_v_2, _mm_set1_epi32(5));
        __m128i t24 = _mm_add_epi32(t23, _mm_set1_epi32(3));
        __m256i t25 = _mm256_cvtepi32_epi64(t24);
        _mm256_storeu_si256((__m256i *)&l[i_vec_2], t25);
        __m128i t26 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(4));
        __m128i t27 = _mm_mullo_epi32(t26, _mm_set1_epi32(5));
        __m128i t28 = _mm_add_epi32(t27, _mm_set1_epi32(3));
        __m256i t29 = _mm256_cvtepi32_epi64(t28);
        _mm256_storeu_si256((__m256i *)&l[i_vec_2 + 4L], t29);
        __m128i t30 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(8));
        __m128i t31 = _mm_mullo_epi32(t30, _mm_set1_epi32(5));
        __m128i t32 = _mm_add_epi32(t31, _mm_set1_epi32(3));
        __m256i t33 = _mm256_cvtepi32_epi64(t32);
        _mm256_storeu_si256((__m256i *)&l[i_vec_2 + 8L], t33);
        __m128i t34 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(12));
        __m128i t35 = _mm_mullo_epi32(t34, _mm_set1_epi32(5));
        __m128i t36 = _mm_add_epi32(t35, _mm_set1_epi32(3));
        __m256i t37 = _mm256_cvtepi32_epi64(t36);
        _mm256_storeu_si256((__m256i *)&l[i_vec_2 + 12L], t37);
        i_vec_2 += 16L;
        i_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(16));
    } while (i_vec_2 < 96L);
    __m128i t38 = _mm_set1_epi32(96);
    vcc_v4_uint i_v_3 = (vcc_v4_uint)_mm_add_epi32(t38, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec_3 = 0L;
    /* vcc: loop at block_decls.c:60 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        __m128i t39 = _mm_mullo_epi32((__m128i)i_v_3, _mm_set1_epi32(5));
        __m128i t40 = _mm_add_epi32(t39, _mm_set1_epi32(3));
        __m256i t41 = _mm256_cvtepi32_epi64(t40);
        _mm256_storeu_si256((__m256i *)&l[96L + i_vec_3], t41);
        i_vec_3 += 4L;
        i_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_3, _mm_set1_epi32(4));
    } while (i_vec_3 < 4L);
    n[0] = 0;
    n[1] = 1;
    n[2] = 7;
    n[3] = 8;
    n[4] = 33;
    n[5] = 333;
    for (int k = 0; k < 6; k++) {
        int t42 = n[k];
        printf("%d ", total(a, t42));
    }
    fill(f, 77);
    long c = count_odd(l, 100);
    printf("\n%g %g %ld %ld %d\n", (double)f[0], (double)f[76], c, odd_seen, calls);
    return 0;
}
