/* vcc-test: expect-vectorized 7 */
/* Calls to small functions of the file, inlined before the loop vectorizer
 * (`transform/inline.rs`), as real code keeps its element-wise work in helpers. */
#include "harness.h"

static inline float clampf(float x, float lo, float hi) {
    if (x < lo)
        return lo;
    if (x > hi)
        return hi;
    return x;
}

static float lerp(float a, float b, float t) {
    return a + (b - a) * t;
}

/* A helper calling a helper. */
static float smoothstep(float x) {
    float t = clampf(x, 0.0f, 1.0f);
    return t * t * (3.0f - 2.0f * t);
}

/* Reads through the pointer it is given. */
static int get(const int *p, int i) {
    return p[i] * 3 - 1;
}

/* Writes through the pointer it is given, returns nothing. */
static void put_sum(int *dst, int i, int a, int b) {
    dst[i] = a + b;
}

static unsigned char saturate_u8(int v) {
    return v < 0 ? 0 : v > 255 ? 255 : (unsigned char)v;
}

/* Not inlined: a static counter of its own, which the caller cannot name. */
static int counted(int x) {
    static int calls;
    calls++;
    return x + (calls & 1);
}

/* Not inlined: the user asked for a call. */
__attribute__((noinline)) static int kept(int x) {
    return x * 7;
}

/* Not inlined: recursive. */
static int depth(int x) {
    return x <= 0 ? 0 : 1 + depth(x - 8);
}

void clamp_all(float *restrict y, const float *restrict x, int n) {
    for (int i = 0; i < n; i++)
        y[i] = clampf(x[i], -10.0f, 10.0f);
}

void blend(float *restrict y, const float *restrict a, const float *restrict b, int n) {
    for (int i = 0; i < n; i++)
        y[i] = lerp(a[i], b[i], 0.25f) + smoothstep(a[i] * 0.001f);
}

void gather_sum(int *restrict y, const int *restrict a, const int *restrict b, int n) {
    for (int i = 0; i < n; i++)
        put_sum(y, i, get(a, i), get(b, i));
}

void to_u8(unsigned char *restrict y, const int *restrict x, int n) {
    for (int i = 0; i < n; i++)
        y[i] = saturate_u8(x[i] >> 4);
}

/* A reduction over a helper's result. */
int sum_get(const int *a, int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += get(a, i);
    return s;
}

/* A helper called on one path of the loop body. */
void maybe_lerp(float *restrict y, const float *restrict a, int n) {
    for (int i = 0; i < n; i++)
        y[i] = a[i] > 0 ? lerp(a[i], 1.0f, 0.5f) : a[i];
}

/* A while (n--) loop over pointers, calling a helper. */
void walk(int *restrict y, const int *restrict a, int n) {
    while (n-- > 0)
        *y++ = get(a++, 0);
}

void not_inlined(int *restrict y, const int *restrict a, int n) {
    for (int i = 0; i < n; i++)
        y[i] = counted(a[i]) + kept(a[i]) + depth(a[i] & 63);
}

/* Defined after its caller below: not inlined (the caller is written before what it uses). */
static int later(int x);

void calls_later(int *restrict y, const int *restrict a, int n) {
    for (int i = 0; i < n; i++)
        y[i] = later(a[i]);
}

static int later(int x) {
    return x ^ 5;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *xf = new_array(n, sizeof(float)), *yf = new_array(n, sizeof(float));
        float *bf = new_array(n, sizeof(float));
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int)), *y = new_array(n, sizeof(int));
        unsigned char *u = new_array(n, 1);
        FILL(xf, n, -3000, 6000);
        FILL(bf, n, -3000, 6000);
        FILL(a, n, -5000, 10000);
        FILL(b, n, -5000, 10000);
        for (int i = 0; i < n; i++)
            xf[i] *= 0.01f;
        clamp_all(yf, xf, n);
        unsigned long long h1 = HASH(yf, n);
        blend(yf, xf, bf, n);
        unsigned long long h2 = HASH(yf, n);
        gather_sum(y, a, b, n);
        unsigned long long h3 = HASH(y, n);
        to_u8(u, a, n);
        int s = sum_get(a, n);
        maybe_lerp(yf, xf, n);
        unsigned long long h4 = HASH(yf, n);
        walk(y, b, n);
        unsigned long long h5 = HASH(y, n);
        not_inlined(y, a, n);
        unsigned long long h6 = HASH(y, n);
        calls_later(y, b, n);
        printf("n=%d %llx %llx %llx %llx %d %llx %llx %llx %llx\n", n, h1, h2, h3, HASH(u, n), s, h4, h5, h6,
               HASH(y, n));
        free(xf), free(yf), free(bf), free(a), free(b), free(y), free(u);
    }
    return 0;
}
