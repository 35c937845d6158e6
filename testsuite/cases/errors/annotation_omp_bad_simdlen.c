/* OpenMP's spelling is checked the same way: simdlen must be a power of two. */
#pragma omp declare simd simdlen(6) uniform(n)
int scale(int n, int x)
{
    return n * x;
}
