/* Small loops with a constant count in annotated functions are unrolled in the variants
   (transform/unroll.rs), each copy in the loop's order: `window` (a 3x3 float window, nested)
   must give the scalar sums to the bit; `steps` counts down by 3 and uses its counter after the
   loop; `branchy` has a varying branch in the unrolled body; `early` leaves by a `break` and
   `big` runs too many iterations: both stay loops. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 10 */

#pragma omp declare simd uniform(img, f, w) linear(x)
float window(const float *img, const float *f, int w, int x) {
    float sum = 0.0f;
    for (int dy = 0; dy < 3; dy++)
        for (int dx = 0; dx < 3; dx++)
            sum += f[dy * 3 + dx] * img[dy * w + x + dx];
    return sum;
}

#pragma omp declare simd
int steps(int x) {
    int k;
    for (k = 10; k > 0; k -= 3)
        x = x * 3 + k;
    return x + k;
}

#pragma omp declare simd
float branchy(float x) {
    float acc = x;
    for (int k = 0; k < 4; k++) {
        if (acc > 1.5f)
            acc = acc * 0.5f - (float)k;
        else
            acc = acc + 1.25f;
    }
    return acc;
}

#pragma omp declare simd uniform(n)
int early(int x, int n) {
    int k;
    for (k = 0; k < 6; k++) {
        if (x > n)
            break;
        x = x * 2 + 1;
    }
    return x * 10 + k;
}

#pragma omp declare simd
unsigned big(unsigned x) {
    for (unsigned k = 0; k < 100; k++)
        x = (x ^ k) * 5u + 1u;
    return x;
}

v8f _ZGVdN8uuul_window(const float *, const float *, int, int);
v8f _ZGVdM8uuul_window(const float *, const float *, int, int, v8f);
v8i _ZGVdN8v_steps(v8i);
v8i _ZGVdM8v_steps(v8i, v8i);
v8f _ZGVdN8v_branchy(v8f);
v8f _ZGVdM8v_branchy(v8f, v8f);
v8i _ZGVdN8vu_early(v8i, int);
v8i _ZGVdM8vu_early(v8i, int, v8i);
v8u _ZGVdN8v_big(v8u);
v8u _ZGVdM8v_big(v8u, v8u);

static float img[4 * 32], filt[9];

int main(void) {
    for (int i = 0; i < 4 * 32; i++)
        img[i] = (float)((i * 37) % 29) / 7.0f - 1.5f;
    for (int i = 0; i < 9; i++)
        filt[i] = (float)(i * 3 % 7) / 3.0f + 0.1f;
    for (int row = 0; row < 4; row++) {
        int x[8], m[8], ia[8], ib[8], ic[8], id[8];
        unsigned ie[8], ig[8];
        float xf[8], mf[8], fa[8], fb[8], fc[8], fd[8];
        for (int k = 0; k < 8; k++) {
            x[k] = (k * 37 + row * 11) % 61 - 20;
            xf[k] = (float)x[k] / 8.0f;
            m[k] = (k * 5 + row) % 3 != 0 ? -1 : 0;
            mf[k] = m[k] ? 1.0f : 0.0f;
        }
        int x0 = row * 8;
        FROM_VEC(fa, _ZGVdN8uuul_window(img, filt, 32, x0));
        FROM_VEC(fb, _ZGVdM8uuul_window(img, filt, 32, x0, TO_VEC(v8f, mf)));
        FROM_VEC(ia, _ZGVdN8v_steps(TO_VEC(v8i, x)));
        FROM_VEC(ib, _ZGVdM8v_steps(TO_VEC(v8i, x), TO_VEC(v8i, m)));
        FROM_VEC(fc, _ZGVdN8v_branchy(TO_VEC(v8f, xf)));
        FROM_VEC(fd, _ZGVdM8v_branchy(TO_VEC(v8f, xf), TO_VEC(v8f, mf)));
        FROM_VEC(ic, _ZGVdN8vu_early(TO_VEC(v8i, x), row * 5));
        FROM_VEC(id, _ZGVdM8vu_early(TO_VEC(v8i, x), row * 5, TO_VEC(v8i, m)));
        FROM_VEC(ie, _ZGVdN8v_big(TO_VEC(v8u, x)));
        FROM_VEC(ig, _ZGVdM8v_big(TO_VEC(v8u, x), TO_VEC(v8u, m)));
        for (int k = 0; k < 8; k++) {
            printf("%a %a | %d %d | %a %a | %d %d | %u %u", window(img, filt, 32, x0 + k), fa[k], steps(x[k]), ia[k],
                   branchy(xf[k]), fc[k], early(x[k], row * 5), ic[k], big((unsigned)x[k]), ie[k]);
            if (m[k])
                printf(" | %a %d %a %d %u", fb[k], ib[k], fd[k], id[k], ig[k]);
            printf("\n");
        }
    }
    return 0;
}
