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
    vcc_v8_int t1;
    long t2;
    long t3;
    vcc_v8_int t4;
    long t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    long t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    int t22;
    int t23;
    long t24;
    long t25;
    long t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    long t29;
    int i;
    int m_1;
    int t30;
    int m_2;
    t2 = (long)n;
    if (t2 >= 32L) {
        t3 = t2 & -32L;
        t4 = (vcc_v8_int){m, m, m, m, m, m, m, m};
        t5 = 0L;
        t6 = t4;
        t7 = t4;
        t8 = t4;
        t9 = t4;
        for (;;) {
            t10 = vcc_load(vcc_v8_int, a + (int)((long)0 + t5));
            t11 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t5 + 8L)));
            t12 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t5 + 16L)));
            t13 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t5 + 24L)));
            t14 = vcc_min(vcc_v8_int, t10, t6);
            t15 = vcc_min(vcc_v8_int, t11, t7);
            t16 = vcc_min(vcc_v8_int, t12, t8);
            t17 = vcc_min(vcc_v8_int, t13, t9);
            t18 = t5 + 32L;
            if (t18 >= t3) {
                break;
            }
            t5 = t18;
            t6 = t14;
            t7 = t15;
            t8 = t16;
            t9 = t17;
        }
        t19 = vcc_min(vcc_v8_int, t14, t15);
        t20 = vcc_min(vcc_v8_int, t19, t16);
        t21 = vcc_min(vcc_v8_int, t20, t17);
        t22 = (int)((long)0 + t3);
        t23 = vcc_reduce_min(int, t21);
    } else {
        t22 = 0;
        t23 = m;
    }
    t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 8L) {
        t25 = t24 & -8L;
        t1 = (vcc_v8_int){t23, t23, t23, t23, t23, t23, t23, t23};
        t26 = 0L;
        for (;;) {
            t27 = vcc_load(vcc_v8_int, a + (int)((long)t22 + t26));
            t28 = vcc_min(vcc_v8_int, t27, t1);
            t29 = t26 + 8L;
            if (t29 >= t25) {
                break;
            }
            t26 = t29;
            t1 = t28;
        }
        i = (int)((long)t22 + t25);
        m_1 = vcc_reduce_min(int, t28);
    } else {
        i = t22;
        m_1 = t23;
    }
    for (; i < n; i++, m_1 = m_2) {
        t30 = a[i];
        if (t30 < m_1) {
            m_2 = t30;
        } else {
            m_2 = m_1;
        }
    }
    return m_1;
}

int max_of(int n, const int *a, int m) {
    vcc_v8_int t1;
    long t2;
    long t3;
    vcc_v8_int t4;
    long t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    long t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    int t22;
    int t23;
    long t24;
    long t25;
    long t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    long t29;
    int i;
    int m_1;
    int t30;
    int m_2;
    t2 = (long)n;
    if (t2 >= 32L) {
        t3 = t2 & -32L;
        t4 = (vcc_v8_int){m, m, m, m, m, m, m, m};
        t5 = 0L;
        t6 = t4;
        t7 = t4;
        t8 = t4;
        t9 = t4;
        for (;;) {
            t10 = vcc_load(vcc_v8_int, a + (int)((long)0 + t5));
            t11 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t5 + 8L)));
            t12 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t5 + 16L)));
            t13 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t5 + 24L)));
            t14 = vcc_max(vcc_v8_int, t10, t6);
            t15 = vcc_max(vcc_v8_int, t11, t7);
            t16 = vcc_max(vcc_v8_int, t12, t8);
            t17 = vcc_max(vcc_v8_int, t13, t9);
            t18 = t5 + 32L;
            if (t18 >= t3) {
                break;
            }
            t5 = t18;
            t6 = t14;
            t7 = t15;
            t8 = t16;
            t9 = t17;
        }
        t19 = vcc_max(vcc_v8_int, t14, t15);
        t20 = vcc_max(vcc_v8_int, t19, t16);
        t21 = vcc_max(vcc_v8_int, t20, t17);
        t22 = (int)((long)0 + t3);
        t23 = vcc_reduce_max(int, t21);
    } else {
        t22 = 0;
        t23 = m;
    }
    t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 8L) {
        t25 = t24 & -8L;
        t1 = (vcc_v8_int){t23, t23, t23, t23, t23, t23, t23, t23};
        t26 = 0L;
        for (;;) {
            t27 = vcc_load(vcc_v8_int, a + (int)((long)t22 + t26));
            t28 = vcc_max(vcc_v8_int, t27, t1);
            t29 = t26 + 8L;
            if (t29 >= t25) {
                break;
            }
            t26 = t29;
            t1 = t28;
        }
        i = (int)((long)t22 + t25);
        m_1 = vcc_reduce_max(int, t28);
    } else {
        i = t22;
        m_1 = t23;
    }
    for (; i < n; i++, m_1 = m_2) {
        t30 = a[i];
        if (t30 > m_1) {
            m_2 = t30;
        } else {
            m_2 = m_1;
        }
    }
    return m_1;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    long t3;
    vcc_v8_int t4;
    vcc_v8_uint t5;
    long t6;
    vcc_v8_int t7;
    vcc_v8_uint t8;
    vcc_v8_int t9;
    vcc_v8_uint t10;
    vcc_v8_int t11;
    vcc_v8_uint t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    long t26;
    int t27;
    long t28;
    long t29;
    vcc_v8_int t30;
    vcc_v8_uint t31;
    long t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    long t37;
    int i;
    unsigned int c;
    int n;
    const int *t38;
    int t39;
    if (1003L >= 32L) {
        t3 = 1003L & -32L;
        t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t5 = (vcc_v8_uint)t4;
        t1 = t5 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t6 = 0L;
        for (;;) {
            t7 = (vcc_v8_int)t1;
            t8 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t9 = (vcc_v8_int)t8;
            t10 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t11 = (vcc_v8_int)t10;
            t12 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            t13 = (vcc_v8_int)t12;
            t14 = t7 * (vcc_v8_int){7919, 7919, 7919, 7919, 7919, 7919, 7919, 7919};
            t15 = t9 * (vcc_v8_int){7919, 7919, 7919, 7919, 7919, 7919, 7919, 7919};
            t16 = t11 * (vcc_v8_int){7919, 7919, 7919, 7919, 7919, 7919, 7919, 7919};
            t17 = t13 * (vcc_v8_int){7919, 7919, 7919, 7919, 7919, 7919, 7919, 7919};
            t18 = t14 % (vcc_v8_int){2003, 2003, 2003, 2003, 2003, 2003, 2003, 2003};
            t19 = t15 % (vcc_v8_int){2003, 2003, 2003, 2003, 2003, 2003, 2003, 2003};
            t20 = t16 % (vcc_v8_int){2003, 2003, 2003, 2003, 2003, 2003, 2003, 2003};
            t21 = t17 % (vcc_v8_int){2003, 2003, 2003, 2003, 2003, 2003, 2003, 2003};
            t22 = t18 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
            t23 = t19 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
            t24 = t20 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
            t25 = t21 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
            vcc_store(&a[(int)((long)0 + t6)], t22);
            vcc_store(&a[(int)((long)0 + (t6 + 8L))], t23);
            vcc_store(&a[(int)((long)0 + (t6 + 16L))], t24);
            vcc_store(&a[(int)((long)0 + (t6 + 24L))], t25);
            t26 = t6 + 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            if (t26 >= t3) {
                break;
            }
            t6 = t26;
        }
        t27 = (int)((long)0 + t3);
    } else {
        t27 = 0;
    }
    t28 = (long)t27 * -1L + 1003L;
    if (t28 >= 8L) {
        t29 = t28 & -8L;
        t30 = (vcc_v8_int){t27, t27, t27, t27, t27, t27, t27, t27};
        t31 = (vcc_v8_uint)t30;
        t2 = t31 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t32 = 0L;
        for (;;) {
            t33 = (vcc_v8_int)t2;
            t34 = t33 * (vcc_v8_int){7919, 7919, 7919, 7919, 7919, 7919, 7919, 7919};
            t35 = t34 % (vcc_v8_int){2003, 2003, 2003, 2003, 2003, 2003, 2003, 2003};
            t36 = t35 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
            vcc_store(&a[(int)((long)t27 + t32)], t36);
            t37 = t32 + 8L;
            t2 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t37 >= t29) {
                break;
            }
            t32 = t37;
        }
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < 1003; i++) {
        a[i] = i * 7919 % 2003 - 1000;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        t38 = a;
        t39 = max_of(n, t38, -5);
        printf("n=%d min=%d max=%d\n", n, min_of(n, t38, 5), t39);
    }
    return 0;
}
