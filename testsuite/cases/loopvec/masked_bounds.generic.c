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
    vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t6 = (vcc_v8_uint)t5;
    vcc_v8_uint t1 = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long t2 = 0L;
    do {
        int t7 = (int)t2;
        vcc_v8_int t8 = (vcc_v8_int)t1;
        vcc_m8 t9 = (vcc_m8)(t8 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
        vcc_v8_int t10 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t7 - 1) * 4UL), t9);
        vcc_v8_uint t11 = (vcc_v8_uint)t10;
        vcc_v8_uint t12 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t13 = t11 * t12;
        vcc_v8_int t14 = (vcc_v8_int)t13;
        vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t7 * 4UL), t14, t9);
        int t15 = (int)(t2 + 8L);
        vcc_v8_uint t16 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int t17 = (vcc_v8_int)t16;
        vcc_m8 t18 = (vcc_m8)(t17 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
        vcc_v8_int t19 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t15 - 1) * 4UL), t18);
        vcc_v8_uint t20 = (vcc_v8_uint)t19;
        vcc_v8_uint t21 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t22 = t20 * t21;
        vcc_v8_int t23 = (vcc_v8_int)t22;
        vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t15 * 4UL), t23, t18);
        int t24 = (int)(t2 + 16L);
        vcc_v8_uint t25 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int t26 = (vcc_v8_int)t25;
        vcc_m8 t27 = (vcc_m8)(t26 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
        vcc_v8_int t28 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t24 - 1) * 4UL), t27);
        vcc_v8_uint t29 = (vcc_v8_uint)t28;
        vcc_v8_uint t30 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t31 = t29 * t30;
        vcc_v8_int t32 = (vcc_v8_int)t31;
        vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t24 * 4UL), t32, t27);
        int t33 = (int)(t2 + 24L);
        vcc_v8_uint t34 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int t35 = (vcc_v8_int)t34;
        vcc_m8 t36 = (vcc_m8)(t35 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
        vcc_v8_int t37 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t33 - 1) * 4UL), t36);
        vcc_v8_uint t38 = (vcc_v8_uint)t37;
        vcc_v8_uint t39 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t40 = t38 * t39;
        vcc_v8_int t41 = (vcc_v8_int)t40;
        vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t33 * 4UL), t41, t36);
        t2 += 32L;
        t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (t2 < 992L);
    vcc_v8_int t42 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
    vcc_v8_uint t43 = (vcc_v8_uint)t42;
    vcc_v8_uint t3 = t43 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long t4 = 0L;
    do {
        int t44 = (int)(992L + t4);
        vcc_v8_int t45 = (vcc_v8_int)t3;
        vcc_m8 t46 = (vcc_m8)(t45 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
        vcc_v8_int t47 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t44 - 1) * 4UL), t46);
        vcc_v8_uint t48 = (vcc_v8_uint)t47;
        vcc_v8_uint t49 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t50 = t48 * t49;
        vcc_v8_int t51 = (vcc_v8_int)t50;
        vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t44 * 4UL), t51, t46);
        t4 += 8L;
        t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (t4 < 8L);
    for (int i = 1000; i < 1003; i++) {
        if (i >= 1) {
            out[i] = g[i - 1] * 3;
        }
    }
}

/* A load four elements on, while it stays inside the array (a run-time count). */
void load_after(int n) {
    int t28;
    int i;
    long t5 = (long)n;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t8 = (vcc_v8_uint)t7;
        vcc_v8_uint t1 = t8 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        do {
            int t9 = (int)t2;
            vcc_v8_int t10 = (vcc_v8_int)t1;
            vcc_v8_int t11 = t10 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_m8 t12 = (vcc_m8)(t11 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            vcc_v8_int t13 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t9 + 4) * 4UL), t12);
            vcc_v8_uint t14 = (vcc_v8_uint)t13;
            vcc_v8_uint t15 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t16 = t14 + t15;
            vcc_v8_int t17 = (vcc_v8_int)t16;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t9 * 4UL), t17, t12);
            int t18 = (int)(t2 + 8L);
            vcc_v8_uint t19 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t20 = (vcc_v8_int)t19;
            vcc_v8_int t21 = t20 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_m8 t22 = (vcc_m8)(t21 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            vcc_v8_int t23 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t18 + 4) * 4UL), t22);
            vcc_v8_uint t24 = (vcc_v8_uint)t23;
            vcc_v8_uint t25 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t26 = t24 + t25;
            vcc_v8_int t27 = (vcc_v8_int)t26;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t18 * 4UL), t27, t22);
            t2 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (t2 < t6);
        t28 = (int)t6;
    } else {
        t28 = 0;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if (t29 >= 8L) {
        long t30 = t29 & -8L;
        vcc_v8_int t31 = (vcc_v8_int){t28, t28, t28, t28, t28, t28, t28, t28};
        vcc_v8_uint t32 = (vcc_v8_uint)t31;
        vcc_v8_uint t3 = t32 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t4 = 0L;
        do {
            int t33 = (int)((long)t28 + t4);
            vcc_v8_int t34 = (vcc_v8_int)t3;
            vcc_v8_int t35 = t34 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_m8 t36 = (vcc_m8)(t35 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            vcc_v8_int t37 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t33 + 4) * 4UL), t36);
            vcc_v8_uint t38 = (vcc_v8_uint)t37;
            vcc_v8_uint t39 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t40 = t38 + t39;
            vcc_v8_int t41 = (vcc_v8_int)t40;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t33 * 4UL), t41, t36);
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t4 < t30);
        i = (int)((long)t28 + t30);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        int t42 = i + 4;
        if (t42 < 1003) {
            out[i] = g[t42] + 1;
        }
    }
}

/* A store two elements back, from the third iteration on. */
static __typeof__(gf) gf __attribute__((aligned(32)));
void store_before(void) {
    vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t6 = (vcc_v8_uint)t5;
    vcc_v8_uint t1 = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long t2 = 0L;
    do {
        int t7 = (int)t2;
        vcc_v8_int t8 = (vcc_v8_int)t1;
        vcc_m8 t9 = (vcc_m8)(t8 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_float t10 = vcc_load(vcc_v8_float, &gf[t7]);
        vcc_v8_float t11 = t10 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)(t7 - 2) * 4UL), t11, t9);
        int t12 = (int)(t2 + 8L);
        vcc_v8_uint t13 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int t14 = (vcc_v8_int)t13;
        vcc_m8 t15 = (vcc_m8)(t14 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_float t16 = vcc_load(vcc_v8_float, &gf[t12]);
        vcc_v8_float t17 = t16 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)(t12 - 2) * 4UL), t17, t15);
        int t18 = (int)(t2 + 16L);
        vcc_v8_uint t19 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int t20 = (vcc_v8_int)t19;
        vcc_m8 t21 = (vcc_m8)(t20 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_float t22 = vcc_load(vcc_v8_float, &gf[t18]);
        vcc_v8_float t23 = t22 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)(t18 - 2) * 4UL), t23, t21);
        int t24 = (int)(t2 + 24L);
        vcc_v8_uint t25 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int t26 = (vcc_v8_int)t25;
        vcc_m8 t27 = (vcc_m8)(t26 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_float t28 = vcc_load(vcc_v8_float, &gf[t24]);
        vcc_v8_float t29 = t28 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)(t24 - 2) * 4UL), t29, t27);
        t2 += 32L;
        t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (t2 < 992L);
    vcc_v8_int t30 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
    vcc_v8_uint t31 = (vcc_v8_uint)t30;
    vcc_v8_uint t3 = t31 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long t4 = 0L;
    do {
        int t32 = (int)(992L + t4);
        vcc_v8_int t33 = (vcc_v8_int)t3;
        vcc_m8 t34 = (vcc_m8)(t33 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
        vcc_v8_float t35 = vcc_load_masked(vcc_v8_float, (float *)((unsigned long)&gf + (unsigned long)(long)t32 * 4UL), t34);
        vcc_v8_float t36 = t35 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)(t32 - 2) * 4UL), t36, t34);
        t4 += 8L;
        t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (t4 < 8L);
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
    long t1 = 0L;
    do {
        long t3 = (long)(int)t1;
        int *t4 = &out[t3];
        vcc_v8_int t5 = vcc_load(vcc_v8_int, t4);
        vcc_m8 t6 = (vcc_m8)(t5 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_int t7 = vcc_load(vcc_v8_int, &g[t3]);
        vcc_v8_uint t8 = (vcc_v8_uint)t7;
        vcc_v8_uint t9 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t10 = t8 * t9;
        vcc_v8_int t11 = (vcc_v8_int)t10;
        vcc_v8_int t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t11, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
        vcc_store(t4, t12);
        long t13 = (long)(int)(t1 + 8L);
        int *t14 = &out[t13];
        vcc_v8_int t15 = vcc_load(vcc_v8_int, t14);
        vcc_m8 t16 = (vcc_m8)(t15 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_int t17 = vcc_load(vcc_v8_int, &g[t13]);
        vcc_v8_uint t18 = (vcc_v8_uint)t17;
        vcc_v8_uint t19 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t20 = t18 * t19;
        vcc_v8_int t21 = (vcc_v8_int)t20;
        vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t21, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
        vcc_store(t14, t22);
        long t23 = (long)(int)(t1 + 16L);
        int *t24 = &out[t23];
        vcc_v8_int t25 = vcc_load(vcc_v8_int, t24);
        vcc_m8 t26 = (vcc_m8)(t25 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_int t27 = vcc_load(vcc_v8_int, &g[t23]);
        vcc_v8_uint t28 = (vcc_v8_uint)t27;
        vcc_v8_uint t29 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t30 = t28 * t29;
        vcc_v8_int t31 = (vcc_v8_int)t30;
        vcc_v8_int t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t31, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
        vcc_store(t24, t32);
        long t33 = (long)(int)(t1 + 24L);
        int *t34 = &out[t33];
        vcc_v8_int t35 = vcc_load(vcc_v8_int, t34);
        vcc_m8 t36 = (vcc_m8)(t35 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_int t37 = vcc_load(vcc_v8_int, &g[t33]);
        vcc_v8_uint t38 = (vcc_v8_uint)t37;
        vcc_v8_uint t39 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t40 = t38 * t39;
        vcc_v8_int t41 = (vcc_v8_int)t40;
        vcc_v8_int t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, t41, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
        vcc_store(t34, t42);
        t1 += 32L;
    } while (t1 < 992L);
    long t2 = 0L;
    do {
        long t43 = (long)(int)(992L + t2);
        int *t44 = &out[t43];
        vcc_v8_int t45 = vcc_load(vcc_v8_int, t44);
        vcc_m8 t46 = (vcc_m8)(t45 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
        vcc_v8_int t47 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)t43 * 4UL), t46);
        vcc_v8_uint t48 = (vcc_v8_uint)t47;
        vcc_v8_uint t49 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t50 = t48 * t49;
        vcc_v8_int t51 = (vcc_v8_int)t50;
        vcc_v8_int t52 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, t51, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
        vcc_store(t44, t52);
        t2 += 8L;
    } while (t2 < 8L);
    for (int i = 1000; i < 1003; i++) {
        long t53 = (long)i;
        int *t54 = &out[t53];
        if (*t54 > 10) {
            *t54 = g[t53] * 2;
        } else {
            *t54 = 7;
        }
    }
}

/* half[i] exists only while i < H: the load stays masked. */
void load_half(void) {
    vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t6 = (vcc_v8_uint)t5;
    vcc_v8_uint t1 = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long t2 = 0L;
    do {
        vcc_v8_int t7 = (vcc_v8_int)t1;
        vcc_m8 t8 = (vcc_m8)(t7 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        long t9 = (long)(int)t2;
        vcc_v8_int t10 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t9 * 4UL), t8);
        vcc_v8_uint t11 = (vcc_v8_uint)t10;
        vcc_v8_uint t12 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t13 = t11 + t12;
        vcc_v8_int t14 = (vcc_v8_int)t13;
        vcc_v8_int t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t14, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        vcc_store(&out[t9], t15);
        vcc_v8_uint t16 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int t17 = (vcc_v8_int)t16;
        vcc_m8 t18 = (vcc_m8)(t17 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        long t19 = (long)(int)(t2 + 8L);
        vcc_v8_int t20 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t19 * 4UL), t18);
        vcc_v8_uint t21 = (vcc_v8_uint)t20;
        vcc_v8_uint t22 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t23 = t21 + t22;
        vcc_v8_int t24 = (vcc_v8_int)t23;
        vcc_v8_int t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t24, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        vcc_store(&out[t19], t25);
        vcc_v8_uint t26 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int t27 = (vcc_v8_int)t26;
        vcc_m8 t28 = (vcc_m8)(t27 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        long t29 = (long)(int)(t2 + 16L);
        vcc_v8_int t30 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t29 * 4UL), t28);
        vcc_v8_uint t31 = (vcc_v8_uint)t30;
        vcc_v8_uint t32 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t33 = t31 + t32;
        vcc_v8_int t34 = (vcc_v8_int)t33;
        vcc_v8_int t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, t34, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        vcc_store(&out[t29], t35);
        vcc_v8_uint t36 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int t37 = (vcc_v8_int)t36;
        vcc_m8 t38 = (vcc_m8)(t37 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        long t39 = (long)(int)(t2 + 24L);
        vcc_v8_int t40 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t39 * 4UL), t38);
        vcc_v8_uint t41 = (vcc_v8_uint)t40;
        vcc_v8_uint t42 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t43 = t41 + t42;
        vcc_v8_int t44 = (vcc_v8_int)t43;
        vcc_v8_int t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t38, t44, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        vcc_store(&out[t39], t45);
        t2 += 32L;
        t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (t2 < 992L);
    vcc_v8_int t46 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
    vcc_v8_uint t47 = (vcc_v8_uint)t46;
    vcc_v8_uint t3 = t47 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long t4 = 0L;
    do {
        vcc_v8_int t48 = (vcc_v8_int)t3;
        vcc_m8 t49 = (vcc_m8)(t48 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
        long t50 = (long)(int)(992L + t4);
        vcc_v8_int t51 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t50 * 4UL), t49);
        vcc_v8_uint t52 = (vcc_v8_uint)t51;
        vcc_v8_uint t53 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t54 = t52 + t53;
        vcc_v8_int t55 = (vcc_v8_int)t54;
        vcc_v8_int t56 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, t55, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
        vcc_store(&out[t50], t56);
        t4 += 8L;
        t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (t4 < 8L);
    for (int i = 1000; i < 1003; i++) {
        if (i < 500) {
            long t57 = (long)i;
            out[t57] = half[t57] + 1;
        } else {
            out[i] = -3;
        }
    }
}

/* A store past a run-time offset, under a data condition and the bound. */
void store_after(int n, int k) {
    int t35;
    int i;
    int t54;
    long t5 = (long)n;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        vcc_v8_int t7 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        vcc_v8_int t8 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t9 = (vcc_v8_uint)t8;
        vcc_v8_uint t1 = t9 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        do {
            int t10 = (int)t2;
            vcc_v8_int t11 = (vcc_v8_int)t1;
            vcc_v8_int t12 = vcc_load(vcc_v8_int, &g[t10]);
            vcc_m8 t13 = (vcc_m8)(t12 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t14 = (vcc_v8_uint)t11;
            vcc_v8_uint t15 = (vcc_v8_uint)t7;
            vcc_v8_uint t16 = t14 + t15;
            vcc_v8_int t17 = (vcc_v8_int)t16;
            vcc_m8 t18 = (vcc_m8)(t17 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            vcc_v8_int t19 = __builtin_convertvector(t18 & 1, vcc_v8_int);
            vcc_v8_int t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t19, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t21 = (vcc_m8)(t20 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)(t10 + k) * 4UL), t12, t21);
            int t22 = (int)(t2 + 8L);
            vcc_v8_uint t23 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t24 = (vcc_v8_int)t23;
            vcc_v8_int t25 = vcc_load(vcc_v8_int, &g[t22]);
            vcc_m8 t26 = (vcc_m8)(t25 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t27 = (vcc_v8_uint)t24;
            vcc_v8_uint t28 = (vcc_v8_uint)t7;
            vcc_v8_uint t29 = t27 + t28;
            vcc_v8_int t30 = (vcc_v8_int)t29;
            vcc_m8 t31 = (vcc_m8)(t30 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            vcc_v8_int t32 = __builtin_convertvector(t31 & 1, vcc_v8_int);
            vcc_v8_int t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t32, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t34 = (vcc_m8)(t33 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)(t22 + k) * 4UL), t25, t34);
            t2 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (t2 < t6);
        t35 = (int)t6;
    } else {
        t35 = 0;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 8L) {
        long t37 = t36 & -8L;
        vcc_v8_int t38 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        vcc_v8_int t39 = (vcc_v8_int){t35, t35, t35, t35, t35, t35, t35, t35};
        vcc_v8_uint t40 = (vcc_v8_uint)t39;
        vcc_v8_uint t3 = t40 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t4 = 0L;
        do {
            int t41 = (int)((long)t35 + t4);
            vcc_v8_int t42 = (vcc_v8_int)t3;
            vcc_v8_int t43 = vcc_load(vcc_v8_int, &g[t41]);
            vcc_m8 t44 = (vcc_m8)(t43 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            vcc_v8_uint t45 = (vcc_v8_uint)t42;
            vcc_v8_uint t46 = (vcc_v8_uint)t38;
            vcc_v8_uint t47 = t45 + t46;
            vcc_v8_int t48 = (vcc_v8_int)t47;
            vcc_m8 t49 = (vcc_m8)(t48 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            vcc_v8_int t50 = __builtin_convertvector(t49 & 1, vcc_v8_int);
            vcc_v8_int t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t44, t50, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_m8 t52 = (vcc_m8)(t51 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)(t41 + k) * 4UL), t43, t52);
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t4 < t37);
        i = (int)((long)t35 + t37);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        int t53 = g[i];
        if (t53 > 10) {
            t54 = ((i + k) < 1003) != 0;
        } else {
            t54 = 0;
        }
        if (t54) {
            out[i + k] = t53;
        }
    }
}

/* Both sides: a window read under a condition that keeps it inside the array. */
long window(int n) {
    int t54;
    long t55;
    int i;
    long s;
    int t80;
    long s_1;
    long t8 = (long)n;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        vcc_v4_int t10 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t11 = (vcc_v4_uint)t10;
        vcc_v4_uint t1 = t11 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long t2 = 0L;
        vcc_v4_ulong t3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            int t12 = (int)t2;
            vcc_v4_int t13 = (vcc_v4_int)t1;
            vcc_m4 t14 = (vcc_m4)(t13 >= (vcc_v4_int){3, 3, 3, 3});
            vcc_v4_uint t15 = (vcc_v4_uint)t13;
            vcc_v4_uint t16 = (vcc_v4_uint)(vcc_v4_int){3, 3, 3, 3};
            vcc_v4_uint t17 = t15 + t16;
            vcc_v4_int t18 = (vcc_v4_int)t17;
            vcc_m4 t19 = (vcc_m4)(t18 < (vcc_v4_int){1003, 1003, 1003, 1003});
            vcc_v4_int t20 = __builtin_convertvector(t19 & 1, vcc_v4_int);
            vcc_v4_int t21 = vcc_select(vcc_v4_int, (vcc_v4_int)t14, t20, ((vcc_v4_int){0, 0, 0, 0}));
            vcc_m4 t22 = (vcc_m4)(t21 != (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_int t23 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t12 - 3) * 4UL), t22);
            vcc_v4_int t24 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t12 + 3) * 4UL), t22);
            vcc_v4_uint t25 = (vcc_v4_uint)t23;
            vcc_v4_uint t26 = (vcc_v4_uint)t24;
            vcc_v4_uint t27 = t25 - t26;
            vcc_v4_int t28 = (vcc_v4_int)t27;
            vcc_v4_long t29 = __builtin_convertvector(t28, vcc_v4_long);
            vcc_v4_ulong t30 = (vcc_v4_ulong)t29;
            vcc_v4_ulong t31 = t3 + t30;
            t3 = vcc_select(vcc_v4_long, __builtin_convertvector(t22, vcc_v4_long), t31, t3);
            int t32 = (int)(t2 + 4L);
            vcc_v4_uint t33 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            vcc_v4_int t34 = (vcc_v4_int)t33;
            vcc_m4 t35 = (vcc_m4)(t34 >= (vcc_v4_int){3, 3, 3, 3});
            vcc_v4_uint t36 = (vcc_v4_uint)t34;
            vcc_v4_uint t37 = (vcc_v4_uint)(vcc_v4_int){3, 3, 3, 3};
            vcc_v4_uint t38 = t36 + t37;
            vcc_v4_int t39 = (vcc_v4_int)t38;
            vcc_m4 t40 = (vcc_m4)(t39 < (vcc_v4_int){1003, 1003, 1003, 1003});
            vcc_v4_int t41 = __builtin_convertvector(t40 & 1, vcc_v4_int);
            vcc_v4_int t42 = vcc_select(vcc_v4_int, (vcc_v4_int)t35, t41, ((vcc_v4_int){0, 0, 0, 0}));
            vcc_m4 t43 = (vcc_m4)(t42 != (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_int t44 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t32 - 3) * 4UL), t43);
            vcc_v4_int t45 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t32 + 3) * 4UL), t43);
            vcc_v4_uint t46 = (vcc_v4_uint)t44;
            vcc_v4_uint t47 = (vcc_v4_uint)t45;
            vcc_v4_uint t48 = t46 - t47;
            vcc_v4_int t49 = (vcc_v4_int)t48;
            vcc_v4_long t50 = __builtin_convertvector(t49, vcc_v4_long);
            vcc_v4_ulong t51 = (vcc_v4_ulong)t50;
            vcc_v4_ulong t52 = t4 + t51;
            t4 = vcc_select(vcc_v4_long, __builtin_convertvector(t43, vcc_v4_long), t52, t4);
            t2 += 8L;
            t1 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
        } while (t2 < t9);
        vcc_v4_ulong t53 = t3 + t4;
        t54 = (int)t9;
        t55 = (long)vcc_reduce(unsigned long, t53, +);
    } else {
        t54 = 0;
        t55 = 0L;
    }
    long t56 = (long)n + (long)t54 * -1L;
    if (t56 >= 4L) {
        long t57 = t56 & -4L;
        vcc_v4_int t58 = (vcc_v4_int){t54, t54, t54, t54};
        vcc_v4_uint t59 = (vcc_v4_uint)t58;
        vcc_v4_uint t5 = t59 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long t6 = 0L;
        vcc_v4_ulong t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            int t60 = (int)((long)t54 + t6);
            vcc_v4_int t61 = (vcc_v4_int)t5;
            vcc_m4 t62 = (vcc_m4)(t61 >= (vcc_v4_int){3, 3, 3, 3});
            vcc_v4_uint t63 = (vcc_v4_uint)t61;
            vcc_v4_uint t64 = (vcc_v4_uint)(vcc_v4_int){3, 3, 3, 3};
            vcc_v4_uint t65 = t63 + t64;
            vcc_v4_int t66 = (vcc_v4_int)t65;
            vcc_m4 t67 = (vcc_m4)(t66 < (vcc_v4_int){1003, 1003, 1003, 1003});
            vcc_v4_int t68 = __builtin_convertvector(t67 & 1, vcc_v4_int);
            vcc_v4_int t69 = vcc_select(vcc_v4_int, (vcc_v4_int)t62, t68, ((vcc_v4_int){0, 0, 0, 0}));
            vcc_m4 t70 = (vcc_m4)(t69 != (vcc_v4_int){0, 0, 0, 0});
            vcc_v4_int t71 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t60 - 3) * 4UL), t70);
            vcc_v4_int t72 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t60 + 3) * 4UL), t70);
            vcc_v4_uint t73 = (vcc_v4_uint)t71;
            vcc_v4_uint t74 = (vcc_v4_uint)t72;
            vcc_v4_uint t75 = t73 - t74;
            vcc_v4_int t76 = (vcc_v4_int)t75;
            vcc_v4_long t77 = __builtin_convertvector(t76, vcc_v4_long);
            vcc_v4_ulong t78 = (vcc_v4_ulong)t77;
            vcc_v4_ulong t79 = t7 + t78;
            t7 = vcc_select(vcc_v4_long, __builtin_convertvector(t70, vcc_v4_long), t79, t7);
            t6 += 4L;
            t5 = t5 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        } while (t6 < t57);
        i = (int)((long)t54 + t57);
        s = (long)((unsigned long)t55 + vcc_reduce(unsigned long, t7, +));
    } else {
        i = t54;
        s = t55;
    }
    for (; i < n; i++, s = s_1) {
        if (i >= 3) {
            t80 = ((i + 3) < 1003) != 0;
        } else {
            t80 = 0;
        }
        if (t80) {
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
    int t26;
    int n_2;
    for (int fill_idx = 0; fill_idx < 1003; fill_idx++) {
        g[fill_idx] = -50 + (int)(next_rand() % 100U);
    }
    long t1 = 0L;
    do {
        long t5 = (long)(int)t1;
        vcc_v8_int t6 = vcc_load(vcc_v8_int, &g[t5]);
        vcc_v8_float t7 = __builtin_convertvector(t6, vcc_v8_float);
        vcc_v8_float t8 = t7 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_store(&gf[t5], t8);
        long t9 = (long)(int)(t1 + 8L);
        vcc_v8_int t10 = vcc_load(vcc_v8_int, &g[t9]);
        vcc_v8_float t11 = __builtin_convertvector(t10, vcc_v8_float);
        vcc_v8_float t12 = t11 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_store(&gf[t9], t12);
        long t13 = (long)(int)(t1 + 16L);
        vcc_v8_int t14 = vcc_load(vcc_v8_int, &g[t13]);
        vcc_v8_float t15 = __builtin_convertvector(t14, vcc_v8_float);
        vcc_v8_float t16 = t15 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_store(&gf[t13], t16);
        long t17 = (long)(int)(t1 + 24L);
        vcc_v8_int t18 = vcc_load(vcc_v8_int, &g[t17]);
        vcc_v8_float t19 = __builtin_convertvector(t18, vcc_v8_float);
        vcc_v8_float t20 = t19 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_store(&gf[t17], t20);
        t1 += 32L;
    } while (t1 < 992L);
    long t2 = 0L;
    do {
        long t21 = (long)(int)(992L + t2);
        vcc_v8_int t22 = vcc_load(vcc_v8_int, &g[t21]);
        vcc_v8_float t23 = __builtin_convertvector(t22, vcc_v8_float);
        vcc_v8_float t24 = t23 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_store(&gf[t21], t24);
        t2 += 8L;
    } while (t2 < 8L);
    for (int i = 1000; i < 1003; i++) {
        long t25 = (long)i;
        gf[t25] = (float)g[t25] * 0.25f;
    }
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n_2) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t26 = 1;
        } else {
            t26 = 0;
            n = n_1;
        }
        if (!t26) {
            load_before();
            store_before();
            unsigned long t36 = hash_bytes((const void *)outf, 4012UL);
            const void *t37 = (const void *)out;
            printf("before %llx %llx\n", (unsigned long long)hash_bytes(t37, 4012UL), (unsigned long long)t36);
            for (int fill_idx_1 = 0; fill_idx_1 < 500; fill_idx_1++) {
                half[fill_idx_1] = -20 + (int)(next_rand() % 40U);
            }
            load_inside();
            unsigned long t38 = hash_bytes(t37, 4012UL);
            load_half();
            printf("inside %llx half %llx\n", (unsigned long long)t38, (unsigned long long)hash_bytes(t37, 4012UL));
            return 0;
        }
        if (n > 1003) {
            n_2 = 1003;
        } else {
            n_2 = n;
        }
        long t3 = 0L;
        do {
            long t27 = (long)(int)t3;
            vcc_store(&out[t27], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(&outf[t27], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            long t28 = (long)(int)(t3 + 8L);
            vcc_store(&out[t28], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(&outf[t28], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            long t29 = (long)(int)(t3 + 16L);
            vcc_store(&out[t29], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(&outf[t29], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            long t30 = (long)(int)(t3 + 24L);
            vcc_store(&out[t30], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(&outf[t30], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            t3 += 32L;
        } while (t3 < 992L);
        long t4 = 0L;
        do {
            long t31 = (long)(int)(992L + t4);
            vcc_store(&out[t31], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
            vcc_store(&outf[t31], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
            t4 += 8L;
        } while (t4 < 8L);
        for (int i_1 = 1000; i_1 < 1003; i_1++) {
            long t32 = (long)i_1;
            out[t32] = -1;
            outf[t32] = -1.0f;
        }
        load_after(n_2);
        const void *t33 = (const void *)out;
        unsigned long t34 = hash_bytes(t33, 4012UL);
        store_after(n_2, 5);
        long t35 = window(n_2);
        printf("n=%d after %llx store %llx window %ld\n", n_2, (unsigned long long)t34, (unsigned long long)hash_bytes(t33, 4012UL), t35);
    }
}
