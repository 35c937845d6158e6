/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shift_down(int n, int *a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    __m512i t6;
    int t7;
    __m512i t8;
    int t9;
    long t10;
    long t11;
    int t12;
    __m512i t13;
    int t14;
    long t15;
    __m512i t16;
    __mmask16 t17;
    long t18;
    int t19;
    __m512i t20;
    int i;
    int t21;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = _mm512_loadu_si512(a + (t5 + 1));
            _mm512_storeu_si512(a + t5, t6);
            t7 = (int)((long)0 + (t1 + 16L));
            t8 = _mm512_loadu_si512(a + (t7 + 1));
            _mm512_storeu_si512(a + t7, t8);
            t1 += 32L;
        } while (t1 < t4);
        t9 = (int)((long)0 + t4);
    } else {
        t9 = 0;
    }
    t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 16L) {
        t11 = t10 & -16L;
        t2 = 0L;
        do {
            t12 = (int)((long)t9 + t2);
            t13 = _mm512_loadu_si512(a + (t12 + 1));
            _mm512_storeu_si512(a + t12, t13);
            t2 += 16L;
        } while (t2 < t11);
        t14 = (int)((long)t9 + t11);
    } else {
        t14 = t9;
    }
    t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        t16 = _mm512_set1_epi32((int)(int)t15);
        t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        t18 = 0L;
        t19 = (int)((long)t14 + t18);
        t20 = _mm512_maskz_loadu_epi32(t17, a + (t19 + 1));
        _mm512_mask_storeu_epi32(a + t19, t17, t20);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i = t21) {
        t21 = i + 1;
        a[i] = a[t21];
    }
}

/* A loop: the pointers may alias (no restrict). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void copy_may_alias(int n, short *dst, const short *src) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void copy_convert(int n, double *restrict dst, const float *restrict src) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256 t6;
    __m512d t7;
    long t8;
    __m256 t9;
    __m512d t10;
    long t11;
    __m256 t12;
    __m512d t13;
    long t14;
    __m256 t15;
    __m512d t16;
    int t17;
    long t18;
    long t19;
    long t20;
    __m256 t21;
    __m512d t22;
    int t23;
    long t24;
    __m256i t25;
    __m256i t26;
    long t27;
    long t28;
    __m256 t29;
    __m512d t30;
    int i;
    long t31;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_ps(src + t5);
            t7 = _mm512_cvtps_pd(t6);
            _mm512_storeu_pd(dst + t5, t7);
            t8 = (long)(int)((long)0 + (t1 + 8L));
            t9 = _mm256_loadu_ps(src + t8);
            t10 = _mm512_cvtps_pd(t9);
            _mm512_storeu_pd(dst + t8, t10);
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = _mm256_loadu_ps(src + t11);
            t13 = _mm512_cvtps_pd(t12);
            _mm512_storeu_pd(dst + t11, t13);
            t14 = (long)(int)((long)0 + (t1 + 24L));
            t15 = _mm256_loadu_ps(src + t14);
            t16 = _mm512_cvtps_pd(t15);
            _mm512_storeu_pd(dst + t14, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)((long)0 + t4);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        t19 = t18 & -8L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t17 + t2);
            t21 = _mm256_loadu_ps(src + t20);
            t22 = _mm512_cvtps_pd(t21);
            _mm512_storeu_pd(dst + t20, t22);
            t2 += 8L;
        } while (t2 < t19);
        t23 = (int)((long)t17 + t19);
    } else {
        t23 = t17;
    }
    t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        t25 = _mm256_set1_epi32((int)(int)t24);
        t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t27 = 0L;
        t28 = (long)(int)((long)t23 + t27);
        t29 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t26), src + t28);
        t30 = _mm512_cvtps_pd(t29);
        _mm512_mask_storeu_pd(dst + t28, _mm256_movepi32_mask(t26), t30);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        t31 = (long)i;
        dst[t31] = (double)src[t31];
    }
}

/* A loop: every other element. */
void copy_strided(int n, short *restrict dst, const short *restrict src) {
    for (int i = 0; i < n; i++)
        dst[2 * i] = src[i];
}

static __typeof__(gd) gd __attribute__((aligned(64)));
extern __typeof__(hd) hd __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    float s;
    int n;
    __m256i t1;
    __m256i t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m512i t7;
    long t8;
    __m512i t9;
    long t10;
    __m512i t11;
    long t12;
    __m512i t13;
    long t14;
    __m512i t15;
    __m512i t16;
    long t17;
    __m512i t18;
    long t19;
    __m512i t20;
    long t21;
    long t22;
    __m512i t23;
    long t24;
    __m512i t25;
    long t26;
    int count_idx;
    int n_1;
    int t27;
    long t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    long t37;
    __m512d t38;
    __m512d t39;
    __m256i t40;
    __m128i t41;
    __m256 t42;
    __m256 t43;
    __m256i t44;
    __m256i t45;
    long t46;
    __m512d t47;
    __m512d t48;
    __m256i t49;
    __m128i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256 t56;
    __m256 t57;
    __m256i t58;
    __m256i t59;
    long t60;
    __m512d t61;
    __m512d t62;
    __m256i t63;
    __m128i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256 t70;
    __m256 t71;
    __m256i t72;
    __m256i t73;
    long t74;
    __m512d t75;
    __m512d t76;
    __m256i t77;
    __m128i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256 t84;
    __m256 t85;
    __m256i t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    int t92;
    long t93;
    long t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    __m256i t101;
    __m256i t102;
    long t103;
    __m512d t104;
    __m512d t105;
    __m256i t106;
    __m128i t107;
    __m256 t108;
    __m256 t109;
    __m256i t110;
    __m256i t111;
    __m256i t112;
    __m256i t113;
    __m256i t114;
    __m256i t115;
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
    __m512i t126;
    __m512i t127;
    __m512i t128;
    long t129;
    __m512i t130;
    __m128i t131;
    __m512i t132;
    __m512i t133;
    long t134;
    __m512i t135;
    __m128i t136;
    __m512i t137;
    int t138;
    long t139;
    unsigned long t140;
    unsigned long t141;
    long t142;
    __m512i t143;
    __m512i t144;
    __m512i t145;
    long t146;
    __m512i t147;
    __m128i t148;
    __m512i t149;
    int i_1;
    long t150;
    unsigned long t151;
    unsigned long t152;
    unsigned long long h_2;
    int t153;
    int *a;
    long t154;
    long t155;
    __m512i t156;
    __m512i t157;
    __m512i t158;
    __m512i t159;
    __m512i t160;
    __m512i t161;
    __m512i t162;
    __m512i t163;
    int t164;
    long t165;
    long t166;
    __m512i t167;
    __m512i t168;
    __m512i t169;
    __m512i t170;
    __m512i t171;
    int t172;
    long t173;
    __m512i t174;
    __mmask16 t175;
    __m512i t176;
    __m512i t177;
    long t178;
    __m512i t179;
    __m512i t180;
    __m512i t181;
    __m512i t182;
    __m512i t183;
    int i_2;
    unsigned long long h_3;
    const short *t184;
    int t185;
    unsigned long long h_4;
    double *d;
    float *f;
    long t186;
    long t187;
    __m512i t188;
    __m512i t189;
    __m512i t190;
    __m512 t191;
    __m512 t192;
    __m512i t193;
    __m512i t194;
    __m512 t195;
    __m512 t196;
    __m512i t197;
    int t198;
    long t199;
    long t200;
    __m512i t201;
    __m512i t202;
    __m512i t203;
    __m512 t204;
    __m512 t205;
    __m512i t206;
    int t207;
    long t208;
    __m512i t209;
    __mmask16 t210;
    __m512i t211;
    __m512i t212;
    long t213;
    __m512i t214;
    __m512 t215;
    __m512 t216;
    int i_3;
    unsigned long long h_5;
    int t217;
    short *sd;
    short *ss;
    long t218;
    long t219;
    int t220;
    long t221;
    long t222;
    int i_4;
    long t223;
    long t224;
    __m512i t225;
    __m512i t226;
    __m512i t227;
    __m512i t228;
    __m256i t229;
    __m512i t230;
    __m512i t231;
    __m512i t232;
    __m256i t233;
    __m512i t234;
    int t235;
    long t236;
    long t237;
    __m512i t238;
    __m512i t239;
    __m512i t240;
    __m512i t241;
    __m256i t242;
    __m512i t243;
    int i_5;
    unsigned long t244;
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
        if ((1100L >= 32L) & (0 >= 0)) {
            t28 = 1100L & -32L;
            t29 = _mm256_set1_epi32((int)0);
            t30 = t29;
            t1 = _mm256_add_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t31 = _mm256_set1_epi32((int)(0 % 11));
            t32 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t33 = t32;
            t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32((int)11));
            t35 = _mm256_min_epu32(t33, t34);
            t2 = t35;
            t3 = 0L;
            for (;;) {
                t36 = t1;
                t37 = (long)(int)((long)0 + t3);
                _mm512_storeu_pd(&gd[t37], _mm512_set1_pd(-1.0));
                t38 = _mm512_cvtepi32_pd(t36);
                t39 = _mm512_mul_pd(t38, _mm512_set1_pd(0.5));
                _mm512_storeu_pd(&hd[t37], t39);
                t40 = _mm256_mullo_epi32(t36, _mm256_set1_epi32((int)7));
                t41 = _mm256_cvtepi32_epi16(t40);
                _mm_storeu_si128((__m128i *)&gs[t37], t41);
                _mm_storeu_si128((__m128i *)&hs[t37], _mm_set1_epi16((short)-1));
                t42 = _mm256_cvtepi32_ps(t2);
                t43 = _mm256_mul_ps(t42, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(&initialized[t37], t43);
                t44 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t45 = t44;
                t46 = (long)(int)((long)0 + (t3 + 8L));
                _mm512_storeu_pd(&gd[t46], _mm512_set1_pd(-1.0));
                t47 = _mm512_cvtepi32_pd(t45);
                t48 = _mm512_mul_pd(t47, _mm512_set1_pd(0.5));
                _mm512_storeu_pd(&hd[t46], t48);
                t49 = _mm256_mullo_epi32(t45, _mm256_set1_epi32((int)7));
                t50 = _mm256_cvtepi32_epi16(t49);
                _mm_storeu_si128((__m128i *)&gs[t46], t50);
                _mm_storeu_si128((__m128i *)&hs[t46], _mm_set1_epi16((short)-1));
                t51 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
                t52 = t51;
                t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32((int)11));
                t54 = _mm256_min_epu32(t52, t53);
                t55 = t54;
                t56 = _mm256_cvtepi32_ps(t55);
                t57 = _mm256_mul_ps(t56, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(&initialized[t46], t57);
                t58 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                t59 = t58;
                t60 = (long)(int)((long)0 + (t3 + 16L));
                _mm512_storeu_pd(&gd[t60], _mm512_set1_pd(-1.0));
                t61 = _mm512_cvtepi32_pd(t59);
                t62 = _mm512_mul_pd(t61, _mm512_set1_pd(0.5));
                _mm512_storeu_pd(&hd[t60], t62);
                t63 = _mm256_mullo_epi32(t59, _mm256_set1_epi32((int)7));
                t64 = _mm256_cvtepi32_epi16(t63);
                _mm_storeu_si128((__m128i *)&gs[t60], t64);
                _mm_storeu_si128((__m128i *)&hs[t60], _mm_set1_epi16((short)-1));
                t65 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)5));
                t66 = t65;
                t67 = _mm256_sub_epi32(t66, _mm256_set1_epi32((int)11));
                t68 = _mm256_min_epu32(t66, t67);
                t69 = t68;
                t70 = _mm256_cvtepi32_ps(t69);
                t71 = _mm256_mul_ps(t70, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(&initialized[t60], t71);
                t72 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
                t73 = t72;
                t74 = (long)(int)((long)0 + (t3 + 24L));
                _mm512_storeu_pd(&gd[t74], _mm512_set1_pd(-1.0));
                t75 = _mm512_cvtepi32_pd(t73);
                t76 = _mm512_mul_pd(t75, _mm512_set1_pd(0.5));
                _mm512_storeu_pd(&hd[t74], t76);
                t77 = _mm256_mullo_epi32(t73, _mm256_set1_epi32((int)7));
                t78 = _mm256_cvtepi32_epi16(t77);
                _mm_storeu_si128((__m128i *)&gs[t74], t78);
                _mm_storeu_si128((__m128i *)&hs[t74], _mm_set1_epi16((short)-1));
                t79 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)2));
                t80 = t79;
                t81 = _mm256_sub_epi32(t80, _mm256_set1_epi32((int)11));
                t82 = _mm256_min_epu32(t80, t81);
                t83 = t82;
                t84 = _mm256_cvtepi32_ps(t83);
                t85 = _mm256_mul_ps(t84, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(&initialized[t74], t85);
                t3 += 32L;
                t86 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
                t87 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)10));
                t88 = t87;
                t89 = _mm256_sub_epi32(t88, _mm256_set1_epi32((int)11));
                t90 = _mm256_min_epu32(t88, t89);
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
        if ((t93 >= 8L) & (t92 >= 0)) {
            t94 = t93 & -8L;
            t95 = _mm256_set1_epi32((int)t92);
            t96 = t95;
            t4 = _mm256_add_epi32(t96, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t97 = _mm256_set1_epi32((int)(t92 % 11));
            t98 = _mm256_add_epi32(t97, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t99 = t98;
            t100 = _mm256_sub_epi32(t99, _mm256_set1_epi32((int)11));
            t101 = _mm256_min_epu32(t99, t100);
            t5 = t101;
            t6 = 0L;
            for (;;) {
                t102 = t4;
                t103 = (long)(int)((long)t92 + t6);
                _mm512_storeu_pd(&gd[t103], _mm512_set1_pd(-1.0));
                t104 = _mm512_cvtepi32_pd(t102);
                t105 = _mm512_mul_pd(t104, _mm512_set1_pd(0.5));
                _mm512_storeu_pd(&hd[t103], t105);
                t106 = _mm256_mullo_epi32(t102, _mm256_set1_epi32((int)7));
                t107 = _mm256_cvtepi32_epi16(t106);
                _mm_storeu_si128((__m128i *)&gs[t103], t107);
                _mm_storeu_si128((__m128i *)&hs[t103], _mm_set1_epi16((short)-1));
                t108 = _mm256_cvtepi32_ps(t5);
                t109 = _mm256_mul_ps(t108, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(&initialized[t103], t109);
                t6 += 8L;
                t110 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)8));
                t111 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
                t112 = t111;
                t113 = _mm256_sub_epi32(t112, _mm256_set1_epi32((int)11));
                t114 = _mm256_min_epu32(t112, t113);
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
            t126 = _mm512_set1_epi32((int)0);
            t127 = t126;
            t7 = _mm512_add_epi32(t127, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t8 = 0L;
            for (;;) {
                t128 = t7;
                t129 = (long)(int)((long)0 + t8);
                t130 = _mm512_mullo_epi32(t128, _mm512_set1_epi32((int)13));
                t131 = _mm512_cvtepi32_epi8(t130);
                _mm_storeu_si128((__m128i *)(bs + t129), t131);
                _mm_storeu_si128((__m128i *)(bd + t129), _mm_set1_epi8((char)0));
                t132 = _mm512_add_epi32(t7, _mm512_set1_epi32((int)16));
                t133 = t132;
                t134 = (long)(int)((long)0 + (t8 + 16L));
                t135 = _mm512_mullo_epi32(t133, _mm512_set1_epi32((int)13));
                t136 = _mm512_cvtepi32_epi8(t135);
                _mm_storeu_si128((__m128i *)(bs + t134), t136);
                _mm_storeu_si128((__m128i *)(bd + t134), _mm_set1_epi8((char)0));
                t8 += 32L;
                t137 = _mm512_add_epi32(t7, _mm512_set1_epi32((int)32));
                if (t8 >= t125) {
                    break;
                }
                t7 = t137;
            }
            t138 = (int)((long)0 + t125);
        } else {
            t138 = 0;
        }
        t139 = (long)n + (long)t138 * -1L;
        t140 = (unsigned long)t120;
        t141 = (unsigned long)t121;
        if ((t139 >= 16L) & (((t140 + (unsigned long)((long)t138 + 1L + (t139 - 1L) * 1L)) <= (t141 + (unsigned long)(long)t138)) | ((t141 + (unsigned long)((long)t138 + 1L + (t139 - 1L) * 1L)) <= (t140 + (unsigned long)(long)t138)))) {
            t142 = t139 & -16L;
            t143 = _mm512_set1_epi32((int)t138);
            t144 = t143;
            t9 = _mm512_add_epi32(t144, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t10 = 0L;
            for (;;) {
                t145 = t9;
                t146 = (long)(int)((long)t138 + t10);
                t147 = _mm512_mullo_epi32(t145, _mm512_set1_epi32((int)13));
                t148 = _mm512_cvtepi32_epi8(t147);
                _mm_storeu_si128((__m128i *)(bs + t146), t148);
                _mm_storeu_si128((__m128i *)(bd + t146), _mm_set1_epi8((char)0));
                t10 += 16L;
                t149 = _mm512_add_epi32(t9, _mm512_set1_epi32((int)16));
                if (t10 >= t142) {
                    break;
                }
                t9 = t149;
            }
            i_1 = (int)((long)t138 + t142);
        } else {
            i_1 = t138;
        }
        for (; i_1 < n; i_1++) {
            t150 = (long)i_1;
            bs[t150] = (unsigned char)(i_1 * 13);
            bd[t150] = (unsigned char)0;
        }
        (_mm256_zeroupper(), copy_bytes((unsigned int)n, bd, bs));
        t151 = (unsigned long)n;
        t152 = (_mm256_zeroupper(), hash_bytes((const void *)bd, t151 * 1UL));
        free((void *)bd);
        free((void *)bs);
        s = (_mm256_zeroupper(), copy_to_local(n));
        h_2 = (h_1 * 31ULL + (unsigned long long)t152) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)&s, 4UL));
        t153 = n + 1;
        a = (int *)(_mm256_zeroupper(), new_array(t153, 4UL));
        t154 = (long)n + 1L;
        if (t154 >= 32L) {
            t155 = t154 & -32L;
            t156 = _mm512_set1_epi32((int)0);
            t157 = t156;
            t11 = _mm512_add_epi32(t157, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t12 = 0L;
            for (;;) {
                t158 = t11;
                t159 = _mm512_mullo_epi32(t158, _mm512_set1_epi32((int)3));
                _mm512_storeu_si512(a + (int)((long)0 + t12), t159);
                t160 = _mm512_add_epi32(t11, _mm512_set1_epi32((int)16));
                t161 = t160;
                t162 = _mm512_mullo_epi32(t161, _mm512_set1_epi32((int)3));
                _mm512_storeu_si512(a + (int)((long)0 + (t12 + 16L)), t162);
                t12 += 32L;
                t163 = _mm512_add_epi32(t11, _mm512_set1_epi32((int)32));
                if (t12 >= t155) {
                    break;
                }
                t11 = t163;
            }
            t164 = (int)((long)0 + t155);
        } else {
            t164 = 0;
        }
        t165 = (long)n + (long)t164 * -1L + 1L;
        if (t165 >= 16L) {
            t166 = t165 & -16L;
            t167 = _mm512_set1_epi32((int)t164);
            t168 = t167;
            t13 = _mm512_add_epi32(t168, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t14 = 0L;
            for (;;) {
                t169 = t13;
                t170 = _mm512_mullo_epi32(t169, _mm512_set1_epi32((int)3));
                _mm512_storeu_si512(a + (int)((long)t164 + t14), t170);
                t14 += 16L;
                t171 = _mm512_add_epi32(t13, _mm512_set1_epi32((int)16));
                if (t14 >= t166) {
                    break;
                }
                t13 = t171;
            }
            t172 = (int)((long)t164 + t166);
        } else {
            t172 = t164;
        }
        t173 = (long)n + (long)t172 * -1L + 1L;
        if ((t173 >= 1L) & (t173 <= 16L)) {
            t174 = _mm512_set1_epi32((int)(int)t173);
            t175 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t174, _MM_CMPINT_LT);
            t176 = _mm512_set1_epi32((int)t172);
            t177 = t176;
            t15 = _mm512_add_epi32(t177, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t178 = 0L;
            t179 = t15;
            t180 = t179;
            t181 = _mm512_set1_epi32((int)3);
            t182 = _mm512_mullo_epi32(t180, t181);
            t183 = t182;
            _mm512_mask_storeu_epi32(a + (int)((long)t172 + t178), t175, t183);
            i_2 = (int)((long)t172 + t173);
        } else {
            i_2 = t172;
        }
        for (; i_2 <= n; i_2++) {
            a[i_2] = i_2 * 3;
        }
        (_mm256_zeroupper(), shift_down(n, a));
        h_3 = h_2 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a, (unsigned long)t153 * 4UL));
        free((void *)a);
        t184 = hs;
        if (n < 1099) {
            t185 = n;
        } else {
            t185 = 1099;
        }
        (_mm256_zeroupper(), copy_may_alias(t185, &hs[1], t184));
        h_4 = h_3 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t119, 2200UL));
        d = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        t186 = (long)n;
        if (t186 >= 32L) {
            t187 = t186 & -32L;
            t188 = _mm512_set1_epi32((int)0);
            t189 = t188;
            t16 = _mm512_add_epi32(t189, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t17 = 0L;
            for (;;) {
                t190 = t16;
                t191 = _mm512_cvtepi32_ps(t190);
                t192 = _mm512_div_ps(t191, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(f + (int)((long)0 + t17), t192);
                t193 = _mm512_add_epi32(t16, _mm512_set1_epi32((int)16));
                t194 = t193;
                t195 = _mm512_cvtepi32_ps(t194);
                t196 = _mm512_div_ps(t195, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(f + (int)((long)0 + (t17 + 16L)), t196);
                t17 += 32L;
                t197 = _mm512_add_epi32(t16, _mm512_set1_epi32((int)32));
                if (t17 >= t187) {
                    break;
                }
                t16 = t197;
            }
            t198 = (int)((long)0 + t187);
        } else {
            t198 = 0;
        }
        t199 = (long)n + (long)t198 * -1L;
        if (t199 >= 16L) {
            t200 = t199 & -16L;
            t201 = _mm512_set1_epi32((int)t198);
            t202 = t201;
            t18 = _mm512_add_epi32(t202, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t19 = 0L;
            for (;;) {
                t203 = t18;
                t204 = _mm512_cvtepi32_ps(t203);
                t205 = _mm512_div_ps(t204, _mm512_set1_ps(3.0f));
                _mm512_storeu_ps(f + (int)((long)t198 + t19), t205);
                t19 += 16L;
                t206 = _mm512_add_epi32(t18, _mm512_set1_epi32((int)16));
                if (t19 >= t200) {
                    break;
                }
                t18 = t206;
            }
            t207 = (int)((long)t198 + t200);
        } else {
            t207 = t198;
        }
        t208 = (long)n + (long)t207 * -1L;
        if ((t208 >= 1L) & (t208 <= 16L)) {
            t209 = _mm512_set1_epi32((int)(int)t208);
            t210 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t209, _MM_CMPINT_LT);
            t211 = _mm512_set1_epi32((int)t207);
            t212 = t211;
            t20 = _mm512_add_epi32(t212, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t213 = 0L;
            t214 = t20;
            t215 = _mm512_cvtepi32_ps(t214);
            t216 = _mm512_div_ps(t215, _mm512_set1_ps(3.0f));
            _mm512_mask_storeu_ps(f + (int)((long)t207 + t213), t210, t216);
            i_3 = (int)((long)t207 + t208);
        } else {
            i_3 = t207;
        }
        for (; i_3 < n; i_3++) {
            f[i_3] = (float)i_3 / 3.0f;
        }
        (_mm256_zeroupper(), copy_convert(n, d, f));
        h_5 = h_4 * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)d, t151 * 8UL));
        free((void *)d);
        free((void *)f);
        t217 = 2 * n;
        sd = (short *)(_mm256_zeroupper(), new_array(t217, 2UL));
        ss = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        t218 = (long)n * 2L;
        if (t218 >= 64L) {
            t219 = t218 & -64L;
            t21 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)0 + t21)), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)0 + (t21 + 16L))), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)0 + (t21 + 32L))), _mm256_set1_epi16((short)-1));
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)0 + (t21 + 48L))), _mm256_set1_epi16((short)-1));
                t21 += 64L;
            } while (t21 < t219);
            t220 = (int)((long)0 + t219);
        } else {
            t220 = 0;
        }
        t221 = (long)n * 2L + (long)t220 * -1L;
        if (t221 >= 16L) {
            t222 = t221 & -16L;
            t22 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)(sd + (int)((long)t220 + t22)), _mm256_set1_epi16((short)-1));
                t22 += 16L;
            } while (t22 < t222);
            i_4 = (int)((long)t220 + t222);
        } else {
            i_4 = t220;
        }
        for (; i_4 < t217; i_4++) {
            sd[i_4] = (short)-1;
        }
        t223 = (long)n;
        if (t223 >= 32L) {
            t224 = t223 & -32L;
            t225 = _mm512_set1_epi32((int)0);
            t226 = t225;
            t23 = _mm512_add_epi32(t226, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t24 = 0L;
            for (;;) {
                t227 = t23;
                t228 = _mm512_sub_epi32(t227, _mm512_set1_epi32((int)40));
                t229 = _mm512_cvtepi32_epi16(t228);
                _mm256_storeu_si256((__m256i *)(ss + (int)((long)0 + t24)), t229);
                t230 = _mm512_add_epi32(t23, _mm512_set1_epi32((int)16));
                t231 = t230;
                t232 = _mm512_sub_epi32(t231, _mm512_set1_epi32((int)40));
                t233 = _mm512_cvtepi32_epi16(t232);
                _mm256_storeu_si256((__m256i *)(ss + (int)((long)0 + (t24 + 16L))), t233);
                t24 += 32L;
                t234 = _mm512_add_epi32(t23, _mm512_set1_epi32((int)32));
                if (t24 >= t224) {
                    break;
                }
                t23 = t234;
            }
            t235 = (int)((long)0 + t224);
        } else {
            t235 = 0;
        }
        t236 = (long)n + (long)t235 * -1L;
        if (t236 >= 16L) {
            t237 = t236 & -16L;
            t238 = _mm512_set1_epi32((int)t235);
            t239 = t238;
            t25 = _mm512_add_epi32(t239, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t26 = 0L;
            for (;;) {
                t240 = t25;
                t241 = _mm512_sub_epi32(t240, _mm512_set1_epi32((int)40));
                t242 = _mm512_cvtepi32_epi16(t241);
                _mm256_storeu_si256((__m256i *)(ss + (int)((long)t235 + t26)), t242);
                t26 += 16L;
                t243 = _mm512_add_epi32(t25, _mm512_set1_epi32((int)16));
                if (t26 >= t237) {
                    break;
                }
                t25 = t243;
            }
            i_5 = (int)((long)t235 + t237);
        } else {
            i_5 = t235;
        }
        for (; i_5 < n; i_5++) {
            ss[i_5] = (short)(i_5 - 40);
        }
        (_mm256_zeroupper(), copy_strided(n, sd, ss));
        t244 = (_mm256_zeroupper(), hash_bytes((const void *)sd, (unsigned long)t217 * 2UL));
        free((void *)sd);
        free((void *)ss);
        printf("n=%d h=%llx\n", n, h_5 * 31ULL + (unsigned long long)t244);
    }
}
