/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: integer sum reduction. */
int sum(int n, const int *a) {
    long t1;
    vcc_v8_uint t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    long t6;
    vcc_v8_uint t7;
    int s;
    long t8;
    long t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    vcc_v8_int t12;
    vcc_v8_uint t13;
    vcc_v8_int t14;
    vcc_v8_uint t15;
    vcc_v8_int t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    int t21;
    int t22;
    long t23;
    long t24;
    vcc_v8_int t25;
    vcc_v8_uint t26;
    int i;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t1 = 0L;
        t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            t10 = vcc_load(vcc_v8_int, a + (int)((long)0 + t1));
            t11 = (vcc_v8_uint)t10;
            t2 = t2 + t11;
            t12 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t1 + 8L)));
            t13 = (vcc_v8_uint)t12;
            t3 = t3 + t13;
            t14 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t1 + 16L)));
            t15 = (vcc_v8_uint)t14;
            t4 = t4 + t15;
            t16 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t1 + 24L)));
            t17 = (vcc_v8_uint)t16;
            t5 = t5 + t17;
            t1 += 32L;
        } while (t1 < t9);
        t18 = t2 + t3;
        t19 = t18 + t4;
        t20 = t19 + t5;
        t21 = (int)((long)0 + t9);
        t22 = (int)((unsigned int)0 + vcc_reduce(unsigned int, t20, +));
    } else {
        t21 = 0;
        t22 = 0;
    }
    t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        t24 = t23 & -8L;
        t6 = 0L;
        t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            t25 = vcc_load(vcc_v8_int, a + (int)((long)t21 + t6));
            t26 = (vcc_v8_uint)t25;
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
    vcc_v8_int t1;
    long t2;
    vcc_v8_int t3;
    long t4;
    int t5;
    long t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_uint t26;
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_uint t32;
    vcc_v8_uint t33;
    vcc_v8_uint t34;
    int t35;
    long t36;
    int t37;
    long t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_v8_uint t41;
    vcc_v8_uint t42;
    vcc_v8_uint t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    vcc_v8_uint t46;
    vcc_v8_uint t47;
    vcc_v8_uint t48;
    int i;
    unsigned int c;
    const int *t49;
    int t50;
    t5 = (int)((unsigned int)0 * (unsigned int)37);
    if ((1003L >= 32L) & (t5 >= 0)) {
        t6 = 1003L & -32L;
        t7 = vcc_splat(vcc_v8_int, t5 % 101);
        t8 = t7 + (vcc_v8_int){0, 37, 74, 10, 47, 84, 20, 57};
        t9 = (vcc_v8_uint)t8;
        t10 = t9 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
        t11 = vcc_min(vcc_v8_int, t9, t10);
        t1 = (vcc_v8_int)t11;
        t2 = 0L;
        do {
            t12 = t1 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            vcc_store(&a[(int)((long)0 + t2)], t12);
            t13 = t1 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
            t14 = (vcc_v8_uint)t13;
            t15 = t14 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
            t16 = vcc_min(vcc_v8_int, t14, t15);
            t17 = (vcc_v8_int)t16;
            t18 = t17 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            vcc_store(&a[(int)((long)0 + (t2 + 8L))], t18);
            t19 = t1 + (vcc_v8_int){87, 87, 87, 87, 87, 87, 87, 87};
            t20 = (vcc_v8_uint)t19;
            t21 = t20 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
            t22 = vcc_min(vcc_v8_int, t20, t21);
            t23 = (vcc_v8_int)t22;
            t24 = t23 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            vcc_store(&a[(int)((long)0 + (t2 + 16L))], t24);
            t25 = t1 + (vcc_v8_int){80, 80, 80, 80, 80, 80, 80, 80};
            t26 = (vcc_v8_uint)t25;
            t27 = t26 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
            t28 = vcc_min(vcc_v8_int, t26, t27);
            t29 = (vcc_v8_int)t28;
            t30 = t29 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            vcc_store(&a[(int)((long)0 + (t2 + 24L))], t30);
            t2 += 32L;
            t31 = t1 + (vcc_v8_int){73, 73, 73, 73, 73, 73, 73, 73};
            t32 = (vcc_v8_uint)t31;
            t33 = t32 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
            t34 = vcc_min(vcc_v8_int, t32, t33);
            t1 = (vcc_v8_int)t34;
        } while (t2 < t6);
        t35 = (int)((long)0 + t6);
    } else {
        t35 = 0;
    }
    t36 = (long)t35 * -1L + 1003L;
    t37 = (int)((unsigned int)t35 * (unsigned int)37);
    if ((t36 >= 8L) & (t37 >= 0)) {
        t38 = t36 & -8L;
        t39 = vcc_splat(vcc_v8_int, t37 % 101);
        t40 = t39 + (vcc_v8_int){0, 37, 74, 10, 47, 84, 20, 57};
        t41 = (vcc_v8_uint)t40;
        t42 = t41 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
        t43 = vcc_min(vcc_v8_int, t41, t42);
        t3 = (vcc_v8_int)t43;
        t4 = 0L;
        do {
            t44 = t3 - (vcc_v8_int){50, 50, 50, 50, 50, 50, 50, 50};
            vcc_store(&a[(int)((long)t35 + t4)], t44);
            t4 += 8L;
            t45 = t3 + (vcc_v8_int){94, 94, 94, 94, 94, 94, 94, 94};
            t46 = (vcc_v8_uint)t45;
            t47 = t46 - (vcc_v8_uint){101U, 101U, 101U, 101U, 101U, 101U, 101U, 101U};
            t48 = vcc_min(vcc_v8_int, t46, t47);
            t3 = (vcc_v8_int)t48;
        } while (t4 < t38);
        i = (int)((long)t35 + t38);
    } else {
        i = t35;
    }
    for (; i < 1003; i++) {
        a[i] = i * 37 % 101 - 50;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t49 = &counts[c];
        t50 = sum(*t49, a);
        printf("sum(%d) = %d\n", *t49, t50);
    }
    return 0;
}
