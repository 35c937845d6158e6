/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned short vcc_v32_ushort __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=3 avx2=3 sse4.2=3 sse2=2 */
#include "harness.h"

/* Interleaved groups: complex numbers as re/im pairs (a complex multiply by a constant, loads
   and stores of both members), RGB triples to grey (uchar, widened to int and narrowed back),
   and a stereo buffer split into two channels. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cmul(int n, float *restrict out, const float *restrict in, float wr, float wi) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512 wr_v = _mm512_set1_ps(wr);
        __m512 wi_v = _mm512_set1_ps(wi);
        long i_vec = 0L;
        /* vcc: loop at interleaved.c:8 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            const float *t4 = in + t3;
            __m512 t5 = _mm512_loadu_ps(t4);
            __m512 t6 = _mm512_loadu_ps(t4 + 16);
            __m512 re_v = _mm512_permutex2var_ps(t5, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t6);
            __m512 im_v = _mm512_permutex2var_ps(t5, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t6);
            __m512 t7 = _mm512_mul_ps(re_v, wr_v);
            __m512 t8 = _mm512_mul_ps(im_v, wi_v);
            __m512 t9 = _mm512_sub_ps(t7, t8);
            float *t10 = out + (t3 + 1);
            __m512 t11 = _mm512_mul_ps(re_v, wi_v);
            __m512 t12 = _mm512_mul_ps(im_v, wr_v);
            __m512 t13 = _mm512_add_ps(t11, t12);
            __m512 t14 = _mm512_permutex2var_ps(t9, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t13);
            _mm512_storeu_ps(t10 + -1, t14);
            __m512 t15 = _mm512_permutex2var_ps(t9, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t13);
            _mm512_storeu_ps(t10 + 15, t15);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t16 = 2 * i;
        long t17 = (long)t16;
        float re = in[t17];
        long t18 = (long)(t16 + 1);
        float im = in[t18];
        out[t17] = re * wr - im * wi;
        out[t18] = re * wi + im * wr;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rgb_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgb) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at interleaved.c:16 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = rgb + 3 * (int)i_vec;
            __m256i t4 = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(t3 + 32));
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(t3 + 64));
            __m256i t7 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t4, (vcc_v32_uchar)t5, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            __m256i rgb_v = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t7, (vcc_v32_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
            __m256i t8 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t4, (vcc_v32_uchar)t5, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            __m256i rgb_v_1 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t8, (vcc_v32_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
            __m256i t9 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t4, (vcc_v32_uchar)t5, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            __m256i rgb_v_2 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t9, (vcc_v32_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
            __m512i t10 = _mm512_cvtepu8_epi16(rgb_v);
            __m512i t11 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t10);
            __m512i t12 = _mm512_cvtepu8_epi16(rgb_v_1);
            __m512i t13 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t12);
            __m512i t14 = _mm512_add_epi16(t11, t13);
            __m512i t15 = _mm512_cvtepu8_epi16(rgb_v_2);
            __m512i t16 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t15);
            __m512i t17 = _mm512_add_epi16(t14, t16);
            __m512i t18 = _mm512_srli_epi16(t17, 8);
            __m256i t19 = _mm512_cvtepi16_epi8(t18);
            _mm256_storeu_si256((__m256i *)(grey + i_vec), t19);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t20 = 3 * i;
        grey[i] = (unsigned char)((77 * (int)rgb[t20] + 150 * (int)rgb[t20 + 1] + 29 * (int)rgb[t20 + 2]) >> 8);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void split_stereo(int n, short *restrict left, short *restrict right, const short *restrict stereo) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at interleaved.c:21 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            const short *t3 = stereo + 2 * (int)i_vec;
            __m512i t4 = _mm512_loadu_si512(t3);
            __m512i t5 = _mm512_loadu_si512(t3 + 32);
            __m512i stereo_v = (__m512i)__builtin_shufflevector((vcc_v32_short)t4, (vcc_v32_short)t5, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62);
            __m512i stereo_v_1 = (__m512i)__builtin_shufflevector((vcc_v32_short)t4, (vcc_v32_short)t5, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63);
            _mm512_storeu_si512(left + i_vec, stereo_v);
            _mm512_storeu_si512(right + i_vec, stereo_v_1);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        int t7 = 2 * i;
        left[t6] = stereo[t7];
        right[t6] = stereo[t7 + 1];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *in = new_array(2 * n, 4), *out = new_array(2 * n, 4);
        unsigned char *rgb = new_array(3 * n, 1), *grey = new_array(n, 1);
        short *stereo = new_array(2 * n, 2), *left = new_array(n, 2), *right = new_array(n, 2);
        FILL(in, 2 * n, -100, 200);
        FILL(rgb, 3 * n, 0, 256);
        FILL(stereo, 2 * n, -32768, 65536);
        cmul(n, out, in, 0.5f, -1.25f);
        rgb_to_grey(n, grey, rgb);
        split_stereo(n, left, right, stereo);
        printf("n=%d cmul=%llx grey=%llx left=%llx right=%llx\n", n, HASH(out, 2 * n), HASH(grey, n), HASH(left, n), HASH(right, n));
        free(in), free(out), free(rgb), free(grey), free(stereo), free(left), free(right);
    }
    return 0;
}
