/* `alignment` only applies to pointer parameters. */
__decl-vec-function(uniform(data), alignment(n))
float first(const float *data, int n)
{
    return data[n];
}
