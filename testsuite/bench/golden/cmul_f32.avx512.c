/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* cmul_f32: interleaved complex multiply, c = a * b with re/im pairs in one float array.
   Products are exact (few mantissa bits), so contraction into FMAs does not change the bits.
   needs: interleaved groups of 2 (wide loads + shuffles), f32 multiply/add/sub, interleaved stores */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 2048

static float a[2 * N], b[2 * N], c[2 * N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    int t3;
    int t4;
    int t5;
    int t6;
    long t7;
    long t8;
    long t9;
    long t10;
    float *t11;
    float *t12;
    float *t13;
    float *t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    float *t23;
    float *t24;
    float *t25;
    float *t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    float *t35;
    float *t36;
    float *t37;
    float *t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    __m256 t55;
    __m256 t56;
    __m256 t57;
    __m256 t58;
    __m256 t59;
    __m256 t60;
    __m256 t61;
    __m256 t62;
    __m256 t63;
    __m256 t64;
    __m256 t65;
    __m256 t66;
    __m256 t67;
    __m256 t68;
    __m256 t69;
    __m256 t70;
    __m256 t71;
    __m256 t72;
    __m256 t73;
    __m256 t74;
    __m256 t75;
    __m256 t76;
    __m256 t77;
    __m256 t78;
    __m256 t79;
    __m256 t80;
    __m256 t81;
    __m256 t82;
    __m256 t83;
    __m256 t84;
    __m256 t85;
    __m256 t86;
    int i;
    int t87;
    long t88;
    float ar;
    long t89;
    float ai;
    float br;
    float bi;
    if (2048L >= 32L) {
        t2 = 2048L & -32L;
        t1 = 0L;
        do {
            t3 = 2 * (int)((long)0 + t1);
            t4 = 2 * (int)((long)0 + (t1 + 8L));
            t5 = 2 * (int)((long)0 + (t1 + 16L));
            t6 = 2 * (int)((long)0 + (t1 + 24L));
            t7 = (long)t3;
            t8 = (long)t4;
            t9 = (long)t5;
            t10 = (long)t6;
            t11 = &a[t7];
            t12 = &a[t8];
            t13 = &a[t9];
            t14 = &a[t10];
            t15 = _mm256_loadu_ps(t11);
            t16 = _mm256_loadu_ps(t11 + 8);
            t17 = _mm256_loadu_ps(t12);
            t18 = _mm256_loadu_ps(t12 + 8);
            t19 = _mm256_loadu_ps(t13);
            t20 = _mm256_loadu_ps(t13 + 8);
            t21 = _mm256_loadu_ps(t14);
            t22 = _mm256_loadu_ps(t14 + 8);
            t23 = &b[t7];
            t24 = &b[t8];
            t25 = &b[t9];
            t26 = &b[t10];
            t27 = _mm256_loadu_ps(t23);
            t28 = _mm256_loadu_ps(t23 + 8);
            t29 = _mm256_loadu_ps(t24);
            t30 = _mm256_loadu_ps(t24 + 8);
            t31 = _mm256_loadu_ps(t25);
            t32 = _mm256_loadu_ps(t25 + 8);
            t33 = _mm256_loadu_ps(t26);
            t34 = _mm256_loadu_ps(t26 + 8);
            t35 = &c[t3 + 1];
            t36 = &c[t4 + 1];
            t37 = &c[t5 + 1];
            t38 = &c[t6 + 1];
            t39 = _mm256_moveldup_ps(t27);
            t40 = _mm256_movehdup_ps(t27);
            t41 = _mm256_permute_ps(t15, 0xb1);
            t42 = _mm256_mul_ps(t15, t39);
            t43 = _mm256_mul_ps(t41, t40);
            t44 = _mm256_addsub_ps(t42, t43);
            _mm256_storeu_ps(t35 + -1, t44);
            t45 = _mm256_moveldup_ps(t28);
            t46 = _mm256_movehdup_ps(t28);
            t47 = _mm256_permute_ps(t16, 0xb1);
            t48 = _mm256_mul_ps(t16, t45);
            t49 = _mm256_mul_ps(t47, t46);
            t50 = _mm256_addsub_ps(t48, t49);
            _mm256_storeu_ps(t35 + 7, t50);
            t51 = _mm256_moveldup_ps(t29);
            t52 = _mm256_movehdup_ps(t29);
            t53 = _mm256_permute_ps(t17, 0xb1);
            t54 = _mm256_mul_ps(t17, t51);
            t55 = _mm256_mul_ps(t53, t52);
            t56 = _mm256_addsub_ps(t54, t55);
            _mm256_storeu_ps(t36 + -1, t56);
            t57 = _mm256_moveldup_ps(t30);
            t58 = _mm256_movehdup_ps(t30);
            t59 = _mm256_permute_ps(t18, 0xb1);
            t60 = _mm256_mul_ps(t18, t57);
            t61 = _mm256_mul_ps(t59, t58);
            t62 = _mm256_addsub_ps(t60, t61);
            _mm256_storeu_ps(t36 + 7, t62);
            t63 = _mm256_moveldup_ps(t31);
            t64 = _mm256_movehdup_ps(t31);
            t65 = _mm256_permute_ps(t19, 0xb1);
            t66 = _mm256_mul_ps(t19, t63);
            t67 = _mm256_mul_ps(t65, t64);
            t68 = _mm256_addsub_ps(t66, t67);
            _mm256_storeu_ps(t37 + -1, t68);
            t69 = _mm256_moveldup_ps(t32);
            t70 = _mm256_movehdup_ps(t32);
            t71 = _mm256_permute_ps(t20, 0xb1);
            t72 = _mm256_mul_ps(t20, t69);
            t73 = _mm256_mul_ps(t71, t70);
            t74 = _mm256_addsub_ps(t72, t73);
            _mm256_storeu_ps(t37 + 7, t74);
            t75 = _mm256_moveldup_ps(t33);
            t76 = _mm256_movehdup_ps(t33);
            t77 = _mm256_permute_ps(t21, 0xb1);
            t78 = _mm256_mul_ps(t21, t75);
            t79 = _mm256_mul_ps(t77, t76);
            t80 = _mm256_addsub_ps(t78, t79);
            _mm256_storeu_ps(t38 + -1, t80);
            t81 = _mm256_moveldup_ps(t34);
            t82 = _mm256_movehdup_ps(t34);
            t83 = _mm256_permute_ps(t22, 0xb1);
            t84 = _mm256_mul_ps(t22, t81);
            t85 = _mm256_mul_ps(t83, t82);
            t86 = _mm256_addsub_ps(t84, t85);
            _mm256_storeu_ps(t38 + 7, t86);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 2048; i++) {
        t87 = 2 * i;
        t88 = (long)t87;
        ar = a[t88];
        t89 = (long)(t87 + 1);
        ai = a[t89];
        br = b[t88];
        bi = b[t89];
        c[t88] = ar * br - ai * bi;
        c[t89] = ar * bi + ai * br;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long reps;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    long t13;
    long t14;
    long t15;
    long t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    __m256 t52;
    int i;
    long t53;
    long r;
    float *t54;
    reps = bench_reps(argc, argv, 200000L);
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t8 = t7;
            t9 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t10 = t9;
            t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t12 = t11;
            t13 = (long)(int)((long)0 + t2);
            t14 = (long)(int)((long)0 + (t2 + 8L));
            t15 = (long)(int)((long)0 + (t2 + 16L));
            t16 = (long)(int)((long)0 + (t2 + 24L));
            t17 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)_mm256_set1_epi32((int)29));
            t18 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32((int)29));
            t19 = (__m256i)((vcc_v8_int)t10 % (vcc_v8_int)_mm256_set1_epi32((int)29));
            t20 = (__m256i)((vcc_v8_int)t12 % (vcc_v8_int)_mm256_set1_epi32((int)29));
            t21 = _mm256_sub_epi32(t17, _mm256_set1_epi32((int)14));
            t22 = _mm256_sub_epi32(t18, _mm256_set1_epi32((int)14));
            t23 = _mm256_sub_epi32(t19, _mm256_set1_epi32((int)14));
            t24 = _mm256_sub_epi32(t20, _mm256_set1_epi32((int)14));
            t25 = _mm256_cvtepi32_ps(t21);
            t26 = _mm256_cvtepi32_ps(t22);
            t27 = _mm256_cvtepi32_ps(t23);
            t28 = _mm256_cvtepi32_ps(t24);
            t29 = _mm256_mul_ps(t25, _mm256_set1_ps(0.125f));
            t30 = _mm256_mul_ps(t26, _mm256_set1_ps(0.125f));
            t31 = _mm256_mul_ps(t27, _mm256_set1_ps(0.125f));
            t32 = _mm256_mul_ps(t28, _mm256_set1_ps(0.125f));
            _mm256_storeu_ps(&a[t13], t29);
            _mm256_storeu_ps(&a[t14], t30);
            _mm256_storeu_ps(&a[t15], t31);
            _mm256_storeu_ps(&a[t16], t32);
            t33 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)5));
            t34 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)5));
            t35 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)5));
            t36 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)5));
            t37 = (__m256i)((vcc_v8_int)t33 % (vcc_v8_int)_mm256_set1_epi32((int)37));
            t38 = (__m256i)((vcc_v8_int)t34 % (vcc_v8_int)_mm256_set1_epi32((int)37));
            t39 = (__m256i)((vcc_v8_int)t35 % (vcc_v8_int)_mm256_set1_epi32((int)37));
            t40 = (__m256i)((vcc_v8_int)t36 % (vcc_v8_int)_mm256_set1_epi32((int)37));
            t41 = _mm256_sub_epi32(t37, _mm256_set1_epi32((int)18));
            t42 = _mm256_sub_epi32(t38, _mm256_set1_epi32((int)18));
            t43 = _mm256_sub_epi32(t39, _mm256_set1_epi32((int)18));
            t44 = _mm256_sub_epi32(t40, _mm256_set1_epi32((int)18));
            t45 = _mm256_cvtepi32_ps(t41);
            t46 = _mm256_cvtepi32_ps(t42);
            t47 = _mm256_cvtepi32_ps(t43);
            t48 = _mm256_cvtepi32_ps(t44);
            t49 = _mm256_mul_ps(t45, _mm256_set1_ps(0.25f));
            t50 = _mm256_mul_ps(t46, _mm256_set1_ps(0.25f));
            t51 = _mm256_mul_ps(t47, _mm256_set1_ps(0.25f));
            t52 = _mm256_mul_ps(t48, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&b[t13], t49);
            _mm256_storeu_ps(&b[t14], t50);
            _mm256_storeu_ps(&b[t15], t51);
            _mm256_storeu_ps(&b[t16], t52);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t53 = (long)i;
        a[t53] = (float)(i % 29 - 14) * 0.125f;
        b[t53] = (float)(i * 5 % 37 - 18) * 0.25f;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t54 = &a[r % 4096L];
        *t54 = -*t54;
    }
    bench_print("cmul_f32", bench_hash(14695981039346656037ULL, (const void *)c, 16384UL));
    return 0;
}
