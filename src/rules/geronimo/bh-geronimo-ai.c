/* bh-geronimo-ai.c — Geronimo! for the computer opponent.
 *
 * Players are seats: each keeps its VP total whichever side it plays, and
 * the seats draw sides anew each Turn (3.31), so a position is scored for
 * a seat, not a side.  The most VPs wins (10.1); solitaire wins with
 * enough States (11.31).  Each seat's VP total is projected with what the
 * side it plays this Turn can still earn: the US seat the States its
 * Territories' Resource Points come near (10.21: the level, then 10.11's
 * VP by the number of Indian players); an Indian seat its Villages' BPs
 * (6.6: what survives), less the Villages at half their size or less
 * (8.14: the forced Reservation gives the US 2 VP) and those close to
 * Extinction (6.66: -3 VP).  The seat's evaluation is its projected lead
 * over the best other seat.
 *
 * The policy is the rulebook's advice made cheap: the US settles the
 * Territories nearest their Statehood level and applies as soon as it may;
 * Railroads always; cards are played rather than discarded; Indians take
 * the big Tribes and relocate toward Areas of higher Survival rating.
 * Treaties (8.11) move more VPs than anything else, so each is weighed by
 * what it pays the seat (treaty_weight); Tribal Alliances (6.7, 9.2FF) are
 * formed where two War Parties or more can strike together (ally_weight);
 * Sand Creek's blind Tribal Card is weighed by how weak the Tribes it
 * could be stand (sand_creek_weight). */
#include "config.h"

#include "bh-geronimo-ai.h"
#include "bh-geronimo-private.h"
#include "bh-ai-kit.h"

static void
ctx_for (GerCtx *c, BhRules *rules, const BhState *state)
{
  /* Read only: the context wants a mutable state for the rules' own use. */
  ger_ctx_init (c, BH_GERONIMO_RULES (rules), (BhState *) state);
}

static int
area_of (const GerCtx *c, int location)
{
  return location >= 0 && location < (int) G_N_ELEMENTS (c->d->area_of_space) ? c->d->area_of_space[location] : -1;
}

/* How near a Territory with `rp` Resource Points is to Statehood
 * (10.21), 0-1; 0 for a State. */
static double
progress_with (const GerCtx *c, int area, int rp)
{
  const GerArea *a = &c->d->areas[area];

  if (c->x->states[area] || a->statehood <= 0)
    return 0;
  return MIN (1.0, (double) rp / a->statehood);
}

static double
statehood_progress (const GerCtx *c, int area)
{
  if (area < 0)
    return 0;
  return progress_with (c, area, ger_area_rp (c, area, TRUE));
}

static double
statehood_vp (const GerCtx *c)
{
  return c->d->statehood_vp[MIN (c->x->n_indians, G_N_ELEMENTS (c->d->statehood_vp) - 1)];
}

/* What the US seat can still earn this game: the Territories near their
 * level, squared so that the last Resource Points weigh most. */
static double
us_prospects (const GerCtx *c)
{
  int rp[G_N_ELEMENTS (c->d->area_of_space)];
  double p = 0;

  ger_spaces_rp (c, rp);      /* every Area's at once: this runs at each rollout's end */
  for (guint a = 0; a < c->d->n_areas; a++)
    {
      double progress = progress_with (c, a, rp[c->d->areas[a].location]);

      p += progress * progress * 0.5 * statehood_vp (c);
    }
  return p;
}

/* What an Indian seat keeps: its Villages' BPs, the risk to the weak ones. */
static double
indian_prospects (const GerCtx *c, int seat)
{
  double p = 0;

  for (guint v = 0; v < c->d->n_villages; v++)
    {
      int bp;

      if (!ger_village_on_map (c, v) || ger_village_controller (c, v) != seat)
        continue;
      bp = ger_village_bp (c, v);
      p += 0.15 * bp;
      if (bp <= c->d->villages[v].size / 2)
        p -= 0.6;     /* 8.14 */
      if (bp <= 1)
        p -= 1.0;     /* 6.66 */
    }
  return p;
}

static int
count_states (const GerCtx *c)
{
  int n = 0;

  for (guint a = 0; a < c->d->n_areas; a++)
    n += c->x->states[a];
  return n;
}

double
ger_ai_evaluate (BhRules *rules, const BhState *state, int seat)
{
  GerCtx c;
  double value, own = 0, best_other = -G_MAXDOUBLE;
  int n;

  if (bh_ai_kit_result (state, seat, &value))
    return value;
  ctx_for (&c, rules, state);
  n = c.x->n_players;
  if (n == 0 || seat < 0 || seat >= n)
    return 0.5;
  if (n == 1)
    /* 11.31: States against the number needed. */
    return bh_ai_kit_logistic (2.0 * (count_states (&c) - c.x->victory_states) + 2.0 * us_prospects (&c) /
                               MAX (statehood_vp (&c), 1), 0.5);
  for (int s = 0; s < n; s++)
    {
      double projected = ger_vp (&c, s) +
                         (ger_seat_side (&c, s) == GER_US ? us_prospects (&c) : indian_prospects (&c, s));

      if (s == seat)
        own = projected;
      else
        best_other = MAX (best_other, projected);
    }
  return bh_ai_kit_logistic (own - best_other, 0.25);
}

/* ---- policy ----------------------------------------------------------------- */

static double
tribe_size (const GerCtx *c, int tribe)
{
  double size = 0;

  if (tribe < 0 || tribe >= (int) c->d->n_tribes)
    return 0;
  for (int i = 0; i < c->d->tribes[tribe].n_villages; i++)
    size += c->d->villages[c->d->tribes[tribe].villages[i]].size;
  return size;
}

/* `marker`: the Village's marker piece (6.2's action names the piece). */
static double
relocate_weight (const GerCtx *c, int marker, int to)
{
  int from = -1, dest = area_of (c, to);

  for (guint v = 0; v < c->d->n_villages; v++)
    if (c->d->villages[v].marker == marker)
      from = area_of (c, ger_village_area (c, v));

  /* Abroad (6.25) a Village may be driven out or destroyed. */
  if (dest < 0)
    return 0.3;
  if (from < 0)
    return 1.5;
  return CLAMP (1.0 + 0.4 * (c->d->areas[dest].survival - c->d->areas[from].survival), 0.2, 3.0);
}

/* Treaties (8.11) move the most VPs of the game: the Indian signer gains
 * the Treaty's VPs, the US 2 for the Village On Reservation (8.17) less
 * the VPs over five.  So the US offers little and accepts little; the
 * Indians ask much and take anything worth a VP or more. */
static double
treaty_weight (const GerCtx *c, const BhAction *a)
{
  const BhDecision *p = &c->st->pending;
  gboolean us = ger_seat_side (c, p->side) == GER_US;
  int vp = p->args[1];

  switch (a->kind)
    {
    case A_OFFER_TREATY: return us ? 1.5 : 2.5;
    case A_TREATY_VP: return us ? 10.0 - a->args[0] : 1.0 + a->args[0];
    case A_ACCEPT_TREATY: return (us ? vp <= 1 : vp >= 1) ? 5.0 : 0.1;
    case A_REFUSE_TREATY: return 1.0;
    default: return 1.0;
    }
}

/* Sand Creek (12.13): a Tribal Card drawn blind is a Tribe more to act
 * with this Turn, but an Active Tribe answers for Survival (6.61) and the
 * forced Reservation DR (8.14), and its Extinction costs 3 VPs (6.66).
 * The card could be any Tribe on the map not the seat's own nor shown to
 * all (what the seat may know): the more of their Villages stand at half
 * their size or less (8.14), the less the draw is worth; with none weak it
 * is twice a pass, with all weak a fifth of one. */
static double
sand_creek_weight (const GerCtx *c, const BhAction *a)
{
  int seat = c->st->pending.side, n = 0, weak = 0;

  if (a->kind != A_SAND_CREEK_DRAW)
    return 1.0;
  for (guint v = 0; v < c->d->n_villages; v++)
    {
      int card = c->d->tribes[c->d->villages[v].tribe].card;

      if (!ger_village_on_map (c, v) || ger_village_controller (c, v) == seat ||
          c->pc[card].seen == BH_ALL_SEATS)
        continue;
      n++;
      weak += 2 * ger_village_bp (c, v) <= c->d->villages[v].size;
    }
  return n == 0 ? 2.0 : 0.2 + 1.8 * (n - weak) / n;
}

/* ---- Tribal Alliances (6.7, 9.2FF) ---------------------------------------- */

static gboolean
card_is (const GerCtx *c, int piece, const char *type)
{
  return piece >= 0 && piece < (int) c->d->n_pieces &&
    bh_game_data_get_piece_type (c->data, piece) == bh_game_data_find_unit_type (c->data, type);
}

/* An Alliance named in `l` pays when two War Parties or more can join it
 * and the Area holds a Settlement or Town for its first attack (6.72):
 * the combined War Party fights with all their BPs and the best of their
 * ratings (6.73).  The more BPs can join, the better the Area; one War
 * Party alone, or nothing to strike, is no Alliance worth a card. */
static double
ally_area_weight (const GerCtx *c, int seat, int l)
{
  int bp, n = ger_ally_prospect (c, seat, l, &bp);
  int targets = ger_count_type_at (c, c->d->settlement_first, c->d->settlement_count, l) +
    ger_count_type_at (c, c->d->town_first, c->d->town_count, l);

  if (n < 2 || targets == 0)
    return n > 0 ? 0.3 : 0.1;
  return 2.0 + 0.25 * bp;
}

static double
ally_best_area (const GerCtx *c, int seat)
{
  double best = 0;

  for (guint a = 0; a < c->d->n_areas; a++)
    best = MAX (best, ally_area_weight (c, seat, c->d->areas[a].location));
  return best;
}

/* The card is played (above a plain card's 2.0) only where an Alliance
 * pays, else kept for later; each War Party that may joins with all its
 * BPs (the card's player must bring one, 6.71).  A volunteer (6.76) gives
 * up his next Round's Operation for VPs that are the Alliance's player's
 * to share, so another player's seat declines; the Alliance's player
 * keeps the VPs (9.2FF): each one given goes to a rival's total (10.1). */
static double
ally_weight (const GerCtx *c, const BhAction *a)
{
  const BhDecision *p = &c->st->pending;
  gboolean own = c->x->ally_seat == p->side + 1;

  switch (a->kind)
    {
    case A_PLAY:
      {
        double best = ally_best_area (c, p->side);

        return best >= 2.0 ? best + 1.0 : 0.4;
      }
    case A_EVENT_AREA: case A_ALLY_FORM: return ally_area_weight (c, p->side, a->args[0]);
    case A_ALLY_JOIN: return !own ? 0.3 : a->args[1] > 0 ? 1.0 + a->args[1] : 3.0;
    case A_ALLY_DONE: return own ? 0.2 : 2.0;
    case A_ALLY_SHARE: return 0.2;
    case A_ALLY_KEEP: return 3.0;
    default: return 1.0;
    }
}

void
ger_ai_policy (BhRules *rules, const BhState *state, const GArray *actions, double *weights)
{
  GerCtx c;

  ctx_for (&c, rules, state);
  for (guint i = 0; i < actions->len; i++)
    {
      const BhAction *a = &g_array_index (actions, BhAction, i);
      double w = 1.0;

      switch (a->kind)
        {
        case A_PICK_TRIBE: w = 1.0 + 0.2 * tribe_size (&c, a->args[0]); break;
        case A_SETTLE:
          {
            int area = area_of (&c, a->args[0]);

            w = area >= 0 && !c.x->states[area] ? 1.0 + 4.0 * statehood_progress (&c, area) : 0.3;
          }
          break;
        case A_RAILROAD: w = 2.0; break;
        case A_NO_RAILROAD: w = 0.3; break;
        case A_PLAY:
          w = card_is (&c, a->args[0], "shaman-tribal-alliances") ? ally_weight (&c, a) : 2.0;
          break;
        case A_EVENT_AREA:
          w = c.st->pending.kind == D_EVENT && card_is (&c, c.st->pending.args[0], "shaman-tribal-alliances") ?
            ally_weight (&c, a) : 1.0;
          break;
        case A_ALLY_FORM: case A_ALLY_JOIN: case A_ALLY_DONE: case A_ALLY_SHARE: case A_ALLY_KEEP:
          w = ally_weight (&c, a);
          break;
        case A_DISCARD: w = 0.5; break;
        case A_RELOCATE: w = relocate_weight (&c, a->args[0], a->args[1]); break;
        case A_STAND: w = 0.8; break;
        case A_ADMIT:
          {
            int area = area_of (&c, a->args[0]);

            w = area >= 0 && statehood_progress (&c, area) >= 1.0 ? 4.0 : 0.5;
          }
          break;
        case A_NO_ADMIT: w = 0.7; break;
        case A_OFFER_TREATY: case A_TREATY_VP: case A_ACCEPT_TREATY: case A_REFUSE_TREATY:
          w = treaty_weight (&c, a);
          break;
        case A_SAND_CREEK_DRAW: case A_SAND_CREEK_PASS:
          w = sand_creek_weight (&c, a);
          break;
        default: break;
        }
      weights[i] = w;
    }
}

/* A look-ahead ends when every player has had one more Round (4.4), or
 * when the phase changes twice (the Turn's survival and statehood). */
gboolean
ger_ai_horizon (BhRules *rules, const BhState *start, const BhState *now)
{
  const GerExtra *was = bh_state_const_extra (start), *is = bh_state_const_extra (now);

  if (now->result != BH_RESULT_ONGOING || now->turn != start->turn)
    return TRUE;
  if (now->phase == start->phase && is->rounds >= was->rounds + MAX (is->n_players, 1))
    return TRUE;
  return bh_ai_kit_phases_horizon (rules, start, now, 2);
}
