/* bh-pontiac-replacement.c — 6.2's Replacement Officers: "When a named
 * officer is removed as a combat casualty, an unnamed leader ...
 * immediately replaces him ... Replacement officers arrive in the space
 * where the named officer died or in Philadelphia."  The place is the
 * British Player's choice.  pontiac_kill_leader queues the space each
 * named officer died in; once the battle (or the roll) that killed him
 * is over, the British say where his replacement arrives. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bh-pontiac-private.h"

static int
free_replacement (const PontiacCtx *c)
{
  return pontiac_free_piece (c, bh_game_data_find_unit_type (c->self->data, "replacement-officer"), c->d->box_pool);
}

/* The death space may take the Replacement Officer when it is a space of
 * the map where no Nations piece stands (he would arrive in their midst). */
static gboolean
death_space_open (const PontiacCtx *c, int space)
{
  return pontiac_is_space (c, space) && space != c->d->philadelphia && !pontiac_has_military (c, space, SIDE_NATIONS);
}

static void
arrive (PontiacCtx *c, int space)
{
  int r = free_replacement (c);

  c->x->n_replace--;
  memmove (c->x->replace_at, c->x->replace_at + 1, c->x->n_replace * sizeof c->x->replace_at[0]);
  if (r < 0)
    return;
  pontiac_move_piece (c, r, space);
  /* Translators: Pontiac's War: where a Replacement Officer arrives, "the leader" while a box hides him */
  pontiac_note_about (c, r, "6.2", _("a Replacement Officer arrives in an off-map force"),
                      _("a Replacement Officer arrives in %s"), pontiac_loc_name (c, space));
}

/* From pontiac_advance, when no battle, casualty or retreat is under
 * way: TRUE when the British must choose.  With no Replacement Officer
 * left, or no open death space, there is nothing to choose. */
gboolean
pontiac_replacement_step (PontiacCtx *c)
{
  while (c->x->n_replace > 0)
    {
      int space = c->x->replace_at[0];

      if (free_replacement (c) >= 0 && death_space_open (c, space))
        {
          pontiac_set_decision (c, SIDE_BRITISH, D_REPLACEMENT, space, 0);
          return TRUE;
        }
      arrive (c, c->d->philadelphia);
    }
  return FALSE;
}

void
pontiac_list_replacement (PontiacCtx *c)
{
  int space = c->x->replace_at[0];

  if (c->x->n_replace == 0)
    return;
  pontiac_add_action (c, A_REPLACE, 1, space, 0);
  pontiac_add_action (c, A_REPLACE, 1, c->d->philadelphia, 0);
}

void
pontiac_apply_replacement (PontiacCtx *c, const BhAction *a)
{
  arrive (c, a->args[0]);
}
