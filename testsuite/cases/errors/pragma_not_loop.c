/* The pragma must be followed by a loop. */
void clear(float *data, int n)
{
#pragma simd vec-function
    data[0] = 0.0f;
    for (int k = 1; k < n; k++)
        data[k] = 0.0f;
}
