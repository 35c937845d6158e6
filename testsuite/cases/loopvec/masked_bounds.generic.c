/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=14 avx2=14 avx512=14 sse4.2=13 neon=10 sse2=13 */
/* Masked accesses whose lane 0 is off: the scalar loop never forms the address of an element
 * outside the array, but lane 0's address of a masked vector access may lie there (`g[i - 1]`
 * with `i >= 1` at i = 0, `g[i + 4]` with `i + 4 < G` near the end). Such addresses are computed
 * as unsigned integers; with C's array indexing this program fails under
 * -fsanitize=undefined ("index -1 out of bounds for type 'int [1003]'"), which the test builds
 * vcc's output with. Constant and run-time counts, loads and stores. A conditional load whose
 * elements all exist (`gf[i]` in store_before, `g[i]` in load_inside: the loop's constant count
 * stays inside the array) is an unmasked load; one whose stretch passes the array's end
 * (`half[i]` in load_half, read only while `i < H` by a loop of G iterations) stays masked: an
 * unmasked one would read past `half` (AddressSanitizer, which the test also builds with).
 * A conditional load of one element at a constant offset (`gf[0]` on the first iteration, the
 * last element of a local array) is loaded once, unmasked, where the element exists; through
 * a pointer of unknown extent (`p[0]`), or at an offset past the array (`half[H]`, read only
 * when a run-time flag says so, which it never does), it keeps the refusal. Over a constant
 * count, a test of the counter against a constant splits the loop there instead
 * (`split_loops.rs`: load_before, store_before, load_half, first_iter), and each part needs no
 * mask; the `_n` twins run to a run-time count, which is not split, and keep the masks. */
#include "harness.h"

#define G 1003
static int g[G], out[G];
static float gf[G], outf[G];
#define H 500
static int half[H];

/* A load one element back, from the second iteration on. */
static __typeof__(g) g __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
void load_before(void) {
    int i = 0;
    while (i < 1) {
        i++;
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        long t1 = 1L + i_vec;
        vcc_v8_int g_v = vcc_load(vcc_v8_int, &g[(int)t1 - 1]);
        vcc_v8_int t2 = g_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_store(&out[t1], t2);
        long t3 = 1L + (i_vec + 8L);
        vcc_v8_int g_v_1 = vcc_load(vcc_v8_int, &g[(int)t3 - 1]);
        vcc_v8_int t4 = g_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_store(&out[t3], t4);
        long t5 = 1L + (i_vec + 16L);
        vcc_v8_int g_v_2 = vcc_load(vcc_v8_int, &g[(int)t5 - 1]);
        vcc_v8_int t6 = g_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_store(&out[t5], t6);
        long t7 = 1L + (i_vec + 24L);
        vcc_v8_int g_v_3 = vcc_load(vcc_v8_int, &g[(int)t7 - 1]);
        vcc_v8_int t8 = g_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_store(&out[t7], t8);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t9 = 993L + i_vec_1;
        vcc_v8_int g_v_4 = vcc_load(vcc_v8_int, &g[(int)t9 - 1]);
        vcc_v8_int t10 = g_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_store(&out[t9], t10);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    for (int i_1 = 1001; i_1 < 1003; i_1++) {
        out[i_1] = g[i_1 - 1] * 3;
    }
}

/* The same to a run-time count (n = G): masked, lane 0 off in the first vector. */
void load_before_n(int n) {
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:36 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_m8 t5 = (vcc_m8)(i_v_2 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            vcc_v8_int g_v = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)i_vec - 1) * 4UL), t5);
            vcc_v8_uint t6 = (vcc_v8_uint)g_v;
            vcc_v8_uint t7 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t8 = t6 * t7;
            vcc_v8_int t9 = (vcc_v8_int)t8;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), t9, t5);
            long t10 = i_vec + 8L;
            vcc_v8_uint t11 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t11;
            vcc_m8 t12 = (vcc_m8)(i_v_3 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            vcc_v8_int g_v_1 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)t10 - 1) * 4UL), t12);
            vcc_v8_uint t13 = (vcc_v8_uint)g_v_1;
            vcc_v8_uint t14 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t15 = t13 * t14;
            vcc_v8_int t16 = (vcc_v8_int)t15;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)t10 * 4UL), t16, t12);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t17 = (int)t2;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        vcc_v8_int t20 = (vcc_v8_int){t17, t17, t17, t17, t17, t17, t17, t17};
        vcc_v8_uint t21 = (vcc_v8_uint)t20;
        vcc_v8_uint i_v_1 = t21 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:36 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t22 = (long)t17 + i_vec_1;
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            vcc_m8 t23 = (vcc_m8)(i_v_4 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            vcc_v8_int g_v_2 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)t22 - 1) * 4UL), t23);
            vcc_v8_uint t24 = (vcc_v8_uint)g_v_2;
            vcc_v8_uint t25 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t26 = t24 * t25;
            vcc_v8_int t27 = (vcc_v8_int)t26;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)t22 * 4UL), t27, t23);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        if (i >= 1) {
            out[i] = g[i - 1] * 3;
        }
    }
}

/* A load four elements on, while it stays inside the array (a run-time count). */
void load_after(int n) {
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:43 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_v8_int t5 = i_v_2 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_m8 t6 = (vcc_m8)(t5 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            vcc_v8_int g_v = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)i_vec + 4) * 4UL), t6);
            vcc_v8_uint t7 = (vcc_v8_uint)g_v;
            vcc_v8_uint t8 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t9 = t7 + t8;
            vcc_v8_int t10 = (vcc_v8_int)t9;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), t10, t6);
            long t11 = i_vec + 8L;
            vcc_v8_uint t12 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t12;
            vcc_v8_int t13 = i_v_3 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_m8 t14 = (vcc_m8)(t13 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            vcc_v8_int g_v_1 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)t11 + 4) * 4UL), t14);
            vcc_v8_uint t15 = (vcc_v8_uint)g_v_1;
            vcc_v8_uint t16 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t17 = t15 + t16;
            vcc_v8_int t18 = (vcc_v8_int)t17;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)t11 * 4UL), t18, t14);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        vcc_v8_int t22 = (vcc_v8_int){t19, t19, t19, t19, t19, t19, t19, t19};
        vcc_v8_uint t23 = (vcc_v8_uint)t22;
        vcc_v8_uint i_v_1 = t23 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t24 = (long)t19 + i_vec_1;
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            vcc_v8_int t25 = i_v_4 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_m8 t26 = (vcc_m8)(t25 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            vcc_v8_int g_v_2 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)t24 + 4) * 4UL), t26);
            vcc_v8_uint t27 = (vcc_v8_uint)g_v_2;
            vcc_v8_uint t28 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t29 = t27 + t28;
            vcc_v8_int t30 = (vcc_v8_int)t29;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)t24 * 4UL), t30, t26);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        int t31 = i + 4;
        if (t31 < 1003) {
            out[i] = g[t31] + 1;
        }
    }
}

/* A store two elements back, from the third iteration on. */
static __typeof__(gf) gf __attribute__((aligned(32)));
static __typeof__(outf) outf __attribute__((aligned(32)));
void store_before(void) {
    int i = 0;
    while (i < 2) {
        i++;
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:50 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        long t1 = 2L + i_vec;
        vcc_v8_float gf_v = vcc_load(vcc_v8_float, &gf[t1]);
        vcc_v8_float t2 = gf_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&outf[(int)t1 - 2], t2);
        long t3 = 2L + (i_vec + 8L);
        vcc_v8_float gf_v_1 = vcc_load(vcc_v8_float, &gf[t3]);
        vcc_v8_float t4 = gf_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&outf[(int)t3 - 2], t4);
        long t5 = 2L + (i_vec + 16L);
        vcc_v8_float gf_v_2 = vcc_load(vcc_v8_float, &gf[t5]);
        vcc_v8_float t6 = gf_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&outf[(int)t5 - 2], t6);
        long t7 = 2L + (i_vec + 24L);
        vcc_v8_float gf_v_3 = vcc_load(vcc_v8_float, &gf[t7]);
        vcc_v8_float t8 = gf_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&outf[(int)t7 - 2], t8);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:50 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t9 = 994L + i_vec_1;
        vcc_v8_float gf_v_4 = vcc_load(vcc_v8_float, &gf[t9]);
        vcc_v8_float t10 = gf_v_4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&outf[(int)t9 - 2], t10);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    for (int i_1 = 1002; i_1 < 1003; i_1++) {
        outf[i_1 - 2] = gf[i_1] * 0.5f;
    }
}

/* The same to a run-time count (n = G). */
void store_before_n(int n) {
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:57 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_m8 t5 = (vcc_m8)(i_v_2 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_float gf_v = vcc_load_masked(vcc_v8_float, (float *)((unsigned long)&gf + (unsigned long)i_vec * 4UL), t5);
            vcc_v8_float t6 = gf_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)((int)i_vec - 2) * 4UL), t6, t5);
            long t7 = i_vec + 8L;
            vcc_v8_uint t8 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t8;
            vcc_m8 t9 = (vcc_m8)(i_v_3 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_float gf_v_1 = vcc_load_masked(vcc_v8_float, (float *)((unsigned long)&gf + (unsigned long)t7 * 4UL), t9);
            vcc_v8_float t10 = gf_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)((int)t7 - 2) * 4UL), t10, t9);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        vcc_v8_int t14 = (vcc_v8_int){t11, t11, t11, t11, t11, t11, t11, t11};
        vcc_v8_uint t15 = (vcc_v8_uint)t14;
        vcc_v8_uint i_v_1 = t15 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:57 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t16 = (long)t11 + i_vec_1;
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            vcc_m8 t17 = (vcc_m8)(i_v_4 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            vcc_v8_float gf_v_2 = vcc_load_masked(vcc_v8_float, (float *)((unsigned long)&gf + (unsigned long)t16 * 4UL), t17);
            vcc_v8_float t18 = gf_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)((int)t16 - 2) * 4UL), t18, t17);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        if (i >= 2) {
            outf[i - 2] = gf[i] * 0.5f;
        }
    }
}

/* Every element of g exists for every iteration: the conditional load is unmasked. */
void load_inside(void) {
    int t42;
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:64 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        int *t1 = &out[i_vec];
        vcc_v8_int out_v = vcc_load(vcc_v8_int, t1);
        vcc_m8 t2 = (vcc_m8)(out_v > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_int g_v = vcc_load(vcc_v8_int, &g[i_vec]);
        vcc_v8_uint t3 = (vcc_v8_uint)g_v;
        vcc_v8_uint t4 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t5 = t3 * t4;
        vcc_v8_int t6 = (vcc_v8_int)t5;
        vcc_v8_int t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t6, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
        vcc_store(t1, t7);
        long t8 = i_vec + 8L;
        int *t9 = &out[t8];
        vcc_v8_int out_v_1 = vcc_load(vcc_v8_int, t9);
        vcc_m8 t10 = (vcc_m8)(out_v_1 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_int g_v_1 = vcc_load(vcc_v8_int, &g[t8]);
        vcc_v8_uint t11 = (vcc_v8_uint)g_v_1;
        vcc_v8_uint t12 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t13 = t11 * t12;
        vcc_v8_int t14 = (vcc_v8_int)t13;
        vcc_v8_int t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t14, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
        vcc_store(t9, t15);
        long t16 = i_vec + 16L;
        int *t17 = &out[t16];
        vcc_v8_int out_v_2 = vcc_load(vcc_v8_int, t17);
        vcc_m8 t18 = (vcc_m8)(out_v_2 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_int g_v_2 = vcc_load(vcc_v8_int, &g[t16]);
        vcc_v8_uint t19 = (vcc_v8_uint)g_v_2;
        vcc_v8_uint t20 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t21 = t19 * t20;
        vcc_v8_int t22 = (vcc_v8_int)t21;
        vcc_v8_int t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t22, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
        vcc_store(t17, t23);
        long t24 = i_vec + 24L;
        int *t25 = &out[t24];
        vcc_v8_int out_v_3 = vcc_load(vcc_v8_int, t25);
        vcc_m8 t26 = (vcc_m8)(out_v_3 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_int g_v_3 = vcc_load(vcc_v8_int, &g[t24]);
        vcc_v8_uint t27 = (vcc_v8_uint)g_v_3;
        vcc_v8_uint t28 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t29 = t27 * t28;
        vcc_v8_int t30 = (vcc_v8_int)t29;
        vcc_v8_int t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t30, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
        vcc_store(t25, t31);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:64 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t32 = 992L + i_vec_1;
        int *t33 = &out[t32];
        vcc_v8_int out_v_4 = vcc_load(vcc_v8_int, t33);
        vcc_m8 t34 = (vcc_m8)(out_v_4 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_int g_v_4 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)t32 * 4UL), t34);
        vcc_v8_uint t35 = (vcc_v8_uint)g_v_4;
        vcc_v8_uint t36 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t37 = t35 * t36;
        vcc_v8_int t38 = (vcc_v8_int)t37;
        vcc_v8_int t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, t38, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
        vcc_store(t33, t39);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    int i = 1000;
    while (i < 1003) {
        long t40 = (long)i;
        int *t41 = &out[t40];
        if (*t41 > 10) {
            t42 = g[t40] * 2;
        } else {
            t42 = 7;
        }
        *t41 = t42;
        i++;
    }
}

/* half[i] exists only while i < H: the load stays masked. */
static __typeof__(half) half __attribute__((aligned(32)));
void load_half(void) {
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:74 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int half_v = vcc_load(vcc_v8_int, &half[i_vec]);
        vcc_v8_int t1 = half_v + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_store(&out[i_vec], t1);
        long t2 = i_vec + 8L;
        vcc_v8_int half_v_1 = vcc_load(vcc_v8_int, &half[t2]);
        vcc_v8_int t3 = half_v_1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_store(&out[t2], t3);
        long t4 = i_vec + 16L;
        vcc_v8_int half_v_2 = vcc_load(vcc_v8_int, &half[t4]);
        vcc_v8_int t5 = half_v_2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_store(&out[t4], t5);
        long t6 = i_vec + 24L;
        vcc_v8_int half_v_3 = vcc_load(vcc_v8_int, &half[t6]);
        vcc_v8_int t7 = half_v_3 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_store(&out[t6], t7);
        i_vec += 32L;
    } while (i_vec < 480L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:74 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t8 = 480L + i_vec_1;
        vcc_v8_int half_v_4 = vcc_load(vcc_v8_int, &half[t8]);
        vcc_v8_int t9 = half_v_4 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_store(&out[t8], t9);
        i_vec_1 += 8L;
    } while (i_vec_1 < 16L);
    int i = 496;
    while (i < 500) {
        int t10 = half[i] + 1;
        out[i] = t10;
        i++;
    }
    long i_vec_2 = 0L;
    /* vcc: loop at masked_bounds.c:74 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        vcc_store(&out[500L + i_vec_2], ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        vcc_store(&out[500L + (i_vec_2 + 8L)], ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        vcc_store(&out[500L + (i_vec_2 + 16L)], ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        vcc_store(&out[500L + (i_vec_2 + 24L)], ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        i_vec_2 += 32L;
    } while (i_vec_2 < 480L);
    long i_vec_3 = 0L;
    /* vcc: loop at masked_bounds.c:74 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        vcc_store(&out[980L + i_vec_3], ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        i_vec_3 += 8L;
    } while (i_vec_3 < 16L);
    int i_1 = 996;
    while (i_1 < 1003) {
        out[i_1] = -3;
        i_1++;
    }
}

/* The same to a run-time count (n = G): the load stays masked. */
void load_half_n(int n) {
    int t19;
    int i;
    int t31;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:84 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_m8 t5 = (vcc_m8)(i_v_2 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            vcc_v8_int half_v = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)i_vec * 4UL), t5);
            vcc_v8_uint t6 = (vcc_v8_uint)half_v;
            vcc_v8_uint t7 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t8 = t6 + t7;
            vcc_v8_int t9 = (vcc_v8_int)t8;
            vcc_v8_int t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t9, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
            vcc_store(&out[i_vec], t10);
            long t11 = i_vec + 8L;
            vcc_v8_uint t12 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t12;
            vcc_m8 t13 = (vcc_m8)(i_v_3 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            vcc_v8_int half_v_1 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t11 * 4UL), t13);
            vcc_v8_uint t14 = (vcc_v8_uint)half_v_1;
            vcc_v8_uint t15 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t16 = t14 + t15;
            vcc_v8_int t17 = (vcc_v8_int)t16;
            vcc_v8_int t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t17, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
            vcc_store(&out[t11], t18);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        vcc_v8_int t22 = (vcc_v8_int){t19, t19, t19, t19, t19, t19, t19, t19};
        vcc_v8_uint t23 = (vcc_v8_uint)t22;
        vcc_v8_uint i_v_1 = t23 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:84 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t24 = (long)t19 + i_vec_1;
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            vcc_m8 t25 = (vcc_m8)(i_v_4 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            vcc_v8_int half_v_2 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t24 * 4UL), t25);
            vcc_v8_uint t26 = (vcc_v8_uint)half_v_2;
            vcc_v8_uint t27 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t28 = t26 + t27;
            vcc_v8_int t29 = (vcc_v8_int)t28;
            vcc_v8_int t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t29, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
            vcc_store(&out[t24], t30);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    while (i < n) {
        if (i < 500) {
            t31 = half[i] + 1;
        } else {
            t31 = -3;
        }
        out[i] = t31;
        i++;
    }
}

/* The first iteration takes a constant element, the others a pair. */
void first_iter(void) {
    for (int i = 0; i < 1; i++) {
        float *t1 = &outf[i];
        float t2 = gf[0];
        *t1 = t2 * 0.5f;
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:94 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        long t3 = 1L + i_vec;
        vcc_v8_float gf_v = vcc_load(vcc_v8_float, &gf[t3]);
        vcc_v8_float gf_v_1 = vcc_load(vcc_v8_float, &gf[(int)t3 - 1]);
        vcc_v8_float t4 = gf_v + gf_v_1;
        vcc_v8_float t5 = t4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&outf[t3], t5);
        long t6 = 1L + (i_vec + 8L);
        vcc_v8_float gf_v_2 = vcc_load(vcc_v8_float, &gf[t6]);
        vcc_v8_float gf_v_3 = vcc_load(vcc_v8_float, &gf[(int)t6 - 1]);
        vcc_v8_float t7 = gf_v_2 + gf_v_3;
        vcc_v8_float t8 = t7 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&outf[t6], t8);
        long t9 = 1L + (i_vec + 16L);
        vcc_v8_float gf_v_4 = vcc_load(vcc_v8_float, &gf[t9]);
        vcc_v8_float gf_v_5 = vcc_load(vcc_v8_float, &gf[(int)t9 - 1]);
        vcc_v8_float t10 = gf_v_4 + gf_v_5;
        vcc_v8_float t11 = t10 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&outf[t9], t11);
        long t12 = 1L + (i_vec + 24L);
        vcc_v8_float gf_v_6 = vcc_load(vcc_v8_float, &gf[t12]);
        vcc_v8_float gf_v_7 = vcc_load(vcc_v8_float, &gf[(int)t12 - 1]);
        vcc_v8_float t13 = gf_v_6 + gf_v_7;
        vcc_v8_float t14 = t13 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&outf[t12], t14);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:94 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t15 = 993L + i_vec_1;
        vcc_v8_float gf_v_8 = vcc_load(vcc_v8_float, &gf[t15]);
        vcc_v8_float gf_v_9 = vcc_load(vcc_v8_float, &gf[(int)t15 - 1]);
        vcc_v8_float t16 = gf_v_8 + gf_v_9;
        vcc_v8_float t17 = t16 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&outf[t15], t17);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    for (int i_1 = 1001; i_1 < 1003; i_1++) {
        long t18 = (long)i_1;
        float *t19 = &outf[t18];
        float t20 = gf[t18] + gf[i_1 - 1];
        *t19 = t20 * 0.5f;
    }
}

/* A local table's last element, on the iterations past a run-time bound. */
void last_of_local(int n) {
    int t[8];
    int t25;
    long k_vec = 0L;
    /* vcc: loop at masked_bounds.c:101 vectorized: VF 8, UF 1, scalar epilogue */
    do {
        vcc_v8_int g_v = vcc_load(vcc_v8_int, &g[k_vec]);
        vcc_v8_int t1 = g_v * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_store(&t[k_vec], t1);
        k_vec += 8L;
    } while (k_vec < 8L);
    vcc_v8_int n_v = (vcc_v8_int){n, n, n, n, n, n, n, n};
    vcc_v8_int t2 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t3 = (vcc_v8_uint)t2;
    vcc_v8_uint i_v = t3 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:103 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
        vcc_m8 t4 = (vcc_m8)(i_v_2 < n_v);
        vcc_v8_int t_v = vcc_splat(vcc_v8_int, t[7]);
        vcc_v8_int g_v_1 = vcc_load(vcc_v8_int, &g[i_vec]);
        vcc_v8_int t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, g_v_1, t_v);
        vcc_store(&out[i_vec], t5);
        long t6 = i_vec + 8L;
        vcc_v8_uint t7 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_3 = (vcc_v8_int)t7;
        vcc_m8 t8 = (vcc_m8)(i_v_3 < n_v);
        vcc_v8_int t_v_1 = vcc_splat(vcc_v8_int, t[7]);
        vcc_v8_int g_v_2 = vcc_load(vcc_v8_int, &g[t6]);
        vcc_v8_int t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, g_v_2, t_v_1);
        vcc_store(&out[t6], t9);
        long t10 = i_vec + 16L;
        vcc_v8_uint t11 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t11;
        vcc_m8 t12 = (vcc_m8)(i_v_4 < n_v);
        vcc_v8_int t_v_2 = vcc_splat(vcc_v8_int, t[7]);
        vcc_v8_int g_v_3 = vcc_load(vcc_v8_int, &g[t10]);
        vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, g_v_3, t_v_2);
        vcc_store(&out[t10], t13);
        long t14 = i_vec + 24L;
        vcc_v8_uint t15 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_5 = (vcc_v8_int)t15;
        vcc_m8 t16 = (vcc_m8)(i_v_5 < n_v);
        vcc_v8_int t_v_3 = vcc_splat(vcc_v8_int, t[7]);
        vcc_v8_int g_v_4 = vcc_load(vcc_v8_int, &g[t14]);
        vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, g_v_4, t_v_3);
        vcc_store(&out[t14], t17);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec < 992L);
    vcc_v8_int n_v_1 = (vcc_v8_int){n, n, n, n, n, n, n, n};
    vcc_v8_int t18 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
    vcc_v8_uint t19 = (vcc_v8_uint)t18;
    vcc_v8_uint i_v_1 = t19 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:103 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t20 = 992L + i_vec_1;
        vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
        vcc_m8 t21 = (vcc_m8)(i_v_6 < n_v_1);
        vcc_v8_int t_v_4 = vcc_splat(vcc_v8_int, t[7]);
        vcc_v8_int g_v_5 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)t20 * 4UL), t21);
        vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, g_v_5, t_v_4);
        vcc_store(&out[t20], t22);
        i_vec_1 += 8L;
        i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        long t23 = (long)i;
        int *t24 = &out[t23];
        if (i < n) {
            t25 = g[t23];
        } else {
            t25 = t[7];
        }
        *t24 = t25;
    }
}

/* Through a pointer of unknown extent: p[0] may not exist (p == 0 when n is 0), refused. */
void through_pointer(int n, const int *p) {
    for (int i = 0; i < G; i++)
        out[i] = i < n ? p[0] + i : g[i];
}

/* half[H] is past the array: read only when `flag` is set (it never is), refused. */
void past_the_end(int flag) {
    for (int i = 0; i < G; i++)
        out[i] = flag ? half[H] : g[i] - 1;
}

/* A store past a run-time offset, under a data condition and the bound. */
void store_after(int n, int k) {
    int t25;
    int i;
    int t41;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int k_v = (vcc_v8_int){k, k, k, k, k, k, k, k};
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:121 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_v8_int g_v = vcc_load(vcc_v8_int, &g[i_vec]);
            vcc_m8 t5 = (vcc_m8)(g_v > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t6 = (vcc_v8_uint)i_v_2;
            vcc_v8_uint t7 = (vcc_v8_uint)k_v;
            vcc_v8_uint t8 = t6 + t7;
            vcc_v8_int t9 = (vcc_v8_int)t8;
            vcc_m8 t10 = (vcc_m8)(t9 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            vcc_v8_int t11 = __builtin_convertvector(t10 & 1, vcc_v8_int);
            vcc_v8_int t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t11, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t13 = (vcc_m8)(t12 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)((int)i_vec + k) * 4UL), g_v, t13);
            long t14 = i_vec + 8L;
            vcc_v8_uint t15 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t15;
            vcc_v8_int g_v_1 = vcc_load(vcc_v8_int, &g[t14]);
            vcc_m8 t16 = (vcc_m8)(g_v_1 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t17 = (vcc_v8_uint)i_v_3;
            vcc_v8_uint t18 = (vcc_v8_uint)k_v;
            vcc_v8_uint t19 = t17 + t18;
            vcc_v8_int t20 = (vcc_v8_int)t19;
            vcc_m8 t21 = (vcc_m8)(t20 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            vcc_v8_int t22 = __builtin_convertvector(t21 & 1, vcc_v8_int);
            vcc_v8_int t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t22, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t24 = (vcc_m8)(t23 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)((int)t14 + k) * 4UL), g_v_1, t24);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t25 = (int)t2;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        vcc_v8_int k_v_1 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        vcc_v8_int t28 = (vcc_v8_int){t25, t25, t25, t25, t25, t25, t25, t25};
        vcc_v8_uint t29 = (vcc_v8_uint)t28;
        vcc_v8_uint i_v_1 = t29 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:121 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t30 = (long)t25 + i_vec_1;
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            vcc_v8_int g_v_2 = vcc_load(vcc_v8_int, &g[t30]);
            vcc_m8 t31 = (vcc_m8)(g_v_2 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t32 = (vcc_v8_uint)i_v_4;
            vcc_v8_uint t33 = (vcc_v8_uint)k_v_1;
            vcc_v8_uint t34 = t32 + t33;
            vcc_v8_int t35 = (vcc_v8_int)t34;
            vcc_m8 t36 = (vcc_m8)(t35 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            vcc_v8_int t37 = __builtin_convertvector(t36 & 1, vcc_v8_int);
            vcc_v8_int t38 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, t37, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t39 = (vcc_m8)(t38 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)((int)t30 + k) * 4UL), g_v_2, t39);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        int t40 = g[i];
        if (t40 > 10) {
            t41 = ((i + k) < 1003) != 0;
        } else {
            t41 = 0;
        }
        if (t41) {
            out[i + k] = t40;
        }
    }
}

/* Both sides: a window read under a condition that keeps it inside the array. */
long window(int n) {
    int t41;
    long t42;
    int i;
    long s;
    int t64;
    long s_1;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v4_int t3 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t4 = (vcc_v4_uint)t3;
        vcc_v4_uint i_v = t4 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long i_vec = 0L;
        vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at masked_bounds.c:129 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            int t5 = (int)i_vec;
            vcc_v4_int i_v_2 = (vcc_v4_int)i_v;
            vcc_m4 t6 = (vcc_m4)(i_v_2 >= (vcc_v4_int){3, 3, 3, 3});
            vcc_v4_uint t7 = (vcc_v4_uint)i_v_2;
            vcc_v4_uint t8 = (vcc_v4_uint)(vcc_v4_int){3, 3, 3, 3};
            vcc_v4_uint t9 = t7 + t8;
            vcc_v4_int t10 = (vcc_v4_int)t9;
            vcc_m4 t11 = (vcc_m4)(t10 < (vcc_v4_int){1003, 1003, 1003, 1003});
            vcc_v4_int t12 = __builtin_convertvector(t11 & 1, vcc_v4_int);
            vcc_v4_int t13 = vcc_select(vcc_v4_int, (vcc_v4_int)t6, t12, ((vcc_v4_int){0, 0, 0, 0}));
            vcc_m4 t14 = (vcc_m4)(t13 != (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_int g_v = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t5 - 3) * 4UL), t14);
            vcc_v4_int g_v_1 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t5 + 3) * 4UL), t14);
            vcc_v4_uint t15 = (vcc_v4_uint)g_v;
            vcc_v4_uint t16 = (vcc_v4_uint)g_v_1;
            vcc_v4_uint t17 = t15 - t16;
            vcc_v4_int t18 = (vcc_v4_int)t17;
            vcc_v4_long t19 = __builtin_convertvector(t18, vcc_v4_long);
            vcc_v4_ulong t20 = (vcc_v4_ulong)t19;
            vcc_v4_ulong t21 = vcc_select(vcc_v4_long, __builtin_convertvector(t14, vcc_v4_long), t20, ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
            s_v = s_v + t21;
            int t22 = (int)(i_vec + 4L);
            vcc_v4_uint t23 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int i_v_3 = (vcc_v4_int)t23;
            vcc_m4 t24 = (vcc_m4)(i_v_3 >= (vcc_v4_int){3, 3, 3, 3});
            vcc_v4_uint t25 = (vcc_v4_uint)i_v_3;
            vcc_v4_uint t26 = (vcc_v4_uint)(vcc_v4_int){3, 3, 3, 3};
            vcc_v4_uint t27 = t25 + t26;
            vcc_v4_int t28 = (vcc_v4_int)t27;
            vcc_m4 t29 = (vcc_m4)(t28 < (vcc_v4_int){1003, 1003, 1003, 1003});
            vcc_v4_int t30 = __builtin_convertvector(t29 & 1, vcc_v4_int);
            vcc_v4_int t31 = vcc_select(vcc_v4_int, (vcc_v4_int)t24, t30, ((vcc_v4_int){0, 0, 0, 0}));
            vcc_m4 t32 = (vcc_m4)(t31 != (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_int g_v_2 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t22 - 3) * 4UL), t32);
            vcc_v4_int g_v_3 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t22 + 3) * 4UL), t32);
            vcc_v4_uint t33 = (vcc_v4_uint)g_v_2;
            vcc_v4_uint t34 = (vcc_v4_uint)g_v_3;
            vcc_v4_uint t35 = t33 - t34;
            vcc_v4_int t36 = (vcc_v4_int)t35;
            vcc_v4_long t37 = __builtin_convertvector(t36, vcc_v4_long);
            vcc_v4_ulong t38 = (vcc_v4_ulong)t37;
            vcc_v4_ulong t39 = vcc_select(vcc_v4_long, __builtin_convertvector(t32, vcc_v4_long), t38, ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
            s_v_1 = s_v_1 + t39;
            i_vec += 8L;
            i_v = i_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
        } while (i_vec < t2);
        vcc_v4_ulong t40 = s_v + s_v_1;
        t41 = (int)t2;
        t42 = (long)vcc_reduce(unsigned long, t40, +);
    } else {
        t41 = 0;
        t42 = 0L;
    }
    long t43 = (long)n + (long)t41 * -1L;
    if (t43 >= 4L) {
        long t44 = t43 & -4L;
        vcc_v4_int t45 = (vcc_v4_int){t41, t41, t41, t41};
        vcc_v4_uint t46 = (vcc_v4_uint)t45;
        vcc_v4_uint i_v_1 = t46 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long i_vec_1 = 0L;
        vcc_v4_ulong s_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at masked_bounds.c:129 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t47 = (int)((long)t41 + i_vec_1);
            vcc_v4_int i_v_4 = (vcc_v4_int)i_v_1;
            vcc_m4 t48 = (vcc_m4)(i_v_4 >= (vcc_v4_int){3, 3, 3, 3});
            vcc_v4_uint t49 = (vcc_v4_uint)i_v_4;
            vcc_v4_uint t50 = (vcc_v4_uint)(vcc_v4_int){3, 3, 3, 3};
            vcc_v4_uint t51 = t49 + t50;
            vcc_v4_int t52 = (vcc_v4_int)t51;
            vcc_m4 t53 = (vcc_m4)(t52 < (vcc_v4_int){1003, 1003, 1003, 1003});
            vcc_v4_int t54 = __builtin_convertvector(t53 & 1, vcc_v4_int);
            vcc_v4_int t55 = vcc_select(vcc_v4_int, (vcc_v4_int)t48, t54, ((vcc_v4_int){0, 0, 0, 0}));
            vcc_m4 t56 = (vcc_m4)(t55 != (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_int g_v_4 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t47 - 3) * 4UL), t56);
            vcc_v4_int g_v_5 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t47 + 3) * 4UL), t56);
            vcc_v4_uint t57 = (vcc_v4_uint)g_v_4;
            vcc_v4_uint t58 = (vcc_v4_uint)g_v_5;
            vcc_v4_uint t59 = t57 - t58;
            vcc_v4_int t60 = (vcc_v4_int)t59;
            vcc_v4_long t61 = __builtin_convertvector(t60, vcc_v4_long);
            vcc_v4_ulong t62 = (vcc_v4_ulong)t61;
            vcc_v4_ulong t63 = vcc_select(vcc_v4_long, __builtin_convertvector(t56, vcc_v4_long), t62, ((vcc_v4_ulong){0UL, 0UL, 0UL, 0UL}));
            s_v_2 = s_v_2 + t63;
            i_vec_1 += 4L;
            i_v_1 = i_v_1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        } while (i_vec_1 < t44);
        i = (int)((long)t41 + t44);
        s = (long)((unsigned long)t42 + vcc_reduce(unsigned long, s_v_2, +));
    } else {
        i = t41;
        s = t42;
    }
    for (; i < n; i++, s = s_1) {
        if (i >= 3) {
            t64 = ((i + 3) < 1003) != 0;
        } else {
            t64 = 0;
        }
        if (t64) {
            s_1 = s + (long)(g[i - 3] - g[i + 3]);
        } else {
            s_1 = s;
        }
    }
    return s;
}

int main(void) {
    int n;
    int t16;
    int n_2;
    int t35;
    int n_4;
    int t37;
    int *t38;
    int t40;
    int t41;
    (void)count_at;
    int fill_idx = 0;
    while (fill_idx < 1003) {
        g[fill_idx] = -50 + (int)(next_rand() % 100U);
        fill_idx++;
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:137 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int g_v = vcc_load(vcc_v8_int, &g[i_vec]);
        vcc_v8_float t1 = __builtin_convertvector(g_v, vcc_v8_float);
        vcc_v8_float t2 = t1 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_store(&gf[i_vec], t2);
        long t3 = i_vec + 8L;
        vcc_v8_int g_v_1 = vcc_load(vcc_v8_int, &g[t3]);
        vcc_v8_float t4 = __builtin_convertvector(g_v_1, vcc_v8_float);
        vcc_v8_float t5 = t4 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_store(&gf[t3], t5);
        long t6 = i_vec + 16L;
        vcc_v8_int g_v_2 = vcc_load(vcc_v8_int, &g[t6]);
        vcc_v8_float t7 = __builtin_convertvector(g_v_2, vcc_v8_float);
        vcc_v8_float t8 = t7 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_store(&gf[t6], t8);
        long t9 = i_vec + 24L;
        vcc_v8_int g_v_3 = vcc_load(vcc_v8_int, &g[t9]);
        vcc_v8_float t10 = __builtin_convertvector(g_v_3, vcc_v8_float);
        vcc_v8_float t11 = t10 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_store(&gf[t9], t11);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:137 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t12 = 992L + i_vec_1;
        vcc_v8_int g_v_4 = vcc_load(vcc_v8_int, &g[t12]);
        vcc_v8_float t13 = __builtin_convertvector(g_v_4, vcc_v8_float);
        vcc_v8_float t14 = t13 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_store(&gf[t12], t14);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    int i = 1000;
    while (i < 1003) {
        long t15 = (long)i;
        gf[t15] = (float)g[t15] * 0.25f;
        i++;
    }
    int count_idx = 0;
    int n_1 = 0;
    for (;;) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t16 = 1;
        } else {
            t16 = 0;
            n = n_1;
        }
        if (t16) {
            if (n > 1003) {
                n_2 = 1003;
            } else {
                n_2 = n;
            }
            long i_vec_2 = 0L;
            /* vcc: loop at masked_bounds.c:143 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                vcc_store(&out[i_vec_2], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&outf[i_vec_2], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                long t17 = i_vec_2 + 8L;
                vcc_store(&out[t17], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&outf[t17], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                long t18 = i_vec_2 + 16L;
                vcc_store(&out[t18], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&outf[t18], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                long t19 = i_vec_2 + 24L;
                vcc_store(&out[t19], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&outf[t19], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                i_vec_2 += 32L;
            } while (i_vec_2 < 992L);
            long i_vec_3 = 0L;
            /* vcc: loop at masked_bounds.c:143 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t20 = 992L + i_vec_3;
                vcc_store(&out[t20], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&outf[t20], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                i_vec_3 += 8L;
            } while (i_vec_3 < 8L);
            out[1000] = -1;
            outf[1000] = -1.0f;
            out[1001] = -1;
            outf[1001] = -1.0f;
            out[1002] = -1;
            outf[1002] = -1.0f;
            load_after(n_2);
            const void *t21 = (const void *)out;
            unsigned long t22 = hash_bytes(t21, 4012UL);
            store_after(n_2, 5);
            long t23 = window(n_2);
            printf("n=%d after %llx store %llx window %ld\n", n_2, (unsigned long long)t22, (unsigned long long)hash_bytes(t21, 4012UL), t23);
            count_idx++;
            n_1 = n_2;
        } else {
            load_before();
            store_before();
            const void *t24 = (const void *)outf;
            unsigned long t25 = hash_bytes(t24, 4012UL);
            const void *t26 = (const void *)out;
            printf("before %llx %llx\n", (unsigned long long)hash_bytes(t26, 4012UL), (unsigned long long)t25);
            long i_vec_4 = 0L;
            /* vcc: loop at masked_bounds.c:153 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                vcc_store(&out[i_vec_4], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&outf[i_vec_4], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                long t27 = i_vec_4 + 8L;
                vcc_store(&out[t27], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&outf[t27], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                long t28 = i_vec_4 + 16L;
                vcc_store(&out[t28], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&outf[t28], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                long t29 = i_vec_4 + 24L;
                vcc_store(&out[t29], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&outf[t29], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                i_vec_4 += 32L;
            } while (i_vec_4 < 992L);
            long i_vec_5 = 0L;
            /* vcc: loop at masked_bounds.c:153 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t30 = 992L + i_vec_5;
                vcc_store(&out[t30], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&outf[t30], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                i_vec_5 += 8L;
            } while (i_vec_5 < 8L);
            int i_1 = 1000;
            while (i_1 < 1003) {
                long t31 = (long)i_1;
                out[t31] = -1;
                outf[t31] = -1.0f;
                i_1++;
            }
            load_before_n(1003);
            store_before_n(1003);
            unsigned long t32 = hash_bytes(t24, 4012UL);
            printf("before_n %llx %llx\n", (unsigned long long)hash_bytes(t26, 4012UL), (unsigned long long)t32);
            int fill_idx_1 = 0;
            while (fill_idx_1 < 500) {
                half[fill_idx_1] = -20 + (int)(next_rand() % 40U);
                fill_idx_1++;
            }
            load_inside();
            unsigned long t33 = hash_bytes(t26, 4012UL);
            load_half();
            unsigned long t34 = hash_bytes(t26, 4012UL);
            load_half_n(1003);
            printf("inside %llx half %llx %llx\n", (unsigned long long)t33, (unsigned long long)t34, (unsigned long long)hash_bytes(t26, 4012UL));
            first_iter();
            printf("first %llx\n", (unsigned long long)hash_bytes(t24, 4012UL));
            int count_idx_1 = 0;
            int n_3 = n;
            for (;;) {
                if (count_idx_1 < 73) {
                    if (count_idx_1 <= 70) {
                        t41 = count_idx_1;
                    } else {
                        if (count_idx_1 == 71) {
                            t40 = 259;
                        } else {
                            t40 = 1001;
                        }
                        t41 = t40;
                    }
                    t35 = 1;
                    n_4 = t41;
                } else {
                    t35 = 0;
                    n_4 = n_3;
                }
                if (!t35) {
                    return 0;
                }
                int t36 = n_4 > 0;
                if (t36) {
                    t37 = 1;
                } else {
                    t37 = 0;
                }
                int *one = (int *)new_array(t37, 4UL);
                if (t36) {
                    one[0] = n_4;
                }
                last_of_local(n_4);
                unsigned long long local = (unsigned long long)hash_bytes(t26, 4012UL);
                if (t36) {
                    t38 = one;
                } else {
                    t38 = (int *)0;
                }
                through_pointer(n_4, t38);
                unsigned long t39 = hash_bytes(t26, 4012UL);
                past_the_end(0);
                printf("n=%d local %llx pointer %llx past %llx\n", n_4, local, (unsigned long long)t39, (unsigned long long)hash_bytes(t26, 4012UL));
                free((void *)one);
                count_idx_1++;
                n_3 = n_4;
            }
        }
    }
}
