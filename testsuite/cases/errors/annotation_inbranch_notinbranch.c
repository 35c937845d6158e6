/* OpenMP's spelling of `mask` with `nomask`: `inbranch` and `notinbranch` together ask for no
   variant at all. */
#pragma omp declare simd uniform(n) inbranch notinbranch
int negate(int x, int n)
{
    return -x * n;
}
