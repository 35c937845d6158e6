/* vcc: vector types and helpers */
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=3 neon=4 */
#include "harness.h"

/* Inductions that move by more than one: the trip count divides the distance to the bound
   by the step, rounding up for `<`/`>` (one more for `<=`/`>=`), and the accesses become
   strided. Stay scalar, each for its reason: an unsigned induction that may wrap around
   before reaching its bound (the scalar loop would then never end), a step-2 recurrence
   (a[i] from a[i - 2]: the previous iteration), and an integer `!=` bound that a step of 2
   may step over. */
void every_third_le(int n, int *restrict a, const int *restrict b) {
    for (int i = 1; i <= n; i += 3)
        a[i - 1] = b[i - 1] * 2;
}

long down_by_two(int n, const int *a) {
    long s;
    long t15;
    int i;
    int t1 = n - 1;
    long t2 = ((long)n + 1L) / 2L;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        vcc_v4_ulong s_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong s_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at steps.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int a_v = vcc_gather(vcc_v4_int, a + ((long)t1 + i_vec * -2L), ((vcc_v4_int){0, -2, -4, -6}));
            vcc_v4_int a_v_1 = vcc_gather(vcc_v4_int, a + ((long)t1 + (i_vec + 4L) * -2L), ((vcc_v4_int){0, -2, -4, -6}));
            vcc_v4_int a_v_2 = vcc_gather(vcc_v4_int, a + ((long)t1 + (i_vec + 8L) * -2L), ((vcc_v4_int){0, -2, -4, -6}));
            vcc_v4_int a_v_3 = vcc_gather(vcc_v4_int, a + ((long)t1 + (i_vec + 12L) * -2L), ((vcc_v4_int){0, -2, -4, -6}));
            vcc_v4_long t4 = __builtin_convertvector(a_v, vcc_v4_long);
            vcc_v4_ulong t5 = (vcc_v4_ulong)t4;
            s_v = s_v + t5;
            vcc_v4_long t6 = __builtin_convertvector(a_v_1, vcc_v4_long);
            vcc_v4_ulong t7 = (vcc_v4_ulong)t6;
            s_v_1 = s_v_1 + t7;
            vcc_v4_long t8 = __builtin_convertvector(a_v_2, vcc_v4_long);
            vcc_v4_ulong t9 = (vcc_v4_ulong)t8;
            s_v_2 = s_v_2 + t9;
            vcc_v4_long t10 = __builtin_convertvector(a_v_3, vcc_v4_long);
            vcc_v4_ulong t11 = (vcc_v4_ulong)t10;
            s_v_3 = s_v_3 + t11;
            i_vec += 16L;
        } while (i_vec < t3);
        vcc_v4_ulong t12 = s_v + s_v_1;
        vcc_v4_ulong t13 = t12 + s_v_2;
        vcc_v4_ulong t14 = t13 + s_v_3;
        t1 = (int)((long)t1 + t3 * -2L);
        t15 = (long)vcc_reduce(unsigned long, t14, +);
    } else {
        t15 = 0L;
    }
    long t16 = ((long)t1 + 2L) / 2L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ulong s_v_4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at steps.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_int a_v_4 = vcc_gather(vcc_v4_int, a + ((long)t1 + i_vec_1 * -2L), ((vcc_v4_int){0, -2, -4, -6}));
            vcc_v4_long t18 = __builtin_convertvector(a_v_4, vcc_v4_long);
            vcc_v4_ulong t19 = (vcc_v4_ulong)t18;
            s_v_4 = s_v_4 + t19;
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t1 + t17 * -2L);
        s = (long)((unsigned long)t15 + vcc_reduce(unsigned long, s_v_4, +));
    } else {
        i = t1;
        s = t15;
    }
    for (; i >= 0; i -= 2) {
        s += (long)a[i];
    }
    return s;
}

void unsigned_by_four(unsigned n, float *restrict a, const float *restrict b) {
    for (unsigned i = 0; i < n; i += 4)
        a[i] = b[i] + (float)i;
}

void long_from_two(long n, double *restrict a) {
    for (long i = 2; i < n; i += 2)
        a[i] = a[i - 2] * 0.5 + 1.0;
}

void end_pointer(short *p, short *end) {
    short *t13;
    short *p_1;
    long t3 = ((long)p * -1L + (long)end) / 2L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        /* vcc: loop at steps.c:33 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            short *t5 = p + t1;
            vcc_v16_short p_v = vcc_load(vcc_v16_short, t5);
            vcc_v16_ushort t6 = (vcc_v16_ushort)p_v;
            vcc_v16_ushort t7 = t6 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_short t8 = (vcc_v16_short)t7;
            vcc_store(t5, t8);
            short *t9 = p + (t1 + 16L);
            vcc_v16_short p_v_1 = vcc_load(vcc_v16_short, t9);
            vcc_v16_ushort t10 = (vcc_v16_ushort)p_v_1;
            vcc_v16_ushort t11 = t10 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_short t12 = (vcc_v16_short)t11;
            vcc_store(t9, t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = p + t4;
    } else {
        t13 = p;
    }
    long t14 = ((long)end + (long)t13 * -1L) / 2L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long t2 = 0L;
        /* vcc: loop at steps.c:33 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            short *t16 = t13 + t2;
            vcc_v16_short p_v_2 = vcc_load(vcc_v16_short, t16);
            vcc_v16_ushort t17 = (vcc_v16_ushort)p_v_2;
            vcc_v16_ushort t18 = t17 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            vcc_v16_short t19 = (vcc_v16_short)t18;
            vcc_store(t16, t19);
            t2 += 16L;
        } while (t2 < t15);
        p_1 = t13 + t15;
    } else {
        p_1 = t13;
    }
    for (; p_1 != end; p_1 = p_1 + 1) {
        *p_1 = (short)((int)*p_1 * 3);
    }
}

void ne_by_two(int n, int *a) {
    for (int i = 0; i != n; i += 2)
        a[i] = 1;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        float *f = new_array(n, 4), *g = new_array(n, 4);
        double *d = new_array(n, 8);
        short *s = new_array(n, 2);
        int *e = new_array(n + 1, 4);
        FILL(a, n, 0, 1);
        FILL(b, n, -1000, 2000);
        FILL(f, n, 0, 1);
        FILL(g, n, -1000, 2000);
        FILL(d, n, -1000, 2000);
        FILL(s, n, -1000, 2000);
        FILL(e, n + 1, 0, 1);
        every_third_le(n, a, b);
        unsigned_by_four((unsigned)n, f, g);
        long_from_two(n, d);
        end_pointer(s, s + n);
        ne_by_two(n & ~1, e);
        printf("n=%d %llx sum=%ld %llx %llx %llx %llx\n", n, HASH(a, n), down_by_two(n, b), HASH(f, n), HASH(d, n),
               HASH(s, n), HASH(e, n + 1));
        free(a), free(b), free(f), free(g), free(d), free(s), free(e);
    }
    return 0;
}
