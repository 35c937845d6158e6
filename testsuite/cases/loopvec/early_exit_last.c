/* vcc-test: expect-vectorized 5 */
/* Values carried out of a loop with an early exit (`last = x;` on every iteration): the vector
 * loop carries each one's value before the vector iteration (its start, then the last lane of
 * the update); after an early exit the scalar loop resumes with it and runs the exiting
 * iteration again, so the value at the exiting iteration and the last one before it both come
 * out of the scalar loop. Matches at the first, a middle and the last element, and none. */
#include "harness.h"

float g_f[1024];

/* The value of the iteration before the match (set after the exit test); `a` is aligned by a peel. */
int before_match(int n, const int *a, int key) {
    int prev = -1;
    for (int i = 0; i < n; i++) {
        if (a[i] == key)
            break;
        prev = a[i] * 2;
    }
    return prev;
}

/* The value at the exiting iteration (set before the exit test). */
unsigned at_match(int n, const unsigned *a, unsigned key) {
    unsigned v = 7;
    for (int i = 0; i < n; i++) {
        v = a[i] ^ (unsigned)i;
        if (a[i] == key)
            break;
    }
    return v;
}

/* A float, from a global of known length. */
float last_float(int n, float key) {
    float last = 0.25f;
    for (int i = 0; i < n; i++) {
        if (g_f[i] == key)
            break;
        last = g_f[i] * 0.5f;
    }
    return last;
}

/* The induction as the last value. */
long last_index(long n, const short *s) {
    long last = -1;
    for (long i = 0; i < n; i++) {
        if (s[i] < 0)
            break;
        last = i;
    }
    return last;
}

/* Two last values and a sum. */
int two_lasts(int n, const int *a, int *out) {
    int x = 0, y = 0, sum = 0;
    for (int i = 0; i < n; i++) {
        if (a[i] > 90)
            break;
        x = a[i];
        y = a[i] + 1;
        sum += a[i];
    }
    *out = y + sum;
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int));
        unsigned *u = new_array(n, sizeof(unsigned));
        short *s = new_array(n, sizeof(short));
        FILL(a, n, -50, 100);
        FILL(b, n, 0, 90);
        FILL(u, n, 0, 1000);
        FILL(s, n, 0, 300);
        FILL(g_f, n, -20, 40);
        int positions[4] = {0, n / 2, n - 1, -1};
        for (int k = 0; k < 4; k++) {
            int pos = n > 0 ? positions[k] : -1;
            if (pos >= 0)
                a[pos] = -77, u[pos] = 5000, g_f[pos] = 99.0f, s[pos] = -1, b[pos] = 95;
            int out = 0;
            int r1 = before_match(n, a, -77);
            unsigned r2 = at_match(n, u, 5000);
            float r3 = last_float(n, 99.0f);
            long r4 = last_index(n, s);
            int r5 = two_lasts(n, b, &out);
            printf("n=%d pos=%d: %d %u %a %ld %d %d\n", n, pos, r1, r2, r3, r4, r5, out);
            if (pos >= 0)
                a[pos] = 1, u[pos] = 3, g_f[pos] = 2.0f, s[pos] = 4, b[pos] = 5;
        }
        free(a), free(b), free(u), free(s);
    }
    return 0;
}
