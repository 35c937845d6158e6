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

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: float, consecutive loads and store, `a` broadcast. */
void saxpy(int n, float a, const float *restrict x, float *restrict y) {
    long t1;
    long t2;
    long t3;
    long t4;
    vcc_v8_float t5;
    long t6;
    float *t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    long t12;
    float *t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    long t18;
    float *t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    long t24;
    float *t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    int t30;
    long t31;
    long t32;
    vcc_v8_float t33;
    long t34;
    float *t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    int i;
    long t40;
    float *t41;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = (vcc_v8_float){a, a, a, a, a, a, a, a};
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = y + t6;
            t8 = vcc_load(vcc_v8_float, x + t6);
            t9 = t5 * t8;
            t10 = vcc_load(vcc_v8_float, t7);
            t11 = t9 + t10;
            vcc_store(t7, t11);
            t12 = (long)(int)((long)0 + (t1 + 8L));
            t13 = y + t12;
            t14 = vcc_load(vcc_v8_float, x + t12);
            t15 = t5 * t14;
            t16 = vcc_load(vcc_v8_float, t13);
            t17 = t15 + t16;
            vcc_store(t13, t17);
            t18 = (long)(int)((long)0 + (t1 + 16L));
            t19 = y + t18;
            t20 = vcc_load(vcc_v8_float, x + t18);
            t21 = t5 * t20;
            t22 = vcc_load(vcc_v8_float, t19);
            t23 = t21 + t22;
            vcc_store(t19, t23);
            t24 = (long)(int)((long)0 + (t1 + 24L));
            t25 = y + t24;
            t26 = vcc_load(vcc_v8_float, x + t24);
            t27 = t5 * t26;
            t28 = vcc_load(vcc_v8_float, t25);
            t29 = t27 + t28;
            vcc_store(t25, t29);
            t1 += 32L;
        } while (t1 < t4);
        t30 = (int)((long)0 + t4);
    } else {
        t30 = 0;
    }
    t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 8L) {
        t32 = t31 & -8L;
        t33 = (vcc_v8_float){a, a, a, a, a, a, a, a};
        t2 = 0L;
        do {
            t34 = (long)(int)((long)t30 + t2);
            t35 = y + t34;
            t36 = vcc_load(vcc_v8_float, x + t34);
            t37 = t33 * t36;
            t38 = vcc_load(vcc_v8_float, t35);
            t39 = t37 + t38;
            vcc_store(t35, t39);
            t2 += 8L;
        } while (t2 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        t40 = (long)i;
        t41 = y + t40;
        *t41 = a * x[t40] + *t41;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    vcc_v8_int t1;
    vcc_v8_int t2;
    long t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    long t6;
    double check;
    unsigned int c;
    int n;
    long t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    long t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    long t21;
    vcc_v8_int t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_int t26;
    vcc_v8_float t27;
    vcc_v8_int t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    vcc_v8_int t32;
    vcc_v8_float t33;
    long t34;
    vcc_v8_int t35;
    vcc_v8_uint t36;
    vcc_v8_uint t37;
    vcc_v8_uint t38;
    vcc_v8_int t39;
    vcc_v8_float t40;
    vcc_v8_int t41;
    vcc_v8_uint t42;
    vcc_v8_uint t43;
    vcc_v8_uint t44;
    vcc_v8_int t45;
    vcc_v8_float t46;
    long t47;
    vcc_v8_int t48;
    vcc_v8_uint t49;
    vcc_v8_uint t50;
    vcc_v8_uint t51;
    vcc_v8_int t52;
    vcc_v8_float t53;
    vcc_v8_int t54;
    vcc_v8_uint t55;
    vcc_v8_uint t56;
    vcc_v8_uint t57;
    vcc_v8_int t58;
    vcc_v8_float t59;
    vcc_v8_int t60;
    vcc_v8_uint t61;
    vcc_v8_uint t62;
    vcc_v8_uint t63;
    vcc_v8_int t64;
    vcc_v8_int t65;
    vcc_v8_uint t66;
    vcc_v8_uint t67;
    vcc_v8_uint t68;
    vcc_v8_int t69;
    int t70;
    long t71;
    long t72;
    vcc_v8_int t73;
    vcc_v8_int t74;
    vcc_v8_uint t75;
    vcc_v8_uint t76;
    vcc_v8_uint t77;
    vcc_v8_int t78;
    vcc_v8_int t79;
    vcc_v8_uint t80;
    vcc_v8_uint t81;
    vcc_v8_uint t82;
    long t83;
    vcc_v8_float t84;
    vcc_v8_float t85;
    vcc_v8_int t86;
    vcc_v8_uint t87;
    vcc_v8_uint t88;
    vcc_v8_uint t89;
    vcc_v8_int t90;
    vcc_v8_int t91;
    vcc_v8_uint t92;
    vcc_v8_uint t93;
    vcc_v8_uint t94;
    vcc_v8_int t95;
    int i;
    long t96;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if ((1003L >= 32L) & (0 >= 0) & (0 >= 0)) {
            t7 = 1003L & -32L;
            t8 = vcc_splat(vcc_v8_int, 0 % 13);
            t9 = t8 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t10 = (vcc_v8_uint)t9;
            t11 = t10 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            t12 = vcc_min(vcc_v8_int, t10, t11);
            t1 = (vcc_v8_int)t12;
            t13 = vcc_splat(vcc_v8_int, 0 % 7);
            t14 = t13 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
            t15 = (vcc_v8_uint)t14;
            t16 = t15 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            t17 = vcc_min(vcc_v8_int, t15, t16);
            t2 = (vcc_v8_int)t17;
            t3 = 0L;
            for (;;) {
                t18 = (long)(int)((long)0 + t3);
                t19 = __builtin_convertvector(t1, vcc_v8_float);
                vcc_store(&x[t18], t19);
                t20 = __builtin_convertvector(t2, vcc_v8_float);
                vcc_store(&y[t18], t20);
                t21 = (long)(int)((long)0 + (t3 + 8L));
                t22 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                t23 = (vcc_v8_uint)t22;
                t24 = t23 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                t25 = vcc_min(vcc_v8_int, t23, t24);
                t26 = (vcc_v8_int)t25;
                t27 = __builtin_convertvector(t26, vcc_v8_float);
                vcc_store(&x[t21], t27);
                t28 = t2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t29 = (vcc_v8_uint)t28;
                t30 = t29 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                t31 = vcc_min(vcc_v8_int, t29, t30);
                t32 = (vcc_v8_int)t31;
                t33 = __builtin_convertvector(t32, vcc_v8_float);
                vcc_store(&y[t21], t33);
                t34 = (long)(int)((long)0 + (t3 + 16L));
                t35 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                t36 = (vcc_v8_uint)t35;
                t37 = t36 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                t38 = vcc_min(vcc_v8_int, t36, t37);
                t39 = (vcc_v8_int)t38;
                t40 = __builtin_convertvector(t39, vcc_v8_float);
                vcc_store(&x[t34], t40);
                t41 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
                t42 = (vcc_v8_uint)t41;
                t43 = t42 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                t44 = vcc_min(vcc_v8_int, t42, t43);
                t45 = (vcc_v8_int)t44;
                t46 = __builtin_convertvector(t45, vcc_v8_float);
                vcc_store(&y[t34], t46);
                t47 = (long)(int)((long)0 + (t3 + 24L));
                t48 = t1 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
                t49 = (vcc_v8_uint)t48;
                t50 = t49 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                t51 = vcc_min(vcc_v8_int, t49, t50);
                t52 = (vcc_v8_int)t51;
                t53 = __builtin_convertvector(t52, vcc_v8_float);
                vcc_store(&x[t47], t53);
                t54 = t2 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                t55 = (vcc_v8_uint)t54;
                t56 = t55 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                t57 = vcc_min(vcc_v8_int, t55, t56);
                t58 = (vcc_v8_int)t57;
                t59 = __builtin_convertvector(t58, vcc_v8_float);
                vcc_store(&y[t47], t59);
                t3 += 32L;
                t60 = t1 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
                t61 = (vcc_v8_uint)t60;
                t62 = t61 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                t63 = vcc_min(vcc_v8_int, t61, t62);
                t64 = (vcc_v8_int)t63;
                t65 = t2 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                t66 = (vcc_v8_uint)t65;
                t67 = t66 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                t68 = vcc_min(vcc_v8_int, t66, t67);
                t69 = (vcc_v8_int)t68;
                if (t3 >= t7) {
                    break;
                }
                t1 = t64;
                t2 = t69;
            }
            t70 = (int)((long)0 + t7);
        } else {
            t70 = 0;
        }
        t71 = (long)t70 * -1L + 1003L;
        if ((t71 >= 8L) & (t70 >= 0) & (t70 >= 0)) {
            t72 = t71 & -8L;
            t73 = vcc_splat(vcc_v8_int, t70 % 13);
            t74 = t73 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t75 = (vcc_v8_uint)t74;
            t76 = t75 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            t77 = vcc_min(vcc_v8_int, t75, t76);
            t4 = (vcc_v8_int)t77;
            t78 = vcc_splat(vcc_v8_int, t70 % 7);
            t79 = t78 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
            t80 = (vcc_v8_uint)t79;
            t81 = t80 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            t82 = vcc_min(vcc_v8_int, t80, t81);
            t5 = (vcc_v8_int)t82;
            t6 = 0L;
            for (;;) {
                t83 = (long)(int)((long)t70 + t6);
                t84 = __builtin_convertvector(t4, vcc_v8_float);
                vcc_store(&x[t83], t84);
                t85 = __builtin_convertvector(t5, vcc_v8_float);
                vcc_store(&y[t83], t85);
                t6 += 8L;
                t86 = t4 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                t87 = (vcc_v8_uint)t86;
                t88 = t87 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
                t89 = vcc_min(vcc_v8_int, t87, t88);
                t90 = (vcc_v8_int)t89;
                t91 = t5 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t92 = (vcc_v8_uint)t91;
                t93 = t92 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                t94 = vcc_min(vcc_v8_int, t92, t93);
                t95 = (vcc_v8_int)t94;
                if (t6 >= t72) {
                    break;
                }
                t4 = t90;
                t5 = t95;
            }
            i = (int)((long)t70 + t72);
        } else {
            i = t70;
        }
        for (; i < 1003; i++) {
            t96 = (long)i;
            x[t96] = (float)(i % 13);
            y[t96] = (float)(i % 7);
        }
        saxpy(n, 3.0f, x, y);
        check = 0.0;
        for (i_1 = 0; i_1 < 1003; i_1++) {
            check += (double)(y[i_1] * (float)(i_1 % 5 + 1));
        }
        printf("n=%d y[0]=%g y[n/2]=%g check=%.1f\n", n, (double)y[0], (double)y[n / 2], check);
    }
    return 0;
}
