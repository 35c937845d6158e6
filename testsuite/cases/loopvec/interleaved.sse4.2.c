/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_sse_pick(A, B, I0, I1, I2, I3, I4, I5, I6, I7) _mm_unpacklo_epi64(_mm_shuffle_epi8((A), _mm_setr_epi8(I0, I1, I2, I3, I4, I5, I6, I7, -128, -128, -128, -128, -128, -128, -128, -128)), _mm_shuffle_epi8((B), _mm_setr_epi8(I0, I1, I2, I3, I4, I5, I6, I7, -128, -128, -128, -128, -128, -128, -128, -128)))

/* vcc-test: expect-vectorized generic=3 avx2=3 sse4.2=3 sse2=2 */
#include "harness.h"

/* Interleaved groups: complex numbers as re/im pairs (a complex multiply by a constant, loads
   and stores of both members), RGB triples to grey (uchar, widened to int and narrowed back),
   and a stereo buffer split into two channels. */
__attribute__((target("sse4.2"))) void cmul(int n, float *restrict out, const float *restrict in, float wr, float wi) {
    int t55;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128 wr_v = _mm_set1_ps(wr);
        __m128 wi_v = _mm_set1_ps(wi);
        long i_vec = 0L;
        /* vcc: loop at interleaved.c:8 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            const float *t4 = in + t3;
            __m128 t5 = _mm_loadu_ps(t4);
            __m128 t6 = _mm_loadu_ps(t4 + 4);
            __m128 re_v = _mm_shuffle_ps(t5, t6, 0x88);
            __m128 im_v = _mm_shuffle_ps(t5, t6, 0xdd);
            __m128 t7 = _mm_mul_ps(re_v, wr_v);
            __m128 t8 = _mm_mul_ps(im_v, wi_v);
            __m128 t9 = _mm_sub_ps(t7, t8);
            float *t10 = out + (t3 + 1);
            __m128 t11 = _mm_mul_ps(re_v, wi_v);
            __m128 t12 = _mm_mul_ps(im_v, wr_v);
            __m128 t13 = _mm_add_ps(t11, t12);
            __m128 t14 = _mm_unpacklo_ps(t9, t13);
            _mm_storeu_ps(t10 + -1, t14);
            __m128 t15 = _mm_unpackhi_ps(t9, t13);
            _mm_storeu_ps(t10 + 3, t15);
            int t16 = 2 * (int)(i_vec + 4L);
            const float *t17 = in + t16;
            __m128 t18 = _mm_loadu_ps(t17);
            __m128 t19 = _mm_loadu_ps(t17 + 4);
            __m128 re_v_1 = _mm_shuffle_ps(t18, t19, 0x88);
            __m128 im_v_1 = _mm_shuffle_ps(t18, t19, 0xdd);
            __m128 t20 = _mm_mul_ps(re_v_1, wr_v);
            __m128 t21 = _mm_mul_ps(im_v_1, wi_v);
            __m128 t22 = _mm_sub_ps(t20, t21);
            float *t23 = out + (t16 + 1);
            __m128 t24 = _mm_mul_ps(re_v_1, wi_v);
            __m128 t25 = _mm_mul_ps(im_v_1, wr_v);
            __m128 t26 = _mm_add_ps(t24, t25);
            __m128 t27 = _mm_unpacklo_ps(t22, t26);
            _mm_storeu_ps(t23 + -1, t27);
            __m128 t28 = _mm_unpackhi_ps(t22, t26);
            _mm_storeu_ps(t23 + 3, t28);
            int t29 = 2 * (int)(i_vec + 8L);
            const float *t30 = in + t29;
            __m128 t31 = _mm_loadu_ps(t30);
            __m128 t32 = _mm_loadu_ps(t30 + 4);
            __m128 re_v_2 = _mm_shuffle_ps(t31, t32, 0x88);
            __m128 im_v_2 = _mm_shuffle_ps(t31, t32, 0xdd);
            __m128 t33 = _mm_mul_ps(re_v_2, wr_v);
            __m128 t34 = _mm_mul_ps(im_v_2, wi_v);
            __m128 t35 = _mm_sub_ps(t33, t34);
            float *t36 = out + (t29 + 1);
            __m128 t37 = _mm_mul_ps(re_v_2, wi_v);
            __m128 t38 = _mm_mul_ps(im_v_2, wr_v);
            __m128 t39 = _mm_add_ps(t37, t38);
            __m128 t40 = _mm_unpacklo_ps(t35, t39);
            _mm_storeu_ps(t36 + -1, t40);
            __m128 t41 = _mm_unpackhi_ps(t35, t39);
            _mm_storeu_ps(t36 + 3, t41);
            int t42 = 2 * (int)(i_vec + 12L);
            const float *t43 = in + t42;
            __m128 t44 = _mm_loadu_ps(t43);
            __m128 t45 = _mm_loadu_ps(t43 + 4);
            __m128 re_v_3 = _mm_shuffle_ps(t44, t45, 0x88);
            __m128 im_v_3 = _mm_shuffle_ps(t44, t45, 0xdd);
            __m128 t46 = _mm_mul_ps(re_v_3, wr_v);
            __m128 t47 = _mm_mul_ps(im_v_3, wi_v);
            __m128 t48 = _mm_sub_ps(t46, t47);
            float *t49 = out + (t42 + 1);
            __m128 t50 = _mm_mul_ps(re_v_3, wi_v);
            __m128 t51 = _mm_mul_ps(im_v_3, wr_v);
            __m128 t52 = _mm_add_ps(t50, t51);
            __m128 t53 = _mm_unpacklo_ps(t48, t52);
            _mm_storeu_ps(t49 + -1, t53);
            __m128 t54 = _mm_unpackhi_ps(t48, t52);
            _mm_storeu_ps(t49 + 3, t54);
            i_vec += 16L;
        } while (i_vec < t2);
        t55 = (int)t2;
    } else {
        t55 = 0;
    }
    long t56 = (long)n + (long)t55 * -1L;
    if (t56 >= 4L) {
        long t57 = t56 & -4L;
        __m128 wr_v_1 = _mm_set1_ps(wr);
        __m128 wi_v_1 = _mm_set1_ps(wi);
        long i_vec_1 = 0L;
        /* vcc: loop at interleaved.c:8 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t58 = 2 * (int)((long)t55 + i_vec_1);
            const float *t59 = in + t58;
            __m128 t60 = _mm_loadu_ps(t59);
            __m128 t61 = _mm_loadu_ps(t59 + 4);
            __m128 re_v_4 = _mm_shuffle_ps(t60, t61, 0x88);
            __m128 im_v_4 = _mm_shuffle_ps(t60, t61, 0xdd);
            __m128 t62 = _mm_mul_ps(re_v_4, wr_v_1);
            __m128 t63 = _mm_mul_ps(im_v_4, wi_v_1);
            __m128 t64 = _mm_sub_ps(t62, t63);
            float *t65 = out + (t58 + 1);
            __m128 t66 = _mm_mul_ps(re_v_4, wi_v_1);
            __m128 t67 = _mm_mul_ps(im_v_4, wr_v_1);
            __m128 t68 = _mm_add_ps(t66, t67);
            __m128 t69 = _mm_unpacklo_ps(t64, t68);
            _mm_storeu_ps(t65 + -1, t69);
            __m128 t70 = _mm_unpackhi_ps(t64, t68);
            _mm_storeu_ps(t65 + 3, t70);
            i_vec_1 += 4L;
        } while (i_vec_1 < t57);
        i = (int)((long)t55 + t57);
    } else {
        i = t55;
    }
    for (; i < n; i++) {
        int t71 = 2 * i;
        long t72 = (long)t71;
        float re = in[t72];
        long t73 = (long)(t71 + 1);
        float im = in[t73];
        out[t72] = re * wr - im * wi;
        out[t73] = re * wi + im * wr;
    }
}

__attribute__((target("sse4.2"))) void rgb_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgb) {
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
            vcc_v16_ushort t10 = ({ __m128i vcc_h0 = rgb_v; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t11 = (vcc_v16_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t10;
            vcc_v16_ushort t12 = ({ __m128i vcc_h0 = rgb_v_1; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t13 = (vcc_v16_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t12;
            vcc_v16_ushort t14 = t11 + t13;
            vcc_v16_ushort t15 = ({ __m128i vcc_h0 = rgb_v_2; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t16 = (vcc_v16_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t15;
            vcc_v16_ushort t17 = t14 + t16;
            vcc_v16_ushort t18 = t17 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            __m128i t19 = (__m128i)__builtin_convertvector(t18, vcc_v16_uchar);
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

__attribute__((target("sse4.2"))) void split_stereo(int n, short *restrict left, short *restrict right, const short *restrict stereo) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at interleaved.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            const short *t3 = stereo + 2 * (int)i_vec;
            __m128i t4 = _mm_loadu_si128((const __m128i *)t3);
            __m128i t5 = _mm_loadu_si128((const __m128i *)(t3 + 8));
            __m128i stereo_v = vcc_sse_pick(t4, t5, 0, 1, 4, 5, 8, 9, 12, 13);
            __m128i stereo_v_1 = vcc_sse_pick(t4, t5, 2, 3, 6, 7, 10, 11, 14, 15);
            _mm_storeu_si128((__m128i *)(left + i_vec), stereo_v);
            _mm_storeu_si128((__m128i *)(right + i_vec), stereo_v_1);
            long t6 = i_vec + 8L;
            const short *t7 = stereo + 2 * (int)t6;
            __m128i t8 = _mm_loadu_si128((const __m128i *)t7);
            __m128i t9 = _mm_loadu_si128((const __m128i *)(t7 + 8));
            __m128i stereo_v_2 = vcc_sse_pick(t8, t9, 0, 1, 4, 5, 8, 9, 12, 13);
            __m128i stereo_v_3 = vcc_sse_pick(t8, t9, 2, 3, 6, 7, 10, 11, 14, 15);
            _mm_storeu_si128((__m128i *)(left + t6), stereo_v_2);
            _mm_storeu_si128((__m128i *)(right + t6), stereo_v_3);
            long t10 = i_vec + 16L;
            const short *t11 = stereo + 2 * (int)t10;
            __m128i t12 = _mm_loadu_si128((const __m128i *)t11);
            __m128i t13 = _mm_loadu_si128((const __m128i *)(t11 + 8));
            __m128i stereo_v_4 = vcc_sse_pick(t12, t13, 0, 1, 4, 5, 8, 9, 12, 13);
            __m128i stereo_v_5 = vcc_sse_pick(t12, t13, 2, 3, 6, 7, 10, 11, 14, 15);
            _mm_storeu_si128((__m128i *)(left + t10), stereo_v_4);
            _mm_storeu_si128((__m128i *)(right + t10), stereo_v_5);
            long t14 = i_vec + 24L;
            const short *t15 = stereo + 2 * (int)t14;
            __m128i t16 = _mm_loadu_si128((const __m128i *)t15);
            __m128i t17 = _mm_loadu_si128((const __m128i *)(t15 + 8));
            __m128i stereo_v_6 = vcc_sse_pick(t16, t17, 0, 1, 4, 5, 8, 9, 12, 13);
            __m128i stereo_v_7 = vcc_sse_pick(t16, t17, 2, 3, 6, 7, 10, 11, 14, 15);
            _mm_storeu_si128((__m128i *)(left + t14), stereo_v_6);
            _mm_storeu_si128((__m128i *)(right + t14), stereo_v_7);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at interleaved.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            const short *t22 = stereo + 2 * (int)t21;
            __m128i t23 = _mm_loadu_si128((const __m128i *)t22);
            __m128i t24 = _mm_loadu_si128((const __m128i *)(t22 + 8));
            __m128i stereo_v_8 = vcc_sse_pick(t23, t24, 0, 1, 4, 5, 8, 9, 12, 13);
            __m128i stereo_v_9 = vcc_sse_pick(t23, t24, 2, 3, 6, 7, 10, 11, 14, 15);
            _mm_storeu_si128((__m128i *)(left + t21), stereo_v_8);
            _mm_storeu_si128((__m128i *)(right + t21), stereo_v_9);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        int t26 = 2 * i;
        left[t25] = stereo[t26];
        right[t25] = stereo[t26 + 1];
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
