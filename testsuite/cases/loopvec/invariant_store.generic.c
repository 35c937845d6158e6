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
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })

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
    long t1;
    long t2;
    long t3;
    long t4;
    vcc_v8_int t5;
    int t6;
    long t7;
    long t8;
    vcc_v8_int t9;
    int i;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = vcc_load(vcc_v8_int, b + (int)((long)0 + (t1 + 24L)));
            last_seen = t5[7];
            t1 += 32L;
        } while (t1 < t4);
        t6 = (int)((long)0 + t4);
    } else {
        t6 = 0;
    }
    t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        t8 = t7 & -8L;
        t2 = 0L;
        do {
            t9 = vcc_load(vcc_v8_int, b + (int)((long)t6 + t2));
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
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    long t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    long t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    long t14;
    const float *t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    int t20;
    long t21;
    long t22;
    long t23;
    const float *t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    int i;
    long t29;
    const float *t30;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = vcc_load(vcc_v8_float, b + t5);
            t7 = t6 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t5, t7);
            t8 = (long)(int)((long)0 + (t1 + 8L));
            t9 = vcc_load(vcc_v8_float, b + t8);
            t10 = t9 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t8, t10);
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = vcc_load(vcc_v8_float, b + t11);
            t13 = t12 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t11, t13);
            t14 = (long)(int)((long)0 + (t1 + 24L));
            t15 = b + t14;
            t16 = vcc_load(vcc_v8_float, t15);
            t17 = t16 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t14, t17);
            t18 = vcc_load(vcc_v8_float, t15);
            t19 = t18 + (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            *out = t19[7];
            t1 += 32L;
        } while (t1 < t4);
        t20 = (int)((long)0 + t4);
    } else {
        t20 = 0;
    }
    t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 8L) {
        t22 = t21 & -8L;
        t2 = 0L;
        do {
            t23 = (long)(int)((long)t20 + t2);
            t24 = b + t23;
            t25 = vcc_load(vcc_v8_float, t24);
            t26 = t25 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_store(a + t23, t26);
            t27 = vcc_load(vcc_v8_float, t24);
            t28 = t27 + (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            *out = t28[7];
            t2 += 8L;
        } while (t2 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        t29 = (long)i;
        t30 = b + t29;
        a[t29] = *t30 * 2.0f;
        *out = *t30 + 0.5f;
    }
}

/* Two fields of one struct, one of them a loop-invariant value. */
void fields(int n, const long *restrict v, int k) {
    vcc_v4_uint t1;
    long t2;
    vcc_v4_uint t3;
    long t4;
    long t5;
    long t6;
    vcc_v4_int t7;
    vcc_v4_uint t8;
    vcc_v4_uint t9;
    vcc_v4_int t10;
    vcc_v4_long t11;
    vcc_v4_long t12;
    vcc_v4_long t13;
    int t14;
    long t15;
    long t16;
    vcc_v4_int t17;
    vcc_v4_uint t18;
    vcc_v4_int t19;
    vcc_v4_long t20;
    vcc_v4_long t21;
    vcc_v4_long t22;
    int i;
    long t23;
    t5 = (long)n;
    if (t5 >= 16L) {
        t6 = t5 & -16L;
        t7 = (vcc_v4_int){0, 0, 0, 0};
        t8 = (vcc_v4_uint)t7;
        t1 = t8 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        t2 = 0L;
        do {
            t9 = t1 + (vcc_v4_uint){12U, 12U, 12U, 12U};
            t10 = (vcc_v4_int)t9;
            st.count = k;
            t11 = __builtin_convertvector(t10, vcc_v4_long);
            t12 = vcc_load(vcc_v4_long, v + (int)((long)0 + (t2 + 12L)));
            t13 = t12 - t11;
            st.total = t13[3];
            t2 += 16L;
            t1 = t1 + (vcc_v4_uint){16U, 16U, 16U, 16U};
        } while (t2 < t6);
        t14 = (int)((long)0 + t6);
    } else {
        t14 = 0;
    }
    t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        t16 = t15 & -4L;
        t17 = (vcc_v4_int){t14, t14, t14, t14};
        t18 = (vcc_v4_uint)t17;
        t3 = t18 + (vcc_v4_uint){0U, 1U, 2U, 3U};
        t4 = 0L;
        do {
            t19 = (vcc_v4_int)t3;
            st.count = k;
            t20 = __builtin_convertvector(t19, vcc_v4_long);
            t21 = vcc_load(vcc_v4_long, v + (int)((long)t14 + t4));
            t22 = t21 - t20;
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
        t23 = (long)i;
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
    long t1;
    long t2;
    long t3;
    vcc_v8_float t4;
    long t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_m8 t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    int i;
    long t22;
    float t23;
    float t24;
    float d;
    float e;
    float f;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t4 = (vcc_v8_float){t, t, t, t, t, t, t, t};
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = vcc_load(vcc_v8_float, x + t5);
            t7 = t6 * t6;
            t8 = vcc_load(vcc_v8_float, y + t5);
            t9 = t8 * t8;
            t10 = t7 + t9;
            t11 = t10 * (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            t12 = t6 * t8;
            t13 = t11 - t12;
            t14 = t13 + (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
            t15 = t14 * t14;
            t16 = t15 - t10;
            t17 = t6 * (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            t18 = t16 + t17;
            t19 = (vcc_m8)(t18 > t4);
            t20 = t18 * t14;
            t21 = t20 - t8;
            vcc_scatter_masked(&last_scaled, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), t21, t19);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t22 = (long)i;
        t23 = x[t22];
        t24 = y[t22];
        d = t23 * t23 + t24 * t24;
        e = d * 0.25f - t23 * t24 + 1.5f;
        f = e * e - d + t23 * 3.0f;
        if (f > t) {
            last_scaled = f * e - t24;
        }
    }
}

/* Counting down: the last iteration stores b[0]. */
void keep_first(int n, const short *restrict b, short *restrict out) {
    int t1;
    long t2;
    long t3;
    long t4;
    long t5;
    vcc_v16_short t6;
    vcc_v16_short t7;
    vcc_v16_ushort t8;
    vcc_v16_ushort t9;
    vcc_v16_short t10;
    long t11;
    long t12;
    vcc_v16_short t13;
    vcc_v16_short t14;
    vcc_v16_ushort t15;
    vcc_v16_ushort t16;
    vcc_v16_short t17;
    int i;
    t1 = n - 1;
    t4 = (long)n;
    if (t4 >= 64L) {
        t5 = t4 & -64L;
        t2 = 0L;
        do {
            t6 = vcc_load(vcc_v16_short, b + (int)((long)t1 + (t2 + 48L) * -1L) + -15);
            t7 = __builtin_shufflevector(t6, t6, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            t8 = (vcc_v16_ushort)t7;
            t9 = t8 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            t10 = (vcc_v16_short)t9;
            *out = t10[15];
            t2 += 64L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    t11 = (long)t1 + 1L;
    if (t11 >= 16L) {
        t12 = t11 & -16L;
        t3 = 0L;
        do {
            t13 = vcc_load(vcc_v16_short, b + (int)((long)t1 + t3 * -1L) + -15);
            t14 = __builtin_shufflevector(t13, t13, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            t15 = (vcc_v16_ushort)t14;
            t16 = t15 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            t17 = (vcc_v16_short)t16;
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
    vcc_v8_int t1;
    long t2;
    vcc_v8_int t3;
    long t4;
    int count_idx;
    int n_1;
    int t5;
    int *b;
    int t6;
    int *b2;
    long *v;
    void *t7;
    float *fa;
    void *t8;
    float *fb;
    short *sb;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    long t9;
    unsigned long t10;
    unsigned long t11;
    int t12;
    long t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    long t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    long t22;
    vcc_v8_int t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    vcc_v8_int t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_int t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    vcc_v8_uint t33;
    vcc_v8_int t34;
    int t35;
    long t36;
    unsigned long t37;
    unsigned long t38;
    int t39;
    long t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_uint t43;
    vcc_v8_uint t44;
    vcc_v8_uint t45;
    long t46;
    vcc_v8_float t47;
    vcc_v8_float t48;
    vcc_v8_int t49;
    vcc_v8_uint t50;
    vcc_v8_uint t51;
    vcc_v8_uint t52;
    vcc_v8_int t53;
    int i;
    long t54;
    const int *t55;
    const float *t56;
    unsigned long t57;
    const float *t58;
    int *t59;
    unsigned long t60;
    const void *t61;
    count_idx = 0;
    n_1 = 0;
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
        b = (int *)new_array(n, 4UL);
        t6 = n + 1;
        b2 = (int *)new_array(t6, 4UL);
        v = (long *)new_array(n, 8UL);
        t7 = new_array(n, 4UL);
        fa = (float *)t7;
        t8 = new_array(n, 4UL);
        fb = (float *)t8;
        sb = (short *)new_array(n, 2UL);
        s_out = (short)-7;
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (fill_idx_1 = 0; fill_idx_1 < t6; fill_idx_1++) {
            b2[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            v[fill_idx_2] = (long)(-100000 + (int)(next_rand() % 200000U));
        }
        for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = (short)(-5000 + (int)(next_rand() % 10000U));
        }
        t9 = (long)n;
        t10 = (unsigned long)t7;
        t11 = (unsigned long)t8;
        t12 = (int)((unsigned int)0 * (unsigned int)37);
        if ((t9 >= 16L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= (t11 + (unsigned long)0L)) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= (t10 + (unsigned long)0L))) & (t12 >= 0)) {
            t13 = t9 & -16L;
            t14 = vcc_splat(vcc_v8_int, t12 % 100);
            t15 = t14 + (vcc_v8_int){0, 37, 74, 11, 48, 85, 22, 59};
            t16 = (vcc_v8_uint)t15;
            t17 = t16 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
            t18 = vcc_min(vcc_v8_int, t16, t17);
            t1 = (vcc_v8_int)t18;
            t2 = 0L;
            for (;;) {
                t19 = (long)(int)((long)0 + t2);
                t20 = __builtin_convertvector(t1, vcc_v8_float);
                t21 = t20 / (vcc_v8_float){64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f};
                vcc_store(fb + t19, t21);
                vcc_store(fa + t19, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                t22 = (long)(int)((long)0 + (t2 + 8L));
                t23 = t1 + (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96};
                t24 = (vcc_v8_uint)t23;
                t25 = t24 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
                t26 = vcc_min(vcc_v8_int, t24, t25);
                t27 = (vcc_v8_int)t26;
                t28 = __builtin_convertvector(t27, vcc_v8_float);
                t29 = t28 / (vcc_v8_float){64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f};
                vcc_store(fb + t22, t29);
                vcc_store(fa + t22, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                t2 += 16L;
                t30 = t1 + (vcc_v8_int){92, 92, 92, 92, 92, 92, 92, 92};
                t31 = (vcc_v8_uint)t30;
                t32 = t31 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
                t33 = vcc_min(vcc_v8_int, t31, t32);
                t34 = (vcc_v8_int)t33;
                if (t2 >= t13) {
                    break;
                }
                t1 = t34;
            }
            t35 = (int)((long)0 + t13);
        } else {
            t35 = 0;
        }
        t36 = (long)n + (long)t35 * -1L;
        t37 = (unsigned long)t7;
        t38 = (unsigned long)t8;
        t39 = (int)((unsigned int)t35 * (unsigned int)37);
        if ((t36 >= 8L) & (((t37 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t35 * 4L))) | ((t38 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t35 * 4L)))) & (t39 >= 0)) {
            t40 = t36 & -8L;
            t41 = vcc_splat(vcc_v8_int, t39 % 100);
            t42 = t41 + (vcc_v8_int){0, 37, 74, 11, 48, 85, 22, 59};
            t43 = (vcc_v8_uint)t42;
            t44 = t43 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
            t45 = vcc_min(vcc_v8_int, t43, t44);
            t3 = (vcc_v8_int)t45;
            t4 = 0L;
            for (;;) {
                t46 = (long)(int)((long)t35 + t4);
                t47 = __builtin_convertvector(t3, vcc_v8_float);
                t48 = t47 / (vcc_v8_float){64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f, 64.0f};
                vcc_store(fb + t46, t48);
                vcc_store(fa + t46, ((vcc_v8_float){9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f}));
                t4 += 8L;
                t49 = t3 + (vcc_v8_int){96, 96, 96, 96, 96, 96, 96, 96};
                t50 = (vcc_v8_uint)t49;
                t51 = t50 - (vcc_v8_uint){100U, 100U, 100U, 100U, 100U, 100U, 100U, 100U};
                t52 = vcc_min(vcc_v8_int, t50, t51);
                t53 = (vcc_v8_int)t52;
                if (t4 >= t40) {
                    break;
                }
                t3 = t53;
            }
            i = (int)((long)t35 + t40);
        } else {
            i = t35;
        }
        for (; i < n; i++) {
            t54 = (long)i;
            fb[t54] = (float)(i * 37 % 100) / 64.0f;
            fa[t54] = 9.0f;
        }
        last_seen = -1;
        last_scaled = -1.0f;
        st.count = -1;
        st.total = -1L;
        printf("n=%d", n);
        t55 = b;
        keep_last(n, t55);
        printf(" last=%d", last_seen);
        t56 = fb;
        keep_scaled(n, &last_scaled, fa, t56);
        t57 = hash_bytes((const void *)fa, (unsigned long)n * 4UL);
        printf(" scaled=%a/%llx", (double)last_scaled, (unsigned long long)t57);
        fields(n, v, n * 3);
        printf(" st=%d/%ld", st.count, st.total);
        last_above(n, 900, t55);
        printf(" above=%d", last_seen);
        last_above(n, 5000, t55);
        printf(" none=%d", last_seen);
        t58 = fa;
        last_heavy(n, 2.0f, t56, t58);
        printf(" heavy=%a", (double)last_scaled);
        last_heavy(n, 1e30f, t56, t58);
        printf(" heavy_none=%a", (double)last_scaled);
        keep_first(n, sb, &s_out);
        printf(" first=%d", (int)s_out);
        reads_it(n, t55);
        printf(" reads=%d", last_seen);
        t59 = b2 + 0;
        *t59 = 11;
        may_alias(n, t59, b2);
        t60 = (unsigned long)t6 * 4UL;
        t61 = (const void *)b2;
        printf(" alias=%llx", (unsigned long long)hash_bytes(t61, t60));
        may_alias(n, b2 + n, b2 + 1);
        printf(" alias2=%llx\n", (unsigned long long)hash_bytes(t61, t60));
        free((void *)b);
        free((void *)b2);
        free((void *)v);
        free((void *)fa);
        free((void *)fb);
        free((void *)sb);
    }
}
