/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Reductions into a _Bool: `r |= x`, `r &= c`, `r ^= c` (C converts each update back with
   `!= 0`, so the accumulator's byte lanes hold x != 0 ORed in, or the comparisons' 0 or 1),
   and a _Bool set under a condition (`found = 1`: any-of). The driver makes the answer depend
   on one element at every position of short arrays (and at many of long ones), so a lane
   dropped from the reduction or a wrong identity changes what is printed. */

_Bool any_negative(const int *a, int n) {
    _Bool r = 0;
    for (int i = 0; i < n; i++)
        r |= a[i] < 0;
    return r;
}

_Bool all_positive(const int *a, int n) {
    _Bool r = 1;
    for (int i = 0; i < n; i++)
        r &= a[i] > 0;
    return r;
}

/* `|=` of a value that is not 0 or 1: true where any element is nonzero. */
_Bool any_nonzero(const int *a, int n) {
    _Bool r = 0;
    for (int i = 0; i < n; i++)
        r |= a[i];
    return r;
}

/* The parity of the negative elements. */
_Bool odd_negatives(const int *a, int n) {
    _Bool r = 0;
    for (int i = 0; i < n; i++)
        r ^= a[i] < 0;
    return r;
}

/* Bytes compared in byte lanes, ORed into byte lanes. */
_Bool has_byte(const unsigned char *s, int n, unsigned char c) {
    _Bool r = 0;
    for (int i = 0; i < n; i++)
        r |= s[i] == c;
    return r;
}

/* An array of _Bool flags ANDed (the flags are 0 or 1 already). */
_Bool all_set(const _Bool *f, int n, _Bool start) {
    _Bool r = start;
    for (int i = 0; i < n; i++)
        r &= f[i];
    return r;
}

/* A conditional set: whether x occurs. */
_Bool contains(const int *a, int n, int x) {
    _Bool found = 0;
    for (int i = 0; i < n; i++)
        if (a[i] == x)
            found = 1;
    return found;
}

/* A conditional clear, from a start the caller passes. */
_Bool none_equal(const short *a, int n, short x, _Bool start) {
    _Bool ok = start;
    for (int i = 0; i < n; i++)
        if (a[i] == x)
            ok = 0;
    return ok;
}

static unsigned long long total;
static void mix(long long v) {
    total = total * 1000003u + (unsigned long long)v;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int));
        unsigned char *s = new_array(n, 1);
        _Bool *f = new_array(n, sizeof(_Bool));
        short *h = new_array(n, sizeof(short));
        for (int p = -1; p < n; p++) {
            if (n > 100 && p > 70 && p < n - 70 && p % 31 != 0)
                continue;
            /* All "neutral" but position p (and, for the parity, every seventh beyond it). */
            for (int k = 0; k < n; k++) {
                a[k] = 1 + (int)(next_rand() % 1000);
                s[k] = (unsigned char)(1 + next_rand() % 200);
                f[k] = 1;
                h[k] = (short)(next_rand() % 1000);
            }
            if (p >= 0) {
                a[p] = -(int)(1 + next_rand() % 5);
                s[p] = 250;
                f[p] = 0;
                h[p] = -3;
            }
            mix(any_negative(a, n));
            mix(all_positive(a, n));
            mix(contains(a, n, n > 0 ? a[p >= 0 ? p : 0] : 5));
            mix(contains(a, n, -9));
            mix(has_byte(s, n, 250));
            mix(all_set(f, n, 1));
            mix(all_set(f, n, 0));
            mix(none_equal(h, n, -3, 1));
            mix(none_equal(h, n, -3, 0));
            for (int k = p + 1; k < n; k += 7)
                a[k] = -a[k];
            mix(odd_negatives(a, n));
            for (int k = 0; k < n; k++)
                a[k] = (k == p) ? (int)(next_rand() % 3) + 1 : 0;
            mix(any_nonzero(a, n));
        }
        free(a);
        free(s);
        free(f);
        free(h);
    }
    printf("%llu\n", total);
    return 0;
}
