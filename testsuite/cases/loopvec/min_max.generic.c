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
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

#include <stdio.h>

/* vcc-test: expect-vectorized 2 */
/* `?:` lowers to a branch: if-conversion turns it back into a min/max reduction. (The same
   reductions on compare + select IR: see midend/tests/loopvec_ir.rs.) */
int min_of(int n, const int *a, int m) {
    int m_1;
    int t17;
    int t18;
    int i;
    int m_2;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        vcc_v8_int t1 = (vcc_v8_int){m, m, m, m, m, m, m, m};
        long t2 = 0L;
        vcc_v8_int t3 = t1;
        vcc_v8_int t4 = t1;
        vcc_v8_int t5 = t1;
        do {
            vcc_v8_int t10 = vcc_load(vcc_v8_int, a + (int)t2);
            t1 = vcc_min(vcc_v8_int, t10, t1);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, a + (int)(t2 + 8L));
            t3 = vcc_min(vcc_v8_int, t11, t3);
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + (int)(t2 + 16L));
            t4 = vcc_min(vcc_v8_int, t12, t4);
            vcc_v8_int t13 = vcc_load(vcc_v8_int, a + (int)(t2 + 24L));
            t5 = vcc_min(vcc_v8_int, t13, t5);
            t2 += 32L;
        } while (t2 < t9);
        vcc_v8_int t14 = vcc_min(vcc_v8_int, t1, t3);
        vcc_v8_int t15 = vcc_min(vcc_v8_int, t14, t4);
        vcc_v8_int t16 = vcc_min(vcc_v8_int, t15, t5);
        t17 = (int)t9;
        t18 = vcc_reduce_min(int, t16);
    } else {
        t17 = 0;
        t18 = m;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        vcc_v8_int t6 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
        long t7 = 0L;
        do {
            vcc_v8_int t21 = vcc_load(vcc_v8_int, a + (int)((long)t17 + t7));
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
    int m_1;
    int t17;
    int t18;
    int i;
    int m_2;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        vcc_v8_int t1 = (vcc_v8_int){m, m, m, m, m, m, m, m};
        long t2 = 0L;
        vcc_v8_int t3 = t1;
        vcc_v8_int t4 = t1;
        vcc_v8_int t5 = t1;
        do {
            vcc_v8_int t10 = vcc_load(vcc_v8_int, a + (int)t2);
            t1 = vcc_max(vcc_v8_int, t10, t1);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, a + (int)(t2 + 8L));
            t3 = vcc_max(vcc_v8_int, t11, t3);
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + (int)(t2 + 16L));
            t4 = vcc_max(vcc_v8_int, t12, t4);
            vcc_v8_int t13 = vcc_load(vcc_v8_int, a + (int)(t2 + 24L));
            t5 = vcc_max(vcc_v8_int, t13, t5);
            t2 += 32L;
        } while (t2 < t9);
        vcc_v8_int t14 = vcc_max(vcc_v8_int, t1, t3);
        vcc_v8_int t15 = vcc_max(vcc_v8_int, t14, t4);
        vcc_v8_int t16 = vcc_max(vcc_v8_int, t15, t5);
        t17 = (int)t9;
        t18 = vcc_reduce_max(int, t16);
    } else {
        t17 = 0;
        t18 = m;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        vcc_v8_int t6 = (vcc_v8_int){t18, t18, t18, t18, t18, t18, t18, t18};
        long t7 = 0L;
        do {
            vcc_v8_int t21 = vcc_load(vcc_v8_int, a + (int)((long)t17 + t7));
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
    vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t6 = t5 + (vcc_v8_int){0, 1910, 1817, 1724, 1631, 1538, 1445, 1352};
    vcc_v8_uint t7 = (vcc_v8_uint)t6;
    vcc_v8_uint t8 = t7 - (vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U};
    vcc_v8_uint t9 = vcc_min(vcc_v8_int, t7, t8);
    vcc_v8_int t1 = (vcc_v8_int)t9;
    long t2 = 0L;
    do {
        vcc_v8_int t10 = t1 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        vcc_store(&a[(int)t2], t10);
        vcc_v8_int t11 = t1 + (vcc_v8_int){1259, 1259, 1259, 1259, 1259, 1259, 1259, 1259};
        vcc_v8_uint t12 = (vcc_v8_uint)t11;
        vcc_v8_uint t13 = t12 - (vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U};
        vcc_v8_uint t14 = vcc_min(vcc_v8_int, t12, t13);
        vcc_v8_int t15 = (vcc_v8_int)t14;
        vcc_v8_int t16 = t15 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        vcc_store(&a[(int)(t2 + 8L)], t16);
        vcc_v8_int t17 = t1 + (vcc_v8_int){515, 515, 515, 515, 515, 515, 515, 515};
        vcc_v8_uint t18 = (vcc_v8_uint)t17;
        vcc_v8_uint t19 = t18 - (vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U};
        vcc_v8_uint t20 = vcc_min(vcc_v8_int, t18, t19);
        vcc_v8_int t21 = (vcc_v8_int)t20;
        vcc_v8_int t22 = t21 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        vcc_store(&a[(int)(t2 + 16L)], t22);
        vcc_v8_int t23 = t1 + (vcc_v8_int){1774, 1774, 1774, 1774, 1774, 1774, 1774, 1774};
        vcc_v8_uint t24 = (vcc_v8_uint)t23;
        vcc_v8_uint t25 = t24 - (vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U};
        vcc_v8_uint t26 = vcc_min(vcc_v8_int, t24, t25);
        vcc_v8_int t27 = (vcc_v8_int)t26;
        vcc_v8_int t28 = t27 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        vcc_store(&a[(int)(t2 + 24L)], t28);
        t2 += 32L;
        vcc_v8_int t29 = t1 + (vcc_v8_int){1030, 1030, 1030, 1030, 1030, 1030, 1030, 1030};
        vcc_v8_uint t30 = (vcc_v8_uint)t29;
        vcc_v8_uint t31 = t30 - (vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U};
        vcc_v8_uint t32 = vcc_min(vcc_v8_int, t30, t31);
        t1 = (vcc_v8_int)t32;
    } while (t2 < 992L);
    vcc_v8_int t33 = (vcc_v8_int){1885, 1885, 1885, 1885, 1885, 1885, 1885, 1885};
    vcc_v8_int t34 = t33 + (vcc_v8_int){0, 1910, 1817, 1724, 1631, 1538, 1445, 1352};
    vcc_v8_uint t35 = (vcc_v8_uint)t34;
    vcc_v8_uint t36 = t35 - (vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U};
    vcc_v8_uint t37 = vcc_min(vcc_v8_int, t35, t36);
    vcc_v8_int t3 = (vcc_v8_int)t37;
    long t4 = 0L;
    do {
        vcc_v8_int t38 = t3 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        vcc_store(&a[(int)(992L + t4)], t38);
        t4 += 8L;
        vcc_v8_int t39 = t3 + (vcc_v8_int){1259, 1259, 1259, 1259, 1259, 1259, 1259, 1259};
        vcc_v8_uint t40 = (vcc_v8_uint)t39;
        vcc_v8_uint t41 = t40 - (vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U};
        vcc_v8_uint t42 = vcc_min(vcc_v8_int, t40, t41);
        t3 = (vcc_v8_int)t42;
    } while (t4 < 8L);
    for (int i = 1000; i < 1003; i++) {
        a[i] = i * 7919 % 2003 - 1000;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        const int *t43 = a;
        int t44 = max_of(n, t43, -5);
        printf("n=%d min=%d max=%d\n", n, min_of(n, t43, 5), t44);
    }
    return 0;
}
