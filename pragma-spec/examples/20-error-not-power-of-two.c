// expect: error: `simdlen` needs a power of two, not 6
#pragma omp declare simd simdlen(6)
float o(float x);
