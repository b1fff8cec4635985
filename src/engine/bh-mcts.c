/* bh-mcts.c — one information-set MCTS tree (single observer).
 *
 * Nodes are the deciding side's information sets, reached by sequences of
 * actions (its own and, in between, the other sides' as it sees them);
 * forced actions (the only legal one) are applied without a node.  Each
 * iteration samples a full state from the view with fresh dice, so chance
 * and hidden pieces are averaged over; a child counts as available only in
 * the samples where its action is legal, and UCB uses that availability
 * count.  A node widens progressively: it may have widening * visits^power
 * children, added in the order of the game's policy weights.  An action
 * whose result is a state seen earlier on the same path (form then cancel)
 * is pruned: it is never worth an iteration.  States are compared as the
 * mover sees them (its view), as the root's take-back check does: a hidden
 * piece moved there and back lies elsewhere in the raw state's order. */
#include "config.h"

#include "bh-mcts.h"
#include "bh-policy.h"

#include <math.h>
#include <string.h>

#define NO_NODE G_MAXUINT32
#define MAX_PATH 256

typedef struct {
  BhAction action;
  guint32 parent;
  guint32 first_child;
  guint32 next_sibling;
  gint16 mover;          /* the side that chose `action` */
  guint8 pruned;         /* it only comes back to an earlier state */
  guint visits;
  guint avail;           /* iterations in which the action was legal here */
  double reward;         /* the sum of the mover's scores */
  double prior;          /* the policy's share of the weight among the legal actions */
} Node;

struct _BhMcts {
  BhRules *rules;
  BhState *view;
  GArray *banned;
  BhMctsParams params;
  GArray *nodes;
  GArray *legal;
  GArray *weights;
  GArray *avail;         /* guint32 node indices available this step */
  GArray *root_legal;    /* the legal actions of a root action's common sample */
  BhState *state;
  BhState *scratch;
  GRand *rand;
  int seat;              /* who decides at the root: whose view it is */
  guint n_seats;         /* scored players: seats, which outnumber sides in Geronimo */
  guint32 path[MAX_PATH];
  BhState *states[MAX_PATH];  /* the state at each depth (the root's: the sample) */
  int sides[MAX_PATH];        /* the side to move there */
  guint64 hashes[MAX_PATH];   /* its view, as that side sees it, once asked for */
  gboolean hashed[MAX_PATH];
  guint64 root_hash;          /* the view's own hash, as the deciding seat sees it */
  double scores[8];
};

static guint32
add_node (BhMcts *self, guint32 parent, const BhAction *action, int mover)
{
  Node node = { 0 };
  guint32 index = self->nodes->len;

  if (action)
    node.action = *action;
  node.parent = parent;
  node.first_child = NO_NODE;
  node.next_sibling = NO_NODE;
  node.mover = mover;
  if (parent != NO_NODE)
    {
      Node *p = &g_array_index (self->nodes, Node, parent);

      node.next_sibling = p->first_child;
      p->first_child = index;
    }
  g_array_append_val (self->nodes, node);
  return index;
}

static guint64 view_hash (BhMcts *self, const BhState *state, int side);

static inline Node *
node_at (BhMcts *self, guint32 i)
{
  return &g_array_index (self->nodes, Node, i);
}

BhMcts *
bh_mcts_new (BhRules *rules, const BhState *view, const GArray *banned, const BhMctsParams *params)
{
  BhMcts *self = g_new0 (BhMcts, 1);
  BhGameData *data = bh_rules_get_game_data (rules);

  self->rules = g_object_ref (rules);
  self->view = bh_state_copy (view);
  self->banned = g_array_new (FALSE, FALSE, sizeof (BhAction));
  if (banned)
    g_array_append_vals (self->banned, banned->data, banned->len);
  self->params = *params;
  self->nodes = g_array_sized_new (FALSE, FALSE, sizeof (Node), 1024);
  self->legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  self->weights = g_array_new (FALSE, FALSE, sizeof (double));
  self->avail = g_array_new (FALSE, FALSE, sizeof (guint32));
  self->root_legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  self->state = bh_state_copy (view);
  self->scratch = bh_state_copy (view);
  self->rand = g_rand_new_with_seed ((guint32) (params->seed ^ (params->seed >> 32)));
  self->seat = view->pending.side;
  {
    /* The root's state is a new sample each iteration, but as the seat
     * sees it always the view itself. */
    bh_rules_determinize (rules, view, self->seat, 1, self->scratch);
    self->root_hash = view_hash (self, self->scratch, self->seat);
  }
  /* Every seat's moves are scored for that seat: in Geronimo five seats
   * share two sides, and a seat past the sides would learn nothing. */
  self->n_seats = MIN (bh_game_data_get_n_seats (data), G_N_ELEMENTS (self->scores));
  add_node (self, NO_NODE, NULL, BH_NONE);
  return self;
}

void
bh_mcts_free (BhMcts *self)
{
  g_object_unref (self->rules);
  bh_state_free (self->view);
  bh_state_free (self->state);
  bh_state_free (self->scratch);
  g_array_unref (self->banned);
  g_array_unref (self->nodes);
  g_array_unref (self->legal);
  g_array_unref (self->weights);
  g_array_unref (self->avail);
  g_array_unref (self->root_legal);
  g_rand_free (self->rand);
  for (guint i = 0; i < MAX_PATH; i++)
    g_clear_pointer (&self->states[i], bh_state_free);
  g_free (self);
}

guint
bh_mcts_n_nodes (BhMcts *self)
{
  return self->nodes->len;
}

static double *
policy_weights (BhMcts *self, const BhState *state)
{
  g_array_set_size (self->weights, self->legal->len);
  bh_rules_policy (self->rules, state, self->legal, (double *) self->weights->data);
  return (double *) self->weights->data;
}

static void
apply (BhMcts *self, BhState *state, const BhAction *action)
{
  BhAction a = *action;

  a.side = state->pending.side;
  bh_rules_apply (self->rules, state, &a);
}

/* The policy plays on from `state` to the horizon. */
static void
rollout (BhMcts *self)
{
  for (guint n = 0; n < self->params.rollout_cap; n++)
    {
      double *weights;

      if (bh_rules_horizon (self->rules, self->view, self->state))
        return;
      bh_rules_list_actions (self->rules, self->state, self->legal);
      if (self->legal->len == 0)
        return;
      if (self->legal->len == 1)
        {
          apply (self, self->state, &g_array_index (self->legal, BhAction, 0));
          continue;
        }
      weights = policy_weights (self, self->state);
      /* Sharpened: the rollout keeps to the policy's favourites, unless
       * `rollout_flat` (session 10: Strong against Normal in Pontiac A
       * gained with rollouts that stray more; docs/ai.md). */
      for (guint i = 0; i < self->legal->len && !self->params.rollout_flat; i++)
        weights[i] *= weights[i];
      apply (self, self->state,
             &g_array_index (self->legal, BhAction, bh_policy_sample (weights, self->legal->len, self->rand)));
    }
}

/* The state as `side` sees it, hashed: what the take-back check compares
 * (session 11: raw states let a Pontiac force concealed and revealed, 6.3,
 * through the tree, its pieces renumbered). */
static guint64
view_hash (BhMcts *self, const BhState *state, int side)
{
  g_autoptr(BhState) view = NULL;

  if (side < 0)
    return bh_state_hash (state);
  view = bh_rules_dup_view (self->rules, state, side);
  return bh_state_hash (view);
}

/* Keeps the state at `depth` of the path; its view is hashed only if a
 * take-back check asks for it (a view costs about a quarter of a rollout). */
static void
record (BhMcts *self, guint depth)
{
  self->sides[depth] = self->state->pending.side;
  self->hashed[depth] = FALSE;
  if (depth == 0)
    return;   /* the root's view is the tree's own: hashed once */
  if (self->states[depth] == NULL)
    self->states[depth] = bh_state_copy (self->state);
  else
    bh_state_copy_into (self->states[depth], self->state);
}

/* Does `after`, seen by `mover`, bring back what `mover` saw earlier in its
 * own run of decisions on the path (form then cancel), as the root's
 * take-back check asks of the side's history? */
static gboolean
on_path (BhMcts *self, guint depth, const BhState *after, int mover)
{
  guint64 hash = 0;
  gboolean have_hash = FALSE;

  for (guint i = depth + 1; i-- > 0 && self->sides[i] == mover;)
    {
      const BhState *then = i == 0 ? self->view : self->states[i];

      /* What every view keeps as it is: a state that differs there is no
       * take-back, and needs no view (a view costs a quarter of a rollout). */
      if (then->turn != after->turn || then->phase != after->phase || then->result != after->result ||
          then->pending.side != after->pending.side || then->pending.kind != after->pending.kind)
        continue;
      if (!have_hash)
        {
          hash = view_hash (self, after, mover);
          have_hash = TRUE;
        }
      if (!self->hashed[i])
        {
          self->hashes[i] = i == 0 ? self->root_hash : view_hash (self, self->states[i], mover);
          self->hashed[i] = TRUE;
        }
      if (self->hashes[i] == hash)
        return TRUE;
    }
  return FALSE;
}

/* Adds the policy's favourite among the legal actions that are no child
 * yet; FALSE when every legal action is a child already. */
static gboolean
expand (BhMcts *self, guint32 at, guint depth, guint32 *child)
{
  double *weights = policy_weights (self, self->state);
  double best = -1, total = 0;
  int pick = -1;
  guint ties = 0;

  for (guint i = 0; i < self->legal->len; i++)
    total += weights[i];
  for (guint i = 0; i < self->legal->len; i++)
    {
      gboolean known = FALSE;

      for (guint32 c = node_at (self, at)->first_child; c != NO_NODE && !known; c = node_at (self, c)->next_sibling)
        known = bh_action_equal (&node_at (self, c)->action, &g_array_index (self->legal, BhAction, i));
      if (known)
        continue;
      if (weights[i] > best)
        {
          best = weights[i];
          pick = i;
          ties = 1;
        }
      else if (weights[i] == best && g_rand_int_range (self->rand, 0, ++ties) == 0)
        pick = i;
    }
  if (pick < 0)
    return FALSE;
  {
    BhAction action = g_array_index (self->legal, BhAction, pick);
    int mover = self->state->pending.side;
    guint32 index = add_node (self, at, &action, mover);

    node_at (self, index)->prior = total > 0 ? best / total : 0;

    bh_state_copy_into (self->scratch, self->state);
    apply (self, self->scratch, &action);
    if ((at == 0 && bh_actions_find (self->banned, &action, NULL)) ||
        (self->scratch->result == BH_RESULT_ONGOING && on_path (self, depth, self->scratch, mover)))
      node_at (self, index)->pruned = TRUE;
    *child = index;
  }
  return TRUE;
}

static guint32
select_ucb (BhMcts *self, gboolean allow_pruned)
{
  guint32 best = NO_NODE;
  double best_score = -G_MAXDOUBLE;

  for (guint i = 0; i < self->avail->len; i++)
    {
      Node *n = node_at (self, g_array_index (self->avail, guint32, i));
      double score;

      if (n->pruned && !allow_pruned)
        continue;
      /* UCB over availability, plus the policy's prior fading with visits. */
      score = n->visits == 0 ? G_MAXDOUBLE
            : n->reward / n->visits + self->params.exploration * sqrt (log ((double) MAX (n->avail, 1)) / n->visits)
              + self->params.prior * n->prior * sqrt ((double) MAX (n->avail, 1)) / (1 + n->visits);
      if (score > best_score)
        {
          best_score = score;
          best = g_array_index (self->avail, guint32, i);
        }
    }
  return best;
}

/* Common random numbers at the root: the k-th visit of every root action
 * plays on the sample of seed k (hidden pieces and dice alike), so two
 * actions are compared on the same dice rather than each on its own;
 * where the dice decide far more than the choice, this is what lets more
 * iterations tell the better action from the worse.  The sample is kept
 * only if the action is legal in it. */
static void
common_sample (BhMcts *self, guint32 child)
{
  Node *n = node_at (self, child);
  guint64 seed = (self->params.seed + 1) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) ^
                 ((guint64) n->visits * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9));

  bh_rules_determinize (self->rules, self->view, self->seat, seed, self->scratch);
  bh_rules_list_actions (self->rules, self->scratch, self->root_legal);
  if (!bh_actions_find (self->root_legal, &n->action, NULL))
    return;
  bh_state_copy_into (self->state, self->scratch);
  record (self, 0);
}

/* One iteration: sample, descend, expand, roll out, back up. */
static void
iterate (BhMcts *self, guint64 seed)
{
  guint32 at = 0;
  guint depth = 0;
  gboolean expanded = FALSE;

  bh_rules_determinize (self->rules, self->view, self->seat, seed, self->state);
  self->path[0] = 0;
  record (self, 0);
  while (!expanded && depth + 1 < MAX_PATH &&
         (at == 0 || !bh_rules_horizon (self->rules, self->view, self->state)))
    {
      Node *node = node_at (self, at);
      guint n_avail_live = 0;
      double allowed;
      guint32 next = NO_NODE;

      if (self->state->result != BH_RESULT_ONGOING)
        break;
      bh_rules_list_actions (self->rules, self->state, self->legal);
      if (self->legal->len == 0)
        break;
      if (self->legal->len == 1 && at != 0)
        {
          apply (self, self->state, &g_array_index (self->legal, BhAction, 0));
          continue;
        }
      g_array_set_size (self->avail, 0);
      for (guint32 c = node->first_child; c != NO_NODE; c = node_at (self, c)->next_sibling)
        if (bh_actions_find (self->legal, &node_at (self, c)->action, NULL))
          {
            g_array_append_val (self->avail, c);
            n_avail_live += !node_at (self, c)->pruned;
          }
      allowed = self->params.widening * pow (node->visits + 1, self->params.widening_power);
      if (n_avail_live < MAX (allowed, 1.0) || n_avail_live == 0)
        {
          /* Pruned children do not count: try the next untried one. */
          while (expand (self, at, depth, &next) && node_at (self, next)->pruned)
            {
              g_array_append_val (self->avail, next);
              next = NO_NODE;
            }
          expanded = next != NO_NODE;
        }
      if (next == NO_NODE)
        {
          next = select_ucb (self, FALSE);
          if (next == NO_NODE)
            next = select_ucb (self, TRUE);
        }
      for (guint i = 0; i < self->avail->len; i++)
        node_at (self, g_array_index (self->avail, guint32, i))->avail++;
      if (expanded)
        node_at (self, next)->avail++;
      if (next == NO_NODE)
        break;
      if (at == 0 && self->params.common_seeds)
        common_sample (self, next);
      apply (self, self->state, &node_at (self, next)->action);
      at = next;
      self->path[++depth] = at;
      record (self, depth);
    }
  if (self->state->result == BH_RESULT_ONGOING)
    rollout (self);
  for (guint s = 0; s < self->n_seats; s++)
    self->scores[s] = bh_rules_evaluate (self->rules, self->state, s);
  for (guint i = depth; i > 0; i--)
    {
      Node *n = node_at (self, self->path[i]);

      n->visits++;
      if (n->mover >= 0 && (guint) n->mover < self->n_seats)
        n->reward += self->scores[n->mover];
    }
  node_at (self, 0)->visits++;
}

guint
bh_mcts_run (BhMcts *self, GCancellable *cancellable)
{
  guint done = 0;

  for (;;)
    {
      if (self->params.iterations > 0 ? done >= self->params.iterations
                                      : g_get_monotonic_time () >= self->params.deadline)
        break;
      if (g_cancellable_is_cancelled (cancellable))
        break;
      iterate (self, ((guint64) g_rand_int (self->rand) << 32) | g_rand_int (self->rand));
      done++;
    }
  return done;
}

GArray *
bh_mcts_root_arms (BhMcts *self)
{
  GArray *arms = g_array_new (FALSE, FALSE, sizeof (BhMctsArm));

  for (guint32 c = node_at (self, 0)->first_child; c != NO_NODE; c = node_at (self, c)->next_sibling)
    {
      Node *n = node_at (self, c);
      BhMctsArm arm = { n->action, n->visits, n->reward };

      if (!n->pruned)
        g_array_append_val (arms, arm);
    }
  return arms;
}

gboolean
bh_mcts_path_pruned (BhMcts *self, const BhAction *actions, guint n_actions, gboolean *pruned)
{
  guint32 at = 0;

  for (guint i = 0; i < n_actions; i++)
    {
      guint32 c = node_at (self, at)->first_child;

      while (c != NO_NODE && !bh_action_equal (&node_at (self, c)->action, &actions[i]))
        c = node_at (self, c)->next_sibling;
      if (c == NO_NODE)
        return FALSE;
      at = c;
    }
  *pruned = node_at (self, at)->pruned;
  return TRUE;
}
