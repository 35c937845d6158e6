/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

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
    int t139;
    int i;
    for (int round = 0; round < 3; round++) {
        int t9 = (int)(unsigned int)round;
        int t10 = (int)(unsigned int)(int)(3U * (unsigned int)round);
        int t11 = (int)(unsigned int)round;
        if (1 & (t9 >= 0) & (t10 >= 0) & (t11 >= 0) & 1) {
            vcc_v8_int t12 = vcc_splat(vcc_v8_int, t9 % 101);
            vcc_v8_int t13 = t12 + (vcc_v8_int){0, 37, 74, 10, 47, 84, 20, 57};
            vcc_v8_uint t14 = (vcc_v8_uint)t13;
            vcc_v8_uint t15 = t14 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
            vcc_v8_uint t16 = vcc_min(vcc_v8_int, t14, t15);
            vcc_v8_int t1 = (vcc_v8_int)t16;
            vcc_v8_int t17 = vcc_splat(vcc_v8_int, t10 % 23);
            vcc_v8_int t18 = t17 + (vcc_v8_int){0, 11, 22, 10, 21, 9, 20, 8};
            vcc_v8_uint t19 = (vcc_v8_uint)t18;
            vcc_v8_uint t20 = t19 - (vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U};
            vcc_v8_uint t21 = vcc_min(vcc_v8_int, t19, t20);
            vcc_v8_int t2 = (vcc_v8_int)t21;
            vcc_v8_int t22 = vcc_splat(vcc_v8_int, t11 % 1000);
            vcc_v8_int t23 = t22 + (vcc_v8_int){0, 919, 838, 757, 676, 595, 514, 433};
            vcc_v8_uint t24 = (vcc_v8_uint)t23;
            vcc_v8_uint t25 = t24 - (vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U};
            vcc_v8_uint t26 = vcc_min(vcc_v8_int, t24, t25);
            vcc_v8_int t3 = (vcc_v8_int)t26;
            vcc_v8_int t27 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t28 = t27 + (vcc_v8_int){0, 611, 445, 279, 113, 724, 558, 392};
            vcc_v8_uint t29 = (vcc_v8_uint)t28;
            vcc_v8_uint t30 = t29 - (vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U};
            vcc_v8_uint t31 = vcc_min(vcc_v8_int, t29, t30);
            vcc_v8_int t4 = (vcc_v8_int)t31;
            long i_vec = 0L;
            /* vcc: loop at last_written.c:49 vectorized: VF 8, UF 4, the remainder at 50:27 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 51:27 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 52:20 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 53:20 by 777 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                vcc_v8_float t32 = __builtin_convertvector(t1, vcc_v8_float);
                vcc_v8_float t33 = t32 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[i_vec], t33);
                vcc_v8_float t34 = __builtin_convertvector(t2, vcc_v8_float);
                vcc_v8_float t35 = t34 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[i_vec], t35);
                vcc_v8_int t36 = t3 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[i_vec], t36);
                vcc_v8_int t37 = t4 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[i_vec], t37);
                long t38 = i_vec + 8L;
                vcc_v8_int t39 = t1 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
                vcc_v8_uint t40 = (vcc_v8_uint)t39;
                vcc_v8_uint t41 = t40 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
                vcc_v8_uint t42 = vcc_min(vcc_v8_int, t40, t41);
                vcc_v8_int t43 = (vcc_v8_int)t42;
                vcc_v8_float t44 = __builtin_convertvector(t43, vcc_v8_float);
                vcc_v8_float t45 = t44 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t38], t45);
                vcc_v8_int t46 = t2 + (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
                vcc_v8_uint t47 = (vcc_v8_uint)t46;
                vcc_v8_uint t48 = t47 - (vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U};
                vcc_v8_uint t49 = vcc_min(vcc_v8_int, t47, t48);
                vcc_v8_int t50 = (vcc_v8_int)t49;
                vcc_v8_float t51 = __builtin_convertvector(t50, vcc_v8_float);
                vcc_v8_float t52 = t51 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t38], t52);
                vcc_v8_int t53 = t3 + (vcc_v8_int){352, 352, 352, 352, 352, 352, 352, 352};
                vcc_v8_uint t54 = (vcc_v8_uint)t53;
                vcc_v8_uint t55 = t54 - (vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U};
                vcc_v8_uint t56 = vcc_min(vcc_v8_int, t54, t55);
                vcc_v8_int t57 = (vcc_v8_int)t56;
                vcc_v8_int t58 = t57 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t38], t58);
                vcc_v8_int t59 = t4 + (vcc_v8_int){226, 226, 226, 226, 226, 226, 226, 226};
                vcc_v8_uint t60 = (vcc_v8_uint)t59;
                vcc_v8_uint t61 = t60 - (vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U};
                vcc_v8_uint t62 = vcc_min(vcc_v8_int, t60, t61);
                vcc_v8_int t63 = (vcc_v8_int)t62;
                vcc_v8_int t64 = t63 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t38], t64);
                long t65 = i_vec + 16L;
                vcc_v8_int t66 = t1 + (vcc_v8_int){87, 87, 87, 87, 87, 87, 87, 87};
                vcc_v8_uint t67 = (vcc_v8_uint)t66;
                vcc_v8_uint t68 = t67 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
                vcc_v8_uint t69 = vcc_min(vcc_v8_int, t67, t68);
                vcc_v8_int t70 = (vcc_v8_int)t69;
                vcc_v8_float t71 = __builtin_convertvector(t70, vcc_v8_float);
                vcc_v8_float t72 = t71 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t65], t72);
                vcc_v8_int t73 = t2 + (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
                vcc_v8_uint t74 = (vcc_v8_uint)t73;
                vcc_v8_uint t75 = t74 - (vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U};
                vcc_v8_uint t76 = vcc_min(vcc_v8_int, t74, t75);
                vcc_v8_int t77 = (vcc_v8_int)t76;
                vcc_v8_float t78 = __builtin_convertvector(t77, vcc_v8_float);
                vcc_v8_float t79 = t78 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t65], t79);
                vcc_v8_int t80 = t3 + (vcc_v8_int){704, 704, 704, 704, 704, 704, 704, 704};
                vcc_v8_uint t81 = (vcc_v8_uint)t80;
                vcc_v8_uint t82 = t81 - (vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U};
                vcc_v8_uint t83 = vcc_min(vcc_v8_int, t81, t82);
                vcc_v8_int t84 = (vcc_v8_int)t83;
                vcc_v8_int t85 = t84 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t65], t85);
                vcc_v8_int t86 = t4 + (vcc_v8_int){452, 452, 452, 452, 452, 452, 452, 452};
                vcc_v8_uint t87 = (vcc_v8_uint)t86;
                vcc_v8_uint t88 = t87 - (vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U};
                vcc_v8_uint t89 = vcc_min(vcc_v8_int, t87, t88);
                vcc_v8_int t90 = (vcc_v8_int)t89;
                vcc_v8_int t91 = t90 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t65], t91);
                long t92 = i_vec + 24L;
                vcc_v8_int t93 = t1 + (vcc_v8_int){80, 80, 80, 80, 80, 80, 80, 80};
                vcc_v8_uint t94 = (vcc_v8_uint)t93;
                vcc_v8_uint t95 = t94 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
                vcc_v8_uint t96 = vcc_min(vcc_v8_int, t94, t95);
                vcc_v8_int t97 = (vcc_v8_int)t96;
                vcc_v8_float t98 = __builtin_convertvector(t97, vcc_v8_float);
                vcc_v8_float t99 = t98 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t92], t99);
                vcc_v8_int t100 = t2 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                vcc_v8_uint t101 = (vcc_v8_uint)t100;
                vcc_v8_uint t102 = t101 - (vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U};
                vcc_v8_uint t103 = vcc_min(vcc_v8_int, t101, t102);
                vcc_v8_int t104 = (vcc_v8_int)t103;
                vcc_v8_float t105 = __builtin_convertvector(t104, vcc_v8_float);
                vcc_v8_float t106 = t105 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t92], t106);
                vcc_v8_int t107 = t3 + (vcc_v8_int){56, 56, 56, 56, 56, 56, 56, 56};
                vcc_v8_uint t108 = (vcc_v8_uint)t107;
                vcc_v8_uint t109 = t108 - (vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U};
                vcc_v8_uint t110 = vcc_min(vcc_v8_int, t108, t109);
                vcc_v8_int t111 = (vcc_v8_int)t110;
                vcc_v8_int t112 = t111 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t92], t112);
                vcc_v8_int t113 = t4 + (vcc_v8_int){678, 678, 678, 678, 678, 678, 678, 678};
                vcc_v8_uint t114 = (vcc_v8_uint)t113;
                vcc_v8_uint t115 = t114 - (vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U};
                vcc_v8_uint t116 = vcc_min(vcc_v8_int, t114, t115);
                vcc_v8_int t117 = (vcc_v8_int)t116;
                vcc_v8_int t118 = t117 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t92], t118);
                i_vec += 32L;
                vcc_v8_int t119 = t1 + (vcc_v8_int){73, 73, 73, 73, 73, 73, 73, 73};
                vcc_v8_uint t120 = (vcc_v8_uint)t119;
                vcc_v8_uint t121 = t120 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
                vcc_v8_uint t122 = vcc_min(vcc_v8_int, t120, t121);
                vcc_v8_int t123 = (vcc_v8_int)t122;
                vcc_v8_int t124 = t2 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                vcc_v8_uint t125 = (vcc_v8_uint)t124;
                vcc_v8_uint t126 = t125 - (vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U};
                vcc_v8_uint t127 = vcc_min(vcc_v8_int, t125, t126);
                vcc_v8_int t128 = (vcc_v8_int)t127;
                vcc_v8_int t129 = t3 + (vcc_v8_int){408, 408, 408, 408, 408, 408, 408, 408};
                vcc_v8_uint t130 = (vcc_v8_uint)t129;
                vcc_v8_uint t131 = t130 - (vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U};
                vcc_v8_uint t132 = vcc_min(vcc_v8_int, t130, t131);
                vcc_v8_int t133 = (vcc_v8_int)t132;
                vcc_v8_int t134 = t4 + (vcc_v8_int){127, 127, 127, 127, 127, 127, 127, 127};
                vcc_v8_uint t135 = (vcc_v8_uint)t134;
                vcc_v8_uint t136 = t135 - (vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U};
                vcc_v8_uint t137 = vcc_min(vcc_v8_int, t135, t136);
                vcc_v8_int t138 = (vcc_v8_int)t137;
                if (i_vec >= 992L) {
                    break;
                }
                t1 = t123;
                t2 = t128;
                t3 = t133;
                t4 = t138;
            }
            t139 = 992;
        } else {
            t139 = 0;
        }
        long t140 = (long)t139 * -1L + 1000L;
        int t141 = (int)((unsigned int)(int)((unsigned int)t139 * 37U) + (unsigned int)round);
        int t142 = (int)((unsigned int)(int)((unsigned int)t139 * 11U) + (unsigned int)(int)(3U * (unsigned int)round));
        int t143 = (int)((unsigned int)(int)((unsigned int)t139 * 7919U) + (unsigned int)round);
        int t144 = (int)((unsigned int)t139 * 104729U);
        if ((t140 >= 8L) & (t141 >= 0) & (t142 >= 0) & (t143 >= 0) & (t144 >= 0)) {
            long t145 = t140 & -8L;
            vcc_v8_int t146 = vcc_splat(vcc_v8_int, t141 % 101);
            vcc_v8_int t147 = t146 + (vcc_v8_int){0, 37, 74, 10, 47, 84, 20, 57};
            vcc_v8_uint t148 = (vcc_v8_uint)t147;
            vcc_v8_uint t149 = t148 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
            vcc_v8_uint t150 = vcc_min(vcc_v8_int, t148, t149);
            vcc_v8_int t5 = (vcc_v8_int)t150;
            vcc_v8_int t151 = vcc_splat(vcc_v8_int, t142 % 23);
            vcc_v8_int t152 = t151 + (vcc_v8_int){0, 11, 22, 10, 21, 9, 20, 8};
            vcc_v8_uint t153 = (vcc_v8_uint)t152;
            vcc_v8_uint t154 = t153 - (vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U};
            vcc_v8_uint t155 = vcc_min(vcc_v8_int, t153, t154);
            vcc_v8_int t6 = (vcc_v8_int)t155;
            vcc_v8_int t156 = vcc_splat(vcc_v8_int, t143 % 1000);
            vcc_v8_int t157 = t156 + (vcc_v8_int){0, 919, 838, 757, 676, 595, 514, 433};
            vcc_v8_uint t158 = (vcc_v8_uint)t157;
            vcc_v8_uint t159 = t158 - (vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U};
            vcc_v8_uint t160 = vcc_min(vcc_v8_int, t158, t159);
            vcc_v8_int t7 = (vcc_v8_int)t160;
            vcc_v8_int t161 = vcc_splat(vcc_v8_int, t144 % 777);
            vcc_v8_int t162 = t161 + (vcc_v8_int){0, 611, 445, 279, 113, 724, 558, 392};
            vcc_v8_uint t163 = (vcc_v8_uint)t162;
            vcc_v8_uint t164 = t163 - (vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U};
            vcc_v8_uint t165 = vcc_min(vcc_v8_int, t163, t164);
            vcc_v8_int t8 = (vcc_v8_int)t165;
            long i_vec_1 = 0L;
            /* vcc: loop at last_written.c:49 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                long t166 = (long)t139 + i_vec_1;
                vcc_v8_float t167 = __builtin_convertvector(t5, vcc_v8_float);
                vcc_v8_float t168 = t167 - (vcc_v8_float){50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f, 50.0f};
                vcc_store(&a[t166], t168);
                vcc_v8_float t169 = __builtin_convertvector(t6, vcc_v8_float);
                vcc_v8_float t170 = t169 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_store(&b[t166], t170);
                vcc_v8_int t171 = t7 - (vcc_v8_int){500, 500, 500, 500, 500, 500, 500, 500};
                vcc_store(&c[t166], t171);
                vcc_v8_int t172 = t8 - (vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                vcc_store(&d[t166], t172);
                i_vec_1 += 8L;
                vcc_v8_int t173 = t5 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
                vcc_v8_uint t174 = (vcc_v8_uint)t173;
                vcc_v8_uint t175 = t174 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
                vcc_v8_uint t176 = vcc_min(vcc_v8_int, t174, t175);
                vcc_v8_int t177 = (vcc_v8_int)t176;
                vcc_v8_int t178 = t6 + (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
                vcc_v8_uint t179 = (vcc_v8_uint)t178;
                vcc_v8_uint t180 = t179 - (vcc_v8_uint){23U, 23U, 23U, 23U, 23U, 23U, 23U, 23U};
                vcc_v8_uint t181 = vcc_min(vcc_v8_int, t179, t180);
                vcc_v8_int t182 = (vcc_v8_int)t181;
                vcc_v8_int t183 = t7 + (vcc_v8_int){352, 352, 352, 352, 352, 352, 352, 352};
                vcc_v8_uint t184 = (vcc_v8_uint)t183;
                vcc_v8_uint t185 = t184 - (vcc_v8_uint){1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U, 1000U};
                vcc_v8_uint t186 = vcc_min(vcc_v8_int, t184, t185);
                vcc_v8_int t187 = (vcc_v8_int)t186;
                vcc_v8_int t188 = t8 + (vcc_v8_int){226, 226, 226, 226, 226, 226, 226, 226};
                vcc_v8_uint t189 = (vcc_v8_uint)t188;
                vcc_v8_uint t190 = t189 - (vcc_v8_uint){777U, 777U, 777U, 777U, 777U, 777U, 777U, 777U};
                vcc_v8_uint t191 = vcc_min(vcc_v8_int, t189, t190);
                vcc_v8_int t192 = (vcc_v8_int)t191;
                if (i_vec_1 >= t145) {
                    break;
                }
                t5 = t177;
                t6 = t182;
                t7 = t187;
                t8 = t192;
            }
            i = (int)((long)t139 + t145);
        } else {
            i = t139;
        }
        for (; i < 1000; i++) {
            long t193 = (long)i;
            a[t193] = (float)((i * 37 + round) % 101) - 50.0f;
            b[t193] = (float)((i * 11 + 3 * round) % 23) * 0.25f;
            c[t193] = (i * 7919 + round) % 1000 - 500;
            d[t193] = i * 104729 % 777 - 300;
        }
        last_elem();
        first_elem_down();
        const void *t194 = (const void *)c;
        unsigned long t195 = hash_bytes(t194, 4000UL);
        const void *t196 = (const void *)a;
        printf("%llx %llx", (unsigned long long)hash_bytes(t196, 4000UL), (unsigned long long)t195);
        last_elem_do();
        store_first();
        unsigned long t197 = hash_bytes(t194, 4000UL);
        unsigned long t198 = hash_bytes((const void *)b, 4000UL);
        printf(" %llx %llx %llx", (unsigned long long)hash_bytes(t196, 4000UL), (unsigned long long)t198, (unsigned long long)t197);
        middle_elem();
        printf(" %llx\n", (unsigned long long)hash_bytes(t194, 4000UL));
    }
    return 0;
}
