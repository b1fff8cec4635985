/* bh-pontiac-captives.c — captive release (12.0): during British
 * movement the Nations may offer a British field force the captives of
 * the nation nearest to it, within eight spaces; the British agree or not;
 * the Captive Release Roll decides. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-pontiac-private.h"

/* A British field force: British units outside any fort or Philadelphia. */
static gboolean
field_force (const PontiacCtx *c, int s)
{
  return pontiac_has_units (c, s, SIDE_BRITISH) && !pontiac_fort_standing (c, s) && s != c->d->philadelphia;
}

static gboolean
offered (const PontiacCtx *c, int s)
{
  for (int i = 0; i < c->x->n_offered; i++)
    if (c->x->offered[i] == s)
      return TRUE;
  return FALSE;
}

/* Captives in space `s` that are in their nation (not on their way). */
static int
captives_near_space (const PontiacCtx *c, int s)
{
  int n = 0;

  FOR_PIECES_AT (c, s, p)
    n += c->d->pieces[p].klass == PC_CAPTIVE;
  /* Captives still on their way are not yet in the nation (12.0). */
  return n - pontiac_escorted_at (c, s);
}

/* Captives of `nation` (in its villages) within `range` spaces, as a
 * count; `dist` from the force. */
static int
captives_near (const PontiacCtx *c, int nation, const guint8 *dist)
{
  int n = 0;

  for (guint s = 0; s < c->d->n_spaces; s++)
    if (c->d->spaces[s].nation == nation && dist[s] <= c->d->release_range)
      {
        FOR_PIECES_AT (c, s, p)
          n += c->d->pieces[p].klass == PC_CAPTIVE;
        /* Captives still on their way are not yet in the nation (12.0). */
        n -= pontiac_escorted_at (c, s);
      }
  return n;
}

/* The offers the Nations may make now: a force not yet offered to, and a
 * nation among those whose villages are nearest to it that holds captives
 * within 8 spaces.  A razed village is no longer the nation's (it holds
 * no captives, 11.11): "the nation nearest" is judged by standing ones. */
void
pontiac_list_offers (PontiacCtx *c)
{
  int villages[PONTIAC_MAX_LOCATIONS], n_villages = 0;
  guint32 holding = 0;

  /* The standing villages, and the nations holding captives at all: most
   * of the time none does and no distance need be measured. */
  for (guint v = 0; v < c->d->n_spaces; v++)
    {
      int nation = c->d->spaces[v].nation;

      if (nation == PONTIAC_NONE)
        continue;
      if (pontiac_village_standing (c, v))
        villages[n_villages++] = v;
      if (!(holding & (1u << nation)) && pontiac_marker_at (c, v, PC_CAPTIVE) >= 0
          && captives_near_space (c, v) > 0)
        holding |= 1u << nation;
    }
  if (holding == 0)
    return;
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      guint8 dist[PONTIAC_MAX_LOCATIONS];
      int best = BH_FRONTIER_FAR;

      if (!field_force (c, s) || offered (c, s) || c->x->n_offered >= PONTIAC_OFFERS_MAX)
        continue;
      /* Captives farther than the range cannot be offered, so neither can
       * a nation whose nearest village is farther. */
      bh_frontier_distances_from (&c->self->graph, s, c->d->release_range, NULL, NULL, dist);
      for (int i = 0; i < n_villages; i++)
        best = MIN (best, dist[villages[i]]);
      if (best > c->d->release_range)
        continue;
      for (guint n = 0; n < c->d->n_nations; n++)
        {
          gboolean nearest = FALSE;

          if (!(holding & (1u << n)))
            continue;
          for (int i = 0; i < n_villages && !nearest; i++)
            nearest = c->d->spaces[villages[i]].nation == (int) n && dist[villages[i]] == best;
          if (nearest && captives_near (c, n, dist) > 0)
            {
              if (c->out == NULL)
                {
                  c->x->offer_space = 1;   /* some offer exists */
                  return;
                }
              pontiac_add_action (c, A_OFFER, 2, s, n);
            }
        }
    }
}

gboolean
pontiac_any_offer (PontiacCtx *c)
{
  GArray *save = c->out;
  int before = c->x->offer_space;
  gboolean any;

  c->out = NULL;
  c->x->offer_space = -1;
  pontiac_list_offers (c);
  any = c->x->offer_space == 1;
  c->x->offer_space = before;
  c->out = save;
  return any;
}

/* Releases `n` captives of the offered nation (all when n < 0): they join
 * the British force, +1 VP each, to be escorted to the nearest fort (12.0). */
static int
release (PontiacCtx *c, int n)
{
  guint8 dist[PONTIAC_MAX_LOCATIONS];
  int done = 0;

  bh_frontier_distances_from (&c->self->graph, c->x->offer_space, BH_FRONTIER_FAR - 1, NULL, NULL, dist);
  for (guint s = 0; s < c->d->n_spaces && (n < 0 || done < n); s++)
    if (c->d->spaces[s].nation == c->x->offer_nation && dist[s] <= c->d->release_range && (int) s != c->x->offer_space)
      {
        int here = -pontiac_escorted_at (c, s);

        FOR_PIECES_AT (c, s, p)
          here += c->d->pieces[p].klass == PC_CAPTIVE;
        FOR_PIECES_AT (c, s, p)
          if (c->d->pieces[p].klass == PC_CAPTIVE && here > 0 && (n < 0 || done < n))
            {
              pontiac_move_piece (c, p, c->x->offer_space);
              here--;
              done++;
            }
      }
  /* Translators: Pontiac's War: captives released; the number */
  pontiac_note (c, "12.0", ngettext ("%d captive released", "%d captives released", done), done);
  /* Translators: Pontiac's War: why VP are won */
  pontiac_add_vp (c, SIDE_BRITISH, done, "12.0", _("captives released"));
  pontiac_escort_released (c, c->x->offer_space, done);
  return done;
}

void
pontiac_list_release (PontiacCtx *c)
{
  switch (c->st->pending.kind)
    {
    case D_OFFER:
      pontiac_add_action (c, A_DONE, 0, 0, 0);
      pontiac_list_offers (c);
      break;
    case D_ACCEPT:
      pontiac_add_action (c, A_ACCEPT, 0, 0, 0);
      pontiac_add_action (c, A_DECLINE, 0, 0, 0);
      break;
    case D_RELEASE_COUNT:
      {
        guint8 dist[PONTIAC_MAX_LOCATIONS];

        /* Two only when two are there to release (fifth re-check N4). */
        bh_frontier_distances_from (&c->self->graph, c->x->offer_space, c->d->release_range, NULL, NULL, dist);
        pontiac_add_action (c, A_RELEASE, 1, 1, 0);
        if (captives_near (c, c->x->offer_nation, dist) >= 2)
          pontiac_add_action (c, A_RELEASE, 1, 2, 0);
      }
      break;
    default:
      break;
    }
}

void
pontiac_apply_release (PontiacCtx *c, const BhAction *a)
{
  switch (a->kind)
    {
    case A_DONE:
      c->x->offers_done = 1;
      break;
    case A_OFFER:
      c->x->offer_space = a->args[0];
      c->x->offer_nation = a->args[1];
      c->x->offered[c->x->n_offered++] = a->args[0];
      c->x->offer_stage = 1;
      /* Translators: Pontiac's War: a captive release offer; the nation, the space of the British force */
      pontiac_note (c, "12.0", _("the Nations offer the %s captives to the British force in %s"),
                    bh_game_data_get_nation (c->self->data, a->args[1])->name, pontiac_loc_name (c, a->args[0]));
      break;
    case A_DECLINE:
      c->x->offer_stage = 0;
      /* Translators: Pontiac's War */
      pontiac_note (c, "12.0", _("the British refuse the offer"));
      break;
    case A_ACCEPT:
      {
        int roll = pontiac_roll (c);

        /* Translators: Pontiac's War: the Captive Release Roll */
        pontiac_note (c, "12.0", _("Captive Release Roll %d"), roll);
        c->x->offer_stage = 0;
        if (roll <= 2)
          /* Translators: Pontiac's War: why VP are won */
          pontiac_add_vp (c, SIDE_NATIONS, 1, "12.0", _("non-compliance"));
        else if (roll <= 4)
          c->x->offer_stage = 2;
        else
          release (c, -1);
      }
      break;
    case A_RELEASE:
      c->x->offer_stage = 0;
      /* Releasing 2 earns the Nations 1 VP, releasing 1 none (12.0). */
      if (release (c, a->args[0]) >= 2)
        /* Translators: Pontiac's War: why VP are won */
        pontiac_add_vp (c, SIDE_NATIONS, 1, "12.0", _("two captives released"));
      break;
    default:
      break;
    }
}
