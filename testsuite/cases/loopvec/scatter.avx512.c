/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
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
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Stores through an index, `a[idx[i]] = x`: scatters whose lanes store in lane order, so that
   with repeated indices the last iteration's value is left, as in the scalar loop. The driver
   runs every kernel with all indices equal, with pairs of equal neighbours, with a descending
   run and with random indices; a scatter that stored its lanes in another order would leave an
   earlier iteration's value. Bodies with divisions pay for the scatter; the plain one and the
   ones whose object other accesses may touch stay scalar, with the reason. */
static float table[64];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scatter_div(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    int i;
    long t14;
    float t15;
    float t16;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm256_loadu_si256((const __m256i *)(idx + t4));
            t6 = _mm256_loadu_ps(b + t4);
            t7 = _mm256_add_ps(t6, _mm256_set1_ps(1.0f));
            t8 = _mm256_loadu_ps(c + t4);
            t9 = _mm256_add_ps(t8, _mm256_set1_ps(2.0f));
            t10 = _mm256_div_ps(t7, t9);
            t11 = _mm256_mul_ps(t6, t8);
            t12 = _mm256_add_ps(t11, _mm256_set1_ps(3.0f));
            t13 = _mm256_div_ps(t10, t12);
            _mm256_i32scatter_ps(a, t5, t13, 4);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t14 = (long)i;
        t15 = b[t14];
        t16 = c[t14];
        a[idx[t14]] = (t15 + 1.0f) / (t16 + 2.0f) / (t15 * t16 + 3.0f);
    }
}

/* Under a condition: a masked scatter (inactive lanes store nothing). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scatter_cond(int n, float *restrict a, const int *restrict idx, const float *restrict b, const float *restrict c) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m256 t5;
    __m256i t6;
    __m256i t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    int i;
    long t15;
    float t16;
    float t17;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm256_loadu_ps(b + t4);
            t6 = _mm256_castps_si256(_mm256_cmp_ps(t5, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t7 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t6), (const int *)((unsigned long)idx + (unsigned long)t4 * 4UL));
            t8 = _mm256_add_ps(t5, _mm256_set1_ps(1.0f));
            t9 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t6), (const float *)((unsigned long)c + (unsigned long)t4 * 4UL));
            t10 = _mm256_add_ps(t9, _mm256_set1_ps(2.0f));
            t11 = _mm256_div_ps(t8, t10);
            t12 = _mm256_mul_ps(t5, t9);
            t13 = _mm256_add_ps(t12, _mm256_set1_ps(3.0f));
            t14 = _mm256_div_ps(t11, t13);
            _mm256_mask_i32scatter_ps(a, _mm256_movepi32_mask(t6), t7, t14, 4);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t15 = (long)i;
        t16 = b[t15];
        if (t16 > 0.0f) {
            t17 = c[t15];
            a[idx[t15]] = (t16 + 1.0f) / (t17 + 2.0f) / (t16 * t17 + 3.0f);
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scatter_int(int n, int *restrict a, const int *restrict idx, const int *restrict b) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    long t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    int i;
    long t15;
    int t16;
    t3 = (long)n;
    if (t3 >= 8L) {
        t4 = t3 & -8L;
        t5 = _mm256_set1_epi32((int)0);
        t6 = t5;
        t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t7 = t1;
            t8 = (long)(int)((long)0 + t2);
            t9 = _mm256_loadu_si256((const __m256i *)(idx + t8));
            t10 = _mm256_loadu_si256((const __m256i *)(b + t8));
            t11 = (__m256i)((vcc_v8_int)t10 / (vcc_v8_int)_mm256_set1_epi32((int)7));
            t12 = (__m256i)((vcc_v8_int)t10 % (vcc_v8_int)_mm256_set1_epi32((int)5));
            t13 = _mm256_add_epi32(t11, t12);
            t14 = _mm256_add_epi32(t13, t7);
            _mm256_i32scatter_epi32(a, t9, t14, 4);
            t2 += 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
        } while (t2 < t4);
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t15 = (long)i;
        t16 = b[t15];
        a[idx[t15]] = t16 / 7 + t16 % 5 + i;
    }
}

/* Into a global array, through an unsigned char index. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scatter_global(int n, const unsigned char *restrict idx, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    vcc_v8_uchar t5;
    __m256i t6;
    __m256i t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    int i;
    long t13;
    float t14;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = vcc_load(vcc_v8_uchar, idx + t4);
            t6 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t5));
            t7 = _mm256_and_si256(t6, _mm256_set1_epi32((int)63));
            t8 = _mm256_loadu_ps(b + t4);
            t9 = _mm256_add_ps(t8, _mm256_set1_ps(0.5f));
            t10 = _mm256_div_ps(t8, t9);
            t11 = _mm256_sub_ps(t8, _mm256_set1_ps(3.0f));
            t12 = _mm256_div_ps(t10, t11);
            _mm256_i32scatter_ps(table, t7, t12, 4);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t13 = (long)i;
        t14 = b[t13];
        table[(int)idx[t13] & 63] = t14 / (t14 + 0.5f) / (t14 - 3.0f);
    }
}

/* Too little work for the scatter to pay: stays scalar (not profitable). */
void scatter_plain(int n, float *restrict a, const int *restrict idx, const float *restrict b) {
    for (int i = 0; i < n; i++)
        a[idx[i]] = b[i] * 2.0f;
}

/* `a` may alias `b`: stays scalar. */
void scatter_alias(int n, float *a, const int *restrict idx, const float *b) {
    for (int i = 0; i < n; i++)
        a[idx[i]] = b[i] / (b[i] + 0.5f) / (b[i] - 3.0f);
}

/* Two stores through indices into one array: stays scalar. */
void scatter_two(int n, float *restrict a, const int *restrict idx, const float *restrict b) {
    for (int i = 0; i < n; i++) {
        a[idx[i]] = b[i] / (b[i] + 0.5f);
        a[idx[i] / 2] = b[i] / (b[i] - 3.0f);
    }
}

/* A histogram (a load and a store of one element through an index): stays scalar. */
void histogram(int n, int *restrict h, const unsigned char *restrict p) {
    for (int i = 0; i < n; i++)
        h[p[i]]++;
}

static void make_indices(int *idx, int n, int m, int pattern) {
    for (int k = 0; k < n; k++) {
        switch (pattern) {
        case 0: idx[k] = 0; break;                              /* all equal */
        case 1: idx[k] = (k / 2) % m; break;                    /* pairs */
        case 2: idx[k] = (n - 1 - k) / 3 % m; break;            /* descending runs of 3 */
        default: idx[k] = (int)(next_rand() % (unsigned)m); break; /* random */
        }
    }
}

static __typeof__(table) table __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    long t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    __m256i t7;
    long t8;
    long t9;
    long t10;
    long t11;
    __m256i t12;
    long t13;
    __m256i t14;
    long t15;
    __m256i t16;
    int count_idx;
    int n_1;
    int t17;
    int m;
    int pattern;
    void *t18;
    int *idx;
    void *t19;
    int *ia;
    int *ib;
    void *t20;
    float *a;
    float *b;
    float *c;
    int t21;
    float *ab;
    void *t22;
    unsigned char *uidx;
    int *h;
    long t23;
    unsigned long t24;
    unsigned long t25;
    long t26;
    __m256i t27;
    long t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    vcc_v8_uchar t37;
    long t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    vcc_v8_uchar t47;
    long t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    vcc_v8_uchar t57;
    long t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    vcc_v8_uchar t67;
    int t68;
    long t69;
    unsigned long t70;
    unsigned long t71;
    long t72;
    __m256i t73;
    long t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    vcc_v8_uchar t83;
    int k;
    long t84;
    unsigned char *t85;
    int t86;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    long t87;
    long t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    float *t92;
    __m256 t93;
    __m256 t94;
    __m256 t95;
    __m256i t96;
    __m256i t97;
    float *t98;
    __m256 t99;
    __m256 t100;
    __m256 t101;
    __m256i t102;
    __m256i t103;
    float *t104;
    __m256 t105;
    __m256 t106;
    __m256 t107;
    __m256i t108;
    __m256i t109;
    float *t110;
    __m256 t111;
    __m256 t112;
    __m256 t113;
    __m256i t114;
    int t115;
    long t116;
    long t117;
    __m256i t118;
    __m256i t119;
    __m256i t120;
    float *t121;
    __m256 t122;
    __m256 t123;
    __m256 t124;
    __m256i t125;
    int t126;
    long t127;
    __m256i t128;
    __m256i t129;
    __m256i t130;
    __m256i t131;
    long t132;
    __m256i t133;
    float *t134;
    __m256 t135;
    __m256 t136;
    __m256 t137;
    int k_1;
    float *t138;
    long t139;
    unsigned long t140;
    unsigned long t141;
    long t142;
    long t143;
    long t144;
    long t145;
    long t146;
    int t147;
    long t148;
    unsigned long t149;
    unsigned long t150;
    long t151;
    long t152;
    int t153;
    long t154;
    unsigned long t155;
    unsigned long t156;
    __m256i t157;
    __m256i t158;
    long t159;
    long t160;
    int k_2;
    long t161;
    long t162;
    int k_3;
    long t163;
    int k_4;
    const float *t164;
    const float *t165;
    const int *t166;
    unsigned long t167;
    const void *t168;
    const unsigned char *t169;
    unsigned long t170;
    unsigned long t171;
    long t172;
    long t173;
    __m256i t174;
    __m256i t175;
    __m256i t176;
    __m256 t177;
    __m256i t178;
    __m256i t179;
    __m256 t180;
    __m256i t181;
    __m256i t182;
    __m256 t183;
    __m256i t184;
    __m256i t185;
    __m256 t186;
    __m256i t187;
    int t188;
    long t189;
    long t190;
    __m256i t191;
    __m256i t192;
    __m256i t193;
    __m256 t194;
    __m256i t195;
    int t196;
    long t197;
    __m256i t198;
    __m256i t199;
    __m256i t200;
    __m256i t201;
    long t202;
    __m256i t203;
    __m256 t204;
    int k_5;
    unsigned long t205;
    unsigned long t206;
    unsigned long t207;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t17 = 1;
        } else {
            t17 = 0;
            n = n_1;
        }
        if (!t17) {
            return 0;
        }
        if (n > 0) {
            m = n;
        } else {
            m = 1;
        }
        for (pattern = 0; pattern < 4; pattern++) {
            t18 = (_mm256_zeroupper(), new_array(n, 4UL));
            idx = (int *)t18;
            t19 = (_mm256_zeroupper(), new_array(m, 4UL));
            ia = (int *)t19;
            ib = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
            t20 = (_mm256_zeroupper(), new_array(m, 4UL));
            a = (float *)t20;
            b = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
            c = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
            t21 = 2 * m;
            ab = (float *)(_mm256_zeroupper(), new_array(t21, 4UL));
            t22 = (_mm256_zeroupper(), new_array(n, 1UL));
            uidx = (unsigned char *)t22;
            h = (int *)(_mm256_zeroupper(), new_array(256, 4UL));
            (_mm256_zeroupper(), make_indices(idx, n, m, pattern));
            t23 = (long)n;
            t24 = (unsigned long)t18;
            t25 = (unsigned long)t22;
            if ((t23 >= 32L) & (((t24 + (unsigned long)(4L + (t23 - 1L) * 4L)) <= (t25 + (unsigned long)0L)) | ((t25 + (unsigned long)(1L + (t23 - 1L) * 1L)) <= (t24 + (unsigned long)0L)))) {
                t26 = t23 & -32L;
                t27 = _mm256_set1_epi32((int)pattern);
                t1 = 0L;
                do {
                    t28 = (long)(int)((long)0 + t1);
                    t29 = _mm256_cmpeq_epi32(t27, _mm256_set1_epi32((int)0));
                    t30 = (__m256i)~(vcc_m8)t29;
                    t31 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t30), (int *)((unsigned long)idx + (unsigned long)t28 * 4UL));
                    t32 = t31;
                    t33 = _mm256_set1_epi32((int)37);
                    t34 = _mm256_mullo_epi32(t32, t33);
                    t35 = t34;
                    t36 = _mm256_ternarylogic_epi32(t29, _mm256_set1_epi32((int)5), t35, 0xCA);
                    t37 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t36, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t28, t37);
                    t38 = (long)(int)((long)0 + (t1 + 8L));
                    t39 = _mm256_cmpeq_epi32(t27, _mm256_set1_epi32((int)0));
                    t40 = (__m256i)~(vcc_m8)t39;
                    t41 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t40), (int *)((unsigned long)idx + (unsigned long)t38 * 4UL));
                    t42 = t41;
                    t43 = _mm256_set1_epi32((int)37);
                    t44 = _mm256_mullo_epi32(t42, t43);
                    t45 = t44;
                    t46 = _mm256_ternarylogic_epi32(t39, _mm256_set1_epi32((int)5), t45, 0xCA);
                    t47 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t46, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t38, t47);
                    t48 = (long)(int)((long)0 + (t1 + 16L));
                    t49 = _mm256_cmpeq_epi32(t27, _mm256_set1_epi32((int)0));
                    t50 = (__m256i)~(vcc_m8)t49;
                    t51 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t50), (int *)((unsigned long)idx + (unsigned long)t48 * 4UL));
                    t52 = t51;
                    t53 = _mm256_set1_epi32((int)37);
                    t54 = _mm256_mullo_epi32(t52, t53);
                    t55 = t54;
                    t56 = _mm256_ternarylogic_epi32(t49, _mm256_set1_epi32((int)5), t55, 0xCA);
                    t57 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t56, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t48, t57);
                    t58 = (long)(int)((long)0 + (t1 + 24L));
                    t59 = _mm256_cmpeq_epi32(t27, _mm256_set1_epi32((int)0));
                    t60 = (__m256i)~(vcc_m8)t59;
                    t61 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t60), (int *)((unsigned long)idx + (unsigned long)t58 * 4UL));
                    t62 = t61;
                    t63 = _mm256_set1_epi32((int)37);
                    t64 = _mm256_mullo_epi32(t62, t63);
                    t65 = t64;
                    t66 = _mm256_ternarylogic_epi32(t59, _mm256_set1_epi32((int)5), t65, 0xCA);
                    t67 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t66, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t58, t67);
                    t1 += 32L;
                } while (t1 < t26);
                t68 = (int)((long)0 + t26);
            } else {
                t68 = 0;
            }
            t69 = (long)n + (long)t68 * -1L;
            t70 = (unsigned long)t18;
            t71 = (unsigned long)t22;
            if ((t69 >= 8L) & (((t70 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t71 + (unsigned long)(long)t68)) | ((t71 + (unsigned long)((long)t68 + 1L + (t69 - 1L) * 1L)) <= (t70 + (unsigned long)((long)t68 * 4L))))) {
                t72 = t69 & -8L;
                t73 = _mm256_set1_epi32((int)pattern);
                t2 = 0L;
                do {
                    t74 = (long)(int)((long)t68 + t2);
                    t75 = _mm256_cmpeq_epi32(t73, _mm256_set1_epi32((int)0));
                    t76 = (__m256i)~(vcc_m8)t75;
                    t77 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t76), (int *)((unsigned long)idx + (unsigned long)t74 * 4UL));
                    t78 = t77;
                    t79 = _mm256_set1_epi32((int)37);
                    t80 = _mm256_mullo_epi32(t78, t79);
                    t81 = t80;
                    t82 = _mm256_ternarylogic_epi32(t75, _mm256_set1_epi32((int)5), t81, 0xCA);
                    t83 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t82, vcc_v8_short), vcc_v8_uchar);
                    vcc_store(uidx + t74, t83);
                    t2 += 8L;
                } while (t2 < t72);
                k = (int)((long)t68 + t72);
            } else {
                k = t68;
            }
            for (; k < n; k++) {
                t84 = (long)k;
                t85 = uidx + t84;
                if (pattern == 0) {
                    t86 = 5;
                } else {
                    t86 = idx[t84] * 37;
                }
                *t85 = (unsigned char)t86;
            }
            for (fill_idx = 0; fill_idx < n; fill_idx++) {
                b[fill_idx] = (float)(-20 + (int)((_mm256_zeroupper(), next_rand()) % 40U));
            }
            for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
                c[fill_idx_1] = (float)(-10 + (int)((_mm256_zeroupper(), next_rand()) % 20U));
            }
            for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
                ib[fill_idx_2] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
            }
            t87 = (long)n;
            if (t87 >= 32L) {
                t88 = t87 & -32L;
                t89 = _mm256_set1_epi32((int)0);
                t90 = t89;
                t3 = _mm256_add_epi32(t90, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t4 = 0L;
                for (;;) {
                    t91 = t3;
                    t92 = b + (int)((long)0 + t4);
                    t93 = _mm256_loadu_ps(t92);
                    t94 = _mm256_cvtepi32_ps(t91);
                    t95 = _mm256_mask3_fmadd_ps(t94, _mm256_set1_ps(0.125f), t93, (__mmask8)-1);
                    _mm256_storeu_ps(t92, t95);
                    t96 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                    t97 = t96;
                    t98 = b + (int)((long)0 + (t4 + 8L));
                    t99 = _mm256_loadu_ps(t98);
                    t100 = _mm256_cvtepi32_ps(t97);
                    t101 = _mm256_mask3_fmadd_ps(t100, _mm256_set1_ps(0.125f), t99, (__mmask8)-1);
                    _mm256_storeu_ps(t98, t101);
                    t102 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)16));
                    t103 = t102;
                    t104 = b + (int)((long)0 + (t4 + 16L));
                    t105 = _mm256_loadu_ps(t104);
                    t106 = _mm256_cvtepi32_ps(t103);
                    t107 = _mm256_mask3_fmadd_ps(t106, _mm256_set1_ps(0.125f), t105, (__mmask8)-1);
                    _mm256_storeu_ps(t104, t107);
                    t108 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)24));
                    t109 = t108;
                    t110 = b + (int)((long)0 + (t4 + 24L));
                    t111 = _mm256_loadu_ps(t110);
                    t112 = _mm256_cvtepi32_ps(t109);
                    t113 = _mm256_mask3_fmadd_ps(t112, _mm256_set1_ps(0.125f), t111, (__mmask8)-1);
                    _mm256_storeu_ps(t110, t113);
                    t4 += 32L;
                    t114 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)32));
                    if (t4 >= t88) {
                        break;
                    }
                    t3 = t114;
                }
                t115 = (int)((long)0 + t88);
            } else {
                t115 = 0;
            }
            t116 = (long)n + (long)t115 * -1L;
            if (t116 >= 8L) {
                t117 = t116 & -8L;
                t118 = _mm256_set1_epi32((int)t115);
                t119 = t118;
                t5 = _mm256_add_epi32(t119, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t6 = 0L;
                for (;;) {
                    t120 = t5;
                    t121 = b + (int)((long)t115 + t6);
                    t122 = _mm256_loadu_ps(t121);
                    t123 = _mm256_cvtepi32_ps(t120);
                    t124 = _mm256_mask3_fmadd_ps(t123, _mm256_set1_ps(0.125f), t122, (__mmask8)-1);
                    _mm256_storeu_ps(t121, t124);
                    t6 += 8L;
                    t125 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
                    if (t6 >= t117) {
                        break;
                    }
                    t5 = t125;
                }
                t126 = (int)((long)t115 + t117);
            } else {
                t126 = t115;
            }
            t127 = (long)n + (long)t126 * -1L;
            if ((t127 >= 1L) & (t127 <= 8L)) {
                t128 = _mm256_set1_epi32((int)(int)t127);
                t129 = _mm256_cmpgt_epi32(t128, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t130 = _mm256_set1_epi32((int)t126);
                t131 = t130;
                t7 = _mm256_add_epi32(t131, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t132 = 0L;
                t133 = t7;
                t134 = b + (int)((long)t126 + t132);
                t135 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t129), t134);
                t136 = _mm256_cvtepi32_ps(t133);
                t137 = _mm256_mask3_fmadd_ps(t136, _mm256_set1_ps(0.125f), t135, (__mmask8)-1);
                _mm256_mask_storeu_ps(t134, _mm256_movepi32_mask(t129), t137);
                k_1 = (int)((long)t126 + t127);
            } else {
                k_1 = t126;
            }
            for (; k_1 < n; k_1++) {
                t138 = b + k_1;
                *t138 = *t138 + (float)k_1 * 0.125f;
            }
            t139 = (long)m;
            t140 = (unsigned long)t19;
            t141 = (unsigned long)t20;
            if ((t139 >= 32L) & (((t140 + (unsigned long)(4L + (t139 - 1L) * 4L)) <= (t141 + (unsigned long)0L)) | ((t141 + (unsigned long)(4L + (t139 - 1L) * 4L)) <= (t140 + (unsigned long)0L)))) {
                t142 = t139 & -32L;
                t8 = 0L;
                do {
                    t143 = (long)(int)((long)0 + t8);
                    _mm256_storeu_ps(a + t143, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t143), _mm256_set1_epi32((int)-1));
                    t144 = (long)(int)((long)0 + (t8 + 8L));
                    _mm256_storeu_ps(a + t144, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t144), _mm256_set1_epi32((int)-1));
                    t145 = (long)(int)((long)0 + (t8 + 16L));
                    _mm256_storeu_ps(a + t145, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t145), _mm256_set1_epi32((int)-1));
                    t146 = (long)(int)((long)0 + (t8 + 24L));
                    _mm256_storeu_ps(a + t146, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t146), _mm256_set1_epi32((int)-1));
                    t8 += 32L;
                } while (t8 < t142);
                t147 = (int)((long)0 + t142);
            } else {
                t147 = 0;
            }
            t148 = (long)m + (long)t147 * -1L;
            t149 = (unsigned long)t19;
            t150 = (unsigned long)t20;
            if ((t148 >= 8L) & (((t149 + (unsigned long)((long)t147 * 4L + 4L + (t148 - 1L) * 4L)) <= (t150 + (unsigned long)((long)t147 * 4L))) | ((t150 + (unsigned long)((long)t147 * 4L + 4L + (t148 - 1L) * 4L)) <= (t149 + (unsigned long)((long)t147 * 4L))))) {
                t151 = t148 & -8L;
                t9 = 0L;
                do {
                    t152 = (long)(int)((long)t147 + t9);
                    _mm256_storeu_ps(a + t152, _mm256_set1_ps(-1.0f));
                    _mm256_storeu_si256((__m256i *)(ia + t152), _mm256_set1_epi32((int)-1));
                    t9 += 8L;
                } while (t9 < t151);
                t153 = (int)((long)t147 + t151);
            } else {
                t153 = t147;
            }
            t154 = (long)m + (long)t153 * -1L;
            t155 = (unsigned long)t19;
            t156 = (unsigned long)t20;
            if ((t154 >= 1L) & (t154 <= 8L) & (((t155 + (unsigned long)((long)t153 * 4L + 4L + (t154 - 1L) * 4L)) <= (t156 + (unsigned long)((long)t153 * 4L))) | ((t156 + (unsigned long)((long)t153 * 4L + 4L + (t154 - 1L) * 4L)) <= (t155 + (unsigned long)((long)t153 * 4L))))) {
                t157 = _mm256_set1_epi32((int)(int)t154);
                t158 = _mm256_cmpgt_epi32(t157, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t159 = 0L;
                t160 = (long)(int)((long)t153 + t159);
                _mm256_mask_storeu_ps(a + t160, _mm256_movepi32_mask(t158), _mm256_set1_ps(-1.0f));
                _mm256_mask_storeu_epi32(ia + t160, _mm256_movepi32_mask(t158), _mm256_set1_epi32((int)-1));
                k_2 = (int)((long)t153 + t154);
            } else {
                k_2 = t153;
            }
            for (; k_2 < m; k_2++) {
                t161 = (long)k_2;
                a[t161] = -1.0f;
                ia[t161] = -1;
            }
            if (64L >= 32L) {
                t162 = 64L & -32L;
                t10 = 0L;
                do {
                    _mm256_storeu_ps(&table[(int)((long)0 + t10)], _mm256_set1_ps(0.0f));
                    _mm256_storeu_ps(&table[(int)((long)0 + (t10 + 8L))], _mm256_set1_ps(0.0f));
                    _mm256_storeu_ps(&table[(int)((long)0 + (t10 + 16L))], _mm256_set1_ps(0.0f));
                    _mm256_storeu_ps(&table[(int)((long)0 + (t10 + 24L))], _mm256_set1_ps(0.0f));
                    t10 += 32L;
                } while (t10 < t162);
                k_3 = (int)((long)0 + t162);
            } else {
                k_3 = 0;
            }
            for (; k_3 < 64; k_3++) {
                table[k_3] = 0.0f;
            }
            if (256L >= 32L) {
                t163 = 256L & -32L;
                t11 = 0L;
                do {
                    _mm256_storeu_si256((__m256i *)(h + (int)((long)0 + t11)), _mm256_set1_epi32((int)0));
                    _mm256_storeu_si256((__m256i *)(h + (int)((long)0 + (t11 + 8L))), _mm256_set1_epi32((int)0));
                    _mm256_storeu_si256((__m256i *)(h + (int)((long)0 + (t11 + 16L))), _mm256_set1_epi32((int)0));
                    _mm256_storeu_si256((__m256i *)(h + (int)((long)0 + (t11 + 24L))), _mm256_set1_epi32((int)0));
                    t11 += 32L;
                } while (t11 < t163);
                k_4 = (int)((long)0 + t163);
            } else {
                k_4 = 0;
            }
            for (; k_4 < 256; k_4++) {
                h[k_4] = 0;
            }
            t164 = c;
            t165 = b;
            t166 = idx;
            (_mm256_zeroupper(), scatter_div(n, a, t166, t165, t164));
            t167 = (unsigned long)m * 4UL;
            t168 = (const void *)a;
            printf("n=%d p=%d %llx", n, pattern, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t168, t167)));
            (_mm256_zeroupper(), scatter_cond(n, a, t166, t164, t165));
            (_mm256_zeroupper(), scatter_int(n, ia, t166, ib));
            t169 = uidx;
            (_mm256_zeroupper(), scatter_global(n, t169, t165));
            t170 = (_mm256_zeroupper(), hash_bytes((const void *)table, 256UL));
            t171 = (_mm256_zeroupper(), hash_bytes((const void *)ia, t167));
            printf(" %llx %llx %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t168, t167)), (unsigned long long)t171, (unsigned long long)t170);
            (_mm256_zeroupper(), scatter_plain(n, a, t166, t164));
            t172 = (long)m * 2L;
            if (t172 >= 32L) {
                t173 = t172 & -32L;
                t174 = _mm256_set1_epi32((int)0);
                t175 = t174;
                t12 = _mm256_add_epi32(t175, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t13 = 0L;
                for (;;) {
                    t176 = t12;
                    t177 = _mm256_cvtepi32_ps(t176);
                    _mm256_storeu_ps(ab + (int)((long)0 + t13), t177);
                    t178 = _mm256_add_epi32(t12, _mm256_set1_epi32((int)8));
                    t179 = t178;
                    t180 = _mm256_cvtepi32_ps(t179);
                    _mm256_storeu_ps(ab + (int)((long)0 + (t13 + 8L)), t180);
                    t181 = _mm256_add_epi32(t12, _mm256_set1_epi32((int)16));
                    t182 = t181;
                    t183 = _mm256_cvtepi32_ps(t182);
                    _mm256_storeu_ps(ab + (int)((long)0 + (t13 + 16L)), t183);
                    t184 = _mm256_add_epi32(t12, _mm256_set1_epi32((int)24));
                    t185 = t184;
                    t186 = _mm256_cvtepi32_ps(t185);
                    _mm256_storeu_ps(ab + (int)((long)0 + (t13 + 24L)), t186);
                    t13 += 32L;
                    t187 = _mm256_add_epi32(t12, _mm256_set1_epi32((int)32));
                    if (t13 >= t173) {
                        break;
                    }
                    t12 = t187;
                }
                t188 = (int)((long)0 + t173);
            } else {
                t188 = 0;
            }
            t189 = (long)m * 2L + (long)t188 * -1L;
            if (t189 >= 8L) {
                t190 = t189 & -8L;
                t191 = _mm256_set1_epi32((int)t188);
                t192 = t191;
                t14 = _mm256_add_epi32(t192, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t15 = 0L;
                for (;;) {
                    t193 = t14;
                    t194 = _mm256_cvtepi32_ps(t193);
                    _mm256_storeu_ps(ab + (int)((long)t188 + t15), t194);
                    t15 += 8L;
                    t195 = _mm256_add_epi32(t14, _mm256_set1_epi32((int)8));
                    if (t15 >= t190) {
                        break;
                    }
                    t14 = t195;
                }
                t196 = (int)((long)t188 + t190);
            } else {
                t196 = t188;
            }
            t197 = (long)m * 2L + (long)t196 * -1L;
            if ((t197 >= 1L) & (t197 <= 8L)) {
                t198 = _mm256_set1_epi32((int)(int)t197);
                t199 = _mm256_cmpgt_epi32(t198, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t200 = _mm256_set1_epi32((int)t196);
                t201 = t200;
                t16 = _mm256_add_epi32(t201, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t202 = 0L;
                t203 = t16;
                t204 = _mm256_cvtepi32_ps(t203);
                _mm256_mask_storeu_ps(ab + (int)((long)t196 + t202), _mm256_movepi32_mask(t199), t204);
                k_5 = (int)((long)t196 + t197);
            } else {
                k_5 = t196;
            }
            for (; k_5 < t21; k_5++) {
                ab[k_5] = (float)k_5;
            }
            (_mm256_zeroupper(), scatter_alias(n, ab + 1, t166, ab));
            (_mm256_zeroupper(), scatter_two(n, a, t166, t165));
            (_mm256_zeroupper(), histogram(n, h, t169));
            t205 = (_mm256_zeroupper(), hash_bytes((const void *)h, 1024UL));
            t206 = (_mm256_zeroupper(), hash_bytes(t168, t167));
            t207 = (_mm256_zeroupper(), hash_bytes((const void *)ab, (unsigned long)t21 * 4UL));
            printf(" %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t168, t167)), (unsigned long long)t207, (unsigned long long)t206, (unsigned long long)t205);
            free((void *)idx);
            free((void *)ia);
            free((void *)ib);
            free((void *)a);
            free((void *)b);
            free((void *)c);
            free((void *)ab);
            free((void *)uidx);
            free((void *)h);
        }
    }
}
