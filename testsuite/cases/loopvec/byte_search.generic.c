/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef char vcc_v32_char __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef char vcc_v8_char __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_load_aligned(VT, P) ({ typedef VT __attribute__((may_alias)) vcc_a; *(const vcc_a *)(const void *)(P); })
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 7 */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* Searches of bytes and shorts at their full width: the comparisons take the narrow lanes of
   their operands (narrow.rs), their masks are bytes or shorts (one vpmovmskb on AVX2) or
   __mmask32 k-masks (AVX-512), and the early exit tests 32 bytes per 256-bit register. The
   driver puts the byte looked for at every position of short arrays (the last lane of a vector,
   the first of the next, the scalar tail) and at many of long ones, from several alignments, so
   that a mask with a lane lost or misplaced finds the wrong position. Arrays hold exactly n
   elements (new_array): a read past them is an ASan error; the strings of the loops without a
   counted exit end exactly at a PROT_NONE page (`guarded`, as in uncounted.c): their aligned
   vector loads may read past the terminator within its block, never past the page. */

/* The first c in s[0..n), or n. */
__attribute__((no_sanitize_address)) int find_byte(const unsigned char *s, int n, unsigned char c) {
    long t2;
    int t3;
    long t4;
    long t5;
    int i;
    t2 = (long)((0UL - (unsigned long)s) & 31UL);
    t4 = 0L;
    for (t3 = 0; t4 < t2; t3++, t4++) {
        if (t3 >= n) {
            i = t3;
            goto L7;
        }
        if ((int)s[t3] == (int)c) {
            i = t3;
            goto L7;
        }
    }
    t5 = (long)n - t2;
    if ((t5 >= 32L) & 1) {
        long t1 = t5 & -32L;
        vcc_v32_uchar c_v = vcc_splat(vcc_v32_uchar, c);
        long i_vec = 0L;
        /* vcc: loop at byte_search.c:18 vectorized: VF 32, UF 1, early exit, peeled to align `s` to 32 bytes, scalar epilogue */
        do {
            vcc_v32_uchar s_v = vcc_load_aligned(vcc_v32_uchar, s + (int)((long)t3 + i_vec));
            vcc_m32 t6 = (vcc_m32)(s_v == c_v);
            if (vcc_any(t6)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
        } while (i_vec < t1);
        i = (int)((long)t3 + t1);
    } else {
        i = t3;
    }
L7:
    for (; i < n; i++) {
        if ((int)s[i] == (int)c) {
            return i;
        }
    }
    return n;
}

/* `&&` in a while loop, on plain (signed) chars: the truth test of `s[i] != c` is its mask. */
__attribute__((no_sanitize_address)) long skip_to(const char *s, long n, char c) {
    long t2;
    long t3;
    long t4;
    long t5;
    long i;
    t2 = (long)((0UL - (unsigned long)s) & 31UL);
    t4 = 0L;
    for (t3 = 0L; t4 < t2; t3++, t4++) {
        if (t3 >= n) {
            i = t3;
            goto L10;
        }
        if (((int)s[t3] != (int)c) == 0) {
            i = t3;
            goto L10;
        }
    }
    t5 = n - t2;
    if ((t5 >= 32L) & 1) {
        long t1 = t5 & -32L;
        vcc_v32_char c_v = vcc_splat(vcc_v32_char, c);
        vcc_v32_schar t6 = (vcc_v32_schar)c_v;
        long i_vec = 0L;
        /* vcc: loop at byte_search.c:27 vectorized: VF 32, UF 1, early exit, peeled to align `s` to 32 bytes, scalar epilogue */
        do {
            vcc_v32_char s_v = vcc_load_aligned(vcc_v32_char, s + (t3 + i_vec));
            vcc_v32_schar t7 = (vcc_v32_schar)s_v;
            vcc_m32 t8 = (vcc_m32)(t7 != t6);
            vcc_m32 t9 = ~t8;
            if (vcc_any(t9)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
        } while (i_vec < t1);
        i = t3 + t1;
    } else {
        i = t3;
    }
L10:
    for (; i < n; i++) {
        if (((int)s[i] != (int)c) == 0) {
            break;
        }
    }
    return i;
}

/* An ordered comparison of signed bytes: the first negative one (signed byte lanes). */
__attribute__((no_sanitize_address)) int first_negative(const signed char *s, int n) {
    long t2;
    int t3;
    long t4;
    long t5;
    int i;
    t2 = (long)((0UL - (unsigned long)s) & 31UL);
    t4 = 0L;
    for (t3 = 0; t4 < t2; t3++, t4++) {
        if (t3 >= n) {
            i = t3;
            goto L7;
        }
        if ((int)s[t3] < 0) {
            i = t3;
            goto L7;
        }
    }
    t5 = (long)n - t2;
    if ((t5 >= 32L) & 1) {
        long t1 = t5 & -32L;
        long i_vec = 0L;
        /* vcc: loop at byte_search.c:34 vectorized: VF 32, UF 1, early exit, peeled to align `s` to 32 bytes, scalar epilogue */
        do {
            vcc_v32_schar s_v = vcc_load_aligned(vcc_v32_schar, s + (int)((long)t3 + i_vec));
            vcc_m32 t6 = (vcc_m32)(s_v < (vcc_v32_schar){(signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0});
            if (vcc_any(t6)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
        } while (i_vec < t1);
        i = (int)((long)t3 + t1);
    } else {
        i = t3;
    }
L7:
    for (; i < n; i++) {
        if ((int)s[i] < 0) {
            return i;
        }
    }
    return -1;
}

/* An ordered comparison of unsigned bytes with an invariant bound: unsigned byte lanes. */
__attribute__((no_sanitize_address)) int first_above(const unsigned char *s, int n, unsigned char t) {
    long t2;
    int t3;
    long t4;
    long t5;
    int i;
    t2 = (long)((0UL - (unsigned long)s) & 31UL);
    t4 = 0L;
    for (t3 = 0; t4 < t2; t3++, t4++) {
        if (t3 >= n) {
            i = t3;
            goto L7;
        }
        if ((int)s[t3] > (int)t) {
            i = t3;
            goto L7;
        }
    }
    t5 = (long)n - t2;
    if ((t5 >= 32L) & 1) {
        long t1 = t5 & -32L;
        vcc_v32_uchar t_v = vcc_splat(vcc_v32_uchar, t);
        long i_vec = 0L;
        /* vcc: loop at byte_search.c:42 vectorized: VF 32, UF 1, early exit, peeled to align `s` to 32 bytes, scalar epilogue */
        do {
            vcc_v32_uchar s_v = vcc_load_aligned(vcc_v32_uchar, s + (int)((long)t3 + i_vec));
            vcc_m32 t6 = (vcc_m32)(s_v > t_v);
            if (vcc_any(t6)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
        } while (i_vec < t1);
        i = (int)((long)t3 + t1);
    } else {
        i = t3;
    }
L7:
    for (; i < n; i++) {
        if ((int)s[i] > (int)t) {
            return i;
        }
    }
    return -1;
}

/* Two exits on one byte (a line's end or the string's): no counted exit, peeled to align. */
__attribute__((no_sanitize_address)) int line_end(const char *s) {
    long t2;
    int t3;
    long t4;
    long t6;
    int i;
    t2 = (long)((0UL - (unsigned long)s) & 31UL);
    t4 = 0L;
    for (t3 = 0; t4 < t2; t3++, t4++) {
        char t5 = s[t3];
        if (!t5) {
            i = t3;
            goto L14;
        }
        if (((int)t5 != 10) == 0) {
            i = t3;
            goto L14;
        }
    }
    t6 = 2147483648L - t2;
    if ((t6 >= 32L) & 1) {
        long t1 = t6 & -32L;
        long i_vec = 0L;
        /* vcc: loop at byte_search.c:51 vectorized: VF 32, UF 1, no counted exit (2 exits tested per vector iteration), peeled to align `s` to 32 bytes, scalar epilogue */
        do {
            vcc_v32_char s_v = vcc_load_aligned(vcc_v32_char, s + (int)((long)t3 + i_vec));
            vcc_v32_schar t7 = (vcc_v32_schar)s_v;
            vcc_m32 t8 = (vcc_m32)(t7 != (vcc_v32_schar){(signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10, (signed char)10});
            vcc_m32 t9 = (vcc_m32)(s_v != (vcc_v32_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0});
            vcc_m32 t10 = ~t9;
            vcc_m32 t11 = ~t8;
            vcc_m32 t12 = t10 | t11;
            if (vcc_any(t12)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
        } while (i_vec < t1);
        i = (int)((long)t3 + t1);
    } else {
        i = t3;
    }
L14:
    for (;; i++) {
        char t13 = s[i];
        if (!t13) {
            break;
        }
        if (((int)t13 != 10) == 0) {
            break;
        }
    }
    return i;
}

/* 16-bit lanes: 16 shorts per register, a mask of 16-bit lanes. */
__attribute__((no_sanitize_address)) int find_short(const short *s, int n, short x) {
    unsigned long t2;
    long t3;
    int t4;
    int t5;
    long t6;
    long t7;
    int i;
    t2 = (unsigned long)s;
    t3 = (long)((0UL - t2) & 31UL) / 2L;
    t4 = (t2 & 1UL) == 0UL;
    t6 = 0L;
    for (t5 = 0; t6 < t3; t5++, t6++) {
        if (t5 >= n) {
            i = t5;
            goto L9;
        }
        if ((int)s[t5] == (int)x) {
            i = t5;
            goto L9;
        }
    }
    t7 = (long)n - t3;
    if ((t7 >= 16L) & t4) {
        long t1 = t7 & -16L;
        vcc_v16_short x_v = (vcc_v16_short){x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x};
        long i_vec = 0L;
        /* vcc: loop at byte_search.c:58 vectorized: VF 16, UF 1, early exit, peeled to align `s` to 32 bytes, scalar epilogue */
        do {
            vcc_v16_short s_v = vcc_load_aligned(vcc_v16_short, s + (int)((long)t5 + i_vec));
            vcc_m16 t8 = (vcc_m16)(s_v == x_v);
            if (vcc_any(t8)) {
                t1 = i_vec;
                break;
            }
            i_vec += 16L;
        } while (i_vec < t1);
        i = (int)((long)t5 + t1);
    } else {
        i = t5;
    }
L9:
    for (; i < n; i++) {
        if ((int)s[i] == (int)x) {
            return i;
        }
    }
    return -1;
}

/* Spaces counted up to the terminator: int lanes for the count, the exit on the byte. */
__attribute__((no_sanitize_address)) int count_spaces(const char *s) {
    int t1;
    int k;
    long t3;
    int t4;
    long t5;
    long t7;
    vcc_v8_uint k_v_2;
    vcc_v8_uint k_v_3;
    int i;
    t3 = (long)((0UL - (unsigned long)s) & 15UL);
    t1 = 0;
    t5 = 0L;
    for (t4 = 0; t5 < t3; t4++, t5++) {
        char t6 = s[t4];
        if (!t6) {
            i = t4;
            k = t1;
            goto L23;
        }
        t1 += (int)t6 == 32;
    }
    t7 = 2147483648L - t3;
    if ((t7 >= 16L) & 1) {
        long t2 = t7 & -16L;
        long i_vec = 0L;
        vcc_v8_uint k_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint k_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at byte_search.c:67 vectorized: VF 8, UF 2, no counted exit (1 exit tested per vector iteration), peeled to align `s` to 16 bytes, scalar epilogue */
        for (;;) {
            vcc_v8_char s_v = vcc_load(vcc_v8_char, s + (int)((long)t4 + i_vec));
            vcc_v8_char s_v_1 = vcc_load(vcc_v8_char, s + (int)((long)t4 + (i_vec + 8L)));
            vcc_m8 t8 = __builtin_convertvector(s_v != (vcc_v8_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0}, vcc_m8);
            vcc_m8 t9 = ~t8;
            vcc_m8 t10 = __builtin_convertvector(s_v_1 != (vcc_v8_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0}, vcc_m8);
            vcc_m8 t11 = ~t10;
            vcc_m8 t12 = t9 | t11;
            if (vcc_any(t12)) {
                t2 = i_vec;
                k_v_2 = k_v;
                k_v_3 = k_v_1;
                break;
            }
            vcc_v8_schar t13 = (vcc_v8_schar)s_v;
            vcc_m8 t14 = __builtin_convertvector(t13 == (vcc_v8_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m8);
            vcc_v8_int t15 = __builtin_convertvector(t14 & 1, vcc_v8_int);
            vcc_v8_uint t16 = (vcc_v8_uint)t15;
            k_v = k_v + t16;
            vcc_v8_schar t17 = (vcc_v8_schar)s_v_1;
            vcc_m8 t18 = __builtin_convertvector(t17 == (vcc_v8_schar){(signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32, (signed char)32}, vcc_m8);
            vcc_v8_int t19 = __builtin_convertvector(t18 & 1, vcc_v8_int);
            vcc_v8_uint t20 = (vcc_v8_uint)t19;
            k_v_1 = k_v_1 + t20;
            i_vec += 16L;
            if (i_vec >= t2) {
                k_v_2 = k_v;
                k_v_3 = k_v_1;
                break;
            }
        }
        vcc_v8_uint t21 = k_v_2 + k_v_3;
        i = (int)((long)t4 + t2);
        k = (int)((unsigned int)t1 + vcc_reduce(unsigned int, t21, +));
    } else {
        i = t4;
        k = t1;
    }
L23:
    for (;; i++) {
        char t22 = s[i];
        if (!t22) {
            break;
        }
        k += (int)t22 == 32;
    }
    return k;
}

/* n bytes ending exactly where a PROT_NONE page begins. */
static void *guarded(int n) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - (size_t)n;
}

static void release(void *p, int n) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n + page - 1) / page * page;
    munmap((char *)p + (size_t)n - span, span + page);
}

static unsigned long long total;
static void mix(long long v) {
    total = total * 1000003u + (unsigned long long)v;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        for (int off = 0; off < 3; off++) {
            int len = n + off;
            unsigned char *ub = new_array(len, 1);
            char *cb = guarded(len + 1);
            short *sb = new_array(n, sizeof(short));
            for (int k = 0; k < len; k++) {
                ub[k] = (unsigned char)(1 + next_rand() % 100);
                cb[k] = (char)('a' + next_rand() % 26);
            }
            cb[len] = 0;
            for (int k = 0; k < n; k++)
                sb[k] = (short)(1 + next_rand() % 1000);
            unsigned char *u = ub + off;
            char *c = cb + off;
            /* Nothing found, then the target at position p (and a second one after it). */
            for (int p = -1; p < n; p++) {
                if (n > 100 && p > 70 && p < n - 70 && p % 29 != 0)
                    continue;
                unsigned char su = 0;
                char sc = 0;
                short ss = 0;
                if (p >= 0) {
                    su = u[p], sc = c[p], ss = sb[p];
                    u[p] = 200, c[p] = '\n', sb[p] = -7;
                }
                mix(find_byte(u, n, 200));
                mix(find_byte(u, n, (unsigned char)(p & 63)));
                mix(skip_to(c, n, '\n'));
                mix(first_negative((const signed char *)u, n));
                mix(first_above(u, n, 150));
                mix(first_above(u, n, 99));
                mix(line_end(c));
                mix(find_short(sb, n, -7));
                c[p >= 0 ? p : 0] = p >= 0 ? ' ' : c[0];
                mix(count_spaces(c));
                if (p >= 0) {
                    u[p] = su, c[p] = sc, sb[p] = ss;
                }
            }
            free(ub);
            release(cb, len + 1);
            free(sb);
        }
    }
    printf("%llu\n", total);
    return 0;
}
