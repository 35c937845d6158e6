/* vcc: vector types and helpers */
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load_aligned(VT, P) ({ typedef VT __attribute__((may_alias)) vcc_a; *(const vcc_a *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
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
    unsigned long t4;
    long t5;
    int t6;
    int t7;
    long t8;
    long t10;
    int t18;
    int i;
    t4 = (unsigned long)a;
    t5 = (long)((0UL - t4) & 127UL) / 4L;
    t6 = (t4 & 3UL) == 0UL;
    t1 = -1;
    t8 = 0L;
    for (t7 = 0; t8 < t5; t7++, t8++) {
        if (t7 >= n) {
            i = t7;
            prev = t1;
            goto L20;
        }
        int t9 = a[t7];
        if (t9 == key) {
            i = t7;
            prev = t1;
            goto L20;
        }
        t1 = t9 * 2;
    }
    t10 = (long)n - t5;
    if ((t10 >= 32L) & t6) {
        long t3 = t10 & -32L;
        vcc_v8_int key_v = (vcc_v8_int){key, key, key, key, key, key, key, key};
        long i_vec = 0L;
        int t2 = t1;
        /* vcc: loop at early_exit_last.c:14 vectorized: VF 8, UF 4, early exit, peeled to align `a` to 128 bytes, scalar epilogue */
        for (;;) {
            vcc_v8_int a_v = vcc_load_aligned(vcc_v8_int, a + (int)((long)t7 + i_vec));
            vcc_m8 t11 = (vcc_m8)(a_v == key_v);
            vcc_v8_int a_v_1 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t7 + (i_vec + 8L)));
            vcc_m8 t12 = (vcc_m8)(a_v_1 == key_v);
            vcc_v8_int a_v_2 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t7 + (i_vec + 16L)));
            vcc_m8 t13 = (vcc_m8)(a_v_2 == key_v);
            vcc_v8_int a_v_3 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t7 + (i_vec + 24L)));
            vcc_m8 t14 = (vcc_m8)(a_v_3 == key_v);
            vcc_m8 t15 = t11 | t12;
            vcc_m8 t16 = t15 | t13;
            vcc_m8 t17 = t16 | t14;
            if (vcc_any(t17)) {
                t3 = i_vec;
                t18 = t2;
                break;
            }
            vcc_v8_int prev_v = a_v_3 * (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            i_vec += 32L;
            t2 = prev_v[7];
            if (i_vec >= t3) {
                t18 = t2;
                break;
            }
        }
        i = (int)((long)t7 + t3);
        prev = t18;
    } else {
        i = t7;
        prev = t1;
    }
L20:
    for (; i < n; i++) {
        int t19 = a[i];
        if (t19 == key) {
            break;
        }
        prev = t19 * 2;
    }
    return prev;
}

/* The value at the exiting iteration (set before the exit test). */
__attribute__((no_sanitize_address)) unsigned at_match(int n, const unsigned *a, unsigned key) {
    unsigned int v;
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    unsigned int t7;
    long t8;
    unsigned int v_1;
    long t10;
    unsigned int t18;
    int i;
    unsigned int v_2;
    t3 = (unsigned long)a;
    t4 = (long)((0UL - t3) & 63UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t7 = 7U;
    t8 = 0L;
    for (t6 = 0; t8 < t4; t6++, t7 = v_1, t8++) {
        if (t6 >= n) {
            i = t6;
            v_2 = t7;
            goto L20;
        }
        unsigned int t9 = a[t6];
        v_1 = t9 ^ (unsigned int)t6;
        if (t9 == key) {
            i = t6;
            v_2 = t7;
            goto L20;
        }
    }
    t10 = (long)n - t4;
    if ((t10 >= 16L) & t5) {
        long t2 = t10 & -16L;
        vcc_v8_uint key_v = (vcc_v8_uint){key, key, key, key, key, key, key, key};
        vcc_v8_int t11 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
        vcc_v8_uint t12 = (vcc_v8_uint)t11;
        vcc_v8_uint i_v = t12 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        unsigned int t1 = t7;
        /* vcc: loop at early_exit_last.c:25 vectorized: VF 8, UF 2, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        for (;;) {
            vcc_v8_uint a_v = vcc_load_aligned(vcc_v8_uint, a + (int)((long)t6 + i_vec));
            vcc_m8 t13 = (vcc_m8)(a_v == key_v);
            vcc_v8_uint t14 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_1 = (vcc_v8_int)t14;
            vcc_v8_uint a_v_1 = vcc_load_aligned(vcc_v8_uint, a + (int)((long)t6 + (i_vec + 8L)));
            vcc_v8_uint t15 = (vcc_v8_uint)i_v_1;
            vcc_v8_uint v_v = a_v_1 ^ t15;
            vcc_m8 t16 = (vcc_m8)(a_v_1 == key_v);
            vcc_m8 t17 = t13 | t16;
            if (vcc_any(t17)) {
                t2 = i_vec;
                t18 = t1;
                break;
            }
            i_vec += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t1 = v_v[7];
            if (i_vec >= t2) {
                t18 = t1;
                break;
            }
        }
        i = (int)((long)t6 + t2);
        v_2 = t18;
    } else {
        i = t6;
        v_2 = t7;
    }
L20:
    for (;; i++, v_2 = v) {
        if (i >= n) {
            v = v_2;
            break;
        }
        unsigned int t19 = a[i];
        v = t19 ^ (unsigned int)i;
        if (t19 == key) {
            break;
        }
    }
    return v;
}

/* A float, from a global of known length. */
extern __typeof__(g_f) g_f __attribute__((aligned(32)));
float last_float(int n, float key) {
    float last;
    float t11;
    int i;
    long t3 = (long)n;
    if ((t3 >= 32L) & (t3 <= 1024L)) {
        long t2 = t3 & -32L;
        vcc_v8_float key_v = (vcc_v8_float){key, key, key, key, key, key, key, key};
        long i_vec = 0L;
        float t1 = 0.25f;
        /* vcc: loop at early_exit_last.c:36 vectorized: VF 8, UF 4, early exit, scalar epilogue */
        for (;;) {
            vcc_v8_float g_f_v = vcc_load(vcc_v8_float, &g_f[(int)i_vec]);
            vcc_m8 t4 = (vcc_m8)(g_f_v == key_v);
            vcc_v8_float g_f_v_1 = vcc_load(vcc_v8_float, &g_f[(int)(i_vec + 8L)]);
            vcc_m8 t5 = (vcc_m8)(g_f_v_1 == key_v);
            vcc_v8_float g_f_v_2 = vcc_load(vcc_v8_float, &g_f[(int)(i_vec + 16L)]);
            vcc_m8 t6 = (vcc_m8)(g_f_v_2 == key_v);
            vcc_v8_float g_f_v_3 = vcc_load(vcc_v8_float, &g_f[(int)(i_vec + 24L)]);
            vcc_m8 t7 = (vcc_m8)(g_f_v_3 == key_v);
            vcc_m8 t8 = t4 | t5;
            vcc_m8 t9 = t8 | t6;
            vcc_m8 t10 = t9 | t7;
            if (vcc_any(t10)) {
                t2 = i_vec;
                t11 = t1;
                break;
            }
            vcc_v8_float last_v = g_f_v_3 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            i_vec += 32L;
            t1 = last_v[7];
            if (i_vec >= t2) {
                t11 = t1;
                break;
            }
        }
        i = (int)t2;
        last = t11;
    } else {
        i = 0;
        last = 0.25f;
    }
    for (; i < n; i++) {
        float t12 = g_f[i];
        if (t12 == key) {
            break;
        }
        last = t12 * 0.5f;
    }
    return last;
}

/* The induction as the last value. */
__attribute__((no_sanitize_address)) long last_index(long n, const short *s) {
    unsigned long t2;
    long t3;
    int t4;
    long t5;
    long t6;
    long t7;
    long t8;
    long i;
    long last;
    t2 = (unsigned long)s;
    t3 = (long)((0UL - t2) & 63UL) / 2L;
    t4 = (t2 & 1UL) == 0UL;
    t5 = 0L;
    t7 = 0L;
    for (t6 = -1L; t7 < t3; t6 = t5, t5++, t7++) {
        if (t5 >= n) {
            i = t5;
            last = t6;
            goto L12;
        }
        if ((int)s[t5] < 0) {
            i = t5;
            last = t6;
            goto L12;
        }
    }
    t8 = n - t3;
    if ((t8 >= 32L) & t4) {
        long t1 = t8 & -32L;
        long i_vec = 0L;
        /* vcc: loop at early_exit_last.c:47 vectorized: VF 16, UF 2, early exit, peeled to align `s` to 64 bytes, scalar epilogue */
        do {
            vcc_v16_short s_v = vcc_load_aligned(vcc_v16_short, s + (t5 + i_vec));
            vcc_m16 t9 = (vcc_m16)(s_v < (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            vcc_v16_short s_v_1 = vcc_load_aligned(vcc_v16_short, s + (t5 + (i_vec + 16L)));
            vcc_m16 t10 = (vcc_m16)(s_v_1 < (vcc_v16_short){(short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0, (short)0});
            vcc_m16 t11 = t9 | t10;
            if (vcc_any(t11)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
        } while (i_vec < t1);
        i = t5 + t1;
        last = t6 + t1;
    } else {
        i = t5;
        last = t6;
    }
L12:
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
    unsigned long t6;
    long t7;
    int t8;
    int t9;
    int t10;
    long t11;
    int t12;
    long t13;
    vcc_v8_uint sum_v_2;
    vcc_v8_uint sum_v_3;
    int t19;
    int t20;
    int i;
    int x;
    int t22;
    t6 = (unsigned long)a;
    t7 = (long)((0UL - t6) & 63UL) / 4L;
    t8 = (t6 & 3UL) == 0UL;
    t9 = 0;
    t1 = 0;
    t2 = 0;
    t10 = 0;
    t11 = 0L;
    for (; t11 < t7; t9++, t10 = t12, t11++) {
        if (t9 >= n) {
            i = t9;
            sum = t1;
            y = t2;
            x = t10;
            goto L23;
        }
        t12 = a[t9];
        if (t12 > 90) {
            i = t9;
            sum = t1;
            y = t2;
            x = t10;
            goto L23;
        }
        t2 = t12 + 1;
        t1 += t12;
    }
    t13 = (long)n - t7;
    if ((t13 >= 16L) & t8) {
        long t5 = t13 & -16L;
        long i_vec = 0L;
        vcc_v8_uint sum_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint sum_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        int t3 = t2;
        int t4 = t10;
        /* vcc: loop at early_exit_last.c:58 vectorized: VF 8, UF 2, early exit, peeled to align `a` to 64 bytes, scalar epilogue */
        for (;;) {
            vcc_v8_int a_v = vcc_load_aligned(vcc_v8_int, a + (int)((long)t9 + i_vec));
            vcc_m8 t14 = (vcc_m8)(a_v > (vcc_v8_int){90, 90, 90, 90, 90, 90, 90, 90});
            vcc_v8_int a_v_1 = vcc_load_aligned(vcc_v8_int, a + (int)((long)t9 + (i_vec + 8L)));
            vcc_m8 t15 = (vcc_m8)(a_v_1 > (vcc_v8_int){90, 90, 90, 90, 90, 90, 90, 90});
            vcc_m8 t16 = t14 | t15;
            if (vcc_any(t16)) {
                t5 = i_vec;
                sum_v_2 = sum_v;
                sum_v_3 = sum_v_1;
                t19 = t3;
                t20 = t4;
                break;
            }
            vcc_v8_uint t17 = (vcc_v8_uint)a_v;
            sum_v = sum_v + t17;
            vcc_v8_int y_v = a_v_1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t18 = (vcc_v8_uint)a_v_1;
            sum_v_1 = sum_v_1 + t18;
            i_vec += 16L;
            t3 = y_v[7];
            t4 = a_v_1[7];
            if (i_vec >= t5) {
                sum_v_2 = sum_v;
                sum_v_3 = sum_v_1;
                t19 = t3;
                t20 = t4;
                break;
            }
        }
        vcc_v8_uint t21 = sum_v_2 + sum_v_3;
        i = (int)((long)t9 + t5);
        sum = (int)((unsigned int)t1 + vcc_reduce(unsigned int, t21, +));
        y = t19;
        x = t20;
    } else {
        i = t9;
        sum = t1;
        y = t2;
        x = t10;
    }
L23:
    for (; i < n; i++, x = t22) {
        t22 = a[i];
        if (t22 > 90) {
            break;
        }
        y = t22 + 1;
        sum += t22;
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
