/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce_min(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] < vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

#include <stdio.h>

/* vcc-test: expect-vectorized 2 */
/* `?:` lowers to a branch: if-conversion turns it back into a min/max reduction. (The same
   reductions on compare + select IR: see midend/tests/loopvec_ir.rs.) */
int min_of(int n, const int *a, int m) {
    int m_1;
    int t6;
    int t7;
    int i;
    int m_2;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int m_v = (vcc_v8_int){m, m, m, m, m, m, m, m};
        long i_vec = 0L;
        vcc_v8_int m_v_1 = m_v;
        vcc_v8_int m_v_2 = m_v;
        vcc_v8_int m_v_3 = m_v;
        /* vcc: loop at min_max.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            m_v = vcc_min(vcc_v8_int, a_v, m_v);
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            m_v_1 = vcc_min(vcc_v8_int, a_v_1, m_v_1);
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + (i_vec + 16L));
            m_v_2 = vcc_min(vcc_v8_int, a_v_2, m_v_2);
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + (i_vec + 24L));
            m_v_3 = vcc_min(vcc_v8_int, a_v_3, m_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_int t3 = vcc_min(vcc_v8_int, m_v, m_v_1);
        vcc_v8_int t4 = vcc_min(vcc_v8_int, t3, m_v_2);
        vcc_v8_int t5 = vcc_min(vcc_v8_int, t4, m_v_3);
        t6 = (int)t2;
        t7 = vcc_reduce_min(int, t5);
    } else {
        t6 = 0;
        t7 = m;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        vcc_v8_int m_v_4 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
        long i_vec_1 = 0L;
        /* vcc: loop at min_max.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + ((long)t6 + i_vec_1));
            m_v_4 = vcc_min(vcc_v8_int, a_v_4, m_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_2 = vcc_reduce_min(int, m_v_4);
    } else {
        i = t6;
        m_2 = t7;
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
    int t6;
    int t7;
    int i;
    int m_2;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int m_v = (vcc_v8_int){m, m, m, m, m, m, m, m};
        long i_vec = 0L;
        vcc_v8_int m_v_1 = m_v;
        vcc_v8_int m_v_2 = m_v;
        vcc_v8_int m_v_3 = m_v;
        /* vcc: loop at min_max.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            m_v = vcc_max(vcc_v8_int, a_v, m_v);
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            m_v_1 = vcc_max(vcc_v8_int, a_v_1, m_v_1);
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + (i_vec + 16L));
            m_v_2 = vcc_max(vcc_v8_int, a_v_2, m_v_2);
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + (i_vec + 24L));
            m_v_3 = vcc_max(vcc_v8_int, a_v_3, m_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_int t3 = vcc_max(vcc_v8_int, m_v, m_v_1);
        vcc_v8_int t4 = vcc_max(vcc_v8_int, t3, m_v_2);
        vcc_v8_int t5 = vcc_max(vcc_v8_int, t4, m_v_3);
        t6 = (int)t2;
        t7 = vcc_reduce_max(int, t5);
    } else {
        t6 = 0;
        t7 = m;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        vcc_v8_int m_v_4 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
        long i_vec_1 = 0L;
        /* vcc: loop at min_max.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + ((long)t6 + i_vec_1));
            m_v_4 = vcc_max(vcc_v8_int, a_v_4, m_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_2 = vcc_reduce_max(int, m_v_4);
    } else {
        i = t6;
        m_2 = t7;
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
    vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t4 = t3 + (vcc_v8_int){0, 1910, 1817, 1724, 1631, 1538, 1445, 1352};
    vcc_m8 t5 = (vcc_m8)(t4 > (vcc_v8_int){2002, 2002, 2002, 2002, 2002, 2002, 2002, 2002});
    vcc_v8_uint t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, ((vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t7 = (vcc_v8_uint)t4;
    vcc_v8_uint t8 = t7 - t6;
    vcc_v8_int t1 = (vcc_v8_int)t8;
    long i_vec = 0L;
    /* vcc: loop at min_max.c:21 vectorized: VF 8, UF 4, the remainder at 22:16 by 2003 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
    do {
        vcc_v8_int t9 = t1 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        vcc_store(&a[i_vec], t9);
        vcc_v8_int t10 = t1 + (vcc_v8_int){1259, 1259, 1259, 1259, 1259, 1259, 1259, 1259};
        vcc_m8 t11 = (vcc_m8)(t10 > (vcc_v8_int){2002, 2002, 2002, 2002, 2002, 2002, 2002, 2002});
        vcc_v8_uint t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, ((vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t13 = (vcc_v8_uint)t10;
        vcc_v8_uint t14 = t13 - t12;
        vcc_v8_int t15 = (vcc_v8_int)t14;
        vcc_v8_int t16 = t15 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        vcc_store(&a[i_vec + 8L], t16);
        vcc_v8_int t17 = t1 + (vcc_v8_int){515, 515, 515, 515, 515, 515, 515, 515};
        vcc_m8 t18 = (vcc_m8)(t17 > (vcc_v8_int){2002, 2002, 2002, 2002, 2002, 2002, 2002, 2002});
        vcc_v8_uint t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, ((vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t20 = (vcc_v8_uint)t17;
        vcc_v8_uint t21 = t20 - t19;
        vcc_v8_int t22 = (vcc_v8_int)t21;
        vcc_v8_int t23 = t22 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        vcc_store(&a[i_vec + 16L], t23);
        vcc_v8_int t24 = t1 + (vcc_v8_int){1774, 1774, 1774, 1774, 1774, 1774, 1774, 1774};
        vcc_m8 t25 = (vcc_m8)(t24 > (vcc_v8_int){2002, 2002, 2002, 2002, 2002, 2002, 2002, 2002});
        vcc_v8_uint t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, ((vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t27 = (vcc_v8_uint)t24;
        vcc_v8_uint t28 = t27 - t26;
        vcc_v8_int t29 = (vcc_v8_int)t28;
        vcc_v8_int t30 = t29 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        vcc_store(&a[i_vec + 24L], t30);
        i_vec += 32L;
        vcc_v8_int t31 = t1 + (vcc_v8_int){1030, 1030, 1030, 1030, 1030, 1030, 1030, 1030};
        vcc_m8 t32 = (vcc_m8)(t31 > (vcc_v8_int){2002, 2002, 2002, 2002, 2002, 2002, 2002, 2002});
        vcc_v8_uint t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, ((vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t34 = (vcc_v8_uint)t31;
        vcc_v8_uint t35 = t34 - t33;
        t1 = (vcc_v8_int)t35;
    } while (i_vec < 992L);
    vcc_v8_int t36 = (vcc_v8_int){1885, 1885, 1885, 1885, 1885, 1885, 1885, 1885};
    vcc_v8_int t37 = t36 + (vcc_v8_int){0, 1910, 1817, 1724, 1631, 1538, 1445, 1352};
    vcc_m8 t38 = (vcc_m8)(t37 > (vcc_v8_int){2002, 2002, 2002, 2002, 2002, 2002, 2002, 2002});
    vcc_v8_uint t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t38, ((vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t40 = (vcc_v8_uint)t37;
    vcc_v8_uint t41 = t40 - t39;
    vcc_v8_int t2 = (vcc_v8_int)t41;
    long i_vec_1 = 0L;
    /* vcc: loop at min_max.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        vcc_v8_int t42 = t2 - (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        vcc_store(&a[992L + i_vec_1], t42);
        i_vec_1 += 8L;
        vcc_v8_int t43 = t2 + (vcc_v8_int){1259, 1259, 1259, 1259, 1259, 1259, 1259, 1259};
        vcc_m8 t44 = (vcc_m8)(t43 > (vcc_v8_int){2002, 2002, 2002, 2002, 2002, 2002, 2002, 2002});
        vcc_v8_uint t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t44, ((vcc_v8_uint){2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U, 2003U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t46 = (vcc_v8_uint)t43;
        vcc_v8_uint t47 = t46 - t45;
        t2 = (vcc_v8_int)t47;
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        a[i] = i * 7919 % 2003 - 1000;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        const int *t48 = a;
        int t49 = max_of(n, t48, -5);
        printf("n=%d min=%d max=%d\n", n, min_of(n, t48, 5), t49);
    }
    return 0;
}
