/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef char vcc_v32_char __attribute__((vector_size(32)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned short vcc_v32_ushort __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load_aligned(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, __builtin_assume_aligned((P), sizeof vcc_r), sizeof vcc_r); vcc_r; })
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 6 */
/* vcc-test: also-target avx512vbmi */
/* Early exits that read two pointers of unknown extent (memcmp-like): the peel (`peel.rs`)
 * aligns the first. The second is read unaligned, and a vector iteration whose loads of it would
 * cross a page runs as scalar iterations (`peel::page_checked`), after which the vector loop goes
 * on; in a loop with a reduction the vector loop runs only where the second has the first's
 * misalignment modulo the vector iteration's bytes (a test in the guard, `AlignPeel::also`).
 * Layouts (`shift`): both arrays end at a PROT_NONE page (`guarded`); or one of them ends
 * `|shift|` elements before it (the other ends at it), so they are misaligned differently. The
 * counted kernels are told a count 100 beyond the arrays when they differ (they stop at the
 * difference): a vector load of the second pointer past the block of the exiting iteration
 * segfaults. Mismatches at the first, a middle and the last element, the first of each array's
 * second page (inside a scalar stretch) and 16 elements on (after it), and none; arrays of up to 9001 elements, which cross
 * pages in the middle (the vector loop resumes after a stretch). */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* int, a counted exit and the comparison. */
__attribute__((no_sanitize_address)) int common_prefix(int n, const int *a, const int *b) {
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t9;
    int i;
    t3 = (unsigned long)a;
    t4 = (long)((0UL - t3) & 127UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t7 = 0L;
    for (t6 = 0; t7 < t4; t6++, t7++) {
        if (t6 >= n) {
            i = t6;
            goto L41;
        }
        long t8 = (long)t6;
        if ((a[t8] == b[t8]) == 0) {
            i = t6;
            goto L41;
        }
    }
    t9 = (long)n - t4;
    if ((t9 >= 32L) & t5) {
        long t2 = t9 & -32L;
        unsigned long t10 = (unsigned long)b + (unsigned long)(t4 * 4L);
        long t1 = 0L;
        for (;;) {
            long t11 = t1 + 8L;
            long t12 = t1 + 16L;
            long t13 = t1 + 24L;
            if (((t10 + (unsigned long)t1 * 4UL) & 4095UL) > 3968UL) {
                long t38 = 0L;
                for (int t37 = (int)((long)t6 + t1); t38 < 32L; t37++, t38++) {
                    if (t37 >= n) {
                        i = t37;
                        goto L41;
                    }
                    long t39 = (long)t37;
                    if ((a[t39] == b[t39]) == 0) {
                        i = t37;
                        goto L41;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                long t14 = (long)(int)((long)t6 + t1);
                vcc_v8_int t15 = vcc_load_aligned(vcc_v8_int, a + t14);
                vcc_v8_int t16 = vcc_load(vcc_v8_int, b + t14);
                vcc_m8 t17 = (vcc_m8)(t15 == t16);
                long t18 = (long)(int)((long)t6 + t11);
                vcc_v8_int t19 = vcc_load_aligned(vcc_v8_int, a + t18);
                vcc_v8_int t20 = vcc_load(vcc_v8_int, b + t18);
                vcc_m8 t21 = (vcc_m8)(t19 == t20);
                long t22 = (long)(int)((long)t6 + t12);
                vcc_v8_int t23 = vcc_load_aligned(vcc_v8_int, a + t22);
                vcc_v8_int t24 = vcc_load(vcc_v8_int, b + t22);
                vcc_m8 t25 = (vcc_m8)(t23 == t24);
                long t26 = (long)(int)((long)t6 + t13);
                vcc_v8_int t27 = vcc_load_aligned(vcc_v8_int, a + t26);
                vcc_v8_int t28 = vcc_load(vcc_v8_int, b + t26);
                vcc_m8 t29 = (vcc_m8)(t27 == t28);
                vcc_m8 t30 = ~t17;
                vcc_m8 t31 = ~t21;
                vcc_m8 t32 = t30 | t31;
                vcc_m8 t33 = ~t25;
                vcc_m8 t34 = t32 | t33;
                vcc_m8 t35 = ~t29;
                vcc_m8 t36 = t34 | t35;
                if (vcc_any(t36)) {
                    t2 = t1;
                    break;
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            }
        }
        i = (int)((long)t6 + t2);
    } else {
        i = t6;
    }
L41:
    for (; i < n; i++) {
        long t40 = (long)i;
        if ((a[t40] == b[t40]) == 0) {
            break;
        }
    }
    return i;
}

/* bytes, the difference returned (memcmp). */
__attribute__((no_sanitize_address)) int my_memcmp(const unsigned char *a, const unsigned char *b, long n) {
    long t3;
    long t4;
    long t5;
    long t6;
    long i;
    t3 = (long)((0UL - (unsigned long)a) & 31UL);
    t5 = 0L;
    for (t4 = 0L; t5 < t3; t4++, t5++) {
        if (t4 >= n) {
            i = t4;
            goto L18;
        }
        if ((int)a[t4] != (int)b[t4]) {
            i = t4;
            goto L18;
        }
    }
    t6 = n - t3;
    if ((t6 >= 32L) & 1) {
        long t2 = t6 & -32L;
        unsigned long t7 = (unsigned long)b + (unsigned long)(t3 * 1L);
        long t1 = 0L;
        for (;;) {
            if (((t7 + (unsigned long)t1 * 1UL) & 4095UL) > 4064UL) {
                long t15 = 0L;
                for (long t14 = t4 + t1; t15 < 32L; t14++, t15++) {
                    if (t14 >= n) {
                        i = t14;
                        goto L18;
                    }
                    if ((int)a[t14] != (int)b[t14]) {
                        i = t14;
                        goto L18;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                long t8 = t4 + t1;
                vcc_v32_uchar t9 = vcc_load_aligned(vcc_v32_uchar, a + t8);
                vcc_v32_uchar t10 = vcc_load(vcc_v32_uchar, b + t8);
                vcc_v32_int t11 = __builtin_convertvector(__builtin_convertvector(t9, vcc_v32_ushort), vcc_v32_int);
                vcc_v32_int t12 = __builtin_convertvector(__builtin_convertvector(t10, vcc_v32_ushort), vcc_v32_int);
                vcc_m32 t13 = __builtin_convertvector(t11 != t12, vcc_m32);
                if (vcc_any(t13)) {
                    t2 = t1;
                    break;
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            }
        }
        i = t4 + t2;
    } else {
        i = t4;
    }
L18:
    for (; i < n; i++) {
        int t16 = (int)a[i];
        int t17 = (int)b[i];
        if (t16 != t17) {
            return t16 - t17;
        }
    }
    return 0;
}

/* No counted exit: the arrays differ at their last element. */
__attribute__((no_sanitize_address)) long mismatch(const short *a, const short *b) {
    unsigned long t3;
    long t4;
    int t5;
    long t6;
    long t7;
    long t8;
    long i;
    t3 = (unsigned long)a;
    t4 = (long)((0UL - t3) & 63UL) / 2L;
    t5 = (t3 & 1UL) == 0UL;
    t7 = 0L;
    for (t6 = 0L; t7 < t4; t6++, t7++) {
        if ((int)a[t6] != (int)b[t6]) {
            i = t6;
            goto L28;
        }
    }
    t8 = 1152921504606846976L - t4;
    if ((t8 >= 32L) & t5) {
        long t2 = t8 & -32L;
        unsigned long t9 = (unsigned long)b + (unsigned long)(t4 * 2L);
        long t1 = 0L;
        for (;;) {
            long t10 = t1 + 16L;
            if (((t9 + (unsigned long)t1 * 2UL) & 4095UL) > 4032UL) {
                long t27 = 0L;
                for (long t26 = t6 + t1; t27 < 32L; t26++, t27++) {
                    if ((int)a[t26] != (int)b[t26]) {
                        i = t26;
                        goto L28;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                long t11 = t6 + t1;
                vcc_v16_short t12 = vcc_load_aligned(vcc_v16_short, a + t11);
                vcc_v16_short t13 = vcc_load(vcc_v16_short, b + t11);
                vcc_v16_short t14 = t12;
                vcc_v16_short t15 = t13;
                vcc_m16 t16 = (vcc_m16)(t14 == t15);
                long t17 = t6 + t10;
                vcc_v16_short t18 = vcc_load_aligned(vcc_v16_short, a + t17);
                vcc_v16_short t19 = vcc_load(vcc_v16_short, b + t17);
                vcc_v16_short t20 = t18;
                vcc_v16_short t21 = t19;
                vcc_m16 t22 = (vcc_m16)(t20 == t21);
                vcc_m16 t23 = ~t16;
                vcc_m16 t24 = ~t22;
                vcc_m16 t25 = t23 | t24;
                if (vcc_any(t25)) {
                    t2 = t1;
                    break;
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            }
        }
        i = t6 + t2;
    } else {
        i = t6;
    }
L28:
    while ((int)a[i] == (int)b[i]) {
        i++;
    }
    return i;
}

/* A reduction: `b` aligned by the peel where it is misaligned alike, else the scalar loop. */
__attribute__((no_sanitize_address)) int prefix_sum(int n, const int *a, const int *b) {
    unsigned long t5;
    long t6;
    int t7;
    int t8;
    int t9;
    long t10;
    int t12;
    long t13;
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    int i;
    int s;
    int t31;
    t5 = (unsigned long)a;
    t6 = (long)((0UL - t5) & 63UL) / 4L;
    t7 = ((t5 & 3UL) == 0UL) & (((t5 ^ (unsigned long)b) & 63UL) == 0UL);
    t9 = 0;
    t10 = 0L;
    for (t8 = 0; t10 < t6; t8++, t9 += t12, t10++) {
        if (t8 >= n) {
            i = t8;
            s = t9;
            goto L32;
        }
        long t11 = (long)t8;
        t12 = a[t11];
        if ((t12 == b[t11]) == 0) {
            i = t8;
            s = t9;
            goto L32;
        }
    }
    t13 = (long)n - t6;
    if ((t13 >= 16L) & t7) {
        long t4 = t13 & -16L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            long t14 = (long)(int)((long)t8 + t1);
            vcc_v8_int t15 = vcc_load_aligned(vcc_v8_int, a + t14);
            vcc_v8_int t16 = vcc_load_aligned(vcc_v8_int, b + t14);
            vcc_m8 t17 = (vcc_m8)(t15 == t16);
            long t18 = (long)(int)((long)t8 + (t1 + 8L));
            vcc_v8_int t19 = vcc_load_aligned(vcc_v8_int, a + t18);
            vcc_v8_int t20 = vcc_load_aligned(vcc_v8_int, b + t18);
            vcc_m8 t21 = (vcc_m8)(t19 == t20);
            vcc_m8 t22 = ~t17;
            vcc_m8 t23 = ~t21;
            vcc_m8 t24 = t22 | t23;
            if (vcc_any(t24)) {
                t4 = t1;
                t27 = t2;
                t28 = t3;
                break;
            }
            vcc_v8_uint t25 = (vcc_v8_uint)t15;
            t2 = t2 + t25;
            vcc_v8_uint t26 = (vcc_v8_uint)t19;
            t3 = t3 + t26;
            t1 += 16L;
            if (t1 >= t4) {
                t27 = t2;
                t28 = t3;
                break;
            }
        }
        vcc_v8_uint t29 = t27 + t28;
        i = (int)((long)t8 + t4);
        s = (int)((unsigned int)t9 + vcc_reduce(unsigned int, t29, +));
    } else {
        i = t8;
        s = t9;
    }
L32:
    for (; i < n; i++, s += t31) {
        long t30 = (long)i;
        t31 = a[t30];
        if ((t31 == b[t30]) == 0) {
            break;
        }
    }
    return s + i;
}

/* `b` is read only where `*a` is not zero, after the first exit test: a vector iteration's first
 * lane of `b` may be one the scalar loop does not read, but the one before it was read (the peel
 * runs at least one iteration), and the page test covers it too (`AlignPeel::also_after_exit`). */
__attribute__((no_sanitize_address)) int my_strcmp(const char *a, const char *b) {
    long t3;
    const char *t4;
    const char *t5;
    long t6;
    long t8;
    const char *a_1;
    const char *b_1;
    char t23;
    t3 = (long)(((0UL - (unsigned long)a - 1UL) & 31UL) + 1UL);
    t5 = b;
    t6 = 0L;
    for (t4 = a; t6 < t3; t4 = t4 + 1, t5 = t5 + 1, t6++) {
        char t7 = *t4;
        if (!t7) {
            a_1 = t4;
            b_1 = t5;
            goto L24;
        }
        if (((int)t7 == (int)*t5) == 0) {
            a_1 = t4;
            b_1 = t5;
            goto L24;
        }
    }
    t8 = 1152921504606846976L - t3;
    if ((t8 >= 32L) & 1) {
        long t2 = t8 & -32L;
        unsigned long t9 = (unsigned long)b + (unsigned long)(-1L + t3 * 1L);
        long t1 = 0L;
        for (;;) {
            if (((t9 + (unsigned long)t1 * 1UL) & 4095UL) > 4063UL) {
                const char *t20 = t5 + t1;
                long t21 = 0L;
                for (const char *t19 = t4 + t1; t21 < 32L; t19 = t19 + 1, t20 = t20 + 1, t21++) {
                    char t22 = *t19;
                    if (!t22) {
                        a_1 = t19;
                        b_1 = t20;
                        goto L24;
                    }
                    if (((int)t22 == (int)*t20) == 0) {
                        a_1 = t19;
                        b_1 = t20;
                        goto L24;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                vcc_v32_char t10 = vcc_load_aligned(vcc_v32_char, t4 + t1);
                vcc_v32_char t11 = vcc_load(vcc_v32_char, t5 + t1);
                vcc_v32_schar t12 = (vcc_v32_schar)t10;
                vcc_v32_schar t13 = (vcc_v32_schar)t11;
                vcc_m32 t14 = (vcc_m32)(t12 == t13);
                vcc_m32 t15 = (vcc_m32)(t10 != (vcc_v32_char){(char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0, (char)0});
                vcc_m32 t16 = ~t15;
                vcc_m32 t17 = ~t14;
                vcc_m32 t18 = t16 | t17;
                if (vcc_any(t18)) {
                    t2 = t1;
                    break;
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            }
        }
        a_1 = t4 + t2;
        b_1 = t5 + t2;
    } else {
        a_1 = t4;
        b_1 = t5;
    }
L24:
    for (;; a_1 = a_1 + 1, b_1 = b_1 + 1) {
        t23 = *a_1;
        if (!t23) {
            break;
        }
        if (((int)t23 == (int)*b_1) == 0) {
            break;
        }
    }
    return (int)(unsigned char)t23 - (int)(unsigned char)*b_1;
}

/* As my_strcmp, but `b` is not read at the end: the driver's `b` may hold only the characters
 * the loop compares, ending at a PROT_NONE page where `a` has its terminator. */
__attribute__((no_sanitize_address)) long equal_prefix(const char *a, const char *b) {
    long t3;
    long t4;
    long t5;
    long t7;
    long i;
    t3 = (long)(((0UL - (unsigned long)a - 1UL) & 31UL) + 1UL);
    t5 = 0L;
    for (t4 = 0L; t5 < t3; t4++, t5++) {
        int t6 = (int)a[t4];
        if (t6 == 0) {
            i = t4;
            goto L23;
        }
        if ((t6 == (int)b[t4]) == 0) {
            i = t4;
            goto L23;
        }
    }
    t7 = 1152921504606846976L - t3;
    if ((t7 >= 32L) & 1) {
        long t2 = t7 & -32L;
        unsigned long t8 = (unsigned long)b + (unsigned long)(-1L + t3 * 1L);
        long t1 = 0L;
        for (;;) {
            if (((t8 + (unsigned long)t1 * 1UL) & 4095UL) > 4063UL) {
                long t20 = 0L;
                for (long t19 = t4 + t1; t20 < 32L; t19++, t20++) {
                    int t21 = (int)a[t19];
                    if (t21 == 0) {
                        i = t19;
                        goto L23;
                    }
                    if ((t21 == (int)b[t19]) == 0) {
                        i = t19;
                        goto L23;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                long t9 = t4 + t1;
                vcc_v32_char t10 = vcc_load_aligned(vcc_v32_char, a + t9);
                vcc_v32_schar t11 = (vcc_v32_schar)t10;
                vcc_m32 t12 = (vcc_m32)(t11 != (vcc_v32_schar){(signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0, (signed char)0});
                vcc_v32_char t13 = vcc_load(vcc_v32_char, b + t9);
                vcc_v32_schar t14 = (vcc_v32_schar)t13;
                vcc_m32 t15 = (vcc_m32)(t11 == t14);
                vcc_m32 t16 = ~t12;
                vcc_m32 t17 = ~t15;
                vcc_m32 t18 = t16 | t17;
                if (vcc_any(t18)) {
                    t2 = t1;
                    break;
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            }
        }
        i = t4 + t2;
    } else {
        i = t4;
    }
L23:
    for (;; i++) {
        int t22 = (int)a[i];
        if (t22 == 0) {
            break;
        }
        if ((t22 == (int)b[i]) == 0) {
            break;
        }
    }
    return i;
}

/* Not vectorized: the two pointers move by different bytes per iteration. */
int prefix_widened(int n, const int *a, const short *b) {
    int i = 0;
    while (i < n && a[i] == b[i])
        i++;
    return i;
}

/* n elements of `size` bytes that end exactly where a PROT_NONE page begins. */
static void *guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t bytes = (size_t)n * size;
    size_t span = (bytes + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - bytes;
}

static void release(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n * size + page - 1) / page * page;
    munmap((char *)p + (size_t)n * size - span, span + page);
}

/* The first element of `p`'s second page (elements of `size` bytes), or -1 past n. */
static int page_cross(const void *p, size_t size, int n) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t into = (page - (uintptr_t)p % page) % page;
    int k = (int)((into + size - 1) / size);
    return k < n ? k : -1;
}

static void run(int n) {
    /* n elements and one more, where `mismatch`'s arrays always differ. */
    int m = n + 1;
    int shifts[5] = {0, 1, 3, -1, -3};
    for (int t = 0; t < 5; t++) {
        int sh = shifts[t];
        /* Slack after the first arrays (sh < 0) or after the second ones (sh > 0). */
        int ma = m + (sh < 0 ? -sh : 0), mb = m + (sh > 0 ? sh : 0);
        int *a = guarded(ma, sizeof(int)), *b = guarded(mb, sizeof(int));
        unsigned char *c = guarded(ma, 1), *d = guarded(mb, 1);
        short *h = guarded(ma, sizeof(short)), *g = guarded(mb, sizeof(short));
        /* And where each second array enters its second page, and 16 elements later (in the
           vector iteration after the scalar stretch). */
        int kb = page_cross(b, sizeof(int), n), kd = page_cross(d, 1, n), kg = page_cross(g, sizeof(short), n);
        int positions[10] = {0, n / 2, n - 1, -1, kb, kd, kg, kb + 16, kd + 16, kg + 16};
        for (int k = 0; k < 10; k++) {
            int pos = n > 0 ? positions[k] : -1;
            if (k >= 4 && (pos < 0 || pos >= n || positions[k - (k >= 7 ? 3 : 0)] < 0))
                continue;
            FILL(a, m, 1, 100);
            FILL(c, m, 1, 200);
            FILL(h, m, 1, 300);
            memcpy(b, a, (size_t)m * sizeof(int));
            memcpy(d, c, (size_t)m);
            memcpy(g, h, (size_t)m * sizeof(short));
            c[n] = 0, d[n] = 0;
            h[n] = 1, g[n] = 2;
            if (pos >= 0)
                b[pos] += 1, d[pos] = (unsigned char)(d[pos] + 7), g[pos] ^= 4;
            /* Past the arrays where they differ: the kernels stop at the difference. */
            int lim = pos >= 0 ? n + 100 : n;
            int r1 = common_prefix(lim, a, b);
            int r2 = my_memcmp(c, d, lim);
            long r3 = mismatch(h, g);
            int r4 = my_strcmp((const char *)c, (const char *)d);
            int r5 = prefix_widened(n, a, g);
            int r6 = prefix_sum(lim, a, b);
            printf("n=%d shift=%d pos=%d: %d %d %ld %d %d %d\n", n, sh, pos, r1, r2, r3, r4, r5, r6);
        }
        release(a, ma, sizeof(int)), release(b, mb, sizeof(int));
        release(c, ma, 1), release(d, mb, 1);
        release(h, ma, sizeof(short)), release(g, mb, sizeof(short));
    }
}

/* equal_prefix: `a` holds n characters from `a + sh`, its terminator, and `tail - 1` more
 * characters; `b` only n characters (both end at a PROT_NONE page), equal but at `pos`. A tail
 * of 32 or 64 puts `a`'s terminator at the start of an aligned vector iteration, whose first
 * lane of `b` is the first byte of the PROT_NONE page, which the scalar loop never reads. */
static void run_strings(int n) {
    int layouts[5][2] = {{0, 1}, {5, 1}, {0, 32}, {3, 64}, {1, 7}};
    for (int t = 0; t < 5; t++) {
        int sh = layouts[t][0], tail = layouts[t][1];
        char *a = guarded(sh + n + tail, 1), *b = guarded(n, 1);
        int positions[4] = {-1, 0, n / 2, n - 1};
        for (int k = 0; k < 4; k++) {
            int pos = n > 0 ? positions[k] : -1;
            if (k > 0 && pos < 0)
                continue;
            for (int i = 0; i < n + tail; i++)
                a[sh + i] = (char)(1 + next_rand() % 120);
            a[sh + n] = 0;
            memcpy(b, a + sh, (size_t)n);
            if (pos >= 0)
                b[pos] = (char)(b[pos] + 1);
            printf("strings n=%d shift=%d tail=%d pos=%d: %ld\n", n, sh, tail, pos, equal_prefix(a + sh, b));
        }
        release(a, sh + n + tail, 1), release(b, n, 1);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        run(n);
        run_strings(n);
    }
    int large[3] = {2047, 4099, 9001};
    for (int k = 0; k < 3; k++) {
        run(large[k]);
        run_strings(large[k]);
    }
    return 0;
}
