/* An annotation with no declaration after it. */
int answer(void)
{
    return 42;
}

__decl-vec-function(nomask)
