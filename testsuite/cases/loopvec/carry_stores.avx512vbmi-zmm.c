/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

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
extern __typeof__(b) b __attribute__((aligned(64)));
extern __typeof__(e) e __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void vector_16(int n) {
    vcc_no_contract_body
    int t4;
    int i;
    long t1 = (long)n + -16L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512 q_prev = _mm512_loadu_ps(e + 16 + 0 + -16);
        long i_vec = 0L;
        /* vcc: loop at carry_stores.c:65 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512 t3 = _mm512_mul_ps(q_prev, _mm512_set1_ps(0.5f));
            __m512 b_v = _mm512_loadu_ps(&b[i_vec]);
            q_prev = _mm512_add_ps(t3, b_v);
            _mm512_storeu_ps(e + 16 + i_vec, q_prev);
            i_vec += 16L;
        } while (i_vec < t2);
        t4 = (int)t2;
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L + -16L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        long t8 = (long)t4;
        __m512 e_v = _mm512_maskz_loadu_ps(t7, &e[t8]);
        __m512 t9 = _mm512_mul_ps(e_v, _mm512_set1_ps(0.5f));
        __m512 b_v_1 = _mm512_maskz_loadu_ps(t7, &b[t8]);
        __m512 t10 = _mm512_add_ps(t9, b_v_1);
        _mm512_mask_storeu_ps(e + 16 + t8, t7, t10);
        i = (int)((long)t4 + t5);
    } else {
        i = t4;
    }
    for (; i < (n - 16); i++) {
        long t11 = (long)i;
        (e + 16)[t11] = e[t11] * 0.5f + b[t11];
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t2;
    int r;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
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
                    __m256i t5 = _mm256_set1_epi32((int)(t4 % 19));
                    __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 18, 2));
                    __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(19));
                    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t6, t7);
                    long r_vec = 0L;
                    /* vcc: loop at carry_stores.c:111 vectorized: VF 8, UF 1, the remainder at 112:35 by 19 kept as a running remainder (guard: dividend not negative), scalar epilogue */
                    for (;;) {
                        __m256 t8 = _mm256_cvtepi32_ps((__m256i)t1);
                        _mm256_i32scatter_ps(&aa[r_vec][t3], _mm256_setr_epi32(0, 1010, 2020, 3030, 4040, 5050, 6060, 7070), t8, 4);
                        r_vec += 8L;
                        __m256i t9 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(5));
                        __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(19));
                        __m256i t11 = _mm256_min_epu32(t9, t10);
                        if (r_vec >= 8L) {
                            break;
                        }
                        t1 = (vcc_v8_int)t11;
                    }
                    r = 8;
                } else {
                    r = 0;
                }
                for (; r < 8; r++) {
                    aa[r][t3] = (float)((i + r * 3) % 19);
                }
            }
            (_mm256_zeroupper(), first_order(n));
            (_mm256_zeroupper(), second_order(n));
            (_mm256_zeroupper(), down_three(n));
            (_mm256_zeroupper(), rows_step2(n));
            (_mm256_zeroupper(), do_while(n));
            vector_16(n);
            const void *t12 = (const void *)e;
            unsigned long t13 = (_mm256_zeroupper(), hash_bytes(t12, 4040UL));
            const void *t14 = (const void *)ib;
            unsigned long t15 = (_mm256_zeroupper(), hash_bytes(t14, 4040UL));
            unsigned long t16 = (_mm256_zeroupper(), hash_bytes((const void *)aa[0], 32320UL));
            unsigned long t17 = (_mm256_zeroupper(), hash_bytes((const void *)ia, 4040UL));
            unsigned long t18 = (_mm256_zeroupper(), hash_bytes((const void *)da, 8080UL));
            const void *t19 = (const void *)a;
            printf("%d %llx %llx %llx %llx %llx %llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t19, 4040UL)), (unsigned long long)t18, (unsigned long long)t17, (unsigned long long)t16, (unsigned long long)t15, (unsigned long long)t13);
            (_mm256_zeroupper(), cond_store(n));
            (_mm256_zeroupper(), two_stores(n));
            (_mm256_zeroupper(), punned(n));
            (_mm256_zeroupper(), through_pointers(e, b, n));
            (_mm256_zeroupper(), down_from_n(n));
            unsigned long t20 = (_mm256_zeroupper(), hash_bytes(t14, 4040UL));
            unsigned long t21 = (_mm256_zeroupper(), hash_bytes(t12, 4040UL));
            unsigned long t22 = (_mm256_zeroupper(), hash_bytes((const void *)pun.f, 4040UL));
            printf(" %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t19, 4040UL)), (unsigned long long)t22, (unsigned long long)t21, (unsigned long long)t20);
        }
    }
}
