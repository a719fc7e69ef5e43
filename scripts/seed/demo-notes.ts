/**
 * The demo data scientist's notes: one with code and math (long enough for its contents, written
 * about the churn project), one with images, one short. Each lives at its own address, claimed in
 * note_slugs by the seed as the admin form claims it; the first also answers at an earlier one.
 * The cover is a demo image under /demo/projects/, which the seed stores under projects/ where the
 * Storage emulator runs (so it gets renditions), as the admin's upload would be.
 */
import type { NoteDoc } from '@portfolio/model/collections';
import type { Seeded } from './demo-content';
import { PUBLISHED } from './demo-status';

const CALIBRATION = `A churn model that says 0.7 should be right about seven times in ten. Ours was not: its
scores ranked customers well (a concordance of 0.81) but overstated the risk of the riskiest.
Retention budgets are spent by expected loss, so the overstatement cost real money.

## Measuring calibration

The Brier score is the mean squared error of the probabilities:

$$
\\mathrm{BS} = \\frac{1}{N} \\sum_{i=1}^{N} \\left(p_i - y_i\\right)^2
$$

where $p_i$ is the predicted probability and $y_i \\in \\{0, 1\\}$ the outcome. It mixes two things:
how well the model ranks and how honest its numbers are. A reliability diagram separates them:
bin the scores, then plot each bin's mean score against its observed churn rate.

## Fixing it with isotonic regression

Isotonic regression fits a non-decreasing step function from score to observed rate, on data
the model was not trained on:

\`\`\`python
from sklearn.calibration import CalibratedClassifierCV

calibrated = CalibratedClassifierCV(model, method="isotonic", cv="prefit")
calibrated.fit(X_holdout, y_holdout)
probabilities = calibrated.predict_proba(X_test)[:, 1]
\`\`\`

Because the map never decreases, the ranking survives: the concordance stays at 0.81 while the
Brier score falls from 0.162 to 0.131.

## What changed downstream

| Segment       | Mean score before | Mean score after | Observed churn |
| ------------- | ----------------- | ---------------- | -------------- |
| Top decile    | 0.78              | 0.61             | 0.59           |
| Middle        | 0.31              | 0.27             | 0.26           |
| Bottom decile | 0.04              | 0.05             | 0.05           |

The retention team now spends by $p_i \\times \\text{value}_i$ and trusts the number.[^1]

[^1]: Recalibrate whenever the base rate moves: a promotion or a price change shifts it.
`;

const ROC = `An area under the ROC curve of 0.91 reads well on a slide. It says that a churner picked at
random outranks a stayer picked at random 91% of the time, and nothing about the threshold the
retention team will actually use.

![The churn model's ROC curve: the true positive rate against the false positive rate](/demo/gallery/churn-roc-curve.webp)

Read the curve where the budget puts you. With offers for 10% of customers, the question is the
true positive rate at that false positive rate, not the area under the whole curve.

![The features that move the churn score most](/demo/gallery/churn-feature-importance.webp)

Then check the features behind it: a model that leans on "days since last complaint" is one
process change away from losing its best signal.
`;

const OFFLINE = `Every screen of an offline-first Android app reads from the local database and never from the
network; a sync job writes the network's answers into that database. The screen then has one
source of truth, and "no signal" is just a sync that has not happened yet.`;

export const notes: Seeded<NoteDoc<Date>>[] = [
  {
    id: 'note-calibrating-churn',
    title: 'Calibrating churn probabilities so the retention team can trust them',
    summary:
      'A churn model can rank customers well and still overstate their risk. How we measured calibration and fixed it with isotonic regression.',
    body: CALIBRATION,
    tags: ['Machine learning', 'Python', 'Calibration'],
    image_url: '',
    published_at: new Date('2026-03-12T09:00:00Z'),
    project_id: 'proj-churn-prediction',
    created_at: new Date('2026-03-10T16:20:00Z'),
    ...PUBLISHED,
    slug: 'calibrating-churn-probabilities',
    old_slugs: ['calibrating-churn-scores'],
  },
  {
    id: 'note-reading-roc-curves',
    title: 'Reading a ROC curve where your budget puts you',
    summary:
      'The area under the curve says little about the threshold a team will use. Read the curve there instead.',
    body: ROC,
    tags: ['Machine learning', 'Evaluation'],
    image_url: '/demo/projects/churn.webp',
    published_at: new Date('2026-01-20T09:00:00Z'),
    project_id: '',
    created_at: new Date('2026-01-19T11:05:00Z'),
    ...PUBLISHED,
    slug: 'reading-roc-curves',
    old_slugs: [],
  },
  {
    id: 'note-offline-first-rule',
    title: 'Offline-first on Android, in one rule',
    summary: 'Screens read the local database only; a sync job is the one writer of what the network says.',
    body: OFFLINE,
    tags: ['Android', 'Kotlin'],
    image_url: '',
    published_at: new Date('2025-11-04T09:00:00Z'),
    project_id: '',
    created_at: new Date('2025-11-04T08:30:00Z'),
    ...PUBLISHED,
    slug: 'offline-first-android',
    old_slugs: [],
  },
];
