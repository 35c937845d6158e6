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
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_float a_v = (vcc_v8_float){a, a, a, a, a, a, a, a};
        long i_vec = 0L;
        /* vcc: loop at saxpy.c:6 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            float *t4 = y + t3;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + t3);
            vcc_v8_float t5 = a_v * x_v;
            vcc_v8_float y_v = vcc_load(vcc_v8_float, t4);
            vcc_v8_float t6 = t5 + y_v;
            vcc_store(t4, t6);
            long t7 = (long)(int)(i_vec + 8L);
            float *t8 = y + t7;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t7);
            vcc_v8_float t9 = a_v * x_v_1;
            vcc_v8_float y_v_1 = vcc_load(vcc_v8_float, t8);
            vcc_v8_float t10 = t9 + y_v_1;
            vcc_store(t8, t10);
            long t11 = (long)(int)(i_vec + 16L);
            float *t12 = y + t11;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t11);
            vcc_v8_float t13 = a_v * x_v_2;
            vcc_v8_float y_v_2 = vcc_load(vcc_v8_float, t12);
            vcc_v8_float t14 = t13 + y_v_2;
            vcc_store(t12, t14);
            long t15 = (long)(int)(i_vec + 24L);
            float *t16 = y + t15;
            vcc_v8_float x_v_3 = vcc_load(vcc_v8_float, x + t15);
            vcc_v8_float t17 = a_v * x_v_3;
            vcc_v8_float y_v_3 = vcc_load(vcc_v8_float, t16);
            vcc_v8_float t18 = t17 + y_v_3;
            vcc_store(t16, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        vcc_v8_float a_v_1 = (vcc_v8_float){a, a, a, a, a, a, a, a};
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            float *t23 = y + t22;
            vcc_v8_float x_v_4 = vcc_load(vcc_v8_float, x + t22);
            vcc_v8_float t24 = a_v_1 * x_v_4;
            vcc_v8_float y_v_4 = vcc_load(vcc_v8_float, t23);
            vcc_v8_float t25 = t24 + y_v_4;
            vcc_store(t23, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        float *t27 = y + t26;
        *t27 = a * x[t26] + *t27;
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
            long t15 = (long)(int)i_vec;
            vcc_v8_float t16 = __builtin_convertvector(t1, vcc_v8_float);
            vcc_store(&x[t15], t16);
            vcc_v8_float t17 = __builtin_convertvector(t2, vcc_v8_float);
            vcc_store(&y[t15], t17);
            long t18 = (long)(int)(i_vec + 8L);
            vcc_v8_int t19 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_uint t20 = (vcc_v8_uint)t19;
            vcc_v8_uint t21 = t20 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t22 = vcc_min(vcc_v8_int, t20, t21);
            vcc_v8_int t23 = (vcc_v8_int)t22;
            vcc_v8_float t24 = __builtin_convertvector(t23, vcc_v8_float);
            vcc_store(&x[t18], t24);
            vcc_v8_int t25 = t2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t26 = (vcc_v8_uint)t25;
            vcc_v8_uint t27 = t26 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t28 = vcc_min(vcc_v8_int, t26, t27);
            vcc_v8_int t29 = (vcc_v8_int)t28;
            vcc_v8_float t30 = __builtin_convertvector(t29, vcc_v8_float);
            vcc_store(&y[t18], t30);
            long t31 = (long)(int)(i_vec + 16L);
            vcc_v8_int t32 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t33 = (vcc_v8_uint)t32;
            vcc_v8_uint t34 = t33 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t35 = vcc_min(vcc_v8_int, t33, t34);
            vcc_v8_int t36 = (vcc_v8_int)t35;
            vcc_v8_float t37 = __builtin_convertvector(t36, vcc_v8_float);
            vcc_store(&x[t31], t37);
            vcc_v8_int t38 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_uint t39 = (vcc_v8_uint)t38;
            vcc_v8_uint t40 = t39 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t41 = vcc_min(vcc_v8_int, t39, t40);
            vcc_v8_int t42 = (vcc_v8_int)t41;
            vcc_v8_float t43 = __builtin_convertvector(t42, vcc_v8_float);
            vcc_store(&y[t31], t43);
            long t44 = (long)(int)(i_vec + 24L);
            vcc_v8_int t45 = t1 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            vcc_v8_uint t46 = (vcc_v8_uint)t45;
            vcc_v8_uint t47 = t46 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t48 = vcc_min(vcc_v8_int, t46, t47);
            vcc_v8_int t49 = (vcc_v8_int)t48;
            vcc_v8_float t50 = __builtin_convertvector(t49, vcc_v8_float);
            vcc_store(&x[t44], t50);
            vcc_v8_int t51 = t2 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t52 = (vcc_v8_uint)t51;
            vcc_v8_uint t53 = t52 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t54 = vcc_min(vcc_v8_int, t52, t53);
            vcc_v8_int t55 = (vcc_v8_int)t54;
            vcc_v8_float t56 = __builtin_convertvector(t55, vcc_v8_float);
            vcc_store(&y[t44], t56);
            i_vec += 32L;
            vcc_v8_int t57 = t1 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
            vcc_v8_uint t58 = (vcc_v8_uint)t57;
            vcc_v8_uint t59 = t58 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t60 = vcc_min(vcc_v8_int, t58, t59);
            vcc_v8_int t61 = (vcc_v8_int)t60;
            vcc_v8_int t62 = t2 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_v8_uint t63 = (vcc_v8_uint)t62;
            vcc_v8_uint t64 = t63 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t65 = vcc_min(vcc_v8_int, t63, t64);
            vcc_v8_int t66 = (vcc_v8_int)t65;
            if (i_vec >= 992L) {
                break;
            }
            t1 = t61;
            t2 = t66;
        }
        vcc_v8_int t67 = (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_v8_int t68 = t67 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_v8_uint t69 = (vcc_v8_uint)t68;
        vcc_v8_uint t70 = t69 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t71 = vcc_min(vcc_v8_int, t69, t70);
        vcc_v8_int t3 = (vcc_v8_int)t71;
        vcc_v8_int t72 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_v8_int t73 = t72 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
        vcc_v8_uint t74 = (vcc_v8_uint)t73;
        vcc_v8_uint t75 = t74 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
        vcc_v8_uint t76 = vcc_min(vcc_v8_int, t74, t75);
        vcc_v8_int t4 = (vcc_v8_int)t76;
        long i_vec_1 = 0L;
        for (;;) {
            long t77 = (long)(int)(992L + i_vec_1);
            vcc_v8_float t78 = __builtin_convertvector(t3, vcc_v8_float);
            vcc_store(&x[t77], t78);
            vcc_v8_float t79 = __builtin_convertvector(t4, vcc_v8_float);
            vcc_store(&y[t77], t79);
            i_vec_1 += 8L;
            vcc_v8_int t80 = t3 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_uint t81 = (vcc_v8_uint)t80;
            vcc_v8_uint t82 = t81 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t83 = vcc_min(vcc_v8_int, t81, t82);
            vcc_v8_int t84 = (vcc_v8_int)t83;
            vcc_v8_int t85 = t4 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t86 = (vcc_v8_uint)t85;
            vcc_v8_uint t87 = t86 - (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t88 = vcc_min(vcc_v8_int, t86, t87);
            vcc_v8_int t89 = (vcc_v8_int)t88;
            if (i_vec_1 >= 8L) {
                break;
            }
            t3 = t84;
            t4 = t89;
        }
        for (int i = 1000; i < 1003; i++) {
            long t90 = (long)i;
            x[t90] = (float)(i % 13);
            y[t90] = (float)(i % 7);
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
