/* vcc-test: expect-vectorized 4 */
#include <pthread.h>
#include <stdio.h>

/* Each thread's own objects (stb_image's `stbi__g_failure_reason`): functions that use
   file-scope `_Thread_local` variables are lowered and vectorized like any other; the arrays
   keep their declarations (no alignment raised: a redeclaration without `_Thread_local` would
   not compile). A function's own `static _Thread_local` variables are written again by vcc
   with the qualifier (each thread keeps its own running totals below). */
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

/* Running totals per thread, in a function whose loops vectorize. */
long running(const int *a, int n) {
    static _Thread_local long total;
    static _Thread_local int seen[4] = {1, 2};
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    total += s;
    for (int i = 0; i < n; i++)
        hist[i & 63] += a[i] & 1;
    seen[n & 3] += 1;
    return total * 10 + seen[0] + seen[1] * 3 + seen[2] * 5;
}

static void *worker(void *arg) {
    int k = *(const int *)arg;
    int a[200];
    for (int i = 0; i < 200; i++)
        a[i] = i * k - 7;
    long r = 0;
    for (int round = 0; round < 3; round++) {
        long t = running(a, 200 - round * 61);
        r = r * 7 + t;
    }
    *(long *)arg = r + sum_hist();
    return 0;
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
    long results[3] = {2, 3, 5};
    pthread_t threads[3];
    for (int k = 0; k < 3; k++)
        pthread_create(&threads[k], 0, worker, &results[k]);
    long mine = running(data[0] ? (const int *)acc : 0, 0);
    for (int k = 0; k < 3; k++) {
        pthread_join(threads[k], 0);
        printf("%ld\n", results[k]);
    }
    printf("%ld %d\n", mine, sum_hist());
    return 0;
}
