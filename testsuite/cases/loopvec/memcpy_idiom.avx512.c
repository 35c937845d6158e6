/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shift_down(int n, int *a) {
    vcc_no_contract_body
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
    int t18;
    long t19;
    __m256i t20;
    __m256i t21;
    long t22;
    int t23;
    __m256i t24;
    int i;
    int t25;
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
        t18 = (int)((long)t13 + t15);
    } else {
        t18 = t13;
    }
    t19 = (long)n + (long)t18 * -1L;
    if ((t19 >= 1L) & (t19 <= 8L)) {
        t20 = _mm256_set1_epi32((int)(int)t19);
        t21 = _mm256_cmpgt_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t22 = 0L;
        t23 = (int)((long)t18 + t22);
        t24 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t21), a + (t23 + 1));
        _mm256_mask_storeu_epi32(a + t23, _mm256_movepi32_mask(t21), t24);
        i = (int)((long)t18 + t19);
    } else {
        i = t18;
    }
    for (; i < n; i = t25) {
        t25 = i + 1;
        a[i] = a[t25];
    }
}

/* A loop: the pointers may alias (no restrict). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void copy_may_alias(int n, short *dst, const short *src) {
    vcc_no_contract_body
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void copy_convert(int n, double *restrict dst, const float *restrict src) {
    vcc_no_contract_body
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    float s;
    int n;
    __m128i t1;
    __m128i t2;
    long t3;
    __m128i t4;
    __m128i t5;
    long t6;
    __m256i t7;
    long t8;
    __m256i t9;
    long t10;
    __m256i t11;
    long t12;
    __m256i t13;
    long t14;
    __m256i t15;
    __m256i t16;
    long t17;
    __m256i t18;
    long t19;
    __m256i t20;
    long t21;
    long t22;
    __m256i t23;
    long t24;
    __m256i t25;
    long t26;
    int count_idx;
    int n_1;
    int t27;
    long t28;
    __m128i t29;
    __m128i t30;
    __m128i t31;
    __m128i t32;
    __m128i t33;
    __m128i t34;
    __m128i t35;
    __m128i t36;
    long t37;
    __m256d t38;
    __m256d t39;
    __m128i t40;
    vcc_v4_short t41;
    __m128 t42;
    __m128 t43;
    __m128i t44;
    __m128i t45;
    long t46;
    __m256d t47;
    __m256d t48;
    __m128i t49;
    vcc_v4_short t50;
    __m128i t51;
    __m128i t52;
    __m128i t53;
    __m128i t54;
    __m128i t55;
    __m128 t56;
    __m128 t57;
    __m128i t58;
    __m128i t59;
    long t60;
    __m256d t61;
    __m256d t62;
    __m128i t63;
    vcc_v4_short t64;
    __m128i t65;
    __m128i t66;
    __m128i t67;
    __m128i t68;
    __m128i t69;
    __m128 t70;
    __m128 t71;
    __m128i t72;
    __m128i t73;
    long t74;
    __m256d t75;
    __m256d t76;
    __m128i t77;
    vcc_v4_short t78;
    __m128i t79;
    __m128i t80;
    __m128i t81;
    __m128i t82;
    __m128i t83;
    __m128 t84;
    __m128 t85;
    __m128i t86;
    __m128i t87;
    __m128i t88;
    __m128i t89;
    __m128i t90;
    __m128i t91;
    int t92;
    long t93;
    long t94;
    __m128i t95;
    __m128i t96;
    __m128i t97;
    __m128i t98;
    __m128i t99;
    __m128i t100;
    __m128i t101;
    __m128i t102;
    long t103;
    __m256d t104;
    __m256d t105;
    __m128i t106;
    vcc_v4_short t107;
    __m128 t108;
    __m128 t109;
    __m128i t110;
    __m128i t111;
    __m128i t112;
    __m128i t113;
    __m128i t114;
    __m128i t115;
    int i;
    long t116;
    unsigned long long h;
    int lo;
    const short *t117;
    int t118;
    const void *t119;
    unsigned long long h_1;
    void *t120;
    unsigned char *bd;
    void *t121;
    unsigned char *bs;
    long t122;
    unsigned long t123;
    unsigned long t124;
    long t125;
    __m256i t126;
    __m256i t127;
    __m256i t128;
    long t129;
    __m256i t130;
    vcc_v8_uchar t131;
    __m256i t132;
    __m256i t133;
    long t134;
    __m256i t135;
    vcc_v8_uchar t136;
    __m256i t137;
    __m256i t138;
    long t139;
    __m256i t140;
    vcc_v8_uchar t141;
    __m256i t142;
    __m256i t143;
    long t144;
    __m256i t145;
    vcc_v8_uchar t146;
    __m256i t147;
    int t148;
    long t149;
    unsigned long t150;
    unsigned long t151;
    long t152;
    __m256i t153;
    __m256i t154;
    __m256i t155;
    long t156;
    __m256i t157;
    vcc_v8_uchar t158;
    __m256i t159;
    int i_1;
    long t160;
    unsigned long t161;
    unsigned long t162;
    unsigned long long h_2;
    int t163;
    int *a;
    long t164;
    long t165;
    __m256i t166;
    __m256i t167;
    __m256i t168;
    __m256i t169;
    __m256i t170;
    __m256i t171;
    __m256i t172;
    __m256i t173;
    __m256i t174;
    __m256i t175;
    __m256i t176;
    __m256i t177;
    __m256i t178;
    __m256i t179;
    int t180;
    long t181;
    long t182;
    __m256i t183;
    __m256i t184;
    __m256i t185;
    __m256i t186;
    __m256i t187;
    int t188;
    long t189;
    __m256i t190;
    __m256i t191;
    __m256i t192;
    __m256i t193;
    long t194;
    __m256i t195;
    __m256i t196;
    __m256i t197;
    __m256i t198;
    __m256i t199;
    int i_2;
    unsigned long long h_3;
    const short *t200;
    int t201;
    unsigned long long h_4;
    double *d;
    float *f;
    long t202;
    long t203;
    __m256i t204;
    __m256i t205;
    __m256i t206;
    __m256 t207;
    __m256 t208;
    __m256i t209;
    __m256i t210;
    __m256 t211;
    __m256 t212;
    __m256i t213;
    int t214;
    long t215;
    long t216;
    __m256i t217;
    __m256i t218;
    __m256i t219;
    __m256 t220;
    __m256 t221;
    __m256i t222;
    int t223;
    long t224;
    __m256i t225;
    __m256i t226;
    __m256i t227;
    __m256i t228;
    long t229;
    __m256i t230;
    __m256 t231;
    __m256 t232;
    int i_3;
    unsigned long long h_5;
    int t233;
    short *sd;
    short *ss;
    long t234;
    long t235;
    int t236;
    long t237;
    long t238;
    int i_4;
    long t239;
    long t240;
    __m256i t241;
    __m256i t242;
    __m256i t243;
    __m256i t244;
    __m128i t245;
    __m256i t246;
    __m256i t247;
    __m256i t248;
    __m128i t249;
    __m256i t250;
    __m256i t251;
    __m256i t252;
    __m128i t253;
    __m256i t254;
    __m256i t255;
    __m256i t256;
    __m128i t257;
    __m256i t258;
    int t259;
    long t260;
    long t261;
    __m256i t262;
    __m256i t263;
    __m256i t264;
    __m256i t265;
    __m128i t266;
    __m256i t267;
    int i_5;
    unsigned long t268;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t27 = 1;
        } else {
            t27 = 0;
            n = n_1;
        }
        if (!t27) {
            return 0;
        }
        if ((1100L >= 16L) & (0 >= 0)) {
            t28 = 1100L & -16L;
            t29 = _mm_set1_epi32((int)0);
            t30 = t29;
            t1 = _mm_add_epi32(t30, _mm_setr_epi32(0, 1, 2, 3));
            t31 = _mm_set1_epi32((int)(0 % 11));
            t32 = _mm_add_epi32(t31, _mm_setr_epi32(0, 1, 2, 3));
            t33 = t32;
            t34 = _mm_sub_epi32(t33, _mm_set1_epi32((int)11));
            t35 = _mm_min_epu32(t33, t34);
            t2 = t35;
            t3 = 0L;
            for (;;) {
                t36 = t1;
                t37 = (long)(int)((long)0 + t3);
                _mm256_storeu_pd(&gd[t37], _mm256_set1_pd(-1.0));
                t38 = _mm256_cvtepi32_pd(t36);
                t39 = _mm256_mul_pd(t38, _mm256_set1_pd(0.5));
                _mm256_storeu_pd(&hd[t37], t39);
                t40 = _mm_mullo_epi32(t36, _mm_set1_epi32((int)7));
                t41 = __builtin_convertvector((vcc_v4_int)t40, vcc_v4_short);
                vcc_store(&gs[t37], t41);
                vcc_store(&hs[t37], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
                t42 = _mm_cvtepi32_ps(t2);
                t43 = _mm_mul_ps(t42, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&initialized[t37], t43);
                t44 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
                t45 = t44;
                t46 = (long)(int)((long)0 + (t3 + 4L));
                _mm256_storeu_pd(&gd[t46], _mm256_set1_pd(-1.0));
                t47 = _mm256_cvtepi32_pd(t45);
                t48 = _mm256_mul_pd(t47, _mm256_set1_pd(0.5));
                _mm256_storeu_pd(&hd[t46], t48);
                t49 = _mm_mullo_epi32(t45, _mm_set1_epi32((int)7));
                t50 = __builtin_convertvector((vcc_v4_int)t49, vcc_v4_short);
                vcc_store(&gs[t46], t50);
                vcc_store(&hs[t46], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
                t51 = _mm_add_epi32(t2, _mm_set1_epi32((int)4));
                t52 = t51;
                t53 = _mm_sub_epi32(t52, _mm_set1_epi32((int)11));
                t54 = _mm_min_epu32(t52, t53);
                t55 = t54;
                t56 = _mm_cvtepi32_ps(t55);
                t57 = _mm_mul_ps(t56, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&initialized[t46], t57);
                t58 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
                t59 = t58;
                t60 = (long)(int)((long)0 + (t3 + 8L));
                _mm256_storeu_pd(&gd[t60], _mm256_set1_pd(-1.0));
                t61 = _mm256_cvtepi32_pd(t59);
                t62 = _mm256_mul_pd(t61, _mm256_set1_pd(0.5));
                _mm256_storeu_pd(&hd[t60], t62);
                t63 = _mm_mullo_epi32(t59, _mm_set1_epi32((int)7));
                t64 = __builtin_convertvector((vcc_v4_int)t63, vcc_v4_short);
                vcc_store(&gs[t60], t64);
                vcc_store(&hs[t60], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
                t65 = _mm_add_epi32(t2, _mm_set1_epi32((int)8));
                t66 = t65;
                t67 = _mm_sub_epi32(t66, _mm_set1_epi32((int)11));
                t68 = _mm_min_epu32(t66, t67);
                t69 = t68;
                t70 = _mm_cvtepi32_ps(t69);
                t71 = _mm_mul_ps(t70, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&initialized[t60], t71);
                t72 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
                t73 = t72;
                t74 = (long)(int)((long)0 + (t3 + 12L));
                _mm256_storeu_pd(&gd[t74], _mm256_set1_pd(-1.0));
                t75 = _mm256_cvtepi32_pd(t73);
                t76 = _mm256_mul_pd(t75, _mm256_set1_pd(0.5));
                _mm256_storeu_pd(&hd[t74], t76);
                t77 = _mm_mullo_epi32(t73, _mm_set1_epi32((int)7));
                t78 = __builtin_convertvector((vcc_v4_int)t77, vcc_v4_short);
                vcc_store(&gs[t74], t78);
                vcc_store(&hs[t74], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
                t79 = _mm_add_epi32(t2, _mm_set1_epi32((int)1));
                t80 = t79;
                t81 = _mm_sub_epi32(t80, _mm_set1_epi32((int)11));
                t82 = _mm_min_epu32(t80, t81);
                t83 = t82;
                t84 = _mm_cvtepi32_ps(t83);
                t85 = _mm_mul_ps(t84, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&initialized[t74], t85);
                t3 += 16L;
                t86 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
                t87 = _mm_add_epi32(t2, _mm_set1_epi32((int)5));
                t88 = t87;
                t89 = _mm_sub_epi32(t88, _mm_set1_epi32((int)11));
                t90 = _mm_min_epu32(t88, t89);
                t91 = t90;
                if (t3 >= t28) {
                    break;
                }
                t1 = t86;
                t2 = t91;
            }
            t92 = (int)((long)0 + t28);
        } else {
            t92 = 0;
        }
        t93 = (long)t92 * -1L + 1100L;
        if ((t93 >= 4L) & (t92 >= 0)) {
            t94 = t93 & -4L;
            t95 = _mm_set1_epi32((int)t92);
            t96 = t95;
            t4 = _mm_add_epi32(t96, _mm_setr_epi32(0, 1, 2, 3));
            t97 = _mm_set1_epi32((int)(t92 % 11));
            t98 = _mm_add_epi32(t97, _mm_setr_epi32(0, 1, 2, 3));
            t99 = t98;
            t100 = _mm_sub_epi32(t99, _mm_set1_epi32((int)11));
            t101 = _mm_min_epu32(t99, t100);
            t5 = t101;
            t6 = 0L;
            for (;;) {
                t102 = t4;
                t103 = (long)(int)((long)t92 + t6);
                _mm256_storeu_pd(&gd[t103], _mm256_set1_pd(-1.0));
                t104 = _mm256_cvtepi32_pd(t102);
                t105 = _mm256_mul_pd(t104, _mm256_set1_pd(0.5));
                _mm256_storeu_pd(&hd[t103], t105);
                t106 = _mm_mullo_epi32(t102, _mm_set1_epi32((int)7));
                t107 = __builtin_convertvector((vcc_v4_int)t106, vcc_v4_short);
                vcc_store(&gs[t103], t107);
                vcc_store(&hs[t103], ((vcc_v4_short){(short)-1, (short)-1, (short)-1, (short)-1}));
                t108 = _mm_cvtepi32_ps(t5);
                t109 = _mm_mul_ps(t108, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&initialized[t103], t109);
                t6 += 4L;
                t110 = _mm_add_epi32(t4, _mm_set1_epi32((int)4));
                t111 = _mm_add_epi32(t5, _mm_set1_epi32((int)4));
                t112 = t111;
                t113 = _mm_sub_epi32(t112, _mm_set1_epi32((int)11));
                t114 = _mm_min_epu32(t112, t113);
                t115 = t114;
                if (t6 >= t94) {
                    break;
                }
                t4 = t110;
                t5 = t115;
            }
            i = (int)((long)t92 + t94);
        } else {
            i = t92;
        }
        for (; i < 1100; i++) {
            t116 = (long)i;
            gd[t116] = -1.0;
            hd[t116] = (double)i * 0.5;
            gs[t116] = (short)(i * 7);
            hs[t116] = (short)-1;
            initialized[t116] = (float)(i % 11) * 0.25f;
        }
        if ((n + 4) <= 1100) {
            (_mm256_zeroupper(), copy_globals(n));
        }
        h = 0ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)gd, 8800UL));
        lo = n / 3 - 5;
        t117 = gs;
        if (lo < 0) {
            t118 = 0;
        } else {
            t118 = lo;
        }
        (_mm256_zeroupper(), copy_restrict(t118, n, hs, t117));
        (_mm256_zeroupper(), copy_restrict(n, lo, hs, t117));
        t119 = (const void *)hs;
        h_1 = h * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t119, 2200UL));
        t120 = (_mm256_zeroupper(), new_array(n, 1UL));
        bd = (unsigned char *)t120;
        t121 = (_mm256_zeroupper(), new_array(n, 1UL));
        bs = (unsigned char *)t121;
        t122 = (long)n;
        t123 = (unsigned long)t120;
        t124 = (unsigned long)t121;
        if ((t122 >= 32L) & (((t123 + (unsigned long)(1L + (t122 - 1L) * 1L)) <= (t124 + (unsigned long)0L)) | ((t124 + (unsigned long)(1L + (t122 - 1L) * 1L)) <= (t123 + (unsigned long)0L)))) {
            t125 = t122 & -32L;
            t126 = _mm256_set1_epi32((int)0);
            t127 = t126;
            t7 = _mm256_add_epi32(t127, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t8 = 0L;
            for (;;) {
                t128 = t7;
                t129 = (long)(int)((long)0 + t8);
                t130 = _mm256_mullo_epi32(t128, _mm256_set1_epi32((int)13));
                t131 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t130, vcc_v8_short), vcc_v8_uchar);
                vcc_store(bs + t129, t131);
                vcc_store(bd + t129, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                t132 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)8));
                t133 = t132;
                t134 = (long)(int)((long)0 + (t8 + 8L));
                t135 = _mm256_mullo_epi32(t133, _mm256_set1_epi32((int)13));
                t136 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t135, vcc_v8_short), vcc_v8_uchar);
                vcc_store(bs + t134, t136);
                vcc_store(bd + t134, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                t137 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)16));
                t138 = t137;
                t139 = (long)(int)((long)0 + (t8 + 16L));
                t140 = _mm256_mullo_epi32(t138, _mm256_set1_epi32((int)13));
                t141 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t140, vcc_v8_short), vcc_v8_uchar);
                vcc_store(bs + t139, t141);
                vcc_store(bd + t139, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                t142 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)24));
                t143 = t142;
                t144 = (long)(int)((long)0 + (t8 + 24L));
                t145 = _mm256_mullo_epi32(t143, _mm256_set1_epi32((int)13));
                t146 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t145, vcc_v8_short), vcc_v8_uchar);
                vcc_store(bs + t144, t146);
                vcc_store(bd + t144, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                t8 += 32L;
                t147 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)32));
                if (t8 >= t125) {
                    break;
                }
                t7 = t147;
            }
            t148 = (int)((long)0 + t125);
        } else {
            t148 = 0;
        }
        t149 = (long)n + (long)t148 * -1L;
        t150 = (unsigned long)t120;
        t151 = (unsigned long)t121;
        if ((t149 >= 8L) & (((t150 + (unsigned long)((long)t148 + 1L + (t149 - 1L) * 1L)) <= (t151 + (unsigned long)(long)t148)) | ((t151 + (unsigned long)((long)t148 + 1L + (t149 - 1L) * 1L)) <= (t150 + (unsigned long)(long)t148)))) {
            t152 = t149 & -8L;
            t153 = _mm256_set1_epi32((int)t148);
            t154 = t153;
            t9 = _mm256_add_epi32(t154, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t10 = 0L;
            for (;;) {
                t155 = t9;
                t156 = (long)(int)((long)t148 + t10);
                t157 = _mm256_mullo_epi32(t155, _mm256_set1_epi32((int)13));
                t158 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t157, vcc_v8_short), vcc_v8_uchar);
                vcc_store(bs + t156, t158);
                vcc_store(bd + t156, ((vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0}));
                t10 += 8L;
                t159 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)8));
                if (t10 >= t152) {
                    break;
                }
                t9 = t159;
            }
            i_1 = (int)((long)t148 + t152);
        } else {
            i_1 = t148;
        }
        for (; i_1 < n; i_1++) {
            t160 = (long)i_1;
            bs[t160] = (unsigned char)(i_1 * 13);
            bd[t160] = (unsigned char)0;
        }
        (_mm256_zeroupper(), copy_bytes((unsigned int)n, bd, bs));
        t161 = (unsigned long)n;
        t162 = (_mm256_zeroupper(), hash_bytes((const void *)bd, t161 * 1UL));
        free((void *)bd);
        free((void *)bs);
        s = (_mm256_zeroupper(), copy_to_local(n));
        h_2 = (h_1 * 31ULL + (unsigned long long)t162) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)&s, 4UL));
        t163 = n + 1;
        a = (int *)(_mm256_zeroupper(), new_array(t163, 4UL));
        t164 = (long)n + 1L;
        if (t164 >= 32L) {
            t165 = t164 & -32L;
            t166 = _mm256_set1_epi32((int)0);
            t167 = t166;
            t11 = _mm256_add_epi32(t167, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t12 = 0L;
            for (;;) {
                t168 = t11;
                t169 = _mm256_mullo_epi32(t168, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + t12)), t169);
                t170 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)8));
                t171 = t170;
                t172 = _mm256_mullo_epi32(t171, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + (t12 + 8L))), t172);
                t173 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)16));
                t174 = t173;
                t175 = _mm256_mullo_epi32(t174, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + (t12 + 16L))), t175);
                t176 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)24));
                t177 = t176;
                t178 = _mm256_mullo_epi32(t177, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + (t12 + 24L))), t178);
                t12 += 32L;
                t179 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)32));
                if (t12 >= t165) {
                    break;
                }
                t11 = t179;
            }
            t180 = (int)((long)0 + t165);
        } else {
            t180 = 0;
        }
        t181 = (long)n + (long)t180 * -1L + 1L;
        if (t181 >= 8L) {
            t182 = t181 & -8L;
            t183 = _mm256_set1_epi32((int)t180);
            t184 = t183;
            t13 = _mm256_add_epi32(t184, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t14 = 0L;
            for (;;) {
                t185 = t13;
                t186 = _mm256_mullo_epi32(t185, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)(a + (int)((long)t180 + t14)), t186);
                t14 += 8L;
                t187 = _mm256_add_epi32(t13, _mm256_set1_epi32((int)8));
                if (t14 >= t182) {
                    break;
                }
                t13 = t187;
            }
            t188 = (int)((long)t180 + t182);
        } else {
            t188 = t180;
        }
        t189 = (long)n + (long)t188 * -1L + 1L;
        if ((t189 >= 1L) & (t189 <= 8L)) {
            t190 = _mm256_set1_epi32((int)(int)t189);
            t191 = _mm256_cmpgt_epi32(t190, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t192 = _mm256_set1_epi32((int)t188);
            t193 = t192;
            t15 = _mm256_add_epi32(t193, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t194 = 0L;
            t195 = t15;
            t196 = t195;
            t197 = _mm256_set1_epi32((int)3);
            t198 = _mm256_mullo_epi32(t196, t197);
            t199 = t198;
            _mm256_mask_storeu_epi32(a + (int)((long)t188 + t194), _mm256_movepi32_mask(t191), t199);
            i_2 = (int)((long)t188 + t189);
        } else {
            i_2 = t188;
        }
        for (; i_2 <= n; i_2++) {
            a[i_2] = i_2 * 3;
        }
        (_mm256_zeroupper(), shift_down(n, a));
        h_3 = h_2 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a, (unsigned long)t163 * 4UL));
        free((void *)a);
        t200 = hs;
        if (n < 1099) {
            t201 = n;
        } else {
            t201 = 1099;
        }
        (_mm256_zeroupper(), copy_may_alias(t201, &hs[1], t200));
        h_4 = h_3 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t119, 2200UL));
        d = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        t202 = (long)n;
        if (t202 >= 16L) {
            t203 = t202 & -16L;
            t204 = _mm256_set1_epi32((int)0);
            t205 = t204;
            t16 = _mm256_add_epi32(t205, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t17 = 0L;
            for (;;) {
                t206 = t16;
                t207 = _mm256_cvtepi32_ps(t206);
                t208 = _mm256_div_ps(t207, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (int)((long)0 + t17), t208);
                t209 = _mm256_add_epi32(t16, _mm256_set1_epi32((int)8));
                t210 = t209;
                t211 = _mm256_cvtepi32_ps(t210);
                t212 = _mm256_div_ps(t211, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (int)((long)0 + (t17 + 8L)), t212);
                t17 += 16L;
                t213 = _mm256_add_epi32(t16, _mm256_set1_epi32((int)16));
                if (t17 >= t203) {
                    break;
                }
                t16 = t213;
            }
            t214 = (int)((long)0 + t203);
        } else {
            t214 = 0;
        }
        t215 = (long)n + (long)t214 * -1L;
        if (t215 >= 8L) {
            t216 = t215 & -8L;
            t217 = _mm256_set1_epi32((int)t214);
            t218 = t217;
            t18 = _mm256_add_epi32(t218, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t19 = 0L;
            for (;;) {
                t219 = t18;
                t220 = _mm256_cvtepi32_ps(t219);
                t221 = _mm256_div_ps(t220, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(f + (int)((long)t214 + t19), t221);
                t19 += 8L;
                t222 = _mm256_add_epi32(t18, _mm256_set1_epi32((int)8));
                if (t19 >= t216) {
                    break;
                }
                t18 = t222;
            }
            t223 = (int)((long)t214 + t216);
        } else {
            t223 = t214;
        }
        t224 = (long)n + (long)t223 * -1L;
        if ((t224 >= 1L) & (t224 <= 8L)) {
            t225 = _mm256_set1_epi32((int)(int)t224);
            t226 = _mm256_cmpgt_epi32(t225, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t227 = _mm256_set1_epi32((int)t223);
            t228 = t227;
            t20 = _mm256_add_epi32(t228, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t229 = 0L;
            t230 = t20;
            t231 = _mm256_cvtepi32_ps(t230);
            t232 = _mm256_div_ps(t231, _mm256_set1_ps(3.0f));
            _mm256_mask_storeu_ps(f + (int)((long)t223 + t229), _mm256_movepi32_mask(t226), t232);
            i_3 = (int)((long)t223 + t224);
        } else {
            i_3 = t223;
        }
        for (; i_3 < n; i_3++) {
            f[i_3] = (float)i_3 / 3.0f;
        }
        (_mm256_zeroupper(), copy_convert(n, d, f));
        h_5 = h_4 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)d, t161 * 8UL));
        free((void *)d);
        free((void *)f);
        t233 = 2 * n;
        sd = (short *)(_mm256_zeroupper(), new_array(t233, 2UL));
        ss = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        t234 = (long)n * 2L;
        if (t234 >= 64L) {
            t235 = t234 & -64L;
            t21 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)0 + t21)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)0 + (t21 + 16L))), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)0 + (t21 + 32L))), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)0 + (t21 + 48L))), _mm256_set1_epi16((short)-1));
                t21 += 64L;
            } while (t21 < t235);
            t236 = (int)((long)0 + t235);
        } else {
            t236 = 0;
        }
        t237 = (long)n * 2L + (long)t236 * -1L;
        if (t237 >= 16L) {
            t238 = t237 & -16L;
            t22 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)t236 + t22)), _mm256_set1_epi16((short)-1));
                t22 += 16L;
            } while (t22 < t238);
            i_4 = (int)((long)t236 + t238);
        } else {
            i_4 = t236;
        }
        for (; i_4 < t233; i_4++) {
            sd[i_4] = (short)-1;
        }
        t239 = (long)n;
        if (t239 >= 32L) {
            t240 = t239 & -32L;
            t241 = _mm256_set1_epi32((int)0);
            t242 = t241;
            t23 = _mm256_add_epi32(t242, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t24 = 0L;
            for (;;) {
                t243 = t23;
                t244 = _mm256_sub_epi32(t243, _mm256_set1_epi32((int)40));
                t245 = _mm256_cvtepi32_epi16(t244);
                _mm_storeu_si128((__m128i *)(ss + (int)((long)0 + t24)), t245);
                t246 = _mm256_add_epi32(t23, _mm256_set1_epi32((int)8));
                t247 = t246;
                t248 = _mm256_sub_epi32(t247, _mm256_set1_epi32((int)40));
                t249 = _mm256_cvtepi32_epi16(t248);
                _mm_storeu_si128((__m128i *)(ss + (int)((long)0 + (t24 + 8L))), t249);
                t250 = _mm256_add_epi32(t23, _mm256_set1_epi32((int)16));
                t251 = t250;
                t252 = _mm256_sub_epi32(t251, _mm256_set1_epi32((int)40));
                t253 = _mm256_cvtepi32_epi16(t252);
                _mm_storeu_si128((__m128i *)(ss + (int)((long)0 + (t24 + 16L))), t253);
                t254 = _mm256_add_epi32(t23, _mm256_set1_epi32((int)24));
                t255 = t254;
                t256 = _mm256_sub_epi32(t255, _mm256_set1_epi32((int)40));
                t257 = _mm256_cvtepi32_epi16(t256);
                _mm_storeu_si128((__m128i *)(ss + (int)((long)0 + (t24 + 24L))), t257);
                t24 += 32L;
                t258 = _mm256_add_epi32(t23, _mm256_set1_epi32((int)32));
                if (t24 >= t240) {
                    break;
                }
                t23 = t258;
            }
            t259 = (int)((long)0 + t240);
        } else {
            t259 = 0;
        }
        t260 = (long)n + (long)t259 * -1L;
        if (t260 >= 8L) {
            t261 = t260 & -8L;
            t262 = _mm256_set1_epi32((int)t259);
            t263 = t262;
            t25 = _mm256_add_epi32(t263, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t26 = 0L;
            for (;;) {
                t264 = t25;
                t265 = _mm256_sub_epi32(t264, _mm256_set1_epi32((int)40));
                t266 = _mm256_cvtepi32_epi16(t265);
                _mm_storeu_si128((__m128i *)(ss + (int)((long)t259 + t26)), t266);
                t26 += 8L;
                t267 = _mm256_add_epi32(t25, _mm256_set1_epi32((int)8));
                if (t26 >= t261) {
                    break;
                }
                t25 = t267;
            }
            i_5 = (int)((long)t259 + t261);
        } else {
            i_5 = t259;
        }
        for (; i_5 < n; i_5++) {
            ss[i_5] = (short)(i_5 - 40);
        }
        (_mm256_zeroupper(), copy_strided(n, sd, ss));
        t268 = (_mm256_zeroupper(), hash_bytes((const void *)sd, (unsigned long)t233 * 2UL));
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t268);
    }
}
