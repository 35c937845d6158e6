/* vcc: vector types and helpers */
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int16 and uint16: a product that wraps on the store, a logical shift, and sums kept in
   short and unsigned short (each step converts back and wraps). */
void mul_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    int t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int16_ops.c:7 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v16_short a_v = vcc_load(vcc_v16_short, a + t3);
            vcc_v16_short b_v = vcc_load(vcc_v16_short, b + t3);
            vcc_v16_ushort t4 = (vcc_v16_ushort)a_v;
            vcc_v16_ushort t5 = (vcc_v16_ushort)b_v;
            vcc_v16_ushort t6 = t4 * t5;
            vcc_v16_short t7 = (vcc_v16_short)t6;
            vcc_store(c + t3, t7);
            long t8 = (long)(int)(i_vec + 16L);
            vcc_v16_short a_v_1 = vcc_load(vcc_v16_short, a + t8);
            vcc_v16_short b_v_1 = vcc_load(vcc_v16_short, b + t8);
            vcc_v16_ushort t9 = (vcc_v16_ushort)a_v_1;
            vcc_v16_ushort t10 = (vcc_v16_ushort)b_v_1;
            vcc_v16_ushort t11 = t9 * t10;
            vcc_v16_short t12 = (vcc_v16_short)t11;
            vcc_store(c + t8, t12);
            i_vec += 32L;
        } while (i_vec < t2);
        t13 = (int)t2;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long i_vec_1 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + i_vec_1);
            vcc_v16_short a_v_2 = vcc_load(vcc_v16_short, a + t16);
            vcc_v16_short b_v_2 = vcc_load(vcc_v16_short, b + t16);
            vcc_v16_ushort t17 = (vcc_v16_ushort)a_v_2;
            vcc_v16_ushort t18 = (vcc_v16_ushort)b_v_2;
            vcc_v16_ushort t19 = t17 * t18;
            vcc_v16_short t20 = (vcc_v16_short)t19;
            vcc_store(c + t16, t20);
            i_vec_1 += 16L;
        } while (i_vec_1 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        c[t21] = (short)((int)a[t21] * (int)b[t21]);
    }
}

void shr_u16(int n, uint16_t *restrict c, const uint16_t *restrict a) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int16_ops.c:12 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v16_ushort a_v = vcc_load(vcc_v16_ushort, a + t3);
            vcc_v16_ushort t4 = a_v;
            vcc_v16_ushort t5 = t4 >> (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t6 = t4 << (vcc_v16_ushort){(unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13};
            vcc_v16_ushort t7 = t5 | t6;
            vcc_v16_ushort t8 = t7;
            vcc_store(c + t3, t8);
            long t9 = (long)(int)(i_vec + 16L);
            vcc_v16_ushort a_v_1 = vcc_load(vcc_v16_ushort, a + t9);
            vcc_v16_ushort t10 = a_v_1;
            vcc_v16_ushort t11 = t10 >> (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t12 = t10 << (vcc_v16_ushort){(unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13};
            vcc_v16_ushort t13 = t11 | t12;
            vcc_v16_ushort t14 = t13;
            vcc_store(c + t9, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            vcc_v16_ushort a_v_2 = vcc_load(vcc_v16_ushort, a + t18);
            vcc_v16_ushort t19 = a_v_2;
            vcc_v16_ushort t20 = t19 >> (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t21 = t19 << (vcc_v16_ushort){(unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13};
            vcc_v16_ushort t22 = t20 | t21;
            vcc_v16_ushort t23 = t22;
            vcc_store(c + t18, t23);
            i_vec_1 += 16L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        int t25 = (int)a[t24];
        c[t24] = (unsigned short)((t25 >> 3) | (t25 << 13));
    }
}

short sum_short(int n, const short *a) {
    short s;
    int t12;
    short t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_ushort s_v = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v8_ushort s_v_1 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at int16_ops.c:18 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short a_v = vcc_load(vcc_v8_short, a + (int)i_vec);
            vcc_v8_ushort t3 = s_v;
            vcc_v8_int t4 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_ushort t5 = __builtin_convertvector(t4, vcc_v8_ushort);
            vcc_v8_ushort t6 = t3 + t5;
            s_v = t6;
            vcc_v8_short a_v_1 = vcc_load(vcc_v8_short, a + (int)(i_vec + 8L));
            vcc_v8_ushort t7 = s_v_1;
            vcc_v8_int t8 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_ushort t9 = __builtin_convertvector(t8, vcc_v8_ushort);
            vcc_v8_ushort t10 = t7 + t9;
            s_v_1 = t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_ushort t11 = s_v + s_v_1;
        t12 = (int)t2;
        t13 = (short)(unsigned short)((unsigned short)0 + vcc_reduce(unsigned short, t11, +));
    } else {
        t12 = 0;
        t13 = (short)0;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_ushort s_v_2 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        do {
            vcc_v8_short a_v_2 = vcc_load(vcc_v8_short, a + (int)((long)t12 + i_vec_1));
            vcc_v8_ushort t16 = s_v_2;
            vcc_v8_int t17 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_ushort t18 = __builtin_convertvector(t17, vcc_v8_ushort);
            vcc_v8_ushort t19 = t16 + t18;
            s_v_2 = t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        i = (int)((long)t12 + t15);
        s = (short)(unsigned short)((unsigned short)t13 + vcc_reduce(unsigned short, s_v_2, +));
    } else {
        i = t12;
        s = t13;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

unsigned short xor_u16(int n, const unsigned short *a) {
    unsigned short x;
    int t12;
    unsigned short t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_ushort x_v = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v8_ushort x_v_1 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at int16_ops.c:25 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_ushort a_v = vcc_load(vcc_v8_ushort, a + (int)i_vec);
            vcc_v8_ushort t3 = x_v;
            vcc_v8_int t4 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_ushort t5 = __builtin_convertvector(t4, vcc_v8_ushort);
            vcc_v8_ushort t6 = t3 ^ t5;
            x_v = t6;
            vcc_v8_ushort a_v_1 = vcc_load(vcc_v8_ushort, a + (int)(i_vec + 8L));
            vcc_v8_ushort t7 = x_v_1;
            vcc_v8_int t8 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_ushort t9 = __builtin_convertvector(t8, vcc_v8_ushort);
            vcc_v8_ushort t10 = t7 ^ t9;
            x_v_1 = t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_ushort t11 = x_v ^ x_v_1;
        t12 = (int)t2;
        t13 = (unsigned short)((unsigned short)23130 ^ vcc_reduce(unsigned short, t11, ^));
    } else {
        t12 = 0;
        t13 = (unsigned short)23130;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_ushort x_v_2 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        do {
            vcc_v8_ushort a_v_2 = vcc_load(vcc_v8_ushort, a + (int)((long)t12 + i_vec_1));
            vcc_v8_ushort t16 = x_v_2;
            vcc_v8_int t17 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_ushort t18 = __builtin_convertvector(t17, vcc_v8_ushort);
            vcc_v8_ushort t19 = t16 ^ t18;
            x_v_2 = t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        i = (int)((long)t12 + t15);
        x = (unsigned short)(t13 ^ vcc_reduce(unsigned short, x_v_2, ^));
    } else {
        i = t12;
        x = t13;
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
