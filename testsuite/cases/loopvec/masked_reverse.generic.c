/* vcc: vector types and helpers */
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized generic=3 avx2=2 avx512=6 avx512vbmi-zmm=7 neon=5 */
/* vcc-test: also-tune avx2 sapphirerapids 6 */
/* Reversed accesses under a condition (`if (c) y[n-1-i] = ..`, count-down loops): a gather or
 * scatter of stride -1 under the block's mask, so no lane the scalar loop skips touches memory;
 * where masked accesses are cheap (avx512's k-masks, 32- and 64-bit lanes) one masked access at
 * the lowest address with the value and the mask reversed (in a count-down loop the reversals
 * then cancel: loopvec/reverse.rs).
 * The arrays accessed downwards start right after a PROT_NONE page (`front_guarded`) and the
 * others end right before one (`guarded`): an element before or after what the scalar loop
 * touches segfaults, in the vector loop and in a masked remainder alike.
 * Over global arrays with a constant count the masked remainder's lowest address lies before
 * the array: it is computed as an integer (C's pointer arithmetic could not go there; gcc
 * -Warray-bounds, which the test treats as a failure, saw `&g_c[2] + -7`). */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* A reversed load under a condition. */
void rev_cond_load(int n, const int *restrict a, const int *restrict c, int *restrict b) {
    int t8;
    int i;
    int t16;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_reverse.c:20 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = i_vec + 8L;
            vcc_v8_int c_v = vcc_load(vcc_v8_int, c + i_vec);
            vcc_v8_int c_v_1 = vcc_load(vcc_v8_int, c + t3);
            vcc_m8 t4 = (vcc_m8)(c_v > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t5 = (vcc_m8)(c_v_1 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int a_v = vcc_gather_masked(vcc_v8_int, a + (n - 1 - (int)i_vec), ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t4);
            vcc_v8_int a_v_1 = vcc_gather_masked(vcc_v8_int, a + (n - 1 - (int)t3), ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t5);
            vcc_v8_int t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, a_v, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(b + i_vec, t6);
            vcc_v8_int t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, a_v_1, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(b + t3, t7);
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
        /* vcc: loop at masked_reverse.c:20 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            vcc_v8_int c_v_2 = vcc_load(vcc_v8_int, c + t11);
            vcc_m8 t12 = (vcc_m8)(c_v_2 > (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int a_v_2 = vcc_gather_masked(vcc_v8_int, a + (n - 1 - (int)t11), ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t12);
            vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, a_v_2, ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(b + t11, t13);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        int *t15 = b + t14;
        if (c[t14] > 0) {
            t16 = a[n - 1 - i];
        } else {
            t16 = -1;
        }
        *t15 = t16;
    }
}

/* A reversed store under a condition (on avx2 and generic the cost model keeps the scatter
   scalar; on avx512 a masked store of the reversed value under the reversed mask). */
void rev_cond_store(int n, const float *restrict x, float *restrict y) {
    for (int i = 0; i < n; i++)
        if (x[i] > 0.0f)
            y[n - 1 - i] = x[i] * 2.0f;
}

/* A count-down loop: the load on every iteration, the store under a condition (scalar on avx2
   and generic, as above; on avx512 a masked store, its reversals cancelled). */
void down_cond(int n, const double *restrict x, double *restrict y) {
    for (int i = n - 1; i >= 0; i--)
        if (x[i] < 0.5)
            y[i] = x[i] + 1.0;
}

/* A count-down conditional sum of shorts: pays only where 8 lanes gather dwords (avx512 zmm). */
long down_cond_sum(int n, const short *restrict s, const int *restrict c) {
    long sum = 0;
    for (int i = n - 1; i >= 0; i--)
        if (c[i] & 1)
            sum += s[i];
    return sum;
}

/* Bytes: a reversed load and store under a condition. */
void rev_bytes(int n, const unsigned char *restrict p, unsigned char *restrict q) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_reverse.c:51 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            long t3 = (long)(n - 1 - (int)i_vec);
            vcc_v32_uchar t4 = vcc_load(vcc_v32_uchar, p + t3 + -31);
            vcc_v32_uchar p_v = __builtin_shufflevector(t4, t4, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_m32 t5 = (vcc_m32)(p_v > (vcc_v32_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100});
            vcc_v32_uchar t6 = p_v - (vcc_v32_uchar){(unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100, (unsigned char)100};
            vcc_scatter_masked(q + t3, ((vcc_v32_int){0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15, -16, -17, -18, -19, -20, -21, -22, -23, -24, -25, -26, -27, -28, -29, -30, -31}), t6, t5);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)(n - 1 - i);
        int t8 = (int)p[t7];
        if (t8 > 100) {
            q[t7] = (unsigned char)(t8 - 100);
        }
    }
}

/* A constant count over global arrays: a reversed load and a reversed store under a condition
   (masked on avx512; on avx2 a masked gather and store, scalar with the generic tune, which
   allows for Zen's microcoded ones, and vectorized with --tune=sapphirerapids). */
#define G 1003
static int g_a[G], g_b[G], g_c[G];

static __typeof__(g_a) g_a __attribute__((aligned(32)));
void glob_rev_load(void) {
    long i_vec = 0L;
    /* vcc: loop at masked_reverse.c:63 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        long t1 = i_vec + 8L;
        long t2 = i_vec + 16L;
        long t3 = i_vec + 24L;
        vcc_v8_int g_a_v = vcc_load(vcc_v8_int, &g_a[i_vec]);
        vcc_v8_int g_a_v_1 = vcc_load(vcc_v8_int, &g_a[t1]);
        vcc_v8_int g_a_v_2 = vcc_load(vcc_v8_int, &g_a[t2]);
        vcc_v8_int g_a_v_3 = vcc_load(vcc_v8_int, &g_a[t3]);
        vcc_m8 t4 = (vcc_m8)(g_a_v > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
        vcc_m8 t5 = (vcc_m8)(g_a_v_1 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
        vcc_m8 t6 = (vcc_m8)(g_a_v_2 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
        vcc_m8 t7 = (vcc_m8)(g_a_v_3 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
        vcc_v8_int g_c_v = vcc_gather_masked(vcc_v8_int, &g_c[1002 - (int)i_vec], ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t4);
        vcc_v8_int g_c_v_1 = vcc_gather_masked(vcc_v8_int, &g_c[1002 - (int)t1], ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t5);
        vcc_v8_int g_c_v_2 = vcc_gather_masked(vcc_v8_int, &g_c[1002 - (int)t2], ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t6);
        vcc_v8_int g_c_v_3 = vcc_gather_masked(vcc_v8_int, &g_c[1002 - (int)t3], ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t7);
        vcc_v8_uint t8 = (vcc_v8_uint)g_c_v;
        vcc_v8_uint t9 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t10 = t8 * t9;
        vcc_v8_int t11 = (vcc_v8_int)t10;
        vcc_store_masked((int *)((unsigned long)&g_b + (unsigned long)i_vec * 4UL), t11, t4);
        vcc_v8_uint t12 = (vcc_v8_uint)g_c_v_1;
        vcc_v8_uint t13 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t14 = t12 * t13;
        vcc_v8_int t15 = (vcc_v8_int)t14;
        vcc_store_masked((int *)((unsigned long)&g_b + (unsigned long)t1 * 4UL), t15, t5);
        vcc_v8_uint t16 = (vcc_v8_uint)g_c_v_2;
        vcc_v8_uint t17 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t18 = t16 * t17;
        vcc_v8_int t19 = (vcc_v8_int)t18;
        vcc_store_masked((int *)((unsigned long)&g_b + (unsigned long)t2 * 4UL), t19, t6);
        vcc_v8_uint t20 = (vcc_v8_uint)g_c_v_3;
        vcc_v8_uint t21 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t22 = t20 * t21;
        vcc_v8_int t23 = (vcc_v8_int)t22;
        vcc_store_masked((int *)((unsigned long)&g_b + (unsigned long)t3 * 4UL), t23, t7);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_reverse.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t24 = 992L + i_vec_1;
        vcc_v8_int g_a_v_4 = vcc_load(vcc_v8_int, &g_a[t24]);
        vcc_m8 t25 = (vcc_m8)(g_a_v_4 > (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3});
        vcc_v8_int g_c_v_4 = vcc_gather_masked(vcc_v8_int, &g_c[1002 - (int)t24], ((vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7}), t25);
        vcc_v8_uint t26 = (vcc_v8_uint)g_c_v_4;
        vcc_v8_uint t27 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t28 = t26 * t27;
        vcc_v8_int t29 = (vcc_v8_int)t28;
        vcc_store_masked((int *)((unsigned long)&g_b + (unsigned long)t24 * 4UL), t29, t25);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        long t30 = (long)i;
        if (g_a[t30] > 3) {
            g_b[t30] = g_c[1002 - i] * 2;
        }
    }
}

void glob_rev_store(void) {
    for (int i = 0; i < G; i++)
        if (g_a[i] > 3)
            g_c[G - 1 - i] = g_b[i] + 1;
}

/* n elements of `size` bytes that end exactly where a PROT_NONE page begins. */
static void *guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t bytes = (size_t)n * size;
    size_t span = (bytes + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - bytes;
}

/* n elements of `size` bytes that start exactly where a PROT_NONE page ends. */
static void *front_guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n * size + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + page;
}

static size_t span_of(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    return ((size_t)n * size + page - 1) / page * page + page;
}

static void release(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    munmap((char *)p + (size_t)n * size - (span_of(n, size) - page), span_of(n, size));
}

static void release_front(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    munmap((char *)p - page, span_of(n, size));
}

static __typeof__(g_b) g_b __attribute__((aligned(32)));
static __typeof__(g_c) g_c __attribute__((aligned(32)));
int main(void) {
    int n;
    int t3;
    int t14;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            vcc_v8_int t26 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_uint t27 = (vcc_v8_uint)t26;
            vcc_v8_uint i_v = t27 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t28 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t29 = t28 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
            vcc_m8 t30 = (vcc_m8)(t29 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
            vcc_v8_uint t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t30, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t32 = (vcc_v8_uint)t29;
            vcc_v8_uint t33 = t32 - t31;
            vcc_v8_int t1 = (vcc_v8_int)t33;
            long i_vec_2 = 0L;
            /* vcc: loop at masked_reverse.c:144 vectorized: VF 8, UF 4, the remainder at 145:18 by 7 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            do {
                vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
                vcc_store(&g_a[i_vec_2], t1);
                vcc_v8_int t34 = -i_v_2;
                vcc_store(&g_b[i_vec_2], t34);
                vcc_v8_int t35 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * i_v_2;
                vcc_store(&g_c[i_vec_2], t35);
                long t36 = i_vec_2 + 8L;
                vcc_v8_uint t37 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int i_v_3 = (vcc_v8_int)t37;
                vcc_v8_int t38 = t1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t39 = (vcc_m8)(t38 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
                vcc_v8_uint t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t41 = (vcc_v8_uint)t38;
                vcc_v8_uint t42 = t41 - t40;
                vcc_v8_int t43 = (vcc_v8_int)t42;
                vcc_store(&g_a[t36], t43);
                vcc_v8_int t44 = -i_v_3;
                vcc_store(&g_b[t36], t44);
                vcc_v8_int t45 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * i_v_3;
                vcc_store(&g_c[t36], t45);
                long t46 = i_vec_2 + 16L;
                vcc_v8_uint t47 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                vcc_v8_int i_v_4 = (vcc_v8_int)t47;
                vcc_v8_int t48 = t1 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                vcc_m8 t49 = (vcc_m8)(t48 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
                vcc_v8_uint t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t51 = (vcc_v8_uint)t48;
                vcc_v8_uint t52 = t51 - t50;
                vcc_v8_int t53 = (vcc_v8_int)t52;
                vcc_store(&g_a[t46], t53);
                vcc_v8_int t54 = -i_v_4;
                vcc_store(&g_b[t46], t54);
                vcc_v8_int t55 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * i_v_4;
                vcc_store(&g_c[t46], t55);
                long t56 = i_vec_2 + 24L;
                vcc_v8_uint t57 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
                vcc_v8_int i_v_5 = (vcc_v8_int)t57;
                vcc_v8_int t58 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                vcc_m8 t59 = (vcc_m8)(t58 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
                vcc_v8_uint t60 = vcc_select(vcc_v8_int, (vcc_v8_int)t59, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t61 = (vcc_v8_uint)t58;
                vcc_v8_uint t62 = t61 - t60;
                vcc_v8_int t63 = (vcc_v8_int)t62;
                vcc_store(&g_a[t56], t63);
                vcc_v8_int t64 = -i_v_5;
                vcc_store(&g_b[t56], t64);
                vcc_v8_int t65 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * i_v_5;
                vcc_store(&g_c[t56], t65);
                i_vec_2 += 32L;
                i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
                vcc_v8_int t66 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                vcc_m8 t67 = (vcc_m8)(t66 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
                vcc_v8_uint t68 = vcc_select(vcc_v8_int, (vcc_v8_int)t67, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t69 = (vcc_v8_uint)t66;
                vcc_v8_uint t70 = t69 - t68;
                t1 = (vcc_v8_int)t70;
            } while (i_vec_2 < 992L);
            vcc_v8_int t71 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
            vcc_v8_uint t72 = (vcc_v8_uint)t71;
            vcc_v8_uint i_v_1 = t72 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            vcc_v8_int t73 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t74 = t73 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
            vcc_m8 t75 = (vcc_m8)(t74 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
            vcc_v8_uint t76 = vcc_select(vcc_v8_int, (vcc_v8_int)t75, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t77 = (vcc_v8_uint)t74;
            vcc_v8_uint t78 = t77 - t76;
            vcc_v8_int t2 = (vcc_v8_int)t78;
            long i_vec_3 = 0L;
            /* vcc: loop at masked_reverse.c:144 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t79 = 992L + i_vec_3;
                vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
                vcc_store(&g_a[t79], t2);
                vcc_v8_int t80 = -i_v_6;
                vcc_store(&g_b[t79], t80);
                vcc_v8_int t81 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * i_v_6;
                vcc_store(&g_c[t79], t81);
                i_vec_3 += 8L;
                i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                vcc_v8_int t82 = t2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                vcc_m8 t83 = (vcc_m8)(t82 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
                vcc_v8_uint t84 = vcc_select(vcc_v8_int, (vcc_v8_int)t83, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t85 = (vcc_v8_uint)t82;
                vcc_v8_uint t86 = t85 - t84;
                t2 = (vcc_v8_int)t86;
            } while (i_vec_3 < 8L);
            for (int i_1 = 1000; i_1 < 1003; i_1++) {
                long t87 = (long)i_1;
                g_a[t87] = i_1 % 7;
                g_b[t87] = -i_1;
                g_c[t87] = 3 * i_1;
            }
            glob_rev_load();
            glob_rev_store();
            unsigned long t88 = hash_bytes((const void *)g_c, 4012UL);
            printf("globals %llx %llx\n", (unsigned long long)hash_bytes((const void *)g_b, 4012UL), (unsigned long long)t88);
            return 0;
        }
        int *a = (int *)front_guarded(n, 4UL);
        int *c = (int *)guarded(n, 4UL);
        int *b = (int *)guarded(n, 4UL);
        float *x = (float *)guarded(n, 4UL);
        float *y = (float *)front_guarded(n, 4UL);
        double *xd = (double *)front_guarded(n, 8UL);
        double *yd = (double *)front_guarded(n, 8UL);
        short *s = (short *)front_guarded(n, 2UL);
        unsigned char *p = (unsigned char *)front_guarded(n, 1UL);
        unsigned char *q = (unsigned char *)front_guarded(n, 1UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -5 + (int)(next_rand() % 10U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            x[fill_idx_2] = (float)(-10 + (int)(next_rand() % 20U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            y[fill_idx_3] = (float)(int)(next_rand() % 5U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            xd[fill_idx_4] = (double)(-1 + (int)(next_rand() % 3U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            yd[fill_idx_5] = (double)(int)(next_rand() % 9U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            s[fill_idx_6] = (short)(-30000 + (int)(next_rand() % 60000U));
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            p[fill_idx_7] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            q[fill_idx_8] = (unsigned char)(int)(next_rand() % 256U);
        }
        long t4 = (long)n;
        if (t4 >= 16L) {
            long t5 = t4 & -16L;
            long i_vec = 0L;
            /* vcc: loop at masked_reverse.c:131 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                double *t6 = xd + i_vec;
                vcc_v4_double xd_v = vcc_load(vcc_v4_double, t6);
                vcc_v4_double t7 = xd_v * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                vcc_store(t6, t7);
                double *t8 = xd + (i_vec + 4L);
                vcc_v4_double xd_v_1 = vcc_load(vcc_v4_double, t8);
                vcc_v4_double t9 = xd_v_1 * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                vcc_store(t8, t9);
                double *t10 = xd + (i_vec + 8L);
                vcc_v4_double xd_v_2 = vcc_load(vcc_v4_double, t10);
                vcc_v4_double t11 = xd_v_2 * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                vcc_store(t10, t11);
                double *t12 = xd + (i_vec + 12L);
                vcc_v4_double xd_v_3 = vcc_load(vcc_v4_double, t12);
                vcc_v4_double t13 = xd_v_3 * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                vcc_store(t12, t13);
                i_vec += 16L;
            } while (i_vec < t5);
            t14 = (int)t5;
        } else {
            t14 = 0;
        }
        long t15 = (long)n + (long)t14 * -1L;
        if (t15 >= 4L) {
            long t16 = t15 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at masked_reverse.c:131 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                double *t17 = xd + ((long)t14 + i_vec_1);
                vcc_v4_double xd_v_4 = vcc_load(vcc_v4_double, t17);
                vcc_v4_double t18 = xd_v_4 * (vcc_v4_double){0.375, 0.375, 0.375, 0.375};
                vcc_store(t17, t18);
                i_vec_1 += 4L;
            } while (i_vec_1 < t16);
            i = (int)((long)t14 + t16);
        } else {
            i = t14;
        }
        for (; i < n; i++) {
            double *t19 = xd + i;
            *t19 = *t19 * 0.375;
        }
        const int *t20 = c;
        rev_cond_load(n, a, t20, b);
        rev_cond_store(n, x, y);
        down_cond(n, xd, yd);
        long sum = down_cond_sum(n, s, t20);
        rev_bytes(n, p, q);
        unsigned long t21 = (unsigned long)n;
        unsigned long t22 = hash_bytes((const void *)q, t21 * 1UL);
        unsigned long t23 = hash_bytes((const void *)yd, t21 * 8UL);
        unsigned long t24 = t21 * 4UL;
        unsigned long t25 = hash_bytes((const void *)y, t24);
        printf("n=%d load %llx store %llx down %llx sum %ld bytes %llx\n", n, (unsigned long long)hash_bytes((const void *)b, t24), (unsigned long long)t25, (unsigned long long)t23, sum, (unsigned long long)t22);
        release_front((void *)a, n, 4UL);
        release((void *)c, n, 4UL);
        release((void *)b, n, 4UL);
        release((void *)x, n, 4UL);
        release_front((void *)y, n, 4UL);
        release_front((void *)xd, n, 8UL);
        release_front((void *)yd, n, 8UL);
        release_front((void *)s, n, 2UL);
        release_front((void *)p, n, 1UL);
        release_front((void *)q, n, 1UL);
    }
}
