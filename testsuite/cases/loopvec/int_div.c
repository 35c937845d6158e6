/* vcc-test: expect-vectorized generic=9 avx2=9 avx512=9 sse4.2=9 sse2=9 neon=1 */
#include "harness.h"
#include <limits.h>

/* Signed 32-bit division by a variable (emit sse.rs `vcc_sse_div_epi32`, avx2.rs and avx512.rs
   rows): the quotient computed in double lanes and truncated, exact for every pair C defines.
   Operands include INT_MIN (divided by anything but -1), INT_MAX, +-1, divisors near the
   dividend (quotients just below and above an integer) and small divisors of large dividends.
   A division under a condition that excludes zero divisors, a division by a constant (left to
   the C compiler's reciprocal multiply) and remainders (a - (a / b) * b with the same exact
   quotient: by an array, by a parameter, under a condition) complete the case. */

void div_var(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++)
        q[i] = a[i] / b[i];
}

void div_cond(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++)
        if (b[i] != 0)
            q[i] = (a[i] + 7) / b[i];
}

void div_const(int n, int *restrict q, const int *restrict a) {
    for (int i = 0; i < n; i++)
        q[i] = a[i] / 7 + a[i] / -3;
}

void rem_var(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++)
        q[i] = a[i] % b[i];
}

void rem_uniform(int n, int m, int *restrict q, const int *restrict a) {
    for (int i = 0; i < n; i++)
        q[i] = a[i] % m ^ i % m;
}

void rem_cond(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++)
        if (b[i] != 0)
            q[i] -= a[i] % b[i];
}

/* Unsigned: the operands offset into the signed range, the quotient truncated from [0, 2^32). */
void udiv_var(int n, unsigned *restrict q, const unsigned *restrict a, const unsigned *restrict b) {
    for (int i = 0; i < n; i++)
        q[i] = a[i] / b[i];
}

void urem_var(int n, unsigned *restrict q, const unsigned *restrict a, unsigned m) {
    for (int i = 0; i < n; i++)
        q[i] = a[i] % m + a[i] / (m | 1u);
}

void udiv_cond(int n, unsigned *restrict q, const unsigned *restrict a, const unsigned *restrict b) {
    for (int i = 0; i < n; i++)
        if (b[i] != 0)
            q[i] += a[i] / b[i] ^ a[i] % b[i];
}

static unsigned pick_unsigned(int k) {
    switch (k % 9) {
    case 0: return 0xffffffffu;
    case 1: return 0x80000000u;
    case 2: return 0x7fffffffu;
    case 3: return 0x80000000u + (unsigned)(next_rand() % 1000);
    case 4: return (unsigned)(next_rand() % 100);
    case 5: return 0xffffffffu - (unsigned)(next_rand() % 1000);
    default: return (unsigned)next_rand() * 2654435761u;
    }
}

static unsigned pick_udivisor(int k, unsigned a) {
    switch (k % 8) {
    case 0: return 1;
    case 1: return a > 1 ? a - 1 : 2;
    case 2: return a < 0xffffffffu ? a + 1 : 3;
    case 3: return a ? a : 7;
    case 4: return (unsigned)(next_rand() % 9) + 2;
    case 5: return 0x80000000u | (unsigned)(next_rand() % 5);
    case 6: return 0xffffffffu;
    default: { unsigned d = (unsigned)next_rand() * 40503u; return d ? d : 5; }
    }
}

static int pick_dividend(int k) {
    switch (k % 8) {
    case 0: return INT_MIN;
    case 1: return INT_MAX;
    case 2: return INT_MAX - (int)(next_rand() % 1000);
    case 3: return -(int)(next_rand() % 2000000000);
    case 4: return (int)(next_rand() % 100) - 50;
    default: return (int)next_rand();
    }
}

static int pick_divisor(int k, int a) {
    switch (k % 7) {
    case 0: return a == INT_MIN ? 1 : -1;
    case 1: return 1;
    case 2: return a == INT_MIN || a == 0 ? 3 : a - (a > 0 ? 1 : -1) + (a == 1 || a == -1 ? 2 * a : 0);
    case 3: return a == INT_MIN || a == INT_MAX ? 2 : a + (a >= 0 ? 1 : -1);
    case 4: return (int)(next_rand() % 9) + 2;
    case 5: return -(int)(next_rand() % 100000) - 1;
    default: { int d = (int)next_rand(); return d == 0 || (a == INT_MIN && d == -1) ? 5 : d; }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int)), *q = new_array(n, sizeof(int));
        int *c = new_array(n, sizeof(int));
        for (int i = 0; i < n; i++) {
            a[i] = pick_dividend(i + n);
            b[i] = pick_divisor(i * 3 + n, a[i]);
            c[i] = i % 5 == 2 ? 0 : b[i];
            if (a[i] > INT_MAX - 7)
                a[i] = INT_MAX - 7;
        }
        div_var(n, q, a, b);
        printf("n=%d var=%llx", n, HASH(q, n));
        FILL(q, n, 0, 3);
        div_cond(n, q, a, c);
        printf(" cond=%llx", HASH(q, n));
        div_const(n, q, a);
        printf(" const=%llx", HASH(q, n));
        rem_var(n, q, a, b);
        printf(" rem=%llx", HASH(q, n));
        static const int moduli[] = {13, -7, 1, INT_MAX, INT_MIN};
        for (int k = 0; k < 5; k++) {
            rem_uniform(n, moduli[k], q, a);
            printf(" %d:%llx", moduli[k], HASH(q, n));
        }
        FILL(q, n, 0, 3);
        rem_cond(n, q, a, c);
        printf(" remcond=%llx", HASH(q, n));
        unsigned *ua = new_array(n, sizeof(unsigned)), *ub = new_array(n, sizeof(unsigned));
        unsigned *uq = new_array(n, sizeof(unsigned)), *uc = new_array(n, sizeof(unsigned));
        for (int i = 0; i < n; i++) {
            ua[i] = pick_unsigned(i + n);
            ub[i] = pick_udivisor(i * 5 + n, ua[i]);
            uc[i] = i % 4 == 1 ? 0 : ub[i];
        }
        udiv_var(n, uq, ua, ub);
        printf(" udiv=%llx", HASH(uq, n));
        static const unsigned umoduli[] = {1u, 10u, 0x7fffffffu, 0x80000000u, 0xfffffffeu, 0xffffffffu};
        for (int k = 0; k < 6; k++) {
            urem_var(n, uq, ua, umoduli[k]);
            printf(" %x:%llx", umoduli[k], HASH(uq, n));
        }
        FILL(uq, n, 0, 3);
        udiv_cond(n, uq, ua, uc);
        printf(" udivcond=%llx\n", HASH(uq, n));
        free(ua), free(ub), free(uq), free(uc);
        free(a), free(b), free(q), free(c);
    }
    return 0;
}
