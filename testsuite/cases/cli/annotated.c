#include <stdio.h>

/* vcc's own annotations are not C: the output turns them into comments, so that cc compiles
   it (without warnings) whether or not vcc transforms the functions they are on. */
__decl-vec-function(uniform(m), linear(k:1), nomask)
int f(int x, int m, int k) { return x * m + k; }

__decl-vec-function(mask /* only the masked variant */)
float g(float x);

float g(float x) { return x * 2.0f; }

int main(void) {
    int s = 0;
#pragma simd vec-function
    for (int i = 0; i < 100; i++)
        s += f(i, 3, i);
    float t = 0;
    #pragma omp simd reduction(+:t)
    for (int i = 0; i < 10; i++)
        t += g((float)i);
    printf("%d %g\n", s, t);
    return 0;
}
