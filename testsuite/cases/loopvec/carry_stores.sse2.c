/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>

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
void vector_16(int n) {
    int t10;
    int i;
    long t1 = (long)n + -16L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128 q_prev = _mm_loadu_ps(e + 16 + 0 + -16);
        __m128 q_prev_1 = _mm_loadu_ps(e + 16 + 4 + -16);
        __m128 q_prev_2 = _mm_loadu_ps(e + 16 + 8 + -16);
        __m128 q_prev_3 = _mm_loadu_ps(e + 16 + 12 + -16);
        long i_vec = 0L;
        /* vcc: loop at carry_stores.c:65 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 t3 = _mm_mul_ps(q_prev, _mm_set1_ps(0.5f));
            __m128 b_v = _mm_loadu_ps(&b[i_vec]);
            q_prev = _mm_add_ps(t3, b_v);
            _mm_storeu_ps(e + 16 + i_vec, q_prev);
            long t4 = i_vec + 4L;
            __m128 t5 = _mm_mul_ps(q_prev_1, _mm_set1_ps(0.5f));
            __m128 b_v_1 = _mm_loadu_ps(&b[t4]);
            q_prev_1 = _mm_add_ps(t5, b_v_1);
            _mm_storeu_ps(e + 16 + t4, q_prev_1);
            long t6 = i_vec + 8L;
            __m128 t7 = _mm_mul_ps(q_prev_2, _mm_set1_ps(0.5f));
            __m128 b_v_2 = _mm_loadu_ps(&b[t6]);
            q_prev_2 = _mm_add_ps(t7, b_v_2);
            _mm_storeu_ps(e + 16 + t6, q_prev_2);
            long t8 = i_vec + 12L;
            __m128 t9 = _mm_mul_ps(q_prev_3, _mm_set1_ps(0.5f));
            __m128 b_v_3 = _mm_loadu_ps(&b[t8]);
            q_prev_3 = _mm_add_ps(t9, b_v_3);
            _mm_storeu_ps(e + 16 + t8, q_prev_3);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L + -16L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at carry_stores.c:65 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128 e_v = _mm_loadu_ps(&e[t13]);
            __m128 t14 = _mm_mul_ps(e_v, _mm_set1_ps(0.5f));
            __m128 b_v_4 = _mm_loadu_ps(&b[t13]);
            __m128 t15 = _mm_add_ps(t14, b_v_4);
            _mm_storeu_ps(e + 16 + t13, t15);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < (n - 16); i++) {
        long t16 = (long)i;
        (e + 16)[t16] = e[t16] * 0.5f + b[t16];
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
    int t1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        if (n <= 1010) {
            int i = 0;
            while (i < 1010) {
                long t2 = (long)i;
                a[t2] = (float)((i * 37 + n) % 101) * 0.125f - 6.0f;
                b[t2] = (float)((i * 11 + 3 * n) % 23) * 0.25f;
                e[t2] = (float)((i * 7 + n) % 13) * 0.0625f;
                da[t2] = (double)((i * 5 + n) % 17) - 8.0;
                db[t2] = (double)(i * 3 % 29) * 0.5;
                ia[t2] = (unsigned int)((i * 7919 + n) % 1000);
                ib[t2] = (unsigned int)(i * 104729 % 777);
                pun.i[t2] = (int)((unsigned int)i * 2654435761U);
                aa[0][t2] = (float)(i % 19);
                aa[1][t2] = (float)((i + 3) % 19);
                aa[2][t2] = (float)((i + 6) % 19);
                aa[3][t2] = (float)((i + 9) % 19);
                aa[4][t2] = (float)((i + 12) % 19);
                aa[5][t2] = (float)((i + 15) % 19);
                aa[6][t2] = (float)((i + 18) % 19);
                aa[7][t2] = (float)((i + 21) % 19);
                i++;
            }
            first_order(n);
            second_order(n);
            down_three(n);
            rows_step2(n);
            do_while(n);
            vector_16(n);
            const void *t3 = (const void *)e;
            unsigned long t4 = hash_bytes(t3, 4040UL);
            const void *t5 = (const void *)ib;
            unsigned long t6 = hash_bytes(t5, 4040UL);
            unsigned long t7 = hash_bytes((const void *)aa[0], 32320UL);
            unsigned long t8 = hash_bytes((const void *)ia, 4040UL);
            unsigned long t9 = hash_bytes((const void *)da, 8080UL);
            const void *t10 = (const void *)a;
            printf("%d %llx %llx %llx %llx %llx %llx", n, (unsigned long long)hash_bytes(t10, 4040UL), (unsigned long long)t9, (unsigned long long)t8, (unsigned long long)t7, (unsigned long long)t6, (unsigned long long)t4);
            cond_store(n);
            two_stores(n);
            punned(n);
            through_pointers(e, b, n);
            down_from_n(n);
            unsigned long t11 = hash_bytes(t5, 4040UL);
            unsigned long t12 = hash_bytes(t3, 4040UL);
            unsigned long t13 = hash_bytes((const void *)pun.f, 4040UL);
            printf(" %llx %llx %llx %llx\n", (unsigned long long)hash_bytes(t10, 4040UL), (unsigned long long)t13, (unsigned long long)t12, (unsigned long long)t11);
        }
    }
}
