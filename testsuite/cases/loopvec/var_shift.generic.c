/* vcc: vector types and helpers */
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Shifts left by a count that differs from lane to lane. SSE has no instruction for them
   (AVX2's vpsllvd): vcc multiplies by 2^count, the power of two built as a float from its
   exponent, which must give 1 << 31 for a count of 31. Every count from 0 to 31 is in the
   data, with values whose top bits are set; a count that is one value in every lane keeps
   the plain shift. */

void shl_u32(int n, uint32_t *restrict d, const uint32_t *restrict a, const uint32_t *restrict c) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:11 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint a_v = vcc_load(vcc_v8_uint, a + i_vec);
            vcc_v8_uint c_v = vcc_load(vcc_v8_uint, c + i_vec);
            vcc_v8_uint t3 = c_v & (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
            vcc_v8_uint t4 = a_v << t3;
            vcc_store(d + i_vec, t4);
            long t5 = i_vec + 8L;
            vcc_v8_uint a_v_1 = vcc_load(vcc_v8_uint, a + t5);
            vcc_v8_uint c_v_1 = vcc_load(vcc_v8_uint, c + t5);
            vcc_v8_uint t6 = c_v_1 & (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
            vcc_v8_uint t7 = a_v_1 << t6;
            vcc_store(d + t5, t7);
            long t8 = i_vec + 16L;
            vcc_v8_uint a_v_2 = vcc_load(vcc_v8_uint, a + t8);
            vcc_v8_uint c_v_2 = vcc_load(vcc_v8_uint, c + t8);
            vcc_v8_uint t9 = c_v_2 & (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
            vcc_v8_uint t10 = a_v_2 << t9;
            vcc_store(d + t8, t10);
            long t11 = i_vec + 24L;
            vcc_v8_uint a_v_3 = vcc_load(vcc_v8_uint, a + t11);
            vcc_v8_uint c_v_3 = vcc_load(vcc_v8_uint, c + t11);
            vcc_v8_uint t12 = c_v_3 & (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
            vcc_v8_uint t13 = a_v_3 << t12;
            vcc_store(d + t11, t13);
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
        /* vcc: loop at var_shift.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_uint a_v_4 = vcc_load(vcc_v8_uint, a + t17);
            vcc_v8_uint c_v_4 = vcc_load(vcc_v8_uint, c + t17);
            vcc_v8_uint t18 = c_v_4 & (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
            vcc_v8_uint t19 = a_v_4 << t18;
            vcc_store(d + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        d[t20] = a[t20] << (c[t20] & 31U);
    }
}

/* Signed, small non-negative values (no overflow), counts below 8. */
void shl_i32(int n, int32_t *restrict d, const int32_t *restrict a, const int32_t *restrict c) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:17 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_int c_v = vcc_load(vcc_v8_int, c + i_vec);
            vcc_v8_int t3 = c_v & (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t4 = a_v << t3;
            vcc_store(d + i_vec, t4);
            long t5 = i_vec + 8L;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t5);
            vcc_v8_int c_v_1 = vcc_load(vcc_v8_int, c + t5);
            vcc_v8_int t6 = c_v_1 & (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t7 = a_v_1 << t6;
            vcc_store(d + t5, t7);
            long t8 = i_vec + 16L;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t8);
            vcc_v8_int c_v_2 = vcc_load(vcc_v8_int, c + t8);
            vcc_v8_int t9 = c_v_2 & (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t10 = a_v_2 << t9;
            vcc_store(d + t8, t10);
            long t11 = i_vec + 24L;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + t11);
            vcc_v8_int c_v_3 = vcc_load(vcc_v8_int, c + t11);
            vcc_v8_int t12 = c_v_3 & (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t13 = a_v_3 << t12;
            vcc_store(d + t11, t13);
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
        /* vcc: loop at var_shift.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + t17);
            vcc_v8_int c_v_4 = vcc_load(vcc_v8_int, c + t17);
            vcc_v8_int t18 = c_v_4 & (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t19 = a_v_4 << t18;
            vcc_store(d + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        d[t20] = a[t20] << (c[t20] & 7);
    }
}

/* The count loaded as it is (every value in 0..31), added to what is there. */
void shl_acc(int n, uint32_t *restrict d, const uint32_t *restrict a, const int32_t *restrict c) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:23 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            unsigned int *t3 = d + i_vec;
            vcc_v8_uint d_v = vcc_load(vcc_v8_uint, t3);
            vcc_v8_uint a_v = vcc_load(vcc_v8_uint, a + i_vec);
            vcc_v8_int c_v = vcc_load(vcc_v8_int, c + i_vec);
            vcc_v8_uint t4 = a_v << __builtin_convertvector(c_v, vcc_v8_uint);
            vcc_v8_uint t5 = d_v + t4;
            vcc_store(t3, t5);
            long t6 = i_vec + 8L;
            unsigned int *t7 = d + t6;
            vcc_v8_uint d_v_1 = vcc_load(vcc_v8_uint, t7);
            vcc_v8_uint a_v_1 = vcc_load(vcc_v8_uint, a + t6);
            vcc_v8_int c_v_1 = vcc_load(vcc_v8_int, c + t6);
            vcc_v8_uint t8 = a_v_1 << __builtin_convertvector(c_v_1, vcc_v8_uint);
            vcc_v8_uint t9 = d_v_1 + t8;
            vcc_store(t7, t9);
            long t10 = i_vec + 16L;
            unsigned int *t11 = d + t10;
            vcc_v8_uint d_v_2 = vcc_load(vcc_v8_uint, t11);
            vcc_v8_uint a_v_2 = vcc_load(vcc_v8_uint, a + t10);
            vcc_v8_int c_v_2 = vcc_load(vcc_v8_int, c + t10);
            vcc_v8_uint t12 = a_v_2 << __builtin_convertvector(c_v_2, vcc_v8_uint);
            vcc_v8_uint t13 = d_v_2 + t12;
            vcc_store(t11, t13);
            long t14 = i_vec + 24L;
            unsigned int *t15 = d + t14;
            vcc_v8_uint d_v_3 = vcc_load(vcc_v8_uint, t15);
            vcc_v8_uint a_v_3 = vcc_load(vcc_v8_uint, a + t14);
            vcc_v8_int c_v_3 = vcc_load(vcc_v8_int, c + t14);
            vcc_v8_uint t16 = a_v_3 << __builtin_convertvector(c_v_3, vcc_v8_uint);
            vcc_v8_uint t17 = d_v_3 + t16;
            vcc_store(t15, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at var_shift.c:23 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            unsigned int *t22 = d + t21;
            vcc_v8_uint d_v_4 = vcc_load(vcc_v8_uint, t22);
            vcc_v8_uint a_v_4 = vcc_load(vcc_v8_uint, a + t21);
            vcc_v8_int c_v_4 = vcc_load(vcc_v8_int, c + t21);
            vcc_v8_uint t23 = a_v_4 << __builtin_convertvector(c_v_4, vcc_v8_uint);
            vcc_v8_uint t24 = d_v_4 + t23;
            vcc_store(t22, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        unsigned int *t26 = d + t25;
        *t26 = *t26 + (a[t25] << c[t25]);
    }
}

/* The count from bytes: converted to the lanes' width first. */
void shl_bytes(int n, uint32_t *restrict d, const uint32_t *restrict a, const uint8_t *restrict c) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:29 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_uint a_v = vcc_load(vcc_v16_uint, a + i_vec);
            vcc_v16_uchar c_v = vcc_load(vcc_v16_uchar, c + i_vec);
            vcc_v16_int t3 = __builtin_convertvector(__builtin_convertvector(c_v, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t4 = t3 & (vcc_v16_int){15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15};
            vcc_v16_uint t5 = a_v << __builtin_convertvector(t4, vcc_v16_uint);
            do { vcc_v16_uint vcc_w = t5; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t6 = i_vec + 16L;
            vcc_v16_uint a_v_1 = vcc_load(vcc_v16_uint, a + t6);
            vcc_v16_uchar c_v_1 = vcc_load(vcc_v16_uchar, c + t6);
            vcc_v16_int t7 = __builtin_convertvector(__builtin_convertvector(c_v_1, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t8 = t7 & (vcc_v16_int){15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15};
            vcc_v16_uint t9 = a_v_1 << __builtin_convertvector(t8, vcc_v16_uint);
            do { vcc_v16_uint vcc_w = t9; char *vcc_p = (char *)(d + t6); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at var_shift.c:29 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v16_uint a_v_2 = vcc_load(vcc_v16_uint, a + t13);
            vcc_v16_uchar c_v_2 = vcc_load(vcc_v16_uchar, c + t13);
            vcc_v16_int t14 = __builtin_convertvector(__builtin_convertvector(c_v_2, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t15 = t14 & (vcc_v16_int){15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15};
            vcc_v16_uint t16 = a_v_2 << __builtin_convertvector(t15, vcc_v16_uint);
            do { vcc_v16_uint vcc_w = t16; char *vcc_p = (char *)(d + t13); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        d[t17] = a[t17] << ((int)c[t17] & 15);
    }
}

/* One count for every lane: the shift by a register. */
void shl_uniform(int n, uint32_t *restrict d, const uint32_t *restrict a, int k) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int k_v = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:35 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uint a_v = vcc_load(vcc_v8_uint, a + i_vec);
            vcc_v8_uint t3 = a_v << __builtin_convertvector(k_v, vcc_v8_uint);
            vcc_store(d + i_vec, t3);
            long t4 = i_vec + 8L;
            vcc_v8_uint a_v_1 = vcc_load(vcc_v8_uint, a + t4);
            vcc_v8_uint t5 = a_v_1 << __builtin_convertvector(k_v, vcc_v8_uint);
            vcc_store(d + t4, t5);
            long t6 = i_vec + 16L;
            vcc_v8_uint a_v_2 = vcc_load(vcc_v8_uint, a + t6);
            vcc_v8_uint t7 = a_v_2 << __builtin_convertvector(k_v, vcc_v8_uint);
            vcc_store(d + t6, t7);
            long t8 = i_vec + 24L;
            vcc_v8_uint a_v_3 = vcc_load(vcc_v8_uint, a + t8);
            vcc_v8_uint t9 = a_v_3 << __builtin_convertvector(k_v, vcc_v8_uint);
            vcc_store(d + t8, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        vcc_v8_int k_v_1 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long i_vec_1 = 0L;
        /* vcc: loop at var_shift.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v8_uint a_v_4 = vcc_load(vcc_v8_uint, a + t13);
            vcc_v8_uint t14 = a_v_4 << __builtin_convertvector(k_v_1, vcc_v8_uint);
            vcc_store(d + t13, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        d[t15] = a[t15] << k;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint32_t *a = new_array(n, 4), *d = new_array(n, 4), *e = new_array(n, 4);
        int32_t *c = new_array(n, 4), *s = new_array(n, 4), *p = new_array(n, 4);
        uint8_t *b = new_array(n, 1);
        for (int i = 0; i < n; i++) {
            a[i] = (uint32_t)next_rand() * 2654435761u | (i & 1 ? 0x80000001u : 0);
            c[i] = (int32_t)((i * 7 + 3) % 32);
            s[i] = (int32_t)(next_rand() % (1 << 23));
            p[i] = (int32_t)next_rand();
            b[i] = (uint8_t)next_rand();
            e[i] = (uint32_t)i;
        }
        shl_u32(n, d, a, (const uint32_t *)p);
        printf("n=%d %016llx", n, HASH(d, n));
        shl_i32(n, (int32_t *)d, s, p);
        printf(" %016llx", HASH(d, n));
        shl_acc(n, e, a, c);
        printf(" %016llx", HASH(e, n));
        shl_bytes(n, d, a, b);
        printf(" %016llx", HASH(d, n));
        shl_uniform(n, d, a, n % 32);
        printf(" %016llx\n", HASH(d, n));
        free(a), free(d), free(e), free(c), free(s), free(p), free(b);
    }
    return 0;
}
