#include <stdio.h>

/* Not vectorized without --fast-math: the float sum would be reassociated. (The data are small
   integers, so with --fast-math the result is still exact.) */
float fsum(int n, const float *a) {
    float s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

int main(void) {
    static const int counts[] = {0, 1, 7, 8, 9, 15, 16, 17, 1003};
    float a[1003];
    for (int i = 0; i < 1003; i++)
        a[i] = (float)(i % 17 - 8);
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++)
        printf("fsum(%d) = %g\n", counts[c], fsum(counts[c], a));
    return 0;
}
