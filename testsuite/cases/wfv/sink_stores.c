/* Stores to the same addresses on both sides of a varying branch (sink_stores.rs): sunk below
   the branch as one unmasked store of a blend per address (swap2; in order; only the trailing
   pair in tail, whose first stores differ). They stay where they are when the branch is uniform
   (uniform_dir), when the addresses differ (apart), and when a load follows them (reload); in
   the masked variant the sunk stores keep the entry mask. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 6 */

#pragma omp declare simd uniform(a) linear(i)
void swap2(int *a, int i, int up) {
    int l = a[2 * i], r = a[2 * i + 1];
    int lo = l < r ? l : r, hi = l < r ? r : l;
    if (up) {
        a[2 * i] = lo;
        a[2 * i + 1] = hi;
    } else {
        a[2 * i] = hi;
        a[2 * i + 1] = lo;
    }
}

#pragma omp declare simd uniform(a, b) linear(i) notinbranch
void tail(int *a, int *b, int i, int x) {
    if (x > 3) {
        b[i] = x;
        a[i] = x * 2;
    } else {
        a[i] = x - 1;
    }
}

#pragma omp declare simd uniform(a, up) linear(i) notinbranch
void uniform_dir(int *a, int i, int x, int up) {
    if (up)
        a[i] = x;
    else
        a[i] = -x;
}

#pragma omp declare simd uniform(a, b) linear(i) notinbranch
void apart(int *a, int *b, int i, int x) {
    if (x & 1)
        a[i] = x;
    else
        b[i] = x;
}

#pragma omp declare simd uniform(a) linear(i) notinbranch
int reload(int *a, int i, int x) {
    int r;
    if (x > 2) {
        a[i] = x;
        r = a[i + 8];
    } else {
        a[i] = -x;
        r = 0;
    }
    return r;
}

void _ZGVdN8ulv_swap2(int *, int, v8i);
void _ZGVdM8ulv_swap2(int *, int, v8i, v8i);
void _ZGVdN8uulv_tail(int *, int *, int, v8i);
void _ZGVdN8ulvu_uniform_dir(int *, int, v8i, int);
void _ZGVdN8uulv_apart(int *, int *, int, v8i);
v8i _ZGVdN8ulv_reload(int *, int, v8i);

int main(void) {
    int a[16], b[16], s[16], t[16], u[16], v[16], x[8], up[8], m[8];
    for (int row = 0; row < 4; row++) {
        for (int k = 0; k < 16; k++) {
            a[k] = b[k] = (k * 29 + row * 7) % 17;
            s[k] = t[k] = u[k] = v[k] = 100 + k;
        }
        for (int k = 0; k < 8; k++) {
            x[k] = (k * 5 + row) % 8;
            up[k] = (k + row) % 3 == 0;
            m[k] = (k + row) % 2 ? -1 : 0;
        }
        for (int k = 0; k < 8; k++)
            swap2(a, k, up[k]);
        _ZGVdN8ulv_swap2(b, 0, TO_VEC(v8i, up));
        for (int k = 0; k < 16; k++)
            printf("%d %d\n", a[k], b[k]);
        for (int k = 0; k < 16; k++)
            a[k] = b[k] = (k * 31 + row * 3) % 13;
        /* The masked variant with the lanes of odd k active; scalar calls for the same lanes. */
        for (int k = 0; k < 8; k++)
            if (m[k])
                swap2(a, k, up[k]);
        _ZGVdM8ulv_swap2(b, 0, TO_VEC(v8i, up), TO_VEC(v8i, m));
        for (int k = 0; k < 16; k++)
            printf("%d %d\n", a[k], b[k]);
        for (int k = 0; k < 8; k++) {
            tail(s, t, k, x[k]);
            uniform_dir(u, k, x[k], row % 2);
            apart(v, v + 8, k, x[k]);
        }
        _ZGVdN8uulv_tail(s + 8, t + 8, 0, TO_VEC(v8i, x));
        _ZGVdN8ulvu_uniform_dir(u + 8, 0, TO_VEC(v8i, x), row % 2);
        for (int k = 0; k < 16; k++)
            printf("%d %d %d %d\n", s[k], t[k], u[k], v[k]);
        for (int k = 0; k < 16; k++)
            u[k] = v[k] = 50 + k;
        _ZGVdN8uulv_apart(v, v + 8, 0, TO_VEC(v8i, x));
        for (int k = 0; k < 8; k++)
            apart(u, u + 8, k, x[k]);
        for (int k = 0; k < 16; k++)
            printf("%d %d %d %d\n", u[k], v[k], s[k], t[k]);
        int r[8], rv[8];
        for (int k = 0; k < 16; k++)
            s[k] = t[k] = 7 * k - row;
        for (int k = 0; k < 8; k++)
            r[k] = reload(s, k, x[k]);
        FROM_VEC(rv, _ZGVdN8ulv_reload(t, 0, TO_VEC(v8i, x)));
        for (int k = 0; k < 16; k++)
            printf("%d %d\n", s[k], t[k]);
        for (int k = 0; k < 8; k++)
            printf("%d %d\n", r[k], rv[k]);
    }
    return 0;
}
