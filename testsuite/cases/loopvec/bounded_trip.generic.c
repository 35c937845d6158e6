/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_load_aligned(VT, P) ({ typedef VT __attribute__((may_alias)) vcc_a; *(const vcc_a *)(const void *)(P); })
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })

/* vcc-test: expect-vectorized 2 */
/* Loops whose count is known only at run time but cannot exceed a small constant: zlib's bit
 * buffer refill `NEEDBITS(n)` (`while (bits < n) { ...; bits += 8; }` with `bits` unsigned)
 * runs at most (n + 7) / 8 times, and is left scalar; a loop bounded by 1000 is vectorized.
 * SQLite's sorter compares at most 8 bytes, the count read from a const table
 * (`analysis/ranges.rs`): left scalar; the same loop over a table the program may change is
 * vectorized. */
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
        /* vcc: loop at bounded_trip.c:30 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
        /* vcc: loop at bounded_trip.c:30 vector epilogue: VF 8, UF 1, scalar epilogue */
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

/* SQLite's vdbeSorterCompareInt: n is at most 8. */
static int compare_int(const unsigned char *v1, const unsigned char *v2, int s1) {
    static const unsigned char lens[] = {0, 1, 2, 3, 4, 6, 8, 0, 0, 0};
    const unsigned char n = lens[s1];
    int res = 0;
    for (int i = 0; i < n; i++) {
        if ((res = v1[i] - v2[i]) != 0) {
            if (((v1[0] ^ v2[0]) & 0x80) != 0)
                res = v1[0] & 0x80 ? -1 : +1;
            break;
        }
    }
    return res;
}

/* The same over a table that is not const: up to 255 bytes. */
static unsigned char var_lens[] = {0, 1, 2, 3, 4, 6, 8, 0, 0, 0};
__attribute__((no_sanitize_address)) static int compare_var(const unsigned char *v1, const unsigned char *v2, int s1) {
    int res;
    unsigned char n;
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    int t7;
    long t8;
    int res_1;
    long t10;
    int t15;
    int i;
    int res_2;
    n = var_lens[s1];
    t3 = (unsigned long)v1;
    t4 = (long)((0UL - t3) & 15UL);
    t5 = 1 & (((t3 ^ (unsigned long)v2) & 15UL) == 0UL);
    t7 = 0;
    t8 = 0L;
    for (t6 = 0; t8 < t4; t6++, t7 = res_1, t8++) {
        if (t6 >= (int)n) {
            i = t6;
            res_2 = t7;
            goto L17;
        }
        long t9 = (long)t6;
        res_1 = (int)v1[t9] - (int)v2[t9];
        if (res_1 != 0) {
            i = t6;
            res_2 = t7;
            goto L17;
        }
    }
    t10 = (long)n - t4;
    if ((t10 >= 16L) & t5) {
        long t2 = t10 & -16L;
        long i_vec = 0L;
        int t1 = t7;
        /* vcc: loop at bounded_trip.c:55 vectorized: VF 16, UF 1, early exit, peeled to align `v1` to 16 bytes (and `v2` where it is misaligned alike), scalar epilogue */
        for (;;) {
            long t11 = (long)(int)((long)t6 + i_vec);
            vcc_v16_uchar v1_v = vcc_load_aligned(vcc_v16_uchar, v1 + t11);
            vcc_v16_uchar v2_v = vcc_load_aligned(vcc_v16_uchar, v2 + t11);
            vcc_v16_int t12 = __builtin_convertvector(__builtin_convertvector(v1_v, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t13 = __builtin_convertvector(__builtin_convertvector(v2_v, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int res_v = t12 - t13;
            vcc_m16 t14 = __builtin_convertvector(res_v != (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            if (vcc_any(t14)) {
                t2 = i_vec;
                t15 = t1;
                break;
            }
            i_vec += 16L;
            t1 = res_v[15];
            if (i_vec >= t2) {
                t15 = t1;
                break;
            }
        }
        i = (int)((long)t6 + t2);
        res_2 = t15;
    } else {
        i = t6;
        res_2 = t7;
    }
L17:
    for (;; i++, res_2 = res) {
        if (i >= (int)n) {
            res = res_2;
            break;
        }
        long t16 = (long)i;
        res = (int)v1[t16] - (int)v2[t16];
        if (res != 0) {
            break;
        }
    }
    return res;
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
        printf("n=%d %lx %u %u %d %d", n, hold, have, bits, (int)(next - bytes), sum_from(a, (unsigned)n % 1000));
        var_lens[9] = (unsigned char)(n % 64);
        for (int s = 0; s < 10; s++) {
            unsigned char x[64], y[64];
            memcpy(x, bytes, 64);
            memcpy(y, bytes, 64);
            y[n % 64] ^= (unsigned char)(1 + n % 3);
            y[0] ^= (unsigned char)(n & 0x80);
            printf(" %d %d", compare_int(x, y, s), compare_var(x, y, s));
        }
        printf("\n");
    }
    return 0;
}
