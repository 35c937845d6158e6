/* The definitions for the case `extern`: built with gcc -fopenmp-simd, which writes the vector
   variants the case's loops call by their ABI names. */
#pragma omp declare simd uniform(k) notinbranch
float scale(float x, float k) { return x * k + 1.0f; }

#pragma omp declare simd
int clampi(int x) { return x < 0 ? 0 : (x > 100 ? 100 : x); }

#pragma omp declare simd uniform(p) linear(i)
double pick(const double *p, int i, double w) { return p[i] * w; }
