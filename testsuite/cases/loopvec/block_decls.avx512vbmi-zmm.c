/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int total(const int *a, int n) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void fill(float *out, int n) {
    vcc_no_contract_body
    extern float gain;
    float clampf(float, float);
    int t11;
    int t19;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)&gain;
    unsigned long t3 = (unsigned long)out;
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 0L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -32L;
        __m512i t5 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at block_decls.c:23 vectorized: VF 16, UF 2, run-time check: `gain` and `out` do not overlap, vector epilogue VF 16, masked remainder */
        do {
            __m512 t6 = _mm512_cvtepi32_ps((__m512i)i_v);
            __m512 gain_v = _mm512_set1_ps(gain);
            __m512 t7 = _mm512_mul_ps(t6, gain_v);
            _mm512_storeu_ps(out + i_vec, t7);
            __m512i t8 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            __m512 t9 = _mm512_cvtepi32_ps(t8);
            __m512 gain_v_1 = _mm512_set1_ps(gain);
            __m512 t10 = _mm512_mul_ps(t9, gain_v_1);
            _mm512_storeu_ps(out + (i_vec + 16L), t10);
            i_vec += 32L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        } while (i_vec < t4);
        t11 = (int)t4;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    unsigned long t13 = (unsigned long)&gain;
    unsigned long t14 = (unsigned long)out;
    if ((t12 >= 16L) & (((t13 + (unsigned long)(4L + (t12 - 1L) * 0L)) <= (t14 + (unsigned long)((long)t11 * 4L))) | ((t14 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= t13))) {
        long t15 = t12 & -16L;
        __m512i t16 = _mm512_set1_epi32((int)t11);
        vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t16, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_1 = 0L;
        /* vcc: loop at block_decls.c:23 vector epilogue: VF 16, UF 1, run-time check: `gain` and `out` do not overlap, scalar epilogue */
        do {
            __m512 t17 = _mm512_cvtepi32_ps((__m512i)i_v_1);
            __m512 gain_v_2 = _mm512_set1_ps(gain);
            __m512 t18 = _mm512_mul_ps(t17, gain_v_2);
            _mm512_storeu_ps(out + ((long)t11 + i_vec_1), t18);
            i_vec_1 += 16L;
            i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
        } while (i_vec_1 < t15);
        t19 = (int)((long)t11 + t15);
    } else {
        t19 = t11;
    }
    long t20 = (long)n + (long)t19 * -1L;
    unsigned long t21 = (unsigned long)&gain;
    unsigned long t22 = (unsigned long)out;
    if ((t20 >= 1L) & (t20 <= 16L) & (((t21 + (unsigned long)(4L + (t20 - 1L) * 0L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= t21))) {
        __m512i t23 = _mm512_set1_epi32((int)(int)t20);
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
        __m512i t25 = _mm512_set1_epi32((int)t19);
        __m512i t26 = _mm512_add_epi32(t25, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512 t27 = _mm512_cvtepi32_ps(t26);
        __m512 gain_v_3 = _mm512_set1_ps(gain);
        __m512 t28 = _mm512_mul_ps(t27, gain_v_3);
        _mm512_mask_storeu_ps(out + (long)t19, t24, t28);
        i = (int)((long)t19 + t20);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        out[i] = (float)i * gain;
    }
    float *t29 = out + 0;
    float t30 = *t29;
    *t29 = (_mm256_zeroupper(), clampf(t30, 1.0f));
}

/* Declared in an inner block only. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long count_odd(const long *a, int n) {
    vcc_no_contract_body
    extern long odd_seen;
    long c;
    int t10;
    long t11;
    int t15;
    long t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        __m512i c_v = _mm512_set1_epi64((long long)0LL);
        __m512i c_v_1 = _mm512_set1_epi64((long long)0LL);
        __m512i c_v_2 = _mm512_set1_epi64((long long)0LL);
        __m512i c_v_3 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at block_decls.c:33 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t3 = _mm512_and_si512(a_v, _mm512_set1_epi64((long long)1LL));
            c_v = _mm512_add_epi64(c_v, t3);
            __m512i a_v_1 = _mm512_loadu_si512(a + (i_vec + 8L));
            __m512i t4 = _mm512_and_si512(a_v_1, _mm512_set1_epi64((long long)1LL));
            c_v_1 = _mm512_add_epi64(c_v_1, t4);
            __m512i a_v_2 = _mm512_loadu_si512(a + (i_vec + 16L));
            __m512i t5 = _mm512_and_si512(a_v_2, _mm512_set1_epi64((long long)1LL));
            c_v_2 = _mm512_add_epi64(c_v_2, t5);
            __m512i a_v_3 = _mm512_loadu_si512(a + (i_vec + 24L));
            __m512i t6 = _mm512_and_si512(a_v_3, _mm512_set1_epi64((long long)1LL));
            c_v_3 = _mm512_add_epi64(c_v_3, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        __m512i t7 = _mm512_add_epi64(c_v, c_v_1);
        __m512i t8 = _mm512_add_epi64(t7, c_v_2);
        __m512i t9 = _mm512_add_epi64(t8, c_v_3);
        t10 = (int)t2;
        t11 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t9), _mm512_extracti64x4_epi64(t9, 1)), _mm_add_epi64, unsigned long);
    } else {
        t10 = 0;
        t11 = 0L;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        __m512i c_v_4 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at block_decls.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m512i a_v_4 = _mm512_loadu_si512(a + ((long)t10 + i_vec_1));
            __m512i t14 = _mm512_and_si512(a_v_4, _mm512_set1_epi64((long long)1LL));
            c_v_4 = _mm512_add_epi64(c_v_4, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t15 = (int)((long)t10 + t13);
        t16 = (long)((unsigned long)t11 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(c_v_4), _mm512_extracti64x4_epi64(c_v_4, 1)), _mm_add_epi64, unsigned long));
    } else {
        t15 = t10;
        t16 = t11;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i a_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t19), a + (long)t15);
        __m512i t20 = _mm512_and_si512(a_v_5, _mm512_set1_epi64((long long)1LL));
        __m512i t21 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t19), _mm512_set1_epi64((long long)0LL), t20);
        __m512i c_v_5 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t21);
        i = (int)((long)t15 + t17);
        c = (long)((unsigned long)t16 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(c_v_5), _mm512_extracti64x4_epi64(c_v_5, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t15;
        c = t16;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int a[333];
    long l[100];
    float f[77];
    int n[6];
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at block_decls.c:58 vectorized: VF 16, UF 4, masked remainder */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(7));
        __m512i t3 = _mm512_sub_epi32(t2, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(&a[i_vec], t3);
        __m512i t4 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t5 = _mm512_mullo_epi32(t4, _mm512_set1_epi32(7));
        __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(&a[i_vec + 16L], t6);
        __m512i t7 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(7));
        __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(&a[i_vec + 32L], t9);
        __m512i t10 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t11 = _mm512_mullo_epi32(t10, _mm512_set1_epi32(7));
        __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(&a[i_vec + 48L], t12);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 320L);
    __m512i t13 = _mm512_set1_epi32(13);
    __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
    __m512i t15 = _mm512_set1_epi32(320);
    __m512i t16 = _mm512_add_epi32(t15, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t17 = _mm512_mullo_epi32(t16, _mm512_set1_epi32(7));
    __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(1000));
    _mm512_mask_storeu_epi32(&a[320], t14, t18);
    __m256i t19 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    /* vcc: loop at block_decls.c:60 vectorized: VF 8, UF 4, masked remainder */
    do {
        __m256i t20 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(5));
        __m256i t21 = _mm256_add_epi32(t20, _mm256_set1_epi32(3));
        __m512i t22 = _mm512_cvtepi32_epi64(t21);
        _mm512_storeu_si512(&l[i_vec_1], t22);
        __m256i t23 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        __m256i t24 = _mm256_mullo_epi32(t23, _mm256_set1_epi32(5));
        __m256i t25 = _mm256_add_epi32(t24, _mm256_set1_epi32(3));
        __m512i t26 = _mm512_cvtepi32_epi64(t25);
        _mm512_storeu_si512(&l[i_vec_1 + 8L], t26);
        __m256i t27 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(16));
        __m256i t28 = _mm256_mullo_epi32(t27, _mm256_set1_epi32(5));
        __m256i t29 = _mm256_add_epi32(t28, _mm256_set1_epi32(3));
        __m512i t30 = _mm512_cvtepi32_epi64(t29);
        _mm512_storeu_si512(&l[i_vec_1 + 16L], t30);
        __m256i t31 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(24));
        __m256i t32 = _mm256_mullo_epi32(t31, _mm256_set1_epi32(5));
        __m256i t33 = _mm256_add_epi32(t32, _mm256_set1_epi32(3));
        __m512i t34 = _mm512_cvtepi32_epi64(t33);
        _mm512_storeu_si512(&l[i_vec_1 + 24L], t34);
        i_vec_1 += 32L;
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(32));
    } while (i_vec_1 < 96L);
    __m256i t35 = _mm256_set1_epi32(4);
    __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t37 = _mm256_set1_epi32(96);
    __m256i t38 = _mm256_add_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t39 = _mm256_mullo_epi32(t38, _mm256_set1_epi32(5));
    __m256i t40 = _mm256_add_epi32(t39, _mm256_set1_epi32(3));
    __m512i t41 = _mm512_cvtepi32_epi64(t40);
    _mm512_mask_storeu_epi64(&l[96], _mm256_movepi32_mask(t36), t41);
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
