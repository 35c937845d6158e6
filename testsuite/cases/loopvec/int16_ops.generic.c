/* vcc: vector types and helpers */
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int16 and uint16: a product that wraps on the store, a logical shift, and sums kept in
   short and unsigned short (each step converts back and wraps). */
void mul_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int16_ops.c:7 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_short a_v = vcc_load(vcc_v16_short, a + i_vec);
            vcc_v16_short b_v = vcc_load(vcc_v16_short, b + i_vec);
            vcc_v16_ushort t3 = (vcc_v16_ushort)a_v;
            vcc_v16_ushort t4 = (vcc_v16_ushort)b_v;
            vcc_v16_ushort t5 = t3 * t4;
            vcc_v16_short t6 = (vcc_v16_short)t5;
            vcc_store(c + i_vec, t6);
            long t7 = i_vec + 16L;
            vcc_v16_short a_v_1 = vcc_load(vcc_v16_short, a + t7);
            vcc_v16_short b_v_1 = vcc_load(vcc_v16_short, b + t7);
            vcc_v16_ushort t8 = (vcc_v16_ushort)a_v_1;
            vcc_v16_ushort t9 = (vcc_v16_ushort)b_v_1;
            vcc_v16_ushort t10 = t8 * t9;
            vcc_v16_short t11 = (vcc_v16_short)t10;
            vcc_store(c + t7, t11);
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at int16_ops.c:7 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            vcc_v16_short a_v_2 = vcc_load(vcc_v16_short, a + t15);
            vcc_v16_short b_v_2 = vcc_load(vcc_v16_short, b + t15);
            vcc_v16_ushort t16 = (vcc_v16_ushort)a_v_2;
            vcc_v16_ushort t17 = (vcc_v16_ushort)b_v_2;
            vcc_v16_ushort t18 = t16 * t17;
            vcc_v16_short t19 = (vcc_v16_short)t18;
            vcc_store(c + t15, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        c[t20] = (short)((int)a[t20] * (int)b[t20]);
    }
}

void shr_u16(int n, uint16_t *restrict c, const uint16_t *restrict a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int16_ops.c:12 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_ushort a_v = vcc_load(vcc_v16_ushort, a + i_vec);
            vcc_v16_ushort t3 = a_v >> (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t4 = a_v << (vcc_v16_ushort){(unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13};
            vcc_v16_ushort t5 = t3 | t4;
            vcc_store(c + i_vec, t5);
            long t6 = i_vec + 16L;
            vcc_v16_ushort a_v_1 = vcc_load(vcc_v16_ushort, a + t6);
            vcc_v16_ushort t7 = a_v_1 >> (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t8 = a_v_1 << (vcc_v16_ushort){(unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13};
            vcc_v16_ushort t9 = t7 | t8;
            vcc_store(c + t6, t9);
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
        /* vcc: loop at int16_ops.c:12 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v16_ushort a_v_2 = vcc_load(vcc_v16_ushort, a + t13);
            vcc_v16_ushort t14 = a_v_2 >> (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t15 = a_v_2 << (vcc_v16_ushort){(unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13};
            vcc_v16_ushort t16 = t14 | t15;
            vcc_store(c + t13, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = (int)a[t17];
        c[t17] = (unsigned short)((t18 >> 3) | (t18 << 13));
    }
}

short sum_short(int n, const short *a) {
    short s;
    int t8;
    short t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_ushort s_v = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v8_ushort s_v_1 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at int16_ops.c:18 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short a_v = vcc_load(vcc_v8_short, a + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_ushort t4 = __builtin_convertvector(t3, vcc_v8_ushort);
            s_v = s_v + t4;
            vcc_v8_short a_v_1 = vcc_load(vcc_v8_short, a + (i_vec + 8L));
            vcc_v8_int t5 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_ushort t6 = __builtin_convertvector(t5, vcc_v8_ushort);
            s_v_1 = s_v_1 + t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_ushort t7 = s_v + s_v_1;
        t8 = (int)t2;
        t9 = (short)(unsigned short)((unsigned short)0 + vcc_reduce(unsigned short, t7, +));
    } else {
        t8 = 0;
        t9 = (short)0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_ushort s_v_2 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at int16_ops.c:18 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_short a_v_2 = vcc_load(vcc_v8_short, a + ((long)t8 + i_vec_1));
            vcc_v8_int t12 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_ushort t13 = __builtin_convertvector(t12, vcc_v8_ushort);
            s_v_2 = s_v_2 + t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        s = (short)(unsigned short)((unsigned short)t9 + vcc_reduce(unsigned short, s_v_2, +));
    } else {
        i = t8;
        s = t9;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

unsigned short xor_u16(int n, const unsigned short *a) {
    unsigned short x;
    int t8;
    unsigned short t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_ushort x_v = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v8_ushort x_v_1 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at int16_ops.c:25 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_ushort a_v = vcc_load(vcc_v8_ushort, a + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_ushort t4 = __builtin_convertvector(t3, vcc_v8_ushort);
            x_v = x_v ^ t4;
            vcc_v8_ushort a_v_1 = vcc_load(vcc_v8_ushort, a + (i_vec + 8L));
            vcc_v8_int t5 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_ushort t6 = __builtin_convertvector(t5, vcc_v8_ushort);
            x_v_1 = x_v_1 ^ t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_ushort t7 = x_v ^ x_v_1;
        t8 = (int)t2;
        t9 = (unsigned short)((unsigned short)23130 ^ vcc_reduce(unsigned short, t7, ^));
    } else {
        t8 = 0;
        t9 = (unsigned short)23130;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_ushort x_v_2 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at int16_ops.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_ushort a_v_2 = vcc_load(vcc_v8_ushort, a + ((long)t8 + i_vec_1));
            vcc_v8_int t12 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_ushort t13 = __builtin_convertvector(t12, vcc_v8_ushort);
            x_v_2 = x_v_2 ^ t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        x = (unsigned short)(t9 ^ vcc_reduce(unsigned short, x_v_2, ^));
    } else {
        i = t8;
        x = t9;
    }
    for (; i < n; i++) {
        x = (unsigned short)((int)x ^ (int)a[i]);
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int16_t *a = new_array(n, 2), *b = new_array(n, 2), *c = new_array(n, 2);
        uint16_t *ua = new_array(n, 2), *uc = new_array(n, 2);
        FILL(a, n, -32768, 65536);
        FILL(b, n, -300, 600);
        FILL(ua, n, 0, 65536);
        mul_i16(n, c, a, b);
        shr_u16(n, uc, ua);
        printf("n=%d mul=%llx shr=%llx sum=%d xor=%u\n", n, HASH(c, n), HASH(uc, n), sum_short(n, a), xor_u16(n, ua));
        free(a), free(b), free(c), free(ua), free(uc);
    }
    return 0;
}
