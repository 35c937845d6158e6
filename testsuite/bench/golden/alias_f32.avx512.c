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

/* alias_f32: a[i] = b[i] * 0.5f + c[i] through plain pointers that may alias (no restrict):
   called with disjoint arrays, so a runtime overlap check passes and the vector loop runs.
   needs: runtime alias check (loop versioning), runtime trip count, consecutive f32 */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

static float xs[N], ys[N], zs[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(float *a, const float *b, const float *c, int n)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    unsigned long t6;
    unsigned long t7;
    long t8;
    long t9;
    long t10;
    long t11;
    long t12;
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
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    int t29;
    long t30;
    unsigned long t31;
    unsigned long t32;
    unsigned long t33;
    unsigned long t34;
    long t35;
    long t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    int t41;
    long t42;
    unsigned long t43;
    unsigned long t44;
    unsigned long t45;
    unsigned long t46;
    __m256i t47;
    __m256i t48;
    long t49;
    long t50;
    __m256 t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    int i;
    long t55;
    t3 = (long)n;
    t4 = (unsigned long)a;
    t5 = (unsigned long)b;
    t6 = (unsigned long)a;
    t7 = (unsigned long)c;
    if ((t3 >= 32L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + (unsigned long)0L))) & (((t6 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t7 + (unsigned long)0L)) | ((t7 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t6 + (unsigned long)0L)))) {
        t8 = t3 & -32L;
        t1 = 0L;
        do {
            t9 = (long)(int)((long)0 + t1);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = (long)(int)((long)0 + (t1 + 24L));
            t13 = _mm256_loadu_ps(b + t9);
            t14 = _mm256_loadu_ps(b + t10);
            t15 = _mm256_loadu_ps(b + t11);
            t16 = _mm256_loadu_ps(b + t12);
            t17 = _mm256_mul_ps(t13, _mm256_set1_ps(0.5f));
            t18 = _mm256_mul_ps(t14, _mm256_set1_ps(0.5f));
            t19 = _mm256_mul_ps(t15, _mm256_set1_ps(0.5f));
            t20 = _mm256_mul_ps(t16, _mm256_set1_ps(0.5f));
            t21 = _mm256_loadu_ps(c + t9);
            t22 = _mm256_loadu_ps(c + t10);
            t23 = _mm256_loadu_ps(c + t11);
            t24 = _mm256_loadu_ps(c + t12);
            t25 = _mm256_add_ps(t17, t21);
            _mm256_storeu_ps(a + t9, t25);
            t26 = _mm256_add_ps(t18, t22);
            _mm256_storeu_ps(a + t10, t26);
            t27 = _mm256_add_ps(t19, t23);
            _mm256_storeu_ps(a + t11, t27);
            t28 = _mm256_add_ps(t20, t24);
            _mm256_storeu_ps(a + t12, t28);
            t1 += 32L;
        } while (t1 < t8);
        t29 = (int)((long)0 + t8);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    t31 = (unsigned long)a;
    t32 = (unsigned long)b;
    t33 = (unsigned long)a;
    t34 = (unsigned long)c;
    if ((t30 >= 8L) & (((t31 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t29 * 4L))) | ((t32 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t29 * 4L)))) & (((t33 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t29 * 4L))) | ((t34 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t29 * 4L))))) {
        t35 = t30 & -8L;
        t2 = 0L;
        do {
            t36 = (long)(int)((long)t29 + t2);
            t37 = _mm256_loadu_ps(b + t36);
            t38 = _mm256_mul_ps(t37, _mm256_set1_ps(0.5f));
            t39 = _mm256_loadu_ps(c + t36);
            t40 = _mm256_add_ps(t38, t39);
            _mm256_storeu_ps(a + t36, t40);
            t2 += 8L;
        } while (t2 < t35);
        t41 = (int)((long)t29 + t35);
    } else {
        t41 = t29;
    }
    t42 = (long)n + (long)t41 * -1L;
    t43 = (unsigned long)a;
    t44 = (unsigned long)b;
    t45 = (unsigned long)a;
    t46 = (unsigned long)c;
    if ((t42 >= 1L) & (t42 <= 8L) & (((t43 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t41 * 4L))) | ((t44 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t41 * 4L)))) & (((t45 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t41 * 4L))) | ((t46 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t41 * 4L))))) {
        t47 = _mm256_set1_epi32((int)(int)t42);
        t48 = _mm256_cmpgt_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t49 = 0L;
        t50 = (long)(int)((long)t41 + t49);
        t51 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t48), b + t50);
        t52 = _mm256_mul_ps(t51, _mm256_set1_ps(0.5f));
        t53 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t48), c + t50);
        t54 = _mm256_add_ps(t52, t53);
        _mm256_mask_storeu_ps(a + t50, _mm256_movepi32_mask(t48), t54);
        i = (int)((long)t41 + t42);
    } else {
        i = t41;
    }
    for (; i < n; i++) {
        t55 = (long)i;
        a[t55] = b[t55] * 0.5f + c[t55];
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
    long t7;
    __m256i t8;
    __m256i t9;
    __m256 t10;
    __m256i t11;
    __m256 t12;
    __m256 t13;
    __m256i t14;
    __m256i t15;
    long t16;
    __m256i t17;
    __m256i t18;
    __m256 t19;
    __m256i t20;
    __m256 t21;
    __m256 t22;
    __m256i t23;
    __m256i t24;
    long t25;
    __m256i t26;
    __m256i t27;
    __m256 t28;
    __m256i t29;
    __m256 t30;
    __m256 t31;
    __m256i t32;
    __m256i t33;
    long t34;
    __m256i t35;
    __m256i t36;
    __m256 t37;
    __m256i t38;
    __m256 t39;
    __m256 t40;
    int i;
    long t41;
    long r;
    reps = bench_reps(argc, argv, 400000L);
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)_mm256_set1_epi32((int)50));
            t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32((int)25));
            t10 = _mm256_cvtepi32_ps(t9);
            _mm256_storeu_ps(&ys[t7], t10);
            t11 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)_mm256_set1_epi32((int)9));
            t12 = _mm256_cvtepi32_ps(t11);
            t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&zs[t7], t13);
            t14 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t15 = t14;
            t16 = (long)(int)((long)0 + (t2 + 8L));
            t17 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32((int)50));
            t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32((int)25));
            t19 = _mm256_cvtepi32_ps(t18);
            _mm256_storeu_ps(&ys[t16], t19);
            t20 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32((int)9));
            t21 = _mm256_cvtepi32_ps(t20);
            t22 = _mm256_mul_ps(t21, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&zs[t16], t22);
            t23 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t24 = t23;
            t25 = (long)(int)((long)0 + (t2 + 16L));
            t26 = (__m256i)((vcc_v8_int)t24 % (vcc_v8_int)_mm256_set1_epi32((int)50));
            t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32((int)25));
            t28 = _mm256_cvtepi32_ps(t27);
            _mm256_storeu_ps(&ys[t25], t28);
            t29 = (__m256i)((vcc_v8_int)t24 % (vcc_v8_int)_mm256_set1_epi32((int)9));
            t30 = _mm256_cvtepi32_ps(t29);
            t31 = _mm256_mul_ps(t30, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&zs[t25], t31);
            t32 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t33 = t32;
            t34 = (long)(int)((long)0 + (t2 + 24L));
            t35 = (__m256i)((vcc_v8_int)t33 % (vcc_v8_int)_mm256_set1_epi32((int)50));
            t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32((int)25));
            t37 = _mm256_cvtepi32_ps(t36);
            _mm256_storeu_ps(&ys[t34], t37);
            t38 = (__m256i)((vcc_v8_int)t33 % (vcc_v8_int)_mm256_set1_epi32((int)9));
            t39 = _mm256_cvtepi32_ps(t38);
            t40 = _mm256_mul_ps(t39, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&zs[t34], t40);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t41 = (long)i;
        ys[t41] = (float)(i % 50 - 25);
        zs[t41] = (float)(i % 9) * 0.25f;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel(xs, ys, zs, 4096));
        ys[r % 4096L] = xs[r * 3L % 4096L];
    }
    bench_print("alias_f32", bench_hash(14695981039346656037ULL, (const void *)xs, 16384UL));
    return 0;
}
