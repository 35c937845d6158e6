/* OpenMP's spelling: one step for the whole list, here a negative float constant. */
#pragma omp declare simd uniform(n) linear(p, q : -2.5f)
float pairdiff(const float *p, const float *q, int n)
{
    return p[0] - q[0] * n;
}
