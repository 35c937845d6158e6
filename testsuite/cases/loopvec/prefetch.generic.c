/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized 4 */
/* `__builtin_prefetch` in a loop (zstd, libdeflate): a hint with no effect on what the program
 * computes. The vector loop issues it once per part, for the part's first lane, so a VF-wide
 * part asks for the line it would have asked for on its first iteration. */
#include "harness.h"

/* Prefetch a fixed distance ahead of a pointer that walks. */
void scale_ahead(float *restrict dst, const float *restrict src, int n, float k) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_float k_v = (vcc_v8_float){k, k, k, k, k, k, k, k};
        long i_vec = 0L;
        /* vcc: loop at prefetch.c:9 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const float *t3 = src + i_vec;
            __builtin_prefetch((const void *)(t3 + 64));
            vcc_v8_float src_v = vcc_load(vcc_v8_float, t3);
            vcc_v8_float t4 = src_v * k_v;
            vcc_store(dst + i_vec, t4);
            long t5 = i_vec + 8L;
            const float *t6 = src + t5;
            __builtin_prefetch((const void *)(t6 + 64));
            vcc_v8_float src_v_1 = vcc_load(vcc_v8_float, t6);
            vcc_v8_float t7 = src_v_1 * k_v;
            vcc_store(dst + t5, t7);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        vcc_v8_float k_v_1 = (vcc_v8_float){k, k, k, k, k, k, k, k};
        long i_vec_1 = 0L;
        /* vcc: loop at prefetch.c:9 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            const float *t12 = src + t11;
            __builtin_prefetch((const void *)(t12 + 64));
            vcc_v8_float src_v_2 = vcc_load(vcc_v8_float, t12);
            vcc_v8_float t13 = src_v_2 * k_v_1;
            vcc_store(dst + t11, t13);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        const float *t15 = src + t14;
        __builtin_prefetch((const void *)(t15 + 64));
        dst[t14] = *t15 * k;
    }
}

/* With the write and locality arguments, on a store's address. */
void add_ahead(int *restrict a, const int *restrict b, int n) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at prefetch.c:17 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __builtin_prefetch((const void *)(a + ((int)i_vec + 32)), 1, 0);
            int *t3 = a + i_vec;
            vcc_v8_int a_v = vcc_load(vcc_v8_int, t3);
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int t4 = a_v + b_v;
            vcc_store(t3, t4);
            long t5 = i_vec + 8L;
            __builtin_prefetch((const void *)(a + ((int)t5 + 32)), 1, 0);
            int *t6 = a + t5;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, t6);
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t5);
            vcc_v8_int t7 = a_v_1 + b_v_1;
            vcc_store(t6, t7);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at prefetch.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __builtin_prefetch((const void *)(a + ((int)t11 + 32)), 1, 0);
            int *t12 = a + t11;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, t12);
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t11);
            vcc_v8_int t13 = a_v_2 + b_v_2;
            vcc_store(t12, t13);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        __builtin_prefetch((const void *)(a + (i + 32)), 1, 0);
        long t14 = (long)i;
        int *t15 = a + t14;
        *t15 = *t15 + b[t14];
    }
}

/* A reduction, prefetching through a pointer induction. */
long sum_ahead(const int *p, int n) {
    long s;
    const int *t12;
    long t13;
    const int *p_1;
    const int *end = p + n;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at prefetch.c:26 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            const int *t5 = p + t1;
            __builtin_prefetch((const void *)(t5 + 16), 0, 3);
            vcc_v4_int p_v = vcc_load(vcc_v4_int, t5);
            vcc_v4_long t6 = __builtin_convertvector(p_v, vcc_v4_long);
            vcc_v4_ulong t7 = (vcc_v4_ulong)t6;
            s_v = s_v + t7;
            const int *t8 = p + (t1 + 4L);
            __builtin_prefetch((const void *)(t8 + 16), 0, 3);
            vcc_v4_int p_v_1 = vcc_load(vcc_v4_int, t8);
            vcc_v4_long t9 = __builtin_convertvector(p_v_1, vcc_v4_long);
            vcc_v4_ulong t10 = (vcc_v4_ulong)t9;
            s_v_1 = s_v_1 + t10;
            t1 += 8L;
        } while (t1 < t4);
        vcc_v4_ulong t11 = s_v + s_v_1;
        t12 = p + t4;
        t13 = (long)vcc_reduce(unsigned long, t11, +);
    } else {
        t12 = p;
        t13 = 0L;
    }
    long t14 = ((long)p + (long)n * 4L + (long)t12 * -1L) / 4L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        long t2 = 0L;
        vcc_v4_ulong s_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at prefetch.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            const int *t16 = t12 + t2;
            __builtin_prefetch((const void *)(t16 + 16), 0, 3);
            vcc_v4_int p_v_2 = vcc_load(vcc_v4_int, t16);
            vcc_v4_long t17 = __builtin_convertvector(p_v_2, vcc_v4_long);
            vcc_v4_ulong t18 = (vcc_v4_ulong)t17;
            s_v_2 = s_v_2 + t18;
            t2 += 4L;
        } while (t2 < t15);
        p_1 = t12 + t15;
        s = (long)((unsigned long)t13 + vcc_reduce(unsigned long, s_v_2, +));
    } else {
        p_1 = t12;
        s = t13;
    }
    for (; p_1 != end; p_1 = p_1 + 1) {
        __builtin_prefetch((const void *)(p_1 + 16), 0, 3);
        s += (long)*p_1;
    }
    return s;
}

/* Under a condition: the hint may run on every lane. */
void clamp_ahead(short *restrict a, int n) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at prefetch.c:35 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            short *t3 = a + i_vec;
            vcc_v16_short a_v = vcc_load(vcc_v16_short, t3);
            vcc_m16 t4 = (vcc_m16)(a_v > (vcc_v16_short){(short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100});
            __builtin_prefetch((const void *)(t3 + 64));
            vcc_store_masked((short *)((unsigned long)a + (unsigned long)i_vec * 2UL), ((vcc_v16_short){(short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100}), t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        short *t5 = a + i;
        if ((int)*t5 > 100) {
            __builtin_prefetch((const void *)(t5 + 64));
            *t5 = (short)100;
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *f = new_array(n, sizeof(float)), *g = new_array(n, sizeof(float));
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int));
        short *s = new_array(n, sizeof(short));
        FILL(f, n, -1000, 2000);
        FILL(a, n, -50000, 100000);
        FILL(b, n, -50000, 100000);
        FILL(s, n, 0, 300);
        scale_ahead(g, f, n, 0.75f);
        add_ahead(a, b, n);
        long r = sum_ahead(b, n);
        clamp_ahead(s, n);
        printf("n=%d %ld %llx %llx %llx\n", n, r, HASH(g, n), HASH(a, n), HASH(s, n));
        free(f), free(g), free(a), free(b), free(s);
    }
    return 0;
}
