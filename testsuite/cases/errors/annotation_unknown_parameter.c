/* `q` is not a parameter of `mandel`. */
__decl-vec-function(uniform(q), linear(k))
int mandel(float re, float im, int k)
{
    return (int)(re * im) + k;
}
