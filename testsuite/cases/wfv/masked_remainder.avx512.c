/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuul_shift(float *out, const float *in, float bias, int i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuul_shift(float *out, const float *in, float bias, int i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_scale(__m512i x, int k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_scale(__m512i x, int k, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_scale(__m256i x, int k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_scale(__m256i x, int k, __m256i mask);
/* Masked remainders of loops that call vector variants (loopvec/tail.rs): on avx512 the last
   iterations, fewer than VF, run as one vector iteration under `lane < remaining` that calls a
   masked variant: `scale`'s, which its clause asks for, and for the `notinbranch` function
   `shift`, which stores through its pointer, vcc's own (static, named `vcc_` and the ABI name,
   inlined and then not written out). `in`, `x` and `y` are exactly as long as the scalar loops
   need, and `out` has sentinels past its end that are printed: a store on a lane past the end
   changes them (and ASan sees it). Counts 0..70 and 259 cover 0, 1, VF-1, VF, VF+1 of VF 8 and
   16 and the remainders after the unrolled loops and their vector epilogues. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 4 */

/* #pragma omp declare simd uniform(out, in, bias) linear(i) notinbranch */
float shift(float *out, const float *in, float bias, int i) {
    float v = in[i] * 0.5f + bias;
    out[i] = v;
    return v * v;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuul_shift(float *out, const float *in, float bias, int i) {
    vcc_no_contract_body
    long t1;
    __m512 t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    t1 = (long)i;
    t2 = _mm512_loadu_ps(in + t1);
    t3 = _mm512_set1_ps(0.5f);
    t4 = _mm512_mul_ps(t2, t3);
    t5 = _mm512_set1_ps(bias);
    t6 = _mm512_add_ps(t4, t5);
    _mm512_storeu_ps(out + t1, t6);
    t7 = _mm512_mul_ps(t6, t6);
    return t7;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuul_shift(float *out, const float *in, float bias, int i) {
    vcc_no_contract_body
    long t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    t1 = (long)i;
    t2 = _mm256_loadu_ps(in + t1);
    t3 = _mm256_set1_ps(0.5f);
    t4 = _mm256_mul_ps(t2, t3);
    t5 = _mm256_set1_ps(bias);
    t6 = _mm256_add_ps(t4, t5);
    _mm256_storeu_ps(out + t1, t6);
    t7 = _mm256_mul_ps(t6, t6);
    return t7;
}

/* #pragma omp declare simd uniform(k) */
int scale(int x, int k) {
    return x * k + (x >> 2);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_scale(__m512i x, int k) {
    vcc_no_contract_body
    __m512i t1;
    __m512i t2;
    __m512i t3;
    __m512i t4;
    __m512i t5;
    t1 = _mm512_set1_epi32((int)k);
    t2 = _mm512_mullo_epi32(x, t1);
    t3 = _mm512_set1_epi32((int)2);
    t4 = _mm512_srav_epi32(x, t3);
    t5 = _mm512_add_epi32(t2, t4);
    return t5;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_scale(__m512i x, int k, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512i t2;
    __m512i t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    t1 = (__mmask16)mask;
    t2 = _mm512_set1_epi32((int)k);
    t3 = x;
    t4 = t2;
    t5 = _mm512_mullo_epi32(t3, t4);
    t6 = t5;
    t7 = _mm512_set1_epi32((int)2);
    t8 = _mm512_srav_epi32(x, t7);
    t9 = t6;
    t10 = t8;
    t11 = _mm512_add_epi32(t9, t10);
    t12 = t11;
    t13 = _mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, t12);
    return t13;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_scale(__m256i x, int k) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    t1 = _mm256_set1_epi32((int)k);
    t2 = _mm256_mullo_epi32(x, t1);
    t3 = _mm256_set1_epi32((int)2);
    t4 = _mm256_srav_epi32(x, t3);
    t5 = _mm256_add_epi32(t2, t4);
    return t5;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_scale(__m256i x, int k, __m256i mask) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = _mm256_set1_epi32((int)k);
    t3 = x;
    t4 = t2;
    t5 = _mm256_mullo_epi32(t3, t4);
    t6 = t5;
    t7 = _mm256_set1_epi32((int)2);
    t8 = _mm256_srav_epi32(x, t7);
    t9 = t6;
    t10 = t8;
    t11 = _mm256_add_epi32(t9, t10);
    t12 = t11;
    t13 = _mm256_ternarylogic_epi32(t1, t12, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t13;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shift_all(float *out, float *sq, const float *in, int n, float bias) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    float *t5;
    int t6;
    long t7;
    __m512i t8;
    __mmask16 t9;
    int t10;
    float *t11;
    int i;
    long t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    long t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        for (;;) {
            t4 = (int)(0L + t1);
            t5 = sq + t4;
            t12 = (long)t4;
            t13 = _mm512_loadu_ps(in + t12);
            t14 = _mm512_set1_ps(0.5f);
            t15 = _mm512_mul_ps(t13, t14);
            t16 = _mm512_set1_ps(bias);
            t17 = _mm512_add_ps(t15, t16);
            _mm512_storeu_ps(out + t12, t17);
            t18 = _mm512_mul_ps(t17, t17);
            _mm512_storeu_ps(t5, t18);
            t1 += 16L;
            if (t1 >= t3) {
                t6 = (int)(0L + t3);
                break;
            }
        }
    } else {
        t6 = 0;
    }
    t7 = (long)n + (long)t6 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        t8 = _mm512_set1_epi32((int)(int)t7);
        t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        t10 = (int)((long)t6 + 0L);
        t11 = sq + t10;
        t19 = (long)t10;
        t20 = _mm512_maskz_loadu_ps(t9, (const float *)((unsigned long)in + (unsigned long)t19 * 4UL));
        t21 = _mm512_set1_ps(0.5f);
        t22 = _mm512_mul_ps(t20, t21);
        t23 = _mm512_set1_ps(bias);
        t24 = _mm512_add_ps(t22, t23);
        _mm512_mask_storeu_ps((float *)((unsigned long)out + (unsigned long)t19 * 4UL), t9, t24);
        t25 = _mm512_mul_ps(t24, t24);
        t26 = _mm512_mask_blend_ps(t9, (__m512)(vcc_v16_float){0}, t25);
        _mm512_mask_storeu_ps(t11, t9, t26);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        sq[i] = (_mm256_zeroupper(), shift(out, in, bias, i));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_all(int *y, const int *x, int n, int k) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    long t10;
    int *t11;
    __m512i t12;
    int t13;
    long t14;
    unsigned long t15;
    unsigned long t16;
    __m512i t17;
    __mmask16 t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    long t23;
    int *t24;
    __m512i t25;
    int i;
    long t26;
    int t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    t3 = (long)n;
    t4 = (unsigned long)y;
    t5 = (unsigned long)x;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + 0UL)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + 0UL)))) {
        t6 = t3 & -16L;
        t7 = _mm512_set1_epi32((int)0);
        t8 = t7;
        t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        for (;;) {
            t9 = t1;
            t10 = (long)(int)(0L + t2);
            t11 = y + t10;
            t12 = _mm512_loadu_si512(x + t10);
            t29 = _mm512_set1_epi32((int)k);
            t30 = _mm512_mullo_epi32(t12, t29);
            t31 = _mm512_set1_epi32((int)2);
            t32 = _mm512_srav_epi32(t12, t31);
            t33 = _mm512_add_epi32(t30, t32);
            t28 = _mm512_sub_epi32(t33, t9);
            _mm512_storeu_si512(t11, t28);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            if (t2 >= t6) {
                t13 = (int)(0L + t6);
                break;
            }
        }
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    t15 = (unsigned long)y;
    t16 = (unsigned long)x;
    if ((t14 >= 1L) & (t14 <= 16L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))))) {
        t17 = _mm512_set1_epi32((int)(int)t14);
        t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        t19 = _mm512_set1_epi32((int)t13);
        t20 = t19;
        t21 = _mm512_add_epi32(t20, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t22 = t21;
        t23 = (long)(int)((long)t13 + 0L);
        t24 = y + t23;
        t25 = _mm512_maskz_loadu_epi32(t18, x + t23);
        t38 = _mm512_set1_epi32((int)k);
        t39 = t25;
        t40 = t38;
        t41 = _mm512_mullo_epi32(t39, t40);
        t42 = t41;
        t43 = _mm512_set1_epi32((int)2);
        t44 = _mm512_srav_epi32(t25, t43);
        t45 = t42;
        t46 = t44;
        t47 = _mm512_add_epi32(t45, t46);
        t48 = t47;
        t49 = _mm512_mask_blend_epi32(t18, (__m512i)(vcc_v16_int){0}, t48);
        t34 = t49;
        t35 = t22;
        t36 = _mm512_sub_epi32(t34, t35);
        t37 = t36;
        _mm512_mask_storeu_epi32(t24, t18, t37);
        i = (int)((long)t13 + t14);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        t26 = (long)i;
        t27 = x[t26];
        y[t26] = (_mm256_zeroupper(), scale(t27, k)) - i;
    }
}

static unsigned long long hash(unsigned long long h, const void *p, size_t bytes) {
    const unsigned char *b = p;
    for (size_t k = 0; k < bytes; k++)
        h = (h ^ b[k]) * 1099511628211ULL;
    return h;
}

enum { SENTINELS = 32 };

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static void run(int n) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    long t9;
    long t10;
    unsigned long t11;
    void *t12;
    float *in;
    float *sq;
    int t13;
    unsigned long t14;
    float *out;
    void *t15;
    int *x;
    int *y;
    long t16;
    unsigned long t17;
    unsigned long t18;
    int t19;
    int t20;
    long t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    long t32;
    __m256 t33;
    __m256 t34;
    __m256i t35;
    long t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256 t42;
    __m256 t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    int t58;
    long t59;
    unsigned long t60;
    unsigned long t61;
    int t62;
    int t63;
    long t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    long t75;
    __m256 t76;
    __m256 t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    __m256i t86;
    int t87;
    long t88;
    unsigned long t89;
    unsigned long t90;
    int t91;
    int t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    __m256i t101;
    __m256i t102;
    __m256i t103;
    __m256i t104;
    long t105;
    long t106;
    __m256 t107;
    __m256 t108;
    __m256i t109;
    __m256i t110;
    __m256i t111;
    __m256i t112;
    int i;
    long t113;
    long t114;
    long t115;
    int t116;
    long t117;
    long t118;
    int t119;
    long t120;
    __m256i t121;
    __m256i t122;
    long t123;
    int i_1;
    unsigned long long h;
    unsigned long t124;
    unsigned long long h_1;
    int t125;
    float t126;
    t11 = (unsigned long)(n + 1) * 4UL;
    t12 = malloc(t11);
    in = (float *)t12;
    sq = (float *)malloc(t11);
    t13 = n + 32;
    t14 = (unsigned long)t13 * 4UL;
    out = (float *)malloc(t14);
    t15 = malloc(t11);
    x = (int *)t15;
    y = (int *)malloc(t11);
    t16 = (long)n;
    t17 = (unsigned long)t12;
    t18 = (unsigned long)t15;
    t19 = (int)((unsigned int)0 * (unsigned int)7);
    t20 = (int)((unsigned int)0 * (unsigned int)37);
    if ((t16 >= 16L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t18 + (unsigned long)0L)) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t17 + (unsigned long)0L))) & (t19 >= 0) & (t20 >= 0)) {
        t21 = t16 & -16L;
        t22 = _mm256_set1_epi32((int)(t19 % 13));
        t23 = _mm256_add_epi32(t22, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
        t24 = t23;
        t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)13));
        t26 = _mm256_min_epu32(t24, t25);
        t1 = t26;
        t27 = _mm256_set1_epi32((int)(t20 % 101));
        t28 = _mm256_add_epi32(t27, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        t29 = t28;
        t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32((int)101));
        t31 = _mm256_min_epu32(t29, t30);
        t2 = t31;
        t3 = 0L;
        do {
            t32 = (long)(int)((long)0 + t3);
            t33 = _mm256_cvtepi32_ps(t1);
            t34 = _mm256_sub_ps(t33, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t32, t34);
            t35 = _mm256_sub_epi32(t2, _mm256_set1_epi32((int)50));
            _mm256_storeu_si256((__m256i *)(x + t32), t35);
            t36 = (long)(int)((long)0 + (t3 + 8L));
            t37 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)4));
            t38 = t37;
            t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32((int)13));
            t40 = _mm256_min_epu32(t38, t39);
            t41 = t40;
            t42 = _mm256_cvtepi32_ps(t41);
            t43 = _mm256_sub_ps(t42, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t36, t43);
            t44 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)94));
            t45 = t44;
            t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32((int)101));
            t47 = _mm256_min_epu32(t45, t46);
            t48 = t47;
            t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32((int)50));
            _mm256_storeu_si256((__m256i *)(x + t36), t49);
            t3 += 16L;
            t50 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t51 = t50;
            t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32((int)13));
            t53 = _mm256_min_epu32(t51, t52);
            t1 = t53;
            t54 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)87));
            t55 = t54;
            t56 = _mm256_sub_epi32(t55, _mm256_set1_epi32((int)101));
            t57 = _mm256_min_epu32(t55, t56);
            t2 = t57;
        } while (t3 < t21);
        t58 = (int)((long)0 + t21);
    } else {
        t58 = 0;
    }
    t59 = (long)n + (long)t58 * -1L;
    t60 = (unsigned long)t12;
    t61 = (unsigned long)t15;
    t62 = (int)((unsigned int)t58 * (unsigned int)7);
    t63 = (int)((unsigned int)t58 * (unsigned int)37);
    if ((t59 >= 8L) & (((t60 + (unsigned long)((long)t58 * 4L + 4L + (t59 - 1L) * 4L)) <= (t61 + (unsigned long)((long)t58 * 4L))) | ((t61 + (unsigned long)((long)t58 * 4L + 4L + (t59 - 1L) * 4L)) <= (t60 + (unsigned long)((long)t58 * 4L)))) & (t62 >= 0) & (t63 >= 0)) {
        t64 = t59 & -8L;
        t65 = _mm256_set1_epi32((int)(t62 % 13));
        t66 = _mm256_add_epi32(t65, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
        t67 = t66;
        t68 = _mm256_sub_epi32(t67, _mm256_set1_epi32((int)13));
        t69 = _mm256_min_epu32(t67, t68);
        t4 = t69;
        t70 = _mm256_set1_epi32((int)(t63 % 101));
        t71 = _mm256_add_epi32(t70, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        t72 = t71;
        t73 = _mm256_sub_epi32(t72, _mm256_set1_epi32((int)101));
        t74 = _mm256_min_epu32(t72, t73);
        t5 = t74;
        t6 = 0L;
        do {
            t75 = (long)(int)((long)t58 + t6);
            t76 = _mm256_cvtepi32_ps(t4);
            t77 = _mm256_sub_ps(t76, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t75, t77);
            t78 = _mm256_sub_epi32(t5, _mm256_set1_epi32((int)50));
            _mm256_storeu_si256((__m256i *)(x + t75), t78);
            t6 += 8L;
            t79 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)4));
            t80 = t79;
            t81 = _mm256_sub_epi32(t80, _mm256_set1_epi32((int)13));
            t82 = _mm256_min_epu32(t80, t81);
            t4 = t82;
            t83 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)94));
            t84 = t83;
            t85 = _mm256_sub_epi32(t84, _mm256_set1_epi32((int)101));
            t86 = _mm256_min_epu32(t84, t85);
            t5 = t86;
        } while (t6 < t64);
        t87 = (int)((long)t58 + t64);
    } else {
        t87 = t58;
    }
    t88 = (long)n + (long)t87 * -1L;
    t89 = (unsigned long)t12;
    t90 = (unsigned long)t15;
    t91 = (int)((unsigned int)t87 * (unsigned int)7);
    t92 = (int)((unsigned int)t87 * (unsigned int)37);
    if ((t88 >= 1L) & (t88 <= 8L) & (((t89 + (unsigned long)((long)t87 * 4L + 4L + (t88 - 1L) * 4L)) <= (t90 + (unsigned long)((long)t87 * 4L))) | ((t90 + (unsigned long)((long)t87 * 4L + 4L + (t88 - 1L) * 4L)) <= (t89 + (unsigned long)((long)t87 * 4L)))) & (t91 >= 0) & (t92 >= 0)) {
        t93 = _mm256_set1_epi32((int)(int)t88);
        t94 = _mm256_cmpgt_epi32(t93, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t95 = _mm256_set1_epi32((int)(t91 % 13));
        t96 = _mm256_add_epi32(t95, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
        t97 = t96;
        t98 = _mm256_sub_epi32(t97, _mm256_set1_epi32((int)13));
        t99 = _mm256_min_epu32(t97, t98);
        t7 = t99;
        t100 = _mm256_set1_epi32((int)(t92 % 101));
        t101 = _mm256_add_epi32(t100, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        t102 = t101;
        t103 = _mm256_sub_epi32(t102, _mm256_set1_epi32((int)101));
        t104 = _mm256_min_epu32(t102, t103);
        t8 = t104;
        t105 = 0L;
        t106 = (long)(int)((long)t87 + t105);
        t107 = _mm256_cvtepi32_ps(t7);
        t108 = _mm256_sub_ps(t107, _mm256_set1_ps(4.5f));
        _mm256_mask_storeu_ps(in + t106, _mm256_movepi32_mask(t94), t108);
        t109 = t8;
        t110 = _mm256_set1_epi32((int)50);
        t111 = _mm256_sub_epi32(t109, t110);
        t112 = t111;
        _mm256_mask_storeu_epi32(x + t106, _mm256_movepi32_mask(t94), t112);
        i = (int)((long)t87 + t88);
    } else {
        i = t87;
    }
    for (; i < n; i++) {
        t113 = (long)i;
        in[t113] = (float)(i * 7 % 13) - 4.5f;
        x[t113] = i * 37 % 101 - 50;
    }
    t114 = (long)n + 32L;
    if (t114 >= 32L) {
        t115 = t114 & -32L;
        t9 = 0L;
        do {
            _mm256_storeu_ps(out + (int)((long)0 + t9), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)((long)0 + (t9 + 8L)), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)((long)0 + (t9 + 16L)), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)((long)0 + (t9 + 24L)), _mm256_set1_ps(-1.0f));
            t9 += 32L;
        } while (t9 < t115);
        t116 = (int)((long)0 + t115);
    } else {
        t116 = 0;
    }
    t117 = (long)n + (long)t116 * -1L + 32L;
    if (t117 >= 8L) {
        t118 = t117 & -8L;
        t10 = 0L;
        do {
            _mm256_storeu_ps(out + (int)((long)t116 + t10), _mm256_set1_ps(-1.0f));
            t10 += 8L;
        } while (t10 < t118);
        t119 = (int)((long)t116 + t118);
    } else {
        t119 = t116;
    }
    t120 = (long)n + (long)t119 * -1L + 32L;
    if ((t120 >= 1L) & (t120 <= 8L)) {
        t121 = _mm256_set1_epi32((int)(int)t120);
        t122 = _mm256_cmpgt_epi32(t121, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t123 = 0L;
        _mm256_mask_storeu_ps(out + (int)((long)t119 + t123), _mm256_movepi32_mask(t122), _mm256_set1_ps(-1.0f));
        i_1 = (int)((long)t119 + t120);
    } else {
        i_1 = t119;
    }
    for (; i_1 < t13; i_1++) {
        out[i_1] = -1.0f;
    }
    (_mm256_zeroupper(), shift_all(out, sq, in, n, 0.25f));
    (_mm256_zeroupper(), scale_all(y, x, n, 3));
    h = (_mm256_zeroupper(), hash(14695981039346656037ULL, (const void *)out, t14));
    t124 = (unsigned long)n * 4UL;
    h_1 = (_mm256_zeroupper(), hash((_mm256_zeroupper(), hash(h, (const void *)sq, t124)), (const void *)y, t124));
    if (n) {
        t125 = y[n - 1];
    } else {
        t125 = 0;
    }
    if (n) {
        t126 = sq[n - 1];
    } else {
        t126 = 0.0f;
    }
    printf("%d %016llx %g %d\n", n, h_1, (double)t126, t125);
    free((void *)in);
    free((void *)sq);
    free((void *)out);
    free((void *)x);
    free((void *)y);
}

int main(void) {
    for (int n = 0; n <= 70; n++)
        run(n);
    run(259);
    return 0;
}
