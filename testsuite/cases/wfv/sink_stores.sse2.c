/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_min_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(a, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_max_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(b, a)); }
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })

void _ZGVbN4ulv_swap2(int *a, int i, __m128i up);
void _ZGVbM4ulv_swap2(int *a, int i, __m128i up, __m128i mask);
void _ZGVbN4uulv_tail(int *a, int *b, int i, __m128i x);
void _ZGVbN4ulvu_uniform_dir(int *a, int i, __m128i x, int up);
void _ZGVbN4uulv_apart(int *a, int *b, int i, __m128i x);
__m128i _ZGVbN4ulv_reload(int *a, int i, __m128i x);
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

/* vcc: function at sink_stores.c:11 vector variant _ZGVbN4ulv_swap2 of `swap2`: VL 4, unmasked, a uniform, i linear step 1, up vector */
void _ZGVbN4ulv_swap2(int *a, int i, __m128i up) {
    int t1 = 2 * i;
    int *t2 = a + t1;
    __m128i t3 = _mm_loadu_si128((const __m128i *)t2);
    __m128i t4 = _mm_loadu_si128((const __m128i *)(t2 + 4));
    __m128i t5 = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t3), _mm_castsi128_ps(t4), 0x88));
    __m128i t6 = _mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t3), _mm_castsi128_ps(t4), 0xdd));
    __m128i t7 = vcc_sse2_min_epi32(t5, t6);
    __m128i t8 = vcc_sse2_max_epi32(t6, t5);
    __m128i t9 = (__m128i)(vcc_m4)((vcc_v4_int)up != (vcc_v4_int){0});
    __m128i t10 = vcc_sse2_blendv_epi8(t8, t7, t9);
    __m128i t11 = (__m128i)(vcc_m4)((vcc_v4_int)up != (vcc_v4_int){0});
    __m128i t12 = vcc_sse2_blendv_epi8(t7, t8, t11);
    vcc_v4_long t13 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t14 = t13 + (vcc_v4_long){0L, 2L, 4L, 6L};
    vcc_scatter(t2, t14, (vcc_v4_int)t10);
    vcc_v4_long t15 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t16 = t15 + (vcc_v4_long){0L, 2L, 4L, 6L};
    vcc_scatter(a + (t1 + 1), t16, (vcc_v4_int)t12);
}

/* vcc: function at sink_stores.c:11 vector variant _ZGVbM4ulv_swap2 of `swap2`: VL 4, masked, a uniform, i linear step 1, up vector */
void _ZGVbM4ulv_swap2(int *a, int i, __m128i up, __m128i mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int t2 = 2 * i;
    int *t3 = a + t2;
    vcc_v4_long t4 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t5 = t4 + (vcc_v4_long){0L, 2L, 4L, 6L};
    __m128i t6 = (__m128i)vcc_gather_masked(vcc_v4_int, t3, t5, (vcc_m4)t1);
    int *t7 = a + (t2 + 1);
    vcc_v4_long t8 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t9 = t8 + (vcc_v4_long){0L, 2L, 4L, 6L};
    __m128i t10 = (__m128i)vcc_gather_masked(vcc_v4_int, t7, t9, (vcc_m4)t1);
    __m128i t11 = vcc_sse2_min_epi32(t6, t10);
    __m128i t12 = vcc_sse2_max_epi32(t10, t6);
    if ((_mm_movemask_epi8(t1) != 0)) {
        if (_mm_movemask_epi8(t1) == 0xffff) {
            __m128i t13 = (__m128i)(vcc_m4)((vcc_v4_int)up != (vcc_v4_int){0});
            __m128i t14 = vcc_sse2_blendv_epi8(t12, t11, t13);
            __m128i t15 = (__m128i)(vcc_m4)((vcc_v4_int)up != (vcc_v4_int){0});
            __m128i t16 = vcc_sse2_blendv_epi8(t11, t12, t15);
            vcc_v4_long t17 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t18 = t17 + (vcc_v4_long){0L, 2L, 4L, 6L};
            vcc_scatter(t3, t18, (vcc_v4_int)t14);
            vcc_v4_long t19 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t20 = t19 + (vcc_v4_long){0L, 2L, 4L, 6L};
            vcc_scatter(t7, t20, (vcc_v4_int)t16);
        } else {
            __m128i t21 = (__m128i)(vcc_m4)((vcc_v4_int)up != (vcc_v4_int){0});
            __m128i t22 = vcc_sse2_blendv_epi8(t12, t11, t21);
            __m128i t23 = (__m128i)(vcc_m4)((vcc_v4_int)up != (vcc_v4_int){0});
            __m128i t24 = vcc_sse2_blendv_epi8(t11, t12, t23);
            vcc_v4_long t25 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t26 = t25 + (vcc_v4_long){0L, 2L, 4L, 6L};
            vcc_scatter_masked(t3, t26, (vcc_v4_int)t22, (vcc_m4)t1);
            vcc_v4_long t27 = (vcc_v4_long){0L, 0L, 0L, 0L};
            vcc_v4_long t28 = t27 + (vcc_v4_long){0L, 2L, 4L, 6L};
            vcc_scatter_masked(t7, t28, (vcc_v4_int)t24, (vcc_m4)t1);
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

/* vcc: function at sink_stores.c:24 vector variant _ZGVbN4uulv_tail of `tail`: VL 4, unmasked, a uniform, b uniform, i linear step 1, x vector */
void _ZGVbN4uulv_tail(int *a, int *b, int i, __m128i x) {
    vcc_v4_int t1;
    __m128i t2 = _mm_set1_epi32(3);
    __m128i t3 = _mm_cmpgt_epi32(x, t2);
    __m128i t4 = _mm_set1_epi32(1);
    __m128i t5 = _mm_sub_epi32(x, t4);
    if ((_mm_movemask_epi8(t3) != 0)) {
        if (_mm_movemask_epi8(t3) == 0xffff) {
            _mm_storeu_si128((__m128i *)(b + i), x);
            __m128i t6 = _mm_set1_epi32(2);
            t1 = (vcc_v4_int)(__m128i)((vcc_v4_int)x * (vcc_v4_int)t6);
        } else {
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)b + (unsigned long)(long)i * 4UL), x, t3);
            __m128i t7 = _mm_set1_epi32(2);
            t1 = (vcc_v4_int)(__m128i)((vcc_v4_uint)x * (vcc_v4_uint)t7);
        }
    } else {
        t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    }
    __m128i t8 = vcc_sse2_blendv_epi8(t5, (__m128i)t1, t3);
    _mm_storeu_si128((__m128i *)(a + i), t8);
}

/* #pragma omp declare simd uniform(a, up) linear(i) notinbranch */
void uniform_dir(int *a, int i, int x, int up) {
    if (up)
        a[i] = x;
    else
        a[i] = -x;
}

/* vcc: function at sink_stores.c:34 vector variant _ZGVbN4ulvu_uniform_dir of `uniform_dir`: VL 4, unmasked, a uniform, i linear step 1, x vector, up uniform */
void _ZGVbN4ulvu_uniform_dir(int *a, int i, __m128i x, int up) {
    __m128i t1 = _mm_set1_epi32((int)up);
    __m128i t2 = (__m128i)(vcc_m4)((vcc_v4_int)t1 != (vcc_v4_int){0});
    __m128i t3 = (__m128i)~(vcc_m4)t2;
    if ((_mm_movemask_epi8(t3) != 0)) {
        __m128i t4 = _mm_sub_epi32(_mm_setzero_si128(), x);
        _mm_storeu_si128((__m128i *)(a + i), t4);
    }
    if (up) {
        _mm_storeu_si128((__m128i *)(a + i), x);
    }
}

/* #pragma omp declare simd uniform(a, b) linear(i) notinbranch */
void apart(int *a, int *b, int i, int x) {
    if (x & 1)
        a[i] = x;
    else
        b[i] = x;
}

/* vcc: function at sink_stores.c:42 vector variant _ZGVbN4uulv_apart of `apart`: VL 4, unmasked, a uniform, b uniform, i linear step 1, x vector */
void _ZGVbN4uulv_apart(int *a, int *b, int i, __m128i x) {
    __m128i t1 = _mm_set1_epi32(1);
    __m128i t2 = _mm_and_si128(x, t1);
    __m128i t3 = (__m128i)(vcc_m4)((vcc_v4_int)t2 != (vcc_v4_int){0});
    __m128i t4 = (__m128i)~(vcc_m4)t3;
    if ((_mm_movemask_epi8(t4) != 0)) {
        if (_mm_movemask_epi8(t4) == 0xffff) {
            _mm_storeu_si128((__m128i *)(b + i), x);
        } else {
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)b + (unsigned long)(long)i * 4UL), x, t4);
        }
    }
    if ((_mm_movemask_epi8(t3) != 0)) {
        if (_mm_movemask_epi8(t3) == 0xffff) {
            _mm_storeu_si128((__m128i *)(a + i), x);
        } else {
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)(long)i * 4UL), x, t3);
        }
    }
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

/* vcc: function at sink_stores.c:50 vector variant _ZGVbN4ulv_reload of `reload`: VL 4, unmasked, a uniform, i linear step 1, x vector */
__m128i _ZGVbN4ulv_reload(int *a, int i, __m128i x) {
    __m128i t1;
    vcc_v4_int t2;
    int t8;
    __m128i t3 = _mm_set1_epi32(2);
    __m128i t4 = _mm_cmpgt_epi32(x, t3);
    __m128i t5 = (__m128i)~(vcc_m4)t4;
    if ((_mm_movemask_epi8(t5) != 0)) {
        if (_mm_movemask_epi8(t5) == 0xffff) {
            t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128i t6 = _mm_sub_epi32(_mm_setzero_si128(), x);
            _mm_storeu_si128((__m128i *)(a + i), t6);
            t8 = 0;
        } else {
            __m128i t7 = _mm_sub_epi32(_mm_setzero_si128(), x);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)(long)i * 4UL), t7, t5);
            t8 = 0;
            t1 = t5;
        }
    } else {
        t8 = 0;
        t1 = (__m128i)(vcc_m4){0};
    }
    if ((_mm_movemask_epi8(t4) != 0)) {
        if (_mm_movemask_epi8(t4) == 0xffff) {
            _mm_storeu_si128((__m128i *)(a + i), x);
            t2 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(a + (i + 8)));
        } else {
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)(long)i * 4UL), x, t4);
            t2 = (vcc_v4_int)vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)(long)(i + 8) * 4UL), t4);
        }
    } else {
        t2 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    }
    __m128i t9 = _mm_set1_epi32((int)t8);
    __m128i t10 = vcc_sse2_blendv_epi8((__m128i)t2, t9, t1);
    return t10;
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
