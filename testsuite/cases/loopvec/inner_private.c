/* Innermost loops with arrays private to their iterations, indexed at run time (so not made
   scalars): named in `#pragma omp simd private(...)`, or declared in the loop body (private by
   C's scoping). The body is outlined as a function of the loop's index, the function-level
   vectorizer gives each lane a copy of the array (per-lane stack slots, interleaved: an index
   that differs per lane is a gather or scatter, under the mask of the block it is in), and the
   variant is spliced back as the vector loop; the original loop stays as the scalar epilogue.
   Every kernel reads only elements its iteration wrote (or initialized), so the results do not
   depend on what another iteration left in the array, and the hashes differ when a lane reads
   another lane's copy. Without a pragma, a loop that stores to its array at a per-lane index
   stays scalar (scatters do not pay), as does a loop with a sum (no outer-loop reductions).
   An array used after the loop is not private to it, and one whose address is passed to a
   call cannot be copied per lane: those loops stay scalar too, with the reason in the
   remarks. */
#include "harness.h"
/* vcc-test: expect-vectorized 5 */

/* Written at a constant and at a data-dependent index, read at both, in the same iteration. */
void ring_private(int n, int *restrict y, const int *restrict x, const int *restrict idx) {
    int t[4];
#pragma omp simd private(t)
    for (int i = 0; i < n; i++) {
        t[0] = x[i];
        t[1] = x[i] * 3;
        t[2] = x[i] - 7;
        t[3] = i;
        t[idx[i] & 3] = x[i] + 100;
        y[i] = t[(idx[i] >> 2) & 3] * 2 + t[idx[i] & 3] - t[0];
    }
}

/* Declared (and initialized) in the body, no pragma: a lookup table read at data-dependent
   indices. */
void body_lookup(int n, float *restrict y, const float *restrict x, const unsigned char *restrict sel) {
    for (int i = 0; i < n; i++) {
        float w[3] = {x[i], x[i] * 0.5f, 1.0f - x[i]};
        y[i] = w[sel[i] % 3] + w[(sel[i] + 1) % 3] * 0.25f;
    }
}

/* Elements written under a per-lane condition, read both under it and after it: each read
   element was written on the path the iteration took. */
void cond_write(int n, short *restrict y, const short *restrict x, const int *restrict idx) {
    short h[8];
#pragma omp simd private(h)
    for (int i = 0; i < n; i++) {
        int k = idx[i] & 7;
        h[k] = 1;
        h[7 - k] = 2;
        if (x[i] > 0) {
            h[k] = (short)(x[i] * 3);
            h[(k + 1) & 7] = (short)-x[i];
            y[i] = (short)(h[k] - h[(k + 1) & 7] * 5);
        } else {
            y[i] = (short)(h[k] + h[7 - k] * 3 + x[i]);
        }
    }
}

/* A small stack pushed under data-dependent conditions: the depth, and so every index after
   the first push, differs per lane, and stays inside the array in every lane. */
void stack_private(int n, int *restrict y, const int *restrict x) {
    int st[6];
#pragma omp simd private(st)
    for (int i = 0; i < n; i++) {
        int sp = 0;
        st[sp++] = x[i];
        if (x[i] & 1)
            st[sp++] = x[i] * 3;
        if (x[i] & 2)
            st[sp++] = x[i] - 5;
        if (x[i] & 4)
            st[sp++] = 11 + i;
        y[i] = st[sp - 1] * 2 + st[sp / 2] - st[0];
    }
}

/* The pragma loop inside another loop: the array's initializer reads the outer index (a value
   from before the loop, the same in every lane), and the vector loop and its scalar epilogue
   run once per outer iteration. */
void nest_private(int n, int m, int *restrict y, const int *restrict x) {
    for (int j = 0; j < m; j++)
#pragma omp simd
        for (int i = 0; i < n; i++) {
            int f[4] = {j, 1, 2, 3 - j};
            f[x[i] & 3] = 7 + i;
            y[i] += f[(x[i] >> 2) & 3];
        }
}

/* Declared in the body, no pragma, and stored at a per-lane index: each lane's copy would be
   written by a scatter, lane by lane, which does not pay; the loop stays scalar. */
void scatter_body(int n, int *restrict y, const int *restrict x) {
    for (int i = 0; i < n; i++) {
        int b[4] = {1, 2, 3, 4};
        b[x[i] & 3] = x[i];
        y[i] = b[0] * b[1] + b[2] - b[3];
    }
}

/* A sum across iterations: the outlined body cannot carry it (no outer-loop reductions), so the
   loop stays scalar, the remark saying so. */
int sum_private(int n, const int *restrict x, const int *restrict idx) {
    int t[4], s = 0;
#pragma omp simd private(t) reduction(+ : s)
    for (int i = 0; i < n; i++) {
        t[0] = x[i];
        t[1] = -x[i];
        t[2] = i;
        t[3] = 5;
        s += t[idx[i] & 3];
    }
    return s;
}

/* `u` is read after the loop: not private to it, kept in memory, the loop stays scalar. */
int used_after(int n, int *restrict y, const int *restrict x) {
    int u[4] = {0, 0, 0, 0};
#pragma omp simd private(u)
    for (int i = 0; i < n; i++) {
        u[x[i] & 3] = x[i];
        y[i] = u[x[i] & 3] + 1;
    }
    return u[0] + u[1] + u[2] + u[3];
}

static void put(int *p, int k, int v) {
    p[k & 3] = v;
}

/* The private array's address goes to a call: it cannot be copied per lane, the loop stays
   scalar. */
void escapes(int n, int *restrict y, const int *restrict x) {
    int e[4];
#pragma omp simd private(e)
    for (int i = 0; i < n; i++) {
        e[0] = 0;
        e[1] = 1;
        e[2] = 2;
        e[3] = 3;
        put(e, x[i], x[i] * 2);
        y[i] = e[(x[i] + 1) & 3] + e[x[i] & 3];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *xi = new_array(n, 4), *idx = new_array(n, 4), *y1 = new_array(n, 4), *y4 = new_array(n, 4);
        int *y5 = new_array(n, 4), *y6 = new_array(n, 4);
        float *xf = new_array(n, 4), *y2 = new_array(n, 4);
        unsigned char *sel = new_array(n, 1);
        short *xs = new_array(n, 2), *y3 = new_array(n, 2);
        FILL(xi, n, -100, 201);
        FILL(idx, n, 0, 1000);
        FILL(xf, n, -20, 41);
        FILL(sel, n, 0, 256);
        FILL(xs, n, -30, 61);
        ring_private(n, y1, xi, idx);
        body_lookup(n, y2, xf, sel);
        cond_write(n, y3, xs, idx);
        stack_private(n, y4, xi);
        int after = used_after(n, y5, xi);
        escapes(n, y6, xi);
        printf("n=%d ring=%llx lookup=%llx cond=%llx stack=%llx after=%llx,%d esc=%llx\n", n, HASH(y1, n), HASH(y2, n), HASH(y3, n), HASH(y4, n), HASH(y5, n), after, HASH(y6, n));
        scatter_body(n, y5, xi);
        for (int k = 0; k < n; k++)
            y6[k] = k;
        nest_private(n, 3, y6, idx);
        printf("  scatter=%llx sum=%d nest=%llx\n", HASH(y5, n), sum_private(n, xi, idx), HASH(y6, n));
        free(xi), free(idx), free(y1), free(y4), free(y5), free(y6), free(xf), free(y2), free(sel), free(xs), free(y3);
    }
    return 0;
}
