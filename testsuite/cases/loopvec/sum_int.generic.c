/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: integer sum reduction. */
int sum(int n, const int *a) {
    int s;
    int t21;
    int t22;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_int t10 = vcc_load(vcc_v8_int, a + (int)t1);
            vcc_v8_uint t11 = (vcc_v8_uint)t10;
            t2 = t2 + t11;
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + (int)(t1 + 8L));
            vcc_v8_uint t13 = (vcc_v8_uint)t12;
            t3 = t3 + t13;
            vcc_v8_int t14 = vcc_load(vcc_v8_int, a + (int)(t1 + 16L));
            vcc_v8_uint t15 = (vcc_v8_uint)t14;
            t4 = t4 + t15;
            vcc_v8_int t16 = vcc_load(vcc_v8_int, a + (int)(t1 + 24L));
            vcc_v8_uint t17 = (vcc_v8_uint)t16;
            t5 = t5 + t17;
            t1 += 32L;
        } while (t1 < t9);
        vcc_v8_uint t18 = t2 + t3;
        vcc_v8_uint t19 = t18 + t4;
        vcc_v8_uint t20 = t19 + t5;
        t21 = (int)t9;
        t22 = (int)vcc_reduce(unsigned int, t20, +);
    } else {
        t21 = 0;
        t22 = 0;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t6 = 0L;
        vcc_v8_uint t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_int t25 = vcc_load(vcc_v8_int, a + (int)((long)t21 + t6));
            vcc_v8_uint t26 = (vcc_v8_uint)t25;
            t7 = t7 + t26;
            t6 += 8L;
        } while (t6 < t24);
        i = (int)((long)t21 + t24);
        s = (int)((unsigned int)t22 + vcc_reduce(unsigned int, t7, +));
    } else {
        i = t21;
        s = t22;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t6 = t5 + (vcc_v8_int){0, 37, 74, 10, 47, 84, 20, 57};
    vcc_v8_uint t7 = (vcc_v8_uint)t6;
    vcc_v8_uint t8 = t7 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
    vcc_v8_uint t9 = vcc_min(vcc_v8_int, t7, t8);
    vcc_v8_int t1 = (vcc_v8_int)t9;
    long t2 = 0L;
    do {
        vcc_v8_int t10 = t1 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
        vcc_store(&a[(int)t2], t10);
        vcc_v8_int t11 = t1 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
        vcc_v8_uint t12 = (vcc_v8_uint)t11;
        vcc_v8_uint t13 = t12 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
        vcc_v8_uint t14 = vcc_min(vcc_v8_int, t12, t13);
        vcc_v8_int t15 = (vcc_v8_int)t14;
        vcc_v8_int t16 = t15 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
        vcc_store(&a[(int)(t2 + 8L)], t16);
        vcc_v8_int t17 = t1 + (vcc_v8_int){87, 87, 87, 87, 87, 87, 87, 87};
        vcc_v8_uint t18 = (vcc_v8_uint)t17;
        vcc_v8_uint t19 = t18 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
        vcc_v8_uint t20 = vcc_min(vcc_v8_int, t18, t19);
        vcc_v8_int t21 = (vcc_v8_int)t20;
        vcc_v8_int t22 = t21 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
        vcc_store(&a[(int)(t2 + 16L)], t22);
        vcc_v8_int t23 = t1 + (vcc_v8_int){80, 80, 80, 80, 80, 80, 80, 80};
        vcc_v8_uint t24 = (vcc_v8_uint)t23;
        vcc_v8_uint t25 = t24 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
        vcc_v8_uint t26 = vcc_min(vcc_v8_int, t24, t25);
        vcc_v8_int t27 = (vcc_v8_int)t26;
        vcc_v8_int t28 = t27 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
        vcc_store(&a[(int)(t2 + 24L)], t28);
        t2 += 32L;
        vcc_v8_int t29 = t1 + (vcc_v8_int){73, 73, 73, 73, 73, 73, 73, 73};
        vcc_v8_uint t30 = (vcc_v8_uint)t29;
        vcc_v8_uint t31 = t30 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
        vcc_v8_uint t32 = vcc_min(vcc_v8_int, t30, t31);
        t1 = (vcc_v8_int)t32;
    } while (t2 < 992L);
    vcc_v8_int t33 = (vcc_v8_int){41, 41, 41, 41, 41, 41, 41, 41};
    vcc_v8_int t34 = t33 + (vcc_v8_int){0, 37, 74, 10, 47, 84, 20, 57};
    vcc_v8_uint t35 = (vcc_v8_uint)t34;
    vcc_v8_uint t36 = t35 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
    vcc_v8_uint t37 = vcc_min(vcc_v8_int, t35, t36);
    vcc_v8_int t3 = (vcc_v8_int)t37;
    long t4 = 0L;
    do {
        vcc_v8_int t38 = t3 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
        vcc_store(&a[(int)(992L + t4)], t38);
        t4 += 8L;
        vcc_v8_int t39 = t3 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
        vcc_v8_uint t40 = (vcc_v8_uint)t39;
        vcc_v8_uint t41 = t40 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
        vcc_v8_uint t42 = vcc_min(vcc_v8_int, t40, t41);
        t3 = (vcc_v8_int)t42;
    } while (t4 < 8L);
    for (int i = 1000; i < 1003; i++) {
        a[i] = i * 37 % 101 - 50;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t43 = &counts[c];
        int t44 = sum(*t43, a);
        printf("sum(%d) = %d\n", *t43, t44);
    }
    return 0;
}
