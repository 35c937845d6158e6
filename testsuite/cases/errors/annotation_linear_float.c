/* `linear` needs an integer or pointer parameter; `x` is a float. */
__decl-vec-function(linear(x))
float square(float x)
{
    return x * x;
}
