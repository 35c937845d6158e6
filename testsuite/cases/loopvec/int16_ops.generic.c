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
    long t4;
    long t5;
    vcc_v16_short t6;
    vcc_v16_short t7;
    vcc_v16_short t8;
    vcc_v16_short t9;
    vcc_v16_ushort t10;
    vcc_v16_ushort t11;
    vcc_v16_ushort t12;
    vcc_v16_ushort t13;
    vcc_v16_ushort t14;
    vcc_v16_ushort t15;
    vcc_v16_short t16;
    vcc_v16_short t17;
    long t18;
    int t19;
    long t20;
    long t21;
    long t22;
    long t23;
    vcc_v16_short t24;
    vcc_v16_short t25;
    vcc_v16_ushort t26;
    vcc_v16_ushort t27;
    vcc_v16_ushort t28;
    vcc_v16_short t29;
    long t30;
    int i;
    long t31;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 16L));
            t6 = vcc_load(vcc_v16_short, a + t4);
            t7 = vcc_load(vcc_v16_short, a + t5);
            t8 = vcc_load(vcc_v16_short, b + t4);
            t9 = vcc_load(vcc_v16_short, b + t5);
            t10 = (vcc_v16_ushort)t6;
            t11 = (vcc_v16_ushort)t7;
            t12 = (vcc_v16_ushort)t8;
            t13 = (vcc_v16_ushort)t9;
            t14 = t10 * t12;
            t15 = t11 * t13;
            t16 = (vcc_v16_short)t14;
            t17 = (vcc_v16_short)t15;
            vcc_store(c + t4, t16);
            vcc_store(c + t5, t17);
            t18 = t3 + 32L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
        }
        t19 = (int)((long)0 + t2);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        t21 = t20 & -16L;
        t22 = 0L;
        for (;;) {
            t23 = (long)(int)((long)t19 + t22);
            t24 = vcc_load(vcc_v16_short, a + t23);
            t25 = vcc_load(vcc_v16_short, b + t23);
            t26 = (vcc_v16_ushort)t24;
            t27 = (vcc_v16_ushort)t25;
            t28 = t26 * t27;
            t29 = (vcc_v16_short)t28;
            vcc_store(c + t23, t29);
            t30 = t22 + 16L;
            if (t30 >= t21) {
                break;
            }
            t22 = t30;
        }
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        t31 = (long)i;
        c[t31] = (short)((int)a[t31] * (int)b[t31]);
    }
}

void shr_u16(int n, uint16_t *restrict c, const uint16_t *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    vcc_v16_ushort t6;
    vcc_v16_ushort t7;
    vcc_v16_ushort t8;
    vcc_v16_ushort t9;
    vcc_v16_ushort t10;
    vcc_v16_ushort t11;
    vcc_v16_ushort t12;
    vcc_v16_ushort t13;
    vcc_v16_ushort t14;
    vcc_v16_ushort t15;
    vcc_v16_ushort t16;
    vcc_v16_ushort t17;
    long t18;
    int t19;
    long t20;
    long t21;
    long t22;
    long t23;
    vcc_v16_ushort t24;
    vcc_v16_ushort t25;
    vcc_v16_ushort t26;
    vcc_v16_ushort t27;
    vcc_v16_ushort t28;
    vcc_v16_ushort t29;
    long t30;
    int i;
    long t31;
    int t32;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 16L));
            t6 = vcc_load(vcc_v16_ushort, a + t4);
            t7 = vcc_load(vcc_v16_ushort, a + t5);
            t8 = t6;
            t9 = t7;
            t10 = t8 >> (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            t11 = t9 >> (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            t12 = t8 << (vcc_v16_ushort){(unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13};
            t13 = t9 << (vcc_v16_ushort){(unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13};
            t14 = t10 | t12;
            t15 = t11 | t13;
            t16 = t14;
            t17 = t15;
            vcc_store(c + t4, t16);
            vcc_store(c + t5, t17);
            t18 = t3 + 32L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
        }
        t19 = (int)((long)0 + t2);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        t21 = t20 & -16L;
        t22 = 0L;
        for (;;) {
            t23 = (long)(int)((long)t19 + t22);
            t24 = vcc_load(vcc_v16_ushort, a + t23);
            t25 = t24;
            t26 = t25 >> (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            t27 = t25 << (vcc_v16_ushort){(unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13, (unsigned short)13};
            t28 = t26 | t27;
            t29 = t28;
            vcc_store(c + t23, t29);
            t30 = t22 + 16L;
            if (t30 >= t21) {
                break;
            }
            t22 = t30;
        }
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        t31 = (long)i;
        t32 = (int)a[t31];
        c[t31] = (unsigned short)((t32 >> 3) | (t32 << 13));
    }
}

short sum_short(int n, const short *a) {
    short s;
    long t1;
    long t2;
    long t3;
    vcc_v8_ushort t4;
    vcc_v8_ushort t5;
    vcc_v8_short t6;
    vcc_v8_short t7;
    vcc_v8_ushort t8;
    vcc_v8_ushort t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_ushort t12;
    vcc_v8_ushort t13;
    vcc_v8_ushort t14;
    vcc_v8_ushort t15;
    vcc_v8_ushort t16;
    vcc_v8_ushort t17;
    long t18;
    vcc_v8_ushort t19;
    int t20;
    short t21;
    long t22;
    long t23;
    long t24;
    vcc_v8_ushort t25;
    vcc_v8_short t26;
    vcc_v8_ushort t27;
    vcc_v8_int t28;
    vcc_v8_ushort t29;
    vcc_v8_ushort t30;
    vcc_v8_ushort t31;
    long t32;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        t5 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        for (;;) {
            t6 = vcc_load(vcc_v8_short, a + (int)((long)0 + t3));
            t7 = vcc_load(vcc_v8_short, a + (int)((long)0 + (t3 + 8L)));
            t8 = t4;
            t9 = t5;
            t10 = __builtin_convertvector(t6, vcc_v8_int);
            t11 = __builtin_convertvector(t7, vcc_v8_int);
            t12 = __builtin_convertvector(t10, vcc_v8_ushort);
            t13 = t8 + t12;
            t14 = __builtin_convertvector(t11, vcc_v8_ushort);
            t15 = t9 + t14;
            t16 = t13;
            t17 = t15;
            t18 = t3 + 16L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
            t4 = t16;
            t5 = t17;
        }
        t19 = t16 + t17;
        t20 = (int)((long)0 + t2);
        t21 = (short)(unsigned short)((unsigned short)(short)0 + vcc_reduce(unsigned short, t19, +));
    } else {
        t20 = 0;
        t21 = (short)0;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        for (;;) {
            t26 = vcc_load(vcc_v8_short, a + (int)((long)t20 + t24));
            t27 = t25;
            t28 = __builtin_convertvector(t26, vcc_v8_int);
            t29 = __builtin_convertvector(t28, vcc_v8_ushort);
            t30 = t27 + t29;
            t31 = t30;
            t32 = t24 + 8L;
            if (t32 >= t23) {
                break;
            }
            t24 = t32;
            t25 = t31;
        }
        i = (int)((long)t20 + t23);
        s = (short)(unsigned short)((unsigned short)t21 + vcc_reduce(unsigned short, t31, +));
    } else {
        i = t20;
        s = t21;
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
    vcc_v8_ushort t7;
    vcc_v8_ushort t8;
    vcc_v8_ushort t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_ushort t12;
    vcc_v8_ushort t13;
    vcc_v8_ushort t14;
    vcc_v8_ushort t15;
    vcc_v8_ushort t16;
    vcc_v8_ushort t17;
    long t18;
    vcc_v8_ushort t19;
    int t20;
    unsigned short t21;
    long t22;
    long t23;
    long t24;
    vcc_v8_ushort t25;
    vcc_v8_ushort t26;
    vcc_v8_ushort t27;
    vcc_v8_int t28;
    vcc_v8_ushort t29;
    vcc_v8_ushort t30;
    vcc_v8_ushort t31;
    long t32;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        t5 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        for (;;) {
            t6 = vcc_load(vcc_v8_ushort, a + (int)((long)0 + t3));
            t7 = vcc_load(vcc_v8_ushort, a + (int)((long)0 + (t3 + 8L)));
            t8 = t4;
            t9 = t5;
            t10 = __builtin_convertvector(t6, vcc_v8_int);
            t11 = __builtin_convertvector(t7, vcc_v8_int);
            t12 = __builtin_convertvector(t10, vcc_v8_ushort);
            t13 = t8 ^ t12;
            t14 = __builtin_convertvector(t11, vcc_v8_ushort);
            t15 = t9 ^ t14;
            t16 = t13;
            t17 = t15;
            t18 = t3 + 16L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
            t4 = t16;
            t5 = t17;
        }
        t19 = t16 ^ t17;
        t20 = (int)((long)0 + t2);
        t21 = (unsigned short)((unsigned short)23130 ^ vcc_reduce(unsigned short, t19, ^));
    } else {
        t20 = 0;
        t21 = (unsigned short)23130;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        for (;;) {
            t26 = vcc_load(vcc_v8_ushort, a + (int)((long)t20 + t24));
            t27 = t25;
            t28 = __builtin_convertvector(t26, vcc_v8_int);
            t29 = __builtin_convertvector(t28, vcc_v8_ushort);
            t30 = t27 ^ t29;
            t31 = t30;
            t32 = t24 + 8L;
            if (t32 >= t23) {
                break;
            }
            t24 = t32;
            t25 = t31;
        }
        i = (int)((long)t20 + t23);
        x = (unsigned short)(t21 ^ vcc_reduce(unsigned short, t31, ^));
    } else {
        i = t20;
        x = t21;
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
