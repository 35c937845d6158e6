/* vcc-test: expect-vectorized generic=14 avx2=14 avx512=14 avx512vbmi-zmm=14 sse4.2=13 neon=13 sse2=11 */
#include "harness.h"

/* 64-bit products of operands widened from 32-bit integers: on x86 one pmuldq (signed) or
   pmuludq (unsigned) of the widened lanes, which reads only each lane's low 32 bits. Exact only
   when both operands are widened with one signedness, or are constants of the 32-bit type's
   range: the mixed kernels and the constants just outside that range must keep the full
   64-bit multiply. Inputs are drawn from the ends of the 32-bit ranges. */

void mul_ss(int n, long long *restrict d, const int *a, const int *b) {
    for (int i = 0; i < n; i++)
        d[i] = (long long)a[i] * b[i];
}

void mul_uu(int n, unsigned long long *restrict d, const unsigned *a, const unsigned *b) {
    for (int i = 0; i < n; i++)
        d[i] = (unsigned long long)a[i] * b[i];
}

/* Signed 32-bit values converted to an unsigned 64-bit type: still sign-extended. */
void mul_s_to_u(int n, unsigned long long *restrict d, const int *a, const int *b) {
    for (int i = 0; i < n; i++)
        d[i] = (unsigned long long)a[i] * (unsigned long long)b[i];
}

/* One signed and one unsigned operand: no single instruction. */
void mul_mixed(int n, long long *restrict d, const int *a, const unsigned *b) {
    for (int i = 0; i < n; i++)
        d[i] = (long long)a[i] * (long long)b[i];
}

void mul_const_ends(int n, long long *restrict d, long long *restrict e, const int *a) {
    for (int i = 0; i < n; i++) {
        d[i] = (long long)a[i] * -2147483648LL;
        e[i] = (long long)a[i] * 2147483647LL;
    }
}

/* Constants one past the signed range: the full multiply. */
void mul_const_outside(int n, long long *restrict d, long long *restrict e, const int *a) {
    for (int i = 0; i < n; i++) {
        d[i] = (long long)a[i] * 2147483648LL;
        e[i] = (long long)a[i] * -2147483649LL;
    }
}

void mul_u_const(int n, unsigned long long *restrict d, unsigned long long *restrict e, const unsigned *a) {
    for (int i = 0; i < n; i++) {
        d[i] = (unsigned long long)a[i] * 0xffffffffULL;
        e[i] = (unsigned long long)a[i] * 0x100000000ULL;
    }
}

/* Summed unsigned: signed sums of products at the ends of the range overflow. */
unsigned long long dot_ss(int n, const int *a, const int *b) {
    unsigned long long s = 0;
    for (int i = 0; i < n; i++)
        s += (long long)a[i] * b[i];
    return s;
}

unsigned long long dot_uu(int n, const unsigned *a, const unsigned *b) {
    unsigned long long s = 0;
    for (int i = 0; i < n; i++)
        s += (unsigned long long)a[i] * b[i];
    return s;
}

/* Narrower sources: a signed short is a signed 32-bit value (pmuldq with an int), an unsigned
   short fits either form (pmuludq with an unsigned int, pmuldq with an int); a signed short
   times an unsigned int is the mixed product. */
unsigned long long dot_s16_s32(int n, const short *s, const int *b) {
    unsigned long long t = 0;
    for (int i = n - 1; i >= 0; i--)
        t += s[i] * (long long)(i + 1) + s[i] * (long long)b[i];
    return t;
}

void mul_u16_u32(int n, unsigned long long *restrict d, const unsigned short *us, const unsigned *ub) {
    for (int i = 0; i < n; i++)
        d[i] = (unsigned long long)us[i] * ub[i];
}

void mul_u16_s32(int n, long long *restrict d, const unsigned short *us, const int *b) {
    for (int i = 0; i < n; i++)
        d[i] = (long long)us[i] * b[i];
}

void mul_s16_u32(int n, long long *restrict d, const short *s, const unsigned *ub) {
    for (int i = 0; i < n; i++)
        d[i] = (long long)s[i] * (long long)ub[i];
}

/* 64-bit products by constants: a shift and an add per set bit (x * 3), or the full multiply. */
void mul_by_consts(int n, unsigned long long *restrict d, unsigned long long *restrict e, const unsigned long long *x) {
    for (int i = 0; i < n; i++) {
        d[i] = x[i] * 3u;
        e[i] = x[i] * 0x9e3779b97f4a7c15ull;
    }
}

static int edge32(uint32_t r) {
    switch (r % 6) {
    case 0: return INT32_MIN;
    case 1: return INT32_MAX;
    case 2: return -1;
    case 3: return INT32_MIN + (int)(r >> 4);
    case 4: return INT32_MAX - (int)(r >> 4);
    default: return (int)(r * 2654435761u);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        unsigned *ua = new_array(n, 4), *ub = new_array(n, 4);
        long long *d = new_array(n, 8), *e = new_array(n, 8);
        for (int i = 0; i < n; i++) {
            a[i] = edge32(next_rand());
            b[i] = edge32(next_rand());
            ua[i] = (unsigned)edge32(next_rand());
            ub[i] = (unsigned)edge32(next_rand());
        }
        mul_ss(n, d, a, b);
        printf("n=%d mul_ss %llx\n", n, HASH(d, n));
        mul_uu(n, (unsigned long long *)d, ua, ub);
        printf("n=%d mul_uu %llx\n", n, HASH(d, n));
        mul_s_to_u(n, (unsigned long long *)d, a, b);
        printf("n=%d mul_s_to_u %llx\n", n, HASH(d, n));
        mul_mixed(n, d, a, ub);
        printf("n=%d mul_mixed %llx\n", n, HASH(d, n));
        mul_const_ends(n, d, e, a);
        printf("n=%d mul_const_ends %llx %llx\n", n, HASH(d, n), HASH(e, n));
        mul_const_outside(n, d, e, a);
        printf("n=%d mul_const_outside %llx %llx\n", n, HASH(d, n), HASH(e, n));
        mul_u_const(n, (unsigned long long *)d, (unsigned long long *)e, ua);
        printf("n=%d mul_u_const %llx %llx\n", n, HASH(d, n), HASH(e, n));
        printf("n=%d dot_ss %llx\n", n, dot_ss(n, a, b));
        printf("n=%d dot_uu %llx\n", n, dot_uu(n, ua, ub));
        short *s = new_array(n, 2);
        unsigned short *us = new_array(n, 2);
        unsigned long long *x = new_array(n, 8);
        for (int i = 0; i < n; i++) {
            s[i] = (short)edge32(next_rand());
            us[i] = (unsigned short)edge32(next_rand());
            x[i] = (unsigned long long)next_rand() << 32 | next_rand();
        }
        printf("n=%d dot_s16_s32 %llx\n", n, dot_s16_s32(n, s, b));
        mul_u16_u32(n, (unsigned long long *)d, us, ub);
        printf("n=%d mul_u16_u32 %llx\n", n, HASH(d, n));
        mul_u16_s32(n, d, us, a);
        printf("n=%d mul_u16_s32 %llx\n", n, HASH(d, n));
        mul_s16_u32(n, d, s, ub);
        printf("n=%d mul_s16_u32 %llx\n", n, HASH(d, n));
        mul_by_consts(n, (unsigned long long *)d, (unsigned long long *)e, x);
        printf("n=%d mul_by_consts %llx %llx\n", n, HASH(d, n), HASH(e, n));
        free(s), free(us), free(x);
        free(a), free(b), free(ua), free(ub), free(d), free(e);
    }
    return 0;
}
