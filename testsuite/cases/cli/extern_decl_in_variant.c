/* Annotated, but defined in another file, and called by an annotated function: without
   --extern-variants the variants of `blend` call the scalar `scale` once per active lane, and
   the warning says so. */
#pragma omp declare simd uniform(k) notinbranch
float scale(float x, float k);

#pragma omp declare simd uniform(k)
float blend(float x, float k) {
    if (x > 0.0f)
        return scale(x, k) + 1.0f;
    return x;
}
