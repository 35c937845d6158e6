/* vcc-test: expect-vectorized generic=3 avx2=3 avx512vbmi-zmm=4 */
/* Values carried out of a loop as `_Bool`: `_Bool` lanes are bytes of 0 or 1 (bool_lanes.c), so the
 * last iteration's `_Bool` is lane N-1; one set under a condition is a conditional last value (or
 * any-of) in those byte lanes (bool_reduce.c has more). The same search with an `int` flag too. */
#include "harness.h"

/* Vectorized: the last iteration's `_Bool`. */
_Bool last_positive(int n, const int *restrict a) {
    _Bool b = 0;
    for (int i = 0; i < n; i++)
        b = a[i] > 0;
    return b;
}

/* A `_Bool` set under a condition to another `_Bool`: legal, but the cost model finds the
   scalar loop cheaper (remarks). */
_Bool cond_flag(int n, const int *restrict a, const _Bool *restrict f) {
    _Bool b = 0;
    for (int i = 0; i < n; i++)
        if (a[i] > 0)
            b = f[i];
    return b;
}

/* Vectorized: any-of into a `_Bool`. */
_Bool any_negative(int n, const int *restrict a) {
    _Bool b = 0;
    for (int i = 0; i < n; i++)
        if (a[i] < 0)
            b = 1;
    return b;
}

/* Vectorized: the same as an `int`. */
int last_positive_int(int n, const int *restrict a) {
    int b = 0;
    for (int i = 0; i < n; i++)
        b = a[i] > 0;
    return b;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int));
        _Bool *f = new_array(n, sizeof(_Bool));
        FILL(a, n, -3, 100);
        FILL(f, n, 0, 2);
        printf("n=%d %d %d %d %d\n", n, last_positive(n, a), cond_flag(n, a, f), any_negative(n, a), last_positive_int(n, a));
        free(a), free(f);
    }
    return 0;
}
