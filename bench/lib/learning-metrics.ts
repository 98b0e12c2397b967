/** Scores for the learning-model evaluation: AUC, log loss, top-k precision, and a BKT baseline. */

/** Area under the ROC curve (Mann–Whitney U, ties counted half) of scores against outcomes. */
export const auc = (scores: Float64Array | number[], outcomes: Uint8Array | boolean[]): number => {
  const n = scores.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => scores[a] - scores[b]);
  let positives = 0;
  let rankSumPositives = 0;
  for (let i = 0; i < n;) {
    let j = i;
    while (j + 1 < n && scores[order[j + 1]] === scores[order[i]]) {
      j++;
    }
    const averageRank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) {
      if (outcomes[order[k]]) {
        positives++;
        rankSumPositives += averageRank;
      }
    }
    i = j + 1;
  }
  const negatives = n - positives;
  return (rankSumPositives - (positives * (positives + 1)) / 2) / (positives * negatives);
};

/** Mean negative log-likelihood (natural log), predictions clipped to [1e-6, 1 − 1e-6]. */
export const logLoss = (scores: Float64Array | number[], outcomes: Uint8Array | boolean[]) => {
  let sum = 0;
  for (let i = 0; i < scores.length; i++) {
    const p = Math.min(1 - 1e-6, Math.max(1e-6, scores[i]));
    sum -= outcomes[i] ? Math.log(p) : Math.log(1 - p);
  }
  return sum / scores.length;
};

/** Share of `predicted` (the method's top k) that is in `truth` (the true k weakest). */
export const precisionAtK = (predicted: readonly number[], truth: readonly number[]): number => {
  const set = new Set(truth);
  return predicted.filter((x) => set.has(x)).length / truth.length;
};

/** The indices of the k smallest values (ties by index). */
export const lowestK = (values: readonly number[], k: number): number[] =>
  values
    .map((v, i) => [v, i] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .slice(0, k)
    .map(([, i]) => i);

/** Bayesian Knowledge Tracing (Corbett & Anderson 1995): one skill's four parameters. */
export interface BktParams {
  learned0: number;
  transit: number;
  guess: number;
  slip: number;
}

/** Textbook starting values (no fitting): P(L0) 0.3, P(T) 0.1, P(G) 0.2, P(S) 0.1. */
export const BKT_TEXTBOOK: BktParams = { learned0: 0.3, transit: 0.1, guess: 0.2, slip: 0.1 };

/** P(known) after these answers, oldest first (each answer's posterior, then the transition). */
export const bktKnown = (params: BktParams, history: readonly { isCorrect: boolean }[]) => {
  const { transit, guess, slip } = params;
  let known = params.learned0;
  for (const { isCorrect } of history) {
    const posterior = isCorrect
      ? (known * (1 - slip)) / (known * (1 - slip) + (1 - known) * guess)
      : (known * slip) / (known * slip + (1 - known) * (1 - guess));
    known = posterior + (1 - posterior) * transit;
  }
  return known;
};

/** BKT's chance that the next answer is right. */
export const bktPredict = (params: BktParams, history: readonly { isCorrect: boolean }[]) => {
  const known = bktKnown(params, history);
  return known * (1 - params.slip) + (1 - known) * params.guess;
};

const GRID = {
  learned0: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9],
  transit: [0.01, 0.02, 0.05, 0.1, 0.15, 0.2, 0.3],
  guess: [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35],
  slip: [0.05, 0.1, 0.15, 0.2, 0.25, 0.3],
};

/**
 * BKT parameters for one skill by grid search (9 × 7 × 7 × 6 = 2,646 points, guess ≤ 0.35 and
 * slip ≤ 0.3 so "known" keeps its meaning) maximising the log-likelihood of every answer given
 * the answers before it, over the training students' sequences on that skill.
 */
export const fitBkt = (sequences: readonly Uint8Array[]): BktParams => {
  let best = BKT_TEXTBOOK;
  let bestLl = -Infinity;
  for (const learned0 of GRID.learned0) {
    for (const transit of GRID.transit) {
      for (const guess of GRID.guess) {
        for (const slip of GRID.slip) {
          let ll = 0;
          for (const seq of sequences) {
            let known = learned0;
            for (let i = 0; i < seq.length; i++) {
              const right = known * (1 - slip) + (1 - known) * guess;
              let posterior: number;
              if (seq[i]) {
                ll += Math.log(right);
                posterior = (known * (1 - slip)) / right;
              } else {
                ll += Math.log(1 - right);
                posterior = (known * slip) / (1 - right);
              }
              known = posterior + (1 - posterior) * transit;
            }
          }
          if (ll > bestLl) {
            bestLl = ll;
            best = { learned0, transit, guess, slip };
          }
        }
      }
    }
  }
  return best;
};
