/* vcc-test: expect-vectorized 2 */
#include "harness.h"

/* Values used after the loop: the last value computed in the body, the induction variable
   itself, and a second induction (j += 3) that is also stored. */
int last_value(int n, int *restrict b, const int *restrict a) {
    int last = -1;
    for (int i = 0; i < n; i++) {
        last = a[i] * 2 + 1;
        b[i] = last;
    }
    return last;
}

int final_index(int n, short *a) {
    int i;
    for (i = 0; i < n; i++)
        a[i] = (short)(i * 5);
    return i;
}

long second_induction(int n, long *a) {
    long j = 10;
    for (int i = 0; i < n; i++) {
        a[i] = j;
        j += 3;
    }
    return j;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        short *s = new_array(n, 2);
        long *l = new_array(n, 8);
        FILL(a, n, -1000, 2000);
        int last = last_value(n, b, a);
        int idx = final_index(n, s);
        long j = second_induction(n, l);
        printf("n=%d last=%d b=%llx idx=%d s=%llx j=%ld l=%llx\n", n, last, HASH(b, n), idx, HASH(s, n), j, HASH(l, n));
        free(a), free(b), free(s), free(l);
    }
    return 0;
}
