// expect: ok
// resolved: annotation omp-declare-simd(uniform(%0), linear(%2), aligned(%0:32), nomask, simdlen(8))
#pragma omp declare simd uniform(a) linear(i) aligned(a:32) notinbranch simdlen(8)
float get(const float *a, float scale, int i);
