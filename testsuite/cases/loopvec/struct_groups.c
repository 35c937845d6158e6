/* vcc-test: expect-vectorized generic=5 avx2=4 avx512vbmi-zmm=5 sse4.2=4 sse2=1 neon=5 */
#include "harness.h"

/* Full interleave groups of strides 3 and 4, loaded and stored, on bytes and floats: NEON
   writes them as structure loads and stores (vld3q/vld4q, vst3q/vst4q); the remainder of a
   trip count that is no multiple of the vector keeps the scalar loop. A load group followed
   by a store to the same array between its loads and its members' use is no such access. */
void grey_to_rgb(int n, unsigned char *restrict rgb, const unsigned char *restrict g) {
    for (int i = 0; i < n; i++) {
        rgb[3 * i] = g[i];
        rgb[3 * i + 1] = (unsigned char)(g[i] + 1);
        rgb[3 * i + 2] = (unsigned char)(g[i] ^ 0x55);
    }
}

void swap_rb(int n, unsigned char *restrict out, const unsigned char *restrict in) {
    for (int i = 0; i < n; i++) {
        out[3 * i] = in[3 * i + 2];
        out[3 * i + 1] = in[3 * i + 1];
        out[3 * i + 2] = in[3 * i];
    }
}

void rgba_premultiply(int n, unsigned char *restrict out, const unsigned char *restrict in) {
    for (int i = 0; i < n; i++) {
        unsigned char a = in[4 * i + 3];
        out[4 * i] = (unsigned char)(in[4 * i] & a);
        out[4 * i + 1] = (unsigned char)(in[4 * i + 1] & a);
        out[4 * i + 2] = (unsigned char)(in[4 * i + 2] & a);
        out[4 * i + 3] = a;
    }
}

void quat_scale(int n, float *restrict out, const float *restrict q, float s) {
    for (int i = 0; i < n; i++) {
        out[4 * i] = q[4 * i] * s;
        out[4 * i + 1] = q[4 * i + 1] * s;
        out[4 * i + 2] = q[4 * i + 2] + s;
        out[4 * i + 3] = q[4 * i + 3] - s;
    }
}

void cross3(int n, float *restrict out, const float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++) {
        float ax = a[3 * i], ay = a[3 * i + 1], az = a[3 * i + 2];
        float bx = b[3 * i], by = b[3 * i + 1], bz = b[3 * i + 2];
        out[3 * i] = ay * bz - az * by;
        out[3 * i + 1] = az * bx - ax * bz;
        out[3 * i + 2] = ax * by - ay * bx;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *g = new_array(n, 1), *rgb = new_array(3 * n, 1), *rgb2 = new_array(3 * n, 1);
        unsigned char *rgba = new_array(4 * n, 1), *rgba2 = new_array(4 * n, 1);
        float *q = new_array(4 * n, 4), *q2 = new_array(4 * n, 4);
        float *a = new_array(3 * n, 4), *b = new_array(3 * n, 4), *c = new_array(3 * n, 4);
        FILL(g, n, 0, 256);
        FILL(rgba, 4 * n, 0, 256);
        FILL(q, 4 * n, -1000, 2000);
        FILL(a, 3 * n, -1000, 2000);
        FILL(b, 3 * n, -1000, 2000);
        grey_to_rgb(n, rgb, g);
        swap_rb(n, rgb2, rgb);
        rgba_premultiply(n, rgba2, rgba);
        quat_scale(n, q2, q, 1.5f);
        cross3(n, c, a, b);
        printf("n=%d %llx %llx %llx %llx %llx\n", n, HASH(rgb, 3 * n), HASH(rgb2, 3 * n), HASH(rgba2, 4 * n),
               HASH(q2, 4 * n), HASH(c, 3 * n));
        free(g), free(rgb), free(rgb2), free(rgba), free(rgba2), free(q), free(q2), free(a), free(b), free(c);
    }
    return 0;
}
