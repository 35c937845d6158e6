/* vcc: vector types and helpers */
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* 64-bit products of one unsigned and one signed 32-bit integer, both widened: x86 multiplies
   the low halves unsigned (pmuludq) and adds the unsigned operand times the signed one's high
   half (its sign) shifted up 32 bits. The data holds 0, 1, UINT32_MAX, INT32_MIN, INT32_MAX
   and -1 in both orders of the operands. */

/* Summed in uint64_t: the products of the edge values would overflow an int64_t sum. */
uint64_t dot_us(int n, const uint32_t *restrict u, const int32_t *restrict s) {
    unsigned long t;
    int t25;
    unsigned long t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_ulong t_v = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t_v_1 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t_v_2 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        vcc_v4_ulong t_v_3 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at mixed_mul.c:12 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uint u_v = vcc_load(vcc_v4_uint, u + i_vec);
            vcc_v4_long t3 = __builtin_convertvector(u_v, vcc_v4_long);
            vcc_v4_int s_v = vcc_load(vcc_v4_int, s + i_vec);
            vcc_v4_long t4 = __builtin_convertvector(s_v, vcc_v4_long);
            vcc_v4_long t5 = t3 * t4;
            vcc_v4_ulong t6 = (vcc_v4_ulong)t5;
            t_v = t_v + t6;
            long t7 = i_vec + 4L;
            vcc_v4_uint u_v_1 = vcc_load(vcc_v4_uint, u + t7);
            vcc_v4_long t8 = __builtin_convertvector(u_v_1, vcc_v4_long);
            vcc_v4_int s_v_1 = vcc_load(vcc_v4_int, s + t7);
            vcc_v4_long t9 = __builtin_convertvector(s_v_1, vcc_v4_long);
            vcc_v4_long t10 = t8 * t9;
            vcc_v4_ulong t11 = (vcc_v4_ulong)t10;
            t_v_1 = t_v_1 + t11;
            long t12 = i_vec + 8L;
            vcc_v4_uint u_v_2 = vcc_load(vcc_v4_uint, u + t12);
            vcc_v4_long t13 = __builtin_convertvector(u_v_2, vcc_v4_long);
            vcc_v4_int s_v_2 = vcc_load(vcc_v4_int, s + t12);
            vcc_v4_long t14 = __builtin_convertvector(s_v_2, vcc_v4_long);
            vcc_v4_long t15 = t13 * t14;
            vcc_v4_ulong t16 = (vcc_v4_ulong)t15;
            t_v_2 = t_v_2 + t16;
            long t17 = i_vec + 12L;
            vcc_v4_uint u_v_3 = vcc_load(vcc_v4_uint, u + t17);
            vcc_v4_long t18 = __builtin_convertvector(u_v_3, vcc_v4_long);
            vcc_v4_int s_v_3 = vcc_load(vcc_v4_int, s + t17);
            vcc_v4_long t19 = __builtin_convertvector(s_v_3, vcc_v4_long);
            vcc_v4_long t20 = t18 * t19;
            vcc_v4_ulong t21 = (vcc_v4_ulong)t20;
            t_v_3 = t_v_3 + t21;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v4_ulong t22 = t_v + t_v_1;
        vcc_v4_ulong t23 = t22 + t_v_2;
        vcc_v4_ulong t24 = t23 + t_v_3;
        t25 = (int)t2;
        t26 = vcc_reduce(unsigned long, t24, +);
    } else {
        t25 = 0;
        t26 = 0UL;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_ulong t_v_4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at mixed_mul.c:12 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t25 + i_vec_1;
            vcc_v4_uint u_v_4 = vcc_load(vcc_v4_uint, u + t29);
            vcc_v4_long t30 = __builtin_convertvector(u_v_4, vcc_v4_long);
            vcc_v4_int s_v_4 = vcc_load(vcc_v4_int, s + t29);
            vcc_v4_long t31 = __builtin_convertvector(s_v_4, vcc_v4_long);
            vcc_v4_long t32 = t30 * t31;
            vcc_v4_ulong t33 = (vcc_v4_ulong)t32;
            t_v_4 = t_v_4 + t33;
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t25 + t28);
        t = t26 + vcc_reduce(unsigned long, t_v_4, +);
    } else {
        i = t25;
        t = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        t += (unsigned long)((long)u[t34] * (long)s[t34]);
    }
    return t;
}

/* The signed operand first. */
void prod_su(int n, int64_t *restrict d, const int32_t *restrict s, const uint32_t *restrict u) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mixed_mul.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int s_v = vcc_load(vcc_v4_int, s + i_vec);
            vcc_v4_long t3 = __builtin_convertvector(s_v, vcc_v4_long);
            vcc_v4_uint u_v = vcc_load(vcc_v4_uint, u + i_vec);
            vcc_v4_long t4 = __builtin_convertvector(u_v, vcc_v4_long);
            vcc_v4_long t5 = t3 * t4;
            vcc_store(d + i_vec, t5);
            long t6 = i_vec + 4L;
            vcc_v4_int s_v_1 = vcc_load(vcc_v4_int, s + t6);
            vcc_v4_long t7 = __builtin_convertvector(s_v_1, vcc_v4_long);
            vcc_v4_uint u_v_1 = vcc_load(vcc_v4_uint, u + t6);
            vcc_v4_long t8 = __builtin_convertvector(u_v_1, vcc_v4_long);
            vcc_v4_long t9 = t7 * t8;
            vcc_store(d + t6, t9);
            long t10 = i_vec + 8L;
            vcc_v4_int s_v_2 = vcc_load(vcc_v4_int, s + t10);
            vcc_v4_long t11 = __builtin_convertvector(s_v_2, vcc_v4_long);
            vcc_v4_uint u_v_2 = vcc_load(vcc_v4_uint, u + t10);
            vcc_v4_long t12 = __builtin_convertvector(u_v_2, vcc_v4_long);
            vcc_v4_long t13 = t11 * t12;
            vcc_store(d + t10, t13);
            long t14 = i_vec + 12L;
            vcc_v4_int s_v_3 = vcc_load(vcc_v4_int, s + t14);
            vcc_v4_long t15 = __builtin_convertvector(s_v_3, vcc_v4_long);
            vcc_v4_uint u_v_3 = vcc_load(vcc_v4_uint, u + t14);
            vcc_v4_long t16 = __builtin_convertvector(u_v_3, vcc_v4_long);
            vcc_v4_long t17 = t15 * t16;
            vcc_store(d + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_mul.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_int s_v_4 = vcc_load(vcc_v4_int, s + t21);
            vcc_v4_long t22 = __builtin_convertvector(s_v_4, vcc_v4_long);
            vcc_v4_uint u_v_4 = vcc_load(vcc_v4_uint, u + t21);
            vcc_v4_long t23 = __builtin_convertvector(u_v_4, vcc_v4_long);
            vcc_v4_long t24 = t22 * t23;
            vcc_store(d + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (long)s[t25] * (long)u[t25];
    }
}

/* Accumulated into what is there, wrapping in uint64_t. */
void acc_us(int n, uint64_t *restrict d, const uint32_t *restrict u, const int32_t *restrict s) {
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mixed_mul.c:25 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            unsigned long *t3 = d + i_vec;
            vcc_v4_ulong d_v = vcc_load(vcc_v4_ulong, t3);
            vcc_v4_uint u_v = vcc_load(vcc_v4_uint, u + i_vec);
            vcc_v4_long t4 = __builtin_convertvector(u_v, vcc_v4_long);
            vcc_v4_int s_v = vcc_load(vcc_v4_int, s + i_vec);
            vcc_v4_long t5 = __builtin_convertvector(s_v, vcc_v4_long);
            vcc_v4_long t6 = t4 * t5;
            vcc_v4_ulong t7 = (vcc_v4_ulong)t6;
            vcc_v4_ulong t8 = d_v + t7;
            vcc_store(t3, t8);
            long t9 = i_vec + 4L;
            unsigned long *t10 = d + t9;
            vcc_v4_ulong d_v_1 = vcc_load(vcc_v4_ulong, t10);
            vcc_v4_uint u_v_1 = vcc_load(vcc_v4_uint, u + t9);
            vcc_v4_long t11 = __builtin_convertvector(u_v_1, vcc_v4_long);
            vcc_v4_int s_v_1 = vcc_load(vcc_v4_int, s + t9);
            vcc_v4_long t12 = __builtin_convertvector(s_v_1, vcc_v4_long);
            vcc_v4_long t13 = t11 * t12;
            vcc_v4_ulong t14 = (vcc_v4_ulong)t13;
            vcc_v4_ulong t15 = d_v_1 + t14;
            vcc_store(t10, t15);
            long t16 = i_vec + 8L;
            unsigned long *t17 = d + t16;
            vcc_v4_ulong d_v_2 = vcc_load(vcc_v4_ulong, t17);
            vcc_v4_uint u_v_2 = vcc_load(vcc_v4_uint, u + t16);
            vcc_v4_long t18 = __builtin_convertvector(u_v_2, vcc_v4_long);
            vcc_v4_int s_v_2 = vcc_load(vcc_v4_int, s + t16);
            vcc_v4_long t19 = __builtin_convertvector(s_v_2, vcc_v4_long);
            vcc_v4_long t20 = t18 * t19;
            vcc_v4_ulong t21 = (vcc_v4_ulong)t20;
            vcc_v4_ulong t22 = d_v_2 + t21;
            vcc_store(t17, t22);
            long t23 = i_vec + 12L;
            unsigned long *t24 = d + t23;
            vcc_v4_ulong d_v_3 = vcc_load(vcc_v4_ulong, t24);
            vcc_v4_uint u_v_3 = vcc_load(vcc_v4_uint, u + t23);
            vcc_v4_long t25 = __builtin_convertvector(u_v_3, vcc_v4_long);
            vcc_v4_int s_v_3 = vcc_load(vcc_v4_int, s + t23);
            vcc_v4_long t26 = __builtin_convertvector(s_v_3, vcc_v4_long);
            vcc_v4_long t27 = t25 * t26;
            vcc_v4_ulong t28 = (vcc_v4_ulong)t27;
            vcc_v4_ulong t29 = d_v_3 + t28;
            vcc_store(t24, t29);
            i_vec += 16L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_mul.c:25 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            unsigned long *t34 = d + t33;
            vcc_v4_ulong d_v_4 = vcc_load(vcc_v4_ulong, t34);
            vcc_v4_uint u_v_4 = vcc_load(vcc_v4_uint, u + t33);
            vcc_v4_long t35 = __builtin_convertvector(u_v_4, vcc_v4_long);
            vcc_v4_int s_v_4 = vcc_load(vcc_v4_int, s + t33);
            vcc_v4_long t36 = __builtin_convertvector(s_v_4, vcc_v4_long);
            vcc_v4_long t37 = t35 * t36;
            vcc_v4_ulong t38 = (vcc_v4_ulong)t37;
            vcc_v4_ulong t39 = d_v_4 + t38;
            vcc_store(t34, t39);
            i_vec_1 += 4L;
        } while (i_vec_1 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        unsigned long *t41 = d + t40;
        *t41 = *t41 + (unsigned long)((long)u[t40] * (long)s[t40]);
    }
}

/* Both signed: the signed multiply (pmuldq; on sse2 the generic form). */
void prod_ss(int n, int64_t *restrict d, const int32_t *restrict s, const int32_t *restrict t) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mixed_mul.c:31 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_int s_v = vcc_load(vcc_v4_int, s + i_vec);
            vcc_v4_long t3 = __builtin_convertvector(s_v, vcc_v4_long);
            vcc_v4_int t_v = vcc_load(vcc_v4_int, t + i_vec);
            vcc_v4_long t4 = __builtin_convertvector(t_v, vcc_v4_long);
            vcc_v4_long t5 = t3 * t4;
            vcc_store(d + i_vec, t5);
            long t6 = i_vec + 4L;
            vcc_v4_int s_v_1 = vcc_load(vcc_v4_int, s + t6);
            vcc_v4_long t7 = __builtin_convertvector(s_v_1, vcc_v4_long);
            vcc_v4_int t_v_1 = vcc_load(vcc_v4_int, t + t6);
            vcc_v4_long t8 = __builtin_convertvector(t_v_1, vcc_v4_long);
            vcc_v4_long t9 = t7 * t8;
            vcc_store(d + t6, t9);
            long t10 = i_vec + 8L;
            vcc_v4_int s_v_2 = vcc_load(vcc_v4_int, s + t10);
            vcc_v4_long t11 = __builtin_convertvector(s_v_2, vcc_v4_long);
            vcc_v4_int t_v_2 = vcc_load(vcc_v4_int, t + t10);
            vcc_v4_long t12 = __builtin_convertvector(t_v_2, vcc_v4_long);
            vcc_v4_long t13 = t11 * t12;
            vcc_store(d + t10, t13);
            long t14 = i_vec + 12L;
            vcc_v4_int s_v_3 = vcc_load(vcc_v4_int, s + t14);
            vcc_v4_long t15 = __builtin_convertvector(s_v_3, vcc_v4_long);
            vcc_v4_int t_v_3 = vcc_load(vcc_v4_int, t + t14);
            vcc_v4_long t16 = __builtin_convertvector(t_v_3, vcc_v4_long);
            vcc_v4_long t17 = t15 * t16;
            vcc_store(d + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_mul.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v4_int s_v_4 = vcc_load(vcc_v4_int, s + t21);
            vcc_v4_long t22 = __builtin_convertvector(s_v_4, vcc_v4_long);
            vcc_v4_int t_v_4 = vcc_load(vcc_v4_int, t + t21);
            vcc_v4_long t23 = __builtin_convertvector(t_v_4, vcc_v4_long);
            vcc_v4_long t24 = t22 * t23;
            vcc_store(d + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (long)s[t25] * (long)t[t25];
    }
}

int main(void) {
    int n;
    static const uint32_t edge_u[] = {0, 1, UINT32_MAX, 0x80000000u, 0x7fffffffu, 0xfffffffeu};
    static const int32_t edge_s[] = {INT32_MIN, -1, INT32_MAX, 0, 1, INT32_MIN + 1};
    FOR_EACH_COUNT(n) {
        uint32_t *u = new_array(n, 4);
        int32_t *s = new_array(n, 4), *t = new_array(n, 4);
        int64_t *d = new_array(n, 8);
        uint64_t *e = new_array(n, 8);
        for (int i = 0; i < n; i++) {
            u[i] = (uint32_t)next_rand() * 2654435761u;
            s[i] = (int32_t)((uint32_t)next_rand() * 40503u);
            t[i] = (int32_t)next_rand() - (1 << 30);
            e[i] = (uint64_t)i << 40;
        }
        for (int i = 0; i < n && i < 36; i++)
            u[i] = edge_u[i % 6], s[i] = edge_s[i / 6], t[i] = edge_s[(i + 3) % 6];
        printf("n=%d %016llx", n, (unsigned long long)dot_us(n, u, s));
        prod_su(n, d, s, u);
        printf(" %016llx", HASH(d, n));
        acc_us(n, e, u, s);
        printf(" %016llx", HASH(e, n));
        prod_ss(n, d, s, t);
        printf(" %016llx\n", HASH(d, n));
        free(u), free(s), free(t), free(d), free(e);
    }
    return 0;
}
