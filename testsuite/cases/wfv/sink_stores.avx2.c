/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

__attribute__((target("avx2"))) void _ZGVdN8ulv_swap2(int *a, int i, __m256i up);
__attribute__((target("avx2"))) void _ZGVdM8ulv_swap2(int *a, int i, __m256i up, __m256i mask);
__attribute__((target("avx2"))) void _ZGVdN8uulv_tail(int *a, int *b, int i, __m256i x);
__attribute__((target("avx2"))) void _ZGVdN8ulvu_uniform_dir(int *a, int i, __m256i x, int up);
__attribute__((target("avx2"))) void _ZGVdN8uulv_apart(int *a, int *b, int i, __m256i x);
__attribute__((target("avx2"))) __m256i _ZGVdN8ulv_reload(int *a, int i, __m256i x);
/* Stores to the same addresses on both sides of a varying branch (sink_stores.rs): sunk below
   the branch as one unmasked store of a blend per address (swap2; in order; only the trailing
   pair in tail, whose first stores differ). They stay where they are when the branch is uniform
   (uniform_dir), when the addresses differ (apart), and when a load follows them (reload); in
   the masked variant the sunk stores keep the entry mask. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 6 */

/* #pragma omp declare simd uniform(a) linear(i) */
void swap2(int *a, int i, int up) {
    int l = a[2 * i], r = a[2 * i + 1];
    int lo = l < r ? l : r, hi = l < r ? r : l;
    if (up) {
        a[2 * i] = lo;
        a[2 * i + 1] = hi;
    } else {
        a[2 * i] = hi;
        a[2 * i + 1] = lo;
    }
}

/* vcc: function at sink_stores.c:11 vector variant _ZGVdN8ulv_swap2 of `swap2`: VL 8, unmasked, a uniform, i linear step 1, up vector */
__attribute__((target("avx2"))) void _ZGVdN8ulv_swap2(int *a, int i, __m256i up) {
    int t1 = 2 * i;
    int *t2 = a + t1;
    __m256i t3 = _mm256_loadu_si256((const __m256i *)t2);
    __m256i t4 = _mm256_loadu_si256((const __m256i *)(t2 + 8));
    __m256i t5 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t3), _mm256_castsi256_ps(t4), 0x88)), 0xd8);
    __m256i t6 = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t3), _mm256_castsi256_ps(t4), 0xdd)), 0xd8);
    __m256i t7 = _mm256_min_epi32(t5, t6);
    __m256i t8 = _mm256_max_epi32(t6, t5);
    __m256i t9 = (__m256i)(vcc_m8)((vcc_v8_int)up != (vcc_v8_int){0});
    __m256i t10 = _mm256_blendv_epi8(t8, t7, t9);
    __m256i t11 = (__m256i)(vcc_m8)((vcc_v8_int)up != (vcc_v8_int){0});
    __m256i t12 = _mm256_blendv_epi8(t7, t8, t11);
    vcc_v8_long t13 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t14 = t13 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    vcc_scatter(t2, t14, (vcc_v8_int)t10);
    vcc_v8_long t15 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t16 = t15 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    vcc_scatter(a + (t1 + 1), t16, (vcc_v8_int)t12);
}

/* vcc: function at sink_stores.c:11 vector variant _ZGVdM8ulv_swap2 of `swap2`: VL 8, masked, a uniform, i linear step 1, up vector */
__attribute__((target("avx2"))) void _ZGVdM8ulv_swap2(int *a, int i, __m256i up, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    int t2 = 2 * i;
    int *t3 = a + t2;
    vcc_v8_long t4 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t5 = t4 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    __m256i t6 = (__m256i)vcc_gather_masked(vcc_v8_int, t3, t5, (vcc_m8)t1);
    int *t7 = a + (t2 + 1);
    vcc_v8_long t8 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t9 = t8 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    __m256i t10 = (__m256i)vcc_gather_masked(vcc_v8_int, t7, t9, (vcc_m8)t1);
    __m256i t11 = _mm256_min_epi32(t6, t10);
    __m256i t12 = _mm256_max_epi32(t10, t6);
    if ((_mm256_movemask_epi8(t1) != 0)) {
        if (_mm256_movemask_epi8(t1) == -1) {
            __m256i t13 = (__m256i)(vcc_m8)((vcc_v8_int)up != (vcc_v8_int){0});
            __m256i t14 = _mm256_blendv_epi8(t12, t11, t13);
            __m256i t15 = (__m256i)(vcc_m8)((vcc_v8_int)up != (vcc_v8_int){0});
            __m256i t16 = _mm256_blendv_epi8(t11, t12, t15);
            vcc_v8_long t17 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t18 = t17 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
            vcc_scatter(t3, t18, (vcc_v8_int)t14);
            vcc_v8_long t19 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t20 = t19 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
            vcc_scatter(t7, t20, (vcc_v8_int)t16);
        } else {
            __m256i t21 = (__m256i)(vcc_m8)((vcc_v8_int)up != (vcc_v8_int){0});
            __m256i t22 = _mm256_blendv_epi8(t12, t11, t21);
            __m256i t23 = (__m256i)(vcc_m8)((vcc_v8_int)up != (vcc_v8_int){0});
            __m256i t24 = _mm256_blendv_epi8(t11, t12, t23);
            vcc_v8_long t25 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t26 = t25 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
            vcc_scatter_masked(t3, t26, (vcc_v8_int)t22, (vcc_m8)t1);
            vcc_v8_long t27 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t28 = t27 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
            vcc_scatter_masked(t7, t28, (vcc_v8_int)t24, (vcc_m8)t1);
        }
    }
}

/* #pragma omp declare simd uniform(a, b) linear(i) notinbranch */
void tail(int *a, int *b, int i, int x) {
    if (x > 3) {
        b[i] = x;
        a[i] = x * 2;
    } else {
        a[i] = x - 1;
    }
}

/* vcc: function at sink_stores.c:24 vector variant _ZGVdN8uulv_tail of `tail`: VL 8, unmasked, a uniform, b uniform, i linear step 1, x vector */
__attribute__((target("avx2"))) void _ZGVdN8uulv_tail(int *a, int *b, int i, __m256i x) {
    __m256i t1 = _mm256_set1_epi32(3);
    __m256i t2 = _mm256_cmpgt_epi32(x, t1);
    __m256i t3 = _mm256_set1_epi32(1);
    __m256i t4 = _mm256_sub_epi32(x, t3);
    _mm256_maskstore_epi32((int *)(int *)((unsigned long)b + (unsigned long)(long)i * 4UL), t2, x);
    __m256i t5 = _mm256_set1_epi32(2);
    __m256i t6 = _mm256_mullo_epi32(x, t5);
    __m256i t7 = _mm256_blendv_epi8(t4, t6, t2);
    _mm256_storeu_si256((__m256i *)(a + i), t7);
}

/* #pragma omp declare simd uniform(a, up) linear(i) notinbranch */
void uniform_dir(int *a, int i, int x, int up) {
    if (up)
        a[i] = x;
    else
        a[i] = -x;
}

/* vcc: function at sink_stores.c:34 vector variant _ZGVdN8ulvu_uniform_dir of `uniform_dir`: VL 8, unmasked, a uniform, i linear step 1, x vector, up uniform */
__attribute__((target("avx2"))) void _ZGVdN8ulvu_uniform_dir(int *a, int i, __m256i x, int up) {
    __m256i t1 = _mm256_set1_epi32((int)up);
    __m256i t2 = (__m256i)(vcc_m8)((vcc_v8_int)t1 != (vcc_v8_int){0});
    __m256i t3 = (__m256i)~(vcc_m8)t2;
    if ((_mm256_movemask_epi8(t3) != 0)) {
        __m256i t4 = _mm256_sub_epi32(_mm256_setzero_si256(), x);
        _mm256_storeu_si256((__m256i *)(a + i), t4);
    }
    if (up) {
        _mm256_storeu_si256((__m256i *)(a + i), x);
    }
}

/* #pragma omp declare simd uniform(a, b) linear(i) notinbranch */
void apart(int *a, int *b, int i, int x) {
    if (x & 1)
        a[i] = x;
    else
        b[i] = x;
}

/* vcc: function at sink_stores.c:42 vector variant _ZGVdN8uulv_apart of `apart`: VL 8, unmasked, a uniform, b uniform, i linear step 1, x vector */
__attribute__((target("avx2"))) void _ZGVdN8uulv_apart(int *a, int *b, int i, __m256i x) {
    __m256i t1 = _mm256_set1_epi32(1);
    __m256i t2 = _mm256_and_si256(x, t1);
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)t2 != (vcc_v8_int){0});
    __m256i t4 = (__m256i)~(vcc_m8)t3;
    _mm256_maskstore_epi32((int *)(int *)((unsigned long)b + (unsigned long)(long)i * 4UL), t4, x);
    _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)(long)i * 4UL), t3, x);
}

/* #pragma omp declare simd uniform(a) linear(i) notinbranch */
int reload(int *a, int i, int x) {
    int r;
    if (x > 2) {
        a[i] = x;
        r = a[i + 8];
    } else {
        a[i] = -x;
        r = 0;
    }
    return r;
}

/* vcc: function at sink_stores.c:50 vector variant _ZGVdN8ulv_reload of `reload`: VL 8, unmasked, a uniform, i linear step 1, x vector */
__attribute__((target("avx2"))) __m256i _ZGVdN8ulv_reload(int *a, int i, __m256i x) {
    __m256i t1 = _mm256_set1_epi32(2);
    __m256i t2 = _mm256_cmpgt_epi32(x, t1);
    __m256i t3 = (__m256i)~(vcc_m8)t2;
    __m256i t4 = _mm256_sub_epi32(_mm256_setzero_si256(), x);
    _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)(long)i * 4UL), t3, t4);
    _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)(long)i * 4UL), t2, x);
    __m256i t5 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)(long)(i + 8) * 4UL), t2);
    __m256i t6 = _mm256_set1_epi32(0);
    __m256i t7 = ({ (void)t6; _mm256_and_si256(t2, t5); });
    return t7;
}

void _ZGVdN8ulv_swap2(int *, int, v8i);
void _ZGVdM8ulv_swap2(int *, int, v8i, v8i);
void _ZGVdN8uulv_tail(int *, int *, int, v8i);
void _ZGVdN8ulvu_uniform_dir(int *, int, v8i, int);
void _ZGVdN8uulv_apart(int *, int *, int, v8i);
v8i _ZGVdN8ulv_reload(int *, int, v8i);

int main(void) {
    int a[16], b[16], s[16], t[16], u[16], v[16], x[8], up[8], m[8];
    for (int row = 0; row < 4; row++) {
        for (int k = 0; k < 16; k++) {
            a[k] = b[k] = (k * 29 + row * 7) % 17;
            s[k] = t[k] = u[k] = v[k] = 100 + k;
        }
        for (int k = 0; k < 8; k++) {
            x[k] = (k * 5 + row) % 8;
            up[k] = (k + row) % 3 == 0;
            m[k] = (k + row) % 2 ? -1 : 0;
        }
        for (int k = 0; k < 8; k++)
            swap2(a, k, up[k]);
        _ZGVdN8ulv_swap2(b, 0, TO_VEC(v8i, up));
        for (int k = 0; k < 16; k++)
            printf("%d %d\n", a[k], b[k]);
        for (int k = 0; k < 16; k++)
            a[k] = b[k] = (k * 31 + row * 3) % 13;
        /* The masked variant with the lanes of odd k active; scalar calls for the same lanes. */
        for (int k = 0; k < 8; k++)
            if (m[k])
                swap2(a, k, up[k]);
        _ZGVdM8ulv_swap2(b, 0, TO_VEC(v8i, up), TO_VEC(v8i, m));
        for (int k = 0; k < 16; k++)
            printf("%d %d\n", a[k], b[k]);
        for (int k = 0; k < 8; k++) {
            tail(s, t, k, x[k]);
            uniform_dir(u, k, x[k], row % 2);
            apart(v, v + 8, k, x[k]);
        }
        _ZGVdN8uulv_tail(s + 8, t + 8, 0, TO_VEC(v8i, x));
        _ZGVdN8ulvu_uniform_dir(u + 8, 0, TO_VEC(v8i, x), row % 2);
        for (int k = 0; k < 16; k++)
            printf("%d %d %d %d\n", s[k], t[k], u[k], v[k]);
        for (int k = 0; k < 16; k++)
            u[k] = v[k] = 50 + k;
        _ZGVdN8uulv_apart(v, v + 8, 0, TO_VEC(v8i, x));
        for (int k = 0; k < 8; k++)
            apart(u, u + 8, k, x[k]);
        for (int k = 0; k < 16; k++)
            printf("%d %d %d %d\n", u[k], v[k], s[k], t[k]);
        int r[8], rv[8];
        for (int k = 0; k < 16; k++)
            s[k] = t[k] = 7 * k - row;
        for (int k = 0; k < 8; k++)
            r[k] = reload(s, k, x[k]);
        FROM_VEC(rv, _ZGVdN8ulv_reload(t, 0, TO_VEC(v8i, x)));
        for (int k = 0; k < 16; k++)
            printf("%d %d\n", s[k], t[k]);
        for (int k = 0; k < 8; k++)
            printf("%d %d\n", r[k], rv[k]);
    }
    return 0;
}
