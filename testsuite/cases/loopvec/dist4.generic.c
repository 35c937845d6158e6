/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
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

/* Vectorized at VF*UF <= 4 only: iteration i + 4 reads what iteration i wrote. */
void shift4(int n, int *a) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v4_int t5;
    vcc_v4_int t6;
    int i;
    t2 = (long)n;
    if (t2 >= 4L) {
        t3 = t2 & -4L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = vcc_load(vcc_v4_int, a + t4);
            t6 = t5 + (vcc_v4_int){1, 1, 1, 1};
            vcc_store(a + (t4 + 4), t6);
            t1 += 4L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i + 4] = a[i] + 1;
    }
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1010];
    vcc_v8_int t1;
    long t2;
    vcc_v8_int t3;
    long t4;
    long check;
    unsigned int c;
    int n;
    long t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_int t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_int t30;
    int t31;
    long t32;
    long t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_v8_uint t36;
    vcc_v8_uint t37;
    vcc_v8_uint t38;
    vcc_v8_int t39;
    vcc_v8_uint t40;
    vcc_v8_uint t41;
    vcc_v8_uint t42;
    vcc_v8_int t43;
    int i;
    int i_1;
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if ((1010L >= 32L) & (0 >= 0)) {
            t5 = 1010L & -32L;
            t6 = vcc_splat(vcc_v8_int, 0 % 9);
            t7 = t6 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t8 = (vcc_v8_uint)t7;
            t9 = t8 - (vcc_v8_uint){9U, 9U, 9U, 9U, 9U, 9U, 9U, 9U};
            t10 = vcc_min(vcc_v8_int, t8, t9);
            t1 = (vcc_v8_int)t10;
            t2 = 0L;
            for (;;) {
                vcc_store(&a[(int)((long)0 + t2)], t1);
                t11 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                t12 = (vcc_v8_uint)t11;
                t13 = t12 - (vcc_v8_uint){9U, 9U, 9U, 9U, 9U, 9U, 9U, 9U};
                t14 = vcc_min(vcc_v8_int, t12, t13);
                t15 = (vcc_v8_int)t14;
                vcc_store(&a[(int)((long)0 + (t2 + 8L))], t15);
                t16 = t1 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
                t17 = (vcc_v8_uint)t16;
                t18 = t17 - (vcc_v8_uint){9U, 9U, 9U, 9U, 9U, 9U, 9U, 9U};
                t19 = vcc_min(vcc_v8_int, t17, t18);
                t20 = (vcc_v8_int)t19;
                vcc_store(&a[(int)((long)0 + (t2 + 16L))], t20);
                t21 = t1 + (vcc_v8_int){6, 6, 6, 6, 6, 6, 6, 6};
                t22 = (vcc_v8_uint)t21;
                t23 = t22 - (vcc_v8_uint){9U, 9U, 9U, 9U, 9U, 9U, 9U, 9U};
                t24 = vcc_min(vcc_v8_int, t22, t23);
                t25 = (vcc_v8_int)t24;
                vcc_store(&a[(int)((long)0 + (t2 + 24L))], t25);
                t2 += 32L;
                t26 = t1 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                t27 = (vcc_v8_uint)t26;
                t28 = t27 - (vcc_v8_uint){9U, 9U, 9U, 9U, 9U, 9U, 9U, 9U};
                t29 = vcc_min(vcc_v8_int, t27, t28);
                t30 = (vcc_v8_int)t29;
                if (t2 >= t5) {
                    break;
                }
                t1 = t30;
            }
            t31 = (int)((long)0 + t5);
        } else {
            t31 = 0;
        }
        t32 = (long)t31 * -1L + 1010L;
        if ((t32 >= 8L) & (t31 >= 0)) {
            t33 = t32 & -8L;
            t34 = vcc_splat(vcc_v8_int, t31 % 9);
            t35 = t34 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t36 = (vcc_v8_uint)t35;
            t37 = t36 - (vcc_v8_uint){9U, 9U, 9U, 9U, 9U, 9U, 9U, 9U};
            t38 = vcc_min(vcc_v8_int, t36, t37);
            t3 = (vcc_v8_int)t38;
            t4 = 0L;
            for (;;) {
                vcc_store(&a[(int)((long)t31 + t4)], t3);
                t4 += 8L;
                t39 = t3 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
                t40 = (vcc_v8_uint)t39;
                t41 = t40 - (vcc_v8_uint){9U, 9U, 9U, 9U, 9U, 9U, 9U, 9U};
                t42 = vcc_min(vcc_v8_int, t40, t41);
                t43 = (vcc_v8_int)t42;
                if (t4 >= t33) {
                    break;
                }
                t3 = t43;
            }
            i = (int)((long)t31 + t33);
        } else {
            i = t31;
        }
        for (; i < 1010; i++) {
            a[i] = i % 9;
        }
        shift4(n, a);
        check = 0L;
        for (i_1 = 0; i_1 < 1010; i_1++) {
            check = check * 7L % 1000003L + (long)a[i_1];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
