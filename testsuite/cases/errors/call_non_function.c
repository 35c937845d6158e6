/* Calling something that is not a function. */
int apply(int value)
{
    int scale = 3;
    return scale(value);
}
