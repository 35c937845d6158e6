#include <stdio.h>

/* Vectorized: float, consecutive loads and store, `a` broadcast. */
void saxpy(int n, float a, const float *restrict x, float *restrict y) {
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}

int main(void) {
    static const int counts[] = {0, 1, 7, 8, 9, 15, 16, 17, 1003};
    float x[1003], y[1003];
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        for (int i = 0; i < 1003; i++) {
            x[i] = (float)(i % 13);
            y[i] = (float)(i % 7);
        }
        saxpy(n, 3.0f, x, y);
        double check = 0;
        for (int i = 0; i < 1003; i++)
            check += y[i] * (i % 5 + 1);
        printf("n=%d y[0]=%g y[n/2]=%g check=%.1f\n", n, y[0], y[n / 2], check);
    }
    return 0;
}
