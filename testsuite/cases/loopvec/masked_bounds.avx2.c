/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=7 avx2=7 avx512=7 */
/* Masked accesses whose lane 0 is off: the scalar loop never forms the address of an element
 * outside the array, but lane 0's address of a masked vector access may lie there (`g[i - 1]`
 * with `i >= 1` at i = 0, `g[i + 4]` with `i + 4 < G` near the end). Such addresses are computed
 * as unsigned integers; with C's array indexing this program fails under
 * -fsanitize=undefined ("index -1 out of bounds for type 'int [1003]'"), which the test builds
 * vcc's output with. Constant and run-time counts, loads and stores. A conditional load whose
 * elements all exist (`gf[i]` in store_before, `g[i]` in load_inside: the loop's constant count
 * stays inside the array) is an unmasked load; one whose stretch passes the array's end
 * (`half[i]` in load_half, read only while `i < H` by a loop of G iterations) stays masked: an
 * unmasked one would read past `half` (AddressSanitizer, which the test also builds with). */
#include "harness.h"

#define G 1003
static int g[G], out[G];
static float gf[G], outf[G];
#define H 500
static int half[H];

/* A load one element back, from the second iteration on. */
__attribute__((target("avx2"))) void load_before(void) {
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    __m256i t6;
    __m256i t7;
    int t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    int t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    int t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    int t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    int t43;
    long t44;
    long t45;
    __m256i t46;
    __m256i t47;
    int t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    int i;
    if (1003L >= 32L) {
        t5 = 1003L & -32L;
        t6 = _mm256_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t8 = (int)((long)0 + t2);
            t9 = t1;
            t10 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)1), t9), _mm256_set1_epi32(-1));
            t11 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t8 - 1) * 4UL), t10);
            t12 = t11;
            t13 = _mm256_set1_epi32((int)3);
            t14 = _mm256_mullo_epi32(t12, t13);
            t15 = t14;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)(long)t8 * 4UL), t10, t15);
            t16 = (int)((long)0 + (t2 + 8L));
            t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t18 = t17;
            t19 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)1), t18), _mm256_set1_epi32(-1));
            t20 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t16 - 1) * 4UL), t19);
            t21 = t20;
            t22 = _mm256_set1_epi32((int)3);
            t23 = _mm256_mullo_epi32(t21, t22);
            t24 = t23;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)(long)t16 * 4UL), t19, t24);
            t25 = (int)((long)0 + (t2 + 16L));
            t26 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t27 = t26;
            t28 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)1), t27), _mm256_set1_epi32(-1));
            t29 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t25 - 1) * 4UL), t28);
            t30 = t29;
            t31 = _mm256_set1_epi32((int)3);
            t32 = _mm256_mullo_epi32(t30, t31);
            t33 = t32;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)(long)t25 * 4UL), t28, t33);
            t34 = (int)((long)0 + (t2 + 24L));
            t35 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t36 = t35;
            t37 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)1), t36), _mm256_set1_epi32(-1));
            t38 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t34 - 1) * 4UL), t37);
            t39 = t38;
            t40 = _mm256_set1_epi32((int)3);
            t41 = _mm256_mullo_epi32(t39, t40);
            t42 = t41;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)(long)t34 * 4UL), t37, t42);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t5);
        t43 = (int)((long)0 + t5);
    } else {
        t43 = 0;
    }
    t44 = (long)t43 * -1L + 1003L;
    if (t44 >= 8L) {
        t45 = t44 & -8L;
        t46 = _mm256_set1_epi32((int)t43);
        t47 = t46;
        t3 = _mm256_add_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t48 = (int)((long)t43 + t4);
            t49 = t3;
            t50 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)1), t49), _mm256_set1_epi32(-1));
            t51 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t48 - 1) * 4UL), t50);
            t52 = t51;
            t53 = _mm256_set1_epi32((int)3);
            t54 = _mm256_mullo_epi32(t52, t53);
            t55 = t54;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)(long)t48 * 4UL), t50, t55);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t45);
        i = (int)((long)t43 + t45);
    } else {
        i = t43;
    }
    for (; i < 1003; i++) {
        if (i >= 1) {
            out[i] = g[i - 1] * 3;
        }
    }
}

/* A load four elements on, while it stays inside the array (a run-time count). */
__attribute__((target("avx2"))) void load_after(int n) {
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    long t6;
    __m256i t7;
    __m256i t8;
    int t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    int t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    int t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    int t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    int t48;
    long t49;
    long t50;
    __m256i t51;
    __m256i t52;
    int t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    int i;
    int t62;
    t5 = (long)n;
    if (t5 >= 32L) {
        t6 = t5 & -32L;
        t7 = _mm256_set1_epi32((int)0);
        t8 = t7;
        t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t9 = (int)((long)0 + t2);
            t10 = t1;
            t11 = _mm256_add_epi32(t10, _mm256_set1_epi32((int)4));
            t12 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t11);
            t13 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t9 + 4) * 4UL), t12);
            t14 = t13;
            t15 = _mm256_set1_epi32((int)1);
            t16 = _mm256_add_epi32(t14, t15);
            t17 = t16;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)(long)t9 * 4UL), t12, t17);
            t18 = (int)((long)0 + (t2 + 8L));
            t19 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t20 = t19;
            t21 = _mm256_add_epi32(t20, _mm256_set1_epi32((int)4));
            t22 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t21);
            t23 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t18 + 4) * 4UL), t22);
            t24 = t23;
            t25 = _mm256_set1_epi32((int)1);
            t26 = _mm256_add_epi32(t24, t25);
            t27 = t26;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)(long)t18 * 4UL), t22, t27);
            t28 = (int)((long)0 + (t2 + 16L));
            t29 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t30 = t29;
            t31 = _mm256_add_epi32(t30, _mm256_set1_epi32((int)4));
            t32 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t31);
            t33 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t28 + 4) * 4UL), t32);
            t34 = t33;
            t35 = _mm256_set1_epi32((int)1);
            t36 = _mm256_add_epi32(t34, t35);
            t37 = t36;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)(long)t28 * 4UL), t32, t37);
            t38 = (int)((long)0 + (t2 + 24L));
            t39 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t40 = t39;
            t41 = _mm256_add_epi32(t40, _mm256_set1_epi32((int)4));
            t42 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t41);
            t43 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t38 + 4) * 4UL), t42);
            t44 = t43;
            t45 = _mm256_set1_epi32((int)1);
            t46 = _mm256_add_epi32(t44, t45);
            t47 = t46;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)(long)t38 * 4UL), t42, t47);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t6);
        t48 = (int)((long)0 + t6);
    } else {
        t48 = 0;
    }
    t49 = (long)n + (long)t48 * -1L;
    if (t49 >= 8L) {
        t50 = t49 & -8L;
        t51 = _mm256_set1_epi32((int)t48);
        t52 = t51;
        t3 = _mm256_add_epi32(t52, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t53 = (int)((long)t48 + t4);
            t54 = t3;
            t55 = _mm256_add_epi32(t54, _mm256_set1_epi32((int)4));
            t56 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t55);
            t57 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t53 + 4) * 4UL), t56);
            t58 = t57;
            t59 = _mm256_set1_epi32((int)1);
            t60 = _mm256_add_epi32(t58, t59);
            t61 = t60;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)(long)t53 * 4UL), t56, t61);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t50);
        i = (int)((long)t48 + t50);
    } else {
        i = t48;
    }
    for (; i < n; i++) {
        t62 = i + 4;
        if (t62 < 1003) {
            out[i] = g[t62] + 1;
        }
    }
}

/* A store two elements back, from the third iteration on. */
static __typeof__(gf) gf __attribute__((aligned(32)));
__attribute__((target("avx2"))) void store_before(void) {
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    __m256i t6;
    __m256i t7;
    int t8;
    __m256i t9;
    __m256i t10;
    __m256 t11;
    __m256 t12;
    int t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256 t17;
    __m256 t18;
    int t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256 t23;
    __m256 t24;
    int t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256 t29;
    __m256 t30;
    int t31;
    long t32;
    long t33;
    __m256i t34;
    __m256i t35;
    int t36;
    __m256i t37;
    __m256i t38;
    __m256 t39;
    __m256 t40;
    int i;
    if (1003L >= 32L) {
        t5 = 1003L & -32L;
        t6 = _mm256_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t8 = (int)((long)0 + t2);
            t9 = t1;
            t10 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)2), t9), _mm256_set1_epi32(-1));
            t11 = _mm256_loadu_ps(&gf[t8]);
            t12 = _mm256_mul_ps(t11, _mm256_set1_ps(0.5f));
            _mm256_maskstore_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t8 - 2) * 4UL), t10, t12);
            t13 = (int)((long)0 + (t2 + 8L));
            t14 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t15 = t14;
            t16 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)2), t15), _mm256_set1_epi32(-1));
            t17 = _mm256_loadu_ps(&gf[t13]);
            t18 = _mm256_mul_ps(t17, _mm256_set1_ps(0.5f));
            _mm256_maskstore_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t13 - 2) * 4UL), t16, t18);
            t19 = (int)((long)0 + (t2 + 16L));
            t20 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t21 = t20;
            t22 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)2), t21), _mm256_set1_epi32(-1));
            t23 = _mm256_loadu_ps(&gf[t19]);
            t24 = _mm256_mul_ps(t23, _mm256_set1_ps(0.5f));
            _mm256_maskstore_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t19 - 2) * 4UL), t22, t24);
            t25 = (int)((long)0 + (t2 + 24L));
            t26 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t27 = t26;
            t28 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)2), t27), _mm256_set1_epi32(-1));
            t29 = _mm256_loadu_ps(&gf[t25]);
            t30 = _mm256_mul_ps(t29, _mm256_set1_ps(0.5f));
            _mm256_maskstore_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t25 - 2) * 4UL), t28, t30);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t5);
        t31 = (int)((long)0 + t5);
    } else {
        t31 = 0;
    }
    t32 = (long)t31 * -1L + 1003L;
    if (t32 >= 8L) {
        t33 = t32 & -8L;
        t34 = _mm256_set1_epi32((int)t31);
        t35 = t34;
        t3 = _mm256_add_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t36 = (int)((long)t31 + t4);
            t37 = t3;
            t38 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)2), t37), _mm256_set1_epi32(-1));
            t39 = _mm256_maskload_ps((float *)((unsigned long)&gf + (unsigned long)(long)t36 * 4UL), t38);
            t40 = _mm256_mul_ps(t39, _mm256_set1_ps(0.5f));
            _mm256_maskstore_ps((float *)((unsigned long)&outf + (unsigned long)(long)(t36 - 2) * 4UL), t38, t40);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < 1003; i++) {
        if (i >= 2) {
            outf[i - 2] = gf[i] * 0.5f;
        }
    }
}

/* Every element of g exists for every iteration: the conditional load is unmasked. */
static __typeof__(g) g __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
__attribute__((target("avx2"))) void load_inside(void) {
    long t1;
    long t2;
    long t3;
    long t4;
    int *t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    int *t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    long t24;
    int *t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    long t34;
    int *t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    int t44;
    long t45;
    long t46;
    long t47;
    int *t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    int i;
    long t57;
    int *t58;
    if (1003L >= 32L) {
        t3 = 1003L & -32L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = &out[t4];
            t6 = _mm256_loadu_si256((const __m256i *)t5);
            t7 = _mm256_cmpgt_epi32(t6, _mm256_set1_epi32((int)10));
            t8 = _mm256_loadu_si256((const __m256i *)&g[t4]);
            t9 = t8;
            t10 = _mm256_set1_epi32((int)2);
            t11 = _mm256_mullo_epi32(t9, t10);
            t12 = t11;
            t13 = _mm256_blendv_epi8(_mm256_set1_epi32((int)7), t12, t7);
            _mm256_storeu_si256((__m256i *)t5, t13);
            t14 = (long)(int)((long)0 + (t1 + 8L));
            t15 = &out[t14];
            t16 = _mm256_loadu_si256((const __m256i *)t15);
            t17 = _mm256_cmpgt_epi32(t16, _mm256_set1_epi32((int)10));
            t18 = _mm256_loadu_si256((const __m256i *)&g[t14]);
            t19 = t18;
            t20 = _mm256_set1_epi32((int)2);
            t21 = _mm256_mullo_epi32(t19, t20);
            t22 = t21;
            t23 = _mm256_blendv_epi8(_mm256_set1_epi32((int)7), t22, t17);
            _mm256_storeu_si256((__m256i *)t15, t23);
            t24 = (long)(int)((long)0 + (t1 + 16L));
            t25 = &out[t24];
            t26 = _mm256_loadu_si256((const __m256i *)t25);
            t27 = _mm256_cmpgt_epi32(t26, _mm256_set1_epi32((int)10));
            t28 = _mm256_loadu_si256((const __m256i *)&g[t24]);
            t29 = t28;
            t30 = _mm256_set1_epi32((int)2);
            t31 = _mm256_mullo_epi32(t29, t30);
            t32 = t31;
            t33 = _mm256_blendv_epi8(_mm256_set1_epi32((int)7), t32, t27);
            _mm256_storeu_si256((__m256i *)t25, t33);
            t34 = (long)(int)((long)0 + (t1 + 24L));
            t35 = &out[t34];
            t36 = _mm256_loadu_si256((const __m256i *)t35);
            t37 = _mm256_cmpgt_epi32(t36, _mm256_set1_epi32((int)10));
            t38 = _mm256_loadu_si256((const __m256i *)&g[t34]);
            t39 = t38;
            t40 = _mm256_set1_epi32((int)2);
            t41 = _mm256_mullo_epi32(t39, t40);
            t42 = t41;
            t43 = _mm256_blendv_epi8(_mm256_set1_epi32((int)7), t42, t37);
            _mm256_storeu_si256((__m256i *)t35, t43);
            t1 += 32L;
        } while (t1 < t3);
        t44 = (int)((long)0 + t3);
    } else {
        t44 = 0;
    }
    t45 = (long)t44 * -1L + 1003L;
    if (t45 >= 8L) {
        t46 = t45 & -8L;
        t2 = 0L;
        do {
            t47 = (long)(int)((long)t44 + t2);
            t48 = &out[t47];
            t49 = _mm256_loadu_si256((const __m256i *)t48);
            t50 = _mm256_cmpgt_epi32(t49, _mm256_set1_epi32((int)10));
            t51 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)t47 * 4UL), t50);
            t52 = t51;
            t53 = _mm256_set1_epi32((int)2);
            t54 = _mm256_mullo_epi32(t52, t53);
            t55 = t54;
            t56 = _mm256_blendv_epi8(_mm256_set1_epi32((int)7), t55, t50);
            _mm256_storeu_si256((__m256i *)t48, t56);
            t2 += 8L;
        } while (t2 < t46);
        i = (int)((long)t44 + t46);
    } else {
        i = t44;
    }
    for (; i < 1003; i++) {
        t57 = (long)i;
        t58 = &out[t57];
        if (*t58 > 10) {
            *t58 = g[t57] * 2;
        } else {
            *t58 = 7;
        }
    }
}

/* half[i] exists only while i < H: the load stays masked. */
__attribute__((target("avx2"))) void load_half(void) {
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    long t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    long t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    long t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    int t47;
    long t48;
    long t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    long t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    int i;
    long t61;
    if (1003L >= 32L) {
        t5 = 1003L & -32L;
        t6 = _mm256_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t8 = t1;
            t9 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)500), t8);
            t10 = (long)(int)((long)0 + t2);
            t11 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&half + (unsigned long)t10 * 4UL), t9);
            t12 = t11;
            t13 = _mm256_set1_epi32((int)1);
            t14 = _mm256_add_epi32(t12, t13);
            t15 = t14;
            t16 = _mm256_blendv_epi8(_mm256_set1_epi32((int)-3), t15, t9);
            _mm256_storeu_si256((__m256i *)&out[t10], t16);
            t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t18 = t17;
            t19 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)500), t18);
            t20 = (long)(int)((long)0 + (t2 + 8L));
            t21 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&half + (unsigned long)t20 * 4UL), t19);
            t22 = t21;
            t23 = _mm256_set1_epi32((int)1);
            t24 = _mm256_add_epi32(t22, t23);
            t25 = t24;
            t26 = _mm256_blendv_epi8(_mm256_set1_epi32((int)-3), t25, t19);
            _mm256_storeu_si256((__m256i *)&out[t20], t26);
            t27 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t28 = t27;
            t29 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)500), t28);
            t30 = (long)(int)((long)0 + (t2 + 16L));
            t31 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&half + (unsigned long)t30 * 4UL), t29);
            t32 = t31;
            t33 = _mm256_set1_epi32((int)1);
            t34 = _mm256_add_epi32(t32, t33);
            t35 = t34;
            t36 = _mm256_blendv_epi8(_mm256_set1_epi32((int)-3), t35, t29);
            _mm256_storeu_si256((__m256i *)&out[t30], t36);
            t37 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t38 = t37;
            t39 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)500), t38);
            t40 = (long)(int)((long)0 + (t2 + 24L));
            t41 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&half + (unsigned long)t40 * 4UL), t39);
            t42 = t41;
            t43 = _mm256_set1_epi32((int)1);
            t44 = _mm256_add_epi32(t42, t43);
            t45 = t44;
            t46 = _mm256_blendv_epi8(_mm256_set1_epi32((int)-3), t45, t39);
            _mm256_storeu_si256((__m256i *)&out[t40], t46);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t5);
        t47 = (int)((long)0 + t5);
    } else {
        t47 = 0;
    }
    t48 = (long)t47 * -1L + 1003L;
    if (t48 >= 8L) {
        t49 = t48 & -8L;
        t50 = _mm256_set1_epi32((int)t47);
        t51 = t50;
        t3 = _mm256_add_epi32(t51, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t52 = t3;
            t53 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)500), t52);
            t54 = (long)(int)((long)t47 + t4);
            t55 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&half + (unsigned long)t54 * 4UL), t53);
            t56 = t55;
            t57 = _mm256_set1_epi32((int)1);
            t58 = _mm256_add_epi32(t56, t57);
            t59 = t58;
            t60 = _mm256_blendv_epi8(_mm256_set1_epi32((int)-3), t59, t53);
            _mm256_storeu_si256((__m256i *)&out[t54], t60);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t49);
        i = (int)((long)t47 + t49);
    } else {
        i = t47;
    }
    for (; i < 1003; i++) {
        if (i < 500) {
            t61 = (long)i;
            out[t61] = half[t61] + 1;
        } else {
            out[i] = -3;
        }
    }
}

/* A store past a run-time offset, under a data condition and the bound. */
__attribute__((target("avx2"))) void store_after(int n, int k) {
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    int t10;
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
    int t22;
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
    int t35;
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
    int t48;
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
    int t61;
    long t62;
    long t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    int t67;
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
    __m256i t78;
    int i;
    int t79;
    int t80;
    t5 = (long)n;
    if (t5 >= 32L) {
        t6 = t5 & -32L;
        t7 = _mm256_set1_epi32((int)k);
        t8 = _mm256_set1_epi32((int)0);
        t9 = t8;
        t1 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t10 = (int)((long)0 + t2);
            t11 = t1;
            t12 = _mm256_loadu_si256((const __m256i *)&g[t10]);
            t13 = _mm256_cmpgt_epi32(t12, _mm256_set1_epi32((int)10));
            t14 = t11;
            t15 = t7;
            t16 = _mm256_add_epi32(t14, t15);
            t17 = t16;
            t18 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t17);
            t19 = (__m256i)__builtin_convertvector((vcc_m8)t18 & 1, vcc_v8_int);
            t20 = _mm256_blendv_epi8(_mm256_set1_epi32((int)0), t19, t13);
            t21 = _mm256_xor_si256(_mm256_cmpeq_epi32(t20, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)(long)(t10 + k) * 4UL), t21, t12);
            t22 = (int)((long)0 + (t2 + 8L));
            t23 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t24 = t23;
            t25 = _mm256_loadu_si256((const __m256i *)&g[t22]);
            t26 = _mm256_cmpgt_epi32(t25, _mm256_set1_epi32((int)10));
            t27 = t24;
            t28 = t7;
            t29 = _mm256_add_epi32(t27, t28);
            t30 = t29;
            t31 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t30);
            t32 = (__m256i)__builtin_convertvector((vcc_m8)t31 & 1, vcc_v8_int);
            t33 = _mm256_blendv_epi8(_mm256_set1_epi32((int)0), t32, t26);
            t34 = _mm256_xor_si256(_mm256_cmpeq_epi32(t33, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)(long)(t22 + k) * 4UL), t34, t25);
            t35 = (int)((long)0 + (t2 + 16L));
            t36 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t37 = t36;
            t38 = _mm256_loadu_si256((const __m256i *)&g[t35]);
            t39 = _mm256_cmpgt_epi32(t38, _mm256_set1_epi32((int)10));
            t40 = t37;
            t41 = t7;
            t42 = _mm256_add_epi32(t40, t41);
            t43 = t42;
            t44 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t43);
            t45 = (__m256i)__builtin_convertvector((vcc_m8)t44 & 1, vcc_v8_int);
            t46 = _mm256_blendv_epi8(_mm256_set1_epi32((int)0), t45, t39);
            t47 = _mm256_xor_si256(_mm256_cmpeq_epi32(t46, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)(long)(t35 + k) * 4UL), t47, t38);
            t48 = (int)((long)0 + (t2 + 24L));
            t49 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t50 = t49;
            t51 = _mm256_loadu_si256((const __m256i *)&g[t48]);
            t52 = _mm256_cmpgt_epi32(t51, _mm256_set1_epi32((int)10));
            t53 = t50;
            t54 = t7;
            t55 = _mm256_add_epi32(t53, t54);
            t56 = t55;
            t57 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t56);
            t58 = (__m256i)__builtin_convertvector((vcc_m8)t57 & 1, vcc_v8_int);
            t59 = _mm256_blendv_epi8(_mm256_set1_epi32((int)0), t58, t52);
            t60 = _mm256_xor_si256(_mm256_cmpeq_epi32(t59, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)(long)(t48 + k) * 4UL), t60, t51);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t6);
        t61 = (int)((long)0 + t6);
    } else {
        t61 = 0;
    }
    t62 = (long)n + (long)t61 * -1L;
    if (t62 >= 8L) {
        t63 = t62 & -8L;
        t64 = _mm256_set1_epi32((int)k);
        t65 = _mm256_set1_epi32((int)t61);
        t66 = t65;
        t3 = _mm256_add_epi32(t66, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        do {
            t67 = (int)((long)t61 + t4);
            t68 = t3;
            t69 = _mm256_loadu_si256((const __m256i *)&g[t67]);
            t70 = _mm256_cmpgt_epi32(t69, _mm256_set1_epi32((int)10));
            t71 = t68;
            t72 = t64;
            t73 = _mm256_add_epi32(t71, t72);
            t74 = t73;
            t75 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)1003), t74);
            t76 = (__m256i)__builtin_convertvector((vcc_m8)t75 & 1, vcc_v8_int);
            t77 = _mm256_blendv_epi8(_mm256_set1_epi32((int)0), t76, t70);
            t78 = _mm256_xor_si256(_mm256_cmpeq_epi32(t77, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)(long)(t67 + k) * 4UL), t78, t69);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
        } while (t4 < t63);
        i = (int)((long)t61 + t63);
    } else {
        i = t61;
    }
    for (; i < n; i++) {
        t79 = g[i];
        if (t79 > 10) {
            t80 = ((i + k) < 1003) != 0;
        } else {
            t80 = 0;
        }
        if (t80) {
            out[i + k] = t79;
        }
    }
}

/* Both sides: a window read under a condition that keeps it inside the array. */
__attribute__((target("avx2"))) long window(int n) {
    __m128i t1;
    long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m128i t7;
    long t8;
    __m256i t9;
    long t10;
    long t11;
    __m128i t12;
    __m128i t13;
    int t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    __m128i t18;
    __m128i t19;
    __m128i t20;
    __m128i t21;
    __m128i t22;
    __m128i t23;
    __m128i t24;
    __m128i t25;
    __m128i t26;
    __m128i t27;
    __m128i t28;
    __m128i t29;
    __m128i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    int t34;
    __m128i t35;
    __m128i t36;
    __m128i t37;
    __m128i t38;
    __m128i t39;
    __m128i t40;
    __m128i t41;
    __m128i t42;
    __m128i t43;
    __m128i t44;
    __m128i t45;
    __m128i t46;
    __m128i t47;
    __m128i t48;
    __m128i t49;
    __m128i t50;
    __m128i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    int t55;
    __m128i t56;
    __m128i t57;
    __m128i t58;
    __m128i t59;
    __m128i t60;
    __m128i t61;
    __m128i t62;
    __m128i t63;
    __m128i t64;
    __m128i t65;
    __m128i t66;
    __m128i t67;
    __m128i t68;
    __m128i t69;
    __m128i t70;
    __m128i t71;
    __m128i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    int t76;
    __m128i t77;
    __m128i t78;
    __m128i t79;
    __m128i t80;
    __m128i t81;
    __m128i t82;
    __m128i t83;
    __m128i t84;
    __m128i t85;
    __m128i t86;
    __m128i t87;
    __m128i t88;
    __m128i t89;
    __m128i t90;
    __m128i t91;
    __m128i t92;
    __m128i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    int t100;
    long t101;
    long t102;
    long t103;
    __m128i t104;
    __m128i t105;
    int t106;
    __m128i t107;
    __m128i t108;
    __m128i t109;
    __m128i t110;
    __m128i t111;
    __m128i t112;
    __m128i t113;
    __m128i t114;
    __m128i t115;
    __m128i t116;
    __m128i t117;
    __m128i t118;
    __m128i t119;
    __m128i t120;
    __m128i t121;
    __m128i t122;
    __m256i t123;
    __m256i t124;
    __m256i t125;
    int i;
    long s;
    int t126;
    long s_1;
    t10 = (long)n;
    if (t10 >= 16L) {
        t11 = t10 & -16L;
        t12 = _mm_set1_epi32((int)0);
        t13 = t12;
        t1 = _mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
        t2 = 0L;
        t3 = _mm256_set1_epi64x((long long)0LL);
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        t6 = _mm256_set1_epi64x((long long)0LL);
        do {
            t14 = (int)((long)0 + t2);
            t15 = t1;
            t16 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32((int)3), t15), _mm_set1_epi32(-1));
            t17 = t15;
            t18 = _mm_set1_epi32((int)3);
            t19 = _mm_add_epi32(t17, t18);
            t20 = t19;
            t21 = _mm_cmpgt_epi32(_mm_set1_epi32((int)1003), t20);
            t22 = (__m128i)__builtin_convertvector((vcc_m4)t21 & 1, vcc_v4_int);
            t23 = _mm_blendv_epi8(_mm_set1_epi32((int)0), t22, t16);
            t24 = _mm_xor_si128(_mm_cmpeq_epi32(t23, _mm_set1_epi32((int)0)), _mm_set1_epi32(-1));
            t25 = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t14 - 3) * 4UL), t24);
            t26 = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t14 + 3) * 4UL), t24);
            t27 = t25;
            t28 = t26;
            t29 = _mm_sub_epi32(t27, t28);
            t30 = t29;
            t31 = _mm256_cvtepi32_epi64(t30);
            t32 = t31;
            t33 = _mm256_add_epi64(t3, t32);
            t3 = _mm256_blendv_epi8(t3, t33, _mm256_cvtepi32_epi64(t24));
            t34 = (int)((long)0 + (t2 + 4L));
            t35 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
            t36 = t35;
            t37 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32((int)3), t36), _mm_set1_epi32(-1));
            t38 = t36;
            t39 = _mm_set1_epi32((int)3);
            t40 = _mm_add_epi32(t38, t39);
            t41 = t40;
            t42 = _mm_cmpgt_epi32(_mm_set1_epi32((int)1003), t41);
            t43 = (__m128i)__builtin_convertvector((vcc_m4)t42 & 1, vcc_v4_int);
            t44 = _mm_blendv_epi8(_mm_set1_epi32((int)0), t43, t37);
            t45 = _mm_xor_si128(_mm_cmpeq_epi32(t44, _mm_set1_epi32((int)0)), _mm_set1_epi32(-1));
            t46 = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t34 - 3) * 4UL), t45);
            t47 = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t34 + 3) * 4UL), t45);
            t48 = t46;
            t49 = t47;
            t50 = _mm_sub_epi32(t48, t49);
            t51 = t50;
            t52 = _mm256_cvtepi32_epi64(t51);
            t53 = t52;
            t54 = _mm256_add_epi64(t4, t53);
            t4 = _mm256_blendv_epi8(t4, t54, _mm256_cvtepi32_epi64(t45));
            t55 = (int)((long)0 + (t2 + 8L));
            t56 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
            t57 = t56;
            t58 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32((int)3), t57), _mm_set1_epi32(-1));
            t59 = t57;
            t60 = _mm_set1_epi32((int)3);
            t61 = _mm_add_epi32(t59, t60);
            t62 = t61;
            t63 = _mm_cmpgt_epi32(_mm_set1_epi32((int)1003), t62);
            t64 = (__m128i)__builtin_convertvector((vcc_m4)t63 & 1, vcc_v4_int);
            t65 = _mm_blendv_epi8(_mm_set1_epi32((int)0), t64, t58);
            t66 = _mm_xor_si128(_mm_cmpeq_epi32(t65, _mm_set1_epi32((int)0)), _mm_set1_epi32(-1));
            t67 = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t55 - 3) * 4UL), t66);
            t68 = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t55 + 3) * 4UL), t66);
            t69 = t67;
            t70 = t68;
            t71 = _mm_sub_epi32(t69, t70);
            t72 = t71;
            t73 = _mm256_cvtepi32_epi64(t72);
            t74 = t73;
            t75 = _mm256_add_epi64(t5, t74);
            t5 = _mm256_blendv_epi8(t5, t75, _mm256_cvtepi32_epi64(t66));
            t76 = (int)((long)0 + (t2 + 12L));
            t77 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
            t78 = t77;
            t79 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32((int)3), t78), _mm_set1_epi32(-1));
            t80 = t78;
            t81 = _mm_set1_epi32((int)3);
            t82 = _mm_add_epi32(t80, t81);
            t83 = t82;
            t84 = _mm_cmpgt_epi32(_mm_set1_epi32((int)1003), t83);
            t85 = (__m128i)__builtin_convertvector((vcc_m4)t84 & 1, vcc_v4_int);
            t86 = _mm_blendv_epi8(_mm_set1_epi32((int)0), t85, t79);
            t87 = _mm_xor_si128(_mm_cmpeq_epi32(t86, _mm_set1_epi32((int)0)), _mm_set1_epi32(-1));
            t88 = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t76 - 3) * 4UL), t87);
            t89 = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t76 + 3) * 4UL), t87);
            t90 = t88;
            t91 = t89;
            t92 = _mm_sub_epi32(t90, t91);
            t93 = t92;
            t94 = _mm256_cvtepi32_epi64(t93);
            t95 = t94;
            t96 = _mm256_add_epi64(t6, t95);
            t6 = _mm256_blendv_epi8(t6, t96, _mm256_cvtepi32_epi64(t87));
            t2 += 16L;
            t1 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
        } while (t2 < t11);
        t97 = _mm256_add_epi64(t3, t4);
        t98 = _mm256_add_epi64(t97, t5);
        t99 = _mm256_add_epi64(t98, t6);
        t100 = (int)((long)0 + t11);
        t101 = (long)((unsigned long)0L + vcc_avx2_reduce_epi64(t99, _mm_add_epi64, unsigned long));
    } else {
        t100 = 0;
        t101 = 0L;
    }
    t102 = (long)n + (long)t100 * -1L;
    if (t102 >= 4L) {
        t103 = t102 & -4L;
        t104 = _mm_set1_epi32((int)t100);
        t105 = t104;
        t7 = _mm_add_epi32(t105, _mm_setr_epi32(0, 1, 2, 3));
        t8 = 0L;
        t9 = _mm256_set1_epi64x((long long)0LL);
        do {
            t106 = (int)((long)t100 + t8);
            t107 = t7;
            t108 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32((int)3), t107), _mm_set1_epi32(-1));
            t109 = t107;
            t110 = _mm_set1_epi32((int)3);
            t111 = _mm_add_epi32(t109, t110);
            t112 = t111;
            t113 = _mm_cmpgt_epi32(_mm_set1_epi32((int)1003), t112);
            t114 = (__m128i)__builtin_convertvector((vcc_m4)t113 & 1, vcc_v4_int);
            t115 = _mm_blendv_epi8(_mm_set1_epi32((int)0), t114, t108);
            t116 = _mm_xor_si128(_mm_cmpeq_epi32(t115, _mm_set1_epi32((int)0)), _mm_set1_epi32(-1));
            t117 = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t106 - 3) * 4UL), t116);
            t118 = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t106 + 3) * 4UL), t116);
            t119 = t117;
            t120 = t118;
            t121 = _mm_sub_epi32(t119, t120);
            t122 = t121;
            t123 = _mm256_cvtepi32_epi64(t122);
            t124 = t123;
            t125 = _mm256_add_epi64(t9, t124);
            t9 = _mm256_blendv_epi8(t9, t125, _mm256_cvtepi32_epi64(t116));
            t8 += 4L;
            t7 = _mm_add_epi32(t7, _mm_set1_epi32((int)4));
        } while (t8 < t103);
        i = (int)((long)t100 + t103);
        s = (long)((unsigned long)t101 + vcc_avx2_reduce_epi64(t9, _mm_add_epi64, unsigned long));
    } else {
        i = t100;
        s = t101;
    }
    for (; i < n; i++, s = s_1) {
        if (i >= 3) {
            t126 = ((i + 3) < 1003) != 0;
        } else {
            t126 = 0;
        }
        if (t126) {
            s_1 = s + (long)(g[i - 3] - g[i + 3]);
        } else {
            s_1 = s;
        }
    }
    return s;
}

static __typeof__(outf) outf __attribute__((aligned(32)));
__attribute__((target("avx2"))) int main(void) {
    long t1;
    long t2;
    int n;
    long t3;
    long t4;
    int fill_idx;
    long t5;
    long t6;
    __m256i t7;
    __m256 t8;
    __m256 t9;
    long t10;
    __m256i t11;
    __m256 t12;
    __m256 t13;
    long t14;
    __m256i t15;
    __m256 t16;
    __m256 t17;
    long t18;
    __m256i t19;
    __m256 t20;
    __m256 t21;
    int t22;
    long t23;
    long t24;
    long t25;
    __m256i t26;
    __m256 t27;
    __m256 t28;
    int i;
    long t29;
    int count_idx;
    int n_1;
    int t30;
    int n_2;
    long t31;
    long t32;
    long t33;
    long t34;
    long t35;
    int t36;
    long t37;
    long t38;
    long t39;
    int i_1;
    long t40;
    const void *t41;
    unsigned long t42;
    long t43;
    unsigned long t44;
    const void *t45;
    int fill_idx_1;
    unsigned long t46;
    for (fill_idx = 0; fill_idx < 1003; fill_idx++) {
        g[fill_idx] = -50 + (int)((_mm256_zeroupper(), next_rand()) % 100U);
    }
    if (1003L >= 32L) {
        t5 = 1003L & -32L;
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm256_loadu_si256((const __m256i *)&g[t6]);
            t8 = _mm256_cvtepi32_ps(t7);
            t9 = _mm256_mul_ps(t8, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&gf[t6], t9);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = _mm256_loadu_si256((const __m256i *)&g[t10]);
            t12 = _mm256_cvtepi32_ps(t11);
            t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&gf[t10], t13);
            t14 = (long)(int)((long)0 + (t1 + 16L));
            t15 = _mm256_loadu_si256((const __m256i *)&g[t14]);
            t16 = _mm256_cvtepi32_ps(t15);
            t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&gf[t14], t17);
            t18 = (long)(int)((long)0 + (t1 + 24L));
            t19 = _mm256_loadu_si256((const __m256i *)&g[t18]);
            t20 = _mm256_cvtepi32_ps(t19);
            t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&gf[t18], t21);
            t1 += 32L;
        } while (t1 < t5);
        t22 = (int)((long)0 + t5);
    } else {
        t22 = 0;
    }
    t23 = (long)t22 * -1L + 1003L;
    if (t23 >= 8L) {
        t24 = t23 & -8L;
        t2 = 0L;
        do {
            t25 = (long)(int)((long)t22 + t2);
            t26 = _mm256_loadu_si256((const __m256i *)&g[t25]);
            t27 = _mm256_cvtepi32_ps(t26);
            t28 = _mm256_mul_ps(t27, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&gf[t25], t28);
            t2 += 8L;
        } while (t2 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < 1003; i++) {
        t29 = (long)i;
        gf[t29] = (float)g[t29] * 0.25f;
    }
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n_2) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t30 = 1;
        } else {
            t30 = 0;
            n = n_1;
        }
        if (!t30) {
            (_mm256_zeroupper(), load_before());
            (_mm256_zeroupper(), store_before());
            t44 = (_mm256_zeroupper(), hash_bytes((const void *)outf, 4012UL));
            t45 = (const void *)out;
            printf("before %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t45, 4012UL)), (unsigned long long)t44);
            for (fill_idx_1 = 0; fill_idx_1 < 500; fill_idx_1++) {
                half[fill_idx_1] = -20 + (int)((_mm256_zeroupper(), next_rand()) % 40U);
            }
            (_mm256_zeroupper(), load_inside());
            t46 = (_mm256_zeroupper(), hash_bytes(t45, 4012UL));
            (_mm256_zeroupper(), load_half());
            printf("inside %llx half %llx\n", (unsigned long long)t46, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t45, 4012UL)));
            return 0;
        }
        if (n > 1003) {
            n_2 = 1003;
        } else {
            n_2 = n;
        }
        if (1003L >= 32L) {
            t31 = 1003L & -32L;
            t3 = 0L;
            do {
                t32 = (long)(int)((long)0 + t3);
                _mm256_storeu_si256((__m256i *)&out[t32], _mm256_set1_epi32((int)-1));
                _mm256_storeu_ps(&outf[t32], _mm256_set1_ps(-1.0f));
                t33 = (long)(int)((long)0 + (t3 + 8L));
                _mm256_storeu_si256((__m256i *)&out[t33], _mm256_set1_epi32((int)-1));
                _mm256_storeu_ps(&outf[t33], _mm256_set1_ps(-1.0f));
                t34 = (long)(int)((long)0 + (t3 + 16L));
                _mm256_storeu_si256((__m256i *)&out[t34], _mm256_set1_epi32((int)-1));
                _mm256_storeu_ps(&outf[t34], _mm256_set1_ps(-1.0f));
                t35 = (long)(int)((long)0 + (t3 + 24L));
                _mm256_storeu_si256((__m256i *)&out[t35], _mm256_set1_epi32((int)-1));
                _mm256_storeu_ps(&outf[t35], _mm256_set1_ps(-1.0f));
                t3 += 32L;
            } while (t3 < t31);
            t36 = (int)((long)0 + t31);
        } else {
            t36 = 0;
        }
        t37 = (long)t36 * -1L + 1003L;
        if (t37 >= 8L) {
            t38 = t37 & -8L;
            t4 = 0L;
            do {
                t39 = (long)(int)((long)t36 + t4);
                _mm256_storeu_si256((__m256i *)&out[t39], _mm256_set1_epi32((int)-1));
                _mm256_storeu_ps(&outf[t39], _mm256_set1_ps(-1.0f));
                t4 += 8L;
            } while (t4 < t38);
            i_1 = (int)((long)t36 + t38);
        } else {
            i_1 = t36;
        }
        for (; i_1 < 1003; i_1++) {
            t40 = (long)i_1;
            out[t40] = -1;
            outf[t40] = -1.0f;
        }
        (_mm256_zeroupper(), load_after(n_2));
        t41 = (const void *)out;
        t42 = (_mm256_zeroupper(), hash_bytes(t41, 4012UL));
        (_mm256_zeroupper(), store_after(n_2, 5));
        t43 = (_mm256_zeroupper(), window(n_2));
        printf("n=%d after %llx store %llx window %ld\n", n_2, (unsigned long long)t42, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t41, 4012UL)), t43);
    }
}
