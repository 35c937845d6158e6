/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_min(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] < vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Integer reductions of every kind: + * min max & | ^, over several element types. */
unsigned product_u32(int n, const unsigned *a) {
    unsigned int p;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    long t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    int t20;
    unsigned int t21;
    long t22;
    long t23;
    long t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    vcc_v8_uint t27;
    long t28;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        t5 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        t6 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        t7 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        for (;;) {
            t8 = vcc_load(vcc_v8_uint, a + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 8L)));
            t10 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 16L)));
            t11 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 24L)));
            t12 = t4 * t8;
            t13 = t5 * t9;
            t14 = t6 * t10;
            t15 = t7 * t11;
            t16 = t3 + 32L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
            t4 = t12;
            t5 = t13;
            t6 = t14;
            t7 = t15;
        }
        t17 = t12 * t13;
        t18 = t17 * t14;
        t19 = t18 * t15;
        t20 = (int)((long)0 + t2);
        t21 = 1U * vcc_reduce(unsigned int, t19, *);
    } else {
        t20 = 0;
        t21 = 1U;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        for (;;) {
            t26 = vcc_load(vcc_v8_uint, a + (int)((long)t20 + t24));
            t27 = t25 * t26;
            t28 = t24 + 8L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
            t25 = t27;
        }
        i = (int)((long)t20 + t23);
        p = t21 * vcc_reduce(unsigned int, t27, *);
    } else {
        i = t20;
        p = t21;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

int min_i32(int n, const int *a) {
    vcc_v8_int t1;
    long t2;
    long t3;
    vcc_v8_int t4;
    long t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    int t10;
    int t11;
    int t12;
    int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_m8 t20;
    vcc_m8 t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    long t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    int t34;
    int t35;
    long t36;
    long t37;
    long t38;
    int t39;
    vcc_v8_int t40;
    vcc_m8 t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    long t44;
    int i;
    int m;
    int m_1;
    t2 = (long)n;
    if (t2 >= 32L) {
        t3 = t2 & -32L;
        t4 = (vcc_v8_int){1073741824, 1073741824, 1073741824, 1073741824, 1073741824, 1073741824, 1073741824, 1073741824};
        t5 = 0L;
        t6 = t4;
        t7 = t4;
        t8 = t4;
        t9 = t4;
        for (;;) {
            t10 = (int)((long)0 + t5);
            t11 = (int)((long)0 + (t5 + 8L));
            t12 = (int)((long)0 + (t5 + 16L));
            t13 = (int)((long)0 + (t5 + 24L));
            t14 = vcc_load(vcc_v8_int, a + t10);
            t15 = vcc_load(vcc_v8_int, a + t11);
            t16 = vcc_load(vcc_v8_int, a + t12);
            t17 = vcc_load(vcc_v8_int, a + t13);
            t18 = (vcc_m8)(t14 < t6);
            t19 = (vcc_m8)(t15 < t7);
            t20 = (vcc_m8)(t16 < t8);
            t21 = (vcc_m8)(t17 < t9);
            t22 = vcc_load(vcc_v8_int, a + t10);
            t23 = vcc_load(vcc_v8_int, a + t11);
            t24 = vcc_load(vcc_v8_int, a + t12);
            t25 = vcc_load(vcc_v8_int, a + t13);
            t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t22, t6);
            t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t23, t7);
            t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t24, t8);
            t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t25, t9);
            t30 = t5 + 32L;
            if (t30 >= t3) {
                break;
            }
            t5 = t30;
            t6 = t26;
            t7 = t27;
            t8 = t28;
            t9 = t29;
        }
        t31 = vcc_min(vcc_v8_int, t26, t27);
        t32 = vcc_min(vcc_v8_int, t31, t28);
        t33 = vcc_min(vcc_v8_int, t32, t29);
        t34 = (int)((long)0 + t3);
        t35 = vcc_reduce_min(int, t33);
    } else {
        t34 = 0;
        t35 = 1073741824;
    }
    t36 = (long)n + (long)t34 * -1L;
    if (t36 >= 8L) {
        t37 = t36 & -8L;
        t1 = (vcc_v8_int){t35, t35, t35, t35, t35, t35, t35, t35};
        t38 = 0L;
        for (;;) {
            t39 = (int)((long)t34 + t38);
            t40 = vcc_load(vcc_v8_int, a + t39);
            t41 = (vcc_m8)(t40 < t1);
            t42 = vcc_load(vcc_v8_int, a + t39);
            t43 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t42, t1);
            t44 = t38 + 8L;
            if (t44 >= t37) {
                break;
            }
            t38 = t44;
            t1 = t43;
        }
        i = (int)((long)t34 + t37);
        m = vcc_reduce_min(int, t43);
    } else {
        i = t34;
        m = t35;
    }
    for (; i < n; i++, m = m_1) {
        if (a[i] < m) {
            m_1 = a[i];
        } else {
            m_1 = m;
        }
    }
    return m;
}

long max_i64(int n, const long *a) {
    vcc_v4_long t1;
    long t2;
    long t3;
    vcc_v4_long t4;
    long t5;
    vcc_v4_long t6;
    vcc_v4_long t7;
    vcc_v4_long t8;
    vcc_v4_long t9;
    int t10;
    int t11;
    int t12;
    int t13;
    vcc_v4_long t14;
    vcc_v4_long t15;
    vcc_v4_long t16;
    vcc_v4_long t17;
    vcc_m4 t18;
    vcc_m4 t19;
    vcc_m4 t20;
    vcc_m4 t21;
    vcc_v4_long t22;
    vcc_v4_long t23;
    vcc_v4_long t24;
    vcc_v4_long t25;
    vcc_v4_long t26;
    vcc_v4_long t27;
    vcc_v4_long t28;
    vcc_v4_long t29;
    long t30;
    vcc_v4_long t31;
    vcc_v4_long t32;
    vcc_v4_long t33;
    int t34;
    long t35;
    long t36;
    long t37;
    long t38;
    int t39;
    vcc_v4_long t40;
    vcc_m4 t41;
    vcc_v4_long t42;
    vcc_v4_long t43;
    long t44;
    int i;
    long m;
    long m_1;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t4 = vcc_splat(vcc_v4_long, -1L);
        t5 = 0L;
        t6 = t4;
        t7 = t4;
        t8 = t4;
        t9 = t4;
        for (;;) {
            t10 = (int)((long)0 + t5);
            t11 = (int)((long)0 + (t5 + 4L));
            t12 = (int)((long)0 + (t5 + 8L));
            t13 = (int)((long)0 + (t5 + 12L));
            t14 = vcc_load(vcc_v4_long, a + t10);
            t15 = vcc_load(vcc_v4_long, a + t11);
            t16 = vcc_load(vcc_v4_long, a + t12);
            t17 = vcc_load(vcc_v4_long, a + t13);
            t18 = __builtin_convertvector(t14 > t6, vcc_m4);
            t19 = __builtin_convertvector(t15 > t7, vcc_m4);
            t20 = __builtin_convertvector(t16 > t8, vcc_m4);
            t21 = __builtin_convertvector(t17 > t9, vcc_m4);
            t22 = vcc_load(vcc_v4_long, a + t10);
            t23 = vcc_load(vcc_v4_long, a + t11);
            t24 = vcc_load(vcc_v4_long, a + t12);
            t25 = vcc_load(vcc_v4_long, a + t13);
            t26 = vcc_select(vcc_v4_long, __builtin_convertvector(t18, vcc_v4_long), t22, t6);
            t27 = vcc_select(vcc_v4_long, __builtin_convertvector(t19, vcc_v4_long), t23, t7);
            t28 = vcc_select(vcc_v4_long, __builtin_convertvector(t20, vcc_v4_long), t24, t8);
            t29 = vcc_select(vcc_v4_long, __builtin_convertvector(t21, vcc_v4_long), t25, t9);
            t30 = t5 + 16L;
            if (t30 >= t3) {
                break;
            }
            t5 = t30;
            t6 = t26;
            t7 = t27;
            t8 = t28;
            t9 = t29;
        }
        t31 = vcc_max(vcc_v4_long, t26, t27);
        t32 = vcc_max(vcc_v4_long, t31, t28);
        t33 = vcc_max(vcc_v4_long, t32, t29);
        t34 = (int)((long)0 + t3);
        t35 = vcc_reduce_max(long, t33);
    } else {
        t34 = 0;
        t35 = -1L;
    }
    t36 = (long)n + (long)t34 * -1L;
    if (t36 >= 4L) {
        t37 = t36 & -4L;
        t1 = (vcc_v4_long){t35, t35, t35, t35};
        t38 = 0L;
        for (;;) {
            t39 = (int)((long)t34 + t38);
            t40 = vcc_load(vcc_v4_long, a + t39);
            t41 = __builtin_convertvector(t40 > t1, vcc_m4);
            t42 = vcc_load(vcc_v4_long, a + t39);
            t43 = vcc_select(vcc_v4_long, __builtin_convertvector(t41, vcc_v4_long), t42, t1);
            t44 = t38 + 4L;
            if (t44 >= t37) {
                break;
            }
            t38 = t44;
            t1 = t43;
        }
        i = (int)((long)t34 + t37);
        m = vcc_reduce_max(long, t43);
    } else {
        i = t34;
        m = t35;
    }
    for (; i < n; i++, m = m_1) {
        if (a[i] > m) {
            m_1 = a[i];
        } else {
            m_1 = m;
        }
    }
    return m;
}

unsigned char max_u8(int n, const unsigned char *a) {
    unsigned char m = 0;
    for (int i = 0; i < n; i++)
        m = a[i] > m ? a[i] : m;
    return m;
}

short min_i16(int n, const short *a) {
    short m = 32767;
    for (int i = 0; i < n; i++)
        m = a[i] < m ? a[i] : m;
    return m;
}

unsigned and_u32(int n, const unsigned *a) {
    unsigned int x;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    long t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    int t24;
    unsigned int t25;
    long t26;
    long t27;
    long t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    long t33;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        t5 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        t6 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        t7 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        for (;;) {
            t8 = vcc_load(vcc_v8_uint, a + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 8L)));
            t10 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 16L)));
            t11 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 24L)));
            t12 = t8 | (vcc_v8_uint){16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U};
            t13 = t9 | (vcc_v8_uint){16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U};
            t14 = t10 | (vcc_v8_uint){16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U};
            t15 = t11 | (vcc_v8_uint){16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U};
            t16 = t4 & t12;
            t17 = t5 & t13;
            t18 = t6 & t14;
            t19 = t7 & t15;
            t20 = t3 + 32L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
            t4 = t16;
            t5 = t17;
            t6 = t18;
            t7 = t19;
        }
        t21 = t16 & t17;
        t22 = t21 & t18;
        t23 = t22 & t19;
        t24 = (int)((long)0 + t2);
        t25 = 4294967295U & vcc_reduce(unsigned int, t23, &);
    } else {
        t24 = 0;
        t25 = 4294967295U;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        t29 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        for (;;) {
            t30 = vcc_load(vcc_v8_uint, a + (int)((long)t24 + t28));
            t31 = t30 | (vcc_v8_uint){16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U, 16843009U};
            t32 = t29 & t31;
            t33 = t28 + 8L;
            if (t33 >= t27) {
                break;
            }
            t28 = t33;
            t29 = t32;
        }
        i = (int)((long)t24 + t27);
        x = t25 & vcc_reduce(unsigned int, t32, &);
    } else {
        i = t24;
        x = t25;
    }
    for (; i < n; i++) {
        x &= a[i] | 16843009U;
    }
    return x;
}

uint64_t or_u64(int n, const uint64_t *a) {
    unsigned long x;
    long t1;
    long t2;
    long t3;
    vcc_v4_ulong t4;
    vcc_v4_ulong t5;
    vcc_v4_ulong t6;
    vcc_v4_ulong t7;
    int t8;
    int t9;
    int t10;
    int t11;
    vcc_v4_ulong t12;
    vcc_v4_ulong t13;
    vcc_v4_ulong t14;
    vcc_v4_ulong t15;
    vcc_v4_ulong t16;
    vcc_v4_ulong t17;
    vcc_v4_ulong t18;
    vcc_v4_ulong t19;
    vcc_v4_ulong t20;
    vcc_v4_ulong t21;
    vcc_v4_ulong t22;
    vcc_v4_ulong t23;
    vcc_v4_ulong t24;
    vcc_v4_ulong t25;
    vcc_v4_ulong t26;
    vcc_v4_ulong t27;
    vcc_v4_ulong t28;
    vcc_v4_ulong t29;
    vcc_v4_ulong t30;
    vcc_v4_ulong t31;
    long t32;
    vcc_v4_ulong t33;
    vcc_v4_ulong t34;
    vcc_v4_ulong t35;
    int t36;
    unsigned long t37;
    long t38;
    long t39;
    long t40;
    vcc_v4_ulong t41;
    int t42;
    vcc_v4_ulong t43;
    vcc_v4_ulong t44;
    vcc_v4_ulong t45;
    vcc_v4_ulong t46;
    vcc_v4_ulong t47;
    long t48;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t6 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t8 = (int)((long)0 + t3);
            t9 = (int)((long)0 + (t3 + 4L));
            t10 = (int)((long)0 + (t3 + 8L));
            t11 = (int)((long)0 + (t3 + 12L));
            t12 = vcc_load(vcc_v4_ulong, a + t8);
            t13 = vcc_load(vcc_v4_ulong, a + t9);
            t14 = vcc_load(vcc_v4_ulong, a + t10);
            t15 = vcc_load(vcc_v4_ulong, a + t11);
            t16 = vcc_load(vcc_v4_ulong, a + t8);
            t17 = vcc_load(vcc_v4_ulong, a + t9);
            t18 = vcc_load(vcc_v4_ulong, a + t10);
            t19 = vcc_load(vcc_v4_ulong, a + t11);
            t20 = t16 & (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            t21 = t17 & (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            t22 = t18 & (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            t23 = t19 & (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            t24 = t12 << t20;
            t25 = t13 << t21;
            t26 = t14 << t22;
            t27 = t15 << t23;
            t28 = t4 | t24;
            t29 = t5 | t25;
            t30 = t6 | t26;
            t31 = t7 | t27;
            t32 = t3 + 16L;
            if (t32 >= t2) {
                break;
            }
            t3 = t32;
            t4 = t28;
            t5 = t29;
            t6 = t30;
            t7 = t31;
        }
        t33 = t28 | t29;
        t34 = t33 | t30;
        t35 = t34 | t31;
        t36 = (int)((long)0 + t2);
        t37 = 0UL | vcc_reduce(unsigned long, t35, |);
    } else {
        t36 = 0;
        t37 = 0UL;
    }
    t38 = (long)n + (long)t36 * -1L;
    if (t38 >= 4L) {
        t39 = t38 & -4L;
        t40 = 0L;
        t41 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t42 = (int)((long)t36 + t40);
            t43 = vcc_load(vcc_v4_ulong, a + t42);
            t44 = vcc_load(vcc_v4_ulong, a + t42);
            t45 = t44 & (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            t46 = t43 << t45;
            t47 = t41 | t46;
            t48 = t40 + 4L;
            if (t48 >= t39) {
                break;
            }
            t40 = t48;
            t41 = t47;
        }
        i = (int)((long)t36 + t39);
        x = t37 | vcc_reduce(unsigned long, t47, |);
    } else {
        i = t36;
        x = t37;
    }
    for (; i < n; i++) {
        x |= a[i] << (a[i] & 31UL);
    }
    return x;
}

int xor_i32(int n, const int *a) {
    int x;
    long t1;
    long t2;
    long t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
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
    vcc_v8_int t18;
    vcc_v8_int t19;
    long t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    int t24;
    int t25;
    long t26;
    long t27;
    long t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    long t33;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        for (;;) {
            t8 = vcc_load(vcc_v8_int, a + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t3 + 8L)));
            t10 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t3 + 16L)));
            t11 = vcc_load(vcc_v8_int, a + (int)((long)0 + (t3 + 24L)));
            t12 = t8 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t13 = t9 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t14 = t10 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t15 = t11 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t16 = t4 ^ t12;
            t17 = t5 ^ t13;
            t18 = t6 ^ t14;
            t19 = t7 ^ t15;
            t20 = t3 + 32L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
            t4 = t16;
            t5 = t17;
            t6 = t18;
            t7 = t19;
        }
        t21 = t16 ^ t17;
        t22 = t21 ^ t18;
        t23 = t22 ^ t19;
        t24 = (int)((long)0 + t2);
        t25 = 0 ^ vcc_reduce(int, t23, ^);
    } else {
        t24 = 0;
        t25 = 0;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        t29 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        for (;;) {
            t30 = vcc_load(vcc_v8_int, a + (int)((long)t24 + t28));
            t31 = t30 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t32 = t29 ^ t31;
            t33 = t28 + 8L;
            if (t33 >= t27) {
                break;
            }
            t28 = t33;
            t29 = t32;
        }
        i = (int)((long)t24 + t27);
        x = t25 ^ vcc_reduce(int, t32, ^);
    } else {
        i = t24;
        x = t25;
    }
    for (; i < n; i++) {
        x ^= a[i] * 5;
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned *u = new_array(n, 4);
        int *s = new_array(n, 4);
        long *l = new_array(n, 8);
        unsigned char *c = new_array(n, 1);
        short *h = new_array(n, 2);
        uint64_t *w = new_array(n, 8);
        FILL(u, n, 0, 1 << 30);
        FILL(s, n, -100000, 200000);
        FILL(l, n, -100000, 200000);
        FILL(c, n, 0, 200);
        FILL(h, n, -30000, 60000);
        FILL(w, n, 0, 1 << 20);
        printf("n=%d prod=%u min=%d max=%ld maxu8=%d min16=%d and=%x or=%llx xor=%d\n", n, product_u32(n, u), min_i32(n, s),
               max_i64(n, l), max_u8(n, c), min_i16(n, h), and_u32(n, u), (unsigned long long)or_u64(n, w), xor_i32(n, s));
        free(u), free(s), free(l), free(c), free(h), free(w);
    }
    return 0;
}
