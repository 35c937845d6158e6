/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized 1 */
/* Recurrences through memory (`a[i] = ... a[i - 1]`), which no vectorizer takes: the value a
 * store writes is carried to the loads of the next iterations in a variable
 * (`carry_stores.rs`, gcc -O3's predictive commoning), so that gcc -O2 need not wait for the
 * store to reach the load. Run at every count of the harness, 0 and 1 included (the loop then
 * runs no iteration, but the elements loaded before it are read anyway: inside the arrays). */
#include "harness.h"

#define N 1010
float a[N], b[N], e[N];
double da[N], db[N];
unsigned ia[N], ib[N];
float aa[8][N];
union {
    float f[N];
    int i[N];
} pun;

/* One iteration back. */
void first_order(int n) {
    float a_prev = (&a[1])[-1];
    for (int i = 1; i < n; i++) {
        long t1 = (long)i;
        a_prev = b[t1] - e[t1] * a_prev;
        a[t1] = a_prev;
    }
}

/* One and two iterations back, from one store. */
void second_order(int n) {
    double t2;
    double da_prev = (&da[2])[-1];
    double da_prev2 = (&da[2])[-2];
    for (int i = 2; i < n; i++, da_prev2 = da_prev, da_prev = t2) {
        long t1 = (long)i;
        t2 = da_prev * 0.5 + da_prev2 * 0.25 + db[t1];
        da[t1] = t2;
    }
}

/* Walking down, one and three back: the loop's first three iterations read what was there
 * before. */
void down_three(int n) {
    unsigned int t2;
    unsigned int ia_prev = (&ia[1006])[1];
    unsigned int ia_prev2 = (&ia[1006])[2];
    unsigned int ia_prev3 = (&ia[1006])[3];
    for (int i = 1006; i >= (1010 - n); i--, ia_prev3 = ia_prev2, ia_prev2 = ia_prev, ia_prev = t2) {
        long t1 = (long)i;
        t2 = ia_prev3 * 3U - ia_prev + ib[t1];
        ia[t1] = t2;
    }
}

/* Not carried: where the first iterations read depends on n (before the array when n < 3). */
void down_from_n(int n) {
    for (int i = n - 4; i >= 0; i--)
        ib[i] = ib[i + 3] * 5 - ib[i + 1] + ia[i];
}

/* Every other element, in a row of a 2-D array, inside an outer loop. */
void rows_step2(int n) {
    for (int r = 0; r < 8; r++) {
        float aa_prev = (&aa[r][2])[-2];
        for (int j = 2; j < n; j += 2) {
            long t1 = (long)j;
            aa_prev = aa_prev * 0.75f + b[t1];
            aa[r][t1] = aa_prev;
        }
    }
}

/* The test at the end of the body. */
void do_while(int n) {
    if (n < 2) {
        return;
    }
    int i = 1;
    unsigned int ib_prev = (&ib[1])[-1];
    for (;;) {
        long t1 = (long)i;
        ib_prev += ia[t1];
        ib[t1] = ib_prev;
        i++;
        if (i >= n) {
            return;
        }
    }
}

/* Vectorized (16 apart: a vector per part, one vector iteration back), then carried as
 * vectors: each part's load reads what the same part stored in the vector iteration before. */
extern __typeof__(b) b __attribute__((aligned(32)));
extern __typeof__(e) e __attribute__((aligned(32)));
void vector_16(int n) {
    int t6;
    int i;
    long t1 = (long)n + -16L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_float q_prev = vcc_load(vcc_v8_float, e + 16 + 0 + -16);
        vcc_v8_float q_prev_1 = vcc_load(vcc_v8_float, e + 16 + 8 + -16);
        long i_vec = 0L;
        /* vcc: loop at carry_stores.c:65 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_float t3 = q_prev * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float b_v = vcc_load(vcc_v8_float, &b[i_vec]);
            q_prev = t3 + b_v;
            vcc_store(e + 16 + i_vec, q_prev);
            long t4 = i_vec + 8L;
            vcc_v8_float t5 = q_prev_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float b_v_1 = vcc_load(vcc_v8_float, &b[t4]);
            q_prev_1 = t5 + b_v_1;
            vcc_store(e + 16 + t4, q_prev_1);
            i_vec += 16L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L + -16L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at carry_stores.c:65 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            vcc_v8_float e_v = vcc_load(vcc_v8_float, &e[t9]);
            vcc_v8_float t10 = e_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float b_v_2 = vcc_load(vcc_v8_float, &b[t9]);
            vcc_v8_float t11 = t10 + b_v_2;
            vcc_store(e + 16 + t9, t11);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < (n - 16); i++) {
        long t12 = (long)i;
        (e + 16)[t12] = e[t12] * 0.5f + b[t12];
    }
}

/* Not carried: the store is skipped on some iterations. */
void cond_store(int n) {
    for (int i = 1; i < n; i++)
        if (e[i] > 0.5f)
            a[i] = a[i - 1] * 0.5f + e[i];
}

/* Not carried: another store writes the same array. */
void two_stores(int n) {
    for (int i = 1; i < n - 1; i++) {
        a[i] = a[i - 1] + b[i];
        a[i + 1] = e[i];
    }
}

/* Not carried: the element is loaded as another type. */
void punned(int n) {
    for (int i = 1; i < n; i++)
        pun.f[i] = (float)(pun.i[i - 1] & 0xff) + b[i];
}

/* Not carried: pointers of unknown extent (the elements read before the loop could lie
 * outside them). */
void through_pointers(float *restrict p, const float *restrict q, int n) {
    for (int i = 1; i < n; i++)
        p[i] = p[i - 1] * 0.5f + q[i];
}

int main(void) {
    int n;
    int t2;
    int r;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            return 0;
        }
        if (n <= 1010) {
            for (int i = 0; i < 1010; i++) {
                long t3 = (long)i;
                a[t3] = (float)((i * 37 + n) % 101) * 0.125f - 6.0f;
                b[t3] = (float)((i * 11 + 3 * n) % 23) * 0.25f;
                e[t3] = (float)((i * 7 + n) % 13) * 0.0625f;
                da[t3] = (double)((i * 5 + n) % 17) - 8.0;
                db[t3] = (double)(i * 3 % 29) * 0.5;
                ia[t3] = (unsigned int)((i * 7919 + n) % 1000);
                ib[t3] = (unsigned int)(i * 104729 % 777);
                pun.i[t3] = (int)((unsigned int)i * 2654435761U);
                int t4 = (int)(unsigned int)i;
                if (1 & (t4 >= 0)) {
                    vcc_v8_int t5 = vcc_splat(vcc_v8_int, t4 % 19);
                    vcc_v8_int t6 = t5 + (vcc_v8_int){0, 3, 6, 9, 12, 15, 18, 2};
                    vcc_m8 t7 = (vcc_m8)(t6 > (vcc_v8_int){18, 18, 18, 18, 18, 18, 18, 18});
                    vcc_v8_uint t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, ((vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                    vcc_v8_uint t9 = (vcc_v8_uint)t6;
                    vcc_v8_uint t10 = t9 - t8;
                    vcc_v8_int t1 = (vcc_v8_int)t10;
                    long r_vec = 0L;
                    /* vcc: loop at carry_stores.c:111 vectorized: VF 8, UF 1, the remainder at 112:35 by 19 kept as a running remainder (guard: dividend not negative), scalar epilogue */
                    for (;;) {
                        vcc_v8_float t11 = __builtin_convertvector(t1, vcc_v8_float);
                        vcc_scatter(&aa[r_vec][t3], ((vcc_v8_int){0, 1010, 2020, 3030, 4040, 5050, 6060, 7070}), t11);
                        r_vec += 8L;
                        vcc_v8_int t12 = t1 + (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
                        vcc_m8 t13 = (vcc_m8)(t12 > (vcc_v8_int){18, 18, 18, 18, 18, 18, 18, 18});
                        vcc_v8_uint t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, ((vcc_v8_uint){19U, 19U, 19U, 19U, 19U, 19U, 19U, 19U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
                        vcc_v8_uint t15 = (vcc_v8_uint)t12;
                        vcc_v8_uint t16 = t15 - t14;
                        vcc_v8_int t17 = (vcc_v8_int)t16;
                        if (r_vec >= 8L) {
                            break;
                        }
                        t1 = t17;
                    }
                    r = 8;
                } else {
                    r = 0;
                }
                for (; r < 8; r++) {
                    aa[r][t3] = (float)((i + r * 3) % 19);
                }
            }
            first_order(n);
            second_order(n);
            down_three(n);
            rows_step2(n);
            do_while(n);
            vector_16(n);
            const void *t18 = (const void *)e;
            unsigned long t19 = hash_bytes(t18, 4040UL);
            const void *t20 = (const void *)ib;
            unsigned long t21 = hash_bytes(t20, 4040UL);
            unsigned long t22 = hash_bytes((const void *)aa[0], 32320UL);
            unsigned long t23 = hash_bytes((const void *)ia, 4040UL);
            unsigned long t24 = hash_bytes((const void *)da, 8080UL);
            const void *t25 = (const void *)a;
            printf("%d %llx %llx %llx %llx %llx %llx", n, (unsigned long long)hash_bytes(t25, 4040UL), (unsigned long long)t24, (unsigned long long)t23, (unsigned long long)t22, (unsigned long long)t21, (unsigned long long)t19);
            cond_store(n);
            two_stores(n);
            punned(n);
            through_pointers(e, b, n);
            down_from_n(n);
            unsigned long t26 = hash_bytes(t20, 4040UL);
            unsigned long t27 = hash_bytes(t18, 4040UL);
            unsigned long t28 = hash_bytes((const void *)pun.f, 4040UL);
            printf(" %llx %llx %llx %llx\n", (unsigned long long)hash_bytes(t25, 4040UL), (unsigned long long)t28, (unsigned long long)t27, (unsigned long long)t26);
        }
    }
}
