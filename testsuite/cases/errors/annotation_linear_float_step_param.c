/* A linear step that names a parameter needs a uniform integer one; `s` is uniform but a float. */
__decl-vec-function(uniform(s), linear(p:s))
float scaled(const float *p, float s)
{
    return p[0] * s;
}
