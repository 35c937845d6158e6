/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Reversed accesses: a load from the other end, and a sum over a loop that counts down and
   reads downwards. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void reverse_copy(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
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
    long t20;
    int t21;
    long t22;
    long t23;
    long t24;
    int t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    long t29;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = (int)((long)0 + (t3 + 16L));
            t7 = (int)((long)0 + (t3 + 24L));
            t8 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t4) + -7));
            t9 = _mm256_permutevar8x32_epi32(t8, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t10 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t5) + -7));
            t11 = _mm256_permutevar8x32_epi32(t10, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t12 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t6) + -7));
            t13 = _mm256_permutevar8x32_epi32(t12, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t14 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t7) + -7));
            t15 = _mm256_permutevar8x32_epi32(t14, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t16 = _mm256_add_epi32(t9, _mm256_set1_epi32((int)1));
            t17 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)1));
            t18 = _mm256_add_epi32(t13, _mm256_set1_epi32((int)1));
            t19 = _mm256_add_epi32(t15, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(a + t4), t16);
            _mm256_storeu_si256((__m256i *)(a + t5), t17);
            _mm256_storeu_si256((__m256i *)(a + t6), t18);
            _mm256_storeu_si256((__m256i *)(a + t7), t19);
            t20 = t3 + 32L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
        }
        t21 = (int)((long)0 + t2);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        for (;;) {
            t25 = (int)((long)t21 + t24);
            t26 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t25) + -7));
            t27 = _mm256_permutevar8x32_epi32(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t28 = _mm256_add_epi32(t27, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(a + t25), t28);
            t29 = t24 + 8L;
            if (t29 >= t23) {
                break;
            }
            t24 = t29;
        }
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] + 1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long weighted_down(int n, const short *a) {
    vcc_no_contract_body
    __m128i t1;
    __m128i t2;
    long s;
    int i;
    long t3;
    long t4;
    __m128i t5;
    __m128i t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    __m128i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    vcc_v4_short t23;
    vcc_v4_short t24;
    vcc_v4_short t25;
    vcc_v4_short t26;
    vcc_v4_short t27;
    vcc_v4_short t28;
    vcc_v4_short t29;
    vcc_v4_short t30;
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
    long t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    int t51;
    long t52;
    long t53;
    long t54;
    __m128i t55;
    __m128i t56;
    long t57;
    __m256i t58;
    __m128i t59;
    __m256i t60;
    vcc_v4_short t61;
    vcc_v4_short t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    long t67;
    int i_1;
    long t68;
    i = n - 1;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = _mm_set1_epi32((int)i);
        t6 = t5;
        t1 = _mm_add_epi32(t6, _mm_setr_epi32(0, -1, -2, -3));
        t7 = 0L;
        t8 = _mm256_set1_epi64x((long long)0LL);
        t9 = _mm256_set1_epi64x((long long)0LL);
        t10 = _mm256_set1_epi64x((long long)0LL);
        t11 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t12 = t1;
            t13 = _mm_add_epi32(t1, _mm_set1_epi32((int)-4));
            t14 = t13;
            t15 = _mm_add_epi32(t1, _mm_set1_epi32((int)-8));
            t16 = t15;
            t17 = _mm_add_epi32(t1, _mm_set1_epi32((int)-12));
            t18 = t17;
            t19 = _mm256_cvtepi32_epi64(t12);
            t20 = _mm256_cvtepi32_epi64(t14);
            t21 = _mm256_cvtepi32_epi64(t16);
            t22 = _mm256_cvtepi32_epi64(t18);
            t23 = vcc_load(vcc_v4_short, a + (int)((long)i + t7 * -1L) + -3);
            t24 = __builtin_shufflevector(t23, t23, 3, 2, 1, 0);
            t25 = vcc_load(vcc_v4_short, a + (int)((long)i + (t7 + 4L) * -1L) + -3);
            t26 = __builtin_shufflevector(t25, t25, 3, 2, 1, 0);
            t27 = vcc_load(vcc_v4_short, a + (int)((long)i + (t7 + 8L) * -1L) + -3);
            t28 = __builtin_shufflevector(t27, t27, 3, 2, 1, 0);
            t29 = vcc_load(vcc_v4_short, a + (int)((long)i + (t7 + 12L) * -1L) + -3);
            t30 = __builtin_shufflevector(t29, t29, 3, 2, 1, 0);
            t31 = (__m256i)__builtin_convertvector(__builtin_convertvector(t24, vcc_v4_int), vcc_v4_long);
            t32 = (__m256i)__builtin_convertvector(__builtin_convertvector(t26, vcc_v4_int), vcc_v4_long);
            t33 = (__m256i)__builtin_convertvector(__builtin_convertvector(t28, vcc_v4_int), vcc_v4_long);
            t34 = (__m256i)__builtin_convertvector(__builtin_convertvector(t30, vcc_v4_int), vcc_v4_long);
            t35 = _mm256_mullo_epi64(t31, t19);
            t36 = _mm256_mullo_epi64(t32, t20);
            t37 = _mm256_mullo_epi64(t33, t21);
            t38 = _mm256_mullo_epi64(t34, t22);
            t39 = t35;
            t40 = _mm256_add_epi64(t8, t39);
            t41 = t36;
            t42 = _mm256_add_epi64(t9, t41);
            t43 = t37;
            t44 = _mm256_add_epi64(t10, t43);
            t45 = t38;
            t46 = _mm256_add_epi64(t11, t45);
            t47 = t7 + 16L;
            t1 = _mm_add_epi32(t1, _mm_set1_epi32((int)-16));
            if (t47 >= t4) {
                break;
            }
            t7 = t47;
            t8 = t40;
            t9 = t42;
            t10 = t44;
            t11 = t46;
        }
        t48 = _mm256_add_epi64(t40, t42);
        t49 = _mm256_add_epi64(t48, t44);
        t50 = _mm256_add_epi64(t49, t46);
        t51 = (int)((long)i + t4 * -1L);
        t52 = (long)((unsigned long)0L + vcc_reduce(unsigned long, (vcc_v4_ulong)t50, +));
    } else {
        t51 = i;
        t52 = 0L;
    }
    t53 = (long)t51 + 1L;
    if (t53 >= 4L) {
        t54 = t53 & -4L;
        t55 = _mm_set1_epi32((int)t51);
        t56 = t55;
        t2 = _mm_add_epi32(t56, _mm_setr_epi32(0, -1, -2, -3));
        t57 = 0L;
        t58 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t59 = t2;
            t60 = _mm256_cvtepi32_epi64(t59);
            t61 = vcc_load(vcc_v4_short, a + (int)((long)t51 + t57 * -1L) + -3);
            t62 = __builtin_shufflevector(t61, t61, 3, 2, 1, 0);
            t63 = (__m256i)__builtin_convertvector(__builtin_convertvector(t62, vcc_v4_int), vcc_v4_long);
            t64 = _mm256_mullo_epi64(t63, t60);
            t65 = t64;
            t66 = _mm256_add_epi64(t58, t65);
            t67 = t57 + 4L;
            t2 = _mm_add_epi32(t2, _mm_set1_epi32((int)-4));
            if (t67 >= t54) {
                break;
            }
            t57 = t67;
            t58 = t66;
        }
        i_1 = (int)((long)t51 + t54 * -1L);
        s = (long)((unsigned long)t52 + vcc_reduce(unsigned long, (vcc_v4_ulong)t66, +));
    } else {
        i_1 = t51;
        s = t52;
    }
    for (; i_1 >= 0; i_1--) {
        t68 = (long)i_1;
        s += (long)a[t68] * t68;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void reverse_store(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    long t20;
    int t21;
    long t22;
    long t23;
    long t24;
    int t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    long t29;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = (int)((long)0 + (t3 + 16L));
            t7 = (int)((long)0 + (t3 + 24L));
            t8 = _mm256_loadu_ps(b + t4);
            t9 = _mm256_loadu_ps(b + t5);
            t10 = _mm256_loadu_ps(b + t6);
            t11 = _mm256_loadu_ps(b + t7);
            t12 = _mm256_mul_ps(t8, _mm256_set1_ps(2.0f));
            t13 = _mm256_mul_ps(t9, _mm256_set1_ps(2.0f));
            t14 = _mm256_mul_ps(t10, _mm256_set1_ps(2.0f));
            t15 = _mm256_mul_ps(t11, _mm256_set1_ps(2.0f));
            t16 = _mm256_permutevar8x32_ps(t12, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t4) + -7, t16);
            t17 = _mm256_permutevar8x32_ps(t13, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t5) + -7, t17);
            t18 = _mm256_permutevar8x32_ps(t14, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t6) + -7, t18);
            t19 = _mm256_permutevar8x32_ps(t15, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t7) + -7, t19);
            t20 = t3 + 32L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
        }
        t21 = (int)((long)0 + t2);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        for (;;) {
            t25 = (int)((long)t21 + t24);
            t26 = _mm256_loadu_ps(b + t25);
            t27 = _mm256_mul_ps(t26, _mm256_set1_ps(2.0f));
            t28 = _mm256_permutevar8x32_ps(t27, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (n - 1 - t25) + -7, t28);
            t29 = t24 + 8L;
            if (t29 >= t23) {
                break;
            }
            t24 = t29;
        }
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = b[i] * 2.0f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        short *s = new_array(n, 2);
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        FILL(b, n, -1000, 2000);
        FILL(s, n, -1000, 2000);
        FILL(fb, n, -1000, 2000);
        reverse_copy(n, a, b);
        reverse_store(n, fa, fb);
        printf("n=%d copy=%llx sum=%ld store=%llx\n", n, HASH(a, n), weighted_down(n, s), HASH(fa, n));
        free(a), free(b), free(s), free(fa), free(fb);
    }
    return 0;
}
