/* A linear step must be an integer constant or a uniform integer parameter; `s` is not uniform. */
__decl-vec-function(linear(i:s))
float pick(const float *data, int i, int s)
{
    return data[i] * (float)s;
}
