/* A parameter listed twice in the same kind of clause. */
__decl-vec-function(uniform(a), uniform(a))
float add(float a, float b)
{
    return a + b;
}
