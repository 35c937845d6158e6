/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized generic=3 avx2=3 sse4.2=3 sse2=2 */
#include "harness.h"

/* Interleaved groups: complex numbers as re/im pairs (a complex multiply by a constant, loads
   and stores of both members), RGB triples to grey (uchar, widened to int and narrowed back),
   and a stereo buffer split into two channels. */
__attribute__((target("avx2"))) void cmul(int n, float *restrict out, const float *restrict in, float wr, float wi) {
    int t29;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256 wr_v = _mm256_set1_ps(wr);
        __m256 wi_v = _mm256_set1_ps(wi);
        long i_vec = 0L;
        /* vcc: loop at interleaved.c:8 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            const float *t4 = in + t3;
            __m256 t5 = _mm256_loadu_ps(t4);
            __m256 t6 = _mm256_loadu_ps(t4 + 8);
            __m256 re_v = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t5, t6, 0x88)), 0xd8));
            __m256 im_v = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t5, t6, 0xdd)), 0xd8));
            __m256 t7 = _mm256_mul_ps(re_v, wr_v);
            __m256 t8 = _mm256_mul_ps(im_v, wi_v);
            __m256 t9 = _mm256_sub_ps(t7, t8);
            float *t10 = out + (t3 + 1);
            __m256 t11 = _mm256_mul_ps(re_v, wi_v);
            __m256 t12 = _mm256_mul_ps(im_v, wr_v);
            __m256 t13 = _mm256_add_ps(t11, t12);
            __m256 t14 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t9, t13), _mm256_unpackhi_ps(t9, t13), 0x20);
            _mm256_storeu_ps(t10 + -1, t14);
            __m256 t15 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t9, t13), _mm256_unpackhi_ps(t9, t13), 0x31);
            _mm256_storeu_ps(t10 + 7, t15);
            int t16 = 2 * (int)(i_vec + 8L);
            const float *t17 = in + t16;
            __m256 t18 = _mm256_loadu_ps(t17);
            __m256 t19 = _mm256_loadu_ps(t17 + 8);
            __m256 re_v_1 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t18, t19, 0x88)), 0xd8));
            __m256 im_v_1 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t18, t19, 0xdd)), 0xd8));
            __m256 t20 = _mm256_mul_ps(re_v_1, wr_v);
            __m256 t21 = _mm256_mul_ps(im_v_1, wi_v);
            __m256 t22 = _mm256_sub_ps(t20, t21);
            float *t23 = out + (t16 + 1);
            __m256 t24 = _mm256_mul_ps(re_v_1, wi_v);
            __m256 t25 = _mm256_mul_ps(im_v_1, wr_v);
            __m256 t26 = _mm256_add_ps(t24, t25);
            __m256 t27 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x20);
            _mm256_storeu_ps(t23 + -1, t27);
            __m256 t28 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x31);
            _mm256_storeu_ps(t23 + 7, t28);
            i_vec += 16L;
        } while (i_vec < t2);
        t29 = (int)t2;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        __m256 wr_v_1 = _mm256_set1_ps(wr);
        __m256 wi_v_1 = _mm256_set1_ps(wi);
        long i_vec_1 = 0L;
        /* vcc: loop at interleaved.c:8 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int t32 = 2 * (int)((long)t29 + i_vec_1);
            const float *t33 = in + t32;
            __m256 t34 = _mm256_loadu_ps(t33);
            __m256 t35 = _mm256_loadu_ps(t33 + 8);
            __m256 re_v_2 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t34, t35, 0x88)), 0xd8));
            __m256 im_v_2 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t34, t35, 0xdd)), 0xd8));
            __m256 t36 = _mm256_mul_ps(re_v_2, wr_v_1);
            __m256 t37 = _mm256_mul_ps(im_v_2, wi_v_1);
            __m256 t38 = _mm256_sub_ps(t36, t37);
            float *t39 = out + (t32 + 1);
            __m256 t40 = _mm256_mul_ps(re_v_2, wi_v_1);
            __m256 t41 = _mm256_mul_ps(im_v_2, wr_v_1);
            __m256 t42 = _mm256_add_ps(t40, t41);
            __m256 t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t38, t42), _mm256_unpackhi_ps(t38, t42), 0x20);
            _mm256_storeu_ps(t39 + -1, t43);
            __m256 t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t38, t42), _mm256_unpackhi_ps(t38, t42), 0x31);
            _mm256_storeu_ps(t39 + 7, t44);
            i_vec_1 += 8L;
        } while (i_vec_1 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        int t45 = 2 * i;
        long t46 = (long)t45;
        float re = in[t46];
        long t47 = (long)(t45 + 1);
        float im = in[t47];
        out[t46] = re * wr - im * wi;
        out[t47] = re * wi + im * wr;
    }
}

__attribute__((target("avx2"))) void rgb_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgb) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at interleaved.c:16 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = rgb + 3 * (int)i_vec;
            __m128i t4 = _mm_loadu_si128((const __m128i *)t3);
            __m128i t5 = _mm_loadu_si128((const __m128i *)(t3 + 16));
            __m128i t6 = _mm_loadu_si128((const __m128i *)(t3 + 32));
            __m128i t7 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            __m128i rgb_v = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t7, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            __m128i t8 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            __m128i rgb_v_1 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t8, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            __m128i rgb_v_2 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            __m256i t10 = _mm256_cvtepu8_epi16(rgb_v);
            __m256i t11 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t10);
            __m256i t12 = _mm256_cvtepu8_epi16(rgb_v_1);
            __m256i t13 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t12);
            __m256i t14 = _mm256_add_epi16(t11, t13);
            __m256i t15 = _mm256_cvtepu8_epi16(rgb_v_2);
            __m256i t16 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t15);
            __m256i t17 = _mm256_add_epi16(t14, t16);
            __m256i t18 = _mm256_srli_epi16(t17, 8);
            __m128i t19 = (__m128i)__builtin_convertvector((vcc_v16_ushort)t18, vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(grey + i_vec), t19);
            i_vec += 16L;
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

__attribute__((target("avx2"))) void split_stereo(int n, short *restrict left, short *restrict right, const short *restrict stereo) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at interleaved.c:21 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            const short *t3 = stereo + 2 * (int)i_vec;
            __m256i t4 = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(t3 + 16));
            __m256i stereo_v = (__m256i)__builtin_shufflevector((vcc_v16_short)t4, (vcc_v16_short)t5, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            __m256i stereo_v_1 = (__m256i)__builtin_shufflevector((vcc_v16_short)t4, (vcc_v16_short)t5, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
            _mm256_storeu_si256((__m256i *)(left + i_vec), stereo_v);
            _mm256_storeu_si256((__m256i *)(right + i_vec), stereo_v_1);
            long t6 = i_vec + 16L;
            const short *t7 = stereo + 2 * (int)t6;
            __m256i t8 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(t7 + 16));
            __m256i stereo_v_2 = (__m256i)__builtin_shufflevector((vcc_v16_short)t8, (vcc_v16_short)t9, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            __m256i stereo_v_3 = (__m256i)__builtin_shufflevector((vcc_v16_short)t8, (vcc_v16_short)t9, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
            _mm256_storeu_si256((__m256i *)(left + t6), stereo_v_2);
            _mm256_storeu_si256((__m256i *)(right + t6), stereo_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at interleaved.c:21 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            const short *t14 = stereo + 2 * (int)t13;
            __m256i t15 = _mm256_loadu_si256((const __m256i *)t14);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(t14 + 16));
            __m256i stereo_v_4 = (__m256i)__builtin_shufflevector((vcc_v16_short)t15, (vcc_v16_short)t16, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            __m256i stereo_v_5 = (__m256i)__builtin_shufflevector((vcc_v16_short)t15, (vcc_v16_short)t16, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
            _mm256_storeu_si256((__m256i *)(left + t13), stereo_v_4);
            _mm256_storeu_si256((__m256i *)(right + t13), stereo_v_5);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = 2 * i;
        left[t17] = stereo[t18];
        right[t17] = stereo[t18 + 1];
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
