/* vcc: vector types and helpers */
#include <immintrin.h>
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Interleaved groups: complex numbers as re/im pairs (a complex multiply by a constant, loads
   and stores of both members), RGB triples to grey (uchar, widened to int and narrowed back),
   and a stereo buffer split into two channels. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cmul(int n, float *restrict out, const float *restrict in, float wr, float wi) {
    vcc_no_contract_body
    long t1;
    long t2;
    __m256 t3;
    __m256 t4;
    long t5;
    int t6;
    int t7;
    const float *t8;
    const float *t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    float *t24;
    float *t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    long t36;
    int t37;
    long t38;
    long t39;
    __m256 t40;
    __m256 t41;
    long t42;
    int t43;
    const float *t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    float *t52;
    __m256 t53;
    __m256 t54;
    __m256 t55;
    __m256 t56;
    __m256 t57;
    long t58;
    int i;
    int t59;
    long t60;
    float re;
    long t61;
    float im;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = _mm256_set1_ps(wr);
        t4 = _mm256_set1_ps(wi);
        t5 = 0L;
        for (;;) {
            t6 = 2 * (int)((long)0 + t5);
            t7 = 2 * (int)((long)0 + (t5 + 8L));
            t8 = in + t6;
            t9 = in + t7;
            t10 = _mm256_loadu_ps(t8);
            t11 = _mm256_loadu_ps(t8 + 8);
            t12 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t10, t11, 0x88)), 0xd8));
            t13 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t10, t11, 0xdd)), 0xd8));
            t14 = _mm256_loadu_ps(t9);
            t15 = _mm256_loadu_ps(t9 + 8);
            t16 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t14, t15, 0x88)), 0xd8));
            t17 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t14, t15, 0xdd)), 0xd8));
            t18 = _mm256_mul_ps(t12, t3);
            t19 = _mm256_mul_ps(t16, t3);
            t20 = _mm256_mul_ps(t13, t4);
            t21 = _mm256_mul_ps(t17, t4);
            t22 = _mm256_sub_ps(t18, t20);
            t23 = _mm256_sub_ps(t19, t21);
            t24 = out + (t6 + 1);
            t25 = out + (t7 + 1);
            t26 = _mm256_mul_ps(t12, t4);
            t27 = _mm256_mul_ps(t16, t4);
            t28 = _mm256_mul_ps(t13, t3);
            t29 = _mm256_mul_ps(t17, t3);
            t30 = _mm256_add_ps(t26, t28);
            t31 = _mm256_add_ps(t27, t29);
            t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t30), _mm256_unpackhi_ps(t22, t30), 0x20);
            _mm256_storeu_ps(t24 + -1, t32);
            t33 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t30), _mm256_unpackhi_ps(t22, t30), 0x31);
            _mm256_storeu_ps(t24 + 7, t33);
            t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t31), _mm256_unpackhi_ps(t23, t31), 0x20);
            _mm256_storeu_ps(t25 + -1, t34);
            t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t31), _mm256_unpackhi_ps(t23, t31), 0x31);
            _mm256_storeu_ps(t25 + 7, t35);
            t36 = t5 + 16L;
            if (t36 >= t2) {
                break;
            }
            t5 = t36;
        }
        t37 = (int)((long)0 + t2);
    } else {
        t37 = 0;
    }
    t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        t39 = t38 & -8L;
        t40 = _mm256_set1_ps(wr);
        t41 = _mm256_set1_ps(wi);
        t42 = 0L;
        for (;;) {
            t43 = 2 * (int)((long)t37 + t42);
            t44 = in + t43;
            t45 = _mm256_loadu_ps(t44);
            t46 = _mm256_loadu_ps(t44 + 8);
            t47 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t45, t46, 0x88)), 0xd8));
            t48 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t45, t46, 0xdd)), 0xd8));
            t49 = _mm256_mul_ps(t47, t40);
            t50 = _mm256_mul_ps(t48, t41);
            t51 = _mm256_sub_ps(t49, t50);
            t52 = out + (t43 + 1);
            t53 = _mm256_mul_ps(t47, t41);
            t54 = _mm256_mul_ps(t48, t40);
            t55 = _mm256_add_ps(t53, t54);
            t56 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t51, t55), _mm256_unpackhi_ps(t51, t55), 0x20);
            _mm256_storeu_ps(t52 + -1, t56);
            t57 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t51, t55), _mm256_unpackhi_ps(t51, t55), 0x31);
            _mm256_storeu_ps(t52 + 7, t57);
            t58 = t42 + 8L;
            if (t58 >= t39) {
                break;
            }
            t42 = t58;
        }
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        t59 = 2 * i;
        t60 = (long)t59;
        re = in[t60];
        t61 = (long)(t59 + 1);
        im = in[t61];
        out[t60] = re * wr - im * wi;
        out[t61] = re * wi + im * wr;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rgb_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgb) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    const unsigned char *t5;
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m128i t24;
    long t25;
    int i;
    int t26;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = rgb + 3 * t4;
            t6 = _mm_loadu_si128((const __m128i *)t5);
            t7 = _mm_loadu_si128((const __m128i *)(t5 + 16));
            t8 = _mm_loadu_si128((const __m128i *)(t5 + 32));
            t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t14 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t13, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t15 = (__m256i)__builtin_convertvector((vcc_v16_uchar)t10, vcc_v16_ushort);
            t16 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t15);
            t17 = (__m256i)__builtin_convertvector((vcc_v16_uchar)t12, vcc_v16_ushort);
            t18 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t17);
            t19 = _mm256_add_epi16(t16, t18);
            t20 = (__m256i)__builtin_convertvector((vcc_v16_uchar)t14, vcc_v16_ushort);
            t21 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t20);
            t22 = _mm256_add_epi16(t19, t21);
            t23 = (__m256i)((vcc_v16_ushort)t22 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t24 = _mm256_cvtepi16_epi8(t23);
            _mm_storeu_si128((__m128i *)(grey + t4), t24);
            t25 = t3 + 16L;
            if (t25 >= t2) {
                break;
            }
            t3 = t25;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t26 = 3 * i;
        grey[i] = (unsigned char)((77 * (int)rgb[t26] + 150 * (int)rgb[t26 + 1] + 29 * (int)rgb[t26 + 2]) >> 8);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void split_stereo(int n, short *restrict left, short *restrict right, const short *restrict stereo) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    const short *t8;
    const short *t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    long t18;
    int t19;
    long t20;
    long t21;
    long t22;
    int t23;
    long t24;
    const short *t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    long t30;
    int i;
    long t31;
    int t32;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 16L));
            t6 = (long)t4;
            t7 = (long)t5;
            t8 = stereo + 2 * t4;
            t9 = stereo + 2 * t5;
            t10 = _mm256_loadu_si256((const __m256i *)t8);
            t11 = _mm256_loadu_si256((const __m256i *)(t8 + 16));
            t12 = (__m256i)__builtin_shufflevector((vcc_v16_short)t10, (vcc_v16_short)t11, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            t13 = (__m256i)__builtin_shufflevector((vcc_v16_short)t10, (vcc_v16_short)t11, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
            t14 = _mm256_loadu_si256((const __m256i *)t9);
            t15 = _mm256_loadu_si256((const __m256i *)(t9 + 16));
            t16 = (__m256i)__builtin_shufflevector((vcc_v16_short)t14, (vcc_v16_short)t15, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            t17 = (__m256i)__builtin_shufflevector((vcc_v16_short)t14, (vcc_v16_short)t15, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
            _mm256_storeu_si256((__m256i *)(left + t6), t12);
            _mm256_storeu_si256((__m256i *)(left + t7), t16);
            _mm256_storeu_si256((__m256i *)(right + t6), t13);
            _mm256_storeu_si256((__m256i *)(right + t7), t17);
            t18 = t3 + 32L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
        }
        t19 = (int)((long)0 + t2);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        t21 = t20 & -16L;
        t22 = 0L;
        for (;;) {
            t23 = (int)((long)t19 + t22);
            t24 = (long)t23;
            t25 = stereo + 2 * t23;
            t26 = _mm256_loadu_si256((const __m256i *)t25);
            t27 = _mm256_loadu_si256((const __m256i *)(t25 + 16));
            t28 = (__m256i)__builtin_shufflevector((vcc_v16_short)t26, (vcc_v16_short)t27, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            t29 = (__m256i)__builtin_shufflevector((vcc_v16_short)t26, (vcc_v16_short)t27, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
            _mm256_storeu_si256((__m256i *)(left + t24), t28);
            _mm256_storeu_si256((__m256i *)(right + t24), t29);
            t30 = t22 + 16L;
            if (t30 >= t21) {
                break;
            }
            t22 = t30;
        }
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        t31 = (long)i;
        t32 = 2 * i;
        left[t31] = stereo[t32];
        right[t31] = stereo[t32 + 1];
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
