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
    int t31;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int32_ops.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_uint a_v = vcc_load(vcc_v8_uint, a + t3);
            vcc_v8_uint b_v = vcc_load(vcc_v8_uint, b + t3);
            vcc_v8_uint t4 = a_v ^ b_v;
            vcc_v8_uint t5 = t4 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            vcc_v8_uint t6 = a_v << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            vcc_v8_uint t7 = t5 | t6;
            vcc_v8_uint t8 = b_v >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            vcc_v8_uint t9 = t7 | t8;
            vcc_store(c + t3, t9);
            long t10 = (long)(int)(i_vec + 8L);
            vcc_v8_uint a_v_1 = vcc_load(vcc_v8_uint, a + t10);
            vcc_v8_uint b_v_1 = vcc_load(vcc_v8_uint, b + t10);
            vcc_v8_uint t11 = a_v_1 ^ b_v_1;
            vcc_v8_uint t12 = t11 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            vcc_v8_uint t13 = a_v_1 << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            vcc_v8_uint t14 = t12 | t13;
            vcc_v8_uint t15 = b_v_1 >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            vcc_v8_uint t16 = t14 | t15;
            vcc_store(c + t10, t16);
            long t17 = (long)(int)(i_vec + 16L);
            vcc_v8_uint a_v_2 = vcc_load(vcc_v8_uint, a + t17);
            vcc_v8_uint b_v_2 = vcc_load(vcc_v8_uint, b + t17);
            vcc_v8_uint t18 = a_v_2 ^ b_v_2;
            vcc_v8_uint t19 = t18 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            vcc_v8_uint t20 = a_v_2 << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            vcc_v8_uint t21 = t19 | t20;
            vcc_v8_uint t22 = b_v_2 >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            vcc_v8_uint t23 = t21 | t22;
            vcc_store(c + t17, t23);
            long t24 = (long)(int)(i_vec + 24L);
            vcc_v8_uint a_v_3 = vcc_load(vcc_v8_uint, a + t24);
            vcc_v8_uint b_v_3 = vcc_load(vcc_v8_uint, b + t24);
            vcc_v8_uint t25 = a_v_3 ^ b_v_3;
            vcc_v8_uint t26 = t25 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            vcc_v8_uint t27 = a_v_3 << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            vcc_v8_uint t28 = t26 | t27;
            vcc_v8_uint t29 = b_v_3 >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            vcc_v8_uint t30 = t28 | t29;
            vcc_store(c + t24, t30);
            i_vec += 32L;
        } while (i_vec < t2);
        t31 = (int)t2;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        long t33 = t32 & -8L;
        long i_vec_1 = 0L;
        do {
            long t34 = (long)(int)((long)t31 + i_vec_1);
            vcc_v8_uint a_v_4 = vcc_load(vcc_v8_uint, a + t34);
            vcc_v8_uint b_v_4 = vcc_load(vcc_v8_uint, b + t34);
            vcc_v8_uint t35 = a_v_4 ^ b_v_4;
            vcc_v8_uint t36 = t35 & (vcc_v8_uint){4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U, 4278255360U};
            vcc_v8_uint t37 = a_v_4 << __builtin_convertvector((vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5}, vcc_v8_uint);
            vcc_v8_uint t38 = t36 | t37;
            vcc_v8_uint t39 = b_v_4 >> __builtin_convertvector((vcc_v8_int){27, 27, 27, 27, 27, 27, 27, 27}, vcc_v8_uint);
            vcc_v8_uint t40 = t38 | t39;
            vcc_store(c + t34, t40);
            i_vec_1 += 8L;
        } while (i_vec_1 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        unsigned int t42 = a[t41];
        unsigned int t43 = b[t41];
        c[t41] = ((t42 ^ t43) & 4278255360U) | (t42 << 5) | (t43 >> 27);
    }
}

void mulsub_i32(int n, int32_t *restrict c, const int32_t *restrict a, const int32_t *restrict b) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int32_ops.c:12 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + t3);
            vcc_v8_int t4 = a_v * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + t3);
            vcc_v8_int t5 = t4 - b_v;
            vcc_store(c + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t6);
            vcc_v8_int t7 = a_v_1 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t6);
            vcc_v8_int t8 = t7 - b_v_1;
            vcc_store(c + t6, t8);
            long t9 = (long)(int)(i_vec + 16L);
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t9);
            vcc_v8_int t10 = a_v_2 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t9);
            vcc_v8_int t11 = t10 - b_v_2;
            vcc_store(c + t9, t11);
            long t12 = (long)(int)(i_vec + 24L);
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + t12);
            vcc_v8_int t13 = a_v_3 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int b_v_3 = vcc_load(vcc_v8_int, b + t12);
            vcc_v8_int t14 = t13 - b_v_3;
            vcc_store(c + t12, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + t18);
            vcc_v8_int t19 = a_v_4 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int b_v_4 = vcc_load(vcc_v8_int, b + t18);
            vcc_v8_int t20 = t19 - b_v_4;
            vcc_store(c + t18, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        c[t21] = a[t21] * 7 - b[t21];
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
            vcc_v8_uint a_v = vcc_load(vcc_v8_uint, a + (int)i_vec);
            s_v = s_v + a_v;
            vcc_v8_uint a_v_1 = vcc_load(vcc_v8_uint, a + (int)(i_vec + 8L));
            s_v_1 = s_v_1 + a_v_1;
            vcc_v8_uint a_v_2 = vcc_load(vcc_v8_uint, a + (int)(i_vec + 16L));
            s_v_2 = s_v_2 + a_v_2;
            vcc_v8_uint a_v_3 = vcc_load(vcc_v8_uint, a + (int)(i_vec + 24L));
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
        do {
            vcc_v8_uint a_v_4 = vcc_load(vcc_v8_uint, a + (int)((long)t6 + i_vec_1));
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
                unsigned int *t4 = a + (int)i_vec;
                vcc_v8_uint a_v = vcc_load(vcc_v8_uint, t4);
                vcc_v8_uint t5 = a_v * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_store(t4, t5);
                unsigned int *t6 = a + (int)(i_vec + 8L);
                vcc_v8_uint a_v_1 = vcc_load(vcc_v8_uint, t6);
                vcc_v8_uint t7 = a_v_1 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_store(t6, t7);
                unsigned int *t8 = a + (int)(i_vec + 16L);
                vcc_v8_uint a_v_2 = vcc_load(vcc_v8_uint, t8);
                vcc_v8_uint t9 = a_v_2 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
                vcc_store(t8, t9);
                unsigned int *t10 = a + (int)(i_vec + 24L);
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
            do {
                unsigned int *t15 = a + (int)((long)t12 + i_vec_1);
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
