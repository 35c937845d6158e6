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
    long t2;
    int t3;
    long t4;
    int prev;
    unsigned long t5;
    long t6;
    int t7;
    int t8;
    long t9;
    int i;
    int prev_1;
    int t10;
    int t11;
    int t12;
    long t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_m8 t16;
    vcc_v8_int t17;
    vcc_m8 t18;
    vcc_v8_int t19;
    vcc_m8 t20;
    vcc_v8_int t21;
    vcc_m8 t22;
    vcc_m8 t23;
    vcc_m8 t24;
    vcc_m8 t25;
    vcc_v8_int t26;
    int t27;
    int i_1;
    int t28;
    t5 = (unsigned long)a + (unsigned long)0L;
    t6 = (long)((0UL - t5) & 127UL) / 4L;
    t7 = (t5 & 3UL) == 0UL;
    t8 = 0;
    t1 = -1;
    t9 = 0L;
    for (;; t8 = i + 1, t9++) {
        if (t9 >= t6) {
            t11 = t8;
            t12 = t1;
            break;
        }
        i = t8;
        prev_1 = t1;
        if (i >= n) {
            i_1 = i;
            prev = prev_1;
            goto L30;
        }
        t10 = a[i];
        if (t10 == key) {
            i_1 = i;
            prev = prev_1;
            goto L30;
        }
        t1 = t10 * 2;
    }
    t13 = (long)n - t6;
    if ((t13 >= 32L) & t7) {
        t4 = t13 & -32L;
        t14 = (vcc_v8_int){key, key, key, key, key, key, key, key};
        t2 = 0L;
        t3 = t12;
        for (;;) {
            t15 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t11 + t2));
            t16 = (vcc_m8)(t15 == t14);
            t17 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t11 + (t2 + 8L)));
            t18 = (vcc_m8)(t17 == t14);
            t19 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t11 + (t2 + 16L)));
            t20 = (vcc_m8)(t19 == t14);
            t21 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t11 + (t2 + 24L)));
            t22 = (vcc_m8)(t21 == t14);
            t23 = t16 | t18;
            t24 = t23 | t20;
            t25 = t24 | t22;
            if (vcc_any(t25)) {
                break;
            }
            t26 = t21 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t2 += 32L;
            t3 = t26[7];
            if (t2 >= t4) {
                t27 = t3;
                goto L29;
            }
        }
        t4 = t2;
        t27 = t3;
    L29:
        i_1 = (int)((long)t11 + t4);
        prev = t27;
    } else {
        i_1 = t11;
        prev = t12;
    }
L30:
    for (; i_1 < n; i_1++) {
        t28 = a[i_1];
        if (t28 == key) {
            break;
        }
        prev = t28 * 2;
    }
    return prev;
}

/* The value at the exiting iteration (set before the exit test). */
__attribute__((no_sanitize_address)) unsigned at_match(int n, const unsigned *a, unsigned key) {
    unsigned int t1;
    vcc_v8_uint t2;
    long t3;
    unsigned int t4;
    long t5;
    unsigned int v;
    unsigned long t6;
    long t7;
    int t8;
    int t9;
    long t10;
    int i;
    unsigned int v_1;
    unsigned int t11;
    int t12;
    unsigned int t13;
    long t14;
    vcc_v8_uint t15;
    vcc_v8_int t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_m8 t19;
    vcc_v8_uint t20;
    vcc_v8_int t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_m8 t25;
    vcc_m8 t26;
    unsigned int t27;
    int i_1;
    unsigned int v_2;
    unsigned int t28;
    t6 = (unsigned long)a + (unsigned long)0L;
    t7 = (long)((0UL - t6) & 63UL) / 4L;
    t8 = (t6 & 3UL) == 0UL;
    t9 = 0;
    t1 = 7U;
    t10 = 0L;
    for (;; t9 = i + 1, t10++) {
        if (t10 >= t7) {
            t12 = t9;
            t13 = t1;
            break;
        }
        i = t9;
        v_1 = t1;
        if (i >= n) {
            i_1 = i;
            v_2 = v_1;
            goto L30;
        }
        t11 = a[i];
        t1 = t11 ^ (unsigned int)i;
        if (t11 == key) {
            i_1 = i;
            v_2 = v_1;
            goto L30;
        }
    }
    t14 = (long)n - t7;
    if ((t14 >= 16L) & t8) {
        t5 = t14 & -16L;
        t15 = (vcc_v8_uint){key, key, key, key, key, key, key, key};
        t16 = (vcc_v8_int){t12, t12, t12, t12, t12, t12, t12, t12};
        t17 = (vcc_v8_uint)t16;
        t2 = t17 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t3 = 0L;
        t4 = t13;
        for (;;) {
            t18 = vcc_load_aligned(vcc_v8_uint, a + (int)((long)t12 + t3));
            t19 = (vcc_m8)(t18 == t15);
            t20 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t21 = (vcc_v8_int)t20;
            t22 = vcc_load_aligned(vcc_v8_uint, a + (int)((long)t12 + (t3 + 8L)));
            t23 = (vcc_v8_uint)t21;
            t24 = t22 ^ t23;
            t25 = (vcc_m8)(t22 == t15);
            t26 = t19 | t25;
            if (vcc_any(t26)) {
                break;
            }
            t3 += 16L;
            t2 = t2 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t4 = t24[7];
            if (t3 >= t5) {
                t27 = t4;
                goto L29;
            }
        }
        t5 = t3;
        t27 = t4;
    L29:
        i_1 = (int)((long)t12 + t5);
        v_2 = t27;
    } else {
        i_1 = t12;
        v_2 = t13;
    }
L30:
    for (;; i_1++, v_2 = v) {
        if (i_1 >= n) {
            v = v_2;
            break;
        }
        t28 = a[i_1];
        v = t28 ^ (unsigned int)i_1;
        if (t28 == key) {
            break;
        }
    }
    return v;
}

/* A float, from a global of known length. */
extern __typeof__(g_f) g_f __attribute__((aligned(32)));
float last_float(int n, float key) {
    long t1;
    float t2;
    long t3;
    float last;
    long t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_m8 t7;
    vcc_v8_float t8;
    vcc_m8 t9;
    vcc_v8_float t10;
    vcc_m8 t11;
    vcc_v8_float t12;
    vcc_m8 t13;
    vcc_m8 t14;
    vcc_m8 t15;
    vcc_m8 t16;
    vcc_v8_float t17;
    float t18;
    int i;
    float t19;
    t4 = (long)n;
    if ((t4 >= 32L) & (t4 <= 1024L)) {
        t3 = t4 & -32L;
        t5 = (vcc_v8_float){key, key, key, key, key, key, key, key};
        t1 = 0L;
        t2 = 0.25f;
        for (;;) {
            t6 = vcc_load(vcc_v8_float, &g_f[(int)((long)0 + t1)]);
            t7 = (vcc_m8)(t6 == t5);
            t8 = vcc_load(vcc_v8_float, &g_f[(int)((long)0 + (t1 + 8L))]);
            t9 = (vcc_m8)(t8 == t5);
            t10 = vcc_load(vcc_v8_float, &g_f[(int)((long)0 + (t1 + 16L))]);
            t11 = (vcc_m8)(t10 == t5);
            t12 = vcc_load(vcc_v8_float, &g_f[(int)((long)0 + (t1 + 24L))]);
            t13 = (vcc_m8)(t12 == t5);
            t14 = t7 | t9;
            t15 = t14 | t11;
            t16 = t15 | t13;
            if (vcc_any(t16)) {
                break;
            }
            t17 = t12 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t1 += 32L;
            t2 = t17[7];
            if (t1 >= t3) {
                t18 = t2;
                goto L20;
            }
        }
        t3 = t1;
        t18 = t2;
    L20:
        i = (int)((long)0 + t3);
        last = t18;
    } else {
        i = 0;
        last = 0.25f;
    }
    for (; i < n; i++) {
        t19 = g_f[i];
        if (t19 == key) {
            break;
        }
        last = t19 * 0.5f;
    }
    return last;
}

/* The induction as the last value. */
__attribute__((no_sanitize_address)) long last_index(long n, const short *s) {
    vcc_v4_ulong t1;
    long t2;
    long t3;
    long t4;
    unsigned long t5;
    long t6;
    int t7;
    long t8;
    long t9;
    long t10;
    long i;
    long last;
    long t11;
    long t12;
    long t13;
    vcc_v4_long t14;
    vcc_v4_ulong t15;
    vcc_v4_short t16;
    vcc_v4_short t17;
    vcc_m4 t18;
    vcc_v4_short t19;
    vcc_v4_short t20;
    vcc_m4 t21;
    vcc_v4_short t22;
    vcc_v4_short t23;
    vcc_m4 t24;
    vcc_v4_ulong t25;
    vcc_v4_long t26;
    vcc_v4_short t27;
    vcc_v4_short t28;
    vcc_m4 t29;
    vcc_m4 t30;
    vcc_m4 t31;
    vcc_m4 t32;
    long t33;
    long i_1;
    long last_1;
    t5 = (unsigned long)s + (unsigned long)0L;
    t6 = (long)((0UL - t5) & 31UL) / 2L;
    t7 = (t5 & 1UL) == 0UL;
    t8 = 0L;
    t9 = -1L;
    t10 = 0L;
    for (;; t8 = i + 1L, t9 = i, t10++) {
        if (t10 >= t6) {
            t11 = t8;
            t12 = t9;
            break;
        }
        i = t8;
        last = t9;
        if (i >= n) {
            i_1 = i;
            last_1 = last;
            goto L35;
        }
        if ((int)s[i] < 0) {
            i_1 = i;
            last_1 = last;
            goto L35;
        }
    }
    t13 = n - t6;
    if ((t13 >= 16L) & t7) {
        t4 = t13 & -16L;
        t14 = (vcc_v4_long){t11, t11, t11, t11};
        t15 = (vcc_v4_ulong)t14;
        t1 = t15 + (vcc_v4_ulong){0UL, 1UL, 2UL, 3UL};
        t2 = 0L;
        t3 = t12;
        for (;;) {
            t16 = vcc_load(vcc_v4_short, s + (t11 + t2));
            t17 = t16;
            t18 = __builtin_convertvector(t17 < (vcc_v4_short){(short)0, (short)0, (short)0, (short)0}, vcc_m4);
            t19 = vcc_load(vcc_v4_short, s + (t11 + (t2 + 4L)));
            t20 = t19;
            t21 = __builtin_convertvector(t20 < (vcc_v4_short){(short)0, (short)0, (short)0, (short)0}, vcc_m4);
            t22 = vcc_load(vcc_v4_short, s + (t11 + (t2 + 8L)));
            t23 = t22;
            t24 = __builtin_convertvector(t23 < (vcc_v4_short){(short)0, (short)0, (short)0, (short)0}, vcc_m4);
            t25 = t1 + (vcc_v4_ulong){12UL, 12UL, 12UL, 12UL};
            t26 = (vcc_v4_long)t25;
            t27 = vcc_load(vcc_v4_short, s + (t11 + (t2 + 12L)));
            t28 = t27;
            t29 = __builtin_convertvector(t28 < (vcc_v4_short){(short)0, (short)0, (short)0, (short)0}, vcc_m4);
            t30 = t18 | t21;
            t31 = t30 | t24;
            t32 = t31 | t29;
            if (vcc_any(t32)) {
                break;
            }
            t2 += 16L;
            t1 = t1 + (vcc_v4_ulong){16UL, 16UL, 16UL, 16UL};
            t3 = t26[3];
            if (t2 >= t4) {
                t33 = t3;
                goto L34;
            }
        }
        t4 = t2;
        t33 = t3;
    L34:
        i_1 = t11 + t4;
        last_1 = t33;
    } else {
        i_1 = t11;
        last_1 = t12;
    }
L35:
    for (; i_1 < n; last_1 = i_1, i_1++) {
        if ((int)s[i_1] < 0) {
            break;
        }
    }
    return last_1;
}

/* Two last values and a sum. */
__attribute__((no_sanitize_address)) int two_lasts(int n, const int *a, int *out) {
    int t1;
    int t2;
    int t3;
    long t4;
    vcc_v8_uint t5;
    vcc_v8_uint t6;
    int t7;
    int t8;
    long t9;
    int sum;
    int y;
    unsigned long t10;
    long t11;
    int t12;
    int t13;
    long t14;
    int i;
    int sum_1;
    int y_1;
    int x;
    int t15;
    int t16;
    int t17;
    int t18;
    long t19;
    vcc_v8_int t20;
    vcc_m8 t21;
    vcc_v8_int t22;
    vcc_m8 t23;
    vcc_m8 t24;
    vcc_v8_uint t25;
    vcc_v8_int t26;
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    int t30;
    int t31;
    vcc_v8_uint t32;
    int i_1;
    int x_1;
    int t33;
    t10 = (unsigned long)a + (unsigned long)0L;
    t11 = (long)((0UL - t10) & 63UL) / 4L;
    t12 = (t10 & 3UL) == 0UL;
    t13 = 0;
    t1 = 0;
    t2 = 0;
    t3 = 0;
    t14 = 0L;
    for (;; t13 = i + 1, t14++) {
        if (t14 >= t11) {
            t15 = t13;
            t16 = t1;
            t17 = t2;
            t18 = t3;
            break;
        }
        i = t13;
        sum_1 = t1;
        y_1 = t2;
        x = t3;
        if (i >= n) {
            i_1 = i;
            sum = sum_1;
            y = y_1;
            x_1 = x;
            goto L35;
        }
        t3 = a[i];
        if (t3 > 90) {
            i_1 = i;
            sum = sum_1;
            y = y_1;
            x_1 = x;
            goto L35;
        }
        t2 = t3 + 1;
        t1 = sum_1 + t3;
    }
    t19 = (long)n - t11;
    if ((t19 >= 16L) & t12) {
        t9 = t19 & -16L;
        t4 = 0L;
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t6 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t7 = t17;
        t8 = t18;
        for (;;) {
            t20 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t15 + t4));
            t21 = (vcc_m8)(t20 > (vcc_v8_int){90, 90, 90, 90, 90, 90, 90, 90});
            t22 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t15 + (t4 + 8L)));
            t23 = (vcc_m8)(t22 > (vcc_v8_int){90, 90, 90, 90, 90, 90, 90, 90});
            t24 = t21 | t23;
            if (vcc_any(t24)) {
                break;
            }
            t25 = (vcc_v8_uint)t20;
            t5 = t5 + t25;
            t26 = t22 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t27 = (vcc_v8_uint)t22;
            t6 = t6 + t27;
            t4 += 16L;
            t7 = t26[7];
            t8 = t22[7];
            if (t4 >= t9) {
                t28 = t5;
                t29 = t6;
                t30 = t7;
                t31 = t8;
                goto L34;
            }
        }
        t9 = t4;
        t28 = t5;
        t29 = t6;
        t30 = t7;
        t31 = t8;
    L34:
        t32 = t28 + t29;
        i_1 = (int)((long)t15 + t9);
        sum = (int)((unsigned int)t16 + vcc_reduce(unsigned int, t32, +));
        y = t30;
        x_1 = t31;
    } else {
        i_1 = t15;
        sum = t16;
        y = t17;
        x_1 = t18;
    }
L35:
    for (; i_1 < n; i_1++, x_1 = t33) {
        t33 = a[i_1];
        if (t33 > 90) {
            break;
        }
        y = t33 + 1;
        sum += t33;
    }
    *out = y + sum;
    return x_1;
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
