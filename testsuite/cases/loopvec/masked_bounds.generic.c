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
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized generic=10 avx2=10 avx512=10 sse4.2=9 neon=7 sse2=9 */
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
 * when a run-time flag says so, which it never does), it keeps the refusal. */
#include "harness.h"

#define G 1003
static int g[G], out[G];
static float gf[G], outf[G];
#define H 500
static int half[H];

/* A load one element back, from the second iteration on. */
void load_before(void) {
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint i_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:26 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
        vcc_m8 t3 = (vcc_m8)(i_v_2 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
        vcc_v8_int g_v = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)i_vec - 1) * 4UL), t3);
        vcc_v8_uint t4 = (vcc_v8_uint)g_v;
        vcc_v8_uint t5 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t6 = t4 * t5;
        vcc_v8_int t7 = (vcc_v8_int)t6;
        vcc_store_masked((int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), t7, t3);
        long t8 = i_vec + 8L;
        vcc_v8_uint t9 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_3 = (vcc_v8_int)t9;
        vcc_m8 t10 = (vcc_m8)(i_v_3 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
        vcc_v8_int g_v_1 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)t8 - 1) * 4UL), t10);
        vcc_v8_uint t11 = (vcc_v8_uint)g_v_1;
        vcc_v8_uint t12 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t13 = t11 * t12;
        vcc_v8_int t14 = (vcc_v8_int)t13;
        vcc_store_masked((int *)((unsigned long)&out + (unsigned long)t8 * 4UL), t14, t10);
        long t15 = i_vec + 16L;
        vcc_v8_uint t16 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t16;
        vcc_m8 t17 = (vcc_m8)(i_v_4 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
        vcc_v8_int g_v_2 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)t15 - 1) * 4UL), t17);
        vcc_v8_uint t18 = (vcc_v8_uint)g_v_2;
        vcc_v8_uint t19 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t20 = t18 * t19;
        vcc_v8_int t21 = (vcc_v8_int)t20;
        vcc_store_masked((int *)((unsigned long)&out + (unsigned long)t15 * 4UL), t21, t17);
        long t22 = i_vec + 24L;
        vcc_v8_uint t23 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_5 = (vcc_v8_int)t23;
        vcc_m8 t24 = (vcc_m8)(i_v_5 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
        vcc_v8_int g_v_3 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)t22 - 1) * 4UL), t24);
        vcc_v8_uint t25 = (vcc_v8_uint)g_v_3;
        vcc_v8_uint t26 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t27 = t25 * t26;
        vcc_v8_int t28 = (vcc_v8_int)t27;
        vcc_store_masked((int *)((unsigned long)&out + (unsigned long)t22 * 4UL), t28, t24);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec < 992L);
    vcc_v8_int t29 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
    vcc_v8_uint t30 = (vcc_v8_uint)t29;
    vcc_v8_uint i_v_1 = t30 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t31 = 992L + i_vec_1;
        vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
        vcc_m8 t32 = (vcc_m8)(i_v_6 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
        vcc_v8_int g_v_4 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)t31 - 1) * 4UL), t32);
        vcc_v8_uint t33 = (vcc_v8_uint)g_v_4;
        vcc_v8_uint t34 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t35 = t33 * t34;
        vcc_v8_int t36 = (vcc_v8_int)t35;
        vcc_store_masked((int *)((unsigned long)&out + (unsigned long)t31 * 4UL), t36, t32);
        i_vec_1 += 8L;
        i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
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
        /* vcc: loop at masked_bounds.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
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
        /* vcc: loop at masked_bounds.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
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
void store_before(void) {
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint i_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:40 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
        vcc_m8 t3 = (vcc_m8)(i_v_2 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_float gf_v = vcc_load(vcc_v8_float, &gf[i_vec]);
        vcc_v8_float t4 = gf_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)((int)i_vec - 2) * 4UL), t4, t3);
        long t5 = i_vec + 8L;
        vcc_v8_uint t6 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_3 = (vcc_v8_int)t6;
        vcc_m8 t7 = (vcc_m8)(i_v_3 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_float gf_v_1 = vcc_load(vcc_v8_float, &gf[t5]);
        vcc_v8_float t8 = gf_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)((int)t5 - 2) * 4UL), t8, t7);
        long t9 = i_vec + 16L;
        vcc_v8_uint t10 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t10;
        vcc_m8 t11 = (vcc_m8)(i_v_4 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_float gf_v_2 = vcc_load(vcc_v8_float, &gf[t9]);
        vcc_v8_float t12 = gf_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)((int)t9 - 2) * 4UL), t12, t11);
        long t13 = i_vec + 24L;
        vcc_v8_uint t14 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_5 = (vcc_v8_int)t14;
        vcc_m8 t15 = (vcc_m8)(i_v_5 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_float gf_v_3 = vcc_load(vcc_v8_float, &gf[t13]);
        vcc_v8_float t16 = gf_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)((int)t13 - 2) * 4UL), t16, t15);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec < 992L);
    vcc_v8_int t17 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
    vcc_v8_uint t18 = (vcc_v8_uint)t17;
    vcc_v8_uint i_v_1 = t18 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:40 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t19 = 992L + i_vec_1;
        vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
        vcc_m8 t20 = (vcc_m8)(i_v_6 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_float gf_v_4 = vcc_load_masked(vcc_v8_float, (float *)((unsigned long)&gf + (unsigned long)t19 * 4UL), t20);
        vcc_v8_float t21 = gf_v_4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)((int)t19 - 2) * 4UL), t21, t20);
        i_vec_1 += 8L;
        i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        if (i >= 2) {
            outf[i - 2] = gf[i] * 0.5f;
        }
    }
}

/* Every element of g exists for every iteration: the conditional load is unmasked. */
static __typeof__(g) g __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
void load_inside(void) {
    int t42;
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:47 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
    /* vcc: loop at masked_bounds.c:47 vector epilogue: VF 8, UF 1, scalar epilogue */
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
void load_half(void) {
    int t42;
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint i_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:57 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
        vcc_m8 t3 = (vcc_m8)(i_v_2 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        vcc_v8_int half_v = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)i_vec * 4UL), t3);
        vcc_v8_uint t4 = (vcc_v8_uint)half_v;
        vcc_v8_uint t5 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t6 = t4 + t5;
        vcc_v8_int t7 = (vcc_v8_int)t6;
        vcc_v8_int t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t7, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        vcc_store(&out[i_vec], t8);
        long t9 = i_vec + 8L;
        vcc_v8_uint t10 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_3 = (vcc_v8_int)t10;
        vcc_m8 t11 = (vcc_m8)(i_v_3 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        vcc_v8_int half_v_1 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t9 * 4UL), t11);
        vcc_v8_uint t12 = (vcc_v8_uint)half_v_1;
        vcc_v8_uint t13 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t14 = t12 + t13;
        vcc_v8_int t15 = (vcc_v8_int)t14;
        vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t15, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        vcc_store(&out[t9], t16);
        long t17 = i_vec + 16L;
        vcc_v8_uint t18 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t18;
        vcc_m8 t19 = (vcc_m8)(i_v_4 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        vcc_v8_int half_v_2 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t17 * 4UL), t19);
        vcc_v8_uint t20 = (vcc_v8_uint)half_v_2;
        vcc_v8_uint t21 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t22 = t20 + t21;
        vcc_v8_int t23 = (vcc_v8_int)t22;
        vcc_v8_int t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t23, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        vcc_store(&out[t17], t24);
        long t25 = i_vec + 24L;
        vcc_v8_uint t26 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_5 = (vcc_v8_int)t26;
        vcc_m8 t27 = (vcc_m8)(i_v_5 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        vcc_v8_int half_v_3 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t25 * 4UL), t27);
        vcc_v8_uint t28 = (vcc_v8_uint)half_v_3;
        vcc_v8_uint t29 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t30 = t28 + t29;
        vcc_v8_int t31 = (vcc_v8_int)t30;
        vcc_v8_int t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t31, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        vcc_store(&out[t25], t32);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec < 992L);
    vcc_v8_int t33 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
    vcc_v8_uint t34 = (vcc_v8_uint)t33;
    vcc_v8_uint i_v_1 = t34 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:57 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t35 = 992L + i_vec_1;
        vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
        vcc_m8 t36 = (vcc_m8)(i_v_6 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        vcc_v8_int half_v_4 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t35 * 4UL), t36);
        vcc_v8_uint t37 = (vcc_v8_uint)half_v_4;
        vcc_v8_uint t38 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t39 = t37 + t38;
        vcc_v8_int t40 = (vcc_v8_int)t39;
        vcc_v8_int t41 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, t40, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        vcc_store(&out[t35], t41);
        i_vec_1 += 8L;
        i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (i_vec_1 < 8L);
    int i = 1000;
    while (i < 1003) {
        if (i < 500) {
            t42 = half[i] + 1;
        } else {
            t42 = -3;
        }
        out[i] = t42;
        i++;
    }
}

/* The first iteration takes a constant element, the others a pair. */
static __typeof__(outf) outf __attribute__((aligned(32)));
void first_iter(void) {
    float t39;
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint i_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:67 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
        vcc_m8 t3 = (vcc_m8)(i_v_2 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_m8 t4 = ~t3;
        vcc_v8_float gf_v = vcc_load(vcc_v8_float, &gf[i_vec]);
        vcc_v8_float gf_v_1 = vcc_load_masked(vcc_v8_float, (float *)((unsigned long)&gf + (unsigned long)(long)((int)i_vec - 1) * 4UL), t4);
        vcc_v8_float t5 = gf_v + gf_v_1;
        vcc_v8_float gf_v_2 = vcc_splat(vcc_v8_float, gf[0]);
        vcc_v8_float t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, gf_v_2, t5);
        vcc_v8_float t7 = t6 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&outf[i_vec], t7);
        long t8 = i_vec + 8L;
        vcc_v8_uint t9 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_3 = (vcc_v8_int)t9;
        vcc_m8 t10 = (vcc_m8)(i_v_3 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_m8 t11 = ~t10;
        vcc_v8_float gf_v_3 = vcc_load(vcc_v8_float, &gf[t8]);
        vcc_v8_float gf_v_4 = vcc_load_masked(vcc_v8_float, (float *)((unsigned long)&gf + (unsigned long)(long)((int)t8 - 1) * 4UL), t11);
        vcc_v8_float t12 = gf_v_3 + gf_v_4;
        vcc_v8_float gf_v_5 = vcc_splat(vcc_v8_float, gf[0]);
        vcc_v8_float t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, gf_v_5, t12);
        vcc_v8_float t14 = t13 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&outf[t8], t14);
        long t15 = i_vec + 16L;
        vcc_v8_uint t16 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t16;
        vcc_m8 t17 = (vcc_m8)(i_v_4 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_m8 t18 = ~t17;
        vcc_v8_float gf_v_6 = vcc_load(vcc_v8_float, &gf[t15]);
        vcc_v8_float gf_v_7 = vcc_load_masked(vcc_v8_float, (float *)((unsigned long)&gf + (unsigned long)(long)((int)t15 - 1) * 4UL), t18);
        vcc_v8_float t19 = gf_v_6 + gf_v_7;
        vcc_v8_float gf_v_8 = vcc_splat(vcc_v8_float, gf[0]);
        vcc_v8_float t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, gf_v_8, t19);
        vcc_v8_float t21 = t20 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&outf[t15], t21);
        long t22 = i_vec + 24L;
        vcc_v8_uint t23 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_5 = (vcc_v8_int)t23;
        vcc_m8 t24 = (vcc_m8)(i_v_5 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_m8 t25 = ~t24;
        vcc_v8_float gf_v_9 = vcc_load(vcc_v8_float, &gf[t22]);
        vcc_v8_float gf_v_10 = vcc_load_masked(vcc_v8_float, (float *)((unsigned long)&gf + (unsigned long)(long)((int)t22 - 1) * 4UL), t25);
        vcc_v8_float t26 = gf_v_9 + gf_v_10;
        vcc_v8_float gf_v_11 = vcc_splat(vcc_v8_float, gf[0]);
        vcc_v8_float t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, gf_v_11, t26);
        vcc_v8_float t28 = t27 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&outf[t22], t28);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec < 992L);
    vcc_v8_int t29 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
    vcc_v8_uint t30 = (vcc_v8_uint)t29;
    vcc_v8_uint i_v_1 = t30 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:67 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t31 = 992L + i_vec_1;
        vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
        vcc_m8 t32 = (vcc_m8)(i_v_6 == (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
        vcc_m8 t33 = ~t32;
        vcc_v8_float gf_v_12 = vcc_load_masked(vcc_v8_float, (float *)((unsigned long)&gf + (unsigned long)t31 * 4UL), t33);
        vcc_v8_float gf_v_13 = vcc_load_masked(vcc_v8_float, (float *)((unsigned long)&gf + (unsigned long)(long)((int)t31 - 1) * 4UL), t33);
        vcc_v8_float t34 = gf_v_12 + gf_v_13;
        vcc_v8_float gf_v_14 = vcc_splat(vcc_v8_float, gf[0]);
        vcc_v8_float t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, gf_v_14, t34);
        vcc_v8_float t36 = t35 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store(&outf[t31], t36);
        i_vec_1 += 8L;
        i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        long t37 = (long)i;
        float *t38 = &outf[t37];
        if (i == 0) {
            t39 = gf[0];
        } else {
            t39 = gf[t37] + gf[i - 1];
        }
        *t38 = t39 * 0.5f;
    }
}

/* A local table's last element, on the iterations past a run-time bound. */
void last_of_local(int n) {
    int t[8];
    int t25;
    long k_vec = 0L;
    /* vcc: loop at masked_bounds.c:74 vectorized: VF 8, UF 1, scalar epilogue */
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
    /* vcc: loop at masked_bounds.c:76 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
    /* vcc: loop at masked_bounds.c:76 vector epilogue: VF 8, UF 1, scalar epilogue */
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
        /* vcc: loop at masked_bounds.c:94 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
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
        /* vcc: loop at masked_bounds.c:94 vector epilogue: VF 8, UF 1, scalar epilogue */
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
    int t39;
    long t40;
    int i;
    long s;
    int t61;
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
        /* vcc: loop at masked_bounds.c:102 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
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
            vcc_v4_ulong s_v_3 = s_v + t20;
            s_v = vcc_select(vcc_v4_long, __builtin_convertvector(t14, vcc_v4_long), s_v_3, s_v);
            int t21 = (int)(i_vec + 4L);
            vcc_v4_uint t22 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int i_v_3 = (vcc_v4_int)t22;
            vcc_m4 t23 = (vcc_m4)(i_v_3 >= (vcc_v4_int){3, 3, 3, 3});
            vcc_v4_uint t24 = (vcc_v4_uint)i_v_3;
            vcc_v4_uint t25 = (vcc_v4_uint)(vcc_v4_int){3, 3, 3, 3};
            vcc_v4_uint t26 = t24 + t25;
            vcc_v4_int t27 = (vcc_v4_int)t26;
            vcc_m4 t28 = (vcc_m4)(t27 < (vcc_v4_int){1003, 1003, 1003, 1003});
            vcc_v4_int t29 = __builtin_convertvector(t28 & 1, vcc_v4_int);
            vcc_v4_int t30 = vcc_select(vcc_v4_int, (vcc_v4_int)t23, t29, ((vcc_v4_int){0, 0, 0, 0}));
            vcc_m4 t31 = (vcc_m4)(t30 != (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_int g_v_2 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t21 - 3) * 4UL), t31);
            vcc_v4_int g_v_3 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t21 + 3) * 4UL), t31);
            vcc_v4_uint t32 = (vcc_v4_uint)g_v_2;
            vcc_v4_uint t33 = (vcc_v4_uint)g_v_3;
            vcc_v4_uint t34 = t32 - t33;
            vcc_v4_int t35 = (vcc_v4_int)t34;
            vcc_v4_long t36 = __builtin_convertvector(t35, vcc_v4_long);
            vcc_v4_ulong t37 = (vcc_v4_ulong)t36;
            vcc_v4_ulong s_v_4 = s_v_1 + t37;
            s_v_1 = vcc_select(vcc_v4_long, __builtin_convertvector(t31, vcc_v4_long), s_v_4, s_v_1);
            i_vec += 8L;
            i_v = i_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
        } while (i_vec < t2);
        vcc_v4_ulong t38 = s_v + s_v_1;
        t39 = (int)t2;
        t40 = (long)vcc_reduce(unsigned long, t38, +);
    } else {
        t39 = 0;
        t40 = 0L;
    }
    long t41 = (long)n + (long)t39 * -1L;
    if (t41 >= 4L) {
        long t42 = t41 & -4L;
        vcc_v4_int t43 = (vcc_v4_int){t39, t39, t39, t39};
        vcc_v4_uint t44 = (vcc_v4_uint)t43;
        vcc_v4_uint i_v_1 = t44 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long i_vec_1 = 0L;
        vcc_v4_ulong s_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at masked_bounds.c:102 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t45 = (int)((long)t39 + i_vec_1);
            vcc_v4_int i_v_4 = (vcc_v4_int)i_v_1;
            vcc_m4 t46 = (vcc_m4)(i_v_4 >= (vcc_v4_int){3, 3, 3, 3});
            vcc_v4_uint t47 = (vcc_v4_uint)i_v_4;
            vcc_v4_uint t48 = (vcc_v4_uint)(vcc_v4_int){3, 3, 3, 3};
            vcc_v4_uint t49 = t47 + t48;
            vcc_v4_int t50 = (vcc_v4_int)t49;
            vcc_m4 t51 = (vcc_m4)(t50 < (vcc_v4_int){1003, 1003, 1003, 1003});
            vcc_v4_int t52 = __builtin_convertvector(t51 & 1, vcc_v4_int);
            vcc_v4_int t53 = vcc_select(vcc_v4_int, (vcc_v4_int)t46, t52, ((vcc_v4_int){0, 0, 0, 0}));
            vcc_m4 t54 = (vcc_m4)(t53 != (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_int g_v_4 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t45 - 3) * 4UL), t54);
            vcc_v4_int g_v_5 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t45 + 3) * 4UL), t54);
            vcc_v4_uint t55 = (vcc_v4_uint)g_v_4;
            vcc_v4_uint t56 = (vcc_v4_uint)g_v_5;
            vcc_v4_uint t57 = t55 - t56;
            vcc_v4_int t58 = (vcc_v4_int)t57;
            vcc_v4_long t59 = __builtin_convertvector(t58, vcc_v4_long);
            vcc_v4_ulong t60 = (vcc_v4_ulong)t59;
            vcc_v4_ulong s_v_5 = s_v_2 + t60;
            s_v_2 = vcc_select(vcc_v4_long, __builtin_convertvector(t54, vcc_v4_long), s_v_5, s_v_2);
            i_vec_1 += 4L;
            i_v_1 = i_v_1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        } while (i_vec_1 < t42);
        i = (int)((long)t39 + t42);
        s = (long)((unsigned long)t40 + vcc_reduce(unsigned long, s_v_2, +));
    } else {
        i = t39;
        s = t40;
    }
    for (; i < n; i++, s = s_1) {
        if (i >= 3) {
            t61 = ((i + 3) < 1003) != 0;
        } else {
            t61 = 0;
        }
        if (t61) {
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
    int t29;
    int n_4;
    int t31;
    int *t32;
    int t34;
    int t35;
    (void)count_at;
    for (int fill_idx = 0; fill_idx < 1003; fill_idx++) {
        g[fill_idx] = -50 + (int)(next_rand() % 100U);
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:110 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
    /* vcc: loop at masked_bounds.c:110 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t12 = 992L + i_vec_1;
        vcc_v8_int g_v_4 = vcc_load(vcc_v8_int, &g[t12]);
        vcc_v8_float t13 = __builtin_convertvector(g_v_4, vcc_v8_float);
        vcc_v8_float t14 = t13 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_store(&gf[t12], t14);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        long t15 = (long)i;
        gf[t15] = (float)g[t15] * 0.25f;
    }
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n_2) {
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
            /* vcc: loop at masked_bounds.c:116 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
            /* vcc: loop at masked_bounds.c:116 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t20 = 992L + i_vec_3;
                vcc_store(&out[t20], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&outf[t20], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                i_vec_3 += 8L;
            } while (i_vec_3 < 8L);
            for (int i_1 = 1000; i_1 < 1003; i_1++) {
                long t21 = (long)i_1;
                out[t21] = -1;
                outf[t21] = -1.0f;
            }
            load_after(n_2);
            const void *t22 = (const void *)out;
            unsigned long t23 = hash_bytes(t22, 4012UL);
            store_after(n_2, 5);
            long t24 = window(n_2);
            printf("n=%d after %llx store %llx window %ld\n", n_2, (unsigned long long)t23, (unsigned long long)hash_bytes(t22, 4012UL), t24);
        } else {
            load_before();
            store_before();
            const void *t25 = (const void *)outf;
            unsigned long t26 = hash_bytes(t25, 4012UL);
            const void *t27 = (const void *)out;
            printf("before %llx %llx\n", (unsigned long long)hash_bytes(t27, 4012UL), (unsigned long long)t26);
            for (int fill_idx_1 = 0; fill_idx_1 < 500; fill_idx_1++) {
                half[fill_idx_1] = -20 + (int)(next_rand() % 40U);
            }
            load_inside();
            unsigned long t28 = hash_bytes(t27, 4012UL);
            load_half();
            printf("inside %llx half %llx\n", (unsigned long long)t28, (unsigned long long)hash_bytes(t27, 4012UL));
            first_iter();
            printf("first %llx\n", (unsigned long long)hash_bytes(t25, 4012UL));
            int count_idx_1 = 0;
            int n_3 = n;
            for (;; count_idx_1++, n_3 = n_4) {
                if (count_idx_1 < 73) {
                    if (count_idx_1 <= 70) {
                        t35 = count_idx_1;
                    } else {
                        if (count_idx_1 == 71) {
                            t34 = 259;
                        } else {
                            t34 = 1001;
                        }
                        t35 = t34;
                    }
                    t29 = 1;
                    n_4 = t35;
                } else {
                    t29 = 0;
                    n_4 = n_3;
                }
                if (!t29) {
                    return 0;
                }
                int t30 = n_4 > 0;
                if (t30) {
                    t31 = 1;
                } else {
                    t31 = 0;
                }
                int *one = (int *)new_array(t31, 4UL);
                if (t30) {
                    one[0] = n_4;
                }
                last_of_local(n_4);
                unsigned long long local = (unsigned long long)hash_bytes(t27, 4012UL);
                if (t30) {
                    t32 = one;
                } else {
                    t32 = (int *)0;
                }
                through_pointer(n_4, t32);
                unsigned long t33 = hash_bytes(t27, 4012UL);
                past_the_end(0);
                printf("n=%d local %llx pointer %llx past %llx\n", n_4, local, (unsigned long long)t33, (unsigned long long)hash_bytes(t27, 4012UL));
                free((void *)one);
            }
        }
    }
}
