/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>

/* vcc-test: expect-vectorized generic=0 avx2=0 avx512=5 */
#include "harness.h"

/* Store groups with gaps (`a[2 * i] = ...`: the odd elements are never written): on targets
   whose masked stores are free (AVX-512's k-masks) one group of masked stores, whose masks
   leave the gaps' elements as they were; elsewhere priced as the per-lane scatters they replace
   (not worth vectorizing here). The arrays are exactly as long as the scalar loop's last store
   needs (the heap's redzone is right behind them) and start filled with a pattern that the
   gaps must keep. Kernels: one member of stride 2 (bench step2_i32), one of stride 3, two of
   stride 3, a double member of stride 2, and a constant count over a global array. */
void evens(int n, int *restrict a, const int *restrict b, const int *restrict c) {
    for (int i = 0; i < n; i++)
        a[2 * i] = b[i] + c[i];
}

void thirds(int n, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        a[3 * i + 1] = b[i] * 2.0f;
}

void two_of_three(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++) {
        a[3 * i] = b[i];
        a[3 * i + 2] = -b[i];
    }
}

void odd_doubles(int n, double *restrict a, const double *restrict b) {
    for (int i = 0; i < n; i++)
        a[2 * i + 1] = b[i] + 0.5;
}

#define G 1001
static int g[2 * G];
static int gb[G];

void global_evens(void) {
    for (int i = 0; i < G; i++)
        g[2 * i] = gb[i] * 3;
}

static __typeof__(g) g __attribute__((aligned(32)));
__attribute__((target("avx2"))) int main(void) {
    int n;
    long t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    __m256i t7;
    long t8;
    __m256i t9;
    long t10;
    __m256i t11;
    long t12;
    __m256i t13;
    long t14;
    __m128i t15;
    long t16;
    __m128i t17;
    long t18;
    __m256i t19;
    long t20;
    __m256i t21;
    long t22;
    int count_idx;
    int n_1;
    int t23;
    void *t24;
    int *b;
    void *t25;
    int *c;
    void *t26;
    float *bf;
    void *t27;
    double *bd;
    int fill_idx;
    int fill_idx_1;
    long t28;
    unsigned long t29;
    unsigned long t30;
    unsigned long t31;
    unsigned long t32;
    unsigned long t33;
    unsigned long t34;
    unsigned long t35;
    unsigned long t36;
    unsigned long t37;
    unsigned long t38;
    long t39;
    long t40;
    __m128i t41;
    __m128 t42;
    __m128 t43;
    __m128i t44;
    __m256d t45;
    __m256d t46;
    long t47;
    __m128i t48;
    __m128 t49;
    __m128 t50;
    __m128i t51;
    __m256d t52;
    __m256d t53;
    long t54;
    __m128i t55;
    __m128 t56;
    __m128 t57;
    __m128i t58;
    __m256d t59;
    __m256d t60;
    long t61;
    __m128i t62;
    __m128 t63;
    __m128 t64;
    __m128i t65;
    __m256d t66;
    __m256d t67;
    int t68;
    long t69;
    unsigned long t70;
    unsigned long t71;
    unsigned long t72;
    unsigned long t73;
    unsigned long t74;
    unsigned long t75;
    unsigned long t76;
    unsigned long t77;
    unsigned long t78;
    unsigned long t79;
    long t80;
    long t81;
    __m128i t82;
    __m128 t83;
    __m128 t84;
    __m128i t85;
    __m256d t86;
    __m256d t87;
    int k;
    long t88;
    int t89;
    int t90;
    int *a2;
    int t91;
    float *a3;
    int t92;
    int *a23;
    int t93;
    double *ad;
    long t94;
    long t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    __m256i t101;
    __m256i t102;
    __m256i t103;
    __m256i t104;
    __m256i t105;
    __m256i t106;
    __m256i t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    __m256i t111;
    __m256i t112;
    __m256i t113;
    int t114;
    long t115;
    long t116;
    __m256i t117;
    __m256i t118;
    __m256i t119;
    __m256i t120;
    __m256i t121;
    __m256i t122;
    int k_1;
    int t123;
    long t124;
    long t125;
    __m256i t126;
    __m256i t127;
    __m256i t128;
    __m256 t129;
    __m256i t130;
    __m256i t131;
    __m256 t132;
    __m256i t133;
    __m256i t134;
    __m256 t135;
    __m256i t136;
    __m256i t137;
    __m256 t138;
    __m256i t139;
    int t140;
    long t141;
    long t142;
    __m256i t143;
    __m256i t144;
    __m256i t145;
    __m256 t146;
    __m256i t147;
    int k_2;
    int t148;
    int t149;
    long t150;
    long t151;
    __m256i t152;
    __m256i t153;
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
    int t166;
    long t167;
    long t168;
    __m256i t169;
    __m256i t170;
    __m256i t171;
    __m256i t172;
    __m256i t173;
    int k_3;
    long t174;
    long t175;
    __m128i t176;
    __m128i t177;
    __m128i t178;
    __m256d t179;
    __m256d t180;
    __m128i t181;
    __m128i t182;
    __m256d t183;
    __m256d t184;
    __m128i t185;
    __m128i t186;
    __m256d t187;
    __m256d t188;
    __m128i t189;
    __m128i t190;
    __m256d t191;
    __m256d t192;
    __m128i t193;
    int t194;
    long t195;
    long t196;
    __m128i t197;
    __m128i t198;
    __m128i t199;
    __m256d t200;
    __m256d t201;
    __m128i t202;
    int k_4;
    const int *t203;
    unsigned long long t204;
    unsigned long long t205;
    unsigned long t206;
    unsigned long long t207;
    unsigned long t208;
    unsigned long long t209;
    long t210;
    __m256i t211;
    __m256i t212;
    __m256i t213;
    __m256i t214;
    __m256i t215;
    __m256i t216;
    __m256i t217;
    __m256i t218;
    __m256i t219;
    int t220;
    long t221;
    long t222;
    __m256i t223;
    __m256i t224;
    __m256i t225;
    int k_5;
    int fill_idx_2;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t23 = 1;
        } else {
            t23 = 0;
            n = n_1;
        }
        if (!t23) {
            if (2002L >= 32L) {
                t210 = 2002L & -32L;
                t211 = _mm256_set1_epi32((int)0);
                t212 = t211;
                t19 = _mm256_add_epi32(t212, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t20 = 0L;
                do {
                    t213 = t19;
                    _mm256_storeu_si256((__m256i *)&g[(int)((long)0 + t20)], t213);
                    t214 = _mm256_add_epi32(t19, _mm256_set1_epi32((int)8));
                    t215 = t214;
                    _mm256_storeu_si256((__m256i *)&g[(int)((long)0 + (t20 + 8L))], t215);
                    t216 = _mm256_add_epi32(t19, _mm256_set1_epi32((int)16));
                    t217 = t216;
                    _mm256_storeu_si256((__m256i *)&g[(int)((long)0 + (t20 + 16L))], t217);
                    t218 = _mm256_add_epi32(t19, _mm256_set1_epi32((int)24));
                    t219 = t218;
                    _mm256_storeu_si256((__m256i *)&g[(int)((long)0 + (t20 + 24L))], t219);
                    t20 += 32L;
                    t19 = _mm256_add_epi32(t19, _mm256_set1_epi32((int)32));
                } while (t20 < t210);
                t220 = (int)((long)0 + t210);
            } else {
                t220 = 0;
            }
            t221 = (long)t220 * -1L + 2002L;
            if (t221 >= 8L) {
                t222 = t221 & -8L;
                t223 = _mm256_set1_epi32((int)t220);
                t224 = t223;
                t21 = _mm256_add_epi32(t224, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t22 = 0L;
                do {
                    t225 = t21;
                    _mm256_storeu_si256((__m256i *)&g[(int)((long)t220 + t22)], t225);
                    t22 += 8L;
                    t21 = _mm256_add_epi32(t21, _mm256_set1_epi32((int)8));
                } while (t22 < t222);
                k_5 = (int)((long)t220 + t222);
            } else {
                k_5 = t220;
            }
            for (; k_5 < 2002; k_5++) {
                g[k_5] = k_5;
            }
            for (fill_idx_2 = 0; fill_idx_2 < 1001; fill_idx_2++) {
                gb[fill_idx_2] = -50 + (int)((_mm256_zeroupper(), next_rand()) % 100U);
            }
            (_mm256_zeroupper(), global_evens());
            printf("global %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)g, 8008UL)));
            return 0;
        }
        t24 = (_mm256_zeroupper(), new_array(n, 4UL));
        b = (int *)t24;
        t25 = (_mm256_zeroupper(), new_array(n, 4UL));
        c = (int *)t25;
        t26 = (_mm256_zeroupper(), new_array(n, 4UL));
        bf = (float *)t26;
        t27 = (_mm256_zeroupper(), new_array(n, 8UL));
        bd = (double *)t27;
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        t28 = (long)n;
        t29 = (unsigned long)t24;
        t30 = (unsigned long)t26;
        t31 = (unsigned long)t24;
        t32 = (unsigned long)t27;
        t33 = (unsigned long)t25;
        t34 = (unsigned long)t26;
        t35 = (unsigned long)t25;
        t36 = (unsigned long)t27;
        t37 = (unsigned long)t26;
        t38 = (unsigned long)t27;
        if ((t28 >= 16L) & (((t29 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= (t30 + (unsigned long)0L)) | ((t30 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= (t29 + (unsigned long)0L))) & (((t31 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= (t32 + (unsigned long)0L)) | ((t32 + (unsigned long)(8L + (t28 - 1L) * 8L)) <= (t31 + (unsigned long)0L))) & (((t33 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= (t34 + (unsigned long)0L)) | ((t34 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= (t33 + (unsigned long)0L))) & (((t35 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= (t36 + (unsigned long)0L)) | ((t36 + (unsigned long)(8L + (t28 - 1L) * 8L)) <= (t35 + (unsigned long)0L))) & (((t37 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= (t38 + (unsigned long)0L)) | ((t38 + (unsigned long)(8L + (t28 - 1L) * 8L)) <= (t37 + (unsigned long)0L)))) {
            t39 = t28 & -16L;
            t1 = 0L;
            do {
                t40 = (long)(int)((long)0 + t1);
                t41 = _mm_loadu_si128((const __m128i *)(b + t40));
                t42 = _mm_cvtepi32_ps(t41);
                t43 = _mm_mul_ps(t42, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t40, t43);
                t44 = _mm_loadu_si128((const __m128i *)(c + t40));
                t45 = _mm256_cvtepi32_pd(t44);
                t46 = _mm256_mul_pd(t45, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t40, t46);
                t47 = (long)(int)((long)0 + (t1 + 4L));
                t48 = _mm_loadu_si128((const __m128i *)(b + t47));
                t49 = _mm_cvtepi32_ps(t48);
                t50 = _mm_mul_ps(t49, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t47, t50);
                t51 = _mm_loadu_si128((const __m128i *)(c + t47));
                t52 = _mm256_cvtepi32_pd(t51);
                t53 = _mm256_mul_pd(t52, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t47, t53);
                t54 = (long)(int)((long)0 + (t1 + 8L));
                t55 = _mm_loadu_si128((const __m128i *)(b + t54));
                t56 = _mm_cvtepi32_ps(t55);
                t57 = _mm_mul_ps(t56, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t54, t57);
                t58 = _mm_loadu_si128((const __m128i *)(c + t54));
                t59 = _mm256_cvtepi32_pd(t58);
                t60 = _mm256_mul_pd(t59, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t54, t60);
                t61 = (long)(int)((long)0 + (t1 + 12L));
                t62 = _mm_loadu_si128((const __m128i *)(b + t61));
                t63 = _mm_cvtepi32_ps(t62);
                t64 = _mm_mul_ps(t63, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t61, t64);
                t65 = _mm_loadu_si128((const __m128i *)(c + t61));
                t66 = _mm256_cvtepi32_pd(t65);
                t67 = _mm256_mul_pd(t66, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t61, t67);
                t1 += 16L;
            } while (t1 < t39);
            t68 = (int)((long)0 + t39);
        } else {
            t68 = 0;
        }
        t69 = (long)n + (long)t68 * -1L;
        t70 = (unsigned long)t24;
        t71 = (unsigned long)t26;
        t72 = (unsigned long)t24;
        t73 = (unsigned long)t27;
        t74 = (unsigned long)t25;
        t75 = (unsigned long)t26;
        t76 = (unsigned long)t25;
        t77 = (unsigned long)t27;
        t78 = (unsigned long)t26;
        t79 = (unsigned long)t27;
        if ((t69 >= 4L) & (((t70 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t71 + (unsigned long)((long)t68 * 4L))) | ((t71 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t68 * 4L)))) & (((t72 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t68 * 8L))) | ((t73 + (unsigned long)((long)t68 * 8L + 8L + (t69 - 1L) * 8L)) <= (t72 + (unsigned long)((long)t68 * 4L)))) & (((t74 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t75 + (unsigned long)((long)t68 * 4L))) | ((t75 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t68 * 4L)))) & (((t76 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t77 + (unsigned long)((long)t68 * 8L))) | ((t77 + (unsigned long)((long)t68 * 8L + 8L + (t69 - 1L) * 8L)) <= (t76 + (unsigned long)((long)t68 * 4L)))) & (((t78 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t79 + (unsigned long)((long)t68 * 8L))) | ((t79 + (unsigned long)((long)t68 * 8L + 8L + (t69 - 1L) * 8L)) <= (t78 + (unsigned long)((long)t68 * 4L))))) {
            t80 = t69 & -4L;
            t2 = 0L;
            do {
                t81 = (long)(int)((long)t68 + t2);
                t82 = _mm_loadu_si128((const __m128i *)(b + t81));
                t83 = _mm_cvtepi32_ps(t82);
                t84 = _mm_mul_ps(t83, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t81, t84);
                t85 = _mm_loadu_si128((const __m128i *)(c + t81));
                t86 = _mm256_cvtepi32_pd(t85);
                t87 = _mm256_mul_pd(t86, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t81, t87);
                t2 += 4L;
            } while (t2 < t80);
            k = (int)((long)t68 + t80);
        } else {
            k = t68;
        }
        for (; k < n; k++) {
            t88 = (long)k;
            bf[t88] = (float)b[t88] * 0.25f;
            bd[t88] = (double)c[t88] * 0.125;
        }
        t89 = n > 0;
        if (t89) {
            t90 = 2 * n - 1;
        } else {
            t90 = 0;
        }
        a2 = (int *)(_mm256_zeroupper(), new_array(t90, 4UL));
        if (t89) {
            t91 = 3 * n - 1;
        } else {
            t91 = 0;
        }
        a3 = (float *)(_mm256_zeroupper(), new_array(t91, 4UL));
        if (t89) {
            t92 = 3 * n;
        } else {
            t92 = 0;
        }
        a23 = (int *)(_mm256_zeroupper(), new_array(t92, 4UL));
        t93 = 2 * n;
        ad = (double *)(_mm256_zeroupper(), new_array(t93, 8UL));
        t94 = (long)n * 2L + -1L;
        if (t94 >= 32L) {
            t95 = t94 & -32L;
            t96 = _mm256_set1_epi32((int)0);
            t97 = t96;
            t3 = _mm256_add_epi32(t97, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t4 = 0L;
            for (;;) {
                t98 = t3;
                t99 = _mm256_mullo_epi32(_mm256_set1_epi32((int)7), t98);
                t100 = _mm256_add_epi32(t99, _mm256_set1_epi32((int)1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)((long)0 + t4)), t100);
                t101 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                t102 = t101;
                t103 = _mm256_mullo_epi32(_mm256_set1_epi32((int)7), t102);
                t104 = _mm256_add_epi32(t103, _mm256_set1_epi32((int)1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)((long)0 + (t4 + 8L))), t104);
                t105 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)16));
                t106 = t105;
                t107 = _mm256_mullo_epi32(_mm256_set1_epi32((int)7), t106);
                t108 = _mm256_add_epi32(t107, _mm256_set1_epi32((int)1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)((long)0 + (t4 + 16L))), t108);
                t109 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)24));
                t110 = t109;
                t111 = _mm256_mullo_epi32(_mm256_set1_epi32((int)7), t110);
                t112 = _mm256_add_epi32(t111, _mm256_set1_epi32((int)1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)((long)0 + (t4 + 24L))), t112);
                t4 += 32L;
                t113 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)32));
                if (t4 >= t95) {
                    break;
                }
                t3 = t113;
            }
            t114 = (int)((long)0 + t95);
        } else {
            t114 = 0;
        }
        t115 = (long)n * 2L + (long)t114 * -1L + -1L;
        if (t115 >= 8L) {
            t116 = t115 & -8L;
            t117 = _mm256_set1_epi32((int)t114);
            t118 = t117;
            t5 = _mm256_add_epi32(t118, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t6 = 0L;
            for (;;) {
                t119 = t5;
                t120 = _mm256_mullo_epi32(_mm256_set1_epi32((int)7), t119);
                t121 = _mm256_add_epi32(t120, _mm256_set1_epi32((int)1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)((long)t114 + t6)), t121);
                t6 += 8L;
                t122 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
                if (t6 >= t116) {
                    break;
                }
                t5 = t122;
            }
            k_1 = (int)((long)t114 + t116);
        } else {
            k_1 = t114;
        }
        for (;; k_1++) {
            t123 = t93 - 1;
            if (k_1 >= t123) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        t124 = (long)n * 3L + -1L;
        if (t124 >= 32L) {
            t125 = t124 & -32L;
            t126 = _mm256_set1_epi32((int)0);
            t127 = t126;
            t7 = _mm256_add_epi32(t127, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t8 = 0L;
            for (;;) {
                t128 = t7;
                t129 = _mm256_cvtepi32_ps(t128);
                _mm256_storeu_ps(a3 + (int)((long)0 + t8), t129);
                t130 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)8));
                t131 = t130;
                t132 = _mm256_cvtepi32_ps(t131);
                _mm256_storeu_ps(a3 + (int)((long)0 + (t8 + 8L)), t132);
                t133 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)16));
                t134 = t133;
                t135 = _mm256_cvtepi32_ps(t134);
                _mm256_storeu_ps(a3 + (int)((long)0 + (t8 + 16L)), t135);
                t136 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)24));
                t137 = t136;
                t138 = _mm256_cvtepi32_ps(t137);
                _mm256_storeu_ps(a3 + (int)((long)0 + (t8 + 24L)), t138);
                t8 += 32L;
                t139 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)32));
                if (t8 >= t125) {
                    break;
                }
                t7 = t139;
            }
            t140 = (int)((long)0 + t125);
        } else {
            t140 = 0;
        }
        t141 = (long)n * 3L + (long)t140 * -1L + -1L;
        if (t141 >= 8L) {
            t142 = t141 & -8L;
            t143 = _mm256_set1_epi32((int)t140);
            t144 = t143;
            t9 = _mm256_add_epi32(t144, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t10 = 0L;
            for (;;) {
                t145 = t9;
                t146 = _mm256_cvtepi32_ps(t145);
                _mm256_storeu_ps(a3 + (int)((long)t140 + t10), t146);
                t10 += 8L;
                t147 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)8));
                if (t10 >= t142) {
                    break;
                }
                t9 = t147;
            }
            k_2 = (int)((long)t140 + t142);
        } else {
            k_2 = t140;
        }
        for (;; k_2++) {
            t148 = 3 * n;
            t149 = t148 - 1;
            if (k_2 >= t149) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        t150 = (long)n * 3L;
        if (t150 >= 32L) {
            t151 = t150 & -32L;
            t152 = _mm256_set1_epi32((int)0);
            t153 = t152;
            t11 = _mm256_add_epi32(t153, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t12 = 0L;
            for (;;) {
                t154 = t11;
                t155 = _mm256_sub_epi32(_mm256_set1_epi32((int)5), t154);
                _mm256_storeu_si256((__m256i *)(a23 + (int)((long)0 + t12)), t155);
                t156 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)8));
                t157 = t156;
                t158 = _mm256_sub_epi32(_mm256_set1_epi32((int)5), t157);
                _mm256_storeu_si256((__m256i *)(a23 + (int)((long)0 + (t12 + 8L))), t158);
                t159 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)16));
                t160 = t159;
                t161 = _mm256_sub_epi32(_mm256_set1_epi32((int)5), t160);
                _mm256_storeu_si256((__m256i *)(a23 + (int)((long)0 + (t12 + 16L))), t161);
                t162 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)24));
                t163 = t162;
                t164 = _mm256_sub_epi32(_mm256_set1_epi32((int)5), t163);
                _mm256_storeu_si256((__m256i *)(a23 + (int)((long)0 + (t12 + 24L))), t164);
                t12 += 32L;
                t165 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)32));
                if (t12 >= t151) {
                    break;
                }
                t11 = t165;
            }
            t166 = (int)((long)0 + t151);
        } else {
            t166 = 0;
        }
        t167 = (long)n * 3L + (long)t166 * -1L;
        if (t167 >= 8L) {
            t168 = t167 & -8L;
            t169 = _mm256_set1_epi32((int)t166);
            t170 = t169;
            t13 = _mm256_add_epi32(t170, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t14 = 0L;
            for (;;) {
                t171 = t13;
                t172 = _mm256_sub_epi32(_mm256_set1_epi32((int)5), t171);
                _mm256_storeu_si256((__m256i *)(a23 + (int)((long)t166 + t14)), t172);
                t14 += 8L;
                t173 = _mm256_add_epi32(t13, _mm256_set1_epi32((int)8));
                if (t14 >= t168) {
                    break;
                }
                t13 = t173;
            }
            k_3 = (int)((long)t166 + t168);
        } else {
            k_3 = t166;
        }
        for (; k_3 < t148; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        t174 = (long)n * 2L;
        if (t174 >= 16L) {
            t175 = t174 & -16L;
            t176 = _mm_set1_epi32((int)0);
            t177 = t176;
            t15 = _mm_add_epi32(t177, _mm_setr_epi32(0, 1, 2, 3));
            t16 = 0L;
            for (;;) {
                t178 = t15;
                t179 = _mm256_cvtepi32_pd(t178);
                t180 = _mm256_xor_pd(t179, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)((long)0 + t16), t180);
                t181 = _mm_add_epi32(t15, _mm_set1_epi32((int)4));
                t182 = t181;
                t183 = _mm256_cvtepi32_pd(t182);
                t184 = _mm256_xor_pd(t183, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)((long)0 + (t16 + 4L)), t184);
                t185 = _mm_add_epi32(t15, _mm_set1_epi32((int)8));
                t186 = t185;
                t187 = _mm256_cvtepi32_pd(t186);
                t188 = _mm256_xor_pd(t187, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)((long)0 + (t16 + 8L)), t188);
                t189 = _mm_add_epi32(t15, _mm_set1_epi32((int)12));
                t190 = t189;
                t191 = _mm256_cvtepi32_pd(t190);
                t192 = _mm256_xor_pd(t191, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)((long)0 + (t16 + 12L)), t192);
                t16 += 16L;
                t193 = _mm_add_epi32(t15, _mm_set1_epi32((int)16));
                if (t16 >= t175) {
                    break;
                }
                t15 = t193;
            }
            t194 = (int)((long)0 + t175);
        } else {
            t194 = 0;
        }
        t195 = (long)n * 2L + (long)t194 * -1L;
        if (t195 >= 4L) {
            t196 = t195 & -4L;
            t197 = _mm_set1_epi32((int)t194);
            t198 = t197;
            t17 = _mm_add_epi32(t198, _mm_setr_epi32(0, 1, 2, 3));
            t18 = 0L;
            for (;;) {
                t199 = t17;
                t200 = _mm256_cvtepi32_pd(t199);
                t201 = _mm256_xor_pd(t200, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)((long)t194 + t18), t201);
                t18 += 4L;
                t202 = _mm_add_epi32(t17, _mm_set1_epi32((int)4));
                if (t18 >= t196) {
                    break;
                }
                t17 = t202;
            }
            k_4 = (int)((long)t194 + t196);
        } else {
            k_4 = t194;
        }
        for (; k_4 < t93; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        t203 = b;
        (_mm256_zeroupper(), evens(n, a2, t203, c));
        (_mm256_zeroupper(), thirds(n, a3, bf));
        (_mm256_zeroupper(), two_of_three(n, a23, t203));
        (_mm256_zeroupper(), odd_doubles(n, ad, bd));
        t204 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ad, (unsigned long)t93 * 8UL));
        t205 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a23, (unsigned long)t148 * 4UL));
        if (t89) {
            t206 = (_mm256_zeroupper(), hash_bytes((const void *)a3, (unsigned long)t149 * 4UL));
            t207 = (unsigned long long)t206;
        } else {
            t207 = 0ULL;
        }
        if (t89) {
            t208 = (_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t123 * 4UL));
            t209 = (unsigned long long)t208;
        } else {
            t209 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t209, t207, t205, t204);
        free((void *)b);
        free((void *)c);
        free((void *)bf);
        free((void *)bd);
        free((void *)a2);
        free((void *)a3);
        free((void *)a23);
        free((void *)ad);
    }
}
