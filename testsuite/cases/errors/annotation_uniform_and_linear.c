/* A parameter cannot be both uniform and linear. */
__decl-vec-function(uniform(n), linear(n))
int scale(int n, int x)
{
    return n * x;
}
