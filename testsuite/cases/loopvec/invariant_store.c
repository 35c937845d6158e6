/* vcc-test: expect-vectorized generic=5 avx2=5 neon=6 */
#include "harness.h"

/* Stores to the same address on every iteration (TSVC s1161/s2101-like "last value through
   memory"): the vector loop stores its last lane once per vector iteration, which leaves what
   the scalar loop leaves. Under a condition the lanes are stored in order, active ones only.
   Not vectorized where anything else in the loop touches that address. */

int last_seen;
float last_scaled;
struct stats { int count; long total; } st;

/* Unconditional: g = b[i] on every iteration. */
void keep_last(int n, const int *restrict b) {
    for (int i = 0; i < n; i++)
        last_seen = b[i];
}

/* Through a restrict pointer, a computed float, and another array written too. */
void keep_scaled(int n, float *restrict out, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++) {
        a[i] = b[i] * 2.0f;
        *out = b[i] + 0.5f;
    }
}

/* Two fields of one struct, one of them a loop-invariant value. */
void fields(int n, const long *restrict v, int k) {
    for (int i = 0; i < n; i++) {
        st.count = k;
        st.total = v[i] - i;
    }
}

/* Under a condition: the last element above t (the lanes stored in order, masked). */
void last_above(int n, int t, const int *restrict b) {
    for (int i = 0; i < n; i++)
        if (b[i] > t)
            last_seen = b[i];
}

/* Under a condition with enough work per element that vector code pays: a masked scatter of
   stride 0 (lanes stored in order, active ones only). */
void last_heavy(int n, float t, const float *restrict x, const float *restrict y) {
    for (int i = 0; i < n; i++) {
        float d = x[i] * x[i] + y[i] * y[i];
        float e = d * 0.25f - x[i] * y[i] + 1.5f;
        float f = e * e - d + x[i] * 3.0f;
        if (f > t)
            last_scaled = f * e - y[i];
    }
}

/* Counting down: the last iteration stores b[0]. */
void keep_first(int n, const short *restrict b, short *restrict out) {
    for (int i = n - 1; i >= 0; i--)
        *out = (short)(b[i] * 3);
}

/* Not vectorized: the loop also reads the address it stores to. */
void reads_it(int n, const int *restrict b) {
    for (int i = 0; i < n; i++)
        last_seen = last_seen > b[i] ? last_seen - 1 : b[i];
}

/* Not vectorized: the stored pointer may alias the array read. */
void may_alias(int n, int *out, const int *b) {
    for (int i = 0; i < n; i++)
        *out = b[i] + 1;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *b = new_array(n, sizeof(int)), *b2 = new_array(n + 1, sizeof(int));
        long *v = new_array(n, sizeof(long));
        float *fa = new_array(n, sizeof(float)), *fb = new_array(n, sizeof(float));
        short *sb = new_array(n, sizeof(short));
        short s_out = -7;
        FILL(b, n, -1000, 2000);
        FILL(b2, n + 1, -1000, 2000);
        FILL(v, n, -100000, 200000);
        FILL(sb, n, -5000, 10000);
        for (int i = 0; i < n; i++)
            fb[i] = (float)((i * 37) % 100) / 64.0f, fa[i] = 9.0f;
        last_seen = -1, last_scaled = -1.0f, st.count = -1, st.total = -1;
        printf("n=%d", n);
        keep_last(n, b);
        printf(" last=%d", last_seen);
        keep_scaled(n, &last_scaled, fa, fb);
        printf(" scaled=%a/%llx", last_scaled, HASH(fa, n));
        fields(n, v, n * 3);
        printf(" st=%d/%ld", st.count, st.total);
        last_above(n, 900, b);
        printf(" above=%d", last_seen);
        last_above(n, 5000, b);
        printf(" none=%d", last_seen);
        last_heavy(n, 2.0f, fb, fa);
        printf(" heavy=%a", last_scaled);
        last_heavy(n, 1e30f, fb, fa);
        printf(" heavy_none=%a", last_scaled);
        keep_first(n, sb, &s_out);
        printf(" first=%d", s_out);
        reads_it(n, b);
        printf(" reads=%d", last_seen);
        b2[0] = 11;
        may_alias(n, &b2[0], b2);
        printf(" alias=%llx", HASH(b2, n + 1));
        may_alias(n, &b2[n], b2 + 1);
        printf(" alias2=%llx\n", HASH(b2, n + 1));
        free(b), free(b2), free(v), free(fa), free(fb), free(sb);
    }
    return 0;
}
