/* A correct file, used by the command-line cases (*.cmd), which fail for other reasons. */
int answer(void)
{
    return 42;
}
