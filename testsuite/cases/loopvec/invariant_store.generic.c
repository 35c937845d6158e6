/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Stores to the same address on every iteration (TSVC s1161/s2101-like "last value through
   memory"): the vector loop stores its last lane once per vector iteration, which leaves what
   the scalar loop leaves. Under a condition the lanes are stored in order, active ones only.
   Not vectorized where anything else in the loop touches that address. */

int last_seen;
float last_scaled;
struct stats { int count; long total; } st;

/* Unconditional: g = b[i] on every iteration. */
void keep_last(int n, const int *restrict b) {
    int t6;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            vcc_v8_int t5 = vcc_load(vcc_v8_int, b + (int)(t1 + 24L));
            last_seen = t5[7];
            t1 += 32L;
        } while (t1 < t4);
        t6 = (int)t4;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long t2 = 0L;
        do {
            vcc_v8_int t9 = vcc_load(vcc_v8_int, b + (int)((long)t6 + t2));
            last_seen = t9[7];
            t2 += 8L;
        } while (t2 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        last_seen = b[i];
    }
}

/* Through a restrict pointer, a computed float, and another array written too. */
void keep_scaled(int n, float *restrict out, float *restrict a, const float *restrict b) {
    int t20;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, b + t5);
            vcc_v8_float t7 = t6 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t5, t7);
            long t8 = (long)(int)(t1 + 8L);
            vcc_v8_float t9 = vcc_load(vcc_v8_float, b + t8);
            vcc_v8_float t10 = t9 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t8, t10);
            long t11 = (long)(int)(t1 + 16L);
            vcc_v8_float t12 = vcc_load(vcc_v8_float, b + t11);
            vcc_v8_float t13 = t12 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t11, t13);
            long t14 = (long)(int)(t1 + 24L);
            const float *t15 = b + t14;
            vcc_v8_float t16 = vcc_load(vcc_v8_float, t15);
            vcc_v8_float t17 = t16 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t14, t17);
            vcc_v8_float t18 = vcc_load(vcc_v8_float, t15);
            vcc_v8_float t19 = t18 + (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            *out = t19[7];
            t1 += 32L;
        } while (t1 < t4);
        t20 = (int)t4;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long t2 = 0L;
        do {
            long t23 = (long)(int)((long)t20 + t2);
            const float *t24 = b + t23;
            vcc_v8_float t25 = vcc_load(vcc_v8_float, t24);
            vcc_v8_float t26 = t25 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t23, t26);
            vcc_v8_float t27 = vcc_load(vcc_v8_float, t24);
            vcc_v8_float t28 = t27 + (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            *out = t28[7];
            t2 += 8L;
        } while (t2 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        const float *t30 = b + t29;
        a[t29] = *t30 * 2.0f;
        *out = *t30 + 0.5f;
    }
}

/* Two fields of one struct, one of them a loop-invariant value. */
void fields(int n, const long *restrict v, int k) {
    int t14;
    int i;
    long t5 = (long)n;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        vcc_v4_int t7 = (vcc_v4_int){0, 0, 0, 0};
        vcc_v4_uint t8 = (vcc_v4_uint)t7;
        vcc_v4_uint t1 = t8 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long t2 = 0L;
        do {
            vcc_v4_uint t9 = t1 + (vcc_v4_uint){12U, 12U, 12U, 12U};
            vcc_v4_int t10 = (vcc_v4_int)t9;
            st.count = k;
            vcc_v4_long t11 = __builtin_convertvector(t10, vcc_v4_long);
            vcc_v4_long t12 = vcc_load(vcc_v4_long, v + (int)(t2 + 12L));
            vcc_v4_long t13 = t12 - t11;
            st.total = t13[3];
            t2 += 16L;
            t1 = t1 + (vcc_v4_uint){16U, 16U, 16U, 16U};
        } while (t2 < t6);
        t14 = (int)t6;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        vcc_v4_int t17 = (vcc_v4_int){t14, t14, t14, t14};
        vcc_v4_uint t18 = (vcc_v4_uint)t17;
        vcc_v4_uint t3 = t18 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        long t4 = 0L;
        do {
            vcc_v4_int t19 = (vcc_v4_int)t3;
            st.count = k;
            vcc_v4_long t20 = __builtin_convertvector(t19, vcc_v4_long);
            vcc_v4_long t21 = vcc_load(vcc_v4_long, v + (int)((long)t14 + t4));
            vcc_v4_long t22 = t21 - t20;
            st.total = t22[3];
            t4 += 4L;
            t3 = t3 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        } while (t4 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        st.count = k;
        long t23 = (long)i;
        st.total = v[t23] - t23;
    }
}

/* Under a condition: the last element above t (the lanes stored in order, masked). */
void last_above(int n, int t, const int *restrict b) {
    for (int i = 0; i < n; i++)
        if (b[i] > t)
            last_seen = b[i];
}

/* Under a condition with enough work per element that vector code pays: a masked scatter of
   stride 0 (lanes stored in order, active ones only). */
void last_heavy(int n, float t, const float *restrict x, const float *restrict y) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        vcc_v8_float t4 = (vcc_v8_float){t, t, t, t, t, t, t, t};
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, x + t5);
            vcc_v8_float t7 = t6 * t6;
            vcc_v8_float t8 = vcc_load(vcc_v8_float, y + t5);
            vcc_v8_float t9 = t8 * t8;
            vcc_v8_float t10 = t7 + t9;
            vcc_v8_float t11 = t10 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t12 = t6 * t8;
            vcc_v8_float t13 = t11 - t12;
            vcc_v8_float t14 = t13 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            vcc_v8_float t15 = t14 * t14;
            vcc_v8_float t16 = t15 - t10;
            vcc_v8_float t17 = t6 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t18 = t16 + t17;
            vcc_m8 t19 = (vcc_m8)(t18 > t4);
            vcc_v8_float t20 = t18 * t14;
            vcc_v8_float t21 = t20 - t8;
            vcc_scatter_masked(&last_scaled, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t21, t19);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        float t23 = x[t22];
        float t24 = y[t22];
        float d = t23 * t23 + t24 * t24;
        float e = d * 0.25f - t23 * t24 + 1.5f;
        float f = e * e - d + t23 * 3.0f;
        if (f > t) {
            last_scaled = f * e - t24;
        }
    }
}

/* Counting down: the last iteration stores b[0]. */
void keep_first(int n, const short *restrict b, short *restrict out) {
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    if (t4 >= 64L) {
        long t5 = t4 & -64L;
        long t2 = 0L;
        do {
            vcc_v16_short t6 = vcc_load(vcc_v16_short, b + (int)((long)t1 + (t2 + 48L) * -1L) + -15);
            vcc_v16_short t7 = __builtin_shufflevector(t6, t6, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v16_ushort t8 = (vcc_v16_ushort)t7;
            vcc_v16_ushort t9 = t8 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_short t10 = (vcc_v16_short)t9;
            *out = t10[15];
            t2 += 64L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t11 = (long)t1 + 1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long t3 = 0L;
        do {
            vcc_v16_short t13 = vcc_load(vcc_v16_short, b + (int)((long)t1 + t3 * -1L) + -15);
            vcc_v16_short t14 = __builtin_shufflevector(t13, t13, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v16_ushort t15 = (vcc_v16_ushort)t14;
            vcc_v16_ushort t16 = t15 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_short t17 = (vcc_v16_short)t16;
            *out = t17[15];
            t3 += 16L;
        } while (t3 < t12);
        i = (int)((long)t1 + t12 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        *out = (short)((int)b[i] * 3);
    }
}

/* Not vectorized: the loop also reads the address it stores to. */
void reads_it(int n, const int *restrict b) {
    for (int i = 0; i < n; i++)
        last_seen = last_seen > b[i] ? last_seen - 1 : b[i];
}

/* Not vectorized: the stored pointer may alias the array read. */
void may_alias(int n, int *out, const int *b) {
    for (int i = 0; i < n; i++)
        *out = b[i] + 1;
}

int main(void) {
    short s_out;
    int n;
    int t5;
    int t34;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t5 = 1;
        } else {
            t5 = 0;
            n = n_1;
        }
        if (!t5) {
            return 0;
        }
        int *b = (int *)new_array(n, 4UL);
        int t6 = n + 1;
        int *b2 = (int *)new_array(t6, 4UL);
        long *v = (long *)new_array(n, 8UL);
        void *t7 = new_array(n, 4UL);
        float *fa = (float *)t7;
        void *t8 = new_array(n, 4UL);
        float *fb = (float *)t8;
        short *sb = (short *)new_array(n, 2UL);
        s_out = (short)-7;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t6; fill_idx_1++) {
            b2[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            v[fill_idx_2] = (long)(-100000 + (int)(next_rand() % 200000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = (short)(-5000 + (int)(next_rand() % 10000U));
        }
        long t9 = (long)n;
        unsigned long t10 = (unsigned long)t7;
        unsigned long t11 = (unsigned long)t8;
        if ((t9 >= 16L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t10)) & 1) {
            long t12 = t9 & -16L;
            vcc_v8_int t13 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t14 = t13 + (vcc_v8_int){0, 37, 74, 11, 48, 85, 22, 59};
            vcc_v8_uint t15 = (vcc_v8_uint)t14;
            vcc_v8_uint t16 = t15 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
            vcc_v8_uint t17 = vcc_min(vcc_v8_int, t15, t16);
            vcc_v8_int t1 = (vcc_v8_int)t17;
            long t2 = 0L;
            for (;;) {
                long t18 = (long)(int)t2;
                vcc_v8_float t19 = __builtin_convertvector(t1, vcc_v8_float);
                vcc_v8_float t20 = t19 / (vcc_v8_float){64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f};
                vcc_store(fb + t18, t20);
                vcc_store(fa + t18, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                long t21 = (long)(int)(t2 + 8L);
                vcc_v8_int t22 = t1 + (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96};
                vcc_v8_uint t23 = (vcc_v8_uint)t22;
                vcc_v8_uint t24 = t23 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
                vcc_v8_uint t25 = vcc_min(vcc_v8_int, t23, t24);
                vcc_v8_int t26 = (vcc_v8_int)t25;
                vcc_v8_float t27 = __builtin_convertvector(t26, vcc_v8_float);
                vcc_v8_float t28 = t27 / (vcc_v8_float){64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f};
                vcc_store(fb + t21, t28);
                vcc_store(fa + t21, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                t2 += 16L;
                vcc_v8_int t29 = t1 + (vcc_v8_int){92, 92, 92, 92, 92, 92, 92, 92};
                vcc_v8_uint t30 = (vcc_v8_uint)t29;
                vcc_v8_uint t31 = t30 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
                vcc_v8_uint t32 = vcc_min(vcc_v8_int, t30, t31);
                vcc_v8_int t33 = (vcc_v8_int)t32;
                if (t2 >= t12) {
                    break;
                }
                t1 = t33;
            }
            t34 = (int)t12;
        } else {
            t34 = 0;
        }
        long t35 = (long)n + (long)t34 * -1L;
        unsigned long t36 = (unsigned long)t7;
        unsigned long t37 = (unsigned long)t8;
        int t38 = (int)((unsigned int)t34 * 37U);
        if ((t35 >= 8L) & (((t36 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t34 * 4L))) | ((t37 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t34 * 4L)))) & (t38 >= 0)) {
            long t39 = t35 & -8L;
            vcc_v8_int t40 = vcc_splat(vcc_v8_int, t38 % 100);
            vcc_v8_int t41 = t40 + (vcc_v8_int){0, 37, 74, 11, 48, 85, 22, 59};
            vcc_v8_uint t42 = (vcc_v8_uint)t41;
            vcc_v8_uint t43 = t42 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
            vcc_v8_uint t44 = vcc_min(vcc_v8_int, t42, t43);
            vcc_v8_int t3 = (vcc_v8_int)t44;
            long t4 = 0L;
            for (;;) {
                long t45 = (long)(int)((long)t34 + t4);
                vcc_v8_float t46 = __builtin_convertvector(t3, vcc_v8_float);
                vcc_v8_float t47 = t46 / (vcc_v8_float){64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f};
                vcc_store(fb + t45, t47);
                vcc_store(fa + t45, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                t4 += 8L;
                vcc_v8_int t48 = t3 + (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96};
                vcc_v8_uint t49 = (vcc_v8_uint)t48;
                vcc_v8_uint t50 = t49 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
                vcc_v8_uint t51 = vcc_min(vcc_v8_int, t49, t50);
                vcc_v8_int t52 = (vcc_v8_int)t51;
                if (t4 >= t39) {
                    break;
                }
                t3 = t52;
            }
            i = (int)((long)t34 + t39);
        } else {
            i = t34;
        }
        for (; i < n; i++) {
            long t53 = (long)i;
            fb[t53] = (float)(i * 37 % 100) / 64.0f;
            fa[t53] = 9.0f;
        }
        last_seen = -1;
        last_scaled = -1.0f;
        st.count = -1;
        st.total = -1L;
        printf("n=%d", n);
        const int *t54 = b;
        keep_last(n, t54);
        printf(" last=%d", last_seen);
        const float *t55 = fb;
        keep_scaled(n, &last_scaled, fa, t55);
        unsigned long t56 = hash_bytes((const void *)fa, (unsigned long)n * 4UL);
        printf(" scaled=%a/%llx", (double)last_scaled, (unsigned long long)t56);
        fields(n, v, n * 3);
        printf(" st=%d/%ld", st.count, st.total);
        last_above(n, 900, t54);
        printf(" above=%d", last_seen);
        last_above(n, 5000, t54);
        printf(" none=%d", last_seen);
        const float *t57 = fa;
        last_heavy(n, 2.0f, t55, t57);
        printf(" heavy=%a", (double)last_scaled);
        last_heavy(n, 1e30f, t55, t57);
        printf(" heavy_none=%a", (double)last_scaled);
        keep_first(n, sb, &s_out);
        printf(" first=%d", (int)s_out);
        reads_it(n, t54);
        printf(" reads=%d", last_seen);
        int *t58 = b2 + 0;
        *t58 = 11;
        may_alias(n, t58, b2);
        unsigned long t59 = (unsigned long)t6 * 4UL;
        const void *t60 = (const void *)b2;
        printf(" alias=%llx", (unsigned long long)hash_bytes(t60, t59));
        may_alias(n, b2 + n, b2 + 1);
        printf(" alias2=%llx\n", (unsigned long long)hash_bytes(t60, t59));
        free((void *)b);
        free((void *)b2);
        free((void *)v);
        free((void *)fa);
        free((void *)fb);
        free((void *)sb);
    }
}
