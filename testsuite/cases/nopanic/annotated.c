/* A valid program with vectorization annotations, cut up by the no-panic corpus. */
int printf(const char *fmt, ...);

__decl-vec-function(uniform(scale), linear(k:1), nomask)
float scaled(float *data, int k, float scale)
{
    return data[k] * scale;
}

__decl-vec-function(linear(p), alignment(p), mask)
int bump(int *p);

int bump(int *p)
{
    return *p + 1;
}

int main(void)
{
    float values[16];
    float total = 0.0f;
    int k;
    for (k = 0; k < 16; k++)
        values[k] = (float)k;
#pragma simd vec-function
    for (k = 0; k < 16; k++)
        values[k] = scaled(values, k, 0.5f);
    for (k = 0; k < 16; k++)
        total += values[k];
    printf("%f %d\n", total, bump(&k));
    return 0;
}
