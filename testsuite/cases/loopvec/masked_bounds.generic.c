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
    vcc_v8_uint t1;
    long t2;
    vcc_v8_uint t3;
    long t4;
    long t5;
    vcc_v8_int t6;
    vcc_v8_uint t7;
    int t8;
    vcc_v8_int t9;
    vcc_m8 t10;
    vcc_v8_int t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_int t15;
    int t16;
    vcc_v8_uint t17;
    vcc_v8_int t18;
    vcc_m8 t19;
    vcc_v8_int t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_int t24;
    int t25;
    vcc_v8_uint t26;
    vcc_v8_int t27;
    vcc_m8 t28;
    vcc_v8_int t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    vcc_v8_int t33;
    int t34;
    vcc_v8_uint t35;
    vcc_v8_int t36;
    vcc_m8 t37;
    vcc_v8_int t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_uint t41;
    vcc_v8_int t42;
    int t43;
    long t44;
    long t45;
    vcc_v8_int t46;
    vcc_v8_uint t47;
    int t48;
    vcc_v8_int t49;
    vcc_m8 t50;
    vcc_v8_int t51;
    vcc_v8_uint t52;
    vcc_v8_uint t53;
    vcc_v8_uint t54;
    vcc_v8_int t55;
    int i;
    if (1003L >= 32L) {
        t5 = 1003L & -32L;
        t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t7 = (vcc_v8_uint)t6;
        t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t2 = 0L;
        do {
            t8 = (int)((long)0 + t2);
            t9 = (vcc_v8_int)t1;
            t10 = (vcc_m8)(t9 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            t11 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t8 - 1) * 4UL), t10);
            t12 = (vcc_v8_uint)t11;
            t13 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t14 = t12 * t13;
            t15 = (vcc_v8_int)t14;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t8 * 4UL), t15, t10);
            t16 = (int)((long)0 + (t2 + 8L));
            t17 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t18 = (vcc_v8_int)t17;
            t19 = (vcc_m8)(t18 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            t20 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t16 - 1) * 4UL), t19);
            t21 = (vcc_v8_uint)t20;
            t22 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t23 = t21 * t22;
            t24 = (vcc_v8_int)t23;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t16 * 4UL), t24, t19);
            t25 = (int)((long)0 + (t2 + 16L));
            t26 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t27 = (vcc_v8_int)t26;
            t28 = (vcc_m8)(t27 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            t29 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t25 - 1) * 4UL), t28);
            t30 = (vcc_v8_uint)t29;
            t31 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t32 = t30 * t31;
            t33 = (vcc_v8_int)t32;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t25 * 4UL), t33, t28);
            t34 = (int)((long)0 + (t2 + 24L));
            t35 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            t36 = (vcc_v8_int)t35;
            t37 = (vcc_m8)(t36 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            t38 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t34 - 1) * 4UL), t37);
            t39 = (vcc_v8_uint)t38;
            t40 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t41 = t39 * t40;
            t42 = (vcc_v8_int)t41;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t34 * 4UL), t42, t37);
            t2 += 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (t2 < t5);
        t43 = (int)((long)0 + t5);
    } else {
        t43 = 0;
    }
    t44 = (long)t43 * -1L + 1003L;
    if (t44 >= 8L) {
        t45 = t44 & -8L;
        t46 = (vcc_v8_int){t43, t43, t43, t43, t43, t43, t43, t43};
        t47 = (vcc_v8_uint)t46;
        t3 = t47 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t4 = 0L;
        do {
            t48 = (int)((long)t43 + t4);
            t49 = (vcc_v8_int)t3;
            t50 = (vcc_m8)(t49 >= (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1});
            t51 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t48 - 1) * 4UL), t50);
            t52 = (vcc_v8_uint)t51;
            t53 = (vcc_v8_uint)(vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t54 = t52 * t53;
            t55 = (vcc_v8_int)t54;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t48 * 4UL), t55, t50);
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t4 < t45);
        i = (int)((long)t43 + t45);
    } else {
        i = t43;
    }
    for (; i < 1003; i++) {
        if (i >= 1) {
            out[i] = g[i - 1] * 3;
        }
    }
}

/* A load four elements on, while it stays inside the array (a run-time count). */
void load_after(int n) {
    vcc_v8_uint t1;
    long t2;
    vcc_v8_uint t3;
    long t4;
    long t5;
    long t6;
    vcc_v8_int t7;
    vcc_v8_uint t8;
    int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_m8 t12;
    vcc_v8_int t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_int t17;
    int t18;
    vcc_v8_uint t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_m8 t22;
    vcc_v8_int t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    vcc_v8_int t27;
    int t28;
    long t29;
    long t30;
    vcc_v8_int t31;
    vcc_v8_uint t32;
    int t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_m8 t36;
    vcc_v8_int t37;
    vcc_v8_uint t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_int t41;
    int i;
    int t42;
    t5 = (long)n;
    if (t5 >= 16L) {
        t6 = t5 & -16L;
        t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t8 = (vcc_v8_uint)t7;
        t1 = t8 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t2 = 0L;
        do {
            t9 = (int)((long)0 + t2);
            t10 = (vcc_v8_int)t1;
            t11 = t10 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            t12 = (vcc_m8)(t11 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            t13 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t9 + 4) * 4UL), t12);
            t14 = (vcc_v8_uint)t13;
            t15 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t16 = t14 + t15;
            t17 = (vcc_v8_int)t16;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t9 * 4UL), t17, t12);
            t18 = (int)((long)0 + (t2 + 8L));
            t19 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t20 = (vcc_v8_int)t19;
            t21 = t20 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            t22 = (vcc_m8)(t21 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            t23 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t18 + 4) * 4UL), t22);
            t24 = (vcc_v8_uint)t23;
            t25 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t26 = t24 + t25;
            t27 = (vcc_v8_int)t26;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t18 * 4UL), t27, t22);
            t2 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (t2 < t6);
        t28 = (int)((long)0 + t6);
    } else {
        t28 = 0;
    }
    t29 = (long)n + (long)t28 * -1L;
    if (t29 >= 8L) {
        t30 = t29 & -8L;
        t31 = (vcc_v8_int){t28, t28, t28, t28, t28, t28, t28, t28};
        t32 = (vcc_v8_uint)t31;
        t3 = t32 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t4 = 0L;
        do {
            t33 = (int)((long)t28 + t4);
            t34 = (vcc_v8_int)t3;
            t35 = t34 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            t36 = (vcc_m8)(t35 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            t37 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)(long)(t33 + 4) * 4UL), t36);
            t38 = (vcc_v8_uint)t37;
            t39 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t40 = t38 + t39;
            t41 = (vcc_v8_int)t40;
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)t33 * 4UL), t41, t36);
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t4 < t30);
        i = (int)((long)t28 + t30);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        t42 = i + 4;
        if (t42 < 1003) {
            out[i] = g[t42] + 1;
        }
    }
}

/* A store two elements back, from the third iteration on. */
static __typeof__(gf) gf __attribute__((aligned(32)));
void store_before(void) {
    vcc_v8_uint t1;
    long t2;
    vcc_v8_uint t3;
    long t4;
    long t5;
    vcc_v8_int t6;
    vcc_v8_uint t7;
    int t8;
    vcc_v8_int t9;
    vcc_m8 t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    int t13;
    vcc_v8_uint t14;
    vcc_v8_int t15;
    vcc_m8 t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    int t19;
    vcc_v8_uint t20;
    vcc_v8_int t21;
    vcc_m8 t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    int t25;
    vcc_v8_uint t26;
    vcc_v8_int t27;
    vcc_m8 t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    int t31;
    long t32;
    long t33;
    vcc_v8_int t34;
    vcc_v8_uint t35;
    int t36;
    vcc_v8_int t37;
    vcc_m8 t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    int i;
    if (1003L >= 32L) {
        t5 = 1003L & -32L;
        t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t7 = (vcc_v8_uint)t6;
        t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t2 = 0L;
        do {
            t8 = (int)((long)0 + t2);
            t9 = (vcc_v8_int)t1;
            t10 = (vcc_m8)(t9 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            t11 = vcc_load(vcc_v8_float, &gf[t8]);
            t12 = t11 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)(t8 - 2) * 4UL), t12, t10);
            t13 = (int)((long)0 + (t2 + 8L));
            t14 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t15 = (vcc_v8_int)t14;
            t16 = (vcc_m8)(t15 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            t17 = vcc_load(vcc_v8_float, &gf[t13]);
            t18 = t17 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)(t13 - 2) * 4UL), t18, t16);
            t19 = (int)((long)0 + (t2 + 16L));
            t20 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t21 = (vcc_v8_int)t20;
            t22 = (vcc_m8)(t21 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            t23 = vcc_load(vcc_v8_float, &gf[t19]);
            t24 = t23 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)(t19 - 2) * 4UL), t24, t22);
            t25 = (int)((long)0 + (t2 + 24L));
            t26 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            t27 = (vcc_v8_int)t26;
            t28 = (vcc_m8)(t27 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            t29 = vcc_load(vcc_v8_float, &gf[t25]);
            t30 = t29 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)(t25 - 2) * 4UL), t30, t28);
            t2 += 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (t2 < t5);
        t31 = (int)((long)0 + t5);
    } else {
        t31 = 0;
    }
    t32 = (long)t31 * -1L + 1003L;
    if (t32 >= 8L) {
        t33 = t32 & -8L;
        t34 = (vcc_v8_int){t31, t31, t31, t31, t31, t31, t31, t31};
        t35 = (vcc_v8_uint)t34;
        t3 = t35 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t4 = 0L;
        do {
            t36 = (int)((long)t31 + t4);
            t37 = (vcc_v8_int)t3;
            t38 = (vcc_m8)(t37 >= (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2});
            t39 = vcc_load_masked(vcc_v8_float, (float *)((unsigned long)&gf + (unsigned long)(long)t36 * 4UL), t38);
            t40 = t39 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store_masked((float *)((unsigned long)&outf + (unsigned long)(long)(t36 - 2) * 4UL), t40, t38);
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t4 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < 1003; i++) {
        if (i >= 2) {
            outf[i - 2] = gf[i] * 0.5f;
        }
    }
}

/* Every element of g exists for every iteration: the conditional load is unmasked. */
static __typeof__(g) g __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
void load_inside(void) {
    long t1;
    long t2;
    long t3;
    long t4;
    int *t5;
    vcc_v8_int t6;
    vcc_m8 t7;
    vcc_v8_int t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    long t14;
    int *t15;
    vcc_v8_int t16;
    vcc_m8 t17;
    vcc_v8_int t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    long t24;
    int *t25;
    vcc_v8_int t26;
    vcc_m8 t27;
    vcc_v8_int t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    long t34;
    int *t35;
    vcc_v8_int t36;
    vcc_m8 t37;
    vcc_v8_int t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_uint t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    int t44;
    long t45;
    long t46;
    long t47;
    int *t48;
    vcc_v8_int t49;
    vcc_m8 t50;
    vcc_v8_int t51;
    vcc_v8_uint t52;
    vcc_v8_uint t53;
    vcc_v8_uint t54;
    vcc_v8_int t55;
    vcc_v8_int t56;
    int i;
    long t57;
    int *t58;
    if (1003L >= 32L) {
        t3 = 1003L & -32L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = &out[t4];
            t6 = vcc_load(vcc_v8_int, t5);
            t7 = (vcc_m8)(t6 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            t8 = vcc_load(vcc_v8_int, &g[t4]);
            t9 = (vcc_v8_uint)t8;
            t10 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t11 = t9 * t10;
            t12 = (vcc_v8_int)t11;
            t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t12, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
            vcc_store(t5, t13);
            t14 = (long)(int)((long)0 + (t1 + 8L));
            t15 = &out[t14];
            t16 = vcc_load(vcc_v8_int, t15);
            t17 = (vcc_m8)(t16 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            t18 = vcc_load(vcc_v8_int, &g[t14]);
            t19 = (vcc_v8_uint)t18;
            t20 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t21 = t19 * t20;
            t22 = (vcc_v8_int)t21;
            t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t22, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
            vcc_store(t15, t23);
            t24 = (long)(int)((long)0 + (t1 + 16L));
            t25 = &out[t24];
            t26 = vcc_load(vcc_v8_int, t25);
            t27 = (vcc_m8)(t26 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            t28 = vcc_load(vcc_v8_int, &g[t24]);
            t29 = (vcc_v8_uint)t28;
            t30 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t31 = t29 * t30;
            t32 = (vcc_v8_int)t31;
            t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t32, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
            vcc_store(t25, t33);
            t34 = (long)(int)((long)0 + (t1 + 24L));
            t35 = &out[t34];
            t36 = vcc_load(vcc_v8_int, t35);
            t37 = (vcc_m8)(t36 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            t38 = vcc_load(vcc_v8_int, &g[t34]);
            t39 = (vcc_v8_uint)t38;
            t40 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t41 = t39 * t40;
            t42 = (vcc_v8_int)t41;
            t43 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, t42, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
            vcc_store(t35, t43);
            t1 += 32L;
        } while (t1 < t3);
        t44 = (int)((long)0 + t3);
    } else {
        t44 = 0;
    }
    t45 = (long)t44 * -1L + 1003L;
    if (t45 >= 8L) {
        t46 = t45 & -8L;
        t2 = 0L;
        do {
            t47 = (long)(int)((long)t44 + t2);
            t48 = &out[t47];
            t49 = vcc_load(vcc_v8_int, t48);
            t50 = (vcc_m8)(t49 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            t51 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&g + (unsigned long)t47 * 4UL), t50);
            t52 = (vcc_v8_uint)t51;
            t53 = (vcc_v8_uint)(vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t54 = t52 * t53;
            t55 = (vcc_v8_int)t54;
            t56 = vcc_select(vcc_v8_int, (vcc_v8_int)t50, t55, ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
            vcc_store(t48, t56);
            t2 += 8L;
        } while (t2 < t46);
        i = (int)((long)t44 + t46);
    } else {
        i = t44;
    }
    for (; i < 1003; i++) {
        t57 = (long)i;
        t58 = &out[t57];
        if (*t58 > 10) {
            *t58 = g[t57] * 2;
        } else {
            *t58 = 7;
        }
    }
}

/* half[i] exists only while i < H: the load stays masked. */
void load_half(void) {
    vcc_v8_uint t1;
    long t2;
    vcc_v8_uint t3;
    long t4;
    long t5;
    vcc_v8_int t6;
    vcc_v8_uint t7;
    vcc_v8_int t8;
    vcc_m8 t9;
    long t10;
    vcc_v8_int t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_uint t17;
    vcc_v8_int t18;
    vcc_m8 t19;
    long t20;
    vcc_v8_int t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_uint t27;
    vcc_v8_int t28;
    vcc_m8 t29;
    long t30;
    vcc_v8_int t31;
    vcc_v8_uint t32;
    vcc_v8_uint t33;
    vcc_v8_uint t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_uint t37;
    vcc_v8_int t38;
    vcc_m8 t39;
    long t40;
    vcc_v8_int t41;
    vcc_v8_uint t42;
    vcc_v8_uint t43;
    vcc_v8_uint t44;
    vcc_v8_int t45;
    vcc_v8_int t46;
    int t47;
    long t48;
    long t49;
    vcc_v8_int t50;
    vcc_v8_uint t51;
    vcc_v8_int t52;
    vcc_m8 t53;
    long t54;
    vcc_v8_int t55;
    vcc_v8_uint t56;
    vcc_v8_uint t57;
    vcc_v8_uint t58;
    vcc_v8_int t59;
    vcc_v8_int t60;
    int i;
    long t61;
    if (1003L >= 32L) {
        t5 = 1003L & -32L;
        t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t7 = (vcc_v8_uint)t6;
        t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t2 = 0L;
        do {
            t8 = (vcc_v8_int)t1;
            t9 = (vcc_m8)(t8 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            t10 = (long)(int)((long)0 + t2);
            t11 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t10 * 4UL), t9);
            t12 = (vcc_v8_uint)t11;
            t13 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t14 = t12 + t13;
            t15 = (vcc_v8_int)t14;
            t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t15, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
            vcc_store(&out[t10], t16);
            t17 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t18 = (vcc_v8_int)t17;
            t19 = (vcc_m8)(t18 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            t20 = (long)(int)((long)0 + (t2 + 8L));
            t21 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t20 * 4UL), t19);
            t22 = (vcc_v8_uint)t21;
            t23 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t24 = t22 + t23;
            t25 = (vcc_v8_int)t24;
            t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t25, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
            vcc_store(&out[t20], t26);
            t27 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t28 = (vcc_v8_int)t27;
            t29 = (vcc_m8)(t28 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            t30 = (long)(int)((long)0 + (t2 + 16L));
            t31 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t30 * 4UL), t29);
            t32 = (vcc_v8_uint)t31;
            t33 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t34 = t32 + t33;
            t35 = (vcc_v8_int)t34;
            t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, t35, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
            vcc_store(&out[t30], t36);
            t37 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            t38 = (vcc_v8_int)t37;
            t39 = (vcc_m8)(t38 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            t40 = (long)(int)((long)0 + (t2 + 24L));
            t41 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t40 * 4UL), t39);
            t42 = (vcc_v8_uint)t41;
            t43 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t44 = t42 + t43;
            t45 = (vcc_v8_int)t44;
            t46 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, t45, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
            vcc_store(&out[t40], t46);
            t2 += 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (t2 < t5);
        t47 = (int)((long)0 + t5);
    } else {
        t47 = 0;
    }
    t48 = (long)t47 * -1L + 1003L;
    if (t48 >= 8L) {
        t49 = t48 & -8L;
        t50 = (vcc_v8_int){t47, t47, t47, t47, t47, t47, t47, t47};
        t51 = (vcc_v8_uint)t50;
        t3 = t51 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t4 = 0L;
        do {
            t52 = (vcc_v8_int)t3;
            t53 = (vcc_m8)(t52 < (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500});
            t54 = (long)(int)((long)t47 + t4);
            t55 = vcc_load_masked(vcc_v8_int, (int *)((unsigned long)&half + (unsigned long)t54 * 4UL), t53);
            t56 = (vcc_v8_uint)t55;
            t57 = (vcc_v8_uint)(vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t58 = t56 + t57;
            t59 = (vcc_v8_int)t58;
            t60 = vcc_select(vcc_v8_int, (vcc_v8_int)t53, t59, ((vcc_v8_int){-3, -3, -3, -3, -3, -3, -3, -3}));
            vcc_store(&out[t54], t60);
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t4 < t49);
        i = (int)((long)t47 + t49);
    } else {
        i = t47;
    }
    for (; i < 1003; i++) {
        if (i < 500) {
            t61 = (long)i;
            out[t61] = half[t61] + 1;
        } else {
            out[i] = -3;
        }
    }
}

/* A store past a run-time offset, under a data condition and the bound. */
void store_after(int n, int k) {
    vcc_v8_uint t1;
    long t2;
    vcc_v8_uint t3;
    long t4;
    long t5;
    long t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_uint t9;
    int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_m8 t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_int t17;
    vcc_m8 t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_m8 t21;
    int t22;
    vcc_v8_uint t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_m8 t26;
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_int t30;
    vcc_m8 t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    vcc_m8 t34;
    int t35;
    long t36;
    long t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    vcc_v8_uint t40;
    int t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_m8 t44;
    vcc_v8_uint t45;
    vcc_v8_uint t46;
    vcc_v8_uint t47;
    vcc_v8_int t48;
    vcc_m8 t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    vcc_m8 t52;
    int i;
    int t53;
    int t54;
    t5 = (long)n;
    if (t5 >= 16L) {
        t6 = t5 & -16L;
        t7 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        t8 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t9 = (vcc_v8_uint)t8;
        t1 = t9 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t2 = 0L;
        do {
            t10 = (int)((long)0 + t2);
            t11 = (vcc_v8_int)t1;
            t12 = vcc_load(vcc_v8_int, &g[t10]);
            t13 = (vcc_m8)(t12 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            t14 = (vcc_v8_uint)t11;
            t15 = (vcc_v8_uint)t7;
            t16 = t14 + t15;
            t17 = (vcc_v8_int)t16;
            t18 = (vcc_m8)(t17 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            t19 = __builtin_convertvector(t18 & 1, vcc_v8_int);
            t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t19, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t21 = (vcc_m8)(t20 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)(t10 + k) * 4UL), t12, t21);
            t22 = (int)((long)0 + (t2 + 8L));
            t23 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t24 = (vcc_v8_int)t23;
            t25 = vcc_load(vcc_v8_int, &g[t22]);
            t26 = (vcc_m8)(t25 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            t27 = (vcc_v8_uint)t24;
            t28 = (vcc_v8_uint)t7;
            t29 = t27 + t28;
            t30 = (vcc_v8_int)t29;
            t31 = (vcc_m8)(t30 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            t32 = __builtin_convertvector(t31 & 1, vcc_v8_int);
            t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t32, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t34 = (vcc_m8)(t33 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)(t22 + k) * 4UL), t25, t34);
            t2 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (t2 < t6);
        t35 = (int)((long)0 + t6);
    } else {
        t35 = 0;
    }
    t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 8L) {
        t37 = t36 & -8L;
        t38 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        t39 = (vcc_v8_int){t35, t35, t35, t35, t35, t35, t35, t35};
        t40 = (vcc_v8_uint)t39;
        t3 = t40 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t4 = 0L;
        do {
            t41 = (int)((long)t35 + t4);
            t42 = (vcc_v8_int)t3;
            t43 = vcc_load(vcc_v8_int, &g[t41]);
            t44 = (vcc_m8)(t43 > (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10});
            t45 = (vcc_v8_uint)t42;
            t46 = (vcc_v8_uint)t38;
            t47 = t45 + t46;
            t48 = (vcc_v8_int)t47;
            t49 = (vcc_m8)(t48 < (vcc_v8_int){1003, 1003, 1003, 1003, 1003, 1003, 1003, 1003});
            t50 = __builtin_convertvector(t49 & 1, vcc_v8_int);
            t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t44, t50, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t52 = (vcc_m8)(t51 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_store_masked((int *)((unsigned long)&out + (unsigned long)(long)(t41 + k) * 4UL), t43, t52);
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t4 < t37);
        i = (int)((long)t35 + t37);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        t53 = g[i];
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
    vcc_v4_uint t1;
    long t2;
    vcc_v4_ulong t3;
    vcc_v4_ulong t4;
    vcc_v4_uint t5;
    long t6;
    vcc_v4_ulong t7;
    long t8;
    long t9;
    vcc_v4_int t10;
    vcc_v4_uint t11;
    int t12;
    vcc_v4_int t13;
    vcc_m4 t14;
    vcc_v4_uint t15;
    vcc_v4_uint t16;
    vcc_v4_uint t17;
    vcc_v4_int t18;
    vcc_m4 t19;
    vcc_v4_int t20;
    vcc_v4_int t21;
    vcc_m4 t22;
    vcc_v4_int t23;
    vcc_v4_int t24;
    vcc_v4_uint t25;
    vcc_v4_uint t26;
    vcc_v4_uint t27;
    vcc_v4_int t28;
    vcc_v4_long t29;
    vcc_v4_ulong t30;
    vcc_v4_ulong t31;
    int t32;
    vcc_v4_uint t33;
    vcc_v4_int t34;
    vcc_m4 t35;
    vcc_v4_uint t36;
    vcc_v4_uint t37;
    vcc_v4_uint t38;
    vcc_v4_int t39;
    vcc_m4 t40;
    vcc_v4_int t41;
    vcc_v4_int t42;
    vcc_m4 t43;
    vcc_v4_int t44;
    vcc_v4_int t45;
    vcc_v4_uint t46;
    vcc_v4_uint t47;
    vcc_v4_uint t48;
    vcc_v4_int t49;
    vcc_v4_long t50;
    vcc_v4_ulong t51;
    vcc_v4_ulong t52;
    vcc_v4_ulong t53;
    int t54;
    long t55;
    long t56;
    long t57;
    vcc_v4_int t58;
    vcc_v4_uint t59;
    int t60;
    vcc_v4_int t61;
    vcc_m4 t62;
    vcc_v4_uint t63;
    vcc_v4_uint t64;
    vcc_v4_uint t65;
    vcc_v4_int t66;
    vcc_m4 t67;
    vcc_v4_int t68;
    vcc_v4_int t69;
    vcc_m4 t70;
    vcc_v4_int t71;
    vcc_v4_int t72;
    vcc_v4_uint t73;
    vcc_v4_uint t74;
    vcc_v4_uint t75;
    vcc_v4_int t76;
    vcc_v4_long t77;
    vcc_v4_ulong t78;
    vcc_v4_ulong t79;
    int i;
    long s;
    int t80;
    long s_1;
    t8 = (long)n;
    if (t8 >= 8L) {
        t9 = t8 & -8L;
        t10 = (vcc_v4_int){0, 0, 0, 0};
        t11 = (vcc_v4_uint)t10;
        t1 = t11 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        t2 = 0L;
        t3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            t12 = (int)((long)0 + t2);
            t13 = (vcc_v4_int)t1;
            t14 = (vcc_m4)(t13 >= (vcc_v4_int){3, 3, 3, 3});
            t15 = (vcc_v4_uint)t13;
            t16 = (vcc_v4_uint)(vcc_v4_int){3, 3, 3, 3};
            t17 = t15 + t16;
            t18 = (vcc_v4_int)t17;
            t19 = (vcc_m4)(t18 < (vcc_v4_int){1003, 1003, 1003, 1003});
            t20 = __builtin_convertvector(t19 & 1, vcc_v4_int);
            t21 = vcc_select(vcc_v4_int, (vcc_v4_int)t14, t20, ((vcc_v4_int){0, 0, 0, 0}));
            t22 = (vcc_m4)(t21 != (vcc_v4_int){0, 0, 0, 0});
            t23 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t12 - 3) * 4UL), t22);
            t24 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t12 + 3) * 4UL), t22);
            t25 = (vcc_v4_uint)t23;
            t26 = (vcc_v4_uint)t24;
            t27 = t25 - t26;
            t28 = (vcc_v4_int)t27;
            t29 = __builtin_convertvector(t28, vcc_v4_long);
            t30 = (vcc_v4_ulong)t29;
            t31 = t3 + t30;
            t3 = vcc_select(vcc_v4_long, __builtin_convertvector(t22, vcc_v4_long), t31, t3);
            t32 = (int)((long)0 + (t2 + 4L));
            t33 = t1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
            t34 = (vcc_v4_int)t33;
            t35 = (vcc_m4)(t34 >= (vcc_v4_int){3, 3, 3, 3});
            t36 = (vcc_v4_uint)t34;
            t37 = (vcc_v4_uint)(vcc_v4_int){3, 3, 3, 3};
            t38 = t36 + t37;
            t39 = (vcc_v4_int)t38;
            t40 = (vcc_m4)(t39 < (vcc_v4_int){1003, 1003, 1003, 1003});
            t41 = __builtin_convertvector(t40 & 1, vcc_v4_int);
            t42 = vcc_select(vcc_v4_int, (vcc_v4_int)t35, t41, ((vcc_v4_int){0, 0, 0, 0}));
            t43 = (vcc_m4)(t42 != (vcc_v4_int){0, 0, 0, 0});
            t44 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t32 - 3) * 4UL), t43);
            t45 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t32 + 3) * 4UL), t43);
            t46 = (vcc_v4_uint)t44;
            t47 = (vcc_v4_uint)t45;
            t48 = t46 - t47;
            t49 = (vcc_v4_int)t48;
            t50 = __builtin_convertvector(t49, vcc_v4_long);
            t51 = (vcc_v4_ulong)t50;
            t52 = t4 + t51;
            t4 = vcc_select(vcc_v4_long, __builtin_convertvector(t43, vcc_v4_long), t52, t4);
            t2 += 8L;
            t1 = t1 + (vcc_v4_uint){8U, 8U, 8U, 8U};
        } while (t2 < t9);
        t53 = t3 + t4;
        t54 = (int)((long)0 + t9);
        t55 = (long)((unsigned long)0L + vcc_reduce(unsigned long, t53, +));
    } else {
        t54 = 0;
        t55 = 0L;
    }
    t56 = (long)n + (long)t54 * -1L;
    if (t56 >= 4L) {
        t57 = t56 & -4L;
        t58 = (vcc_v4_int){t54, t54, t54, t54};
        t59 = (vcc_v4_uint)t58;
        t5 = t59 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        t6 = 0L;
        t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        do {
            t60 = (int)((long)t54 + t6);
            t61 = (vcc_v4_int)t5;
            t62 = (vcc_m4)(t61 >= (vcc_v4_int){3, 3, 3, 3});
            t63 = (vcc_v4_uint)t61;
            t64 = (vcc_v4_uint)(vcc_v4_int){3, 3, 3, 3};
            t65 = t63 + t64;
            t66 = (vcc_v4_int)t65;
            t67 = (vcc_m4)(t66 < (vcc_v4_int){1003, 1003, 1003, 1003});
            t68 = __builtin_convertvector(t67 & 1, vcc_v4_int);
            t69 = vcc_select(vcc_v4_int, (vcc_v4_int)t62, t68, ((vcc_v4_int){0, 0, 0, 0}));
            t70 = (vcc_m4)(t69 != (vcc_v4_int){0, 0, 0, 0});
            t71 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t60 - 3) * 4UL), t70);
            t72 = vcc_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)(t60 + 3) * 4UL), t70);
            t73 = (vcc_v4_uint)t71;
            t74 = (vcc_v4_uint)t72;
            t75 = t73 - t74;
            t76 = (vcc_v4_int)t75;
            t77 = __builtin_convertvector(t76, vcc_v4_long);
            t78 = (vcc_v4_ulong)t77;
            t79 = t7 + t78;
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
    long t1;
    long t2;
    int n;
    long t3;
    long t4;
    int fill_idx;
    long t5;
    long t6;
    vcc_v8_int t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    long t10;
    vcc_v8_int t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    long t14;
    vcc_v8_int t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    long t18;
    vcc_v8_int t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    int t22;
    long t23;
    long t24;
    long t25;
    vcc_v8_int t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    int i;
    long t29;
    int count_idx;
    int n_1;
    int t30;
    int n_2;
    long t31;
    long t32;
    long t33;
    long t34;
    long t35;
    int t36;
    long t37;
    long t38;
    long t39;
    int i_1;
    long t40;
    const void *t41;
    unsigned long t42;
    long t43;
    unsigned long t44;
    const void *t45;
    int fill_idx_1;
    unsigned long t46;
    for (fill_idx = 0; fill_idx < 1003; fill_idx++) {
        g[fill_idx] = -50 + (int)(next_rand() % 100U);
    }
    if (1003L >= 32L) {
        t5 = 1003L & -32L;
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = vcc_load(vcc_v8_int, &g[t6]);
            t8 = __builtin_convertvector(t7, vcc_v8_float);
            t9 = t8 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&gf[t6], t9);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = vcc_load(vcc_v8_int, &g[t10]);
            t12 = __builtin_convertvector(t11, vcc_v8_float);
            t13 = t12 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&gf[t10], t13);
            t14 = (long)(int)((long)0 + (t1 + 16L));
            t15 = vcc_load(vcc_v8_int, &g[t14]);
            t16 = __builtin_convertvector(t15, vcc_v8_float);
            t17 = t16 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&gf[t14], t17);
            t18 = (long)(int)((long)0 + (t1 + 24L));
            t19 = vcc_load(vcc_v8_int, &g[t18]);
            t20 = __builtin_convertvector(t19, vcc_v8_float);
            t21 = t20 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&gf[t18], t21);
            t1 += 32L;
        } while (t1 < t5);
        t22 = (int)((long)0 + t5);
    } else {
        t22 = 0;
    }
    t23 = (long)t22 * -1L + 1003L;
    if (t23 >= 8L) {
        t24 = t23 & -8L;
        t2 = 0L;
        do {
            t25 = (long)(int)((long)t22 + t2);
            t26 = vcc_load(vcc_v8_int, &g[t25]);
            t27 = __builtin_convertvector(t26, vcc_v8_float);
            t28 = t27 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_store(&gf[t25], t28);
            t2 += 8L;
        } while (t2 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < 1003; i++) {
        t29 = (long)i;
        gf[t29] = (float)g[t29] * 0.25f;
    }
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n_2) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t30 = 1;
        } else {
            t30 = 0;
            n = n_1;
        }
        if (!t30) {
            load_before();
            store_before();
            t44 = hash_bytes((const void *)outf, 4012UL);
            t45 = (const void *)out;
            printf("before %llx %llx\n", (unsigned long long)hash_bytes(t45, 4012UL), (unsigned long long)t44);
            for (fill_idx_1 = 0; fill_idx_1 < 500; fill_idx_1++) {
                half[fill_idx_1] = -20 + (int)(next_rand() % 40U);
            }
            load_inside();
            t46 = hash_bytes(t45, 4012UL);
            load_half();
            printf("inside %llx half %llx\n", (unsigned long long)t46, (unsigned long long)hash_bytes(t45, 4012UL));
            return 0;
        }
        if (n > 1003) {
            n_2 = 1003;
        } else {
            n_2 = n;
        }
        if (1003L >= 32L) {
            t31 = 1003L & -32L;
            t3 = 0L;
            do {
                t32 = (long)(int)((long)0 + t3);
                vcc_store(&out[t32], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&outf[t32], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                t33 = (long)(int)((long)0 + (t3 + 8L));
                vcc_store(&out[t33], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&outf[t33], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                t34 = (long)(int)((long)0 + (t3 + 16L));
                vcc_store(&out[t34], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&outf[t34], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                t35 = (long)(int)((long)0 + (t3 + 24L));
                vcc_store(&out[t35], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&outf[t35], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                t3 += 32L;
            } while (t3 < t31);
            t36 = (int)((long)0 + t31);
        } else {
            t36 = 0;
        }
        t37 = (long)t36 * -1L + 1003L;
        if (t37 >= 8L) {
            t38 = t37 & -8L;
            t4 = 0L;
            do {
                t39 = (long)(int)((long)t36 + t4);
                vcc_store(&out[t39], ((vcc_v8_int){-1, -1, -1, -1, -1, -1, -1, -1}));
                vcc_store(&outf[t39], ((vcc_v8_float){-1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f, -1.0f}));
                t4 += 8L;
            } while (t4 < t38);
            i_1 = (int)((long)t36 + t38);
        } else {
            i_1 = t36;
        }
        for (; i_1 < 1003; i_1++) {
            t40 = (long)i_1;
            out[t40] = -1;
            outf[t40] = -1.0f;
        }
        load_after(n_2);
        t41 = (const void *)out;
        t42 = hash_bytes(t41, 4012UL);
        store_after(n_2, 5);
        t43 = window(n_2);
        printf("n=%d after %llx store %llx window %ld\n", n_2, (unsigned long long)t42, (unsigned long long)hash_bytes(t41, 4012UL), t43);
    }
}
