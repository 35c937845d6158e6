/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 2 */
#include "harness.h"

/* Strided accesses: loads with stride 2, a store with stride 3, and a sum with stride 4. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void every_other(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    const int *t8;
    const int *t9;
    const int *t10;
    const int *t11;
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
    long t28;
    int t29;
    long t30;
    long t31;
    long t32;
    int t33;
    const int *t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    long t39;
    int i;
    t1 = (long)n - 1L;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = (int)((long)0 + (t3 + 16L));
            t7 = (int)((long)0 + (t3 + 24L));
            t8 = b + 2 * t4;
            t9 = b + 2 * t5;
            t10 = b + 2 * t6;
            t11 = b + 2 * t7;
            t12 = _mm256_loadu_si256((const __m256i *)t8);
            t13 = _mm256_loadu_si256((const __m256i *)(t8 + 8));
            t14 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t12), _mm256_castsi256_ps(t13), 0x88)), 0xd8);
            t15 = _mm256_loadu_si256((const __m256i *)t9);
            t16 = _mm256_loadu_si256((const __m256i *)(t9 + 8));
            t17 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t15), _mm256_castsi256_ps(t16), 0x88)), 0xd8);
            t18 = _mm256_loadu_si256((const __m256i *)t10);
            t19 = _mm256_loadu_si256((const __m256i *)(t10 + 8));
            t20 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t18), _mm256_castsi256_ps(t19), 0x88)), 0xd8);
            t21 = _mm256_loadu_si256((const __m256i *)t11);
            t22 = _mm256_loadu_si256((const __m256i *)(t11 + 8));
            t23 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t21), _mm256_castsi256_ps(t22), 0x88)), 0xd8);
            t24 = _mm256_sub_epi32(t14, _mm256_set1_epi32((int)1));
            t25 = _mm256_sub_epi32(t17, _mm256_set1_epi32((int)1));
            t26 = _mm256_sub_epi32(t20, _mm256_set1_epi32((int)1));
            t27 = _mm256_sub_epi32(t23, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(a + t4), t24);
            _mm256_storeu_si256((__m256i *)(a + t5), t25);
            _mm256_storeu_si256((__m256i *)(a + t6), t26);
            _mm256_storeu_si256((__m256i *)(a + t7), t27);
            t28 = t3 + 32L;
            if (t28 >= t2) {
                break;
            }
            t3 = t28;
        }
        t29 = (int)((long)0 + t2);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L - 1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t32 = 0L;
        for (;;) {
            t33 = (int)((long)t29 + t32);
            t34 = b + 2 * t33;
            t35 = _mm256_loadu_si256((const __m256i *)t34);
            t36 = _mm256_loadu_si256((const __m256i *)(t34 + 8));
            t37 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t35), _mm256_castsi256_ps(t36), 0x88)), 0xd8);
            t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(a + t33), t38);
            t39 = t32 + 8L;
            if (t39 >= t31) {
                break;
            }
            t32 = t39;
        }
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        a[i] = b[2 * i] - 1;
    }
}

void spread3(int n, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        a[3 * i] = b[i] + 0.5f;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long sum_stride4(int n, const int *a) {
    vcc_no_contract_body
    long s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    const int *t8;
    const int *t9;
    const int *t10;
    const int *t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
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
    __m128i t31;
    __m128i t32;
    __m128i t33;
    __m128i t34;
    __m128i t35;
    __m128i t36;
    __m128i t37;
    __m128i t38;
    __m128i t39;
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
    long t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    int t56;
    long t57;
    long t58;
    long t59;
    long t60;
    __m256i t61;
    const int *t62;
    __m128i t63;
    __m128i t64;
    __m128i t65;
    __m128i t66;
    __m128i t67;
    __m128i t68;
    __m128i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    long t73;
    int i;
    t1 = (long)n - 1L;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        t6 = _mm256_set1_epi64x((long long)0LL);
        t7 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t8 = a + 4 * (int)((long)0 + t3);
            t9 = a + 4 * (int)((long)0 + (t3 + 4L));
            t10 = a + 4 * (int)((long)0 + (t3 + 8L));
            t11 = a + 4 * (int)((long)0 + (t3 + 12L));
            t12 = _mm_loadu_si128((const __m128i *)t8);
            t13 = _mm_loadu_si128((const __m128i *)(t8 + 4));
            t14 = _mm_loadu_si128((const __m128i *)(t8 + 8));
            t15 = _mm_loadu_si128((const __m128i *)(t8 + 12));
            t16 = (__m128i)__builtin_shufflevector((vcc_v4_int)t12, (vcc_v4_int)t13, 0, 4, 0, 0);
            t17 = (__m128i)__builtin_shufflevector((vcc_v4_int)t16, (vcc_v4_int)t14, 0, 1, 4, 3);
            t18 = (__m128i)__builtin_shufflevector((vcc_v4_int)t17, (vcc_v4_int)t15, 0, 1, 2, 4);
            t19 = _mm_loadu_si128((const __m128i *)t9);
            t20 = _mm_loadu_si128((const __m128i *)(t9 + 4));
            t21 = _mm_loadu_si128((const __m128i *)(t9 + 8));
            t22 = _mm_loadu_si128((const __m128i *)(t9 + 12));
            t23 = (__m128i)__builtin_shufflevector((vcc_v4_int)t19, (vcc_v4_int)t20, 0, 4, 0, 0);
            t24 = (__m128i)__builtin_shufflevector((vcc_v4_int)t23, (vcc_v4_int)t21, 0, 1, 4, 3);
            t25 = (__m128i)__builtin_shufflevector((vcc_v4_int)t24, (vcc_v4_int)t22, 0, 1, 2, 4);
            t26 = _mm_loadu_si128((const __m128i *)t10);
            t27 = _mm_loadu_si128((const __m128i *)(t10 + 4));
            t28 = _mm_loadu_si128((const __m128i *)(t10 + 8));
            t29 = _mm_loadu_si128((const __m128i *)(t10 + 12));
            t30 = (__m128i)__builtin_shufflevector((vcc_v4_int)t26, (vcc_v4_int)t27, 0, 4, 0, 0);
            t31 = (__m128i)__builtin_shufflevector((vcc_v4_int)t30, (vcc_v4_int)t28, 0, 1, 4, 3);
            t32 = (__m128i)__builtin_shufflevector((vcc_v4_int)t31, (vcc_v4_int)t29, 0, 1, 2, 4);
            t33 = _mm_loadu_si128((const __m128i *)t11);
            t34 = _mm_loadu_si128((const __m128i *)(t11 + 4));
            t35 = _mm_loadu_si128((const __m128i *)(t11 + 8));
            t36 = _mm_loadu_si128((const __m128i *)(t11 + 12));
            t37 = (__m128i)__builtin_shufflevector((vcc_v4_int)t33, (vcc_v4_int)t34, 0, 4, 0, 0);
            t38 = (__m128i)__builtin_shufflevector((vcc_v4_int)t37, (vcc_v4_int)t35, 0, 1, 4, 3);
            t39 = (__m128i)__builtin_shufflevector((vcc_v4_int)t38, (vcc_v4_int)t36, 0, 1, 2, 4);
            t40 = _mm256_cvtepi32_epi64(t18);
            t41 = _mm256_cvtepi32_epi64(t25);
            t42 = _mm256_cvtepi32_epi64(t32);
            t43 = _mm256_cvtepi32_epi64(t39);
            t44 = t40;
            t45 = _mm256_add_epi64(t4, t44);
            t46 = t41;
            t47 = _mm256_add_epi64(t5, t46);
            t48 = t42;
            t49 = _mm256_add_epi64(t6, t48);
            t50 = t43;
            t51 = _mm256_add_epi64(t7, t50);
            t52 = t3 + 16L;
            if (t52 >= t2) {
                break;
            }
            t3 = t52;
            t4 = t45;
            t5 = t47;
            t6 = t49;
            t7 = t51;
        }
        t53 = _mm256_add_epi64(t45, t47);
        t54 = _mm256_add_epi64(t53, t49);
        t55 = _mm256_add_epi64(t54, t51);
        t56 = (int)((long)0 + t2);
        t57 = (long)((unsigned long)0L + vcc_reduce(unsigned long, (vcc_v4_ulong)t55, +));
    } else {
        t56 = 0;
        t57 = 0L;
    }
    t58 = (long)n + (long)t56 * -1L - 1L;
    if (t58 >= 4L) {
        t59 = t58 & -4L;
        t60 = 0L;
        t61 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t62 = a + 4 * (int)((long)t56 + t60);
            t63 = _mm_loadu_si128((const __m128i *)t62);
            t64 = _mm_loadu_si128((const __m128i *)(t62 + 4));
            t65 = _mm_loadu_si128((const __m128i *)(t62 + 8));
            t66 = _mm_loadu_si128((const __m128i *)(t62 + 12));
            t67 = (__m128i)__builtin_shufflevector((vcc_v4_int)t63, (vcc_v4_int)t64, 0, 4, 0, 0);
            t68 = (__m128i)__builtin_shufflevector((vcc_v4_int)t67, (vcc_v4_int)t65, 0, 1, 4, 3);
            t69 = (__m128i)__builtin_shufflevector((vcc_v4_int)t68, (vcc_v4_int)t66, 0, 1, 2, 4);
            t70 = _mm256_cvtepi32_epi64(t69);
            t71 = t70;
            t72 = _mm256_add_epi64(t61, t71);
            t73 = t60 + 4L;
            if (t73 >= t59) {
                break;
            }
            t60 = t73;
            t61 = t72;
        }
        i = (int)((long)t56 + t59);
        s = (long)((unsigned long)t57 + vcc_reduce(unsigned long, (vcc_v4_ulong)t72, +));
    } else {
        i = t56;
        s = t57;
    }
    for (; i < n; i++) {
        s += (long)a[4 * i];
    }
    return s;
}

/* The arrays hold exactly the elements the scalar loops touch, so a wide load or store that
   reaches past the last one fails under -fsanitize=address. */
static int span(int n, int stride) {
    return n > 0 ? stride * (n - 1) + 1 : 0;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b2 = new_array(span(n, 2), 4), *b4 = new_array(span(n, 4), 4);
        float *fa = new_array(span(n, 3), 4), *fb = new_array(n, 4);
        /* Zeroed first: otherwise gcc -O2 warns (-Wmaybe-uninitialized) that the kernels, once
           vectorized and no longer inlined, may read the arrays before FILL wrote them. */
        memset(b2, 0, (size_t)span(n, 2) * 4);
        memset(b4, 0, (size_t)span(n, 4) * 4);
        memset(fb, 0, (size_t)n * 4);
        FILL(b2, span(n, 2), -1000, 2000);
        FILL(b4, span(n, 4), -1000, 2000);
        FILL(fb, n, -1000, 2000);
        memset(fa, 0, (size_t)span(n, 3) * 4);
        every_other(n, a, b2);
        spread3(n, fa, fb);
        printf("n=%d stride2=%llx stride3=%llx sum4=%ld\n", n, HASH(a, n), HASH(fa, span(n, 3)), sum_stride4(n, b4));
        free(a), free(b2), free(b4), free(fa), free(fb);
    }
    return 0;
}
