/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

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
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t6 = t5 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_m8 t7 = (vcc_m8)(t6 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
        vcc_v8_uint t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t9 = (vcc_v8_uint)t6;
        vcc_v8_uint t10 = t9 - t8;
        vcc_v8_int t1 = (vcc_v8_int)t10;
        vcc_v8_int t11 = t5 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
        vcc_m8 t12 = (vcc_m8)(t11 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
        vcc_v8_uint t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t14 = (vcc_v8_uint)t11;
        vcc_v8_uint t15 = t14 - t13;
        vcc_v8_int t2 = (vcc_v8_int)t15;
        long i_vec = 0L;
        /* vcc: loop at saxpy.c:15 vectorized: VF 8, UF 4, the remainder at 16:27 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 17:27 by 7 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_float t16 = __builtin_convertvector(t1, vcc_v8_float);
            vcc_store(&x[i_vec], t16);
            vcc_v8_float t17 = __builtin_convertvector(t2, vcc_v8_float);
            vcc_store(&y[i_vec], t17);
            long t18 = i_vec + 8L;
            vcc_v8_int t19 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_m8 t20 = (vcc_m8)(t19 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
            vcc_v8_uint t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t22 = (vcc_v8_uint)t19;
            vcc_v8_uint t23 = t22 - t21;
            vcc_v8_int t24 = (vcc_v8_int)t23;
            vcc_v8_float t25 = __builtin_convertvector(t24, vcc_v8_float);
            vcc_store(&x[t18], t25);
            vcc_v8_int t26 = t2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t27 = (vcc_m8)(t26 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
            vcc_v8_uint t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t29 = (vcc_v8_uint)t26;
            vcc_v8_uint t30 = t29 - t28;
            vcc_v8_int t31 = (vcc_v8_int)t30;
            vcc_v8_float t32 = __builtin_convertvector(t31, vcc_v8_float);
            vcc_store(&y[t18], t32);
            long t33 = i_vec + 16L;
            vcc_v8_int t34 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_m8 t35 = (vcc_m8)(t34 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
            vcc_v8_uint t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t37 = (vcc_v8_uint)t34;
            vcc_v8_uint t38 = t37 - t36;
            vcc_v8_int t39 = (vcc_v8_int)t38;
            vcc_v8_float t40 = __builtin_convertvector(t39, vcc_v8_float);
            vcc_store(&x[t33], t40);
            vcc_v8_int t41 = t2 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_m8 t42 = (vcc_m8)(t41 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
            vcc_v8_uint t43 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t44 = (vcc_v8_uint)t41;
            vcc_v8_uint t45 = t44 - t43;
            vcc_v8_int t46 = (vcc_v8_int)t45;
            vcc_v8_float t47 = __builtin_convertvector(t46, vcc_v8_float);
            vcc_store(&y[t33], t47);
            long t48 = i_vec + 24L;
            vcc_v8_int t49 = t1 + (vcc_v8_int){11, 11, 11, 11, 11, 11, 11, 11};
            vcc_m8 t50 = (vcc_m8)(t49 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
            vcc_v8_uint t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t50, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t52 = (vcc_v8_uint)t49;
            vcc_v8_uint t53 = t52 - t51;
            vcc_v8_int t54 = (vcc_v8_int)t53;
            vcc_v8_float t55 = __builtin_convertvector(t54, vcc_v8_float);
            vcc_store(&x[t48], t55);
            vcc_v8_int t56 = t2 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_m8 t57 = (vcc_m8)(t56 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
            vcc_v8_uint t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t57, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t59 = (vcc_v8_uint)t56;
            vcc_v8_uint t60 = t59 - t58;
            vcc_v8_int t61 = (vcc_v8_int)t60;
            vcc_v8_float t62 = __builtin_convertvector(t61, vcc_v8_float);
            vcc_store(&y[t48], t62);
            i_vec += 32L;
            vcc_v8_int t63 = t1 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
            vcc_m8 t64 = (vcc_m8)(t63 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
            vcc_v8_uint t65 = vcc_select(vcc_v8_int, (vcc_v8_int)t64, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t66 = (vcc_v8_uint)t63;
            vcc_v8_uint t67 = t66 - t65;
            vcc_v8_int t68 = (vcc_v8_int)t67;
            vcc_v8_int t69 = t2 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_m8 t70 = (vcc_m8)(t69 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
            vcc_v8_uint t71 = vcc_select(vcc_v8_int, (vcc_v8_int)t70, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t72 = (vcc_v8_uint)t69;
            vcc_v8_uint t73 = t72 - t71;
            vcc_v8_int t74 = (vcc_v8_int)t73;
            if (i_vec >= 992L) {
                break;
            }
            t1 = t68;
            t2 = t74;
        }
        vcc_v8_int t75 = (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_v8_int t76 = t75 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        vcc_m8 t77 = (vcc_m8)(t76 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
        vcc_v8_uint t78 = vcc_select(vcc_v8_int, (vcc_v8_int)t77, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t79 = (vcc_v8_uint)t76;
        vcc_v8_uint t80 = t79 - t78;
        vcc_v8_int t3 = (vcc_v8_int)t80;
        vcc_v8_int t81 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
        vcc_v8_int t82 = t81 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 0};
        vcc_m8 t83 = (vcc_m8)(t82 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
        vcc_v8_uint t84 = vcc_select(vcc_v8_int, (vcc_v8_int)t83, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t85 = (vcc_v8_uint)t82;
        vcc_v8_uint t86 = t85 - t84;
        vcc_v8_int t4 = (vcc_v8_int)t86;
        long i_vec_1 = 0L;
        /* vcc: loop at saxpy.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t87 = 992L + i_vec_1;
            vcc_v8_float t88 = __builtin_convertvector(t3, vcc_v8_float);
            vcc_store(&x[t87], t88);
            vcc_v8_float t89 = __builtin_convertvector(t4, vcc_v8_float);
            vcc_store(&y[t87], t89);
            i_vec_1 += 8L;
            vcc_v8_int t90 = t3 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_m8 t91 = (vcc_m8)(t90 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
            vcc_v8_uint t92 = vcc_select(vcc_v8_int, (vcc_v8_int)t91, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t93 = (vcc_v8_uint)t90;
            vcc_v8_uint t94 = t93 - t92;
            vcc_v8_int t95 = (vcc_v8_int)t94;
            vcc_v8_int t96 = t4 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t97 = (vcc_m8)(t96 > (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6});
            vcc_v8_uint t98 = vcc_select(vcc_v8_int, (vcc_v8_int)t97, ((vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
            vcc_v8_uint t99 = (vcc_v8_uint)t96;
            vcc_v8_uint t100 = t99 - t98;
            vcc_v8_int t101 = (vcc_v8_int)t100;
            if (i_vec_1 >= 8L) {
                break;
            }
            t3 = t95;
            t4 = t101;
        }
        x[1000] = 12.0f;
        y[1000] = 6.0f;
        x[1001] = 0.0f;
        y[1001] = 0.0f;
        x[1002] = 1.0f;
        y[1002] = 1.0f;
        saxpy(n, 3.0f, x, y);
        int i = 0;
        double check = 0.0;
        while (i < 1003) {
            check += (double)(y[i] * (float)(i % 5 + 1));
            i++;
        }
        printf("n=%d y[0]=%g y[n/2]=%g check=%.1f\n", n, (double)y[0], (double)y[n / 2], check);
        c++;
    }
    return 0;
}
