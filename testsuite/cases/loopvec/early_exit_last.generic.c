/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load_aligned(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, __builtin_assume_aligned((P), sizeof vcc_r), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 5 */
/* Values carried out of a loop with an early exit (`last = x;` on every iteration): the vector
 * loop carries each one's value before the vector iteration (its start, then the last lane of
 * the update); after an early exit the scalar loop resumes with it and runs the exiting
 * iteration again, so the value at the exiting iteration and the last one before it both come
 * out of the scalar loop. Matches at the first, a middle and the last element, and none. */
#include "harness.h"

float g_f[1024];

/* The value of the iteration before the match (set after the exit test); `a` is aligned by a peel. */
__attribute__((no_sanitize_address)) int before_match(int n, const int *a, int key) {
    int t1;
    int prev;
    unsigned long t5;
    long t6;
    int t7;
    int t8;
    long t9;
    long t11;
    int t25;
    int i;
    t5 = (unsigned long)a;
    t6 = (long)((0UL - t5) & 127UL) / 4L;
    t7 = (t5 & 3UL) == 0UL;
    t1 = -1;
    t9 = 0L;
    for (t8 = 0; t9 < t6; t8++, t9++) {
        if (t8 >= n) {
            i = t8;
            prev = t1;
            goto L27;
        }
        int t10 = a[t8];
        if (t10 == key) {
            i = t8;
            prev = t1;
            goto L27;
        }
        t1 = t10 * 2;
    }
    t11 = (long)n - t6;
    if ((t11 >= 32L) & t7) {
        long t4 = t11 & -32L;
        vcc_v8_int t12 = (vcc_v8_int){key, key, key, key, key, key, key, key};
        long t2 = 0L;
        int t3 = t1;
        for (;;) {
            vcc_v8_int t13 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t8 + t2));
            vcc_m8 t14 = (vcc_m8)(t13 == t12);
            vcc_v8_int t15 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t8 + (t2 + 8L)));
            vcc_m8 t16 = (vcc_m8)(t15 == t12);
            vcc_v8_int t17 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t8 + (t2 + 16L)));
            vcc_m8 t18 = (vcc_m8)(t17 == t12);
            vcc_v8_int t19 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t8 + (t2 + 24L)));
            vcc_m8 t20 = (vcc_m8)(t19 == t12);
            vcc_m8 t21 = t14 | t16;
            vcc_m8 t22 = t21 | t18;
            vcc_m8 t23 = t22 | t20;
            if (vcc_any(t23)) {
                t4 = t2;
                t25 = t3;
                break;
            }
            vcc_v8_int t24 = t19 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t2 += 32L;
            t3 = t24[7];
            if (t2 >= t4) {
                t25 = t3;
                break;
            }
        }
        i = (int)((long)t8 + t4);
        prev = t25;
    } else {
        i = t8;
        prev = t1;
    }
L27:
    for (; i < n; i++) {
        int t26 = a[i];
        if (t26 == key) {
            break;
        }
        prev = t26 * 2;
    }
    return prev;
}

/* The value at the exiting iteration (set before the exit test). */
__attribute__((no_sanitize_address)) unsigned at_match(int n, const unsigned *a, unsigned key) {
    unsigned int v;
    unsigned long t5;
    long t6;
    int t7;
    int t8;
    unsigned int t9;
    long t10;
    unsigned int v_1;
    long t12;
    unsigned int t25;
    int i;
    unsigned int v_2;
    t5 = (unsigned long)a;
    t6 = (long)((0UL - t5) & 63UL) / 4L;
    t7 = (t5 & 3UL) == 0UL;
    t9 = 7U;
    t10 = 0L;
    for (t8 = 0; t10 < t6; t8++, t9 = v_1, t10++) {
        if (t8 >= n) {
            i = t8;
            v_2 = t9;
            goto L27;
        }
        unsigned int t11 = a[t8];
        v_1 = t11 ^ (unsigned int)t8;
        if (t11 == key) {
            i = t8;
            v_2 = t9;
            goto L27;
        }
    }
    t12 = (long)n - t6;
    if ((t12 >= 16L) & t7) {
        long t4 = t12 & -16L;
        vcc_v8_uint t13 = (vcc_v8_uint){key, key, key, key, key, key, key, key};
        vcc_v8_int t14 = (vcc_v8_int){t8, t8, t8, t8, t8, t8, t8, t8};
        vcc_v8_uint t15 = (vcc_v8_uint)t14;
        vcc_v8_uint t1 = t15 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        unsigned int t3 = t9;
        for (;;) {
            vcc_v8_uint t16 = vcc_load_aligned(vcc_v8_uint, a + (int)((long)t8 + t2));
            vcc_m8 t17 = (vcc_m8)(t16 == t13);
            vcc_v8_uint t18 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t19 = (vcc_v8_int)t18;
            vcc_v8_uint t20 = vcc_load_aligned(vcc_v8_uint, a + (int)((long)t8 + (t2 + 8L)));
            vcc_v8_uint t21 = (vcc_v8_uint)t19;
            vcc_v8_uint t22 = t20 ^ t21;
            vcc_m8 t23 = (vcc_m8)(t20 == t13);
            vcc_m8 t24 = t17 | t23;
            if (vcc_any(t24)) {
                t4 = t2;
                t25 = t3;
                break;
            }
            t2 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t3 = t22[7];
            if (t2 >= t4) {
                t25 = t3;
                break;
            }
        }
        i = (int)((long)t8 + t4);
        v_2 = t25;
    } else {
        i = t8;
        v_2 = t9;
    }
L27:
    for (;; i++, v_2 = v) {
        if (i >= n) {
            v = v_2;
            break;
        }
        unsigned int t26 = a[i];
        v = t26 ^ (unsigned int)i;
        if (t26 == key) {
            break;
        }
    }
    return v;
}

/* A float, from a global of known length. */
extern __typeof__(g_f) g_f __attribute__((aligned(32)));
float last_float(int n, float key) {
    float last;
    float t18;
    int i;
    long t4 = (long)n;
    if ((t4 >= 32L) & (t4 <= 1024L)) {
        long t3 = t4 & -32L;
        vcc_v8_float t5 = (vcc_v8_float){key, key, key, key, key, key, key, key};
        long t1 = 0L;
        float t2 = 0.25f;
        for (;;) {
            vcc_v8_float t6 = vcc_load(vcc_v8_float, &g_f[(int)t1]);
            vcc_m8 t7 = (vcc_m8)(t6 == t5);
            vcc_v8_float t8 = vcc_load(vcc_v8_float, &g_f[(int)(t1 + 8L)]);
            vcc_m8 t9 = (vcc_m8)(t8 == t5);
            vcc_v8_float t10 = vcc_load(vcc_v8_float, &g_f[(int)(t1 + 16L)]);
            vcc_m8 t11 = (vcc_m8)(t10 == t5);
            vcc_v8_float t12 = vcc_load(vcc_v8_float, &g_f[(int)(t1 + 24L)]);
            vcc_m8 t13 = (vcc_m8)(t12 == t5);
            vcc_m8 t14 = t7 | t9;
            vcc_m8 t15 = t14 | t11;
            vcc_m8 t16 = t15 | t13;
            if (vcc_any(t16)) {
                t3 = t1;
                t18 = t2;
                break;
            }
            vcc_v8_float t17 = t12 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t1 += 32L;
            t2 = t17[7];
            if (t1 >= t3) {
                t18 = t2;
                break;
            }
        }
        i = (int)t3;
        last = t18;
    } else {
        i = 0;
        last = 0.25f;
    }
    for (; i < n; i++) {
        float t19 = g_f[i];
        if (t19 == key) {
            break;
        }
        last = t19 * 0.5f;
    }
    return last;
}

/* The induction as the last value. */
__attribute__((no_sanitize_address)) long last_index(long n, const short *s) {
    unsigned long t5;
    long t6;
    int t7;
    long t8;
    long t9;
    long t10;
    long t11;
    long t31;
    long i;
    long last;
    t5 = (unsigned long)s;
    t6 = (long)((0UL - t5) & 31UL) / 2L;
    t7 = (t5 & 1UL) == 0UL;
    t8 = 0L;
    t10 = 0L;
    for (t9 = -1L; t10 < t6; t9 = t8, t8++, t10++) {
        if (t8 >= n) {
            i = t8;
            last = t9;
            goto L32;
        }
        if ((int)s[t8] < 0) {
            i = t8;
            last = t9;
            goto L32;
        }
    }
    t11 = n - t6;
    if ((t11 >= 16L) & t7) {
        long t4 = t11 & -16L;
        vcc_v4_long t12 = (vcc_v4_long){t8, t8, t8, t8};
        vcc_v4_ulong t13 = (vcc_v4_ulong)t12;
        vcc_v4_ulong t1 = t13 + (vcc_v4_ulong){0UL, 1UL, 2UL, 3UL};
        long t2 = 0L;
        long t3 = t9;
        for (;;) {
            vcc_v4_short t14 = vcc_load(vcc_v4_short, s + (t8 + t2));
            vcc_v4_short t15 = t14;
            vcc_m4 t16 = __builtin_convertvector(t15 < (vcc_v4_short){(short)0, (short)0, (short)0, (short)0}, vcc_m4);
            vcc_v4_short t17 = vcc_load(vcc_v4_short, s + (t8 + (t2 + 4L)));
            vcc_v4_short t18 = t17;
            vcc_m4 t19 = __builtin_convertvector(t18 < (vcc_v4_short){(short)0, (short)0, (short)0, (short)0}, vcc_m4);
            vcc_v4_short t20 = vcc_load(vcc_v4_short, s + (t8 + (t2 + 8L)));
            vcc_v4_short t21 = t20;
            vcc_m4 t22 = __builtin_convertvector(t21 < (vcc_v4_short){(short)0, (short)0, (short)0, (short)0}, vcc_m4);
            vcc_v4_ulong t23 = t1 + (vcc_v4_ulong){12UL, 12UL, 12UL, 12UL};
            vcc_v4_long t24 = (vcc_v4_long)t23;
            vcc_v4_short t25 = vcc_load(vcc_v4_short, s + (t8 + (t2 + 12L)));
            vcc_v4_short t26 = t25;
            vcc_m4 t27 = __builtin_convertvector(t26 < (vcc_v4_short){(short)0, (short)0, (short)0, (short)0}, vcc_m4);
            vcc_m4 t28 = t16 | t19;
            vcc_m4 t29 = t28 | t22;
            vcc_m4 t30 = t29 | t27;
            if (vcc_any(t30)) {
                t4 = t2;
                t31 = t3;
                break;
            }
            t2 += 16L;
            t1 = t1 + (vcc_v4_ulong){16UL, 16UL, 16UL, 16UL};
            t3 = t24[3];
            if (t2 >= t4) {
                t31 = t3;
                break;
            }
        }
        i = t8 + t4;
        last = t31;
    } else {
        i = t8;
        last = t9;
    }
L32:
    for (; i < n; last = i, i++) {
        if ((int)s[i] < 0) {
            break;
        }
    }
    return last;
}

/* Two last values and a sum. */
__attribute__((no_sanitize_address)) int two_lasts(int n, const int *a, int *out) {
    int t1;
    int t2;
    int sum;
    int y;
    unsigned long t9;
    long t10;
    int t11;
    int t12;
    int t13;
    long t14;
    int t15;
    long t16;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    int t27;
    int t28;
    int i;
    int x;
    int t30;
    t9 = (unsigned long)a;
    t10 = (long)((0UL - t9) & 63UL) / 4L;
    t11 = (t9 & 3UL) == 0UL;
    t12 = 0;
    t1 = 0;
    t2 = 0;
    t13 = 0;
    t14 = 0L;
    for (; t14 < t10; t12++, t13 = t15, t14++) {
        if (t12 >= n) {
            i = t12;
            sum = t1;
            y = t2;
            x = t13;
            goto L31;
        }
        t15 = a[t12];
        if (t15 > 90) {
            i = t12;
            sum = t1;
            y = t2;
            x = t13;
            goto L31;
        }
        t2 = t15 + 1;
        t1 += t15;
    }
    t16 = (long)n - t10;
    if ((t16 >= 16L) & t11) {
        long t8 = t16 & -16L;
        long t3 = 0L;
        vcc_v8_uint t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        int t6 = t2;
        int t7 = t13;
        for (;;) {
            vcc_v8_int t17 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t12 + t3));
            vcc_m8 t18 = (vcc_m8)(t17 > (vcc_v8_int){90, 90, 90, 90, 90, 90, 90, 90});
            vcc_v8_int t19 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t12 + (t3 + 8L)));
            vcc_m8 t20 = (vcc_m8)(t19 > (vcc_v8_int){90, 90, 90, 90, 90, 90, 90, 90});
            vcc_m8 t21 = t18 | t20;
            if (vcc_any(t21)) {
                t8 = t3;
                t25 = t4;
                t26 = t5;
                t27 = t6;
                t28 = t7;
                break;
            }
            vcc_v8_uint t22 = (vcc_v8_uint)t17;
            t4 = t4 + t22;
            vcc_v8_int t23 = t19 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t24 = (vcc_v8_uint)t19;
            t5 = t5 + t24;
            t3 += 16L;
            t6 = t23[7];
            t7 = t19[7];
            if (t3 >= t8) {
                t25 = t4;
                t26 = t5;
                t27 = t6;
                t28 = t7;
                break;
            }
        }
        vcc_v8_uint t29 = t25 + t26;
        i = (int)((long)t12 + t8);
        sum = (int)((unsigned int)t1 + vcc_reduce(unsigned int, t29, +));
        y = t27;
        x = t28;
    } else {
        i = t12;
        sum = t1;
        y = t2;
        x = t13;
    }
L31:
    for (; i < n; i++, x = t30) {
        t30 = a[i];
        if (t30 > 90) {
            break;
        }
        y = t30 + 1;
        sum += t30;
    }
    *out = y + sum;
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int));
        unsigned *u = new_array(n, sizeof(unsigned));
        short *s = new_array(n, sizeof(short));
        FILL(a, n, -50, 100);
        FILL(b, n, 0, 90);
        FILL(u, n, 0, 1000);
        FILL(s, n, 0, 300);
        FILL(g_f, n, -20, 40);
        int positions[4] = {0, n / 2, n - 1, -1};
        for (int k = 0; k < 4; k++) {
            int pos = n > 0 ? positions[k] : -1;
            if (pos >= 0)
                a[pos] = -77, u[pos] = 5000, g_f[pos] = 99.0f, s[pos] = -1, b[pos] = 95;
            int out = 0;
            int r1 = before_match(n, a, -77);
            unsigned r2 = at_match(n, u, 5000);
            float r3 = last_float(n, 99.0f);
            long r4 = last_index(n, s);
            int r5 = two_lasts(n, b, &out);
            printf("n=%d pos=%d: %d %u %a %ld %d %d\n", n, pos, r1, r2, r3, r4, r5, out);
            if (pos >= 0)
                a[pos] = 1, u[pos] = 3, g_f[pos] = 2.0f, s[pos] = 4, b[pos] = 5;
        }
        free(a), free(b), free(u), free(s);
    }
    return 0;
}
