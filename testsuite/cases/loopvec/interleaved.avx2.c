/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Interleaved groups: complex numbers as re/im pairs (a complex multiply by a constant, loads
   and stores of both members), RGB triples to grey (uchar, widened to int and narrowed back),
   and a stereo buffer split into two channels. */
__attribute__((target("avx2"))) void cmul(int n, float *restrict out, const float *restrict in, float wr, float wi) {
    int t37;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m256 t5 = _mm256_set1_ps(wr);
        __m256 t6 = _mm256_set1_ps(wi);
        long t1 = 0L;
        do {
            int t7 = 2 * (int)t1;
            const float *t8 = in + t7;
            __m256 t9 = _mm256_loadu_ps(t8);
            __m256 t10 = _mm256_loadu_ps(t8 + 8);
            __m256 t11 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t9, t10, 0x88)), 0xd8));
            __m256 t12 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t9, t10, 0xdd)), 0xd8));
            __m256 t13 = _mm256_mul_ps(t11, t5);
            __m256 t14 = _mm256_mul_ps(t12, t6);
            __m256 t15 = _mm256_sub_ps(t13, t14);
            float *t16 = out + (t7 + 1);
            __m256 t17 = _mm256_mul_ps(t11, t6);
            __m256 t18 = _mm256_mul_ps(t12, t5);
            __m256 t19 = _mm256_add_ps(t17, t18);
            __m256 t20 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t15, t19), _mm256_unpackhi_ps(t15, t19), 0x20);
            _mm256_storeu_ps(t16 + -1, t20);
            __m256 t21 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t15, t19), _mm256_unpackhi_ps(t15, t19), 0x31);
            _mm256_storeu_ps(t16 + 7, t21);
            int t22 = 2 * (int)(t1 + 8L);
            const float *t23 = in + t22;
            __m256 t24 = _mm256_loadu_ps(t23);
            __m256 t25 = _mm256_loadu_ps(t23 + 8);
            __m256 t26 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t24, t25, 0x88)), 0xd8));
            __m256 t27 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t24, t25, 0xdd)), 0xd8));
            __m256 t28 = _mm256_mul_ps(t26, t5);
            __m256 t29 = _mm256_mul_ps(t27, t6);
            __m256 t30 = _mm256_sub_ps(t28, t29);
            float *t31 = out + (t22 + 1);
            __m256 t32 = _mm256_mul_ps(t26, t6);
            __m256 t33 = _mm256_mul_ps(t27, t5);
            __m256 t34 = _mm256_add_ps(t32, t33);
            __m256 t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x20);
            _mm256_storeu_ps(t31 + -1, t35);
            __m256 t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x31);
            _mm256_storeu_ps(t31 + 7, t36);
            t1 += 16L;
        } while (t1 < t4);
        t37 = (int)t4;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        __m256 t40 = _mm256_set1_ps(wr);
        __m256 t41 = _mm256_set1_ps(wi);
        long t2 = 0L;
        do {
            int t42 = 2 * (int)((long)t37 + t2);
            const float *t43 = in + t42;
            __m256 t44 = _mm256_loadu_ps(t43);
            __m256 t45 = _mm256_loadu_ps(t43 + 8);
            __m256 t46 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t44, t45, 0x88)), 0xd8));
            __m256 t47 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t44, t45, 0xdd)), 0xd8));
            __m256 t48 = _mm256_mul_ps(t46, t40);
            __m256 t49 = _mm256_mul_ps(t47, t41);
            __m256 t50 = _mm256_sub_ps(t48, t49);
            float *t51 = out + (t42 + 1);
            __m256 t52 = _mm256_mul_ps(t46, t41);
            __m256 t53 = _mm256_mul_ps(t47, t40);
            __m256 t54 = _mm256_add_ps(t52, t53);
            __m256 t55 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t50, t54), _mm256_unpackhi_ps(t50, t54), 0x20);
            _mm256_storeu_ps(t51 + -1, t55);
            __m256 t56 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t50, t54), _mm256_unpackhi_ps(t50, t54), 0x31);
            _mm256_storeu_ps(t51 + 7, t56);
            t2 += 8L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        int t57 = 2 * i;
        long t58 = (long)t57;
        float re = in[t58];
        long t59 = (long)(t57 + 1);
        float im = in[t59];
        out[t58] = re * wr - im * wi;
        out[t59] = re * wi + im * wr;
    }
}

__attribute__((target("avx2"))) void rgb_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgb) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            int t4 = (int)t1;
            const unsigned char *t5 = rgb + 3 * t4;
            __m128i t6 = _mm_loadu_si128((const __m128i *)t5);
            __m128i t7 = _mm_loadu_si128((const __m128i *)(t5 + 16));
            __m128i t8 = _mm_loadu_si128((const __m128i *)(t5 + 32));
            __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            __m128i t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            __m128i t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            __m128i t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            __m128i t13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            __m128i t14 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t13, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            __m256i t15 = _mm256_cvtepu8_epi16(t10);
            __m256i t16 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t15);
            __m256i t17 = _mm256_cvtepu8_epi16(t12);
            __m256i t18 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t17);
            __m256i t19 = _mm256_add_epi16(t16, t18);
            __m256i t20 = _mm256_cvtepu8_epi16(t14);
            __m256i t21 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t20);
            __m256i t22 = _mm256_add_epi16(t19, t21);
            __m256i t23 = (__m256i)((vcc_v16_ushort)t22 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t24 = (__m128i)__builtin_convertvector((vcc_v16_ushort)t23, vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(grey + t4), t24);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t25 = 3 * i;
        grey[i] = (unsigned char)((77 * (int)rgb[t25] + 150 * (int)rgb[t25 + 1] + 29 * (int)rgb[t25 + 2]) >> 8);
    }
}

__attribute__((target("avx2"))) void split_stereo(int n, short *restrict left, short *restrict right, const short *restrict stereo) {
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            long t6 = (long)t5;
            const short *t7 = stereo + 2 * t5;
            __m256i t8 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(t7 + 16));
            __m256i t10 = (__m256i)__builtin_shufflevector((vcc_v16_short)t8, (vcc_v16_short)t9, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            __m256i t11 = (__m256i)__builtin_shufflevector((vcc_v16_short)t8, (vcc_v16_short)t9, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
            _mm256_storeu_si256((__m256i *)(left + t6), t10);
            _mm256_storeu_si256((__m256i *)(right + t6), t11);
            int t12 = (int)(t1 + 16L);
            long t13 = (long)t12;
            const short *t14 = stereo + 2 * t12;
            __m256i t15 = _mm256_loadu_si256((const __m256i *)t14);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(t14 + 16));
            __m256i t17 = (__m256i)__builtin_shufflevector((vcc_v16_short)t15, (vcc_v16_short)t16, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            __m256i t18 = (__m256i)__builtin_shufflevector((vcc_v16_short)t15, (vcc_v16_short)t16, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
            _mm256_storeu_si256((__m256i *)(left + t13), t17);
            _mm256_storeu_si256((__m256i *)(right + t13), t18);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long t2 = 0L;
        do {
            int t22 = (int)((long)t19 + t2);
            long t23 = (long)t22;
            const short *t24 = stereo + 2 * t22;
            __m256i t25 = _mm256_loadu_si256((const __m256i *)t24);
            __m256i t26 = _mm256_loadu_si256((const __m256i *)(t24 + 16));
            __m256i t27 = (__m256i)__builtin_shufflevector((vcc_v16_short)t25, (vcc_v16_short)t26, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            __m256i t28 = (__m256i)__builtin_shufflevector((vcc_v16_short)t25, (vcc_v16_short)t26, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
            _mm256_storeu_si256((__m256i *)(left + t23), t27);
            _mm256_storeu_si256((__m256i *)(right + t23), t28);
            t2 += 16L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        int t30 = 2 * i;
        left[t29] = stereo[t30];
        right[t29] = stereo[t30 + 1];
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
