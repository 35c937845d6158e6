/* Trees kept from vectorizing only by pointers that may overlap, vectorized behind a run-time
   check that they do not (versioning.rs): the block runs in two copies, the vector one when
   the accesses it reorders cannot meet (the distance between the objects, versioning.rs) and
   the original when they can. main calls each function on disjoint arrays, on the same array
   (which passes where every lane reads its own element before writing it), and on arrays
   overlapping by one element both ways, so both copies run and must give what the original
   gives. */
/* vcc-test: expect-slp 6 sse2=5 */
#include <stdio.h>

/* Three objects: two pairs to check. */
void add4(float *a, const float *b, const float *c) {
    a[0] = b[0] + c[0];
    a[1] = b[1] + c[1];
    a[2] = b[2] + c[2];
    a[3] = b[3] + c[3];
}

/* Values the copied code defines (`s0`, `s3`) are used after it, through the join. */
int scale4(int *out, const int *in, int k) {
    int s0 = in[0] * k;
    out[0] = s0;
    int s1 = in[1] * k;
    out[1] = s1;
    int s2 = in[2] * k;
    out[2] = s2;
    int s3 = in[3] * k;
    out[3] = s3;
    return s0 + s3;
}

/* In a loop body: the loop vectorizer versions the loop on `stride` == 1, and SLP takes
   the scalar loop's body. */
void rows(float *q, const float *p, long stride, int n) {
    for (int i = 0; i < n; i++) {
        const float *r = p + i * stride;
        float *w = q + 4 * i;
        w[0] = r[0] * 2.0f - r[1];
        w[1] = r[1] * 2.0f + r[0];
        w[2] = r[2] * 2.0f - r[3];
        w[3] = r[3] * 2.0f + r[2];
    }
}

typedef struct {
    int *data;
    int len;
} buf;

/* The address is loaded from memory before the tree: the check reads it. */
void fill(buf *dst, const int *src) {
    int *d = dst->data;
    d[0] = src[0] ^ 5;
    d[1] = src[1] ^ 5;
    d[2] = src[2] ^ 5;
    d[3] = src[3] ^ 5;
    dst->len = 4;
}

/* Two trees in one block, each behind its own check. */
void two(short *a, short *b, const short *c) {
    a[0] = c[0] + 1;
    a[1] = c[1] + 2;
    a[2] = c[2] + 3;
    a[3] = c[3] + 4;
    a[4] = c[4] + 5;
    a[5] = c[5] + 6;
    a[6] = c[6] + 7;
    a[7] = c[7] + 8;
    b[0] = c[0] - 1;
    b[1] = c[1] - 2;
    b[2] = c[2] - 3;
    b[3] = c[3] - 4;
    b[4] = c[4] - 5;
    b[5] = c[5] - 6;
    b[6] = c[6] - 7;
    b[7] = c[7] - 8;
}

static void show_f(const char *what, const float *x, int n) {
    printf("%s", what);
    for (int i = 0; i < n; i++)
        printf(" %g", x[i]);
    printf("\n");
}

static void show_i(const char *what, const int *x, int n) {
    printf("%s", what);
    for (int i = 0; i < n; i++)
        printf(" %d", x[i]);
    printf("\n");
}

int main(void) {
    float f[12];
    for (int i = 0; i < 12; i++)
        f[i] = (float)(i * 3 + 1);
    add4(f, f + 4, f + 8); /* apart */
    show_f("add4 apart", f, 12);
    add4(f, f, f + 8); /* in place */
    show_f("add4 same", f, 12);
    add4(f + 1, f, f + 8); /* a one element ahead of b */
    show_f("add4 ahead", f, 12);
    add4(f, f + 1, f + 2); /* a one element behind b, c overlapping both */
    show_f("add4 behind", f, 12);

    int x[10];
    for (int i = 0; i < 10; i++)
        x[i] = i * 7 - 20;
    int r = scale4(x + 6, x, 3);
    show_i("scale4 apart", x, 10);
    r += scale4(x + 1, x, -2);
    show_i("scale4 ahead", x, 10);
    r += scale4(x, x + 1, 5);
    show_i("scale4 behind", x, 10);
    printf("scale4 sums %d\n", r);

    float d[64];
    for (int i = 0; i < 64; i++)
        d[i] = i * 0.5f - 3.0f;
    rows(d + 40, d, 6, 6);
    rows(d + 1, d, 5, 8);
    rows(d, d + 1, 5, 8);
    rows(d + 2, d, 1, 8);
    for (int i = 0; i < 64; i++)
        printf(" %g", d[i]);
    printf("\n");

    int store[8] = {9, 8, 7, 6, 5, 4, 3, 2};
    buf b = {store, 0};
    fill(&b, store + 4);
    show_i("fill apart", store, 8);
    fill(&b, store + 1);
    show_i("fill behind", store, 8);
    b.data = store + 2;
    fill(&b, store);
    show_i("fill ahead", store, 8);
    printf("len %d\n", b.len);

    short s[24];
    for (int i = 0; i < 24; i++)
        s[i] = (short)(i * 11 - 100);
    two(s, s + 8, s + 16);
    two(s + 9, s, s + 1);
    two(s + 3, s + 4, s + 2);
    for (int i = 0; i < 24; i++)
        printf(" %d", s[i]);
    printf("\n");
    return 0;
}
