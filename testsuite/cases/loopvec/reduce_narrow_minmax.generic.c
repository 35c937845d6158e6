/* vcc: vector types and helpers */
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_min(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] < vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Minimum and maximum reductions of chars and shorts. C promotes both operands to int, so
   `m = x[i] > m ? x[i] : m` on shorts compares and selects ints and converts back
   (transform/shorten.rs does them in the narrow type, which is exact): the loop is a maximum
   of shorts, 16 lanes per AVX2 register. Written as ?:, as `if`, and through a MAX macro, on
   signed and unsigned 8- and 16-bit types, with an index-free reduction and one next to an
   array update. Not narrowed: a short accumulator updated from int elements (`(short)` of an
   int maximum truncates: not a maximum of shorts, left scalar) and a maximum of chars into an
   int accumulator whose start is outside the char range (a maximum of ints). The data holds
   each type's extreme values. */
#define MAX(a, b) ((a) > (b) ? (a) : (b))

short max_i16(int n, const short *x) {
    short t1;
    int i;
    short m;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        vcc_v16_short m_v = vcc_splat(vcc_v16_short, (short)-32768);
        long i_vec = 0L;
        /* vcc: loop at reduce_narrow_minmax.c:17 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_short x_v = vcc_load(vcc_v16_short, x + i_vec);
            m_v = vcc_max(vcc_v16_short, x_v, m_v);
            i_vec += 16L;
        } while (i_vec < t3);
        i = (int)t3;
        m = vcc_reduce_max(short, m_v);
    } else {
        i = 0;
        m = (short)-32768;
    }
    for (; i < n; i++, m = t1) {
        t1 = x[i];
        if (t1 <= m) {
            t1 = m;
        }
    }
    return m;
}

unsigned char min_u8(int n, const unsigned char *x) {
    unsigned char m;
    int i;
    unsigned char m_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v32_uchar m_v = vcc_splat(vcc_v32_uchar, (unsigned char)255);
        long i_vec = 0L;
        /* vcc: loop at reduce_narrow_minmax.c:24 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_uchar x_v = vcc_load(vcc_v32_uchar, x + i_vec);
            m_v = vcc_min(vcc_v32_schar, x_v, m_v);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
        m_1 = vcc_reduce_min(unsigned char, m_v);
    } else {
        i = 0;
        m_1 = (unsigned char)255;
    }
    for (; i < n; i++, m_1 = m) {
        m = x[i];
        if (m >= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

signed char max_i8(int n, const signed char *x) {
    signed char t1;
    int i;
    signed char m;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        vcc_v32_schar m_v = vcc_splat(vcc_v32_schar, (signed char)-128);
        long i_vec = 0L;
        /* vcc: loop at reduce_narrow_minmax.c:32 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            vcc_v32_schar x_v = vcc_load(vcc_v32_schar, x + i_vec);
            m_v = vcc_max(vcc_v32_schar, m_v, x_v);
            i_vec += 32L;
        } while (i_vec < t3);
        i = (int)t3;
        m = vcc_reduce_max(signed char, m_v);
    } else {
        i = 0;
        m = (signed char)-128;
    }
    for (; i < n; i++, m = t1) {
        t1 = x[i];
        if (m > t1) {
            t1 = m;
        }
    }
    return m;
}

unsigned short min_u16(int n, const unsigned short *x, unsigned short start) {
    unsigned short t1;
    int i;
    unsigned short m;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        vcc_v16_ushort m_v = (vcc_v16_ushort){start, start, start, start, start, start, start, start, start, start, start, start, start, start, start, start};
        long i_vec = 0L;
        /* vcc: loop at reduce_narrow_minmax.c:39 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            vcc_v16_ushort x_v = vcc_load(vcc_v16_ushort, x + i_vec);
            m_v = vcc_min(vcc_v16_short, x_v, m_v);
            i_vec += 16L;
        } while (i_vec < t3);
        i = (int)t3;
        m = vcc_reduce_min(unsigned short, m_v);
    } else {
        i = 0;
        m = start;
    }
    for (; i < n; i++, m = t1) {
        t1 = x[i];
        if (t1 > m) {
            t1 = m;
        }
    }
    return m;
}

short max_scaled_i16(int n, short *restrict y, const short *restrict x) {
    short m;
    int i;
    short m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v16_short m_v = vcc_splat(vcc_v16_short, (short)-32768);
        long i_vec = 0L;
        /* vcc: loop at reduce_narrow_minmax.c:46 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            const short *t3 = x + i_vec;
            vcc_v16_short x_v = vcc_load(vcc_v16_short, t3);
            vcc_v16_short t4 = x_v >> (vcc_v16_short){(short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1, (short)1};
            vcc_store(y + i_vec, t4);
            vcc_v16_short x_v_1 = vcc_load(vcc_v16_short, t3);
            m_v = vcc_max(vcc_v16_short, x_v_1, m_v);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        m_1 = vcc_reduce_max(short, m_v);
    } else {
        i = 0;
        m_1 = (short)-32768;
    }
    for (; i < n; i++, m_1 = m) {
        long t5 = (long)i;
        const short *t6 = x + t5;
        y[t5] = (short)((int)*t6 >> 1);
        m = *t6;
        if (m_1 >= m) {
            m = m_1;
        }
    }
    return m_1;
}

short max_from_int(int n, const int *x) {
    short m = 0;
    for (int i = 0; i < n; i++)
        m = x[i] > m ? x[i] : m;
    return m;
}

int max_char_into_int(int n, const signed char *x) {
    int m;
    int t10;
    int t11;
    int i;
    int m_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int m_v = vcc_splat(vcc_v8_int, -1000);
        long i_vec = 0L;
        vcc_v8_int m_v_1 = m_v;
        vcc_v8_int m_v_2 = m_v;
        vcc_v8_int m_v_3 = m_v;
        /* vcc: loop at reduce_narrow_minmax.c:63 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_schar x_v = vcc_load(vcc_v8_schar, x + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(__builtin_convertvector(x_v, vcc_v8_short), vcc_v8_int);
            m_v = vcc_max(vcc_v8_int, t3, m_v);
            vcc_v8_schar x_v_1 = vcc_load(vcc_v8_schar, x + (i_vec + 8L));
            vcc_v8_int t4 = __builtin_convertvector(__builtin_convertvector(x_v_1, vcc_v8_short), vcc_v8_int);
            m_v_1 = vcc_max(vcc_v8_int, t4, m_v_1);
            vcc_v8_schar x_v_2 = vcc_load(vcc_v8_schar, x + (i_vec + 16L));
            vcc_v8_int t5 = __builtin_convertvector(__builtin_convertvector(x_v_2, vcc_v8_short), vcc_v8_int);
            m_v_2 = vcc_max(vcc_v8_int, t5, m_v_2);
            vcc_v8_schar x_v_3 = vcc_load(vcc_v8_schar, x + (i_vec + 24L));
            vcc_v8_int t6 = __builtin_convertvector(__builtin_convertvector(x_v_3, vcc_v8_short), vcc_v8_int);
            m_v_3 = vcc_max(vcc_v8_int, t6, m_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_int t7 = vcc_max(vcc_v8_int, m_v, m_v_1);
        vcc_v8_int t8 = vcc_max(vcc_v8_int, t7, m_v_2);
        vcc_v8_int t9 = vcc_max(vcc_v8_int, t8, m_v_3);
        t10 = (int)t2;
        t11 = vcc_reduce_max(int, t9);
    } else {
        t10 = 0;
        t11 = -1000;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        vcc_v8_int m_v_4 = (vcc_v8_int){t11, t11, t11, t11, t11, t11, t11, t11};
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_narrow_minmax.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_schar x_v_4 = vcc_load(vcc_v8_schar, x + ((long)t10 + i_vec_1));
            vcc_v8_int t14 = __builtin_convertvector(__builtin_convertvector(x_v_4, vcc_v8_short), vcc_v8_int);
            m_v_4 = vcc_max(vcc_v8_int, t14, m_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        m_1 = vcc_reduce_max(int, m_v_4);
    } else {
        i = t10;
        m_1 = t11;
    }
    for (; i < n; i++, m_1 = m) {
        m = (int)x[i];
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        short *i16 = new_array(n, 2), *o16 = new_array(n, 2);
        unsigned short *u16 = new_array(n, 2);
        signed char *i8 = new_array(n, 1);
        unsigned char *u8 = new_array(n, 1);
        int *i32 = new_array(n, 4);
        for (int k = 0; k < n; k++) {
            uint32_t r = next_rand();
            i16[k] = k % 13 == 5 ? 32767 : k % 7 == 1 ? -32768 : (short)(r >> 3);
            u16[k] = k % 11 == 4 ? 0 : (unsigned short)(r >> 2) | 1;
            i8[k] = k % 17 == 3 ? 127 : k % 5 == 2 ? -128 : (signed char)(r >> 5);
            u8[k] = k % 19 == 7 ? 0 : (unsigned char)(r >> 7) | 0x10;
            i32[k] = (int)(r % 200001) - 100000;
        }
        int scaled = max_scaled_i16(n, o16, i16);
        printf("n=%d %d %u %d %u %u %d %llx %d %d\n", n, max_i16(n, i16), min_u8(n, u8), max_i8(n, i8),
               min_u16(n, u16, 65535), min_u16(n, u16, 12345), scaled, HASH(o16, n), max_from_int(n, i32),
               max_char_into_int(n, i8));
        free(i16), free(o16), free(u16), free(i8), free(u8), free(i32);
    }
    return 0;
}
