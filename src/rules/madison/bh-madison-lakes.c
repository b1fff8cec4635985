/* bh-madison-lakes.c — Mr. Madison's War: who controls a lake (2.4,
 * 11.41-11.42).  The side whose undamaged ships are in the lake's box
 * controls it, but "control of a lake is determined only after all
 * movement and combat have been resolved" (11.41; for supply, 13.35: "at
 * the end of the turn in which a card has been played"): a ship passing
 * through a box, or entering one to fight the ships there, changes nothing
 * until the card play (or the free naval move, or the phase) is over.  The
 * control so settled is kept in MadExtra.lake_held, and every question of
 * control (VP 4.16, supply 13.35, transport 11.31, amphibious attacks
 * 11.51, retreats by water 10.82, the events) reads mad_lake_holder. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"

/* 11.41, 11.42: the side that controls `lake`, -1 none. */
int
mad_lake_holder (const MadCtx *c, int lake)
{
  return lake >= 0 && lake < (int) G_N_ELEMENTS (c->x->lake_held) ? c->x->lake_held[lake] : -1;
}

/* The control of `lake` once what is under way is resolved: the side with
 * undamaged ships in its box (12.42: damaged ones control nothing), -1
 * with none; a box holding both fleets awaits its battle (12.1) and stays
 * with the side that held it.  That branch is a safeguard, dead in legal
 * play: every settle point (the card play's end, 11.21, 11.22, 11.23)
 * comes after the naval battle, and 10.1's invariant never leaves both
 * fleets in one box there (the seventh re-check's m-a: 'return -1' in it
 * changes no game). */
int
mad_lake_settled (const MadCtx *c, int lake)
{
  int box = mad_lake_box (c, lake);
  guint sides = 0;

  if (box < 0)
    return -1;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == box && c->d->pieces[p].kind == PK_SHIP && c->pc[p].face == 0 &&
        c->d->pieces[p].side >= 0)
      sides |= 1u << c->d->pieces[p].side;
  if (sides == 3)
    return mad_lake_holder (c, lake);
  return sides == 0 ? -1 : sides == 1 ? MAD_US : MAD_GB;
}

/* 11.41: movement and combat are resolved; control follows the boxes
 * (told when it changes; the VP follow in mad_update_vp, 4.16). */
void
mad_settle_lakes (MadCtx *c)
{
  for (int lake = 0; lake < (int) G_N_ELEMENTS (c->x->lake_held); lake++)
    {
      int was = c->x->lake_held[lake], now = mad_lake_settled (c, lake);

      if (now == was)
        continue;
      c->x->lake_held[lake] = now;
      if (now >= 0)
        /* Translators: Mr. Madison's War: a Lake Control Box, then the side (“US” or “British”) */
        mad_note (c, "11.41", _("Control of %s passes to the %s"), mad_loc (c, mad_lake_box (c, lake)), mad_side (c, now));
      else
        /* Translators: Mr. Madison's War: a Lake Control Box */
        mad_note (c, "11.41", _("Nobody controls %s any more"), mad_loc (c, mad_lake_box (c, lake)));
    }
}
