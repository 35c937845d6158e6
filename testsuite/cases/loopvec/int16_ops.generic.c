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
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v16_short t6 = vcc_load(vcc_v16_short, a + t5);
            vcc_v16_short t7 = vcc_load(vcc_v16_short, b + t5);
            vcc_v16_ushort t8 = (vcc_v16_ushort)t6;
            vcc_v16_ushort t9 = (vcc_v16_ushort)t7;
            vcc_v16_ushort t10 = t8 * t9;
            vcc_v16_short t11 = (vcc_v16_short)t10;
            vcc_store(c + t5, t11);
            long t12 = (long)(int)(t1 + 16L);
            vcc_v16_short t13 = vcc_load(vcc_v16_short, a + t12);
            vcc_v16_short t14 = vcc_load(vcc_v16_short, b + t12);
            vcc_v16_ushort t15 = (vcc_v16_ushort)t13;
            vcc_v16_ushort t16 = (vcc_v16_ushort)t14;
            vcc_v16_ushort t17 = t15 * t16;
            vcc_v16_short t18 = (vcc_v16_short)t17;
            vcc_store(c + t12, t18);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            vcc_v16_short t23 = vcc_load(vcc_v16_short, a + t22);
            vcc_v16_short t24 = vcc_load(vcc_v16_short, b + t22);
            vcc_v16_ushort t25 = (vcc_v16_ushort)t23;
            vcc_v16_ushort t26 = (vcc_v16_ushort)t24;
            vcc_v16_ushort t27 = t25 * t26;
            vcc_v16_short t28 = (vcc_v16_short)t27;
            vcc_store(c + t22, t28);
            t2 += 16L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        c[t29] = (short)((int)a[t29] * (int)b[t29]);
    }
}

void shr_u16(int n, uint16_t *restrict c, const uint16_t *restrict a) {
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v16_ushort t6 = vcc_load(vcc_v16_ushort, a + t5);
            vcc_v16_ushort t7 = t6;
            vcc_v16_ushort t8 = t7 >> (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t9 = t7 << (vcc_v16_ushort){(unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13};
            vcc_v16_ushort t10 = t8 | t9;
            vcc_v16_ushort t11 = t10;
            vcc_store(c + t5, t11);
            long t12 = (long)(int)(t1 + 16L);
            vcc_v16_ushort t13 = vcc_load(vcc_v16_ushort, a + t12);
            vcc_v16_ushort t14 = t13;
            vcc_v16_ushort t15 = t14 >> (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t16 = t14 << (vcc_v16_ushort){(unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13};
            vcc_v16_ushort t17 = t15 | t16;
            vcc_v16_ushort t18 = t17;
            vcc_store(c + t12, t18);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            vcc_v16_ushort t23 = vcc_load(vcc_v16_ushort, a + t22);
            vcc_v16_ushort t24 = t23;
            vcc_v16_ushort t25 = t24 >> (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_ushort t26 = t24 << (vcc_v16_ushort){(unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13};
            vcc_v16_ushort t27 = t25 | t26;
            vcc_v16_ushort t28 = t27;
            vcc_store(c + t22, t28);
            t2 += 16L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        int t30 = (int)a[t29];
        c[t29] = (unsigned short)((t30 >> 3) | (t30 << 13));
    }
}

short sum_short(int n, const short *a) {
    short s;
    int t19;
    short t20;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_ushort t2 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v8_ushort t3 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        do {
            vcc_v8_short t8 = vcc_load(vcc_v8_short, a + (int)t1);
            vcc_v8_ushort t9 = t2;
            vcc_v8_int t10 = __builtin_convertvector(t8, vcc_v8_int);
            vcc_v8_ushort t11 = __builtin_convertvector(t10, vcc_v8_ushort);
            vcc_v8_ushort t12 = t9 + t11;
            t2 = t12;
            vcc_v8_short t13 = vcc_load(vcc_v8_short, a + (int)(t1 + 8L));
            vcc_v8_ushort t14 = t3;
            vcc_v8_int t15 = __builtin_convertvector(t13, vcc_v8_int);
            vcc_v8_ushort t16 = __builtin_convertvector(t15, vcc_v8_ushort);
            vcc_v8_ushort t17 = t14 + t16;
            t3 = t17;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_ushort t18 = t2 + t3;
        t19 = (int)t7;
        t20 = (short)(unsigned short)((unsigned short)0 + vcc_reduce(unsigned short, t18, +));
    } else {
        t19 = 0;
        t20 = (short)0;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long t4 = 0L;
        vcc_v8_ushort t5 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        do {
            vcc_v8_short t23 = vcc_load(vcc_v8_short, a + (int)((long)t19 + t4));
            vcc_v8_ushort t24 = t5;
            vcc_v8_int t25 = __builtin_convertvector(t23, vcc_v8_int);
            vcc_v8_ushort t26 = __builtin_convertvector(t25, vcc_v8_ushort);
            vcc_v8_ushort t27 = t24 + t26;
            t5 = t27;
            t4 += 8L;
        } while (t4 < t22);
        i = (int)((long)t19 + t22);
        s = (short)(unsigned short)((unsigned short)t20 + vcc_reduce(unsigned short, t5, +));
    } else {
        i = t19;
        s = t20;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

unsigned short xor_u16(int n, const unsigned short *a) {
    unsigned short x;
    int t19;
    unsigned short t20;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_ushort t2 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v8_ushort t3 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        do {
            vcc_v8_ushort t8 = vcc_load(vcc_v8_ushort, a + (int)t1);
            vcc_v8_ushort t9 = t2;
            vcc_v8_int t10 = __builtin_convertvector(t8, vcc_v8_int);
            vcc_v8_ushort t11 = __builtin_convertvector(t10, vcc_v8_ushort);
            vcc_v8_ushort t12 = t9 ^ t11;
            t2 = t12;
            vcc_v8_ushort t13 = vcc_load(vcc_v8_ushort, a + (int)(t1 + 8L));
            vcc_v8_ushort t14 = t3;
            vcc_v8_int t15 = __builtin_convertvector(t13, vcc_v8_int);
            vcc_v8_ushort t16 = __builtin_convertvector(t15, vcc_v8_ushort);
            vcc_v8_ushort t17 = t14 ^ t16;
            t3 = t17;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_ushort t18 = t2 ^ t3;
        t19 = (int)t7;
        t20 = (unsigned short)((unsigned short)23130 ^ vcc_reduce(unsigned short, t18, ^));
    } else {
        t19 = 0;
        t20 = (unsigned short)23130;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long t4 = 0L;
        vcc_v8_ushort t5 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        do {
            vcc_v8_ushort t23 = vcc_load(vcc_v8_ushort, a + (int)((long)t19 + t4));
            vcc_v8_ushort t24 = t5;
            vcc_v8_int t25 = __builtin_convertvector(t23, vcc_v8_int);
            vcc_v8_ushort t26 = __builtin_convertvector(t25, vcc_v8_ushort);
            vcc_v8_ushort t27 = t24 ^ t26;
            t5 = t27;
            t4 += 8L;
        } while (t4 < t22);
        i = (int)((long)t19 + t22);
        x = (unsigned short)(t20 ^ vcc_reduce(unsigned short, t5, ^));
    } else {
        i = t19;
        x = t20;
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
