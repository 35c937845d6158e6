/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: float, consecutive loads and store, `a` broadcast. */
void saxpy(int n, float a, const float *restrict x, float *restrict y) {
    int t30;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v8_float t5 = (vcc_v8_float){a, a, a, a, a, a, a, a};
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            float *t7 = y + t6;
            vcc_v8_float t8 = vcc_load(vcc_v8_float, x + t6);
            vcc_v8_float t9 = t5 * t8;
            vcc_v8_float t10 = vcc_load(vcc_v8_float, t7);
            vcc_v8_float t11 = t9 + t10;
            vcc_store(t7, t11);
            long t12 = (long)(int)(t1 + 8L);
            float *t13 = y + t12;
            vcc_v8_float t14 = vcc_load(vcc_v8_float, x + t12);
            vcc_v8_float t15 = t5 * t14;
            vcc_v8_float t16 = vcc_load(vcc_v8_float, t13);
            vcc_v8_float t17 = t15 + t16;
            vcc_store(t13, t17);
            long t18 = (long)(int)(t1 + 16L);
            float *t19 = y + t18;
            vcc_v8_float t20 = vcc_load(vcc_v8_float, x + t18);
            vcc_v8_float t21 = t5 * t20;
            vcc_v8_float t22 = vcc_load(vcc_v8_float, t19);
            vcc_v8_float t23 = t21 + t22;
            vcc_store(t19, t23);
            long t24 = (long)(int)(t1 + 24L);
            float *t25 = y + t24;
            vcc_v8_float t26 = vcc_load(vcc_v8_float, x + t24);
            vcc_v8_float t27 = t5 * t26;
            vcc_v8_float t28 = vcc_load(vcc_v8_float, t25);
            vcc_v8_float t29 = t27 + t28;
            vcc_store(t25, t29);
            t1 += 32L;
        } while (t1 < t4);
        t30 = (int)t4;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 8L) {
        long t32 = t31 & -8L;
        vcc_v8_float t33 = (vcc_v8_float){a, a, a, a, a, a, a, a};
        long t2 = 0L;
        do {
            long t34 = (long)(int)((long)t30 + t2);
            float *t35 = y + t34;
            vcc_v8_float t36 = vcc_load(vcc_v8_float, x + t34);
            vcc_v8_float t37 = t33 * t36;
            vcc_v8_float t38 = vcc_load(vcc_v8_float, t35);
            vcc_v8_float t39 = t37 + t38;
            vcc_store(t35, t39);
            t2 += 8L;
        } while (t2 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        float *t41 = y + t40;
        *t41 = a * x[t40] + *t41;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_v8_uint t9 = (vcc_v8_uint)t8;
        vcc_v8_uint t10 = t9 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t11 = vcc_min(vcc_v8_int, t9, t10);
        vcc_v8_int t1 = (vcc_v8_int)t11;
        vcc_v8_int t12 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t13 = t12 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
        vcc_v8_uint t14 = (vcc_v8_uint)t13;
        vcc_v8_uint t15 = t14 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
        vcc_v8_uint t16 = vcc_min(vcc_v8_int, t14, t15);
        vcc_v8_int t2 = (vcc_v8_int)t16;
        long t3 = 0L;
        for (;;) {
            long t17 = (long)(int)t3;
            vcc_v8_float t18 = __builtin_convertvector(t1, vcc_v8_float);
            vcc_store(&x[t17], t18);
            vcc_v8_float t19 = __builtin_convertvector(t2, vcc_v8_float);
            vcc_store(&y[t17], t19);
            long t20 = (long)(int)(t3 + 8L);
            vcc_v8_int t21 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_uint t22 = (vcc_v8_uint)t21;
            vcc_v8_uint t23 = t22 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t24 = vcc_min(vcc_v8_int, t22, t23);
            vcc_v8_int t25 = (vcc_v8_int)t24;
            vcc_v8_float t26 = __builtin_convertvector(t25, vcc_v8_float);
            vcc_store(&x[t20], t26);
            vcc_v8_int t27 = t2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t28 = (vcc_v8_uint)t27;
            vcc_v8_uint t29 = t28 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t30 = vcc_min(vcc_v8_int, t28, t29);
            vcc_v8_int t31 = (vcc_v8_int)t30;
            vcc_v8_float t32 = __builtin_convertvector(t31, vcc_v8_float);
            vcc_store(&y[t20], t32);
            long t33 = (long)(int)(t3 + 16L);
            vcc_v8_int t34 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t35 = (vcc_v8_uint)t34;
            vcc_v8_uint t36 = t35 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t37 = vcc_min(vcc_v8_int, t35, t36);
            vcc_v8_int t38 = (vcc_v8_int)t37;
            vcc_v8_float t39 = __builtin_convertvector(t38, vcc_v8_float);
            vcc_store(&x[t33], t39);
            vcc_v8_int t40 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t41 = (vcc_v8_uint)t40;
            vcc_v8_uint t42 = t41 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t43 = vcc_min(vcc_v8_int, t41, t42);
            vcc_v8_int t44 = (vcc_v8_int)t43;
            vcc_v8_float t45 = __builtin_convertvector(t44, vcc_v8_float);
            vcc_store(&y[t33], t45);
            long t46 = (long)(int)(t3 + 24L);
            vcc_v8_int t47 = t1 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            vcc_v8_uint t48 = (vcc_v8_uint)t47;
            vcc_v8_uint t49 = t48 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t50 = vcc_min(vcc_v8_int, t48, t49);
            vcc_v8_int t51 = (vcc_v8_int)t50;
            vcc_v8_float t52 = __builtin_convertvector(t51, vcc_v8_float);
            vcc_store(&x[t46], t52);
            vcc_v8_int t53 = t2 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t54 = (vcc_v8_uint)t53;
            vcc_v8_uint t55 = t54 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t56 = vcc_min(vcc_v8_int, t54, t55);
            vcc_v8_int t57 = (vcc_v8_int)t56;
            vcc_v8_float t58 = __builtin_convertvector(t57, vcc_v8_float);
            vcc_store(&y[t46], t58);
            t3 += 32L;
            vcc_v8_int t59 = t1 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
            vcc_v8_uint t60 = (vcc_v8_uint)t59;
            vcc_v8_uint t61 = t60 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t62 = vcc_min(vcc_v8_int, t60, t61);
            vcc_v8_int t63 = (vcc_v8_int)t62;
            vcc_v8_int t64 = t2 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_v8_uint t65 = (vcc_v8_uint)t64;
            vcc_v8_uint t66 = t65 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t67 = vcc_min(vcc_v8_int, t65, t66);
            vcc_v8_int t68 = (vcc_v8_int)t67;
            if (t3 >= 992L) {
                break;
            }
            t1 = t63;
            t2 = t68;
        }
        vcc_v8_int t69 = (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_v8_int t70 = t69 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_v8_uint t71 = (vcc_v8_uint)t70;
        vcc_v8_uint t72 = t71 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t73 = vcc_min(vcc_v8_int, t71, t72);
        vcc_v8_int t4 = (vcc_v8_int)t73;
        vcc_v8_int t74 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_v8_int t75 = t74 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
        vcc_v8_uint t76 = (vcc_v8_uint)t75;
        vcc_v8_uint t77 = t76 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
        vcc_v8_uint t78 = vcc_min(vcc_v8_int, t76, t77);
        vcc_v8_int t5 = (vcc_v8_int)t78;
        long t6 = 0L;
        for (;;) {
            long t79 = (long)(int)(992L + t6);
            vcc_v8_float t80 = __builtin_convertvector(t4, vcc_v8_float);
            vcc_store(&x[t79], t80);
            vcc_v8_float t81 = __builtin_convertvector(t5, vcc_v8_float);
            vcc_store(&y[t79], t81);
            t6 += 8L;
            vcc_v8_int t82 = t4 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_uint t83 = (vcc_v8_uint)t82;
            vcc_v8_uint t84 = t83 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t85 = vcc_min(vcc_v8_int, t83, t84);
            vcc_v8_int t86 = (vcc_v8_int)t85;
            vcc_v8_int t87 = t5 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t88 = (vcc_v8_uint)t87;
            vcc_v8_uint t89 = t88 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t90 = vcc_min(vcc_v8_int, t88, t89);
            vcc_v8_int t91 = (vcc_v8_int)t90;
            if (t6 >= 8L) {
                break;
            }
            t4 = t86;
            t5 = t91;
        }
        for (int i = 1000; i < 1003; i++) {
            long t92 = (long)i;
            x[t92] = (float)(i % 13);
            y[t92] = (float)(i % 7);
        }
        saxpy(n, 3.0f, x, y);
        double check = 0.0;
        for (int i_1 = 0; i_1 < 1003; i_1++) {
            check += (double)(y[i_1] * (float)(i_1 % 5 + 1));
        }
        printf("n=%d y[0]=%g y[n/2]=%g check=%.1f\n", n, (double)y[0], (double)y[n / 2], check);
    }
    return 0;
}
