/* vcc-test: expect-vectorized 2 */
#include <stdio.h>

/* Each thread's own objects (stb_image's `stbi__g_failure_reason`): functions that use
   file-scope `_Thread_local` variables are lowered and vectorized like any other; the arrays
   keep their declarations (no alignment raised: a redeclaration without `_Thread_local` would
   not compile). A `_Thread_local` variable inside a function keeps that function as written:
   vcc writes a rewritten function's static variables itself. */
static _Thread_local int hist[64];
_Thread_local float acc[256];
_Thread_local const char *last_error;

void count(const unsigned char *p, int n) {
    for (int i = 0; i < n; i++)
        hist[p[i] & 63] += 1;
    if (n == 0)
        last_error = "empty input";
}

void scale(float s, int n) {
    for (int i = 0; i < n; i++)
        acc[i] = acc[i] * s + (float)hist[i & 63];
}

int sum_hist(void) {
    int s = 0;
    for (int i = 0; i < 64; i++)
        s += hist[i];
    return s;
}

int calls(void) {
    static _Thread_local int n;
    return ++n;
}

int main(void) {
    unsigned char data[300];
    for (int i = 0; i < 300; i++)
        data[i] = (unsigned char)(i * 37 + 11);
    count(data, 300);
    count(data, 0);
    for (int i = 0; i < 256; i++)
        acc[i] = (float)i * 0.5f;
    scale(1.5f, 256);
    scale(0.25f, 100);
    float t = 0;
    for (int i = 0; i < 256; i++)
        t += acc[i];
    calls();
    printf("%d %g %s %d\n", sum_hist(), t, last_error, calls());
    return 0;
}
