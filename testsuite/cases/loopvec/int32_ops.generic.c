/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* int32 and uint32: bit operations and shifts on unsigned, multiply-subtract on signed, and
   an unsigned sum that wraps. */
void bits_u32(int n, uint32_t *restrict c, const uint32_t *restrict a, const uint32_t *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
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
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    vcc_v8_uint t33;
    vcc_v8_uint t34;
    vcc_v8_uint t35;
    vcc_v8_uint t36;
    vcc_v8_uint t37;
    vcc_v8_uint t38;
    vcc_v8_uint t39;
    long t40;
    int t41;
    long t42;
    long t43;
    long t44;
    long t45;
    vcc_v8_uint t46;
    vcc_v8_uint t47;
    vcc_v8_uint t48;
    vcc_v8_uint t49;
    vcc_v8_uint t50;
    vcc_v8_uint t51;
    vcc_v8_uint t52;
    vcc_v8_uint t53;
    long t54;
    int i;
    long t55;
    unsigned int t56;
    unsigned int t57;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = vcc_load(vcc_v8_uint, a + t4);
            t9 = vcc_load(vcc_v8_uint, a + t5);
            t10 = vcc_load(vcc_v8_uint, a + t6);
            t11 = vcc_load(vcc_v8_uint, a + t7);
            t12 = vcc_load(vcc_v8_uint, b + t4);
            t13 = vcc_load(vcc_v8_uint, b + t5);
            t14 = vcc_load(vcc_v8_uint, b + t6);
            t15 = vcc_load(vcc_v8_uint, b + t7);
            t16 = t8 ^ t12;
            t17 = t9 ^ t13;
            t18 = t10 ^ t14;
            t19 = t11 ^ t15;
            t20 = t16 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            t21 = t17 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            t22 = t18 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            t23 = t19 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            t24 = t8 << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            t25 = t9 << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            t26 = t10 << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            t27 = t11 << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            t28 = t20 | t24;
            t29 = t21 | t25;
            t30 = t22 | t26;
            t31 = t23 | t27;
            t32 = t12 >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            t33 = t13 >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            t34 = t14 >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            t35 = t15 >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            t36 = t28 | t32;
            t37 = t29 | t33;
            t38 = t30 | t34;
            t39 = t31 | t35;
            vcc_store(c + t4, t36);
            vcc_store(c + t5, t37);
            vcc_store(c + t6, t38);
            vcc_store(c + t7, t39);
            t40 = t3 + 32L;
            if (t40 >= t2) {
                break;
            }
            t3 = t40;
        }
        t41 = (int)((long)0 + t2);
    } else {
        t41 = 0;
    }
    t42 = (long)n + (long)t41 * -1L;
    if (t42 >= 8L) {
        t43 = t42 & -8L;
        t44 = 0L;
        for (;;) {
            t45 = (long)(int)((long)t41 + t44);
            t46 = vcc_load(vcc_v8_uint, a + t45);
            t47 = vcc_load(vcc_v8_uint, b + t45);
            t48 = t46 ^ t47;
            t49 = t48 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            t50 = t46 << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            t51 = t49 | t50;
            t52 = t47 >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            t53 = t51 | t52;
            vcc_store(c + t45, t53);
            t54 = t44 + 8L;
            if (t54 >= t43) {
                break;
            }
            t44 = t54;
        }
        i = (int)((long)t41 + t43);
    } else {
        i = t41;
    }
    for (; i < n; i++) {
        t55 = (long)i;
        t56 = a[t55];
        t57 = b[t55];
        c[t55] = ((t56 ^ t57) & 4278255360U) | (t56 << 5) | (t57 >> 27);
    }
}

void mulsub_i32(int n, int32_t *restrict c, const int32_t *restrict a, const int32_t *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
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
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    long t24;
    int t25;
    long t26;
    long t27;
    long t28;
    long t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    long t34;
    int i;
    long t35;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = vcc_load(vcc_v8_int, a + t4);
            t9 = vcc_load(vcc_v8_int, a + t5);
            t10 = vcc_load(vcc_v8_int, a + t6);
            t11 = vcc_load(vcc_v8_int, a + t7);
            t12 = t8 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t13 = t9 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t14 = t10 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t15 = t11 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t16 = vcc_load(vcc_v8_int, b + t4);
            t17 = vcc_load(vcc_v8_int, b + t5);
            t18 = vcc_load(vcc_v8_int, b + t6);
            t19 = vcc_load(vcc_v8_int, b + t7);
            t20 = t12 - t16;
            t21 = t13 - t17;
            t22 = t14 - t18;
            t23 = t15 - t19;
            vcc_store(c + t4, t20);
            vcc_store(c + t5, t21);
            vcc_store(c + t6, t22);
            vcc_store(c + t7, t23);
            t24 = t3 + 32L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
        }
        t25 = (int)((long)0 + t2);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        for (;;) {
            t29 = (long)(int)((long)t25 + t28);
            t30 = vcc_load(vcc_v8_int, a + t29);
            t31 = t30 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t32 = vcc_load(vcc_v8_int, b + t29);
            t33 = t31 - t32;
            vcc_store(c + t29, t33);
            t34 = t28 + 8L;
            if (t34 >= t27) {
                break;
            }
            t28 = t34;
        }
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t35 = (long)i;
        c[t35] = a[t35] * 7 - b[t35];
    }
}

unsigned sum_u32(int n, const unsigned *a) {
    unsigned int s;
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
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t6 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t8 = vcc_load(vcc_v8_uint, a + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 8L)));
            t10 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 16L)));
            t11 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 24L)));
            t12 = t4 + t8;
            t13 = t5 + t9;
            t14 = t6 + t10;
            t15 = t7 + t11;
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
        t17 = t12 + t13;
        t18 = t17 + t14;
        t19 = t18 + t15;
        t20 = (int)((long)0 + t2);
        t21 = 1U + vcc_reduce(unsigned int, t19, +);
    } else {
        t20 = 0;
        t21 = 1U;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t26 = vcc_load(vcc_v8_uint, a + (int)((long)t20 + t24));
            t27 = t25 + t26;
            t28 = t24 + 8L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
            t25 = t27;
        }
        i = (int)((long)t20 + t23);
        s = t21 + vcc_reduce(unsigned int, t27, +);
    } else {
        i = t20;
        s = t21;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

int main(void) {
    int n;
    int count_idx;
    int n_1;
    int t1;
    unsigned int *a;
    unsigned int *b;
    unsigned int *c;
    int *sa;
    int *sb;
    int *sc;
    int fill_idx;
    int fill_idx_1;
    long t2;
    long t3;
    long t4;
    unsigned int *t5;
    unsigned int *t6;
    unsigned int *t7;
    unsigned int *t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    long t17;
    int t18;
    long t19;
    long t20;
    long t21;
    unsigned int *t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    long t25;
    int i;
    unsigned int *t26;
    int fill_idx_2;
    int fill_idx_3;
    const unsigned int *t27;
    unsigned int t28;
    unsigned long t29;
    unsigned long t30;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        a = (unsigned int *)new_array(n, 4UL);
        b = (unsigned int *)new_array(n, 4UL);
        c = (unsigned int *)new_array(n, 4UL);
        sa = (int *)new_array(n, 4UL);
        sb = (int *)new_array(n, 4UL);
        sc = (int *)new_array(n, 4UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (unsigned int)(0 + (int)(next_rand() % 2147483647U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (unsigned int)(0 + (int)(next_rand() % 2147483647U));
        }
        t2 = (long)n;
        if (t2 >= 32L) {
            t3 = t2 & -32L;
            t4 = 0L;
            for (;;) {
                t5 = a + (int)((long)0 + t4);
                t6 = a + (int)((long)0 + (t4 + 8L));
                t7 = a + (int)((long)0 + (t4 + 16L));
                t8 = a + (int)((long)0 + (t4 + 24L));
                t9 = vcc_load(vcc_v8_uint, t5);
                t10 = vcc_load(vcc_v8_uint, t6);
                t11 = vcc_load(vcc_v8_uint, t7);
                t12 = vcc_load(vcc_v8_uint, t8);
                t13 = t9 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                t14 = t10 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                t15 = t11 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                t16 = t12 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_store(t5, t13);
                vcc_store(t6, t14);
                vcc_store(t7, t15);
                vcc_store(t8, t16);
                t17 = t4 + 32L;
                if (t17 >= t3) {
                    break;
                }
                t4 = t17;
            }
            t18 = (int)((long)0 + t3);
        } else {
            t18 = 0;
        }
        t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 8L) {
            t20 = t19 & -8L;
            t21 = 0L;
            for (;;) {
                t22 = a + (int)((long)t18 + t21);
                t23 = vcc_load(vcc_v8_uint, t22);
                t24 = t23 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_store(t22, t24);
                t25 = t21 + 8L;
                if (t25 >= t20) {
                    break;
                }
                t21 = t25;
            }
            i = (int)((long)t18 + t20);
        } else {
            i = t18;
        }
        for (; i < n; i++) {
            t26 = a + i;
            *t26 = *t26 * 3U;
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            sa[fill_idx_2] = -100000 + (int)(next_rand() % 200000U);
        }
        for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = -100000 + (int)(next_rand() % 200000U);
        }
        t27 = a;
        bits_u32(n, c, t27, b);
        mulsub_i32(n, sc, sa, sb);
        t28 = sum_u32(n, t27);
        t29 = (unsigned long)n * 4UL;
        t30 = hash_bytes((const void *)sc, t29);
        printf("n=%d bits=%llx mulsub=%llx sum=%u\n", n, (unsigned long long)hash_bytes((const void *)c, t29), (unsigned long long)t30, t28);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)sa);
        free((void *)sb);
        free((void *)sc);
    }
}
