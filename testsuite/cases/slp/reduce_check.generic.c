/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* Horizontal reductions behind a run-time overlap check: the loads of `a` that come before
   the store through `out` are moved after it, so the block runs in two copies (the vector one
   when `out` is not among those elements) joined in a block that holds the return, or the
   jump to the loop's next iteration. The reduction's value is passed from the vector copy to
   that block. Each kernel is called with `out` inside the elements it reads (the scalar copy
   must run) and apart from them. (`rows`'s loop is also vectorized by the loop vectorizer,
   behind its own overlap check; the tree is in the scalar loop that check falls back to.)
   On 16-byte targets `weighted`'s four lanes do not pay for the check. */
/* vcc-test: expect-slp 2 sse4.2=1 */
#include <stdio.h>

int weighted(const int *a, int *out) {
    int t8;
    const int *t1 = a + 0;
    long t2 = (long)((unsigned long)out - (unsigned long)t1);
    if ((t2 <= -4L) | (t2 >= 8L)) {
        *out = 5;
        vcc_v8_int t3 = vcc_load(vcc_v8_int, t1);
        vcc_v8_int t4 = t3 * (vcc_v8_int){3, 5, 7, 9, 11, 13, 15, 17};
        vcc_v8_uint t5 = (vcc_v8_uint)t4;
        t8 = (int)vcc_reduce(unsigned int, t5, +);
    } else {
        int t6 = *t1;
        int t7 = a[1];
        *out = 5;
        t8 = t6 * 3 + t7 * 5 + a[2] * 7 + a[3] * 9 + a[4] * 11 + a[5] * 13 + a[6] * 15 + a[7] * 17;
    }
    return t8;
}

unsigned rows(const int *a, int *out, int n) {
    int i;
    unsigned int s;
    int *out_1;
    unsigned int s_1;
    int *out_2;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)out;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(32L + (t1 - 1L) * 32L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -8L;
        vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t6 = (vcc_v8_uint)t5;
        vcc_v8_uint i_v = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at reduce_check.c:20 vectorized: VF 8, UF 1, run-time check: `a` and `out` do not overlap, scalar epilogue */
        do {
            vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
            int t7 = 8 * (int)i_vec;
            vcc_v8_int a_v = vcc_gather(vcc_v8_int, a + t7, ((vcc_v8_int){0, 8, 16, 24, 32, 40, 48, 56}));
            vcc_v8_uint t8 = (vcc_v8_uint)a_v;
            vcc_v8_uint t9 = t8 * (vcc_v8_uint){3U, 3U, 3U, 3U, 3U, 3U, 3U, 3U};
            vcc_v8_int a_v_1 = vcc_gather(vcc_v8_int, a + (t7 + 1), ((vcc_v8_int){0, 8, 16, 24, 32, 40, 48, 56}));
            vcc_v8_uint t10 = (vcc_v8_uint)a_v_1;
            vcc_v8_uint t11 = t10 * (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
            vcc_v8_uint t_v = t9 + t11;
            vcc_store(out + i_vec, i_v_1);
            vcc_v8_int a_v_2 = vcc_gather(vcc_v8_int, a + (t7 + 2), ((vcc_v8_int){0, 8, 16, 24, 32, 40, 48, 56}));
            vcc_v8_uint t12 = (vcc_v8_uint)a_v_2;
            vcc_v8_uint t13 = t12 * (vcc_v8_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
            vcc_v8_uint t14 = t_v + t13;
            vcc_v8_int a_v_3 = vcc_gather(vcc_v8_int, a + (t7 + 3), ((vcc_v8_int){0, 8, 16, 24, 32, 40, 48, 56}));
            vcc_v8_uint t15 = (vcc_v8_uint)a_v_3;
            vcc_v8_uint t16 = t15 * (vcc_v8_uint){9U, 9U, 9U, 9U, 9U, 9U, 9U, 9U};
            vcc_v8_uint t17 = t14 + t16;
            vcc_v8_int a_v_4 = vcc_gather(vcc_v8_int, a + (t7 + 4), ((vcc_v8_int){0, 8, 16, 24, 32, 40, 48, 56}));
            vcc_v8_uint t18 = (vcc_v8_uint)a_v_4;
            vcc_v8_uint t19 = t18 * (vcc_v8_uint){11U, 11U, 11U, 11U, 11U, 11U, 11U, 11U};
            vcc_v8_uint t20 = t17 + t19;
            vcc_v8_int a_v_5 = vcc_gather(vcc_v8_int, a + (t7 + 5), ((vcc_v8_int){0, 8, 16, 24, 32, 40, 48, 56}));
            vcc_v8_uint t21 = (vcc_v8_uint)a_v_5;
            vcc_v8_uint t22 = t21 * (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            vcc_v8_uint t23 = t20 + t22;
            vcc_v8_int a_v_6 = vcc_gather(vcc_v8_int, a + (t7 + 6), ((vcc_v8_int){0, 8, 16, 24, 32, 40, 48, 56}));
            vcc_v8_uint t24 = (vcc_v8_uint)a_v_6;
            vcc_v8_uint t25 = t24 * (vcc_v8_uint){15U, 15U, 15U, 15U, 15U, 15U, 15U, 15U};
            vcc_v8_uint t26 = t23 + t25;
            vcc_v8_int a_v_7 = vcc_gather(vcc_v8_int, a + (t7 + 7), ((vcc_v8_int){0, 8, 16, 24, 32, 40, 48, 56}));
            vcc_v8_uint t27 = (vcc_v8_uint)a_v_7;
            vcc_v8_uint t28 = t27 * (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
            vcc_v8_uint t29 = t26 + t28;
            s_v = s_v + t29;
            i_vec += 8L;
            i_v = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (i_vec < t4);
        i = (int)t4;
        s = vcc_reduce(unsigned int, s_v, +);
        out_1 = out + t4;
    } else {
        i = 0;
        s = 0U;
        out_1 = out;
    }
    for (; i < n; i++, s = s_1, out_1 = out_2) {
        int t30 = 8 * i;
        const int *t31 = a + t30;
        long t32 = (long)((unsigned long)out_1 - (unsigned long)t31);
        if ((t32 <= -4L) | (t32 >= 8L)) {
            *out_1 = i;
            vcc_v8_int t33 = vcc_load(vcc_v8_int, t31);
            vcc_v8_uint t34 = (vcc_v8_uint)t33;
            vcc_v8_uint t35 = t34 * (vcc_v8_uint){3U, 5U, 7U, 9U, 11U, 13U, 15U, 17U};
            s_1 = vcc_reduce(unsigned int, t35, +) + s;
            out_2 = out_1 + 1;
        } else {
            int t36 = *t31;
            int t37 = a[t30 + 1];
            *out_1 = i;
            s_1 = s + ((unsigned int)t36 * 3U + (unsigned int)t37 * 5U + (unsigned int)a[t30 + 2] * 7U + (unsigned int)a[t30 + 3] * 9U + (unsigned int)a[t30 + 4] * 11U + (unsigned int)a[t30 + 5] * 13U + (unsigned int)a[t30 + 6] * 15U + (unsigned int)a[t30 + 7] * 17U);
            out_2 = out_1 + 1;
        }
    }
    return s;
}

static int a[64];

static __typeof__(a) a __attribute__((aligned(32)));
static void fill(void) {
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint i_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long i_vec = 0L;
    /* vcc: loop at reduce_check.c:33 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        vcc_v8_int i_v_1 = (vcc_v8_int)i_v;
        vcc_v8_int t3 = i_v_1 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t4 = t3 - (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
        vcc_store(&a[i_vec], t4);
        vcc_v8_uint t5 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_2 = (vcc_v8_int)t5;
        vcc_v8_int t6 = i_v_2 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t7 = t6 - (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
        vcc_store(&a[i_vec + 8L], t7);
        vcc_v8_uint t8 = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_3 = (vcc_v8_int)t8;
        vcc_v8_int t9 = i_v_3 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t10 = t9 - (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
        vcc_store(&a[i_vec + 16L], t10);
        vcc_v8_uint t11 = i_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_4 = (vcc_v8_int)t11;
        vcc_v8_int t12 = i_v_4 * (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t13 = t12 - (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
        vcc_store(&a[i_vec + 24L], t13);
        i_vec += 32L;
        i_v = i_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (i_vec < 64L);
}

int main(void) {
    fill();
    int w1 = weighted(a, a + 1);
    fill();
    int w2 = weighted(a, a + 20);
    fill();
    unsigned r1 = rows(a, a + 3, 4);
    fill();
    unsigned r2 = rows(a, a + 40, 3);
    printf("%d %d %u %u\n", w1, w2, r1, r2);
    return 0;
}
