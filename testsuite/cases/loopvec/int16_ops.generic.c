/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 2 */
#include "harness.h"

/* int16 and uint16: a product that wraps on the store, a logical shift, and sums kept in
   short and unsigned short (each step converts back and wraps). */
void mul_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    int t8;
    vcc_v8_short t9;
    vcc_v8_short t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_short t14;
    long t15;
    int i;
    t1 = (long)n;
    t2 = (unsigned long)c;
    t3 = (unsigned long)a;
    t4 = (unsigned long)c;
    t5 = (unsigned long)b;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= (t2 + (unsigned long)0L))) & (((t4 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t1 & -8L;
        t7 = 0L;
        for (;;) {
            t8 = (int)((long)0 + t7);
            t9 = vcc_load(vcc_v8_short, a + t8);
            t10 = vcc_load(vcc_v8_short, b + t8);
            t11 = __builtin_convertvector(t9, vcc_v8_int);
            t12 = __builtin_convertvector(t10, vcc_v8_int);
            t13 = t11 * t12;
            t14 = __builtin_convertvector(t13, vcc_v8_short);
            vcc_store(c + t8, t14);
            t15 = t7 + 8L;
            if (t15 >= t6) {
                break;
            }
            t7 = t15;
        }
        i = (int)((long)0 + t6);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = (short)((int)a[i] * (int)b[i]);
    }
}

void shr_u16(int n, uint16_t *restrict c, const uint16_t *restrict a) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    long t4;
    long t5;
    int t6;
    vcc_v8_ushort t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_ushort t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_ushort t14;
    long t15;
    int i;
    t1 = (long)n;
    t2 = (unsigned long)c;
    t3 = (unsigned long)a;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(2L + (t1 - 1L) * 2L)) <= (t2 + (unsigned long)0L)))) {
        t4 = t1 & -8L;
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = vcc_load(vcc_v8_ushort, a + t6);
            t8 = __builtin_convertvector(t7, vcc_v8_int);
            t9 = t8 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t10 = vcc_load(vcc_v8_ushort, a + t6);
            t11 = __builtin_convertvector(t10, vcc_v8_int);
            t12 = t11 << (vcc_v8_int){13, 13, 13, 13, 13, 13, 13, 13};
            t13 = t9 | t12;
            t14 = __builtin_convertvector(t13, vcc_v8_ushort);
            vcc_store(c + t6, t14);
            t15 = t5 + 8L;
            if (t15 >= t4) {
                break;
            }
            t5 = t15;
        }
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = (unsigned short)(((int)a[i] >> 3) | ((int)a[i] << 13));
    }
}

short sum_short(int n, const short *a) {
    short s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

unsigned short xor_u16(int n, const unsigned short *a) {
    unsigned short x = 0x5a5a;
    for (int i = 0; i < n; i++)
        x ^= a[i];
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
