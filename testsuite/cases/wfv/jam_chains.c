/* Unroll-and-jam for latency (unroll_jam.rs's latency rule, then fuse.rs): `dot` sums 64
   products, a chain of 64 dependent adds per lane. `rows` calls it from a `#pragma omp simd`
   loop of one vector for every u, so the loop over u is jammed by 2 and, once the calls are
   inlined, the two copies' loops are fused: two chains side by side, each in its scalar order
   (the results are exact); an odd count runs its last u in the original nest. `overlapping`
   writes rows that overlap the next u's (out[u * 8 + v], v < 16: (u, v) and (u + 1, v - 8) are
   one element, which jamming would write in the other order) and `chained` reads through its
   call the row the previous u wrote: neither is jammed. `rows_early` is `rows` defined before
   its callee `dot_late` (callees are processed first, so the rule sees the callee's chain:
   jammed too). */
#include <stdio.h>
/* vcc-test: expect-variants 2 */

#pragma omp declare simd uniform(p, c, u) linear(v) notinbranch
float dot_late(const float *p, const float *c, int u, int v);

void rows_early(float *restrict out, const float *restrict img, const float *restrict c, int n) {
    for (int u = 0; u < n; u++) {
#pragma omp simd
        for (int v = 0; v < 8; v++)
            out[u * 8 + v] = dot_late(img + u, c, u, v);
    }
}

#pragma omp declare simd uniform(p, c, u) linear(v) notinbranch
float dot(const float *p, const float *c, int u, int v) {
    float sum = 0.0f;
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++)
            sum += p[y + x] * c[y * 16 + u] * c[x * 16 + v];
    return sum;
}

#pragma omp declare simd uniform(p, c, u) linear(v) notinbranch
float dot_late(const float *p, const float *c, int u, int v) {
    float sum = 0.0f;
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++)
            sum += p[y + x] * c[y * 16 + u] * c[x * 16 + v];
    return sum;
}

void rows(float *restrict out, const float *restrict img, const float *restrict c, int n) {
    for (int u = 0; u < n; u++) {
#pragma omp simd
        for (int v = 0; v < 8; v++)
            out[u * 8 + v] = dot(img + u, c, u, v);
    }
}

void overlapping(float *restrict out, const float *restrict img, const float *restrict c, int n) {
    for (int u = 0; u < n; u++) {
#pragma omp simd
        for (int v = 0; v < 16; v++)
            out[u * 8 + v] = dot(img + u, c, u, v);
    }
}

void chained(float *buf, const float *restrict c, int n) {
    for (int u = 1; u < n; u++) {
#pragma omp simd
        for (int v = 0; v < 16; v++)
            buf[u * 16 + v] = dot(buf + (u - 1) * 16, c, u, v) * 0.125f;
    }
}

int main(void) {
    float img[64], c[128], out[10 * 16], buf[10 * 16];
    for (int i = 0; i < 128; i++)
        c[i] = (float)((i * 29) % 17) * 0.125f - 1.0f;
    for (int i = 0; i < 64; i++)
        img[i] = (float)((i * 13) % 31) * 0.25f - 3.0f;
    for (int n = 0; n <= 9; n += 3) {
        rows(out, img, c, n);
        for (int i = 0; i < n * 8; i++)
            printf("rows %d %a\n", n, out[i]);
        rows_early(out, img, c, n);
        for (int i = 0; i < n * 8; i++)
            printf("rows_early %d %a\n", n, out[i]);
        for (int i = 0; i < 10 * 16; i++)
            out[i] = 0.0f;
        overlapping(out, img, c, n);
        for (int i = 0; i < 10 * 16; i++)
            printf("overlapping %d %a\n", n, out[i]);
        for (int i = 0; i < 10 * 16; i++)
            buf[i] = (float)((i * 7) % 11) * 0.5f - 2.0f;
        chained(buf, c, n);
        for (int i = 0; i < 10 * 16; i++)
            printf("chained %d %a\n", n, buf[i]);
    }
    return 0;
}
