/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized 4 */
/* `__builtin_prefetch` in a loop (zstd, libdeflate): a hint with no effect on what the program
 * computes. The vector loop issues it once per part, for the part's first lane, so a VF-wide
 * part asks for the line it would have asked for on its first iteration. */
#include "harness.h"

/* Prefetch a fixed distance ahead of a pointer that walks. */
void scale_ahead(float *restrict dst, const float *restrict src, int n, float k) {
    int t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_float k_v = (vcc_v8_float){k, k, k, k, k, k, k, k};
        long i_vec = 0L;
        /* vcc: loop at prefetch.c:9 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            const float *t4 = src + t3;
            __builtin_prefetch((const void *)(t4 + 64));
            vcc_v8_float src_v = vcc_load(vcc_v8_float, t4);
            vcc_v8_float t5 = src_v * k_v;
            vcc_store(dst + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            const float *t7 = src + t6;
            __builtin_prefetch((const void *)(t7 + 64));
            vcc_v8_float src_v_1 = vcc_load(vcc_v8_float, t7);
            vcc_v8_float t8 = src_v_1 * k_v;
            vcc_store(dst + t6, t8);
            i_vec += 16L;
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        vcc_v8_float k_v_1 = (vcc_v8_float){k, k, k, k, k, k, k, k};
        long i_vec_1 = 0L;
        do {
            long t12 = (long)(int)((long)t9 + i_vec_1);
            const float *t13 = src + t12;
            __builtin_prefetch((const void *)(t13 + 64));
            vcc_v8_float src_v_2 = vcc_load(vcc_v8_float, t13);
            vcc_v8_float t14 = src_v_2 * k_v_1;
            vcc_store(dst + t12, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t9 + t11);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        const float *t16 = src + t15;
        __builtin_prefetch((const void *)(t16 + 64));
        dst[t15] = *t16 * k;
    }
}

/* With the write and locality arguments, on a store's address. */
void add_ahead(int *restrict a, const int *restrict b, int n) {
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at prefetch.c:17 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            __builtin_prefetch((const void *)(a + (t3 + 32)), 1, 0);
            long t4 = (long)t3;
            int *t5 = a + t4;
            vcc_v8_int a_v = vcc_load(vcc_v8_int, t5);
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + t4);
            vcc_v8_int t6 = a_v + b_v;
            vcc_store(t5, t6);
            int t7 = (int)(i_vec + 8L);
            __builtin_prefetch((const void *)(a + (t7 + 32)), 1, 0);
            long t8 = (long)t7;
            int *t9 = a + t8;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, t9);
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t8);
            vcc_v8_int t10 = a_v_1 + b_v_1;
            vcc_store(t9, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        do {
            int t14 = (int)((long)t11 + i_vec_1);
            __builtin_prefetch((const void *)(a + (t14 + 32)), 1, 0);
            long t15 = (long)t14;
            int *t16 = a + t15;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, t16);
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t15);
            vcc_v8_int t17 = a_v_2 + b_v_2;
            vcc_store(t16, t17);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        __builtin_prefetch((const void *)(a + (i + 32)), 1, 0);
        long t18 = (long)i;
        int *t19 = a + t18;
        *t19 = *t19 + b[t18];
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
            long t3 = (long)(int)i_vec;
            short *t4 = a + t3;
            vcc_v16_short a_v = vcc_load(vcc_v16_short, t4);
            vcc_v16_short t5 = a_v;
            vcc_m16 t6 = (vcc_m16)(t5 > (vcc_v16_short){(short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100});
            __builtin_prefetch((const void *)(t4 + 64));
            vcc_store_masked((short *)((unsigned long)a + (unsigned long)t3 * 2UL), ((vcc_v16_short){(short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100, (short)100}), t6);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        short *t7 = a + i;
        if ((int)*t7 > 100) {
            __builtin_prefetch((const void *)(t7 + 64));
            *t7 = (short)100;
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
