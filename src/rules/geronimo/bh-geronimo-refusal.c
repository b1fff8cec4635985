/* bh-geronimo-refusal.c — why Geronimo refuses an action the pending
 * decision does not list (the rules' explain_refusal hook): the condition
 * that failed and its rule number (RULES-DONE 5; the referee's third
 * check, minor 6).
 *
 * The actions a player most often tries and is refused: a Column's attack
 * and move (ger_list_columns, playable, list_targets and village_open in
 * bh-geronimo-columns.c), a Shaman Card played (ger_list_card,
 * ger_card_playable), a Treaty offered (ger_list_treaty_offers) and its
 * VPs named (ger_treaty_max).  Each
 * test mirrors a condition of those lists, in their order; any that holds
 * is a true reason.  Where none is found the engine names the kind's rule. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"
#include "bh-geronimo-refusal.h"

#define COL_LOC(c, i) ((int) (c)->x->col_loc[i] - 1)

static const char *
type_name (const GerCtx *c, int piece)
{
  return bh_game_data_get_unit_type (c->data, bh_game_data_get_piece_type (c->data, piece))->name;
}

static const char *
commander_name (const GerCtx *c, int i)
{
  return type_name (c, c->d->commanders[c->x->col_cmdr[i]].piece);
}

/* 9.2A: the Civil War closes Texas and New Mexico to Column plays. */
static gboolean
civil_war_area (const GerCtx *c, int space)
{
  const char *id = bh_game_data_get_space (c->data, space)->id;

  return (c->x->events & GER_EV_ACW) && (g_str_equal (id, "texas") || g_str_equal (id, "new-mexico"));
}

/* playable() and ger_list_columns' gates: why Column i may not be played
 * now, for a move or an attack. */
static char *
why_not_playable (const GerCtx *c, int i, const char **rule)
{
  const GerExtra *x = c->x;
  int allowed = ger_col_plays_allowed (c);

  *rule = "5.31";
  if (!ger_col_used (c, i) || x->col_cmdr[i] < 0)
    /* Translators: Geronimo: a Column's number */
    return g_strdup_printf (_("there is no Column %d with a Commander on the map"), i);
  if (ger_mormon_owed (c))
    {
      *rule = "9.2O";
      return g_strdup (_("the Mormon Column is placed first"));
    }
  *rule = "5.33";
  if (x->plays >= allowed)
    return g_strdup_printf (ngettext ("the US plays %d Column a Round and has played it",
                                      "the US plays %d Columns a Round and has played them", allowed), allowed);
  if (x->col_played[i] != 0 && x->col_played[i] == x->us_round)
    /* Translators: Geronimo: a Column's number, then its Commander */
    return g_strdup_printf (_("Column %d (%s) has been played this Round"), i, commander_name (c, i));
  if (x->col_played[i] != 0 && x->us_round - x->col_played[i] < 2)
    /* Translators: Geronimo: a Column's number, then its Commander */
    return g_strdup_printf (_("Column %d (%s) was played in the last US Round, and no Column is played in two "
                              "US Rounds running"), i, commander_name (c, i));
  if (civil_war_area (c, c->d->areas[ger_col_area (c, i)].location))
    {
      *rule = "9.2A";
      /* Translators: Geronimo: a Column's number, then an Area */
      return g_strdup_printf (_("during the Civil War no Column is played in Texas or New Mexico, and Column %d "
                                "is in %s"), i, ger_loc_name (c, c->d->areas[ger_col_area (c, i)].location));
    }
  if (COL_LOC (c, i) >= (int) c->d->n_spaces)
    {
      *rule = "5.62";
      /* Translators: Geronimo: a Column's number */
      return g_strdup_printf (_("Column %d is In Fort, and a Column In Fort neither moves nor attacks"), i);
    }
  return NULL;
}

/* A_COL_MOVE: an adjacent Area, not closed to it (5.341, 9.2O, 9.2A, 9.2DD). */
static char *
why_not_move (const GerCtx *c, int i, int to, const char **rule)
{
  char *reason = why_not_playable (c, i, rule);

  if (reason != NULL)
    return reason;
  if (ger_is_mormon (c, i))
    {
      *rule = "9.2O";
      return g_strdup (_("the Mormon Column stays in Utah"));
    }
  if (to < 0 || to >= (int) c->d->n_spaces || c->d->area_of_space[to] < 0)
    return NULL;
  if (c->d->adjacent[COL_LOC (c, i)][to] != 1)
    {
      *rule = "5.341";
      /* Translators: Geronimo: an Area, a Column's number, then the Area it is in */
      return g_strdup_printf (_("%s is not next to Column %d in %s"), ger_loc_name (c, to), i,
                              ger_loc_name (c, COL_LOC (c, i)));
    }
  if (civil_war_area (c, to))
    {
      *rule = "9.2A";
      /* Translators: Geronimo: an Area (Texas or New Mexico) */
      return g_strdup_printf (_("during the Civil War no Column is played into %s"), ger_loc_name (c, to));
    }
  if (ger_bloody_kansas (c, to))
    {
      *rule = "9.2DD";
      /* Translators: Geronimo: an Area */
      return g_strdup_printf (_("Bloody Kansas closes %s to Columns this Turn"), ger_loc_name (c, to));
    }
  return NULL;
}

/* The Village whose War Party marker is `piece`, or -1. */
static int
village_of_war_party (const GerCtx *c, int piece)
{
  for (guint v = 0; v < c->d->n_villages; v++)
    if (c->d->villages[v].war_party == piece)
      return v;
  return -1;
}

/* A_COL_ATTACK on a Village: in the Column's Area, not attacked this Round
 * (7.34), no Peace Chief (9.2Q) or Scouts (9.2Y), a Commander bold enough
 * for the Peace Policy (9.2R) or the Reform Movement (9.2W). */
static char *
why_not_village (const GerCtx *c, int i, int v, const char **rule)
{
  const char *name = ger_village_name (c, v);
  int aggression = c->d->commanders[c->x->col_cmdr[i]].aggression;

  if (!ger_village_on_map (c, v) || ger_village_area (c, v) != COL_LOC (c, i))
    {
      *rule = "5.341";
      /* Translators: Geronimo: a Village, then a Column's number */
      return g_strdup_printf (_("%s is not in the Area of Column %d"), name, i);
    }
  if (c->x->hit_round[v] & 1)
    {
      *rule = "7.34";
      /* Translators: Geronimo: a Village */
      return g_strdup_printf (_("%s has been attacked this Round, and a target is attacked once a Round"), name);
    }
  if (c->x->marks[v] & GER_MARK_PEACE_CHIEF)
    {
      *rule = "9.2Q";
      /* Translators: Geronimo: a Village */
      return g_strdup_printf (_("%s has a Peace Chief, and no Column attacks it"), name);
    }
  if (c->x->marks[v] & GER_MARK_SCOUTS)
    {
      *rule = "9.2Y";
      /* Translators: Geronimo: a Village */
      return g_strdup_printf (_("%s supplies Scouts, and no Column attacks it this Turn"), name);
    }
  if ((c->x->events & GER_EV_PEACE_POLICY) && aggression < 3)
    {
      *rule = "9.2R";
      /* Translators: Geronimo: a Commander, then his Aggression */
      return g_strdup_printf (_("under the Peace Policy a Column attacks a Village only with an Aggression of 3 or "
                                "more, and %s has %d"), commander_name (c, i), aggression);
    }
  if ((c->x->events & GER_EV_REFORM) && aggression < 2)
    {
      *rule = "9.2W";
      /* Translators: Geronimo: a Commander, then his Aggression */
      return g_strdup_printf (_("under the Reform Movement a Column attacks a Village only with an Aggression of 2 "
                                "or more, and %s has %d"), commander_name (c, i), aggression);
    }
  return NULL;
}

/* A_COL_ATTACK on a War Party: out, in the Column's Area, not attacked
 * this Round (7.34), not hidden in an Alliance (6.71). */
static char *
why_not_war_party (const GerCtx *c, int i, int v, const char **rule)
{
  const char *name = ger_village_name (c, v);

  if (!ger_wp_out (c, v) || c->pc[c->d->villages[v].war_party].location != COL_LOC (c, i))
    {
      *rule = "5.341";
      /* Translators: Geronimo: a Village, then a Column's number */
      return g_strdup_printf (_("no War Party of %s is in the Area of Column %d"), name, i);
    }
  if (c->x->hit_round[v] & 2)
    {
      *rule = "7.34";
      /* Translators: Geronimo: a Village */
      return g_strdup_printf (_("the War Party of %s has been attacked this Round, and a target is attacked once a "
                                "Round"), name);
    }
  if (ger_ally_hidden (c, v))
    {
      *rule = "6.71";
      /* Translators: Geronimo: a Village */
      return g_strdup_printf (_("the War Party of %s is part of an Alliance: attack the Alliance's lead War Party"),
                              name);
    }
  return NULL;
}

static char *
why_not_attack (const GerCtx *c, int i, int target, const char **rule)
{
  char *reason = why_not_playable (c, i, rule);
  int v;

  if (reason != NULL)
    return reason;
  if (ger_is_mormon (c, i))
    {
      *rule = "9.2O";
      return g_strdup (_("the Mormon Column attacks no Indians"));
    }
  if ((c->x->kept & (1u << i)) && c->x->plays > 0)
    {
      *rule = "5.724";
      /* Translators: Geronimo: a Column's number */
      return g_strdup_printf (_("Column %d is a Coordinated Column kept together: its attack is the Round's only "
                                "operation"), i);
    }
  if (target < 0 || target >= (int) c->d->n_pieces)
    return NULL;
  /* The War Party first: ger_village_of_marker also answers for a War
   * Party's marker, which made why_not_war_party unreachable (a refused
   * attack on a War Party was explained as on its Village). */
  if ((v = village_of_war_party (c, target)) >= 0)
    return why_not_war_party (c, i, v, rule);
  if ((v = ger_village_of_marker (c, target)) >= 0 && target == c->d->villages[v].marker)
    return why_not_village (c, i, v, rule);
  return NULL;
}

/* A_PLAY (ger_list_card, ger_card_playable): a card of one's hand, the
 * solitaire top card, Reservation Unrest first in the last Turn, the Civil
 * War only as the first card played, the Springfield Rifle from Turn 3. */
static char *
why_not_play (const GerCtx *c, int card, const char **rule)
{
  int seat = c->st->pending.side;
  const char *title;

  if (card < c->d->shaman_first || card >= c->d->shaman_first + c->d->shaman_count)
    return NULL;
  title = type_name (c, card);
  if (ger_solo (c))
    {
      *rule = "11.35";
      /* Translators: Geronimo: a Shaman Card's title */
      return card == ger_solo_top_card (c) ? NULL
                                           : g_strdup_printf (_("in solitaire only the top card is played, not %s"),
                                                              title);
    }
  if (c->pc[card].location != c->d->hand_shaman[seat])
    {
      *rule = "9.11";
      /* Translators: Geronimo: a Shaman Card's title */
      return g_strdup_printf (_("%s is not in your hand"), title);
    }
  if (ger_unrest_first (c, seat) &&
      bh_game_data_get_piece_type (c->data, card) !=
        bh_game_data_find_unit_type (c->data, "shaman-reservation-unrest"))
    {
      *rule = "9.2X";
      return g_strdup (_("in the game's last Turn a Reservation Unrest card in hand is played or discarded first"));
    }
  if (bh_game_data_get_piece_type (c->data, card) == bh_game_data_find_unit_type (c->data, "shaman-civil-war") &&
      c->x->cards_played[seat] > 0)
    {
      *rule = "9.2A";
      return g_strdup (_("the Civil War is played only as its holder's first card of the Turn"));
    }
  if (bh_game_data_get_piece_type (c->data, card) ==
        bh_game_data_find_unit_type (c->data, "shaman-springfield-rifle") && c->st->turn < 3)
    {
      *rule = "9.2BB";
      /* Translators: Geronimo: the Turn now */
      return g_strdup_printf (_("the Springfield Rifle is not played before Turn 3, and this is Turn %d"),
                              c->st->turn);
    }
  return NULL;
}

/* A_OFFER_TREATY (ger_list_treaty_offers): two players at least, one offer
 * a Round, a Village on the map, the Indian for his own Tribes, the US for
 * any Tribe but his own. */
static char *
why_not_offer (const GerCtx *c, int marker, const char **rule)
{
  int seat = c->st->pending.side, v = ger_village_of_marker (c, marker), holder;
  gboolean us = ger_seat_side (c, seat) == GER_US;

  if (v < 0)
    return NULL;
  if (c->x->n_players < 2)
    {
      *rule = "11.39";
      return g_strdup (_("the solitaire game has no Treaties"));
    }
  *rule = "8.11";
  if (c->x->treaty_offered)
    return g_strdup (_("a Treaty has already been offered this Round"));
  if (!ger_village_on_map (c, v))
    /* Translators: Geronimo: a Village */
    return g_strdup_printf (_("%s is not on the map"), ger_village_name (c, v));
  holder = ger_village_controller (c, v);
  if (us || holder == seat)
    return NULL;
  /* Translators: Geronimo: a Village */
  return g_strdup_printf (_("an Indian offers a Treaty only for the Tribes in his hand, and %s is not his"),
                          ger_village_name (c, v));
}

/* A_TREATY_VP (ger_list_treaty): at most five VPs and what is left of the
 * US player's VPs at the Turn's start, the tournament cap 10 (8.11). */
static char *
why_not_treaty_vp (const GerCtx *c, int vp, const char **rule)
{
  int max = ger_treaty_max (c);

  *rule = "8.11";
  if (vp <= max)
    return NULL;
  if (c->x->treaty_cap && max == 10)
    return g_strdup (_("under the tournament rule no Treaty pays more than 10 VPs"));
  /* Translators: Geronimo: the US player's VPs at the Turn's start, those his Treaties took this Turn, then the
     most a Treaty may pay now */
  return g_strdup_printf (ngettext ("the VPs over five come from the US player, who had %d VP when the Turn began "
                                    "and has given %d of them this Turn: a Treaty pays at most %d VPs now",
                                    "the VPs over five come from the US player, who had %d VPs when the Turn began "
                                    "and has given %d of them this Turn: a Treaty pays at most %d VPs now",
                                    MAX (c->x->us_vp_start, 0)),
                          MAX (c->x->us_vp_start, 0), c->x->us_vp_given, max);
}

char *
ger_explain_refusal (BhRules *rules, const BhState *state, const BhAction *action, const char **rule)
{
  int decision = action->kind == A_PLAY ? D_CARD
                 : action->kind == A_COL_MOVE || action->kind == A_COL_ATTACK || action->kind == A_OFFER_TREATY
                 ? D_OPERATION : action->kind == A_TREATY_VP ? D_TREATY_VP : -1;
  BhState *copy;
  GerCtx c;
  char *reason = NULL;

  /* Only for the decision the action belongs to: else the engine names
   * the decision pending. */
  if (decision < 0 || state->pending.kind != decision || state->pending.side < 0)
    return NULL;
  copy = bh_state_copy (state);
  ger_ctx_init (&c, BH_GERONIMO_RULES (rules), copy);
  switch (action->kind)
    {
    case A_COL_MOVE:
    case A_COL_ATTACK:
      if (ger_round_side (&c) != GER_US)
        {
          *rule = "5.33";
          reason = g_strdup (_("Columns are played in the US's Rounds only"));
        }
      else if (action->args[0] < 0 || action->args[0] >= GER_MAX_COLUMNS)
        reason = NULL;
      else if (action->kind == A_COL_MOVE)
        reason = why_not_move (&c, action->args[0], action->args[1], rule);
      else
        reason = why_not_attack (&c, action->args[0], action->args[1], rule);
      break;
    case A_PLAY:
      reason = why_not_play (&c, action->args[0], rule);
      break;
    case A_OFFER_TREATY:
      reason = why_not_offer (&c, action->args[0], rule);
      break;
    case A_TREATY_VP:
      reason = why_not_treaty_vp (&c, action->args[0], rule);
      break;
    default:
      break;
    }
  bh_state_free (copy);
  return reason;
}
