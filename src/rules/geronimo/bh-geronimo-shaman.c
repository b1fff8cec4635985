/* bh-geronimo-shaman.c — the Shaman Cards' events (9.2).  A played card
 * takes effect (9.12); a card with no effect now is No Event (9.13); a
 * card the playing side must Ignore is played for nothing (9.14).  Events
 * that need a choice set the pending decision; the Operations Segment
 * (D_OPERATION) follows. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

static const char *
card_id (const GerCtx *c, int card)
{
  return bh_game_data_get_unit_type (c->data, bh_game_data_get_piece_type (c->data, card))->id;
}

void
ger_play_event (GerCtx *c, int card)
{
  const char *id = card_id (c, card);
  int seat = c->st->pending.side;
  gboolean indian = ger_round_side (c) == GER_INDIAN;

  if (g_str_equal (id, "shaman-raid") || g_str_equal (id, "shaman-any-tribe-may-raid"))
    {
      gboolean any = g_str_equal (id, "shaman-any-tribe-may-raid");
      const char *rule = any ? "9.2B" : "9.2T";

      if (!indian)
        {
          ger_note (c, rule, _("The US must Ignore this card (9.14)"));
          return;
        }
      if (!ger_raid_possible (c, seat, any))
        {
          ger_note (c, rule, _("No Village can Raid: No Event (9.13)"));
          return;
        }
      /* The Raid is the Round's Operation (6.41). */
      ger_decide (c, seat, D_RAID, any);
      return;
    }
  ger_note (c, "9.13", _("No Event"));
}
