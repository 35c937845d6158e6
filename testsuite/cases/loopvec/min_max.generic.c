/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce_min(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] < vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

#include <stdio.h>

/* vcc-test: expect-vectorized 2 */
/* `?:` lowers to a branch: if-conversion turns it back into a min/max reduction. (The same
   reductions on compare + select IR: see midend/tests/loopvec_ir.rs.) */
int min_of(int n, const int *a, int m) {
    vcc_v8_int t1;
    long t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    long t7;
    int m_1;
    long t8;
    long t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    int t17;
    int t18;
    long t19;
    long t20;
    vcc_v8_int t21;
    int i;
    int m_2;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t1 = (vcc_v8_int){m, m, m, m, m, m, m, m};
        t2 = 0L;
        t3 = t1;
        t4 = t1;
        t5 = t1;
        do {
            t10 = vcc_load(vcc_v8_int, a + (int)((long)0 + t2));
            t1 = vcc_min(vcc_v8_int, t10, t1);
            t11 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t2 + 8L)));
            t3 = vcc_min(vcc_v8_int, t11, t3);
            t12 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t2 + 16L)));
            t4 = vcc_min(vcc_v8_int, t12, t4);
            t13 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t2 + 24L)));
            t5 = vcc_min(vcc_v8_int, t13, t5);
            t2 += 32L;
        } while (t2 < t9);
        t14 = vcc_min(vcc_v8_int, t1, t3);
        t15 = vcc_min(vcc_v8_int, t14, t4);
        t16 = vcc_min(vcc_v8_int, t15, t5);
        t17 = (int)((long)0 + t9);
        t18 = vcc_reduce_min(int, t16);
    } else {
        t17 = 0;
        t18 = m;
    }
    t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t6 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
        t7 = 0L;
        do {
            t21 = vcc_load(vcc_v8_int, a + (int)((long)t17 + t7));
            t6 = vcc_min(vcc_v8_int, t21, t6);
            t7 += 8L;
        } while (t7 < t20);
        i = (int)((long)t17 + t20);
        m_2 = vcc_reduce_min(int, t6);
    } else {
        i = t17;
        m_2 = t18;
    }
    for (; i < n; i++, m_2 = m_1) {
        m_1 = a[i];
        if (m_1 >= m_2) {
            m_1 = m_2;
        }
    }
    return m_2;
}

int max_of(int n, const int *a, int m) {
    vcc_v8_int t1;
    long t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    long t7;
    int m_1;
    long t8;
    long t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    int t17;
    int t18;
    long t19;
    long t20;
    vcc_v8_int t21;
    int i;
    int m_2;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t1 = (vcc_v8_int){m, m, m, m, m, m, m, m};
        t2 = 0L;
        t3 = t1;
        t4 = t1;
        t5 = t1;
        do {
            t10 = vcc_load(vcc_v8_int, a + (int)((long)0 + t2));
            t1 = vcc_max(vcc_v8_int, t10, t1);
            t11 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t2 + 8L)));
            t3 = vcc_max(vcc_v8_int, t11, t3);
            t12 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t2 + 16L)));
            t4 = vcc_max(vcc_v8_int, t12, t4);
            t13 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t2 + 24L)));
            t5 = vcc_max(vcc_v8_int, t13, t5);
            t2 += 32L;
        } while (t2 < t9);
        t14 = vcc_max(vcc_v8_int, t1, t3);
        t15 = vcc_max(vcc_v8_int, t14, t4);
        t16 = vcc_max(vcc_v8_int, t15, t5);
        t17 = (int)((long)0 + t9);
        t18 = vcc_reduce_max(int, t16);
    } else {
        t17 = 0;
        t18 = m;
    }
    t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t6 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
        t7 = 0L;
        do {
            t21 = vcc_load(vcc_v8_int, a + (int)((long)t17 + t7));
            t6 = vcc_max(vcc_v8_int, t21, t6);
            t7 += 8L;
        } while (t7 < t20);
        i = (int)((long)t17 + t20);
        m_2 = vcc_reduce_max(int, t6);
    } else {
        i = t17;
        m_2 = t18;
    }
    for (; i < n; i++, m_2 = m_1) {
        m_1 = a[i];
        if (m_1 <= m_2) {
            m_1 = m_2;
        }
    }
    return m_2;
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
    int n;
    const int *t49;
    int t50;
    t5 = (int)((unsigned int)0 * (unsigned int)7919);
    if ((1003L >= 32L) & (t5 >= 0)) {
        t6 = 1003L & -32L;
        t7 = vcc_splat(vcc_v8_int, t5 % 2003);
        t8 = t7 + (vcc_v8_int){0, 1910, 1817, 1724, 1631, 1538, 1445, 1352};
        t9 = (vcc_v8_uint)t8;
        t10 = t9 - (vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U};
        t11 = vcc_min(vcc_v8_int, t9, t10);
        t1 = (vcc_v8_int)t11;
        t2 = 0L;
        do {
            t12 = t1 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
            vcc_store(&a[(int)((long)0 + t2)], t12);
            t13 = t1 + (vcc_v8_int){1259, 1259, 1259, 1259, 1259, 1259, 1259, 1259};
            t14 = (vcc_v8_uint)t13;
            t15 = t14 - (vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U};
            t16 = vcc_min(vcc_v8_int, t14, t15);
            t17 = (vcc_v8_int)t16;
            t18 = t17 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
            vcc_store(&a[(int)((long)0 + (t2 + 8L))], t18);
            t19 = t1 + (vcc_v8_int){515, 515, 515, 515, 515, 515, 515, 515};
            t20 = (vcc_v8_uint)t19;
            t21 = t20 - (vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U};
            t22 = vcc_min(vcc_v8_int, t20, t21);
            t23 = (vcc_v8_int)t22;
            t24 = t23 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
            vcc_store(&a[(int)((long)0 + (t2 + 16L))], t24);
            t25 = t1 + (vcc_v8_int){1774, 1774, 1774, 1774, 1774, 1774, 1774, 1774};
            t26 = (vcc_v8_uint)t25;
            t27 = t26 - (vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U};
            t28 = vcc_min(vcc_v8_int, t26, t27);
            t29 = (vcc_v8_int)t28;
            t30 = t29 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
            vcc_store(&a[(int)((long)0 + (t2 + 24L))], t30);
            t2 += 32L;
            t31 = t1 + (vcc_v8_int){1030, 1030, 1030, 1030, 1030, 1030, 1030, 1030};
            t32 = (vcc_v8_uint)t31;
            t33 = t32 - (vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U};
            t34 = vcc_min(vcc_v8_int, t32, t33);
            t1 = (vcc_v8_int)t34;
        } while (t2 < t6);
        t35 = (int)((long)0 + t6);
    } else {
        t35 = 0;
    }
    t36 = (long)t35 * -1L + 1003L;
    t37 = (int)((unsigned int)t35 * (unsigned int)7919);
    if ((t36 >= 8L) & (t37 >= 0)) {
        t38 = t36 & -8L;
        t39 = vcc_splat(vcc_v8_int, t37 % 2003);
        t40 = t39 + (vcc_v8_int){0, 1910, 1817, 1724, 1631, 1538, 1445, 1352};
        t41 = (vcc_v8_uint)t40;
        t42 = t41 - (vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U};
        t43 = vcc_min(vcc_v8_int, t41, t42);
        t3 = (vcc_v8_int)t43;
        t4 = 0L;
        do {
            t44 = t3 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
            vcc_store(&a[(int)((long)t35 + t4)], t44);
            t4 += 8L;
            t45 = t3 + (vcc_v8_int){1259, 1259, 1259, 1259, 1259, 1259, 1259, 1259};
            t46 = (vcc_v8_uint)t45;
            t47 = t46 - (vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U};
            t48 = vcc_min(vcc_v8_int, t46, t47);
            t3 = (vcc_v8_int)t48;
        } while (t4 < t38);
        i = (int)((long)t35 + t38);
    } else {
        i = t35;
    }
    for (; i < 1003; i++) {
        a[i] = i * 7919 % 2003 - 1000;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        t49 = a;
        t50 = max_of(n, t49, -5);
        printf("n=%d min=%d max=%d\n", n, min_of(n, t49, 5), t50);
    }
    return 0;
}
