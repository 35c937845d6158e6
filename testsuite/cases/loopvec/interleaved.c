/* vcc-test: expect-vectorized generic=3 avx2=3 sse4.2=3 sse2=2 */
#include "harness.h"

/* Interleaved groups: complex numbers as re/im pairs (a complex multiply by a constant, loads
   and stores of both members), RGB triples to grey (uchar, widened to int and narrowed back),
   and a stereo buffer split into two channels. */
void cmul(int n, float *restrict out, const float *restrict in, float wr, float wi) {
    for (int i = 0; i < n; i++) {
        float re = in[2 * i], im = in[2 * i + 1];
        out[2 * i] = re * wr - im * wi;
        out[2 * i + 1] = re * wi + im * wr;
    }
}

void rgb_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgb) {
    for (int i = 0; i < n; i++)
        grey[i] = (77 * rgb[3 * i] + 150 * rgb[3 * i + 1] + 29 * rgb[3 * i + 2]) >> 8;
}

void split_stereo(int n, short *restrict left, short *restrict right, const short *restrict stereo) {
    for (int i = 0; i < n; i++) {
        left[i] = stereo[2 * i];
        right[i] = stereo[2 * i + 1];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *in = new_array(2 * n, 4), *out = new_array(2 * n, 4);
        unsigned char *rgb = new_array(3 * n, 1), *grey = new_array(n, 1);
        short *stereo = new_array(2 * n, 2), *left = new_array(n, 2), *right = new_array(n, 2);
        FILL(in, 2 * n, -100, 200);
        FILL(rgb, 3 * n, 0, 256);
        FILL(stereo, 2 * n, -32768, 65536);
        cmul(n, out, in, 0.5f, -1.25f);
        rgb_to_grey(n, grey, rgb);
        split_stereo(n, left, right, stereo);
        printf("n=%d cmul=%llx grey=%llx left=%llx right=%llx\n", n, HASH(out, 2 * n), HASH(grey, n), HASH(left, n), HASH(right, n));
        free(in), free(out), free(rgb), free(grey), free(stereo), free(left), free(right);
    }
    return 0;
}
