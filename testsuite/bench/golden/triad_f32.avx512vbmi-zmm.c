/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* triad_f32: a[i] = b[i] + c[i] * d[i] (STREAM/TSVC triad; no recurrence). Exact products.
   needs: consecutive f32 loads/stores, f32 multiply and add */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

static float a[N], b[N], c[N], d[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
static __typeof__(d) d __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m512 t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    long t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    long t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    long t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    int i;
    long t27;
    if (4096L >= 64L) {
        t2 = 4096L & -64L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = _mm512_loadu_ps(&b[t3]);
            t5 = _mm512_loadu_ps(&c[t3]);
            t6 = _mm512_loadu_ps(&d[t3]);
            t7 = _mm512_mul_ps(t5, t6);
            t8 = _mm512_add_ps(t4, t7);
            _mm512_storeu_ps(&a[t3], t8);
            t9 = (long)(int)((long)0 + (t1 + 16L));
            t10 = _mm512_loadu_ps(&b[t9]);
            t11 = _mm512_loadu_ps(&c[t9]);
            t12 = _mm512_loadu_ps(&d[t9]);
            t13 = _mm512_mul_ps(t11, t12);
            t14 = _mm512_add_ps(t10, t13);
            _mm512_storeu_ps(&a[t9], t14);
            t15 = (long)(int)((long)0 + (t1 + 32L));
            t16 = _mm512_loadu_ps(&b[t15]);
            t17 = _mm512_loadu_ps(&c[t15]);
            t18 = _mm512_loadu_ps(&d[t15]);
            t19 = _mm512_mul_ps(t17, t18);
            t20 = _mm512_add_ps(t16, t19);
            _mm512_storeu_ps(&a[t15], t20);
            t21 = (long)(int)((long)0 + (t1 + 48L));
            t22 = _mm512_loadu_ps(&b[t21]);
            t23 = _mm512_loadu_ps(&c[t21]);
            t24 = _mm512_loadu_ps(&d[t21]);
            t25 = _mm512_mul_ps(t23, t24);
            t26 = _mm512_add_ps(t22, t25);
            _mm512_storeu_ps(&a[t21], t26);
            t1 += 64L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t27 = (long)i;
        a[t27] = b[t27] + c[t27] * d[t27];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m512i t1;
    __m512i t2;
    long t3;
    long reps;
    long t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    long t13;
    __m512 t14;
    __m512 t15;
    __m512i t16;
    __m512i t17;
    __m512 t18;
    __m512 t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512 t23;
    __m512 t24;
    __m512i t25;
    __m512i t26;
    long t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512 t33;
    __m512 t34;
    __m512i t35;
    __m512i t36;
    __m512 t37;
    __m512 t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512 t42;
    __m512 t43;
    __m512i t44;
    __m512i t45;
    long t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512 t52;
    __m512 t53;
    __m512i t54;
    __m512i t55;
    __m512 t56;
    __m512 t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512 t61;
    __m512 t62;
    __m512i t63;
    __m512i t64;
    long t65;
    __m512i t66;
    __m512i t67;
    __m512i t68;
    __m512i t69;
    __m512i t70;
    __m512 t71;
    __m512 t72;
    __m512i t73;
    __m512i t74;
    __m512 t75;
    __m512 t76;
    __m512i t77;
    __m512i t78;
    __m512i t79;
    __m512 t80;
    __m512 t81;
    __m512i t82;
    __m512i t83;
    __m512i t84;
    __m512i t85;
    int i;
    long t86;
    long r;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    if ((4096L >= 64L) & (0 >= 0)) {
        t4 = 4096L & -64L;
        t5 = _mm512_set1_epi32((int)0);
        t6 = t5;
        t1 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t7 = _mm512_set1_epi32((int)(0 % 100));
        t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t9 = t8;
        t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32((int)100));
        t11 = _mm512_min_epu32(t9, t10);
        t2 = t11;
        t3 = 0L;
        do {
            t12 = t1;
            t13 = (long)(int)((long)0 + t3);
            t14 = _mm512_cvtepi32_ps(t2);
            t15 = _mm512_mul_ps(t14, _mm512_set1_ps(0.01f));
            _mm512_storeu_ps(&b[t13], t15);
            t16 = (__m512i)((vcc_v16_int)t12 % (vcc_v16_int)_mm512_set1_epi32((int)16));
            t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32((int)8));
            t18 = _mm512_cvtepi32_ps(t17);
            t19 = _mm512_mul_ps(t18, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&c[t13], t19);
            t20 = _mm512_mullo_epi32(t12, _mm512_set1_epi32((int)3));
            t21 = (__m512i)((vcc_v16_int)t20 % (vcc_v16_int)_mm512_set1_epi32((int)32));
            t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32((int)16));
            t23 = _mm512_cvtepi32_ps(t22);
            t24 = _mm512_mul_ps(t23, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&d[t13], t24);
            t25 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t26 = t25;
            t27 = (long)(int)((long)0 + (t3 + 16L));
            t28 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)16));
            t29 = t28;
            t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32((int)100));
            t31 = _mm512_min_epu32(t29, t30);
            t32 = t31;
            t33 = _mm512_cvtepi32_ps(t32);
            t34 = _mm512_mul_ps(t33, _mm512_set1_ps(0.01f));
            _mm512_storeu_ps(&b[t27], t34);
            t35 = (__m512i)((vcc_v16_int)t26 % (vcc_v16_int)_mm512_set1_epi32((int)16));
            t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32((int)8));
            t37 = _mm512_cvtepi32_ps(t36);
            t38 = _mm512_mul_ps(t37, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&c[t27], t38);
            t39 = _mm512_mullo_epi32(t26, _mm512_set1_epi32((int)3));
            t40 = (__m512i)((vcc_v16_int)t39 % (vcc_v16_int)_mm512_set1_epi32((int)32));
            t41 = _mm512_sub_epi32(t40, _mm512_set1_epi32((int)16));
            t42 = _mm512_cvtepi32_ps(t41);
            t43 = _mm512_mul_ps(t42, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&d[t27], t43);
            t44 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t45 = t44;
            t46 = (long)(int)((long)0 + (t3 + 32L));
            t47 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)32));
            t48 = t47;
            t49 = _mm512_sub_epi32(t48, _mm512_set1_epi32((int)100));
            t50 = _mm512_min_epu32(t48, t49);
            t51 = t50;
            t52 = _mm512_cvtepi32_ps(t51);
            t53 = _mm512_mul_ps(t52, _mm512_set1_ps(0.01f));
            _mm512_storeu_ps(&b[t46], t53);
            t54 = (__m512i)((vcc_v16_int)t45 % (vcc_v16_int)_mm512_set1_epi32((int)16));
            t55 = _mm512_sub_epi32(t54, _mm512_set1_epi32((int)8));
            t56 = _mm512_cvtepi32_ps(t55);
            t57 = _mm512_mul_ps(t56, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&c[t46], t57);
            t58 = _mm512_mullo_epi32(t45, _mm512_set1_epi32((int)3));
            t59 = (__m512i)((vcc_v16_int)t58 % (vcc_v16_int)_mm512_set1_epi32((int)32));
            t60 = _mm512_sub_epi32(t59, _mm512_set1_epi32((int)16));
            t61 = _mm512_cvtepi32_ps(t60);
            t62 = _mm512_mul_ps(t61, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&d[t46], t62);
            t63 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t64 = t63;
            t65 = (long)(int)((long)0 + (t3 + 48L));
            t66 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)48));
            t67 = t66;
            t68 = _mm512_sub_epi32(t67, _mm512_set1_epi32((int)100));
            t69 = _mm512_min_epu32(t67, t68);
            t70 = t69;
            t71 = _mm512_cvtepi32_ps(t70);
            t72 = _mm512_mul_ps(t71, _mm512_set1_ps(0.01f));
            _mm512_storeu_ps(&b[t65], t72);
            t73 = (__m512i)((vcc_v16_int)t64 % (vcc_v16_int)_mm512_set1_epi32((int)16));
            t74 = _mm512_sub_epi32(t73, _mm512_set1_epi32((int)8));
            t75 = _mm512_cvtepi32_ps(t74);
            t76 = _mm512_mul_ps(t75, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&c[t65], t76);
            t77 = _mm512_mullo_epi32(t64, _mm512_set1_epi32((int)3));
            t78 = (__m512i)((vcc_v16_int)t77 % (vcc_v16_int)_mm512_set1_epi32((int)32));
            t79 = _mm512_sub_epi32(t78, _mm512_set1_epi32((int)16));
            t80 = _mm512_cvtepi32_ps(t79);
            t81 = _mm512_mul_ps(t80, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&d[t65], t81);
            t3 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
            t82 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)64));
            t83 = t82;
            t84 = _mm512_sub_epi32(t83, _mm512_set1_epi32((int)100));
            t85 = _mm512_min_epu32(t83, t84);
            t2 = t85;
        } while (t3 < t4);
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t86 = (long)i;
        b[t86] = (float)(i % 100) * 0.01f;
        c[t86] = (float)(i % 16 - 8) * 0.5f;
        d[t86] = (float)(i * 3 % 32 - 16) * 0.25f;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        b[r % 4096L] = a[r * 3L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("triad_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
