/* Coverage suite: control flow in loops (conditional stores, if/else, selects, nested ifs,
   gotos, switches, loop-invariant conditions, conditions on the index) and control loops (exits
   taken rarely or never). */
#include "cover.h"

/* a conditional store */
LOOP(cf_cond_store)
{
    for (int i = 0; i < LEN; i++) /* hot */
        if (b[i] > 0.5f)
            a[i] = b[i] * c[i];
}

/* if/else storing to the same place: a select */
LOOP(cf_if_else)
{
    for (int i = 0; i < LEN; i++) { /* hot */
        if (c[i] > 0.0f)
            a[i] = b[i] + d[i];
        else
            a[i] = b[i] - e[i];
    }
}

/* the conditional operator */
LOOP(cf_ternary)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = b[i] > c[i] ? b[i] - c[i] : c[i] - b[i];
}

/* if/else storing to different arrays */
LOOP(cf_two_stores)
{
    for (int i = 0; i < LEN; i++) { /* hot */
        if (e[i] > 0.0f)
            b[i] = e[i] * 2.0f + a[i];
        else
            c[i] = a[i] - e[i];
    }
}

/* nested conditions */
LOOP(cf_nested_if)
{
    for (int i = 0; i < LEN; i++) { /* hot */
        if (c[i] > 0.0f) {
            if (e[i] > 0.0f)
                a[i] = b[i] * c[i];
            else
                a[i] = b[i] + c[i];
        } else {
            a[i] = d[i];
        }
    }
}

/* gotos around the statements */
LOOP(cf_goto)
{
    for (int i = 0; i < LEN; i++) { /* hot */
        if (c[i] < 0.0f)
            goto neg;
        a[i] = b[i] + c[i] * d[i];
        goto done;
    neg:
        a[i] = b[i] - c[i] * e[i];
    done:;
    }
}

/* an integer condition and a conditional store */
LOOP(cf_int_cond)
{
    for (int i = 0; i < LEN; i++) /* hot */
        if (ia[i] > ic[i])
            ib[i] = ia[i] - ic[i];
}

/* continue skips the update */
LOOP(cf_continue)
{
    for (int i = 0; i < LEN; i++) { /* hot */
        if (c[i] < 0.0f)
            continue;
        a[i] = b[i] * c[i] + d[i];
    }
}

/* a condition on the index: two halves */
LOOP(cf_index_cond)
{
    for (int i = 0; i < LEN; i++) { /* hot */
        if (i < LEN / 2)
            a[i] = b[i] + c[i];
        else
            a[i] = b[i] * d[i];
    }
}

/* a loop-invariant condition */
LOOP(cf_invariant_cond)
{
    for (int i = 0; i < LEN; i++) { /* hot */
        if (k > 2)
            a[i] = b[i] * c[i];
        else
            a[i] = b[i] + c[i];
    }
}

/* the first iteration is special */
LOOP(cf_first_iter)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = (i == 0 ? b[0] : b[i] + b[i - 1]) * 0.5f;
}

/* a conditional store of the larger value */
LOOP(cf_cond_max_store)
{
    for (int i = 0; i < LEN; i++) /* hot */
        if (a[i] > b[i])
            b[i] = a[i];
}

/* absolute value by comparison */
LOOP(cf_abs)
{
    for (int i = 0; i < LEN; i++) /* hot */
        a[i] = c[i] < 0.0f ? -c[i] : c[i];
}

/* clamping with two ifs */
LOOP(cf_clamp)
{
    for (int i = 0; i < LEN; i++) { /* hot */
        float x = c[i] * 0.5f + e[i];
        if (x > 1.0f)
            x = 1.0f;
        if (x < -1.0f)
            x = -1.0f;
        a[i] = x;
    }
}

/* a switch on data */
LOOP(cf_switch)
{
    for (int i = 0; i < LEN; i++) { /* hot */
        switch (ia[i] & 3) {
        case 0:
            a[i] = b[i];
            break;
        case 1:
            a[i] = c[i] * 2.0f;
            break;
        default:
            a[i] = d[i] + e[i];
            break;
        }
    }
}

/* a double-precision conditional store */
LOOP(cf_double_cond)
{
    for (int i = 0; i < LEN; i++) /* hot */
        if (db[i] > 2.0)
            da[i] = db[i] * dc[i];
}

/* a recurrence under a condition: not vectorizable */
LOOP(cf_cond_recurrence)
{
    for (int i = 1; i < LEN; i++) /* hot */
        if (e[i] > 0.0f)
            a[i] = a[i - 1] * 0.5f + e[i];
}

/* an integer select on a bit */
LOOP(cf_int_select)
{
    for (int i = 0; i < LEN; i++) /* hot */
        ia[i] = (ib[i] & 1) ? ib[i] * 3 : ic[i] - ib[i];
}

/* 2-D conditional store */
LOOP(cf2_cond_store)
{
    for (int i = 0; i < LEN2; i++) /* hot */
        for (int j = 0; j < LEN2; j++) /* hot */
            if (aa[i][j] > 0.0f)
                bb[i][j] = aa[i][j] * s + cc[i][j];
}

/* a control loop: an exit that is never taken, after the store */
LOOP(ctl_exit_after_store)
{
    for (int i = 0; i < LEN; i++) { /* hot */
        a[i] = b[i] * c[i] + d[i];
        if (c[i] > b[i] + 100.0f)
            break;
    }
}

/* a control loop: a return that is never taken, before the store */
LOOP(ctl_return_before_store)
{
    for (int i = 0; i < LEN; i++) { /* hot */
        if (d[i] < -100.0f)
            return;
        a[i] = b[i] + c[i] * e[i];
    }
}

/* a conditional store that depends on the stored array */
LOOP(cf_cond_update)
{
    for (int i = 0; i < LEN; i++) /* hot */
        if (a[i] < 0.0f)
            a[i] = a[i] * -0.5f + b[i];
}

/* two conditions combined with && */
LOOP(cf_and_cond)
{
    for (int i = 0; i < LEN; i++) /* hot */
        if (c[i] > 0.0f && e[i] < 0.25f)
            a[i] = b[i] + c[i];
}

/* a condition with || and an integer comparison */
LOOP(cf_or_cond)
{
    for (int i = 0; i < LEN; i++) /* hot */
        if (ia[i] < -40 || ib[i] > 60)
            a[i] = (float)ic[i];
}

static const struct cover_loop loops[] = {
    COVER_1D(cf_cond_store),   COVER_1D(cf_if_else),      COVER_1D(cf_ternary),       COVER_1D(cf_two_stores),
    COVER_1D(cf_nested_if),    COVER_1D(cf_goto),         COVER_1D(cf_int_cond),      COVER_1D(cf_continue),
    COVER_1D(cf_index_cond),   COVER_1D(cf_invariant_cond), COVER_1D(cf_first_iter),  COVER_1D(cf_cond_max_store),
    COVER_1D(cf_abs),          COVER_1D(cf_clamp),        COVER_1D(cf_switch),        COVER_1D(cf_double_cond),
    COVER_1D(cf_cond_recurrence), COVER_1D(cf_int_select), COVER_2D(cf2_cond_store), COVER_1D(ctl_exit_after_store),
    COVER_1D(ctl_return_before_store), COVER_1D(cf_cond_update), COVER_1D(cf_and_cond), COVER_1D(cf_or_cond),
};
COVER_MAIN
