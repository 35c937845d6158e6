#include <stdio.h>

/* Annotated, but defined in another file: without --extern-variants vcc has no variant to call,
   and says so at the call with a warning (printed without --remarks too). */
#pragma omp declare simd uniform(k) notinbranch
float scale(float x, float k);

float out[100];

void scale_all(float k) {
#pragma omp simd
    for (int i = 0; i < 100; i++)
        out[i] = scale((float)i, k);
}
