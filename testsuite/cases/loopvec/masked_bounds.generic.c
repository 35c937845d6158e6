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
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

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
void load_before(void) {
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint i_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:22 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        int t3 = (int)i_vec;
        vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
        vcc_m8 t4 = (vcc_m8)(i_v_2 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
        vcc_v8_int g_v = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t3 - 1) * 4UL), t4);
        vcc_v8_uint t5 = (vcc_v8_uint)g_v;
        vcc_v8_uint t6 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t7 = t5 * t6;
        vcc_v8_int t8 = (vcc_v8_int)t7;
        vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t3 * 4UL), t8, t4);
        int t9 = (int)(i_vec + 8L);
        vcc_v8_uint t10 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_3 = (vcc_v8_int)t10;
        vcc_m8 t11 = (vcc_m8)(i_v_3 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
        vcc_v8_int g_v_1 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t9 - 1) * 4UL), t11);
        vcc_v8_uint t12 = (vcc_v8_uint)g_v_1;
        vcc_v8_uint t13 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t14 = t12 * t13;
        vcc_v8_int t15 = (vcc_v8_int)t14;
        vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t9 * 4UL), t15, t11);
        int t16 = (int)(i_vec + 16L);
        vcc_v8_uint t17 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t17;
        vcc_m8 t18 = (vcc_m8)(i_v_4 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
        vcc_v8_int g_v_2 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t16 - 1) * 4UL), t18);
        vcc_v8_uint t19 = (vcc_v8_uint)g_v_2;
        vcc_v8_uint t20 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t21 = t19 * t20;
        vcc_v8_int t22 = (vcc_v8_int)t21;
        vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t16 * 4UL), t22, t18);
        int t23 = (int)(i_vec + 24L);
        vcc_v8_uint t24 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_5 = (vcc_v8_int)t24;
        vcc_m8 t25 = (vcc_m8)(i_v_5 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
        vcc_v8_int g_v_3 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t23 - 1) * 4UL), t25);
        vcc_v8_uint t26 = (vcc_v8_uint)g_v_3;
        vcc_v8_uint t27 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t28 = t26 * t27;
        vcc_v8_int t29 = (vcc_v8_int)t28;
        vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t23 * 4UL), t29, t25);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec < 992L);
    vcc_v8_int t30 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
    vcc_v8_uint t31 = (vcc_v8_uint)t30;
    vcc_v8_uint i_v_1 = t31 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec_1 = 0L;
    do {
        int t32 = (int)(992L + i_vec_1);
        vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
        vcc_m8 t33 = (vcc_m8)(i_v_6 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
        vcc_v8_int g_v_4 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t32 - 1) * 4UL), t33);
        vcc_v8_uint t34 = (vcc_v8_uint)g_v_4;
        vcc_v8_uint t35 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t36 = t34 * t35;
        vcc_v8_int t37 = (vcc_v8_int)t36;
        vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t32 * 4UL), t37, t33);
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
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:29 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t5 = (int)i_vec;
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_v8_int t6 = i_v_2 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_m8 t7 = (vcc_m8)(t6 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            vcc_v8_int g_v = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t5 + 4) * 4UL), t7);
            vcc_v8_uint t8 = (vcc_v8_uint)g_v;
            vcc_v8_uint t9 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t10 = t8 + t9;
            vcc_v8_int t11 = (vcc_v8_int)t10;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t5 * 4UL), t11, t7);
            int t12 = (int)(i_vec + 8L);
            vcc_v8_uint t13 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t13;
            vcc_v8_int t14 = i_v_3 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_m8 t15 = (vcc_m8)(t14 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            vcc_v8_int g_v_1 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t12 + 4) * 4UL), t15);
            vcc_v8_uint t16 = (vcc_v8_uint)g_v_1;
            vcc_v8_uint t17 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t18 = t16 + t17;
            vcc_v8_int t19 = (vcc_v8_int)t18;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t12 * 4UL), t19, t15);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t20 = (int)t2;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        vcc_v8_int t23 = (vcc_v8_int){t20, t20, t20, t20, t20, t20, t20, t20};
        vcc_v8_uint t24 = (vcc_v8_uint)t23;
        vcc_v8_uint i_v_1 = t24 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        do {
            int t25 = (int)((long)t20 + i_vec_1);
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            vcc_v8_int t26 = i_v_4 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_m8 t27 = (vcc_m8)(t26 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            vcc_v8_int g_v_2 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t25 + 4) * 4UL), t27);
            vcc_v8_uint t28 = (vcc_v8_uint)g_v_2;
            vcc_v8_uint t29 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t30 = t28 + t29;
            vcc_v8_int t31 = (vcc_v8_int)t30;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t25 * 4UL), t31, t27);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        int t32 = i + 4;
        if (t32 < 1003) {
            out[i] = g[t32] + 1;
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
    /* vcc: loop at masked_bounds.c:36 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        int t3 = (int)i_vec;
        vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
        vcc_m8 t4 = (vcc_m8)(i_v_2 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_float gf_v = vcc_load(vcc_v8_float, &gf[t3]);
        vcc_v8_float t5 = gf_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)(t3 - 2) * 4UL), t5, t4);
        int t6 = (int)(i_vec + 8L);
        vcc_v8_uint t7 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_3 = (vcc_v8_int)t7;
        vcc_m8 t8 = (vcc_m8)(i_v_3 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_float gf_v_1 = vcc_load(vcc_v8_float, &gf[t6]);
        vcc_v8_float t9 = gf_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)(t6 - 2) * 4UL), t9, t8);
        int t10 = (int)(i_vec + 16L);
        vcc_v8_uint t11 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t11;
        vcc_m8 t12 = (vcc_m8)(i_v_4 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_float gf_v_2 = vcc_load(vcc_v8_float, &gf[t10]);
        vcc_v8_float t13 = gf_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)(t10 - 2) * 4UL), t13, t12);
        int t14 = (int)(i_vec + 24L);
        vcc_v8_uint t15 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_5 = (vcc_v8_int)t15;
        vcc_m8 t16 = (vcc_m8)(i_v_5 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_float gf_v_3 = vcc_load(vcc_v8_float, &gf[t14]);
        vcc_v8_float t17 = gf_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)(t14 - 2) * 4UL), t17, t16);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec < 992L);
    vcc_v8_int t18 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
    vcc_v8_uint t19 = (vcc_v8_uint)t18;
    vcc_v8_uint i_v_1 = t19 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec_1 = 0L;
    do {
        int t20 = (int)(992L + i_vec_1);
        vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
        vcc_m8 t21 = (vcc_m8)(i_v_6 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_float gf_v_4 = vcc_load_masked(vcc_v8_float, (float *)((unsigned long)&gf + (unsigned long)(long)t20 * 4UL), t21);
        vcc_v8_float t22 = gf_v_4 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)(t20 - 2) * 4UL), t22, t21);
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
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        int *t2 = &out[t1];
        vcc_v8_int out_v = vcc_load(vcc_v8_int, t2);
        vcc_m8 t3 = (vcc_m8)(out_v > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_int g_v = vcc_load(vcc_v8_int, &g[t1]);
        vcc_v8_uint t4 = (vcc_v8_uint)g_v;
        vcc_v8_uint t5 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t6 = t4 * t5;
        vcc_v8_int t7 = (vcc_v8_int)t6;
        vcc_v8_int t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t7, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
        vcc_store(t2, t8);
        long t9 = (long)(int)(i_vec + 8L);
        int *t10 = &out[t9];
        vcc_v8_int out_v_1 = vcc_load(vcc_v8_int, t10);
        vcc_m8 t11 = (vcc_m8)(out_v_1 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_int g_v_1 = vcc_load(vcc_v8_int, &g[t9]);
        vcc_v8_uint t12 = (vcc_v8_uint)g_v_1;
        vcc_v8_uint t13 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t14 = t12 * t13;
        vcc_v8_int t15 = (vcc_v8_int)t14;
        vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t15, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
        vcc_store(t10, t16);
        long t17 = (long)(int)(i_vec + 16L);
        int *t18 = &out[t17];
        vcc_v8_int out_v_2 = vcc_load(vcc_v8_int, t18);
        vcc_m8 t19 = (vcc_m8)(out_v_2 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_int g_v_2 = vcc_load(vcc_v8_int, &g[t17]);
        vcc_v8_uint t20 = (vcc_v8_uint)g_v_2;
        vcc_v8_uint t21 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t22 = t20 * t21;
        vcc_v8_int t23 = (vcc_v8_int)t22;
        vcc_v8_int t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t23, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
        vcc_store(t18, t24);
        long t25 = (long)(int)(i_vec + 24L);
        int *t26 = &out[t25];
        vcc_v8_int out_v_3 = vcc_load(vcc_v8_int, t26);
        vcc_m8 t27 = (vcc_m8)(out_v_3 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_int g_v_3 = vcc_load(vcc_v8_int, &g[t25]);
        vcc_v8_uint t28 = (vcc_v8_uint)g_v_3;
        vcc_v8_uint t29 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t30 = t28 * t29;
        vcc_v8_int t31 = (vcc_v8_int)t30;
        vcc_v8_int t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t31, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
        vcc_store(t26, t32);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    do {
        long t33 = (long)(int)(992L + i_vec_1);
        int *t34 = &out[t33];
        vcc_v8_int out_v_4 = vcc_load(vcc_v8_int, t34);
        vcc_m8 t35 = (vcc_m8)(out_v_4 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_int g_v_4 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)t33 * 4UL), t35);
        vcc_v8_uint t36 = (vcc_v8_uint)g_v_4;
        vcc_v8_uint t37 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t38 = t36 * t37;
        vcc_v8_int t39 = (vcc_v8_int)t38;
        vcc_v8_int t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, t39, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
        vcc_store(t34, t40);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        long t41 = (long)i;
        int *t42 = &out[t41];
        if (*t42 > 10) {
            *t42 = g[t41] * 2;
        } else {
            *t42 = 7;
        }
    }
}

/* half[i] exists only while i < H: the load stays masked. */
void load_half(void) {
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint i_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:53 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
        vcc_m8 t3 = (vcc_m8)(i_v_2 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        long t4 = (long)(int)i_vec;
        vcc_v8_int half_v = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t4 * 4UL), t3);
        vcc_v8_uint t5 = (vcc_v8_uint)half_v;
        vcc_v8_uint t6 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t7 = t5 + t6;
        vcc_v8_int t8 = (vcc_v8_int)t7;
        vcc_v8_int t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t8, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        vcc_store(&out[t4], t9);
        vcc_v8_uint t10 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_3 = (vcc_v8_int)t10;
        vcc_m8 t11 = (vcc_m8)(i_v_3 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        long t12 = (long)(int)(i_vec + 8L);
        vcc_v8_int half_v_1 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t12 * 4UL), t11);
        vcc_v8_uint t13 = (vcc_v8_uint)half_v_1;
        vcc_v8_uint t14 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t15 = t13 + t14;
        vcc_v8_int t16 = (vcc_v8_int)t15;
        vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t16, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        vcc_store(&out[t12], t17);
        vcc_v8_uint t18 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t18;
        vcc_m8 t19 = (vcc_m8)(i_v_4 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        long t20 = (long)(int)(i_vec + 16L);
        vcc_v8_int half_v_2 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t20 * 4UL), t19);
        vcc_v8_uint t21 = (vcc_v8_uint)half_v_2;
        vcc_v8_uint t22 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t23 = t21 + t22;
        vcc_v8_int t24 = (vcc_v8_int)t23;
        vcc_v8_int t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t24, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        vcc_store(&out[t20], t25);
        vcc_v8_uint t26 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_5 = (vcc_v8_int)t26;
        vcc_m8 t27 = (vcc_m8)(i_v_5 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        long t28 = (long)(int)(i_vec + 24L);
        vcc_v8_int half_v_3 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t28 * 4UL), t27);
        vcc_v8_uint t29 = (vcc_v8_uint)half_v_3;
        vcc_v8_uint t30 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t31 = t29 + t30;
        vcc_v8_int t32 = (vcc_v8_int)t31;
        vcc_v8_int t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t32, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        vcc_store(&out[t28], t33);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec < 992L);
    vcc_v8_int t34 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
    vcc_v8_uint t35 = (vcc_v8_uint)t34;
    vcc_v8_uint i_v_1 = t35 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec_1 = 0L;
    do {
        vcc_v8_int i_v_6 = (vcc_v8_int)i_v_1;
        vcc_m8 t36 = (vcc_m8)(i_v_6 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        long t37 = (long)(int)(992L + i_vec_1);
        vcc_v8_int half_v_4 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t37 * 4UL), t36);
        vcc_v8_uint t38 = (vcc_v8_uint)half_v_4;
        vcc_v8_uint t39 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t40 = t38 + t39;
        vcc_v8_int t41 = (vcc_v8_int)t40;
        vcc_v8_int t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, t41, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        vcc_store(&out[t37], t42);
        i_vec_1 += 8L;
        i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        if (i < 500) {
            long t43 = (long)i;
            out[t43] = half[t43] + 1;
        } else {
            out[i] = -3;
        }
    }
}

/* A store past a run-time offset, under a data condition and the bound. */
void store_after(int n, int k) {
    int t26;
    int i;
    int t42;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int k_v = (vcc_v8_int){k, k, k, k, k, k, k, k};
        vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t4 = (vcc_v8_uint)t3;
        vcc_v8_uint i_v = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:63 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t5 = (int)i_vec;
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            vcc_v8_int g_v = vcc_load(vcc_v8_int, &g[t5]);
            vcc_m8 t6 = (vcc_m8)(g_v > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t7 = (vcc_v8_uint)i_v_2;
            vcc_v8_uint t8 = (vcc_v8_uint)k_v;
            vcc_v8_uint t9 = t7 + t8;
            vcc_v8_int t10 = (vcc_v8_int)t9;
            vcc_m8 t11 = (vcc_m8)(t10 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            vcc_v8_int t12 = __builtin_convertvector(t11 & 1, vcc_v8_int);
            vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t12, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t14 = (vcc_m8)(t13 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)(t5 + k) * 4UL), g_v, t14);
            int t15 = (int)(i_vec + 8L);
            vcc_v8_uint t16 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t16;
            vcc_v8_int g_v_1 = vcc_load(vcc_v8_int, &g[t15]);
            vcc_m8 t17 = (vcc_m8)(g_v_1 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t18 = (vcc_v8_uint)i_v_3;
            vcc_v8_uint t19 = (vcc_v8_uint)k_v;
            vcc_v8_uint t20 = t18 + t19;
            vcc_v8_int t21 = (vcc_v8_int)t20;
            vcc_m8 t22 = (vcc_m8)(t21 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            vcc_v8_int t23 = __builtin_convertvector(t22 & 1, vcc_v8_int);
            vcc_v8_int t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t23, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t25 = (vcc_m8)(t24 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)(t15 + k) * 4UL), g_v_1, t25);
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        vcc_v8_int k_v_1 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        vcc_v8_int t29 = (vcc_v8_int){t26, t26, t26, t26, t26, t26, t26, t26};
        vcc_v8_uint t30 = (vcc_v8_uint)t29;
        vcc_v8_uint i_v_1 = t30 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        do {
            int t31 = (int)((long)t26 + i_vec_1);
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            vcc_v8_int g_v_2 = vcc_load(vcc_v8_int, &g[t31]);
            vcc_m8 t32 = (vcc_m8)(g_v_2 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t33 = (vcc_v8_uint)i_v_4;
            vcc_v8_uint t34 = (vcc_v8_uint)k_v_1;
            vcc_v8_uint t35 = t33 + t34;
            vcc_v8_int t36 = (vcc_v8_int)t35;
            vcc_m8 t37 = (vcc_m8)(t36 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            vcc_v8_int t38 = __builtin_convertvector(t37 & 1, vcc_v8_int);
            vcc_v8_int t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, t38, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t40 = (vcc_m8)(t39 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)(t31 + k) * 4UL), g_v_2, t40);
            i_vec_1 += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        int t41 = g[i];
        if (t41 > 10) {
            t42 = ((i + k) < 1003) != 0;
        } else {
            t42 = 0;
        }
        if (t42) {
            out[i + k] = t41;
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
        /* vcc: loop at masked_bounds.c:71 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
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

static __typeof__(outf) outf __attribute__((aligned(32)));
int main(void) {
    int n;
    int t17;
    int n_2;
    for (int fill_idx = 0; fill_idx < 1003; fill_idx++) {
        g[fill_idx] = -50 + (int)(next_rand() % 100U);
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:79 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        vcc_v8_int g_v = vcc_load(vcc_v8_int, &g[t1]);
        vcc_v8_float t2 = __builtin_convertvector(g_v, vcc_v8_float);
        vcc_v8_float t3 = t2 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_store(&gf[t1], t3);
        long t4 = (long)(int)(i_vec + 8L);
        vcc_v8_int g_v_1 = vcc_load(vcc_v8_int, &g[t4]);
        vcc_v8_float t5 = __builtin_convertvector(g_v_1, vcc_v8_float);
        vcc_v8_float t6 = t5 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_store(&gf[t4], t6);
        long t7 = (long)(int)(i_vec + 16L);
        vcc_v8_int g_v_2 = vcc_load(vcc_v8_int, &g[t7]);
        vcc_v8_float t8 = __builtin_convertvector(g_v_2, vcc_v8_float);
        vcc_v8_float t9 = t8 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_store(&gf[t7], t9);
        long t10 = (long)(int)(i_vec + 24L);
        vcc_v8_int g_v_3 = vcc_load(vcc_v8_int, &g[t10]);
        vcc_v8_float t11 = __builtin_convertvector(g_v_3, vcc_v8_float);
        vcc_v8_float t12 = t11 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_store(&gf[t10], t12);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    do {
        long t13 = (long)(int)(992L + i_vec_1);
        vcc_v8_int g_v_4 = vcc_load(vcc_v8_int, &g[t13]);
        vcc_v8_float t14 = __builtin_convertvector(g_v_4, vcc_v8_float);
        vcc_v8_float t15 = t14 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_store(&gf[t13], t15);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        long t16 = (long)i;
        gf[t16] = (float)g[t16] * 0.25f;
    }
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n_2) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t17 = 1;
        } else {
            t17 = 0;
            n = n_1;
        }
        if (!t17) {
            load_before();
            store_before();
            unsigned long t27 = hash_bytes((const void *)outf, 4012UL);
            const void *t28 = (const void *)out;
            printf("before %llx %llx\n", (unsigned long long)hash_bytes(t28, 4012UL), (unsigned long long)t27);
            for (int fill_idx_1 = 0; fill_idx_1 < 500; fill_idx_1++) {
                half[fill_idx_1] = -20 + (int)(next_rand() % 40U);
            }
            load_inside();
            unsigned long t29 = hash_bytes(t28, 4012UL);
            load_half();
            printf("inside %llx half %llx\n", (unsigned long long)t29, (unsigned long long)hash_bytes(t28, 4012UL));
            return 0;
        }
        if (n > 1003) {
            n_2 = 1003;
        } else {
            n_2 = n;
        }
        long i_vec_2 = 0L;
        /* vcc: loop at masked_bounds.c:85 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t18 = (long)(int)i_vec_2;
            vcc_store(&out[t18], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(&outf[t18], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            long t19 = (long)(int)(i_vec_2 + 8L);
            vcc_store(&out[t19], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(&outf[t19], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            long t20 = (long)(int)(i_vec_2 + 16L);
            vcc_store(&out[t20], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(&outf[t20], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            long t21 = (long)(int)(i_vec_2 + 24L);
            vcc_store(&out[t21], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(&outf[t21], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            i_vec_2 += 32L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        do {
            long t22 = (long)(int)(992L + i_vec_3);
            vcc_store(&out[t22], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(&outf[t22], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            i_vec_3 += 8L;
        } while (i_vec_3 < 8L);
        for (int i_1 = 1000; i_1 < 1003; i_1++) {
            long t23 = (long)i_1;
            out[t23] = -1;
            outf[t23] = -1.0f;
        }
        load_after(n_2);
        const void *t24 = (const void *)out;
        unsigned long t25 = hash_bytes(t24, 4012UL);
        store_after(n_2, 5);
        long t26 = window(n_2);
        printf("n=%d after %llx store %llx window %ld\n", n_2, (unsigned long long)t25, (unsigned long long)hash_bytes(t24, 4012UL), t26);
    }
}
