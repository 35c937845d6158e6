/* Annotated, but defined in another file, and called in the inner loop of an outer loop under a
   loop pragma: the outer-loop vectorizer runs the call once per lane, and the warning says so. */
#pragma omp declare simd uniform(k) notinbranch
float scale(float x, float k);

float out[64][64];

void scale_rows(float k, int m) {
#pragma omp simd
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < m; j++)
            out[i][j] = scale((float)i, k);
}
