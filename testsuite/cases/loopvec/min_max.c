#include <stdio.h>

/* Not vectorized in the first cut: `?:` lowers to a branch, and if-conversion is not done yet.
   (The same reductions on compare + select IR are vectorized: see midend/tests/loopvec_ir.rs.) */
int min_of(int n, const int *a, int m) {
    for (int i = 0; i < n; i++)
        m = a[i] < m ? a[i] : m;
    return m;
}

int max_of(int n, const int *a, int m) {
    for (int i = 0; i < n; i++)
        m = a[i] > m ? a[i] : m;
    return m;
}

int main(void) {
    static const int counts[] = {0, 1, 7, 8, 9, 15, 16, 17, 1003};
    int a[1003];
    for (int i = 0; i < 1003; i++)
        a[i] = (i * 7919) % 2003 - 1000;
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        printf("n=%d min=%d max=%d\n", n, min_of(n, a, 5), max_of(n, a, -5));
    }
    return 0;
}
