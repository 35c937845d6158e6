/* `mask` and `nomask` together ask for no variant at all. */
__decl-vec-function(mask, nomask)
int negate(int x)
{
    return -x;
}
