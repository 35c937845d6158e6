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
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v16_short t5;
    vcc_v16_short t6;
    vcc_v16_ushort t7;
    vcc_v16_ushort t8;
    vcc_v16_ushort t9;
    vcc_v16_short t10;
    long t11;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v16_short, a + t4);
            t6 = vcc_load(vcc_v16_short, b + t4);
            t7 = (vcc_v16_ushort)t5;
            t8 = (vcc_v16_ushort)t6;
            t9 = t7 * t8;
            t10 = (vcc_v16_short)t9;
            vcc_store(c + t4, t10);
            t11 = t3 + 16L;
            if (t11 >= t2) {
                break;
            }
            t3 = t11;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = (short)((int)a[i] * (int)b[i]);
    }
}

void shr_u16(int n, uint16_t *restrict c, const uint16_t *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v16_ushort t5;
    vcc_v16_ushort t6;
    vcc_v16_ushort t7;
    vcc_v16_ushort t8;
    vcc_v16_ushort t9;
    vcc_v16_ushort t10;
    vcc_v16_ushort t11;
    vcc_v16_ushort t12;
    long t13;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v16_ushort, a + t4);
            t6 = t5;
            t7 = t6 >> (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            t8 = vcc_load(vcc_v16_ushort, a + t4);
            t9 = t8;
            t10 = t9 << (vcc_v16_ushort){(unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13};
            t11 = t7 | t10;
            t12 = t11;
            vcc_store(c + t4, t12);
            t13 = t3 + 16L;
            if (t13 >= t2) {
                break;
            }
            t3 = t13;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = (unsigned short)(((int)a[i] >> 3) | ((int)a[i] << 13));
    }
}

short sum_short(int n, const short *a) {
    short s;
    long t1;
    long t2;
    long t3;
    vcc_v8_ushort t4;
    vcc_v8_short t5;
    vcc_v8_ushort t6;
    vcc_v8_int t7;
    vcc_v8_ushort t8;
    vcc_v8_ushort t9;
    vcc_v8_ushort t10;
    long t11;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        for (;;) {
            t5 = vcc_load(vcc_v8_short, a + (int)((long)0 + t3));
            t6 = t4;
            t7 = __builtin_convertvector(t5, vcc_v8_int);
            t8 = __builtin_convertvector(t7, vcc_v8_ushort);
            t9 = t6 + t8;
            t10 = t9;
            t11 = t3 + 8L;
            if (t11 >= t2) {
                break;
            }
            t3 = t11;
            t4 = t10;
        }
        i = (int)((long)0 + t2);
        s = (short)(unsigned short)((unsigned short)(short)0 + vcc_reduce(unsigned short, t10, +));
    } else {
        i = 0;
        s = (short)0;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

unsigned short xor_u16(int n, const unsigned short *a) {
    unsigned short x;
    long t1;
    long t2;
    long t3;
    vcc_v8_ushort t4;
    vcc_v8_ushort t5;
    vcc_v8_ushort t6;
    vcc_v8_int t7;
    vcc_v8_ushort t8;
    vcc_v8_ushort t9;
    vcc_v8_ushort t10;
    long t11;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        for (;;) {
            t5 = vcc_load(vcc_v8_ushort, a + (int)((long)0 + t3));
            t6 = t4;
            t7 = __builtin_convertvector(t5, vcc_v8_int);
            t8 = __builtin_convertvector(t7, vcc_v8_ushort);
            t9 = t6 ^ t8;
            t10 = t9;
            t11 = t3 + 8L;
            if (t11 >= t2) {
                break;
            }
            t3 = t11;
            t4 = t10;
        }
        i = (int)((long)0 + t2);
        x = (unsigned short)((unsigned short)23130 ^ vcc_reduce(unsigned short, t10, ^));
    } else {
        i = 0;
        x = (unsigned short)23130;
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
