/* A linear step must be an integer constant or a uniform integer parameter; `1.5` is neither. */
__decl-vec-function(linear(p:1.5), nomask)
float pick(const float *p)
{
    return p[0];
}
