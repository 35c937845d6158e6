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
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_float a_v = (vcc_v8_float){a, a, a, a, a, a, a, a};
        long i_vec = 0L;
        /* vcc: loop at saxpy.c:6 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            float *t3 = y + i_vec;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec);
            vcc_v8_float t4 = a_v * x_v;
            vcc_v8_float y_v = vcc_load(vcc_v8_float, t3);
            vcc_v8_float t5 = t4 + y_v;
            vcc_store(t3, t5);
            long t6 = i_vec + 8L;
            float *t7 = y + t6;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t6);
            vcc_v8_float t8 = a_v * x_v_1;
            vcc_v8_float y_v_1 = vcc_load(vcc_v8_float, t7);
            vcc_v8_float t9 = t8 + y_v_1;
            vcc_store(t7, t9);
            long t10 = i_vec + 16L;
            float *t11 = y + t10;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t10);
            vcc_v8_float t12 = a_v * x_v_2;
            vcc_v8_float y_v_2 = vcc_load(vcc_v8_float, t11);
            vcc_v8_float t13 = t12 + y_v_2;
            vcc_store(t11, t13);
            long t14 = i_vec + 24L;
            float *t15 = y + t14;
            vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, x + t14);
            vcc_v8_float t16 = a_v * x_v_3;
            vcc_v8_float y_v_3 = vcc_load(vcc_v8_float, t15);
            vcc_v8_float t17 = t16 + y_v_3;
            vcc_store(t15, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        vcc_v8_float a_v_1 = (vcc_v8_float){a, a, a, a, a, a, a, a};
        long i_vec_1 = 0L;
        /* vcc: loop at saxpy.c:6 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            float *t22 = y + t21;
            vcc_v8_float x_v_4 = vcc_load(vcc_v8_float, x + t21);
            vcc_v8_float t23 = a_v_1 * x_v_4;
            vcc_v8_float y_v_4 = vcc_load(vcc_v8_float, t22);
            vcc_v8_float t24 = t23 + y_v_4;
            vcc_store(t22, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float *t26 = y + t25;
        *t26 = a * x[t25] + *t26;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float x[1003];
    float y[1003];
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t6 = t5 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_v8_uint t7 = (vcc_v8_uint)t6;
        vcc_v8_uint t8 = t7 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t9 = vcc_min(vcc_v8_int, t7, t8);
        vcc_v8_int t1 = (vcc_v8_int)t9;
        vcc_v8_int t10 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t11 = t10 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
        vcc_v8_uint t12 = (vcc_v8_uint)t11;
        vcc_v8_uint t13 = t12 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
        vcc_v8_uint t14 = vcc_min(vcc_v8_int, t12, t13);
        vcc_v8_int t2 = (vcc_v8_int)t14;
        long i_vec = 0L;
        /* vcc: loop at saxpy.c:15 vectorized: VF 8, UF 4, the remainder at 16:27 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 17:27 by 7 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_float t15 = __builtin_convertvector(t1, vcc_v8_float);
            vcc_store(&x[i_vec], t15);
            vcc_v8_float t16 = __builtin_convertvector(t2, vcc_v8_float);
            vcc_store(&y[i_vec], t16);
            long t17 = i_vec + 8L;
            vcc_v8_int t18 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_uint t19 = (vcc_v8_uint)t18;
            vcc_v8_uint t20 = t19 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t21 = vcc_min(vcc_v8_int, t19, t20);
            vcc_v8_int t22 = (vcc_v8_int)t21;
            vcc_v8_float t23 = __builtin_convertvector(t22, vcc_v8_float);
            vcc_store(&x[t17], t23);
            vcc_v8_int t24 = t2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t25 = (vcc_v8_uint)t24;
            vcc_v8_uint t26 = t25 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t27 = vcc_min(vcc_v8_int, t25, t26);
            vcc_v8_int t28 = (vcc_v8_int)t27;
            vcc_v8_float t29 = __builtin_convertvector(t28, vcc_v8_float);
            vcc_store(&y[t17], t29);
            long t30 = i_vec + 16L;
            vcc_v8_int t31 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t32 = (vcc_v8_uint)t31;
            vcc_v8_uint t33 = t32 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t34 = vcc_min(vcc_v8_int, t32, t33);
            vcc_v8_int t35 = (vcc_v8_int)t34;
            vcc_v8_float t36 = __builtin_convertvector(t35, vcc_v8_float);
            vcc_store(&x[t30], t36);
            vcc_v8_int t37 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t38 = (vcc_v8_uint)t37;
            vcc_v8_uint t39 = t38 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t40 = vcc_min(vcc_v8_int, t38, t39);
            vcc_v8_int t41 = (vcc_v8_int)t40;
            vcc_v8_float t42 = __builtin_convertvector(t41, vcc_v8_float);
            vcc_store(&y[t30], t42);
            long t43 = i_vec + 24L;
            vcc_v8_int t44 = t1 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            vcc_v8_uint t45 = (vcc_v8_uint)t44;
            vcc_v8_uint t46 = t45 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t47 = vcc_min(vcc_v8_int, t45, t46);
            vcc_v8_int t48 = (vcc_v8_int)t47;
            vcc_v8_float t49 = __builtin_convertvector(t48, vcc_v8_float);
            vcc_store(&x[t43], t49);
            vcc_v8_int t50 = t2 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t51 = (vcc_v8_uint)t50;
            vcc_v8_uint t52 = t51 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t53 = vcc_min(vcc_v8_int, t51, t52);
            vcc_v8_int t54 = (vcc_v8_int)t53;
            vcc_v8_float t55 = __builtin_convertvector(t54, vcc_v8_float);
            vcc_store(&y[t43], t55);
            i_vec += 32L;
            vcc_v8_int t56 = t1 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
            vcc_v8_uint t57 = (vcc_v8_uint)t56;
            vcc_v8_uint t58 = t57 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t59 = vcc_min(vcc_v8_int, t57, t58);
            vcc_v8_int t60 = (vcc_v8_int)t59;
            vcc_v8_int t61 = t2 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_v8_uint t62 = (vcc_v8_uint)t61;
            vcc_v8_uint t63 = t62 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t64 = vcc_min(vcc_v8_int, t62, t63);
            vcc_v8_int t65 = (vcc_v8_int)t64;
            if (i_vec >= 992L) {
                break;
            }
            t1 = t60;
            t2 = t65;
        }
        vcc_v8_int t66 = (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_v8_int t67 = t66 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_v8_uint t68 = (vcc_v8_uint)t67;
        vcc_v8_uint t69 = t68 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t70 = vcc_min(vcc_v8_int, t68, t69);
        vcc_v8_int t3 = (vcc_v8_int)t70;
        vcc_v8_int t71 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_v8_int t72 = t71 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
        vcc_v8_uint t73 = (vcc_v8_uint)t72;
        vcc_v8_uint t74 = t73 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
        vcc_v8_uint t75 = vcc_min(vcc_v8_int, t73, t74);
        vcc_v8_int t4 = (vcc_v8_int)t75;
        long i_vec_1 = 0L;
        /* vcc: loop at saxpy.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t76 = 992L + i_vec_1;
            vcc_v8_float t77 = __builtin_convertvector(t3, vcc_v8_float);
            vcc_store(&x[t76], t77);
            vcc_v8_float t78 = __builtin_convertvector(t4, vcc_v8_float);
            vcc_store(&y[t76], t78);
            i_vec_1 += 8L;
            vcc_v8_int t79 = t3 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_uint t80 = (vcc_v8_uint)t79;
            vcc_v8_uint t81 = t80 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t82 = vcc_min(vcc_v8_int, t80, t81);
            vcc_v8_int t83 = (vcc_v8_int)t82;
            vcc_v8_int t84 = t4 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t85 = (vcc_v8_uint)t84;
            vcc_v8_uint t86 = t85 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t87 = vcc_min(vcc_v8_int, t85, t86);
            vcc_v8_int t88 = (vcc_v8_int)t87;
            if (i_vec_1 >= 8L) {
                break;
            }
            t3 = t83;
            t4 = t88;
        }
        for (int i = 1000; i < 1003; i++) {
            long t89 = (long)i;
            x[t89] = (float)(i % 13);
            y[t89] = (float)(i % 7);
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
