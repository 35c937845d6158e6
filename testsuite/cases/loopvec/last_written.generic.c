/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized 5 */
/* Loads of one element that the loop's own stores write only in its last iteration, after
 * reading it (`hoist_loads.rs`, `plan_last_written`): every iteration reads the value from
 * before the loop, so the load moves before it and the loop vectorizes (gcc and clang keep
 * them scalar: the store may write the element). */
#include "harness.h"

#define N 1000
float a[N], b[N];
int c[N], d[N];

/* The last element, read before the store that writes it in the last iteration. */
extern __typeof__(a) a __attribute__((aligned(32)));
extern __typeof__(b) b __attribute__((aligned(32)));
void last_elem(void) {
    float t1 = a[999];
    vcc_v8_float a_v = (vcc_v8_float){t1, t1, t1, t1, t1, t1, t1, t1};
    vcc_v8_float t2 = a_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    long i_vec = 0L;
    /* vcc: loop at last_written.c:14 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_float b_v = vcc_load(vcc_v8_float, &b[i_vec]);
        vcc_v8_float t3 = b_v + t2;
        vcc_store(&a[i_vec], t3);
        long t4 = i_vec + 8L;
        vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, &b[t4]);
        vcc_v8_float t5 = b_v_1 + t2;
        vcc_store(&a[t4], t5);
        long t6 = i_vec + 16L;
        vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, &b[t6]);
        vcc_v8_float t7 = b_v_2 + t2;
        vcc_store(&a[t6], t7);
        long t8 = i_vec + 24L;
        vcc_v8_float b_v_3 = vcc_load(vcc_v8_float, &b[t8]);
        vcc_v8_float t9 = b_v_3 + t2;
        vcc_store(&a[t8], t9);
        i_vec += 32L;
    } while (i_vec < 992L);
    vcc_v8_float a_v_1 = (vcc_v8_float){t1, t1, t1, t1, t1, t1, t1, t1};
    vcc_v8_float t10 = a_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    long i_vec_1 = 0L;
    /* vcc: loop at last_written.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t11 = 992L + i_vec_1;
        vcc_v8_float b_v_4 = vcc_load(vcc_v8_float, &b[t11]);
        vcc_v8_float t12 = b_v_4 + t10;
        vcc_store(&a[t11], t12);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
}

/* Walking down, the first element read. */
extern __typeof__(c) c __attribute__((aligned(32)));
extern __typeof__(d) d __attribute__((aligned(32)));
void first_elem_down(void) {
    int t1 = c[0];
    vcc_v8_int c_v = (vcc_v8_int){t1, t1, t1, t1, t1, t1, t1, t1};
    vcc_v8_int t2 = c_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    long i_vec = 0L;
    /* vcc: loop at last_written.c:20 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        long t3 = 999L + i_vec * -1L;
        vcc_v8_int t4 = vcc_load(vcc_v8_int, &d[t3] + -7);
        vcc_v8_int d_v = __builtin_shufflevector(t4, t4, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v8_int t5 = d_v - t2;
        vcc_v8_int t6 = __builtin_shufflevector(t5, t5, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_store(&c[t3] + -7, t6);
        long t7 = 999L + (i_vec + 8L) * -1L;
        vcc_v8_int t8 = vcc_load(vcc_v8_int, &d[t7] + -7);
        vcc_v8_int d_v_1 = __builtin_shufflevector(t8, t8, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v8_int t9 = d_v_1 - t2;
        vcc_v8_int t10 = __builtin_shufflevector(t9, t9, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_store(&c[t7] + -7, t10);
        long t11 = 999L + (i_vec + 16L) * -1L;
        vcc_v8_int t12 = vcc_load(vcc_v8_int, &d[t11] + -7);
        vcc_v8_int d_v_2 = __builtin_shufflevector(t12, t12, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v8_int t13 = d_v_2 - t2;
        vcc_v8_int t14 = __builtin_shufflevector(t13, t13, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_store(&c[t11] + -7, t14);
        long t15 = 999L + (i_vec + 24L) * -1L;
        vcc_v8_int t16 = vcc_load(vcc_v8_int, &d[t15] + -7);
        vcc_v8_int d_v_3 = __builtin_shufflevector(t16, t16, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_v8_int t17 = d_v_3 - t2;
        vcc_v8_int t18 = __builtin_shufflevector(t17, t17, 7, 6, 5, 4, 3, 2, 1, 0);
        vcc_store(&c[t15] + -7, t18);
        i_vec += 32L;
    } while (i_vec < 992L);
    vcc_v8_int c_v_1 = (vcc_v8_int){t1, t1, t1, t1, t1, t1, t1, t1};
    vcc_v8_int t19 = c_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    long i_vec_1 = 0L;
    /* vcc: loop at last_written.c:20 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t20 = 7L + i_vec_1 * -1L;
        vcc_v8_int t21 = vcc_load(vcc_v8_int, &d[t20] + -7);
        vcc_v8_int t22 = t21 - t19;
        vcc_store(&c[t20] + -7, t22);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
}

/* The test at the end of the body. */
void last_elem_do(void) {
    int t1 = c[999];
    vcc_v8_int c_v = (vcc_v8_int){t1, t1, t1, t1, t1, t1, t1, t1};
    long i_vec = 0L;
    /* vcc: loop at last_written.c:28 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        vcc_v8_int d_v = vcc_load(vcc_v8_int, &d[i_vec]);
        vcc_v8_int t2 = c_v + d_v;
        vcc_store(&c[i_vec], t2);
        long t3 = i_vec + 8L;
        vcc_v8_int d_v_1 = vcc_load(vcc_v8_int, &d[t3]);
        vcc_v8_int t4 = c_v + d_v_1;
        vcc_store(&c[t3], t4);
        long t5 = i_vec + 16L;
        vcc_v8_int d_v_2 = vcc_load(vcc_v8_int, &d[t5]);
        vcc_v8_int t6 = c_v + d_v_2;
        vcc_store(&c[t5], t6);
        long t7 = i_vec + 24L;
        vcc_v8_int d_v_3 = vcc_load(vcc_v8_int, &d[t7]);
        vcc_v8_int t8 = c_v + d_v_3;
        vcc_store(&c[t7], t8);
        i_vec += 32L;
    } while (i_vec < 992L);
    int i = 992;
    for (;;) {
        long t9 = (long)i;
        c[t9] = t1 + d[t9];
        i++;
        if (i >= 1000) {
            return;
        }
    }
}

/* Not moved: the store of the last iteration comes first, so that iteration reads the new
 * value. */
void store_first(void) {
    for (int i = 0; i < N; i++) {
        a[i] = b[i] * 2.0f;
        b[i] = a[N - 1] + 1.0f;
    }
}

/* Written halfway through the loop: split there first (`split_loops.rs`), two loops. */
void middle_elem(void) {
    int t1 = c[500];
    vcc_v8_int c_v = (vcc_v8_int){t1, t1, t1, t1, t1, t1, t1, t1};
    long i_vec = 0L;
    /* vcc: loop at last_written.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int d_v = vcc_load(vcc_v8_int, &d[i_vec]);
        vcc_v8_int t2 = c_v + d_v;
        vcc_store(&c[i_vec], t2);
        long t3 = i_vec + 8L;
        vcc_v8_int d_v_1 = vcc_load(vcc_v8_int, &d[t3]);
        vcc_v8_int t4 = c_v + d_v_1;
        vcc_store(&c[t3], t4);
        long t5 = i_vec + 16L;
        vcc_v8_int d_v_2 = vcc_load(vcc_v8_int, &d[t5]);
        vcc_v8_int t6 = c_v + d_v_2;
        vcc_store(&c[t5], t6);
        long t7 = i_vec + 24L;
        vcc_v8_int d_v_3 = vcc_load(vcc_v8_int, &d[t7]);
        vcc_v8_int t8 = c_v + d_v_3;
        vcc_store(&c[t7], t8);
        i_vec += 32L;
    } while (i_vec < 480L);
    vcc_v8_int c_v_1 = (vcc_v8_int){t1, t1, t1, t1, t1, t1, t1, t1};
    long i_vec_1 = 0L;
    /* vcc: loop at last_written.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t9 = 480L + i_vec_1;
        vcc_v8_int d_v_4 = vcc_load(vcc_v8_int, &d[t9]);
        vcc_v8_int t10 = c_v_1 + d_v_4;
        vcc_store(&c[t9], t10);
        i_vec_1 += 8L;
    } while (i_vec_1 < 16L);
    for (int i = 496; i < 501; i++) {
        long t11 = (long)i;
        c[t11] = t1 + d[t11];
    }
    int t12 = c[500];
    vcc_v8_int c_v_2 = (vcc_v8_int){t12, t12, t12, t12, t12, t12, t12, t12};
    long i_vec_2 = 0L;
    /* vcc: loop at last_written.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        long t13 = 501L + i_vec_2;
        vcc_v8_int d_v_5 = vcc_load(vcc_v8_int, &d[t13]);
        vcc_v8_int t14 = c_v_2 + d_v_5;
        vcc_store(&c[t13], t14);
        long t15 = 501L + (i_vec_2 + 8L);
        vcc_v8_int d_v_6 = vcc_load(vcc_v8_int, &d[t15]);
        vcc_v8_int t16 = c_v_2 + d_v_6;
        vcc_store(&c[t15], t16);
        long t17 = 501L + (i_vec_2 + 16L);
        vcc_v8_int d_v_7 = vcc_load(vcc_v8_int, &d[t17]);
        vcc_v8_int t18 = c_v_2 + d_v_7;
        vcc_store(&c[t17], t18);
        long t19 = 501L + (i_vec_2 + 24L);
        vcc_v8_int d_v_8 = vcc_load(vcc_v8_int, &d[t19]);
        vcc_v8_int t20 = c_v_2 + d_v_8;
        vcc_store(&c[t19], t20);
        i_vec_2 += 32L;
    } while (i_vec_2 < 480L);
    vcc_v8_int c_v_3 = (vcc_v8_int){t12, t12, t12, t12, t12, t12, t12, t12};
    long i_vec_3 = 0L;
    /* vcc: loop at last_written.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t21 = 981L + i_vec_3;
        vcc_v8_int d_v_9 = vcc_load(vcc_v8_int, &d[t21]);
        vcc_v8_int t22 = c_v_3 + d_v_9;
        vcc_store(&c[t21], t22);
        i_vec_3 += 8L;
    } while (i_vec_3 < 16L);
    for (int i_1 = 997; i_1 < 1000; i_1++) {
        long t23 = (long)i_1;
        c[t23] = t12 + d[t23];
    }
}

int main(void) {
    int t159;
    int i;
    for (int round = 0; round < 3; round++) {
        int t9 = (int)(unsigned int)round;
        int t10 = (int)(unsigned int)(int)(3U * (unsigned int)round);
        int t11 = (int)(unsigned int)round;
        if (1 & (t9 >= 0) & (t10 >= 0) & (t11 >= 0) & 1) {
            vcc_v8_int t12 = vcc_splat(vcc_v8_int, t9 % 101);
            vcc_v8_int t13 = t12 + (vcc_v8_int){0, 37, 74, 10, 47, 84, 20, 57};
            vcc_m8 t14 = (vcc_m8)(t13 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_uint t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t16 = (vcc_v8_uint)t13;
            vcc_v8_uint t17 = t16 - t15;
            vcc_v8_int t1 = (vcc_v8_int)t17;
            vcc_v8_int t18 = vcc_splat(vcc_v8_int, t10 % 23);
            vcc_v8_int t19 = t18 + (vcc_v8_int){0, 11, 22, 10, 21, 9, 20, 8};
            vcc_m8 t20 = (vcc_m8)(t19 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
            vcc_v8_uint t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t22 = (vcc_v8_uint)t19;
            vcc_v8_uint t23 = t22 - t21;
            vcc_v8_int t2 = (vcc_v8_int)t23;
            vcc_v8_int t24 = vcc_splat(vcc_v8_int, t11 % 1000);
            vcc_v8_int t25 = t24 + (vcc_v8_int){0, 919, 838, 757, 676, 595, 514, 433};
            vcc_m8 t26 = (vcc_m8)(t25 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
            vcc_v8_uint t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t28 = (vcc_v8_uint)t25;
            vcc_v8_uint t29 = t28 - t27;
            vcc_v8_int t3 = (vcc_v8_int)t29;
            vcc_v8_int t30 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t31 = t30 + (vcc_v8_int){0, 611, 445, 279, 113, 724, 558, 392};
            vcc_m8 t32 = (vcc_m8)(t31 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
            vcc_v8_uint t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t34 = (vcc_v8_uint)t31;
            vcc_v8_uint t35 = t34 - t33;
            vcc_v8_int t4 = (vcc_v8_int)t35;
            long i_vec = 0L;
            /* vcc: loop at last_written.c:49 vectorized: VF 8, UF 4, the remainder at 50:27 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 51:27 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 52:20 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 53:20 by 777 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_float t36 = __builtin_convertvector(t1, vcc_v8_float);
                vcc_v8_float t37 = t36 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[i_vec], t37);
                vcc_v8_float t38 = __builtin_convertvector(t2, vcc_v8_float);
                vcc_v8_float t39 = t38 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[i_vec], t39);
                vcc_v8_int t40 = t3 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[i_vec], t40);
                vcc_v8_int t41 = t4 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[i_vec], t41);
                long t42 = i_vec + 8L;
                vcc_v8_int t43 = t1 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
                vcc_m8 t44 = (vcc_m8)(t43 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                vcc_v8_uint t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t44, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t46 = (vcc_v8_uint)t43;
                vcc_v8_uint t47 = t46 - t45;
                vcc_v8_int t48 = (vcc_v8_int)t47;
                vcc_v8_float t49 = __builtin_convertvector(t48, vcc_v8_float);
                vcc_v8_float t50 = t49 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t42], t50);
                vcc_v8_int t51 = t2 + (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
                vcc_m8 t52 = (vcc_m8)(t51 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t53 = vcc_select(vcc_v8_int, (vcc_v8_int)t52, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t54 = (vcc_v8_uint)t51;
                vcc_v8_uint t55 = t54 - t53;
                vcc_v8_int t56 = (vcc_v8_int)t55;
                vcc_v8_float t57 = __builtin_convertvector(t56, vcc_v8_float);
                vcc_v8_float t58 = t57 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t42], t58);
                vcc_v8_int t59 = t3 + (vcc_v8_int){352, 352, 352, 352, 352, 352, 352, 352};
                vcc_m8 t60 = (vcc_m8)(t59 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
                vcc_v8_uint t61 = vcc_select(vcc_v8_int, (vcc_v8_int)t60, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t62 = (vcc_v8_uint)t59;
                vcc_v8_uint t63 = t62 - t61;
                vcc_v8_int t64 = (vcc_v8_int)t63;
                vcc_v8_int t65 = t64 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t42], t65);
                vcc_v8_int t66 = t4 + (vcc_v8_int){226, 226, 226, 226, 226, 226, 226, 226};
                vcc_m8 t67 = (vcc_m8)(t66 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
                vcc_v8_uint t68 = vcc_select(vcc_v8_int, (vcc_v8_int)t67, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t69 = (vcc_v8_uint)t66;
                vcc_v8_uint t70 = t69 - t68;
                vcc_v8_int t71 = (vcc_v8_int)t70;
                vcc_v8_int t72 = t71 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t42], t72);
                long t73 = i_vec + 16L;
                vcc_v8_int t74 = t1 + (vcc_v8_int){87, 87, 87, 87, 87, 87, 87, 87};
                vcc_m8 t75 = (vcc_m8)(t74 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                vcc_v8_uint t76 = vcc_select(vcc_v8_int, (vcc_v8_int)t75, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t77 = (vcc_v8_uint)t74;
                vcc_v8_uint t78 = t77 - t76;
                vcc_v8_int t79 = (vcc_v8_int)t78;
                vcc_v8_float t80 = __builtin_convertvector(t79, vcc_v8_float);
                vcc_v8_float t81 = t80 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t73], t81);
                vcc_v8_int t82 = t2 + (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
                vcc_m8 t83 = (vcc_m8)(t82 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t84 = vcc_select(vcc_v8_int, (vcc_v8_int)t83, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t85 = (vcc_v8_uint)t82;
                vcc_v8_uint t86 = t85 - t84;
                vcc_v8_int t87 = (vcc_v8_int)t86;
                vcc_v8_float t88 = __builtin_convertvector(t87, vcc_v8_float);
                vcc_v8_float t89 = t88 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t73], t89);
                vcc_v8_int t90 = t3 + (vcc_v8_int){704, 704, 704, 704, 704, 704, 704, 704};
                vcc_m8 t91 = (vcc_m8)(t90 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
                vcc_v8_uint t92 = vcc_select(vcc_v8_int, (vcc_v8_int)t91, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t93 = (vcc_v8_uint)t90;
                vcc_v8_uint t94 = t93 - t92;
                vcc_v8_int t95 = (vcc_v8_int)t94;
                vcc_v8_int t96 = t95 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t73], t96);
                vcc_v8_int t97 = t4 + (vcc_v8_int){452, 452, 452, 452, 452, 452, 452, 452};
                vcc_m8 t98 = (vcc_m8)(t97 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
                vcc_v8_uint t99 = vcc_select(vcc_v8_int, (vcc_v8_int)t98, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t100 = (vcc_v8_uint)t97;
                vcc_v8_uint t101 = t100 - t99;
                vcc_v8_int t102 = (vcc_v8_int)t101;
                vcc_v8_int t103 = t102 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t73], t103);
                long t104 = i_vec + 24L;
                vcc_v8_int t105 = t1 + (vcc_v8_int){80, 80, 80, 80, 80, 80, 80, 80};
                vcc_m8 t106 = (vcc_m8)(t105 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                vcc_v8_uint t107 = vcc_select(vcc_v8_int, (vcc_v8_int)t106, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t108 = (vcc_v8_uint)t105;
                vcc_v8_uint t109 = t108 - t107;
                vcc_v8_int t110 = (vcc_v8_int)t109;
                vcc_v8_float t111 = __builtin_convertvector(t110, vcc_v8_float);
                vcc_v8_float t112 = t111 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t104], t112);
                vcc_v8_int t113 = t2 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                vcc_m8 t114 = (vcc_m8)(t113 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t115 = vcc_select(vcc_v8_int, (vcc_v8_int)t114, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t116 = (vcc_v8_uint)t113;
                vcc_v8_uint t117 = t116 - t115;
                vcc_v8_int t118 = (vcc_v8_int)t117;
                vcc_v8_float t119 = __builtin_convertvector(t118, vcc_v8_float);
                vcc_v8_float t120 = t119 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t104], t120);
                vcc_v8_int t121 = t3 + (vcc_v8_int){56, 56, 56, 56, 56, 56, 56, 56};
                vcc_m8 t122 = (vcc_m8)(t121 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
                vcc_v8_uint t123 = vcc_select(vcc_v8_int, (vcc_v8_int)t122, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t124 = (vcc_v8_uint)t121;
                vcc_v8_uint t125 = t124 - t123;
                vcc_v8_int t126 = (vcc_v8_int)t125;
                vcc_v8_int t127 = t126 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t104], t127);
                vcc_v8_int t128 = t4 + (vcc_v8_int){678, 678, 678, 678, 678, 678, 678, 678};
                vcc_m8 t129 = (vcc_m8)(t128 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
                vcc_v8_uint t130 = vcc_select(vcc_v8_int, (vcc_v8_int)t129, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t131 = (vcc_v8_uint)t128;
                vcc_v8_uint t132 = t131 - t130;
                vcc_v8_int t133 = (vcc_v8_int)t132;
                vcc_v8_int t134 = t133 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t104], t134);
                i_vec += 32L;
                vcc_v8_int t135 = t1 + (vcc_v8_int){73, 73, 73, 73, 73, 73, 73, 73};
                vcc_m8 t136 = (vcc_m8)(t135 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                vcc_v8_uint t137 = vcc_select(vcc_v8_int, (vcc_v8_int)t136, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t138 = (vcc_v8_uint)t135;
                vcc_v8_uint t139 = t138 - t137;
                vcc_v8_int t140 = (vcc_v8_int)t139;
                vcc_v8_int t141 = t2 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                vcc_m8 t142 = (vcc_m8)(t141 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t143 = vcc_select(vcc_v8_int, (vcc_v8_int)t142, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t144 = (vcc_v8_uint)t141;
                vcc_v8_uint t145 = t144 - t143;
                vcc_v8_int t146 = (vcc_v8_int)t145;
                vcc_v8_int t147 = t3 + (vcc_v8_int){408, 408, 408, 408, 408, 408, 408, 408};
                vcc_m8 t148 = (vcc_m8)(t147 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
                vcc_v8_uint t149 = vcc_select(vcc_v8_int, (vcc_v8_int)t148, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t150 = (vcc_v8_uint)t147;
                vcc_v8_uint t151 = t150 - t149;
                vcc_v8_int t152 = (vcc_v8_int)t151;
                vcc_v8_int t153 = t4 + (vcc_v8_int){127, 127, 127, 127, 127, 127, 127, 127};
                vcc_m8 t154 = (vcc_m8)(t153 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
                vcc_v8_uint t155 = vcc_select(vcc_v8_int, (vcc_v8_int)t154, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t156 = (vcc_v8_uint)t153;
                vcc_v8_uint t157 = t156 - t155;
                vcc_v8_int t158 = (vcc_v8_int)t157;
                if (i_vec >= 992L) {
                    break;
                }
                t1 = t140;
                t2 = t146;
                t3 = t152;
                t4 = t158;
            }
            t159 = 992;
        } else {
            t159 = 0;
        }
        long t160 = (long)t159 * -1L + 1000L;
        int t161 = (int)((unsigned int)(int)((unsigned int)t159 * 37U) + (unsigned int)round);
        int t162 = (int)((unsigned int)(int)((unsigned int)t159 * 11U) + (unsigned int)(int)(3U * (unsigned int)round));
        int t163 = (int)((unsigned int)(int)((unsigned int)t159 * 7919U) + (unsigned int)round);
        int t164 = (int)((unsigned int)t159 * 104729U);
        if ((t160 >= 8L) & (t161 >= 0) & (t162 >= 0) & (t163 >= 0) & (t164 >= 0)) {
            long t165 = t160 & -8L;
            vcc_v8_int t166 = vcc_splat(vcc_v8_int, t161 % 101);
            vcc_v8_int t167 = t166 + (vcc_v8_int){0, 37, 74, 10, 47, 84, 20, 57};
            vcc_m8 t168 = (vcc_m8)(t167 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
            vcc_v8_uint t169 = vcc_select(vcc_v8_int, (vcc_v8_int)t168, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t170 = (vcc_v8_uint)t167;
            vcc_v8_uint t171 = t170 - t169;
            vcc_v8_int t5 = (vcc_v8_int)t171;
            vcc_v8_int t172 = vcc_splat(vcc_v8_int, t162 % 23);
            vcc_v8_int t173 = t172 + (vcc_v8_int){0, 11, 22, 10, 21, 9, 20, 8};
            vcc_m8 t174 = (vcc_m8)(t173 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
            vcc_v8_uint t175 = vcc_select(vcc_v8_int, (vcc_v8_int)t174, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t176 = (vcc_v8_uint)t173;
            vcc_v8_uint t177 = t176 - t175;
            vcc_v8_int t6 = (vcc_v8_int)t177;
            vcc_v8_int t178 = vcc_splat(vcc_v8_int, t163 % 1000);
            vcc_v8_int t179 = t178 + (vcc_v8_int){0, 919, 838, 757, 676, 595, 514, 433};
            vcc_m8 t180 = (vcc_m8)(t179 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
            vcc_v8_uint t181 = vcc_select(vcc_v8_int, (vcc_v8_int)t180, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t182 = (vcc_v8_uint)t179;
            vcc_v8_uint t183 = t182 - t181;
            vcc_v8_int t7 = (vcc_v8_int)t183;
            vcc_v8_int t184 = vcc_splat(vcc_v8_int, t164 % 777);
            vcc_v8_int t185 = t184 + (vcc_v8_int){0, 611, 445, 279, 113, 724, 558, 392};
            vcc_m8 t186 = (vcc_m8)(t185 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
            vcc_v8_uint t187 = vcc_select(vcc_v8_int, (vcc_v8_int)t186, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t188 = (vcc_v8_uint)t185;
            vcc_v8_uint t189 = t188 - t187;
            vcc_v8_int t8 = (vcc_v8_int)t189;
            long i_vec_1 = 0L;
            /* vcc: loop at last_written.c:49 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                long t190 = (long)t159 + i_vec_1;
                vcc_v8_float t191 = __builtin_convertvector(t5, vcc_v8_float);
                vcc_v8_float t192 = t191 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t190], t192);
                vcc_v8_float t193 = __builtin_convertvector(t6, vcc_v8_float);
                vcc_v8_float t194 = t193 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t190], t194);
                vcc_v8_int t195 = t7 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t190], t195);
                vcc_v8_int t196 = t8 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t190], t196);
                i_vec_1 += 8L;
                vcc_v8_int t197 = t5 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
                vcc_m8 t198 = (vcc_m8)(t197 > (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100});
                vcc_v8_uint t199 = vcc_select(vcc_v8_int, (vcc_v8_int)t198, ((vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t200 = (vcc_v8_uint)t197;
                vcc_v8_uint t201 = t200 - t199;
                vcc_v8_int t202 = (vcc_v8_int)t201;
                vcc_v8_int t203 = t6 + (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
                vcc_m8 t204 = (vcc_m8)(t203 > (vcc_v8_int){22, 22, 22, 22, 22, 22, 22, 22});
                vcc_v8_uint t205 = vcc_select(vcc_v8_int, (vcc_v8_int)t204, ((vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t206 = (vcc_v8_uint)t203;
                vcc_v8_uint t207 = t206 - t205;
                vcc_v8_int t208 = (vcc_v8_int)t207;
                vcc_v8_int t209 = t7 + (vcc_v8_int){352, 352, 352, 352, 352, 352, 352, 352};
                vcc_m8 t210 = (vcc_m8)(t209 > (vcc_v8_int){999, 999, 999, 999, 999, 999, 999, 999});
                vcc_v8_uint t211 = vcc_select(vcc_v8_int, (vcc_v8_int)t210, ((vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t212 = (vcc_v8_uint)t209;
                vcc_v8_uint t213 = t212 - t211;
                vcc_v8_int t214 = (vcc_v8_int)t213;
                vcc_v8_int t215 = t8 + (vcc_v8_int){226, 226, 226, 226, 226, 226, 226, 226};
                vcc_m8 t216 = (vcc_m8)(t215 > (vcc_v8_int){776, 776, 776, 776, 776, 776, 776, 776});
                vcc_v8_uint t217 = vcc_select(vcc_v8_int, (vcc_v8_int)t216, ((vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                vcc_v8_uint t218 = (vcc_v8_uint)t215;
                vcc_v8_uint t219 = t218 - t217;
                vcc_v8_int t220 = (vcc_v8_int)t219;
                if (i_vec_1 >= t165) {
                    break;
                }
                t5 = t202;
                t6 = t208;
                t7 = t214;
                t8 = t220;
            }
            i = (int)((long)t159 + t165);
        } else {
            i = t159;
        }
        for (; i < 1000; i++) {
            long t221 = (long)i;
            a[t221] = (float)((i * 37 + round) % 101) - 50.0f;
            b[t221] = (float)((i * 11 + 3 * round) % 23) * 0.25f;
            c[t221] = (i * 7919 + round) % 1000 - 500;
            d[t221] = i * 104729 % 777 - 300;
        }
        last_elem();
        first_elem_down();
        const void *t222 = (const void *)c;
        unsigned long t223 = hash_bytes(t222, 4000UL);
        const void *t224 = (const void *)a;
        printf("%llx %llx", (unsigned long long)hash_bytes(t224, 4000UL), (unsigned long long)t223);
        last_elem_do();
        store_first();
        unsigned long t225 = hash_bytes(t222, 4000UL);
        unsigned long t226 = hash_bytes((const void *)b, 4000UL);
        printf(" %llx %llx %llx", (unsigned long long)hash_bytes(t224, 4000UL), (unsigned long long)t226, (unsigned long long)t225);
        middle_elem();
        printf(" %llx\n", (unsigned long long)hash_bytes(t222, 4000UL));
    }
    return 0;
}
