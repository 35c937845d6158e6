/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce_min(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] < vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
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
    long t4;
    int t5;
    vcc_v8_int t6;
    vcc_m8 t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    long t10;
    int i;
    int m_1;
    int m_2;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t1 = (vcc_v8_int){m, m, m, m, m, m, m, m};
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = vcc_load(vcc_v8_int, a + t5);
            t7 = (vcc_m8)(t6 < t1);
            t8 = vcc_load(vcc_v8_int, a + t5);
            t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t8, t1);
            t10 = t4 + 8L;
            if (t10 >= t3) {
                break;
            }
            t4 = t10;
            t1 = t9;
        }
        i = (int)((long)0 + t3);
        m_1 = vcc_reduce_min(int, t9);
    } else {
        i = 0;
        m_1 = m;
    }
    for (; i < n; i++, m_1 = m_2) {
        if (a[i] < m_1) {
            m_2 = a[i];
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
    long t4;
    int t5;
    vcc_v8_int t6;
    vcc_m8 t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    long t10;
    int i;
    int m_1;
    int m_2;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t1 = (vcc_v8_int){m, m, m, m, m, m, m, m};
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = vcc_load(vcc_v8_int, a + t5);
            t7 = (vcc_m8)(t6 > t1);
            t8 = vcc_load(vcc_v8_int, a + t5);
            t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t8, t1);
            t10 = t4 + 8L;
            if (t10 >= t3) {
                break;
            }
            t4 = t10;
            t1 = t9;
        }
        i = (int)((long)0 + t3);
        m_1 = vcc_reduce_max(int, t9);
    } else {
        i = 0;
        m_1 = m;
    }
    for (; i < n; i++, m_1 = m_2) {
        if (a[i] > m_1) {
            m_2 = a[i];
        } else {
            m_2 = m_1;
        }
    }
    return m_1;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    long t1;
    long t2;
    int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    int t12;
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
    vcc_v8_int t26;
    long t27;
    int i;
    unsigned int c;
    int n;
    int t28;
    if (1003L >= 32L) {
        t1 = 1003L & -32L;
        t2 = 0L;
        for (;;) {
            t3 = (int)((long)0 + t2);
            t4 = (vcc_v8_int){t3, t3, t3, t3, t3, t3, t3, t3};
            t5 = t4 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t6 = (int)((long)0 + (t2 + 8L));
            t7 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
            t8 = t7 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t9 = (int)((long)0 + (t2 + 16L));
            t10 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
            t11 = t10 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t12 = (int)((long)0 + (t2 + 24L));
            t13 = (vcc_v8_int){t12, t12, t12, t12, t12, t12, t12, t12};
            t14 = t13 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
            t15 = t5 * (vcc_v8_int){7919, 7919, 7919, 7919, 7919, 7919, 7919, 7919};
            t16 = t8 * (vcc_v8_int){7919, 7919, 7919, 7919, 7919, 7919, 7919, 7919};
            t17 = t11 * (vcc_v8_int){7919, 7919, 7919, 7919, 7919, 7919, 7919, 7919};
            t18 = t14 * (vcc_v8_int){7919, 7919, 7919, 7919, 7919, 7919, 7919, 7919};
            t19 = t15 % (vcc_v8_int){2003, 2003, 2003, 2003, 2003, 2003, 2003, 2003};
            t20 = t16 % (vcc_v8_int){2003, 2003, 2003, 2003, 2003, 2003, 2003, 2003};
            t21 = t17 % (vcc_v8_int){2003, 2003, 2003, 2003, 2003, 2003, 2003, 2003};
            t22 = t18 % (vcc_v8_int){2003, 2003, 2003, 2003, 2003, 2003, 2003, 2003};
            t23 = t19 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
            t24 = t20 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
            t25 = t21 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
            t26 = t22 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
            vcc_store(&a[t3], t23);
            vcc_store(&a[t6], t24);
            vcc_store(&a[t9], t25);
            vcc_store(&a[t12], t26);
            t27 = t2 + 32L;
            if (t27 >= t1) {
                break;
            }
            t2 = t27;
        }
        i = (int)((long)0 + t1);
    } else {
        i = 0;
    }
    for (; i < 1003; i++) {
        a[i] = i * 7919 % 2003 - 1000;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        t28 = max_of(n, a, -5);
        printf("n=%d min=%d max=%d\n", n, min_of(n, a, 5), t28);
    }
    return 0;
}
