/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized 1 */
/* Short constant-count loops that no vectorizer takes, inside another loop: their iterations
 * one after another (`unroll.rs`, NESTED_SCALAR; gcc -O3's complete peeling), so that shift
 * amounts and table rows are constants. zlib's braided CRC ran 1.8x faster so. The others must
 * stay loops: too many iterations, too large, not inside a loop, a symbolic count, an early
 * exit, an asm statement. */
#include "harness.h"

#define N 1001
unsigned tab[17][256];
unsigned long words[3 * N];
unsigned out[N];

/* zlib's braids: three words at a time, each through eight table rows. Unrolled. */
unsigned braids(int n) {
    int b = 0;
    unsigned int c0 = 0U;
    unsigned int c1 = 0U;
    unsigned int c2 = 0U;
    const unsigned long *w = words;
    while (b < n) {
        unsigned long w0 = (unsigned long)c0 ^ w[0];
        unsigned long w1 = (unsigned long)c1 ^ w[1];
        unsigned long w2 = (unsigned long)c2 ^ w[2];
        b++;
        c0 = tab[0][(long)(w0 & 255UL)] ^ tab[1][(long)((w0 >> 8) & 255UL)] ^ tab[2][(long)((w0 >> 16) & 255UL)] ^ tab[3][(long)((w0 >> 24) & 255UL)] ^ tab[4][(long)((w0 >> 32) & 255UL)] ^ tab[5][(long)((w0 >> 40) & 255UL)] ^ tab[6][(long)((w0 >> 48) & 255UL)] ^ tab[7][(long)((w0 >> 56) & 255UL)];
        c1 = tab[0][(long)(w1 & 255UL)] ^ tab[1][(long)((w1 >> 8) & 255UL)] ^ tab[2][(long)((w1 >> 16) & 255UL)] ^ tab[3][(long)((w1 >> 24) & 255UL)] ^ tab[4][(long)((w1 >> 32) & 255UL)] ^ tab[5][(long)((w1 >> 40) & 255UL)] ^ tab[6][(long)((w1 >> 48) & 255UL)] ^ tab[7][(long)((w1 >> 56) & 255UL)];
        c2 = tab[0][(long)(w2 & 255UL)] ^ tab[1][(long)((w2 >> 8) & 255UL)] ^ tab[2][(long)((w2 >> 16) & 255UL)] ^ tab[3][(long)((w2 >> 24) & 255UL)] ^ tab[4][(long)((w2 >> 32) & 255UL)] ^ tab[5][(long)((w2 >> 40) & 255UL)] ^ tab[6][(long)((w2 >> 48) & 255UL)] ^ tab[7][(long)((w2 >> 56) & 255UL)];
        w = w + 3;
    }
    return c0 ^ c1 ^ c2;
}

/* A hash over each word's bytes: a recurrence, four iterations. The outer loop is vectorized;
 * its scalar remainder's copy of the inner loop is unrolled. */
extern __typeof__(words) words __attribute__((aligned(32)));
void byte_hash(int n) {
    int i;
    int i_1 = 0;
    /* vcc: loop at unroll_nested.c:36 vectorized as an outer loop: VF 4, inner loops: uniform, scalar epilogue */
    for (;;) {
        if (i_1 >= n) {
            i = i_1;
            break;
        }
        if (((unsigned int)n - (unsigned int)i_1) < 4U) {
            i = i_1;
            break;
        }
        vcc_v4_uint t1 = (vcc_v4_uint){2166136261U, 2166136261U, 2166136261U, 2166136261U};
        int t4 = 0;
        while (t4 < 4) {
            vcc_v4_ulong t5 = vcc_load(vcc_v4_ulong, &words[i_1]);
            vcc_v4_int t6 = vcc_splat(vcc_v4_int, 8 * t4);
            vcc_v4_ulong t7 = t5 >> __builtin_convertvector(t6, vcc_v4_ulong);
            vcc_v4_ulong t8 = (vcc_v4_ulong){255UL, 255UL, 255UL, 255UL};
            vcc_v4_ulong t9 = t7 & t8;
            vcc_v4_uint t10 = __builtin_convertvector(t9, vcc_v4_uint);
            vcc_v4_uint t11 = t1 ^ t10;
            vcc_v4_uint t12 = (vcc_v4_uint){16777619U, 16777619U, 16777619U, 16777619U};
            t1 = t11 * t12;
            t4++;
        }
        vcc_store(&out[i_1], t1);
        i_1 += 4;
    }
    while (i < n) {
        long t2 = (long)i;
        unsigned long t3 = words[t2];
        out[t2] = (((((((2166136261U ^ (unsigned int)((t3 >> 0) & 255UL)) * 16777619U) ^ (unsigned int)((t3 >> 8) & 255UL)) * 16777619U) ^ (unsigned int)((t3 >> 16) & 255UL)) * 16777619U) ^ (unsigned int)((t3 >> 24) & 255UL)) * 16777619U;
        i++;
    }
}

/* Seventeen iterations: more than gcc -O3 peels. Stays. */
unsigned seventeen(int n) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 17; k++)
            c = c * 3 + tab[k][(words[i] >> k) & 0xff];
    return c;
}

/* Sixteen iterations of a long body: past the size budget. Stays. */
unsigned large_body(int n) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 16; k++) {
            unsigned long w = words[i] ^ c;
            c = c * 3 + tab[k][w & 0xff] + tab[k][(w >> 8) & 0xff] * 5 + tab[k][(w >> 16) & 0xff] * 7;
            c ^= tab[k + 1][(w >> 24) & 0xff] + tab[k][(w >> 32) & 0xff] * 9 + tab[k][(w >> 40) & 0xff];
            c += tab[k][(w >> 48) & 0xff] * 11 + tab[k + 1][(w >> 56) & 0xff];
            c ^= (c >> 7) * 13 + tab[k][(c >> 3) & 0xff] + tab[k + 1][(c >> 11) & 0xff];
        }
    return c;
}

/* Not inside another loop: runs once, nothing to gain. Stays. */
unsigned top_level(unsigned long w) {
    unsigned c = 0;
    for (int k = 0; k < 8; k++)
        c = c * 5 + tab[k][(w >> (8 * k)) & 0xff];
    return c;
}

/* The inner count is a parameter. Stays. */
unsigned symbolic(int n, int m) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < m; k++)
            c = c * 7 + tab[k][(words[i] >> (8 * k)) & 0xff];
    return c;
}

/* An early exit. Stays. */
unsigned early_exit(int n) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 8; k++) {
            unsigned t = tab[k][(words[i] >> (8 * k)) & 0xff];
            if (t == 0)
                break;
            c = c * 11 + t;
        }
    return c;
}

/* An asm statement is never copied. Stays. */
unsigned with_asm(int n) {
    unsigned c = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) {
            __asm__("");
            c = c * 13 + tab[k][(words[i] >> (8 * k)) & 0xff];
        }
    return c;
}

extern __typeof__(tab) tab __attribute__((aligned(32)));
int main(void) {
    int t40;
    int n_1;
    int t48;
    int t49;
    (void)count_at;
    for (int r = 0; r < 17; r++) {
        vcc_v8_int r_v = (vcc_v8_int){r, r, r, r, r, r, r, r};
        vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t2 = (vcc_v8_uint)t1;
        vcc_v8_uint v_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        vcc_v8_int t3 = r_v & (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_uint t4 = (vcc_v8_uint)r_v;
        vcc_v8_uint t5 = t4 * (vcc_v8_uint){40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U};
        long v_vec = 0L;
        /* vcc: loop at unroll_nested.c:110 vectorized: VF 8, UF 4, scalar epilogue */
        for (;;) {
            vcc_v8_int v_v_1 = (vcc_v8_int)v_v;
            vcc_v8_uint t6 = (vcc_v8_uint)v_v_1;
            vcc_v8_uint t7 = t6 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            vcc_v8_uint t8 = t7 >> __builtin_convertvector(t3, vcc_v8_uint);
            vcc_v8_uint t9 = t8 ^ t5;
            vcc_m8 t10 = (vcc_m8)(v_v_1 == (vcc_v8_int){77, 77, 77, 77, 77, 77, 77, 77});
            vcc_v8_uint t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}), ((vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U}));
            vcc_v8_uint t12 = t9 ^ t11;
            vcc_store(&tab[r][v_vec], t12);
            vcc_v8_uint t13 = v_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int v_v_2 = (vcc_v8_int)t13;
            vcc_v8_uint t14 = (vcc_v8_uint)v_v_2;
            vcc_v8_uint t15 = t14 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            vcc_v8_uint t16 = t15 >> __builtin_convertvector(t3, vcc_v8_uint);
            vcc_v8_uint t17 = t16 ^ t5;
            vcc_m8 t18 = (vcc_m8)(v_v_2 == (vcc_v8_int){77, 77, 77, 77, 77, 77, 77, 77});
            vcc_v8_uint t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}), ((vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U}));
            vcc_v8_uint t20 = t17 ^ t19;
            vcc_store(&tab[r][v_vec + 8L], t20);
            vcc_v8_uint t21 = v_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_v8_int v_v_3 = (vcc_v8_int)t21;
            vcc_v8_uint t22 = (vcc_v8_uint)v_v_3;
            vcc_v8_uint t23 = t22 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            vcc_v8_uint t24 = t23 >> __builtin_convertvector(t3, vcc_v8_uint);
            vcc_v8_uint t25 = t24 ^ t5;
            vcc_m8 t26 = (vcc_m8)(v_v_3 == (vcc_v8_int){77, 77, 77, 77, 77, 77, 77, 77});
            vcc_v8_uint t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}), ((vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U}));
            vcc_v8_uint t28 = t25 ^ t27;
            vcc_store(&tab[r][v_vec + 16L], t28);
            vcc_v8_uint t29 = v_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            vcc_v8_int v_v_4 = (vcc_v8_int)t29;
            vcc_v8_uint t30 = (vcc_v8_uint)v_v_4;
            vcc_v8_uint t31 = t30 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            vcc_v8_uint t32 = t31 >> __builtin_convertvector(t3, vcc_v8_uint);
            vcc_v8_uint t33 = t32 ^ t5;
            vcc_m8 t34 = (vcc_m8)(v_v_4 == (vcc_v8_int){77, 77, 77, 77, 77, 77, 77, 77});
            vcc_v8_uint t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}), ((vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U}));
            vcc_v8_uint t36 = t33 ^ t35;
            vcc_store(&tab[r][v_vec + 24L], t36);
            v_vec += 32L;
            vcc_v8_uint t37 = v_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            if (v_vec >= 256L) {
                break;
            }
            v_v = t37;
        }
    }
    for (int r_1 = 0; r_1 < 17; r_1++) {
        tab[r_1][(r_1 * 37) & 255] = 0U;
    }
    for (int i = 0; i < 3003; i++) {
        unsigned int t38 = next_rand();
        unsigned int t39 = next_rand();
        words[i] = ((unsigned long)t38 << 40) ^ ((unsigned long)t39 << 16) ^ (unsigned long)next_rand();
    }
    int count_idx = 0;
    int n = 0;
    for (;; count_idx++, n = n_1) {
        if (count_idx < 73) {
            if (count_idx <= 70) {
                t49 = count_idx;
            } else {
                if (count_idx == 71) {
                    t48 = 259;
                } else {
                    t48 = 1001;
                }
                t49 = t48;
            }
            t40 = 1;
            n_1 = t49;
        } else {
            t40 = 0;
            n_1 = n;
        }
        if (!t40) {
            return 0;
        }
        if (n_1 <= 1001) {
            byte_hash(n_1);
            unsigned int t41 = with_asm(n_1);
            unsigned int t42 = early_exit(n_1);
            unsigned int t43 = symbolic(n_1, n_1 % 9);
            unsigned int t44 = top_level(words[n_1]);
            unsigned int t45 = large_body(n_1);
            unsigned int t46 = seventeen(n_1);
            unsigned long t47 = hash_bytes((const void *)out, 4004UL);
            printf("%d %x %llx %x %x %x %x %x %x\n", n_1, braids(n_1), (unsigned long long)t47, t46, t45, t44, t43, t42, t41);
        }
    }
}
