/* bh-zone-terms.c — a scenario's placement zones as every game's set-up
 * reads them (A Dark and Bloody Ground 15.x, Pontiac's War 20.0 / 21.x). */
#include "config.h"

#include <string.h>

#include "bh-zone-terms.h"

const BhPlacement *
bh_zone_placement_of (BhGameData *data, const BhScenario *scenario, int type, int piece)
{
  int used = 0, first = bh_game_data_get_unit_type (data, type)->first_piece;

  for (guint i = 0; i < scenario->placements->len; i++)
    {
      const BhPlacement *pl = &g_array_index (scenario->placements, BhPlacement, i);

      if (pl->unit_type != type)
        continue;
      if (piece - first >= used && piece - first < used + pl->count)
        return pl;
      used += pl->count;
    }
  return NULL;
}

int
bh_zone_nth_piece (BhGameData *data, const BhScenario *scenario, int index,
                   gboolean (*zoned) (const BhPlacement *pl, gconstpointer user), gconstpointer user)
{
  int first = MAX (scenario->setup_first_side, 0);

  for (int k = 0; k < 2; k++)
    {
      g_autofree int *used = g_new0 (int, bh_game_data_get_n_unit_types (data));

      for (guint i = 0; i < scenario->placements->len; i++)
        {
          const BhPlacement *pl = &g_array_index (scenario->placements, BhPlacement, i);
          const BhUnitType *ut = bh_game_data_get_unit_type (data, pl->unit_type);
          int base = ut->first_piece + used[pl->unit_type];

          used[pl->unit_type] += pl->count;
          if (!zoned (pl, user) || ut->side != (k == 0 ? first : 1 - first))
            continue;
          if (index < pl->count)
            return base + index;
          index -= pl->count;
        }
    }
  return -1;
}

char *
bh_zone_terms_unknown (const BhScenario *scenario, const char *const *known, guint n_known)
{
  for (guint i = 0; i < scenario->placements->len; i++)
    {
      const BhPlacement *pl = &g_array_index (scenario->placements, BhPlacement, i);
      g_auto(GStrv) terms = NULL;

      if (pl->where == NULL)
        continue;
      terms = g_strsplit (pl->where, " ", -1);
      for (int t = 0; terms[t] != NULL; t++)
        {
          g_autofree char *name = g_strndup (terms[t], strcspn (terms[t], ":"));
          gboolean found = !*terms[t];

          for (guint k = 0; k < n_known && !found; k++)
            found = g_str_equal (name, known[k]);
          if (!found)
            return g_strdup (terms[t]);
        }
    }
  return NULL;
}
