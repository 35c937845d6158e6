/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* int32 and uint32: bit operations and shifts on unsigned, multiply-subtract on signed, and
   an unsigned sum that wraps. */
void bits_u32(int n, uint32_t *restrict c, const uint32_t *restrict a, const uint32_t *restrict b) {
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int32_ops.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint a_v = vcc_load(vcc_v8_uint, a + i_vec);
            vcc_v8_uint b_v = vcc_load(vcc_v8_uint, b + i_vec);
            vcc_v8_uint t3 = a_v ^ b_v;
            vcc_v8_uint t4 = t3 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            vcc_v8_uint t5 = a_v << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            vcc_v8_uint t6 = t4 | t5;
            vcc_v8_uint t7 = b_v >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            vcc_v8_uint t8 = t6 | t7;
            vcc_store(c + i_vec, t8);
            long t9 = i_vec + 8L;
            vcc_v8_uint a_v_1 = vcc_load(vcc_v8_uint, a + t9);
            vcc_v8_uint b_v_1 = vcc_load(vcc_v8_uint, b + t9);
            vcc_v8_uint t10 = a_v_1 ^ b_v_1;
            vcc_v8_uint t11 = t10 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            vcc_v8_uint t12 = a_v_1 << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            vcc_v8_uint t13 = t11 | t12;
            vcc_v8_uint t14 = b_v_1 >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            vcc_v8_uint t15 = t13 | t14;
            vcc_store(c + t9, t15);
            long t16 = i_vec + 16L;
            vcc_v8_uint a_v_2 = vcc_load(vcc_v8_uint, a + t16);
            vcc_v8_uint b_v_2 = vcc_load(vcc_v8_uint, b + t16);
            vcc_v8_uint t17 = a_v_2 ^ b_v_2;
            vcc_v8_uint t18 = t17 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            vcc_v8_uint t19 = a_v_2 << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            vcc_v8_uint t20 = t18 | t19;
            vcc_v8_uint t21 = b_v_2 >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            vcc_v8_uint t22 = t20 | t21;
            vcc_store(c + t16, t22);
            long t23 = i_vec + 24L;
            vcc_v8_uint a_v_3 = vcc_load(vcc_v8_uint, a + t23);
            vcc_v8_uint b_v_3 = vcc_load(vcc_v8_uint, b + t23);
            vcc_v8_uint t24 = a_v_3 ^ b_v_3;
            vcc_v8_uint t25 = t24 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            vcc_v8_uint t26 = a_v_3 << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            vcc_v8_uint t27 = t25 | t26;
            vcc_v8_uint t28 = b_v_3 >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            vcc_v8_uint t29 = t27 | t28;
            vcc_store(c + t23, t29);
            i_vec += 32L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 8L) {
        long t32 = t31 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at int32_ops.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            vcc_v8_uint a_v_4 = vcc_load(vcc_v8_uint, a + t33);
            vcc_v8_uint b_v_4 = vcc_load(vcc_v8_uint, b + t33);
            vcc_v8_uint t34 = a_v_4 ^ b_v_4;
            vcc_v8_uint t35 = t34 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            vcc_v8_uint t36 = a_v_4 << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            vcc_v8_uint t37 = t35 | t36;
            vcc_v8_uint t38 = b_v_4 >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            vcc_v8_uint t39 = t37 | t38;
            vcc_store(c + t33, t39);
            i_vec_1 += 8L;
        } while (i_vec_1 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        unsigned int t41 = a[t40];
        unsigned int t42 = b[t40];
        c[t40] = ((t41 ^ t42) & 4278255360U) | (t41 << 5) | (t42 >> 27);
    }
}

void mulsub_i32(int n, int32_t *restrict c, const int32_t *restrict a, const int32_t *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int32_ops.c:12 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int t3 = a_v * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec);
            vcc_v8_int t4 = t3 - b_v;
            vcc_store(c + i_vec, t4);
            long t5 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t5);
            vcc_v8_int t6 = a_v_1 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t5);
            vcc_v8_int t7 = t6 - b_v_1;
            vcc_store(c + t5, t7);
            long t8 = i_vec + 16L;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t8);
            vcc_v8_int t9 = a_v_2 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t8);
            vcc_v8_int t10 = t9 - b_v_2;
            vcc_store(c + t8, t10);
            long t11 = i_vec + 24L;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + t11);
            vcc_v8_int t12 = a_v_3 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + t11);
            vcc_v8_int t13 = t12 - b_v_3;
            vcc_store(c + t11, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at int32_ops.c:12 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + t17);
            vcc_v8_int t18 = a_v_4 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int b_v_4 = vcc_load(vcc_v8_int, b + t17);
            vcc_v8_int t19 = t18 - b_v_4;
            vcc_store(c + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        c[t20] = a[t20] * 7 - b[t20];
    }
}

unsigned sum_u32(int n, const unsigned *a) {
    unsigned int s;
    int t6;
    unsigned int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at int32_ops.c:18 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint a_v = vcc_load(vcc_v8_uint, a + i_vec);
            s_v = s_v + a_v;
            vcc_v8_uint a_v_1 = vcc_load(vcc_v8_uint, a + (i_vec + 8L));
            s_v_1 = s_v_1 + a_v_1;
            vcc_v8_uint a_v_2 = vcc_load(vcc_v8_uint, a + (i_vec + 16L));
            s_v_2 = s_v_2 + a_v_2;
            vcc_v8_uint a_v_3 = vcc_load(vcc_v8_uint, a + (i_vec + 24L));
            s_v_3 = s_v_3 + a_v_3;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_uint t3 = s_v + s_v_1;
        vcc_v8_uint t4 = t3 + s_v_2;
        vcc_v8_uint t5 = t4 + s_v_3;
        t6 = (int)t2;
        t7 = 1U + vcc_reduce(unsigned int, t5, +);
    } else {
        t6 = 0;
        t7 = 1U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at int32_ops.c:18 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uint a_v_4 = vcc_load(vcc_v8_uint, a + ((long)t6 + i_vec_1));
            s_v_4 = s_v_4 + a_v_4;
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        s = t7 + vcc_reduce(unsigned int, s_v_4, +);
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

int main(void) {
    int n;
    int t1;
    int t12;
    int i;
    int count_idx = 0;
    int n_1 = 0;
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
        unsigned int *a = (unsigned int *)new_array(n, 4UL);
        unsigned int *b = (unsigned int *)new_array(n, 4UL);
        unsigned int *c = (unsigned int *)new_array(n, 4UL);
        int *sa = (int *)new_array(n, 4UL);
        int *sb = (int *)new_array(n, 4UL);
        int *sc = (int *)new_array(n, 4UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (unsigned int)(int)(next_rand() % 2147483647U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (unsigned int)(int)(next_rand() % 2147483647U);
        }
        long t2 = (long)n;
        if (t2 >= 32L) {
            long t3 = t2 & -32L;
            long i_vec = 0L;
            /* vcc: loop at int32_ops.c:30 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                unsigned int *t4 = a + i_vec;
                vcc_v8_uint a_v = vcc_load(vcc_v8_uint, t4);
                vcc_v8_uint t5 = a_v * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_store(t4, t5);
                unsigned int *t6 = a + (i_vec + 8L);
                vcc_v8_uint a_v_1 = vcc_load(vcc_v8_uint, t6);
                vcc_v8_uint t7 = a_v_1 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_store(t6, t7);
                unsigned int *t8 = a + (i_vec + 16L);
                vcc_v8_uint a_v_2 = vcc_load(vcc_v8_uint, t8);
                vcc_v8_uint t9 = a_v_2 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_store(t8, t9);
                unsigned int *t10 = a + (i_vec + 24L);
                vcc_v8_uint a_v_3 = vcc_load(vcc_v8_uint, t10);
                vcc_v8_uint t11 = a_v_3 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_store(t10, t11);
                i_vec += 32L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 8L) {
            long t14 = t13 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at int32_ops.c:30 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                unsigned int *t15 = a + ((long)t12 + i_vec_1);
                vcc_v8_uint a_v_4 = vcc_load(vcc_v8_uint, t15);
                vcc_v8_uint t16 = a_v_4 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_store(t15, t16);
                i_vec_1 += 8L;
            } while (i_vec_1 < t14);
            i = (int)((long)t12 + t14);
        } else {
            i = t12;
        }
        for (; i < n; i++) {
            unsigned int *t17 = a + i;
            *t17 = *t17 * 3U;
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            sa[fill_idx_2] = -100000 + (int)(next_rand() % 200000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = -100000 + (int)(next_rand() % 200000U);
        }
        const unsigned int *t18 = a;
        bits_u32(n, c, t18, b);
        mulsub_i32(n, sc, sa, sb);
        unsigned int t19 = sum_u32(n, t18);
        unsigned long t20 = (unsigned long)n * 4UL;
        unsigned long t21 = hash_bytes((const void *)sc, t20);
        printf("n=%d bits=%llx mulsub=%llx sum=%u\n", n, (unsigned long long)hash_bytes((const void *)c, t20), (unsigned long long)t21, t19);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)sa);
        free((void *)sb);
        free((void *)sc);
    }
}
