/* vcc: vector types and helpers */
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* int8 and uint8 element types: arithmetic is done in int (C's promotions) and wraps when
   stored back; the sum is kept in a signed char, so every step wraps. */
void add_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int8_ops.c:7 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_schar a_v = vcc_load(vcc_v32_schar, a + i_vec);
            vcc_v32_schar b_v = vcc_load(vcc_v32_schar, b + i_vec);
            vcc_v32_uchar t3 = (vcc_v32_uchar)a_v;
            vcc_v32_uchar t4 = (vcc_v32_uchar)b_v;
            vcc_v32_uchar t5 = t3 + t4;
            vcc_v32_schar t6 = (vcc_v32_schar)t5;
            vcc_store(c + i_vec, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        c[t7] = (signed char)((int)a[t7] + (int)b[t7]);
    }
}

void sub_mul_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int8_ops.c:12 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_uchar a_v = vcc_load(vcc_v32_uchar, a + i_vec);
            vcc_v32_uchar b_v = vcc_load(vcc_v32_uchar, b + i_vec);
            vcc_v32_uchar t3 = b_v * (vcc_v32_uchar){(unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3};
            vcc_v32_uchar t4 = a_v - t3;
            vcc_store(c + i_vec, t4);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        c[t5] = (unsigned char)((int)a[t5] - (int)b[t5] * 3);
    }
}

int8_t sum_i8(int n, const int8_t *a) {
    signed char s;
    int t8;
    signed char t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar s_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar s_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at int8_ops.c:18 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_schar a_v = vcc_load(vcc_v8_schar, a + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v8_short), vcc_v8_int);
            vcc_v8_uchar t4 = __builtin_convertvector(__builtin_convertvector(t3, vcc_v8_short), vcc_v8_uchar);
            s_v = s_v + t4;
            vcc_v8_schar a_v_1 = vcc_load(vcc_v8_schar, a + (i_vec + 8L));
            vcc_v8_int t5 = __builtin_convertvector(__builtin_convertvector(a_v_1, vcc_v8_short), vcc_v8_int);
            vcc_v8_uchar t6 = __builtin_convertvector(__builtin_convertvector(t5, vcc_v8_short), vcc_v8_uchar);
            s_v_1 = s_v_1 + t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t7 = s_v + s_v_1;
        t8 = (int)t2;
        t9 = (signed char)(unsigned char)((unsigned char)0 + vcc_reduce(unsigned char, t7, +));
    } else {
        t8 = 0;
        t9 = (signed char)0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar s_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at int8_ops.c:18 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_schar a_v_2 = vcc_load(vcc_v8_schar, a + ((long)t8 + i_vec_1));
            vcc_v8_int t12 = __builtin_convertvector(__builtin_convertvector(a_v_2, vcc_v8_short), vcc_v8_int);
            vcc_v8_uchar t13 = __builtin_convertvector(__builtin_convertvector(t12, vcc_v8_short), vcc_v8_uchar);
            s_v_2 = s_v_2 + t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        s = (signed char)(unsigned char)((unsigned char)t9 + vcc_reduce(unsigned char, s_v_2, +));
    } else {
        i = t8;
        s = t9;
    }
    for (; i < n; i++) {
        s = (signed char)((int)s + (int)a[i]);
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int8_t *a = new_array(n, 1), *b = new_array(n, 1), *c = new_array(n, 1);
        uint8_t *ua = new_array(n, 1), *ub = new_array(n, 1), *uc = new_array(n, 1);
        FILL(a, n, -128, 256);
        FILL(b, n, -128, 256);
        FILL(ua, n, 0, 256);
        FILL(ub, n, 0, 256);
        add_i8(n, c, a, b);
        sub_mul_u8(n, uc, ua, ub);
        printf("n=%d add=%llx submul=%llx sum=%d\n", n, HASH(c, n), HASH(uc, n), sum_i8(n, a));
        free(a), free(b), free(c), free(ua), free(ub), free(uc);
    }
    return 0;
}
