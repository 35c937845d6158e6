/* A malformed clause: the list inside `uniform(` is not closed. */
__decl-vec-function(uniform(a b))
float mix(float a, float b)
{
    return a * b;
}
