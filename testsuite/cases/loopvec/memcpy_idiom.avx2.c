/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 3 */
/* Copy loops become one call of memcpy (midend idiom.rs) where the two objects are distinct;
   the others stay loops (and are vectorized where they can be). Globals of this file that
   vector code reads or writes are realigned for it (emit align.rs). */
#include "harness.h"

#define M 1100
static double gd[M];
double hd[M];
static short gs[M];
short hs[M];
static float initialized[M] = {1.0f};

/* memcpy: two distinct globals, offsets on both sides. */
void copy_globals(int n) {
    long t1;
    void *t2;
    void *t3;
    unsigned long t4;
    t1 = (long)n;
    t2 = (void *)((unsigned char *)&gd + 24);
    t3 = (void *)((unsigned char *)&hd + 8);
    t4 = (unsigned long)(t1 * 8L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
}

/* memcpy: restrict pointers, a count that may be zero or negative, a start that is a parameter. */
void copy_restrict(int lo, int hi, short *restrict dst, const short *restrict src) {
    long t1;
    void *t2;
    void *t3;
    unsigned long t4;
    t1 = (long)lo * -1L + (long)hi;
    t2 = (void *)((unsigned char *)dst + (long)lo * 2L);
    t3 = (void *)((unsigned char *)src + (long)lo * 2L);
    t4 = (unsigned long)(t1 * 2L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
}

/* memcpy: bytes, counted with an unsigned index. */
void copy_bytes(unsigned n, unsigned char *restrict dst, const unsigned char *restrict src) {
    long t1;
    void *t2;
    void *t3;
    unsigned long t4;
    t1 = (long)n;
    t2 = (void *)(dst + 0);
    t3 = (void *)((unsigned char *)src + 0);
    t4 = (unsigned long)(t1 * 1L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
}

/* memcpy: a static array with an initializer into a local array, then summed. */
float copy_to_local(int n) {
    float tmp[1100];
    float s;
    long t1;
    void *t2;
    void *t3;
    unsigned long t4;
    int i;
    t1 = (long)n;
    t2 = (void *)((unsigned char *)&tmp + 0);
    t3 = (void *)((unsigned char *)&initialized + 0);
    t4 = (unsigned long)(t1 * 4L);
    if (t1 > 0L) {
        __builtin_memcpy(t2, t3, t4);
    }
    s = 0.0f;
    for (i = 0; i < n; i++) {
        s += tmp[i] * (float)(i & 3);
    }
    return s;
}

/* A loop: one array shifted down onto itself (the objects are not distinct). */
__attribute__((target("avx2"))) void shift_down(int n, int *a) {
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    __m256i t6;
    int t7;
    __m256i t8;
    int t9;
    __m256i t10;
    int t11;
    __m256i t12;
    int t13;
    long t14;
    long t15;
    int t16;
    __m256i t17;
    int i;
    int t18;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = _mm256_loadu_si256((const __m256i *)(a + (t5 + 1)));
            _mm256_storeu_si256((__m256i *)(a + t5), t6);
            t7 = (int)((long)0 + (t1 + 8L));
            t8 = _mm256_loadu_si256((const __m256i *)(a + (t7 + 1)));
            _mm256_storeu_si256((__m256i *)(a + t7), t8);
            t9 = (int)((long)0 + (t1 + 16L));
            t10 = _mm256_loadu_si256((const __m256i *)(a + (t9 + 1)));
            _mm256_storeu_si256((__m256i *)(a + t9), t10);
            t11 = (int)((long)0 + (t1 + 24L));
            t12 = _mm256_loadu_si256((const __m256i *)(a + (t11 + 1)));
            _mm256_storeu_si256((__m256i *)(a + t11), t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = (int)((long)0 + t4);
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        t15 = t14 & -8L;
        t2 = 0L;
        do {
            t16 = (int)((long)t13 + t2);
            t17 = _mm256_loadu_si256((const __m256i *)(a + (t16 + 1)));
            _mm256_storeu_si256((__m256i *)(a + t16), t17);
            t2 += 8L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i = t18) {
        t18 = i + 1;
        a[i] = a[t18];
    }
}

/* A loop: the pointers may alias (no restrict). */
__attribute__((target("avx2"))) void copy_may_alias(int n, short *dst, const short *src) {
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    __m256i t8;
    long t9;
    __m256i t10;
    long t11;
    __m256i t12;
    long t13;
    __m256i t14;
    int t15;
    long t16;
    unsigned long t17;
    unsigned long t18;
    long t19;
    long t20;
    __m256i t21;
    int i;
    long t22;
    t3 = (long)n;
    t4 = (unsigned long)dst;
    t5 = (unsigned long)src;
    if ((t3 >= 64L) & (((t4 + (unsigned long)(2L + (t3 - 1L) * 2L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(2L + (t3 - 1L) * 2L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t3 & -64L;
        t1 = 0L;
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = _mm256_loadu_si256((const __m256i *)(src + t7));
            _mm256_storeu_si256((__m256i *)(dst + t7), t8);
            t9 = (long)(int)((long)0 + (t1 + 16L));
            t10 = _mm256_loadu_si256((const __m256i *)(src + t9));
            _mm256_storeu_si256((__m256i *)(dst + t9), t10);
            t11 = (long)(int)((long)0 + (t1 + 32L));
            t12 = _mm256_loadu_si256((const __m256i *)(src + t11));
            _mm256_storeu_si256((__m256i *)(dst + t11), t12);
            t13 = (long)(int)((long)0 + (t1 + 48L));
            t14 = _mm256_loadu_si256((const __m256i *)(src + t13));
            _mm256_storeu_si256((__m256i *)(dst + t13), t14);
            t1 += 64L;
        } while (t1 < t6);
        t15 = (int)((long)0 + t6);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    t17 = (unsigned long)dst;
    t18 = (unsigned long)src;
    if ((t16 >= 16L) & (((t17 + (unsigned long)((long)t15 * 2L + 2L + (t16 - 1L) * 2L)) <= (t18 + (unsigned long)((long)t15 * 2L))) | ((t18 + (unsigned long)((long)t15 * 2L + 2L + (t16 - 1L) * 2L)) <= (t17 + (unsigned long)((long)t15 * 2L))))) {
        t19 = t16 & -16L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t15 + t2);
            t21 = _mm256_loadu_si256((const __m256i *)(src + t20));
            _mm256_storeu_si256((__m256i *)(dst + t20), t21);
            t2 += 16L;
        } while (t2 < t19);
        i = (int)((long)t15 + t19);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        t22 = (long)i;
        dst[t22] = src[t22];
    }
}

/* A loop: the copy converts. */
__attribute__((target("avx2"))) void copy_convert(int n, double *restrict dst, const float *restrict src) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m128 t6;
    __m256d t7;
    long t8;
    __m128 t9;
    __m256d t10;
    long t11;
    __m128 t12;
    __m256d t13;
    long t14;
    __m128 t15;
    __m256d t16;
    int t17;
    long t18;
    long t19;
    long t20;
    __m128 t21;
    __m256d t22;
    int i;
    long t23;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm_loadu_ps(src + t5);
            t7 = _mm256_cvtps_pd(t6);
            _mm256_storeu_pd(dst + t5, t7);
            t8 = (long)(int)((long)0 + (t1 + 4L));
            t9 = _mm_loadu_ps(src + t8);
            t10 = _mm256_cvtps_pd(t9);
            _mm256_storeu_pd(dst + t8, t10);
            t11 = (long)(int)((long)0 + (t1 + 8L));
            t12 = _mm_loadu_ps(src + t11);
            t13 = _mm256_cvtps_pd(t12);
            _mm256_storeu_pd(dst + t11, t13);
            t14 = (long)(int)((long)0 + (t1 + 12L));
            t15 = _mm_loadu_ps(src + t14);
            t16 = _mm256_cvtps_pd(t15);
            _mm256_storeu_pd(dst + t14, t16);
            t1 += 16L;
        } while (t1 < t4);
        t17 = (int)((long)0 + t4);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 4L) {
        t19 = t18 & -4L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t17 + t2);
            t21 = _mm_loadu_ps(src + t20);
            t22 = _mm256_cvtps_pd(t21);
            _mm256_storeu_pd(dst + t20, t22);
            t2 += 4L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        t23 = (long)i;
        dst[t23] = (double)src[t23];
    }
}

/* A loop: every other element. */
void copy_strided(int n, short *restrict dst, const short *restrict src) {
    for (int i = 0; i < n; i++)
        dst[2 * i] = src[i];
}

static __typeof__(gd) gd __attribute__((aligned(32)));
extern __typeof__(hd) hd __attribute__((aligned(32)));
__attribute__((target("avx2"))) int main(void) {
    float s;
    int n;
    __m128i t1;
    __m128i t2;
    long t3;
    __m128i t4;
    __m128i t5;
    long t6;
    vcc_v16_uint t7;
    long t8;
    vcc_v16_uint t9;
    long t10;
    __m256i t11;
    long t12;
    __m256i t13;
    long t14;
    __m256i t15;
    long t16;
    __m256i t17;
    long t18;
    long t19;
    long t20;
    __m256i t21;
    long t22;
    __m256i t23;
    long t24;
    int count_idx;
    int n_1;
    int t25;
    long t26;
    __m128i t27;
    __m128i t28;
    __m128i t29;
    __m128i t30;
    __m128i t31;
    __m128i t32;
    __m128i t33;
    __m128i t34;
    long t35;
    __m256d t36;
    __m256d t37;
    __m128i t38;
    vcc_v4_short t39;
    __m128 t40;
    __m128 t41;
    __m128i t42;
    __m128i t43;
    long t44;
    __m256d t45;
    __m256d t46;
    __m128i t47;
    vcc_v4_short t48;
    __m128i t49;
    __m128i t50;
    __m128i t51;
    __m128i t52;
    __m128i t53;
    __m128 t54;
    __m128 t55;
    __m128i t56;
    __m128i t57;
    long t58;
    __m256d t59;
    __m256d t60;
    __m128i t61;
    vcc_v4_short t62;
    __m128i t63;
    __m128i t64;
    __m128i t65;
    __m128i t66;
    __m128i t67;
    __m128 t68;
    __m128 t69;
    __m128i t70;
    __m128i t71;
    long t72;
    __m256d t73;
    __m256d t74;
    __m128i t75;
    vcc_v4_short t76;
    __m128i t77;
    __m128i t78;
    __m128i t79;
    __m128i t80;
    __m128i t81;
    __m128 t82;
    __m128 t83;
    __m128i t84;
    __m128i t85;
    __m128i t86;
    __m128i t87;
    __m128i t88;
    __m128i t89;
    int t90;
    long t91;
    long t92;
    __m128i t93;
    __m128i t94;
    __m128i t95;
    __m128i t96;
    __m128i t97;
    __m128i t98;
    __m128i t99;
    __m128i t100;
    long t101;
    __m256d t102;
    __m256d t103;
    __m128i t104;
    vcc_v4_short t105;
    __m128 t106;
    __m128 t107;
    __m128i t108;
    __m128i t109;
    __m128i t110;
    __m128i t111;
    __m128i t112;
    __m128i t113;
    int i;
    long t114;
    unsigned long long h;
    int lo;
    const short *t115;
    int t116;
    const void *t117;
    unsigned long long h_1;
    void *t118;
    unsigned char *bd;
    void *t119;
    unsigned char *bs;
    long t120;
    unsigned long t121;
    unsigned long t122;
    long t123;
    vcc_v16_int t124;
    vcc_v16_uint t125;
    vcc_v16_int t126;
    long t127;
    vcc_v16_int t128;
    __m128i t129;
    vcc_v16_uint t130;
    vcc_v16_int t131;
    long t132;
    vcc_v16_int t133;
    __m128i t134;
    vcc_v16_uint t135;
    int t136;
    long t137;
    unsigned long t138;
    unsigned long t139;
    long t140;
    vcc_v16_int t141;
    vcc_v16_uint t142;
    vcc_v16_int t143;
    long t144;
    vcc_v16_int t145;
    __m128i t146;
    vcc_v16_uint t147;
    int i_1;
    long t148;
    unsigned long t149;
    unsigned long t150;
    unsigned long long h_2;
    int t151;
    int *a;
    long t152;
    long t153;
    __m256i t154;
    __m256i t155;
    __m256i t156;
    __m256i t157;
    __m256i t158;
    __m256i t159;
    __m256i t160;
    __m256i t161;
    __m256i t162;
    __m256i t163;
    __m256i t164;
    __m256i t165;
    __m256i t166;
    __m256i t167;
    int t168;
    long t169;
    long t170;
    __m256i t171;
    __m256i t172;
    __m256i t173;
    __m256i t174;
    __m256i t175;
    int i_2;
    unsigned long long h_3;
    const short *t176;
    int t177;
    unsigned long long h_4;
    double *d;
    float *f;
    long t178;
    long t179;
    __m256i t180;
    __m256i t181;
    __m256i t182;
    __m256 t183;
    __m256 t184;
    __m256i t185;
    __m256i t186;
    __m256 t187;
    __m256 t188;
    __m256i t189;
    int t190;
    long t191;
    long t192;
    __m256i t193;
    __m256i t194;
    __m256i t195;
    __m256 t196;
    __m256 t197;
    __m256i t198;
    int i_3;
    unsigned long long h_5;
    int t199;
    short *sd;
    short *ss;
    long t200;
    long t201;
    int t202;
    long t203;
    long t204;
    int i_4;
    long t205;
    long t206;
    __m256i t207;
    __m256i t208;
    __m256i t209;
    __m256i t210;
    __m128i t211;
    __m256i t212;
    __m256i t213;
    __m256i t214;
    __m128i t215;
    __m256i t216;
    __m256i t217;
    __m256i t218;
    __m128i t219;
    __m256i t220;
    __m256i t221;
    __m256i t222;
    __m128i t223;
    __m256i t224;
    int t225;
    long t226;
    long t227;
    __m256i t228;
    __m256i t229;
    __m256i t230;
    __m256i t231;
    __m128i t232;
    __m256i t233;
    int i_5;
    unsigned long t234;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t25 = 1;
        } else {
            t25 = 0;
            n = n_1;
        }
        if (!t25) {
            return 0;
        }
        if ((1100L >= 16L) & (0 >= 0)) {
            t26 = 1100L & -16L;
            t27 = _mm_set1_epi32((int)0);
            t28 = t27;
            t1 = _mm_add_epi32(t28, _mm_setr_epi32(0, 1, 2, 3));
            t29 = _mm_set1_epi32((int)(0 % 11));
            t30 = _mm_add_epi32(t29, _mm_setr_epi32(0, 1, 2, 3));
            t31 = t30;
            t32 = _mm_sub_epi32(t31, _mm_set1_epi32((int)11));
            t33 = _mm_min_epu32(t31, t32);
            t2 = t33;
            t3 = 0L;
            for (;;) {
                t34 = t1;
                t35 = (long)(int)((long)0 + t3);
                _mm256_storeu_pd(&gd[t35], _mm256_set1_pd(-1.0));
                t36 = _mm256_cvtepi32_pd(t34);
                t37 = _mm256_mul_pd(t36, _mm256_set1_pd(0.5));
                _mm256_storeu_pd(&hd[t35], t37);
                t38 = _mm_mullo_epi32(t34, _mm_set1_epi32((int)7));
                t39 = __builtin_convertvector((vcc_v4_int)t38, vcc_v4_short);
                vcc_store(&gs[t35], t39);
                vcc_store(&hs[t35], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
                t40 = _mm_cvtepi32_ps(t2);
                t41 = _mm_mul_ps(t40, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&initialized[t35], t41);
                t42 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
                t43 = t42;
                t44 = (long)(int)((long)0 + (t3 + 4L));
                _mm256_storeu_pd(&gd[t44], _mm256_set1_pd(-1.0));
                t45 = _mm256_cvtepi32_pd(t43);
                t46 = _mm256_mul_pd(t45, _mm256_set1_pd(0.5));
                _mm256_storeu_pd(&hd[t44], t46);
                t47 = _mm_mullo_epi32(t43, _mm_set1_epi32((int)7));
                t48 = __builtin_convertvector((vcc_v4_int)t47, vcc_v4_short);
                vcc_store(&gs[t44], t48);
                vcc_store(&hs[t44], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
                t49 = _mm_add_epi32(t2, _mm_set1_epi32((int)4));
                t50 = t49;
                t51 = _mm_sub_epi32(t50, _mm_set1_epi32((int)11));
                t52 = _mm_min_epu32(t50, t51);
                t53 = t52;
                t54 = _mm_cvtepi32_ps(t53);
                t55 = _mm_mul_ps(t54, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&initialized[t44], t55);
                t56 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
                t57 = t56;
                t58 = (long)(int)((long)0 + (t3 + 8L));
                _mm256_storeu_pd(&gd[t58], _mm256_set1_pd(-1.0));
                t59 = _mm256_cvtepi32_pd(t57);
                t60 = _mm256_mul_pd(t59, _mm256_set1_pd(0.5));
                _mm256_storeu_pd(&hd[t58], t60);
                t61 = _mm_mullo_epi32(t57, _mm_set1_epi32((int)7));
                t62 = __builtin_convertvector((vcc_v4_int)t61, vcc_v4_short);
                vcc_store(&gs[t58], t62);
                vcc_store(&hs[t58], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
                t63 = _mm_add_epi32(t2, _mm_set1_epi32((int)8));
                t64 = t63;
                t65 = _mm_sub_epi32(t64, _mm_set1_epi32((int)11));
                t66 = _mm_min_epu32(t64, t65);
                t67 = t66;
                t68 = _mm_cvtepi32_ps(t67);
                t69 = _mm_mul_ps(t68, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&initialized[t58], t69);
                t70 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
                t71 = t70;
                t72 = (long)(int)((long)0 + (t3 + 12L));
                _mm256_storeu_pd(&gd[t72], _mm256_set1_pd(-1.0));
                t73 = _mm256_cvtepi32_pd(t71);
                t74 = _mm256_mul_pd(t73, _mm256_set1_pd(0.5));
                _mm256_storeu_pd(&hd[t72], t74);
                t75 = _mm_mullo_epi32(t71, _mm_set1_epi32((int)7));
                t76 = __builtin_convertvector((vcc_v4_int)t75, vcc_v4_short);
                vcc_store(&gs[t72], t76);
                vcc_store(&hs[t72], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
                t77 = _mm_add_epi32(t2, _mm_set1_epi32((int)1));
                t78 = t77;
                t79 = _mm_sub_epi32(t78, _mm_set1_epi32((int)11));
                t80 = _mm_min_epu32(t78, t79);
                t81 = t80;
                t82 = _mm_cvtepi32_ps(t81);
                t83 = _mm_mul_ps(t82, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&initialized[t72], t83);
                t3 += 16L;
                t84 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
                t85 = _mm_add_epi32(t2, _mm_set1_epi32((int)5));
                t86 = t85;
                t87 = _mm_sub_epi32(t86, _mm_set1_epi32((int)11));
                t88 = _mm_min_epu32(t86, t87);
                t89 = t88;
                if (t3 >= t26) {
                    break;
                }
                t1 = t84;
                t2 = t89;
            }
            t90 = (int)((long)0 + t26);
        } else {
            t90 = 0;
        }
        t91 = (long)t90 * -1L + 1100L;
        if ((t91 >= 4L) & (t90 >= 0)) {
            t92 = t91 & -4L;
            t93 = _mm_set1_epi32((int)t90);
            t94 = t93;
            t4 = _mm_add_epi32(t94, _mm_setr_epi32(0, 1, 2, 3));
            t95 = _mm_set1_epi32((int)(t90 % 11));
            t96 = _mm_add_epi32(t95, _mm_setr_epi32(0, 1, 2, 3));
            t97 = t96;
            t98 = _mm_sub_epi32(t97, _mm_set1_epi32((int)11));
            t99 = _mm_min_epu32(t97, t98);
            t5 = t99;
            t6 = 0L;
            for (;;) {
                t100 = t4;
                t101 = (long)(int)((long)t90 + t6);
                _mm256_storeu_pd(&gd[t101], _mm256_set1_pd(-1.0));
                t102 = _mm256_cvtepi32_pd(t100);
                t103 = _mm256_mul_pd(t102, _mm256_set1_pd(0.5));
                _mm256_storeu_pd(&hd[t101], t103);
                t104 = _mm_mullo_epi32(t100, _mm_set1_epi32((int)7));
                t105 = __builtin_convertvector((vcc_v4_int)t104, vcc_v4_short);
                vcc_store(&gs[t101], t105);
                vcc_store(&hs[t101], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
                t106 = _mm_cvtepi32_ps(t5);
                t107 = _mm_mul_ps(t106, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&initialized[t101], t107);
                t6 += 4L;
                t108 = _mm_add_epi32(t4, _mm_set1_epi32((int)4));
                t109 = _mm_add_epi32(t5, _mm_set1_epi32((int)4));
                t110 = t109;
                t111 = _mm_sub_epi32(t110, _mm_set1_epi32((int)11));
                t112 = _mm_min_epu32(t110, t111);
                t113 = t112;
                if (t6 >= t92) {
                    break;
                }
                t4 = t108;
                t5 = t113;
            }
            i = (int)((long)t90 + t92);
        } else {
            i = t90;
        }
        for (; i < 1100; i++) {
            t114 = (long)i;
            gd[t114] = -1.0;
            hd[t114] = (double)i * 0.5;
            gs[t114] = (short)(i * 7);
            hs[t114] = (short)-1;
            initialized[t114] = (float)(i % 11) * 0.25f;
        }
        if ((n + 4) <= 1100) {
            (_mm256_zeroupper(), copy_globals(n));
        }
        h = 0ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)gd, 8800UL));
        lo = n / 3 - 5;
        t115 = gs;
        if (lo < 0) {
            t116 = 0;
        } else {
            t116 = lo;
        }
        (_mm256_zeroupper(), copy_restrict(t116, n, hs, t115));
        (_mm256_zeroupper(), copy_restrict(n, lo, hs, t115));
        t117 = (const void *)hs;
        h_1 = h * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t117, 2200UL));
        t118 = (_mm256_zeroupper(), new_array(n, 1UL));
        bd = (unsigned char *)t118;
        t119 = (_mm256_zeroupper(), new_array(n, 1UL));
        bs = (unsigned char *)t119;
        t120 = (long)n;
        t121 = (unsigned long)t118;
        t122 = (unsigned long)t119;
        if ((t120 >= 32L) & (((t121 + (unsigned long)(1L + (t120 - 1L) * 1L)) <= (t122 + (unsigned long)0L)) | ((t122 + (unsigned long)(1L + (t120 - 1L) * 1L)) <= (t121 + (unsigned long)0L)))) {
            t123 = t120 & -32L;
            t124 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
            t125 = (vcc_v16_uint)t124;
            t7 = t125 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
            t8 = 0L;
            for (;;) {
                t126 = (vcc_v16_int)t7;
                t127 = (long)(int)((long)0 + t8);
                t128 = t126 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                t129 = (__m128i)__builtin_convertvector(__builtin_convertvector(t128, vcc_v16_short), vcc_v16_uchar);
                _mm_storeu_si128((__m128i *)(bs + t127), t129);
                _mm_storeu_si128((__m128i *)(bd + t127), _mm_set1_epi8((char)0));
                t130 = t7 + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                t131 = (vcc_v16_int)t130;
                t132 = (long)(int)((long)0 + (t8 + 16L));
                t133 = t131 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                t134 = (__m128i)__builtin_convertvector(__builtin_convertvector(t133, vcc_v16_short), vcc_v16_uchar);
                _mm_storeu_si128((__m128i *)(bs + t132), t134);
                _mm_storeu_si128((__m128i *)(bd + t132), _mm_set1_epi8((char)0));
                t8 += 32L;
                t135 = t7 + (vcc_v16_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                if (t8 >= t123) {
                    break;
                }
                t7 = t135;
            }
            t136 = (int)((long)0 + t123);
        } else {
            t136 = 0;
        }
        t137 = (long)n + (long)t136 * -1L;
        t138 = (unsigned long)t118;
        t139 = (unsigned long)t119;
        if ((t137 >= 16L) & (((t138 + (unsigned long)((long)t136 + 1L + (t137 - 1L) * 1L)) <= (t139 + (unsigned long)(long)t136)) | ((t139 + (unsigned long)((long)t136 + 1L + (t137 - 1L) * 1L)) <= (t138 + (unsigned long)(long)t136)))) {
            t140 = t137 & -16L;
            t141 = (vcc_v16_int){t136, t136, t136, t136, t136, t136, t136, t136, t136, t136, t136, t136, t136, t136, t136, t136};
            t142 = (vcc_v16_uint)t141;
            t9 = t142 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
            t10 = 0L;
            for (;;) {
                t143 = (vcc_v16_int)t9;
                t144 = (long)(int)((long)t136 + t10);
                t145 = t143 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
                t146 = (__m128i)__builtin_convertvector(__builtin_convertvector(t145, vcc_v16_short), vcc_v16_uchar);
                _mm_storeu_si128((__m128i *)(bs + t144), t146);
                _mm_storeu_si128((__m128i *)(bd + t144), _mm_set1_epi8((char)0));
                t10 += 16L;
                t147 = t9 + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (t10 >= t140) {
                    break;
                }
                t9 = t147;
            }
            i_1 = (int)((long)t136 + t140);
        } else {
            i_1 = t136;
        }
        for (; i_1 < n; i_1++) {
            t148 = (long)i_1;
            bs[t148] = (unsigned char)(i_1 * 13);
            bd[t148] = (unsigned char)0;
        }
        (_mm256_zeroupper(), copy_bytes((unsigned int)n, bd, bs));
        t149 = (unsigned long)n;
        t150 = (_mm256_zeroupper(), hash_bytes((const void *)bd, t149 * 1UL));
        free((void *)bd);
        free((void *)bs);
        s = (_mm256_zeroupper(), copy_to_local(n));
        h_2 = (h_1 * 31ULL + (unsigned long long)t150) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)&s, 4UL));
        t151 = n + 1;
        a = (int *)(_mm256_zeroupper(), new_array(t151, 4UL));
        t152 = (long)n + 1L;
        if (t152 >= 32L) {
            t153 = t152 & -32L;
            t154 = _mm256_set1_epi32((int)0);
            t155 = t154;
            t11 = _mm256_add_epi32(t155, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t12 = 0L;
            for (;;) {
                t156 = t11;
                t157 = _mm256_mullo_epi32(t156, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + t12)), t157);
                t158 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)8));
                t159 = t158;
                t160 = _mm256_mullo_epi32(t159, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + (t12 + 8L))), t160);
                t161 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)16));
                t162 = t161;
                t163 = _mm256_mullo_epi32(t162, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + (t12 + 16L))), t163);
                t164 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)24));
                t165 = t164;
                t166 = _mm256_mullo_epi32(t165, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + (t12 + 24L))), t166);
                t12 += 32L;
                t167 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)32));
                if (t12 >= t153) {
                    break;
                }
                t11 = t167;
            }
            t168 = (int)((long)0 + t153);
        } else {
            t168 = 0;
        }
        t169 = (long)n + (long)t168 * -1L + 1L;
        if (t169 >= 8L) {
            t170 = t169 & -8L;
            t171 = _mm256_set1_epi32((int)t168);
            t172 = t171;
            t13 = _mm256_add_epi32(t172, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t14 = 0L;
            for (;;) {
                t173 = t13;
                t174 = _mm256_mullo_epi32(t173, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + (int)((long)t168 + t14)), t174);
                t14 += 8L;
                t175 = _mm256_add_epi32(t13, _mm256_set1_epi32((int)8));
                if (t14 >= t170) {
                    break;
                }
                t13 = t175;
            }
            i_2 = (int)((long)t168 + t170);
        } else {
            i_2 = t168;
        }
        for (; i_2 <= n; i_2++) {
            a[i_2] = i_2 * 3;
        }
        (_mm256_zeroupper(), shift_down(n, a));
        h_3 = h_2 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a, (unsigned long)t151 * 4UL));
        free((void *)a);
        t176 = hs;
        if (n < 1099) {
            t177 = n;
        } else {
            t177 = 1099;
        }
        (_mm256_zeroupper(), copy_may_alias(t177, &hs[1], t176));
        h_4 = h_3 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t117, 2200UL));
        d = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        t178 = (long)n;
        if (t178 >= 16L) {
            t179 = t178 & -16L;
            t180 = _mm256_set1_epi32((int)0);
            t181 = t180;
            t15 = _mm256_add_epi32(t181, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t16 = 0L;
            for (;;) {
                t182 = t15;
                t183 = _mm256_cvtepi32_ps(t182);
                t184 = _mm256_div_ps(t183, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (int)((long)0 + t16), t184);
                t185 = _mm256_add_epi32(t15, _mm256_set1_epi32((int)8));
                t186 = t185;
                t187 = _mm256_cvtepi32_ps(t186);
                t188 = _mm256_div_ps(t187, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (int)((long)0 + (t16 + 8L)), t188);
                t16 += 16L;
                t189 = _mm256_add_epi32(t15, _mm256_set1_epi32((int)16));
                if (t16 >= t179) {
                    break;
                }
                t15 = t189;
            }
            t190 = (int)((long)0 + t179);
        } else {
            t190 = 0;
        }
        t191 = (long)n + (long)t190 * -1L;
        if (t191 >= 8L) {
            t192 = t191 & -8L;
            t193 = _mm256_set1_epi32((int)t190);
            t194 = t193;
            t17 = _mm256_add_epi32(t194, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t18 = 0L;
            for (;;) {
                t195 = t17;
                t196 = _mm256_cvtepi32_ps(t195);
                t197 = _mm256_div_ps(t196, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (int)((long)t190 + t18), t197);
                t18 += 8L;
                t198 = _mm256_add_epi32(t17, _mm256_set1_epi32((int)8));
                if (t18 >= t192) {
                    break;
                }
                t17 = t198;
            }
            i_3 = (int)((long)t190 + t192);
        } else {
            i_3 = t190;
        }
        for (; i_3 < n; i_3++) {
            f[i_3] = (float)i_3 / 3.0f;
        }
        (_mm256_zeroupper(), copy_convert(n, d, f));
        h_5 = h_4 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)d, t149 * 8UL));
        free((void *)d);
        free((void *)f);
        t199 = 2 * n;
        sd = (short *)(_mm256_zeroupper(), new_array(t199, 2UL));
        ss = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        t200 = (long)n * 2L;
        if (t200 >= 64L) {
            t201 = t200 & -64L;
            t19 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)0 + t19)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)0 + (t19 + 16L))), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)0 + (t19 + 32L))), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)0 + (t19 + 48L))), _mm256_set1_epi16((short)-1));
                t19 += 64L;
            } while (t19 < t201);
            t202 = (int)((long)0 + t201);
        } else {
            t202 = 0;
        }
        t203 = (long)n * 2L + (long)t202 * -1L;
        if (t203 >= 16L) {
            t204 = t203 & -16L;
            t20 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)t202 + t20)), _mm256_set1_epi16((short)-1));
                t20 += 16L;
            } while (t20 < t204);
            i_4 = (int)((long)t202 + t204);
        } else {
            i_4 = t202;
        }
        for (; i_4 < t199; i_4++) {
            sd[i_4] = (short)-1;
        }
        t205 = (long)n;
        if (t205 >= 32L) {
            t206 = t205 & -32L;
            t207 = _mm256_set1_epi32((int)0);
            t208 = t207;
            t21 = _mm256_add_epi32(t208, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t22 = 0L;
            for (;;) {
                t209 = t21;
                t210 = _mm256_sub_epi32(t209, _mm256_set1_epi32((int)40));
                t211 = (__m128i)__builtin_convertvector((vcc_v8_int)t210, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (int)((long)0 + t22)), t211);
                t212 = _mm256_add_epi32(t21, _mm256_set1_epi32((int)8));
                t213 = t212;
                t214 = _mm256_sub_epi32(t213, _mm256_set1_epi32((int)40));
                t215 = (__m128i)__builtin_convertvector((vcc_v8_int)t214, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (int)((long)0 + (t22 + 8L))), t215);
                t216 = _mm256_add_epi32(t21, _mm256_set1_epi32((int)16));
                t217 = t216;
                t218 = _mm256_sub_epi32(t217, _mm256_set1_epi32((int)40));
                t219 = (__m128i)__builtin_convertvector((vcc_v8_int)t218, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (int)((long)0 + (t22 + 16L))), t219);
                t220 = _mm256_add_epi32(t21, _mm256_set1_epi32((int)24));
                t221 = t220;
                t222 = _mm256_sub_epi32(t221, _mm256_set1_epi32((int)40));
                t223 = (__m128i)__builtin_convertvector((vcc_v8_int)t222, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (int)((long)0 + (t22 + 24L))), t223);
                t22 += 32L;
                t224 = _mm256_add_epi32(t21, _mm256_set1_epi32((int)32));
                if (t22 >= t206) {
                    break;
                }
                t21 = t224;
            }
            t225 = (int)((long)0 + t206);
        } else {
            t225 = 0;
        }
        t226 = (long)n + (long)t225 * -1L;
        if (t226 >= 8L) {
            t227 = t226 & -8L;
            t228 = _mm256_set1_epi32((int)t225);
            t229 = t228;
            t23 = _mm256_add_epi32(t229, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t24 = 0L;
            for (;;) {
                t230 = t23;
                t231 = _mm256_sub_epi32(t230, _mm256_set1_epi32((int)40));
                t232 = (__m128i)__builtin_convertvector((vcc_v8_int)t231, vcc_v8_short);
                _mm_storeu_si128((__m128i *)(ss + (int)((long)t225 + t24)), t232);
                t24 += 8L;
                t233 = _mm256_add_epi32(t23, _mm256_set1_epi32((int)8));
                if (t24 >= t227) {
                    break;
                }
                t23 = t233;
            }
            i_5 = (int)((long)t225 + t227);
        } else {
            i_5 = t225;
        }
        for (; i_5 < n; i_5++) {
            ss[i_5] = (short)(i_5 - 40);
        }
        (_mm256_zeroupper(), copy_strided(n, sd, ss));
        t234 = (_mm256_zeroupper(), hash_bytes((const void *)sd, (unsigned long)t199 * 2UL));
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t234);
    }
}
