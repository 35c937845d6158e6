/* Included before the input by -include forced.h. */
#define FORCED_OFFSET 100
