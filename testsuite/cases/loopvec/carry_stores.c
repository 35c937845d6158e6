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
    for (int i = 1; i < n; i++)
        a[i] = b[i] - e[i] * a[i - 1];
}

/* One and two iterations back, from one store. */
void second_order(int n) {
    for (int i = 2; i < n; i++)
        da[i] = da[i - 1] * 0.5 + da[i - 2] * 0.25 + db[i];
}

/* Walking down, one and three back: the loop's first three iterations read what was there
 * before. */
void down_three(int n) {
    for (int i = N - 4; i >= N - n; i--)
        ia[i] = ia[i + 3] * 3 - ia[i + 1] + ib[i];
}

/* Not carried: where the first iterations read depends on n (before the array when n < 3). */
void down_from_n(int n) {
    for (int i = n - 4; i >= 0; i--)
        ib[i] = ib[i + 3] * 5 - ib[i + 1] + ia[i];
}

/* Every other element, in a row of a 2-D array, inside an outer loop. */
void rows_step2(int n) {
    for (int r = 0; r < 8; r++)
        for (int j = 2; j < n; j += 2)
            aa[r][j] = aa[r][j - 2] * 0.75f + b[j];
}

/* The test at the end of the body. */
void do_while(int n) {
    int i = 1;
    if (n < 2)
        return;
    do {
        ib[i] = ib[i - 1] + ia[i];
    } while (++i < n);
}

/* Vectorized (16 apart: a vector per part, one vector iteration back), then carried as
 * vectors: each part's load reads what the same part stored in the vector iteration before. */
void vector_16(int n) {
    float *q = e + 16;
    for (int i = 0; i < n - 16; i++)
        q[i] = e[i] * 0.5f + b[i];
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
    FOR_EACH_COUNT(n) {
        if (n > N)
            continue;
        for (int i = 0; i < N; i++) {
            a[i] = (float)((i * 37 + n) % 101) * 0.125f - 6.0f;
            b[i] = (float)((i * 11 + 3 * n) % 23) * 0.25f;
            e[i] = (float)((i * 7 + n) % 13) * 0.0625f;
            da[i] = (double)((i * 5 + n) % 17) - 8.0;
            db[i] = (double)((i * 3) % 29) * 0.5;
            ia[i] = (unsigned)((i * 7919 + n) % 1000);
            ib[i] = (unsigned)((i * 104729) % 777);
            pun.i[i] = i * 2654435761u;
            for (int r = 0; r < 8; r++)
                aa[r][i] = (float)((i + r * 3) % 19);
        }
        first_order(n);
        second_order(n);
        down_three(n);
        rows_step2(n);
        do_while(n);
        vector_16(n);
        printf("%d %llx %llx %llx %llx %llx %llx", n, HASH(a, N), HASH(da, N), HASH(ia, N), HASH(&aa[0][0], 8 * N),
               HASH(ib, N), HASH(e, N));
        cond_store(n);
        two_stores(n);
        punned(n);
        through_pointers(e, b, n);
        down_from_n(n);
        printf(" %llx %llx %llx %llx\n", HASH(a, N), HASH(pun.f, N), HASH(e, N), HASH(ib, N));
    }
    return 0;
}
