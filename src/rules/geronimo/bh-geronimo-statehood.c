/* bh-geronimo-statehood.c — the Statehood Phase (4.6): maintenance of every
 * State first (10.3, 10.31, 10.33), then admission of each Territory whose
 * usable Resource Points exceed its level (10.2, 10.21), which needs a DR
 * when any State fell below its level (10.32).  The US's VPs for a new
 * State depend on the number of Indian players (10.11). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

static int
massacres_at (const GerCtx *c, int l)
{
  int n = 0;

  for (int i = 0; i < c->d->n_massacres; i++)
    if (c->pc[c->d->massacres[i]].location == l && c->pc[c->d->massacres[i]].face == 0)
      n++;
  return n;
}

/* Usable RP (10.21): Resources, Broke Railroads excepted, less one per
 * Massacre marker (for admission only: 7.64 keeps them out of maintenance). */
int
ger_usable_rp (const GerCtx *c, int area, gboolean admission)
{
  int rp = ger_area_rp (c, area, TRUE);

  if (admission)
    rp -= massacres_at (c, c->d->areas[area].location);
  return rp;
}

static void
make_state (GerCtx *c, int area)
{
  int marker = ger_take_offboard (c, c->d->statehood_first, c->d->statehood_count);
  int indians = MIN (MAX (c->x->n_indians, 1), 4);

  c->x->states[area] = 1;
  if (marker >= 0)
    bh_state_move_piece (c->st, marker, c->d->areas[area].location);
  /* Translators: Geronimo: an Area's name */
  ger_note (c, "10.21", _("%s becomes a State"), ger_loc_name (c, c->d->areas[area].location));
  ger_add_vp (c, c->x->us_seat, c->d->statehood_vp[indians], "10.11", _("a new State"));
}

/* The next Territory that may become a State, from x->admit_area on:
 * admitted at once, or put to the US when 10.32 calls for a DR.  Returns
 * FALSE when a decision is pending. */
static gboolean
admit_from (GerCtx *c)
{
  for (; c->x->admit_area < c->d->n_areas; c->x->admit_area++)
    {
      int a = c->x->admit_area;
      int rp, level = c->d->areas[a].statehood;

      if (c->x->states[a])
        continue;
      rp = ger_usable_rp (c, a, TRUE);
      if (rp <= level)
        continue;
      if (ger_statehood_barred (c, a))
        {
          /* Translators: Geronimo: an Area that may not become a State this Turn */
          ger_note (c, c->x->sand_creek_area == a + 1 ? "12.13" : "9.2A",
                    c->x->sand_creek_area == a + 1 ? _("%s may not become a State this Turn after Sand Creek")
                                                   : _("%s may not become a State while the Civil War is on"),
                    ger_loc_name (c, c->d->areas[a].location));
          continue;
        }
      if (c->x->failing_states == 0)
        {
          /* Translators: Geronimo: an Area, its usable RP and its Statehood level */
          ger_note (c, "10.2", _("%s has %d usable RP, over its level %d"), ger_loc_name (c, c->d->areas[a].location), rp, level);
          make_state (c, a);
          continue;
        }
      ger_decide (c, c->x->us_seat, D_ADMIT, c->d->areas[a].location);
      return FALSE;
    }
  return TRUE;
}

/* Barred this Turn: New Mexico and Arizona while the Civil War is on
 * (9.2A). */
gboolean
ger_statehood_barred (const GerCtx *c, int a)
{
  const char *id = bh_game_data_get_space (c->data, c->d->areas[a].location)->id;

  if ((c->x->events & GER_EV_ACW) && (g_str_equal (id, "new-mexico") || g_str_equal (id, "arizona")))
    return TRUE;
  return c->x->sand_creek_area == a + 1;      /* 12.13 */
}

/* Maintenance, then admissions (10.33).  FALSE while a decision waits. */
gboolean
ger_statehood_begin (GerCtx *c)
{
  c->x->failing_states = 0;
  for (guint a = 0; a < c->d->n_areas; a++)
    {
      int rp, level = c->d->areas[a].statehood;

      if (!c->x->states[a])
        continue;
      rp = ger_usable_rp (c, a, c->x->massacre_maintenance);
      if (rp < level)
        {
          c->x->failing_states++;
          /* Translators: Geronimo: a State, its RP and its level */
          ger_note (c, "10.31", _("%s has %d RP, under its level %d"), ger_loc_name (c, c->d->areas[a].location), rp, level);
          ger_add_vp (c, c->x->us_seat, -1, "10.31", _("a State below its level"));
        }
    }
  c->x->admit_area = 0;
  return admit_from (c);
}

void
ger_list_admit (GerCtx *c)
{
  ger_push (c, A_ADMIT, 1, c->st->pending.args[0], 0);
  ger_push (c, A_NO_ADMIT, 1, c->st->pending.args[0], 0);
}

/* FALSE while another decision waits. */
gboolean
ger_apply_admit (GerCtx *c, const BhAction *a)
{
  int area = c->x->admit_area;

  if (a->kind == A_ADMIT)
    {
      int dr = ger_roll (c), total = dr + c->x->failing_states;

      if (total <= 8)
        {
          /* Translators: Geronimo: an Area, the DR, the number of States below
             their level, and the total */
          ger_note (c, "10.32", _("%s applies: DR %d + %d failing States = %d, at or under 8"),
                    ger_loc_name (c, a->args[0]), dr, c->x->failing_states, total);
          make_state (c, area);
        }
      else
        ger_note (c, "10.32", _("%s applies: DR %d + %d failing States = %d, over 8: not admitted"),
                  ger_loc_name (c, a->args[0]), dr, c->x->failing_states, total);
    }
  else
    /* Translators: Geronimo: an Area's name */
    ger_note (c, "10.32", _("The US does not apply for %s"), ger_loc_name (c, a->args[0]));
  c->x->admit_area++;
  return admit_from (c);
}
