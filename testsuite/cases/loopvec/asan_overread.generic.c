/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef char vcc_v32_char __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
#define vcc_load_aligned(VT, P) ({ typedef VT __attribute__((may_alias)) vcc_a; *(const vcc_a *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })

/* vcc-test: expect-vectorized 2 */
/* Searches without a counted exit over heap strings of exactly their length (new_array): the
 * peeled vector loop reads whole aligned blocks, so its last loads reach past the terminator
 * into the heap object's redzone, where they cannot fault but AddressSanitizer would stop. vcc
 * marks such functions no_sanitize_address (`Function::reads_past_end`); this case runs under
 * -fsanitize=address like every other and fails without the attribute. The driver tries every
 * length up to 70 (and 259, 1001) and every start offset within a vector, matches at the first,
 * middle and last character and none. */
#include "harness.h"
#include <stddef.h>

/* A line's length: stops at the terminator or a newline. */
__attribute__((no_sanitize_address)) size_t line_length(const char *s) {
    long t3;
    const char *t4;
    long t5;
    long t7;
    const char *p;
    t3 = (long)((0UL - (unsigned long)s) & 31UL);
    t5 = 0L;
    for (t4 = s; t5 < t3; t4 = t4 + 1, t5++) {
        char t6 = *t4;
        if (!t6) {
            p = t4;
            goto L15;
        }
        if (((int)t6 != 10) == 0) {
            p = t4;
            goto L15;
        }
    }
    t7 = 1152921504606846976L - t3;
    if ((t7 >= 32L) & 1) {
        long t2 = t7 & -32L;
        long t1 = 0L;
        /* vcc: loop at asan_overread.c:15 vectorized: VF 32, UF 1, no counted exit (2 exits tested per vector iteration), peeled to align `s` to 32 bytes, scalar epilogue */
        do {
            vcc_v32_char p_v = vcc_load_aligned(vcc_v32_char, t4 + t1);
            vcc_v32_schar t8 = (vcc_v32_schar)p_v;
            vcc_m32 t9 = (vcc_m32)(t8 != (vcc_v32_schar){(signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10});
            vcc_m32 t10 = (vcc_m32)(p_v != (vcc_v32_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0});
            vcc_m32 t11 = ~t10;
            vcc_m32 t12 = ~t9;
            vcc_m32 t13 = t11 | t12;
            if (vcc_any(t13)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        p = t4 + t2;
    } else {
        p = t4;
    }
L15:
    for (;; p = p + 1) {
        char t14 = *p;
        if (!t14) {
            break;
        }
        if (((int)t14 != 10) == 0) {
            break;
        }
    }
    return (unsigned long)((long)p - (long)s);
}

/* An index to a 16-bit key, which the driver always stores. */
__attribute__((no_sanitize_address)) int find_u16(const unsigned short *h, unsigned short key) {
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)h;
    t3 = (long)((0UL - t2) & 31UL) / 2L;
    t4 = (t2 & 1UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if ((int)h[t5] == (int)key) {
            i = t5;
            goto L10;
        }
    }
    t7 = 2147483648L - t3;
    if ((t7 >= 16L) & t4) {
        long t1 = t7 & -16L;
        vcc_v16_ushort key_v = (vcc_v16_ushort){key, key, key, key, key, key, key, key, key, key, key, key, key, key, key, key};
        long i_vec = 0L;
        /* vcc: loop at asan_overread.c:23 vectorized: VF 16, UF 1, no counted exit (1 exit tested per vector iteration), peeled to align `h` to 32 bytes, scalar epilogue */
        do {
            vcc_v16_ushort h_v = vcc_load_aligned(vcc_v16_ushort, h + (int)((long)t5 + i_vec));
            vcc_m16 t8 = (vcc_m16)(h_v != key_v);
            vcc_m16 t9 = ~t8;
            if (vcc_any(t9)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L10:
    while ((int)h[i] != (int)key) {
        i++;
    }
    return i;
}

int main(void) {
    unsigned long long sum = 0;
    int n;
    FOR_EACH_COUNT(n) {
        for (int off = 0; off < 64; off += 7) {
            char *buf = new_array(off + n + 1, 1);
            for (int i = 0; i < n; i++)
                buf[off + i] = (char)('a' + next_rand() % 26);
            buf[off + n] = 0;
            if (n > 0 && next_rand() % 3 == 0)
                buf[off + (int)(next_rand() % (unsigned)n)] = '\n';
            sum = sum * 31 + line_length(buf + off);
            free(buf);

            unsigned short *h = new_array(off + n + 1, sizeof(unsigned short));
            for (int i = 0; i < off + n + 1; i++)
                h[i] = (unsigned short)(1 + next_rand() % 1000);
            unsigned short key = 1001 + (unsigned short)(next_rand() % 3);
            int at = n == 0 ? 0 : next_rand() % 2 ? n : (int)(next_rand() % (unsigned)n);
            h[off + at] = key;
            sum = sum * 31 + (unsigned)find_u16(h + off, key);
            free(h);
        }
    }
    printf("%llu\n", sum);
    return 0;
}
