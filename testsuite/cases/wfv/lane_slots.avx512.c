/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_digits(__m512i x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_digits(__m256i x, int n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_smooth(__m512 x, int s);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_smooth(__m512 x, int s, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_smooth(__m256 x, int s);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_smooth(__m256 x, int s, __m256 mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_walk(__m512i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16v_walk(__m512i x, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_walk(__m256i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8v_walk(__m256i x, __m256i mask);
/* Per-lane stack slots: local arrays of annotated functions get one copy per lane, interleaved
   (element j of lane k at j * VF + k), so that an index the same in every lane is one vector
   access and any other a gather or scatter. `digits` counts base-4 digits per lane in a local
   array indexed by a varying value (read-modify-write through gathers and scatters; lanes
   sharing one array would count each other's digits), cleared and read at constant indices
   (vector stores and loads), and fills a two-dimensional local array. `smooth` stores under
   varying conditions at a uniform and a varying index: its masked variant, called under a
   condition, and its unmasked one must leave the elements of lanes that did not take a branch
   as they were. `walk` updates its array in a divergent loop with an early exit (scatters
   under the loop's mask: lanes that left keep their elements). `escapes` passes its array's address to a function: not vectorized, with the
   reason. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 5 */
/* vcc-test: expect-loops 7 */

#define N 4096

static int xs[N], outi[N];
static float fs[N], outf[N];

/* #pragma omp declare simd uniform(n) notinbranch */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int digits(int x, int n) {
    vcc_no_contract_body
    int cnt[4];
    int grid[2][3];
    long t1;
    int x_1;
    long t2;
    long t3;
    int k;
    int k_1;
    int *t4;
    int r;
    long t5;
    vcc_v2_int t6;
    vcc_v2_int t7;
    int t8;
    vcc_v2_int t9;
    vcc_v2_int t10;
    int c;
    if (4L >= 4L) {
        t3 = 4L & -4L;
        t1 = 0L;
        do {
            _mm_storeu_si128((__m128i *)&cnt[(int)((long)0 + t1)], _mm_set1_epi32((int)0));
            t1 += 4L;
        } while (t1 < t3);
        k = (int)((long)0 + t3);
    } else {
        k = 0;
    }
    for (; k < 4; k++) {
        cnt[k] = 0;
    }
    x_1 = x;
    for (k_1 = 0; k_1 < n; k_1++) {
        t4 = &cnt[x_1 & 3];
        *t4 = *t4 + 1;
        x_1 = x_1 / 4 + k_1;
    }
    for (r = 0; r < 2; r++) {
        if (3L >= 2L) {
            t5 = 3L & -2L;
            t6 = (vcc_v2_int){r, r};
            t7 = t6 + (vcc_v2_int){1, 1};
            t2 = 0L;
            do {
                t8 = (int)((long)0 + t2);
                t9 = vcc_load(vcc_v2_int, &cnt[r + t8]);
                t10 = t9 * t7;
                vcc_store(&grid[r][t8], t10);
                t2 += 2L;
            } while (t2 < t5);
            c = (int)((long)0 + t5);
        } else {
            c = 0;
        }
        for (; c < 3; c++) {
            grid[r][c] = cnt[r + c] * (r + 1);
        }
    }
    return cnt[0] + 2 * cnt[1] + 3 * cnt[2] + 5 * cnt[3] + 7 * grid[x_1 & 1][(x_1 >> 1) % 3];
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_digits(__m512i x, int n) {
    vcc_no_contract_body
    int cnt[64] __attribute__((aligned(64)));
    int grid[96] __attribute__((aligned(64)));
    __m512i t1;
    __m512i t2;
    __m512i t3;
    __m512i t4;
    __m512i t5;
    int t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
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
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    __m512i t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    t2 = _mm512_set1_epi32((int)0);
    _mm512_store_si512(cnt + 0L * 16L, t2);
    t3 = _mm512_set1_epi32((int)0);
    _mm512_store_si512(cnt + 1L * 16L, t3);
    t4 = _mm512_set1_epi32((int)0);
    _mm512_store_si512(cnt + 2L * 16L, t4);
    t5 = _mm512_set1_epi32((int)0);
    _mm512_store_si512(cnt + 3L * 16L, t5);
    t6 = 0;
    t1 = x;
    while (t6 < n) {
        t7 = _mm512_set1_epi32((int)3);
        t8 = _mm512_and_si512(t1, t7);
        t9 = _mm512_set1_epi32((int)16);
        t10 = _mm512_mullo_epi32(t8, t9);
        t11 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t12 = _mm512_i32gather_epi32(t11, cnt, 4);
        t13 = _mm512_set1_epi32((int)1);
        t14 = _mm512_add_epi32(t12, t13);
        t15 = _mm512_set1_epi32((int)16);
        t16 = _mm512_mullo_epi32(t8, t15);
        t17 = _mm512_add_epi32(t16, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        _mm512_i32scatter_epi32(cnt, t17, t14, 4);
        t18 = _mm512_set1_epi32((int)4);
        t19 = (__m512i)((vcc_v16_int)t1 / (vcc_v16_int)t18);
        t20 = _mm512_set1_epi32((int)t6);
        t1 = _mm512_add_epi32(t19, t20);
        t6++;
    }
    t21 = _mm512_load_si512(cnt + 0L * 16L);
    t22 = _mm512_set1_epi32((int)1);
    t23 = _mm512_mullo_epi32(t21, t22);
    _mm512_store_si512(grid + (0L * 3L + 0L) * 16L, t23);
    t24 = _mm512_load_si512(cnt + 1L * 16L);
    t25 = _mm512_set1_epi32((int)1);
    t26 = _mm512_mullo_epi32(t24, t25);
    _mm512_store_si512(grid + (0L * 3L + 1L) * 16L, t26);
    t27 = _mm512_load_si512(cnt + 2L * 16L);
    t28 = _mm512_set1_epi32((int)1);
    t29 = _mm512_mullo_epi32(t27, t28);
    _mm512_store_si512(grid + (0L * 3L + 2L) * 16L, t29);
    t30 = _mm512_load_si512(cnt + 1L * 16L);
    t31 = _mm512_set1_epi32((int)2);
    t32 = _mm512_mullo_epi32(t30, t31);
    _mm512_store_si512(grid + (1L * 3L + 0L) * 16L, t32);
    t33 = _mm512_load_si512(cnt + 2L * 16L);
    t34 = _mm512_set1_epi32((int)2);
    t35 = _mm512_mullo_epi32(t33, t34);
    _mm512_store_si512(grid + (1L * 3L + 1L) * 16L, t35);
    t36 = _mm512_load_si512(cnt + 3L * 16L);
    t37 = _mm512_set1_epi32((int)2);
    t38 = _mm512_mullo_epi32(t36, t37);
    _mm512_store_si512(grid + (1L * 3L + 2L) * 16L, t38);
    t39 = _mm512_load_si512(cnt + 0L * 16L);
    t40 = _mm512_load_si512(cnt + 1L * 16L);
    t41 = _mm512_set1_epi32((int)2);
    t42 = _mm512_mullo_epi32(t41, t40);
    t43 = _mm512_add_epi32(t39, t42);
    t44 = _mm512_load_si512(cnt + 2L * 16L);
    t45 = _mm512_set1_epi32((int)3);
    t46 = _mm512_mullo_epi32(t45, t44);
    t47 = _mm512_add_epi32(t43, t46);
    t48 = _mm512_load_si512(cnt + 3L * 16L);
    t49 = _mm512_set1_epi32((int)5);
    t50 = _mm512_mullo_epi32(t49, t48);
    t51 = _mm512_add_epi32(t47, t50);
    t52 = _mm512_set1_epi32((int)1);
    t53 = _mm512_and_si512(t1, t52);
    t54 = _mm512_set1_epi32((int)1);
    t55 = _mm512_srav_epi32(t1, t54);
    t56 = _mm512_set1_epi32((int)3);
    t57 = (__m512i)((vcc_v16_int)t55 % (vcc_v16_int)t56);
    t58 = _mm512_set1_epi32((int)3);
    t59 = _mm512_mullo_epi32(t53, t58);
    t60 = _mm512_add_epi32(t59, t57);
    t61 = _mm512_set1_epi32((int)16);
    t62 = _mm512_mullo_epi32(t60, t61);
    t63 = _mm512_add_epi32(t62, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    t64 = _mm512_i32gather_epi32(t63, grid, 4);
    t65 = _mm512_set1_epi32((int)7);
    t66 = _mm512_mullo_epi32(t65, t64);
    t67 = _mm512_add_epi32(t51, t66);
    return t67;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_digits(__m256i x, int n) {
    vcc_no_contract_body
    int cnt[32] __attribute__((aligned(32)));
    int grid[48] __attribute__((aligned(32)));
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    int t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
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
    __m256i t32;
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
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    t2 = _mm256_set1_epi32((int)0);
    _mm256_store_si256((__m256i *)(cnt + 0L * 8L), t2);
    t3 = _mm256_set1_epi32((int)0);
    _mm256_store_si256((__m256i *)(cnt + 1L * 8L), t3);
    t4 = _mm256_set1_epi32((int)0);
    _mm256_store_si256((__m256i *)(cnt + 2L * 8L), t4);
    t5 = _mm256_set1_epi32((int)0);
    _mm256_store_si256((__m256i *)(cnt + 3L * 8L), t5);
    t6 = 0;
    t1 = x;
    while (t6 < n) {
        t7 = _mm256_set1_epi32((int)3);
        t8 = _mm256_and_si256(t1, t7);
        t9 = _mm256_set1_epi32((int)8);
        t10 = _mm256_mullo_epi32(t8, t9);
        t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t12 = _mm256_i32gather_epi32((const int *)cnt, t11, 4);
        t13 = _mm256_set1_epi32((int)1);
        t14 = _mm256_add_epi32(t12, t13);
        t15 = _mm256_set1_epi32((int)8);
        t16 = _mm256_mullo_epi32(t8, t15);
        t17 = _mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_i32scatter_epi32(cnt, t17, t14, 4);
        t18 = _mm256_set1_epi32((int)4);
        t19 = (__m256i)((vcc_v8_int)t1 / (vcc_v8_int)t18);
        t20 = _mm256_set1_epi32((int)t6);
        t1 = _mm256_add_epi32(t19, t20);
        t6++;
    }
    t21 = _mm256_load_si256((const __m256i *)(cnt + 0L * 8L));
    t22 = _mm256_set1_epi32((int)1);
    t23 = _mm256_mullo_epi32(t21, t22);
    _mm256_store_si256((__m256i *)(grid + (0L * 3L + 0L) * 8L), t23);
    t24 = _mm256_load_si256((const __m256i *)(cnt + 1L * 8L));
    t25 = _mm256_set1_epi32((int)1);
    t26 = _mm256_mullo_epi32(t24, t25);
    _mm256_store_si256((__m256i *)(grid + (0L * 3L + 1L) * 8L), t26);
    t27 = _mm256_load_si256((const __m256i *)(cnt + 2L * 8L));
    t28 = _mm256_set1_epi32((int)1);
    t29 = _mm256_mullo_epi32(t27, t28);
    _mm256_store_si256((__m256i *)(grid + (0L * 3L + 2L) * 8L), t29);
    t30 = _mm256_load_si256((const __m256i *)(cnt + 1L * 8L));
    t31 = _mm256_set1_epi32((int)2);
    t32 = _mm256_mullo_epi32(t30, t31);
    _mm256_store_si256((__m256i *)(grid + (1L * 3L + 0L) * 8L), t32);
    t33 = _mm256_load_si256((const __m256i *)(cnt + 2L * 8L));
    t34 = _mm256_set1_epi32((int)2);
    t35 = _mm256_mullo_epi32(t33, t34);
    _mm256_store_si256((__m256i *)(grid + (1L * 3L + 1L) * 8L), t35);
    t36 = _mm256_load_si256((const __m256i *)(cnt + 3L * 8L));
    t37 = _mm256_set1_epi32((int)2);
    t38 = _mm256_mullo_epi32(t36, t37);
    _mm256_store_si256((__m256i *)(grid + (1L * 3L + 2L) * 8L), t38);
    t39 = _mm256_load_si256((const __m256i *)(cnt + 0L * 8L));
    t40 = _mm256_load_si256((const __m256i *)(cnt + 1L * 8L));
    t41 = _mm256_set1_epi32((int)2);
    t42 = _mm256_mullo_epi32(t41, t40);
    t43 = _mm256_add_epi32(t39, t42);
    t44 = _mm256_load_si256((const __m256i *)(cnt + 2L * 8L));
    t45 = _mm256_set1_epi32((int)3);
    t46 = _mm256_mullo_epi32(t45, t44);
    t47 = _mm256_add_epi32(t43, t46);
    t48 = _mm256_load_si256((const __m256i *)(cnt + 3L * 8L));
    t49 = _mm256_set1_epi32((int)5);
    t50 = _mm256_mullo_epi32(t49, t48);
    t51 = _mm256_add_epi32(t47, t50);
    t52 = _mm256_set1_epi32((int)1);
    t53 = _mm256_and_si256(t1, t52);
    t54 = _mm256_set1_epi32((int)1);
    t55 = _mm256_srav_epi32(t1, t54);
    t56 = _mm256_set1_epi32((int)3);
    t57 = (__m256i)((vcc_v8_int)t55 % (vcc_v8_int)t56);
    t58 = _mm256_set1_epi32((int)3);
    t59 = _mm256_mullo_epi32(t53, t58);
    t60 = _mm256_add_epi32(t59, t57);
    t61 = _mm256_set1_epi32((int)8);
    t62 = _mm256_mullo_epi32(t60, t61);
    t63 = _mm256_add_epi32(t62, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    t64 = _mm256_i32gather_epi32((const int *)grid, t63, 4);
    t65 = _mm256_set1_epi32((int)7);
    t66 = _mm256_mullo_epi32(t65, t64);
    t67 = _mm256_add_epi32(t51, t66);
    return t67;
}

/* #pragma omp declare simd uniform(s) */
float smooth(float x, int s) {
    float w[3];
    w[0] = x;
    w[1] = x * 0.5f;
    w[2] = 1.0f;
    if (x > 2.0f)
        w[s] = x * x;
    if (x < 5.0f)
        w[(int)x & 1] += 1.0f;
    return w[0] + w[1] * w[2] + w[2];
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_smooth(__m512 x, int s) {
    vcc_no_contract_body
    float w[48] __attribute__((aligned(64)));
    __m512 t1;
    __m512 t2;
    __m512 t3;
    __m512 t4;
    __mmask16 t5;
    __m512 t6;
    __m512 t7;
    __mmask16 t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    _mm512_store_ps(w + 0L * 16L, x);
    t1 = _mm512_set1_ps(0.5f);
    t2 = _mm512_mul_ps(x, t1);
    _mm512_store_ps(w + 1L * 16L, t2);
    t3 = _mm512_set1_ps(1.0f);
    _mm512_store_ps(w + 2L * 16L, t3);
    t4 = _mm512_set1_ps(2.0f);
    t5 = _mm512_cmp_ps_mask(x, t4, _CMP_GT_OQ);
    t6 = _mm512_mul_ps(x, x);
    _mm512_mask_storeu_ps(w + (long)s * 16L, t5, t6);
    t7 = _mm512_set1_ps(5.0f);
    t8 = _mm512_cmp_ps_mask(x, t7, _CMP_LT_OQ);
    if ((t8 != 0)) {
        t9 = _mm512_cvttps_epi32(x);
        t10 = _mm512_set1_epi32((int)1);
        t11 = _mm512_and_si512(t9, t10);
        t12 = _mm512_set1_epi32((int)16);
        t13 = _mm512_mullo_epi32(t11, t12);
        t14 = _mm512_add_epi32(t13, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t15 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t8, t14, w, 4);
        t16 = _mm512_set1_ps(1.0f);
        t17 = _mm512_add_ps(t15, t16);
        t18 = _mm512_set1_epi32((int)16);
        t19 = _mm512_mullo_epi32(t11, t18);
        t20 = _mm512_add_epi32(t19, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        _mm512_mask_i32scatter_ps(w, t8, t20, t17, 4);
    }
    t21 = _mm512_load_ps(w + 0L * 16L);
    t22 = _mm512_load_ps(w + 1L * 16L);
    t23 = _mm512_load_ps(w + 2L * 16L);
    t24 = _mm512_mul_ps(t22, t23);
    t25 = _mm512_add_ps(t21, t24);
    t26 = _mm512_add_ps(t25, t23);
    return t26;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_smooth(__m512 x, int s, unsigned int mask) {
    vcc_no_contract_body
    float w[48] __attribute__((aligned(64)));
    __m512 t1;
    __mmask16 t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    __m512 t6;
    __mmask16 t7;
    __mmask16 t8;
    __m512 t9;
    __m512 t10;
    __mmask16 t11;
    __mmask16 t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512 t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    t2 = (__mmask16)mask;
    _mm512_mask_storeu_ps(w + 0L * 16L, t2, x);
    t3 = _mm512_set1_ps(0.5f);
    t4 = _mm512_mul_ps(x, t3);
    _mm512_mask_storeu_ps(w + 1L * 16L, t2, t4);
    t5 = _mm512_set1_ps(1.0f);
    _mm512_mask_storeu_ps(w + 2L * 16L, t2, t5);
    t6 = _mm512_set1_ps(2.0f);
    t7 = _mm512_cmp_ps_mask(x, t6, _CMP_GT_OQ);
    t8 = _kand_mask16(t2, t7);
    t9 = _mm512_mul_ps(x, x);
    _mm512_mask_storeu_ps(w + (long)s * 16L, t8, t9);
    t10 = _mm512_set1_ps(5.0f);
    t11 = _mm512_cmp_ps_mask(x, t10, _CMP_LT_OQ);
    t12 = _kand_mask16(t2, t11);
    if ((t12 != 0)) {
        t13 = _mm512_cvttps_epi32(x);
        t14 = _mm512_set1_epi32((int)1);
        t15 = _mm512_and_si512(t13, t14);
        t16 = _mm512_set1_epi32((int)16);
        t17 = _mm512_mullo_epi32(t15, t16);
        t18 = _mm512_add_epi32(t17, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t19 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t12, t18, w, 4);
        t20 = _mm512_set1_ps(1.0f);
        t21 = _mm512_add_ps(t19, t20);
        t22 = _mm512_set1_epi32((int)16);
        t23 = _mm512_mullo_epi32(t15, t22);
        t24 = _mm512_add_epi32(t23, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        _mm512_mask_i32scatter_ps(w, t12, t24, t21, 4);
    }
    if ((t2 != 0)) {
        t25 = _mm512_maskz_loadu_ps(t2, w + 0L * 16L);
        t26 = _mm512_maskz_loadu_ps(t2, w + 1L * 16L);
        t27 = _mm512_maskz_loadu_ps(t2, w + 2L * 16L);
        t28 = _mm512_mul_ps(t26, t27);
        t29 = _mm512_add_ps(t25, t28);
        t30 = _mm512_add_ps(t29, t27);
        t1 = _mm512_mask_blend_ps(t2, (__m512)(vcc_v16_float){0}, t30);
    } else {
        t1 = (__m512)(vcc_v16_float){0};
    }
    return t1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_smooth(__m256 x, int s) {
    vcc_no_contract_body
    float w[24] __attribute__((aligned(32)));
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256i t5;
    __m256 t6;
    __m256 t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    _mm256_store_ps(w + 0L * 8L, x);
    t1 = _mm256_set1_ps(0.5f);
    t2 = _mm256_mul_ps(x, t1);
    _mm256_store_ps(w + 1L * 8L, t2);
    t3 = _mm256_set1_ps(1.0f);
    _mm256_store_ps(w + 2L * 8L, t3);
    t4 = _mm256_set1_ps(2.0f);
    t5 = _mm256_castps_si256(_mm256_cmp_ps(x, t4, _CMP_GT_OQ));
    t6 = _mm256_mul_ps(x, x);
    _mm256_mask_storeu_ps(w + (long)s * 8L, _mm256_movepi32_mask(t5), t6);
    t7 = _mm256_set1_ps(5.0f);
    t8 = _mm256_castps_si256(_mm256_cmp_ps(x, t7, _CMP_LT_OQ));
    if ((_mm256_movemask_epi8(t8) != 0)) {
        t9 = _mm256_cvttps_epi32(x);
        t10 = _mm256_set1_epi32((int)1);
        t11 = _mm256_and_si256(t9, t10);
        t12 = _mm256_set1_epi32((int)8);
        t13 = _mm256_mullo_epi32(t11, t12);
        t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t15 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, t14, _mm256_castsi256_ps(t8), 4);
        t16 = _mm256_set1_ps(1.0f);
        t17 = _mm256_add_ps(t15, t16);
        t18 = _mm256_set1_epi32((int)8);
        t19 = _mm256_mullo_epi32(t11, t18);
        t20 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_mask_i32scatter_ps(w, _mm256_movepi32_mask(t8), t20, t17, 4);
    }
    t21 = _mm256_load_ps(w + 0L * 8L);
    t22 = _mm256_load_ps(w + 1L * 8L);
    t23 = _mm256_load_ps(w + 2L * 8L);
    t24 = _mm256_mul_ps(t22, t23);
    t25 = _mm256_add_ps(t21, t24);
    t26 = _mm256_add_ps(t25, t23);
    return t26;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_smooth(__m256 x, int s, __m256 mask) {
    vcc_no_contract_body
    float w[24] __attribute__((aligned(32)));
    __m256 t1;
    __m256i t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256i t7;
    __m256i t8;
    __m256 t9;
    __m256 t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    t2 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    _mm256_mask_storeu_ps(w + 0L * 8L, _mm256_movepi32_mask(t2), x);
    t3 = _mm256_set1_ps(0.5f);
    t4 = _mm256_mul_ps(x, t3);
    _mm256_mask_storeu_ps(w + 1L * 8L, _mm256_movepi32_mask(t2), t4);
    t5 = _mm256_set1_ps(1.0f);
    _mm256_mask_storeu_ps(w + 2L * 8L, _mm256_movepi32_mask(t2), t5);
    t6 = _mm256_set1_ps(2.0f);
    t7 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_GT_OQ));
    t8 = _mm256_and_si256(t2, t7);
    t9 = _mm256_mul_ps(x, x);
    _mm256_mask_storeu_ps(w + (long)s * 8L, _mm256_movepi32_mask(t8), t9);
    t10 = _mm256_set1_ps(5.0f);
    t11 = _mm256_castps_si256(_mm256_cmp_ps(x, t10, _CMP_LT_OQ));
    t12 = _mm256_and_si256(t2, t11);
    if ((_mm256_movemask_epi8(t12) != 0)) {
        t13 = _mm256_cvttps_epi32(x);
        t14 = _mm256_set1_epi32((int)1);
        t15 = _mm256_and_si256(t13, t14);
        t16 = _mm256_set1_epi32((int)8);
        t17 = _mm256_mullo_epi32(t15, t16);
        t18 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t19 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, t18, _mm256_castsi256_ps(t12), 4);
        t20 = _mm256_set1_ps(1.0f);
        t21 = _mm256_add_ps(t19, t20);
        t22 = _mm256_set1_epi32((int)8);
        t23 = _mm256_mullo_epi32(t15, t22);
        t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_mask_i32scatter_ps(w, _mm256_movepi32_mask(t12), t24, t21, 4);
    }
    if ((_mm256_movemask_epi8(t2) != 0)) {
        t25 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t2), w + 0L * 8L);
        t26 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t2), w + 1L * 8L);
        t27 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t2), w + 2L * 8L);
        t28 = _mm256_mul_ps(t26, t27);
        t29 = _mm256_add_ps(t25, t28);
        t30 = _mm256_add_ps(t29, t27);
        t1 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), (__m256)(vcc_v8_float){0}, t30);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
    }
    return t1;
}

/* #pragma omp declare simd */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int walk(int x) {
    vcc_no_contract_body
    int t[4];
    __m128i t1;
    long t2;
    long t3;
    __m128i t4;
    __m128i t5;
    __m128i t6;
    int k;
    int x_1;
    int *t7;
    int t8;
    int t9;
    if (4L >= 4L) {
        t3 = 4L & -4L;
        t4 = _mm_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 3));
        t2 = 0L;
        do {
            t6 = t1;
            _mm_storeu_si128((__m128i *)&t[(int)((long)0 + t2)], t6);
            t2 += 4L;
            t1 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
        } while (t2 < t3);
        k = (int)((long)0 + t3);
    } else {
        k = 0;
    }
    for (;; k++) {
        if (k >= 4) {
            x_1 = x;
            break;
        }
        t[k] = k;
    }
    for (; x_1 > 1; x_1 /= 2) {
        t7 = &t[x_1 & 3];
        *t7 = *t7 + x_1;
        if (*t7 > 5000) {
            break;
        }
    }
    t8 = t[0] + 3 * t[1];
    if (x_1 > 7) {
        t9 = t[2];
    } else {
        t9 = t[3];
    }
    return t8 + 5 * t9 + 7 * t[3];
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_walk(__m512i x) {
    vcc_no_contract_body
    int t[64] __attribute__((aligned(64)));
    __mmask16 t1;
    __mmask16 t2;
    __m512i t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __mmask16 t11;
    __mmask16 t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __mmask16 t31;
    __mmask16 t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __mmask16 t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __mmask16 t43;
    __mmask16 t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32((int)1), _mm512_set1_epi32((int)1));
    t5 = _mm512_set1_epi32((int)0);
    _mm512_store_si512(t + 0L * 16L, t5);
    t6 = _mm512_set1_epi32((int)1);
    _mm512_store_si512(t + 1L * 16L, t6);
    t7 = _mm512_set1_epi32((int)2);
    _mm512_store_si512(t + 2L * 16L, t7);
    t8 = _mm512_set1_epi32((int)3);
    _mm512_store_si512(t + 3L * 16L, t8);
    t9 = x;
    t4 = (__m512i)(vcc_v16_int){0};
    for (;;) {
        t10 = _mm512_set1_epi32((int)1);
        t11 = _mm512_cmp_epi32_mask(t9, t10, _MM_CMPINT_NLE);
        t12 = _kand_mask16(t1, t11);
        if ((t12 != 0)) {
            t13 = _mm512_set1_epi32((int)3);
            t14 = _mm512_and_si512(t9, t13);
            t15 = _mm512_set1_epi32((int)16);
            t16 = _mm512_mullo_epi32(t14, t15);
            t17 = _mm512_add_epi32(t16, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t18 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t12, t17, t, 4);
            t19 = t18;
            t20 = t9;
            t21 = _mm512_add_epi32(t19, t20);
            t22 = t21;
            t23 = _mm512_set1_epi32((int)16);
            t24 = _mm512_mullo_epi32(t14, t23);
            t25 = _mm512_add_epi32(t24, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            _mm512_mask_i32scatter_epi32(t, t12, t25, t22, 4);
            t26 = _mm512_set1_epi32((int)16);
            t27 = _mm512_mullo_epi32(t14, t26);
            t28 = _mm512_add_epi32(t27, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t29 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t12, t28, t, 4);
            t30 = _mm512_set1_epi32((int)5000);
            t31 = _mm512_cmp_epi32_mask(t29, t30, _MM_CMPINT_NLE);
            t32 = _knot_mask16(t31);
            t2 = _kand_mask16(t12, t32);
        } else {
            t2 = ((__mmask16)0x0);
        }
        if ((t2 != 0)) {
            t33 = _mm512_set1_epi32((int)2);
            t34 = _mm512_set1_epi32((int)1);
            t35 = _mm512_mask_blend_epi32(t2, t34, t33);
            t3 = (__m512i)((vcc_v16_int)t9 / (vcc_v16_int)t35);
            t36 = t2;
        } else {
            t3 = (__m512i)(vcc_v16_int){0};
            t36 = ((__mmask16)0x0);
        }
        t4 = _mm512_mask_blend_epi32(t1, t4, t9);
        if (!(t36 != 0)) {
            t37 = _mm512_load_si512(t + 0L * 16L);
            t38 = _mm512_load_si512(t + 1L * 16L);
            t39 = _mm512_set1_epi32((int)3);
            t40 = _mm512_mullo_epi32(t39, t38);
            t41 = _mm512_add_epi32(t37, t40);
            t42 = _mm512_set1_epi32((int)7);
            t43 = _mm512_cmp_epi32_mask(t4, t42, _MM_CMPINT_NLE);
            t44 = _knot_mask16(t43);
            t45 = _mm512_maskz_loadu_epi32(t44, t + 3L * 16L);
            t46 = _mm512_maskz_loadu_epi32(t43, t + 2L * 16L);
            t47 = _mm512_mask_blend_epi32(t43, t45, t46);
            t48 = _mm512_set1_epi32((int)5);
            t49 = _mm512_mullo_epi32(t48, t47);
            t50 = _mm512_add_epi32(t41, t49);
            t51 = _mm512_load_si512(t + 3L * 16L);
            t52 = _mm512_set1_epi32((int)7);
            t53 = _mm512_mullo_epi32(t52, t51);
            t54 = _mm512_add_epi32(t50, t53);
            return t54;
        }
        t1 = t36;
        t9 = t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16v_walk(__m512i x, unsigned int mask) {
    vcc_no_contract_body
    int t[64] __attribute__((aligned(64)));
    __mmask16 t1;
    __m512i t2;
    __m512i t3;
    __m512i t4;
    __mmask16 t5;
    __mmask16 t6;
    __m512i t7;
    __mmask16 t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __mmask16 t13;
    __m512i t14;
    __m512i t15;
    __mmask16 t16;
    __mmask16 t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __mmask16 t36;
    __mmask16 t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __mmask16 t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __mmask16 t53;
    __mmask16 t54;
    int t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    __m512i t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    __m512i t68;
    __m512i t69;
    __m512i t70;
    __m512i t71;
    __m512i t72;
    __m512i t73;
    __m512i t74;
    __m512i t75;
    __m512i t76;
    __m512i t77;
    t8 = (__mmask16)mask;
    t9 = _mm512_set1_epi32((int)0);
    _mm512_mask_storeu_epi32(t + 0L * 16L, t8, t9);
    t10 = _mm512_set1_epi32((int)1);
    _mm512_mask_storeu_epi32(t + 1L * 16L, t8, t10);
    t11 = _mm512_set1_epi32((int)2);
    _mm512_mask_storeu_epi32(t + 2L * 16L, t8, t11);
    t12 = _mm512_set1_epi32((int)3);
    _mm512_mask_storeu_epi32(t + 3L * 16L, t8, t12);
    t13 = t8;
    t14 = x;
    t3 = (__m512i)(vcc_v16_int){0};
    for (;;) {
        t15 = _mm512_set1_epi32((int)1);
        t16 = _mm512_cmp_epi32_mask(t14, t15, _MM_CMPINT_NLE);
        t17 = _kand_mask16(t13, t16);
        if ((t17 != 0)) {
            t18 = _mm512_set1_epi32((int)3);
            t19 = _mm512_and_si512(t14, t18);
            t20 = _mm512_set1_epi32((int)16);
            t21 = _mm512_mullo_epi32(t19, t20);
            t22 = _mm512_add_epi32(t21, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t23 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t17, t22, t, 4);
            t24 = t23;
            t25 = t14;
            t26 = _mm512_add_epi32(t24, t25);
            t27 = t26;
            t28 = _mm512_set1_epi32((int)16);
            t29 = _mm512_mullo_epi32(t19, t28);
            t30 = _mm512_add_epi32(t29, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            _mm512_mask_i32scatter_epi32(t, t17, t30, t27, 4);
            t31 = _mm512_set1_epi32((int)16);
            t32 = _mm512_mullo_epi32(t19, t31);
            t33 = _mm512_add_epi32(t32, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t34 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t17, t33, t, 4);
            t35 = _mm512_set1_epi32((int)5000);
            t36 = _mm512_cmp_epi32_mask(t34, t35, _MM_CMPINT_NLE);
            t37 = _knot_mask16(t36);
            t1 = _kand_mask16(t17, t37);
        } else {
            t1 = ((__mmask16)0x0);
        }
        if ((t1 != 0)) {
            t38 = _mm512_set1_epi32((int)2);
            t39 = _mm512_set1_epi32((int)1);
            t40 = _mm512_mask_blend_epi32(t1, t39, t38);
            t2 = (__m512i)((vcc_v16_int)t14 / (vcc_v16_int)t40);
            t41 = t1;
        } else {
            t2 = (__m512i)(vcc_v16_int){0};
            t41 = ((__mmask16)0x0);
        }
        t3 = _mm512_mask_blend_epi32(t13, t3, t14);
        if (!(t41 != 0)) {
            if ((t8 != 0)) {
                t42 = _mm512_maskz_loadu_epi32(t8, t + 0L * 16L);
                t43 = _mm512_maskz_loadu_epi32(t8, t + 1L * 16L);
                t44 = _mm512_set1_epi32((int)3);
                t45 = t44;
                t46 = t43;
                t47 = _mm512_mullo_epi32(t45, t46);
                t48 = t47;
                t49 = t42;
                t50 = t48;
                t51 = _mm512_add_epi32(t49, t50);
                t4 = t51;
                t52 = _mm512_set1_epi32((int)7);
                t53 = _mm512_cmp_epi32_mask(t3, t52, _MM_CMPINT_NLE);
                t5 = _kand_mask16(t8, t53);
                t54 = _knot_mask16(t53);
                t6 = _kand_mask16(t8, t54);
                t55 = 5;
            } else {
                t4 = (__m512i)(vcc_v16_int){0};
                t55 = 0;
                t5 = ((__mmask16)0x0);
                t6 = ((__mmask16)0x0);
            }
            t56 = _mm512_maskz_loadu_epi32(t6, t + 3L * 16L);
            t57 = _mm512_maskz_loadu_epi32(t5, t + 2L * 16L);
            if ((t8 != 0)) {
                t58 = _mm512_mask_blend_epi32(t6, t57, t56);
                t59 = _mm512_set1_epi32((int)t55);
                t60 = t59;
                t61 = t58;
                t62 = _mm512_mullo_epi32(t60, t61);
                t63 = t62;
                t64 = t4;
                t65 = t63;
                t66 = _mm512_add_epi32(t64, t65);
                t67 = t66;
                t68 = _mm512_maskz_loadu_epi32(t8, t + 3L * 16L);
                t69 = _mm512_set1_epi32((int)7);
                t70 = t69;
                t71 = t68;
                t72 = _mm512_mullo_epi32(t70, t71);
                t73 = t72;
                t74 = t67;
                t75 = t73;
                t76 = _mm512_add_epi32(t74, t75);
                t77 = t76;
                t7 = _mm512_mask_blend_epi32(t8, (__m512i)(vcc_v16_int){0}, t77);
            } else {
                t7 = (__m512i)(vcc_v16_int){0};
            }
            return t7;
        }
        t13 = t41;
        t14 = t2;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_walk(__m256i x) {
    vcc_no_contract_body
    int t[32] __attribute__((aligned(32)));
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
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
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
    __m256i t32;
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
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t5 = _mm256_set1_epi32((int)0);
    _mm256_store_si256((__m256i *)(t + 0L * 8L), t5);
    t6 = _mm256_set1_epi32((int)1);
    _mm256_store_si256((__m256i *)(t + 1L * 8L), t6);
    t7 = _mm256_set1_epi32((int)2);
    _mm256_store_si256((__m256i *)(t + 2L * 8L), t7);
    t8 = _mm256_set1_epi32((int)3);
    _mm256_store_si256((__m256i *)(t + 3L * 8L), t8);
    t9 = x;
    t4 = (__m256i)(vcc_v8_int){0};
    for (;;) {
        t10 = _mm256_set1_epi32((int)1);
        t11 = _mm256_cmpgt_epi32(t9, t10);
        t12 = _mm256_and_si256(t1, t11);
        if ((_mm256_movemask_epi8(t12) != 0)) {
            t13 = _mm256_set1_epi32((int)3);
            t14 = _mm256_and_si256(t9, t13);
            t15 = _mm256_set1_epi32((int)8);
            t16 = _mm256_mullo_epi32(t14, t15);
            t17 = _mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t18 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)t, t17, t12, 4);
            t19 = t18;
            t20 = t9;
            t21 = _mm256_add_epi32(t19, t20);
            t22 = t21;
            t23 = _mm256_set1_epi32((int)8);
            t24 = _mm256_mullo_epi32(t14, t23);
            t25 = _mm256_add_epi32(t24, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            _mm256_mask_i32scatter_epi32(t, _mm256_movepi32_mask(t12), t25, t22, 4);
            t26 = _mm256_set1_epi32((int)8);
            t27 = _mm256_mullo_epi32(t14, t26);
            t28 = _mm256_add_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t29 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)t, t28, t12, 4);
            t30 = _mm256_set1_epi32((int)5000);
            t31 = _mm256_cmpgt_epi32(t29, t30);
            t32 = (__m256i)~(vcc_m8)t31;
            t2 = _mm256_and_si256(t12, t32);
        } else {
            t2 = (__m256i)(vcc_m8){0};
        }
        if ((_mm256_movemask_epi8(t2) != 0)) {
            t33 = _mm256_set1_epi32((int)2);
            t34 = _mm256_set1_epi32((int)1);
            t35 = _mm256_ternarylogic_epi32(t2, t33, t34, 0xCA);
            t3 = (__m256i)((vcc_v8_int)t9 / (vcc_v8_int)t35);
            t36 = t2;
        } else {
            t3 = (__m256i)(vcc_v8_int){0};
            t36 = (__m256i)(vcc_m8){0};
        }
        t4 = _mm256_ternarylogic_epi32(t1, t9, t4, 0xCA);
        if (!(_mm256_movemask_epi8(t36) != 0)) {
            t37 = _mm256_load_si256((const __m256i *)(t + 0L * 8L));
            t38 = _mm256_load_si256((const __m256i *)(t + 1L * 8L));
            t39 = _mm256_set1_epi32((int)3);
            t40 = _mm256_mullo_epi32(t39, t38);
            t41 = _mm256_add_epi32(t37, t40);
            t42 = _mm256_set1_epi32((int)7);
            t43 = _mm256_cmpgt_epi32(t4, t42);
            t44 = (__m256i)~(vcc_m8)t43;
            t45 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t44), t + 3L * 8L);
            t46 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t43), t + 2L * 8L);
            t47 = _mm256_ternarylogic_epi32(t43, t46, t45, 0xCA);
            t48 = _mm256_set1_epi32((int)5);
            t49 = _mm256_mullo_epi32(t48, t47);
            t50 = _mm256_add_epi32(t41, t49);
            t51 = _mm256_load_si256((const __m256i *)(t + 3L * 8L));
            t52 = _mm256_set1_epi32((int)7);
            t53 = _mm256_mullo_epi32(t52, t51);
            t54 = _mm256_add_epi32(t50, t53);
            return t54;
        }
        t1 = t36;
        t9 = t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8v_walk(__m256i x, __m256i mask) {
    vcc_no_contract_body
    int t[32] __attribute__((aligned(32)));
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
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
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
    __m256i t32;
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
    int t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
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
    __m256i t75;
    __m256i t76;
    __m256i t77;
    t8 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t9 = _mm256_set1_epi32((int)0);
    _mm256_mask_storeu_epi32(t + 0L * 8L, _mm256_movepi32_mask(t8), t9);
    t10 = _mm256_set1_epi32((int)1);
    _mm256_mask_storeu_epi32(t + 1L * 8L, _mm256_movepi32_mask(t8), t10);
    t11 = _mm256_set1_epi32((int)2);
    _mm256_mask_storeu_epi32(t + 2L * 8L, _mm256_movepi32_mask(t8), t11);
    t12 = _mm256_set1_epi32((int)3);
    _mm256_mask_storeu_epi32(t + 3L * 8L, _mm256_movepi32_mask(t8), t12);
    t13 = t8;
    t14 = x;
    t3 = (__m256i)(vcc_v8_int){0};
    for (;;) {
        t15 = _mm256_set1_epi32((int)1);
        t16 = _mm256_cmpgt_epi32(t14, t15);
        t17 = _mm256_and_si256(t13, t16);
        if ((_mm256_movemask_epi8(t17) != 0)) {
            t18 = _mm256_set1_epi32((int)3);
            t19 = _mm256_and_si256(t14, t18);
            t20 = _mm256_set1_epi32((int)8);
            t21 = _mm256_mullo_epi32(t19, t20);
            t22 = _mm256_add_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t23 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)t, t22, t17, 4);
            t24 = t23;
            t25 = t14;
            t26 = _mm256_add_epi32(t24, t25);
            t27 = t26;
            t28 = _mm256_set1_epi32((int)8);
            t29 = _mm256_mullo_epi32(t19, t28);
            t30 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            _mm256_mask_i32scatter_epi32(t, _mm256_movepi32_mask(t17), t30, t27, 4);
            t31 = _mm256_set1_epi32((int)8);
            t32 = _mm256_mullo_epi32(t19, t31);
            t33 = _mm256_add_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t34 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)t, t33, t17, 4);
            t35 = _mm256_set1_epi32((int)5000);
            t36 = _mm256_cmpgt_epi32(t34, t35);
            t37 = (__m256i)~(vcc_m8)t36;
            t1 = _mm256_and_si256(t17, t37);
        } else {
            t1 = (__m256i)(vcc_m8){0};
        }
        if ((_mm256_movemask_epi8(t1) != 0)) {
            t38 = _mm256_set1_epi32((int)2);
            t39 = _mm256_set1_epi32((int)1);
            t40 = _mm256_ternarylogic_epi32(t1, t38, t39, 0xCA);
            t2 = (__m256i)((vcc_v8_int)t14 / (vcc_v8_int)t40);
            t41 = t1;
        } else {
            t2 = (__m256i)(vcc_v8_int){0};
            t41 = (__m256i)(vcc_m8){0};
        }
        t3 = _mm256_ternarylogic_epi32(t13, t14, t3, 0xCA);
        if (!(_mm256_movemask_epi8(t41) != 0)) {
            if ((_mm256_movemask_epi8(t8) != 0)) {
                t42 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t8), t + 0L * 8L);
                t43 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t8), t + 1L * 8L);
                t44 = _mm256_set1_epi32((int)3);
                t45 = t44;
                t46 = t43;
                t47 = _mm256_mullo_epi32(t45, t46);
                t48 = t47;
                t49 = t42;
                t50 = t48;
                t51 = _mm256_add_epi32(t49, t50);
                t4 = t51;
                t52 = _mm256_set1_epi32((int)7);
                t53 = _mm256_cmpgt_epi32(t3, t52);
                t5 = _mm256_and_si256(t8, t53);
                t54 = (__m256i)~(vcc_m8)t53;
                t6 = _mm256_and_si256(t8, t54);
                t55 = 5;
            } else {
                t4 = (__m256i)(vcc_v8_int){0};
                t55 = 0;
                t5 = (__m256i)(vcc_m8){0};
                t6 = (__m256i)(vcc_m8){0};
            }
            t56 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t6), t + 3L * 8L);
            t57 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t5), t + 2L * 8L);
            if ((_mm256_movemask_epi8(t8) != 0)) {
                t58 = _mm256_ternarylogic_epi32(t6, t56, t57, 0xCA);
                t59 = _mm256_set1_epi32((int)t55);
                t60 = t59;
                t61 = t58;
                t62 = _mm256_mullo_epi32(t60, t61);
                t63 = t62;
                t64 = t4;
                t65 = t63;
                t66 = _mm256_add_epi32(t64, t65);
                t67 = t66;
                t68 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t8), t + 3L * 8L);
                t69 = _mm256_set1_epi32((int)7);
                t70 = t69;
                t71 = t68;
                t72 = _mm256_mullo_epi32(t70, t71);
                t73 = t72;
                t74 = t67;
                t75 = t73;
                t76 = _mm256_add_epi32(t74, t75);
                t77 = t76;
                t7 = _mm256_ternarylogic_epi32(t8, t77, (__m256i)(vcc_v8_int){0}, 0xCA);
            } else {
                t7 = (__m256i)(vcc_v8_int){0};
            }
            return t7;
        }
        t13 = t41;
        t14 = t2;
    }
}

void fill(float *p);
void fill(float *p) {
    p[0] = 1.0f;
    p[1] = 2.0f;
}

#pragma omp declare simd notinbranch
float escapes(float x) {
    float t[2];
    fill(t);
    return t[0] * x + t[1];
}

v8i _ZGVdN8vu_digits(v8i, int);
v8f _ZGVdN8vu_smooth(v8f, int);
v8f _ZGVdM8vu_smooth(v8f, int, v8f);

static __typeof__(xs) xs __attribute__((aligned(64)));
static __typeof__(outi) outi __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_digits(int n) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m512i t4;
    __m512i t5;
    long t6;
    __m512i t7;
    __m512i t8;
    long t9;
    __m512i t10;
    __m512i t11;
    long t12;
    __m512i t13;
    __m512i t14;
    int k;
    long t15;
    int t16;
    if (4096L >= 64L) {
        t2 = 4096L & -64L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = _mm512_loadu_si512(&xs[t3]);
            t5 = _ZGVeN16vu_digits(t4, n);
            _mm512_storeu_si512(&outi[t3], t5);
            t6 = (long)(int)((long)0 + (t1 + 16L));
            t7 = _mm512_loadu_si512(&xs[t6]);
            t8 = _ZGVeN16vu_digits(t7, n);
            _mm512_storeu_si512(&outi[t6], t8);
            t9 = (long)(int)((long)0 + (t1 + 32L));
            t10 = _mm512_loadu_si512(&xs[t9]);
            t11 = _ZGVeN16vu_digits(t10, n);
            _mm512_storeu_si512(&outi[t9], t11);
            t12 = (long)(int)((long)0 + (t1 + 48L));
            t13 = _mm512_loadu_si512(&xs[t12]);
            t14 = _ZGVeN16vu_digits(t13, n);
            _mm512_storeu_si512(&outi[t12], t14);
            t1 += 64L;
        } while (t1 < t2);
        k = (int)((long)0 + t2);
    } else {
        k = 0;
    }
    for (; k < 4096; k++) {
        t15 = (long)k;
        t16 = xs[t15];
        outi[t15] = (_mm256_zeroupper(), digits(t16, n));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_walk(void) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m512i t4;
    __m512i t5;
    __mmask16 t6;
    __m512i t7;
    __m512i t8;
    long t9;
    __m512i t10;
    __m512i t11;
    __mmask16 t12;
    __m512i t13;
    __m512i t14;
    long t15;
    __m512i t16;
    __m512i t17;
    __mmask16 t18;
    __m512i t19;
    __m512i t20;
    long t21;
    __m512i t22;
    __m512i t23;
    __mmask16 t24;
    __m512i t25;
    __m512i t26;
    int k;
    long t27;
    int t28;
    if (4096L >= 64L) {
        t2 = 4096L & -64L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = _mm512_loadu_si512(&xs[t3]);
            t5 = (__m512i)((vcc_v16_int)t4 % (vcc_v16_int)_mm512_set1_epi32((int)5));
            t6 = _mm512_cmp_epi32_mask(t5, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t7 = _mm512_and_si512(t4, _mm512_set1_epi32((int)65535));
            t8 = _ZGVeM16v_walk(t7, t6);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&outi + (unsigned long)t3 * 4UL), t6, t8);
            t9 = (long)(int)((long)0 + (t1 + 16L));
            t10 = _mm512_loadu_si512(&xs[t9]);
            t11 = (__m512i)((vcc_v16_int)t10 % (vcc_v16_int)_mm512_set1_epi32((int)5));
            t12 = _mm512_cmp_epi32_mask(t11, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t13 = _mm512_and_si512(t10, _mm512_set1_epi32((int)65535));
            t14 = _ZGVeM16v_walk(t13, t12);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&outi + (unsigned long)t9 * 4UL), t12, t14);
            t15 = (long)(int)((long)0 + (t1 + 32L));
            t16 = _mm512_loadu_si512(&xs[t15]);
            t17 = (__m512i)((vcc_v16_int)t16 % (vcc_v16_int)_mm512_set1_epi32((int)5));
            t18 = _mm512_cmp_epi32_mask(t17, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t19 = _mm512_and_si512(t16, _mm512_set1_epi32((int)65535));
            t20 = _ZGVeM16v_walk(t19, t18);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&outi + (unsigned long)t15 * 4UL), t18, t20);
            t21 = (long)(int)((long)0 + (t1 + 48L));
            t22 = _mm512_loadu_si512(&xs[t21]);
            t23 = (__m512i)((vcc_v16_int)t22 % (vcc_v16_int)_mm512_set1_epi32((int)5));
            t24 = _mm512_cmp_epi32_mask(t23, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t25 = _mm512_and_si512(t22, _mm512_set1_epi32((int)65535));
            t26 = _ZGVeM16v_walk(t25, t24);
            _mm512_mask_storeu_epi32((int *)((unsigned long)&outi + (unsigned long)t21 * 4UL), t24, t26);
            t1 += 64L;
        } while (t1 < t2);
        k = (int)((long)0 + t2);
    } else {
        k = 0;
    }
    for (; k < 4096; k++) {
        t27 = (long)k;
        t28 = xs[t27];
        if ((t28 % 5) != 0) {
            outi[t27] = (_mm256_zeroupper(), walk(t28 & 65535));
        }
    }
}

static __typeof__(fs) fs __attribute__((aligned(64)));
static __typeof__(outf) outf __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_smooth(int s) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m512 t4;
    __m512 t5;
    long t6;
    __m512 t7;
    __m512 t8;
    long t9;
    __m512 t10;
    __m512 t11;
    long t12;
    __m512 t13;
    __m512 t14;
    int k;
    long t15;
    float t16;
    if (4096L >= 64L) {
        t2 = 4096L & -64L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = _mm512_loadu_ps(&fs[t3]);
            t5 = _ZGVeN16vu_smooth(t4, s);
            _mm512_storeu_ps(&outf[t3], t5);
            t6 = (long)(int)((long)0 + (t1 + 16L));
            t7 = _mm512_loadu_ps(&fs[t6]);
            t8 = _ZGVeN16vu_smooth(t7, s);
            _mm512_storeu_ps(&outf[t6], t8);
            t9 = (long)(int)((long)0 + (t1 + 32L));
            t10 = _mm512_loadu_ps(&fs[t9]);
            t11 = _ZGVeN16vu_smooth(t10, s);
            _mm512_storeu_ps(&outf[t9], t11);
            t12 = (long)(int)((long)0 + (t1 + 48L));
            t13 = _mm512_loadu_ps(&fs[t12]);
            t14 = _ZGVeN16vu_smooth(t13, s);
            _mm512_storeu_ps(&outf[t12], t14);
            t1 += 64L;
        } while (t1 < t2);
        k = (int)((long)0 + t2);
    } else {
        k = 0;
    }
    for (; k < 4096; k++) {
        t15 = (long)k;
        t16 = fs[t15];
        outf[t15] = (_mm256_zeroupper(), smooth(t16, s));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void run_smooth_masked(int s) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m512i t4;
    __m512i t5;
    __mmask16 t6;
    __m512 t7;
    __m512 t8;
    long t9;
    __m512i t10;
    __m512i t11;
    __mmask16 t12;
    __m512 t13;
    __m512 t14;
    long t15;
    __m512i t16;
    __m512i t17;
    __mmask16 t18;
    __m512 t19;
    __m512 t20;
    long t21;
    __m512i t22;
    __m512i t23;
    __mmask16 t24;
    __m512 t25;
    __m512 t26;
    int k;
    long t27;
    float t28;
    if (4096L >= 64L) {
        t2 = 4096L & -64L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = _mm512_loadu_si512(&xs[t3]);
            t5 = (__m512i)((vcc_v16_int)t4 % (vcc_v16_int)_mm512_set1_epi32((int)3));
            t6 = _mm512_cmp_epi32_mask(t5, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t7 = _mm512_loadu_ps(&fs[t3]);
            t8 = _ZGVeM16vu_smooth(t7, s, t6);
            _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)t3 * 4UL), t6, t8);
            t9 = (long)(int)((long)0 + (t1 + 16L));
            t10 = _mm512_loadu_si512(&xs[t9]);
            t11 = (__m512i)((vcc_v16_int)t10 % (vcc_v16_int)_mm512_set1_epi32((int)3));
            t12 = _mm512_cmp_epi32_mask(t11, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t13 = _mm512_loadu_ps(&fs[t9]);
            t14 = _ZGVeM16vu_smooth(t13, s, t12);
            _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)t9 * 4UL), t12, t14);
            t15 = (long)(int)((long)0 + (t1 + 32L));
            t16 = _mm512_loadu_si512(&xs[t15]);
            t17 = (__m512i)((vcc_v16_int)t16 % (vcc_v16_int)_mm512_set1_epi32((int)3));
            t18 = _mm512_cmp_epi32_mask(t17, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t19 = _mm512_loadu_ps(&fs[t15]);
            t20 = _ZGVeM16vu_smooth(t19, s, t18);
            _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)t15 * 4UL), t18, t20);
            t21 = (long)(int)((long)0 + (t1 + 48L));
            t22 = _mm512_loadu_si512(&xs[t21]);
            t23 = (__m512i)((vcc_v16_int)t22 % (vcc_v16_int)_mm512_set1_epi32((int)3));
            t24 = _mm512_cmp_epi32_mask(t23, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t25 = _mm512_loadu_ps(&fs[t21]);
            t26 = _ZGVeM16vu_smooth(t25, s, t24);
            _mm512_mask_storeu_ps((float *)((unsigned long)&outf + (unsigned long)t21 * 4UL), t24, t26);
            t1 += 64L;
        } while (t1 < t2);
        k = (int)((long)0 + t2);
    } else {
        k = 0;
    }
    for (; k < 4096; k++) {
        t27 = (long)k;
        if ((xs[t27] % 3) != 0) {
            t28 = fs[t27];
            outf[t27] = (_mm256_zeroupper(), smooth(t28, s));
        }
    }
}

static unsigned long long hash(void) {
    unsigned long long h = 1469598103934665603ull;
    for (int k = 0; k < N; k++) {
        unsigned bits;
        memcpy(&bits, &outf[k], sizeof bits);
        h = (h ^ (unsigned)outi[k]) * 1099511628211ull;
        h = (h ^ bits) * 1099511628211ull;
    }
    return h;
}

int main(void) {
    for (int k = 0; k < N; k++) {
        xs[k] = (int)((unsigned)k * 2654435761u >> 7);
        fs[k] = (float)(k % 17) * 0.5f - 1.0f;
    }
    for (int n = 0; n < 12; n += 5) {
        run_digits(n);
        printf("digits %d %016llx\n", n, hash());
    }
    run_walk();
    printf("walk %016llx\n", hash());
    for (int s = 0; s < 3; s++) {
        run_smooth(s);
        printf("smooth %d %016llx\n", s, hash());
        for (int k = 0; k < N; k++)
            outf[k] = -7.0f;
        run_smooth_masked(s);
        printf("smooth masked %d %016llx\n", s, hash());
    }
    int x[8] = {0, 1, 6, 27, 255, 1000, 77777, 123456789}, r[8];
    FROM_VEC(r, _ZGVdN8vu_digits(TO_VEC(v8i, x), 9));
    for (int k = 0; k < 8; k++)
        printf("%d/%d ", digits(x[k], 9), r[k]);
    printf("\n");
    float f[8] = {-1.0f, 0.5f, 1.5f, 2.5f, 3.0f, 4.5f, 6.0f, 7.5f}, m[8] = {1, 0, 1, 1, 0, 1, 0, 1}, a[8], b[8];
    for (int s = 0; s < 3; s++) {
        FROM_VEC(a, _ZGVdN8vu_smooth(TO_VEC(v8f, f), s));
        FROM_VEC(b, _ZGVdM8vu_smooth(TO_VEC(v8f, f), s, TO_VEC(v8f, m)));
        for (int k = 0; k < 8; k++) {
            printf("%g/%g", smooth(f[k], s), a[k]);
            if (m[k] != 0)
                printf("/%g", b[k]);
            printf(" ");
        }
        printf("\n");
    }
    printf("%g\n", escapes(2.0f));
    return 0;
}
