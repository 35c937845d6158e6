/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 1 */
/* Loops whose count is known only at run time but cannot exceed a small constant: zlib's bit
 * buffer refill `NEEDBITS(n)` (`while (bits < n) { ...; bits += 8; }` with `bits` unsigned)
 * runs at most (n + 7) / 8 times, and is left scalar; a loop bounded by 1000 is vectorized. */
#include "harness.h"

/* At most 2 iterations: (23 - bits) / 8. */
static unsigned long need16(const unsigned char **pnext, unsigned *phave, unsigned long hold, unsigned *pbits) {
    const unsigned char *next = *pnext;
    unsigned have = *phave, bits = *pbits;
    while (bits < 16u) {
        if (have == 0)
            break;
        have--;
        hold += (unsigned long)(*next++) << bits;
        bits += 8;
    }
    *pnext = next;
    *phave = have;
    *pbits = bits;
    return hold;
}

/* At most 1000 - start iterations: worth vectors. */
static int sum_from(const int *a, unsigned start) {
    int s;
    unsigned int t14;
    int t15;
    unsigned int i;
    long t1 = (long)start * -1L + 1000L;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at bounded_trip.c:27 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + ((long)start + i_vec));
            vcc_v8_int t3 = a_v * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t4 = (vcc_v8_uint)t3;
            s_v = s_v + t4;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + ((long)start + (i_vec + 8L)));
            vcc_v8_int t5 = a_v_1 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t6 = (vcc_v8_uint)t5;
            s_v_1 = s_v_1 + t6;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)start + (i_vec + 16L)));
            vcc_v8_int t7 = a_v_2 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t8 = (vcc_v8_uint)t7;
            s_v_2 = s_v_2 + t8;
            vcc_v8_int a_v_3 = vcc_load(vcc_v8_int, a + ((long)start + (i_vec + 24L)));
            vcc_v8_int t9 = a_v_3 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t10 = (vcc_v8_uint)t9;
            s_v_3 = s_v_3 + t10;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_uint t11 = s_v + s_v_1;
        vcc_v8_uint t12 = t11 + s_v_2;
        vcc_v8_uint t13 = t12 + s_v_3;
        t14 = (unsigned int)((long)start + t2);
        t15 = (int)vcc_reduce(unsigned int, t13, +);
    } else {
        t14 = start;
        t15 = 0;
    }
    long t16 = (long)t14 * -1L + 1000L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at bounded_trip.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_4 = vcc_load(vcc_v8_int, a + ((long)t14 + i_vec_1));
            vcc_v8_int t18 = a_v_4 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t19 = (vcc_v8_uint)t18;
            s_v_4 = s_v_4 + t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (unsigned int)((long)t14 + t17);
        s = (int)((unsigned int)t15 + vcc_reduce(unsigned int, s_v_4, +));
    } else {
        i = t14;
        s = t15;
    }
    for (; i < 1000U; i++) {
        s += a[i] * 3;
    }
    return s;
}

int main(void) {
    static unsigned char bytes[64];
    static int a[1000];
    FILL(bytes, 64, 0, 256);
    FILL(a, 1000, -100, 200);
    int n;
    FOR_EACH_COUNT(n) {
        const unsigned char *next = bytes;
        unsigned have = (unsigned)n % 5, bits = (unsigned)n % 17;
        unsigned long hold = need16(&next, &have, (unsigned long)n, &bits);
        printf("n=%d %lx %u %u %d %d\n", n, hold, have, bits, (int)(next - bytes), sum_from(a, (unsigned)n % 1000));
    }
    return 0;
}
