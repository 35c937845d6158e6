/* `varying` is not a clause (parameters are varying unless a clause says otherwise). */
__decl-vec-function(varying(x))
float half(float x)
{
    return x * 0.5f;
}
